import { z } from 'zod';
import { businessParam, errorBody } from '../../../domain/schemas/common';
import { closeShiftAnswer } from '../../../domain/schemas/shift-reports';
import {
  cashMovementBody,
  closeComparison,
  closeShiftBody,
  currentShiftAnswer,
  lateCountBody,
  movementAnswer,
  openShiftBody,
  shiftAnswer,
  shiftParams,
  tillAnswer,
  tillBody,
  tillParams,
  tillsAnswer,
  tillUpdateBody,
} from '../../../domain/schemas/shifts';
import type { App } from '../../context';
import { errorResponse, errorResponses } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as close from './close-service';
import * as service from './service';

const tags = ['shifts'];
/** 409 shift_approval_required carries the comparison beside the error. */
const closeErrors = {
  ...errorResponses('shift_approval_refused', 'too_many_attempts'),
  409: errorResponse(
    errorBody.extend({ details: closeComparison.optional() }),
    'shift_closed',
    'shift_approval_required',
  ),
};
const tillP = businessParam.extend(tillParams.shape);
const shiftP = businessParam.extend(shiftParams.shape);
const role = (req: { businessRole: import('../../../domain/roles').Role | null }) =>
  req.businessRole ?? 'user';

/**
 * Tills and a shift's life on the server (decision 0055): GET/POST `tills`, PUT `tills/:tillId`,
 * GET/POST `tills/:tillId/shift`, POST `shifts/:shiftId/movements|close|force-close|count`. The
 * permissions and error codes are those of the contract (src/domain/schemas/shifts.ts).
 */
export async function shiftsRoutes(app: App) {
  const own = { config: { action: 'shifts.own' as const } };
  const manage = { config: { action: 'shifts.manage' as const } };
  const tills = { config: { action: 'tills.manage' as const } };

  app.get(
    '/tills',
    {
      ...own,
      schema: {
        operationId: 'listTills',
        summary: 'List the tills (points of sale) of a business',
        tags,
        params: businessParam,
        querystring: z.object({ archived: z.enum(['0', '1']).optional() }),
        response: { 200: tillsAnswer, ...errorResponses() },
      },
    },
    async (req) => ({
      tills: await service.listTills(app.ctx, currentBusiness(req), req.query.archived === '1'),
    }),
  );

  app.post(
    '/tills',
    {
      ...tills,
      schema: {
        operationId: 'createTill',
        summary: 'Create a till',
        tags,
        params: businessParam,
        body: tillBody,
        response: { 201: tillAnswer, ...errorResponses() },
      },
    },
    async (req, reply) => {
      const till = await service.createTill(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.body,
      );
      return reply.code(201).send({ success: true as const, till });
    },
  );

  app.put(
    '/tills/:tillId',
    {
      ...tills,
      schema: {
        operationId: 'updateTill',
        summary: 'Rename or archive a till',
        tags,
        params: tillP,
        body: tillUpdateBody,
        response: { 200: tillAnswer, ...errorResponses('till_has_open_shift') },
      },
    },
    async (req) => ({
      success: true as const,
      till: await service.updateTill(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.tillId,
        req.body,
      ),
    }),
  );

  app.get(
    '/tills/:tillId/shift',
    {
      ...own,
      schema: {
        operationId: 'getOpenShift',
        summary: 'Get the open shift of a till, or null',
        tags,
        params: tillP,
        response: { 200: currentShiftAnswer, ...errorResponses() },
      },
    },
    async (req) => ({
      shift: await service.currentShift(app.ctx, currentBusiness(req), req.params.tillId),
    }),
  );

  app.post(
    '/tills/:tillId/shift',
    {
      ...own,
      schema: {
        operationId: 'openShift',
        summary: 'Open a shift on a till with its opening cash (SAR)',
        tags,
        params: tillP,
        body: openShiftBody,
        response: { 201: shiftAnswer, ...errorResponses('till_archived', 'shift_already_open') },
      },
    },
    async (req, reply) => {
      const shift = await service.openShift(
        app.ctx,
        currentUser(req),
        role(req),
        currentBusiness(req),
        req.params.tillId,
        req.body,
      );
      return reply.code(201).send({ success: true as const, shift });
    },
  );

  app.post(
    '/shifts/:shiftId/movements',
    {
      ...own,
      schema: {
        operationId: 'recordCashMovement',
        summary: 'Record cash paid in or out of a shift (SAR)',
        tags,
        params: shiftP,
        body: cashMovementBody,
        response: { 201: movementAnswer, ...errorResponses('shift_closed') },
      },
    },
    async (req, reply) => {
      const movement = await service.addMovement(
        app.ctx,
        currentUser(req),
        role(req),
        currentBusiness(req),
        req.params.shiftId,
        req.body,
      );
      return reply.code(201).send({ success: true as const, movement });
    },
  );

  app.post(
    '/shifts/:shiftId/close',
    {
      ...own,
      schema: {
        operationId: 'closeShift',
        summary: 'Close a shift with the counted cash (SAR)',
        description:
          "A difference beyond the allowed limit needs a manager's username and password in the " +
          'body (409 shift_approval_required carries the comparison).',
        tags,
        params: shiftP,
        body: closeShiftBody,
        response: { 200: closeShiftAnswer, ...closeErrors },
      },
    },
    async (req) =>
      close.closeShift(
        app.ctx,
        currentUser(req),
        role(req),
        currentBusiness(req),
        req.params.shiftId,
        req.body,
        req.ip,
      ),
  );

  app.post(
    '/shifts/:shiftId/force-close',
    {
      ...manage,
      schema: {
        operationId: 'forceCloseShift',
        summary: "Close another person's shift without counting (manager)",
        tags,
        params: shiftP,
        response: { 200: closeShiftAnswer, ...errorResponses('shift_closed') },
      },
    },
    async (req) =>
      close.forceClose(app.ctx, currentUser(req), currentBusiness(req), req.params.shiftId),
  );

  app.post(
    '/shifts/:shiftId/count',
    {
      ...manage,
      schema: {
        operationId: 'countClosedShift',
        summary: 'Count the cash of a shift closed without a count (manager)',
        tags,
        params: shiftP,
        body: lateCountBody,
        response: {
          200: closeShiftAnswer,
          ...errorResponses('shift_not_closed', 'shift_already_counted'),
        },
      },
    },
    async (req) =>
      close.lateCount(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.shiftId,
        req.body,
      ),
  );
}
