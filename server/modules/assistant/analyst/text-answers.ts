// Answers in words: the sentence of a passage that answers a question about a grant agreement,
// a management letter or a note (with a footnote read for the table line it belongs to), the
// fields read from a photographed receipt (merchant, date, total, tax), and the chart of
// accounts (which code a line uses, what an account is for).
import type { GroundingPassage } from '../agent';
import { md, oneSentence, quote } from './format';
import { candidateRows, subjectOf, type Ctx } from './match';
import { expand, type DocModel, type RowModel, type Sentence } from './model';
import { findPeriods } from './periods';
import type { Reading } from './tables';
import { bestMatch, MONTH_NAMES, words } from './text';

export interface TextReading {
  /** Words of the subject that name something (for the share of them left unexplained). */
  hard: number;
  /** Share of the subject's words the sentence (with its heading and document) explains. */
  recall: number;
  weak: string[];
  lead: string;
  body: string[];
  passages: GroundingPassage[];
  /** The sentence holds the kind of thing asked (an amount, a date, a rate). */
  typed: boolean;
  hasNumber: boolean;
  /** Share of the subject's naming words the sentence (or its heading, or its document's name) says. */
  strong: number;
  /** The sentence states an amount (money, a percentage, a figure with separators). */
  amount: boolean;
  text: string;
}

const MONEY = /[$€£]\s?\d|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|usd|eur)\b/i;
const PERCENT = /\d\s?%|\bpercent\b/i;

function wants(q: Ctx['q']): 'money' | 'date' | 'percent' | 'number' | null {
  const l = q.lower;
  if (/\b(when|what date|which date|deadline|due|due date|by what date|how long|start|begin|end date|expire|expires|expiry|period|term|duration|dates|timeline|timeframe)\b/.test(l)) return 'date';
  if (/\b(rate|percent|percentage|share|proportion|portion|fraction|cap|ceiling)\b|%/.test(l)) return 'percent';
  if (/\bhow much\b|\b(amount|costs?|fees?|prices?|total|paid|pay|budget|grant of|award of|value)\b/.test(l)) return 'money';
  if (/\bhow many\b|\bnumber of\b/.test(l)) return 'number';
  return null;
}

function sourceOfSentence(s: Sentence): string {
  const parts = [s.doc.fileName];
  if (s.page) parts.push(`page ${s.page}`);
  if (s.sheet) parts.push(`sheet ${s.sheet}`);
  if (s.heading) parts.push(`“${s.heading}”`);
  return parts.join(', ');
}

/** The sentence that best answers the question, with its neighbours for context. */
export function passageReading(ctx: Ctx, footnoteOf: RowModel | null): TextReading | null {
  const q = ctx.q;
  const sentences = ctx.index.sentences;
  if (!sentences.length || !q.tokens.length) return null;
  const want = wants(q);
  // 'What does X include?', 'How is X defined?': a sentence saying what X is.
  const definition = /\b(defined?|definition|mean|means|meaning|consists?|comprises?|includes?|represents?|refers? to)\b/.test(q.lower);
  // 'When does the award period end?': the date answers 'end', 'start', 'due'.
  const tokens = q.tokens.map((t) =>
    (want === 'date' && /^(end|start|begin|due|expir|deadlin|clos|open|finish|run)$/.test(t.stem)) || (definition && /^(defin|definition|mean|consist|compris|includ|represent|refer)$/.test(t.stem))
      ? { ...t, soft: true }
      : t,
  );
  const subject = subjectOf(tokens, ctx.index.idf);
  const footnote = footnoteOf ? footnoteMark(footnoteOf.row.label) : null;
  // Words that name a document ('the Hargrove grant', 'the management letter') choose it and
  // weigh less inside it.
  const docScore = new Map<DocModel, number[]>();
  for (const d of ctx.index.docs) docScore.set(d, subject.tokens.map((t) => bestMatch(t.stem, d.nameStems)));
  let best: { s: Sentence; score: number; recall: number; ev: number[] } | null = null;
  // Sentences sharing a word with the question, and those of documents the question names.
  const pool = new Set<Sentence>();
  for (const t of subject.tokens) for (const x of expand(ctx.index, t.stem)) for (const s of ctx.index.sentencePostings.get(x) ?? []) pool.add(s);
  for (const [d, m] of docScore) if (m.some((x) => x >= 0.8)) for (const s of d.sentences) pool.add(s);
  // A receipt's printed text is the receipts' own (receiptReading): 'THANK YOU' answers nothing.
  for (const s of [...pool]) if (s.doc.fields.total !== undefined || s.doc.fields.merchant !== undefined) pool.delete(s);
  const footRe = footnote ? new RegExp(`^\\(?${footnote}\\)`) : null;
  const hardCount = subject.tokens.filter((t) => !t.soft).length || 1;
  for (const s of pool) {
    const raw = docScore.get(s.doc) ?? [];
    // The document's name stands in for its words only when it is most of the question
    // ('the Hargrove Family Foundation grant'); otherwise a word is a word ('systems' net sales).
    const named = raw.filter((x, i) => x >= 0.8 && !subject.tokens[i]!.soft).length;
    const dn = named / hardCount >= 0.5 ? raw : raw.map(() => 0);
    // A footnote '(2) Includes ...' speaks for the line marked (2): the line's words are its words.
    const isFootnote = Boolean(footRe && footnoteOf && s.doc === footnoteOf.table.doc && footRe.test(s.text.trim()));
    let num = 0;
    let wsum = 0;
    let first = Infinity;
    let heading = 0;
    const ev = subject.tokens.map((t, i) => {
      const inText = Math.max(bestMatch(t.stem, s.stems), isFootnote ? bestMatch(t.stem, footnoteOf!.stems) : 0);
      const inHeading = bestMatch(t.stem, s.headingStems);
      heading += inHeading > 0 ? subject.w[i]! : 0;
      const named = (dn[i] ?? 0) >= 0.8;
      if (inText > 0 && !named) first = Math.min(first, s.stems.findIndex((x) => bestMatch(t.stem, [x]) > 0));
      // A word naming the document chose it: inside it, every sentence has it.
      const w = subject.w[i]! * (named ? 0.3 : 1);
      wsum += w;
      num += w * (named ? 0.8 : Math.max(inText, 0.7 * inHeading));
      return Math.max(inText, 0.7 * inHeading, 0.8 * (raw[i] ?? 0));
    });
    const recallText = wsum ? num / wsum : 0;
    let score = recallText + (subject.sum ? (0.05 * heading) / subject.sum : 0) - 0.0005 * s.order;
    if (want === 'money' && MONEY.test(s.text)) score += 0.15;
    if (want === 'percent' && PERCENT.test(s.text)) score += 0.15;
    if (want === 'date' && (s.dated ??= findPeriods(s.text).some((p) => p.kind === 'date' || p.kind === 'month'))) score += 0.15;
    if (want === 'number' && /\d/.test(s.text)) score += 0.1;
    if (isFootnote) score += 0.2;
    // A sentence that opens with what is asked about ('Finding 2024-001: ...') is about it.
    if (first <= 2) score += 0.05;
    // A heading ('Net bookings and In-game net bookings') names a subject but says nothing of it.
    const wordCount = s.text.split(/\s+/).length;
    if (wordCount < 7 && !/\b(is|are|was|were|has|have|had|will|shall|may|must|includes?|did|does)\b/i.test(s.text)) score -= 0.15;
    if (definition && /\b(is|are|means|includes?|represents?|consists? of|refers? to|defined as|equal to|comprises?)\b/i.test(s.text) && wordCount >= 7) score += 0.05;
    score -= Math.min(0.05, s.stems.length / 1500);
    const recall = subject.sum ? subject.tokens.reduce((a, _, i) => a + subject.w[i]! * ev[i]!, 0) / subject.sum : 0;
    if (!best || score > best.score) best = { s, score, recall, ev };
  }
  if (!best || best.score <= 0.05) return null;
  const s = best.s;
  const docStems = [...s.doc.stems, ...s.doc.nameStems];
  const weak = subject.tokens.filter((t, i) => !t.soft && (best!.ev[i] ?? 0) < 0.3 && bestMatch(t.stem, docStems) < 0.8).map((t) => t.word);
  const text = s.text.replace(/^\(\d{1,2}\)\s*/, '');
  const neighbours = s.doc.sentences.filter((x) => Math.abs(x.order - s.order) === 1 && x.heading === s.heading && x.page === s.page);
  const body: string[] = [];
  const context = neighbours.map((x) => x.text).join(' … ');
  if (context) body.push(`In context: ${quote(`${neighbours.find((x) => x.order < s.order)?.text ?? ''} ${s.text} ${neighbours.find((x) => x.order > s.order)?.text ?? ''}`.trim())}`);
  body.push(`**Source:** *${sourceOfSentence(s)}*.`);
  const lead = footnoteOf && footnote ? `${md(footnoteOf.label)}: ${md(text)}` : md(text);
  const typed =
    (want === 'money' && MONEY.test(s.text)) ||
    (want === 'percent' && PERCENT.test(s.text)) ||
    (want === 'date' && findPeriods(s.text).length > 0) ||
    (want === 'number' && /\d/.test(s.text));
  let strongNum = 0;
  let strongDen = 0;
  subject.tokens.forEach((t, i) => {
    if (t.soft) return;
    strongDen += subject.w[i]!;
    if ((best!.ev[i] ?? 0) >= 0.6) strongNum += subject.w[i]!;
  });
  return {
    strong: strongDen ? strongNum / strongDen : 1,
    amount: MONEY.test(s.text) || PERCENT.test(s.text) || /\b\d{1,3}(,\d{3})+\b|\b\d+\.\d+\b|\b\d+(\.\d+)?\s?(million|thousand|billion)\b/i.test(s.text),
    text: s.text,
    hard: subject.tokens.filter((t) => !t.soft).length,
    recall: best.recall,
    weak,
    lead,
    body,
    passages: [s, ...neighbours].map((x) => ({ text: x.text, source: sourceOfSentence(x) })),
    typed,
    hasNumber: /\d/.test(s.text),
  };
}

function footnoteMark(label: string): string | null {
  const m = label.match(/\((\d{1,2})\)\s*$/) ?? label.match(/[a-z](\d)\s*$/i);
  return m ? m[1]! : null;
}

// ---------------------------------------------------------------------------------------------
// Receipts.

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

function receiptDate(fields: Record<string, string | number>): { text: string; long: string | null } | null {
  const text = typeof fields.dateText === 'string' ? fields.dateText : typeof fields.date === 'string' ? fields.date : null;
  if (!text) return null;
  const iso = typeof fields.date === 'string' ? fields.date.match(/^(\d{4})-(\d{2})-(\d{2})/) : null;
  const long = iso ? `${MONTH_NAMES[Number(iso[2]) - 1]} ${Number(iso[3])}, ${iso[1]}` : null;
  return { text, long };
}

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function receiptReading(ctx: Ctx): Reading | null {
  const q = ctx.q;
  const receipts = ctx.index.docs.filter((d) => d.fields && (d.fields.total !== undefined || d.fields.merchant !== undefined));
  if (!receipts.length) return null;
  const scored = receipts.map((d) => {
    const merchant = typeof d.fields.merchant === 'string' ? words(d.fields.merchant).map((t) => t.stem) : [];
    let named = 0;
    for (const t of q.tokens) {
      if (t.soft) continue;
      const m = Math.max(bestMatch(t.stem, merchant), 0.8 * bestMatch(t.stem, d.nameStems.filter((s) => !/^\d+$/.test(s) && s !== 'receipt')));
      if (m >= 0.8) named++;
    }
    return { d, named };
  });
  const top = Math.max(...scored.map((s) => s.named));
  if (top === 0 && !q.receipt) return null;
  // Several receipts named together ('the Office Depot and the Shell receipts combined'): all of them.
  const together = /\b(and|combined|together|both|plus)\b/.test(q.lower) && scored.filter((s) => s.named > 0).length > 1;
  const picks = scored.filter((s) => (together ? s.named > 0 : s.named === top) && (top > 0 || q.receipt));
  // Questions about a merchant by name ('the Office Depot receipt') or about receipts in general.
  if (top === 0 && picks.length > 1 && !/\breceipts\b|\ball (?:the |our )?receipts\b/.test(q.lower)) return null;
  const l = q.lower;
  const field = /\b(date|when|dated|day)\b/.test(l)
    ? 'date'
    : /\bsubtotal|sub-total|before tax\b/.test(l)
      ? 'subtotal'
      : /\btax\b/.test(l)
        ? 'tax'
        : /\b(merchant|vendor|store|shop|where|who|supplier|seller|company)\b/.test(l)
          ? 'merchant'
          : 'total';
  const lines: string[] = [];
  const passages: GroundingPassage[] = [];
  let lead = '';
  const figures: Reading['figures'] = [];
  if (picks.length > 1 && field === 'total') {
    const sum = picks.reduce((a, p) => a + (typeof p.d.fields.total === 'number' ? p.d.fields.total : 0), 0);
    lead = `${together ? 'These' : 'Your'} ${picks.length} receipts total **${money(sum)}**.`;
    for (const p of picks) lines.push(`- ${md(titleCase(String(p.d.fields.merchant ?? p.d.fileName)))}: ${typeof p.d.fields.total === 'number' ? money(p.d.fields.total) : 'no total read'} (*${md(p.d.fileName)}*)`);
    figures.push({ label: 'Total of receipts', value: sum, formatted: money(sum), source: picks.map((p) => p.d.fileName).join(', ') });
  } else {
    const d = picks[0]!.d;
    const f = d.fields;
    const name = typeof f.merchant === 'string' ? titleCase(f.merchant) : d.fileName;
    const date = receiptDate(f);
    if (field === 'date') {
      if (!date) return null;
      lead = `The ${md(name)} receipt is dated **${date.text}**${date.long ? ` (${date.long})` : ''}.`;
    } else if (field === 'merchant') {
      lead = `The receipt is from **${md(name)}**${date ? `, dated ${date.text}` : ''}.`;
    } else {
      const v = f[field];
      if (typeof v !== 'number') return null;
      const what = field === 'total' ? 'total' : field === 'tax' ? 'tax' : 'subtotal';
      lead = `The ${md(name)} receipt's ${what} is **${money(v)}**${date ? ` (dated ${date.text})` : ''}.`;
      figures.push({ label: `${name} receipt ${what}`, value: v, formatted: money(v), source: d.fileName });
    }
    const details = [
      typeof f.subtotal === 'number' ? `subtotal ${money(f.subtotal)}` : null,
      typeof f.tax === 'number' ? `tax ${money(f.tax)}` : null,
      typeof f.total === 'number' ? `total ${money(f.total)}` : null,
    ].filter(Boolean);
    if (details.length) lines.push(`Read from the receipt: ${details.join(', ')}.`);
    lines.push(`**Source:** *${md(d.fileName)}* (read from the photo).`);
    const text = d.sentences.map((s) => s.text).join('\n');
    if (text) passages.push({ text, source: d.fileName });
  }
  return {
    score: 2,
    recall: 1,
    weak: [],
    lead,
    body: lines,
    figures,
    key: picks.map((p) => p.d.id).join(','),
    value: lead,
    brief: lead,
    measure: null,
    tableId: '',
    ...(passages.length ? { passages } : {}),
  } as Reading & { passages?: GroundingPassage[] };
}

// ---------------------------------------------------------------------------------------------
// Chart of accounts.

export function codeReading(ctx: Ctx): Reading | null {
  const q = ctx.q;
  if (q.code) {
    const known = ctx.index.accounts.get(q.code);
    const row = known?.row ?? ctx.index.rows.find((r) => r.code === q.code);
    if (!row) return null;
    const description = known?.description;
    const category = known?.category ?? row.category;
    const kind = category ? ` (${category === 'netassets' ? 'net assets' : category})` : '';
    return {
      score: 2,
      recall: 1,
      weak: [],
      lead: `Account ${q.code} is **${md(row.label)}**${kind}${description ? `: ${md(oneSentence(description))}` : ''}.`,
      body: [`**Source:** *${row.table.where}*, row “${md(row.row.label)}”.`],
      figures: [],
      key: `${row.table.stored.id}:${row.index}`,
      value: row.label,
      brief: row.label,
      measure: null,
      tableId: row.table.stored.id,
    };
  }
  const subject = subjectOf(q.tokens.filter((t) => !['code', 'account', 'number', 'use', 'gl'].includes(t.word)), ctx.index.idf);
  const fits = candidateRows(ctx, subject, 10, (r) => Boolean(r.code));
  const best = fits.find((f) => f.ev.every((e, i) => e >= 0.6 || subject.tokens[i]!.soft));
  if (!best) return null;
  const row = best.row;
  const description = ctx.index.accounts.get(row.code!)?.description;
  return {
    score: 2,
    recall: 1,
    weak: [],
    lead: `The account code for ${md(row.label)} is **${row.code}**${description ? ` (${md(oneSentence(description))})` : ''}.`,
    body: [`**Source:** *${row.table.where}*, row “${md(row.row.label)}”.`],
    figures: [],
    key: `${row.table.stored.id}:${row.index}`,
    value: row.code!,
    brief: `${row.label}: ${row.code}`,
    measure: null,
    tableId: row.table.stored.id,
  };
}
