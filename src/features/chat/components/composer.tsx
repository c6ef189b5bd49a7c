// The composer (spec part 2, sections 2 and 9): a box that grows from 56px to 9 lines and then
// scrolls; Enter sends and Shift+Enter breaks the line (never while an input method is composing);
// a Send button for touch keyboards. Offline, the text stays (a draft) and sending waits.
import { forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowUp, WifiOff } from 'lucide-react';
import { COMPOSER_PLACEHOLDER, COMPOSER_PLACEHOLDER_SHORT } from '../messages';

export const MIN_HEIGHT_PX = 56;
export const MAX_LINES = 9;
const LINE_HEIGHT_PX = 24;
const PADDING_Y_PX = 32; // py-4 around one 24px line makes the 56px box.

export interface ComposerHandle {
  focus(): void;
}

export interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** Sending is not possible now (answering, offline, blocked): the text can still be typed. */
  canSend: boolean;
  offline: boolean;
  onFocusChange?: (focused: boolean) => void;
}

/** Whether a key press in the box sends (Enter alone, not while composing text). */
export const isSendKey = (e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'> & { nativeEvent?: { isComposing?: boolean } }) =>
  e.key === 'Enter' && !e.shiftKey && !e.altKey && !e.nativeEvent?.isComposing;

/** The box is wide enough for the spec's long placeholder on one line (16px text). */
export const LONG_PLACEHOLDER_MIN_WIDTH_PX = 560;

export const Composer = forwardRef<ComposerHandle, ComposerProps>(function Composer({ value, onChange, onSend, canSend, offline, onFocusChange }, ref) {
  const box = useRef<HTMLTextAreaElement>(null);
  // The spec's two readings of the placeholder: the long one where it fits on one line.
  const [wide, setWide] = useState(true);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWide(el.clientWidth >= LONG_PLACEHOLDER_MIN_WIDTH_PX));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const placeholder = wide ? COMPOSER_PLACEHOLDER : COMPOSER_PLACEHOLDER_SHORT;
  useImperativeHandle(ref, () => ({ focus: () => box.current?.focus() }), []);

  const resize = useCallback(() => {
    const el = box.current;
    if (!el) return;
    // Empty, the box is one line: a long placeholder must not make it grow.
    if (!el.value) {
      el.style.height = `${MIN_HEIGHT_PX}px`;
      el.style.overflowY = 'hidden';
      return;
    }
    el.style.height = 'auto';
    const max = MAX_LINES * LINE_HEIGHT_PX + PADDING_Y_PX;
    const next = Math.min(Math.max(el.scrollHeight, MIN_HEIGHT_PX), max);
    el.style.height = `${next}px`;
    el.style.overflowY = el.scrollHeight > max ? 'auto' : 'hidden';
  }, []);
  useLayoutEffect(resize, [value, resize]);
  useEffect(() => {
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, [resize]);

  const ready = canSend && value.trim() !== '';
  return (
    <div className="mx-auto w-full max-w-3xl">
      {offline ? (
        <p
          role="status"
          className="mb-2 flex items-center gap-2 rounded-xl bg-amber-100 px-3 py-2 text-sm text-amber-950 dark:bg-amber-900/60 dark:text-amber-100"
          data-testid="composer-offline"
        >
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          You're offline. Your question is kept as a draft on this device; send it when you're back online.
        </p>
      ) : null}
      <form
        className="flex items-end gap-2 rounded-2xl border border-slate-300 bg-white p-1.5 pl-0 shadow-sm focus-within:border-teal-600 focus-within:ring-3 focus-within:ring-teal-500/25 dark:border-slate-700 dark:bg-slate-900"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onSend();
        }}
      >
        <label htmlFor="chat-composer" className="sr-only">
          Your question
        </label>
        <textarea
          id="chat-composer"
          ref={box}
          rows={1}
          value={value}
          placeholder={placeholder}
          enterKeyHint="send"
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => onFocusChange?.(true)}
          onBlur={() => onFocusChange?.(false)}
          onKeyDown={(e) => {
            if (!isSendKey(e)) return;
            e.preventDefault();
            if (ready) onSend();
          }}
          style={{ minHeight: MIN_HEIGHT_PX, lineHeight: `${LINE_HEIGHT_PX}px` }}
          className="block min-w-0 flex-1 resize-none overflow-hidden bg-transparent px-4 py-4 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none dark:text-slate-100 dark:placeholder:text-slate-400"
          data-testid="composer"
        />
        <button
          type="submit"
          disabled={!ready}
          aria-label="Send"
          // Keeps the focus (and a phone's keyboard) in the box, so nothing moves under the tap.
          onMouseDown={(e) => e.preventDefault()}
          className="mb-0.5 grid size-11 shrink-0 place-items-center rounded-xl bg-teal-700 text-white transition-colors hover:bg-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500 disabled:bg-slate-200 disabled:text-slate-400 dark:bg-teal-500 dark:text-slate-950 dark:disabled:bg-slate-800 dark:disabled:text-slate-500"
        >
          <ArrowUp aria-hidden="true" className="size-5" strokeWidth={2.5} />
        </button>
      </form>
    </div>
  );
});
