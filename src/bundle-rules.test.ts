// The PWA must not carry zod: it may import only types from the shared contracts that define
// schemas, and values from their plain-constant companions (roles.ts, onboarding-constants.ts).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

describe('what the PWA imports from contracts/', () => {
  it('imports schema modules for their types only', () => {
    const offences: string[] = [];
    for (const file of walk(path.join(root, 'src')).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import\s+(type\s+)?[^;]*?from\s+'([^']*contracts\/[^']+)'/g)) {
        if (m[1]) continue;
        const target = path.resolve(path.dirname(file), `${m[2]}.ts`);
        if (/from 'zod'/.test(readFileSync(target, 'utf8'))) offences.push(`${path.relative(root, file)} → ${m[2]}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
