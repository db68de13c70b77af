/** The name of the file "Pobierz moje dane" saves, with the day of the export (Warsaw time), e.g. moje-dane-2026-11-23.json. */
export function accountExportFileName(at: Date = new Date()): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(at);
  return `moje-dane-${day}.json`;
}
