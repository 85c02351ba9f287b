/**
 * Held orders (decision 0057): orders sent to the kitchen and paid later, as one invoice or a bill
 * split into several.
 */
export { heldOrdersRoutes } from './routes';
export { addHeldLines, openHeldOrder, listHeldOrders } from './service';
export { payHeldOrder, splitHeldOrder } from './pay';
