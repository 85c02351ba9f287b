import { programFileExists } from '../storage/program-files';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fresh from 'fresh';
import type { FastifyReply } from 'fastify';
import { ERROR_MESSAGES } from '../../domain/errors';
import type { App } from '../context';
import { DATA_FOLDERS } from '../files/data-folders';
import { contentTypeOf } from '../storage/content-types';
import { assertKey, type ObjectInfo } from '../storage/types';

/** Cache-Control of uploaded images and logos: their names are generated, never reused. */
export const STATIC_FILE_CACHE = 'public, max-age=3600';

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: { code: 'not_found', message: ERROR_MESSAGES.not_found } });

/**
 * Serves uploaded product images (/static/images/{folder}/{image}) and logos
 * (/static/logos/{logo}) from the file store (ctx.storage, decision 0062), whichever instance
 * stored them: streamed, with the store's ETag, Last-Modified, `Cache-Control:
 * public, max-age=3600`, 304 for a matching If-None-Match, and the content type stored with the
 * object (else by extension). A missing file, a path that is not a storage key (`..`, `//`), a
 * dot file or one outside the two folders is the JSON 404. Then the built web app, with client-side routes
 * falling back to index.html.
 */
export async function registerStaticFiles(app: App): Promise<void> {
  const { webDir } = app.ctx.config;
  for (const [prefix, folder] of [
    ['/static/images/', DATA_FOLDERS.images],
    ['/static/logos/', DATA_FOLDERS.logos],
  ] as const) {
    app.get<{ Params: { '*': string } }>(
      `${prefix}*`,
      {
        schema: {
          hide: true,
          operationId: folder === 'images' ? 'getProductImageFile' : 'getLogoFile',
          summary: `Get an uploaded ${folder === 'images' ? 'product image' : 'logo'} (public)`,
          tags: ['files'],
        },
      },
      async (req, reply) => {
        let key: string;
        try {
          key = assertKey(`${folder}/${req.params['*']}`);
        } catch {
          return notFound(reply);
        }
        // Dot files are a write in progress (`.name.….tmp`) or the readiness probe's: never served.
        if (key.split('/').some((s) => s.startsWith('.'))) return notFound(reply);
        const validators = (info: ObjectInfo) =>
          reply
            .header('etag', info.etag)
            .header('last-modified', new Date(info.lastModified).toUTCString())
            .header('cache-control', STATIC_FILE_CACHE);
        // A revalidation asks only for the metadata: one HEAD, no body from the store.
        const ifNoneMatch = req.headers['if-none-match'];
        if (ifNoneMatch) {
          const head = await app.ctx.storage.head(key);
          if (!head) return notFound(reply);
          if (fresh(req.headers, { etag: head.etag })) return validators(head).code(304).send();
        }
        const object = await app.ctx.storage.get(key);
        if (!object) return notFound(reply);
        return validators(object)
          .type(object.contentType ?? contentTypeOf(key))
          .header('content-length', object.size)
          .send(object.body);
      },
    );
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
  const hasWeb = () => programFileExists(path.join(webDir, 'index.html'));

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
