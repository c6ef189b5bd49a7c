// The supporting files of a manual improvement: 'Add files' (pdf, xlsx, csv, txt; 10 MB each;
// up to 3) and one removable chip per file. The rules are in rules.ts.
import { useId, useRef, useState } from 'react';
import { FileText, Paperclip, X } from 'lucide-react';
import { IMPROVEMENT_MAX_FILES } from '../../../../contracts/improvements-constants';
import { fileSize } from '../format';
import { addImprovementFiles, IMPROVEMENT_ACCEPT } from '../rules';
import { HiddenFileInput } from '../../../ui/hidden-file-input';

export function FilePicker({ files, onChange, disabled }: { files: File[]; onChange: (files: File[]) => void; disabled?: boolean }) {
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [overflow, setOverflow] = useState(false);
  const full = files.length >= IMPROVEMENT_MAX_FILES;
  return (
    <div>
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
        Supporting files <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
      </p>
      <button
        type="button"
        onClick={() => picker.current?.click()}
        disabled={disabled || full}
        aria-describedby={hintId}
        className="mt-1.5 flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-3 text-sm font-semibold text-teal-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-teal-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:text-teal-300 dark:hover:bg-slate-800"
      >
        <Paperclip aria-hidden="true" className="size-4" />
        {full ? 'Three files attached' : 'Add files'}
      </button>
      <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        Up to 3 files: PDF, XLSX, CSV or TXT, 10 MB each
      </p>
      <HiddenFileInput
        ref={picker}
        accept={IMPROVEMENT_ACCEPT}
        multiple
        testId="improvement-files"
        onFiles={(chosen) => {
          const next = addImprovementFiles(files, chosen);
          setOverflow(next.overflow);
          if (!next.overflow) onChange(next.files);
        }}
      />
      <p className="mt-1 text-sm text-amber-800 empty:hidden dark:text-amber-300" aria-live="polite">
        {overflow ? `Nothing added: up to ${IMPROVEMENT_MAX_FILES} files in all.` : ''}
      </p>
      {files.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Attached files">
          {files.map((file, i) => (
            <li
              key={`${file.name}-${i}`}
              className="flex max-w-full items-center gap-1.5 rounded-full bg-slate-100 py-0.5 pl-3 text-sm dark:bg-slate-800"
              data-testid="file-chip"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="min-w-0 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">{fileSize(file.size)}</span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                className="-my-1.5 grid size-11 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-200 focus-visible:outline-3 focus-visible:outline-teal-500 dark:hover:bg-slate-700"
                onClick={() => {
                  setOverflow(false);
                  onChange(files.filter((_, j) => j !== i));
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
