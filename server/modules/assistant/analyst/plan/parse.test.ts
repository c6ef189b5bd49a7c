// The question parser on questions written for these tests (not taken from the evaluation sets):
// typos, abbreviations, idioms, ranges, formulas given in the question, rounding, named ratios and
// follow-ups. Each plan is checked for what the analyst executes: the operation, the words that
// must be found (soft ones marked ~), the operands, the periods, budget or actual.
import { describe, expect, it } from 'vitest';
import { describePeriod } from '../periods';
import { parsePlan, type Plan } from './parse';

const words = (p: Plan) => p.subject.tokens.map((t) => (t.soft ? `${t.word}~` : t.word)).join(' ');
const required = (p: Plan) => p.subject.tokens.filter((t) => !t.soft).map((t) => t.word);
const operands = (p: Plan) => p.operands.map((o) => o.tokens.map((t) => t.word).join(' '));
const periods = (p: Plan) => p.periods.map(describePeriod);

/** A conversation: each question read with the one before it. */
function thread(...questions: string[]): Plan[] {
  const out: Plan[] = [];
  for (const q of questions) out.push(parsePlan(q, out[out.length - 1] ?? null));
  return out;
}

describe('what is asked', () => {
  it('reads abbreviations and fixes typos only in words that are not English', () => {
    const p = parsePlan('Whats our FY25 opex?');
    expect(p.op).toBe('lookup');
    expect(required(p)).toEqual(['expenses']);
    expect(periods(p)).toEqual(['FY2025']);
    expect(required(parsePlan('how much did we spend on utilites in march 2025'))).toContain('utilities');
    expect(required(parsePlan('What was G&A in 2024?'))).toEqual(['generaladmin']);
    expect(parsePlan('What were our A/P at year end?').subject.tokens.map((t) => t.word)).toEqual(expect.arrayContaining(['accounts', 'payable']));
    // 'rant' is an English word: not turned into 'rent'.
    expect(required(parsePlan('What was the rant about in the audit letter?'))).toContain('rant');
    // (A version word misspelled is still the version, not a word to find: 'orignal' budget.)
    expect(required(parsePlan('what was the orignal budget for field repairs'))).not.toContain('orignal');
  });

  it("'than we spent last year' is the first operand's thing again, in its own year", () => {
    const p = parsePlan('How much more are we budgeting for coaching wages this year than we spent last year?');
    expect(p.op).toBe('difference');
    expect(operands(p)).toEqual(['coaching wages', 'spent last coaching wages']);
    expect(p.operands.map((o) => o.relative)).toEqual([0, -1]);
    expect(p.operands[1]!.same).toBe(true);
  });

  it("'spent out of a fund' says where money came from; 'A out of B' is a share", () => {
    expect(parsePlan('check dams and ponds spend out of the watershed fund in 2025-26?').op).toBe('lookup');
    expect(parsePlan('How much did we spend out of the building fund in 2025?').op).toBe('lookup');
    expect(parsePlan('what was program spending out of total expenses in 2024?').op).toBe('share');
  });

  it("a slash inside a name ('the trap/neuter program', 'meals/wheels') divides nothing; one between two things asked does", () => {
    expect(parsePlan('How much did the trap/neuter program spend on supplies in FY25?').op).toBe('lookup');
    expect(parsePlan('what did the food/clothing closet cost us last year').op).toBe('lookup');
    const r = parsePlan('What was total current assets / total current liabilities at June 30, 2025?');
    expect(r.op).toBe('ratio');
    expect(operands(r)).toEqual(['total current assets', 'total current liabilities']);
  });

  it("reads years listed without spaces ('2017,2018 and 2019')", () => {
    expect(periods(parsePlan('What is the average total costs for 2017,2018 and 2019?'))).toEqual(['2017', '2018', '2019']);
  });

  it("reads 'between' two months as the months from one to the other, unless a change between them is asked", () => {
    expect(periods(parsePlan('how many refunds between june and august 2027'))).toHaveLength(1);
    expect(periods(parsePlan('by what % did rent fall between jan and june 2027'))).toHaveLength(2);
  });

  it("reads 'how many times do X cover Y' as the ratio of X to Y", () => {
    const p = parsePlan('how many times do current assets cover current liabilities at 30 June 2027?');
    expect(p.op).toBe('ratio');
    expect(operands(p)).toEqual(['current assets', 'current liabilities']);
  });

  it("reads 'for every pound of X, how much went on Y' as the ratio of Y to X", () => {
    const p = parsePlan('For every euro of cafe takings in 2027, how much went on cafe supplies?');
    expect(p.op).toBe('ratio');
    expect(operands(p)).toEqual(['cafe supplies', 'cafe takings']);
    const q = parsePlan('for each dollar of grant income in FY27 how much did we spend?');
    expect(q.op).toBe('ratio');
    expect(q.operands[1]!.text).toBe('grant income');
    // (The verb spends the first side only: the income is not spent.)
    expect(q.operands[1]!.tokens.map((t) => t.word)).not.toContain('spend');
  });

  it("reads 'adopted' or 'approved' as a budget's only when it qualifies one", () => {
    expect(parsePlan('How many animals were adopted in the first six months of FY26?').measure).not.toBe('budget');
    expect(parsePlan('What is the adopted budget for rent in 2026?').measure).toBe('budget');
    expect(parsePlan('What is the approved amount for travel?').measure).toBe('budget');
  });

  it("reads 'for every dollar the X took in, how much went on costs' as X's costs over what X took in", () => {
    const p = parsePlan('For every dollar the bake sale took in, how much went on costs?');
    expect(p.op).toBe('ratio');
    expect(p.operands[0]!.text).toMatch(/^bake sale\b.*\bcosts$/);
    expect(p.operands[1]!.text).toMatch(/^bake sale\b/);
    expect(p.operands[1]!.text).not.toMatch(/costs/);
  });

  it("reads months joined by a plus ('sep + oct 2027') as both months", () => {
    expect(periods(parsePlan('room hire takings sep + oct 2027'))).toHaveLength(2);
  });

  it("'over the 3 year period' is a span of time, not a division", () => {
    const p = parsePlan('What is the average discount rate over the 3 year period from 2017 to 2019?');
    expect(p.op).toBe('average');
    expect(p.formula).toBeNull();
    expect(parsePlan('What is the mean occupancy over the past two years?').op).toBe('average');
    // A division said with 'over' is still one.
    expect(parsePlan('The coverage ratio is cash over total liabilities; what was it in 2025?').op).toBe('formula');
  });

  it("'what is the proportion of X as a percentage of Y': the part is X, not the words asking for it", () => {
    const p = parsePlan('What is the proportion of program fees as a percentage of the total revenue in 2025?');
    expect(p.op).toBe('share');
    expect(operands(p)[0]).toBe('program fees');
  });

  it("reads the scale asked ('in terms of $M', 'in £k') as how to write the answer, not as words of the line", () => {
    const m = parsePlan('What is the difference in grant income between 2024 and 2025 in terms of $M?');
    expect(m.op).toBe('difference');
    expect(required(m)).toEqual(['grant', 'income']);
    expect(m.operands).toEqual([]);
    expect(m.scale).toBe(1e6);
    const k = parsePlan('Total payroll for 2025 in £k?');
    expect(required(k)).toEqual(['payroll']);
    expect(k.scale).toBe(1e3);
  });

  it('keeps filler words soft: they help choose a line, a line need not say them', () => {
    const p = parsePlan('Could you quickly look up roughly what we paid for insurance in 2023?');
    expect(required(p)).toEqual(['insurance']);
    expect(p.op).toBe('lookup');
  });

  it("keeps the question's own verb soft ('have we received'), unless it names a kind of figure ('did we spend')", () => {
    expect(required(parsePlan('How much grant income have we received from the council this year?'))).toEqual(['grant', 'income', 'council']);
    expect(required(parsePlan('How much did we spend on rent in 2025?'))).toEqual(['spend', 'rent']);
    expect(required(parsePlan('How much have we received?'))).toEqual(['received']);
  });

  it("'this year than last year, across all funds' is one thing in two years, not two things", () => {
    expect(parsePlan('How much more did fundraising cost this year than last year, total of all funds?').operands).toEqual([]);
    expect(parsePlan('How much more did we spend on rent than on utilities in 2025?').operands.map((o) => o.text)).toEqual(['we spend on rent', 'on utilities']);
  });

  it("keeps the verbs of how a figure reached its line soft ('charged to', 'credited to')", () => {
    expect(required(parsePlan('fuel costs charged to the food programme ytd'))).toEqual(['fuel', 'costs', 'food', 'programme']);
    expect(required(parsePlan('investment gains credited to the endowment fund this year'))).toEqual(['investment', 'gains', 'endowment', 'fund']);
  });

  it("'since the start of the fiscal year' is the year to date; 'since' alone is soft", () => {
    const p = parsePlan('How much have we paid the aquatic centre since the start of the fiscal year?');
    expect(p.soFar).toBe(true);
    expect(required(p)).toEqual(['aquatic', 'centre']);
    expect(required(parsePlan('how much has total income grown since 2025?'))).toEqual(['income']);
  });

  it("'the gap between A and B' is their difference", () => {
    const p = parsePlan('gap between foundation grants and corporate gifts ytd');
    expect(p.op).toBe('difference');
    expect(p.operands.map((o) => o.tokens.filter((t) => !t.soft).map((t) => t.word).join(' '))).toEqual(['foundation grants', 'corporate gifts']);
  });

  it("'A vs B - what's the difference': two things set side by side, the operation said after them", () => {
    const p = parsePlan('block 2 rents vs block 5 rents, whats the gap');
    expect(p.op).toBe('difference');
    expect(p.operands.map((o) => o.tokens.map((t) => t.stem).join(' '))).toEqual(['block 2 rent', 'block 5 rent']);
    // (Periods side by side stay one line over two periods.)
    expect(parsePlan('FY24 vs FY25 rent - difference?').operands).toEqual([]);
  });

  it("'(not the endowment)' in brackets leaves a line out, as 'excluding' does", () => {
    const p = parsePlan('how much did reserves (not the building fund) go up from 2024 to 2025');
    expect(p.exclude).toEqual(['build', 'fund']);
    expect(parsePlan('reserves (excl. the building fund) at year end').exclude).toEqual(['build', 'fund']);
  });

  it("'ye jun 24' is the year ended on the month's last day; 'per the books' says where, not a ratio", () => {
    expect(periods(parsePlan('what was insurance last fy (ye jun 24)?'))).toEqual(['the twelve months ended June 30, 2024']);
    expect(parsePlan('surplus for fy25 per quickbooks?').op).toBe('lookup');
    expect(parsePlan('surplus for fy25 per the audited accounts').op).toBe('lookup');
  });

  it("an ageing band is one soft word ('over 90 days' → overninety), never a threshold of 90", () => {
    const p = parsePlan('which payer has the most over 90 days');
    expect(p.threshold ?? null).toBeNull();
    expect(words(p)).toContain('overninety~');
    expect(words(parsePlan('medicaid 91+ days'))).toContain('overninety~');
    expect(words(parsePlan('blue cross 31-60 days'))).toContain('bandsixty~');
  });

  it("'no. of weeks where enrolment was over 45' counts the periods past the threshold", () => {
    const p = parsePlan('no. of weeks in season 2 where swimmers enrolled was over 40');
    expect(p.op).toBe('threshold');
    expect(p.countPeriods).toBe(true);
    expect(p.threshold).toMatchObject({ cmp: '>', value: 40 });
  });

  it("'pls' names nothing; 'at ye 2025' is the year end; 'net current assets' is working capital", () => {
    expect(required(parsePlan('total reserves at dec 31 2025 pls'))).not.toContain('pls');
    expect(parsePlan('cash at ye 2025?').subject.tokens.map((t) => t.word)).not.toContain('ye');
    const w = parsePlan('net current assets at 30 june 2026');
    expect(w.op).toBe('formula');
    expect(operands(w)).toEqual(['total current assets', 'total current liabilities']);
  });

  it("'A is how many times B' is A over B", () => {
    const p = parsePlan('grant income is how many times our membership dues this yr? (as a ratio)');
    expect(p.op).toBe('ratio');
    expect(operands(p)).toEqual(['grant income', 'membership dues']);
  });

  it("'running ahead of budget', 'overspent' say the variance, not a line", () => {
    const p = parsePlan('For FY26 so far, how far is total income running ahead of budget in dollars?');
    expect(p.op).toBe('variance');
    expect(required(p)).not.toContain('ahead');
    expect(required(parsePlan('Which expenditure line overspent its budget by the most?'))).not.toContain('overspent');
    // 'How did X compare to budget', 'comparing with the budget': actual against budget.
    const compare = parsePlan('how did volunteer expenses compare to budget, in £');
    expect(compare.op).toBe('variance');
    expect(compare.measure).toBeNull();
    expect(required(compare)).toEqual(['volunteer', 'expenses']);
  });

  it('takes the operation from the question, never from a line name', () => {
    expect(parsePlan('What was the weighted average number of shares in 2022?').op).toBe('lookup');
    expect(parsePlan('What was the average monthly payroll in 2022?').op).toBe('average');
    expect(parsePlan('What was the change in deferred revenue between 2022 and 2023?').op).toBe('difference');
  });

  it('reads idioms', () => {
    expect(words(parsePlan("What's the bottom line for 2024?"))).toBe('net~ surplus');
    expect(required(parsePlan('How much money did we have in the bank at the end of June 2025?'))).toEqual(['cash']);
    const off = parsePlan('How far off budget were we on travel in Q2?');
    expect(off.op).toBe('variance');
    expect(required(off)).toEqual(['travel']);
    expect(parsePlan('Did we spend more than we brought in during 2024?').subject.tokens.map((t) => t.word)).toEqual(expect.arrayContaining(['net', 'surplus']));
    const yoy = parsePlan('year over year change in salaries');
    expect(yoy.op).toBe('difference');
    expect(yoy.yearOverYear).toBe(true);
  });

  it('reads the first quarter and the first three months of a year', () => {
    expect(periods(parsePlan('What was G&A in the first three months of 2024?'))).toEqual(['the first three months of 2024']);
    expect(periods(parsePlan('Rent in the first quarter of FY2026?'))).toEqual(['Q1 FY2026']);
  });

  it('reads ranges and comparisons of years', () => {
    const sum = parsePlan('total donations from 2021 to 2023');
    expect(sum.op).toBe('sum');
    expect(sum.range).toBe(true);
    expect(periods(sum)).toEqual(['2021', '2023']);
    const vs = parsePlan('FY24 vs FY25 rent');
    expect(vs.op).toBe('difference');
    expect(periods(vs)).toEqual(['FY2024', 'FY2025']);
    expect(required(vs)).toEqual(['rent']);
  });

  it('reads a share, a named ratio and months of cash', () => {
    const share = parsePlan('What share of total expenses went to programs in 2024?');
    expect(share.op).toBe('share');
    expect(operands(share)).toEqual(['programs', 'total expenses']);
    const months = parsePlan('How many months of expenses does our cash cover?');
    expect(months.op).toBe('ratio');
    expect(months.namedPer).toBe(12);
    const debt = parsePlan('What was our debt-to-asset ratio last year?');
    expect(operands(debt)).toEqual(['total liabilities', 'total assets']);
    expect(parsePlan('What is our program expense ratio?').wantsPercent).toBe(true);
  });

  it("reads 'how many shops sold more than 10,000 items' as a count of lines over a number, not a change", () => {
    const a = parsePlan('how many shops sold more than 10,000 items?');
    expect(a.op).toBe('count');
    expect(a.rowFilter).toBe(true);
    expect(a.threshold).toMatchObject({ cmp: '>', value: 10000 });
    expect(required(a)).toContain('shops');
    expect(required(a).join(' ')).not.toMatch(/\d/);
    const b = parsePlan('which grants were under 20k');
    expect(b.op).toBe('threshold');
    expect(b.threshold).toMatchObject({ cmp: '<', value: 20000 });
    expect(parsePlan('What is the share of leases of more than 5 years in total leases?').rowFilter).toBe(false);
    expect(parsePlan('how many more volunteers did we have in 2025 than in 2024').op).toBe('difference');
    expect(parsePlan('how many more members than a year earlier').op).toBe('difference');
  });

  it("reads 'off-peak' as a tariff's name, not as the highest of anything", () => {
    expect(parsePlan('what did off-peak power cost on the March bill').op).toBe('lookup');
    expect(parsePlan('which was our peak month for gifts').op).toBe('extreme');
  });

  it("reads 'whos' typed without its apostrophe as 'who is', a question word", () => {
    expect(required(parsePlan('whos the treasurer'))).toEqual(['treasurer']);
  });

  it("reads 'the percentage of the sum of A and B over C' as a share whose part is A and B", () => {
    const a = parsePlan('What is the percentage of the sum of rent and utilities over total expenses in 2024?');
    expect(a.op).toBe('share');
    expect(operands(a)).toEqual(['rent utilities', 'total expenses']);
    const b = parsePlan('What is the proportion (in percentage) of the total of tuition and fees to total revenue in 2023?');
    expect(b.op).toBe('share');
    expect(operands(b)).toEqual(['tuition fees', 'total revenue']);
  });

  it('reads a formula the question gives, and its rounding, without the rounding in the operands', () => {
    const p = parsePlan('The quick ratio is cash plus receivables over current liabilities; round to two decimals. What is it for 2024?');
    expect(p.op).toBe('formula');
    expect(operands(p)).toEqual(['cash', 'receivables', 'current liabilities']);
    expect(p.decimals).toBe(2);
    expect(periods(p)).toEqual(['2024']);
    const share = parsePlan('What is rent as a share of total expenses in 2024, rounded to one decimal place?');
    expect(operands(share)).toEqual(['rent', 'total expenses']);
    expect(share.decimals).toBe(1);
  });

  it("reads decimals asked without 'round to' ('(2dp)', ', 2 decimals') as rounding, not words of what is asked", () => {
    const a = parsePlan('ratio of income to expenditure in November? (2dp)');
    expect(a.decimals).toBe(2);
    expect(a.subject.tokens.map((t) => t.word)).not.toContain('dp');
    const b = parsePlan('Q3 revenue divided by Q3 expenses (actuals), 2 decimals');
    expect(b.decimals).toBe(2);
    expect(b.subject.tokens.map((t) => t.word)).not.toContain('decimals');
    expect(parsePlan('What was rent in 2024?').decimals).toBeNull();
  });

  it("reads 'beat its budget by the most' as the line most above its budget, 'missed' as the most below", () => {
    const beat = parsePlan('which income line beat its budget by the most?');
    expect(beat.op).toBe('extreme');
    expect(beat.extreme).toMatchObject({ measure: 'variance', dir: 'max' });
    expect(parsePlan('which grant missed its budget by the most?').extreme).toMatchObject({ measure: 'variance', dir: 'min' });
  });

  it("reads 'that wasnt a legacy' as a thing left out", () => {
    const p = parsePlan('biggest single gift in the CRM export that wasnt a legacy - which donor ref?');
    expect(p.exclude).toEqual(['legacy']);
  });

  it("reads 'surplus/deficit' as one line, 'are we over on hydro' as a variance, 'for the year' as the year's figure", () => {
    const bottom = parsePlan('YTD bottom line (surplus/deficit) vs budget - how far off are we?');
    expect(bottom.op).toBe('variance');
    expect(bottom.operands).toEqual([]);
    expect(parsePlan('are we over on hydro YTD? by how much').op).toBe('variance');
    expect(parsePlan('property tax budget for the year').variants).toContain('annual');
    expect(parsePlan('property tax budget for the year ended June 30, 2025').variants).not.toContain('annual');
  });

  it("reads 'var %' as the variance, and 'in the budget report' as where to look, not a budget figure", () => {
    const p = parsePlan("what's the var % on legacies in the budget report");
    expect(p.op).toBe('variance');
    expect(p.measure).toBeNull();
    expect(parsePlan('What is the budget for legacies?').measure).toBe('budget');
  });

  it('reads budget or actual, and versions of a budget', () => {
    expect(parsePlan('What did we budget for rent in FY2026?').measure).toBe('budget');
    expect(parsePlan('What did we actually spend on rent in FY2025?').measure).toBe('actual');
    expect(parsePlan('What is the revised budget for postage?').variants).toContain('revised');
    expect(parsePlan('How much did the board approve for salaries?').variants).toContain('approved');
    expect(parsePlan('How much have we spent on rent year-to-date?').variants).toContain('ytd');
    expect(parsePlan('What is the annual budget for utilities?').variants).toContain('annual');
    // Several sentences: the last one asks; the ones before set the scene.
    expect(parsePlan('The board pack has both our plan and the ledger. What did the van hire actually cost?').measure).toBe('actual');
    expect(parsePlan('What did catering really cost us, not what we budgeted?').measure).toBe('actual');
  });

  it('reads a change in net assets between two dates as a change of the balance, not the statement line', () => {
    const p = parsePlan('How much did net assets without donor restrictions change between March 31, 2024 and March 31, 2025?');
    expect(p.op).toBe('difference');
    expect(required(p)).toEqual(expect.arrayContaining(['donor', 'restrictions']));
    const change = parsePlan('What was the increase in net assets with donor restrictions from December 31, 2023 to December 31, 2024?');
    expect(change.subject.tokens.map((t) => t.stem)).not.toContain('changeinnetasset');
  });

  it('reads extremes, thresholds and trends', () => {
    const grew = parsePlan("Which expense line grew the most from last year's budget?");
    expect(grew.op).toBe('extreme');
    expect(grew.extreme).toMatchObject({ dir: 'max', over: 'row', measure: 'change' });
    const quarter = parsePlan('Which quarter had the lowest ticket sales?');
    expect(quarter.extreme).toMatchObject({ dir: 'min', over: 'period', unit: 'quarter' });
    const above = parsePlan('Which months had donations above $10,000?');
    expect(above.op).toBe('threshold');
    expect(above.threshold).toMatchObject({ cmp: '>', value: 10000 });
    const trend = parsePlan("What's the trend in membership fees?");
    expect(trend.op).toBe('difference');
    expect(trend.trend).toBe(true);
    expect(required(trend)).toEqual(['membership', 'fees']);
  });
});

describe('follow-ups', () => {
  it('changes the period, the subject, or the measure of the previous question', () => {
    const [, year, rent] = thread('What was revenue in 2023?', 'And in 2024?', 'what about rent?');
    expect(required(year!)).toEqual(['revenue']);
    expect(periods(year!)).toEqual(['2024']);
    expect(year!.followUp).toBe(true);
    expect(required(rent!)).toEqual(['rent']);
    expect(periods(rent!)).toEqual(['2024']);
    const [, budget] = thread('What was rent in FY2025?', 'budget?');
    expect(budget!.measure).toBe('budget');
    expect(required(budget!)).toEqual(['rent']);
  });

  it('turns a change into a percentage change, and keeps the year of a month', () => {
    const [, pct] = thread('How much did rent change from 2023 to 2024?', 'as a percentage?');
    expect(pct!.op).toBe('percentChange');
    expect(periods(pct!)).toEqual(['2023', '2024']);
    const [, april] = thread('What did we spend on rent in March 2025?', 'And April?');
    expect(periods(april!)).toEqual(['April 2025']);
  });

  it('leaves a new question alone', () => {
    const [, next] = thread('What was revenue in 2023?', 'What is the balance of the restricted fund at June 30, 2025?');
    expect(next!.followUp).toBe(false);
    expect(required(next!)).toEqual(expect.arrayContaining(['restricted', 'fund']));
  });
});

describe('two operations nested', () => {
  it('knows an average of changes and a change of averages from one operation with a label', () => {
    expect(parsePlan('What was the average annual increase in donations from 2021 to 2024?').nested).toBe(true);
    expect(parsePlan('whats the change in the average rent between 2022-2023 and 2023-2024').nested).toBe(true);
    expect(parsePlan('difference between the average program fees and the average grant income?').nested).toBe(true);
    // One operation: a percentage change, an average of a column of changes, a plain average.
    expect(parsePlan('What was the average percentage change in revenue?').nested).toBe(false);
    expect(parsePlan('What was the average increase / (decrease) in customers between 2018 and 2019?').nested).toBe(false);
    expect(parsePlan('average monthly utilities bill jan-sep?').nested).toBe(false);
  });
});

describe('extremes, purposes and units said in words', () => {
  it("'furthest over budget' is an extreme of actual against budget; 'in pounds' names no line", () => {
    const p = parsePlan('Which expenditure line went furthest over budget in FY25, in pounds?');
    expect(p.op).toBe('extreme');
    expect(p.extreme).toMatchObject({ dir: 'max', over: 'row', measure: 'variance' });
    expect(required(p)).toEqual(['expenditure']);
  });

  it("'what are X earmarked for' asks for words, not a figure", () => {
    expect(parsePlan('What are our designated funds earmarked for?').textual).toBe(true);
    expect(parsePlan('what is the building reserve set aside for').textual).toBe(true);
    expect(parsePlan('How much is earmarked for the building reserve?').textual).toBe(false);
  });
});

describe('budget idioms', () => {
  it("'beat the budget', 'the shortfall against budget', 'fell short of budget' are actual against budget", () => {
    expect(parsePlan('By what percentage did legacies beat the FY25 budget?').op).toBe('variance');
    expect(parsePlan('Change in net assets YTD versus budget: how big is the shortfall?').op).toBe('variance');
    expect(parsePlan('did donations fall short of budget in 2025?').op).toBe('variance');
    expect(parsePlan('By what percentage did legacies grow from FY24 to FY25?').op).toBe('percentChange');
  });

  it("'the provision for staff salaries' names the salaries", () => {
    expect(required(parsePlan('In the FY2026 budget, what is the provision for staff salaries?'))).toEqual(['staff', 'salaries']);
  });

  it("'A plus B' adds them up; what a total is said to include describes it and need not be found", () => {
    const plus = parsePlan('phone plus internet, actual, for Apr thru Jun 2025?');
    expect(plus.op).toBe('sum');
    const inc = parsePlan('total program costs incl. stipends and travel for FY2025');
    expect(required(inc)).toEqual(['program', 'costs']);
    expect(words(inc)).toContain('stipends~');
    // The words after the list still name the thing: 'on the Best Buy receipt'.
    expect(required(parsePlan('the total including GST on the Bunnings receipt'))).toEqual(expect.arrayContaining(['bunnings', 'receipt']));
    // 'super' and 'workers comp' are the usual words for superannuation and workers compensation.
    expect(required(parsePlan('what did super cost in FY2025'))).toContain('superannuation');
  });

  it("'up or down from' compares the two things either side of it", () => {
    const p = parsePlan('By what % is the 2026 grants budget (incl. in-kind) up or down from 2025 actual grants?');
    expect(p.op).toBe('percentChange');
    expect(p.operands.map((o) => o.tokens.filter((t) => !t.soft).map((t) => t.word).join(' '))).toEqual(['grants', 'grants']);
    expect(p.operands[0]!.periods.map(describePeriod)).toEqual(['2026']);
    expect(p.operands[1]!.periods.map(describePeriod)).toEqual(['2025']);
  });

  it("'going up', 'going down', 'rising' ask for a change, not one figure", () => {
    expect(parsePlan('By how much is the hall rent going up in 2026?').op).toBe('difference');
    expect(parsePlan('how much are insurance premiums rising next year').op).toBe('difference');
  });

  it("'the variance as a percent of budget' is actual against budget in percent, not a share", () => {
    const p = parsePlan('Hall hire in Q2: variance as a percent of budget?');
    expect(p.op).toBe('variance');
    expect(p.wantsPercent).toBe(true);
  });
});

describe('periods said in more words', () => {
  const periods = (q: string) => parsePlan(q, null).periods.map(describePeriod);

  it('reads a run of months before "quarter" as those months', () => {
    expect(periods('What was the budget for travel in the Oct–Dec 2025 quarter?')).toEqual(['October 2025 to December 2025']);
    expect(periods('What did we spend in the December 2025 quarter?')).toEqual(['the three months ended December 2025']);
  });

  it('reads the first quarters of a year as the months from its start', () => {
    const [p] = parsePlan('What was interest income for the first three quarters of 2025?', null).periods;
    expect(p).toMatchObject({ kind: 'span', months: 9, fromStart: true, year: 2025 });
  });

  it('reads by how many points one thing beat another as their difference', () => {
    const plan = parsePlan('By how many percentage points did the endowment pool beat its benchmark in 2025?', null);
    expect(plan.op).toBe('difference');
    expect(plan.operands.map((o) => o.text)).toEqual([expect.stringMatching(/endowment pool/), expect.stringMatching(/benchmark/)]);
  });
});
