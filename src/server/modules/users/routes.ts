import { z } from 'zod';
import { uuidParam } from '../../../domain/schemas/common';
import {
  changePasswordBody,
  createUserBody,
  updateUserBody,
  userView,
} from '../../../domain/schemas/users';
import type { App } from '../../context';
import { currentUser, requireAction } from '../../plugins/auth';
import {
  changeOwnPassword,
  createUser,
  deleteUser,
  getUser,
  listUsers,
  updateUser,
} from './service';
import { errorResponses } from '../../http/error-responses';

/**
 * POST /users/me/password (any signed-in user: their own password). Users administration, admin
 * only: list, create, view, update, delete. Every user
 * carries their memberships (`businesses: [{key, nameAr, role}]`); POST and PUT
 * accept `businesses` (keys, or `{key, role}`) to set them.
 */
export async function usersRoutes(app: App) {
  const admin = { preValidation: requireAction('users.manage') };

  // Any signed-in user, for themself only (decision 0049).
  app.post(
    '/users/me/password',
    {
      schema: {
        operationId: 'changeOwnPassword',
        summary: "Change the signed-in user's own password",
        tags: ['users'],
        body: changePasswordBody,
        response: {
          200: z.object({ success: z.literal(true) }),
          ...errorResponses('wrong_current_password'),
        },
      },
    },
    async (req) => {
      await changeOwnPassword(app.ctx, currentUser(req), req.body);
      return { success: true as const };
    },
  );

  app.get(
    '/users',
    {
      ...admin,
      schema: {
        operationId: 'listUsers',
        summary: 'List every user with their memberships',
        tags: ['users'],
        response: { 200: z.array(userView), ...errorResponses() },
      },
    },
    async () => listUsers(app.ctx),
  );

  app.post(
    '/users',
    {
      ...admin,
      schema: {
        operationId: 'createUser',
        summary: 'Create a user with a role in one or more businesses',
        tags: ['users'],
        body: createUserBody,
        response: {
          201: z.object({ success: z.literal(true), newid: z.number(), UUID: z.string() }),
          ...errorResponses('username_taken'),
        },
      },
    },
    async (req, reply) => {
      const user = await createUser(app.ctx, currentUser(req), req.body);
      return reply.code(201).send({ success: true as const, newid: user.id, UUID: user.uuid });
    },
  );

  app.get(
    '/users/:UUID',
    {
      ...admin,
      schema: {
        operationId: 'getUser',
        summary: 'Get one user with their memberships',
        tags: ['users'],
        params: uuidParam,
        response: { 200: userView, ...errorResponses() },
      },
    },
    async (req) => getUser(app.ctx, req.params.UUID),
  );

  app.put(
    '/users/:UUID',
    {
      ...admin,
      schema: {
        operationId: 'updateUser',
        summary: "Change a user's role, businesses or password",
        tags: ['users'],
        params: uuidParam,
        body: updateUserBody,
        response: {
          200: z.object({ success: z.literal(true), user: userView }),
          ...errorResponses('username_taken', 'cannot_demote_self'),
        },
      },
    },
    async (req) => ({
      success: true as const,
      user: await updateUser(app.ctx, currentUser(req), req.params.UUID, req.body),
    }),
  );

  app.delete(
    '/users/:UUID',
    {
      ...admin,
      schema: {
        operationId: 'deleteUser',
        summary: 'Delete a user (their sessions end)',
        tags: ['users'],
        params: uuidParam,
        response: {
          200: z.object({ success: z.literal(true) }),
          ...errorResponses('cannot_delete_self'),
        },
      },
    },
    async (req) => {
      await deleteUser(app.ctx, currentUser(req), req.params.UUID);
      return { success: true as const };
    },
  );
}
