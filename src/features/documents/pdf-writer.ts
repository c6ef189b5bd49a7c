// pdf-lib, behind a module of its own so its chunk has a stable name: it is large (about 190 KB
// gzipped), needed only when someone combines photos, so the service worker does not precache it
// and caches it the first time it is used (sw/rules.ts LAZY_CODE).
export { PDFDocument } from 'pdf-lib';
