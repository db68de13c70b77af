/** Failed logins are counted over this window; a throttled pair opens again once its failures are older. */
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Stale entries are swept at most this often; past the cap the oldest entry gives way, so memory stays bounded. */
const SWEEP_INTERVAL_MS = 60 * 1000;
const MAX_TRACKED_PAIRS = 100_000;

export interface LoginThrottle {
  /** True while this client address has had `maxFailures` failed logins to the account within the window. */
  isThrottled: (email: string, ip: string, now?: number) => boolean;
  recordFailure: (email: string, ip: string, now?: number) => void;
  /** A successful login forgets the failures of that address only. */
  clearPair: (email: string, ip: string) => void;
  /** A password reset proves the mailbox: it forgets the account's failures from every address. */
  clearAccount: (email: string) => void;
}

interface Failures {
  email: string;
  times: number[];
}

/**
 * Throttle of failed logins per (account, client address) pair, held in memory by the running server. Counting per
 * account alone let anyone lock any account by guessing wrong on purpose; per pair, the guessing address is slowed
 * down while the rightful user, from their own address, still gets in. Guesses spread over many addresses are held
 * back by the per-address request limit. Requests refused while throttled are not counted, so the throttle always
 * lifts by itself within the window.
 */
export function createLoginThrottle(maxFailures: number, windowMs: number = FAILED_LOGIN_WINDOW_MS): LoginThrottle {
  const failures = new Map<string, Failures>();
  let nextSweepAt = 0;

  // JSON keeps the two parts apart whatever characters the address field holds.
  const keyOf = (email: string, ip: string) => JSON.stringify([email, ip]);
  const recent = (key: string, now: number) => (failures.get(key)?.times ?? []).filter((time) => now - time < windowMs);

  function makeRoom(now: number) {
    if (now >= nextSweepAt) {
      nextSweepAt = now + SWEEP_INTERVAL_MS;
      for (const [key, entry] of failures) {
        if (entry.times.every((time) => now - time >= windowMs)) failures.delete(key);
      }
    }
    const oldest = failures.keys().next();
    if (failures.size >= MAX_TRACKED_PAIRS && !oldest.done) failures.delete(oldest.value);
  }

  return {
    isThrottled(email, ip, now = Date.now()) {
      return recent(keyOf(email, ip), now).length >= maxFailures;
    },
    recordFailure(email, ip, now = Date.now()) {
      const key = keyOf(email, ip);
      if (!failures.has(key)) makeRoom(now);
      const times = recent(key, now);
      times.push(now);
      // Only the newest `maxFailures` matter for the decision; re-inserting keeps the Map ordered by last failure.
      failures.delete(key);
      failures.set(key, { email, times: times.slice(-maxFailures) });
    },
    clearPair(email, ip) {
      failures.delete(keyOf(email, ip));
    },
    clearAccount(email) {
      for (const [key, entry] of failures) if (entry.email === email) failures.delete(key);
    },
  };
}
