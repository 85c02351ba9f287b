import { z } from 'zod';
import {
  apiTokenView,
  createApiTokenBody,
  createdApiToken,
} from '../../../domain/schemas/api-tokens';
import { uuidParam } from '../../../domain/schemas/common';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentUser, requireAction } from '../../plugins/auth';
import { createApiToken, getApiToken, listApiTokens, revokeApiToken } from './service';

const tags = ['api-tokens'];

/**
 * API tokens for machines (decision 0058), administrators only (`users.manage`; a request made
 * with a token is refused by the auth plugin before): GET /api-tokens (list), POST /api-tokens
 * (create → 201 with the secret, shown once), GET /api-tokens/{UUID}, DELETE /api-tokens/{UUID}
 * (revoke at once; the record stays, marked revoked).
 */
export async function apiTokensRoutes(app: App) {
  const admin = { preValidation: requireAction('users.manage') };

  app.get(
    '/api-tokens',
    {
      ...admin,
      schema: {
        operationId: 'listApiTokens',
        summary: 'List the API tokens of machines (accounting systems, head office, delivery apps)',
        tags,
        response: { 200: z.array(apiTokenView), ...errorResponses() },
      },
    },
    async () => listApiTokens(app.ctx),
  );

  app.post(
    '/api-tokens',
    {
      ...admin,
      schema: {
        operationId: 'createApiToken',
        summary: 'Create an API token; its secret is answered this once',
        tags,
        body: createApiTokenBody,
        response: { 201: createdApiToken, ...errorResponses(409) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createApiToken(app.ctx, currentUser(req), req.body)),
  );

  app.get(
    '/api-tokens/:UUID',
    {
      ...admin,
      schema: {
        operationId: 'getApiToken',
        summary: 'Show one API token (never its secret)',
        tags,
        params: uuidParam,
        response: { 200: apiTokenView, ...errorResponses() },
      },
    },
    async (req) => getApiToken(app.ctx, req.params.UUID),
  );

  app.delete(
    '/api-tokens/:UUID',
    {
      ...admin,
      schema: {
        operationId: 'revokeApiToken',
        summary: 'Revoke an API token at once',
        tags,
        params: uuidParam,
        response: { 200: apiTokenView, ...errorResponses() },
      },
    },
    async (req) => revokeApiToken(app.ctx, currentUser(req), req.params.UUID),
  );
}
