import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { appStore } from '../lib/store';
import { TOAST_MS, toast, Toaster, toastsAtom } from './toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  appStore.set(toastsAtom, []);
});

describe('toasts', () => {
  it('announce a message for 2 seconds, errors as alerts', () => {
    vi.useFakeTimers();
    render(
      <Provider store={appStore}>
        <Toaster />
      </Provider>,
    );
    act(() => {
      toast('Conversation renamed successfully');
      toast('Failed to delete folder. Please try again.', { variant: 'error' });
    });
    expect(screen.getByRole('status').textContent).toContain('Conversation renamed successfully');
    expect(screen.getByRole('alert').textContent).toContain('Failed to delete folder. Please try again.');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(TOAST_MS).toBe(2000);
  });

  it('keeps at most three on screen', () => {
    for (let i = 0; i < 5; i++) toast(`Toast ${i}`);
    expect(appStore.get(toastsAtom).map((t) => t.title)).toEqual(['Toast 2', 'Toast 3', 'Toast 4']);
  });
});
