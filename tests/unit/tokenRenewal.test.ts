import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_EVENTS,
  startSessionKeeper,
  trackUserActivity,
  WARN_BEFORE_EXPIRY_MS,
  type ActivityTracker,
  type SessionKeeperOptions,
} from '../../shared/tokenRenewal.js';

const MINUTE = 60_000;
const TTL = 30 * MINUTE;

/** A token issued now that expires `ttlMs` later (only the payload matters to the browser). */
const tokenFor = (ttlMs = TTL) => {
  const iat = Math.floor(Date.now() / 1000);
  const payload = { sub: 'u1', role: 'user', iat, exp: iat + Math.floor(ttlMs / 1000) };
  return `x.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.y`;
};

/** Activity the test triggers by hand. */
function manualActivity(): ActivityTracker & { act: () => void } {
  const listeners = new Set<() => void>();
  let last = Date.now();
  return {
    last: () => last,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    act: () => {
      last = Date.now();
      for (const listener of listeners) listener();
    },
  };
}

function keeperWith(overrides: Partial<SessionKeeperOptions> = {}) {
  let stored: string | null = tokenFor();
  const activity = manualActivity();
  const options = {
    getToken: () => stored,
    setToken: (token: string) => (stored = token),
    refresh: vi.fn(async () => tokenFor()),
    activity,
    onWarning: vi.fn(),
    onWarningEnd: vi.fn(),
    onIdleExpiry: vi.fn(),
    onRefused: vi.fn(),
    ...overrides,
  };
  const keeper = startSessionKeeper(options);
  return { keeper, options, activity, token: () => stored, setStored: (token: string) => (stored = token) };
}

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('session keeper', () => {
  it('warns two minutes before an idle session ends, then ends it', async () => {
    const { options } = keeperWith();
    await vi.advanceTimersByTimeAsync(TTL - WARN_BEFORE_EXPIRY_MS - 1000);
    expect(options.onWarning).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(options.onWarning).toHaveBeenCalledWith(Date.now() + WARN_BEFORE_EXPIRY_MS);
    expect(options.onIdleExpiry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(WARN_BEFORE_EXPIRY_MS);
    expect(options.onIdleExpiry).toHaveBeenCalledTimes(1);
    expect(options.refresh).not.toHaveBeenCalled();
  });

  it('renews on activity once the token is older than a minute, so the expiry follows the last activity', async () => {
    const { options, activity } = keeperWith();
    await vi.advanceTimersByTimeAsync(30_000);
    activity.act();
    expect(options.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(31_000);
    activity.act();
    expect(options.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    // 25 minutes after the last activity: the renewed token has not reached its warning yet.
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(options.onWarning).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(options.onWarning).toHaveBeenCalledTimes(1);
  });

  it('ignores activity while the warning shows: only extend() keeps the session', async () => {
    const { keeper, options, activity } = keeperWith();
    await vi.advanceTimersByTimeAsync(TTL - WARN_BEFORE_EXPIRY_MS);
    activity.act();
    expect(options.refresh).not.toHaveBeenCalled();
    await keeper.extend();
    expect(options.refresh).toHaveBeenCalledTimes(1);
    expect(options.onWarningEnd).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TTL - WARN_BEFORE_EXPIRY_MS - 1000);
    expect(options.onIdleExpiry).not.toHaveBeenCalled();
  });

  it('warns again with the new expiry when a renewal cannot leave the warning window (absolute limit)', async () => {
    const refresh = vi.fn(async () => tokenFor(MINUTE));
    const { keeper, options } = keeperWith({ refresh });
    await vi.advanceTimersByTimeAsync(TTL - WARN_BEFORE_EXPIRY_MS);
    await keeper.extend();
    expect(options.onWarningEnd).not.toHaveBeenCalled();
    expect(options.onWarning).toHaveBeenLastCalledWith(Date.now() + MINUTE);
  });

  it('hides the warning when another tab renewed the shared token', async () => {
    const { keeper, options, setStored } = keeperWith();
    await vi.advanceTimersByTimeAsync(TTL - WARN_BEFORE_EXPIRY_MS);
    expect(options.onWarning).toHaveBeenCalledTimes(1);
    setStored(tokenFor());
    keeper.recheck();
    expect(options.onWarningEnd).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the server refuses the renewal', async () => {
    const refresh = vi.fn(() => Promise.reject(Object.assign(new Error('revoked'), { status: 401 })));
    const { keeper, options } = keeperWith({ refresh });
    await keeper.extend();
    expect(options.onRefused).toHaveBeenCalledTimes(1);
  });

  it('rejects extend() on a network failure and keeps the session', async () => {
    const refresh = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { keeper, options } = keeperWith({ refresh });
    await expect(keeper.extend()).rejects.toThrow('Failed to fetch');
    expect(options.onRefused).not.toHaveBeenCalled();
  });

  it('does nothing after stop()', async () => {
    const { keeper, options, activity } = keeperWith();
    keeper.stop();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    activity.act();
    await vi.advanceTimersByTimeAsync(TTL);
    expect(options.refresh).not.toHaveBeenCalled();
    expect(options.onWarning).not.toHaveBeenCalled();
    expect(options.onIdleExpiry).not.toHaveBeenCalled();
  });
});

describe('activity', () => {
  it.each(ACTIVITY_EVENTS)('counts %s as activity', (type) => {
    const target = new EventTarget();
    let clock = 1000;
    const activity = trackUserActivity(target, () => clock);
    const listener = vi.fn();
    activity.subscribe(listener);
    clock = 5000;
    target.dispatchEvent(new Event(type));
    expect(activity.last()).toBe(5000);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('includes scrolling, the wheel, typing and focus changes', () => {
    expect(ACTIVITY_EVENTS).toEqual(expect.arrayContaining(['scroll', 'wheel', 'input', 'focusin']));
  });
});
