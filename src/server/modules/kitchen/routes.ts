import { z } from 'zod';
import { businessParam } from '../../../domain/schemas/common';
import {
  heldOrderAnswer,
  heldOrderParams,
  kitchenBoardAnswer,
  kitchenBoardCard,
  kitchenLineParams,
  kitchenReadyBody,
  kitchenStationAnswer,
  kitchenStationBody,
  kitchenStationsAnswer,
  stationParams,
} from '../../../domain/schemas/kitchen';
import { pathId } from '../../../domain/schemas/shifts';
import type { App } from '../../context';
import { errorResponses, VALIDATION_FAILED_422 } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { assertRestaurant } from '../modifiers';
import { boardCards } from './board';
import { kitchenEventsRoute } from './events-route';
import { markLineReady, markOrderReady } from './ready';
import * as stations from './stations';

const tags = ['kitchen'];
const stationP = businessParam.extend(stationParams.shape);
const orderP = businessParam.extend(heldOrderParams.shape);
const lineP = businessParam.extend(kitchenLineParams.shape);

/**
 * The kitchen on the server (decision 0057), restaurant only (422 restaurant_only): GET/POST
 * `kitchen/stations`, PUT/DELETE `kitchen/stations/:stationId` (reads `pos.sell`, writes
 * `catalogue.write`), GET `kitchen/orders` (the display's cards), POST
 * `kitchen/lines/:lineId/ready` and `held-orders/:orderId/ready`, GET `kitchen/events`
 * (events-route.ts). Another business's station, line or order is a 404. Shapes and
 * permissions: src/domain/schemas/kitchen.ts.
 */
export async function kitchenRoutes(app: App) {
  const sell = { config: { action: 'pos.sell' as const } };
  const write = { config: { action: 'catalogue.write' as const } };

  app.get(
    '/kitchen/stations',
    {
      ...sell,
      schema: {
        operationId: 'listKitchenStations',
        summary: 'List the kitchen stations of a restaurant',
        tags,
        params: businessParam,
        response: { 200: kitchenStationsAnswer, ...errorResponses('restaurant_only') },
      },
    },
    async (req) => ({ stations: await stations.listStations(app.ctx, currentBusiness(req)) }),
  );

  app.post(
    '/kitchen/stations',
    {
      ...write,
      schema: {
        operationId: 'createKitchenStation',
        summary: 'Create a kitchen station and the products or categories it prepares',
        tags,
        params: businessParam,
        body: kitchenStationBody,
        response: {
          201: kitchenStationAnswer,
          ...errorResponses('restaurant_only', VALIDATION_FAILED_422),
        },
      },
    },
    async (req, reply) => {
      const station = await stations.createStation(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.body,
      );
      return reply.code(201).send({ success: true as const, station });
    },
  );

  app.put(
    '/kitchen/stations/:stationId',
    {
      ...write,
      schema: {
        operationId: 'updateKitchenStation',
        summary: 'Update a kitchen station',
        tags,
        params: stationP,
        body: kitchenStationBody,
        response: {
          200: kitchenStationAnswer,
          ...errorResponses('restaurant_only', VALIDATION_FAILED_422),
        },
      },
    },
    async (req) => ({
      success: true as const,
      station: await stations.updateStation(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.stationId,
        req.body,
      ),
    }),
  );

  app.delete(
    '/kitchen/stations/:stationId',
    {
      ...write,
      schema: {
        operationId: 'archiveKitchenStation',
        summary: 'Archive a kitchen station',
        tags,
        params: stationP,
        response: {
          200: z.object({ success: z.literal(true) }),
          ...errorResponses('restaurant_only'),
        },
      },
    },
    async (req) => {
      await stations.archiveStation(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.stationId,
      );
      return { success: true as const };
    },
  );

  app.get(
    '/kitchen/orders',
    {
      ...sell,
      schema: {
        operationId: 'listKitchenOrders',
        summary: "Get the kitchen board: the open orders' lines to prepare",
        tags,
        params: businessParam,
        querystring: z.object({ stationId: pathId('رقم المحطة غير صالح').optional() }),
        response: { 200: kitchenBoardAnswer, ...errorResponses('restaurant_only') },
      },
    },
    async (req) => {
      const business = currentBusiness(req);
      assertRestaurant(business);
      const now = app.ctx.now();
      return { now, cards: await boardCards(app.ctx.db, business.id, req.query.stationId, now) };
    },
  );

  app.post(
    '/kitchen/lines/:lineId/ready',
    {
      ...sell,
      schema: {
        operationId: 'markKitchenLineReady',
        summary: 'Mark one line of an order ready',
        tags,
        params: lineP,
        body: kitchenReadyBody,
        response: {
          200: kitchenBoardCard,
          ...errorResponses('restaurant_only', 'held_order_closed'),
        },
      },
    },
    async (req) => markLineReady(app.ctx, currentBusiness(req), req.params.lineId, req.body.ready),
  );

  app.post(
    '/held-orders/:orderId/ready',
    {
      ...sell,
      schema: {
        operationId: 'markHeldOrderReady',
        summary: "Mark a whole order (or one station's lines) ready",
        tags,
        params: orderP,
        body: kitchenReadyBody,
        response: {
          200: heldOrderAnswer,
          ...errorResponses('restaurant_only', 'held_order_closed'),
        },
      },
    },
    async (req) => ({
      order: await markOrderReady(app.ctx, currentBusiness(req), req.params.orderId, req.body),
    }),
  );

  await kitchenEventsRoute(app);
}
