// The markdown renderer (and marked, its largest part) in a chunk of its own, fetched as soon as
// the chat's code runs, in parallel with the conversation itself, so the chat's route chunk stays
// small. Until it arrives (a moment, once), answers show as plain text.
import { useEffect, useState } from 'react';

type Renderer = typeof import('./render');

let renderer: Renderer | null = null;
let loading: Promise<Renderer> | null = null;

export function loadMarkdown(): Promise<Renderer> {
  loading ??= import('./render').then((m) => (renderer = m));
  return loading;
}

/** The renderer once loaded (re-renders when it arrives). */
export function useMarkdownRenderer(): Renderer | null {
  const [mod, setMod] = useState(renderer);
  useEffect(() => {
    if (mod) return;
    let live = true;
    void loadMarkdown().then((m) => live && setMod(m));
    return () => {
      live = false;
    };
  }, [mod]);
  return mod;
}
