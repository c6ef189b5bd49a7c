// Answers in words: the sentence of a document that answers a question about a grant agreement,
// an auditor's letter, minutes or a note, chosen by the question's words (everyday words weigh
// little, names and rare words must be there), by what kind of thing is asked (a date for 'when',
// an amount for 'how much', a rate for 'what percentage'), and by the document the question names
// ('the Hargrove grant', 'the management letter'). The answer quotes the sentence.
import type { GroundingPassage } from '../agent';
import { md } from './format';
import type { OrgIndex, Sentence } from './model';
import { findPeriods, fyLabel, intervalOf } from './periods';
import type { Plan, Token } from './plan/parse';
import { bestMatch, isStopword, MONTH_NAMES, stem, stemMatch, words } from './text';

export interface PassageReading {
  sentence: Sentence;
  score: number;
  /** Share of the question's words the sentence (with its heading and document) explains. */
  recall: number;
  /** Words that must be there and are not. */
  weak: string[];
  /** The sentence holds the kind of thing asked (a date for 'when', an amount for 'how much'). */
  typed: boolean;
  /** What kind of thing is asked, if the question says. */
  want: Want;
  lead: string;
  body: string[];
  passages: GroundingPassage[];
}

type Want = 'money' | 'date' | 'percent' | 'number' | 'name' | 'id' | null;

/** A firm's or body's name as letters sign it ('Brandt & Okafor, CPAs, LLP', 'Lindqvist Mah Chartered Professional Accountants'). */
/** An accounting firm as it signs: '..., CPAs, LLP', 'Chartered Professional Accountants', 'Okafor & Brandt'. */
// (Two names joined by '&' are a firm's; joined by 'and', as often two places: 'Ohio and Kentucky'.)
const ACCOUNTANTS = /\b(?:[A-Z][A-Za-z'’.-]+,?\s+){0,4}(?:(?:&|and)\s+[A-Z][A-Za-z'’.-]+\s*,?\s*)?(?:CPAs?\b(?:,?\s*(?:LLP|LLC|PC|P\.C\.))?|LLP\b|PLLC\b|Chartered (?:Professional )?Accountants\b|Certified Public Accountants\b|Chartered Accountants\b|Partners\b|Associates\b|& Co\.?)|\b[A-Z][a-zà-öø-ÿ]+ & [A-Z][a-zà-öø-ÿ]+(?![a-zà-öø-ÿ])(?:,? (?:CPAs?|LLP|LLC))?/;
const FIRM = /\b(?:[A-Z][A-Za-z'’.-]+,?\s+){1,5}(?:(?:&|and)\s+[A-Z][A-Za-z'’.-]+\s*,?\s*)?(?:CPAs?\b(?:,?\s*(?:LLP|LLC|PC|P\.C\.))?|LLP\b|LLC\b|PLLC\b|Inc\.|Ltd\.?|Limited\b|Chartered (?:Professional )?Accountants\b|Certified Public Accountants\b|Chartered Accountants\b|& Co\.?|and Company\b)|\b[A-Z][a-z]+ (?:&|and) [A-Z][a-z]+\b(?:,? (?:CPAs?|LLP|LLC))?/;
const CERTIFIED = /\b(?:CPAs?|LLP|PLLC|Chartered (?:Professional |Certified )?Accountants|Certified Public Accountants|Registered (?:Company )?Auditors|Statutory Auditors?|Auditors? and Accountants)\b/;
export const WANTS_NAME = /\bwhich (?:firm|company|auditors?|bank|agency|vendor|supplier|lender|insurer|accountants?|cpa|consultant|contractor)\b|\bwho (?:audited|audits|will audit|is (?:our|the) auditor|are (?:our|the) auditors|prepared|reviewed)\b|\bname of (?:the|our) (?:auditors?|firm|bank|accountants?)\b|^who\b/;

/** A reference asked ('what's the grant #', 'our charity number with the regulator'): letters and digits, never an amount. */
export const WANTS_ID = /^(?!.*\b(?:number of|how many)\b).*\bwhat(?:'s|s| is| was| are)?\s+(?:the|our|its|their)\s+(?:[a-z&'-]+\s+){0,4}(?:#|no\.?|number|num|ref|reference|id|code)(?:\s+(?:on|for|of|under|with|from|in|at)\b.*)?\s*\??$/;

/** A reference as printed: letters and digits joined by dashes or slashes ('HF-2025-118', 'INV/0042', 'GR 2291-B'). */
// (Not a telephone number: '(541) 555-0142', '555-0142'.)
const IDENTIFIER = /(?<!\(\d{3}\)\s?)\b(?!FY\d)(?!\d{3}-\d{4}\b)(?:[A-Z][A-Z0-9]{0,5}[-/][A-Z0-9]*\d[A-Z0-9/-]*|[A-Z]{1,6}\d{3,}[A-Z0-9-]*|\d{2,}[-/]\d{3,}[A-Z0-9-]*)\b/;

// (And the marks and codes other currencies print before their figures: 'R12,000.00', 'KSh 1,250', 'euro 4.250', 'J$12,500'.)
const OTHER_MARK = String.raw`(?:\b(?:R|KSh|Kshs|TSh|TZS|UGX|KES|ZAR|Rs\.?|INR|NGN|GHS|JMD|SGD|Rp\.?|RM|euro|EUR)\s?|[₹₦₱₵]\s?|\b(?:J|S|A|NZ|C|HK|US)\$\s?)`;
const OTHER_MONEY = new RegExp(`${OTHER_MARK}\\d`);
// (Also as French, Quebec and much of Europe print it, the sign after: '84 512,37 $', '1.250 €'.)
const MONEY = /[$€£]\s?\d|\bCHF\s?\d|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|usd|eur|gbp|pounds)\b|\d(?:[ \u00a0\u202f.]\d{3})*(?:,\d{1,2})?\s?[$€£](?![\w$])/i;
const PERCENT = /\d\s?%|\bpercent\b|\bper cent\b/i;
const MONEY_G = new RegExp(String.raw`[$€£]\s?\d{1,3}(?:[.\u00a0\u202f ]\d{3})+,\d{1,2}(?!\d)|\bCHF\s?\d{1,3}(?:['’]\d{3})*(?:\.\d{2}|\.[-–])?|[$€£]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand|[mkb]n?)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|usd|eur|gbp|pounds)\b|\b\d{1,3}(?:[ \u00a0\u202f.]\d{3})*(?:,\d{1,2})?\s?[$€£](?![\w$])|${OTHER_MARK}(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?(?![\d,.])|\d[\d,]*(?:\.\d+)?)`, 'gi');

/** How many amounts of money a sentence gives. */
export function amountsIn(text: string): number {
  return [...text.matchAll(MONEY_G)].length;
}

function wants(plan: Plan): Want {
  const l = plan.text;
  if (WANTS_NAME.test(l)) return 'name';
  if (/\b(when|what date|which date|by when|deadline|due date|what day|how long|expire|expires|expiry|term of|start date|end date)\b|\bdue\b|\bwhat (?:is|was) the date\b|\bthe date (?:on|of)\b|\bdated\b/.test(l)) return 'date';
  // 'What's the grant #', 'the invoice number', 'our charity ref': a reference, letters and digits.
  if (WANTS_ID.test(l)) return 'id';
  // (An exchange rate is a number of one currency for another, not a percentage.)
  if (/\b(?:exchange|fx|conversion|currency)\s+rates?\b/.test(l)) return 'number';
  if (/\bas an? (?:percent(?:age)?|share|proportion)\b|\bin percent(?:age)?(?: terms)?\b/.test(l)) return 'percent';
  if (/\b(what (?:percent(?:age)?|share|rate|proportion|fraction)|(?:maximum|minimum|largest|highest|max) (?:share|percent(?:age)?|proportion)|rate|cap|ceiling|percent(?:age)?)\b|%/.test(l) && !/\bhow much\b/.test(l)) return 'percent';
  if (/\bhow much\b|\b(amount|amt|costs?|fees?|prices?|paid|pay|award|awarded|grant of|worth|total|sum|value|line of credit)\b/.test(l)) return 'money';
  if (/\bhow many\b|\bnumber of\b/.test(l)) return 'number';
  return null;
}

/** What 'how many' counts ('how many employees'): the sentence must count it, not only state a number. */
function countedNoun(plan: Plan): string | null {
  const m = plan.text.match(/\bhow many (?:(?:full[- ]time|part[- ]time|total|active|current)\s+)?([a-z]+)|\bnumber of (?:(?:full[- ]time|part[- ]time|total|active|current)\s+)?([a-z]+)/);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function typedAs(want: Want, text: string, noun: string | null = null, audit = false): boolean {
  switch (want) {
    case 'money':
      return MONEY.test(text) || OTHER_MONEY.test(text);
    case 'percent':
      return PERCENT.test(text);
    case 'date':
      // ('What day', 'on what date': a day, not a month a subject line names.)
      if (noun === 'day') return findPeriods(text).some((p) => p.kind === 'date' && p.day !== undefined);
      // (Or a time fixed by another: 'within 30 days', 'sixty days after the year end', 'by the end of each quarter'.)
      return findPeriods(text).some((p) => p.kind === 'date' || p.kind === 'month') || /\b(?:within|no later than)\s+\d+\s+days\b/i.test(text) || /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|thirty|sixty|ninety)\s+(?:business\s+|working\s+|calendar\s+)?(?:days|weeks|months)\s+(?:after|before|of|from|following|prior to)\b|\b(?:end|close) of (?:each|every|the) (?:month|quarter|year|financial year|fiscal year)\b|\b(?:annually|quarterly|monthly)\b|\bon (?:completion|signature|signing)\b/i.test(text);
    case 'number': {
      // A count: a number that is not money, a percentage or a year, followed closely by what is counted.
      const bare = text.replace(MONEY_G, ' ').replace(/\d[\d,.]*\s?(?:%|percent)/gi, ' ').replace(/\b(?:19|20)\d{2}\b/g, ' ');
      if (!noun) return /\b\d[\d,]*\b/.test(bare);
      const stemOf = noun.replace(/(?:ies|es|s)$/, '');
      return new RegExp(`\\b\\d[\\d,]*(?:\\.\\d+)?\\s+(?:[a-z-]+\\s+){0,3}${stemOf}`, 'i').test(bare);
    }
    case 'id':
      return IDENTIFIER.test(text);
    case 'name':
      // Who audited: an accounting firm. Otherwise a firm as letters sign it, or any name of two
      // capitalised words past the sentence's first ('First Prairie Bank').
      if (audit) return ACCOUNTANTS.test(text);
      // (Not words every report capitalises: 'Annual General Meeting', 'Saturday 26 September'.)
      // (A firm's name of words no title uses: 'Treasurer and Centre Manager' is two roles.)
      return [...text.matchAll(new RegExp(FIRM.source, 'g'))].some((m) => m[0].split(/\s+/).some((w) => /^[A-Z]/.test(w) && !TITLE_WORDS.test(w.replace(/[,.]+$/, '')))) || [...text.matchAll(/\s((?:[A-Z][a-z'’-]+|&)(?:\s(?:[A-Z][a-z'’-]+|&|of|and)){1,4})\b/g)].some((m) => m[1]!.split(/\s+/).some((w) => /^[A-Z]/.test(w) && !TITLE_WORDS.test(w)));
    default:
      return false;
  }
}

/** A name said up to six words before the role ('Tom Ward joined us as treasurer') or three after it ('Treasurer: Ms Okafor'), or after 'by' a little further ('the treasurer's report, presented by Tom Ward'). */
export function holderNamed(text: string, role: string): boolean {
  const ws = text.split(/\s+/).filter(Boolean);
  const bare = (w: string) => w.replace(/^[("'“‘]+|[)"'”’,.;:!?]+$/g, '');
  const isRole = (w: string) => stemMatch(role, words(bare(w))[0]?.stem ?? '') >= 0.8;
  // (A firm by its legal name anywhere in the sentence, 'Brown's Roofing & Construction Ltd', holds
  // a role firms hold: the contractor, the consultant.)
  if (FIRM.test(text) && ws.some(isRole)) return true;
  // (In capitals too, as forms print them: 'KENDRICK ROLLE, CPA – TREASURER'.)
  const titled = (w: string) => (/^[A-Z]{2,}$/.test(w) ? w[0] + w.slice(1).toLowerCase() : w);
  const isName = (w: string) => {
    const t = titled(bare(w));
    return /^(?:[A-Z][a-z'’]+(?:-[A-Z]?[a-z'’]+)*|[A-Z]\.|[A-Z][a-z]*[A-Z][a-z]+|[A-Z][A-Z'’-]+)$/.test(t) && !TITLE_WORDS.test(t) && !HONORIFIC.test(t) && !/^(?:The|A|An|This|That|Our|Its|His|Her|Their|He|She|They|It|We)$/.test(t);
  };
  for (let i = 0; i < ws.length; i++) {
    if (!isRole(ws[i]!)) continue;
    for (let k = Math.max(0, i - 6); k <= Math.min(ws.length - 1, i + 6); k++) {
      if (k === i || !isName(ws[k]!)) continue;
      if (k > i + 3 && !/^by$/i.test(ws[k - 1] ?? '')) continue;
      // (A name is two such words together, or one after a title: 'Ms Ortiz'.)
      const next = ws[k + 1];
      const prev = ws[k - 1];
      if ((next && isName(next)) || (prev && HONORIFIC.test(bare(prev).replace(/\.$/, '')))) return true;
    }
  }
  return false;
}

const HONORIFIC = /^(?:Mr|Mrs|Ms|Dr|Prof|Rev|Fr|Sr|Cllr|Hon)$/;

/** Capitalised words of titles and dates, which name no one. */
const TITLE_WORDS = /^(?:Annual|General|Meeting|Report|Reports|Financial|Statements?|Accounts|Board|Committee|Trustees?|Directors?|Members|Treasurer'?s?|Chair'?s?|Chairperson|Secretary|Manager|Centre|Center|Coordinator|Officer|Executive|President|Review|Summary|Budget|Minutes|Notes?|Honorary|Hon|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Year|Quarter|Fund|Funds|Income|Expenditure|Total)$/;

function sourceOfSentence(s: Sentence): string {
  const parts = [s.doc.fileName];
  if (s.page) parts.push(`page ${s.page}`);
  if (s.sheet) parts.push(`sheet ${s.sheet}`);
  if (s.heading) parts.push(`“${s.heading}”`);
  return parts.join(', ');
}

/** Words prose says in other ways ('maximum' as 'may not exceed', 'allowed' as 'may'): never the reason a sentence is not it. */
const SAID_OTHERWISE = /^(rate|rates|amount|sum|date|day|deadline|percentage|percent|maximum|minimum|max|min|most|least|allowed|allow|permitted|permit|limit|limited|cap|capped|required|require|requirement|main|mainly|primarily|mostly|key|significant|major|expected|expect|planned|plan|available|availability|happen|happened|did|does|say|says|said|state|states|mention|mentioned|note|noted|describe|described)$/;

/** A table row kept as text ('4100 Grants receivable — Memo: ...'), not a sentence of prose. */
const rowNote = (s: Sentence) => /\s—\s[^:]{1,60}:\s/.test(s.text);

/** An auditor's opinion as the report words it: 'In our opinion, ...' (not the directors' or management's). */
const OPINION_SENTENCE = /^\s*(?:opinion\s+)?in (?:our|my) opinion\b/i;

/**
 * 'What opinion did the auditors give?', 'was the audit opinion clean?': the auditor's own
 * opinion sentence, and its kind (unmodified, qualified, adverse, or none given) from its words.
 */
function auditOpinion(index: OrgIndex, plan: Plan): PassageReading | null {
  // (Not when or by whom it was given: 'when did the auditors sign their opinion' asks a date.)
  if (!/\bopinion\b/.test(plan.text) || !/\baudit\w*|\bclean\b/.test(plan.text) || /\b(?:when|date|dated|day|who|whom|which firm)\b/.test(plan.text)) return null;
  const found = index.docs.flatMap((d) => d.sentences.filter((x) => OPINION_SENTENCE.test(x.text) && !/\b(?:directors|trustees|management|board)'?s?\s+opinion\b/i.test(x.text)));
  if (!found.length) return null;
  // (Of the year asked, when several reports are uploaded: the one whose document says it.)
  const years = plan.periods.filter((p) => p.year !== undefined).map((p) => String(p.year));
  const ofYear = (x: Sentence) => years.some((y) => x.doc.fileName.includes(y) || x.doc.sentences.slice(0, 40).some((z) => z.text.includes(y)));
  const s = found.find(ofYear) ?? found[0]!;
  // (The opinion may run on over the next lines it lists, '(a) giving a true and fair view ...'.)
  const after = s.doc.sentences.filter((x) => x.order > s.order && x.order <= s.order + 3 && x.page === s.page);
  const whole = [s, ...after.slice(0, after.findIndex((x) => !/^\s*\(?[a-z0-9ivx]{1,4}[).]\s/i.test(x.text)) === -1 ? after.length : after.findIndex((x) => !/^\s*\(?[a-z0-9ivx]{1,4}[).]\s/i.test(x.text)))];
  const text = whole.map((x) => x.text).join(' ');
  const heading = s.heading ?? '';
  const kind = /\bexcept for\b|\bqualified opinion\b/i.test(`${heading} ${text}`)
    ? 'A qualified opinion'
    : /\bdo(?:es)? not express an opinion\b|\bdisclaimer of opinion\b/i.test(`${heading} ${text}`)
      ? 'A disclaimer of opinion (no opinion given)'
      : /\bdo(?:es)? not (?:present fairly|give a true and fair)\b|\badverse opinion\b/i.test(`${heading} ${text}`)
        ? 'An adverse opinion'
        : /\bpresents? fairly\b|\btrue and fair\b|\bproperly prepared\b|\bin accordance with\b/i.test(text)
          ? 'An unmodified (clean) opinion'
          : null;
  if (!kind) return null;
  const quoted = md(text);
  return {
    sentence: s,
    score: 1,
    recall: 1,
    weak: [],
    typed: true,
    want: null,
    lead: `**${kind}**: “${quoted}”`,
    body: [`**Source:** *${md(sourceOfSentence(s))}*.`],
    passages: whole.map((x) => ({ text: x.text, source: sourceOfSentence(x) })),
  };
}

/**
 * A sentence giving one figure for a list of things ('(the Executive Director, the Head of
 * Finance and the Science Coordinator) ... in total') in which a word asked names one of them, when
 * the question asks for no total.
 */
function oneOfSeveral(text: string, asked: Token[], question: string): boolean {
  // (Or 'total compensation of' several, or 'the aggregate remuneration of the coordinator and the
  // manager': two named are several.)
  if (!/\b(?:in total|in aggregate|aggregate|combined|together|between them|collectively|total (?:compensation|remuneration|pay|salar(?:y|ies)|emoluments|cost|costs))\b/i.test(text)) return false;
  if (/\b(?:total|all|combined|together|aggregate|altogether|key management|between them)\b/.test(question)) return false;
  for (const m of text.matchAll(/\(([^()]{10,400})\)|((?:\b[\w'’-]+(?:\s+[\w'’-]+){0,4},\s+){2,}[\w'’ -]+\s+and\s+[\w'’ -]+)|\b(?:of|for|to|paid to)\s+((?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}\s+and\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})/g)) {
    const list = m[1] ?? m[2] ?? m[3] ?? '';
    if ((list.match(/,/g)?.length ?? 0) + (/\band\b/.test(list) ? 1 : 0) < (m[3] ? 1 : 2)) continue;
    const stems = words(list).map((w) => w.stem);
    if (asked.some((t) => !t.soft && bestMatch(t.stem, stems) >= 0.95)) return true;
  }
  return false;
}

type DateRole = 'start' | 'end' | 'due' | 'decided';
const ROLE_WORDS: Array<[DateRole, RegExp]> = [
  ['start', /\b(?:from|effective|starting|commencing|beginning|with effect from|as of|as from|starts?|begins?|commences?|applies from|apply from)\s+(?:on\s+)?$/i],
  ['end', /\b(?:until|till|to|through|ending|ends?|expires?|expiring|finishes|closes?|runs? (?:until|to))\s+(?:on\s+)?$/i],
  ['due', /\b(?:by|due|due on|due by|no later than|deadline|before)\s+(?:on\s+)?$/i],
  ['decided', /\b(?:agreed|approved|decided|resolved|signed|dated|held|met|adopted|passed|voted)\b[^.;]{0,40}?\bon\s+$/i],
];

/** What a question asks the day of: when something starts, ends, is due, or was decided. */
function roleAsked(q: string): DateRole | null {
  if (/\b(?:start|starts|begin|begins|commence|commences|take effect|takes effect|effective|kick off|come into effect|apply|applies)\b/.test(q)) return 'start';
  if (/\b(?:end|ends|expire|expires|finish|finishes|run out|runs out|close|closes)\b/.test(q)) return 'end';
  if (/\b(?:due|deadline|by when)\b/.test(q)) return 'due';
  if (/\b(?:agreed|approved|decided|resolved|signed|adopted|voted)\b/.test(q)) return 'decided';
  return null;
}

/** The roles of the days a sentence gives, by the words right before each ('from 1 April', 'agreed ... on 22/01/2026'). */
function dateRoles(text: string): Set<DateRole> {
  const out = new Set<DateRole>();
  for (const p of findPeriods(text)) {
    if (p.kind !== 'date' || p.day === undefined) continue;
    const at = text.indexOf(p.text);
    if (at < 0) continue;
    const before = text.slice(Math.max(0, at - 60), at);
    for (const [role, re] of ROLE_WORDS) if (re.test(before)) out.add(role);
  }
  return out;
}

/** The sentence that best answers the question, or null when no sentence says its words. */
export function passageAnswer(index: OrgIndex, plan: Plan, required: (t: Token) => boolean, fyStart = 1): PassageReading | null {
  const tokens: Token[] = [];
  for (const t of [...plan.subject.tokens, ...(plan.literal?.tokens ?? [])]) if (!tokens.some((u) => u.stem === t.stem)) tokens.push(t);
  if (!tokens.length || !index.sentences.length) return null;
  const want = wants(plan);
  const opinion = auditOpinion(index, plan);
  if (opinion) return opinion;
  const noun = want === 'number' ? countedNoun(plan) : want === 'date' && /\b(?:what|which) (?:day|date)\b|\bon what (?:day|date)\b/.test(plan.text) ? 'day' : null;
  // (Or who reviewed the accounts, as a small charity's are reviewed instead: accountants too.)
  const audit = want === 'name' && (/\baudit/.test(plan.text) || /\bwho (?:did|does|will do|performed|carried out|conducted) (?:the|our|its) (?:independent )?review\b|\bwho (?:independently )?reviewed\b|\b(?:independent )?reviewer\b/.test(plan.text));
  const docDate = /\bthe date (?:on|of) (?:the |our |this |that )?\S|\bwhen (?:is|was) (?:the |our |this |that )?[\w' -]{0,40}\b(?:letter|agreement|report|statement|memo|minutes) dated\b|\bwhat (?:is|was) (?:the |our |this |that )?[\w' -]{0,40}\b(?:letter|agreement|report|memo|minutes) dated\b/.test(plan.text);
  const definition = /\b(defined?|definition|mean|means|meaning|consists?|comprises?|includes?|represents?|refers? to|derived|calculated)\b/.test(plan.text);
  // 'When is the report due?': the date answers 'due', 'end', 'start'; 'what does X include': the words of the question.
  // 'When do we report?' asks for a date, its verb soft; 'when is the progress report due?' names the report.
  const reportVerb = /\b(?:we|to|must|should|do|does|i)\s+(?:\w+\s+)?report\b/.test(plan.text);
  const capAsked = want !== 'percent' && CAP_ASKED.test(plan.text);
  const toks = tokens.map((t) =>
    // 'When is the next meeting?': 'next' tells the sentence that answers from the one about the last.
    want === 'date' && t.soft && /^(?:next|last|previous|upcoming|first|final)$/.test(t.word)
      ? { ...t, soft: false }
      : (want === 'date' && (/^(end|start|begin|due|expir|deadlin|clos|open|finish|run|submit|send|sent|file|deliv|provid|hand)$/.test(t.stem) || (t.stem === 'report' && reportVerb))) ||
    // 'the maximum share that can go to X': the sentence says 'no more than 15% ... for X'.
    (want === 'percent' && /^(maximum|max|minimum|min|most|least|share|percent|percentage|proportion|portion|fraction|limit|cap|allowed|permitted)$/.test(t.word)) ||
    // 'the most we can spend on X': the sentence caps X ('no more than 10% ... applied to X').
    (capAsked && /^(maximum|max|most|spend|spent|put|use|used|allowed|permitted|limit|cap)$/.test(t.word)) ||
    (definition && /^(defin|definition|mean|consist|compris|includ|represent|refer|deriv|calculat)$/.test(t.stem)) ||
    // 'How much did X drop': the sentence says the change its own way ('down from 14').
    /^(?:drop|dropped|fall|fell|fallen|rise|rose|risen|increase|increased|decrease|decreased|grow|grew|grown|decline|declined|go|went|gone|up|down|since)$/.test(t.word) ||
    // 'Which firm ...': the kind of name asked, not a word the sentence must say.
    (want === 'name' && /^(?:firm|firms|company|companies|agency|vendor|supplier|lender|insurer|consultant|contractor|name|doing|did|do)$/.test(t.word))
      ? { ...t, soft: true }
      : t,
  );
  const w = toks.map((t) => index.idf.weight(t.stem) * (t.soft ? 0.25 : 1));
  const sum = w.reduce((a, b) => a + b, 0) || 1;
  // Documents the question names ('the Hargrove grant agreement', 'the management letter').
  const docNamed = new Map<string, number[]>();
  for (const d of index.docs) docNamed.set(d.id, toks.map((t) => bestMatch(t.stem, d.nameStems)));
  const pool = new Set<Sentence>();
  for (const t of toks) {
    if (t.soft) continue;
    for (const [stem, list] of index.sentencePostings) if (stemMatch(t.stem, stem) > 0) for (const s of list) pool.add(s);
  }
  for (const d of index.docs) {
    const m = docNamed.get(d.id)!;
    if (m.some((x, i) => x >= 0.8 && !toks[i]!.soft)) for (const s of d.sentences) pool.add(s);
    // Who did it: the letter about it, whose letterhead or sign-off names the firm without its words.
    else if (want === 'name' && toks.some((t) => !t.soft) && toks.every((t) => t.soft || d.stems.has(t.stem))) for (const s of d.sentences) pool.add(s);
  }
  const yearsAsked = plan.periods
    .filter((p) => p.year !== undefined)
    .map((p) => {
      // (A month or a day is of its calendar year; the fiscal year it falls in is the one that ends
      // after it: April 2026 of an April year is in the year to March 2027.)
      const y = p.kind !== 'year' && p.month !== undefined && fyStart > 1 && p.month >= fyStart ? p.year! + 1 : p.year!;
      // (A document may still write the month's own year in a fiscal year's form, '2024/25': that
      // too, though not a fiscal year's label of another year, 'FY2025'.)
      if (p.kind !== 'year' && y !== p.year) return [`${p.year! - 1}/${String(p.year).slice(2)}`, `${p.year! - 1}-${String(p.year).slice(2)}`, `${p.year! - 1}/${p.year}`, `${p.year! - 1}-${p.year}`, String(p.year), `FY${String(fyLabel(y)).slice(2)}`, `FY${fyLabel(y)}`, `${y - 1}/${String(y).slice(2)}`, `${y - 1}-${String(y).slice(2)}`, `${y - 1}/${y}`, `${y - 1}-${y}`];
      // A fiscal year is written several ways: '2022', 'FY22', '2021/22', '2021-22'.
      return [String(y), `FY${String(fyLabel(y)).slice(2)}`, `FY${fyLabel(y)}`, `${y - 1}/${String(y).slice(2)}`, `${y - 1}-${String(y).slice(2)}`, `${y - 1}/${y}`, `${y - 1}-${y}`];
    });
  const monthsAsked = plan.periods.filter((p) => p.kind === 'month' && p.month !== undefined).map((p) => p.month!);
  const askedRole = want === 'date' ? roleAsked(plan.text) : null;
  const auditSigned = want === 'date' && /\baudit(?:or|ors|ors'|or's|ing)?\b/.test(plan.text) && /\b(?:sign\w*|dated|date of|report)\b/.test(plan.text);
  // (Its sign-off says none of the question's words: the firm's name, then the place and the day.)
  // (Or says them in one line: 'Hollister & Kemp LLP Certified Public Accountants Dayton, Ohio April 22, 2026'.)
  if (auditSigned) for (const d of index.docs) d.sentences.forEach((x, i) => ACCOUNTANTS.test(x.text) && x.text.split(/\s+/).length <= 16 && d.sentences.slice(i, i + 4).forEach((y) => pool.add(y)));
  const unitAsked = UNIT_NOUN.exec(plan.text)?.[1]?.replace(/s$/, '') ?? null;
  const dayAsked = plan.periods.length === 1 && plan.periods[0]!.kind === 'date' && !plan.periods[0]!.ended && plan.periods[0]!.day !== undefined ? plan.periods[0]! : null;
  let best: PassageReading | null = null;
  const cands: Array<{ s: Sentence; score: number; recall: number; weak: string[] }> = [];
  // 'Who is the chair?', 'who is the PTA treasurer': the sentence must say the role asked (its last
  // word), not only some name.
  // ('Who was elected treasurer', 'who was appointed as the new chair': the role they were given.)
  const rolePhrase =
    want === 'name' && !audit
      ? (/\bwho(?:'s|s| is| was| are| were)\s+(?:our|the|their)\s+((?:[a-z]+\s+){0,2}[a-z]{4,})\b/.exec(plan.text)?.[1] ??
        /\bwho (?:is|was|were|has been|had been|got|will be) (?:re-?)?(?:elected|appointed|named|chosen|voted(?: in)?|co-?opted|nominated) (?:as )?(?:the |our |a |new )*((?:[a-z]+\s+){0,1}[a-z]{4,})\b/.exec(plan.text)?.[1])
      : undefined;
  const roleWords = rolePhrase ? words(rolePhrase).filter((t) => !isStopword(t.word)).map((t) => t.stem) : [];
  const role = roleWords.at(-1);
  // (Its head word, 'treasurer' of 'PTA treasurer'; or else another of its words, 'investment' of
  // 'investment consultant' where the document says 'investment adviser'.)
  const roleSaid = (x: Sentence) => (!role ? 2 : x.stems.some((y) => stemMatch(role, y) >= 0.8) ? 2 : roleWords.slice(0, -1).some((r) => x.stems.some((y) => stemMatch(r, y) >= 0.8)) ? 1 : 0);
  const saysRole = (x: Sentence) => roleSaid(x) > 0;
  // 'Who moved (seconded) the motion adopting the accounts': the name after 'Moved' ('Seconded') in
  // the motion's line or the one after it, which says it only by the motion before it.
  const moverAsked = want === 'name' ? (/\bwho (moved|seconded|proposed)\b/.exec(plan.text)?.[1] ?? null) : null;
  const moverLine = (x: Sentence) => moverAsked !== null && moverOf(x.text, moverAsked) !== null;
  for (const s of pool) {
    // Receipts answer as receipts; rows of tables kept as text ('5900 Depreciation — Description: ...') answer as tables.
    if (s.doc.fields.total !== undefined || s.doc.fields.merchant !== undefined || rowNote(s)) continue;
    // (A page number or a figure alone on its line, '12', says nothing.)
    if (!/[a-z]{3}/i.test(s.text)) continue;
    const named = docNamed.get(s.doc.id)!;
    const hard = toks.filter((t) => !t.soft).length || 1;
    const namesDoc = named.filter((x, i) => x >= 0.8 && !toks[i]!.soft).length / hard >= 0.3;
    const prev = s.doc.sentences[s.order - 1];
    // A word of the document elsewhere ('audit' in an auditor's letter) is weak evidence for each of its sentences.
    // A word's other form or near spelling ('employer' for 'employees') is weak evidence in prose.
    const said = (stem: string, among: string[]) => {
      const m = bestMatch(stem, among);
      return m >= 0.8 ? m : m * 0.4;
    };
    const ev = toks.map((t, i) =>
      Math.max(
        said(t.stem, s.stems),
        0.7 * bestMatch(t.stem, s.headingStems),
        namesDoc ? 0.85 * named[i]! : 0,
        prev && prev.heading === s.heading ? (moverLine(s) ? 1 : 0.5) * bestMatch(t.stem, prev.stems) : 0,
        s.doc.stems.has(t.stem) ? 0.35 : 0,
      ),
    );
    let num = 0;
    for (let i = 0; i < toks.length; i++) num += w[i]! * ev[i]!;
    const recall = num / sum;
    // A figure asked ('what percentage is paid on signing') is the figure of a sentence that says
    // what it is of: a word said only elsewhere in the document does not make another sentence's
    // figure it. (A name says which document: 'under the Lindgren agreement' is said by the
    // agreement, not by each of its sentences.)
    const figure = want === 'percent' || want === 'money' || want === 'number';
    const weak = toks.filter((t, i) => required(t) && ev[i]! < (figure && !t.name ? 0.5 : 0.3) && !SAID_OTHERWISE.test(t.word)).map((t) => t.word);
    // (And it says at least one thing asked itself, not only its document or heading: 'indirect
    // costs are capped at 10%' in the award's workbook is no share of the award spent.)
    if (figure && !toks.some((t) => required(t) && !t.name && bestMatch(t.stem, s.stems) > 0.85)) weak.push('(what was asked)');
    // (Nor a figure for several, one of which was asked: 'key management personnel (the Executive
    // Director, the Head of Finance and ...) was 486,200 in total' is not the director's salary.)
    // (A budget asked is not what was spent: 'Energy for the nine months came to £46,712' says no budget.)
    if ((figure || want === null) && plan.measure === 'budget' && /\d/.test(s.text) && !/\b(?:budget\w*|plan(?:s|ned)?|allocat\w*|forecast\w*|projected|projection|estimate[sd]?|provision|set aside|target\w*)\b/i.test(`${s.heading ?? ''} ${s.text}`)) weak.push('(budget)');
    if ((figure || want === null) && oneOfSeveral(s.text, toks.filter((t) => required(t)), plan.text)) weak.push('(one of several)');
    // (A figure on a day asked, 'the balance on 15 October', is one the sentence dates that day.)
    if (moverAsked && !moverLine(s)) weak.push(`(${moverAsked})`);
    if ((figure || (want === null && !plan.textual && !plan.yesNo)) && dayAsked && !findPeriods(s.text).some((p) => p.kind === 'date' && p.day === dayAsked.day && p.month === dayAsked.month)) weak.push(`(${dayAsked.text})`);
    // A period asked must be the sentence's: 'income in the year to March 2022' is not answered by a note about 2021.
    // The year may be the document's own: its name or its opening sentences ('the FY24 management letter').
    // (Opening sentences count only for a letter, a document without tables: a report of several periods names them all at its top.)
    // (A mover's line says it by the motion before it.)
    // (Its dashes as typed, '2025–26', are the year's '2025-26'.)
    const own = (y: string) => plainDash(s.text).includes(y) || (moverLine(s) && plainDash(prev?.text ?? '').includes(y)) || s.doc.fileName.includes(y) || (s.heading ?? '').includes(y) || (s.doc.tables === 0 && s.doc.sentences.slice(0, 3).some((x) => x.text.includes(y)));
    // (Or a day of that fiscal year the sentence gives, 'the AGM on 20 November 2025' of this year's.)
    const dayIn = (i: number) => {
      const p = plan.periods.filter((x) => x.year !== undefined)[i];
      const qi = p ? intervalOf(p, fyStart, p.year) : null;
      return Boolean(qi) && findPeriods(s.text).some((d) => {
        const di = d.kind === 'date' && d.year !== undefined ? intervalOf(d, fyStart, d.year) : null;
        return Boolean(di && di.from >= qi!.from && di.to <= qi!.to);
      });
    };
    yearsAsked.forEach((years, i) => {
      if (!years.some(own) && !(want === 'date' && dayIn(i))) weak.push(years[0]!);
    });
    // (A count asked in its unit, 'days cash on hand', 'visits', is not an amount of money in a
    // sentence that never counts it.)
    if (unitAsked && (want === 'money' || want === 'number') && !new RegExp(`\\d[\\d,.]*\\s+(?:[a-z-]+\\s+){0,2}${unitAsked}`, 'i').test(s.text)) weak.push(`(${unitAsked})`);
    // (So must a month asked: 'July 2026 dues' is not answered by a sentence about the quarter before.)
    // (Or the document's own month, its name or its opening: 'the September minutes'.)
    const docMonths = `${s.doc.fileName.replace(/[_.]/g, ' ')} ${s.doc.sentences.slice(0, 3).map((x) => x.text).join(' ')}`;
    const saysMonth = (text: string, m: number) => findPeriods(text).some((x) => x.month === m || (x.kind === 'monthRange' && x.month !== undefined && x.endMonth !== undefined && m >= x.month && m <= x.endMonth));
    for (const m of monthsAsked) if (!saysMonth(`${s.heading ?? ''} ${s.text}`, m) && !saysMonth(docMonths, m)) weak.push(MONTH_NAMES[m - 1]!.toLowerCase());
    const typed = typedAs(want, s.text, noun, audit) || moverLine(s);
    const wordCount = s.text.split(/\s+/).length;
    // Who: a sentence naming a firm, in a document about what was asked (its sign-off names the auditor).
    const signs = want === 'name' && typed && !weak.length && toks.filter((t) => !t.soft).every((t) => s.doc.stems.has(t.stem) || [...s.doc.stems].some((x) => stemMatch(t.stem, x) >= 0.8));
    let score = (signs ? Math.max(recall, 0.6) : recall) - 0.06 * weak.length;
    if (typed) score += 0.15;
    else if (want) score -= want === 'name' ? 0.3 : 0.1;
    // (Who audited: a firm that says it is accountants, 'Hollister & Kemp LLP, Certified Public
    // Accountants', over any two names joined by '&', 'Health & Human Services'.)
    // (Not when a person is asked, 'the engagement partner'.)
    if (typed && audit && want === 'name' && CERTIFIED.test(s.text) && !/\b(?:partner|person|signatory|signed|individual)\b/.test(plan.text)) score += 0.15;
    if (rowNote(s)) score -= 0.2;
    // A running header or footer, the same line on page after page, says what the document is, not
    // what it says.
    if (runningLine(s)) score -= 0.3;
    const rs = roleSaid(s);
    if (rs < 2) score -= rs === 1 ? 0.1 : 0.3;
    // A heading or a label names a subject but says nothing of it.
    // (A letter's date line is the answer to 'what is the date on the letter'.)
    // 'When do the new prices start?': a day things start from ('rise from 1 April 2026') over the
    // day they were agreed ('agreed by the trustees on 22/01/2026'); likewise an end, or a day due.
    if (want === 'date' && askedRole) {
      const roles = dateRoles(s.text);
      if (roles.has(askedRole)) score += 0.2;
      else if (roles.size) score -= 0.1;
    }
    const dateLine = want === 'date' && s.order < 8 && findPeriods(s.text).some((p) => p.kind === 'date' && p.text.length >= s.text.trim().length - 2);
    if (wordCount < 6 && !dateLine && !/\b(is|are|was|were|has|have|had|will|shall|may|must|includes?|did|does)\b/i.test(s.text)) score -= 0.15;
    // 'What's the date on the management letter?': the letter's own date line, in the document named.
    const docDateLine = dateLine && docDate && namesDoc && !auditSigned;
    // 'On what day did the auditors sign off': the date beside the audit firm's name, as it signs
    // (not the date of the statements it audits, nor last year's report a sentence mentions).
    // (On its page: the next page's running header, 'Financial statements for the year ended …', is
    // none; nor the chair's or a trustee's signature.)
    const signed = auditSigned && (ACCOUNTANTS.test(s.text) || s.doc.sentences.slice(Math.max(0, s.order - 3), s.order).some((x) => ACCOUNTANTS.test(x.text) && x.text.split(/\s+/).length <= 16 && x.page === s.page) && !/\b(?:chair(?:man|person|woman)?|trustees?|directors?|secretary|treasurer|president|chief executive)\b/i.test(s.text)) && findPeriods(s.text).some((p) => p.kind === 'date' && p.day !== undefined && p.year !== undefined && !p.ended) && wordCount <= 30;
    if (signed) score += 0.6;
    if (docDateLine) score += 0.5;
    // (Or its opening sentence that dates it: 'Minutes of the annual general meeting held on 17 June 2026 …'.)
    else if (docDate && namesDoc && !auditSigned && s.order < 3 && s === firstDated(s.doc)) score += 0.3;
    if (definition && /\b(is|are|means|includes?|represents?|consists? of|refers? to|defined as|equal to|comprises?|derived|calculated)\b/i.test(s.text) && wordCount >= 6) score += 0.05;
    // Said first in the sentence ('Finding 2024-001: ...', 'Indirect costs ...'): about it.
    const firstHit = s.stems.slice(0, 3).some((x) => toks.some((t, i) => !t.soft && named[i]! < 0.8 && stemMatch(t.stem, x) >= 0.8));
    if (firstHit) score += 0.1;
    score -= Math.min(0.05, s.stems.length / 1500) + 0.0003 * s.order;
    if (process.env.STEWARD_TRACE_PASSAGES) process.stderr.write(`  p ${score.toFixed(3)} r${recall.toFixed(2)} w[${weak.join(' ')}] t${typed} · ${s.text.slice(0, 110)}\n`);
    cands.push({ s, score, recall, weak });
    if (!best || score > best.score) {
      // The date line of the document named answers the question whole.
      best = docDateLine || signed ? { sentence: s, score, recall: Math.max(recall, 0.8), weak: [], typed, want, lead: '', body: [], passages: [] } : { sentence: s, score, recall: signs ? Math.max(recall, 0.6) : recall, weak, typed, want, lead: '', body: [], passages: [] };
    }
  }
  if (!best) return null;
  // 'Who is our auditor?': a sentence naming no firm is no answer, however well its words match.
  if (audit && !best.typed) return null;
  if (!saysRole(best.sentence)) return null;
  // (And name someone: a report's title line saying the role is no answer to who holds it.)
  if (role && !best.typed) return null;
  // (Someone beside the role: 'The Treasurer reported that ... the American Friends' names a donor,
  // not who the treasurer is.)
  if (role && !roleWords.some((r) => holderNamed(best!.sentence.text, r))) return null;
  // A change asked, and a sentence that says it by its two ends: worked out from them.
  if (CHANGE_ASKED.test(plan.text) || plan.op === 'difference' || plan.op === 'percentChange') {
    for (const c of cands.filter((x) => !x.weak.length && x.recall >= 0.55).sort((a, b) => b.score - a.score)) {
      const change = proseChange(plan, c.s, unitAsked);
      if (change) return { sentence: c.s, score: c.score, recall: c.recall, weak: [], ...change, typed: true, want: 'number' };
    }
  }
  const s = best.sentence;
  const capped = amountOfShare(plan, want, s);
  if (capped) return { ...best, ...capped, typed: true, want: 'money' };
  const neighbours = s.doc.sentences.filter((x) => Math.abs(x.order - s.order) === 1 && x.heading === s.heading && x.page === s.page);
  const context = neighbours.map((x) => x.text).join(' … ');
  const quoted = s.text.replace(/^\(\d{1,2}\)\s*/, '');
  // (A figure asked without saying of what kind, 'cash on hand at March 31?': the one amount of
  // money the sentence gives.)
  const oneAmount = !best.typed && !want && !plan.textual && (plan.op !== 'lookup' || plan.periods.length > 0) ? [...quoted.matchAll(MONEY_G)] : [];
  // (And the one amount of a sentence typed as money: led with, written as the reader writes it,
  // '€ 29.346,10' as €29,346.10.)
  const onlyMoney = best.typed && want === 'money' ? [...quoted.matchAll(MONEY_G)] : [];
  const focus = oneAmount.length === 1 ? oneAmount[0]![0].trim() : onlyMoney.length === 1 ? onlyMoney[0]![0].trim() : best.typed ? (want === 'name' ? ((moverAsked ? moverOf(quoted, moverAsked) : null) ?? personInRole(quoted, toks) ?? (audit ? ACCOUNTANTS : FIRM).exec(quoted)?.[0]?.trim().replace(/,$/, '') ?? null) : focusValue(quoted, toks.filter((t, i) => !t.soft && (docNamed.get(s.doc.id)![i] ?? 0) < 0.8), want)) : null;
  // 'What kind of audit opinion did we get?': the word the sentence puts before it ('an unmodified
  // audit opinion'), first.
  const kindOf = /\bwhat (?:kind|type|sort) of ([a-z]+)(?: ([a-z]+))?/.exec(plan.text);
  const kindWord = kindOf && !focus ? new RegExp(`\\b(?:an?|the|its|our)\\s+((?:[A-Za-z-]+\\s+){1,2}?)${kindOf[1]}\\b`, 'i').exec(quoted)?.[1]?.trim() : undefined;
  const shown = focus ?? (kindWord && !/^(?:the|this|that|our|its|annual|audit)$/i.test(kindWord) ? kindWord : null);
  // A sentence with several dates or amounts: the one the question's words are next to, first.
  best.lead = shown ? `**${md(englishMoney(shown))}**: “${md(quoted)}”` : md(quoted);
  if (context) best.body.push(`In context: “${md(`${neighbours.find((x) => x.order < s.order)?.text ?? ''} ${s.text} ${neighbours.find((x) => x.order > s.order)?.text ?? ''}`.trim())}”`);
  best.body.push(`**Source:** *${md(sourceOfSentence(s))}*.`);
  best.passages = [s, ...neighbours].map((x) => ({ text: x.text, source: sourceOfSentence(x) }));
  return best;
}

const plainDash = (text: string) => text.replace(/[\u2010-\u2015\u2212]/g, '-');

/** The name after 'Moved' or 'Seconded' ('Moved Tom Kavanagh, seconded Linh Nguyen', 'Proposed by: Ms A. Rao'). */
function moverOf(text: string, verb: string): string | null {
  // (The verb in either case, the name with its capitals: 'moved the motion' names no one.)
  const re = new RegExp(`\\b[${verb[0]!.toUpperCase()}${verb[0]}]${verb.slice(1)}(?:\\s+by)?:?\\s+((?:(?:Mr|Mrs|Ms|Miss|Dr|Cllr|Rev)\\.?\\s+)?[A-Z][\\w'’-]*\\.?(?:\\s+[A-Z][\\w'’-]*\\.?){0,3})`);
  const m = re.exec(text);
  return m ? m[1]!.replace(/[.,]+$/, '').trim() : null;
}

/** A document's first sentence that says a day. */
const dayDated = new WeakMap<object, Sentence | null>();
function firstDated(doc: Sentence['doc']): Sentence | null {
  if (!dayDated.has(doc)) dayDated.set(doc, doc.sentences.find((x) => findPeriods(x.text).some((p) => p.kind === 'date' && p.day !== undefined)) ?? null);
  return dayDated.get(doc)!;
}

/** Things counted that a question names as its unit ('days cash on hand', 'how many more visits'). */
const UNIT_NOUN = /(?<!\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|first|last|past|next|few|several|the|per)\s)\b(days|weeks|months|visits|patients|hours|members|volunteers|employees|staff|ftes?|households|clients|students|participants|meals|baskets)\b(?!\s+(?:past|overdue|late|old|ago|ended|ending))/;
const UNIT_WORD = /^(?:%|days?|weeks?|months?|years?|visits?|patients?|hours?|members?|volunteers?|employees?|staff|ftes?|households?|clients?|students?|participants?|meals?|baskets?|people|persons?|families|beds?|units?)$/;

const NUM = String.raw`[$€£]?\s?(\d[\d,]*(?:\.\d+)?)\s?(%|[a-z]+)?`;
/** 'X stood at 74 days, down from 81 days', 'rose to 12% from 9%', 'from 1,204 to 1,310 visits'. */
const PAIRS: Array<{ re: RegExp; newFirst: boolean }> = [
  { re: new RegExp(`${NUM}[^.;]{0,80}?\\b(?:(?:down|up|lower|higher|decreas\\w*|increas\\w*|dropp\\w*|declin\\w*|fell|rose|grew)\\s+from|compared\\s+(?:with|to))\\s+${NUM}`, 'i'), newFirst: true },
  { re: new RegExp(`\\bfrom\\s+${NUM}\\s+(?:[^.;]{0,40}?\\s)?to\\s+${NUM}`, 'i'), newFirst: false },
];

/**
 * A change a sentence states by its two ends ('Days cash on hand stood at 74 days at December 31,
 * down from 81 days at June 30'), asked as a change: the two figures, of one unit, worked out.
 */
const CHANGE_ASKED = /\b(?:change|changed|drop|dropped|fall|fell|fallen|rise|rose|risen|increase|increased|decrease|decreased|grow|grew|grown|decline|declined|go (?:up|down)|went (?:up|down)|gone (?:up|down)|difference)\b/;

function proseChange(plan: Plan, s: Sentence, unit: string | null): Pick<PassageReading, 'lead' | 'body' | 'passages'> | null {
  const percent = plan.op === 'percentChange' || /\b(?:percent(?:age)?|%)\b|%/.test(plan.text);
  for (const { re, newFirst } of PAIRS) {
    const m = re.exec(s.text);
    if (!m) continue;
    const unitOf = (x?: string) => (x && UNIT_WORD.test(x.toLowerCase()) ? x.toLowerCase() : '');
    const [a, ua, b, ub] = [Number(m[1]!.replace(/,/g, '')), unitOf(m[2]), Number(m[3]!.replace(/,/g, '')), unitOf(m[4])];
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    // (Years are no figures: 'from 2024 to 2025'.)
    const isYear = (n: number, u: string) => n >= 1900 && n <= 2100 && Number.isInteger(n) && !u;
    if (isYear(a, ua) || isYear(b, ub)) continue;
    const ofUnit = (u: string) => (u ? u.replace(/s$/, '') : '');
    const u = ofUnit(ua) || ofUnit(ub);
    if (ua && ub && ofUnit(ua) !== ofUnit(ub)) continue;
    if (unit && u !== unit && !s.text.toLowerCase().includes(unit)) continue;
    const [older, newer] = newFirst ? [b, a] : [a, b];
    const diff = newer - older;
    const unitWord = ua === '%' || ub === '%' ? '%' : u ? ` ${ua || ub}` : '';
    const value = percent ? (older ? (diff / Math.abs(older)) * 100 : NaN) : Math.abs(diff);
    if (!Number.isFinite(value)) continue;
    const shown = percent ? `${value.toFixed(2)}%` : `${Number(value.toFixed(4))}${unitWord === '%' ? ' percentage points' : unitWord}`;
    const quoted = s.text.replace(/^\(\d{1,2}\)\s*/, '');
    return {
      lead: `${diff < 0 ? 'Down' : diff > 0 ? 'Up' : 'Unchanged,'} **${shown}**, from ${older}${unitWord === '%' ? '%' : unitWord} to ${newer}${unitWord === '%' ? '%' : unitWord}: “${md(quoted)}”`,
      body: [`Working: ${newer} − ${older} = ${Number(diff.toFixed(4))}${percent ? `; ${Number(diff.toFixed(4))} ÷ ${older} = ${value.toFixed(2)}%` : ''}.`, `**Source:** *${md(sourceOfSentence(s))}*.`],
      passages: [{ text: s.text, source: sourceOfSentence(s) }],
    };
  }
  return null;
}

/**
 * 'What is the most we can spend on administration?' answered by 'No more than 10% of the Grant
 * may be applied to administration costs': the amount, 10% of the grant the same agreement states
 * ('a total of $120,000 (the "Grant")'). Null unless an amount is asked, the sentence caps a share
 * of the grant and states no amount, and the agreement states the grant's.
 */
/** 'The most we can spend on X', 'how much can we put towards overheads at most'. */
const CAP_ASKED = /\b(?:most|maximum|max|at most|up to)\b.*\b(?:spend|spent|put|use|used|charge|charged|claim|claimed|allocate|apply|applied|go)\b|\b(?:spend|spent|put|use|used|charge|charged|claim|claimed|allocate|apply|applied|go)\b.*\b(?:at most|maximum|max)\b/;

function amountOfShare(plan: Plan, want: Want, s: Sentence): Pick<PassageReading, 'lead' | 'body' | 'passages'> | null {
  const asksAmount = want === 'money' || (want === null && CAP_ASKED.test(plan.text));
  if (!asksAmount || MONEY.test(s.text)) return null;
  const share = s.text.match(/\b(\d{1,3}(?:\.\d+)?)\s?(?:%|percent\b|per cent\b)\s+of\s+(?:the\s+|this\s+|our\s+|its\s+)?(?:total\s+)?(?:[\w&'-]+\s+){0,3}?(?:grant|award|funding|contract(?:\s+(?:value|sum))?|amount awarded)\b/i);
  if (!share) return null;
  // The grant's amount: the largest the agreement states beside its grant or award.
  let total: { value: number; text: string; sentence: Sentence } | null = null;
  for (const x of s.doc.sentences) {
    if (!/\b(?:grant|award|awarded|funding)\b/i.test(x.text)) continue;
    for (const m of x.text.matchAll(/((?:[A-Z]{1,3})?[$€£])\s?(\d[\d,]*(?:\.\d+)?)(?!\s?(?:million|billion|thousand|[mkb]n?)\b)/g)) {
      const value = Number(m[2]!.replace(/,/g, ''));
      if (Number.isFinite(value) && (!total || value > total.value)) total = { value, text: m[0]!, sentence: x };
    }
  }
  if (!total) return null;
  const symbol = total.text.match(/^(?:[A-Z]{1,3})?[$€£]/)![0];
  const rate = Number(share[1]);
  const amount = Math.round(total.value * rate) / 100;
  const fmt = `${symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
  return {
    lead: `**${md(fmt)}**: ${rate}% of the ${md(total.text)} grant. “${md(s.text)}”`,
    body: [`Working: ${md(total.text)} × ${rate}% = ${md(fmt)}, the grant as the agreement states it: “${md(total.sentence.text)}”`, `**Source:** *${md(sourceOfSentence(s))}*.`],
    passages: [s, total.sentence].map((x) => ({ text: x.text, source: sourceOfSentence(x) })),
  };
}

const running = new WeakMap<object, Set<string>>();
/** A line printed on three or more pages of its document (a running header or footer). */
function runningLine(s: Sentence): boolean {
  let lines = running.get(s.doc);
  if (!lines) {
    const pages = new Map<string, Set<number>>();
    for (const x of s.doc.sentences) {
      if (x.page === null || x.page === undefined) continue;
      const key = x.text.trim().toLowerCase();
      pages.set(key, (pages.get(key) ?? new Set()).add(x.page));
    }
    lines = new Set([...pages].filter(([, ps]) => ps.size >= 3).map(([k]) => k));
    running.set(s.doc, lines);
  }
  return lines.has(s.text.trim().toLowerCase());
}

const ROLE = String.raw`(?:Vice[- ])?(?:Chair(?:person|man|woman)?|Secretary|Treasurer|President|Executive Director|Finance Director|Director|Trustee|Chief Executive(?: Officer)?|CEO|CFO|Finance Manager|Manager|Coordinator)`;

/**
 * Signatures printed side by side, the names on one line and their roles under them ('Mr. A. Perera
 * Ms. N. Silva Chair Treasurer'): the name in the place of the role asked.
 */
function sideBySide(text: string, asks: (role: string) => boolean): string | null {
  const m = new RegExp(String.raw`^(.*?)\s+(${ROLE}(?:\s*[,|]?\s*${ROLE})+)(?=\s|$|[,.;:])`).exec(text);
  if (!m) return null;
  const roles = [...m[2]!.matchAll(new RegExp(ROLE, 'g'))].map((x) => x[0]);
  const names = m[1]!.split(/\s+(?=(?:Mr|Mrs|Ms|Miss|Dr|Prof|Rev)\.?\s)/).map((x) => x.trim()).filter((x) => /[A-Z][a-z]/.test(x));
  if (roles.length < 2 || names.length !== roles.length) return null;
  const i = roles.findIndex(asks);
  // (Its title left off: 'Mr.' would read as a sentence of its own.)
  return i >= 0 ? `${names[i]!.replace(/^(?:Mr|Mrs|Ms|Miss|Dr|Prof|Rev)\.\s+/, '')} (${roles[i]})` : null;
}

/**
 * The person a sentence names in the role asked ('Present: Aroha Smith (Chair), Ben Liu
 * (Treasurer)' for 'who chairs the board?'): 'Name (Role)', 'Role Name' or 'Name, Role'.
 */
function personInRole(text: string, toks: Token[]): string | null {
  const NAME = "[A-Z][a-z'’-]+(?:\\s[A-Z]\\.)?(?:\\s[A-Z][a-z'’-]+){1,2}";
  const asks = (role: string) => words(role).some((w) => toks.some((t) => !t.soft && stemMatch(t.stem, w.stem) >= 0.8));
  const side = sideBySide(text, asks);
  if (side) return side;
  for (const m of text.matchAll(new RegExp(`(${NAME})\\s*\\(([^)]{2,40})\\)`, 'g'))) if (asks(m[2]!)) return `${m[1]} (${m[2]})`;
  for (const m of text.matchAll(new RegExp(`(${NAME}),\\s*([A-Za-z][A-Za-z ]{2,30}?)(?=[,;.]|$)`, 'g'))) if (asks(m[2]!)) return `${m[1]}, ${m[2]}`;
  for (const m of text.matchAll(new RegExp(`\\b([A-Z][a-z]+(?:\\s[A-Z][a-z]+)?)\\s(${NAME})`, 'g'))) if (asks(m[1]!)) return `${m[1]} ${m[2]}`;
  return null;
}

/**
 * The date, amount or rate of a sentence that answers, when it holds several of the kind asked
 * ('a progress report by 31/01/2026, a year-one report by 31/07/2026, ...'): the one nearest after
 * the question's words ('progress report'), else nearest before. Null when the sentence has one.
 */
/** An amount printed with its sign after, '84 512,37 $' or '1.250,00 €', as English prints it: '$84,512.37'. */
/** How many of the question's words a stretch of a sentence says (of its first `first` words). */
function wordsSaid(part: string, toks: Token[], first = Infinity): number {
  return new Set([...part.toLowerCase().matchAll(/[a-z][a-z'-]*/g)].slice(0, first).map((m) => stem(m[0]!)).flatMap((w) => toks.filter((t) => stemMatch(t.stem, w) >= 0.8).map((t) => t.stem))).size;
}

const COUNT_G = /(?<![\d.,/:$€£-])(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d{1,3}(?:,\d{3})+|\d+)(?![\d/:]|[.,]\d|\s?%)/g;

/** The count a sentence gives for the question's words (said just after it), written with commas: '2 315' → '2,315'. */
function countFocus(text: string, toks: Token[]): string | null {
  const dates = findPeriods(text);
  const found = [...text.matchAll(COUNT_G)]
    .map((m) => ({ start: m.index!, end: m.index! + m[0].length, value: m[0].replace(/[ \u00a0\u202f,]/g, '') }))
    .filter((f) => !dates.some((p) => f.start < p.end && f.end > p.start) && !/^(?:19|20)\d{2}$/.test(f.value) && !/[$€£]\s?$|\b(?:R|Rs|KSh|TZS|UGX|€|EUR|USD|GBP)\s?$/.test(text.slice(Math.max(0, f.start - 5), f.start)));
  if (!found.length) return null;
  let best: (typeof found)[number] | null = null;
  let most = 0;
  for (const [i, f] of found.entries()) {
    const n = wordsSaid(text.slice(f.end, found[i + 1]?.start ?? text.length), toks, 4);
    if (n > most) [best, most] = [f, n];
  }
  return best ? Number(best.value).toLocaleString('en-US') : null;
}

export function englishMoney(text: string): string {
  // ('€ 2.911,68': the euro before a figure grouped by dots with a decimal comma.)
  const before = /^([$€£])\s?(\d{1,3}(?:[.\u00a0\u202f ]\d{3})+),(\d{1,2})$/.exec(text.trim());
  if (before) return `${before[1]}${before[2]!.replace(/[.\u00a0\u202f ]/g, '').replace(/\B(?=(\d{3})+$)/g, ',')}.${before[3]!.padEnd(2, '0')}`;
  // ('CHF 114’514.45', 'CHF 1’800.–': apostrophes group the thousands, a dash the whole francs.)
  const franc = /^CHF\s?(\d{1,3}(?:['’]\d{3})*)(?:\.(\d{2})|\.[-–])?$/.exec(text.trim());
  if (franc) return `CHF ${franc[1]!.replace(/['’]/g, '').replace(/\B(?=(\d{3})+$)/g, ',')}${franc[2] ? `.${franc[2]}` : ''}`;
  const m = /^(\d{1,3}(?:[ \u00a0\u202f.]\d{3})*)(?:,(\d{1,2}))?\s?([$€£])$/.exec(text.trim());
  if (!m) return text;
  const whole = m[1]!.replace(/[ \u00a0\u202f.]/g, '').replace(/\B(?=(\d{3})+$)/g, ',');
  return `${m[3]}${whole}${m[2] ? `.${m[2].padEnd(2, '0')}` : ''}`;
}

function focusValue(text: string, toks: Token[], want: Want): string | null {
  const found: Array<{ start: number; end: number; text: string }> = [];
  if (want === 'id') {
    const m = IDENTIFIER.exec(text);
    return m ? m[0] : null;
  }
  if (want === 'date') {
    for (const p of findPeriods(text)) if (p.kind === 'date' || p.kind === 'month') found.push({ start: p.start, end: p.end, text: p.text });
  } else if (want === 'money') {
    for (const m of text.matchAll(MONEY_G)) found.push({ start: m.index!, end: m.index! + m[0].length, text: m[0].trim() });
  } else if (want === 'percent') {
    for (const m of text.matchAll(/\d[\d,.]*\s?(?:%|percent\b|per cent\b)/gi)) found.push({ start: m.index!, end: m.index! + m[0].length, text: m[0].trim() });
  }
  // A count ('2 315 pupils sat the test and 38 passed it'): the figure the
  // question's words follow, grouped by spaces or commas, neither a year nor part of a date.
  if (want === 'number') return countFocus(text, toks);
  // (One date in a sentence that opens with initials, 'J. R. Okonkwo, Partner, 24 September 2025':
  // the date, said first, before a reader takes 'J.' for the end of a sentence.)
  if (found.length === 1 && want === 'date' && /^\s*(?:[A-Z]\.\s*){1,3}[A-Z]/.test(text)) return found[0]!.text;
  if (found.length < 2) return null;
  found.sort((a, b) => a.start - b.start);
  // Each value with the words of its own clause (from the value before it): 'a short progress report
  // (no more than two pages) by 31/01/2026' is the progress report's date, not the final report's.
  let best = '';
  let most = 0;
  for (let i = 0; i < found.length; i++) {
    const n = wordsSaid(text.slice(i ? found[i - 1]!.end : 0, found[i]!.start), toks);
    if (n > most) [best, most] = [found[i]!.text, n];
  }
  return most > 0 ? best : null;
}
