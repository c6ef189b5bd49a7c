// The built server as a child process, for scripts (bench, Lighthouse) and process tests:
// a free loopback port, start until /api/health answers, and a graceful stop.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts dist/server/main.js on `dataDir` and `port`; resolves once it is healthy. */
export async function startServer(dataDir, port, timeoutMs = 60_000) {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, STEWARD_DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error('the server did not become healthy');
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, ms: performance.now() - started };
}

/** SIGTERM, then waits for the process to exit. */
export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
