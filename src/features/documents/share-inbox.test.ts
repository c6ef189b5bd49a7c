import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { createStore, entries } from 'idb-keyval';
import { putSharedFiles, takeSharedFiles } from './share-inbox';

describe('the share inbox', () => {
  it('keeps shared files until the documents screen takes them, once', async () => {
    const store = createStore('share-test', 'inbox');
    await putSharedFiles(
      [
        { name: 'Budget FY2025.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', lastModified: 1, blob: new NodeBlob(['xlsx']) as unknown as Blob },
        { name: 'receipt.jpg', type: 'image/jpeg', lastModified: 2, blob: new NodeBlob(['jpg']) as unknown as Blob },
      ],
      store,
    );
    // The file itself is kept (happy-dom cannot wrap a stored Blob in a File faithfully, browsers can).
    const kept = (await entries<string, { blob: Blob }>(store)).sort(([a], [b]) => a.localeCompare(b));
    expect(await Promise.all(kept.map(([, f]) => f.blob.text()))).toEqual(['xlsx', 'jpg']);
    const files = await takeSharedFiles(store);
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['Budget FY2025.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['receipt.jpg', 'image/jpeg'],
    ]);
    expect(await takeSharedFiles(store)).toEqual([]);
  });
});
