// The chat (/chat and /chat/{conversationId}; spec part 2, section 2 'Chat layout'). Phones: the
// conversation full width, the conversations in the shell's 320px drawer, the composer above the
// keyboard. Tablets and desktops: the assistant rail (the shell's), the 256px sidebar, then the
// conversation. The state lives in chat-store.ts; this screen wires it to the page.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { MessageSquareHeart, RotateCw, SquarePen } from 'lucide-react';
import type { MessageChoice, MessageFeedback } from '../../../../contracts/chat';
import { UNTITLED_CHAT } from '../../../../contracts/chat-constants';
import { assistantById, DEFAULT_ASSISTANT_ID } from '../../../lib/assistants';
import type { AuthClient } from '../../../lib/auth-client';
import { drawerSectionAtom, hideBottomNavAtom } from '../../../lib/shell-state';
import { useKeyboardInset } from '../../../lib/use-keyboard-inset';
import { useOnline } from '../../../lib/use-online';
import { useViewer } from '../../../lib/viewer';
import { Button } from '../../../ui/button';
import { IconButton } from '../../../ui/icon-button';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast';
import { ProcessingDialog } from '../../documents/components/processing-dialog';
import { createChatApi } from '../api';
import type { ChatMessage } from '../chat-message';
import { chatService, conversationsAtom, dashboardAtom, identityOf, improvementSummaryAtom, NEW_KEY, suggestionsAtom } from '../chat-store';
import { allThreads } from '../dashboard-ops';
import { loadMarkdown } from '../markdown/lazy';
import { IMPROVE_MESSAGES, improvedText } from '../messages';
import { useDraft } from '../use-draft';
import { useSendGate } from '../use-send-gate';
import { ChatSidebar } from './chat-sidebar';
import { Composer, type ComposerHandle } from './composer';
import { EmptyChat } from './empty-chat';
import { MessageItem } from './message-item';

// Answers' markdown, and the dialogs few people open, load beside the route's chunk, not in it.
void loadMarkdown();
const loadFeedbackDialog = () => import('./feedback-dialog');
const FeedbackDialog = lazy(() => loadFeedbackDialog().then((m) => ({ default: m.FeedbackDialog })));
const ImproveResponseDialog = lazy(() => import('./improve-response-dialog').then((m) => ({ default: m.ImproveResponseDialog })));

const TALLY = assistantById(DEFAULT_ASSISTANT_ID)!;
/** Within this distance of the end, new text keeps the conversation scrolled to the end. */
const STICK_PX = 120;

const isCoarse = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

export function ChatScreen({ auth, conversationId }: { auth: AuthClient; conversationId: string | null }) {
  const service = chatService(auth);
  const api = useMemo(() => createChatApi(), []);
  const identity = useCallback(() => identityOf(auth), [auth]);
  const navigate = useNavigate();
  const router = useRouter();
  const viewer = useViewer();
  const online = useOnline();
  const keyboard = useKeyboardInset();
  const key = conversationId ?? NEW_KEY;
  const conversation = useAtomValue(useMemo(() => atom((get) => get(conversationsAtom)[key]), [key]));
  const dashboard = useAtomValue(dashboardAtom);
  const improvements = useAtomValue(improvementSummaryAtom);
  const suggestions = useAtomValue(suggestionsAtom);
  const draft = useDraft(identity().userId, conversationId);
  const gate = useSendGate(api, identity);
  const setDrawerSection = useSetAtom(drawerSectionAtom);
  const setHideNav = useSetAtom(hideBottomNavAtom);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [improveOpen, setImproveOpen] = useState(false);
  /** The answer the response-improvement dialog is about (its local id). */
  const [improveTarget, setImproveTarget] = useState<string | null>(null);
  // Once opened, a dialog stays mounted so that it can play its closing transition.
  const feedbackUsed = useRef(false);
  const improveUsed = useRef(false);
  if (feedbackOpen) feedbackUsed.current = true;
  if (improveOpen) improveUsed.current = true;
  const [announce, setAnnounce] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const composerRef = useRef<ComposerHandle>(null);
  const stick = useRef(true);

  useEffect(() => {
    void service.loadDashboard();
    void service.loadImprovementSummary();
    const again = () => {
      void service.loadDashboard();
      void service.loadImprovementSummary();
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [service]);

  useEffect(() => {
    stick.current = true;
    if (conversationId) void service.openConversation(conversationId);
  }, [service, conversationId]);

  // The phone drawer shows this screen's conversations while it is open.
  useEffect(() => {
    setDrawerSection({ render: () => <ChatSidebar activeId={conversationId} /> });
    return () => setDrawerSection(null);
  }, [conversationId, setDrawerSection]);
  useEffect(() => () => setHideNav(false), [setHideNav]);

  const messages = conversation?.messages ?? [];
  const loading = !!conversationId && (!conversation || conversation.status === 'loading');
  const failed = !!conversationId && conversation?.status === 'error';
  const sending = !!conversation?.sending;

  // The empty chat's questions, read whenever it shows (the server keeps them until the documents
  // change, so this is cheap) and again when the device comes back online.
  const showEmpty = !loading && !failed && !messages.length;
  useEffect(() => {
    if (!showEmpty) return;
    void service.loadSuggestions();
    const again = () => void service.loadSuggestions();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [service, showEmpty]);

  const listed = conversationId && dashboard.data ? allThreads(dashboard.data).find((t) => t.id === conversationId) : undefined;
  const thread = conversation?.thread ?? listed ?? null;
  const title = !conversationId ? TALLY.name : thread ? thread.title.trim() || UNTITLED_CHAT : loading ? '...' : TALLY.name;

  // Keep the newest words in view while the person has not scrolled up to read: as text
  // arrives, and when the view or its content changes size (the keyboard, the bottom bar, an
  // answer's buttons appearing).
  const lastLength = messages.length ? messages[messages.length - 1]!.content.length : 0;
  const hasMessages = useRef(false);
  hasMessages.current = messages.length > 0;
  const toEnd = useCallback(() => {
    const el = scroller.current;
    if (el && stick.current && hasMessages.current && el.scrollHeight > el.clientHeight) el.scrollTop = el.scrollHeight;
  }, []);
  useEffect(toEnd, [messages.length, lastLength, loading, toEnd]);
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(toEnd);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [toEnd, messages.length > 0, loading]);

  const wasSending = useRef(false);
  useEffect(() => {
    if (sending) setAnnounce(`${TALLY.name} is answering...`);
    else if (wasSending.current) setAnnounce(`${TALLY.name} answered.`);
    wasSending.current = sending;
  }, [sending]);

  const ask = useCallback(
    async (text: string, fromComposer: boolean) => {
      if (!text.trim() || !navigator.onLine || sending) return;
      if (!(await gate.allowSend())) return;
      if (fromComposer) draft.clear();
      stick.current = true;
      await service.send(key, text, {
        onThreadCreated: (threadId) => {
          draft.moveTo(threadId);
          // Only if the person is still on the new conversation.
          const path = router.state.location.pathname.replace(/\/$/, '');
          if (path === '/chat') void navigate({ to: '/chat/{-$conversationId}', params: { conversationId: threadId }, replace: true });
        },
      });
    },
    [draft, gate, key, navigate, router, sending, service],
  );

  // A tapped choice is the person's next question, sent as if typed (the same checks: offline,
  // the processing window, one answer at a time, the month's questions); the draft stays. The
  // chips it came from go away with the question, so keyboard users get the composer's focus
  // back (not on touch screens, where that would open the keyboard).
  const choose = useCallback(
    (choice: MessageChoice) => {
      if (!isCoarse()) composerRef.current?.focus();
      void ask(choice.question, false);
    },
    [ask],
  );

  const rate = useCallback(
    (message: ChatMessage, feedback: MessageFeedback | null) => {
      void service.rateMessage(key, message.id, feedback).then((ok) => {
        if (ok && feedback === 'negative' && !message.usedForImprovement) {
          setImproveTarget(message.id);
          setImproveOpen(true);
        }
      });
    },
    [key, service],
  );

  const improveResponse = useCallback(
    async (text: string) => {
      if (!improveTarget) return;
      const answer = await service.improveFromFeedback(key, improveTarget, text);
      setImproveOpen(false);
      toast(IMPROVE_MESSAGES.toast(answer.version.version), { variant: 'success' });
    },
    [improveTarget, key, service],
  );
  const improvedLine = improvedText(improvements?.total_improvements ?? 0);

  const canSend = online && !sending;
  const newConversation = () => {
    service.startNew();
    void navigate({ to: '/chat/{-$conversationId}', params: { conversationId: undefined } });
  };

  return (
    <div className="flex h-full min-h-0">
      <aside
        aria-label="Conversations"
        className="hidden w-64 shrink-0 flex-col border-r border-slate-200 bg-white md:flex dark:border-slate-800 dark:bg-slate-950"
      >
        <ChatSidebar activeId={conversationId} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col" style={keyboard ? { paddingBottom: keyboard } : undefined}>
        <PageHeader
          title={<span data-testid="chat-title">{title}</span>}
          subtitle={improvedLine ? <span data-testid="agent-improved">{improvedLine}</span> : undefined}
          actions={
            <>
              <IconButton icon={SquarePen} label="New conversation" onClick={newConversation} className="md:hidden" />
              <Button
                variant="ghost"
                className="min-h-11 px-3 text-slate-700 sm:border sm:border-slate-300 sm:px-4 sm:text-slate-900 dark:text-slate-200 sm:dark:border-slate-700"
                onClick={() => setFeedbackOpen(true)}
                onPointerEnter={() => void loadFeedbackDialog()}
                onFocus={() => void loadFeedbackDialog()}
                aria-label="Feedback"
              >
                <MessageSquareHeart aria-hidden="true" className="size-5" />
                <span className="hidden sm:inline">Feedback</span>
              </Button>
            </>
          }
        />
        <div
          ref={scroller}
          className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain"
          onScroll={(e) => {
            const el = e.currentTarget;
            stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
          }}
        >
          {loading ? (
            <div className="absolute inset-0 z-10 grid place-items-center bg-slate-50/80 dark:bg-slate-950/80" data-testid="conversation-loading">
              <Spinner className="size-6 text-teal-700 dark:text-teal-400" label="Loading your conversation..." />
            </div>
          ) : null}
          {failed && !messages.length ? (
            <div className="mx-auto max-w-md px-6 py-16 text-center">
              <p className="font-semibold">Failed to load chat history</p>
              <Button variant="secondary" className="mt-4" onClick={() => void service.openConversation(conversationId!, { force: true })}>
                <RotateCw aria-hidden="true" className="size-5" />
                Try again
              </Button>
            </div>
          ) : !loading && !messages.length ? (
            <EmptyChat assistant={TALLY} suggestions={suggestions} canManage={viewer.canManage} disabled={!canSend} onAsk={(q) => void ask(q, false)} />
          ) : (
            <ol className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-5 sm:px-6" aria-label="Messages" data-testid="messages">
              {messages.map((m, i) => {
                // Choices only under the latest answer: once the conversation has moved on, an
                // earlier question's choices would answer something no longer being asked (its
                // text still names them).
                const latest = i === messages.length - 1 && m.type === 'agent';
                return (
                  <MessageItem
                    key={m.id}
                    message={m}
                    agentName={TALLY.name}
                    agentImage={TALLY.imagePath}
                    canRate={viewer.canManage}
                    onRate={rate}
                    {...(latest ? { onChoose: choose, choicesDisabled: !canSend } : {})}
                  />
                );
              })}
            </ol>
          )}
        </div>
        <p className="sr-only" aria-live="polite">
          {announce}
        </p>
        <div className="border-t border-slate-200/70 bg-slate-50 px-3 pt-2 pb-2 sm:px-6 dark:border-slate-800/70 dark:bg-slate-950">
          <Composer
            ref={composerRef}
            value={draft.text}
            onChange={draft.update}
            onSend={() => void ask(draft.text, true)}
            canSend={canSend}
            offline={!online}
            onFocusChange={(focused) => {
              if (!focused) setHideNav(false);
              else if (isCoarse() && window.innerWidth < 768) setHideNav(true);
            }}
          />
          <p className="mx-auto mt-1.5 max-w-3xl text-center text-xs text-slate-500 dark:text-slate-400">
            {TALLY.name} is not perfect and can make mistakes. Check important figures against your documents.
          </p>
        </div>
      </div>
      <Suspense fallback={null}>
        {feedbackOpen || feedbackUsed.current ? <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} submit={api.feedback} /> : null}
        {improveOpen || improveUsed.current ? <ImproveResponseDialog open={improveOpen} onClose={() => setImproveOpen(false)} onSubmit={improveResponse} /> : null}
      </Suspense>
      <ProcessingDialog open={gate.open} remainingMs={gate.remainingMs} settled={gate.settled} failed={gate.failed} onContinue={() => void gate.dismiss()} />
    </div>
  );
}
