import { describe, expect, it } from 'vitest';
import { photoName, scaledSize } from './photo';

describe('camera photos', () => {
  it('keep their proportions within 2000 px', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(scaledSize(1200, 900)).toEqual({ width: 1200, height: 900 });
  });

  it('are named from the day they were taken, without clashing', () => {
    const d = new Date(2025, 2, 14, 10, 0);
    expect(photoName('Receipt', d)).toBe('Receipt-2025-03-14.jpg');
    expect(photoName('Receipt', d, new Set(['Receipt-2025-03-14.jpg']))).toBe('Receipt-2025-03-14-2.jpg');
  });
});
