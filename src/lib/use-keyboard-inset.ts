// How much of the layout viewport the on-screen keyboard covers, in CSS pixels. Chromium with
// `interactive-widget=resizes-content` (index.html) shrinks the page itself, so this stays 0
// there; Safari keeps the page and shrinks only the visual viewport, which this measures so that
// a bar pinned to the bottom can sit just above the keyboard.
import { useEffect, useState } from 'react';

export function keyboardInset(win: Pick<Window, 'innerHeight' | 'visualViewport'>): number {
  const vv = win.visualViewport;
  if (!vv) return 0;
  const covered = win.innerHeight - (vv.height + vv.offsetTop);
  // Small differences are browser chrome (the URL bar), not a keyboard.
  return covered > 80 ? Math.round(covered) : 0;
}

export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const update = () => setInset(keyboardInset(window));
    vv.addEventListener('resize', update);
    vv.addEventListener('scroll', update);
    update();
    return () => {
      vv.removeEventListener('resize', update);
      vv.removeEventListener('scroll', update);
    };
  }, []);
  return inset;
}
