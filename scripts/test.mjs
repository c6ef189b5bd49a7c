// `npm test`: build (which also generates the route tree), typecheck, Lighthouse's mobile
// performance and accessibility thresholds on /login, unit and server tests (PGlite and
// PostgreSQL), then the end-to-end journeys in Chromium against the built server.
import { spawnSync } from 'node:child_process';

const steps = [
  ['build', 'npm', ['run', 'build']],
  ['typecheck', 'npx', ['tsc', '-b']],
  // Measured on a quiet machine, before the suites that run browsers and databases.
  ['Lighthouse (lighthouserc.json)', 'node', ['scripts/lighthouse.mjs']],
  ['unit and server tests', 'npx', ['vitest', 'run']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  process.stdout.write(`\n=== ${name} ===\n`);
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`\n=== ${name} FAILED after ${seconds}s ===\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`=== ${name} passed in ${seconds}s ===\n`);
}
