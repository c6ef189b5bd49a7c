import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config';

describe('readRuntimeConfig', () => {
  it('reads the configuration the server injected', () => {
    const doc = document.implementation.createHTMLDocument('x');
    const meta = doc.createElement('meta');
    meta.name = 'steward-config';
    meta.content = JSON.stringify({ auth: { kind: 'auth0', domain: 'https://t.auth0.com', clientId: 'c', audience: 'a' }, devMailbox: false });
    doc.head.append(meta);
    expect(readRuntimeConfig(doc).auth).toEqual({ kind: 'auth0', domain: 'https://t.auth0.com', clientId: 'c', audience: 'a' });
  });

  it('falls back to the embedded provider on this origin when nothing was injected', () => {
    const config = readRuntimeConfig(document);
    expect(config.auth.kind).toBe('embedded');
    expect(config.auth.domain).toBe(window.location.origin);
  });
});
