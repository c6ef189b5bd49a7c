// What other modules use from documents: the assistant (issue 6) searches chunks and reads
// tables; the chat checks whether an organisation has documents.
export { readyTables, searchChunks, type ChunkHit, type SearchOptions, type StoredTable } from './search';
export { statusCounts } from './service';
export type { BlobStore } from './storage';
