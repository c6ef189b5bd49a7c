// The one jotai store of the app: React reads it through the Provider, and code outside
// React (the auth client, the HTTP client) reads and writes atoms through it.
import { createStore } from 'jotai';

export const appStore = createStore();
