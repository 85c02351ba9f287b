/**
 * The kitchen's live updates (decision 0057). The hook lives in src/web/lib so that other features
 * (the POS's held-order list) can use it too: features never import one another.
 */
export {
  FIRST_RETRY_MS,
  MAX_RETRY_MS,
  retryDelay,
  useKitchenEvents,
  type KitchenConnection,
} from '../../lib/kitchen-events';
