// PGlite is one process per data folder: a second process would silently lose writes. The lock
// file records the owner's pid; a lock left by a process that no longer exists is taken over.
import { open, readFile, rm, mkdir } from 'node:fs/promises';
import path from 'node:path';

export class DataFolderLockedError extends Error {}

export interface DataLock {
  release(): Promise<void>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function lockDataFolder(dir: string): Promise<DataLock> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'steward.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return { release: () => rm(file, { force: true }) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(pid) && pid !== process.pid && alive(pid)) {
        throw new DataFolderLockedError(
          `Steward cannot start: the data folder ${dir} is in use by another Steward process (pid ${pid}). ` +
            'Stop it first, or set STEWARD_DATA_DIR to another folder.',
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new DataFolderLockedError(`Steward cannot start: could not lock the data folder ${dir}.`);
}
