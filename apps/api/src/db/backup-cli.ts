import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDataDir, fileStamp, restoreDataDir } from './backup.ts';

/** npm run backup [-- FILE] · npm run restore -- FILE: the embedded database (PGLITE_DIR). */
const [command, file] = process.argv.slice(2);
const { database } = loadConfig();
if (database.kind !== 'pglite' || database.dir.startsWith('memory://')) {
  console.error(
    'This is for the embedded database (PGLITE_DIR). Back up PostgreSQL with pg_dump: see docs/operations.md.',
  );
  process.exit(2);
}

try {
  if (command === 'backup') {
    const target = resolve(file ?? `backups/vitrine-${fileStamp()}.tar.gz`);
    mkdirSync(dirname(target), { recursive: true });
    const bytes = await backupDataDir(database.dir, target);
    console.log(`Backed up ${database.dir} to ${target} (${(bytes / 1e6).toFixed(1)} MB).`);
  } else if (command === 'restore' && file) {
    const { movedAside, orders } = await restoreDataDir(database.dir, resolve(file));
    console.log(
      `Restored ${file} into ${database.dir} (${orders} orders).` +
        (movedAside ? ` The database it replaced is in ${movedAside}.` : ''),
    );
  } else {
    console.error('Usage: npm run backup [-- FILE] | npm run restore -- FILE');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
