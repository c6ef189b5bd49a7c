// A conversation with nothing in it yet (spec part 2, section 2): the assistant's image, a Beta
// badge while it is in beta, its welcome title and description, and suggested questions. The
// questions are the organisation's own (issue 16): drawn from its documents and answered
// correctly there, never static ones that may not fit them (decision 037). While they load, quiet
// placeholders hold their place; with no document yet, owners and admins are pointed to the
// Documents screen; with none known (offline on a first visit), no question is offered.
import { Link } from '@tanstack/react-router';
import { FileUp, MessageCircleQuestion } from 'lucide-react';
import type { Assistant } from '../../../lib/assistants';
import type { SuggestionsState } from '../chat-store';

/** Placeholders while the first answer is awaited: about as many as usually come. */
const PLACEHOLDERS = 3;

export function EmptyChat({
  assistant,
  suggestions,
  canManage,
  onAsk,
  disabled,
}: {
  assistant: Assistant;
  suggestions: SuggestionsState;
  /** Owners and admins upload documents; members are told who does. */
  canManage: boolean;
  onAsk: (question: string) => void;
  disabled: boolean;
}) {
  const data = suggestions.data;
  const questions = data?.suggestions ?? [];
  return (
    // Compact on a phone, so that four questions of two lines fit above the composer at 390x844.
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 pt-4 pb-4 text-center sm:pt-12" data-testid="empty-chat">
      <div className="relative">
        <img src={assistant.imagePath} alt="" width={88} height={88} className="size-16 rounded-full shadow-md sm:size-22" />
        {assistant.status === 'beta' ? (
          <span className="absolute -bottom-1 left-1/2 -translate-x-1/2 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase shadow-sm dark:bg-teal-400 dark:text-slate-950">
            Beta
          </span>
        ) : null}
      </div>
      <h2 className="mt-4 text-2xl font-bold tracking-tight sm:mt-5">{assistant.welcomeTitle}</h2>
      <p className="mt-2 max-w-prose text-slate-600 dark:text-slate-400">{assistant.welcomeDescription}</p>
      {questions.length ? (
        <section className="mt-5 w-full sm:mt-8" aria-labelledby="suggested-questions-title">
          <h3 id="suggested-questions-title" className="mb-2 text-left text-sm font-semibold text-slate-500 dark:text-slate-400">
            Try asking about your documents
          </h3>
          <ul className="grid w-full gap-2 sm:gap-2.5" data-testid="suggested-questions">
            {questions.map((s) => (
              <li key={s.question}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onAsk(s.question)}
                  className="flex min-h-14 w-full items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-2.5 text-left text-[15px] font-medium text-slate-800 shadow-sm hover:border-teal-600 hover:bg-teal-50/50 focus-visible:outline-3 focus-visible:outline-teal-500 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  <MessageCircleQuestion aria-hidden="true" className="size-5 shrink-0 text-teal-700 dark:text-teal-400" />
                  {s.question}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : suggestions.status === 'loading' ? (
        <div className="mt-5 w-full sm:mt-8" role="status" data-testid="suggestions-loading">
          <span className="sr-only">Finding questions to ask about your documents...</span>
          <div className="mb-2 h-5 w-52 rounded-md bg-slate-200/70 motion-safe:animate-pulse dark:bg-slate-800" aria-hidden="true" />
          <ul className="grid w-full gap-2 sm:gap-2.5" aria-hidden="true">
            {Array.from({ length: PLACEHOLDERS }, (_, i) => (
              <li key={i} className="min-h-14 rounded-2xl border border-slate-200 bg-white/60 motion-safe:animate-pulse dark:border-slate-800 dark:bg-slate-900/60" />
            ))}
          </ul>
        </div>
      ) : data && data.ready_documents === 0 ? (
        <div
          className="mt-5 w-full rounded-2xl border border-dashed border-slate-300 bg-white/70 px-4 py-4 text-left sm:mt-8 dark:border-slate-700 dark:bg-slate-900/60"
          data-testid="suggestions-need-documents"
        >
          {canManage ? (
            <>
              <p className="text-[15px] text-slate-700 dark:text-slate-300">
                Upload your budget, financial statements, grant letters or receipts, and I&apos;ll suggest questions to ask about them.
              </p>
              <Link
                to="/documents"
                className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-xl bg-teal-700 px-4 font-semibold text-white hover:bg-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500 dark:bg-teal-500 dark:text-slate-950"
              >
                <FileUp aria-hidden="true" className="size-5" />
                Upload Documents
              </Link>
            </>
          ) : (
            <p className="text-[15px] text-slate-700 dark:text-slate-300">
              Once an owner or admin of your organization uploads its documents, I&apos;ll suggest questions to ask about them here.
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
