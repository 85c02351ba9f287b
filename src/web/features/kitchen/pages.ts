/** The kitchen screens, one lazily loaded chunk (routes.tsx). */
export { KitchenPage } from './KitchenPage';
export { StationsPage } from './StationsPage';
