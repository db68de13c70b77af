import { polishPlural } from '../../shared/plural.js';
import { SEND_FROM_HOUR, type DigestOutcome } from './digest.js';

const FORCE_COMMAND = 'npm run alerts -- --now';

const alerts = (count: number) => `${count} ${polishPlural(count, 'powiadomienie', 'powiadomienia', 'powiadomień')}`;

/** Why the alerts looked at gave no digest, when none of them had news. */
function nothingNew(checked: number): string {
  const subject =
    checked === 1 ? 'Sprawdzone powiadomienie nie ma' : `Żadne z ${checked} sprawdzonych powiadomień nie ma`;
  return `${subject} nowych pasujących ofert od poprzedniego zestawienia. Zestawienie wyjdzie, gdy zostanie zaakceptowana nowa oferta, która pasuje do wyszukiwania.`;
}

/**
 * What `npm run alerts` tells the person at the terminal after a run (docs/powiadomienia.md): how many digests went
 * into the outbox and, for the alerts that gave none, why – so a run that queues nothing is never a riddle.
 */
export function digestRunReport(outcome: DigestOutcome, { force }: { force: boolean }): string {
  if (outcome.beforeSendHour) {
    return `Zestawienia wychodzą od ${SEND_FROM_HOUR}:00 czasu polskiego. Aby wysłać je od razu, uruchom: ${FORCE_COMMAND}`;
  }
  if (!outcome.checked) {
    return force
      ? 'Nie ma żadnego potwierdzonego powiadomienia, więc nie ma czego wysłać.'
      : `Żadne powiadomienie nie czeka na zestawienie: codzienne jest gotowe 23 godziny po poprzednim, cotygodniowe 6 dni i 23 godziny po nim. Aby sprawdzić wszystkie od razu, uruchom: ${FORCE_COMMAND}`;
  }
  const lines: string[] = [];
  if (outcome.sent) {
    lines.push(
      'E-maile wyśle działający serwer portalu; przy wbudowanej bazie PGlite – po jego ponownym uruchomieniu.',
    );
  }
  if (!outcome.sent && !outcome.alreadySent && outcome.withoutNews === outcome.checked) {
    lines.push(nothingNew(outcome.checked));
  } else if (outcome.withoutNews) {
    lines.push(`Bez nowych pasujących ofert od poprzedniego zestawienia: ${alerts(outcome.withoutNews)}.`);
  }
  if (outcome.alreadySent) {
    lines.push(
      `Zestawienia z nowościami, których nie dodano, bo ta osoba dostała już zestawienie w tym okresie (dniu albo tygodniu): ${outcome.alreadySent}. Nowe oferty trafią do następnego.`,
    );
  }
  return lines.join('\n');
}
