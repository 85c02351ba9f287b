import { z } from 'zod';
import { businessParam } from '../../../domain/schemas/common';
import {
  webhookBody,
  webhookDeliveriesAnswer,
  webhookDeliveryAnswer,
  webhookDeliveryParams,
  webhookEndpointAnswer,
  webhookEndpointsAnswer,
  webhookParams,
  webhookPatch,
} from '../../../domain/schemas/webhooks';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  updateWebhookEndpoint,
} from './service';

const errors = errorResponses(422);
const tags = ['webhooks'];
const admin = { config: { action: 'businesses.edit' as const } };

/**
 * Webhooks of a business (decision 0059), administrators only (`businesses.edit`): GET/POST
 * `webhooks`, GET/PATCH/DELETE `webhooks/:UUID`, GET `webhooks/:UUID/deliveries`, POST
 * `webhooks/:UUID/deliveries/:deliveryId/resend`. Another business's endpoint is a 404. Shapes:
 * src/domain/schemas/webhooks.ts.
 */
export async function webhooksRoutes(app: App) {
  app.get(
    '/webhooks',
    {
      ...admin,
      schema: {
        operationId: 'listWebhookEndpoints',
        summary: "List the business's webhook endpoints (without secrets)",
        tags,
        params: businessParam,
        response: { 200: webhookEndpointsAnswer, ...errors },
      },
    },
    async (req) => ({ endpoints: await listWebhookEndpoints(app.ctx, currentBusiness(req)) }),
  );

  app.post(
    '/webhooks',
    {
      ...admin,
      schema: {
        operationId: 'createWebhookEndpoint',
        summary: 'Register a webhook endpoint; the answer carries its signing secret',
        tags,
        params: businessParam,
        body: webhookBody,
        response: { 201: webhookEndpointAnswer, ...errors },
      },
    },
    async (req, reply) => {
      const endpoint = await createWebhookEndpoint(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.body,
      );
      return reply.code(201).send({ endpoint });
    },
  );

  app.get(
    '/webhooks/:UUID',
    {
      ...admin,
      schema: {
        operationId: 'getWebhookEndpoint',
        summary: 'Read one webhook endpoint with its signing secret',
        tags,
        params: webhookParams,
        response: { 200: webhookEndpointAnswer, ...errors },
      },
    },
    async (req) => ({
      endpoint: await getWebhookEndpoint(app.ctx, currentBusiness(req), req.params.UUID),
    }),
  );

  app.patch(
    '/webhooks/:UUID',
    {
      ...admin,
      schema: {
        operationId: 'updateWebhookEndpoint',
        summary: "Change a webhook endpoint's URL, events, private-address permission or activity",
        tags,
        params: webhookParams,
        body: webhookPatch,
        response: { 200: webhookEndpointAnswer, ...errors },
      },
    },
    async (req) => ({
      endpoint: await updateWebhookEndpoint(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.body,
      ),
    }),
  );

  app.delete(
    '/webhooks/:UUID',
    {
      ...admin,
      schema: {
        operationId: 'deleteWebhookEndpoint',
        summary: 'Remove a webhook endpoint; its pending deliveries are given up',
        tags,
        params: webhookParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (req) => {
      await deleteWebhookEndpoint(app.ctx, currentUser(req), currentBusiness(req), req.params.UUID);
      return { success: true as const };
    },
  );

  app.get(
    '/webhooks/:UUID/deliveries',
    {
      ...admin,
      schema: {
        operationId: 'listWebhookDeliveries',
        summary: "List a webhook endpoint's recent deliveries, newest first",
        tags,
        params: webhookParams,
        response: { 200: webhookDeliveriesAnswer, ...errors },
      },
    },
    async (req) => ({
      deliveries: await listWebhookDeliveries(app.ctx, currentBusiness(req), req.params.UUID),
    }),
  );

  app.post(
    '/webhooks/:UUID/deliveries/:deliveryId/resend',
    {
      ...admin,
      schema: {
        operationId: 'resendWebhookDelivery',
        summary: "Queue a delivery's event again to the same endpoint (same event id)",
        tags,
        params: webhookDeliveryParams,
        response: { 201: webhookDeliveryAnswer, ...errors },
      },
    },
    async (req, reply) => {
      const delivery = await resendWebhookDelivery(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.params.deliveryId,
      );
      return reply.code(201).send({ delivery });
    },
  );
}
