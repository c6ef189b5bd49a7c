// The conversation sidebar (spec part 2, section 2): 'New Conversation', the folders (collapsible,
// with their counts and their menu: Rename Folder, Delete Folder), 'Recent Conversations' (each
// with its menu: Rename, Move to, Delete), a retry icon when the list failed to load, the
// create-folder icon, and the empty state. The same component fills the 256px column of tablets
// and desktops and the phone's 320px drawer.
import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import clsx from 'clsx';
import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react';
import { ChevronRight, Folder as FolderIcon, FolderOpen, FolderPlus, MoreHorizontal, Pencil, RotateCw, SquarePen, Trash2, Undo2 } from 'lucide-react';
import type { Folder, Thread } from '../../../../contracts/chat';
import { MAX_FOLDER_NAME_LENGTH, MAX_TITLE_LENGTH, UNTITLED_CHAT } from '../../../../contracts/chat-constants';
import { useAuth } from '../../../lib/viewer';
import { chatService, dashboardAtom } from '../chat-store';
import { ConfirmDialog, NameDialog } from './name-dialog';

type DialogState =
  | { kind: 'create-folder' }
  | { kind: 'rename-thread'; thread: Thread }
  | { kind: 'delete-thread'; thread: Thread }
  | { kind: 'rename-folder'; folder: Folder }
  | { kind: 'delete-folder'; folder: Folder }
  | null;

const titleOf = (t: Thread) => t.title.trim() || UNTITLED_CHAT;
const isLocal = (id: string) => id.startsWith('local-');

const menuItem =
  'flex min-h-11 w-full items-center gap-2.5 rounded-lg px-3 text-left text-[15px] data-disabled:opacity-50 data-focus:bg-slate-100 dark:data-focus:bg-slate-800';
const menuPanel =
  'z-[70] max-h-[min(24rem,var(--anchor-max-height))] w-60 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-xl [--anchor-gap:4px] focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
const rowButton =
  'grid size-11 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-200/70 focus-visible:outline-3 focus-visible:outline-teal-500 data-open:bg-slate-200/70 dark:text-slate-400 dark:hover:bg-slate-800 dark:data-open:bg-slate-800';

function ThreadRow({
  thread,
  active,
  folders,
  onRename,
  onDelete,
  onMove,
}: {
  thread: Thread;
  active: boolean;
  folders: Folder[];
  onRename: () => void;
  onDelete: () => void;
  onMove: (folderId: string | null) => void;
}) {
  const title = titleOf(thread);
  const destinations = folders.filter((f) => f.id !== thread.folder_id);
  return (
    <li
      className={clsx('group flex items-center rounded-xl pr-0.5', active ? 'bg-teal-50 dark:bg-teal-950/60' : 'hover:bg-slate-100 dark:hover:bg-slate-800/70')}
      data-testid="conversation"
    >
      <Link
        to="/chat/{-$conversationId}"
        params={{ conversationId: thread.id }}
        aria-current={active ? 'page' : undefined}
        className={clsx(
          'flex min-h-11 min-w-0 flex-1 items-center rounded-xl px-3 text-[15px] focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-teal-500',
          active ? 'font-semibold text-teal-900 dark:text-teal-100' : 'text-slate-800 dark:text-slate-200',
        )}
      >
        <span className="truncate">{title}</span>
      </Link>
      <Menu>
        <MenuButton className={rowButton} aria-label={`Conversation options: ${title}`}>
          <MoreHorizontal aria-hidden="true" className="size-5" />
        </MenuButton>
        <MenuItems anchor="bottom end" className={menuPanel}>
          <MenuItem>
            <button type="button" className={menuItem} onClick={onRename}>
              <Pencil aria-hidden="true" className="size-4 text-slate-500" />
              Rename
            </button>
          </MenuItem>
          <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <MenuSection>
            <MenuHeading className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Move to</MenuHeading>
            {destinations.map((f) => (
              <MenuItem key={f.id} disabled={isLocal(f.id)}>
                <button type="button" className={menuItem} onClick={() => onMove(f.id)}>
                  <FolderIcon aria-hidden="true" className="size-4 text-slate-500" />
                  <span className="truncate">{f.name}</span>
                </button>
              </MenuItem>
            ))}
            {thread.folder_id ? (
              <MenuItem>
                <button type="button" className={menuItem} onClick={() => onMove(null)}>
                  <Undo2 aria-hidden="true" className="size-4 text-slate-500" />
                  No folder
                </button>
              </MenuItem>
            ) : null}
            {!destinations.length && !thread.folder_id ? <p className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">No folders yet</p> : null}
          </MenuSection>
          <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <MenuItem>
            <button type="button" className={clsx(menuItem, 'text-red-700 dark:text-red-400')} onClick={onDelete}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
    </li>
  );
}

export function ChatSidebar({ activeId }: { activeId: string | null }) {
  const auth = useAuth();
  const service = chatService(auth);
  const navigate = useNavigate();
  const dashboard = useAtomValue(dashboardAtom);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [openFolders, setOpenFolders] = useState<Set<string>>(() => new Set());
  const data = dashboard.data;
  const folders = data?.folders ?? [];
  const threads = data?.threads ?? [];
  const empty = !!data && !threads.length && !folders.length;

  const toggle = (id: string) =>
    setOpenFolders((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const close = () => setDialog(null);
  const threadRow = (thread: Thread) => (
    <ThreadRow
      key={thread.id}
      thread={thread}
      active={thread.id === activeId}
      folders={folders}
      onRename={() => setDialog({ kind: 'rename-thread', thread })}
      onDelete={() => setDialog({ kind: 'delete-thread', thread })}
      onMove={(folderId) => {
        if (folderId) setOpenFolders((s) => new Set(s).add(folderId));
        void service.moveThread(thread.id, folderId);
      }}
    />
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="px-3 pt-3 pb-2">
        <button
          type="button"
          onClick={() => {
            service.startNew();
            void navigate({ to: '/chat/{-$conversationId}', params: { conversationId: undefined } });
          }}
          className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-teal-700 px-4 font-semibold text-white hover:bg-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400"
        >
          <SquarePen aria-hidden="true" className="size-5" />
          New Conversation
        </button>
      </div>
      <nav aria-label="Conversations" className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-4">
        <section aria-labelledby="chat-folders-heading" className="mt-2">
          <div className="flex items-center justify-between pl-3">
            <h2 id="chat-folders-heading" className="text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
              Folders
            </h2>
            <button
              type="button"
              onClick={() => setDialog({ kind: 'create-folder' })}
              className={rowButton}
              aria-label="Create New Folder"
              title="Create New Folder"
            >
              <FolderPlus aria-hidden="true" className="size-5" />
            </button>
          </div>
          <ul className="space-y-0.5" data-testid="folders">
            {folders.map((folder) => {
              const open = openFolders.has(folder.id);
              return (
                <li key={folder.id} data-testid="folder">
                  <div className="flex items-center rounded-xl hover:bg-slate-100 dark:hover:bg-slate-800/70">
                    <button
                      type="button"
                      aria-expanded={open}
                      onClick={() => toggle(folder.id)}
                      className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-xl px-2 text-left text-[15px] font-medium focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-teal-500"
                    >
                      <ChevronRight aria-hidden="true" className={clsx('size-4 shrink-0 text-slate-400 transition-transform', open && 'rotate-90')} />
                      {open ? (
                        <FolderOpen aria-hidden="true" className="size-4 shrink-0 text-teal-700 dark:text-teal-400" />
                      ) : (
                        <FolderIcon aria-hidden="true" className="size-4 shrink-0 text-teal-700 dark:text-teal-400" />
                      )}
                      <span className="truncate" data-testid="folder-name">
                        {folder.name}
                      </span>
                      <span
                        className="ml-auto rounded-full bg-slate-200 px-2 text-xs leading-5 font-semibold text-slate-700 tabular-nums dark:bg-slate-700 dark:text-slate-200"
                        data-testid="folder-count"
                      >
                        {folder.thread_count}
                        <span className="sr-only"> conversations</span>
                      </span>
                    </button>
                    <Menu>
                      <MenuButton className={rowButton} aria-label={`Folder options: ${folder.name}`} disabled={isLocal(folder.id)}>
                        <MoreHorizontal aria-hidden="true" className="size-5" />
                      </MenuButton>
                      <MenuItems anchor="bottom end" className={menuPanel}>
                        <MenuItem>
                          <button type="button" className={menuItem} onClick={() => setDialog({ kind: 'rename-folder', folder })}>
                            <Pencil aria-hidden="true" className="size-4 text-slate-500" />
                            Rename Folder
                          </button>
                        </MenuItem>
                        <MenuItem>
                          <button
                            type="button"
                            className={clsx(menuItem, 'text-red-700 dark:text-red-400')}
                            onClick={() => setDialog({ kind: 'delete-folder', folder })}
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                            Delete Folder
                          </button>
                        </MenuItem>
                      </MenuItems>
                    </Menu>
                  </div>
                  {open ? (
                    <ul className="ml-5 space-y-0.5 border-l border-slate-200 pl-1 dark:border-slate-700">
                      {folder.threads.length ? (
                        folder.threads.map(threadRow)
                      ) : (
                        <li className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">No conversations in this folder</li>
                      )}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="chat-recent-heading" className="mt-4">
          <div className="flex min-h-11 items-center justify-between pl-3">
            <h2 id="chat-recent-heading" className="text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
              Recent Conversations
            </h2>
            {dashboard.error ? (
              <button type="button" onClick={() => void service.loadDashboard()} className={rowButton} aria-label="Retry loading conversations" title="Retry">
                <RotateCw aria-hidden="true" className="size-5" />
              </button>
            ) : null}
          </div>
          {dashboard.error ? (
            <p role="alert" className="mx-3 mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
              {dashboard.error}
            </p>
          ) : null}
          {dashboard.status === 'loading' && !data ? (
            <ul aria-hidden="true" className="space-y-2 px-3 pt-1">
              {[0, 1, 2, 3].map((i) => (
                <li key={i} className="h-5 animate-pulse rounded bg-slate-200 dark:bg-slate-800" style={{ width: `${85 - i * 12}%` }} />
              ))}
            </ul>
          ) : empty ? (
            <div className="px-3 py-6 text-center" data-testid="conversations-empty">
              <p className="font-semibold text-slate-700 dark:text-slate-300">No conversations yet</p>
              <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Start a new conversation to get started</p>
            </div>
          ) : (
            <ul className="space-y-0.5" data-testid="recent-conversations">
              {threads.map(threadRow)}
            </ul>
          )}
        </section>
      </nav>

      <NameDialog
        open={dialog?.kind === 'create-folder'}
        title="Create New Folder"
        label="Folder name"
        initial=""
        placeholder="e.g. Grants, Budgets, Reports"
        submitLabel="Create Folder"
        rename={false}
        maxLength={MAX_FOLDER_NAME_LENGTH}
        onClose={close}
        onSubmit={(name) => {
          close();
          void service.createFolder(name);
        }}
      />
      <NameDialog
        open={dialog?.kind === 'rename-thread'}
        title="Rename Conversation"
        label="Conversation name"
        initial={dialog?.kind === 'rename-thread' ? dialog.thread.title : ''}
        submitLabel="Rename"
        rename
        maxLength={MAX_TITLE_LENGTH}
        onClose={close}
        onSubmit={(title) => {
          if (dialog?.kind === 'rename-thread') void service.renameThread(dialog.thread.id, title);
          close();
        }}
      />
      <NameDialog
        open={dialog?.kind === 'rename-folder'}
        title="Rename Folder"
        label="Folder name"
        initial={dialog?.kind === 'rename-folder' ? dialog.folder.name : ''}
        submitLabel="Rename"
        rename
        maxLength={MAX_FOLDER_NAME_LENGTH}
        onClose={close}
        onSubmit={(name) => {
          if (dialog?.kind === 'rename-folder') void service.renameFolder(dialog.folder.id, name);
          close();
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete-folder'}
        title="Delete Folder"
        confirmLabel="Delete Folder"
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind === 'delete-folder') void service.deleteFolder(dialog.folder.id);
          close();
        }}
      >
        <p>
          Delete the folder{' '}
          <span className="font-semibold break-words text-slate-900 dark:text-slate-100">"{dialog?.kind === 'delete-folder' ? dialog.folder.name : ''}"</span>?
          Its conversations are kept and move to Recent Conversations.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete-thread'}
        title="Delete Conversation"
        confirmLabel="Delete Conversation"
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind === 'delete-thread') {
            const id = dialog.thread.id;
            void service.deleteThread(id);
            if (id === activeId) void navigate({ to: '/chat/{-$conversationId}', params: { conversationId: undefined }, replace: true });
          }
          close();
        }}
      >
        <p>
          Delete{' '}
          <span className="font-semibold break-words text-slate-900 dark:text-slate-100">
            "{dialog?.kind === 'delete-thread' ? titleOf(dialog.thread) : ''}"
          </span>
          ? This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
