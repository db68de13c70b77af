import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { constants as os } from 'node:os';
import path from 'node:path';
import koffi from 'koffi';

/**
 * flock(2) from the C library, through koffi (a maintained FFI package that ships prebuilt binaries for each
 * platform): Node has no file lock of its own. The operations' values are the same on Linux, macOS and the BSDs.
 */
const flock = koffi.load(null).func('int flock(int fd, int operation)') as (fd: number, operation: number) => number;
const LOCK_EX = 2;
const LOCK_NB = 4;
const LOCK_UN = 8;

/**
 * PGlite does not lock its folder, and two servers on one folder corrupt it. The server holds an exclusive flock on
 * DATA_DIR/server.lock for as long as it runs; the operating system drops the lock with the process however it
 * ends (kill -9 included, and before the dead process is reaped), so a restart never finds a stale lock. The file
 * keeps the owner's pid for the message; it is never removed, since a process still waiting on the old file could
 * then lock it while a newcomer locks a new one.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  const fd = openSync(lockFile, constants.O_RDWR | constants.O_CREAT, 0o644);
  if (flock(fd, LOCK_EX | LOCK_NB) !== 0) {
    const error = koffi.errno();
    const owner = readFileSync(lockFile, 'utf8').trim();
    closeSync(fd);
    if (error === os.errno.EWOULDBLOCK || error === os.errno.EAGAIN) {
      throw new Error(
        `Katalog danych ${dataDir} jest używany przez inny proces serwera${/^\d+$/.test(owner) ? ` (PID ${owner})` : ''}. Zatrzymaj go albo ustaw inny DATA_DIR.`,
      );
    }
    throw new Error(`Nie udało się zablokować katalogu danych ${dataDir} (błąd systemu ${error}).`);
  }
  ftruncateSync(fd);
  writeSync(fd, String(process.pid), 0);
  return () => {
    flock(fd, LOCK_UN);
    closeSync(fd);
  };
}
