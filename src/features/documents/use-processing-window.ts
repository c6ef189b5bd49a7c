// The processing window as the documents screen (and later the chat) uses it: started by an
// upload, read back from IndexedDB on load, ticking every second while its dialog is open.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { allSettled, isRunning, onWindowChange, readWindow, startProcessingWindow, writeWindow, type DocumentState, type ProcessingWindow } from './processing-window';
import type { FileEntry } from './use-documents';

export function useProcessingWindow(entries: FileEntry[]) {
  const [win, setWin] = useState<ProcessingWindow | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let live = true;
    void readWindow().then((w) => {
      if (!live) return;
      // Shown again on load while the window runs, even if it was dismissed before.
      setWin(w && isRunning(w, Date.now()) ? { ...w, dismissed: false } : null);
    });
    // Uploads that finish later (the offline queue flushing) start the window from outside.
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

  const running = !!win && isRunning(win, now);
  const settled = !!win && allSettled(win, states);
  const open = running && !win.dismissed;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    // Over (time up, or every document settled and seen): the record goes.
    if (win && !isRunning(win, now)) {
      void writeWindow(null);
      setWin(null);
    }
  }, [win, now]);

  const start = useCallback(async (documentIds: string[]) => {
    await startProcessingWindow(documentIds);
  }, []);

  const dismiss = useCallback(async () => {
    if (!win) return;
    // Closing a window whose documents are all settled ends it; otherwise it is only hidden.
    const next = settled ? null : { ...win, dismissed: true };
    await writeWindow(next);
    setWin(next);
  }, [win, settled]);

  const failed = win ? win.documentIds.filter((id) => states.get(id) === 'failed').length : 0;
  return { open, settled, failed, remainingMs: win ? win.endsAt - now : 0, start, dismiss, active: running && !settled };
}
