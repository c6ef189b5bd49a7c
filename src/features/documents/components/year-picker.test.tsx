import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decadeOf, YearPicker } from './year-picker';

afterEach(cleanup);
const NOW = new Date('2026-11-22T12:00:00Z');

describe('YearPicker', () => {
  it('shows a decade of years, moves by decades within 1950 to this year plus 10, and clears', async () => {
    const onChange = vi.fn();
    render(<YearPicker value={2025} onChange={onChange} label="Fiscal year" now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fiscal year: FY2025' }));
    expect(screen.getByRole('group', { name: 'Years 2020 to 2029' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2025' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Next decade' }));
    // 2030-2039: 2037 and later are beyond this year plus 10.
    expect((screen.getByRole('button', { name: '2036' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: '2037' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next decade' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '2031' }));
    expect(onChange).toHaveBeenLastCalledWith(2031);
    await userEvent.click(screen.getByRole('button', { name: 'Fiscal year: FY2025' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('stops at the 1950s', async () => {
    render(<YearPicker value={1953} onChange={() => {}} label="Fiscal year" now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fiscal year: FY1953' }));
    expect((screen.getByRole('button', { name: 'Previous decade' }) as HTMLButtonElement).disabled).toBe(true);
    expect(decadeOf(1953)).toBe(1950);
  });
});
