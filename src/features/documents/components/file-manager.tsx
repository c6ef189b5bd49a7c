// The file manager (spec part 2, section 2): 'File Manager (N files)', a search box, files grouped
// by category with counts, each file with its size, type, category badge and tags, status,
// open link, delete (with a spinner while deleting) and Retry for failed uploads. People may add
// categories of their own; a category that holds files cannot be deleted.
import { useMemo, useState } from 'react';
import clsx from 'clsx';
import { AlertCircle, CheckCircle2, Clock3, ExternalLink, FolderPlus, Loader2, RotateCcw, Search, Trash2, X } from 'lucide-react';
import { toast } from '../../../ui/toast';
import { categoryName, formatFileSize, localCategory, OTHER_CATEGORY, subcategoryName, type Category } from '../naming';
import type { EntryStatus, FileEntry } from '../use-documents';

const STATUS: Record<EntryStatus, { label: string; className: string; icon: typeof Clock3 }> = {
  queued: { label: 'Waiting for network', className: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300', icon: Clock3 },
  uploading: { label: 'Uploading', className: 'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-300', icon: Loader2 },
  processing: { label: 'Processing', className: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300', icon: Loader2 },
  completed: { label: 'Ready', className: 'bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-300', icon: CheckCircle2 },
  error: { label: 'Failed', className: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-300', icon: AlertCircle },
};

/** Up to two tags: the fiscal year and the subcategory. */
export function tagsOf(entry: FileEntry): string[] {
  const tags: string[] = [];
  if (entry.fiscalYear) tags.push(`fy${entry.fiscalYear}`);
  if (entry.subCategory && entry.subCategory !== 'none') tags.push(subcategoryName(entry.subCategory));
  return tags.slice(0, 2);
}

export function searchEntries(entries: FileEntry[], query: string): FileEntry[] {
  const q = query.trim().toLowerCase();
  return q ? entries.filter((e) => e.name.toLowerCase().includes(q)) : entries;
}

function FileRow({
  entry,
  categories,
  deleting,
  onDelete,
  onRetry,
}: {
  entry: FileEntry;
  categories: readonly Category[];
  deleting: boolean;
  onDelete: () => void;
  onRetry: () => void;
}) {
  const status = STATUS[entry.status] ?? STATUS.completed;
  const Icon = status.icon;
  const spinning = entry.status === 'uploading' || entry.status === 'processing';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900" data-testid="file-entry" data-status={entry.status}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words" data-testid="file-name">
            {entry.name}
          </p>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {formatFileSize(entry.size)} · {entry.type.toUpperCase()}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
            <span className="rounded-full bg-teal-100 px-2 py-0.5 font-medium text-teal-900 dark:bg-teal-900 dark:text-teal-100">
              {categoryName(entry.category, categories)}
            </span>
            {tagsOf(entry).map((t) => (
              <span key={t} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                {t}
              </span>
            ))}
            <span className={clsx('inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium', status.className)} data-testid="file-status">
              <Icon aria-hidden="true" className={clsx('size-3.5', spinning && 'motion-safe:animate-spin')} />
              {status.label}
            </span>
          </div>
        </div>
        <div className="flex shrink-0 items-center">
          {entry.url ? (
            <a
              href={entry.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open ${entry.name}`}
              className="grid size-11 place-items-center rounded-xl text-slate-600 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-teal-500 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <ExternalLink aria-hidden="true" className="size-5" />
            </a>
          ) : null}
          <button
            type="button"
            onClick={onDelete}
            disabled={deleting || entry.status === 'uploading'}
            aria-label={`Delete ${entry.name}`}
            className="grid size-11 place-items-center rounded-xl text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-3 focus-visible:outline-teal-500 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-red-950"
          >
            {deleting ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Trash2 aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>
      {entry.status === 'uploading' ? (
        <div
          role="progressbar"
          aria-label={`Uploading ${entry.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={entry.uploadProgress}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full bg-sky-600 transition-[width]" style={{ width: `${entry.uploadProgress}%` }} />
        </div>
      ) : null}
      {entry.status === 'error' ? (
        <div className="mt-2 flex items-center gap-2">
          <p className="min-w-0 flex-1 text-sm text-red-700 dark:text-red-400">{entry.errorMessage || 'Upload failed'}</p>
          {entry.queueId || entry.documentId ? (
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50 dark:text-teal-300 dark:hover:bg-slate-800"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Retry
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function FileManager({
  entries,
  categories,
  onCategoriesChange,
  deletingKeys,
  onDelete,
  onRetry,
}: {
  entries: FileEntry[];
  categories: readonly Category[];
  onCategoriesChange: (categories: Category[]) => void;
  deletingKeys: ReadonlySet<string>;
  onDelete: (entry: FileEntry) => void;
  onRetry: (entry: FileEntry) => void;
}) {
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const [newName, setNewName] = useState('');
  const shown = useMemo(() => searchEntries(entries, query), [entries, query]);
  const counts = useMemo(() => {
    const m = new Map<string, number>();
    for (const e of entries) m.set(e.category, (m.get(e.category) ?? 0) + 1);
    return m;
  }, [entries]);
  // Every known category, plus any a file carries that is not (yet) in the list.
  const groups = useMemo(() => {
    const list = [...categories];
    for (const e of entries) if (!list.some((c) => c.id === e.category)) list.push({ id: e.category, name: categoryName(e.category), description: '' });
    return list;
  }, [categories, entries]);

  const addCategory = () => {
    const name = newName.trim();
    if (!name) return;
    const cat = localCategory(name);
    if (!groups.some((c) => c.id === cat.id)) {
      onCategoriesChange([...categories, cat]);
      toast(`Category "${cat.name}" created`, { variant: 'success' });
    }
    setNewName('');
    setAdding(false);
  };

  const deleteCategory = (c: Category) => {
    const n = counts.get(c.id) ?? 0;
    if (n > 0) {
      toast('Cannot delete category', { description: `This category contains ${n} files. Remove all files first.`, variant: 'error' });
      return;
    }
    onCategoriesChange(categories.filter((x) => x.id !== c.id));
    toast('Category deleted successfully', { variant: 'success' });
  };

  return (
    <section aria-labelledby="file-manager-title" className="rounded-2xl border border-slate-200 bg-slate-50/60 p-4 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="file-manager-title" className="flex-1 text-lg font-semibold">
          File Manager ({entries.length} files)
        </h2>
        <button
          type="button"
          onClick={() => setAdding((a) => !a)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50 dark:text-teal-300 dark:hover:bg-slate-800"
        >
          <FolderPlus aria-hidden="true" className="size-4" />
          Add category
        </button>
      </div>
      {adding ? (
        <form
          className="mt-2 flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            addCategory();
          }}
        >
          <input
            aria-label="New category name"
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            maxLength={60}
            placeholder="Category name"
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900"
          />
          <button type="submit" disabled={!newName.trim()} className="min-h-11 rounded-xl bg-teal-700 px-4 font-semibold text-white disabled:opacity-50">
            Add
          </button>
        </form>
      ) : null}
      <label className="relative mt-3 block">
        <span className="sr-only">Search files</span>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search files..."
          className="min-h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-9 dark:border-slate-700 dark:bg-slate-900"
        />
      </label>
      {entries.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
          <p className="font-semibold">No documents uploaded yet</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Upload budgets, statements and grant letters: Tally, your AI agent, reads and analyses them to answer your questions.
          </p>
        </div>
      ) : (
        <div className="mt-4 space-y-5">
          {groups.map((c) => {
            const files = shown.filter((e) => e.category === c.id);
            const total = counts.get(c.id) ?? 0;
            if (query.trim() && files.length === 0) return null;
            const local = !['audits', 'balance-sheets', 'board-packages', 'budgets', 'forecasts', 'profit-loss-statements', OTHER_CATEGORY].includes(c.id);
            return (
              <div key={c.id} data-testid="category-group" data-category={c.id}>
                <div className="flex items-center gap-2">
                  <h3 className="font-semibold">{c.name}</h3>
                  <span className="rounded-full bg-slate-200 px-2 text-xs font-semibold text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-300">{total}</span>
                  {local ? (
                    <button
                      type="button"
                      aria-label={`Delete category ${c.name}`}
                      onClick={() => deleteCategory(c)}
                      className="ml-auto grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  ) : null}
                </div>
                {files.length ? (
                  <ul className="mt-2 space-y-2">
                    {files.map((e) => (
                      <FileRow
                        key={e.key}
                        entry={e}
                        categories={groups}
                        deleting={deletingKeys.has(e.key)}
                        onDelete={() => onDelete(e)}
                        onRetry={() => onRetry(e)}
                      />
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1.5 text-sm text-slate-500 dark:text-slate-400">
                    {c.id === OTHER_CATEGORY
                      ? "No custom files yet - upload files and select 'Others' to add custom named documents"
                      : 'No files in this category'}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
