import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from './index.js';

type Handler = (payload: string) => void;

/**
 * PostgreSQL's LISTEN/NOTIFY, the way processes sharing one database tell each other what changed: a `pg_notify`
 * in a transaction reaches every listening process once that transaction commits, and never if it rolls back.
 */
export interface Notifications {
  /** Calls `handler` with the payload of every notification on `channel`, this process's own included. */
  listen: (channel: string, handler: Handler) => void;
  /**
   * Calls `handler` after the connection that listens was lost and made again: notifications sent in between are
   * lost, so whatever depends on them must assume that everything changed.
   */
  onGap: (handler: () => void) => void;
  /** Resolves once the channels asked for so far are listened to. */
  ready: () => Promise<void>;
  close: () => Promise<void>;
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The embedded database runs in this process: its own LISTEN delivers the notifications of its transactions. */
function pgliteNotifications(client: PGlite): Notifications {
  const pending: Promise<unknown>[] = [];
  const unlisteners: Promise<() => Promise<void>>[] = [];
  return {
    listen(channel, handler) {
      const unlisten = client.listen(channel, handler);
      unlisteners.push(unlisten);
      pending.push(unlisten);
    },
    onGap: () => undefined,
    ready: async () => {
      await Promise.all(pending);
    },
    async close() {
      if (client.closed) return;
      for (const unlisten of await Promise.all(unlisteners)) await unlisten().catch(() => undefined);
    },
  };
}

const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * One connection of its own, outside the pool (a pooled connection would be handed to queries between LISTENs).
 * When it drops (a restarted server, a failover), it is made again with back-off and every channel is listened to
 * again; `onGap` handlers then hear that notifications may have been missed.
 */
function postgresNotifications(pool: pg.Pool, log: FastifyBaseLogger): Notifications {
  const handlers = new Map<string, Set<Handler>>();
  const gapHandlers: (() => void)[] = [];
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let everConnected = false;
  let failures = 0;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const dispatch = (message: pg.Notification) => {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  };

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const next = new pg.Client({ ...pool.options, keepAlive: true });
      let lost = false;
      const onLost = (error?: Error) => {
        if (lost) return;
        lost = true;
        if (client === next) client = undefined;
        if (!closed) log.warn({ err: error }, 'utracono połączenie nasłuchujące zmian w bazie; łączenie ponownie');
        next.end().catch(() => undefined);
        scheduleReconnect();
      };
      next.on('notification', dispatch);
      next.on('error', onLost);
      next.on('end', () => onLost());
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${quoteIdentifier(channel)}`);
      } catch (error) {
        onLost(error as Error);
        return;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      failures = 0;
      if (everConnected) for (const handler of gapHandlers) handler();
      everConnected = true;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    listen(channel, handler) {
      const known = handlers.get(channel);
      if (known) {
        known.add(handler);
        return;
      }
      handlers.set(channel, new Set([handler]));
      if (client) client.query(`LISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
      else if (!connecting) void connect();
    },
    onGap: (handler) => void gapHandlers.push(handler),
    async ready() {
      if (!client && !connecting && handlers.size) void connect();
      await connecting;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connecting;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

/** The notifications of the database behind `db` (PGlite in this process, or the PostgreSQL server of its pool). */
export function notificationsFor(db: Db, log: FastifyBaseLogger): Notifications {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  return client instanceof pg.Pool ? postgresNotifications(client, log) : pgliteNotifications(client);
}
