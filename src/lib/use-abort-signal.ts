// Cancels a screen's requests when it unmounts: pass the signal to apiRequest.
import { useEffect, useState } from 'react';

/**
 * An AbortSignal that aborts when the component unmounts. StrictMode's rehearsal unmount (and an
 * Activity hiding the component) aborts it too; the component then gets a fresh signal on its
 * next render, so handlers never hold an already aborted one.
 */
export function useAbortSignal(): AbortSignal {
  const [controller, setController] = useState(() => new AbortController());
  useEffect(() => {
    if (controller.signal.aborted) {
      setController(new AbortController());
      return;
    }
    return () => controller.abort();
  }, [controller]);
  return controller.signal;
}
