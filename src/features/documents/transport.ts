// Uploads one queued file with XMLHttpRequest, whose upload events give real progress (fetch has
// none), carrying the bearer token and the file's Idempotency-Key. A 401 'Invalid token' gets one
// silent token refresh, as every other API call does (spec part 2, section 4).
import { postFormWithRefresh } from '../../lib/xhr-upload';
import { UPLOAD_FAILED_MESSAGE, type QueuedUpload, type Transport, type UploadOutcome } from './upload-queue';

export const UPLOAD_PATH = '/organization/agent/documents/upload';

interface UploadResult {
  status?: string;
  error?: string | null;
  document?: { id?: string; status?: string; error?: string | null } | null;
}

type Body = { results?: UploadResult[]; detail?: string; message?: string; code?: string } | null;

/** What an answer means for the queue. */
export function outcomeFor(status: number, body: Body): UploadOutcome {
  if (status === 0) return { kind: 'offline' };
  if (status >= 200 && status < 300) {
    const result = body?.results?.[0];
    const doc = result?.document;
    if (result?.status === 'success' && doc?.id) {
      const docStatus = doc.status === 'ready' || doc.status === 'failed' ? doc.status : 'processing';
      return { kind: 'uploaded', document: { id: doc.id, status: docStatus, error: doc.error ?? null } };
    }
    return { kind: 'refused', message: result?.error || UPLOAD_FAILED_MESSAGE };
  }
  const message = body?.results?.[0]?.error || body?.detail || body?.message || UPLOAD_FAILED_MESSAGE;
  // The same upload still running on the server (a retry raced it): ask again later.
  if (status >= 500 || status === 408 || status === 429 || body?.code === 'upload_in_progress') return { kind: 'retry', message };
  return { kind: 'refused', message };
}

export interface XhrTransportOptions {
  token: () => string | null;
  /** A new access token, or a rejection when the session cannot be renewed. */
  refresh: () => Promise<string>;
  baseUrl?: string;
}

function formOf(item: QueuedUpload): FormData {
  const form = new FormData();
  form.append('organization_id', item.organizationId);
  form.append('agent_id', item.agentId);
  form.append('file_name', item.fileName);
  form.append('category', item.category);
  if (item.subCategory) form.append('sub_category', item.subCategory);
  if (item.fiscalYear) form.append('fiscal_year', String(item.fiscalYear));
  form.append('file', item.file, item.fileName);
  return form;
}

export function xhrTransport({ token, refresh, baseUrl = '/api' }: XhrTransportOptions): Transport {
  return {
    async upload(item, onProgress) {
      const answer = await postFormWithRefresh<Body>(`${baseUrl}${UPLOAD_PATH}`, () => formOf(item), { token, refresh }, {
        headers: { 'Idempotency-Key': item.idempotencyKey },
        onProgress,
      });
      if (answer === 'session-ended') return { kind: 'refused', message: 'Your session has ended. Sign in again to upload.' };
      return outcomeFor(answer.status, answer.body);
    },
  };
}
