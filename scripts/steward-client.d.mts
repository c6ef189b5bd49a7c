export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
}
export interface Org {
  orgId: string;
  agentId: string;
  sub: string;
}
export interface DocumentRow {
  id: string;
  file_name: string;
  status: 'processing' | 'ready' | 'failed';
  error: string | null;
  [key: string]: unknown;
}
export interface MessageRow {
  role: 'user' | 'assistant' | 'system';
  content: string;
  interrupted?: boolean;
  [key: string]: unknown;
}
export function claimsOf(token: string): Record<string, unknown>;
export function signIn(base: string, email: string, password: string): Promise<Tokens>;
export function organisationOf(token: string): Org;
export function uploadDocument(base: string, token: string, org: Org, name: string, bytes: Buffer, key?: string): Promise<Response>;
export function listDocuments(base: string, token: string, org: Org): Promise<DocumentRow[]>;
export function settledDocuments(base: string, token: string, org: Org, timeoutMs: number, pollMs?: number): Promise<DocumentRow[]>;
export function newThread(base: string, token: string, org: Org, title: string): Promise<string>;
export function threadMessages(base: string, token: string, threadId: string): Promise<MessageRow[]>;
export function ask(
  base: string,
  token: string,
  threadId: string,
  question: string,
  options?: { until?: (words: string) => boolean },
): Promise<{ text: string; words: string; firstDeltaMs: number }>;
export function receiptImage(lines?: number): Promise<Buffer>;
