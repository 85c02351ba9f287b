/**
 * API tokens for machines (decision 0058): administration routes, and what the auth plugin calls
 * to resolve a token, count its requests and keep it to its routes. (The auth plugin imports
 * `access.ts` itself: these routes import the plugin's guards, so going through this file would
 * make an import circle.)
 */
export { apiTokensRoutes } from './routes';
export {
  authenticateApiToken,
  countApiTokenRequest,
  tokenMayReach,
  TOKEN_GLOBAL_ROUTES,
} from './access';
export { createApiToken, getApiToken, listApiTokens, revokeApiToken } from './service';
