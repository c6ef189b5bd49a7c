// Helpers for the document tests: an onboarded organisation (through the API, as the PWA does
// it), extra members, multipart bodies built as streams (so a 50 MB file is never in memory),
// small valid files of every kind, and waiting for documents to be processed.
import { crc32 } from 'node:zlib';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { StewardApp } from '../../server/app';
import { memberships, users } from '../../server/db/schema';
import { ANSWERED_QUESTIONS, QUESTIONS } from '../../server/modules/organization/questions';
import type { DocumentRecord, UploadResponse } from '../../contracts/documents';
import type { ParsedDocument } from '../../server/modules/documents/parse/types';
import { randomToken } from '../../server/lib/crypto';
import { VALID_ANSWERS } from './answers';
import { uniqueEmail } from './harness';
import { decodeJwt, signedUpWithTokens } from './oauth';

const ANSWERS: Record<string, string> = Object.fromEntries(Object.entries(VALID_ANSWERS).map(([id, a]) => [id, JSON.stringify(a)]));

const json = (app: StewardApp, method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });

export interface Person {
  token: string;
  email: string;
  sub: string;
  userId: string;
}

export interface Organisation extends Person {
  orgId: string;
  agentId: string;
}

export async function person(app: StewardApp, prefix = 'docs'): Promise<Omit<Person, 'userId'>> {
  const email = uniqueEmail(prefix);
  const { tokens } = await signedUpWithTokens(app, email);
  return { token: tokens.access_token, email, sub: decodeJwt(tokens.access_token).sub as string };
}

/** An owner whose organisation has finished onboarding and has Tally (the agent documents belong to). */
export async function onboardedOwner(app: StewardApp, name = 'Riverbend Community Food Bank'): Promise<Organisation> {
  const p = await person(app, 'owner');
  const created = await json(app, 'POST', '/api/organization', p.token, { name, owner_user_id: p.sub });
  expect(created.statusCode, created.body).toBe(201);
  const { organization_id: orgId, owner_user_id: userId } = created.json() as { organization_id: string; owner_user_id: string };
  const ids = ANSWERED_QUESTIONS.map((q) => q.questionId);
  for (const [i, id] of ids.entries()) {
    const question = QUESTIONS.find((q) => q.questionId === id)!.question;
    const res = await json(app, 'POST', `/api/organization/${orgId}/questionnaire`, p.token, {
      question,
      answer: ANSWERS[id],
      completed: i === ids.length - 1,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const init = await json(app, 'POST', `/api/organization/${orgId}/intitialize-services`, p.token, { agent_name: 'finance' });
  expect(init.statusCode, init.body).toBe(201);
  return { ...p, userId, orgId, agentId: (init.json() as { agent_id: string }).agent_id };
}

/** Another person with a membership of `orgId` (no team API yet: straight in the database). */
export async function addMember(app: StewardApp, orgId: string, role: 'ADMIN' | 'MEMBER'): Promise<Person> {
  const p = await person(app, role.toLowerCase());
  const db = app.steward.database.db;
  const user = (await db.insert(users).values({ externalId: p.sub, email: p.email, name: role }).returning())[0]!;
  await db.insert(memberships).values({ organizationId: orgId, userId: user.id, role });
  return { ...p, userId: user.id };
}

// ---------------------------------------------------------------------------------------------
// Multipart bodies as streams.

export type Content = Buffer | string | (() => Readable);
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Content; contentType?: string };

export function multipart(parts: Part[]): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----steward${randomToken(12).replace(/[^A-Za-z0-9]/g, '')}`;
  async function* body() {
    for (const part of parts) {
      if ('value' in part) {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
        continue;
      }
      const filename = part.filename.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      );
      if (typeof part.content === 'function') {
        for await (const chunk of part.content()) yield chunk as Buffer;
      } else {
        yield Buffer.from(part.content);
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `size` bytes: `head` and then zeros, made in 1 MB chunks as they are read. */
export function sizedStream(size: number, head: Buffer = Buffer.alloc(0)): () => Readable {
  return () => {
    const chunk = Buffer.alloc(1024 * 1024);
    async function* gen() {
      let left = size;
      if (head.length) {
        const first = head.subarray(0, Math.min(head.length, left));
        left -= first.length;
        yield first;
      }
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        yield chunk.subarray(0, n);
      }
    }
    return Readable.from(gen());
  };
}

export interface UploadOptions {
  name: string;
  content: Content;
  fileName?: string;
  key?: string;
  fields?: Record<string, string>;
  /** Put organisation and agent after the file instead of before it. */
  fieldsLast?: boolean;
  orgId?: string | null;
  agentId?: string | null;
}

export function uploadOne(app: StewardApp, token: string, org: Pick<Organisation, 'orgId' | 'agentId'>, o: UploadOptions) {
  const ids: Part[] = [];
  const orgId = o.orgId === undefined ? org.orgId : o.orgId;
  const agentId = o.agentId === undefined ? org.agentId : o.agentId;
  if (orgId !== null) ids.push({ name: 'organization_id', value: orgId });
  if (agentId !== null) ids.push({ name: 'agent_id', value: agentId });
  const extra: Part[] = Object.entries(o.fields ?? {}).map(([name, value]) => ({ name, value }));
  if (o.fileName !== undefined) extra.push({ name: 'file_name', value: o.fileName });
  const file: Part = { name: 'file', filename: o.name, content: o.content };
  const parts = o.fieldsLast ? [file, ...extra, ...ids] : [...ids, ...extra, file];
  const { payload, headers } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/organization/agent/documents/upload',
    headers: { authorization: `Bearer ${token}`, ...headers, ...(o.key ? { 'idempotency-key': o.key } : {}) },
    payload,
  });
}

export function uploadMany(
  app: StewardApp,
  token: string,
  org: Pick<Organisation, 'orgId' | 'agentId'>,
  files: Array<{ name: string; content: Content }>,
  options: { metadata?: unknown; key?: string } = {},
) {
  const parts: Part[] = [
    { name: 'organization_id', value: org.orgId },
    { name: 'agent_id', value: org.agentId },
    ...(options.metadata === undefined ? [] : [{ name: 'metadata', value: JSON.stringify(options.metadata) }]),
    ...files.map((f) => ({ name: 'files', filename: f.name, content: f.content })),
  ];
  const { payload, headers } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/organization/agent/documents/upload-multiple',
    headers: { authorization: `Bearer ${token}`, ...headers, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload,
  });
}

export const resultsOf = (res: LightMyRequestResponse) => (res.json() as UploadResponse).results;

export async function listDocuments(app: StewardApp, token: string, org: Pick<Organisation, 'orgId' | 'agentId'>): Promise<DocumentRecord[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/organization/agent/documents/list?organization_id=${org.orgId}&agent_id=${org.agentId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { documents: DocumentRecord[] }).documents;
}

export function deleteByName(app: StewardApp, token: string, org: Pick<Organisation, 'orgId' | 'agentId'>, fileName: string) {
  const q = new URLSearchParams({ organization_id: org.orgId, agent_id: org.agentId, file_name: fileName });
  return app.inject({ method: 'DELETE', url: `/api/organization/agent/documents/delete?${q}`, headers: { authorization: `Bearer ${token}` } });
}

/** The path and query of a download_url (inject takes paths). */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** Polls the list until every named document has left `processing` (or the time is up). */
export async function waitForProcessed(
  app: StewardApp,
  token: string,
  org: Pick<Organisation, 'orgId' | 'agentId'>,
  names: string[],
  timeoutMs = 20_000,
): Promise<DocumentRecord[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const docs = await listDocuments(app, token, org);
    const wanted = docs.filter((d) => names.includes(d.file_name));
    if (wanted.length === names.length && wanted.every((d) => d.status !== 'processing')) return wanted;
    if (Date.now() > deadline) return wanted;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function until<T>(fn: () => Promise<T | null | undefined | false>, timeoutMs = 10_000, everyMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

// ---------------------------------------------------------------------------------------------
// Small valid files.

/** A stored (uncompressed) zip with the given entries. */
export function zip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, raw] of Object.entries(entries)) {
    const data = Buffer.from(raw);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export const samples = {
  pdf: (text = 'Hello') => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
  csv: (rows = 'Account,FY2025 Budget\nSalaries and Wages,412000\n') => Buffer.from(rows),
  docx: () => zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }),
  xlsx: () => zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
  xls: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]),
  exe: () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(256, 0)]),
  html: () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
};

/** A parse result for tests that do not exercise the real parsers. */
export function fakeParsed(kind: ParsedDocument['kind'] = 'pdf', text = 'A passage'): ParsedDocument {
  return { kind, pages: 1, passages: [{ text }], tables: [], fields: {}, ocr: false, warnings: [] };
}
