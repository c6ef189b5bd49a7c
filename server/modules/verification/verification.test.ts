// Nonprofit verification through the real app and the real parsers: determination letters made
// in the test (a PDF, and a photo read by OCR) verify the organisation with its EIN and the
// letter's date; another organisation's letter, a letter without an EIN and a receipt fail with
// the reason in words; the 10 MB limit at, under and over; renamed, empty and corrupt files; the
// attempts the server counts; manual review (only after 2 failures, the operators' mail, approve
// or reject once); members and other organisations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { StewardApp } from '../../app';
import { VERIFICATION_MAX_BYTES, VERIFICATION_MESSAGES, type VerificationStanding } from '../../../contracts/verification';
import { organizationVerifications, verificationAttempts, verificationReviews } from '../../db/schema';
import { createTestApp, PUBLIC_URL } from '../../../tests/server/harness';
import { addMember, onboardedOwner, samples, sizedStream, type Organisation } from '../../../tests/server/documents';
import { mailbox } from '../../../tests/server/oauth';
import { auth, letterPdf, letterPdfOfSize, letterPhoto, receiptPhoto, requestManualReview, standingOf, uploadLetter } from '../../../tests/server/verification';
import { REASONS } from './letter';

const OPERATORS = 'operators@steward.local';
const OCR_TIMEOUT = 120_000;

let app: StewardApp;
let dataDir: string;

beforeAll(async () => {
  app = await createTestApp();
  dataDir = (app.steward.documents.store.localPath!('a/b') as string).replace(/[\\/]documents[\\/]a[\\/]b$/, '');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const db = () => app.steward.database.db;
const uploadsDir = () => path.join(dataDir, 'tmp', 'uploads');
const leftovers = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
const standingIn = (res: { json(): unknown }) => res.json() as VerificationStanding;

/** An organisation with `failures` failed attempts (letters for another organisation). */
async function withFailures(name: string, failures: number): Promise<Organisation> {
  const org = await onboardedOwner(app, name);
  const wrong = await letterPdf({ name: 'SOMEONE ELSE ENTIRELY, INC.' });
  for (let i = 0; i < failures; i++) {
    const res = await uploadLetter(app, org.token, org.orgId, { name: `letter-${i + 1}.pdf`, content: wrong });
    expect(res.statusCode, res.body).toBe(200);
    expect(standingIn(res).status).toBe('failed');
  }
  return org;
}

function reviewLinks(text: string) {
  const page = text.match(/https?:\/\/\S*\/api\/verification\/reviews\/[A-Za-z0-9_-]+(?=\?decision=approve)/)?.[0];
  const letter = text.match(/https?:\/\/\S*\/api\/verification\/reviews\/[A-Za-z0-9_-]+\/letter/)?.[0];
  if (!page || !letter) throw new Error(`no review links in: ${text}`);
  return { page: new URL(page).pathname, letter: new URL(letter).pathname };
}

const decide = (pagePath: string, decision: string, extra: Record<string, string> = {}, origin = PUBLIC_URL) =>
  app.inject({
    method: 'POST',
    url: pagePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: new URLSearchParams({ decision, ...extra }).toString(),
  });

describe('reading a determination letter', () => {
  it('verifies a generated PDF letter, saving the EIN and the letter date', async () => {
    const org = await onboardedOwner(app, 'Riverbend Community Food Bank');
    expect(await standingOf(app, org.token, org.orgId)).toMatchObject({ status: 'unverified', failed_attempts: 0, last_attempt: null, can_request_review: false });
    const pdf = await letterPdf({ name: 'RIVERBEND COMMUNITY FOOD-BANK, INC.', ein: '12-3456789', date: 'Date: March 3, 2019' });
    const res = await uploadLetter(app, org.token, org.orgId, { name: 'IRS letter.pdf', content: pdf });
    expect(res.statusCode, res.body).toBe(200);
    const standing = standingIn(res);
    expect(standing).toMatchObject({ status: 'verified', failed_attempts: 0, ein: '12-3456789', letter_date: '2019-03-03', can_request_review: false });
    expect(standing.verified_at).not.toBeNull();
    expect(standing.last_attempt).toMatchObject({
      status: 'verified',
      reason: null,
      file_name: 'IRS letter.pdf',
      findings: { has_501c3: true, irs_wording: true, ein: '12-3456789', name_matched: true, letter_date: '2019-03-03', read_by_ocr: false },
    });
    // Saved on the organisation; the letter is kept.
    const row = (await db().select().from(organizationVerifications).where(eq(organizationVerifications.organizationId, org.orgId)))[0]!;
    expect(row).toMatchObject({ status: 'verified', ein: '12-3456789', letterDate: '2019-03-03' });
    const attempt = (await db().select().from(verificationAttempts).where(eq(verificationAttempts.organizationId, org.orgId)))[0]!;
    expect(await app.steward.documents.store.exists(attempt.blobName)).toBe(true);
    expect(attempt.blobName).toMatch(new RegExp(`^verification/${org.orgId}/${attempt.id}/IRS_letter\\.pdf$`));
    // Verified stays verified: another letter is refused.
    const again = await uploadLetter(app, org.token, org.orgId, { name: 'again.pdf', content: pdf });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'verification_already_verified' });
  });

  it(
    'verifies a photo of the letter (turned a little, with specks) by OCR',
    async () => {
      const org = await onboardedOwner(app, 'Harbor Tenants Union');
      const photo = letterPhoto({ name: 'HARBOR TENANTS UNION INC', ein: '98-7654321', date: 'Dec 12, 2018', degrees: -1.5 });
      const res = await uploadLetter(app, org.token, org.orgId, { name: 'IMG_2041.jpg', content: photo });
      expect(res.statusCode, res.body).toBe(200);
      expect(standingIn(res)).toMatchObject({ status: 'verified', ein: '98-7654321', letter_date: '2018-12-12' });
      expect(standingIn(res).last_attempt?.findings).toMatchObject({ read_by_ocr: true, name_matched: true, has_501c3: true });
      // A PNG photo too.
      const other = await onboardedOwner(app, 'Eastside Youth Soccer League');
      const png = letterPhoto({ name: 'Eastside Youth Soccer League, Inc.', format: 'png', degrees: 0.8 });
      const pngRes = await uploadLetter(app, other.token, other.orgId, { name: 'letter.png', content: png });
      expect(pngRes.statusCode, pngRes.body).toBe(200);
      expect(standingIn(pngRes)).toMatchObject({ status: 'verified', ein: '12-3456789', letter_date: '2019-03-03' });
    },
    OCR_TIMEOUT,
  );

  it("fails a letter for another organisation's name, saying so", async () => {
    const org = await onboardedOwner(app, 'Riverbend Community Food Bank');
    const res = await uploadLetter(app, org.token, org.orgId, { name: 'letter.pdf', content: await letterPdf({ name: 'HARBOR TENANTS UNION, INC.' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(standingIn(res)).toMatchObject({ status: 'failed', failed_attempts: 1, ein: null, can_request_review: false });
    expect(standingIn(res).last_attempt).toMatchObject({ status: 'failed', reason: REASONS.noName('Riverbend Community Food Bank') });
    expect(standingIn(res).last_attempt?.reason).toBe("We couldn't find your organization's name (Riverbend Community Food Bank) on this letter.");
  });

  it('fails a letter without an EIN, saying so', async () => {
    const org = await onboardedOwner(app, 'Riverbend Community Food Bank');
    const res = await uploadLetter(app, org.token, org.orgId, { name: 'letter.pdf', content: await letterPdf({ name: 'Riverbend Community Food Bank', ein: null }) });
    expect(standingIn(res).last_attempt).toMatchObject({ status: 'failed', reason: "We couldn't find an EIN (a number like 12-3456789)." });
    expect(standingIn(res).last_attempt?.findings).toMatchObject({ ein: null, name_matched: true, has_501c3: true });
  });

  it(
    'fails a photographed receipt: not a determination letter',
    async () => {
      const org = await onboardedOwner(app, 'Riverbend Community Food Bank');
      const res = await uploadLetter(app, org.token, org.orgId, { name: 'receipt.jpg', content: receiptPhoto() });
      expect(res.statusCode, res.body).toBe(200);
      const reason = standingIn(res).last_attempt?.reason ?? '';
      expect(reason.startsWith("This doesn't look like an IRS 501(c)(3) determination letter.")).toBe(true);
      expect(standingIn(res)).toMatchObject({ status: 'failed', failed_attempts: 1 });
    },
    OCR_TIMEOUT,
  );

  it('fails a letter that is not from the IRS', async () => {
    const org = await onboardedOwner(app, 'Riverbend Community Food Bank');
    const res = await uploadLetter(app, org.token, org.orgId, { name: 'letter.pdf', content: await letterPdf({ name: 'Riverbend Community Food Bank', irs: false }) });
    expect(standingIn(res).last_attempt?.reason).toBe(REASONS.notDetermination);
  });
});

describe('what is accepted', () => {
  let org: Organisation;
  beforeAll(async () => {
    org = await onboardedOwner(app, 'Limits Test Food Pantry');
  });

  it('takes a letter of exactly 10 MB and one just under', async () => {
    const under = await letterPdfOfSize(VERIFICATION_MAX_BYTES - 1, { name: 'Someone Else' });
    expect(under.length).toBe(VERIFICATION_MAX_BYTES - 1);
    const res = await uploadLetter(app, org.token, org.orgId, { name: 'under.pdf', content: under });
    expect(res.statusCode, res.body).toBe(200);
    expect(standingIn(res).last_attempt?.status).toBe('failed');
    const exact = await letterPdfOfSize(VERIFICATION_MAX_BYTES, { name: 'LIMITS TEST FOOD PANTRY' });
    const ok = await uploadLetter(app, org.token, org.orgId, { name: 'exact.pdf', content: exact });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(standingIn(ok)).toMatchObject({ status: 'verified', failed_attempts: 1 });
    const attempt = (await db().select().from(verificationAttempts).where(eq(verificationAttempts.fileName, 'exact.pdf')))[0]!;
    expect(attempt.size).toBe(VERIFICATION_MAX_BYTES);
    expect(leftovers()).toEqual([]);
  });

  it("refuses 10 MB + 1 byte with 'File size must be less than 10MB', keeping nothing", async () => {
    const other = await onboardedOwner(app, 'Oversize Org');
    const res = await uploadLetter(app, other.token, other.orgId, { name: 'big.pdf', content: sizedStream(VERIFICATION_MAX_BYTES + 1, samples.pdf()) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: VERIFICATION_MESSAGES.tooLarge, code: 'verification_file_too_large' });
    expect(leftovers()).toEqual([]);
    expect(await standingOf(app, other.token, other.orgId)).toMatchObject({ status: 'unverified', failed_attempts: 0, last_attempt: null });
  });

  it("refuses renamed files and other types with 'Please upload a PDF, JPG, or PNG file'", async () => {
    const other = await onboardedOwner(app, 'Renamed Files Org');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]);
    const png = letterPhoto({ name: 'x', format: 'png' });
    for (const file of [
      { name: 'letter.pdf', content: exe },
      { name: 'letter.exe', content: exe },
      { name: 'letter.png', content: await letterPdf({ name: 'Renamed Files Org' }) },
      { name: 'letter.pdf', content: png },
      { name: 'letter.docx', content: samples.docx() },
      { name: 'letter.txt', content: 'Internal Revenue Service 501(c)(3) EIN 12-3456789' },
    ]) {
      const res = await uploadLetter(app, other.token, other.orgId, file);
      expect(res.statusCode, `${file.name}: ${res.body}`).toBe(415);
      expect(res.json()).toEqual({ detail: 'Please upload a PDF, JPG, or PNG file', code: 'verification_file_type' });
    }
    expect(leftovers()).toEqual([]);
    expect(await standingOf(app, other.token, other.orgId)).toMatchObject({ failed_attempts: 0, last_attempt: null });
  });

  it("answers 'Please upload a document first' with no file or an empty one", async () => {
    const org = await onboardedOwner(app, 'Empty Files Org');
    const none = await uploadLetter(app, org.token, org.orgId, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'Please upload a document first', code: 'verification_no_file' });
    const empty = await uploadLetter(app, org.token, org.orgId, { name: 'letter.pdf', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ detail: 'Please upload a document first' });
  });

  it('takes a letter without an extension by its contents, and keeps a sanitised name', async () => {
    const other = await onboardedOwner(app, 'Name Test Org');
    const res = await uploadLetter(app, other.token, other.orgId, { name: '../../etc/<b>letter', content: await letterPdf({ name: 'Name Test Org' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(standingIn(res)).toMatchObject({ status: 'verified' });
    expect(standingIn(res).last_attempt?.file_name).toBe('<b>letter.pdf');
    const attempt = (await db().select().from(verificationAttempts).where(eq(verificationAttempts.organizationId, other.orgId)))[0]!;
    expect(attempt.blobName).toMatch(/\/b_letter\.pdf$/);
  });

  it('marks a corrupt PDF failed with the reason, counts it, and stays up', async () => {
    const other = await onboardedOwner(app, 'Corrupt Files Org');
    const res = await uploadLetter(app, other.token, other.orgId, { name: 'letter.pdf', content: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\nendobj\ngarbage \x00\x01\x02') });
    expect(res.statusCode, res.body).toBe(200);
    expect(standingIn(res)).toMatchObject({ status: 'failed', failed_attempts: 1 });
    expect(standingIn(res).last_attempt?.reason).toMatch(/damaged|could not be read|not a PDF|couldn't read any text/i);
    // A JPEG that is only its first bytes.
    const jpeg = await uploadLetter(app, other.token, other.orgId, { name: 'photo.jpg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]) });
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect(standingIn(jpeg)).toMatchObject({ status: 'failed', failed_attempts: 2 });
    expect(standingIn(jpeg).last_attempt?.reason).toBeTruthy();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('attempts and manual review', () => {
  it(
    'offers manual review only after 2 failed attempts, mails the operators, and applies an approval once',
    async () => {
      const org = await withFailures('Northgate Literacy Project', 1);
      const early = await requestManualReview(app, org.token, org.orgId);
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({ code: 'verification_review_not_available', detail: expect.stringContaining('after 2 failed verification attempts') });

      const second = await uploadLetter(app, org.token, org.orgId, { name: 'second.pdf', content: await letterPdf({ name: 'Northgate Literacy', ein: null }) });
      expect(standingIn(second)).toMatchObject({ status: 'failed', failed_attempts: 2, can_request_review: true });

      const requested = await requestManualReview(app, org.token, org.orgId);
      expect(requested.statusCode, requested.body).toBe(200);
      expect(standingIn(requested)).toMatchObject({ status: 'manual-review-pending', can_request_review: false, review: { status: 'pending', decided_at: null } });
      // Asked again: the same review, no second mail.
      const again = await requestManualReview(app, org.token, org.orgId);
      expect(again.statusCode).toBe(200);
      expect(standingIn(again).status).toBe('manual-review-pending');
      const mails = (await mailbox(app, OPERATORS)).filter((m) => m.subject.includes('Northgate Literacy Project'));
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('Verification review: Northgate Literacy Project');
      expect(mail.text).toContain(org.email);
      expect(mail.text).toContain('after 2 failed automatic attempts');
      expect(mail.text).toContain('- EIN: not found');
      expect(mail.text).toContain("- Organization's name: not found");
      expect(mail.text).toContain('second.pdf');
      const links = reviewLinks(mail.text);
      // The token is stored only hashed.
      const token = links.page.split('/').pop()!;
      const stored = JSON.stringify(await db().select().from(verificationReviews));
      expect(stored).not.toContain(token);

      // While the review is pending, letters wait.
      const during = await uploadLetter(app, org.token, org.orgId, { name: 'third.pdf', content: await letterPdf({ name: 'Northgate Literacy Project' }) });
      expect(during.statusCode).toBe(409);
      expect(during.json()).toMatchObject({ code: 'verification_review_pending' });

      // The operator's page and the letter.
      const page = await app.inject({ method: 'GET', url: `${links.page}?decision=approve` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Northgate Literacy Project');
      expect(page.body).toContain('value="approve"');
      expect(page.body).toContain('value="reject"');
      expect(page.body).not.toMatch(/<script/i);
      const css = await app.inject({ method: 'GET', url: '/api/verification/review.css' });
      expect(css.statusCode).toBe(200);
      const letter = await app.inject({ method: 'GET', url: links.letter });
      expect(letter.statusCode).toBe(200);
      expect(letter.headers['content-type']).toBe('application/pdf');
      expect(letter.headers['content-disposition']).toContain('second.pdf');
      expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      // A form from another site is refused; ours applies once.
      const foreign = await decide(links.page, 'approve', {}, 'https://evil.example');
      expect(foreign.statusCode).toBe(403);
      expect((await standingOf(app, org.token, org.orgId)).status).toBe('manual-review-pending');
      const approved = await decide(links.page, 'approve');
      expect(approved.statusCode).toBe(200);
      expect(approved.body).toContain('is now verified');
      const after = await standingOf(app, org.token, org.orgId);
      expect(after).toMatchObject({ status: 'verified', review: { status: 'approved' }, can_request_review: false });
      expect(after.verified_at).not.toBeNull();
      const twice = await decide(links.page, 'reject');
      expect(twice.statusCode).toBe(409);
      expect(twice.body).toContain('already decided');
      expect((await standingOf(app, org.token, org.orgId)).status).toBe('verified');
      // The owner is told.
      const told = await mailbox(app, org.email);
      expect(told.map((m) => m.subject)).toContain('Northgate Literacy Project is verified on Steward');
    },
    OCR_TIMEOUT,
  );

  it('a rejection reaches the organisation with its note; a new letter may then be tried', async () => {
    const org = await withFailures('Maple Street Arts Collective', 2);
    expect((await requestManualReview(app, org.token, org.orgId)).statusCode).toBe(200);
    const mail = (await mailbox(app, OPERATORS)).find((m) => m.subject.includes('Maple Street Arts Collective'))!;
    const links = reviewLinks(mail.text);
    const rejected = await decide(links.page, 'reject', { note: 'Please upload the IRS letter itself, not the state registration.' });
    expect(rejected.statusCode).toBe(200);
    const after = await standingOf(app, org.token, org.orgId);
    expect(after).toMatchObject({
      status: 'manual-review-rejected',
      failed_attempts: 2,
      can_request_review: false,
      review: { status: 'rejected', note: 'Please upload the IRS letter itself, not the state registration.' },
    });
    const told = (await mailbox(app, org.email)).find((m) => m.subject.includes("couldn't verify"))!;
    expect(told.text).toContain('not the state registration');
    // Another review needs another letter first.
    expect((await requestManualReview(app, org.token, org.orgId)).statusCode).toBe(400);
    const third = await uploadLetter(app, org.token, org.orgId, { name: 'third.pdf', content: await letterPdf({ name: 'Maple Street Arts', ein: null }) });
    expect(standingIn(third)).toMatchObject({ status: 'failed', failed_attempts: 3, can_request_review: true });
    const fourth = await uploadLetter(app, org.token, org.orgId, { name: 'fourth.pdf', content: await letterPdf({ name: 'MAPLE STREET ARTS COLLECTIVE' }) });
    expect(standingIn(fourth)).toMatchObject({ status: 'verified', failed_attempts: 3 });
  });

  it('answers an unknown review link with 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/verification/reviews/not-a-real-token-at-all-0000' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Review not found');
    expect((await decide('/api/verification/reviews/not-a-real-token-at-all-0000', 'approve')).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  let org: Organisation;
  beforeAll(async () => {
    org = await onboardedOwner(app, 'Roles Test Org');
  });

  it('lets members read the standing but not upload or ask for review (403)', async () => {
    const member = await addMember(app, org.orgId, 'MEMBER');
    expect((await standingOf(app, member.token, org.orgId)).status).toBe('unverified');
    const upload = await uploadLetter(app, member.token, org.orgId, { name: 'letter.pdf', content: await letterPdf({ name: 'Roles Test Org' }) });
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toMatchObject({ detail: 'Only owners and admins can verify the organization' });
    expect((await requestManualReview(app, member.token, org.orgId)).statusCode).toBe(403);
    expect(leftovers()).toEqual([]);
  });

  it('lets admins verify', async () => {
    const admin = await addMember(app, org.orgId, 'ADMIN');
    const res = await uploadLetter(app, admin.token, org.orgId, { name: 'letter.pdf', content: await letterPdf({ name: 'ROLES TEST ORG' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(standingIn(res).status).toBe('verified');
  });

  it("answers 404 for another organisation's verification", async () => {
    const other = await onboardedOwner(app, 'Other Org');
    const get = await app.inject({ method: 'GET', url: `/api/organization/${org.orgId}/verification`, headers: auth(other.token) });
    expect(get.statusCode).toBe(404);
    const upload = await uploadLetter(app, other.token, org.orgId, { name: 'letter.pdf', content: await letterPdf({ name: 'Other Org' }) });
    expect(upload.statusCode).toBe(404);
    expect((await requestManualReview(app, other.token, org.orgId)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/organization/not-a-uuid/verification', headers: auth(other.token) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/organization/${org.orgId}/verification` })).statusCode).toBe(401);
  });
});
