import { z } from 'zod';
import { AppError } from '../../../domain/errors';
import {
  loginBody,
  loginFailure,
  loginFailureBody,
  loginSuccess,
} from '../../../domain/schemas/auth';
import { errorBody } from '../../../domain/schemas/common';
import { meView } from '../../../domain/schemas/users';
import { errorResponse } from '../../http/error-responses';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { getMe } from '../users/service';
import { login, logout } from './service';

/** POST /login, POST /logout, GET /users/me (legacy app: administration). */
export async function authRoutes(app: App) {
  app.post(
    '/login',
    {
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with a username and password and get a session token',
        tags: ['auth'],
        body: loginBody,
        response: {
          200: loginSuccess,
          400: errorResponse(errorBody, 'validation_failed'),
          401: errorResponse(loginFailure, 'invalid_credentials'),
          429: errorResponse(loginFailure, 'too_many_attempts'),
        },
      },
    },
    async (req, reply) => {
      try {
        const { token, expiresAt, user } = await login(app.ctx, {
          address: req.ip,
          username: req.body.username,
          password: req.body.password,
        });
        return {
          message: 'success' as const,
          token,
          username: user.username,
          role: user.role,
          UUID: user.uuid,
          expiresAt: new Date(expiresAt).toISOString(),
        };
      } catch (err) {
        if (err instanceof AppError && err.code === 'too_many_attempts') {
          const { retryAfterSeconds } = err.details as { retryAfterSeconds: number };
          return reply
            .code(429)
            .header('retry-after', String(retryAfterSeconds))
            .send(loginFailureBody(err.code, err.message));
        }
        if (err instanceof AppError && err.code === 'invalid_credentials')
          return reply.code(401).send(loginFailureBody(err.code, err.message));
        throw err;
      }
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        operationId: 'signOut',
        summary: 'End the current session (the token stops working)',
        description: 'An API token has no session to end: 403 `forbidden` (revoke it instead).',
        tags: ['auth'],
        response: {
          200: z.object({ success: z.literal(true) }),
          401: errorResponse(errorBody, 'unauthenticated'),
          403: errorResponse(errorBody, 'forbidden'),
        },
      },
    },
    async (req) => {
      await logout(app.ctx, currentUser(req));
      return { success: true as const };
    },
  );

  app.get(
    '/users/me',
    {
      schema: {
        operationId: 'getCurrentUser',
        summary: 'Get the signed-in user with their businesses and roles',
        tags: ['users'],
        response: { 200: meView, 401: errorResponse(errorBody, 'unauthenticated') },
      },
    },
    async (req) => getMe(app.ctx, currentUser(req)),
  );
}
