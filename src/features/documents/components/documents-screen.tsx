// The documents screen (/documents, spec part 2, section 2): upload (drop zone, file picker and,
// on phones, the camera), the configure sheet, the file manager, the processing window and the
// onboarding welcome dialog. Files go through the durable upload queue (IndexedDB) first.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { Camera, Info, MessageSquare, UploadCloud } from 'lucide-react';
import { DOCUMENT_ACCEPT, DOCUMENT_EXTENSIONS, MAX_DOCUMENTS, MAX_FILE_BYTES } from '../../../../contracts/documents-constants';
import type { AuthClient } from '../../../lib/auth-client';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast';
import { WelcomeDialog } from '../../onboarding/components/welcome-dialog';
import { CATEGORIES, extensionOf, type Category } from '../naming';
import { CombineError, combinePhotos, isPhotoName } from '../combine';
import { downscalePhoto, photoName } from '../photo';
import { takeSharedFiles } from '../share-inbox';
import { pendingFile, SCAN_PRESET, uniqueFinalNames, type PendingFile, type Preset } from '../upload-config';
import { useDocuments, type FileEntry } from '../use-documents';
import { useProcessingWindow } from '../use-processing-window';
import { ConfigureUploadDialog } from './configure-upload-dialog';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { FileManager } from './file-manager';
import { HelpPanel } from './help-panel';
import { ProcessingDialog } from './processing-dialog';
import { HiddenFileInput } from '../../../ui/hidden-file-input';
import { useFileDrop } from '../../../ui/use-file-drop';

export const SKIPPED_MESSAGE =
  'Some files were skipped. Only PDF, Word (DOCX), Excel (XLS, XLSX, XLSM), CSV, Images (JPG, PNG) files under 50MB are allowed.';
const CONTEXT_NOTE = 'After uploading, it may take up to 10 minutes for the context of your documents to be fully available in chat.';

/** Files of an allowed type and size, and whether any were skipped. */
export function acceptable(files: File[]): { ok: File[]; skipped: boolean } {
  const ok = files.filter(
    (f) => (DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(f.name).slice(1)) && f.size > 0 && f.size <= MAX_FILE_BYTES,
  );
  return { ok, skipped: ok.length !== files.length };
}

export function DocumentsScreen({ auth }: { auth: AuthClient }) {
  const docs = useDocuments(auth);
  const processing = useProcessingWindow(docs.entries);
  const [categories, setCategories] = useState<Category[]>([...CATEGORIES]);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [configuring, setConfiguring] = useState(false);
  const [combining, setCombining] = useState(false);
  const [toDelete, setToDelete] = useState<FileEntry | null>(null);
  const [deleting, setDeleting] = useState<Set<string>>(new Set());
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const failedLoad = useRef(false);

  useEffect(() => {
    if (docs.load.kind === 'error' && !failedLoad.current) {
      failedLoad.current = true;
      toast('Failed to load documents', { description: 'Please refresh the page to try again', variant: 'error' });
    }
  }, [docs.load]);

  const addFiles = useCallback(
    (files: File[], preset?: Preset) => {
      if (!files.length) return;
      const { ok, skipped } = acceptable(files);
      if (skipped) window.alert(SKIPPED_MESSAGE);
      if (!ok.length) return;
      const total = docs.entries.length + pending.length + ok.length;
      if (total > MAX_DOCUMENTS) {
        toast('Upload limit exceeded', { description: `Maximum ${MAX_DOCUMENTS} files allowed`, variant: 'error' });
        return;
      }
      setPending((list) => [...list, ...ok.map((f) => pendingFile(f, f.name, new Date(), preset))]);
      setConfiguring(true);
    },
    [docs.entries.length, pending.length],
  );
  const { dragging, dropHandlers } = useFileDrop((files) => addFiles(files));

  // Files shared from another app wait in the share inbox: straight into the configure sheet.
  const loaded = docs.load.kind !== 'loading';
  const tookShared = useRef(false);
  useEffect(() => {
    if (!loaded || tookShared.current) return;
    tookShared.current = true;
    const flag = new URLSearchParams(window.location.search).get('shared');
    if (flag) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (flag === 'failed') toast('Sharing failed', { description: 'Open Steward and choose the file here instead.', variant: 'error' });
    else if (flag === 'unavailable') toast('Sharing needs Steward open once', { description: 'Open Steward, then share the file again.', variant: 'info' });
    void takeSharedFiles()
      .then((files) => addFiles(files))
      .catch(() => undefined);
  }, [loaded, addFiles]);

  const addPhotos = useCallback(
    async (files: File[]) => {
      const taken = new Set([...docs.entries.map((e) => e.name), ...pending.map((p) => p.originalName)]);
      const photos: File[] = [];
      for (const f of files) {
        const small = await downscalePhoto(f);
        const name = photoName('Receipt', new Date(f.lastModified || Date.now()), taken);
        taken.add(name);
        photos.push(new File([small], name, { type: 'image/jpeg', lastModified: f.lastModified }));
      }
      addFiles(photos, SCAN_PRESET);
    },
    [addFiles, docs.entries, pending],
  );

  // Several photos of one letter: one PDF, a page per photo in the order shown, where the first was.
  const combine = useCallback(async () => {
    const photos = pending.filter((p) => isPhotoName(p.originalName));
    if (photos.length < 2) return;
    setCombining(true);
    try {
      const taken = new Set([...docs.entries.map((e) => e.name), ...pending.map((p) => p.originalName)]);
      const first = photos[0]!.file;
      const when = new Date(first instanceof File && first.lastModified ? first.lastModified : Date.now());
      const name = photoName('Letter', when, taken, '.pdf');
      const pdf = await combinePhotos(
        photos.map((p) => p.file),
        name.replace(/\.pdf$/, ''),
      );
      if (pdf.size > MAX_FILE_BYTES) throw new CombineError('The combined PDF would be over 50MB');
      const combined = pendingFile(new File([pdf], name, { type: 'application/pdf', lastModified: when.getTime() }), name, new Date(), SCAN_PRESET);
      const ids = new Set(photos.map((p) => p.id));
      setPending((list) => {
        const at = list.findIndex((p) => ids.has(p.id));
        const rest = list.filter((p) => !ids.has(p.id));
        rest.splice(Math.max(0, at), 0, combined);
        return rest;
      });
      toast(`${photos.length} photos combined into ${name}`, { variant: 'success' });
    } catch (e) {
      toast("Couldn't combine the photos", { description: e instanceof CombineError ? e.message : 'Please try again, or upload them as separate files.', variant: 'error' });
    } finally {
      setCombining(false);
    }
  }, [pending, docs.entries]);

  const upload = useCallback(
    async (files: PendingFile[]) => {
      setConfiguring(false);
      setPending([]);
      if (!docs.context.organizationId || !docs.context.agentId) {
        toast("Can't upload yet", { description: 'Missing organization/agent context. Try refreshing in a moment.', variant: 'error' });
        return;
      }
      toast(`Starting upload of ${files.length} file(s)`, { description: 'Your files are being processed...', variant: 'info' });
      const names = uniqueFinalNames(files, docs.entries.map((e) => e.name));
      try {
        const items = await docs.enqueue(
          files.map((p) => ({
            file: p.file,
            originalName: p.originalName,
            fileName: names.get(p.id)!,
            category: p.config.category,
            subCategory: p.config.subCategory,
            fiscalYear: p.config.fiscalYear,
          })),
        );
        const results = await docs.settleUploads(items.map((i) => i.id));
        const ok = results.filter((r) => r.status === 'processing' || r.status === 'completed');
        const failed = results.filter((r) => r.status === 'failed');
        const waiting = results.length - ok.length - failed.length;
        // The processing window is started by the upload queue as each file reaches the server
        // (queue-instance.ts), once per upload: starting it here again could reopen it after dismissal.
        if (waiting) toast('Waiting for the network', { description: `${waiting} file(s) will upload as soon as you are back online.`, variant: 'info' });
        else if (!failed.length) toast(`All ${ok.length} file(s) uploaded successfully!`, { description: 'Your documents are ready for AI analysis', variant: 'success' });
        else if (ok.length) toast(`${ok.length} uploaded, ${failed.length} failed`, { description: "Some files couldn't be uploaded. Please retry failed uploads.", variant: 'warning' });
        else toast('No files uploaded', { description: 'All selected uploads failed', variant: 'error' });
      } catch {
        toast('Failed to upload files', { description: 'Please try again in a moment.', variant: 'error' });
      }
    },
    [docs],
  );

  const confirmDelete = useCallback(async () => {
    const entry = toDelete;
    if (!entry) return;
    setDeleting((s) => new Set(s).add(entry.key));
    try {
      await docs.remove(entry);
      toast(`"${entry.name}" deleted successfully`, { description: 'The document has been removed from your AI agent', variant: 'success' });
    } catch (err) {
      const notFound = (err as { status?: number }).status === 404;
      toast(notFound ? 'File not found' : 'Failed to delete file', {
        description: notFound ? "The file you're trying to delete doesn't exist." : 'Please try again. If the problem persists, refresh the page.',
        variant: 'error',
      });
      if (notFound) void docs.refresh().catch(() => undefined);
    } finally {
      setDeleting((s) => {
        const next = new Set(s);
        next.delete(entry.key);
        return next;
      });
      setToDelete(null);
    }
  }, [docs, toDelete]);

  const retry = useCallback(
    async (entry: FileEntry) => {
      toast('Retrying upload for the file', { variant: 'info' });
      try {
        const ok = await docs.retry(entry);
        if (!ok) throw new Error('not in the queue');
      } catch {
        toast('Retry failed', { description: 'Please check your connection and try again', variant: 'error' });
      }
    },
    [docs],
  );

  if (docs.load.kind === 'loading') {
    return (
      <>
        <PageHeader title="Manage Documents" />
        <div className="grid place-items-center py-24">
          <Spinner className="size-6 text-teal-700 dark:text-teal-400" label="Loading documents..." />
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Manage Documents" />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-5 lg:grid-cols-[20rem_minmax(0,1fr)] lg:py-8">
        <div className="order-2 lg:order-1">
          <HelpPanel />
        </div>
        <div className="order-1 min-w-0 space-y-5 lg:order-2">
          <div>
            <h2 className="text-2xl font-bold tracking-tight">Upload Your Financial Documents</h2>
            <p className="mt-1 text-slate-600 dark:text-slate-400">Upload your financial documents to get started. Minimum 5 documents required.</p>
          </div>
          <div
            {...dropHandlers}
            className={clsx(
              'rounded-2xl border-2 border-dashed p-6 text-center transition-colors',
              dragging ? 'border-teal-600 bg-teal-50 dark:bg-teal-950/40' : 'border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900',
            )}
          >
            <UploadCloud aria-hidden="true" className="mx-auto size-10 text-teal-700 dark:text-teal-400" />
            <p className="mt-2 font-semibold">Drop files here or click to browse</p>
            <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
              <Button onClick={() => picker.current?.click()}>Choose Files</Button>
              <Button variant="secondary" onClick={() => camera.current?.click()} className="sm:hidden">
                <Camera aria-hidden="true" className="size-5" />
                Scan receipt or letter
              </Button>
            </div>
            <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
              Supports: PDF, Word (DOCX), Excel (XLS, XLSX, XLSM), CSV, Images (JPG, PNG) (Max 50MB per file)
            </p>
            <HiddenFileInput ref={picker} accept={DOCUMENT_ACCEPT} multiple testId="file-input" onFiles={(files) => addFiles(files)} />
            <HiddenFileInput ref={camera} accept="image/*" camera testId="camera-input" onFiles={(files) => void addPhotos(files)} />
          </div>
          <p className="flex gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950/60 dark:text-sky-200">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {CONTEXT_NOTE}
          </p>
          <FileManager
            entries={docs.entries}
            categories={categories}
            onCategoriesChange={setCategories}
            deletingKeys={deleting}
            onDelete={(e) => setToDelete(e)}
            onRetry={(e) => void retry(e)}
          />
          <p className="flex gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950/60 dark:text-sky-200">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {CONTEXT_NOTE}
          </p>
          {docs.entries.length ? (
            <Link
              to="/chat/{-$conversationId}"
              params={{}}
              className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500 dark:bg-teal-500 dark:text-slate-950"
            >
              <MessageSquare aria-hidden="true" className="size-5" />
              Continue to chat
            </Link>
          ) : (
            <Button disabled className="w-full">
              <MessageSquare aria-hidden="true" className="size-5" />
              Continue to chat
            </Button>
          )}
        </div>
      </div>
      <ConfigureUploadDialog
        open={configuring}
        files={pending}
        categories={categories}
        existingNames={docs.entries.map((e) => e.name)}
        onFilesChange={setPending}
        onAddMore={() => picker.current?.click()}
        onScanPage={() => camera.current?.click()}
        onCombinePhotos={() => void combine()}
        combining={combining}
        onClose={() => {
          setConfiguring(false);
          setPending([]);
        }}
        onUpload={(files) => void upload(files)}
      />
      <DeleteDocumentDialog name={toDelete?.name ?? null} busy={!!toDelete && deleting.has(toDelete.key)} onConfirm={() => void confirmDelete()} onCancel={() => setToDelete(null)} />
      <ProcessingDialog
        open={processing.open}
        remainingMs={processing.remainingMs}
        settled={processing.settled}
        failed={processing.failed}
        onContinue={() => void processing.dismiss()}
      />
      <WelcomeDialog />
    </>
  );
}
