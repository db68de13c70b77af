import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_TEXTS } from '../../shared/savedSearches.js';
import type { SavedSearch } from '../../shared/schemas/savedSearch.js';
import type { Category, Offer } from '../../shared/types.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser, newPage } from './browser.js';
import { focusedName } from './focusChecks.js';
import { startPortalServer, type PortalServer } from './portalServer.js';
import { eventually, openPage, signInByKeyboard, tabUntil } from './publicPages.js';
import { saveSearchByKeyboard } from './savedSearchSteps.js';

/**
 * `npm run alerts -- --now` opens the database itself, and the embedded one (PGlite) serves one process at a time:
 * this journey has its own server, stops it for the command and starts it again on the same DATA_DIR and port, as
 * docs/powiadomienia.md tells an administrator to do; the restarted server delivers the digest to DATA_DIR/outbox.
 */
let server: PortalServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startPortalServer(), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const run = promisify(execFile);

/**
 * A demo account without alerts of its own: the demo user's digests would share this run's outbox, and a person
 * gets one digest per frequency and period, `--now` or not.
 */
const PERSON = 'jan.mazur@demo.portal.test';

/** The command as an administrator types it, on this server's DATA_DIR and with its address for the links. */
function alertsNow() {
  return run('npm', ['run', '--silent', 'alerts', '--', '--now'], {
    env: { ...process.env, DATA_DIR: server.dataDir, PUBLIC_URL: server.baseUrl, DATABASE_URL: '' },
  });
}

async function call<T>(method: string, route: string, token?: string, body?: BodyInit | object): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${server.baseUrl}${route}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
  });
  expect(response.status, `${method} ${route}`).toBeLessThan(300);
  return (await response.json()) as T;
}

const tokenOf = async (email: string) =>
  (await call<{ token: string }>('POST', '/api/v1/auth/login', undefined, { email, password: DEMO_PASSWORD })).token;

/** The offeror writes a rehabilitation offer in Łódź and sends it for approval; the admin approves it. */
async function approvedOffer(title: string): Promise<Offer> {
  const categories = await call<Category[]>('GET', '/api/v1/categories');
  const rehabilitation = categories.find((category) => category.slug === 'rehabilitacja');
  expect(rehabilitation, 'the demo has the rehabilitation category').toBeDefined();
  const form = new FormData();
  const fields: Record<string, string> = {
    title,
    short_description: 'Ćwiczenia z fizjoterapeutą w domu, po udarze i urazach.',
    description: 'Fizjoterapeuta przyjeżdża do domu, ustala plan ćwiczeń i uczy ich bliskich. Terminy także w soboty.',
    category_id: rehabilitation!.id,
    price_type: 'free',
    contact_email: 'oferent@demo.portal.test',
    offer_specific_address_city: 'Łódź',
    status: 'active',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const offer = await call<Offer>('POST', '/api/offers', await tokenOf(DEMO_ACCOUNTS.offeror.email), form);
  expect(offer.status).toBe('pending_approval');
  const admin = await tokenOf(DEMO_ACCOUNTS.admin.email);
  expect(
    (await call<Offer>('PATCH', `/api/v1/admin/offers/${offer.id}/status`, admin, { status: 'active' })).status,
  ).toBe('active');
  return offer;
}

/** A message's headers unfolded and its MIME parts decoded (quoted-printable or base64), as one string to search. */
function decodedMail(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const [head, ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
      if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      // Headers: a long one is folded onto the next lines.
      return part.replace(/\r?\n[ \t]+/g, ' ');
    })
    .join('\n');
}

/** The digests for `to` delivered to the outbox folder (waits for the restarted server's delivery job). */
async function digestsFor(to: string): Promise<string[]> {
  const dir = path.join(server.dataDir, 'outbox');
  const read = () => {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
    } catch {
      /* nothing delivered yet */
    }
    return files
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .filter((raw) => raw.includes(`To: ${to}`) && raw.includes('List-Unsubscribe-Post: List-Unsubscribe=One-Click'));
  };
  await eventually(async () => read().length).toBeGreaterThan(0);
  return read();
}

describe('an alert for new offers, from the search page to the e-mail and out again', () => {
  it("saves 'rehabilitacja' in Łódź, gets the approved offer in the digest of `npm run alerts -- --now`, deletes the alert by its link", async () => {
    const name = `Rehabilitacja w Łodzi – nowości ${Date.now().toString(36)}`;
    const page = await newPage(browser, { baseURL: server.baseUrl });
    await signInByKeyboard(page, PERSON, DEMO_PASSWORD);
    await openPage(page, '/search?q=rehabilitacja&city=%C5%81%C3%B3d%C5%BA');
    await saveSearchByKeyboard(page, name, 'Codziennie');
    await page.context().close();

    const title = `Rehabilitacja domowa w Łodzi ${Date.now().toString(36)}`;
    const offer = await approvedOffer(title);

    // The embedded database is the running server's: the command says so and what to do.
    const refused = await alertsNow().then(
      () => 'ran',
      (error: { stderr: string }) => error.stderr,
    );
    expect(refused).toContain('zatrzymaj serwer portalu i uruchom npm run alerts ponownie');

    await server.stop({ keepData: true });
    const { stdout } = await alertsNow();
    expect(stdout).toMatch(/zestawienia w kolejce do wysyłki: [1-9]/);
    server = await startPortalServer({}, { dataDir: server.dataDir, port: Number(new URL(server.baseUrl).port) });

    const digest = (await digestsFor(PERSON)).map(decodedMail).find((mail) => mail.includes(name));
    expect(digest, `a digest with the alert "${name}"`).toBeDefined();
    expect(digest).toMatch(new RegExp(`<a href="${server.baseUrl}/offer/${offer.id}"[^>]*>${title}</a>`));
    expect(digest).toMatch(
      new RegExp(`List-Unsubscribe: <${server.baseUrl}/api/v1/saved-searches/[^>]+/unsubscribe\\?token=[^>]+>`),
    );
    const manageLink = digest!.match(
      new RegExp(`<a href="([^"]+)"[^>]*>Zmień lub wyłącz powiadomienie „${name}”</a>`),
    )?.[1];
    expect(manageLink).toMatch(/\/powiadomienie\?id=/);

    // The link opens in a browser with no account: the alert, and deleting it by the keyboard.
    const stranger = await newPage(browser, { baseURL: server.baseUrl });
    await openPage(stranger, manageLink!.replace(/&amp;/g, '&').replace(server.baseUrl, ''));
    await stranger.getByText(SAVED_SEARCH_TEXTS.pageActive).waitFor();
    await stranger.getByText(name, { exact: true }).waitFor();
    await expectNoViolations(stranger, '/powiadomienie');
    await tabUntil(stranger, 'main .btn-danger');
    expect(await focusedName(stranger)).toBe(SAVED_SEARCH_TEXTS.deleteLabel(name));
    await stranger.keyboard.press('Enter');
    await eventually(() => focusedName(stranger)).toBe(SAVED_SEARCH_TEXTS.pageDeleted);
    await expectNoViolations(stranger, '/powiadomienie after deleting');
    await stranger.context().close();

    const left = await call<SavedSearch[]>('GET', '/api/v1/users/me/saved-searches', await tokenOf(PERSON));
    expect(left.map((saved) => saved.name)).not.toContain(name);

    // The mail program's one-click unsubscribe (RFC 8058) at the header's address, without signing in: a form POST
    // answered without a page, the same when the alert it ends is already gone (a retried request).
    const oneClick = await fetch(digest!.match(/List-Unsubscribe: <([^>]+)>/)![1], {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await oneClick.json()) as { detail: string }).detail).toBe(SAVED_SEARCH_MESSAGES.unsubscribed);
    // It stops the server, runs the command and starts the server again: under load that took 117 s.
  }, 240_000);
});
