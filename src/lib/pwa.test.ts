import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, busyCountAtom, isIosSafari, markBusy } from './pwa';
import { appStore } from './store';

afterEach(() => appStore.set(busyCountAtom, 0));

describe('applyUpdate', () => {
  it('activates the new version at once when nothing is busy', async () => {
    const activate = vi.fn();
    await applyUpdate(activate);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('waits for a streaming answer and an upload to finish before reloading', async () => {
    const activate = vi.fn();
    const stopStreaming = markBusy();
    const stopUpload = markBusy();
    const done = applyUpdate(activate);
    await Promise.resolve();
    expect(activate).not.toHaveBeenCalled();
    stopStreaming();
    await Promise.resolve();
    expect(activate).not.toHaveBeenCalled();
    stopUpload();
    await done;
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('counts a released task once, however often it is released', () => {
    const release = markBusy();
    release();
    release();
    expect(appStore.get(busyCountAtom)).toBe(0);
  });
});

describe('isIosSafari', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1', false],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36', false],
  ])('%s → %s', (ua, expected) => {
    expect(isIosSafari(ua)).toBe(expected);
  });
});
