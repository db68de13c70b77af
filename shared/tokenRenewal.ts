import { decodeToken } from './token.js';

/** The warning dialog opens this long before an idle session ends. */
export const WARN_BEFORE_EXPIRY_MS = 2 * 60 * 1000;

/** Seconds left at which the warning announces the remaining time; never every second. */
export const COUNTDOWN_ANNOUNCEMENTS = [60, 20] as const;

/**
 * What counts as the person being there: keys, pointer and touch, and also scrolling, the wheel, typing (input from
 * dictation or a switch device sends no key) and focus moving (a screen reader's browse mode moves it, pressing no
 * key the page sees).
 */
export const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'scroll', 'wheel', 'input', 'focusin'] as const;

export interface ActivityTracker {
  /** When the person last did something on this page (ms). */
  last: () => number;
  /** Calls `listener` on every sign of activity; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/** Watches the page for the person's activity (capture phase, so nothing on the page can hide it). */
export function trackUserActivity(
  target: Pick<Window, 'addEventListener'> = window,
  now: () => number = Date.now,
): ActivityTracker {
  let last = now();
  const listeners = new Set<() => void>();
  const mark = () => {
    last = now();
    for (const listener of listeners) listener();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, mark, { passive: true, capture: true });
  return {
    last: () => last,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * How long after a renewal the next activity renews the token again: a tenth of the token's lifetime, between 15 s
 * and a minute. So a session ends between one renewal interval and one lifetime after the last activity (29–30 minutes
 * with 30-minute tokens), and an active person causes at most one renewal a minute.
 */
export function renewalInterval(lifetimeMs: number): number {
  return Math.min(60_000, Math.max(15_000, lifetimeMs / 10));
}

export interface SessionKeeperOptions {
  getToken: () => string | null;
  setToken: (token: string) => void;
  /** Calls POST /api/v1/auth/refresh with the current token and answers the new one. */
  refresh: () => Promise<string>;
  activity: ActivityTracker;
  /** The session will end at `expiresAt` (ms) unless the person extends it: show the warning. */
  onWarning: (expiresAt: number) => void;
  /** The session was renewed (here or in another tab): hide the warning. */
  onWarningEnd: () => void;
  /** Nobody extended the session before it expired. */
  onIdleExpiry: () => void;
  /** The server refused a renewal (the session was revoked or reached its absolute limit). */
  onRefused: (error: unknown) => void;
}

export interface SessionKeeper {
  /** 'Przedłuż sesję': renews now. Rejects on a network failure, so the dialog can say so and stay. */
  extend: () => Promise<void>;
  /** Reads the stored token again (another tab renewed it, or the tab woke up). */
  recheck: () => void;
  stop: () => void;
}

const isRefusal = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
};

/**
 * Keeps a signed-in session alive while the person is active, and otherwise warns before it ends.
 * Tokens are short-lived (server TOKEN_TTL_SECONDS). Activity renews the token once it is older than the renewal
 * interval, so its expiry follows the last activity. Without activity, WARN_BEFORE_EXPIRY_MS before the expiry
 * `onWarning` asks the person (activity alone no longer renews then: only 'Przedłuż sesję' does), and at the expiry
 * `onIdleExpiry` ends the session. Both apps share the token (`authToken`), so a renewal in one tab serves every tab.
 */
export function startSessionKeeper(options: SessionKeeperOptions, now: () => number = Date.now): SessionKeeper {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** The expiry the warning is showing, or null while none shows. */
  let warnedFor: number | null = null;
  let renewing: Promise<void> | null = null;

  const claims = () => decodeToken(options.getToken() ?? '');

  const schedule = () => {
    clearTimeout(timer);
    if (stopped) return;
    const current = claims();
    if (!current) return;
    const expiresAt = current.exp * 1000;
    const left = expiresAt - now();
    if (left <= 0) {
      stop();
      options.onIdleExpiry();
      return;
    }
    if (left <= WARN_BEFORE_EXPIRY_MS) {
      // Again after a renewal that could not move the expiry out of the window (the session's absolute limit).
      if (warnedFor !== expiresAt) {
        warnedFor = expiresAt;
        options.onWarning(expiresAt);
      }
      timer = setTimeout(schedule, left);
      return;
    }
    if (warnedFor !== null) {
      warnedFor = null;
      options.onWarningEnd();
    }
    // setTimeout cannot wait longer than ~24.8 days; re-check then.
    timer = setTimeout(schedule, Math.min(left - WARN_BEFORE_EXPIRY_MS, 2_147_000_000));
  };

  const renew = (): Promise<void> => {
    renewing ??= options
      .refresh()
      .then((token) => {
        if (stopped) return;
        options.setToken(token);
        schedule();
      })
      .catch((error: unknown) => {
        if (stopped) return;
        if (isRefusal(error)) {
          stop();
          options.onRefused(error);
          return;
        }
        throw error;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  };

  const onActivity = () => {
    if (stopped || warnedFor !== null || renewing) return;
    const current = claims();
    if (!current?.iat) return;
    const issuedAt = current.iat * 1000;
    if (now() - issuedAt < renewalInterval(current.exp * 1000 - issuedAt)) return;
    // A failed background renewal is not an error to show: the warning comes before the session could end.
    renew().catch(() => undefined);
  };

  const unsubscribe = options.activity.subscribe(onActivity);
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };

  schedule();
  return { extend: renew, recheck: schedule, stop };
}
