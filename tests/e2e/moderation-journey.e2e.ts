import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import { baseUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser, newPage } from './browser.js';
import { apiCall, dialogShown, openAdminAs, openArea, signInThroughPublicLogin, tokenOf } from './adminSession.js';
import { focusedName as focused } from './focusChecks.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Presses Enter on a control reached by keyboard focus, as a keyboard user does. */
async function activate(control: Locator) {
  await control.focus();
  await control.page().keyboard.press('Enter');
}

/** axe once the dialogs' fade-in is over: half-transparent text would be measured as low contrast. */
async function expectAccessible(page: Page, label: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoViolations(page, label);
}

describe('notice → decision with reasons → appeal → reversal', () => {
  it('a visitor reports a fraudulent offer, an admin removes it, the author appeals, another admin reverses', async () => {
    const run = Date.now().toString(36);
    const title = `Wózek elektryczny za przedpłatą ${run}`;
    const offerorToken = await tokenOf(DEMO_ACCOUNTS.offeror.email);
    const [category] = await apiCall<{ id: string }[]>('GET', '/api/v1/categories');
    const { id: offerId } = await apiCall<{ id: string }>('POST', '/api/offers', offerorToken, {
      title,
      short_description: 'Wózek elektryczny do wypożyczenia na weekend.',
      description: 'Wózek elektryczny z joystickiem, zasięg 25 km, ładowarka w zestawie. Odbiór osobisty w Łodzi.',
      category_id: category.id,
      price_type: 'free',
      contact_email: DEMO_ACCOUNTS.offeror.email,
      status: 'pending_approval',
    });
    await apiCall('PATCH', `/api/v1/admin/offers/${offerId}/status`, await tokenOf(DEMO_ACCOUNTS.admin.email), {
      status: 'active',
    });

    // 1. A visitor, not signed in, reports the offer from its page.
    const visitor = await newPage(browser);
    await visitor.goto(`/offer/${offerId}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    const reportButton = visitor.getByRole('button', { name: 'Zgłoś naruszenie' });
    await activate(reportButton);
    const notice = visitor.getByRole('dialog', { name: 'Zgłoś naruszenie' });
    await notice.waitFor();
    await notice.getByRole('radio', { name: 'Oszustwo lub próba wyłudzenia' }).check();
    await notice
      .getByRole('textbox', { name: /Opis naruszenia/ })
      .fill('Ogłoszeniodawca żąda przedpłaty 500 zł na prywatne konto przed odbiorem wózka.');
    await notice.getByRole('checkbox', { name: /w dobrej wierze/ }).check();
    await activate(notice.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await visitor.getByText(MODERATION_MESSAGES.reportSent).waitFor();
    await expect.poll(() => focused(visitor)).toBe('Zgłoś naruszenie');

    // 2. An admin removes the offer with a statement of reasons in 'Zgłoszenia'.
    const admin = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await openArea(admin, 'Zgłoszenia');
    const reportRow = admin.getByRole('row').filter({ hasText: title });
    await reportRow.waitFor();
    await expectAccessible(admin, '/admin/reports');
    await activate(reportRow.getByRole('button', { name: `Rozpatrz zgłoszenie dotyczące „${title}”` }));
    const decide = admin.getByRole('dialog', { name: 'Rozpatrz zgłoszenie' });
    await dialogShown(decide);
    // Nothing is chosen in advance: neither the decision nor its ground (the notice said 'Oszustwo').
    expect(await decide.getByRole('radio', { name: 'Treść usunięta' }).isChecked()).toBe(false);
    await decide.getByRole('radio', { name: 'Treść usunięta' }).check();
    await expectAccessible(admin, '/admin/reports with "Rozpatrz zgłoszenie" open');
    const statement = 'Oferta żąda przedpłaty na prywatne konto, czego regulamin zabrania; wózka nie da się obejrzeć.';
    await decide.getByRole('textbox', { name: /Uzasadnienie decyzji/ }).fill(statement);
    await decide.getByRole('combobox', { name: /Podstawa decyzji/ }).click();
    await admin
      .getByRole('option', { name: 'przepisy prawa i regulamin portalu (oszustwo lub próba wyłudzenia)' })
      .click();
    await decide
      .getByText(
        'Usuniesz ofertę „' +
          title +
          '” na podstawie: przepisy prawa i regulamin portalu (oszustwo lub próba wyłudzenia). Autor dostanie uzasadnienie.',
      )
      .waitFor();
    await activate(decide.getByRole('button', { name: 'Zapisz decyzję' }));
    await admin.getByText(`Zgłoszenie dotyczące „${title}” zostało rozpatrzone.`).first().waitFor();
    // The decided notice leaves the list of new ones: focus moves to the next one (the demo has a new notice).
    await expect.poll(() => focused(admin)).toMatch(/^Rozpatrz zgłoszenie dotyczące „/);
    expect((await fetch(`${baseUrl()}/api/v1/offers/${offerId}`)).status).toBe(404);

    // 3. The author reads the reasons in 'Decyzje moderacyjne' and appeals.
    const author = await newPage(browser);
    await signInThroughPublicLogin(author, DEMO_ACCOUNTS.offeror.email, DEMO_PASSWORD, '/dashboard');
    const decisions = author.getByRole('region', { name: /Decyzje moderacyjne/ });
    const card = decisions.getByRole('article', { name: `Oferta „${title}”` });
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain(statement);
    expect(await card.innerText()).toContain('Usunięcie treści');
    expect(await card.innerText()).toContain('nie – decyzję podjął moderator (człowiek)');
    await activate(card.getByRole('button', { name: `Odwołaj się od decyzji: Oferta „${title}”` }));
    const appealDialog = author.getByRole('dialog', { name: 'Odwołanie od decyzji' });
    await appealDialog.waitFor();
    expect(await focused(author)).toMatch(/^Dlaczego nie zgadzasz się z decyzją/);
    await expectAccessible(author, '/dashboard with "Odwołanie od decyzji" open');
    await author.keyboard.type(
      'Przedpłata to zwrotna kaucja opisana w regulaminie wypożyczalni; wózek można obejrzeć.',
    );
    await activate(appealDialog.getByRole('button', { name: 'Złóż odwołanie' }));
    await author.getByText(MODERATION_MESSAGES.appealSent).first().waitFor();
    await expect.poll(() => focused(author)).toMatch(/^Decyzje moderacyjne/);
    await expect.poll(() => card.innerText()).toContain('czeka na rozpatrzenie');

    // The decision's author may not decide the appeal while there is another administrator.
    await openArea(admin, 'Odwołania');
    const ownRow = admin.getByRole('row').filter({ hasText: title });
    await ownRow.getByText('Twoja decyzja – rozpatrzy ją inny administrator').waitFor();

    // 4. Another admin reverses the decision in 'Odwołania'.
    const superadmin = await openAdminAs(browser, DEMO_ACCOUNTS.superadmin.email, DEMO_PASSWORD);
    await openArea(superadmin, 'Odwołania');
    const appealRow = superadmin.getByRole('row').filter({ hasText: title });
    await appealRow.waitFor();
    expect(await appealRow.innerText()).toContain('Przedpłata to zwrotna kaucja');
    await expectAccessible(superadmin, '/admin/appeals');
    await activate(appealRow.getByRole('button', { name: `Rozpatrz odwołanie dotyczące „${title}”` }));
    const appealDecision = superadmin.getByRole('dialog', { name: 'Rozpatrz odwołanie' });
    await dialogShown(appealDecision);
    expect(await appealDecision.innerText()).toContain(statement);
    await expectAccessible(superadmin, '/admin/appeals with "Rozpatrz odwołanie" open');
    await appealDecision.getByRole('radio', { name: 'Decyzja utrzymana' }).focus();
    await superadmin.keyboard.press('ArrowDown');
    await expect
      .poll(() => appealDecision.getByRole('radio', { name: 'Decyzja zmieniona (cofnięta)' }).isChecked())
      .toBe(true);
    await appealDecision
      .getByRole('textbox', { name: /Uzasadnienie decyzji/ })
      .fill('Kaucja zwrotna jest opisana w ofercie i dozwolona regulaminem; oferta wraca.');
    await activate(appealDecision.getByRole('button', { name: 'Zapisz rozstrzygnięcie' }));
    await superadmin.getByText(`Odwołanie dotyczące „${title}” zostało rozpatrzone.`).first().waitFor();
    // The decided appeal leaves the list of waiting ones: focus moves to the demo's appeal waiting for a decision.
    await expect
      .poll(() => focused(superadmin))
      .toBe('Rozpatrz odwołanie dotyczące „Rampa najazdowa aluminiowa składana”');

    // 5. The offer is public again.
    expect((await fetch(`${baseUrl()}/api/v1/offers/${offerId}`)).status).toBe(200);
    await visitor.goto(`/offer/${offerId}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();

    await openArea(superadmin, 'Raport przejrzystości');
    await superadmin.getByRole('table', { name: 'Zgłoszenia naruszeń według powodu' }).waitFor();
    await expectAccessible(superadmin, '/admin/transparency');
  }, 240_000);
});
