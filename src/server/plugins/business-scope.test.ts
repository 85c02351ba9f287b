// The one business scope and the route names a business key may not take.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { App } from '../context';
import { businessScope } from './business-scope';
import { routeNamesOf } from './route-names';

describe('businessScope', () => {
  it('refuses at startup a business route that declares no config.action', async () => {
    const app = Fastify();
    await expect(
      app.register(
        businessScope([
          async (scope: App) => {
            scope.get('/things', async () => []);
          },
        ]) as never,
        { prefix: '/:business' },
      ),
    ).rejects.toThrow(/GET \/:business\/things declares no config.action/);
    await app.close();
  });
});

describe('routeNamesOf', () => {
  it.each([
    ['/api/v1/login', ['api', 'login']],
    ['/api/v1/users/:UUID', ['api', 'users']],
    ['/api/v1/:business/categories', ['api']],
    ['/api/docs/json', ['api']],
    ['/static/images/*', ['static']],
    ['/*', []],
    ['/', []],
  ])('%s → %j', (url, names) => {
    expect(routeNamesOf(url)).toEqual(names);
  });
});
