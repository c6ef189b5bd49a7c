// The per-file configuration of the 'Configure File Upload' dialog (spec part 2, sections 3-5):
// suggestions at the start, the default name following category, subcategory and year until the
// person edits the name, and the rule for enabling 'Upload N File(s)'.
import { defaultCustomName, extensionOf, finalName, initialConfig, OTHER_CATEGORY, withoutExtension, type UploadConfig } from './naming';

export interface PendingFile {
  id: string;
  file: Blob;
  originalName: string;
  size: number;
  config: UploadConfig;
  /** The person typed the name: category changes no longer rename it. */
  nameEdited: boolean;
}

/** A starting point that replaces the suggestions from the name (for files Steward named itself). */
export type Preset = Pick<UploadConfig, 'category' | 'subCategory' | 'fiscalYear'>;

/** Photos and combined scans are named by Steward from the day they were taken: 'Others', no year. */
export const SCAN_PRESET: Preset = { category: OTHER_CATEGORY, subCategory: null, fiscalYear: null };

let seq = 0;
export function pendingFile(file: Blob, originalName: string, now = new Date(), preset?: Preset): PendingFile {
  const config = preset
    ? { ...preset, customName: defaultCustomName(originalName, preset.category, preset.subCategory, preset.fiscalYear) }
    : initialConfig(originalName, now);
  return { id: `pending-${Date.now().toString(36)}-${++seq}`, file, originalName, size: file.size, config, nameEdited: false };
}

export type ConfigChange =
  | { kind: 'category'; value: string }
  | { kind: 'subCategory'; value: string | null }
  | { kind: 'fiscalYear'; value: number | null }
  | { kind: 'name'; value: string };

export function applyChange(p: PendingFile, change: ConfigChange): PendingFile {
  if (change.kind === 'name') return { ...p, config: { ...p.config, customName: change.value }, nameEdited: true };
  const config = { ...p.config };
  if (change.kind === 'category') {
    config.category = change.value;
    if (change.value !== OTHER_CATEGORY) config.subCategory = null;
  } else if (change.kind === 'subCategory') {
    config.subCategory = config.category === OTHER_CATEGORY ? change.value : null;
  } else {
    config.fiscalYear = change.value;
  }
  if (!p.nameEdited) config.customName = defaultCustomName(p.originalName, config.category, config.subCategory, config.fiscalYear);
  return { ...p, config };
}

export const nameMissing = (p: PendingFile) => p.config.customName.trim() === '';

/** 'Upload N File(s)' needs files, each with a category and a non-blank name. */
export const canUpload = (files: PendingFile[]) => files.length > 0 && files.every((p) => !!p.config.category && !nameMissing(p));

/** The live preview under the name field. */
export const previewName = (p: PendingFile) => (nameMissing(p) ? 'Please enter a filename' : finalName(p.originalName, p.config.customName));

/**
 * The names the files are uploaded under, each unique among themselves and the documents already
 * there (case-insensitive): a clash gets '-2', '-3', ... before the extension.
 */
export function uniqueFinalNames(files: PendingFile[], existing: Iterable<string>): Map<string, string> {
  const taken = new Set([...existing].map((n) => n.toLowerCase()));
  const out = new Map<string, string>();
  for (const p of files) {
    const wanted = finalName(p.originalName, p.config.customName);
    let name = wanted;
    for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${withoutExtension(wanted)}-${i}${extensionOf(wanted)}`;
    taken.add(name.toLowerCase());
    out.set(p.id, name);
  }
  return out;
}
