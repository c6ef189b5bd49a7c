// The chart of accounts: which code a line uses ('acct # for printing?') and what an
// account is ('what's account 5850 for?'), from any table that lists codes beside names, the
// chart of accounts (with its type and description) first.
import type { Grounding } from '../agent';
import { md, oneSentence } from './format';
import { fitLine, type GroundCtx } from './ground';
import type { OrgIndex } from './model';
import type { Plan, Phrase } from './plan/parse';
import { stemMatch, words } from './text';

const ACCOUNT_WORDS = /^(code|codes|account|accounts|acct|number|gl|ledger|use|put|assigned|assign|chart|expense|expenses|kind|type|transaction|represent|represents|line|item|category)$/;

export function codeAnswer(index: OrgIndex, ctx: GroundCtx, plan: Plan): Grounding | null {
  if (plan.code) {
    const known = index.accounts.get(plan.code);
    const line = ctx.lib.lines.find((l) => l.rows[0]?.code === plan.code);
    const label = known?.label ?? line?.rows[0]?.label;
    if (!label) return null;
    const category = known?.category ?? line?.category ?? null;
    const kind = category ? ` (${category === 'netassets' ? 'net assets' : category})` : '';
    const where = known ? known.row.table.where : line!.table.where;
    return {
      answer: `Account ${plan.code} is **${md(label)}**${kind}${known?.description ? `: ${md(oneSentence(known.description))}` : ''}.\n\n**Source:** *${md(where)}*, row “${md(label)}”.`,
      found: true,
      clarifying: false,
      figures: [],
      passages: [],
    };
  }
  if (!plan.codeQuestion) return null;
  // The line named: every naming word of the question (but the account words) on a line with a code.
  const tokens = plan.subject.tokens.filter((t) => !ACCOUNT_WORDS.test(t.word));
  if (!tokens.some((t) => !t.soft)) return null;
  const phrase: Phrase = { text: tokens.map((t) => t.word).join(' '), tokens, periods: [] };
  let best: { label: string; code: string; score: number; where: string } | null = null;
  for (const line of ctx.lib.lines) {
    const code = line.rows[0]?.code;
    if (!code) continue;
    const fit = fitLine(ctx, phrase, line);
    if (fit.weak.length || fit.recall < 0.8) continue;
    // The chart of accounts over a budget that shows the code.
    const score = fit.score + (index.accounts.get(code)?.description ? 0.05 : 0);
    if (!best || score > best.score) best = { label: line.rows[0]!.label, code, score, where: line.table.where };
  }
  // The account's description says it ('Staff mileage reimbursement, conference travel and lodging'
  // under 'Travel & mileage'): every naming word of the question in its name or description.
  if (!best) {
    const hard = tokens.filter((t) => !t.soft);
    for (const [code, a] of index.accounts) {
      if (!a.description) continue;
      const said = new Set(words(`${a.label} ${a.description}`).map((w) => w.stem));
      const found = hard.filter((t) => [...said].some((x) => stemMatch(t.stem, x) >= 0.8)).length;
      if (found < hard.length || !hard.length) continue;
      const score = found / Math.max(said.size, 1);
      if (!best || score > best.score) best = { label: a.label, code, score, where: a.row.table.where };
    }
  }
  if (!best) return null;
  const description = index.accounts.get(best.code)?.description;
  return {
    answer: `The account code for ${md(best.label)} is **${best.code}**${description ? ` (${md(oneSentence(description))})` : ''}.\n\n**Source:** *${md(best.where)}*, row “${md(best.label)}”.`,
    found: true,
    clarifying: false,
    figures: [],
    passages: [],
  };
}

/** A code's parent in the chart: the account whose code, its trailing zeros dropped, begins it most closely ('5130' under '5100', '5100' under '5000'). */
export function parentCode(codes: Iterable<string>, code: string): string | null {
  let best: string | null = null;
  let bestLength = 0;
  for (const c of codes) {
    if (c === code || c.length !== code.length || !/^\d+$/.test(c)) continue;
    const stem = c.replace(/0+$/, '');
    if (!stem || stem.length >= code.replace(/0+$/, '').length || !code.startsWith(stem)) continue;
    if (stem.length > bestLength) {
      best = c;
      bestLength = stem.length;
    }
  }
  return best;
}

const PARENT = /\b(?:parent|roll(?:s|ed)? up|rolls? into|sits? under|falls? under|belongs? to|grouped under|under which|summari[sz]es? (?:to|into))\b/;
const CHILDREN = /\bhow many (?:\w+ )?(?:accounts?|sub-?accounts?|lines?|codes?)\b.*\b(?:under|below|beneath|within|in)\b|\b(?:sub-?accounts?|child accounts?|accounts?) (?:directly )?(?:under|below|beneath)\b/;

/** Where an account sits in the chart: its parent ('what does 6240 roll up to?'), or the accounts under one ('how many accounts sit under 6500?'). */
export function hierarchyAnswer(index: OrgIndex, plan: Plan): Grounding | null {
  if (!PARENT.test(plan.text) && !CHILDREN.test(plan.text)) return null;
  // The account asked about: a number of the question that is a code of the chart.
  const code = plan.code ?? [...plan.text.matchAll(/\b\d{3,6}\b/g)].map((m) => m[0]).find((c) => index.accounts.has(c));
  if (!code || !index.accounts.has(code)) return null;
  const name = (c: string) => `${c} ${index.accounts.get(c)!.label}`;
  const where = index.accounts.get(code)!.row.table.where;
  const source = `\n\n**Source:** *${md(where)}*, by account number.`;
  const done = (answer: string): Grounding => ({ answer: `${answer}${source}`, found: true, clarifying: false, figures: [], passages: [] });
  if (CHILDREN.test(plan.text)) {
    const children = [...index.accounts.keys()].filter((c) => parentCode(index.accounts.keys(), c) === code);
    if (!children.length) return done(`No accounts sit under **${md(name(code))}** in your chart of accounts.`);
    return done(`**${children.length}** accounts sit directly under ${md(name(code))}: ${children.map((c) => md(name(c))).join('; ')}.`);
  }
  if (PARENT.test(plan.text)) {
    const parent = parentCode(index.accounts.keys(), code);
    if (!parent) return done(`Account ${md(name(code))} is a top-level account: no account above it in your chart of accounts.`);
    return done(`Account ${md(name(code))} rolls up to **${md(name(parent))}**.`);
  }
  return null;
}
