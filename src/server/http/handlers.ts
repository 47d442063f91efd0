/**
 * Handler types derived from the contract: a handler for operation K receives the body, query
 * and path parameters the contract declares for K, already validated by Fastify.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../contract/schema.d.ts';
import type { Envelope } from './envelope.ts';

export type OperationId = keyof operations;

type JsonBody<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : unknown;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : unknown;
type PathOf<O> = O extends { parameters: { path?: infer P } } ? NonNullable<P> : unknown;

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: JsonBody<operations[K]>;
  Querystring: QueryOf<operations[K]>;
  Params: PathOf<operations[K]>;
}>;

export type Handler<K extends OperationId> = (request: OperationRequest<K>, reply: FastifyReply) => Promise<Envelope | Buffer | void>;

export type Handlers = { [K in OperationId]?: Handler<K> };
