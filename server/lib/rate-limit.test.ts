// A window opens at the first counted attempt: a run of attempts is not forgotten because the
// clock passed a quarter hour in the middle of it (the sign-in test that failed in CI did exactly
// that), and the limit is never let through twice either side of a boundary.
import { afterAll, describe, expect, it } from 'vitest';
import type { StewardApp } from '../app';
import { createTestApp } from '../../tests/server/harness';
import { exceeded, hit } from './rate-limit';

let app: StewardApp;
const apps: StewardApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});
async function db() {
  if (!app) apps.push((app = await createTestApp()));
  return app.steward.database.db;
}
let n = 0;
const key = () => `rate-limit-test:${Date.now()}:${n++}`;
const rule = { limit: 3, windowSeconds: 900 };
const at = (iso: string) => new Date(iso);

describe('rate limits', () => {
  it('allows the limit, refuses the next, and says how long to wait from the first attempt', async () => {
    const d = await db();
    const k = key();
    const results = [];
    for (const t of ['2026-11-24T21:10:00Z', '2026-11-24T21:11:00Z', '2026-11-24T21:12:00Z', '2026-11-24T21:13:00Z']) results.push(await hit(d, k, rule, at(t)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(12 * 60);
    const check = await exceeded(d, k, rule, at('2026-11-24T21:13:30Z'));
    expect(check).toEqual({ allowed: false, retryAfterSeconds: 11 * 60 + 30 });
  });

  it('keeps counting across a quarter hour on the clock', async () => {
    const d = await db();
    const k = key();
    await hit(d, k, rule, at('2026-11-24T21:14:58Z'));
    await hit(d, k, rule, at('2026-11-24T21:14:59Z'));
    await hit(d, k, rule, at('2026-11-24T21:15:00Z'));
    expect((await exceeded(d, k, rule, at('2026-11-24T21:15:01Z'))).allowed).toBe(false);
    expect((await hit(d, k, rule, at('2026-11-24T21:15:02Z'))).allowed).toBe(false);
  });

  it('opens a new window once the first one has run its length, at it and not a second before', async () => {
    const d = await db();
    const k = key();
    for (let i = 0; i < 3; i++) await hit(d, k, rule, at('2026-11-24T10:00:00Z'));
    expect((await exceeded(d, k, rule, at('2026-11-24T10:14:59Z'))).allowed).toBe(false);
    expect((await exceeded(d, k, rule, at('2026-11-24T10:14:59Z'))).retryAfterSeconds).toBe(1);
    expect((await exceeded(d, k, rule, at('2026-11-24T10:15:00Z'))).allowed).toBe(true);
    const fresh = await hit(d, k, rule, at('2026-11-24T10:15:00Z'));
    expect(fresh).toEqual({ allowed: true, retryAfterSeconds: 900 });
    await hit(d, k, rule, at('2026-11-24T10:16:00Z'));
    expect((await hit(d, k, rule, at('2026-11-24T10:17:00Z'))).allowed).toBe(true);
    expect((await hit(d, k, rule, at('2026-11-24T10:18:00Z'))).allowed).toBe(false);
  });

  it('counts keys apart', async () => {
    const d = await db();
    const [a, b] = [key(), key()];
    for (let i = 0; i < 3; i++) await hit(d, a, rule, at('2026-11-24T12:00:00Z'));
    expect((await exceeded(d, a, rule, at('2026-11-24T12:01:00Z'))).allowed).toBe(false);
    expect((await exceeded(d, b, rule, at('2026-11-24T12:01:00Z'))).allowed).toBe(true);
  });
});
