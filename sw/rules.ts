// The service worker's caching rules, in one place.

/** Navigations that must reach the server: the identity provider, the API, the dev mailbox. */
export const NETWORK_ONLY_NAVIGATIONS: RegExp[] = [
  /^\/api\//,
  /^\/authorize/,
  /^\/oauth\//,
  /^\/u\//,
  /^\/v2\//,
  /^\/\.well-known\//,
  /^\/dev\//,
  /^\/userinfo/,
  /\.[a-z0-9]+$/i,
];

/** Code loaded only when a rare action needs it (pdf-lib): not precached, cached on first use. */
export const LAZY_CODE = /^\/assets\/pdf-writer-[\w-]+\.js$/;
