// Temporary files with no live request are removed at start and every hour (issue 14, finding
// 4): another process's once its heartbeat stops, this process's once no request holds them,
// and everything at the start of a process that holds its data folder alone.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StewardApp } from '../app';
import { createTestApp } from '../../tests/server/harness';
import { holdTemporary, HEARTBEAT_STALE_MS, INSTANCE, releaseTemporary, startHeartbeat, sweepStoreTemporary, sweepTemporary, temporaryName, TemporaryFiles } from './temporary';

const apps: StewardApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

function file(dir: string, name: string, ageMs = 0) {
  mkdirSync(dir, { recursive: true });
  const full = path.join(dir, name);
  writeFileSync(full, 'partial');
  const at = new Date(Date.now() - ageMs);
  utimesSync(full, at, at);
  return full;
}

function layout() {
  const root = mkdtempSync(path.join(tmpdir(), 'steward-tmp-'));
  const uploads = path.join(root, 'uploads');
  const jobs = path.join(root, 'jobs');
  file(path.join(root, 'alive'), 'live1-cafe');
  file(path.join(root, 'alive'), 'gone1-dead', HEARTBEAT_STALE_MS + 60_000);
  const files = {
    deadProcess: file(uploads, 'gone1-dead--upload-1'),
    noHeartbeatAtAll: file(jobs, 'never-seen--job-2.pdf'),
    liveProcess: file(uploads, 'live1-cafe--upload-3'),
    ownHeld: file(uploads, temporaryName('upload'), 10 * 60_000),
    ownLeaked: file(root, temporaryName('s3'), 10 * 60_000),
    ownJustMade: file(uploads, temporaryName('upload')),
    unnamedOld: file(uploads, 'upload-from-before', 2 * 3600_000),
    unnamedNew: file(uploads, 'upload-recent'),
  };
  holdTemporary(files.ownHeld);
  return { root, files };
}

describe('sweepTemporary', () => {
  it('with several processes: removes a gone process’s files and this one’s that no request holds, keeps the rest', async () => {
    const { root, files } = layout();
    expect(await sweepTemporary(root, { exclusive: false })).toBe(4);
    for (const gone of [files.deadProcess, files.noHeartbeatAtAll, files.ownLeaked, files.unnamedOld]) expect(existsSync(gone), gone).toBe(false);
    for (const kept of [files.liveProcess, files.ownHeld, files.ownJustMade, files.unnamedNew]) expect(existsSync(kept), kept).toBe(true);
    expect(readdirSync(path.join(root, 'alive'))).toEqual(['live1-cafe']);
    releaseTemporary(files.ownHeld);
  });

  it('at the start of a process that holds its data folder alone: everything no request of its own holds', async () => {
    const { root, files } = layout();
    await sweepTemporary(root, { exclusive: true });
    const left = [...readdirSync(path.join(root, 'uploads')), ...readdirSync(path.join(root, 'jobs'))].map((n) => path.join(n.includes('--job') ? 'jobs' : 'uploads', n));
    expect(left.sort()).toEqual([path.join('uploads', path.basename(files.ownHeld)), path.join('uploads', path.basename(files.ownJustMade))].sort());
    releaseTemporary(files.ownHeld);
  });

  it('a request’s files are held until it is over, then removed and released', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'steward-tmp-'));
    const temps = new TemporaryFiles();
    const held = file(path.join(root, 'uploads'), temporaryName('upload'), 10 * 60_000);
    temps.add(held);
    expect(await sweepTemporary(root, { exclusive: false })).toBe(0);
    await temps.removeAll();
    expect(existsSync(held)).toBe(false);
    // Released: a file of the same name later would be swept.
    file(path.join(root, 'uploads'), path.basename(held), 10 * 60_000);
    expect(await sweepTemporary(root, { exclusive: false })).toBe(1);
  });

  it('keeps a heartbeat for this process while it runs', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'steward-tmp-'));
    const beat = await startHeartbeat(root);
    expect(readdirSync(path.join(root, 'alive'))).toEqual([INSTANCE]);
    await beat.stop();
    expect(readdirSync(path.join(root, 'alive'))).toEqual([]);
  });

  it('removes the disk store’s half-written files after an hour, or all of them at an exclusive start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'steward-store-tmp-'));
    const old = file(dir, 'a', 2 * 3600_000);
    const recent = file(dir, 'b');
    expect(await sweepStoreTemporary(dir, { exclusive: false })).toBe(1);
    expect([existsSync(old), existsSync(recent)]).toEqual([false, true]);
    expect(await sweepStoreTemporary(dir, { exclusive: true })).toBe(1);
    expect(existsSync(recent)).toBe(false);
  });
});

describe('the app', () => {
  it('removes the partial files a killed process left, at start, before serving', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'steward-data-'));
    const leftover = file(path.join(dataDir, 'tmp', 'uploads'), 'k1lled-0000--upload-5');
    const storeLeftover = file(path.join(dataDir, 'documents', '.tmp'), 'half-written');
    const app = await createTestApp({ exclusive: true, env: { STEWARD_DATA_DIR: dataDir }, documents: { runJobs: false } });
    apps.push(app);
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(storeLeftover)).toBe(false);
    expect(readdirSync(path.join(dataDir, 'tmp', 'alive'))).toEqual([INSTANCE]);
  });
});
