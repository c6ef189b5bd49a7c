// A conversation with nothing in it yet (spec part 2, section 2): the assistant's image, a Beta
// badge while it is in beta, its welcome title and description, and suggested questions.
import { MessageCircleQuestion } from 'lucide-react';
import type { Assistant } from '../../../lib/assistants';

export function EmptyChat({ assistant, onAsk, disabled }: { assistant: Assistant; onAsk: (question: string) => void; disabled: boolean }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 pt-6 pb-4 text-center sm:pt-12" data-testid="empty-chat">
      <div className="relative">
        <img src={assistant.imagePath} alt="" width={88} height={88} className="size-20 rounded-full shadow-md sm:size-22" />
        {assistant.status === 'beta' ? (
          <span className="absolute -bottom-1 left-1/2 -translate-x-1/2 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase shadow-sm dark:bg-teal-400 dark:text-slate-950">
            Beta
          </span>
        ) : null}
      </div>
      <h2 className="mt-5 text-2xl font-bold tracking-tight">{assistant.welcomeTitle}</h2>
      <p className="mt-2 max-w-prose text-slate-600 dark:text-slate-400">{assistant.welcomeDescription}</p>
      <ul className="mt-6 grid w-full gap-2.5 sm:mt-8">
        {assistant.suggestedQuestions.map((q) => (
          <li key={q}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(q)}
              className="flex min-h-14 w-full items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-left text-[15px] font-medium text-slate-800 shadow-sm hover:border-teal-600 hover:bg-teal-50/50 focus-visible:outline-3 focus-visible:outline-teal-500 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <MessageCircleQuestion aria-hidden="true" className="size-5 shrink-0 text-teal-700 dark:text-teal-400" />
              {q}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
