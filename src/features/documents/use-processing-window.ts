// The processing window as the documents screen uses it (the chat's is use-send-gate.ts): started
// by the upload queue, read back from IndexedDB on load, ticking every second while its dialog is open.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  allSettled,
  dismissWindow,
  isRunning,
  onWindowChange,
  readWindow,
  writeWindow,
  type DocumentState,
  type ProcessingWindow,
} from './processing-window';
import type { FileEntry } from './use-documents';

/**
 * The clock of a window, for the documents screen and the chat alike: `now` ticks every second
 * while the window runs, and a window that has run out is removed (`onExpired` then clears it).
 */
export function useWindowClock(win: ProcessingWindow | null, onExpired: () => void) {
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(onExpired);
  expired.current = onExpired;
  const running = !!win && isRunning(win, now);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  useEffect(() => {
    if (win && !isRunning(win, now)) {
      void writeWindow(null);
      expired.current();
    }
  }, [win, now]);
  return { now, setNow, running };
}

export function useProcessingWindow(entries: FileEntry[]) {
  const [win, setWin] = useState<ProcessingWindow | null>(null);
  // A window dismissed before this page loaded is shown again while its documents are being read.
  const [reshown, setReshown] = useState(false);
  const { now, setNow, running } = useWindowClock(win, () => setWin(null));

  useEffect(() => {
    let live = true;
    void readWindow().then((w) => {
      if (!live) return;
      const running = !!w && isRunning(w, Date.now());
      setWin(running ? w : null);
      setReshown(running && w.dismissed);
    });
    // The upload queue starts the window as files reach the server (queue-instance.ts).
    const off = onWindowChange((w) => {
      setNow(Date.now());
      setWin(w);
    });
    return () => {
      live = false;
      off();
    };
  }, []);

  const states = useMemo(() => {
    const m = new Map<string, DocumentState>();
    for (const e of entries) if (e.documentId) m.set(e.documentId, e.status === 'completed' ? 'ready' : e.status === 'error' ? 'failed' : 'processing');
    return m;
  }, [entries]);

  const settled = !!win && allSettled(win, states);
  const open = !!win && running && (!win.dismissed || (reshown && !settled));

  const dismiss = useCallback(async () => {
    setReshown(false);
    if (win) setWin(await dismissWindow(win, settled));
  }, [win, settled]);

  const failed = win ? win.documentIds.filter((id) => states.get(id) === 'failed').length : 0;
  return { open, settled, failed, remainingMs: win ? win.endsAt - now : 0, dismiss, active: running && !settled };
}
