import { describe, expect, it } from 'vitest';
import {
  draftAccount,
  hasDrafts,
  readDraft,
  removeDraft,
  saveDraft,
  DRAFT_MAX_AGE_MS,
  type DraftStorage,
} from '../../shared/drafts.js';
import { DRAFT_MESSAGES, SESSION_ENDED_MESSAGES, SESSION_TIMEOUT_MESSAGES } from '../../shared/messagesSession.js';
import { idleMinutes, idleSignOutOf, idleSignOutUrl } from '../../shared/sessionEnd.js';

const token = (claims: object) => `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;

/** localStorage's interface over a Map. */
function memoryStorage(): DraftStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('idle sign-out address', () => {
  it('returns to the exact place, back office included, and says how long and whether a draft was kept', () => {
    const url = idleSignOutUrl('/admin/reports/7?tab=decision#reasons', 30, true);
    const params = new URL(url, 'http://portal.test').searchParams;
    expect(params.get('redirect')).toBe('/admin/reports/7?tab=decision#reasons');
    expect(idleSignOutOf(params)).toEqual({ minutes: 30, draftKept: true });
    expect(idleSignOutOf(new URLSearchParams('redirect=/dashboard'))).toBeNull();
    expect(idleSignOutOf(new URLSearchParams('idle=abc'))).toBeNull();
  });

  it("reads the idle minutes from the token's lifetime", () => {
    expect(idleMinutes(token({ sub: 'u', iat: 1000, exp: 1000 + 30 * 60 }))).toBe(30);
    expect(idleMinutes(null)).toBe(0);
  });

  it('words the login notice and the warning in correct Polish', () => {
    expect(SESSION_ENDED_MESSAGES.idle(30)).toBe('Wylogowaliśmy Cię po 30 minutach bez aktywności.');
    expect(SESSION_ENDED_MESSAGES.idle(1)).toBe('Wylogowaliśmy Cię po 1 minucie bez aktywności.');
    expect(SESSION_TIMEOUT_MESSAGES.willSignOut(120)).toBe('Ze względów bezpieczeństwa wylogujemy Cię za 2 minuty.');
    expect(SESSION_TIMEOUT_MESSAGES.willSignOut(300)).toBe('Ze względów bezpieczeństwa wylogujemy Cię za 5 minut.');
    expect(SESSION_TIMEOUT_MESSAGES.willSignOut(22)).toBe('Ze względów bezpieczeństwa wylogujemy Cię za 22 sekundy.');
    expect(SESSION_TIMEOUT_MESSAGES.secondsLeft(60)).toBe('Do wylogowania została minuta.');
    expect(SESSION_TIMEOUT_MESSAGES.secondsLeft(20)).toBe('Do wylogowania zostało 20 sekund.');
  });
});

describe('drafts', () => {
  const now = new Date(2026, 10, 21, 14, 32).getTime();

  it('are kept per account and form, and offered with the time they were saved', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'anna', 'offer:new', { title: 'Wózek' }, now);
    expect(readDraft(storage, 'anna', 'offer:new', now + 1000)).toEqual({ savedAt: now, values: { title: 'Wózek' } });
    expect(readDraft(storage, 'jan', 'offer:new', now)).toBeNull();
    expect(hasDrafts(storage, 'anna', now)).toBe(true);
    expect(hasDrafts(storage, 'jan', now)).toBe(false);
    expect(DRAFT_MESSAGES.question(now, now + 60_000)).toBe('Przywrócić niezapisaną wersję z 14:32?');
    expect(DRAFT_MESSAGES.question(now, now + 24 * 3600_000)).toBe(
      'Przywrócić niezapisaną wersję z 21.11.2026, 14:32?',
    );
    removeDraft(storage, 'anna', 'offer:new');
    expect(hasDrafts(storage, 'anna', now)).toBe(false);
  });

  it('are forgotten when too old or unreadable', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'anna', 'old', { a: 1 }, now);
    storage.setItem('draft:anna:broken', '{');
    expect(hasDrafts(storage, 'anna', now + DRAFT_MAX_AGE_MS + 1)).toBe(false);
    expect(storage.length).toBe(0);
  });

  it("belong to the account of the session's token", () => {
    expect(draftAccount(token({ sub: 'anna', exp: 1 }))).toBe('anna');
    expect(draftAccount(null)).toBeNull();
  });
});
