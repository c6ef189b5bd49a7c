import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataFolderLockedError, lockDataFolder } from './data-lock';

const folder = () => mkdtempSync(path.join(tmpdir(), 'steward-lock-'));

describe('lockDataFolder', () => {
  it('takes the folder, and releases it', async () => {
    const dir = folder();
    const lock = await lockDataFolder(dir);
    expect(existsSync(path.join(dir, 'steward.lock'))).toBe(true);
    await lock.release();
    expect(existsSync(path.join(dir, 'steward.lock'))).toBe(false);
  });

  it('refuses a folder held by another living process', async () => {
    const dir = folder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'steward.lock'), `${other.pid}\n`);
      await expect(lockDataFolder(dir)).rejects.toThrow(DataFolderLockedError);
      await expect(lockDataFolder(dir)).rejects.toThrow(`in use by another Steward process (pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has gone', async () => {
    const dir = folder();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(path.join(dir, 'steward.lock'), `${gone.pid}\n`);
    const lock = await lockDataFolder(dir);
    await lock.release();
  });
});
