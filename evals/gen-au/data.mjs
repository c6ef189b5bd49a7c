// The figures of set AU's two organisations. Every document, case and expected answer is generated from
// this module; verify.mjs re-reads the generated files without it. Statements are in whole euros / dollars,
// ledgers, bank files and receipts in cents: every group of ledger accounts that makes a statement line sums
// to whole units, and every note that lists rounded parts sums to its rounded total (asserted below).

export const ORGS = {
  taalbrug: { name: 'Stichting Taalbrug Utrecht', fiscalYearStart: 1 },
  tembusu: { name: 'Tembusu Learning Support Ltd', fiscalYearStart: 4 },
};
export const DOCS = {
  taalbrug: [
    'Jaarrekening 2025 Stichting Taalbrug Utrecht.pdf',
    'Exact Online Kolommenbalans 2025.xlsx',
    'Begroting versus realisatie 2025 per project.xlsx',
    'CSV_A_20260105_093012.csv',
    'Notulen bestuursvergadering 11-12-2025.docx',
    'kassabon AH kerstborrel vrijwilligers.jpg',
  ],
  tembusu: [
    'Tembusu Learning Support - Audited Financial Statements FY2025-26.pdf',
    'Xero Profit and Loss by Quarter FY2025-26.xlsx',
    'Budget vs Actual by Programme FY2025-26.xlsx',
    'DBS Current Account 072-345678-9 March 2026.csv',
    'Board Meeting Minutes 14 March 2026.docx',
    'BrightPrint tax invoice INV-2603-0418.jpg',
  ],
};

const sum = (a) => a.reduce((s, x) => s + x, 0);
const c = (v) => Math.round(v * 100); // euros -> cents
const assert = (ok, msg) => { if (!ok) throw new Error(`data.mjs: ${msg}`); };
// parts in cents whose rounded euros must add up to the rounded total
const roundsOk = (partsCents) => sum(partsCents.map((p) => Math.round(p / 100))) === Math.round(sum(partsCents) / 100);

// ====================================================================== Stichting Taalbrug Utrecht
const TB = {};
TB.name = 'Stichting Taalbrug Utrecht';
TB.address = 'Kanaalstraat 214, 3531 CM Utrecht';
TB.kvk = '52418367'; TB.rsin = '850417326';
// columns of the staat van baten en lasten: [Begroting 2025, Werkelijk 2025, Werkelijk 2024]
TB.baten = {
  part: { label: 'Baten van particulieren', v: [175000, 186420, 171385] },
  bedr: { label: 'Baten van bedrijven', v: [45000, 38750, 41200] },
  lot: { label: 'Baten van loterijorganisaties', v: [25000, 25000, 0] },
  overh: { label: 'Baten van subsidies van overheden', v: [160000, 164800, 152300] },
  azw: { label: 'Baten van andere organisaties zonder winststreven', v: [90000, 96500, 88650] },
};
TB.geworven = [0, 1, 2].map((k) => sum(Object.values(TB.baten).map((b) => b.v[k])));
TB.tegen = { label: 'Baten als tegenprestatie voor de levering van producten en/of diensten', v: [10000, 12380, 9940] };
TB.overig = { label: 'Overige baten', v: [0, 1245, 2310] };
TB.somBaten = [0, 1, 2].map((k) => TB.geworven[k] + TB.tegen.v[k] + TB.overig.v[k]);

// lasten: natures x functions
TB.fns = [
  { key: 'tm', label: 'Taalmaatjes', short: 'Taalmaatjes' },
  { key: 'hw', label: 'Huiswerkbegeleiding', short: 'Huiswerk-\nbegeleiding' },
  { key: 'ta', label: 'Thuisadministratie', short: 'Thuis-\nadministratie' },
  { key: 'wer', label: 'Wervingskosten', short: 'Werving\nbaten' },
  { key: 'beh', label: 'Kosten beheer en administratie', short: 'Beheer en\nadministratie' },
];
TB.natures = [
  { key: 'direct', label: 'Directe activiteitenkosten', a: [21480, 26930, 6215, 0, 0], b: [18000, 28000, 5000, 0, 0], y24: 48310 },
  { key: 'vrijw', label: 'Vrijwilligerskosten', a: [18360, 14275, 11940, 0, 0], b: [17000, 15000, 11000, 0, 0], y24: 40125 },
  { key: 'uitb', label: 'Uitbesteed werk', a: [0, 9800, 0, 6250, 8740], b: [0, 12000, 0, 5000, 9000], y24: 21480 },
  { key: 'publ', label: 'Publiciteit en communicatie', a: [2150, 1320, 980, 14860, 0], b: [2000, 1500, 1000, 13000, 0], y24: 17260 },
  { key: 'pers', label: 'Personeelskosten', a: [131240, 72650, 66420, 17950, 16880], b: null, y24: null },
  { key: 'huis', label: 'Huisvestingskosten', a: [17830, 12360, 7930, 1600, 3950], b: [17500, 12500, 8000, 1500, 4000], y24: 41930 },
  { key: 'kant', label: 'Kantoor- en algemene kosten', a: [5680, 3980, 2715, 1060, 2725], b: [5500, 4000, 2500, 1000, 3000], y24: 15240 },
  { key: 'afs', label: 'Afschrijvingen', a: [1940, 1030, 690, 250, 1270], b: [2000, 1000, 700, 300, 1200], y24: 4620 },
];
TB.fnBud = [192000, 150000, 92000, 38000, 35000];
TB.fn24 = [181275, 128920, 84410, 36840, 31120];
{
  const pers = TB.natures.find((n) => n.key === 'pers');
  pers.b = TB.fnBud.map((t, f) => t - sum(TB.natures.filter((n) => n !== pers).map((n) => n.b[f])));
  pers.y24 = sum(TB.fn24) - sum(TB.natures.filter((n) => n !== pers).map((n) => n.y24));
  for (const n of TB.natures) { n.tot = sum(n.a); n.btot = sum(n.b); }
}
TB.fnAct = TB.fns.map((f, i) => sum(TB.natures.map((n) => n.a[i])));
// function totals per column [Begroting, Werkelijk 2025, Werkelijk 2024]
TB.fnCols = TB.fns.map((f, i) => [TB.fnBud[i], TB.fnAct[i], TB.fn24[i]]);
TB.doel = [0, 1, 2].map((k) => TB.fnCols[0][k] + TB.fnCols[1][k] + TB.fnCols[2][k]);
TB.somLasten = [0, 1, 2].map((k) => sum(TB.fnCols.map((f) => f[k])));
TB.voorFin = [0, 1, 2].map((k) => TB.somBaten[k] - TB.somLasten[k]);
TB.fin = [1500, 1834, 1121];
TB.saldo = [0, 1, 2].map((k) => TB.voorFin[k] + TB.fin[k]);

// reserves and funds: [stand 1-1, toevoeging, onttrekking] per year
TB.res = {
  cont: { label: 'Continuïteitsreserve', y24: [112000, 3000, 0], y25: [115000, 5000, 0] },
  acad: { label: 'Bestemmingsreserve vrijwilligersacademie', y24: [0, 10000, 0], y25: [10000, 0, 6350] },
};
TB.fonds = {
  oranje: { label: 'Bestemmingsfonds Oranje Fonds huiswerkklas', y24: [0, 35000, 35000], y25: [0, 40000, 31600] },
  hein: { label: 'Bestemmingsfonds Taalcafé K.F. Hein Fonds', y24: [0, 9000, 4500], y25: [4500, 6000, 8750] },
};
for (const r of [...Object.values(TB.res), ...Object.values(TB.fonds)]) for (const y of ['y24', 'y25']) r[y][3] = r[y][0] + r[y][1] - r[y][2];
TB.overigeStart24 = 75469;
{
  const net = (y) => sum([...Object.values(TB.res), ...Object.values(TB.fonds)].map((r) => r[y][1] - r[y][2]));
  TB.overige = { label: 'Overige reserve', y24: [TB.overigeStart24, 0, 0], y25: [0, 0, 0] };
  const mv24 = TB.saldo[2] - net('y24'), mv25 = TB.saldo[1] - net('y25');
  TB.overige.y24 = [TB.overigeStart24, Math.max(mv24, 0), Math.max(-mv24, 0)]; TB.overige.y24[3] = TB.overigeStart24 + mv24;
  TB.overige.y25 = [TB.overige.y24[3], Math.max(mv25, 0), Math.max(-mv25, 0)]; TB.overige.y25[3] = TB.overige.y24[3] + mv25;
  TB.overigeMv = [mv25, mv24];
}
// resultaatbestemming rows: [Werkelijk 2025, Werkelijk 2024]
TB.bestemming = [
  ['Continuïteitsreserve', TB.res.cont],
  ['Bestemmingsreserve vrijwilligersacademie', TB.res.acad],
  ['Bestemmingsfonds Oranje Fonds huiswerkklas', TB.fonds.oranje],
  ['Bestemmingsfonds Taalcafé K.F. Hein Fonds', TB.fonds.hein],
].map(([l, r]) => [l, [r.y25[1] - r.y25[2], r.y24[1] - r.y24[2]]]).concat([['Overige reserve', TB.overigeMv]]);
const end = (r, y) => r[y][3];
TB.reserves = [end(TB.res.cont, 'y25') + end(TB.res.acad, 'y25') + end(TB.overige, 'y25'), end(TB.res.cont, 'y24') + end(TB.res.acad, 'y24') + end(TB.overige, 'y24')];
TB.fondsen = [end(TB.fonds.oranje, 'y25') + end(TB.fonds.hein, 'y25'), end(TB.fonds.oranje, 'y24') + end(TB.fonds.hein, 'y24')];
TB.resFonds = [TB.reserves[0] + TB.fondsen[0], TB.reserves[1] + TB.fondsen[1]];
TB.bestRes = [end(TB.res.acad, 'y25'), end(TB.res.acad, 'y24')];

// balans [31-12-2025, 31-12-2024]
TB.mva = { begin: 11920, invest: 7460, afschr: TB.natures.find((n) => n.key === 'afs').tot, aanschafBegin: 28450 };
TB.mva.end = TB.mva.begin + TB.mva.invest - TB.mva.afschr;
TB.vord = { deb: [4215, 3180], nto: [34600, 28960], vooruit: [7400, 6500] };
TB.vordTot = [0, 1].map((k) => TB.vord.deb[k] + TB.vord.nto[k] + TB.vord.vooruit[k]);
TB.liq = [231806, 219540];
TB.activa = [TB.mva.end + TB.vordTot[0] + TB.liq[0], TB.mva.begin + TB.vordTot[1] + TB.liq[1]];
TB.kort = [TB.activa[0] - TB.resFonds[0], TB.activa[1] - TB.resFonds[1]];
TB.schuld = { cred: [14386, 12840], belast: [12954, 11615], vooruit: [41200, 38500] };
TB.schuld.overig = [0, 1].map((k) => TB.kort[k] - TB.schuld.cred[k] - TB.schuld.belast[k] - TB.schuld.vooruit[k]);
assert(TB.schuld.overig.every((v) => v > 5000), 'overige schulden');
// liquide middelen by account, cents [2025, 2024]
TB.kas = [c(214.85), c(186.40)];
TB.betaal = [c(61418.35), c(48920.75)];
TB.spaar = [0, 1].map((k) => c(TB.liq[k]) - TB.kas[k] - TB.betaal[k]);
for (const k of [0, 1]) assert(roundsOk([TB.kas[k], TB.betaal[k], TB.spaar[k]]), `liquide middelen rounding ${k}`);

// notes
TB.partBreak = { eenmalig: [c(71386.65), 66120], periodiek: [c(98742.30), 91845], acties: [null, 13420] };
TB.partBreak.acties[0] = c(TB.baten.part.v[1]) - TB.partBreak.eenmalig[0] - TB.partBreak.periodiek[0];
assert(roundsOk([TB.partBreak.eenmalig[0], TB.partBreak.periodiek[0], TB.partBreak.acties[0]]), 'particulieren rounding');
assert(TB.partBreak.eenmalig[1] + TB.partBreak.periodiek[1] + TB.partBreak.acties[1] === TB.baten.part.v[2], 'particulieren 2024');
TB.subs = [
  ['Gemeente Utrecht – Taalmaatjes', 78400, 74000, 75000, 'tm'],
  ['Gemeente Utrecht – Thuisadministratie', 62400, 58300, 61000, 'ta'],
  ['Provincie Utrecht – Huiswerkbegeleiding', 24000, 20000, 24000, 'hw'],
]; // [label, 2025, 2024, begroting 2025, project]
TB.azwList = [
  ['Oranje Fonds', 40000, 35000, 40000, 'hw'],
  ['Stichting Domstad Fonds', 30000, 25000, 30000, 'ta'],
  ['Kerken en diaconieën', 20500, 19650, 14000, null],
  ['K.F. Hein Fonds', 6000, 9000, 6000, 'tm'],
];
assert(sum(TB.subs.map((s) => s[1])) === TB.baten.overh.v[1] && sum(TB.subs.map((s) => s[2])) === TB.baten.overh.v[2] && sum(TB.subs.map((s) => s[3])) === TB.baten.overh.v[0], 'subsidies');
assert(sum(TB.azwList.map((s) => s[1])) === TB.baten.azw.v[1] && sum(TB.azwList.map((s) => s[2])) === TB.baten.azw.v[2] && sum(TB.azwList.map((s) => s[3])) === TB.baten.azw.v[0], 'azw');
assert(TB.fonds.oranje.y25[1] === 40000 && TB.fonds.hein.y25[1] === 6000, 'funds income = contributions');
TB.persBreak = [['Lonen en salarissen', '4000'], ['Sociale lasten', '4010'], ['Pensioenlasten', '4020'], ['Overige personeelskosten', '4030']];
TB.fte = [5.4, 5.0];
TB.employees = 7;
TB.dir = { name: 'Fatima El Idrissi', functie: 'Directeur', uren: 32,
  rows: [['Bruto salaris', 58240, 55860], ['Vakantiegeld', 4659, 4469], ['Eindejaarsuitkering', 4851, 4653], ['Pensioenlasten werkgever', 6120, 5812]] };
TB.dir.tot = [sum(TB.dir.rows.map((r) => r[1])), sum(TB.dir.rows.map((r) => r[2]))];
TB.kern = [['Actieve taalmaatjes-koppels', 312, 287], ['Kinderen in de huiswerkklassen', 146, 131], ['Huishoudens geholpen met thuisadministratie', 118, 104], ['Vrijwilligers (31 december)', 268, 241]];
// kengetallen [Begroting 2025, Werkelijk 2025, Werkelijk 2024], one decimal as printed
const p1 = (a, b) => Math.round((1000 * a) / b) / 10;
TB.keng = [
  ['Besteed aan doelstellingen in % van de som der baten', [0, 1, 2].map((k) => p1(TB.doel[k], TB.somBaten[k]))],
  ['Besteed aan doelstellingen in % van de som der lasten', [0, 1, 2].map((k) => p1(TB.doel[k], TB.somLasten[k]))],
  ['Wervingskosten in % van de som van de geworven baten', [0, 1, 2].map((k) => p1(TB.fnCols[3][k], TB.geworven[k]))],
  ['Kosten beheer en administratie in % van de som der lasten', [0, 1, 2].map((k) => p1(TB.fnCols[4][k], TB.somLasten[k]))],
];

// ---------------------------------------------------------------- Exact Online ledger (cents)
// W&V accounts: nature groups (whole euros) split into accounts
const split = (total, given, lastCode, lastName) => { const rest = c(total) - sum(given.map((g) => c(g[1]))); assert(rest > 0, `split ${lastCode}`); return [...given.map(([code, v, name]) => ({ code, name, cents: c(v) })), { code: lastCode, name: lastName, cents: rest }]; };
const nat = (k) => TB.natures.find((n) => n.key === k).tot;
TB.costAcc = {
  pers: split(nat('pers'), [['4000', 226418.24, 'Brutolonen'], ['4010', 39276.51, 'Sociale lasten'], ['4020', 27904.18, 'Pensioenpremies PFZW']], '4030', 'Overige personeelskosten'),
  huis: split(nat('huis'), [['4100', 35400.00, 'Huur kantoor Kanaalstraat'], ['4110', 5962.34, 'Energie en servicekosten']], '4120', 'Schoonmaakkosten'),
  vrijw: split(nat('vrijw'), [['4200', 28620.00, 'Vrijwilligersvergoedingen'], ['4210', 9317.60, 'Training en deskundigheidsbevordering vrijwilligers']], '4220', 'Waardering en ontmoeting vrijwilligers'),
  direct: split(nat('direct'), [['4300', 19874.35, 'Lesmateriaal en boeken'], ['4310', 17306.90, 'Activiteiten en uitstapjes']], '4320', 'Locatiehuur huiswerkklassen'),
  uitb: split(nat('uitb'), [['4400', 9800.00, 'Inhuur bijlesdocenten'], ['4410', 6352.50, 'Accountantskosten'], ['4415', 2387.50, 'Salarisadministratie']], '4420', 'Campagnebureau fondsenwerving'),
  publ: split(nat('publ'), [['4500', 7486.22, 'Drukwerk en promotiemateriaal']], '4510', 'Website en online campagnes'),
  kant: split(nat('kant'), [['4600', 2846.19, 'Kantoorbenodigdheden en porti'], ['4610', 7915.42, 'ICT, software en telefonie'], ['4620', 3284.00, 'Verzekeringen'], ['4630', 418.55, 'Bankkosten']], '4640', 'Bestuurs- en vergaderkosten'),
  afs: [{ code: '4700', name: 'Afschrijving inventaris', cents: c(nat('afs')) }],
};
assert(roundsOk(TB.costAcc.pers.map((a) => a.cents)), 'personeelskosten rounding');
TB.incAcc = {
  part: [{ code: '8000', name: 'Giften particulieren eenmalig', cents: TB.partBreak.eenmalig[0] }, { code: '8010', name: 'Periodieke giften particulieren', cents: TB.partBreak.periodiek[0] }, { code: '8030', name: 'Opbrengst acties en sponsorloop', cents: TB.partBreak.acties[0] }],
  bedr: split(TB.baten.bedr.v[1], [['8100', 24750.00, 'Giften bedrijven']], '8110', 'Sponsoring bedrijven'),
  lot: [{ code: '8150', name: 'Bijdrage VriendenLoterij', cents: c(TB.baten.lot.v[1]) }],
  overh: [{ code: '8200', name: 'Subsidie Gemeente Utrecht Taalmaatjes', cents: c(78400) }, { code: '8210', name: 'Subsidie Gemeente Utrecht Thuisadministratie', cents: c(62400) }, { code: '8220', name: 'Subsidie Provincie Utrecht Huiswerkbegeleiding', cents: c(24000) }],
  azw: [{ code: '8300', name: 'Bijdrage Oranje Fonds', cents: c(40000) }, { code: '8310', name: 'Bijdrage K.F. Hein Fonds', cents: c(6000) }, { code: '8320', name: 'Bijdrage Stichting Domstad Fonds', cents: c(30000) }, { code: '8330', name: 'Collecten en bijdragen kerken', cents: c(20500) }],
  tegen: split(TB.tegen.v[1], [['8400', 3415.50, 'Cursusbijdragen deelnemers']], '8410', 'Trainingen voor bedrijven'),
  overig: [{ code: '8900', name: 'Overige baten', cents: c(TB.overig.v[1]) }],
  fin: [{ code: '9000', name: 'Rentebaten spaarrekening', cents: c(TB.fin[1]) }],
};
// corrections booked on the other side (credit notes on costs, returned direct debits on gifts)
TB.corr = { '4110': c(186.20), '4300': c(64.95), '4610': c(119.00), '8010': c(1236.50), '8000': c(150.00), '4100': 0 };
// balance accounts: begin (signed: + debit, - credit) in cents at 1-1-2025, end at 31-12-2025, gross debit mutations
TB.balAcc = [
  { code: '0200', name: 'Inventaris aanschafwaarde', rub: 'Materiële vaste activa', begin: c(TB.mva.aanschafBegin), end: c(TB.mva.aanschafBegin + TB.mva.invest), mutD: c(TB.mva.invest) },
  { code: '0210', name: 'Cumulatieve afschrijving inventaris', rub: 'Materiële vaste activa', begin: -c(TB.mva.aanschafBegin - TB.mva.begin), end: -c(TB.mva.aanschafBegin - TB.mva.begin + TB.mva.afschr), mutD: 0 },
  { code: '0500', name: 'Continuïteitsreserve', rub: 'Reserves en fondsen', begin: -c(end(TB.res.cont, 'y24')), end: -c(end(TB.res.cont, 'y24')), mutD: 0 },
  { code: '0510', name: 'Bestemmingsreserve vrijwilligersacademie', rub: 'Reserves en fondsen', begin: -c(end(TB.res.acad, 'y24')), end: -c(end(TB.res.acad, 'y24')), mutD: 0 },
  { code: '0520', name: 'Overige reserve', rub: 'Reserves en fondsen', begin: -c(end(TB.overige, 'y24')), end: -c(end(TB.overige, 'y24')), mutD: 0 },
  { code: '0600', name: 'Bestemmingsfonds Oranje Fonds huiswerkklas', rub: 'Reserves en fondsen', begin: 0 - c(end(TB.fonds.oranje, 'y24')) || 0, end: 0 - c(end(TB.fonds.oranje, 'y24')) || 0, mutD: 0 },
  { code: '0610', name: 'Bestemmingsfonds Taalcafé K.F. Hein Fonds', rub: 'Reserves en fondsen', begin: -c(end(TB.fonds.hein, 'y24')), end: -c(end(TB.fonds.hein, 'y24')), mutD: 0 },
  { code: '1000', name: 'Kas', rub: 'Liquide middelen', begin: TB.kas[1], end: TB.kas[0], mutD: c(1850.00) },
  { code: '1100', name: 'Rabobank betaalrekening NL27 RABO 0312 4657 89', rub: 'Liquide middelen', begin: TB.betaal[1], end: TB.betaal[0], mutD: c(574318.26) },
  { code: '1110', name: 'Rabobank Bedrijfsspaarrekening NL91 RABO 0317 8945 20', rub: 'Liquide middelen', begin: TB.spaar[1], end: TB.spaar[0], mutD: c(36834.00) },
  { code: '1300', name: 'Debiteuren', rub: 'Vorderingen en overlopende activa', begin: c(TB.vord.deb[1]), end: c(TB.vord.deb[0]), mutD: c(12380.00) },
  { code: '1400', name: 'Nog te ontvangen subsidies en bijdragen', rub: 'Vorderingen en overlopende activa', begin: c(TB.vord.nto[1]), end: c(TB.vord.nto[0]), mutD: c(34600.00) },
  { code: '1450', name: 'Vooruitbetaalde kosten', rub: 'Vorderingen en overlopende activa', begin: c(TB.vord.vooruit[1]), end: c(TB.vord.vooruit[0]), mutD: c(7400.00) },
  { code: '1600', name: 'Crediteuren', rub: 'Kortlopende schulden', begin: -c(TB.schuld.cred[1]), end: -c(TB.schuld.cred[0]), mutD: c(148926.41) },
  { code: '1700', name: 'Af te dragen loonheffing', rub: 'Kortlopende schulden', begin: -c(8920.00), end: -c(9842.00), mutD: c(104611.00) },
  { code: '1710', name: 'Af te dragen pensioenpremies', rub: 'Kortlopende schulden', begin: -c(TB.schuld.belast[1] - 8920), end: -c(TB.schuld.belast[0] - 9842), mutD: c(36205.52) },
  { code: '1800', name: 'Vooruitontvangen subsidies', rub: 'Kortlopende schulden', begin: -c(TB.schuld.vooruit[1]), end: -c(TB.schuld.vooruit[0]), mutD: c(TB.schuld.vooruit[1]) },
  { code: '1850', name: 'Reservering vakantiegeld', rub: 'Kortlopende schulden', begin: -c(10640.00), end: -c(11480.00), mutD: c(10640.00) },
  { code: '1890', name: 'Nog te betalen kosten', rub: 'Kortlopende schulden', begin: -c(TB.schuld.overig[1] - 10640), end: -c(TB.schuld.overig[0] - 11480), mutD: c(15108.66) },
];
for (const a of TB.balAcc) { a.mutC = a.begin + a.mutD - a.end; assert(a.mutC >= 0, `mutC ${a.code}`); }
TB.plAcc = [];
for (const [k, list] of Object.entries(TB.incAcc)) for (const a of list) { const corr = TB.corr[a.code] || 0; TB.plAcc.push({ ...a, grp: k, side: 'C', mutC: a.cents + corr, mutD: corr }); }
for (const [k, list] of Object.entries(TB.costAcc)) for (const a of list) { const corr = TB.corr[a.code] || 0; TB.plAcc.push({ ...a, grp: k, side: 'D', mutD: a.cents + corr, mutC: corr }); }
TB.plAcc.sort((a, b) => a.code.localeCompare(b.code));
TB.resultCents = sum(TB.plAcc.map((a) => (a.side === 'C' ? a.cents : -a.cents)));
assert(TB.resultCents === c(TB.saldo[1]), 'ledger result = saldo');
assert(sum(TB.balAcc.map((a) => a.end - a.begin)) === TB.resultCents, 'balance movement = result');
TB.acc = Object.fromEntries([...TB.balAcc, ...TB.plAcc].map((a) => [a.code, a]));

// ---------------------------------------------------------------- project workbook
TB.projects = [0, 1, 2].map((i) => ({ key: TB.fns[i].key, label: TB.fns[i].label,
  earmarked: [...TB.subs, ...TB.azwList].filter((s) => s[4] === TB.fns[i].key).map((s) => ({ label: s[0], b: s[3], r: s[1] })) }));
TB.projNatLabel = { direct: 'Directe activiteitenkosten', vrijw: 'Vrijwilligerskosten', uitb: 'Uitbesteed werk', publ: 'Publiciteit en communicatie', pers: 'Personeelskosten (toegerekend)', huis: 'Huisvestingskosten (toegerekend)', kant: 'Kantoor- en algemene kosten', afs: 'Afschrijvingen' };

// ---------------------------------------------------------------- Rabobank export December 2025
TB.iban = 'NL27RABO0312465789'; TB.ibanSpaar = 'NL91RABO0317894520';
// [datum, rentedatum, bedrag, tegenrekening, naam, code, omschrijving-1, omschrijving-2, reden retour, batch]
const T = (d, amt, iban, naam, code, o1, o2 = '', extra = {}) => ({ datum: `2025-12-${d}`, rente: extra.rente ? `2025-12-${extra.rente}` : `2025-12-${d}`, amt: c(amt), iban, naam, code, o1, o2, retour: extra.retour || '', batch: extra.batch || '', kenmerk: extra.kenmerk || '' });
TB.bankTx = [
  T('01', -2950.00, 'NL69INGB0006372815', 'Kanaalstraat Vastgoed B.V.', 'bg', 'Huur december 2025 Kanaalstraat 214', 'Contract 2019-KS-214'),
  T('01', -34.85, '', '', 'db', 'Kosten Rabo Zakelijk Totaal', 'Periode 01-11-2025 t/m 30-11-2025'),
  T('01', 25.00, 'NL44ABNA0417726350', 'J. van Leeuwen', 'cb', 'Gift Taalbrug'),
  T('02', 8236.50, '', 'Stichting Taalbrug Utrecht', 'ei', 'Verzamelincasso periodieke giften december 2025', '214 posten', { batch: 'B20251202-PG12' }),
  T('02', 3840.25, 'NL67DEUT0265186439', 'Stichting Mollie Payments', 'cb', 'Uitbetaling st_8FkL2Q iDEAL giften', 'Giving Tuesday 24-11 t/m 01-12'),
  T('02', -96.80, 'NL93ABNA0585619023', 'KPN B.V.', 'ei', 'Factuur 2025-11 zakelijk mobiel en internet', '', { kenmerk: 'KPN-ZAK-0091273' }),
  T('03', -180.00, 'NL18RABO0123459876', 'S. Bakker', 'bg', 'Vrijwilligersvergoeding december 2025'),
  T('03', -180.00, 'NL52INGB0008123790', 'M. Yilmaz', 'bg', 'Vrijwilligersvergoeding december 2025'),
  T('03', -120.00, 'NL31ASNB0708129834', 'R. Oudshoorn', 'bg', 'Vrijwilligersvergoeding december 2025'),
  T('03', -180.00, 'NL07TRIO0390281146', 'A. Haddou', 'bg', 'Vrijwilligersvergoeding december 2025'),
  T('04', -3118.46, 'NL10ABNA0464032611', 'Stichting Pensioenfonds Zorg en Welzijn', 'ei', 'Premie pensioen november 2025', 'Aansluitnr 3381746'),
  T('04', 50.00, 'NL86SNSB0942716305', 'P.J. de Graaf', 'cb', 'Gift'),
  T('05', -10.00, 'NL24RABO0342188761', 'E. Vermeulen', 'ei', 'Storno periodieke gift december 2025', '', { retour: 'MD06' }),
  T('05', -219.95, 'NL12INGB0650417223', 'bol.com b.v.', 'id', 'Bestelling 1046382915 lesmateriaal', 'Taalspellen en woordenboeken'),
  T('08', -25.00, 'NL59INGB0004471290', 'K. Boukhari', 'ei', 'Storno periodieke gift december 2025', '', { retour: 'AM04' }),
  T('08', -1225.00, 'NL38RABO0155120947', 'Bijlesbureau Domstad', 'bg', 'Factuur 2025-118 bijles november'),
  T('08', 2465.10, 'NL67DEUT0265186439', 'Stichting Mollie Payments', 'cb', 'Uitbetaling st_8FkL2Q iDEAL giften', '02-12 t/m 07-12'),
  T('09', -412.36, 'NL25INGB0001299700', 'Eneco Zakelijk B.V.', 'ei', 'Termijnbedrag december 2025 energie', 'Klantnr 20574418'),
  T('09', 1500.00, 'NL81ABNA0526338179', 'Bouwbedrijf Van Wijk B.V.', 'cb', 'Sponsoring kerstactie Taalbrug 2025'),
  T('10', -180.00, 'NL64RABO0138472903', 'L. Visser', 'bg', 'Vrijwilligersvergoeding december 2025'),
  T('10', -180.00, 'NL21INGB0007730554', 'H. Mahmoud', 'bg', 'Vrijwilligersvergoeding december 2025'),
  T('10', 75.00, 'NL02RABO0301947712', 'W.F. Kortenhoeven', 'cb', 'Gift ANBI'),
  T('11', 1750.00, 'NL47RABO0398127604', 'Diaconie Protestantse Gemeente Utrecht', 'cb', 'Collecteopbrengst 23-11-2025'),
  T('12', -612.50, 'NL78RABO0310566238', 'Drukkerij De Vecht', 'bg', 'Factuur 25-3391 flyers en kerstkaarten'),
  T('15', -54.07, '', 'Albert Heijn 1346 UTRECHT', 'ba', 'Betaalautomaat 17:42 pasnr. 052', 'Apple Pay', { rente: '12' }),
  T('15', 20000.00, 'NL33INGB0682711394', 'Oranje Fonds', 'cb', '2e tranche project 2025-HW-0418', 'huiswerkklas schooljaar 2025-2026'),
  T('15', 1905.40, 'NL67DEUT0265186439', 'Stichting Mollie Payments', 'cb', 'Uitbetaling st_8FkL2Q iDEAL giften', '08-12 t/m 14-12'),
  T('16', -15.00, 'NL71SNSB0861022457', 'T. Nijhuis', 'ei', 'Storno periodieke gift december 2025', '', { retour: 'MS02' }),
  T('16', -192.28, 'NL14RABO0127729013', 'Schoonmaakbedrijf Net Even Anders', 'bg', 'Factuur 2025-1187 schoonmaak november'),
  T('17', 2500.00, 'NL57ABNA0612093317', 'Familie Hoogendoorn-de Wit', 'cb', 'Kerstgift voor de huiswerkklas'),
  T('17', -180.00, 'NL93RABO0308710245', 'D. Kramer', 'bg', 'Vrijwilligersvergoeding december 2025'),
  T('17', -75.00, 'NL35INGB0009912734', 'N. Amrani', 'bg', 'Vrijwilligersvergoeding december 2025'),
  T('18', 41200.00, 'NL31BNGH0285166931', 'Gemeente Utrecht', 'cb', 'Voorschot subsidie 2026 Taalmaatjes', 'Beschikking 2025-0912 1e termijn'),
  T('18', 100.00, 'NL70TRIO0781255902', 'S. Ramdin', 'cb', 'Gift in plaats van kerstkaarten'),
  T('19', -20000.00, TB.ibanSpaar, 'Stichting Taalbrug Utrecht', 'tb', 'Overboeking naar spaarrekening'),
  T('19', -86.40, 'NL12INGB0000078400', 'NS Groep IZ NS Reizigers', 'ei', 'NS Business Card november 2025'),
  T('22', 1612.75, 'NL67DEUT0265186439', 'Stichting Mollie Payments', 'cb', 'Uitbetaling st_8FkL2Q iDEAL giften', '15-12 t/m 21-12'),
  T('22', -180.00, 'NL66ABNA0433821075', 'G. Sedney', 'bg', 'Vrijwilligersvergoeding december 2025'),
  T('23', -24316.42, '', 'Salarisbatch', 'sb', 'Salarissen december 2025', '7 betalingen', { batch: 'S20251223-01' }),
  T('23', 250.00, 'NL20INGB0005561198', 'C.M. van Dalen-Peters', 'cb', 'Kerstgift'),
  T('24', -9842.00, 'NL86INGB0002445588', 'Belastingdienst', 'bg', 'Loonheffing 2025-11', 'Betalingskenmerk 8517 3402 6901 1150'),
  T('29', 3120.60, 'NL67DEUT0265186439', 'Stichting Mollie Payments', 'cb', 'Uitbetaling st_8FkL2Q iDEAL giften', '22-12 t/m 28-12'),
  T('29', 40.00, 'NL05ASNB0880163327', 'B. Schouten', 'cb', 'Gift'),
  T('30', -1480.00, 'NL90ABNA0247730178', 'Van der Meulen & Visser Accountants', 'bg', 'Voorschotnota controle jaarrekening 2025'),
];
TB.spaarTx = [
  T('19', 20000.00, TB.iban, 'Stichting Taalbrug Utrecht', 'tb', 'Overboeking van betaalrekening'),
  T('31', 512.38, '', '', 'db', 'Rente 01-10-2025 t/m 31-12-2025'),
];
TB.betaalOpenDec = TB.betaal[0] - sum(TB.bankTx.map((t) => t.amt));
TB.spaarOpenDec = TB.spaar[0] - sum(TB.spaarTx.map((t) => t.amt));
assert(TB.betaalOpenDec > 0 && TB.spaarOpenDec > 0, 'bank opening');
TB.volgStart = 4871;

// ---------------------------------------------------------------- board minutes 11-12-2025
TB.mtg = {
  date: '2025-12-11', next: '2026-03-17', prev: '25-09-2025',
  chair: 'Marieke van den Berg', treas: 'Hüseyin Demir', secr: 'Anouk Jansen', member: 'Pieter de Vries', absent: 'Jeroen Bakker', director: 'Fatima El Idrissi',
  twoSign: 5000, treasTermEnd: '31-12-2029',
  // rows: [label, Begroting 2025, Prognose 2025, Begroting 2026]
  baten: [
    ['Baten van particulieren', TB.baten.part.v[0], 182000, 195000],
    ['Baten van bedrijven', TB.baten.bedr.v[0], 39000, 40000],
    ['Baten van loterijorganisaties', TB.baten.lot.v[0], 25000, 25000],
    ['Subsidies van overheden', TB.baten.overh.v[0], 164800, 172000],
    ['Andere organisaties zonder winststreven', TB.baten.azw.v[0], 96500, 95000],
    ['Cursus- en trainingsbijdragen', TB.tegen.v[0], 11500, 12000],
    ['Overige baten', TB.overig.v[0], 1000, 0],
  ],
  lasten: [
    ['Taalmaatjes', TB.fnBud[0], 196500, 205000],
    ['Huiswerkbegeleiding', TB.fnBud[1], 141000, 152000],
    ['Thuisadministratie', TB.fnBud[2], 95500, 102000],
    ['Wervingskosten', TB.fnBud[3], 40500, 42000],
    ['Beheer en administratie', TB.fnBud[4], 34000, 36000],
  ],
  fin: [TB.fin[0], 1800, 1500],
};
TB.mtg.somBaten = [1, 2, 3].map((k) => sum(TB.mtg.baten.map((r) => r[k])));
TB.mtg.somLasten = [1, 2, 3].map((k) => sum(TB.mtg.lasten.map((r) => r[k])));
TB.mtg.saldo = [0, 1, 2].map((k) => TB.mtg.somBaten[k] - TB.mtg.somLasten[k] + TB.mtg.fin[k]);
assert(TB.mtg.saldo[0] === TB.saldo[0], 'minutes begroting 2025 = jaarrekening');

// ---------------------------------------------------------------- Albert Heijn receipt 12-12-2025
TB.rc = {
  items: [
    [1, 'KERSTSTOL 750G', 6.99, 9], [2, 'STROOPWAFELS', 2.49, 9], [1, 'KOFFIEBONEN 1KG', 12.99, 9], [2, 'JUS D ORANGE 1L', 2.59, 9],
    [1, 'MANDARIJNEN 2KG', 4.49, 9], [2, 'KAASBLOKJES', 3.29, 9], [1, 'PAPIEREN BORDJES', 3.49, 21], [2, 'SERVETTEN KERST', 2.19, 21], [1, 'WAXINELICHTJES', 4.99, 21],
  ],
};
{
  const r = TB.rc;
  r.lines = r.items.map(([q, n, p, rate]) => ({ q, n, p: c(p), amt: q * c(p), rate }));
  r.total = sum(r.lines.map((l) => l.amt));
  r.byRate = [9, 21].map((rate) => { const incl = sum(r.lines.filter((l) => l.rate === rate).map((l) => l.amt)); const btw = Math.round((incl * rate) / (100 + rate)); return { rate, incl, btw, over: incl - btw }; });
  r.btw = sum(r.byRate.map((x) => x.btw)); r.over = sum(r.byRate.map((x) => x.over));
  r.count = sum(r.lines.map((l) => l.q));
  assert(r.total === -TB.bankTx.find((t) => t.code === 'ba').amt, 'receipt = bank');
}

// ====================================================================== Tembusu Learning Support Ltd
const TM = {};
TM.name = 'Tembusu Learning Support Ltd';
TM.uen = '201534127K'; TM.charityNo = '02218';
// income lines: [Unrestricted, Restricted] FY2025/26, total FY2024/25
TM.inc = {
  donTD: { label: 'Donations – tax-deductible', u: 842350, r: 120000, py: 881200 },
  donNTD: { label: 'Donations – non-tax-deductible', u: 46180, r: 0, py: 52940 },
  grants: { label: 'Grants', u: 0, r: 615400, py: 588000 },
  gov: { label: 'Government grants and wage credits', u: 28460, r: 0, py: 31225 },
  gala: { label: 'Charity gala dinner', u: 214600, r: 0, py: 188400 },
  fees: { label: 'Programme and assessment fees', u: 96240, r: 0, py: 88710 },
  interest: { label: 'Interest from fixed deposits', u: 24870, r: 0, py: 18350 },
  other: { label: 'Sundry income', u: 3150, r: 0, py: 2480 },
};
for (const v of Object.values(TM.inc)) v.t = v.u + v.r;
TM.incTot = { u: sum(Object.values(TM.inc).map((v) => v.u)), r: sum(Object.values(TM.inc).map((v) => v.r)), py: sum(Object.values(TM.inc).map((v) => v.py)) };
TM.incTot.t = TM.incTot.u + TM.incTot.r;
TM.voluntary = ['donTD', 'donNTD', 'grants', 'gov'];
// expenditure: natures x functions [genVol, fundGen, reading, bursary, caregiver, governance]
TM.fns = [
  { key: 'genVol', label: 'Cost of generating voluntary income', bva: 'Fund-raising and donor development' },
  { key: 'fundGen', label: 'Cost of fund-generating activities (charity gala dinner)', bva: 'Charity gala dinner' },
  { key: 'reading', label: 'Reading Intervention Programme', bva: 'Reading Intervention Programme' },
  { key: 'bursary', label: 'Bursary Scheme', bva: 'Bursary Scheme' },
  { key: 'caregiver', label: 'Caregiver Connect', bva: 'Caregiver Connect' },
  { key: 'gov', label: 'Governance costs', bva: 'Governance and administration' },
];
TM.natures = [
  { key: 'staff', label: 'Staff costs', a: [52800, 18400, 812600, 9600, 298100, 41500], b: [null, null, 830000, 10000, 290000, null] },
  { key: 'prem', label: 'Premises and utilities', a: [2800, 0, 100900, 0, 33100, 3500], b: [null, null, 102000, 0, 34000, null] },
  { key: 'mat', label: 'Programme materials and assessments', a: [0, 0, 84930, 0, 22480, 0], b: [null, null, 95000, 0, 25000, null] },
  { key: 'burs', label: 'Bursary disbursements', a: [0, 0, 0, 106450, 0, 0], b: [null, null, 0, 115000, 0, null] },
  { key: 'event', label: 'Gala event costs', a: [0, 52870, 0, 0, 0, 0], b: [null, null, 0, 0, 0, null] },
  { key: 'prof', label: 'Audit and professional fees', a: [0, 0, 0, 0, 0, 24600], b: [null, null, 0, 0, 0, null] },
  { key: 'it', label: 'IT and software', a: [2450, 0, 28900, 1200, 9800, 5300], b: [null, null, 30000, 1500, 10000, null] },
  { key: 'mkt', label: 'Marketing and donor communications', a: [8960, 3080, 4200, 0, 6400, 0], b: [null, null, 5000, 0, 7000, null] },
  { key: 'dep', label: 'Depreciation', a: [400, 0, 12800, 0, 3900, 1470], b: [null, null, 13000, 0, 4000, null] },
  { key: 'oth', label: 'Other operating costs', a: [610, 0, 47350, 1250, 17690, 7290], b: [null, null, 75000, 3500, 10000, null] },
];
for (const n of TM.natures) n.tot = sum(n.a);
TM.fnAct = TM.fns.map((f, i) => sum(TM.natures.map((n) => n.a[i])));
TM.fnBud = [70000, 80000, 1150000, 130000, 380000, 90000];
for (const i of [2, 3, 4]) assert(sum(TM.natures.map((n) => n.b[i])) === TM.fnBud[i], `programme budget ${i}`);
TM.fnPY = [61930, 66810, 1012450, 104300, 371860, 79580];
TM.fnR = [0, 0, 402300, TM.fnAct[3], 186240, 0];
TM.fnU = TM.fnAct.map((v, i) => v - TM.fnR[i]);
TM.expTot = { u: sum(TM.fnU), r: sum(TM.fnR), t: sum(TM.fnAct), py: sum(TM.fnPY) };
TM.charitable = { u: TM.fnU[2] + TM.fnU[3] + TM.fnU[4], r: TM.fnR[2] + TM.fnR[3] + TM.fnR[4], py: TM.fnPY[2] + TM.fnPY[3] + TM.fnPY[4] };
TM.charitable.t = TM.charitable.u + TM.charitable.r;
TM.net = { u: TM.incTot.u - TM.expTot.u, r: TM.incTot.r - TM.expTot.r, py: TM.incTot.py - TM.expTot.py };
TM.net.t = TM.net.u + TM.net.r;
TM.transfer = 12000; // unrestricted -> Bursary Fund
TM.transferPY = 8000;
// restricted funds: b/f, income, expenditure, transfer
TM.rfunds = [
  { key: 'tote', label: 'Tote Board Reading Grant Fund', bf: 41600, inc: 429400, exp: TM.fnR[2], tr: 0 },
  { key: 'burs', label: 'Bursary Fund', bf: 52150, inc: 120000, exp: TM.fnR[3], tr: TM.transfer },
  { key: 'comchest', label: 'Community Chest Caregiver Fund', bf: 9380, inc: 186000, exp: TM.fnR[4], tr: 0 },
];
for (const f of TM.rfunds) f.cf = f.bf + f.inc - f.exp + f.tr;
assert(sum(TM.rfunds.map((f) => f.inc)) === TM.incTot.r && sum(TM.rfunds.map((f) => f.exp)) === TM.expTot.r, 'restricted funds roll');
TM.rBF = sum(TM.rfunds.map((f) => f.bf)); TM.rCF = sum(TM.rfunds.map((f) => f.cf));
TM.desig = { label: 'Designated fund – premises and IT renewal', bf: 150000, cf: 200000 };
TM.genBF = 643141;
TM.uBF = TM.genBF + TM.desig.bf;
TM.uCF = TM.uBF + TM.net.u - TM.transfer;
TM.genCF = TM.uCF - TM.desig.cf;
TM.fundsBF = TM.uBF + TM.rBF; TM.fundsCF = TM.uCF + TM.rCF;
TM.fundsBFPY = TM.fundsBF - TM.net.py; // at 1 April 2024
// balance sheet [31.3.2026, 31.3.2025]
TM.ppe = { cost0: 96480, add: 6200, dep: TM.natures.find((n) => n.key === 'dep').tot, nbv0: 45210 };
TM.ppe.nbv1 = TM.ppe.nbv0 + TM.ppe.add - TM.ppe.dep;
TM.bs = { ppe: [TM.ppe.nbv1, TM.ppe.nbv0], grantRec: [82500, 64000], otherRec: [21380, 19760], fd: [650000, 600000], pay: [96415, 88302], defer: [73000, 60000] };
TM.bs.cash = [TM.fundsCF + TM.bs.pay[0] + TM.bs.defer[0] - TM.bs.ppe[0] - TM.bs.grantRec[0] - TM.bs.otherRec[0] - TM.bs.fd[0],
  TM.fundsBF + TM.bs.pay[1] + TM.bs.defer[1] - TM.bs.ppe[1] - TM.bs.grantRec[1] - TM.bs.otherRec[1] - TM.bs.fd[1]];
TM.bs.cur = [0, 1].map((k) => TM.bs.grantRec[k] + TM.bs.otherRec[k] + TM.bs.fd[k] + TM.bs.cash[k]);
TM.bs.assets = [0, 1].map((k) => TM.bs.ppe[k] + TM.bs.cur[k]);
TM.bs.liab = [0, 1].map((k) => TM.bs.pay[k] + TM.bs.defer[k]);
TM.bs.net = [0, 1].map((k) => TM.bs.assets[k] - TM.bs.liab[k]);
assert(TM.bs.net[0] === TM.fundsCF && TM.bs.net[1] === TM.fundsBF, 'balance sheet');
// cash by account (cents): DBS current account, POSB savings, petty cash
TM.cashAcc = { dbs: [c(298412.64), c(241087.19)], petty: [c(500), c(500)] };
TM.cashAcc.posb = [0, 1].map((k) => c(TM.bs.cash[k]) - TM.cashAcc.dbs[k] - TM.cashAcc.petty[k]);
for (const k of [0, 1]) assert(TM.cashAcc.posb[k] > 0 && roundsOk([TM.cashAcc.dbs[k], TM.cashAcc.posb[k], TM.cashAcc.petty[k]]), `cash rounding ${k}`);
TM.payables = [['Accrued staff costs and unutilised leave', 41280, 38910], ['Accrued audit fee', 18000, 17500]];
TM.payables.push(['Other payables and accruals', TM.bs.pay[0] - 41280 - 18000, TM.bs.pay[1] - 38910 - 17500]);
TM.fre = { exp: TM.fnAct[0] + TM.fnAct[1], rec: TM.inc.donTD.t + TM.inc.donNTD.t + TM.inc.gala.t, expPY: TM.fnPY[0] + TM.fnPY[1], recPY: TM.inc.donTD.py + TM.inc.donNTD.py + TM.inc.gala.py };
TM.fre.ratio = Math.round((10000 * TM.fre.exp) / TM.fre.rec) / 100; TM.fre.ratioPY = Math.round((10000 * TM.fre.expPY) / TM.fre.recPY) / 100;
TM.resv = { ratio: Math.round((100 * TM.uCF) / TM.expTot.t) / 100, ratioPY: Math.round((100 * TM.uBF) / TM.expTot.py) / 100 };
TM.staff = { n: [24, 22], bands: [['S$100,001 – S$200,000', 2, 2], ['S$200,001 – S$300,000', 0, 0]], kmpTotal: [318640, 301220] };
TM.grantsBy = [['Tote Board (Social Service Fund) – Reading Intervention', 429400, 402000], ['Community Chest – Caregiver Connect', 186000, 186000]];
assert(sum(TM.grantsBy.map((g) => g[1])) === TM.inc.grants.t && sum(TM.grantsBy.map((g) => g[2])) === TM.inc.grants.py, 'grants by grantor');
TM.auditor = 'Tan, Lim & Partners PAC';
TM.ipc = { from: '1 July 2024', to: '30 June 2027' };
TM.fdRate = 2.85;

// ---------------------------------------------------------------- Xero P&L (cents), quarters Apr-Jun .. Jan-Mar
const nt = (k) => TM.natures.find((n) => n.key === k).tot;
const xs = (total, given, lastName) => { const rest = c(total) - sum(given.map((g) => c(g[1]))); assert(rest > 0, `xero ${lastName}`); return [...given.map(([name, v]) => ({ name, cents: c(v) })), { name: lastName, cents: rest }]; };
TM.xInc = [
  { name: 'Donations - Tax Deductible', cents: c(TM.inc.donTD.t), q: [0.19, 0.22, 0.37] },
  { name: 'Donations - Non Tax Deductible', cents: c(TM.inc.donNTD.t), q: [0.22, 0.24, 0.31] },
  { name: 'Grant Income - Tote Board', cents: c(429400), q: [0.25, 0.25, 0.25] },
  { name: 'Grant Income - Community Chest', cents: c(186000), q: [0.25, 0.25, 0.25] },
  { name: 'Gala Dinner Income', cents: c(TM.inc.gala.t), q: [0, 1, 0] },
  { name: 'Programme Fees', cents: c(TM.inc.fees.t), q: [0.24, 0.27, 0.22] },
];
TM.xOther = [
  { name: 'Government Grants', cents: c(TM.inc.gov.t), q: [0.31, 0.18, 0.27] },
  { name: 'Interest Income', cents: c(TM.inc.interest.t), q: [0.23, 0.24, 0.26] },
  { name: 'Sundry Income', cents: c(TM.inc.other.t), q: [0.1, 0.5, 0.2] },
];
TM.xExp = [
  ...xs(nt('staff'), [['Salaries', 1046812.40], ['CPF Contributions', 171236.95]], 'Staff Welfare & Training'),
  ...xs(nt('prem'), [['Rental of Premises', 118200.00], ['Utilities', 15436.72]], 'Repairs & Maintenance'),
  { name: 'Programme Materials & Assessments', cents: c(nt('mat')) },
  { name: 'Bursary Disbursements', cents: c(nt('burs')) },
  { name: 'Gala Event Costs', cents: c(nt('event')) },
  ...xs(nt('prof'), [['Audit Fees', 18000.00]], 'Professional Fees'),
  { name: 'IT & Software Subscriptions', cents: c(nt('it')) },
  { name: 'Marketing & Donor Communications', cents: c(nt('mkt')) },
  { name: 'Depreciation', cents: c(nt('dep')) },
  ...xs(nt('oth'), [['Insurance', 9864.00], ['Bank Charges', 1126.45], ['Transport', 14318.60], ['Printing & Stationery', 21402.85]], 'General Expenses'),
];
const qShares = { Salaries: [0.245, 0.248, 0.252], 'CPF Contributions': [0.245, 0.248, 0.252], 'Rental of Premises': [0.25, 0.25, 0.25], 'Gala Event Costs': [0.04, 0.93, 0.03], 'Bursary Disbursements': [0.42, 0.08, 0.06], Depreciation: [0.25, 0.25, 0.25], 'Audit Fees': [0, 0, 0], 'Printing & Stationery': [0.21, 0.24, 0.19] };
for (const a of [...TM.xInc, ...TM.xOther, ...TM.xExp]) {
  const sh = a.q || qShares[a.name] || [0.23, 0.26, 0.24];
  const qs = sh.map((s) => Math.round(a.cents * s));
  if (a.name === 'Rental of Premises') qs.splice(0, 3, c(29550), c(29550), c(29550));
  qs.push(a.cents - sum(qs));
  assert(qs.every((q) => q >= 0), `quarter ${a.name}`);
  a.qs = qs;
}
TM.xQ = ['Apr-Jun 2025', 'Jul-Sep 2025', 'Oct-Dec 2025', 'Jan-Mar 2026'];
TM.xTot = (list, k) => sum(list.map((a) => a.qs[k]));
TM.xNet = [0, 1, 2, 3].map((k) => TM.xTot(TM.xInc, k) + TM.xTot(TM.xOther, k) - TM.xTot(TM.xExp, k));
assert(sum(TM.xNet) === c(TM.net.t), 'Xero net = SOFA net');

// ---------------------------------------------------------------- budget vs actual by programme
TM.bvaInc = [
  ['Donations – tax-deductible', 900000, TM.inc.donTD.t],
  ['Donations – non-tax-deductible', 50000, TM.inc.donNTD.t],
  ['Grants (Tote Board, Community Chest)', 600000, TM.inc.grants.t],
  ['Government grants and wage credits', 25000, TM.inc.gov.t],
  ['Charity gala dinner', 250000, TM.inc.gala.t],
  ['Programme and assessment fees', 90000, TM.inc.fees.t],
  ['Interest and sundry income', 20000, TM.inc.interest.t + TM.inc.other.t],
];
TM.bvaIncTot = [sum(TM.bvaInc.map((r) => r[1])), sum(TM.bvaInc.map((r) => r[2]))];
TM.bvaExpTot = [sum(TM.fnBud), TM.expTot.t];
assert(TM.bvaIncTot[1] === TM.incTot.t, 'bva income');

// ---------------------------------------------------------------- DBS current account, March 2026 (cents)
const D = (d, ref, amt, r1, r2, r3) => ({ date: d, ref, amt: c(amt), r1, r2, r3 });
TM.dbsTx = [
  D(2, 'GIRO', -9850.00, 'GIRO - RENT', 'LIM PROPERTIES PTE LTD', 'RENT MAR 2026 BLK 232 BISHAN'),
  D(2, 'ICT', 500.00, 'PAYNOW TRANSFER', 'DONATION', 'From: TAN WEI LING'),
  D(3, 'IBG', 18462.30, 'GIRO - INTERBANK', 'NATIONAL VOLUNTEER & PHILANTHROPY CENTRE', 'GIVING.SG DISBURSEMENT FEB 2026'),
  D(3, 'ICT', 120.00, 'PAYNOW TRANSFER', 'FEE-ASSESSMENT', 'From: NUR HIDAYAH BTE ISMAIL'),
  D(4, 'ICT', 2000.00, 'PAYNOW TRANSFER', 'DONATION', 'From: GOH CHOK KIAT'),
  D(5, 'ICT', 88.00, 'PAYNOW TRANSFER', 'DONATION', 'From: PRIYA D/O RAMASAMY'),
  D(6, 'IBG', 107350.00, 'GIRO - INTERBANK', 'TOTE BOARD', 'SSF GRANT Q4 FY25 READING INTERVENTION'),
  D(9, 'ICT', 300.00, 'PAYNOW TRANSFER', 'DONATION', 'From: LEE JIA HUI'),
  D(10, 'ITR', -2479.75, 'FAST PAYMENT', 'BRIGHTPRINT SERVICES PTE LTD', 'INV-2603-0418'),
  D(10, 'GIRO', -1286.44, 'GIRO - BILL PAYMENT', 'SP SERVICES LTD', 'UTILITIES FEB 2026'),
  D(11, 'ICT', 120.00, 'PAYNOW TRANSFER', 'FEE-ASSESSMENT', 'From: WONG MEI LIN'),
  D(12, 'GIRO', -268.50, 'GIRO - BILL PAYMENT', 'SINGTEL', 'A/C 8812 3340 FEB 2026'),
  D(13, 'GIRO', -21936.00, 'GIRO - CPF', 'CENTRAL PROVIDENT FUND BOARD', 'CPF CONTRIBUTION FEB 2026'),
  D(13, 'ICT', 1000.00, 'PAYNOW TRANSFER', 'DONATION', 'From: ANG BOON HUAT'),
  D(16, 'TFR', -50000.00, 'TRANSFER', 'FIXED DEPOSIT PLACEMENT', 'FD 12M 2.85% REF 0726-118'),
  D(16, 'ICT', 50.00, 'PAYNOW TRANSFER', 'DONATION', 'From: MUHAMMAD FIRDAUS'),
  D(17, 'ICT', 120.00, 'PAYNOW TRANSFER', 'FEE-ASSESSMENT', 'From: CHUA SOOK YEE'),
  D(18, 'ITR', -300.00, 'FAST PAYMENT', 'BURSARY - MAR 2026', 'STUDENT TLS-B-0412'),
  D(18, 'ITR', -300.00, 'FAST PAYMENT', 'BURSARY - MAR 2026', 'STUDENT TLS-B-0419'),
  D(18, 'ITR', -300.00, 'FAST PAYMENT', 'BURSARY - MAR 2026', 'STUDENT TLS-B-0433'),
  D(18, 'ITR', -450.00, 'FAST PAYMENT', 'BURSARY - MAR 2026', 'STUDENT TLS-B-0447'),
  D(19, 'CHQ', 10000.00, 'CHEQUE DEPOSIT', 'KWEK FAMILY FOUNDATION', 'CHQ 004517'),
  D(20, 'IBG', 46500.00, 'GIRO - INTERBANK', 'COMMUNITY CHEST', 'CAREGIVER CONNECT FY25 TRANCHE 4'),
  D(23, 'ICT', 250.00, 'PAYNOW TRANSFER', 'DONATION', 'From: SITI AMINAH BTE OMAR'),
  D(24, 'ITR', -1840.00, 'FAST PAYMENT', 'ORIGINS EDUCATIONAL SUPPLIES', 'INV OE-55102'),
  D(25, 'GIRO', -78415.60, 'GIRO - SALARY', 'MAR 2026 PAYROLL', '24 PAYEES'),
  D(26, 'ICT', 5000.00, 'PAYNOW TRANSFER', 'DONATION', 'From: HARTONO SIMON'),
  D(27, 'ICT', 180.00, 'PAYNOW TRANSFER', 'DONATION', 'From: KOH JUN WEI'),
  D(30, 'ICT', 800.00, 'PAYNOW TRANSFER', 'DONATION', 'From: RAJESH KUMAR'),
  D(31, 'SC', -30.00, 'SERVICE CHARGE', 'MAR 2026', ''),
  D(31, 'ICT', 120.00, 'PAYNOW TRANSFER', 'FEE-ASSESSMENT', 'From: LIM KAI XUAN'),
];
TM.dbsClose = TM.cashAcc.dbs[0];
TM.dbsOpen = TM.dbsClose - sum(TM.dbsTx.map((t) => t.amt));
assert(TM.dbsOpen > 0, 'dbs opening');
TM.dbsAcc = '072-345678-9';

// ---------------------------------------------------------------- board minutes 14/03/2026
TM.mtg = {
  date: '2026-03-14', next: '2026-06-27', prev: '13 December 2025', no: 42,
  chair: 'Ong Kian Huat', treas: 'Priya Raghavan', secr: 'Daniel Koh', members: ['Dr Nur Aisyah binte Rahman', 'Marcus Lee', 'Jennifer Sim'], absent: 'Lawrence Chua', ed: 'Grace Tan', fm: 'Jason Lim',
  conflict: 'Marcus Lee', mover: 'Priya Raghavan', seconder: 'Jennifer Sim', signLimit: 20000,
  // [label, Budget FY2025/26, Forecast FY2025/26, Budget FY2026/27]
  inc: [
    ['Donations', 950000, 985000, 1020000],
    ['Grants', 600000, 615400, 640000],
    ['Government grants and wage credits', 25000, 27500, 22000],
    ['Charity gala dinner', 250000, 214600, 240000],
    ['Programme and assessment fees', 90000, 95000, 98000],
    ['Interest and sundry income', 20000, 26500, 24000],
  ],
  exp: [
    ['Reading Intervention Programme', 1150000, 1105000, 1196000],
    ['Bursary Scheme', 130000, 120000, 140000],
    ['Caregiver Connect', 380000, 392000, 418000],
    ['Fund-raising and donor development', 70000, 69000, 74000],
    ['Charity gala dinner', 80000, 74350, 82000],
    ['Governance and administration', 90000, 86500, 93000],
  ],
};
TM.mtg.incTot = [1, 2, 3].map((k) => sum(TM.mtg.inc.map((r) => r[k])));
TM.mtg.expTot = [1, 2, 3].map((k) => sum(TM.mtg.exp.map((r) => r[k])));
TM.mtg.surplus = [0, 1, 2].map((k) => TM.mtg.incTot[k] - TM.mtg.expTot[k]);
assert(TM.mtg.incTot[0] === TM.bvaIncTot[0] && TM.mtg.expTot[0] === TM.bvaExpTot[0], 'minutes budget = bva budget');

// ---------------------------------------------------------------- BrightPrint tax invoice 05/03/2026
TM.inv = {
  no: 'INV-2603-0418', date: '05/03/2026', gstNo: '201207814K',
  items: [['Phonics reader sets (Levels 1-4)', 40, 18.50], ['Assessment booklets', 200, 2.40], ['Workbook printing A4 colour', 150, 6.80], ['Delivery to Bishan centre', 1, 35.00]],
};
{
  const v = TM.inv;
  v.lines = v.items.map(([d, q, p]) => ({ d, q, p: c(p), amt: q * c(p) }));
  v.sub = sum(v.lines.map((l) => l.amt)); v.gst = Math.round(v.sub * 0.09); v.total = v.sub + v.gst;
  assert(v.total === -TM.dbsTx.find((t) => t.r3 === v.no).amt, 'invoice = bank');
}

export { TB, TM };
