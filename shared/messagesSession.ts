import { polishPlural } from './plural.js';

/**
 * Texts of the session's end: the warning before an idle session ends, the login page after it ended, and the
 * drafts kept meanwhile. Kept apart from messages.ts, which the public first page loads whole: these reach the
 * browser only with the code that shows them.
 */

/** "2 minuty", "1 minutę", "45 sekund": the time left, in the accusative that follows "za". */
export function timeLeftPhrase(seconds: number): string {
  if (seconds >= 60 && seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `${minutes} ${polishPlural(minutes, 'minutę', 'minuty', 'minut')}`;
  }
  if (seconds > 60) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${seconds} ${polishPlural(seconds, 'sekundę', 'sekundy', 'sekund')}`;
}

export const SESSION_TIMEOUT_MESSAGES = {
  title: 'Sesja zaraz się zakończy',
  /** Read when the dialog opens, and shown with the time counting down. */
  willSignOut: (seconds: number) => `Ze względów bezpieczeństwa wylogujemy Cię za ${timeLeftPhrase(seconds)}.`,
  draftsKept: 'To, co wpisujesz w formularzach, zachowamy w tej przeglądarce.',
  /** The live announcement at 60 and 20 seconds. */
  secondsLeft: (seconds: number) =>
    seconds === 60
      ? 'Do wylogowania została minuta.'
      : `Do wylogowania ${polishPlural(seconds, 'została', 'zostały', 'zostało')} ${seconds} ${polishPlural(seconds, 'sekunda', 'sekundy', 'sekund')}.`,
  extend: 'Przedłuż sesję',
  extending: 'Przedłużanie sesji…',
  signOut: 'Wyloguj',
  extendFailed: 'Nie udało się przedłużyć sesji. Sprawdź połączenie z internetem i spróbuj ponownie.',
  cannotExtend:
    'Tej sesji nie można już przedłużyć, bo trwa najdłużej, jak to możliwe. Po wylogowaniu zaloguj się ponownie.',
} as const;

export const SESSION_ENDED_MESSAGES = {
  /** The login page after the session ended for want of activity. */
  idle: (minutes: number) =>
    `Wylogowaliśmy Cię po ${minutes} ${minutes === 1 ? 'minucie' : 'minutach'} bez aktywności.`,
  draftKept: 'Twoja wersja robocza została zachowana.',
  bannerTitle: 'Ważne',
} as const;

/** "14:32" today, "21.11.2026, 14:32" on another day: when a draft was saved. */
export function draftTime(savedAt: number, now: number = Date.now()): string {
  const saved = new Date(savedAt);
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(saved.getHours())}:${two(saved.getMinutes())}`;
  if (saved.toDateString() === new Date(now).toDateString()) return time;
  return `${two(saved.getDate())}.${two(saved.getMonth() + 1)}.${saved.getFullYear()}, ${time}`;
}

export const DRAFT_MESSAGES = {
  question: (savedAt: number, now?: number) => `Przywrócić niezapisaną wersję z ${draftTime(savedAt, now)}?`,
  explanation: 'Ten formularz nie został zapisany przed wylogowaniem albo zamknięciem strony.',
  restore: 'Przywróć',
  discard: 'Odrzuć',
  restored: 'Przywrócono niezapisaną wersję.',
  discarded: 'Odrzucono niezapisaną wersję.',
} as const;
