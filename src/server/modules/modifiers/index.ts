/**
 * The modifiers module (decision 0056): a restaurant's groups of choices, their options and
 * targets, the groups that apply to the products of a sale, and the sales-by-modifier report.
 */
export { groupsForProducts } from './repository';
export { assertRestaurant, createModifierGroup, listModifierGroups } from './service';
export { modifiersRoutes } from './routes';
