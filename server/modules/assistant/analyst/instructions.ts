// Improvement instructions (issue 8) as rules the local analyst applies. Each instruction an admin
// writes is split into sentences, and each sentence is read as one of:
//
//   synonym        a name for one or more lines: '“personnel” means Salaries and Wages plus Payroll
//                  Taxes and Benefits', 'When I say occupancy I mean Rent and Utilities', 'Treat
//                  "program costs" as Program Expenses'. A question naming the term is answered as
//                  the sum of the named lines (composite.ts), with the working shown.
//   account_range  a name for the lines of a range of account numbers: 'Program expenses means
//                  accounts 5000-5999', 'Accounts 6000 through 6999 are overhead'.
//   fiscal_year    when the fiscal year starts: 'Our fiscal year starts in July', 'FY runs October
//                  to September', 'Our fiscal year ends June 30'. It replaces the questionnaire's
//                  month when periods are read.
//   answer_format  how answers are written: amounts in thousands or millions, rounded to whole
//                  dollars (or the nearest thousand), one sentence, brief.
//   other          anything else: kept with the version and given to a connected model in its
//                  system prompt, 'noted' here, never pretended to be applied.
//
// Reading is by patterns over the sentence, general rather than fitted to one document: the names
// an instruction gives are matched against the documents' lines only when a question is answered
// (the lines may not be uploaded yet). Later instructions win over earlier ones.
import type { InstructionKind, InstructionStatus } from '../../../../contracts/improvements-constants';
import { MONTH_NAMES, plainText, stem, words } from './text';

export interface AccountRange {
  /** Inclusive bounds of the account number (its leading digits, '5000.10' is 5000). */
  from: number;
  to: number;
}

/** A name the organisation uses for some lines: the sum of the lines named, or of a range of accounts. */
export interface TermRule {
  kind: 'synonym' | 'account_range';
  /** As the instruction writes it ('personnel', 'program costs'). */
  term: string;
  /** Its words' stems, matched in order in a question. */
  stems: string[];
  /** The lines it stands for, as written ('Salaries and Wages', 'Payroll Taxes and Benefits'). */
  parts: string[];
  /** Account-number ranges it stands for. */
  ranges: AccountRange[];
  /** The instruction's sentence, quoted in answers that apply it. */
  source: string;
}

export interface DisplayPrefs {
  /** Money is written in thousands (1e3) or millions (1e6): '$412 thousand'. */
  scale?: 1e3 | 1e6;
  /** Money is rounded to this many dollars: 1 (whole dollars) or 1000 (the nearest thousand). */
  roundTo?: 1 | 1e3;
}

export type Brevity = 'sentence' | 'brief';

export type InstructionRule =
  | TermRule
  | { kind: 'fiscal_year'; startMonth: number }
  | { kind: 'answer_format'; display: DisplayPrefs; brevity: Brevity | null };

export interface ParsedInstruction {
  /** The sentence it was read from. */
  text: string;
  kind: InstructionKind;
  status: InstructionStatus;
  /** How it is applied, or why it is only noted. */
  detail: string;
  rule: InstructionRule | null;
}

/** Everything the analyst applies, from a version's instructions in order (later ones win). */
export interface AnalystRules {
  terms: TermRule[];
  fiscalYearStartMonth: number | null;
  display: DisplayPrefs | null;
  brevity: Brevity | null;
}

export const NO_RULES: AnalystRules = Object.freeze({ terms: [], fiscalYearStartMonth: null, display: null, brevity: null }) as AnalystRules;

export const NOTED_DETAIL = "Kept with this version; the built-in analyst can't apply it (a connected model will read it).";

// ---------------------------------------------------------------------------------------------
// Sentences.

/** The instruction's sentences: split at line breaks, sentence ends and semicolons. */
export function splitInstruction(text: string): string[] {
  const out: string[] = [];
  const clean = plainText(text)
    .replace(/[“”„‟]/g, '"')
    .replace(/[‘’‚‛]/g, "'");
  for (const line of clean.split(/\n+|;\s*/)) {
    // A full stop ends a sentence unless it sits inside a number (3.5) or an abbreviation (e.g., Inc.).
    for (const part of line.split(/(?<=[.!?])\s+(?=["'(]?[A-Z0-9])(?<!\b(?:e\.g|i\.e|Inc|etc|vs|No|approx)\.\s+)/)) {
      const s = part.replace(/\s+/g, ' ').trim();
      if (s.replace(/[^A-Za-z0-9]/g, '').length >= 2) out.push(s);
    }
  }
  return out;
}

/** Trailing punctuation and wrapping quotes off a sentence. */
const trimSentence = (s: string) => s.replace(/[\s.!?,:]+$/g, '').trim();

// ---------------------------------------------------------------------------------------------
// Fiscal year.

const MONTH_PATTERN = /\b(january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?|\bMay\b/gi;

function monthOf(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, '');
  const i = MONTH_NAMES.findIndex((m) => m.toLowerCase().startsWith(w.slice(0, 3)));
  return i + 1;
}

function readFiscalYear(sentence: string): number | null {
  const lower = sentence.toLowerCase();
  const aboutYear = /\b(fiscal|financial|accounting|budget)\s+years?\b|\bfy\b|\bfiscal\b|\byear[- ]end\b|\b(?:our|the)\s+years?\s+(?:runs?|starts?|begins?|ends?|closes?|is)\b/.test(lower);
  if (!aboutYear) return null;
  if (/\bcalendar[- ]year\b/.test(lower) && !/\bnot\b/.test(lower)) return 1;
  const months = [...sentence.matchAll(MONTH_PATTERN)].map((m) => ({ month: monthOf(m[0]), at: m.index ?? 0 }));
  if (!months.length) return null;
  const first = months[0]!;
  const before = lower.slice(0, first.at);
  // 'ends June 30', 'closes at the end of June', 'year-end is December'.
  if (/\b(ends?|ending|ended|closes?|closing|year[- ]end|end of)\b[^,]*$/.test(before) && !/\b(starts?|begins?|runs?|from)\b[^,]*$/.test(before)) {
    return (first.month % 12) + 1;
  }
  return first.month;
}

// ---------------------------------------------------------------------------------------------
// Answer format.

function readFormat(sentence: string): { display: DisplayPrefs; brevity: Brevity | null } | null {
  const l = sentence.toLowerCase();
  const display: DisplayPrefs = {};
  let brevity: Brevity | null = null;
  if (/\b(?:in|as|to)\s+(?:\$\s?)?(?:thousands|thousand dollars|k|000s|'000s?)\b|\$k\b|\bthousands of dollars\b/.test(l) && !/\bnearest thousand\b/.test(l)) display.scale = 1e3;
  else if (/\b(?:in|as|to)\s+(?:\$\s?)?(?:millions|million dollars|m|mm)\b|\$m\b|\bmillions of dollars\b/.test(l) && !/\bnearest million\b/.test(l)) display.scale = 1e6;
  if (/\bnearest (?:\$\s?)?(?:thousand|1,?000)\b/.test(l)) display.roundTo = 1e3;
  else if (
    /\b(?:whole|nearest|round(?:ed)?(?: off)?(?: to)?(?: the)?(?: nearest)?)\s+(?:dollars?|numbers?|units?|\$)\b|\bno cents\b|\bwithout (?:the )?cents\b|\b(?:drop|remove|skip|hide|omit|lose) (?:the )?cents\b|\b(?:don't|do not|never) (?:show|include|use) (?:any )?cents\b|\bno decimals?\b|\bwithout decimals?\b|\bround (?:all )?(?:amounts|figures|numbers|dollars)\s*$/.test(
      l,
    )
  ) {
    display.roundTo = 1;
  }
  if (
    /\b(?:one|a single|1)\s+sentence\b|\bjust (?:give|tell|show|say)?\s*(?:me|us)?\s*the (?:number|figure|answer|amount|total)\b|\bonly (?:give |show |say )?(?:me |us )?the (?:number|figure|answer|amount|total)\b|\b(?:no|skip the|without (?:the|any)?|leave out the|drop the) (?:working|workings|explanations?|details)\b/.test(
      l,
    )
  ) {
    brevity = 'sentence';
  } else if (/\bbe (?:brief|concise|short|succinct)\b|\bkeep (?:it|them|answers?|responses?|replies|things) (?:short|brief|concise|tight)\b|\b(?:short|shorter|brief|briefer|concise)\s+(?:answers?|responses?|replies)\b|\bbrevity\b|\b(?:answers?|responses?|replies) (?:should be )?(?:short|brief|concise)\b/.test(l)) {
    brevity = 'brief';
  }
  if (display.scale === undefined && display.roundTo === undefined && brevity === null) return null;
  return { display, brevity };
}

function formatDetail(display: DisplayPrefs, brevity: Brevity | null): string {
  const parts: string[] = [];
  if (display.scale === 1e3) parts.push('amounts in thousands ($412,500 reads $412.5 thousand)');
  if (display.scale === 1e6) parts.push('amounts in millions ($2,450,000 reads $2.45 million)');
  if (display.roundTo === 1) parts.push('amounts rounded to whole dollars');
  if (display.roundTo === 1e3) parts.push('amounts rounded to the nearest thousand');
  if (brevity === 'sentence') parts.push('answers in one sentence: the figure, without the working and the source');
  if (brevity === 'brief') parts.push('brief answers: the figure and its source, without the working');
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

// ---------------------------------------------------------------------------------------------
// Definitions: a term for some lines, or for a range of accounts.

/** Words that name the answer itself, not a line: a definition of these is not one. */
const NOT_TERMS = new Set(
  'budget budgets budgeted actual actuals forecast plan total totals year years month months quarter quarters period fiscal fy answer answers response responses reply replies result results number numbers figure figures amount amounts it this that these those question questions you tally agent assistant analyst data document documents information everything nothing report reports'.split(
    ' ',
  ),
);

/** Names that are not a line. */
const NOT_PARTS = /^(?:everything|anything|nothing|all|stuff|things|it|this|that|other|others|more|less|something)$/i;

/** Words that make a definition's part a sentence rather than the name of a line. */
const PROSE = /\b(i|we|you|they|he|she|it|is|are|was|were|be|been|should|would|could|will|must|can|cannot|can't|not|don't|doesn't|do|does|did|always|never|wrong|right|correct|incorrect|please|because|but|if|when|which|who|what)\b/i;

const GENERIC_COST = new Set(['cost', 'expens', 'spend', 'spending', 'expenditur']);

function cleanName(raw: string): string {
  return raw
    .trim()
    .replace(/^["'`]+|["'`]+$/g, '')
    .replace(/^(?:the|our|all|any|both)\s+/i, '')
    .replace(/^(?:sum|total|combination|combined total|addition)\s+of\s+(?:the\s+)?/i, '')
    .replace(/^(?:lines?|rows?|line items?|accounts?)\s+(?:for|named|called)\s+/i, '')
    .replace(/\s+(?:lines?|rows?|line items?)$/i, '')
    .replace(/\s+(?:combined|together|added together|added up|summed)$/i, '')
    .replace(/^["'`]+|["'`]+$/g, '')
    .trim();
}

const termStems = (term: string) => words(term).map((w) => (GENERIC_COST.has(w.stem) ? 'cost' : w.stem));

/** Account numbers: '5000-5999', '5000 to 5999', '5xxx', '5000s', 'starting with 5', '5000, 5100 and 5200'. */
export function readAccountRanges(def: string): AccountRange[] | null {
  const l = def.toLowerCase().trim();
  if (!/\baccounts?\b|\bgl\b|\bcodes?\b|\d{3,6}\s*(?:-|–|—|to|through|thru)\s*\d{3,6}|\b\d+x{2,}\b|\b\d{3,6}s\b|\b\d{3,6}[- ]series\b/.test(l)) return null;
  const body = l
    .replace(/\b(?:gl|general ledger|ledger)\b/g, ' ')
    .replace(/\baccounts?\s*(?:numbers?|codes?|nos?\.?|#)?/g, ' ')
    .replace(/\b(?:account\s+)?codes?\b/g, ' ')
    .replace(/\b(?:numbered|in the range|ranging from|from|range|between|all|the|our|lines?)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const ranges: AccountRange[] = [];
  let rest = body;
  const take = (re: RegExp, make: (m: RegExpMatchArray) => AccountRange | null) => {
    rest = rest.replace(re, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpMatchArray;
      const r = make(m);
      if (r) ranges.push(r);
      return ' ';
    });
  };
  take(/(\d{3,6})\s*(?:-|–|—|to|through|thru)\s*(\d{3,6})/g, (m) => ({ from: Math.min(Number(m[1]), Number(m[2])), to: Math.max(Number(m[1]), Number(m[2])) }));
  take(/\b(\d{1,5})(x{1,5})\b/g, (m) => {
    const n = m[2]!.length;
    return { from: Number(m[1]) * 10 ** n, to: Number(m[1]) * 10 ** n + 10 ** n - 1 };
  });
  take(/\b(\d{3,6})(?:s|[- ]series)\b/g, (m) => {
    const digits = m[1]!;
    const zeros = digits.length - digits.replace(/0+$/, '').length;
    const span = 10 ** Math.min(zeros, digits.length - 1);
    return { from: Number(digits), to: Number(digits) + span - 1 };
  });
  take(/\b(?:starting|beginning|that start|that begin|which start|which begin|start|begin)s?\s+(?:with\s+)?(?:a\s+)?(\d{1,3})\b/g, (m) => {
    // Four-digit charts of accounts are the most common: '5' is 5000-5999.
    const p = m[1]!;
    const pad = Math.max(0, 4 - p.length);
    return { from: Number(p) * 10 ** pad, to: Number(p) * 10 ** pad + 10 ** pad - 1 };
  });
  for (const m of rest.matchAll(/\b(\d{3,6})\b/g)) ranges.push({ from: Number(m[1]), to: Number(m[1]) });
  const leftover = rest.replace(/\b(?:and|or|plus|with|,|\+|&)\b|[,+&]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!ranges.length || leftover.replace(/[^a-z]/g, '').length > 12) return null;
  return ranges;
}

function readParts(def: string): string[] | null {
  const cleaned = cleanName(def);
  if (!cleaned) return null;
  const parts = cleaned
    .split(/\s*(?:\bplus\b|\+|,\s*(?:and\s+|plus\s+|&\s+)?|\bas well as\b|\btogether with\b|\balong with\b|\bin addition to\b)\s*/i)
    .map(cleanName)
    .filter(Boolean);
  if (!parts.length || parts.length > 8) return null;
  for (const p of parts) {
    const n = p.split(/\s+/).length;
    if (n > 7 || PROSE.test(p) || NOT_PARTS.test(p) || !/[a-z]/i.test(p) || /^(?:in|to|as|at|by|for|with|rounded|shown)\b/i.test(p)) return null;
  }
  return parts;
}

function validTerm(raw: string): string | null {
  const term = cleanName(raw).replace(/\s+/g, ' ');
  if (!term || term.split(' ').length > 5 || PROSE.test(term) || !/[a-z]/i.test(term)) return null;
  const ws = words(term);
  if (!ws.length || ws.every((w) => NOT_TERMS.has(w.word))) return null;
  return term;
}

const CONNECTORS =
  'means|mean|meant|refers to|refer to|stands for|stand for|is defined as|are defined as|should mean|should be read as|is the same as|are the same as|is another (?:word|name|term) for|are another (?:word|name|term) for|equals|equal|=|is made up of|are made up of|consists of|consist of|includes|include|should include|should cover|comprises|comprise|covers|cover|is the sum of|are the sum of|is the total of|are the total of|is|are|should be';

interface Definition {
  term: string;
  def: string;
  quoted: boolean;
  loose: boolean;
}

function readDefinition(sentence: string): Definition | null {
  const s = trimSentence(sentence);
  const quotedTerm = (t: string) => /^["'`]/.test(t.trim());
  let m: RegExpMatchArray | null;
  // 'When I say occupancy, I mean Rent and Utilities.'
  m = s.match(
    /^(?:when(?:ever)?|if)\s+(?:i|we|someone|anyone|people|staff|users?|they|the board)\s+(?:say|says|said|ask about|asks about|mention|mentions|write|writes|use the (?:word|term)|talk about|refer to)\s+(.+?),?\s+(?:i|we|they|that|it)\s+(?:mean|means|meant|am referring to|are referring to|refer to|want)\s+(.+)$/i,
  );
  if (m) return { term: m[1]!, def: m[2]!, quoted: true, loose: false };
  // 'By personnel we mean ...'
  m = s.match(/^by\s+(.+?),?\s+(?:i|we)\s+mean\s+(.+)$/i);
  if (m) return { term: m[1]!, def: m[2]!, quoted: true, loose: false };
  // 'Treat "program costs" as Program Expenses', 'Define occupancy as Rent plus Utilities'.
  m = s.match(/^(?:please\s+)?(?:treat|read|interpret|understand|take|consider|define|regard)\s+(.+?)\s+as\s+(?:meaning\s+|being\s+)?(.+)$/i);
  if (m && !readAccountRanges(m[1]!)) return { term: m[1]!, def: m[2]!, quoted: true, loose: false };
  // 'Use accounts 5000-5999 for program expenses', 'Count Rent and Utilities as occupancy'.
  m = s.match(/^(?:please\s+)?(?:use|count|treat)\s+(.+?)\s+(?:as|for)\s+(.+)$/i);
  if (m) return { term: m[2]!, def: m[1]!, quoted: true, loose: false };
  // 'Accounts 6000-6999 are overhead.'
  m = s.match(/^(.+?)\s+(?:are|is|make up|makes up|mean|represent|represents|=)\s+(?:our|the)?\s*(.+)$/i);
  if (m && /^\s*(?:the\s+|our\s+|all\s+)?(?:gl\s+)?(?:accounts?|codes?)\b/i.test(m[1]!) && readAccountRanges(m[1]!) && !readAccountRanges(m[2]!)) {
    return { term: m[2]!, def: m[1]!, quoted: true, loose: false };
  }
  // 'We call Rent and Utilities "occupancy".'
  m = s.match(/^(?:we|i)\s+call\s+(.+?)\s+(["'`][^"'`]+["'`])$/i);
  if (m) return { term: m[2]!, def: m[1]!, quoted: true, loose: false };
  // '"Personnel" means ...', 'Program expenses = accounts 5000-5999'.
  m = s.match(new RegExp(`^(?:our\\s+|the\\s+)?(.+?)\\s+(${CONNECTORS})\\s+(.+)$`, 'i'));
  if (m) {
    const loose = /^(?:is|are|should be)$/i.test(m[2]!);
    return { term: m[1]!, def: m[3]!, quoted: quotedTerm(m[1]!), loose };
  }
  return null;
}

function quoteTerm(term: string): string {
  return `“${term}”`;
}

function readTerm(sentence: string, source: string): TermRule | null {
  const d = readDefinition(sentence);
  if (!d) return null;
  const term = validTerm(d.term);
  if (!term) return null;
  const ranges = readAccountRanges(d.def);
  if (ranges) return { kind: 'account_range', term, stems: termStems(term), parts: [], ranges, source };
  // 'X is Y' defines only with a quoted term or a sum ('Personnel is Salaries plus Benefits').
  if (d.loose && !d.quoted && !/\bplus\b|\+|\bsum of\b|\btotal of\b/i.test(d.def)) return null;
  const parts = readParts(d.def);
  if (!parts) return null;
  // A name defined as itself says nothing.
  const raw = (t: string) => words(t).map((w) => w.stem).join(' ');
  if (parts.length === 1 && raw(parts[0]!) === raw(term)) return null;
  return { kind: 'synonym', term, stems: termStems(term), parts, ranges: [], source };
}

const rangeText = (r: AccountRange) => (r.from === r.to ? String(r.from) : `${r.from}–${r.to}`);

export function termDetail(rule: TermRule): string {
  if (rule.kind === 'account_range') {
    const ranges = rule.ranges.map(rangeText);
    const many = rule.ranges.length > 1 || rule.ranges[0]!.from !== rule.ranges[0]!.to;
    return `${quoteTerm(rule.term)} = the lines with account ${many ? 'numbers' : 'number'} ${ranges.join(', ')}, added up (a question naming ${rule.term} gets their total, with the working shown).`;
  }
  if (rule.parts.length === 1) return `${quoteTerm(rule.term)} is read as ${rule.parts[0]} (a question naming ${rule.term} is answered from that line, or those lines added up).`;
  return `${quoteTerm(rule.term)} = ${rule.parts.join(' + ')} (a question naming ${rule.term} is answered as the sum of these lines, with the working shown).`;
}

// ---------------------------------------------------------------------------------------------
// Reading instructions.

/** Every sentence of one instruction, read. */
export function parseInstruction(text: string): ParsedInstruction[] {
  const sentences = splitInstruction(text);
  if (!sentences.length) return [];
  return sentences.map(parseSentence);
}

export function parseSentence(sentence: string): ParsedInstruction {
  const text = trimSentence(sentence.replace(/[“”„‟]/g, '"').replace(/[‘’‚‛]/g, "'"));
  const fy = readFiscalYear(text);
  if (fy) {
    const end = MONTH_NAMES[(fy + 10) % 12]!;
    return {
      text: sentence,
      kind: 'fiscal_year',
      status: 'applied',
      detail: `Fiscal years start in ${MONTH_NAMES[fy - 1]} and end in ${end}${fy === 1 ? '' : ` (FY2025 is ${MONTH_NAMES[fy - 1]} 2024 to ${end} 2025)`}; this replaces the questionnaire's answer when questions name a fiscal year, quarter or month.`,
      rule: { kind: 'fiscal_year', startMonth: fy },
    };
  }
  const format = readFormat(text);
  if (format) {
    return { text: sentence, kind: 'answer_format', status: 'applied', detail: formatDetail(format.display, format.brevity), rule: { kind: 'answer_format', ...format } };
  }
  const term = readTerm(text, trimSentence(sentence));
  if (term) return { text: sentence, kind: term.kind, status: 'applied', detail: termDetail(term), rule: term };
  return { text: sentence, kind: 'other', status: 'noted', detail: NOTED_DETAIL, rule: null };
}

/** A version's instructions as the analyst applies them (later ones override earlier ones). */
export function compileInstructions(instructions: readonly string[]): AnalystRules {
  if (!instructions.length) return NO_RULES;
  const terms = new Map<string, TermRule>();
  let fiscalYearStartMonth: number | null = null;
  let display: DisplayPrefs | null = null;
  let brevity: Brevity | null = null;
  for (const instruction of instructions) {
    for (const parsed of parseInstruction(instruction)) {
      const rule = parsed.rule;
      if (!rule) continue;
      if (rule.kind === 'fiscal_year') fiscalYearStartMonth = rule.startMonth;
      else if (rule.kind === 'answer_format') {
        display = { ...(display ?? {}), ...rule.display };
        if (rule.brevity) brevity = rule.brevity;
      } else {
        const key = rule.stems.join(' ');
        terms.delete(key);
        terms.set(key, rule);
      }
    }
  }
  return {
    // Longer names first: 'program staff costs' before 'program'.
    terms: [...terms.values()].sort((a, b) => b.stems.length - a.stems.length),
    fiscalYearStartMonth,
    display: display && (display.scale !== undefined || display.roundTo !== undefined) ? display : null,
    brevity,
  };
}

const compiled = new Map<string, AnalystRules>();

/** compileInstructions, remembered for the last few instruction sets (they change rarely). */
export function rulesFor(instructions: readonly string[]): AnalystRules {
  if (!instructions.length) return NO_RULES;
  const key = instructions.join('\u0000');
  let rules = compiled.get(key);
  if (!rules) {
    rules = compileInstructions(instructions);
    if (compiled.size >= 100) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, rules);
  }
  return rules;
}

/** Where a term is named in a question's words (stems), or -1. */
export function findTerm(questionStems: string[], term: TermRule): number {
  const n = term.stems.length;
  for (let i = 0; i + n <= questionStems.length; i++) {
    let ok = true;
    for (let j = 0; j < n; j++) {
      const q = GENERIC_COST.has(questionStems[i + j]!) ? 'cost' : questionStems[i + j]!;
      if (q !== term.stems[j]) {
        ok = false;
        break;
      }
    }
    if (ok) return i;
  }
  return -1;
}

export { stem };
