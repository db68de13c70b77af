/**
 * A real calendar day 'YYYY-MM-DD' ('2026-02-30' is not), apart from the rest of the hours rules so that a
 * screen that only checks a day loads no more (docs/wydajnosc.md).
 */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === date;
}
