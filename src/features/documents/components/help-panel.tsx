// The documents screen's help column (spec part 2, section 2): the how-to-rename video, the
// document categories to upload, quick tips, and good and bad file names.
import { Check, Lightbulb, X } from 'lucide-react';

const GROUPS = [
  { title: 'Essential', items: ['Current year budget', 'Recent balance sheets', 'Recent P&L statements'] },
  { title: 'Forecasting', items: ['Monthly forecasts', 'Cash flow projections', 'Revenue models'] },
  { title: 'Historical', items: ['Previous budgets', 'Audit reports', 'Historical actuals'] },
  { title: 'Reference', items: ['Chart of accounts', 'Grant agreements', 'Policies and procedures'] },
];

const TIPS = [
  'Use descriptive filenames',
  'Upload the most recent documents first',
  'Include both summary and detailed versions',
  'The AI suggests names, categories and tags for each file',
];

const card = 'rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

export function HelpPanel() {
  return (
    <div className="space-y-4">
      <section aria-labelledby="rename-video-title" className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <video className="aspect-video w-full bg-slate-900" controls playsInline preload="none" poster="/videos/how-to-rename.jpg" aria-describedby="rename-video-text">
          <source src="/videos/how-to-rename.webm" type="video/webm" />
          <track kind="captions" src="/videos/how-to-rename.vtt" srcLang="en" label="English" />
        </video>
        <div className="p-4">
          <h2 id="rename-video-title" className="font-semibold">
            How to name your documents
          </h2>
          <p id="rename-video-text" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Clear names help Tally find the right figures: say what the document is and which fiscal year it covers.
          </p>
        </div>
      </section>
      <section aria-labelledby="doc-categories-title" className={card}>
        <h2 id="doc-categories-title" className="font-semibold">
          Document Categories
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
          {GROUPS.map((g) => (
            <div key={g.title}>
              <dt className="font-semibold text-teal-800 dark:text-teal-300">{g.title}</dt>
              {g.items.map((i) => (
                <dd key={i} className="text-slate-600 dark:text-slate-400">
                  {i}
                </dd>
              ))}
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="quick-tips-title" className={card}>
        <h2 id="quick-tips-title" className="flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden="true" className="size-4 text-amber-600" />
          Quick Tips
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
          {TIPS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="smart-names-title" className={card}>
        <h2 id="smart-names-title" className="font-semibold">
          Smart File Organization
        </h2>
        <ul className="mt-2 space-y-1.5 text-sm">
          {['FY2025 Operating Budget.xlsx', 'Balance Sheet June 2025.pdf', 'Audit Report FY2024.pdf'].map((n) => (
            <li key={n} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 shrink-0 text-teal-700 dark:text-teal-400" />
              <span className="sr-only">Good:</span>
              {n}
            </li>
          ))}
          {['scan0001.pdf', 'Document1.docx', 'final_v3.xlsx'].map((n) => (
            <li key={n} className="flex items-center gap-2 text-slate-500 dark:text-slate-400">
              <X aria-hidden="true" className="size-4 shrink-0 text-red-600" />
              <span className="sr-only">Avoid:</span>
              {n}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
