import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'vitrine.pid';

/**
 * Claims an embedded database directory for this process. Two PGlite instances writing one directory
 * corrupt it, and PGlite takes no lock of its own: a second `npm start`, or a second instance meant for
 * PostgreSQL, would. A lock left by a process that has ended (kill -9, a crash) is taken over.
 * Answers the function that releases the claim.
 */
export function claimDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  const holder = holderOf(path);
  if (holder !== null && isRunning(holder)) {
    throw new Error(
      `The embedded database in ${dir} is in use by process ${holder}. Stop that process, or give ` +
        'this one its own PGLITE_DIR; instances that share data need PostgreSQL (DATABASE_URL).',
    );
  }
  writeFileSync(path, String(process.pid));
  return () => {
    if (holderOf(path) === process.pid) rmSync(path, { force: true });
  };
}

function holderOf(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
