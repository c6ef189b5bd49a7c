// Renders Red Willow Co-operative's documents from data.mjs: the fiscal 2025 annual report (text PDF),
// the third-quarter fiscal 2026 news release (text PDF) and the chair's letter (DOCX).
import fs from 'node:fs';
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun, HeadingLevel, AlignmentType } from 'docx';
import { R, FILES } from '../data.mjs';
import { newPdf, heading, para, table } from './pdf.mjs';
import { acc, grp } from './fmt.mjs';

export async function renderRedWillow(DOCS) {
  fs.mkdirSync(path.join(DOCS, 'redwillow'), { recursive: true });
  await annualReport(path.join(DOCS, FILES.redwillow.ar));
  await release(path.join(DOCS, FILES.redwillow.pr));
  await letter(path.join(DOCS, FILES.redwillow.letter));
}

const k = (v) => acc(v);
const m1 = (v) => acc(v, 1);
const pc = (v, dp = 1) => `${grp(v, dp)}%`;
const mills = (v) => `$${grp(v / 1000, 1)} million`;

async function annualReport(file) {
  const P = newPdf(file, {
    title: 'Red Willow Co-operative Limited - 2025 Annual Report', author: 'Red Willow Co-operative Limited',
    header: (n) => (n === 1 ? [] : [{ text: 'Red Willow Co-operative Limited  |  2025 Annual Report', align: 'right' }]),
    footer: (n) => (n === 1 ? [] : [{ text: String(n), align: 'right' }]),
  });
  const { doc } = P;
  const F = R.five;

  P.page({ bare: true });
  doc.y = 230;
  heading(P, [{ text: 'RED WILLOW CO-OPERATIVE LIMITED', size: 20 }, { text: '2025 Annual Report', size: 16, font: 'R' }, { text: 'Fiscal year ended August 31, 2025', size: 11, font: 'R' }, { text: 'Member-owned since 1946  ·  Carrow Lake, Manitoba', size: 10, font: 'I' }], { gap: 10 });

  // highlights
  P.page({});
  heading(P, 'Fiscal 2025 at a glance', { size: 14, align: 'left' });
  const hl = [
    `Sales of ${mills(R.is.sales.c)}, up ${grp((R.is.sales.c / R.is.sales.p - 1) * 100, 1)}% from fiscal 2024`,
    `Operating earnings of ${mills(R.is.oe.c)}`,
    `Patronage refund of ${mills(R.is.pr.c)} allocated to members, ${R.cashPct.c}% of it paid in cash`,
    `${grp(F.members[0])} active members and ${F.stores[0]} retail locations`,
    `Members' equity of ${mills(R.bs.me.c)}, or ${pc(F.eqRatio[0])} of total assets`,
  ];
  for (const h of hl) para(P, `•  ${h}`, { size: 10.5, align: 'left', after: 4 });
  doc.y += 10;
  para(P, 'All amounts are in Canadian dollars. Red Willow Co-operative Limited ("Red Willow" or "the Co-op") is a retail and agricultural co-operative owned by its members in west-central Manitoba. Its fiscal year runs from September 1 to August 31; "fiscal 2025" is the year ended August 31, 2025.', { size: 9.5 });

  // five-year summary
  P.page({});
  heading(P, ['Five-Year Financial Summary', { text: 'Fiscal years ended August 31  ($ millions, except where noted)', font: 'R', size: 9.5 }], { size: 13, align: 'left', after: 6 });
  const c5 = [330, 387, 444, 501, 558].map((right) => ({ right, width: 54 }));
  const row = (label, arr, fmt, extra = {}) => ({ label, vals: arr.map(fmt), ...extra });
  table(P, {
    cols: c5, header: R.fy, labelW: 250, lineH: 12.5,
    rows: [
      { label: 'Operating results', bold: true },
      row('Sales', F.sales, m1, { indent: 1 }),
      row('Gross margin', F.gm, m1, { indent: 1 }),
      row('Gross margin (% of sales)', F.gmPct, (v) => pc(v), { indent: 1 }),
      row('Operating earnings (1)', F.oe, m1, { indent: 1 }),
      row('Finance costs', F.fin, m1, { indent: 1 }),
      row('Earnings before patronage refund and income taxes', F.ebpt, m1, { indent: 1 }),
      row('Patronage refund', F.pr, m1, { indent: 1 }),
      row('Net earnings', F.net, m1, { indent: 1 }),
      { gap: 4 },
      { label: 'Financial position (at August 31)', bold: true },
      row('Total assets', F.ta, m1, { indent: 1 }),
      row('Long-term debt, including current portion', F.debt, m1, { indent: 1 }),
      row("Members' equity", F.me, m1, { indent: 1 }),
      row('Equity ratio (%) (2)', F.eqRatio, (v) => pc(v), { indent: 1 }),
      row('Working capital ratio (x)', F.wc, (v) => `${grp(v, 2)}x`, { indent: 1 }),
      row('Interest coverage (x) (3)', F.cover, (v) => `${grp(v, 1)}x`, { indent: 1 }),
      { gap: 4 },
      { label: 'Members', bold: true },
      row('Active members (number) (4)', F.members, (v) => grp(v), { indent: 1 }),
      row('Sales per active member ($)', F.salesPerMember, (v) => grp(v), { indent: 1 }),
      row('Patronage refund per active member ($)', F.prPerMember, (v) => grp(v), { indent: 1 }),
      row("Members' equity per active member ($)", F.meDollarsPerMember, (v) => grp(v), { indent: 1 }),
      row('Cash portion of patronage refund (%)', F.cashPct, (v) => pc(v, 0), { indent: 1 }),
      { gap: 4 },
      { label: 'Operations', bold: true },
      row('Employees (full-time equivalent)', F.fte, (v) => grp(v), { indent: 1 }),
      row('Retail locations', F.stores, (v) => grp(v), { indent: 1 }),
      row('Fuel volume (millions of litres)', F.fuel, (v) => grp(v, 1), { indent: 1 }),
    ],
  });
  para(P, '(1) Earnings before finance costs, interest and other income, patronage refund and income taxes.\n(2) Members\' equity divided by total assets at August 31.\n(3) Operating earnings divided by finance costs.\n(4) Members who purchased at least $500 of goods from the Co-op during the fiscal year.', { size: 8, align: 'left' });

  // segment results
  P.page({});
  heading(P, "Management's Discussion and Analysis", { size: 13, align: 'left', after: 4 });
  heading(P, 'Results by segment ($ thousands)', { size: 10.5, align: 'left', after: 4 });
  const c6 = [230, 300, 352, 430, 500, 552].map((right, i) => ({ right, width: i % 3 === 2 ? 46 : 64 }));
  table(P, {
    cols: c6, labelW: 140, size: 8.5,
    groups: [{ from: 0, to: 2, text: 'Fiscal 2025' }, { from: 3, to: 5, text: 'Fiscal 2024' }],
    header: ['Sales', 'Operating\nresult', 'Margin\n%', 'Sales', 'Operating\nresult', 'Margin\n%'],
    rows: [
      ...R.segs.map((s) => {
        const v = R.seg[s];
        const mg = (a, b) => (s === 'Corporate and other' ? 'n/m' : pc(b / a * 100));
        return { label: s, vals: [k(v[0]), k(v[1]), mg(v[0], v[1]), k(v[2]), k(v[3]), mg(v[2], v[3])] };
      }),
      { label: 'Total', bold: true, rule: 'both', vals: [k(R.segTot[0]), k(R.segTot[1]), pc(R.segTot[1] / R.segTot[0] * 100), k(R.segTot[2]), k(R.segTot[3]), pc(R.segTot[3] / R.segTot[2] * 100)] },
    ],
  });
  para(P, 'Operating result is operating earnings before finance costs, patronage refund and income taxes. Corporate and other includes head-office costs, car washes and rental of surplus property; its margin is not meaningful (n/m).', { size: 8.5 });
  const ch = (s, i0, i1) => grp((R.seg[s][i0] / R.seg[s][i1] - 1) * 100, 1);
  para(P, `Food & Pharmacy sales grew ${ch('Food & Pharmacy', 0, 2)}%, helped by a full year of the expanded Brandt Street store and the new Aspen Flats Food & Pharmacy. Agro sales rose ${ch('Agro', 0, 2)}% on higher crop input volumes and an early, dry seeding season, and the segment again delivered the Co-op's highest margin. Energy sales increased ${ch('Energy', 0, 2)}% as fuel volumes grew to ${grp(F.fuel[0], 1)} million litres while pump prices were broadly flat. Home & Building sales declined ${grp(-(R.seg['Home & Building'][0] / R.seg['Home & Building'][2] - 1) * 100, 1)}% as rural construction slowed.`);
  heading(P, 'Patronage refund rates', { size: 10.5, align: 'left', after: 4 });
  doc.font('B').fontSize(8.5);
  let y = doc.y;
  doc.text('Segment', P.margin, y); doc.text('Fiscal 2025', 260, y); doc.text('Fiscal 2024', 420, y);
  doc.y = y + 14;
  for (const [s, a, b] of R.rates) { y = doc.y; doc.font('R').text(s, P.margin, y); doc.text(a, 260, y); doc.text(b, 420, y); doc.y = y + 13; }
  doc.y += 6;
  para(P, `The Board allocated a patronage refund of ${mills(R.is.pr.c)} for fiscal 2025 (fiscal 2024: ${mills(R.is.pr.p)}). ${R.cashPct.c}% will be paid to members in cash in December 2025 and the balance is allocated to members' Class B equity share accounts.`);

  // statements
  P.page({});
  heading(P, ['Consolidated Statement of Earnings', { text: 'Years ended August 31 ($ thousands)', font: 'R', size: 9.5 }], { size: 11.5, align: 'left', after: 4 });
  const c2 = [{ right: 470, width: 72 }, { right: 558, width: 72 }];
  const s = R.is;
  const r2 = (label, o, extra = {}) => ({ label, vals: [k(o.c), k(o.p)], ...extra });
  table(P, {
    cols: c2, header: ['2025', '2024'], labelW: 320,
    rows: [
      r2('Sales', s.sales, { dollar: true }),
      r2('Cost of sales', { c: -s.cos.c, p: -s.cos.p }),
      r2('Gross margin', s.gm, { rule: 'above' }),
      r2('Operating, general and administrative expenses', { c: -s.oga.c, p: -s.oga.p }),
      r2('Depreciation and amortization', { c: -s.da.c, p: -s.da.p }),
      r2('Operating earnings', s.oe, { rule: 'above' }),
      r2('Finance costs', { c: -s.fin.c, p: -s.fin.p }),
      r2('Interest and other income', s.otherInc),
      r2('Earnings before patronage refund and income taxes', s.ebpt, { rule: 'above' }),
      r2('Patronage refund', { c: -s.pr.c, p: -s.pr.p }),
      r2('Earnings before income taxes', s.ebt, { rule: 'above' }),
      r2('Income taxes', { c: -s.tax.c, p: -s.tax.p }),
      r2('Net earnings', s.net, { bold: true, dollar: true, rule: 'double' }),
    ],
  });
  heading(P, ['Consolidated Balance Sheet (condensed)', { text: 'As at August 31 ($ thousands)', font: 'R', size: 9.5 }], { size: 11.5, align: 'left', after: 4 });
  const b = R.bs;
  table(P, {
    cols: c2, header: ['2025', '2024'], labelW: 320, lineH: 12,
    rows: [
      { label: 'Assets', bold: true },
      r2('Cash and cash equivalents', b.cash, { indent: 1, dollar: true }),
      r2('Accounts receivable', b.ar, { indent: 1 }),
      r2('Inventories', b.inv, { indent: 1 }),
      r2('Prepaid expenses and deposits', b.prepaid, { indent: 1 }),
      r2('Total current assets', b.ca, { indent: 2, rule: 'above' }),
      r2('Investments in co-operatives', b.coop, { indent: 1 }),
      r2('Property, plant and equipment', b.ppe, { indent: 1 }),
      r2('Intangible and other assets', b.other, { indent: 1 }),
      r2('Total assets', b.ta, { bold: true, dollar: true, rule: 'double' }),
      { label: 'Liabilities', bold: true },
      r2('Accounts payable and accrued liabilities', b.ap, { indent: 1, dollar: true }),
      r2('Patronage refund payable', b.prPay, { indent: 1 }),
      r2('Current portion of long-term debt', b.curDebt, { indent: 1 }),
      r2('Total current liabilities', b.cl, { indent: 2, rule: 'above' }),
      r2('Long-term debt', b.ltd, { indent: 1 }),
      r2('Deferred income taxes', b.dtax, { indent: 1 }),
      r2('Total liabilities', b.tl, { indent: 2, rule: 'above' }),
      { label: "Members' equity", bold: true },
      r2('Member shares (Note 12)', b.shares, { indent: 1 }),
      r2('Retained savings', b.rs, { indent: 1 }),
      r2("Total members' equity", b.me, { indent: 2, rule: 'above' }),
      r2("Total liabilities and members' equity", b.ta, { bold: true, dollar: true, rule: 'double' }),
    ],
  });

  // member shares note
  P.page({});
  heading(P, 'Note 12. Member shares', { size: 11.5, align: 'left', after: 4 });
  para(P, 'Authorized: unlimited Class A membership shares, par value $10, one of which is held by each member and carries one vote; and unlimited Class B equity shares, par value $1, issued to members as the non-cash portion of patronage refunds. Class B shares are redeemed at the discretion of the Board, generally for members aged 71 and older and for the estates of deceased members. Amounts in this note are in dollars.');
  const S = R.shares;
  const blk = (o, f, c, lo, lc) => [
    { label: lo, bold: true, vals: [grp(o.aN), k(o.a), k(o.b), k(o.tot)] },
    { label: 'Issued to new members', indent: 1, vals: [grp(f.newN), k(f.newN * 10), '—', k(f.newN * 10)] },
    { label: 'Patronage refund allocated as shares', indent: 1, vals: ['—', '—', k(f.alloc), k(f.alloc)] },
    { label: 'Redeemed', indent: 1, vals: [acc(f.redN), k(f.redN * 10), k(f.redB), k(f.redN * 10 + f.redB)] },
    { label: lc, bold: true, rule: 'both', vals: [grp(c.aN), k(c.a), k(c.b), k(c.tot)] },
    { gap: 6 },
  ];
  table(P, {
    cols: [{ right: 318, width: 62 }, { right: 388, width: 62 }, { right: 470, width: 78 }, { right: 558, width: 82 }], labelW: 200,
    header: ['Class A\nshares\n(number)', 'Class A\nshares\n($)', 'Class B\nequity shares\n($)', 'Total\n($)'],
    rows: [...blk(S.open, S.fy24, S.close24, 'Balance at August 31, 2023', 'Balance at August 31, 2024'), ...blk(S.close24, S.fy25, S.close25, 'Balance at August 31, 2024', 'Balance at August 31, 2025')],
  });
  para(P, `Class B shares of $${grp(-S.fy25.redB)} were redeemed in fiscal 2025 (fiscal 2024: $${grp(-S.fy24.redB)}).`);
  await P.end();
}

async function release(file) {
  const P = newPdf(file, {
    title: 'Red Willow Co-operative reports third quarter fiscal 2026 results', author: 'Red Willow Co-operative Limited',
    header: (n) => (n === 1 ? [] : [{ text: 'Red Willow Co-operative Limited – Q3 Fiscal 2026 News Release', align: 'left' }]),
    footer: (n) => [{ text: `Page ${n} of 3`, align: 'right' }],
  });
  const { doc } = P;
  const q = R.q;
  const chg = (a, b) => (a - b) / Math.abs(b) * 100;
  P.page({});
  heading(P, [{ text: 'NEWS RELEASE', size: 9, font: 'B', align: 'left' }, { text: 'For immediate release', size: 9, font: 'I', align: 'left' }], { after: 6 });
  heading(P, 'Red Willow Co-operative reports third quarter fiscal 2026 results', { size: 15, align: 'left', after: 8 });
  para(P, `CARROW LAKE, MB, July 9, 2026 – Red Willow Co-operative Limited ("Red Willow" or "the Co-op") today reported its results for the third quarter of fiscal 2026, the three months ended May 31, 2026. Red Willow's fiscal year begins September 1. All amounts are in Canadian dollars and are unaudited.`);
  heading(P, 'Third quarter highlights (compared with the third quarter of fiscal 2025)', { size: 10, align: 'left', after: 3 });
  const hl = [
    `Sales of ${mills(q.salesTot[0])}, up ${grp(chg(q.salesTot[0], q.salesTot[1]), 1)}%, led by Agro, where an early spring lifted crop input sales ${grp(chg(q.sales.Agro[0], q.sales.Agro[1]), 1)}%.`,
    `Operating earnings of ${mills(q.oe[0])}, up ${grp(chg(q.oe[0], q.oe[1]), 1)}%; gross margin improved to ${grp(q.gmPct[0], 1)}% of sales.`,
    `Energy sales fell ${grp(-chg(q.sales.Energy[0], q.sales.Energy[1]), 1)}% as fuel volumes eased to ${grp(q.fuel[0], 1)} million litres.`,
    `Active members reached ${grp(q.members[0])} at May 31, 2026.`,
  ];
  for (const h of hl) para(P, `•  ${h}`, { align: 'left', after: 3 });
  doc.y += 4;
  para(P, `"Our members leaned on us through a busy seeding season, and our Agro team delivered," said Marisol Ferreira, Chief Executive Officer. "Year to date, sales are ${mills(q.salesTot[2])} and operating earnings are ${mills(q.oe[2])}, and we remain on track to return a patronage refund to members again this year."`);
  heading(P, 'Year to date', { size: 10, align: 'left', after: 3 });
  para(P, `For the nine months ended May 31, 2026, sales increased ${grp(chg(q.salesTot[2], q.salesTot[3]), 1)}% and operating earnings increased ${grp(chg(q.oe[2], q.oe[3]), 1)}% compared with the same period of fiscal 2025. Home & Building sales were lower as rural construction activity remained soft.`);
  heading(P, 'Outlook', { size: 10, align: 'left', after: 3 });
  para(P, 'The fourth quarter (June to August) is typically the Co-op\'s strongest for fuel and the weakest for crop inputs. The patronage refund for fiscal 2026 will be set by the Board after the year end.');

  P.page({});
  heading(P, ['Consolidated results (unaudited)', { text: '($ thousands, except members, volumes and percentages)', font: 'R', size: 9 }], { size: 11, align: 'left', after: 4 });
  const cols = [262, 316, 362, 440, 494, 540].map((right, i) => ({ right, width: i % 3 === 2 ? 44 : 54 }));
  const six = (arr, fmt = k, pctFmt) => {
    const p1 = pctFmt ? pctFmt(arr[0], arr[1]) : chgFmt(arr[0], arr[1]);
    const p2 = pctFmt ? pctFmt(arr[2], arr[3]) : chgFmt(arr[2], arr[3]);
    return [fmt(arr[0]), fmt(arr[1]), p1, fmt(arr[2]), fmt(arr[3]), p2];
  };
  const chgFmt = (a, b) => (a < 0 || b < 0 ? 'n/m' : (() => { const v = chg(a, b); return v < 0 ? `(${grp(v, 1)})` : grp(v, 1); })());
  const pts = (a, b) => { const v = a - b; return `${v < 0 ? '(' : ''}${grp(v, 1)}${v < 0 ? ')' : ''} pts`; };
  table(P, {
    cols, labelW: 170, size: 8.5, lineH: 12.5,
    groups: [{ from: 0, to: 2, text: 'Three months ended May 31' }, { from: 3, to: 5, text: 'Nine months ended May 31' }],
    header: ['2026', '2025', '% change', '2026', '2025', '% change'],
    rows: [
      { label: 'Sales', bold: true },
      ...R.qsegs.map((s) => ({ label: s, indent: 1, vals: six(q.sales[s]) })),
      { label: 'Total sales', indent: 2, rule: 'above', vals: six(q.salesTot) },
      { gap: 3 },
      { label: 'Gross margin', vals: six(q.gm) },
      { label: 'Gross margin (% of sales)', vals: six(q.gmPct, (v) => `${grp(v, 1)}%`, pts) },
      { label: 'Operating expenses (1)', vals: six(q.opex) },
      { gap: 3 },
      { label: 'Operating earnings (loss)', bold: true },
      ...R.qsegs.map((s) => ({ label: s, indent: 1, vals: six(q.oeSeg[s]) })),
      { label: 'Total operating earnings', indent: 2, rule: 'above', vals: six(q.oe) },
      { gap: 3 },
      { label: 'Finance costs', vals: six(q.fin) },
      { label: 'Interest and other income', vals: six(q.otherInc) },
      { label: 'Earnings before patronage refund and income taxes', rule: 'above', vals: six(q.ebpt) },
      { gap: 6 },
      { label: 'Operating statistics', bold: true },
      { label: 'Active members, end of period', indent: 1, vals: [grp(q.members[0]), grp(q.members[1]), chgFmt(q.members[0], q.members[1]), '', '', ''] },
      { label: 'Fuel volume (millions of litres)', indent: 1, vals: six(q.fuel, (v) => grp(v, 1)) },
      { label: 'Same-store food sales growth (%)', indent: 1, vals: [`${grp(q.sss[0], 1)}%`, `${grp(q.sss[1], 1)}%`, '', `${grp(q.sss[2], 1)}%`, `${grp(q.sss[3], 1)}%`, ''] },
    ],
  });
  para(P, '(1) Operating, general and administrative expenses, including depreciation and amortization.\nn/m – not meaningful. pts – percentage points. Segment sales are to external customers. The patronage refund is determined annually and is not accrued in the interim results.', { size: 8, align: 'left' });

  P.page({});
  heading(P, 'About Red Willow Co-operative', { size: 10, align: 'left', after: 3 });
  para(P, 'Red Willow Co-operative Limited is owned by more than 48,000 active members in west-central Manitoba. It operates food and pharmacy stores, agro centres, fuel stations and cardlocks, and home and building centres in 38 locations. Surplus earnings are returned to members as patronage refunds.');
  heading(P, 'Forward-looking information', { size: 10, align: 'left', after: 3 });
  para(P, 'This news release contains forward-looking statements about the Co-op\'s expected results. Actual results may differ materially because of weather, commodity prices, competition and economic conditions in the communities the Co-op serves.');
  heading(P, 'Media contact', { size: 10, align: 'left', after: 3 });
  para(P, 'Communications Office, Red Willow Co-operative Limited\n204-555-0148', { align: 'left' });
  await P.end();
}

async function letter(file) {
  const L = R.letter, F = R.five;
  const p = (t, opts = {}) => new Paragraph({ spacing: { after: 160 }, ...opts, children: [new TextRun({ text: t, size: 22, font: 'Calibri' })] });
  const salesUp = grp((R.is.sales.c / R.is.sales.p - 1) * 100, 1);
  const doc = new Document({
    creator: L.chair, title: 'Letter from the Chair - Fiscal 2025',
    sections: [{
      children: [
        new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: 'A message from the Chair of the Board', bold: true })] }),
        p(`Carrow Lake, ${L.date}`),
        p('Dear fellow members,'),
        p(`On behalf of your Board of Directors, I am pleased to report on Red Willow's fiscal 2025, the year that ended on August 31, 2025. It was a year of steady growth. Sales reached $${grp(R.is.sales.c / 1e6, 2)} billion, ${salesUp}% more than the year before, and operating earnings were ${mills(R.is.oe.c)}. Agro had another strong year, and our Food & Pharmacy stores served more members than ever.`),
        p(`Because you shop at your Co-op, your Co-op shares its earnings with you. The Board has allocated a patronage refund of ${mills(R.is.pr.c)} for fiscal 2025. ${R.cashPct.c}% of the refund will be paid in cash, with cheques and deposits going out in mid-December, and the rest will be added to your equity in the Co-op. On fuel, the refund works out to 2.5 cents per litre. This year we also retired $${grp(L.retired, 1)} million of equity to members aged 71 and older and to the estates of members who passed away.`),
        p(`We welcomed ${grp(L.newMembers)} new members during the year and ended it with ${grp(F.members[0])} active members. In June we opened the new ${L.newStore} Food & Pharmacy, our 38th location, and over the year we invested $${grp(L.capital, 1)} million in capital projects across our trading area, including new fuel tanks at three agro centres and a refit of the Brandt Street store.`),
        p(`Our balance sheet remains strong. Members' equity now stands at ${mills(R.bs.me.c)}, ${pc(F.eqRatio[0])} of total assets, which gives us the capacity to keep investing in our communities while returning cash to members.`),
        p(`After fourteen years as our Chief Executive Officer, ${L.ceoOut} will retire at the end of this calendar year. On behalf of the Board, I thank Gordon for his leadership. Following a national search, the Board has appointed ${L.ceoNew}, currently our Vice-President, Agro, as Chief Executive Officer effective ${L.ceoStart}.`),
        p(`I invite every member to our Annual General Meeting on ${L.agm}, at 7:00 p.m. at the ${L.agmPlace}, where we will present the full financial statements and elect three directors.`),
        p('Thank you for your loyalty to your Co-op.'),
        p(L.chair, { spacing: { after: 0 } }),
        p('Chair of the Board'),
      ],
    }],
  });
  fs.writeFileSync(file, await Packer.toBuffer(doc));
}
