import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { App } from '../context';
import { guardFor, registerRouteAccess } from './route-access';

/** A bare Fastify app with four routes: guarded, config.action, open to any user, public. */
async function documentOf() {
  const app = Fastify();
  await app.register(fastifySwagger, { openapi: { info: { title: 't', version: '1' } } });
  registerRouteAccess(app as unknown as App, new Set(['/api/v1/login']));
  const ok = async () => ({ ok: true });
  await app.register(
    async (api) => {
      api.get('/sell', { preValidation: guardFor('pos.sell', async () => {}) }, ok);
      api.get('/read', { config: { action: 'catalogue.read' } as object }, ok);
      api.get('/me', ok);
      api.post('/login', ok);
    },
    { prefix: '/api/v1' },
  );
  await app.ready();
  const doc = app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  await app.close();
  return doc.paths;
}

describe('route access in the OpenAPI document (docs/decisions/0013)', () => {
  it("publishes a guard's action, a config.action, nothing for open routes, security [] for public ones", async () => {
    const paths = await documentOf();
    expect(paths['/api/v1/sell']!.get!['x-sanad-action']).toBe('pos.sell');
    expect(paths['/api/v1/read']!.get!['x-sanad-action']).toBe('catalogue.read');
    expect(paths['/api/v1/me']!.get!).not.toHaveProperty('x-sanad-action');
    expect(paths['/api/v1/me']!.get!).not.toHaveProperty('security');
    expect(paths['/api/v1/login']!.post!.security).toEqual([]);
  });
});
