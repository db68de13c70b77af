/** Failed logins are counted over this window; a throttled account opens again once its failures are older. */
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Stale entries are swept at most this often; past the cap the oldest entry gives way, so memory stays bounded. */
const SWEEP_INTERVAL_MS = 60 * 1000;
const MAX_TRACKED_ACCOUNTS = 100_000;

export interface LoginThrottle {
  /** True while the account has had `maxFailures` failed logins within the window. */
  isThrottled: (email: string, now?: number) => boolean;
  recordFailure: (email: string, now?: number) => void;
  /** A successful login or a password reset forgets the account's failures. */
  clear: (email: string) => void;
}

/**
 * Per-account throttle of failed logins, held in memory by the running server. Requests refused while throttled
 * are not counted, so the throttle always lifts by itself within the window: an attacker can slow the rightful
 * user down, never lock the account for good (and a password reset lifts it at once).
 */
export function createLoginThrottle(maxFailures: number, windowMs: number = FAILED_LOGIN_WINDOW_MS): LoginThrottle {
  const failures = new Map<string, number[]>();
  let nextSweepAt = 0;

  const recent = (email: string, now: number) => (failures.get(email) ?? []).filter((time) => now - time < windowMs);

  function makeRoom(now: number) {
    if (now >= nextSweepAt) {
      nextSweepAt = now + SWEEP_INTERVAL_MS;
      for (const [email, times] of failures) {
        if (times.every((time) => now - time >= windowMs)) failures.delete(email);
      }
    }
    const oldest = failures.keys().next();
    if (failures.size >= MAX_TRACKED_ACCOUNTS && !oldest.done) failures.delete(oldest.value);
  }

  return {
    isThrottled(email, now = Date.now()) {
      return recent(email, now).length >= maxFailures;
    },
    recordFailure(email, now = Date.now()) {
      if (!failures.has(email)) makeRoom(now);
      const times = recent(email, now);
      times.push(now);
      // Only the newest `maxFailures` matter for the decision; re-inserting keeps the Map ordered by last failure.
      failures.delete(email);
      failures.set(email, times.slice(-maxFailures));
    },
    clear(email) {
      failures.delete(email);
    },
  };
}
