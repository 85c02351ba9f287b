// The lookups module (docs/decisions/0071-lookups.md): one page of picker items per kind.
export { lookupsRoutes } from './routes';
