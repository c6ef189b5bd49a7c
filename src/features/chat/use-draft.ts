// The composer's text for the conversation on screen, kept in IndexedDB as it is typed (drafts.ts):
// read back when the conversation opens, saved after a pause and when the page hides, cleared when
// sent, and carried over to the new thread when a first question creates one.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearDraft, createDraftSaver, draftKey, readDraft, writeDraft } from './drafts';

export function useDraft(userId: string | null, conversationId: string | null) {
  const key = userId ? draftKey(userId, conversationId) : null;
  const [text, setText] = useState('');
  const saver = useMemo(() => createDraftSaver(), []);
  const keyRef = useRef(key);
  const textRef = useRef('');
  // Typed since the key changed: a late read of the stored draft must not replace it.
  const touched = useRef(false);
  // The next key change is the new conversation becoming a thread: keep the text.
  const carry = useRef<string | null>(null);

  useEffect(() => {
    const previous = keyRef.current;
    keyRef.current = key;
    if (previous && previous !== key) void saver.flush();
    if (!key) return;
    if (carry.current === key) {
      carry.current = null;
      return;
    }
    touched.current = false;
    textRef.current = '';
    setText('');
    let live = true;
    void readDraft(key).then((stored) => {
      if (!live || touched.current || keyRef.current !== key) return;
      textRef.current = stored;
      setText(stored);
    });
    return () => {
      live = false;
    };
  }, [key, saver]);

  useEffect(() => {
    const hide = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    const leave = () => void saver.flush();
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('pagehide', leave);
      void saver.flush();
    };
  }, [saver]);

  const update = useCallback(
    (value: string) => {
      touched.current = true;
      textRef.current = value;
      setText(value);
      if (keyRef.current) saver.update(keyRef.current, value);
    },
    [saver],
  );

  /** The question was sent: the box empties and the stored draft goes. */
  const clear = useCallback(() => {
    const current = keyRef.current;
    touched.current = true;
    textRef.current = '';
    setText('');
    if (current) {
      saver.cancel(current);
      void clearDraft(current);
    }
  }, [saver]);

  /** The new conversation became `threadId`: whatever is typed now belongs to it. */
  const moveTo = useCallback(
    (threadId: string) => {
      const from = keyRef.current;
      if (!userId || !from) return;
      const to = draftKey(userId, threadId);
      if (to === from) return;
      carry.current = to;
      saver.cancel(from);
      void clearDraft(from);
      if (textRef.current.trim()) void writeDraft(to, textRef.current);
    },
    [saver, userId],
  );

  return { text, update, clear, moveTo, flush: saver.flush };
}
