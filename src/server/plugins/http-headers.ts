import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy of every response (decision 0010). The built app loads
 * only its own scripts, styles, fonts and images; Mantine writes `<style>` elements and style
 * attributes at run time, hence `'unsafe-inline'` for styles only; receipts and QR codes arrive
 * as `data:` images and PDFs as `blob:` URLs. No `upgrade-insecure-requests`: Sanad is usually
 * reached over plain HTTP on a shop's LAN, where upgrading would break every request.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Permissions-Policy (helmet does not set one): every powerful feature off, except the camera
 * for this origin (photos of purchase receipts) and full screen (the POS on a tablet).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'fullscreen=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'bluetooth=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security headers on every response, API and files alike: @fastify/helmet with
 * CONTENT_SECURITY_POLICY, X-Content-Type-Options: nosniff, X-Frame-Options: DENY,
 * Referrer-Policy: same-origin and its other defaults; PERMISSIONS_POLICY; and
 * `Cache-Control: no-store` on everything under /api/ (errors and 401s included), so no browser
 * or proxy keeps invoices or user data — unless a route set its own Cache-Control on a success
 * (GET pos/products: `private, no-cache` with an ETag, decision 0016).
 */
export async function registerHttpHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // onSend runs for every answer, including those of the error and not-found handlers. A route
  // that chose its own caching (the POS catalogue: private, no-cache + ETag) keeps it on success.
  app.addHook('onSend', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    if (reply.statusCode < 400 && reply.hasHeader('cache-control')) return;
    reply.header('cache-control', 'no-store');
  });
}
