// 'Configure File Upload' (spec part 2, section 2): one card per chosen file with its category,
// subcategory (Others only, else N/A), optional fiscal year, and editable name with the final
// name previewed live. A full-height bottom sheet on phones, a wide dialog on larger screens.
// Closing with files pending asks first: 'Close Upload Configuration?'.
import { useId, useState } from 'react';
import clsx from 'clsx';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Camera, FilePlus2, Files, FileText, Trash2, UploadCloud, X } from 'lucide-react';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { Spinner } from '../../../ui/spinner';
import { isPhotoName } from '../combine';
import { CATEGORIES, formatUploadSize, OTHER_CATEGORY, SUBCATEGORIES, subcategoryName, type Category } from '../naming';
import { applyChange, canUpload, nameMissing, previewName, uniqueFinalNames, type ConfigChange, type PendingFile } from '../upload-config';
import { YearPicker } from './year-picker';

const selectClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-3 focus-visible:outline-teal-500 disabled:bg-slate-100 disabled:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:disabled:bg-slate-800';

function FileCard({
  p,
  uploadName,
  categories,
  onChange,
  onRemove,
}: {
  p: PendingFile;
  /** The final name, made unique among the batch and the documents already there. */
  uploadName: string;
  categories: readonly Category[];
  onChange: (change: ConfigChange) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const missing = nameMissing(p);
  const isOther = p.config.category === OTHER_CATEGORY;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="configure-file">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-300">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold" title={p.originalName}>
            {p.originalName}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{formatUploadSize(p.size)}</p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${p.originalName}`}
          className="grid size-11 shrink-0 place-items-center rounded-xl text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-3 focus-visible:outline-teal-500 dark:hover:bg-red-950"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <label className="text-sm font-medium">
          Category
          <select className={clsx(selectClass, 'mt-1')} value={p.config.category} onChange={(e) => onChange({ kind: 'category', value: e.target.value })}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Subcategory
          <select
            className={clsx(selectClass, 'mt-1')}
            disabled={!isOther}
            value={isOther ? (p.config.subCategory ?? 'none') : 'n/a'}
            onChange={(e) => onChange({ kind: 'subCategory', value: e.target.value === 'none' ? null : e.target.value })}
          >
            {isOther ? (
              SUBCATEGORIES.map((s) => (
                <option key={s} value={s}>
                  {subcategoryName(s)}
                </option>
              ))
            ) : (
              <option value="n/a">N/A</option>
            )}
          </select>
        </label>
        <div className="text-sm font-medium">
          <span id={`${id}-fy`}>Fiscal year</span>
          <div className="mt-1">
            <YearPicker value={p.config.fiscalYear} onChange={(value) => onChange({ kind: 'fiscalYear', value })} label={`Fiscal year for ${p.originalName}`} />
          </div>
        </div>
      </div>
      <label className="mt-3 block text-sm font-medium" htmlFor={`${id}-name`}>
        File name
      </label>
      <input
        id={`${id}-name`}
        type="text"
        value={p.config.customName}
        maxLength={200}
        aria-invalid={missing}
        aria-describedby={`${id}-preview`}
        onChange={(e) => onChange({ kind: 'name', value: e.target.value })}
        className={clsx(
          'mt-1 min-h-11 w-full rounded-lg border bg-white px-3 text-base focus-visible:outline-3 focus-visible:outline-teal-500 dark:bg-slate-900',
          missing ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-700',
        )}
      />
      <p id={`${id}-preview`} className={clsx('mt-1.5 text-sm', missing ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400')}>
        {missing ? previewName(p) : <>Will be uploaded as <span className="font-semibold text-slate-900 dark:text-slate-100">{uploadName}</span></>}
      </p>
    </li>
  );
}

export function ConfigureUploadDialog({
  open,
  files,
  categories = CATEGORIES,
  existingNames = [],
  onFilesChange,
  onAddMore,
  onScanPage,
  onCombinePhotos,
  combining = false,
  onClose,
  onUpload,
}: {
  open: boolean;
  files: PendingFile[];
  categories?: readonly Category[];
  existingNames?: string[];
  onFilesChange: (files: PendingFile[]) => void;
  onAddMore: () => void;
  /** Opens the camera for another page of the same letter (phones). */
  onScanPage?: () => void;
  /** Puts the photos, in the order shown, into one PDF document. */
  onCombinePhotos?: () => void;
  combining?: boolean;
  /** Closing clears every configuration. */
  onClose: () => void;
  onUpload: (files: PendingFile[]) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (files.length ? setConfirming(true) : onClose());
  const ready = canUpload(files);
  const names = uniqueFinalNames(files, existingNames);
  const photos = files.filter((p) => isPhotoName(p.originalName)).length;
  return (
    <>
      <Dialog open={open} onClose={requestClose} className="fixed inset-0 z-50">
        <DialogBackdrop transition className="fixed inset-0 bg-slate-950/50 transition duration-300 ease-out data-closed:opacity-0" />
        <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-6">
          <DialogPanel
            transition
            className={clsx(
              'flex h-[96dvh] w-full flex-col rounded-t-3xl bg-slate-50 text-slate-900 shadow-2xl sm:h-auto sm:max-h-[90dvh] sm:max-w-3xl sm:rounded-2xl',
              'transition duration-300 ease-out data-closed:translate-y-full sm:data-closed:translate-y-0 sm:data-closed:scale-95 sm:data-closed:opacity-0',
              'dark:bg-slate-950 dark:text-slate-100',
            )}
          >
            <div className="flex items-center gap-2 border-b border-slate-200 px-5 pt-3 pb-3 dark:border-slate-800">
              <DialogTitle className="flex-1 text-lg font-semibold">Configure File Upload</DialogTitle>
              <button
                type="button"
                onClick={requestClose}
                aria-label="Close"
                className="grid size-11 place-items-center rounded-full text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <ul className="flex-1 space-y-3 overflow-y-auto px-4 py-4 sm:px-5">
              {photos > 0 && (onScanPage || (onCombinePhotos && photos > 1)) && (
                <li className="rounded-2xl border border-teal-200 bg-teal-50 p-4 text-sm text-teal-950 dark:border-teal-900 dark:bg-teal-950/50 dark:text-teal-100" data-testid="photo-pages">
                  <p>
                    {photos > 1
                      ? `${photos} photos of one letter or receipt? Combine them into one PDF document, a page each in the order shown.`
                      : 'A letter with more than one page? Scan each page, then combine them into one PDF document.'}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    {onScanPage && (
                      <Button variant="secondary" onClick={onScanPage} disabled={combining} className="px-4 sm:hidden">
                        <Camera aria-hidden="true" className="size-5" />
                        Scan another page
                      </Button>
                    )}
                    {onCombinePhotos && photos > 1 && (
                      <Button variant="secondary" onClick={onCombinePhotos} disabled={combining} className="px-4">
                        {combining ? <Spinner className="size-5" /> : <Files aria-hidden="true" className="size-5" />}
                        {combining ? 'Combining...' : `Combine ${photos} photos into one PDF`}
                      </Button>
                    )}
                  </div>
                </li>
              )}
              {files.map((p) => (
                <FileCard
                  key={p.id}
                  p={p}
                  uploadName={names.get(p.id) ?? previewName(p)}
                  categories={categories}
                  onChange={(change) => onFilesChange(files.map((f) => (f.id === p.id ? applyChange(f, change) : f)))}
                  onRemove={() => onFilesChange(files.filter((f) => f.id !== p.id))}
                />
              ))}
            </ul>
            <div className="grid grid-cols-2 gap-2 border-t border-slate-200 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex sm:justify-end dark:border-slate-800">
              <Button variant="secondary" onClick={onAddMore} className="px-4">
                <FilePlus2 aria-hidden="true" className="size-5" />
                Add More Files
              </Button>
              <Button variant="secondary" onClick={requestClose} className="px-4">
                Cancel
              </Button>
              <Button disabled={!ready || combining} onClick={() => onUpload(files)} className="col-span-2 px-5 sm:col-span-1">
                <UploadCloud aria-hidden="true" className="size-5" />
                Upload {files.length} File(s)
              </Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
      <ResponsiveDialog open={confirming} onClose={() => setConfirming(false)} title="Close Upload Configuration?">
        <p className="mt-2 text-slate-600 dark:text-slate-400">All configurations will be lost.</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              onClose();
            }}
          >
            Yes, Close
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep Editing
          </Button>
        </div>
      </ResponsiveDialog>
    </>
  );
}
