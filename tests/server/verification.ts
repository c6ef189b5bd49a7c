// Helpers for the verification tests: the letters (letters.ts) and the verification calls.
import type { StewardApp } from '../../server/app';
import type { VerificationStanding } from '../../contracts/verification';
import { multipart, type Content } from './documents';

export { letterLines, letterPdf, letterPdfOfSize, letterPhoto, receiptPhoto, type LetterOptions } from './letters';

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export function uploadLetter(app: StewardApp, token: string, orgId: string, file: { name: string; content: Content; field?: string } | null) {
  const { payload, headers } = multipart(file ? [{ name: file.field ?? 'file', filename: file.name, content: file.content }] : [{ name: 'note', value: 'no file' }]);
  return app.inject({ method: 'POST', url: `/api/organization/${orgId}/verification`, headers: { ...auth(token), ...headers }, payload });
}

export async function standingOf(app: StewardApp, token: string, orgId: string): Promise<VerificationStanding> {
  const res = await app.inject({ method: 'GET', url: `/api/organization/${orgId}/verification`, headers: auth(token) });
  if (res.statusCode !== 200) throw new Error(`GET verification: ${res.statusCode} ${res.body}`);
  return res.json() as VerificationStanding;
}

export const requestManualReview = (app: StewardApp, token: string, orgId: string) =>
  app.inject({ method: 'POST', url: `/api/organization/${orgId}/verification/manual-review`, headers: auth(token) });
