import type {
  FastifyDynamicSwaggerOptions,
  SwaggerTransform,
  SwaggerTransformObject,
} from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../../domain/errors';
import { errorBody } from '../../domain/schemas/common';
import { describeErrorCodes, documentedErrorCodes } from './error-responses';

type JsonSchema = Record<string, unknown> & { description?: string };

/**
 * The codes a route answers because of where it sits (decision 0060), beyond what its own
 * schema declares, as [code, status]: on any write — a request that may carry a body — a body
 * that is not JSON or too big (validation_failed 400, unsupported_media_type 415, file_too_large
 * 413: 2 MB) and a lost race against another request (data_conflict 409); inside the business
 * scope (`/api/v1/:business/…`) business_forbidden (403) and business_not_found (404), and on a
 * write there business_archived (409). A public route (`security: []`, login) gets only the body's.
 */
export function scopeErrorCodes(
  url: string,
  methods: readonly string[],
  isPublic: boolean,
): Array<[ErrorCode, number]> {
  if (!url.startsWith('/api/v1/')) return [];
  const write = methods.some((m) => m !== 'GET' && m !== 'HEAD');
  const codes: ErrorCode[] = [];
  if (write) codes.push('validation_failed', 'unsupported_media_type', 'file_too_large');
  if (!isPublic && url.startsWith('/api/v1/:business/')) {
    codes.push('business_forbidden', 'business_not_found');
    if (write) codes.push('business_archived');
  }
  if (!isPublic && write) codes.push('data_conflict');
  return codes.map((code) => [code, ERROR_STATUS[code]]);
}

/** The one error body as the document writes it, without a description. */
const ERROR_BODY_SCHEMA = z.toJSONSchema(errorBody, { target: 'openapi-3.0', io: 'output' });
const ERROR_BODY_TEXT = JSON.stringify(ERROR_BODY_SCHEMA);
const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };

/**
 * The document's transform: zod → JSON Schema (fastify-type-provider-zod), then every error answer
 * of an /api/v1 route names, in its description, the codes of its schema plus scopeErrorCodes (an
 * answer the route does not list yet is added with the one error body).
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  // A route without a schema (static files, the documentation's own pages) has none to add to.
  if (!out.schema?.response) return out;
  const response = out.schema.response as Record<string, JsonSchema>;
  const methods = [input.route.method].flat();
  const security = (input.schema as { security?: unknown[] } | undefined)?.security;
  const extra = scopeErrorCodes(input.url, methods, Array.isArray(security) && !security.length);
  for (const [code, codeStatus] of extra) {
    const status = String(codeStatus);
    const entry: JsonSchema = response[status] ?? { ...ERROR_BODY_SCHEMA };
    entry.description = describeErrorCodes([...documentedErrorCodes(entry.description), code]);
    response[status] = entry;
  }
  return out;
};

type Responses = Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;

/**
 * The whole document's last step: every error answer whose body is exactly the one error body
 * (decision 0018) points at `components.schemas.ErrorBody` instead of repeating it — one named
 * type for integrators and generated clients, and a smaller document. The answer's
 * own description (its codes) stays on the response.
 */
export const openApiTransformObject: SwaggerTransformObject = (input) => {
  const doc = (input as { openapiObject: Record<string, unknown> }).openapiObject as {
    paths?: Record<string, Record<string, { responses?: Responses }>>;
    components?: { schemas?: Record<string, unknown> };
  };
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ErrorBody: ERROR_BODY_SCHEMA },
  };
  for (const item of Object.values(doc.paths ?? {}))
    for (const op of Object.values(item))
      for (const [status, response] of Object.entries(op.responses ?? {}))
        for (const media of Object.values(response.content ?? {})) {
          if (Number(status) < 400 || !media.schema) continue;
          const { description: _, ...shape } = media.schema;
          if (JSON.stringify(shape) === ERROR_BODY_TEXT) media.schema = ERROR_BODY_REF;
        }
  return doc;
};

/**
 * The options of @fastify/swagger for Sanad's OpenAPI 3.0.3 document, served at
 * `GET /api/docs/json` (decision 0060): who it is for, the two ways to authenticate — a person's
 * session token or an administrator-made machine token, either accepted — and the transform above.
 */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Sanad API',
      description: [
        'Sanad (سند) — the /api/v1 contract of a back-office for small Saudi businesses:',
        'catalogue, point of sale, quotations and invoices (ZATCA e-invoicing), clients,',
        'purchases, reports, shifts.',
        '',
        'Money is SAR with two decimals on the wire (halalas inside the server); times are UTC',
        'milliseconds or ISO dates as each field says, and dates people read are Riyadh time.',
        'Every refusal is `{ error: { code, message, fields? } }` with an Arabic `message`; each',
        "operation's error answers name the codes it may carry.",
      ].join('\n'),
      version: '1.0.0',
      license: { name: 'Proprietary' },
    },
    servers: [{ url: '/', description: 'The Sanad server that serves this document' }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A person's session token: the `token` answered by POST /api/v1/login, sent as " +
            "`Authorization: Bearer <token>`. It acts with that person's role in each business.",
        },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'sanad_…',
          description:
            'A machine token for an integration, made by an administrator (it starts with ' +
            '`sanad_`), sent as `Authorization: Bearer <token>`.',
        },
      },
    },
    security: [{ bearer: [] }, { apiToken: [] }],
  },
  transform: openApiTransform,
  transformObject: openApiTransformObject,
};
