import { describe, expect, it } from 'vitest';
import { outcomeFor } from './transport';

describe('what an upload answer means for the queue', () => {
  it('a stored file follows its document', () => {
    expect(outcomeFor(201, { results: [{ status: 'success', document: { id: 'd1', status: 'processing' } }] })).toEqual({
      kind: 'uploaded',
      document: { id: 'd1', status: 'processing', error: null },
    });
    expect(outcomeFor(200, { results: [{ status: 'success', document: { id: 'd1', status: 'failed', error: 'Encrypted' } }] })).toEqual({
      kind: 'uploaded',
      document: { id: 'd1', status: 'failed', error: 'Encrypted' },
    });
  });

  it('refusals carry the server’s words, or Upload failed', () => {
    expect(outcomeFor(415, { detail: "This file's contents don't match its .pdf extension." })).toEqual({
      kind: 'refused',
      message: "This file's contents don't match its .pdf extension.",
    });
    expect(outcomeFor(413, null)).toEqual({ kind: 'refused', message: 'Upload failed' });
    expect(outcomeFor(200, { results: [{ status: 'failure', error: 'Upload limit exceeded' }] })).toEqual({ kind: 'refused', message: 'Upload limit exceeded' });
  });

  it('no answer is offline; server trouble is retried', () => {
    expect(outcomeFor(0, null)).toEqual({ kind: 'offline' });
    expect(outcomeFor(503, { detail: 'Service unavailable' })).toEqual({ kind: 'retry', message: 'Service unavailable' });
    expect(outcomeFor(429, null).kind).toBe('retry');
    expect(outcomeFor(408, null).kind).toBe('retry');
    expect(outcomeFor(409, { detail: 'This upload is still in progress', code: 'upload_in_progress' }).kind).toBe('retry');
    expect(outcomeFor(409, { detail: 'A document with this name already exists', code: 'document_exists' }).kind).toBe('refused');
  });
});
