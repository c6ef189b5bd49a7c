// One message (spec part 2, section 2 'Chat body'; part 1, section 2). The person's question as
// they typed it; Tally's answer as sanitised markdown with a thinking indicator until its first
// words, copy (1.2 s of 'Copied'), and thumbs for admins and owners; system messages with 'View
// History' (improved / switched) or the 'Documents required to continue' box (upload). An answer
// the server stopped in the middle of says so under its words. A clarifying answer shows its
// choices as buttons when the screen offers them (the latest answer only: chat-screen.tsx).
import { memo, useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { Check, Copy, FileUp, History, Info, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { MessageChoice, MessageFeedback } from '../../../../contracts/chat';
import { mentionsHistory, mentionsUpload, type ChatMessage } from '../chat-message';
import { useMarkdownRenderer } from '../markdown/lazy';
import { COPY_FEEDBACK_MS } from '../messages';
import { ChoiceChips } from './choice-chips';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and some webviews: a hidden textarea and the copy command.
    try {
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.append(area);
      area.select();
      const ok = document.execCommand('copy');
      area.remove();
      return ok;
    } catch {
      return false;
    }
  }
}

export function ThinkingDots({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center gap-1 py-2" data-testid="thinking">
      <span className="sr-only">{name} is thinking</span>
      {[0, 1, 2].map((i) => (
        <span
          key={i}
          aria-hidden="true"
          className="size-2 animate-bounce rounded-full bg-teal-600 dark:bg-teal-400"
          style={{ animationDelay: `${i * 150}ms` }}
        />
      ))}
    </span>
  );
}

const actionButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-teal-500 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-400 dark:hover:bg-slate-800';

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      className={actionButton}
      onClick={async () => {
        if (!(await copyText(text))) return;
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
      }}
    >
      {copied ? <Check aria-hidden="true" className="size-4 text-teal-700 dark:text-teal-400" /> : <Copy aria-hidden="true" className="size-4" />}
      <span className={copied ? undefined : 'sr-only'}>{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}

const answerClass = 'answer space-y-3 text-[15px] leading-relaxed break-words text-slate-900 dark:text-slate-100';

function Answer({ text }: { text: string }) {
  const md = useMarkdownRenderer();
  return md ? <md.Markdown text={text} className={answerClass} /> : <div className={`${answerClass} whitespace-pre-wrap`}>{text}</div>;
}

export interface MessageItemProps {
  message: ChatMessage;
  agentName: string;
  agentImage: string;
  /** Admins and owners rate answers. */
  canRate: boolean;
  onRate: (message: ChatMessage, feedback: MessageFeedback | null) => void;
  /** Given, an answer's choices show as buttons and a tap calls this; without it they do not show. */
  onChoose?: (choice: MessageChoice) => void;
  /** The choices show but cannot be tapped (offline, already answering). */
  choicesDisabled?: boolean;
}

export const MessageItem = memo(function MessageItem({ message, agentName, agentImage, canRate, onRate, onChoose, choicesDisabled = false }: MessageItemProps) {
  if (message.type === 'user') {
    return (
      <li className="flex justify-end" data-testid="message" data-type="user">
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-teal-700 px-4 py-2.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-white sm:max-w-[75%] dark:bg-teal-700">
          <span className="sr-only">You: </span>
          {message.content}
        </div>
      </li>
    );
  }

  if (message.type === 'system') {
    const upload = mentionsUpload(message);
    return (
      <li data-testid="message" data-type="system" className="flex justify-center">
        <div className="w-full max-w-xl rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-[15px] text-amber-950 dark:border-amber-800/70 dark:bg-amber-950/40 dark:text-amber-100">
          <p className="flex gap-2">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="break-words whitespace-pre-wrap">{message.content}</span>
          </p>
          {mentionsHistory(message) ? (
            <Link
              to="/history"
              className="mt-2 ml-6 inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal-800 underline underline-offset-2 dark:text-teal-300"
            >
              <History aria-hidden="true" className="size-4" />
              View History
            </Link>
          ) : null}
          {upload ? (
            <div className="mt-3 rounded-xl border border-amber-300 bg-white p-3 dark:border-amber-700 dark:bg-slate-900" data-testid="documents-required">
              <p className="font-semibold text-slate-900 dark:text-slate-100">Documents required to continue</p>
              <Link
                to="/documents"
                className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-xl bg-teal-700 px-4 font-semibold text-white hover:bg-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500 dark:bg-teal-500 dark:text-slate-950"
              >
                <FileUp aria-hidden="true" className="size-5" />
                Upload Documents
              </Link>
            </div>
          ) : null}
        </div>
      </li>
    );
  }

  const thinking = !message.content && message.streaming;
  const settled = !message.streaming;
  return (
    <li className="flex gap-3" data-testid="message" data-type="agent" aria-busy={message.streaming ? true : undefined}>
      <img src={agentImage} alt="" width={32} height={32} className="mt-1 hidden size-8 shrink-0 rounded-full sm:block" />
      <div className="min-w-0 flex-1">
        <p className="sr-only">{agentName}:</p>
        {thinking ? <ThinkingDots name={agentName} /> : <Answer text={message.content} />}
        {message.interrupted ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400" data-testid="interrupted">
            <Info aria-hidden="true" className="size-4 shrink-0" />
            This answer was interrupted. Ask again for the full answer.
          </p>
        ) : null}
        {settled && onChoose && message.choices?.length ? <ChoiceChips choices={message.choices} disabled={choicesDisabled} onChoose={onChoose} /> : null}
        {settled && message.content ? (
          <div className="-ml-2 mt-1 flex flex-wrap items-center gap-0.5" data-testid="message-actions">
            <CopyButton text={message.content} />
            {canRate ? (
              <>
                <button
                  type="button"
                  className={actionButton}
                  aria-pressed={message.feedback === 'positive'}
                  aria-label="Good response"
                  disabled={!message.serverId}
                  onClick={() => onRate(message, message.feedback === 'positive' ? null : 'positive')}
                >
                  <ThumbsUp
                    aria-hidden="true"
                    className={clsx('size-4', message.feedback === 'positive' && 'fill-teal-600 text-teal-700 dark:fill-teal-400 dark:text-teal-300')}
                  />
                </button>
                <button
                  type="button"
                  className={actionButton}
                  aria-pressed={message.feedback === 'negative'}
                  aria-label="Bad response"
                  disabled={!message.serverId || message.usedForImprovement}
                  onClick={() => onRate(message, message.feedback === 'negative' ? null : 'negative')}
                >
                  <ThumbsDown
                    aria-hidden="true"
                    className={clsx('size-4', message.feedback === 'negative' && 'fill-red-600 text-red-700 dark:fill-red-400 dark:text-red-400')}
                  />
                </button>
              </>
            ) : null}
            {message.usedForImprovement ? <span className="px-1 text-sm text-teal-800 dark:text-teal-300">• helped improve agent</span> : null}
          </div>
        ) : null}
      </div>
    </li>
  );
});
