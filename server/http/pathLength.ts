import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { MAX_PATH_LENGTH } from '../../shared/limits.js';
import { GENERIC_MESSAGES } from '../../shared/messages.js';

/** Requests whose path was too long; the router only ever saw the short stand-in below. */
const tooLong = new WeakSet<IncomingMessage>();

/** The length of the path part of a request target: everything before the query. */
function pathLength(url: string): number {
  const query = url.indexOf('?');
  return query === -1 ? url.length : query;
}

/**
 * Fastify's `rewriteUrl`, which runs before the router: a path longer than MAX_PATH_LENGTH is replaced by '/' so
 * that no route, hook or handler ever works on it, and the request is remembered to be answered 414.
 */
export function refuseLongPaths(request: IncomingMessage): string {
  const url = request.url ?? '/';
  if (pathLength(url) <= MAX_PATH_LENGTH) return url;
  tooLong.add(request);
  return '/';
}

/** The first hook of all: answers the remembered requests 414 before authentication or any route runs. */
export function answerLongPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (tooLong.has(request.raw)) return reply.status(414).send({ detail: GENERIC_MESSAGES.uriTooLong });
  });
}
