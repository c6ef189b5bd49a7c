// The processing window as the chat sees it (spec part 2, section 4): while documents uploaded in
// the last five minutes are still being read, sending is blocked and the 'Processing Your
// Documents' dialog shows; it is also shown again when the chat opens while the window is active.
// The window is the documents feature's (IndexedDB); the chat asks the server which of its
// documents are still processing.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentState, ProcessingWindow } from '../documents/processing-window';
import { allSettled, dismissWindow, isActive, isRunning, onWindowChange, readWindow } from '../documents/processing-window';
import { useWindowClock } from '../documents/use-processing-window';
import type { ChatApi } from './api';
import type { ChatIdentity } from './chat-store';

export const GATE_POLL_MS = 3000;

export function useSendGate(api: ChatApi, identity: () => ChatIdentity) {
  const [win, setWin] = useState<ProcessingWindow | null>(null);
  const [states, setStates] = useState<Map<string, DocumentState> | null>(null);
  const [open, setOpen] = useState(false);
  const { now, setNow, running } = useWindowClock(win, () => {
    setWin(null);
    setOpen(false);
  });
  const identityRef = useRef(identity);
  identityRef.current = identity;

  /** Which documents are ready, processing or failed; null when the server could not say. */
  const fetchStates = useCallback(async (): Promise<Map<string, DocumentState> | null> => {
    const { organizationId, agentId } = identityRef.current();
    if (!organizationId || !agentId) return null;
    try {
      const { documents } = await api.documents(organizationId, agentId);
      const next = new Map<string, DocumentState>(
        documents.map((d) => [d.id, d.status === 'ready' ? 'ready' : d.status === 'failed' ? 'failed' : 'processing']),
      );
      setStates(next);
      return next;
    } catch {
      return null;
    }
  }, [api]);

  useEffect(() => {
    let live = true;
    void readWindow().then(async (w) => {
      if (!live || !w || !isRunning(w, Date.now())) return;
      setWin({ ...w, dismissed: false });
      const found = await fetchStates();
      // Shown again when the chat opens while the documents are still being read.
      if (live && isActive(w, Date.now(), found ?? undefined)) setOpen(true);
    });
    const off = onWindowChange((w) => {
      setNow(Date.now());
      setWin(w);
    });
    return () => {
      live = false;
      off();
    };
  }, [fetchStates]);

  const settled = !!win && !!states && allSettled(win, states);

  // Follow the documents while the window runs (useWindowClock counts down every second).
  useEffect(() => {
    if (!running || settled) return;
    const timer = setInterval(() => void fetchStates(), GATE_POLL_MS);
    return () => clearInterval(timer);
  }, [running, settled, fetchStates]);

  /** True when a question may be sent now; otherwise the dialog opens and sending waits. */
  const allowSend = useCallback(async (): Promise<boolean> => {
    const w = await readWindow();
    const at = Date.now();
    if (!w || !isRunning(w, at)) return true;
    // Unknown states (the list could not be read) count as still processing.
    const found = (await fetchStates()) ?? new Map(w.documentIds.map((id) => [id, 'processing' as const]));
    setWin(w);
    setNow(at);
    if (!isActive(w, at, found)) return true;
    setOpen(true);
    return false;
  }, [fetchStates]);

  const dismiss = useCallback(async () => {
    setOpen(false);
    if (win) setWin(await dismissWindow(win, settled));
  }, [win, settled]);

  const failed = win && states ? win.documentIds.filter((id) => states.get(id) === 'failed').length : 0;
  return { open: open && running, settled, failed, remainingMs: win ? win.endsAt - now : 0, allowSend, dismiss, active: running && !settled };
}
