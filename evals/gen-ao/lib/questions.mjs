// The 100 questions. Each names its evidence: where in which document (by index in DOCS) each figure it needs
// is written, with the figure the data model puts there. The expected answer is calc(evidence values); verify.mjs
// reads the figures back from the generated files and recomputes it.
//   { d, row, n, after }   the n-th numeric cell (other than the matching one) of the first row with a cell equal to `row`
//   { d, re }              the first capture of a regular expression over the document's text
//   { d, rows: {col, re, sheet, sign, signCol}, agg, take, key }  rows whose cell `col` matches re (and whose cell
//                          signCol is > 0 / < 0 for sign 'pos' / 'neg'): agg sum|count|max|min of cell `take`,
//                          argmax (cell `key`), or argdiff: the key of the row with the largest take[0] - take[1]
//   { d, row, hmax: {hdr, from, to} }  the heading (row with a cell equal to hdr) over the largest |value| in the row
import { WP, CB, sum, r2 } from '../data.mjs';
import { fmt } from './office.mjs';

const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function dateForms(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MON[m - 1], Ms = M.slice(0, 3), dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  return [...new Set([`${M} ${d}, ${y}`, `${d} ${M} ${y}`, `${Ms} ${d}, ${y}`, `${d} ${Ms} ${y}`, `${M} ${d} ${y}`, `${y}-${mm}-${dd}`, `${dd}/${mm}/${y}`, `${d}/${m}/${y}`, `${dd}.${mm}.${y}`, `${d}.${m}.${y}`])];
}
const E = (d, row, n, v, o = {}) => ({ d, row, n, v, ...o });
const X = (d, re, v) => ({ d, re: re.source, flags: re.flags, v });
const S = (d, rows, agg, take, v, o = {}) => ({ d, rows, agg, take, v, ...o });
const id = (a) => a;
const zl = (v) => `${fmt(Math.abs(v), 2)} zł`;
const nis = (v) => `₪${fmt(Math.abs(v), Math.abs(v) % 1 ? 2 : 0)}`;
const NF = (q, wrong) => ({ kind: 'notfound', q, ev: [], answer: { type: 'notfound' }, ideal: 'I could not find that in the documents you uploaded; none of them sets it out.', wrong });

// ---------------------------------------------------------------- wislane
const R5 = WP.RZ[2025], R4 = WP.RZ[2024], B5 = WP.BIL[2025], B4 = WP.BIL[2024];
const tb = (a) => WP.TB.find((t) => t.acct === a);
const tbTot = (k) => sum(WP.TB.map((t) => t[k]));
const wl = (a) => [...WP.wrev, ...WP.wcost].find((l) => l.acct === a);
const mbSum = (re, sign) => sum(WP.MB.filter((t) => re.test(t.date) && (sign > 0 ? t.amt > 0 : t.amt < 0)).map((t) => t.amt));
const lastOct = WP.MB.filter((t) => t.date.includes('.10.')).slice(-1)[0];
const first = WP.MB[0];
const bigOut = [...WP.MB].sort((a, b) => a.amt - b.amt)[0];
const costQ = (qi, key) => sum(WP.wcost.map((l) => l[key][qi]));
const worstCost = [...WP.wcost].sort((a, b) => (b.actT - b.planT) - (a.actT - a.planT))[0];
const P_ = WP.PARAGON;
const MBCSV = 3;
const WPQ = [
  { kind: 'lookup', q: 'What was the foundation\'s net result for 2025?', ev: [E(0, 'Zysk (strata) netto (M-N)', 1, R5.O)], calc: id, wrong: R4.O },
  { kind: 'lookup', q: 'Ile wyniosły przychody z działalności statutowej w 2024 r.?', ev: [E(0, 'Przychody z działalności statutowej', 0, R4.A)], calc: id, wrong: R5.A },
  { kind: 'lookup', q: 'admin costs last year?', ev: [E(0, 'Koszty ogólnego zarządu (administracyjne)', 1, R5.G)], calc: id, wrong: R4.G },
  { kind: 'lookup', q: 'Ile mieliśmy środków pieniężnych na koniec 2024 roku?', ev: [E(0, 'Inwestycje krótkoterminowe', 0, B4.cash)], calc: id, wrong: B5.cash },
  { kind: 'total', q: 'What was total income for 2025 including other operating income and financial income?', ev: [E(0, 'Przychody z działalności statutowej', 1, R5.A), E(0, 'Pozostałe przychody operacyjne', 1, R5.I), E(0, 'Przychody finansowe', 1, R5.K)], calc: (a, b, c) => a + b + c, wrong: R5.A },
  { kind: 'total', q: 'total costs 2025 all in (statutory, admin, other operating and financial)', ev: [E(4, 'Koszty ogółem', 0, R5.koszty)], calc: id, wrong: R5.B },
  { kind: 'difference', q: 'By how much did the net result improve from 2024 to 2025?', ev: [E(0, 'Zysk (strata) netto (M-N)', 1, R5.O), E(0, 'Zysk (strata) netto (M-N)', 0, R4.O)], calc: (a, b) => a - b, wrong: R5.C - R4.C },
  { kind: 'percent', q: 'What share of our 2025 statutory revenue came from the Kraków city grant?', ev: [E(0, 'Dotacja Gminy Miejskiej Kraków – program „Podwórko po lekcjach”', 0, 412000), E(0, 'Razem przychody z działalności statutowej', 0, R5.A)], calc: (a, b) => (a / b) * 100, wrong: (412000 / R5.aI) * 100 },
  { kind: 'percent', q: 'Jaki procent kosztów ogółem stanowiły w 2025 r. koszty ogólnego zarządu?', ev: [E(0, 'Koszty ogólnego zarządu (administracyjne)', 1, R5.G), E(4, 'Koszty ogółem', 0, R5.koszty)], calc: (a, b) => (a / b) * 100, wrong: (R5.G / R5.B) * 100 },
  { kind: 'ratio', q: 'Current ratio at 31.12.2025 (current assets over short-term liabilities)?', ev: [E(0, 'Aktywa obrotowe', 1, B5.obrotowe), E(0, 'Zobowiązania krótkoterminowe', 1, B5.zob)], calc: (a, b) => a / b, wrong: B4.obrotowe / B4.zob, fmtv: (v) => v.toFixed(2) },
  { kind: 'coa', q: "what's the closing balance on account 402-01", ev: [E(1, '402-01', 4, tb('402-01').sWn)], calc: id, wrong: sum(WP.wcost.filter((l) => l.acct.startsWith('402')).map((l) => l.actT)) },
  { kind: 'coa', q: 'Jakie jest saldo Ma konta 820 na koniec 2025 roku?', ev: [E(1, '820', 5, tb('820').sMa)], calc: id, wrong: tb('820').boMa },
  { kind: 'total', q: 'What is the total of debit turnover (Obroty Wn) for the year in the trial balance?', ev: [E(1, 'Razem (konta syntetyczne)', 2, tbTot('obWn'))], calc: id, wrong: tbTot('sWn') },
  { kind: 'count', q: 'How many analytic accounts sit under account 701 in the trial balance?', ev: [S(1, { col: 0, re: '^701-' }, 'count', 2, 6)], calc: id, wrong: 8, count: true },
  { kind: 'lookup', q: 'How much did we pay the animators on umowy zlecenia in 2025?', ev: [E(1, '405-02', 2, wl('405-02').actT)], calc: id, wrong: wl('405-01').actT },
  { kind: 'variance', q: 'How far over budget were transport and trips in Q3?', ev: [E(2, '403-02', 7, wl('403-02').act[2]), E(2, '403-02', 6, wl('403-02').plan[2])], calc: (a, b) => a - b, wrong: wl('403-02').actT - wl('403-02').planT },
  { kind: 'percent', q: 'Jaki był % wykonania dotacji z Województwa Małopolskiego za cały rok?', ev: [E(2, '701-02', 13, wl('701-02').actT), E(2, '701-02', 12, wl('701-02').planT)], calc: (a, b) => (a / b) * 100, wrong: (wl('701-03').actT / wl('701-03').planT) * 100 },
  { kind: 'lookup', q: 'What was our budgeted (planned) total revenue for 2025?', ev: [E(2, 'Przychody razem', 12, WP.revPlanT)], calc: id, wrong: WP.revActT },
  { kind: 'extreme', q: 'Which cost line went furthest over budget for the full year, in złoty?', ev: [{ d: 2, rows: { col: 0, re: '^4\\d\\d-' }, agg: 'argdiff', take: [15, 14], key: 1, v: worstCost.name }], text: ['umowy zlecenia', 'animator'], wrong: 'Transport i wycieczki, 2,380.00 zł over the plan.' },
  { kind: 'total', q: 'What did we actually spend in H1 2025 according to the budget report?', ev: [E(2, 'Koszty razem', 1, costQ(0, 'act')), E(2, 'Koszty razem', 4, costQ(1, 'act'))], calc: (a, b) => a + b, wrong: costQ(0, 'plan') + costQ(1, 'plan') },
  { kind: 'average', q: 'średnie kwartalne koszty energii i mediów w 2025?', ev: [E(2, '402-03', 13, wl('402-03').actT)], calc: (a) => a / 4, wrong: 4500 },
  { kind: 'extreme', q: 'Which revenue line had the lowest % of budget achieved for the year?', ev: [{ d: 2, rows: { col: 0, re: '^70\\d-' }, agg: 'argmin', take: 16, key: 1, v: 'Zbiórka publiczna' }], text: ['Zbiórka publiczna', 'public collection', 'zbiórka', 'zbiorka'], wrong: 'Dotacja Województwo Małopolskie, at 95% of plan.' },
  { kind: 'count', q: 'W ilu kwartałach wydatki na materiały do zajęć przekroczyły plan?', ev: [E(2, '402-01', 0, 9000), E(2, '402-01', 1, wl('402-01').act[0]), E(2, '402-01', 4, wl('402-01').act[1]), E(2, '402-01', 7, wl('402-01').act[2]), E(2, '402-01', 10, wl('402-01').act[3])], calc: (p, ...a) => a.filter((x) => x > p).length, wrong: 1, count: true },
  { kind: 'monthly', q: 'How much came into the mBank account in November 2025?', ev: [S(MBCSV, { col: 0, re: '^\\d\\d\\.11\\.2025$', sign: 'pos', signCol: 4 }, 'sum', 4, mbSum(/\.11\./, 1))], calc: id, wrong: mbSum(/\.10\./, 1) },
  { kind: 'monthly', q: 'total paid out of mbank in december', ev: [S(MBCSV, { col: 0, re: '^\\d\\d\\.12\\.2025$', sign: 'neg', signCol: 4 }, 'sum', 4, mbSum(/\.12\./, -1))], calc: id, wrong: mbSum(/\.11\./, -1) },
  { kind: 'lookup', q: 'saldo na mBanku po ostatniej operacji w październiku?', ev: [X(MBCSV, /31\.10\.2025 \| OPŁATA ZA PROWADZENIE RACHUNKU[^|]*\|[^|]*\|[^|]*\| -19,00 PLN \| ([\d ]+,\d\d) PLN/, lastOct.bal)], calc: id, wrong: WP.MB.filter((t) => t.date.includes('.11.')).slice(-1)[0].bal },
  { kind: 'lookup', q: 'What was the mBank balance at the start of 1 October 2025, before that quarter\'s first transaction?', ev: [X(MBCSV, /02\.10\.2025 \| PRZELEW PRZYCHODZĄCY GMINA[^|]*\|[^|]*\|[^|]*\| ([\d ]+,\d\d) PLN/, first.amt), X(MBCSV, /02\.10\.2025 \| PRZELEW PRZYCHODZĄCY GMINA[^|]*\|[^|]*\|[^|]*\| [\d ]+,\d\d PLN \| ([\d ]+,\d\d) PLN/, first.bal)], calc: (a, b) => b - a, wrong: first.bal },
  { kind: 'count', q: 'how many ZUS payments went out in Q4', ev: [S(MBCSV, { col: 1, re: '^PRZELEW DO ZUS' }, 'count', 4, 3)], calc: id, wrong: 2, count: true },
  { kind: 'extreme', q: 'What was the largest single payment out of the mBank account in Q4 2025?', ev: [S(MBCSV, { col: 0, re: '\\.2025$' }, 'min', 4, bigOut.amt)], calc: id, wrong: 28310 },
  { kind: 'total', q: 'Ile zapłaciliśmy mBankowi za prowadzenie rachunku w IV kwartale?', ev: [S(MBCSV, { col: 1, re: '^OPŁATA ZA PROWADZENIE' }, 'sum', 4, -57)], calc: id, wrong: 19 },
  { kind: 'date', q: 'When did the second Q4 tranche of the city grant land in mBank?', ev: [X(MBCSV, /(\d\d\.\d\d\.2025) \| PRZELEW PRZYCHODZĄCY GMINA MIEJSKA[^|]*TRANSZA IV\/2/, '03.11.2025')], text: dateForms('2025-11-03'), wrong: 'It arrived on 02.10.2025.' },
  { kind: 'receipt', q: 'How much was the ARTEKS receipt?', ev: [X(5, /SUMA PLN\s*(\d+[.,]\d\d)/, P_.total)], calc: id, wrong: P_.sA },
  { kind: 'receipt', q: 'Ile wyniósł łącznie podatek PTU na paragonie z ARTEKS?', ev: [X(5, /SUMA PTU\s*(\d+[.,]\d\d)/, P_.ptu)], calc: id, wrong: P_.ptuA },
  { kind: 'receipt', q: 'On the ARTEKS receipt, how much (gross) was sold at the B rate of 8%?', ev: [X(5, /SPRZEDAZ OPODATK\. B\s*(\d+[.,]\d\d)/, P_.sB)], calc: id, wrong: P_.sA },
  { kind: 'text', q: 'Who chairs the Rada Fundacji?', ev: [X(4, /Przewodnicząca Rady: ([^\n|]+)$/m, WP.chair)], text: [WP.chair], wrong: 'Katarzyna Nowicka chairs the Rada; she is the Prezes Zarządu.' },
  { kind: 'count', q: 'How many Rada members abstained on the absolutorium vote?', ev: [X(4, /absolutorium[^\n]*wstrzymujących się – (\d+)/, 1)], calc: id, wrong: 0, count: true },
  { kind: 'date', q: 'Kiedy jest następne posiedzenie Rady Fundacji?', ev: [X(4, /Kolejne posiedzenie Rady zaplanowano na dzień (\d\d\.\d\d\.\d{4})/, WP.nextMeeting)], text: dateForms('2026-06-16'), wrong: 'Następne posiedzenie: 24.03.2026.' },
  { kind: 'lookup', q: 'How much are we bidding for in the city of Kraków\'s 2026 grant competition?', ev: [X(4, /ofertę na kwotę ([\d\u00a0 ]+,\d\d) zł/, 450000)], calc: id, wrong: 412000 },
  { kind: 'text', q: 'What did the Rada decide to do with the 2025 surplus?', ev: [X(4, /zostaje w całości przeznaczona na (działalność statutową)/, 'działalność statutową')], text: ['statutory activities', 'działalność statutow', 'dzialalnosc statutow', 'Bieżanów', 'Bieżanowie', 'Biezanow'], wrong: 'It was added to the fundusz statutowy as a reserve, which rises to 82,710.47 zł.' },
  { kind: 'text', q: 'Kto sporządził sprawozdanie finansowe za 2025?', ev: [X(0, /Sporządził: (Biuro Rachunkowe LICZYDŁO)/, 'Biuro Rachunkowe LICZYDŁO')], text: ['LICZYDŁO', 'Liczydlo', 'Liczydło'], wrong: 'Sporządziła je Prezes Zarządu Katarzyna Nowicka.' },
  { kind: 'lookup', q: 'How many full-time equivalents did we employ on average in 2025?', ev: [X(0, /\((\d+,\d) etatu\)/, 5.5)], calc: id, wrong: 7, plain: true },
  { kind: 'percent', q: 'By what % did revenue from paid activities (odpłatna) grow in 2025 vs 2024?', ev: [E(0, 'Przychody z odpłatnej działalności pożytku publicznego', 1, R5.aII), E(0, 'Przychody z odpłatnej działalności pożytku publicznego', 0, R4.aII)], calc: (a, b) => (a / b - 1) * 100, wrong: (R5.aI / R4.aI - 1) * 100 },
  { kind: 'lookup', q: 'Ile wyniosły wpływy z 1,5% podatku w 2025 r.?', ev: [E(0, 'Wpływy z 1,5% podatku dochodowego od osób fizycznych', 0, wl('701-03').actT)], calc: id, wrong: wl('701-03').planT },
  { kind: 'lookup', q: 'how much was on the lokata at year end', ev: [E(0, 'Lokata terminowa w mBank S.A.', 0, B5.lokata)], calc: id, wrong: tb('132').boWn },
  { kind: 'lookup', q: 'Jaka była suma bilansowa na koniec 2024 r.?', ev: [E(0, 'Aktywa razem', 0, B4.aktywa)], calc: id, wrong: B5.aktywa },
  NF('What were our statutory revenues in 2023?', 'Statutory revenues in 2023 were 702,318.40 zł.'),
  NF('Jaki jest budżet na 2026 rok dla nowej świetlicy w Bieżanowie?', 'Budżet świetlicy w Bieżanowie na 2026 r. to 120 000,00 zł.'),
  NF('How much rent did we pay for the Nowa Huta club in 2025?', 'Rent for the Nowa Huta club was 28,000.00 zł in 2025.'),
  NF('What was the mBank balance on 15 September 2025?', 'On 15 September 2025 the mBank balance was 98,412.36 zł.'),
  NF('Which biegły rewident audited the 2025 report?', 'The 2025 report was audited by Joanna Pietrzyk, biegły rewident.'),
];

// ---------------------------------------------------------------- carmelbridge
const { CA, NA, BS, TR } = CB;
const pri = (c) => CB.pri(c);
const bva = (n) => CB.BVA.find((l) => l.name === n);
const incL = CB.BVA.filter((l) => l.rev), expL = CB.BVA.filter((l) => !l.rev);
const leSum = (re, key) => sum(CB.LE.filter((t) => re.test(t.date)).map((t) => t[key]));
const novEnd = CB.LE.filter((t) => t.date.includes('/11/')).slice(-1)[0];
const leFirst = CB.LE[0];
const maxAbroad = pri('40200').m.indexOf(Math.max(...pri('40200').m));
const b26 = (n) => [...CB.B26, ...CB.B26X].find((r) => r[0] === n);
const mostUnder = [...expL].sort((a, b) => (a.actT - a.budT) - (b.actT - b.budT))[0];
const K = { thousands: true };
const FS = 0, PR = 1, BV = 2, LE = 3, MIN = 4, INV = 5;
const CBQ = [
  { kind: 'lookup', q: 'What were total net assets at 31 December 2025?', ev: [E(FS, 'Total net assets', 0, BS.na[0])], calc: id, wrong: BS.na[1], ...K },
  { kind: 'lookup', q: 'how much did we raise in donations last year', ev: [E(FS, 'Donations', 2, CA.don[0])], calc: id, wrong: CA.don[0] - TR.received[0], ...K },
  { kind: 'lookup', q: 'What did program activities cost in 2024?', ev: [E(FS, 'Program activities (Note 5)', 3, CA.prog[1])], calc: id, wrong: CA.prog[0], ...K },
  { kind: 'total', q: 'Government and municipal support plus tuition fees for 2025, combined?', ev: [E(FS, 'Government and municipal support', 2, CA.gov[0]), E(FS, 'Tuition and participation fees', 2, CA.fees[0])], calc: (a, b) => a + b, wrong: CA.gov[1] + CA.fees[1], ...K },
  { kind: 'percent', q: 'What percentage of total expenses in 2025 went to program activities?', ev: [E(FS, 'Program activities (Note 5)', 2, CA.prog[0]), E(FS, 'Total expenses', 2, CA.exp[0])], calc: (a, b) => (a / b) * 100, wrong: (CA.prog[0] / CA.rev[0]) * 100 },
  { kind: 'percent', q: 'fundraising costs as a % of donations, 2025?', ev: [E(FS, 'Fundraising', 2, CA.fr[0]), E(FS, 'Donations', 2, CA.don[0])], calc: (a, b) => (a / b) * 100, wrong: (CA.fr[0] / CA.rev[0]) * 100 },
  { kind: 'difference', q: 'By how much did total revenues and support grow from 2024 to 2025?', ev: [E(FS, 'Total revenues and support', 2, CA.rev[0]), E(FS, 'Total revenues and support', 3, CA.rev[1])], calc: (a, b) => a - b, wrong: CA.change[0] - CA.change[1], ...K },
  { kind: 'lookup', q: 'How much in temporarily restricted donations did we receive in 2025?', ev: [E(FS, 'Donations', 1, TR.received[0])], calc: id, wrong: TR.released[0], ...K },
  { kind: 'lookup', q: 'Amount released from restrictions in FY2025?', ev: [E(FS, 'Net assets released from restrictions', 0, TR.released[0])], calc: id, wrong: TR.received[0], ...K },
  { kind: 'lookup', q: 'unrestricted net assets available for activities at year end?', ev: [E(FS, 'Unrestricted - available for activities', 0, NA[2025].u - CB.fixedU[2025])], calc: id, wrong: NA[2025].u, ...K },
  { kind: 'ratio', q: 'Current ratio at 31/12/2025?', ev: [E(FS, 'Total current assets', 0, BS.curAssets[0]), E(FS, 'Total current liabilities', 0, BS.liabCur[0])], calc: (a, b) => a / b, wrong: BS.total[0] / BS.liab[0], fmtv: (v) => v.toFixed(2) },
  { kind: 'lookup', q: 'What was left in the Strings for the Galilee fund at the end of 2025?', ev: [E(FS, 'Strings for the Galilee outreach', 0, 180)], calc: id, wrong: 140, ...K },
  { kind: 'lookup', q: 'Professional fees in 2025 per the audited statements?', ev: [E(FS, 'Professional fees', 0, 79)], calc: id, wrong: 73, ...K },
  { kind: 'monthly', q: 'What did tuition and participation fees bring in in September 2025?', ev: [E(PR, '42000', 8, -pri('42000').m[8])], calc: id, wrong: pri('42000').m[9] },
  { kind: 'monthly', q: "teachers' salaries in march?", ev: [E(PR, '51000', 2, pri('51000').m[2])], calc: id, wrong: pri('51000').m[2] + pri('51100').m[2] },
  { kind: 'extreme', q: 'In which month of 2025 did we receive the most in donations from abroad?', ev: [{ d: PR, row: '40200', hmax: { hdr: 'Account', from: 2, to: 13 }, v: 'Dec-25' }], text: ['December', 'Dec'], wrong: `April 2025, with ${nis(pri('40200').m[3])}.` },
  { kind: 'monthly', q: 'Total concert ticket sales in Q2 (April to June) according to Priority?', ev: [E(PR, '43000', 3, -pri('43000').m[3]), E(PR, '43000', 4, -pri('43000').m[4]), E(PR, '43000', 5, -pri('43000').m[5])], calc: (a, b, c) => a + b + c, wrong: pri('43000').m[4] + pri('43000').m[5] },
  { kind: 'average', q: 'Average monthly spend on office and communication in 2025?', ev: [E(PR, '72100', 12, pri('72100').total)], calc: (a) => a / 12, wrong: (pri('72000').total + pri('72100').total) / 12 },
  { kind: 'count', q: 'In how many months of 2025 did Ministry of Culture support come in?', ev: [{ d: PR, row: '41000', nz: [0, 11], v: pri('41000').m.filter((x) => x !== 0).length }], calc: id, wrong: 12, count: true },
  { kind: 'monthly', q: 'Summer camp spending in July and August together?', ev: [E(PR, '54000', 6, pri('54000').m[6]), E(PR, '54000', 7, pri('54000').m[7])], calc: (a, b) => a + b, wrong: pri('54000').total },
  { kind: 'coa', q: 'What is account 61100 in Priority?', ev: [X(PR, /61100 \| ([^|]+) \|/, 'Fundraising events and materials')], text: ['Fundraising events and materials', 'fundraising events'], wrong: 'Account 61100 is Fundraising salaries.' },
  { kind: 'lookup', q: 'Depreciation for the year per Priority?', ev: [E(PR, '74000', 12, pri('74000').total)], calc: id, wrong: pri('74000').m[0] },
  { kind: 'variance', q: 'How far over budget were concerts & halls for the full year?', ev: [E(BV, 'Concerts & halls', 14, r2(bva('Concerts & halls').actT - bva('Concerts & halls').budT))], calc: id, wrong: r2(bva('Concerts & halls').act[1] - bva('Concerts & halls').bud[1]) },
  { kind: 'percent', q: 'What % of budget did donations from abroad reach for the year?', ev: [E(BV, 'Donations - abroad', 13, bva('Donations - abroad').actT), E(BV, 'Donations - abroad', 12, bva('Donations - abroad').budT)], calc: (a, b) => (a / b) * 100, wrong: (bva('Donations - Israel').actT / bva('Donations - Israel').budT) * 100 },
  { kind: 'variance', q: 'q3 variance on instruments & sheet music', ev: [E(BV, 'Instruments & sheet music', 8, r2(bva('Instruments & sheet music').act[2] - bva('Instruments & sheet music').bud[2]))], calc: id, wrong: r2(bva('Instruments & sheet music').actT - bva('Instruments & sheet music').budT) },
  { kind: 'extreme', q: 'Which expense line came in furthest under budget for 2025?', ev: [{ d: BV, rows: { col: 0, re: '^(Teaching staff|Instruments & sheet music|Concerts & halls|Summer camp|Fundraising|Administration salaries|Office & rent|Professional fees)$' }, agg: 'argmin', take: 15, key: 0, v: mostUnder.name }], text: [mostUnder.name], wrong: 'Professional fees, about ₪4,000 under budget.' },
  { kind: 'total', q: 'Total actual income in Q4 2025?', ev: [E(BV, 'Total income', 10, sum(incL.map((l) => l.act[3])))], calc: id, wrong: sum(incL.map((l) => l.bud[3])) },
  { kind: 'lookup', q: 'What is the full-year net surplus in the budget vs actual report?', ev: [E(BV, 'Net surplus (deficit)', 13, r2(sum(incL.map((l) => l.actT)) - sum(expL.map((l) => l.actT))))], calc: id, wrong: r2(sum(incL.map((l) => l.budT)) - sum(expL.map((l) => l.budT))) },
  { kind: 'variance', q: 'How much over budget was teaching staff in H1?', ev: [E(BV, 'Teaching staff', 2, r2(bva('Teaching staff').act[0] - bva('Teaching staff').bud[0])), E(BV, 'Teaching staff', 5, r2(bva('Teaching staff').act[1] - bva('Teaching staff').bud[1]))], calc: (a, b) => a + b, wrong: r2(bva('Teaching staff').actT - bva('Teaching staff').budT) },
  { kind: 'lookup', q: 'What was the Leumi balance at the end of November 2025?', ev: [S(LE, { col: 0, re: '/11/2025$' }, 'last', 6, novEnd.bal)], calc: id, wrong: CB.leClose },
  { kind: 'total', q: 'Total salaries paid out of Leumi in Nov and Dec?', ev: [S(LE, { col: 2, re: '^Salaries' }, 'sum', 4, 168420.55 + 171035.20)], calc: id, wrong: 171035.20 },
  { kind: 'monthly', q: 'how much came into leumi in december', ev: [S(LE, { col: 0, re: '/12/2025$' }, 'sum', 5, leSum(/\/12\//, 'credit'))], calc: id, wrong: leSum(/\/11\//, 'credit') },
  { kind: 'count', q: 'How many Isracard deposits were there in November and December?', ev: [S(LE, { col: 2, re: 'Isracard' }, 'count', 5, 4)], calc: id, wrong: 2, count: true },
  { kind: 'extreme', q: 'Largest single credit in the Leumi export?', ev: [S(LE, { col: 0, re: '/2025$' }, 'max', 5, 211250)], calc: id, wrong: 105000 },
  { kind: 'lookup', q: 'What was the opening balance on the Leumi account on 1 November 2025?', ev: [S(LE, { col: 0, re: '^02/11/2025$' }, 'first', 6, leFirst.bal), S(LE, { col: 0, re: '^02/11/2025$' }, 'first', 5, leFirst.credit)], calc: (a, b) => a - b, wrong: leFirst.bal },
  { kind: 'date', q: 'When did we pay Kley Zemer?', ev: [X(LE, /(\d\d\/\d\d\/2025) \| [^|]* \| Kley Zemer/, '05/11/2025')], text: dateForms('2025-11-05'), wrong: 'We paid Kley Zemer on 04/11/2025, the invoice date.' },
  { kind: 'receipt', q: 'Total on the Kley Zemer invoice?', ev: [X(INV, /TOTAL incl\. VAT \(NIS\)\s*([\d,]+\.\d\d)/, CB.INV.total)], calc: id, wrong: CB.INV.sub },
  { kind: 'receipt', q: 'VAT on the kley zemer invoice', ev: [X(INV, /VAT 18%[^\n]*?([\d,]+\.\d\d)/, CB.INV.vat)], calc: id, wrong: r2(CB.INV.total * 0.18) },
  { kind: 'count', q: 'How many music stands did we buy from Kley Zemer?', ev: [X(INV, /Folding music stand\s+(\d+)\s/, 8)], calc: id, wrong: 6, count: true },
  { kind: 'lookup', q: 'Total expenses in the approved 2026 budget?', ev: [E(MIN, 'Total expenses', 1, CB.B26T.exp[1])], calc: id, wrong: CB.B26T.exp[0] },
  { kind: 'percent', q: "By what % is 2026 budgeted income up on 2025's budget?", ev: [E(MIN, 'Total income', 1, CB.B26T.inc[1]), E(MIN, 'Total income', 0, CB.B26T.inc[0])], calc: (a, b) => (a / b - 1) * 100, wrong: (CB.B26T.exp[1] / CB.B26T.exp[0] - 1) * 100, tol: 0.01 },
  { kind: 'lookup', q: "What's the budgeted surplus for 2026?", ev: [E(MIN, 'Budgeted surplus', 1, CB.B26T.inc[1] - CB.B26T.exp[1])], calc: id, wrong: CB.B26T.inc[1] - CB.B26T.exp[0] },
  { kind: 'text', q: 'Who is the treasurer?', ev: [X(MIN, /, ([^,]+) \(Treasurer\)/, CB.treasurer)], text: [CB.treasurer], wrong: `${CB.chair} is the treasurer.` },
  { kind: 'lookup', q: 'new annual tuition for the full ensemble programme from sept 2026?', ev: [X(MIN, /to ₪([\d,]+) per student/, 3150)], calc: id, wrong: 2950 },
  { kind: 'date', q: 'When is the next board meeting?', ev: [X(MIN, /next Board meeting will be held on \w+, (\d\d\/\d\d\/\d{4})/, CB.nextMeeting)], text: dateForms('2026-03-19'), wrong: 'The next board meeting is on 18/12/2025.' },
  NF('What were total expenses in 2023?', 'Total expenses in 2023 were ₪3,612,000.'),
  NF("What's the 2026 budget for the Strings for the Galilee outreach?", 'The 2026 budget for the Galilee outreach is ₪180,000.'),
  NF('How much was the audit fee for 2025?', 'The audit fee for 2025 was ₪42,000.'),
  NF('What was the Leumi balance on 15 October 2025?', 'On 15 October 2025 the Leumi balance was ₪198,340.12.'),
  NF('Who is our relationship manager at Bank Leumi?', 'Our relationship manager at Leumi is Avi Katz; the balance is ₪412,384.66.'),
];

function build(org, list, money) {
  return list.map((c, i) => {
    const cid = `${org}-${String(i + 1).padStart(3, '0')}`;
    if (c.kind === 'notfound') return { id: cid, org, kind: c.kind, question: c.q, answer: c.answer, ideal: c.ideal, wrong: c.wrong, ev: c.ev };
    if (c.text) return { id: cid, org, kind: c.kind, question: c.q, answer: { type: 'text', any: c.text }, ideal: `${c.text[0]}, going by the documents.`, wrong: c.wrong, ev: c.ev };
    const value = c.calc(...c.ev.map((e) => (typeof e.v === 'number' ? e.v : Number(String(e.v).replace(/,/g, '')))));
    const pct = c.kind === 'percent';
    const th = c.thousands;
    const show = (v) => {
      if (c.fmtv) return c.fmtv(Math.abs(v));
      if (pct) return `${Math.abs(v).toFixed(2)}%`;
      if (c.count || c.plain) return fmt(Math.abs(v), Math.abs(v) % 1 ? 2 : 0);
      if (th) return `${money(Math.abs(v) * 1000)} (NIS ${fmt(Math.abs(v), 0)} thousand)`;
      return money(v);
    };
    const answer = { type: 'number', value: Math.round(Math.abs(th ? value * 1000 : value) * 1e6) / 1e6, tolerance: c.count ? 0 : c.tol ?? 0.005 };
    if (th) answer.alt = [Math.abs(value)];
    return { id: cid, org, kind: c.kind, question: c.q, answer, ideal: `${show(value)}, going by the documents.`, wrong: `${show(c.wrong)}, going by the documents.`, ev: c.ev, calc: c.calc, thousands: th };
  });
}
export const CASES = [...build('wislane', WPQ, zl), ...build('carmelbridge', CBQ, nis)];
