/**
 * The start stops on a database or port problem with one Polish line that names the setting and the fix, not an
 * English stack trace (LOG_LEVEL=debug adds the trace). Configuration mistakes are caught earlier, by the schema in
 * server/config.ts.
 */

const codesOf = (error: unknown): string[] => {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') codes.push(code);
    current = cause;
  }
  return codes;
};
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where DATABASE_URL points, for the message (never the password). */
function describeDatabaseUrl(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return {
    server: `${url.hostname || 'localhost'}:${url.port || '5432'}`,
    host: url.hostname,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username),
    user: decodeURIComponent(url.username) || 'postgres',
  };
}

/** The line for a failure while opening, migrating or seeding the PostgreSQL database; undefined when unknown. */
export function databaseStartError(error: unknown, databaseUrl: string): string | undefined {
  const { server, host, database, user } = describeDatabaseUrl(databaseUrl);
  const codes = codesOf(error);
  if (codes.includes('ECONNREFUSED')) {
    return `Nie można połączyć się z bazą danych: serwer ${server} z DATABASE_URL odmawia połączenia. Sprawdź, czy PostgreSQL działa i czy host i port w DATABASE_URL są poprawne.`;
  }
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN')) {
    return `Nie można połączyć się z bazą danych: nie znaleziono hosta „${host}” z DATABASE_URL. Popraw nazwę hosta w DATABASE_URL (postgres://użytkownik:hasło@host:5432/baza).`;
  }
  if (
    ['ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'].some((code) => codes.includes(code)) ||
    /timeout exceeded when trying to connect|connection timeout/i.test(messageOf(error))
  ) {
    return `Nie można połączyć się z bazą danych: serwer ${server} z DATABASE_URL nie odpowiada. Sprawdź adres w DATABASE_URL, zaporę sieciową i czy PostgreSQL działa.`;
  }
  if (codes.includes('3D000')) {
    return `Baza danych „${database}” z DATABASE_URL nie istnieje na serwerze ${server}. Utwórz ją (np. createdb ${database}) albo popraw nazwę bazy w DATABASE_URL.`;
  }
  if (codes.includes('28P01') || codes.includes('28000')) {
    return `Serwer PostgreSQL ${server} nie wpuścił użytkownika „${user}” z DATABASE_URL (zły użytkownik lub hasło albo brak dostępu w pg_hba.conf). Popraw użytkownika i hasło w DATABASE_URL.`;
  }
  return undefined;
}

/** The line for a failure to listen on HOST:PORT; undefined when unknown. */
export function listenStartError(error: unknown, { host, port }: { host: string; port: number }): string | undefined {
  const codes = codesOf(error);
  if (codes.includes('EADDRINUSE')) {
    return `Port ${port} (PORT) jest już zajęty przez inny program. Zatrzymaj tamten program albo ustaw inny PORT, np. PORT=${port === 3000 ? 3001 : 3000}.`;
  }
  if (codes.includes('EACCES')) {
    return `Brak uprawnień do portu ${port} (PORT): porty poniżej 1024 wymagają uprawnień administratora. Ustaw PORT powyżej 1023 (np. 3000) i przekieruj ruch z serwera proxy.`;
  }
  if (codes.includes('EADDRNOTAVAIL')) {
    return `Adres ${host} (HOST) nie należy do tego komputera. Ustaw HOST=0.0.0.0 (wszystkie adresy) albo adres jednej z jego sieci.`;
  }
  return undefined;
}

/** Anything else that stops the start: still one line, the cause in the server's words. */
export const unknownStartError = (error: unknown) => `Nie udało się uruchomić serwera: ${messageOf(error)}`;
