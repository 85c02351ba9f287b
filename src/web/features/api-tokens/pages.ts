/** The API tokens screens, a lazily loaded chunk (routes.tsx). */
export { ApiTokensPage } from './ApiTokensPage';
export { NewApiTokenPage } from './NewApiTokenPage';
