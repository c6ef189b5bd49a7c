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
