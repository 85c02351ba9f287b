import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '../../domain/errors';
import type { App } from '../context';
import { DATA_FOLDERS } from '../files/data-folders';

/**
 * Serves uploaded files from DATA_DIR and the built web app, with client-side routes falling back
 * to index.html. Product images: /static/images/{folder}/{image}.
 */
export async function registerStaticFiles(app: App): Promise<void> {
  const { dataDir, webDir } = app.ctx.config;
  for (const [prefix, dir] of [
    ['/static/images/', path.join(dataDir, DATA_FOLDERS.images)],
    ['/static/logos/', path.join(dataDir, DATA_FOLDERS.logos)],
  ] as const) {
    fs.mkdirSync(dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      decorateReply: false,
      index: false,
      maxAge: '1h',
    });
  }

  // `wildcard: true` looks each file up when asked (not once at start), so a rebuild while the
  // server runs (`npm run build`) is served at once; a missing file falls to the handler below.
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    decorateReply: true,
    index: 'index.html',
    wildcard: true,
  });
  const hasWeb = () => fs.existsSync(path.join(webDir, 'index.html'));

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/static/')) {
      return reply
        .code(404)
        .send({ error: { code: 'not_found', message: ERROR_MESSAGES.not_found } });
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && hasWeb()) {
      // Client-side route: the React router decides (and shows the Arabic 404 page if unknown).
      return reply.type('text/html').sendFile('index.html', webDir, { maxAge: 0 });
    }
    return reply
      .code(404)
      .type('text/plain')
      .send('Not found — build the web app with `npm run build`.');
  });
}
