// The built server as processes for the tests that kill them: start with an environment, wait
// until healthy, SIGKILL and wait for the exit; and a model provider (OpenAI-compatible) that
// streams an answer slowly, piece by piece, until the connection is closed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const MAIN = path.resolve('dist/server/main.js');
const SEED = path.resolve('dist/server/seed.js');

export const DEMO_OWNER = 'owner@riverbend.example';
export const DEMO_PASSWORD = process.env.STEWARD_SEED_PASSWORD ?? 'riverbend-demo-2026';

export interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

const running = new Set<ChildProcess>();

export function startProcess(env: Record<string, string>): Running {
  if (!existsSync(MAIN)) throw new Error('dist/server/main.js is missing: run `npm run build` first');
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, exited, output: () => output };
}

/** The demo organisation (its owner signs in with DEMO_PASSWORD), created while no server runs. */
export function seed(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [SEED], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`seeding failed: ${result.stderr}`);
}

export async function healthy(port: number, server?: Running, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) {
        // (Another process answering on the port, this one having lost it and exited, is not this one healthy.)
        if (server) await new Promise((r) => setTimeout(r, 300));
        if (server && server.child.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
        return;
      }
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('the server exited')) throw err;
      // not yet
    }
    if (server && server.child.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not become healthy: ${server?.output() ?? ''}`);
}

/** `kill -9`, and the exit (so its pid is gone before the next process looks at the data folder). */
export async function kill9(server: Running) {
  server.child.kill('SIGKILL');
  await server.exited;
}

export function killAll() {
  for (const child of running) child.kill('SIGKILL');
}

/** An OpenAI-compatible endpoint whose answer never ends: 'Part 1. ', 'Part 2. ', ... every `everyMs`. */
export async function slowModelProvider(everyMs = 100) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      let n = 0;
      const timer = setInterval(() => {
        n += 1;
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: `Part ${n}. ` } }] })}\n\n`);
      }, everyMs);
      res.on('close', () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { LLM_BASE_URL: `http://127.0.0.1:${port}`, LLM_API_KEY: 'test-key', LLM_MODEL: 'slow-test-model' },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Asks on the stream and keeps the connection open (as a person still reading would); answers
 * the words so far at any time, and a promise of the end (a killed server ends it with an error).
 */
export function keepAsking(base: string, token: string, threadId: string, question: string) {
  let words = '';
  const ended = (async () => {
    const res = await fetch(`${base}/api/chat/${threadId}/messages/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ content: question }),
    });
    if (!res.ok || !res.body) throw new Error(`stream: ${res.status} ${await res.text()}`);
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of res.body) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      words = [...text.matchAll(/^data: (\{.*\})$/gm)]
        .map((m) => JSON.parse(m[1]!) as { type: string; delta?: string })
        .filter((e) => e.type === 'delta')
        .map((e) => e.delta)
        .join('');
    }
  })().catch(() => undefined);
  return { words: () => words, ended };
}

export async function until<T>(fn: () => T | undefined | Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
