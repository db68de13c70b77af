import { describe, expect, it } from 'vitest';
import type { DigestOutcome } from '../../server/savedSearches/digest.js';
import { digestRunReport } from '../../server/savedSearches/digestReport.js';

const outcome = (values: Partial<DigestOutcome>): DigestOutcome => ({
  sent: 0,
  checked: 0,
  withoutNews: 0,
  alreadySent: 0,
  beforeSendHour: false,
  ...values,
});

describe('what `npm run alerts` says after a run', () => {
  it('says why nothing was queued', () => {
    expect(digestRunReport(outcome({ beforeSendHour: true }), { force: false })).toBe(
      'Zestawienia wychodzą od 7:00 czasu polskiego. Aby wysłać je od razu, uruchom: npm run alerts -- --now',
    );
    expect(digestRunReport(outcome({}), { force: false })).toMatch(
      /^Żadne powiadomienie nie czeka na zestawienie: codzienne jest gotowe 23 godziny po poprzednim.*npm run alerts -- --now$/,
    );
    expect(digestRunReport(outcome({}), { force: true })).toBe(
      'Nie ma żadnego potwierdzonego powiadomienia, więc nie ma czego wysłać.',
    );
    expect(digestRunReport(outcome({ checked: 1, withoutNews: 1 }), { force: true })).toMatch(
      /^Sprawdzone powiadomienie nie ma nowych pasujących ofert od poprzedniego zestawienia\./,
    );
    expect(digestRunReport(outcome({ checked: 3, withoutNews: 1, alreadySent: 1 }), { force: true })).toBe(
      'Bez nowych pasujących ofert od poprzedniego zestawienia: 1 powiadomienie.\n' +
        'Zestawienia z nowościami, których nie dodano, bo ta osoba dostała już zestawienie w tym okresie (dniu albo tygodniu): 1. Nowe oferty trafią do następnego.',
    );
  });

  it('says who delivers what was queued, and which alerts had nothing new', () => {
    expect(digestRunReport(outcome({ sent: 1, checked: 5, withoutNews: 2 }), { force: true })).toBe(
      'E-maile wyśle działający serwer portalu; przy wbudowanej bazie PGlite – po jego ponownym uruchomieniu.\n' +
        'Bez nowych pasujących ofert od poprzedniego zestawienia: 2 powiadomienia.',
    );
  });
});
