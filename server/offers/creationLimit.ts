const HOUR_MS = 60 * 60 * 1000;

/**
 * Offers created per account in the last hour, held in memory by the running server. Every attempt counts (a refused
 * one has already cost a picture decode), so one account cannot keep the decoders busy for everyone.
 */
export function createOfferCreationLimit(perHour: number) {
  const attempts = new Map<string, number[]>();
  const recent = (accountId: string, now: number) =>
    (attempts.get(accountId) ?? []).filter((time) => now - time < HOUR_MS);

  return {
    /** Records an attempt and answers false when the account has used up its hour. */
    tryTake(accountId: string, now = Date.now()): boolean {
      // Drop accounts whose attempts have all aged out, so memory stays bounded by the busy hour's accounts.
      for (const [id, times] of attempts) if (times.every((time) => now - time >= HOUR_MS)) attempts.delete(id);
      const times = recent(accountId, now);
      if (times.length >= perHour) return false;
      attempts.set(accountId, [...times, now]);
      return true;
    },
  };
}
