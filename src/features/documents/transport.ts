// Uploads one queued file with XMLHttpRequest, whose upload events give real progress (fetch has
// none), carrying the bearer token and the file's Idempotency-Key. A 401 'Invalid token' gets one
// silent token refresh, as every other API call does (spec part 2, section 4).
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

function send(item: QueuedUpload, token: string | null, url: string, onProgress: (p: number) => void): Promise<{ status: number; body: Body }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Idempotency-Key', item.idempotencyKey);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress((e.loaded / e.total) * 100);
    };
    const done = () => {
      let body: Body = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as Body) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onload = done;
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.ontimeout = () => resolve({ status: 0, body: null });
    xhr.onabort = () => resolve({ status: 0, body: null });
    const form = new FormData();
    form.append('organization_id', item.organizationId);
    form.append('agent_id', item.agentId);
    form.append('file_name', item.fileName);
    form.append('category', item.category);
    if (item.subCategory) form.append('sub_category', item.subCategory);
    if (item.fiscalYear) form.append('fiscal_year', String(item.fiscalYear));
    form.append('file', item.file, item.fileName);
    xhr.send(form);
  });
}

export function xhrTransport({ token, refresh, baseUrl = '/api' }: XhrTransportOptions): Transport {
  return {
    async upload(item, onProgress) {
      const url = `${baseUrl}${UPLOAD_PATH}`;
      let answer = await send(item, token(), url, onProgress);
      if (answer.status === 401 && answer.body?.detail === 'Invalid token') {
        try {
          answer = await send(item, await refresh(), url, onProgress);
        } catch {
          return { kind: 'refused', message: 'Your session has ended. Sign in again to upload.' };
        }
      }
      return outcomeFor(answer.status, answer.body);
    },
  };
}
