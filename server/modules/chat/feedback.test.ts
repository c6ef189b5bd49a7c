// POST /api/feedback through the real app: what is stored (row and screenshots), and every
// refusal with its status and sentence: the rating (missing, 0, 6, not a number), a description
// too long, screenshots of exactly 10 MB (kept) and 10 MB + 1 byte (413, nothing left on disk),
// a .png that is really an executable (422), six screenshots (422), no token (401).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { StewardApp } from '../../app';
import { MAX_FEEDBACK_DESCRIPTION_LENGTH, MAX_FEEDBACK_SCREENSHOT_BYTES, MAX_FEEDBACK_SCREENSHOTS } from '../../../contracts/chat';
import { feedback } from '../../db/schema';
import { multipart, onboardedOwner, person, samples, sizedStream, type Content, type Organisation, type Part } from '../../../tests/server/documents';
import { createChatApp } from '../../../tests/server/chat';

let app: StewardApp;
let owner: Organisation;
let dataDir: string;

beforeAll(async () => {
  ({ app } = await createChatApp());
  owner = await onboardedOwner(app, 'Feedback Org');
  dataDir = (app.steward.documents.store.localPath!('a/b') as string).replace(/[\\/]documents[\\/]a[\\/]b$/, '');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const db = () => app.steward.database.db;
const PNG_HEAD = samples.png().subarray(0, 8);
const JPG_HEAD = samples.jpg().subarray(0, 4);
const uploadsDir = () => path.join(dataDir, 'tmp', 'uploads');
const leftovers = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
const feedbackBlobsDir = () => path.join(dataDir, 'documents', 'feedback');
const storedBlobs = () => (existsSync(feedbackBlobsDir()) ? readdirSync(feedbackBlobsDir(), { recursive: true }).map(String) : []);

interface Screenshot {
  name: string;
  content: Content;
}

function submit(token: string | null, fields: Record<string, string>, screenshots: Screenshot[] = []) {
  const parts: Part[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...screenshots.map((s) => ({ name: 'screenshots', filename: s.name, content: s.content, contentType: 'image/png' })),
  ];
  const { payload, headers } = multipart(parts);
  return app.inject({ method: 'POST', url: '/api/feedback', headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload });
}

const rowsOf = (subject: string) => db().select().from(feedback).where(eq(feedback.subject, subject));

describe('POST /api/feedback', () => {
  it('stores the rating, description and screenshots with the user and organisation', async () => {
    const png = samples.png();
    const jpg = samples.jpg();
    const res = await submit(owner.token, { rating: '4', description: '  The rent answer was great.  ' }, [
      { name: 'screen one.png', content: png },
      { name: 'Photo.JPEG', content: jpg },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { data: { id: string; rating: number; created_at: string } };
    expect(body).toEqual({ data: { id: expect.any(String), rating: 4, created_at: expect.any(String) } });
    const row = (await db().select().from(feedback).where(eq(feedback.id, body.data.id)))[0]!;
    expect(row).toMatchObject({ subject: owner.sub, userId: owner.userId, organizationId: owner.orgId, rating: 4, description: 'The rent answer was great.' });
    expect(row.screenshots).toEqual([
      { blobName: `feedback/${body.data.id}/1.png`, fileName: 'screen one.png', contentType: 'image/png', size: png.length },
      { blobName: `feedback/${body.data.id}/2.jpeg`, fileName: 'Photo.JPEG', contentType: 'image/jpeg', size: jpg.length },
    ]);
    const kept = await readFile(app.steward.documents.store.localPath!(`feedback/${body.data.id}/1.png`));
    expect(kept.equals(png)).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('accepts a rating alone, without description or screenshots', async () => {
    const p = await person(app, 'rater');
    const res = await submit(p.token, { rating: '1' });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await rowsOf(p.sub);
    expect(rows).toHaveLength(1);
    // Signed in but not in an organisation yet: kept with the subject only.
    expect(rows[0]).toMatchObject({ rating: 1, description: null, screenshots: [], userId: null, organizationId: null });
  });

  it('refuses a missing, zero, too high or non-number rating with 400 and the spec’s sentences', async () => {
    const p = await person(app, 'ratings');
    const cases: Array<[Record<string, string>, string, string]> = [
      [{}, 'Rating is required', 'rating_required'],
      [{ rating: '' }, 'Rating is required', 'rating_required'],
      [{ rating: '0' }, 'Please select a rating', 'rating_invalid'],
      [{ rating: '-2' }, 'Please select a rating', 'rating_invalid'],
      [{ rating: 'five' }, 'Please select a rating', 'rating_invalid'],
      [{ rating: '3.5' }, 'Please select a rating', 'rating_invalid'],
      [{ rating: '6' }, 'Rating cannot be more than 5', 'rating_too_high'],
      [{ rating: '100' }, 'Rating cannot be more than 5', 'rating_too_high'],
    ];
    for (const [fields, detail, code] of cases) {
      const res = await submit(p.token, { description: 'x', ...fields }, [{ name: 'a.png', content: samples.png() }]);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ detail, code });
    }
    expect(await rowsOf(p.sub)).toHaveLength(0);
    expect(leftovers()).toEqual([]);
    for (const rating of ['1', '5', ' 3 ']) expect((await submit(p.token, { rating })).statusCode, rating).toBe(201);
    expect((await rowsOf(p.sub)).map((r) => r.rating).sort()).toEqual([1, 3, 5]);
  });

  it(`takes a description of ${MAX_FEEDBACK_DESCRIPTION_LENGTH} characters and refuses one longer with 400`, async () => {
    const p = await person(app, 'describer');
    const atMax = await submit(p.token, { rating: '3', description: 'é'.repeat(MAX_FEEDBACK_DESCRIPTION_LENGTH) });
    expect(atMax.statusCode, atMax.body).toBe(201);
    const over = await submit(p.token, { rating: '3', description: 'é'.repeat(MAX_FEEDBACK_DESCRIPTION_LENGTH + 1) });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ detail: 'The description can be at most 5,000 characters long', code: 'description_too_long' });
    const huge = await submit(p.token, { rating: '3', description: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().code).toBe('description_too_long');
    expect(await rowsOf(p.sub)).toHaveLength(1);
  });

  it('keeps a screenshot of exactly 10 MB and refuses 10 MB + 1 byte with 413, leaving nothing on disk', async () => {
    const p = await person(app, 'sizes');
    const exact = await submit(p.token, { rating: '5' }, [{ name: 'exact.png', content: sizedStream(MAX_FEEDBACK_SCREENSHOT_BYTES, PNG_HEAD) }]);
    expect(exact.statusCode, exact.body).toBe(201);
    const kept = (await rowsOf(p.sub))[0]!;
    expect(kept.screenshots[0]!.size).toBe(MAX_FEEDBACK_SCREENSHOT_BYTES);

    const before = storedBlobs();
    const over = await submit(p.token, { rating: '5' }, [
      { name: 'fine.jpg', content: samples.jpg() },
      { name: 'big.png', content: sizedStream(MAX_FEEDBACK_SCREENSHOT_BYTES + 1, PNG_HEAD) },
    ]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ detail: 'Each screenshot must be 10 MB or smaller', code: 'screenshot_too_large' });
    expect(await rowsOf(p.sub)).toHaveLength(1);
    expect(leftovers()).toEqual([]);
    expect(storedBlobs()).toEqual(before);
  });

  it('refuses a .png that is really an executable, and other types, with 422', async () => {
    const p = await person(app, 'types');
    const exe = await submit(p.token, { rating: '2' }, [{ name: 'screenshot.png', content: samples.exe() }]);
    expect(exe.statusCode).toBe(422);
    expect(exe.json()).toEqual({ detail: "This screenshot's contents don't match its .png extension.", code: 'screenshot_type_mismatch' });
    const jpgAsPng = await submit(p.token, { rating: '2' }, [{ name: 'photo.png', content: samples.jpg() }]);
    expect(jpgAsPng.statusCode).toBe(422);
    for (const name of ['notes.pdf', 'shot.gif', 'shot', 'virus.exe']) {
      const res = await submit(p.token, { rating: '2' }, [{ name, content: samples.png() }]);
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toEqual({ detail: 'Screenshots must be PNG, JPG or JPEG images', code: 'screenshot_type' });
    }
    const empty = await submit(p.token, { rating: '2' }, [{ name: 'empty.png', content: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(422);
    expect(await rowsOf(p.sub)).toHaveLength(0);
    expect(leftovers()).toEqual([]);
  });

  it(`takes ${MAX_FEEDBACK_SCREENSHOTS} screenshots and refuses ${MAX_FEEDBACK_SCREENSHOTS + 1} with 422`, async () => {
    const p = await person(app, 'many');
    const shots = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `s${i}.jpg`, content: Buffer.concat([JPG_HEAD, Buffer.alloc(32, i)]) }));
    const five = await submit(p.token, { rating: '4' }, shots(MAX_FEEDBACK_SCREENSHOTS));
    expect(five.statusCode, five.body).toBe(201);
    expect((await rowsOf(p.sub))[0]!.screenshots).toHaveLength(MAX_FEEDBACK_SCREENSHOTS);
    const before = storedBlobs();
    for (const n of [MAX_FEEDBACK_SCREENSHOTS + 1, MAX_FEEDBACK_SCREENSHOTS + 3]) {
      const res = await submit(p.token, { rating: '4' }, shots(n));
      expect(res.statusCode, String(n)).toBe(422);
      expect(res.json()).toEqual({ detail: 'You can attach at most 5 screenshots', code: 'too_many_screenshots' });
    }
    expect(await rowsOf(p.sub)).toHaveLength(1);
    expect(storedBlobs()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('answers 401 without a token and 415 for a body that is not multipart', async () => {
    const res = await submit(null, { rating: '5' });
    expect(res.statusCode).toBe(401);
    const p = await person(app, 'json');
    const json = await app.inject({ method: 'POST', url: '/api/feedback', headers: { authorization: `Bearer ${p.token}` }, payload: { rating: 5 } });
    expect(json.statusCode).toBe(415);
    expect(await rowsOf(p.sub)).toHaveLength(0);
  });
});
