/**
 * Maps every failure to the envelope in one place: typed AppErrors keep their code, validation
 * failures become 400 naming the field, security failures 401 / 4000 / 4010, unknown routes 404, a
 * database that cannot be reached for the moment 503 (retry later), and anything unexpected 500
 * with a generic message (the stack stays in the server log).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../domain/errors.ts';
import { failureSummary, isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../http/app-error.ts';
import { MAX_BODY_BYTES } from './request-parsing.ts';
import { failure } from '../http/envelope.ts';
import { msg } from '../../i18n/server.ts';

interface ValidationIssue {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

const PROBLEM_TEXT: Record<string, (issue: ValidationIssue) => string> = {
  required: () => msg.request.required,
  additionalProperties: () => msg.request.unknownField,
  type: (i) => msg.request.type(String(i.params?.type ?? '')),
  minLength: (i) => msg.request.minLength(String(i.params?.limit)),
  maxLength: (i) => msg.request.maxLength(String(i.params?.limit)),
  minimum: (i) => msg.request.minimum(String(i.params?.limit)),
  maximum: (i) => msg.request.maximum(String(i.params?.limit)),
  enum: (i) => msg.request.oneOf(JSON.stringify(i.params?.allowedValues ?? [])),
  pattern: () => msg.request.badFormat,
  format: () => msg.request.badFormat,
  minItems: (i) => msg.request.minItems(String(i.params?.limit)),
  maxItems: (i) => msg.request.maxItems(String(i.params?.limit)),
};

/** The field a validation issue is about, as the caller wrote it (body.x, query.y, …). */
export function validationMessage(context: string | undefined, issue: ValidationIssue): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const leaf =
    issue.keyword === 'required'
      ? String(issue.params?.missingProperty ?? '')
      : issue.keyword === 'additionalProperties'
        ? String(issue.params?.additionalProperty ?? '')
        : '';
  const field = [path, leaf].filter(Boolean).join('.') || context || 'body';
  const problem = PROBLEM_TEXT[issue.keyword]?.(issue) ?? msg.request.invalid;
  return msg.common.field(field, problem);
}

interface SecurityFailure extends Error {
  errors?: unknown[];
}

/** The answer while the database cannot be reached (a restart, a failover): the caller may try again. */
const databaseUnavailable = () => new AppError(ErrorCode.serviceUnavailable, msg.common.databaseUnavailable);
/** Sent as Retry-After with that answer: a restarting database is usually back within seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

function sendDatabaseUnavailable(reply: FastifyReply) {
  const unavailable = databaseUnavailable();
  return reply.status(unavailable.statusCode).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(failure(unavailable.code, unavailable.message));
}

/**
 * Among the failures of alternative security schemes, the one the caller should hear about. A
 * token that could not be looked up because the database is down is not a missing token: the
 * caller must not be signed out for it.
 */
function securityOutcome(error: SecurityFailure): AppError | undefined {
  const failures = error.errors ?? [];
  const appErrors = failures.filter((e): e is AppError => e instanceof AppError);
  return (
    appErrors.find((e) => e.code === ErrorCode.loggedInElsewhere) ??
    appErrors.find((e) => e.code === ErrorCode.screenLocked) ??
    appErrors.find((e) => e.code === ErrorCode.forbidden) ??
    (failures.some((e) => isDatabaseUnavailable(e)) ? databaseUnavailable() : undefined) ??
    appErrors[0]
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((caught: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (caught instanceof AppError) {
      // a store that cannot be reached is the operator's to hear about, with what the store said
      if (caught.code === ErrorCode.serviceUnavailable && caught.cause) request.log.warn(failureSummary(caught.cause), caught.message);
      return reply.status(caught.statusCode).send({ ...failure(caught.code, caught.message), data: caught.data });
    }
    const error = caught as FastifyError & SecurityFailure;
    if (Array.isArray(error.errors)) {
      // the failures of the alternative security schemes of the operation
      const outcome = securityOutcome(error) ?? new AppError(ErrorCode.unauthorized, msg.auth.tokenMissing);
      if (outcome.code === ErrorCode.serviceUnavailable) return sendDatabaseUnavailable(reply);
      return reply.status(outcome.statusCode).send(failure(outcome.code, outcome.message));
    }
    if (error.validation && error.validation.length > 0) {
      const text = validationMessage(error.validationContext, error.validation[0] as ValidationIssue);
      return reply.status(400).send(failure(ErrorCode.badRequest, text));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(failure(ErrorCode.tooManyRequests, msg.auth.tooManyLogins));
    if (status >= 400 && status < 500) {
      // malformed JSON, wrong content type, oversize body…: the caller's fault, said plainly
      const code = status === 404 ? ErrorCode.notFound : status === 405 ? ErrorCode.methodNotAllowed : ErrorCode.badRequest;
      const text = status === 404 ? msg.common.notFound : status === 413 ? tooLarge(error) : `${msg.common.badRequest}：${requestProblem(error)}`;
      return reply.status(status).send(failure(code, text));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(failureSummary(error), 'database unavailable');
      return sendDatabaseUnavailable(reply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(ErrorCode.serverError, msg.common.serverError));
  });
}

/** A body or a form over the limits: a file of a form is told with the size it may have. */
function tooLarge(error: FastifyError): string {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return msg.request.fileTooLarge(MAX_BODY_BYTES / 1024 / 1024);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return msg.request.formTooLarge;
    default:
      return msg.request.bodyTooLarge;
  }
}

function requestProblem(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return msg.request.unsupportedMediaType;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return msg.request.emptyBody;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    default:
      return msg.request.malformedBody;
  }
}
