// The fiscal-year picker of the upload dialog (spec part 2, section 2): a decade grid of ten
// years with previous/next decade arrows and a clear button, from 1950 to this year plus 10.
// It opens in place (not a floating popover), so a scrolling bottom sheet never clips it.
import { useId, useState } from 'react';
import clsx from 'clsx';
import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { yearPickerRange } from '../naming';

export const decadeOf = (year: number) => Math.floor(year / 10) * 10;

export function YearPicker({
  value,
  onChange,
  label,
  now = new Date(),
}: {
  value: number | null;
  onChange: (year: number | null) => void;
  label: string;
  now?: Date;
}) {
  const { min, max } = yearPickerRange(now);
  const [decade, setDecade] = useState(() => decadeOf(value ?? now.getFullYear()));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const years = Array.from({ length: 10 }, (_, i) => decade + i);
  const close = () => setOpen(false);
  return (
    <div>
      <button
        type="button"
        aria-label={`${label}: ${value ? `FY${value}` : 'none'}`}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-sm focus-visible:outline-3 focus-visible:outline-teal-500 dark:border-slate-700 dark:bg-slate-900"
        onClick={() => {
          setDecade(decadeOf(value ?? now.getFullYear()));
          setOpen((o) => !o);
        }}
      >
        <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
        <span className={value ? 'font-medium' : 'text-slate-500 dark:text-slate-400'}>{value ? `FY${value}` : 'Fiscal year (optional)'}</span>
      </button>
      {open ? (
        <div id={panelId} className="mt-1.5 rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900">
          <div>
            <div className="flex items-center justify-between">
              <button
                type="button"
                aria-label="Previous decade"
                disabled={decade - 10 < decadeOf(min)}
                onClick={() => setDecade((d) => d - 10)}
                className="grid size-10 place-items-center rounded-lg hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <span className="text-sm font-semibold" aria-live="polite">
                {decade} – {decade + 9}
              </span>
              <button
                type="button"
                aria-label="Next decade"
                disabled={decade + 10 > max}
                onClick={() => setDecade((d) => d + 10)}
                className="grid size-10 place-items-center rounded-lg hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800"
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
            <div className="mt-2 grid grid-cols-5 gap-1.5" role="group" aria-label={`Years ${decade} to ${decade + 9}`}>
              {years.map((y) => {
                const out = y < min || y > max;
                return (
                  <button
                    key={y}
                    type="button"
                    disabled={out}
                    aria-pressed={y === value}
                    onClick={() => {
                      onChange(y);
                      close();
                    }}
                    className={clsx(
                      'min-h-10 rounded-lg text-sm tabular-nums disabled:opacity-30',
                      y === value ? 'bg-teal-700 font-semibold text-white dark:bg-teal-500 dark:text-slate-950' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                    )}
                  >
                    {y}
                  </button>
                );
              })}
            </div>
            <button
              type="button"
              onClick={() => {
                onChange(null);
                close();
              }}
              className="mt-2 flex min-h-10 w-full items-center justify-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-4" />
              Clear
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
