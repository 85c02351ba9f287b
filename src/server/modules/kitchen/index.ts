/**
 * The kitchen module (decision 0057): kitchen stations, the tickets a round prints, the kitchen
 * display's cards, marking lines ready, the held order as the counter reads it and the live
 * change notices.
 */
export { publishKitchenChange, onKitchenChange, type KitchenChange } from './events';
export { readHeldOrderView, NO_STATION_NAME } from './held-order-view';
export { kitchenRoutes } from './routes';
export { stationsForProducts, type LineStation } from './stations-lookup';
export { printKitchenTickets, type KitchenTicketResult } from './tickets';
export { createStation, listStations } from './stations';
export { bumpVersion } from './ready';
