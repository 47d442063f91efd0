/**
 * Maps every failure to the envelope in one place: typed AppErrors keep their code, validation
 * failures become 400 naming the field, security failures 401 / 4000 / 4010, unknown routes 404, a
 * database that cannot be reached for the moment 503 (retry later), and anything unexpected 500
 * with a generic message (the stack stays in the server log).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, fieldMessage, ServerMessage } from '../../domain/errors.ts';
import { failureSummary, isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../http/app-error.ts';
import { failure } from '../http/envelope.ts';
import { TransportMessage } from './transport.ts';

interface ValidationIssue {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

const PROBLEM_TEXT: Record<string, (issue: ValidationIssue) => string> = {
  required: () => '不能为空',
  additionalProperties: () => '是未知字段',
  type: (i) => `类型应为 ${String(i.params?.type ?? '')}`,
  minLength: (i) => `长度不能少于 ${String(i.params?.limit)} 个字符`,
  maxLength: (i) => `长度不能超过 ${String(i.params?.limit)} 个字符`,
  minimum: (i) => `不能小于 ${String(i.params?.limit)}`,
  maximum: (i) => `不能大于 ${String(i.params?.limit)}`,
  enum: (i) => `取值应为 ${JSON.stringify(i.params?.allowedValues ?? [])} 之一`,
  pattern: () => '格式不正确',
  format: () => '格式不正确',
  minItems: (i) => `至少需要 ${String(i.params?.limit)} 项`,
  maxItems: (i) => `最多 ${String(i.params?.limit)} 项`,
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
  const problem = PROBLEM_TEXT[issue.keyword]?.(issue) ?? '有误';
  return fieldMessage(field, problem);
}

interface SecurityFailure extends Error {
  errors?: unknown[];
}

/** The answer while the database cannot be reached (a restart, a failover): the caller may try again. */
const databaseUnavailable = () => new AppError(ErrorCode.serviceUnavailable, ServerMessage.databaseUnavailable);
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
      return reply.status(caught.statusCode).send({ ...failure(caught.code, caught.message), data: caught.data });
    }
    const error = caught as FastifyError & SecurityFailure;
    if (Array.isArray(error.errors)) {
      // the failures of the alternative security schemes of the operation
      const outcome = securityOutcome(error) ?? new AppError(ErrorCode.unauthorized, ServerMessage.tokenMissing);
      if (outcome.code === ErrorCode.serviceUnavailable) return sendDatabaseUnavailable(reply);
      return reply.status(outcome.statusCode).send(failure(outcome.code, outcome.message));
    }
    if (error.validation && error.validation.length > 0) {
      const msg = validationMessage(error.validationContext, error.validation[0] as ValidationIssue);
      return reply.status(400).send(failure(ErrorCode.badRequest, msg));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(failure(ErrorCode.tooManyRequests, ServerMessage.tooManyLogins));
    if (status >= 400 && status < 500) {
      // malformed JSON, wrong content type, oversize body…: the caller's fault, said plainly
      const code = status === 404 ? ErrorCode.notFound : status === 405 ? ErrorCode.methodNotAllowed : ErrorCode.badRequest;
      const msg = status === 404 ? ServerMessage.notFound : status === 413 ? TransportMessage.bodyTooLarge : `${ServerMessage.badRequest}：${requestProblem(error)}`;
      return reply.status(status).send(failure(code, msg));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(failureSummary(error), 'database unavailable');
      return sendDatabaseUnavailable(reply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(ErrorCode.serverError, ServerMessage.serverError));
  });
}

function requestProblem(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的内容类型';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求体为空';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    default:
      return '请求体格式错误';
  }
}
