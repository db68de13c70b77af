import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENEW_BEFORE_EXPIRY_MS, startTokenRenewal, trackUserActivity } from '../../shared/tokenRenewal.js';

const tokenExpiringAt = (expMs: number) =>
  `x.${Buffer.from(JSON.stringify({ sub: 'u1', role: 'user', iat: Math.floor(Date.now() / 1000), exp: Math.floor(expMs / 1000) })).toString('base64url')}.y`;

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('silent token renewal', () => {
  it('renews shortly before expiry and keeps renewing the new token', async () => {
    let stored = tokenExpiringAt(Date.now() + 30 * 60_000);
    const refresh = vi.fn(async () => tokenExpiringAt(Date.now() + 30 * 60_000));
    const stop = startTokenRenewal({
      getToken: () => stored,
      setToken: (t) => (stored = t),
      refresh,
      onRefused: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(30 * 60_000 - RENEW_BEFORE_EXPIRY_MS - 1000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ends the session when the server refuses the renewal', async () => {
    const onRefused = vi.fn();
    const stored = tokenExpiringAt(Date.now() + RENEW_BEFORE_EXPIRY_MS + 1000);
    const refresh = vi.fn(() => Promise.reject(Object.assign(new Error('revoked'), { status: 401 })));
    startTokenRenewal({ getToken: () => stored, setToken: vi.fn(), refresh, onRefused });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it('retries after a network failure instead of signing the user out', async () => {
    const onRefused = vi.fn();
    let stored = tokenExpiringAt(Date.now() + RENEW_BEFORE_EXPIRY_MS + 1000);
    const refresh = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(tokenExpiringAt(Date.now() + 30 * 60_000));
    startTokenRenewal({ getToken: () => stored, setToken: (t) => (stored = t), refresh, onRefused });
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('lets an idle session expire and renews once the user is active again before expiry', async () => {
    const onRefused = vi.fn();
    let lastActivity = Date.now() - 60_000;
    let stored = tokenExpiringAt(Date.now() + 30 * 60_000);
    const refresh = vi.fn(async () => tokenExpiringAt(Date.now() + 30 * 60_000));
    startTokenRenewal({
      getToken: () => stored,
      setToken: (t) => (stored = t),
      refresh,
      onRefused,
      lastActivity: () => lastActivity,
    });
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
    lastActivity = Date.now();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(31 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it('notices key presses and clicks as activity', () => {
    const target = new EventTarget();
    let clock = 1000;
    const lastActivity = trackUserActivity(target, () => clock);
    clock = 5000;
    target.dispatchEvent(new Event('keydown'));
    expect(lastActivity()).toBe(5000);
  });

  it('does nothing after stop()', async () => {
    const refresh = vi.fn(async () => 'never');
    const stop = startTokenRenewal({
      getToken: () => tokenExpiringAt(Date.now() + 60_000),
      setToken: vi.fn(),
      refresh,
      onRefused: vi.fn(),
    });
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
