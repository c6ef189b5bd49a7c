// Bundles the server into dist/server (dependencies stay in node_modules) and copies the
// migrations beside it, so `node dist/server/main.js` runs without a TypeScript loader.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

await rm('dist/server', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'server/main.ts',
    seed: 'server/cli/seed.ts',
    // npm run eval:agent: the assistant on an evaluation set, through the product's own paths.
    'eval-agent': 'server/cli/eval-agent.ts',
    // npm run eval:fast: the analyst alone on a whole set, documents parsed once and cached.
    'eval-offline': 'server/cli/eval-offline.ts',
    // The document parsers' worker thread, found by run.ts beside main.js.
    'parse-worker': 'server/modules/documents/parse/worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server built into dist/server');
