// The history page's data: every version, newest first, with the current version, the count and
// when the next manual improvement may be made. Loaded on arrival and whenever the network comes
// back; after an improvement or a switch it is read again from the server, which is the truth.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImprovementHistory } from '../../../contracts/improvements';
import type { HistoryApi } from './api';
import { loadErrorMessage } from './api';

export type HistoryState = { kind: 'loading' } | { kind: 'ready'; data: ImprovementHistory } | { kind: 'error'; message: string };

const isAbort = (err: unknown) => (err as { name?: string } | null)?.name === 'AbortError';

export function useHistory(api: HistoryApi, organizationId: string | null) {
  const [state, setState] = useState<HistoryState>({ kind: 'loading' });
  const live = useRef<AbortController | null>(null);

  const load = useCallback(async (): Promise<ImprovementHistory | null> => {
    if (!organizationId) {
      setState({ kind: 'error', message: 'Organization not found' });
      return null;
    }
    live.current?.abort();
    const controller = new AbortController();
    live.current = controller;
    try {
      const data = await api.history(organizationId, controller.signal);
      if (controller.signal.aborted) return null;
      setState({ kind: 'ready', data });
      return data;
    } catch (err) {
      if (isAbort(err) || controller.signal.aborted) return null;
      // What is on screen stays; the page says it could not refresh only when it has nothing.
      setState((s) => (s.kind === 'ready' ? s : { kind: 'error', message: loadErrorMessage(err) }));
      return null;
    }
  }, [api, organizationId]);

  useEffect(() => {
    void load();
    const again = () => void load();
    window.addEventListener('online', again);
    return () => {
      window.removeEventListener('online', again);
      live.current?.abort();
    };
  }, [load]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    void load();
  }, [load]);

  return { state, reload: load, retry };
}

/** The current time, read again every `everyMs` while `active`: the countdown's clock. */
export function useNow(active: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
  return active ? now : Date.now();
}
