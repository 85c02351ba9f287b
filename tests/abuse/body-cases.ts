import { drawImage } from '../../src/server/testing/products';
import { BAD_VALUES, MISSING, RAW_TOKENS } from './bad-values';
import type { Case } from './cases';
import type { Req } from './world';

export type FieldPath = (string | number)[];
const RAW = '__abuse_raw_token__';

/** A copy of `body` with the value at `path` replaced (or removed, for MISSING). */
export function setAt(body: unknown, path: FieldPath, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] =
      next !== null && typeof next === 'object' ? next : typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1)!;
  if (value === MISSING) delete node[last];
  else node[last] = value;
  return copy;
}

/** A multipart/form-data body from parts; `boundary` may differ from the header's on purpose. */
function multipartBody(
  parts: { name: string; filename?: string; type?: string; data: Buffer | string }[],
  opts: { boundary?: string; close?: boolean; header?: string } = {},
): Pick<Req, 'headers' | 'payload'> {
  const boundary = opts.boundary ?? 'abuseboundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
        (p.filename
          ? `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`
          : '') +
        '\r\n\r\n',
    ),
    Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  if (opts.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const header = opts.header ?? 'multipart/form-data; boundary=abuseboundary';
  return { headers: { 'content-type': header }, payload: Buffer.concat(chunks) };
}

/**
 * Wrong content types and malformed bodies. A GET gets two of them only: Fastify never reads a
 * GET body (its `bodyless` methods), so the rest would repeat the same request.
 */
export function contentTypeCases(base: Req, bodyless: boolean): Case[] {
  const png = drawImage();
  const text = JSON.stringify(base.payload ?? {});
  const raw = (label: string, type: string | undefined, payload: string | Buffer): Case => ({
    label,
    req: { ...base, headers: type ? { 'content-type': type } : {}, payload },
  });
  const mp = (label: string, body: Pick<Req, 'headers' | 'payload'>): Case => ({
    label,
    req: { ...base, ...body },
  });
  if (bodyless)
    return [
      raw('JSON body on a GET', 'application/json', '{"a":'),
      mp('multipart body on a GET', multipartBody([{ name: 'image', data: 'x' }])),
    ];
  return [
    { label: 'no body at all', req: { method: base.method, url: base.url, headers: {} } },
    raw('empty JSON body', 'application/json', ''),
    raw('JSON null', 'application/json', 'null'),
    raw('JSON array instead of object', 'application/json', `[${text}]`),
    raw('JSON string', 'application/json', '"سند"'),
    raw('JSON number', 'application/json', '123'),
    raw('truncated JSON', 'application/json', text.slice(0, Math.max(1, text.length - 2))),
    raw('trailing garbage', 'application/json', `${text}}}`),
    raw('duplicate keys', 'application/json', `{"a":1,"a":[2],${text.slice(1)}`),
    raw('__proto__ key', 'application/json', `{"__proto__":{"isAdmin":true},${text.slice(1)}`),
    raw(
      'constructor.prototype key',
      'application/json',
      `{"constructor":{"prototype":{"x":1}},${text.slice(1)}`,
    ),
    raw(
      'arrays nested 10 000 deep',
      'application/json',
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    ),
    raw(
      'objects nested 100 000 deep',
      'application/json',
      `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
    ),
    raw(
      '3 MB body (over the 2 MB limit)',
      'application/json',
      `{"a":"${'x'.repeat(3 * 1024 * 1024)}"}`,
    ),
    raw('UTF-8 BOM before JSON', 'application/json', `\uFEFF${text}`),
    raw(
      'invalid UTF-8 bytes',
      'application/json',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ),
    raw('UTF-16 JSON', 'application/json; charset=utf-16le', Buffer.from(text, 'utf16le')),
    raw('text/plain', 'text/plain', text),
    raw('form-urlencoded', 'application/x-www-form-urlencoded', 'a=1&b=%00'),
    raw('XML', 'application/xml', '<a>1</a>'),
    raw('garbage content type', ';;;=/', text),
    raw('JSON content type, PNG bytes', 'application/json', png),
    raw('no content type, JSON text', undefined, text),
    {
      label: 'gzip content encoding, plain bytes',
      req: {
        ...base,
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: text,
      },
    },
    mp('multipart with a text field only', multipartBody([{ name: 'image', data: 'not a file' }])),
    mp(
      'multipart with a non-image file',
      multipartBody([
        { name: 'image', filename: 'x.png', type: 'image/png', data: 'هذا ليس صورة' },
      ]),
    ),
    mp(
      'multipart with the image under another field',
      multipartBody([{ name: 'file', filename: 'x.png', type: 'image/png', data: png }]),
    ),
    mp(
      'multipart with two files',
      multipartBody([
        { name: 'image', filename: 'a.png', type: 'image/png', data: png },
        { name: 'image', filename: 'b.png', type: 'image/png', data: png },
      ]),
    ),
    mp(
      'multipart with a file name traversal',
      multipartBody([{ name: 'image', filename: '../../x.png', type: 'image/png', data: png }]),
    ),
    mp(
      'multipart with a wrong boundary',
      multipartBody([{ name: 'image', filename: 'a.png', type: 'image/png', data: png }], {
        boundary: 'other',
      }),
    ),
    mp(
      'multipart cut before its end',
      multipartBody([{ name: 'image', filename: 'a.png', type: 'image/png', data: png }], {
        close: false,
      }),
    ),
    mp(
      'multipart without boundary',
      multipartBody([{ name: 'image', data: 'x' }], { header: 'multipart/form-data' }),
    ),
  ];
}

/** Per field of the JSON body: every bad value and raw token (the `fieldCase`s). */
export function fieldCases(base: Req, fields: FieldPath[]): Case[] {
  const out: Case[] = [];
  for (const path of fields) {
    const name = `body.${path.join('.')}`;
    for (const [label, value] of BAD_VALUES)
      out.push({
        label: `${name} = ${label}`,
        req: { ...base, payload: setAt(base.payload, path, value) as object },
        fieldCase: true,
      });
    for (const [label, token] of RAW_TOKENS) {
      const text = JSON.stringify(setAt(base.payload, path, RAW)).replace(`"${RAW}"`, token);
      out.push({
        label: `${name} = ${label}`,
        req: { ...base, headers: { 'content-type': 'application/json' }, payload: text },
        fieldCase: true,
      });
    }
  }
  const extra = {
    extra: 'x',
    role: 'admin',
    business_id: 17,
    id: 1,
    deleted: true,
    list: Array(100_000).fill(1),
  };
  out.push({
    label: 'extra fields',
    req: { ...base, payload: { ...(base.payload as object), ...extra } },
  });
  return out;
}
