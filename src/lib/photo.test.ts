import { describe, expect, it } from 'vitest';
import { localDay, photoAsJpeg, scaledToFit } from './photo';

describe('camera photos', () => {
  it('are scaled so the longest side fits, keeping the shape; small ones stay as they are', () => {
    expect(scaledToFit(4032, 3024, 2500)).toEqual({ width: 2500, height: 1875 });
    expect(scaledToFit(3024, 4032, 2000)).toEqual({ width: 1500, height: 2000 });
    expect(scaledToFit(2500, 10, 2500)).toEqual({ width: 2500, height: 10 });
    expect(scaledToFit(2501, 10, 2500)).toEqual({ width: 2500, height: 10 });
  });

  it('are named by the local day they were taken', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });

  it('are left alone (null) where the browser cannot decode them', async () => {
    expect(await photoAsJpeg(new Blob(['not an image']), 2000, 0.8)).toBeNull();
  });
});
