/**
 * The envelope for answers that no route gives: requests Node's HTTP parser refuses before
 * Fastify sees them (oversized headers or request line, broken requests), URLs the router cannot
 * read, requests that arrive while the server is stopping, known paths called with a method they
 * do not have, and error answers a plugin sends without a body. Every answer on /v1 is then
 * `{code, msg, data}` with a Chinese msg, whatever went wrong.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { ErrorCode } from '../../domain/errors.ts';
import { failure } from '../http/envelope.ts';
import { msg } from '../../i18n/server.ts';


/** How long a refused connection keeps reading what the client still sends before it is dropped. */
const REFUSED_CONNECTION_LINGER_MS = 2_000;
/** Seconds a caller should wait before retrying while the server stops (another process answers). */
const RETRY_AFTER_CLOSING_SECONDS = 2;

const ENVELOPE_CONTENT_TYPE = 'application/json; charset=utf-8';
const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function clientErrorAnswer(code: string | undefined): [status: number, msg: string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, msg.request.headersTooLarge];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, msg.request.requestTimeout];
    default:
      return [400, msg.request.malformedRequest];
  }
}

/**
 * Fastify's `clientErrorHandler`: the server's 'clientError' event, for requests the HTTP parser
 * refused. Node (and Fastify's default) would write a bare status line and destroy the socket at
 * once; a client still sending its oversized headers then sees a connection reset instead of the
 * answer. Here the envelope goes out, the socket is half-closed, and what the client still sends
 * is read and dropped until it closes its side (or the linger time ends).
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // the parser reports every further chunk of a refused request again: answer once
  if (!socket.writable) return;
  const [status, msg] = clientErrorAnswer(error.code);
  this.log.debug({ err: error }, 'client error');
  const body = JSON.stringify(failure(ErrorCode.badRequest, msg));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${ENVELOPE_CONTENT_TYPE}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.resume();
  setTimeout(() => socket.destroy(), REFUSED_CONNECTION_LINGER_MS).unref();
}

/** Fastify's `frameworkErrors`: URLs the router cannot decode and path parameters beyond its limit. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send(failure(ErrorCode.badRequest, msg.request.urlTooLong));
  } else {
    reply.code(400).send(failure(ErrorCode.badRequest, msg.request.badUrl));
  }
}

function catalogueCodeOf(status: number): number {
  if (status === 404) return ErrorCode.notFound;
  if (status === 405) return ErrorCode.methodNotAllowed;
  if (status === 503) return ErrorCode.serviceUnavailable;
  return status >= 500 ? ErrorCode.serverError : ErrorCode.badRequest;
}

function messageOf(status: number): string {
  if (status === 404) return msg.common.routeNotFound;
  if (status === 405) return msg.common.methodNotAllowed;
  if (status >= 500) return msg.common.serverError;
  return msg.common.badRequest;
}

const isApiPath = (url: string) => url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?') || url.startsWith('/healthz');

/**
 * Server options for Fastify that give the envelope where Fastify would answer on its own; the
 * stop is announced by {@link registerTransportEnvelopes} instead of Fastify's bare 503.
 */
export const transportOptions = {
  clientErrorHandler: answerClientError,
  frameworkErrors: answerFrameworkError,
  return503OnClosing: false,
} as const;

export function registerTransportEnvelopes(app: FastifyInstance): void {
  // A graceful stop lets the requests under way finish; a request that still arrives (on a
  // kept-alive connection) is told to retry, and its connection is closed after the answer.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', String(RETRY_AFTER_CLOSING_SECONDS))
      .send(failure(ErrorCode.serviceUnavailable, msg.request.closing));
  });
  // An error answer without a body (a plugin's bare 404, say) still carries the envelope on /v1.
  app.addHook('onSend', async (request, reply, payload) => {
    const empty = payload === undefined || payload === null || payload === '';
    if (!empty || reply.statusCode < 400 || request.method === 'HEAD' || !isApiPath(request.url)) return payload;
    reply.header('content-type', ENVELOPE_CONTENT_TYPE);
    return JSON.stringify(failure(catalogueCodeOf(reply.statusCode), messageOf(reply.statusCode)));
  });
}

/** The methods other than the request's that the request's path has; empty for an unknown path. */
export function otherMethodsOf(app: FastifyInstance, request: FastifyRequest): HTTPMethods[] {
  const path = request.url.split('?')[0];
  return METHODS.filter((method) => method !== request.method && app.findRoute({ method, url: path }) !== null);
}
