import { describe, expect, it } from 'vitest';
import { IMPROVEMENT_MAX_FILE_BYTES } from '../../../contracts/improvements-constants';
import { addImprovementFiles, improvementTextError } from './rules';

const MB = 1024 * 1024;

/** A File that reports `size` bytes without holding them. */
function file(name: string, size = 1000): File {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('the improvement text', () => {
  it("needs 15 characters: 14 gives 'Minimum 15 characters required', 15 is fine", () => {
    expect(improvementTextError('a'.repeat(14))).toBe('Minimum 15 characters required');
    expect(improvementTextError('a'.repeat(15))).toBeNull();
    expect(improvementTextError('')).toBe('Minimum 15 characters required');
  });

  it('counts without the surrounding blanks', () => {
    expect(improvementTextError(`  ${'a'.repeat(14)}   `)).toBe('Minimum 15 characters required');
    expect(improvementTextError(`  ${'a'.repeat(500)}  `)).toBeNull();
  });

  it('allows 500 characters and refuses 501', () => {
    expect(improvementTextError('a'.repeat(500))).toBeNull();
    expect(improvementTextError('a'.repeat(501))).toBe('Maximum 500 characters allowed');
  });

  it("takes the response dialog's own minimum", () => {
    expect(improvementTextError('a'.repeat(9), 10)).toBe('Minimum 10 characters required');
    expect(improvementTextError('a'.repeat(10), 10)).toBeNull();
  });
});

describe('the supporting files', () => {
  it('accepts pdf, xlsx, csv and txt, in any case', () => {
    const chosen = [file('a.pdf'), file('b.XLSX'), file('c.csv')];
    expect(addImprovementFiles([], chosen)).toEqual({ files: chosen, overflow: false });
    expect(addImprovementFiles([], [file('notes.TXT')]).files).toHaveLength(1);
  });

  it('drops wrong types silently', () => {
    const kept = file('budget.csv');
    const result = addImprovementFiles([], [file('photo.png'), file('letter.docx'), kept, file('no-extension'), file('budget.csv.exe')]);
    expect(result).toEqual({ files: [kept], overflow: false });
  });

  it('takes a file of exactly 10 MB and one just under, and drops one a byte over', () => {
    const at = file('at.pdf', IMPROVEMENT_MAX_FILE_BYTES);
    const under = file('under.pdf', 10 * MB - 1);
    const over = file('over.pdf', 10 * MB + 1);
    expect(addImprovementFiles([], [at, under, over])).toEqual({ files: [at, under], overflow: false });
  });

  it('holds 3 at most: a choice that would make 4 adds nothing', () => {
    const two = [file('a.pdf'), file('b.csv')];
    expect(addImprovementFiles(two, [file('c.txt')]).files).toHaveLength(3);
    const result = addImprovementFiles(two, [file('c.txt'), file('d.txt')]);
    expect(result.overflow).toBe(true);
    expect(result.files).toEqual(two);
    const full = [...two, file('c.txt')];
    expect(addImprovementFiles(full, [file('d.csv')])).toEqual({ files: full, overflow: true });
    expect(addImprovementFiles([], [file('1.pdf'), file('2.pdf'), file('3.pdf'), file('4.pdf')])).toEqual({ files: [], overflow: true });
  });

  it('counts only the acceptable files towards the 3', () => {
    const two = [file('a.pdf'), file('b.csv')];
    // One good, two refused: the good one fits.
    const result = addImprovementFiles(two, [file('c.txt'), file('d.png'), file('e.pdf', 11 * MB)]);
    expect(result.overflow).toBe(false);
    expect(result.files.map((f) => f.name)).toEqual(['a.pdf', 'b.csv', 'c.txt']);
  });
});
