/**
 * The auth module's public entry (docs/architecture.md, Modules): a credentials check under the
 * sign-in limits, for a manager approving on another user's screen (decision 0055).
 */
export { checkCredentials } from './service';
