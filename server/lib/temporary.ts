// Temporary files (uploads being received, documents downloaded for a parser, S3 spools) that
// belong to no live request are removed at start and every hour (issue 14, finding 4). Each
// process names its files after itself (`{instance}--...`) and keeps a heartbeat file under
// `tmp/alive/` while it runs, so in a data folder several processes share, a file is removed
// only when its process is gone (no heartbeat for a few minutes) or, for this process's own, when
// no request holds it any more. With the embedded database the data folder is this process's
// alone (the lock): at start, everything left there is a crash's.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** This process, as its temporary files are named. */
export const INSTANCE = `${process.pid.toString(36)}-${randomBytes(4).toString('hex')}`;
const SEPARATOR = '--';

/** How often a running process renews its heartbeat. */
export const HEARTBEAT_MS = 30_000;
/** A process whose heartbeat is older than this is gone. */
export const HEARTBEAT_STALE_MS = 3 * 60_000;
/** Files not named after a process (from before), or the disk store's own, are a crash's after this. */
export const UNNAMED_STALE_MS = 60 * 60_000;
/** This process's files not held by a request are left alone this long (just created, not yet held). */
const OWN_GRACE_MS = 5 * 60_000;

// Files a request (or a job) holds right now, by full path.
const live = new Set<string>();

/** A new temporary file's name, after this process. */
export const temporaryName = (prefix: string, extension = '') => `${INSTANCE}${SEPARATOR}${prefix}-${randomUUID()}${extension}`;

/** Marks a temporary file as held until released (the sweep leaves it alone). */
export function holdTemporary(file: string): void {
  live.add(path.resolve(file));
}

export function releaseTemporary(file: string): void {
  live.delete(path.resolve(file));
}

/**
 * A request's temporary files: a Set that also holds each one for the sweep until it is deleted
 * from the set (moved into storage, or removed).
 */
export class TemporaryFiles extends Set<string> {
  override add(file: string): this {
    holdTemporary(file);
    return super.add(file);
  }
  override delete(file: string): boolean {
    releaseTemporary(file);
    return super.delete(file);
  }
  override clear(): void {
    for (const file of this) releaseTemporary(file);
    super.clear();
  }
  /** Removes every file still listed (the request is over) and forgets them. */
  async removeAll(): Promise<void> {
    for (const file of this) await rm(file, { force: true }).catch(() => undefined);
    this.clear();
  }
}

const instanceOf = (name: string) => {
  const at = name.indexOf(SEPARATOR);
  return at > 0 ? name.slice(0, at) : null;
};

async function ageOf(file: string, now: number): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? now - info.mtimeMs : null;
  } catch {
    return null;
  }
}

async function list(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

export interface SweepOptions {
  /** The data folder is this process's alone (the embedded database's lock): every other file is a crash's. */
  exclusive: boolean;
  now?: number;
}

/**
 * Removes the temporary files under `root` (`tmp/`, `tmp/uploads/`, `tmp/jobs/`) that no live
 * request holds; answers how many went.
 */
export async function sweepTemporary(root: string, { exclusive, now = Date.now() }: SweepOptions): Promise<number> {
  const aliveDir = path.join(root, 'alive');
  const heartbeats = new Map<string, number>();
  for (const name of await list(aliveDir)) {
    const age = await ageOf(path.join(aliveDir, name), now);
    if (age === null) continue;
    if (age > HEARTBEAT_STALE_MS && name !== INSTANCE) await rm(path.join(aliveDir, name), { force: true });
    else heartbeats.set(name, age);
  }
  let removed = 0;
  for (const dir of [root, path.join(root, 'uploads'), path.join(root, 'jobs')]) {
    for (const name of await list(dir)) {
      const file = path.join(dir, name);
      const age = await ageOf(file, now);
      if (age === null) continue; // a folder, or gone already
      const owner = instanceOf(name);
      let gone: boolean;
      if (owner === INSTANCE) gone = !live.has(path.resolve(file)) && age > OWN_GRACE_MS;
      else if (exclusive) gone = true;
      else if (owner) gone = !heartbeats.has(owner);
      else gone = age > UNNAMED_STALE_MS;
      if (gone) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}

/** The disk store's half-written files (`documents/.tmp/`): a crash's after an hour, or at an exclusive start. */
export async function sweepStoreTemporary(dir: string, { exclusive, now = Date.now() }: SweepOptions): Promise<number> {
  let removed = 0;
  for (const name of await list(dir)) {
    const file = path.join(dir, name);
    const age = await ageOf(file, now);
    if (age === null || !(exclusive || age > UNNAMED_STALE_MS)) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/** Writes (and then renews) this process's heartbeat under `root/alive`; stop() removes it. */
export async function startHeartbeat(root: string): Promise<{ stop(): Promise<void> }> {
  const file = path.join(root, 'alive', INSTANCE);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${process.pid}\n`);
  const timer = setInterval(() => {
    const at = new Date();
    utimes(file, at, at).catch(() => writeFile(file, `${process.pid}\n`).catch(() => undefined));
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await rm(file, { force: true });
    },
  };
}
