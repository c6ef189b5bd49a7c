// Lighthouse (mobile) on /login against the built server, started on a temporary data folder.
// `node scripts/lighthouse.mjs` collects with lighthouserc.json's settings (5 runs) and asserts
// its thresholds on the median run; it prints the median scores. `npm test` and `npm run bench`
// run it. Needs `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';


export async function runLighthouse({ assert = true } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'steward-lighthouse-'));
  const port = await freePort();
  const url = `http://localhost:${port}/login`;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, STEWARD_DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`http://localhost:${port}/api/health`)).ok) break;
      } catch {
        // starting
      }
      if (i > 300) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    rmSync('.lighthouseci', { recursive: true, force: true });
    const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
    const collect = spawnSync('npx', ['lhci', 'collect', '--config=lighthouserc.json', `--url=${url}`], { env, encoding: 'utf8' });
    if (collect.status !== 0) throw new Error(`lhci collect failed:\n${collect.stdout}\n${collect.stderr}`);
    const runs = readdirSync('.lighthouseci')
      .filter((f) => f.startsWith('lhr-') && f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join('.lighthouseci', f), 'utf8')))
      .map((r) => ({ performance: r.categories.performance.score, accessibility: r.categories.accessibility.score }));
    const median = (key) => [...runs.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    const result = { runs: runs.length, performance: median('performance'), accessibility: median('accessibility') };
    if (assert) {
      const check = spawnSync('npx', ['lhci', 'assert', '--config=lighthouserc.json'], { env, encoding: 'utf8' });
      result.asserted = check.status === 0;
      result.assertOutput = `${check.stdout}${check.stderr}`;
    }
    return result;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runLighthouse();
  console.log(`Lighthouse mobile /login (median of ${result.runs}): performance ${result.performance}, accessibility ${result.accessibility}`);
  if (!result.asserted) {
    console.log(result.assertOutput);
    process.exit(1);
  }
  console.log('lighthouserc.json assertions passed (performance >= 0.9, accessibility >= 0.95)');
}
