// Answers as markdown, rendered to React elements from marked's tokens through an allow-list:
// no HTML string ever reaches the page. Raw HTML in the text is shown as text, links keep only
// http(s) and mailto (and this app's own paths), images become their alt text, and tables are
// real tables that scroll sideways on a narrow screen.
import { Fragment, memo, useMemo, useRef, type ReactNode } from 'react';
import { Lexer, type Token, type Tokens } from 'marked';
import { createBlockSplitter } from './blocks';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

/** marked leaves entities in text as written (an HTML renderer would let the browser decode them). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+|#39);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x') || lower.startsWith('#')) {
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[lower] ?? whole;
  });
}

/** The link's address when it is safe to follow, else null (javascript:, data:, vbscript:, ...). */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  // Browsers ignore control characters and whitespace inside a scheme: strip them before judging.
  const cleaned = decodeEntities(href).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^\/(?!\/)/.test(cleaned) || cleaned.startsWith('#')) return cleaned;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto' ? cleaned : null;
}

type Inline = Token & { tokens?: Token[]; text?: string };

function renderInline(tokens: Token[] | undefined, key = ''): ReactNode[] {
  return (tokens ?? []).map((token, i) => renderInlineToken(token as Inline, `${key}${i}`));
}

function inlineText(token: Inline, key: string): ReactNode {
  return token.tokens?.length ? renderInline(token.tokens, `${key}.`) : decodeEntities(token.text ?? '');
}

function renderInlineToken(token: Inline, key: string): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong key={key}>{inlineText(token, key)}</strong>;
    case 'em':
      return <em key={key}>{inlineText(token, key)}</em>;
    case 'del':
      return <del key={key}>{inlineText(token, key)}</del>;
    case 'codespan':
      return (
        <code key={key} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-slate-800">
          {decodeEntities(token.text ?? '')}
        </code>
      );
    case 'br':
      return <br key={key} />;
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeHref(link.href);
      const content = inlineText(token, key);
      if (!href) return <Fragment key={key}>{content}</Fragment>;
      const external = !href.startsWith('/') && !href.startsWith('#');
      return (
        <a
          key={key}
          href={href}
          className="font-medium text-teal-800 underline underline-offset-2 dark:text-teal-300"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
        >
          {content}
        </a>
      );
    }
    case 'image':
      // No remote images in answers: the alt text stands in.
      return <Fragment key={key}>{decodeEntities((token as Tokens.Image).text ?? '')}</Fragment>;
    case 'html':
      // Raw HTML is shown as the text it is.
      return <Fragment key={key}>{token.raw}</Fragment>;
    case 'escape':
      return <Fragment key={key}>{token.text}</Fragment>;
    case 'checkbox':
      return <Fragment key={key}>{(token as unknown as { checked: boolean }).checked ? '☑ ' : '☐ '}</Fragment>;
    case 'text':
    default:
      return <Fragment key={key}>{inlineText(token, key)}</Fragment>;
  }
}

const headingClass: Record<number, string> = {
  1: 'text-xl font-bold',
  2: 'text-lg font-bold',
  3: 'text-base font-semibold',
  4: 'text-base font-semibold',
  5: 'text-sm font-semibold',
  6: 'text-sm font-semibold',
};

function Table({ token }: { token: Tokens.Table }) {
  const align = (a: 'left' | 'right' | 'center' | null) => (a === 'right' ? 'text-right' : a === 'center' ? 'text-center' : 'text-left');
  return (
    <div className="md-table -mx-1 max-w-full overflow-x-auto overscroll-x-contain px-1" role="region" aria-label="Table" tabIndex={0}>
      <table className="w-full border-collapse text-sm tabular-nums sm:w-auto sm:min-w-[28rem]">
        <thead>
          <tr>
            {token.header.map((cell, i) => (
              <th
                key={i}
                scope="col"
                className={`border-b-2 border-slate-300 px-3 py-2 font-semibold whitespace-nowrap dark:border-slate-600 ${align(cell.align)}`}
              >
                {renderInline(cell.tokens, `h${i}.`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {token.rows.map((row, r) => (
            <tr key={r} className="border-b border-slate-200 dark:border-slate-700">
              {row.map((cell, c) => (
                <td key={c} className={`px-3 py-2 align-top ${c === 0 ? 'min-w-32' : 'whitespace-nowrap'} ${align(cell.align)}`}>
                  {renderInline(cell.tokens, `r${r}c${c}.`)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function renderBlocks(tokens: Token[], key = ''): ReactNode[] {
  return tokens.map((token, i) => renderBlock(token as Inline, `${key}${i}`)).filter((n) => n !== null);
}

function renderBlock(token: Inline, key: string): ReactNode {
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'heading': {
      const t = token as Tokens.Heading;
      // Headings inside an answer are styled text: the page's own headings keep the outline.
      return (
        <p key={key} role="heading" aria-level={Math.min(6, t.depth + 2)} className={headingClass[t.depth] ?? headingClass[3]}>
          {renderInline(t.tokens, `${key}.`)}
        </p>
      );
    }
    case 'paragraph':
      return <p key={key}>{renderInline(token.tokens, `${key}.`)}</p>;
    case 'text':
      // Block-level text (tight list items): inline content without a paragraph.
      return <Fragment key={key}>{inlineText(token, key)}</Fragment>;
    case 'code':
      return (
        <pre key={key} className="overflow-x-auto rounded-xl bg-slate-100 p-3 font-mono text-sm dark:bg-slate-800">
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'blockquote':
      return (
        <blockquote key={key} className="border-l-4 border-slate-300 pl-3 text-slate-700 dark:border-slate-600 dark:text-slate-300">
          {renderBlocks(token.tokens ?? [], `${key}.`)}
        </blockquote>
      );
    case 'hr':
      return <hr key={key} className="border-slate-200 dark:border-slate-700" />;
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, i) => (
        <li key={i} className="pl-1">
          {renderBlocks(item.tokens, `${key}.${i}.`)}
        </li>
      ));
      return list.ordered ? (
        <ol key={key} start={typeof list.start === 'number' && list.start !== 1 ? list.start : undefined} className="list-decimal space-y-1 pl-6">
          {items}
        </ol>
      ) : (
        <ul key={key} className="list-disc space-y-1 pl-6">
          {items}
        </ul>
      );
    }
    case 'table':
      return <Table key={key} token={token as Tokens.Table} />;
    case 'html':
      // A block of raw HTML: shown as text, never as markup.
      return (
        <p key={key} className="whitespace-pre-wrap">
          {token.raw.replace(/\n+$/, '')}
        </p>
      );
    default:
      return token.raw ? (
        <p key={key} className="whitespace-pre-wrap">
          {token.raw}
        </p>
      ) : null;
  }
}

/** One finished block: parsed once for a given text. */
export const MarkdownBlock = memo(function MarkdownBlock({ source }: { source: string }) {
  const nodes = useMemo(() => renderBlocks(Lexer.lex(source, { gfm: true, breaks: false })), [source]);
  return <>{nodes}</>;
});

/**
 * A message's markdown. While the text grows, finished blocks keep their element (memoised by
 * their text) and only the last block is parsed again.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const splitter = useRef(createBlockSplitter());
  const blocks = splitter.current.split(text);
  return (
    <div className={className}>
      {blocks.map((block, i) => (
        <MarkdownBlock key={i} source={block} />
      ))}
    </div>
  );
}
