import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  ERROR_MESSAGES,
  fieldErrorsFromIssues,
  type ErrorBody,
  type FieldErrors,
} from '../../domain/errors';
import { loginFailureBody } from '../../domain/schemas/auth';
import { sqlitePath } from '../config';
import { constraintViolation } from '../db/constraint-errors';
import { databaseLocation, failedPath, storageFailure } from '../db/storage-errors';

/** Turns the request's zod issues into `{ "InvoiceLine.0.ID": "Arabic message" }`. */
function fieldsFromValidation(err: FastifyError): FieldErrors {
  return fieldErrorsFromIssues(
    (err.validation ?? []).map((v) => {
      const params = v.params as { issue?: { path?: PropertyKey[] } } | undefined;
      const path = params?.issue?.path ?? v.instancePath.split('/').filter(Boolean);
      return { path, message: v.message ?? ERROR_MESSAGES.validation_failed };
    }),
  );
}

/** Where the failed write went: the file a file-system error names, else the app's database. */
function storageLocation(app: FastifyInstance, err: unknown): string {
  const file = failedPath(err);
  if (file) return file;
  if (!app.hasDecorator('ctx')) return 'the database';
  const { config } = app.ctx;
  return databaseLocation({ databaseUrl: config.databaseUrl, sqlitePath: sqlitePath(config) });
}

/**
 * The one error handler: every failure answers `{ error: { code, message, fields? } }`
 * with its status; a database constraint violation (a lost race) is 409 data_conflict; a full disk
 * is 507 storage_full and a damaged or unreadable database 500 storage_failure, each logged once
 * with its cause and where; any other 500 says nothing of internals and is logged
 * with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    let status: number;
    let body: ErrorBody;
    const constraint = constraintViolation(err);
    const storage = err instanceof AppError ? null : storageFailure(err);
    if (err instanceof AppError) {
      status = err.status;
      body = {
        ...err.extra,
        error: {
          code: err.code,
          message: err.message,
          ...(err.fields ? { fields: err.fields } : {}),
        },
      };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      body = {
        error: {
          code: 'validation_failed',
          message: ERROR_MESSAGES.validation_failed,
          fields: fieldsFromValidation(err),
        },
      };
    } else if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413) {
      status = 413;
      body = { error: { code: 'file_too_large', message: ERROR_MESSAGES.file_too_large } };
    } else if (err.statusCode === 415 || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      status = 415;
      body = {
        error: { code: 'unsupported_media_type', message: ERROR_MESSAGES.unsupported_media_type },
      };
    } else if (err.statusCode === 429) {
      // Also carries the login screen's `msg`, as login is the rate-limited route.
      status = 429;
      body = loginFailureBody('too_many_attempts') as ErrorBody;
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = { error: { code: 'validation_failed', message: ERROR_MESSAGES.validation_failed } };
    } else if (storage === 'full') {
      req.log.error(
        { err, reqId: req.id },
        `disk full: cannot write to ${storageLocation(app, err)}`,
      );
      status = 507;
      body = { error: { code: 'storage_full', message: ERROR_MESSAGES.storage_full } };
    } else if (storage) {
      const where = storageLocation(app, err);
      req.log.error(
        { err, reqId: req.id },
        storage === 'corrupt'
          ? `database damaged: ${where} (stop Sanad and restore a backup)`
          : `storage I/O error on ${where}`,
      );
      status = 500;
      body = { error: { code: 'storage_failure', message: ERROR_MESSAGES.storage_failure } };
    } else if (constraint) {
      // A write lost a race against another request (the service's own checks passed): nothing
      // was written, the transaction rolled back; the person retries on fresh data.
      req.log.warn({ err, reqId: req.id, constraint }, 'constraint violation answered 409');
      status = 409;
      body = { error: { code: 'data_conflict', message: ERROR_MESSAGES.data_conflict } };
    } else {
      req.log.error({ err, reqId: req.id }, 'unhandled error');
      status = 500;
      body = { error: { code: 'internal_error', message: ERROR_MESSAGES.internal_error } };
    }
    if (status >= 500 && err instanceof AppError)
      req.log.error({ err, reqId: req.id }, 'server error');
    return reply.code(status).send(body);
  });
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route or hook runs — a
 * URL that cannot be decoded (FST_ERR_BAD_URL, 400) or a path parameter longer than its 100
 * characters (FST_ERR_MAX_PARAM_LENGTH, 414) — answered in the one error shape, in Arabic, rather
 * than Fastify's English `{ statusCode, code, error, message }`.
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status =
    err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status >= 500) {
    req.log.error({ err, reqId: req.id }, 'framework error');
    return reply
      .code(500)
      .send({ error: { code: 'internal_error', message: ERROR_MESSAGES.internal_error } });
  }
  return reply
    .code(status)
    .send({ error: { code: 'validation_failed', message: ERROR_MESSAGES.validation_failed } });
}
