/** The webhooks screens, one lazily loaded chunk (routes.tsx). */
export { WebhooksPage } from './WebhooksPage';
export { WebhookPage } from './WebhookPage';
