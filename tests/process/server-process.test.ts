// The built server as a process: what `npm start` runs. Needs `npm run build` first (npm test
// builds before it runs the suites).
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/server-process.mjs';

const MAIN = path.resolve('dist/server/main.js');
const running: ChildProcess[] = [];


function start(env: Record<string, string>) {
  if (!existsSync(MAIN)) throw new Error('dist/server/main.js is missing: run `npm run build` first');
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function healthy(port: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://localhost:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

/** The process's output once it says `text`: a line printed as it starts listening may reach the pipe after the first health check answers. */
async function printed(server: { output: () => string }, text: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return server.output();
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('starts on a fresh data folder, prints where it is and where the dev mailbox is', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'steward-proc-'));
    const port = await freePort();
    const server = start({ STEWARD_DATA_DIR: dir, PORT: String(port) });
    await healthy(port);
    expect(await printed(server, `Steward is running at http://localhost:${port}`)).toContain(`Steward is running at http://localhost:${port}`);
    expect(await printed(server, `http://localhost:${port}/dev/mailbox`)).toContain(`http://localhost:${port}/dev/mailbox`);
  });

  it('refuses to start on a data folder another process holds', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'steward-proc-'));
    const port = await freePort();
    const first = start({ STEWARD_DATA_DIR: dir, PORT: String(port) });
    await healthy(port);
    const second = start({ STEWARD_DATA_DIR: dir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by another Steward process (pid ${first.child.pid})`);
    // The first one is unharmed.
    expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(200);
  });

  it('stops with a clear message on a bad setting', async () => {
    const server = start({ PORT: 'eighty', STEWARD_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'steward-proc-')) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Steward cannot start: invalid configuration');
    expect(server.output()).toContain('PORT');
  });

  it('refuses to start on a non-loopback HOST without SMTP_URL, naming SMTP_URL and STEWARD_DEV_MAILBOX (no public mailbox)', async () => {
    const server = start({ HOST: '0.0.0.0', PORT: String(await freePort()), STEWARD_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'steward-proc-')) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Steward cannot start: invalid configuration');
    expect(server.output()).toMatch(/SMTP_URL: is required because HOST \(0\.0\.0\.0\) is not a loopback address.*STEWARD_DEV_MAILBOX=on/s);
  });

  it('shuts down gracefully on SIGTERM, releases the folder and keeps its keys for the next start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'steward-proc-'));
    const port = await freePort();
    const first = start({ STEWARD_DATA_DIR: dir, PORT: String(port) });
    await healthy(port);
    const keys = await (await fetch(`http://localhost:${port}/.well-known/jwks.json`)).json();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dir, 'steward.lock'))).toBe(false);

    const second = start({ STEWARD_DATA_DIR: dir, PORT: String(port) });
    await healthy(port);
    expect(await (await fetch(`http://localhost:${port}/.well-known/jwks.json`)).json()).toEqual(keys);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
