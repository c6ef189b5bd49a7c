// The naming dialogs of the sidebar (spec part 2, sections 2 and 5): Create New Folder, Rename
// Conversation and Rename Folder. The button is disabled while the trimmed name is empty (or,
// renaming, unchanged); Enter submits; closing a rename with a changed, non-empty name submits it.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';

export interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  /** The current name (renaming), '' (creating). */
  initial: string;
  placeholder?: string;
  submitLabel: string;
  /** Renaming: an unchanged name cannot be submitted, and closing submits a changed one. */
  rename: boolean;
  maxLength?: number;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

export function NameDialog({ open, title, label, initial, placeholder, submitLabel, rename, maxLength, onSubmit, onClose }: NameDialogProps) {
  const [value, setValue] = useState(initial);
  const id = useId();
  useEffect(() => {
    if (open) setValue(initial);
  }, [open, initial]);

  const trimmed = value.trim();
  const changed = trimmed !== initial.trim();
  const canSubmit = trimmed !== '' && (!rename || changed);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSubmit) return;
    onSubmit(trimmed);
  };

  const close = () => {
    if (rename && canSubmit) onSubmit(trimmed);
    else onClose();
  };

  return (
    <ResponsiveDialog open={open} onClose={close} title={title}>
      <form onSubmit={submit} className="mt-4">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          {label}
        </label>
        <input
          id={id}
          autoFocus
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => setValue(e.target.value)}
          enterKeyHint="done"
          autoComplete="off"
          className="mt-1.5 block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-teal-600 focus:outline-3 focus:outline-teal-500/40 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500"
        />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <Button type="submit" disabled={!canSubmit}>
            {submitLabel}
          </Button>
          {rename ? null : (
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </ResponsiveDialog>
  );
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ResponsiveDialog open={open} onClose={onClose} title={title}>
      <div className="mt-2 text-slate-600 dark:text-slate-400">{children}</div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </ResponsiveDialog>
  );
}
