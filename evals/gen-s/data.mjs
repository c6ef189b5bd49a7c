// Set S: the one data module. Every document (lib/render-ws.mjs, lib/render-my.mjs) and every expected answer
// (CASES, at the bottom) is computed from the figures here; nothing in cases.jsonl is typed by hand.
//
//   weserbogen  Hospizverein Weserbogen e.V. (Hameln, Lower Saxony, Germany): an ambulant hospice association.
//               Euros written "1.234,56 €", day.month.year dates, calendar year (Geschäftsjahr = Kalenderjahr).
//   mayab       Semillas del Mayab, A.C. (Mérida, Yucatán, Mexico): reforestation and stingless-bee keeping with
//               Maya communities, a donataria autorizada. Pesos written "$1,234.56", day/month/year dates,
//               calendar year (ejercicio fiscal = año calendario).

export const r2 = (x) => Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;
export const sum = (a) => r2(a.reduce((s, x) => s + (x || 0), 0));
export const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
export const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// =====================================================================================================
// WESERBOGEN
// =====================================================================================================
export const WS = {
  name: 'Hospizverein Weserbogen e.V.',
  short: 'Hospizverein Weserbogen',
  city: 'Hameln',
  address: 'Kastanienwall 14, 31785 Hameln',
  register: 'VR 201447, Amtsgericht Hannover',
  treasurer: 'Heike Wollenberg',
  chair: 'Dr. Ulrike Tammen',
  auditors: ['Jörg Pietsch', 'Annette Kruse'],
  taxAdvisor: 'Brandt & Oltmanns Steuerberatungsgesellschaft mbH',
  taxAdvisorCity: 'Hameln',
  eurDate: '2026-03-06',
  auditDate: '2026-03-12',
  mvDate: '2026-04-23',
  bescheidDate: '2026-02-18',
  bescheid2026: 91250.00,
  feeNow: 36, feeProposed: 48, feeFrom: 2027,
  members: { end24: 298, joined: 21, left: 7 },
  iban: 'DE41 2545 0110 1040 2388 17',
  ibanRaw: 'DE41254501101040238817',
  bic: 'NOLADE21SWB',
  kmRate: 0.30,
};
WS.members.end25 = WS.members.end24 + WS.members.joined - WS.members.left;

// Begleitungsstatistik 2025, January..December
export const WS_STAT = {
  anfragen: [9, 7, 11, 8, 10, 6, 8, 5, 9, 12, 10, 8],
  laufend: [14, 15, 16, 15, 17, 16, 15, 13, 14, 17, 18, 16],
  zuhause: [3, 2, 4, 3, 3, 2, 3, 2, 3, 4, 3, 4],
  heim: [2, 2, 2, 1, 3, 2, 1, 2, 1, 3, 2, 3],
  klinik: [1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 2, 1],
  stunden: [412, 386, 455, 431, 468, 402, 371, 338, 419, 487, 476, 452],
  km: [1862, 1704, 2015, 1948, 2106, 1812, 1677, 1541, 1870, 2041, 1963, 2134],
  kmDec2024: 1905, // paid in January 2025; not in any document, only in the EÜR's cash-basis travel line
  // day each month's mileage was paid (the following month)
  paid: ['2025-02-05', '2025-03-06', '2025-04-04', '2025-05-07', '2025-06-05', '2025-07-04', '2025-08-06', '2025-09-05', '2025-10-08', '2025-11-07', '2025-12-05', '2026-01-05'],
};
WS_STAT.gesamt = WS_STAT.zuhause.map((v, i) => v + WS_STAT.heim[i] + WS_STAT.klinik[i]);
WS_STAT.erstattung = WS_STAT.km.map((k) => r2(k * WS.kmRate));

// Trauercafé: second Sunday of each month; null = ausgefallen
export const WS_CAFE = [
  ['2025-01-12', null, 'ausgefallen (Glatteis)', 'B. Hollmann'],
  ['2025-02-09', 8, '', 'B. Hollmann'],
  ['2025-03-09', 11, '', 'K. Sievers'],
  ['2025-04-13', 9, '', 'B. Hollmann'],
  ['2025-05-11', 7, '', 'K. Sievers'],
  ['2025-06-08', 10, '', 'B. Hollmann'],
  ['2025-07-13', 6, '', 'K. Sievers'],
  ['2025-08-10', null, 'ausgefallen (Sommerpause)', ''],
  ['2025-09-14', 12, '', 'B. Hollmann'],
  ['2025-10-12', 9, '', 'K. Sievers'],
  ['2025-11-09', 15, 'vor dem Totensonntag', 'B. Hollmann'],
  ['2025-12-14', 13, 'mit Adventsandacht', 'K. Sievers'],
].map(([date, n, note, lead]) => ({ date, n, note, lead }));

// Einnahmen-Überschuss-Rechnung by sphere; [key, label, 2025, 2024]. The travel line (fahrt) is the cash paid in 2025:
// December 2024's mileage plus January–November 2025 (December 2025's was paid in January 2026).
const fahrt25 = r2((WS_STAT.kmDec2024 + WS_STAT.km.slice(0, 11).reduce((s, x) => s + x, 0)) * WS.kmRate);
export const WS_EUR = [
  { key: 'ideell', title: 'I. Ideeller Bereich', inc: [
    ['beitraege', 'Mitgliedsbeiträge', 11664.00, 10728.00],
    ['spenden', 'Spenden', 48215.40, 41876.15],
    ['geldauflagen', 'Geldauflagen (Bußgeldzuweisungen)', 6850.00, 9300.00],
    ['kk', 'Förderung der Krankenkassen nach § 39a Abs. 2 SGB V', 86412.37, 79905.12],
    ['landkreis', 'Zuschuss Landkreis Hameln-Pyrmont', 5000.00, 5000.00],
    ['stadt', 'Zuschuss Stadt Hameln', 2500.00, 0],
  ], exp: [
    ['gehaelter', 'Gehälter Koordinationskräfte', 96480.00, 91250.00],
    ['sozial', 'Gesetzliche Sozialabgaben', 19778.40, 18706.25],
    ['fahrt', 'Fahrtkostenerstattung Ehrenamtliche', fahrt25, 6881.40],
    ['kurs', 'Befähigungskurs Ehrenamtliche', 3960.00, 4420.00],
    ['supervision', 'Supervision', 2880.00, 2640.00],
    ['fortbildung', 'Fortbildung Hauptamtliche', 1245.00, 980.00],
    ['raum', 'Raumkosten (Miete und Nebenkosten)', 10560.00, 10320.00],
    ['versicherung', 'Versicherungen', 1386.52, 1312.80],
    ['buero', 'Bürobedarf, Porto, Telefon', 2914.37, 2655.90],
    ['edv', 'EDV und Software', 1742.16, 1198.44],
    ['oeffentlich', 'Öffentlichkeitsarbeit', 2215.80, 3104.25],
    ['gedenk', 'Gedenkfeier und Trauerarbeit', 1468.35, 1322.10],
    ['verband', 'Beiträge Dachverband', 650.00, 650.00],
    ['konto', 'Kontoführung, Nebenkosten des Geldverkehrs', 318.45, 296.70],
    ['sonstige', 'Sonstige Ausgaben', 412.90, 388.15],
  ] },
  { key: 'vv', title: 'II. Vermögensverwaltung', inc: [
    ['zinsen', 'Zinserträge Tagesgeld', 1184.22, 412.67],
    ['miete', 'Mieteinnahmen Untervermietung Gruppenraum', 1800.00, 1800.00],
  ], exp: [
    ['nk', 'Anteilige Nebenkosten Gruppenraum', 420.00, 410.00],
  ] },
  { key: 'zb', title: 'III. Zweckbetrieb (Letzte-Hilfe-Kurse, Trauergruppe)', inc: [
    ['kursgeb', 'Kursgebühren Letzte-Hilfe-Kurse', 1260.00, 980.00],
    ['trauergr', 'Teilnahmebeiträge Trauergruppe', 540.00, 450.00],
  ], exp: [
    ['honorare', 'Honorare Referentinnen', 1150.00, 900.00],
    ['material', 'Kursmaterial', 236.40, 198.20],
  ] },
  { key: 'wgb', title: 'IV. Wirtschaftlicher Geschäftsbetrieb (Benefizkonzerte, Bücherflohmarkt)', inc: [
    ['eintritt', 'Eintrittsgelder Benefizkonzerte', 3420.00, 2985.00],
    ['flohmarkt', 'Verkaufserlöse Bücherflohmarkt', 1136.50, 1244.00],
    ['bewirtung', 'Erlöse Bewirtung', 842.30, 0],
  ], exp: [
    ['gage', 'Künstlergagen', 1500.00, 1200.00],
    ['gema', 'GEMA-Gebühren', 186.40, 172.30],
    ['waren', 'Wareneinkauf Bewirtung', 395.75, 0],
  ] },
];
const Y = { 2025: 2, 2024: 3 };
export const wsLine = (key, y = 2025) => { for (const s of WS_EUR) for (const l of [...s.inc, ...s.exp]) if (l[0] === key) return l[Y[y]]; throw new Error('no EÜR line ' + key); };
export const wsSec = (s, y = 2025) => { const inc = sum(s.inc.map((l) => l[Y[y]])), exp = sum(s.exp.map((l) => l[Y[y]])); return { inc, exp, res: r2(inc - exp) }; };
export const wsSection = (key) => WS_EUR.find((s) => s.key === key);
export const wsTotal = (y = 2025) => { const p = WS_EUR.map((s) => wsSec(s, y)); return { inc: sum(p.map((x) => x.inc)), exp: sum(p.map((x) => x.exp)), res: sum(p.map((x) => x.res)) }; };

// Vermögensübersicht (cash basis: the funds change by exactly the year's result)
export const WS_FUNDS24 = { giro: 38412.55, tagesgeld: 60000.00, kasse: 287.40 };
export const WS_TRANSFER = 10000.00; // Giro -> Tagesgeld on 30.12.2025
export const WS_FUNDS25 = (() => {
  const tagesgeld = r2(WS_FUNDS24.tagesgeld + wsLine('zinsen') + WS_TRANSFER), kasse = 214.85;
  const total = r2(WS_FUNDS24.giro + WS_FUNDS24.tagesgeld + WS_FUNDS24.kasse + wsTotal(2025).res);
  return { giro: r2(total - tagesgeld - kasse), tagesgeld, kasse };
})();
export const wsFunds = (f) => r2(f.giro + f.tagesgeld + f.kasse);
// Rücklagen (§ 62 AO): [label, 01.01.2025, Zuführung, Auflösung]
export const WS_RESERVES = [
  ['Betriebsmittelrücklage (§ 62 Abs. 1 Nr. 1 AO)', 45000.00, 5000.00, 0],
  ['Projektrücklage Trauerraum (§ 62 Abs. 1 Nr. 1 AO)', 10000.00, 3000.00, 0],
  ['Freie Rücklage (§ 62 Abs. 1 Nr. 3 AO)', 21300.00, 2600.00, 0],
].map(([label, open, add, rel]) => ({ label, open, add, rel, close: r2(open + add - rel) }));
export const wsReserve = (re) => WS_RESERVES.find((r) => re.test(r.label));

// Haushaltsplan 2026 in the treasurer's report: groups of EÜR lines (Ist 2025 computed) and the plan
export const WS_PLAN = {
  inc: [
    ['Mitgliedsbeiträge', ['beitraege'], 11800],
    ['Spenden und Geldauflagen', ['spenden', 'geldauflagen'], 50000],
    ['Förderung Krankenkassen (§ 39a SGB V)', ['kk'], 91250],
    ['Öffentliche Zuschüsse', ['landkreis', 'stadt'], 7500],
    ['Übrige Einnahmen (Vermögensverwaltung, Zweckbetrieb, Geschäftsbetrieb)', ['zinsen', 'miete', 'kursgeb', 'trauergr', 'eintritt', 'flohmarkt', 'bewirtung'], 9000],
  ],
  exp: [
    ['Personalkosten (Gehälter, Sozialabgaben, Fortbildung)', ['gehaelter', 'sozial', 'fortbildung'], 124600],
    ['Ehrenamtsarbeit (Fahrtkosten, Befähigungskurs, Supervision, Gedenkfeier)', ['fahrt', 'kurs', 'supervision', 'gedenk'], 16500],
    ['Raumkosten', ['raum'], 11040],
    ['Verwaltung (Versicherungen, Büro, EDV, Verbände, Kontoführung, Sonstiges)', ['versicherung', 'buero', 'edv', 'verband', 'konto', 'sonstige'], 7800],
    ['Öffentlichkeitsarbeit', ['oeffentlich'], 2500],
    ['Übrige Ausgaben (Vermögensverwaltung, Zweckbetrieb, Geschäftsbetrieb)', ['nk', 'honorare', 'material', 'gage', 'gema', 'waren'], 3500],
  ],
};
export const wsPlanIst = (row) => sum(row[1].map((k) => wsLine(k)));
export const wsPlanRow = (re, side = 'exp') => WS_PLAN[side].find((r) => re.test(r[0]));

// DATEV Buchungsstapel, 1 October – 31 December 2025. Konto is the money account (1800 Giro, 1810 Tagesgeld,
// 1000 Kasse); the Soll/Haben flag belongs to it, so "S" = money in, "H" = money out.
export const WS_ACCOUNTS = {
  1000: 'Kasse', 1800: 'Sparkasse Giro', 1810: 'Tagesgeld', 4100: 'Spenden', 4150: 'Geldauflagen', 6000: 'Gehälter',
  6100: 'Sozialabgaben', 6300: 'Raumkosten', 6400: 'Versicherungen', 6650: 'Fahrtkosten Ehrenamtliche', 6670: 'Supervision',
  6800: 'Bürobedarf', 6810: 'EDV', 6850: 'Öffentlichkeitsarbeit', 6855: 'Kontoführung', 6860: 'Gedenkfeier', 7100: 'Zinserträge',
  8100: 'Kursgebühren Zweckbetrieb', 8400: 'Eintrittsgelder wGB', 8500: 'Künstlergagen wGB', 8510: 'GEMA wGB',
};
const fk = (m) => WS_STAT.erstattung[m - 1];
export const WS_DATEV = [
  ['2025-10-01', 880.00, 'H', 1800, 6300, 'DA-10', 'Miete Oktober Hospizbüro', 30],
  ['2025-10-02', 250.00, 'S', 1800, 4100, 'SP-25-118', 'Spende Fam. Brinkmann', ''],
  ['2025-10-06', 500.00, 'S', 1800, 4150, 'GA-25-07', 'Geldauflage AG Hameln 12 Ds 217/25', ''],
  ['2025-10-08', fk(9), 'H', 1800, 6650, 'FK-09', 'Fahrtkosten EA September', 10],
  ['2025-10-10', 1340.00, 'S', 1800, 4100, 'SP-25-119', 'Kondolenzspenden Trauerfeier Lüders', ''],
  ['2025-10-14', 240.00, 'H', 1800, 6670, 'ER-25-201', 'Supervision Gruppe Oktober', 10],
  ['2025-10-20', 180.00, 'S', 1000, 8100, 'K-25-088', 'Kursgebühren Letzte Hilfe 17.10.', 20],
  ['2025-10-24', 86.45, 'H', 1000, 6800, 'K-25-089', 'Büromaterial Schreibwaren Wolff', 30],
  ['2025-10-27', 1000.00, 'S', 1800, 4100, 'SP-25-120', 'Spende Lions Club Hameln', ''],
  ['2025-10-28', 8040.00, 'H', 1800, 6000, 'LA-10', 'Gehälter Oktober', 10],
  ['2025-10-28', 1648.20, 'H', 1800, 6100, 'LA-10', 'Sozialabgaben Oktober AOK', 10],
  ['2025-11-03', 880.00, 'H', 1800, 6300, 'DA-11', 'Miete November Hospizbüro', 30],
  ['2025-11-04', 100.00, 'S', 1800, 4100, 'SP-25-121', 'Spende Ehepaar Tönnies', ''],
  ['2025-11-07', fk(10), 'H', 1800, 6650, 'FK-10', 'Fahrtkosten EA Oktober', 10],
  ['2025-11-10', 1500.00, 'S', 1800, 4150, 'GA-25-08', 'Geldauflage StA Hannover 31 Js 904/25', ''],
  ['2025-11-12', 412.30, 'H', 1800, 6850, 'ER-25-214', 'Flyer Druckerei Reinecke', 30],
  ['2025-11-14', 240.00, 'H', 1800, 6670, 'ER-25-219', 'Supervision Gruppe November', 10],
  ['2025-11-18', null, 'H', 1800, 6860, 'ER-25-222', 'Kerzen und Blumen Gedenkfeier', 10], // the receipt's total, filled below
  ['2025-11-20', 150.00, 'H', 1800, 6860, 'ER-25-223', 'Honorar Musik Gedenkfeier', 10],
  ['2025-11-22', 1860.00, 'S', 1000, 8400, 'K-25-097', 'Eintritt Benefizkonzert Münster', 40],
  ['2025-11-22', 750.00, 'H', 1000, 8500, 'K-25-098', 'Gage Benefizkonzert Münster', 40],
  ['2025-11-24', 500.00, 'S', 1800, 4100, 'SP-25-122', 'Spende Volksbank Weserbergland', ''],
  ['2025-11-27', 8040.00, 'H', 1800, 6000, 'LA-11', 'Gehälter November', 10],
  ['2025-11-27', 1648.20, 'H', 1800, 6100, 'LA-11', 'Sozialabgaben November AOK', 10],
  ['2025-11-28', 180.00, 'S', 1000, 8100, 'K-25-101', 'Kursgebühren Letzte Hilfe 28.11.', 20],
  ['2025-12-01', 880.00, 'H', 1800, 6300, 'DA-12', 'Miete Dezember Hospizbüro', 30],
  ['2025-12-03', 694.26, 'H', 1800, 6400, 'ER-25-231', 'Haftpflicht- und Unfallversicherung 2026', 30],
  ['2025-12-05', fk(11), 'H', 1800, 6650, 'FK-11', 'Fahrtkosten EA November', 10],
  ['2025-12-08', 300.00, 'S', 1800, 4150, 'GA-25-09', 'Geldauflage AG Holzminden 4 Cs 88/25', ''],
  ['2025-12-10', 2150.00, 'S', 1800, 4100, 'SP-25-123', 'Spende Rotary Club Weihnachtsmarkt', ''],
  ['2025-12-12', 240.00, 'H', 1800, 6670, 'ER-25-240', 'Supervision Gruppe Dezember', 10],
  ['2025-12-15', 865.00, 'S', 1800, 4100, 'SP-25-124', 'Kondolenzspenden Trauerfeier Meyer', ''],
  ['2025-12-16', 93.20, 'H', 1800, 8510, 'ER-25-244', 'GEMA Benefizkonzert 22.11.', 40],
  ['2025-12-17', 588.00, 'H', 1800, 6810, 'ER-25-246', 'Jahreslizenz Dokumentationssoftware', 30],
  ['2025-12-18', 750.00, 'S', 1800, 4100, 'SP-25-125', 'Spende Stüwe Haustechnik GmbH', ''],
  ['2025-12-19', 8040.00, 'H', 1800, 6000, 'LA-12', 'Gehälter Dezember', 10],
  ['2025-12-19', 1648.20, 'H', 1800, 6100, 'LA-12', 'Sozialabgaben Dezember AOK', 10],
  ['2025-12-23', 50.00, 'S', 1800, 4100, 'SP-25-126', 'Spende Frau Ahlers', ''],
  ['2025-12-29', wsLine('zinsen'), 'S', 1810, 7100, 'ZI-25', 'Zinsgutschrift Tagesgeld 2025', ''],
  ['2025-12-30', 1214.60, 'S', 1800, 4100, 'SP-25-127', 'Online-Spenden Dezember Sammelauszahlung', ''],
  ['2025-12-30', WS_TRANSFER, 'S', 1810, 1800, 'UM-25-04', 'Umbuchung Giro an Tagesgeld', ''],
  ['2025-12-31', 27.10, 'H', 1800, 6855, 'KA-Q4', 'Entgeltabschluss 4. Quartal', 30],
].map(([date, amt, sh, konto, gegen, beleg, text, kost]) => ({ date, amt, sh, konto, gegen, beleg, text, kost }));

// Kassenbon of the Gedenkfeier candles and flowers, 18.11.2025 (A = 19 %, B = 7 % MwSt; prices include VAT)
export const WS_BON = {
  store: 'KERZEN-HAUS HEINEMANN', street: 'Osterstrasse 12', city: '31785 Hameln', tel: 'Tel. 05151 924417',
  date: '2025-11-18', time: '16:34', bon: '4711', kasse: '2',
  items: [
    ['TEELICHTER 100ER', 2, 8.99, 'A'],
    ['STUMPENKERZE WEISS 7X15', 6, 3.49, 'A'],
    ['ROSEN WEISS BUND', 2, 9.90, 'B'],
    ['SERVIETTEN 3-LAGIG', 1, 4.29, 'A'],
  ].map(([name, qty, price, code]) => ({ name, qty, price, code, amt: r2(qty * price) })),
};
WS_BON.total = sum(WS_BON.items.map((i) => i.amt));
WS_BON.vat = [['A', 19], ['B', 7]].map(([code, rate]) => {
  const gross = sum(WS_BON.items.filter((i) => i.code === code).map((i) => i.amt));
  const net = r2(gross / (1 + rate / 100));
  return { code, rate, gross, net, tax: r2(gross - net) };
});
WS_DATEV.find((p) => p.beleg === 'ER-25-222').amt = WS_BON.total;

// Sparkasse CSV-CAMT export, 1 January – 31 March 2026 (the file lists the newest first)
const SPK = (date, type, purpose, party, iban, amount, extra = {}) => ({ date, type, purpose, party, iban, amount, ...extra });
export const WS_BANK = [
  SPK('2026-01-02', 'DAUERAUFTRAG', 'Miete Hospizbuero Januar 2026', 'Wohnbau Hameln GmbH', 'DE62254501100000471122', -880.00),
  SPK('2026-01-05', 'SAMMEL-UEBERWEISUNG', 'Fahrtkostenerstattung Ehrenamt 12/2025', '', '', -WS_STAT.erstattung[11]),
  SPK('2026-01-07', 'GUTSCHR. UEBERWEISUNG', 'Spende zum neuen Jahr', 'Hannelore Brinkmann', 'DE18254622600012093345', 150.00),
  SPK('2026-01-12', 'GUTSCHR. UEBERWEISUNG', 'Geldauflage 9 Ds 301/25 AG Hameln', 'Landeshauptkasse Niedersachsen', 'DE79250000000025001512', 400.00),
  SPK('2026-01-15', 'GUTSCHR. SEPA-LS-SAMMLER', 'Mitgliedsbeitraege 2026 Einzug 291 Lastschriften', 'Hospizverein Weserbogen e.V.', 'DE41254501101040238817', 10548.00, { sammler: 'MB2026-01' }),
  SPK('2026-01-19', 'RUECKLASTSCHRIFT', 'Mitgliedsbeitrag 2026 Mitgl-Nr 0187 Konto erloschen', 'Hospizverein Weserbogen e.V.', 'DE41254501101040238817', -39.00, { orig: 36.00, fee: 3.00 }),
  SPK('2026-01-21', 'RUECKLASTSCHRIFT', 'Mitgliedsbeitrag 2026 Mitgl-Nr 0233 Widerspruch', 'Hospizverein Weserbogen e.V.', 'DE41254501101040238817', -39.50, { orig: 36.00, fee: 3.50 }),
  SPK('2026-01-26', 'FOLGELASTSCHRIFT', 'Beitragsnachweis 01/2026 BBNR 61403317', 'AOK Niedersachsen', 'DE37250501800000107022', -1701.35, { creditor: 'DE22AOK00000012345', mandate: 'AOK-61403317' }),
  SPK('2026-01-28', 'SAMMEL-UEBERWEISUNG', 'Gehaelter 01/2026', '', '', -8280.00),
  SPK('2026-01-29', 'ONLINE-UEBERWEISUNG', 'Supervision Januar RE 2026-004', 'Praxis fuer Supervision Albers', 'DE55254501100003318804', -240.00),
  SPK('2026-02-02', 'DAUERAUFTRAG', 'Miete Hospizbuero Februar 2026', 'Wohnbau Hameln GmbH', 'DE62254501100000471122', -880.00),
  SPK('2026-02-03', 'RUECKLASTSCHRIFT', 'Mitgliedsbeitrag 2026 Mitgl-Nr 0095 mangels Deckung', 'Hospizverein Weserbogen e.V.', 'DE41254501101040238817', -39.00, { orig: 36.00, fee: 3.00 }),
  SPK('2026-02-04', 'SAMMEL-UEBERWEISUNG', 'Fahrtkostenerstattung Ehrenamt 01/2026', '', '', -574.80),
  SPK('2026-02-09', 'GUTSCHR. UEBERWEISUNG', 'Spende in Gedenken an Werner Kahle', 'Ingrid Kahle', 'DE09254501100017224561', 2000.00),
  SPK('2026-02-11', 'GUTSCHR. UEBERWEISUNG', 'Geldauflage 31 Js 1177/25 StA Hannover', 'Landeshauptkasse Niedersachsen', 'DE79250000000025001512', 1000.00),
  SPK('2026-02-16', 'ONLINE-UEBERWEISUNG', 'Mitgliedsbeitrag 2026 Mitgl-Nr 118', 'Hospiz- und PalliativVerband Niedersachsen', 'DE80250205000009441200', -650.00),
  SPK('2026-02-25', 'FOLGELASTSCHRIFT', 'Beitragsnachweis 02/2026 BBNR 61403317', 'AOK Niedersachsen', 'DE37250501800000107022', -1701.35, { creditor: 'DE22AOK00000012345', mandate: 'AOK-61403317' }),
  SPK('2026-02-26', 'SAMMEL-UEBERWEISUNG', 'Gehaelter 02/2026', '', '', -8280.00),
  SPK('2026-02-27', 'ONLINE-UEBERWEISUNG', 'Supervision Februar RE 2026-011', 'Praxis fuer Supervision Albers', 'DE55254501100003318804', -240.00),
  SPK('2026-02-27', 'GUTSCHR. UEBERWEISUNG', 'Spende Geburtstag statt Geschenke', 'Detlef Rohde', 'DE47254501100021187730', 620.00),
  SPK('2026-03-02', 'DAUERAUFTRAG', 'Miete Hospizbuero Maerz 2026', 'Wohnbau Hameln GmbH', 'DE62254501100000471122', -880.00),
  SPK('2026-03-04', 'SAMMEL-UEBERWEISUNG', 'Fahrtkostenerstattung Ehrenamt 02/2026', '', '', -598.50),
  SPK('2026-03-06', 'ONLINE-UEBERWEISUNG', 'Honorar Befaehigungskurs Modul 1 RE 14/2026', 'Ulrike Fehse', 'DE71254501100009982113', -1320.00),
  SPK('2026-03-10', 'GUTSCHR. UEBERWEISUNG', 'Spende Kondolenz Trauerfeier Brandes', 'Bestattungshaus Frerichs', 'DE27254501100001455609', 1185.00),
  SPK('2026-03-16', 'GUTSCHR. UEBERWEISUNG', 'Zuschuss 2026 1. Rate Az 50.2-114/26', 'Landkreis Hameln-Pyrmont', 'DE11254501100000003040', 2500.00),
  SPK('2026-03-25', 'FOLGELASTSCHRIFT', 'Beitragsnachweis 03/2026 BBNR 61403317', 'AOK Niedersachsen', 'DE37250501800000107022', -1701.35, { creditor: 'DE22AOK00000012345', mandate: 'AOK-61403317' }),
  SPK('2026-03-26', 'SAMMEL-UEBERWEISUNG', 'Gehaelter 03/2026', '', '', -8280.00),
  SPK('2026-03-27', 'ONLINE-UEBERWEISUNG', 'Supervision Maerz RE 2026-019', 'Praxis fuer Supervision Albers', 'DE55254501100003318804', -240.00),
  SPK('2026-03-31', 'ENTGELTABSCHLUSS', 'Entgelte vom 01.01.2026 bis 31.03.2026', '', '', -28.15),
];

// =====================================================================================================
// MAYAB
// =====================================================================================================
export const MY = {
  name: 'Semillas del Mayab, A.C.',
  short: 'Semillas del Mayab',
  rfc: 'SMA120815K3A',
  address: 'Calle 60 No. 421 x 47 y 49, Centro, C.P. 97000, Mérida, Yucatán',
  accountant: 'C.P.C. Rosa Elena Canché Pech',
  president: 'Lic. Gabriel Euán Tzec',
  coordinator: 'Biól. Mariana Dzib Chan',
  funder: 'The Ceiba Fund',
  pacRfc: 'FPD140603LM8',
  bbva: '0118459623', banorte: '1047728815',
  reportDate: '2026-01-30',
  stmtDate: '2026-02-20',
  hectares: 42.5, honeyKg: 318.6,
  nextTranche: { usd: 15000, date: '2026-03-15' },
  tranches: [
    { date: '2025-03-14', usd: 20000, rate: 19.5730 },
    { date: '2025-09-22', usd: 18000, rate: 18.4215 },
  ],
};
MY.tranches.forEach((t) => { t.mxn = r2(t.usd * t.rate); });

// Catalogue of accounts: [code, name, nature (D deudora / A acreedora)]; a code ending -000-000 is a mayor
export const MY_CAT = [
  ['101-000-000', 'Caja', 'D'], ['101-001-000', 'Caja chica oficina Mérida', 'D'],
  ['102-000-000', 'Bancos', 'D'], ['102-001-000', `BBVA cta ${MY.bbva} operativa`, 'D'], ['102-002-000', `Banorte cta ${MY.banorte} Proyecto Meliponas`, 'D'],
  ['103-000-000', 'Inversiones', 'D'], ['103-001-000', 'Inversión a plazo BBVA', 'D'],
  ['107-000-000', 'Deudores diversos', 'D'], ['107-001-000', 'Gastos por comprobar', 'D'],
  ['151-000-000', 'Equipo de transporte', 'D'], ['151-001-000', 'Camioneta Nissan NP300 2021', 'D'],
  ['152-000-000', 'Mobiliario y equipo de oficina', 'D'], ['152-001-000', 'Mobiliario y equipo de oficina', 'D'],
  ['153-000-000', 'Equipo de cómputo', 'D'], ['153-001-000', 'Equipo de cómputo', 'D'],
  ['171-000-000', 'Depreciación acumulada', 'A'], ['171-001-000', 'Dep. acum. de equipo de transporte', 'A'], ['171-002-000', 'Dep. acum. de mobiliario y equipo', 'A'], ['171-003-000', 'Dep. acum. de equipo de cómputo', 'A'],
  ['201-000-000', 'Proveedores', 'A'], ['201-001-000', 'Proveedores diversos', 'A'],
  ['216-000-000', 'Impuestos y contribuciones por pagar', 'A'], ['216-001-000', 'ISR retenido por salarios', 'A'], ['216-002-000', 'Cuotas IMSS e INFONAVIT por pagar', 'A'],
  ['301-000-000', 'Patrimonio social', 'A'], ['301-001-000', 'Patrimonio social', 'A'],
  ['302-000-000', 'Remanentes de ejercicios anteriores', 'A'], ['302-001-000', 'Remanentes de ejercicios anteriores', 'A'],
  ['303-000-000', 'Patrimonio restringido temporalmente', 'A'], ['303-001-000', 'Patrimonio restringido Proyecto Meliponas', 'A'],
  ['401-000-000', 'Donativos recibidos', 'A'], ['401-001-000', 'Donativos nacionales en efectivo', 'A'], ['401-002-000', 'Donativos del extranjero', 'A'], ['401-003-000', 'Donativos en especie', 'A'],
  ['402-000-000', 'Ingresos por venta de miel y productos', 'A'], ['402-001-000', 'Venta de miel melipona y derivados', 'A'],
  ['403-000-000', 'Productos financieros', 'A'], ['403-001-000', 'Intereses bancarios', 'A'],
  ['501-000-000', 'Costos de programas', 'D'],
  ['501-001-000', 'Reforestación - plantas y viveros', 'D'], ['501-002-000', 'Apoyos a meliponicultores', 'D'], ['501-003-000', 'Talleres y capacitación', 'D'],
  ['501-004-000', 'Combustibles y viáticos de campo', 'D'], ['501-005-000', 'Plantas donadas aplicadas', 'D'], ['501-006-000', 'Sueldos personal de campo', 'D'],
  ['601-000-000', 'Gastos de administración', 'D'],
  ['601-001-000', 'Sueldos administrativos', 'D'], ['601-002-000', 'Cuotas IMSS e INFONAVIT', 'D'], ['601-003-000', 'Renta de oficina', 'D'], ['601-004-000', 'Honorarios contables', 'D'],
  ['601-005-000', 'Luz, agua y teléfono', 'D'], ['601-006-000', 'Papelería y consumibles', 'D'], ['601-007-000', 'Depreciación', 'D'],
  ['701-000-000', 'Gastos financieros', 'D'], ['701-001-000', 'Comisiones bancarias', 'D'],
].map(([code, name, nat]) => ({ code, name, nat, mayor: code.endsWith('-000-000') }));
export const myParent = (code) => code.slice(0, 3) + '-000-000';

// opening balances at 1 January 2025 (positive in the account's own nature); 301 and 302 close the balance
const OPEN = {
  '101-001-000': 2500.00, '102-001-000': 184316.42, '102-002-000': 96840.00, '103-001-000': 250000.00, '107-001-000': 4200.00,
  '151-001-000': 398500.00, '152-001-000': 64320.00, '153-001-000': 58940.00,
  '171-001-000': 298875.00, '171-002-000': 25728.00, '171-003-000': 35364.00,
  '201-001-000': 18450.00, '216-001-000': 9812.00, '216-002-000': 14226.50, '301-001-000': 50000.00, '303-001-000': 96840.00,
};
{
  const deb = sum(MY_CAT.filter((a) => !a.mayor && a.nat === 'D').map((a) => OPEN[a.code] || 0));
  const cred = sum(MY_CAT.filter((a) => !a.mayor && a.nat === 'A').map((a) => OPEN[a.code] || 0));
  OPEN['302-001-000'] = r2(deb - cred);
}
export const MY_OPEN = OPEN;

// 2025 journal in aggregate: [debit account, credit account, amount, what]
export const MY_PROJECT = [ // the restricted project's budget and spending (informe to The Ceiba Fund)
  ['Cajas tecnificadas y equipo para meliponarios', '501-002-000', 280000.00, 268400.00],
  ['Apoyos económicos a meliponicultores', '501-002-000', 150000.00, 144240.00],
  ['Talleres de capacitación', '501-003-000', 80000.00, 84615.50],
  ['Intercambios entre comunidades', '501-003-000', 55000.00, 38900.00],
  ['Materiales didácticos', '501-003-000', 15000.00, 13400.00],
].map(([rubro, acct, budget, spent]) => ({ rubro, acct, budget, spent, diff: r2(budget - spent) }));
const proj = (acct) => sum(MY_PROJECT.filter((p) => p.acct === acct).map((p) => p.spent));
const foreign = sum(MY.tranches.map((t) => t.mxn));
const depComp = r2(58940.00 * 0.30 + 32480.00 * 0.30 * 6 / 12);
export const MY_JOURNAL = [
  ['102-001-000', '401-001-000', 1486500.00, 'donativos nacionales'],
  ['102-002-000', '401-002-000', foreign, 'donativos del extranjero (The Ceiba Fund)'],
  ['501-005-000', '401-003-000', 186300.00, 'plantas donadas aplicadas'],
  ['102-001-000', '402-001-000', 48720.00, 'venta de miel'],
  ['103-001-000', '403-001-000', 17864.35, 'intereses reinvertidos'],
  ['501-001-000', '201-001-000', 214380.00, 'facturas de viveros'],
  ['201-001-000', '102-001-000', 221030.00, 'pagos a proveedores'],
  ['501-002-000', '102-002-000', proj('501-002-000'), 'apoyos a meliponicultores'],
  ['501-003-000', '102-002-000', proj('501-003-000'), 'talleres y capacitación'],
  ['107-001-000', '102-001-000', 120000.00, 'gastos por comprobar entregados'],
  ['501-004-000', '107-001-000', 118472.80, 'comprobación de viáticos y combustible'],
  ['501-006-000', '102-001-000', 439740.00, 'nómina de campo (neto)'],
  ['501-006-000', '216-001-000', 46260.00, 'ISR retenido nómina de campo'],
  ['601-001-000', '102-001-000', 304820.00, 'nómina administrativa (neto)'],
  ['601-001-000', '216-001-000', 37180.00, 'ISR retenido nómina administrativa'],
  ['216-001-000', '102-001-000', 86132.00, 'pagos de ISR retenido (dic 2024 a nov 2025)'],
  ['601-002-000', '216-002-000', 171852.60, 'cuotas IMSS e INFONAVIT'],
  ['216-002-000', '102-001-000', 171758.05, 'pagos SUA (dic 2024 a nov 2025)'],
  ['601-003-000', '102-001-000', 132000.00, 'renta de oficina'],
  ['601-004-000', '102-001-000', 69600.00, 'honorarios contables'],
  ['601-005-000', '102-001-000', 21846.00, 'luz, agua y teléfono'],
  ['101-001-000', '102-001-000', 12000.00, 'reposiciones de caja chica'],
  ['601-006-000', '101-001-000', 12408.60, 'papelería y consumibles'],
  ['153-001-000', '102-001-000', 32480.00, 'compra de laptops (julio 2025)'],
  ['601-007-000', '171-001-000', r2(398500.00 * 0.25), 'depreciación equipo de transporte'],
  ['601-007-000', '171-002-000', r2(64320.00 * 0.10), 'depreciación mobiliario'],
  ['601-007-000', '171-003-000', depComp, 'depreciación equipo de cómputo'],
  ['701-001-000', '102-001-000', 4318.20, 'comisiones bancarias con IVA'],
];
// balanza: per sub-account opening, cargos, abonos, closing (closing positive in the account's nature)
export const MY_BAL = (() => {
  const out = {};
  for (const a of MY_CAT.filter((x) => !x.mayor)) out[a.code] = { ...a, open: OPEN[a.code] || 0, cargos: 0, abonos: 0 };
  for (const [d, c, amt] of MY_JOURNAL) { out[d].cargos = r2(out[d].cargos + amt); out[c].abonos = r2(out[c].abonos + amt); }
  for (const a of Object.values(out)) a.close = a.nat === 'D' ? r2(a.open + a.cargos - a.abonos) : r2(a.open - a.cargos + a.abonos);
  for (const m of MY_CAT.filter((x) => x.mayor)) {
    const kids = Object.values(out).filter((k) => myParent(k.code) === m.code);
    out[m.code] = { ...m, open: sum(kids.map((k) => k.open)), cargos: sum(kids.map((k) => k.cargos)), abonos: sum(kids.map((k) => k.abonos)), close: sum(kids.map((k) => k.close)) };
  }
  return out;
})();
export const myb = (code) => MY_BAL[code];
for (const a of Object.values(MY_BAL)) if (a.close < 0) throw new Error('negative balance ' + a.code);

// Estado de actividades: 2025 from the balanza, 2024 comparatives as published
const B = (c) => MY_BAL[c].close;
export const MY_RELEASE = sum(MY_PROJECT.map((p) => p.spent));
export const MY_ACT = {
  inc: [
    { label: 'Donativos nacionales en efectivo', nr: B('401-001-000'), r: 0, y24: 1302750.00 },
    { label: 'Donativos del extranjero', nr: 0, r: B('401-002-000'), y24: 618420.00 },
    { label: 'Donativos en especie', nr: B('401-003-000'), r: 0, y24: 154900.00 },
    { label: 'Venta de miel y productos de la colmena', nr: B('402-000-000'), r: 0, y24: 39150.00 },
    { label: 'Intereses ganados', nr: B('403-000-000'), r: 0, y24: 14226.80 },
    { label: 'Patrimonio liberado de restricciones', nr: MY_RELEASE, r: -MY_RELEASE, y24: 0 },
  ],
  prog: [
    { label: 'Reforestación y viveros', nr: r2(B('501-001-000') + B('501-005-000')), y24: 352118.40 },
    { label: 'Meliponicultura', nr: B('501-002-000'), y24: 371905.00 },
    { label: 'Capacitación comunitaria', nr: B('501-003-000'), y24: 118226.35 },
    { label: 'Operación de campo (personal y viáticos)', nr: r2(B('501-004-000') + B('501-006-000')), y24: 556160.50 },
  ],
  other: [
    { label: 'Gastos de administración', nr: B('601-000-000'), y24: 736092.40 },
    { label: 'Gastos financieros', nr: B('701-000-000'), y24: 3905.60 },
  ],
};
for (const l of [...MY_ACT.prog, ...MY_ACT.other]) l.r = 0;
for (const l of [...MY_ACT.inc, ...MY_ACT.prog, ...MY_ACT.other]) l.t = r2(l.nr + l.r);
const colSum = (rows, k) => sum(rows.map((x) => x[k]));
export const myAct = (() => {
  const o = {};
  for (const k of ['nr', 'r', 't', 'y24']) {
    const inc = colSum(MY_ACT.inc, k), prog = colSum(MY_ACT.prog, k), exp = r2(prog + colSum(MY_ACT.other, k));
    o[k] = { inc, prog, exp, change: r2(inc - exp) };
  }
  const open25 = { nr: r2(OPEN['301-001-000'] + OPEN['302-001-000']), r: OPEN['303-001-000'] };
  open25.t = r2(open25.nr + open25.r);
  o.nr.open = open25.nr; o.r.open = open25.r; o.t.open = open25.t;
  o.y24.open = r2(open25.t - o.y24.change);
  for (const k of ['nr', 'r', 't', 'y24']) o[k].close = r2(o[k].open + o[k].change);
  return o;
})();
if (Math.abs(myAct.y24.close - myAct.t.open) > 0.001) throw new Error('2024 closing patrimonio');
if (Math.abs(myAct.r.close - MY_BAL['102-002-000'].close) > 0.001) throw new Error('restricted patrimonio = Banorte balance');

// Estado de situación financiera, 31 Dec 2025 (closing balances) and 2024 (opening balances)
const pos = (f) => {
  const cash = r2(f('101-000-000') + f('102-000-000') + f('103-000-000')), deud = f('107-000-000');
  const fixed = r2(f('151-000-000') + f('152-000-000') + f('153-000-000') - f('171-000-000'));
  const prov = f('201-000-000'), imp = f('216-000-000');
  return { cash, deud, curr: r2(cash + deud), fixed, assets: r2(cash + deud + fixed), prov, imp, liab: r2(prov + imp) };
};
export const MY_POS = { y25: pos((c) => MY_BAL[c].close), y24: pos((c) => MY_BAL[c].open) };
MY_POS.y25.nr = myAct.nr.close; MY_POS.y25.r = myAct.r.close; MY_POS.y24.nr = myAct.nr.open; MY_POS.y24.r = myAct.r.open;
for (const k of ['y25', 'y24']) {
  const p = MY_POS[k]; p.equity = r2(p.nr + p.r); p.total = r2(p.liab + p.equity);
  if (Math.abs(p.total - p.assets) > 0.001) throw new Error('balance sheet ' + k + ' ' + p.total + ' vs ' + p.assets);
}
// fixed-asset note
export const MY_FIXED = [
  ['Equipo de transporte', '151-000-000', '171-001-000', 25],
  ['Mobiliario y equipo de oficina', '152-000-000', '171-002-000', 10],
  ['Equipo de cómputo', '153-000-000', '171-003-000', 30],
].map(([label, cost, dep, rate]) => ({ label, cost: B(cost), dep: B(dep), rate, net: r2(B(cost) - B(dep)) }));

// communities of the project (informe)
export const MY_COMM = [
  ['Xcalakoop', 'Tinum', 18, 56, 2840], ['Yaxcabá', 'Yaxcabá', 14, 38, 1960], ['Tixcacaltuyub', 'Yaxcabá', 11, 29, 1425],
  ['Kanxoc', 'Valladolid', 16, 52, 2610], ['Popolá', 'Valladolid', 9, 24, 1180], ['Xocén', 'Valladolid', 19, 61, 3105],
  ['Chemax', 'Chemax', 15, 47, 2290], ['Sisbichén', 'Chemax', 12, 41, 1870], ['Tekom', 'Tekom', 12, 64, 1170],
].map(([name, muni, fam, hives, plants]) => ({ name, muni, fam, hives, plants }));

// CFDI de donativo issued July–December 2025 (SAT portal export)
export const MY_CFDI = [
  ['2025-07-03T10:14:22', 'GCP980312AB4', 'GRUPO CONSTRUCTOR PENINSULAR', 25000.00, 'Vigente'],
  ['2025-07-15T12:40:05', 'AOPM750821HT2', 'MARIA JOSE ANCONA PEON', 3000.00, 'Vigente'],
  ['2025-07-31T18:02:51', 'XAXX010101000', 'PUBLICO EN GENERAL', 4850.00, 'Vigente'],
  ['2025-08-05T09:31:10', 'FSU0504117Q9', 'FARMACIAS DEL SURESTE', 40000.00, 'Vigente'],
  ['2025-08-19T11:05:44', 'CERJ680214MN5', 'JORGE LUIS CERVERA ROSADO', 5000.00, 'Cancelado'],
  ['2025-08-19T11:22:09', 'CERJ680214MN6', 'JORGE LUIS CERVERA ROSADO', 5000.00, 'Vigente'],
  ['2025-08-29T17:48:33', 'XAXX010101000', 'PUBLICO EN GENERAL', 3270.00, 'Vigente'],
  ['2025-09-10T13:15:27', 'HUX110728KJ3', 'HOTELERA UXMAL', 60000.00, 'Vigente'],
  ['2025-09-22T10:40:12', 'XEXX010101000', 'THE CEIBA FUND', MY.tranches[1].mxn, 'Vigente'],
  ['2025-09-30T18:20:05', 'XAXX010101000', 'PUBLICO EN GENERAL', 5115.00, 'Vigente'],
  ['2025-10-07T09:58:41', 'FMD0309224P1', 'FUNDACION MERIDEÑA PARA EL DESARROLLO', 150000.00, 'Vigente'],
  ['2025-10-14T16:11:02', 'GOBA820517RJ9', 'ANA LUCIA GONGORA BAEZA', 2500.00, 'Vigente'],
  ['2025-10-31T18:35:19', 'XAXX010101000', 'PUBLICO EN GENERAL', 6940.00, 'Vigente'],
  ['2025-11-04T10:02:37', 'DAM9106186G1', 'DISTRIBUIDORA AGRICOLA MAYA', 35000.00, 'Cancelado'],
  ['2025-11-04T10:19:50', 'DAM9106186G1', 'DISTRIBUIDORA AGRICOLA MAYA', 30000.00, 'Vigente'],
  ['2025-11-12T12:44:08', 'PAVL790330QW4', 'LUIS FERNANDO PATRON VALES', 10000.00, 'Vigente'],
  ['2025-11-20T09:27:16', 'STS150904M27', 'SERVICIOS TURISTICOS SAC BE', 18500.00, 'Vigente'],
  ['2025-11-28T18:05:55', 'XAXX010101000', 'PUBLICO EN GENERAL', 8415.00, 'Vigente'],
  ['2025-12-03T11:36:29', 'GCP980312AB4', 'GRUPO CONSTRUCTOR PENINSULAR', 25000.00, 'Vigente'],
  ['2025-12-11T13:50:14', 'EACR710906BB8', 'RAFAEL ALBERTO ESCALANTE CAMARA', 7500.00, 'Vigente'],
  ['2025-12-15T10:08:47', 'IEL1702135U8', 'IMPULSORA DE ENERGIA LIMPIA DEL SURESTE', 120000.00, 'Vigente'],
  ['2025-12-19T15:42:31', 'SOMB850112LK3', 'BEATRIZ ELENA SOSA MEDINA', 1500.00, 'Cancelado'],
  ['2025-12-31T17:59:02', 'XAXX010101000', 'PUBLICO EN GENERAL', 11280.00, 'Vigente'],
].map(([at, rfc, name, total, status], i) => ({ at, rfc, name, total, status, i }));
{
  // deterministic UUIDs and cancellation dates
  let s = 20250701;
  const rnd = () => { s = (Math.imul(s, 1103515245) + 12345) >>> 0; return s; };
  const hex = (n) => Array.from({ length: n }, () => (rnd() >>> 8) % 16).map((x) => x.toString(16).toUpperCase()).join('');
  for (const c of MY_CFDI) {
    c.uuid = `${hex(8)}-${hex(4)}-4${hex(3)}-A${hex(3)}-${hex(12)}`;
    const t = new Date(Date.parse(c.at + 'Z') + (9 + (rnd() % 50)) * 1000);
    c.cert = t.toISOString().slice(0, 19);
    if (c.status === 'Cancelado') c.cancelAt = c.at.slice(0, 10) + 'T' + (c.at.slice(11, 13) === '11' ? '11:20:31' : c.at.slice(11, 13) === '10' ? '10:17:02' : '16:03:45');
  }
}

// BBVA operating account, 1 January – 28 February 2026 (newest first in the file); the opening balance is the
// balanza's closing balance of 102-001-000, the IMSS and ISR payments settle the balanza's December liabilities.
export const MY_BANK_OPEN = MY_BAL['102-001-000'].close;
export const MY_BANK = [
  ['2026-01-02', 'PAGO CUENTA DE TERCERO/ 0043812 RENTA ENERO INMOBILIARIA ITZIMNA', 11000.00, 0],
  ['2026-01-06', 'SPEI RECIBIDOBANORTE/ 0198234 DONATIVO GRUPO CONSTRUCTOR PENINSULAR', 0, 25000.00],
  ['2026-01-09', 'DEPOSITO EN EFECTIVO/ 0000417 VENTA MIEL FERIA XMATKUIL', 0, 6480.00],
  ['2026-01-15', 'PAGO DE NOMINA/ 0000001 DISPERSION QNA 01 ENE', 33150.00, 0],
  ['2026-01-16', 'PAGO SUA IMSS/ 0125001 CUOTAS DIC 2025', MY_BAL['216-002-000'].close, 0],
  ['2026-01-17', 'PAGO REFERENCIADO SAT/ 0260117 ISR RETENCIONES SALARIOS DIC 2025', MY_BAL['216-001-000'].close, 0],
  ['2026-01-20', 'SPEI RECIBIDOBBVA/ 0772150 DONATIVO HOTELERA UXMAL', 0, 60000.00],
  ['2026-01-22', 'PAGO CFE/ 0441208 LUZ OFICINA BIM ENE', 1842.00, 0],
  ['2026-01-26', 'SPEI ENVIADO BANORTE/ 0065221 VIVERO XTOLOC FACT 1187', MY_BAL['201-001-000'].close, 0],
  ['2026-01-26', 'COMISION SPEI/ 0065221', 6.00, 0],
  ['2026-01-26', 'IVA COMISION SPEI/ 0065221', 0.96, 0],
  ['2026-01-30', 'PAGO DE NOMINA/ 0000002 DISPERSION QNA 02 ENE', 33150.00, 0],
  ['2026-01-31', 'COMISION MANEJO DE CUENTA/ ENE 2026', 250.00, 0],
  ['2026-01-31', 'IVA COMISION MANEJO DE CUENTA/ ENE 2026', 40.00, 0],
  ['2026-02-02', 'PAGO CUENTA DE TERCERO/ 0043907 RENTA FEBRERO INMOBILIARIA ITZIMNA', 11000.00, 0],
  ['2026-02-04', 'SPEI RECIBIDOSANTANDER/ 0310457 DONATIVO FARMACIAS DEL SURESTE', 0, 40000.00],
  ['2026-02-10', 'PAGO TELMEX/ 9991023 TELEFONO E INTERNET FEB', 899.00, 0],
  ['2026-02-13', 'PAGO DE NOMINA/ 0000003 DISPERSION QNA 01 FEB', 33150.00, 0],
  ['2026-02-16', 'SPEI RECIBIDOSTP/ 8812044 DONATIVOS EN LINEA ENE', 0, 9760.00],
  ['2026-02-17', 'PAGO SUA IMSS/ 0225001 CUOTAS ENE 2026', 14903.40, 0],
  ['2026-02-17', 'PAGO REFERENCIADO SAT/ 0260217 ISR RETENCIONES SALARIOS ENE 2026', 7380.00, 0],
  ['2026-02-19', 'DEPOSITO EN EFECTIVO/ 0000452 VENTA MIEL TIENDA', 0, 3240.00],
  ['2026-02-24', 'SPEI ENVIADO BANAMEX/ 0071904 HONORARIOS CONTABLES ENE CANCHE PECH', 5800.00, 0],
  ['2026-02-24', 'COMISION SPEI/ 0071904', 6.00, 0],
  ['2026-02-24', 'IVA COMISION SPEI/ 0071904', 0.96, 0],
  ['2026-02-27', 'PAGO DE NOMINA/ 0000004 DISPERSION QNA 02 FEB', 33150.00, 0],
  ['2026-02-28', 'COMISION MANEJO DE CUENTA/ FEB 2026', 250.00, 0],
  ['2026-02-28', 'IVA COMISION MANEJO DE CUENTA/ FEB 2026', 40.00, 0],
].map(([date, concept, cargo, abono]) => ({ date, concept, cargo, abono }));
{
  let bal = MY_BANK_OPEN;
  for (const t of MY_BANK) { bal = r2(bal - t.cargo + t.abono); t.saldo = bal; }
}
export const MY_BANK_CLOSE = MY_BANK.at(-1).saldo;

// hardware-store ticket (WhatsApp photo)
export const MY_TICKET = {
  store: 'FERRETERIA Y MATERIALES EL HENEQUEN', street: 'CALLE 26 No. 104 X 27 Y 29, CENTRO', city: 'MOTUL, YUCATAN C.P. 97430',
  rfc: 'FMH030515TQ2', ticket: '058213', date: '2025-09-12', time: '11:47', caja: '02', cashier: 'MARIBEL',
  items: [
    [2, 'MALLA SOMBRA 70% 4X10M', 689.00],
    [3, 'MANGUERA 1/2 PULG 25M', 214.50],
    [10, 'BOLSA VIVERO 30X30 PAQ 100', 58.90],
    [1, 'CARRETILLA 90 LTS', 1249.00],
    [6, 'ALAMBRE GALV CAL 14 KG', 46.80],
  ].map(([qty, name, price]) => ({ qty, name, price, amt: r2(qty * price) })),
  cash: 5000.00,
};
MY_TICKET.subtotal = sum(MY_TICKET.items.map((i) => i.amt));
MY_TICKET.iva = r2(MY_TICKET.subtotal * 0.16);
MY_TICKET.total = r2(MY_TICKET.subtotal + MY_TICKET.iva);
MY_TICKET.change = r2(MY_TICKET.cash - MY_TICKET.total);

// =====================================================================================================
// CASES
// =====================================================================================================
const en = (v, dp = 2) => Number(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const parts = (iso) => iso.split('-').map(Number);
const unique = (arr, key, dir, what) => {
  const s = [...arr].sort((a, b) => (dir === 'max' ? key(b) - key(a) : key(a) - key(b)));
  if (key(s[0]) === key(s[1])) throw new Error('tie for ' + what);
  return s[0];
};
// accepted written forms of a date: day-first numeric forms only (both countries write the day first)
const datePhrases = (iso, lang) => {
  const [y, m, d] = parts(iso);
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const out = [`${d} ${MONTHS[m - 1]} ${y}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${dd}.${mm}.${y}`, `${d}.${m}.${y}`, `${dd}/${mm}/${y}`, `${d}/${m}/${y}`, iso];
  if (lang === 'de') out.push(`${d} ${MONATE[m - 1]} ${y}`);
  if (lang === 'es') out.push(`${d} de ${MESES[m - 1]} de ${y}`, `${d} ${MESES[m - 1]} ${y}`);
  if (d < 10) out.push(`0${d} ${MONTHS[m - 1]} ${y}`);
  return [...new Set(out.map((s) => s.toLowerCase()))];
};
const longDate = (iso) => { const [y, m, d] = parts(iso); return `${d} ${MONTHS[m - 1]} ${y}`; };

const CASES_RAW = [];
// number: q(org, kind, question, value, {dp, tol, unit, ideal(v) -> lead sentence, wrong: value, wrongLead(v)})
function num(org, kind, question, value, o) {
  const dp = o.dp ?? 2;
  const v = Math.round(value * 10 ** dp) / 10 ** dp;
  const tol = o.tol ?? (kind === 'count' ? 0 : kind === 'percent' || kind === 'ratio' ? 0.01 : 0.005);
  const cur = o.cur ?? (org === 'weserbogen' ? '€' : '$');
  const f = (x) => (o.money === false ? en(x, o.sdp ?? dp) : `${cur}${en(x, o.sdp ?? 2)}`);
  if (Math.abs(o.wrong - v) <= Math.max(tol * Math.abs(v), 0.005) * 1.5) throw new Error(`wrong too close: ${question}`);
  CASES_RAW.push({ org, kind, question, answer: { type: 'number', value: v, tolerance: tol },
    ideal: `${o.lead(f(v), v)} ${o.why}`, wrong: `${o.lead(f(o.wrong), o.wrong)} ${o.wrongWhy ?? ''}`.trim() });
}
function txt(org, kind, question, any, o) {
  if (any.some((p) => o.wrong.toLowerCase().split(/(?<=[.!?])\s/)[0].includes(p.toLowerCase()))) throw new Error(`wrong text contains an accepted phrase: ${question}`);
  CASES_RAW.push({ org, kind, question, answer: { type: 'text', any }, ideal: o.ideal, wrong: o.wrong });
}
function nf(org, question, o) {
  CASES_RAW.push({ org, kind: 'notfound', question, answer: { type: 'notfound' }, ideal: o.ideal, wrong: o.wrong });
}

// ---------------------------------------------------------------- weserbogen
{
  const W = 'weserbogen';
  const S = WS_STAT;
  const tot25 = wsTotal(2025), tot24 = wsTotal(2024);
  const ideell = wsSec(wsSection('ideell'));
  const person = r2(wsLine('gehaelter') + wsLine('sozial'));
  const spenden = WS_DATEV.filter((p) => p.gegen === 4100);
  const geldauf = WS_DATEV.filter((p) => p.gegen === 4150);
  const held = WS_CAFE.filter((c) => c.n !== null);
  const hoursTot = S.stunden.reduce((s, x) => s + x, 0), closedTot = S.gesamt.reduce((s, x) => s + x, 0);
  const bankSpenden = WS_BANK.filter((t) => t.amount > 0 && /^Spende/.test(t.purpose));
  const rueck = WS_BANK.filter((t) => t.type === 'RUECKLASTSCHRIFT');
  const kost10out = WS_DATEV.filter((p) => p.kost === 10 && p.sh === 'H');
  const M0 = (i) => MONTHS[i];

  // lookup 7
  num(W, 'lookup', 'how much did we take in in spenden in 2025 acc to the eür', wsLine('spenden'), { wrong: wsLine('spenden', 2024),
    lead: (f) => `Spenden in 2025 came to ${f}.`, why: 'That is the Spenden line of the ideeller Bereich in the 2025 EÜR (2024: €' + en(wsLine('spenden', 2024)) + ').' });
  num(W, 'lookup', 'what did the krankenkassen pay us under 39a in 2024?', wsLine('kk', 2024), { wrong: wsLine('kk'),
    lead: (f) => `The Krankenkassen paid ${f} under § 39a SGB V in 2024.`, why: 'That is the Vorjahr column of the EÜR line "Förderung der Krankenkassen"; 2025 was €' + en(wsLine('kk')) + '.' });
  num(W, 'lookup', 'ehrenamt einsatzstunden in august 2025?', S.stunden[7], { dp: 0, money: false, wrong: S.stunden[6],
    lead: (f) => `Volunteers put in ${f} Einsatzstunden in August 2025.`, why: 'From the Begleitungen sheet of the Begleitungsstatistik 2025.' });
  num(W, 'lookup', 'tagesgeld balance at 31.12.25?', WS_FUNDS25.tagesgeld, { wrong: WS_FUNDS24.tagesgeld + WS_TRANSFER,
    lead: (f) => `The Tagesgeld account stood at ${f} on 31.12.2025.`, why: 'Per the Vermögensübersicht on the last page of the EÜR (31.12.2024: €' + en(WS_FUNDS24.tagesgeld) + ').' });
  num(W, 'lookup', 'what was the total on the kerzen-haus heinemann bon', WS_BON.total, { wrong: WS_BON.vat[0].gross,
    lead: (f) => `The Kerzen-Haus Heinemann receipt totals ${f}.`, why: `It is dated 18.11.2025, paid by girocard, and includes €${en(sum(WS_BON.vat.map((v) => v.tax)))} of MwSt.` });
  num(W, 'lookup', 'freie rücklage stand end of 2025 pls', wsReserve(/Freie/).close, { wrong: wsReserve(/Freie/).open,
    lead: (f) => `The freie Rücklage stood at ${f} at 31.12.2025.`, why: `It was €${en(wsReserve(/Freie/).open)} at 1.1.2025 plus a Zuführung of €${en(wsReserve(/Freie/).add)} (treasurer's report, Rücklagen table).` });
  num(W, 'lookup', 'how much did the kassen approve for 2026 in the new bescheid', WS.bescheid2026, { wrong: wsLine('kk'),
    lead: (f) => `The Krankenkassen approved ${f} for 2026.`, why: 'Per the Bescheid of 18 February 2026 quoted in the treasurer\'s report.' });
  // sum 5
  num(W, 'sum', 'total spenden booked in the datev q4 export (oct-dec 25)', sum(spenden.map((p) => p.amt)), { wrong: sum(WS_DATEV.filter((p) => p.sh === 'S' && [4100, 4150].includes(p.gegen)).map((p) => p.amt)),
    lead: (f) => `Donations (account 4100) booked October–December 2025 total ${f}.`, why: `That is ${spenden.length} postings in the DATEV Buchungsstapel.` });
  num(W, 'sum', 'how many begleitungen did we close in h1 2025, all settings', S.gesamt.slice(0, 6).reduce((s, x) => s + x, 0), { dp: 0, money: false, wrong: S.zuhause.slice(0, 6).reduce((s, x) => s + x, 0),
    lead: (f) => `${f} Begleitungen were closed in January–June 2025.`, why: 'Summing zu Hause, Pflegeheim and Krankenhaus for the first six months of the statistics.' });
  num(W, 'sum', 'gehälter + aok sozialabgaben paid out of giro jan-mar 2026, total', -sum(WS_BANK.filter((t) => /Gehaelter|Beitragsnachweis/.test(t.purpose)).map((t) => t.amount)), { wrong: -sum(WS_BANK.filter((t) => /Gehaelter/.test(t.purpose)).map((t) => t.amount)),
    lead: (f) => `Salaries and AOK contributions paid January–March 2026 total ${f}.`, why: 'Three salary transfers of €8,280.00 and three AOK direct debits of €1,701.35 on the Sparkasse export.' });
  num(W, 'sum', 'personalkosten 2025 all in - gehälter plus sozialabgaben, per the eür', person, { wrong: wsLine('gehaelter'),
    lead: (f) => `Gehälter plus Sozialabgaben came to ${f} in 2025.`, why: `€${en(wsLine('gehaelter'))} of salaries and €${en(wsLine('sozial'))} of social charges (EÜR, ideeller Bereich).` });
  num(W, 'sum', 'geldauflagen that came in oct–dec 25 per datev, total?', sum(geldauf.map((p) => p.amt)), { wrong: wsLine('geldauflagen'),
    lead: (f) => `Geldauflagen booked in Q4 2025 total ${f}.`, why: `${geldauf.length} postings to account 4150.` });
  // difference 4
  num(W, 'difference', 'how much more spenden in 2025 than 2024', r2(wsLine('spenden') - wsLine('spenden', 2024)), { wrong: r2(wsLine('spenden') + wsLine('geldauflagen') - wsLine('spenden', 2024) - wsLine('geldauflagen', 2024)),
    lead: (f) => `Spenden were ${f} higher in 2025 than in 2024.`, why: `€${en(wsLine('spenden'))} against €${en(wsLine('spenden', 2024))}.` });
  num(W, 'difference', 'by how many did membership grow over 2025 (end 24 to end 25)', WS.members.end25 - WS.members.end24, { dp: 0, money: false, wrong: WS.members.joined,
    lead: (f) => `Membership grew by ${f} in 2025.`, why: `From ${WS.members.end24} to ${WS.members.end25} members (${WS.members.joined} joined, ${WS.members.left} left).` });
  num(W, 'difference', 'how many more km did the ehrenamtliche drive in dec than in jan 2025', S.km[11] - S.km[0], { dp: 0, money: false, wrong: S.km[10] - S.km[0],
    lead: (f) => `They drove ${f} km more in December than in January 2025.`, why: `${en(S.km[11], 0)} km against ${en(S.km[0], 0)} km (Fahrtkosten sheet).` });
  num(W, 'difference', 'how much did the overall überschuss change from 2024 to 2025? positive number', Math.abs(r2(tot25.res - tot24.res)), { wrong: Math.abs(r2(ideell.res - wsSec(wsSection('ideell'), 2024).res)),
    lead: (f) => `The overall result changed by ${f} from 2024 to 2025.`, why: `The Gesamtergebnis was €${en(tot25.res)} in 2025 against €${en(tot24.res)} in 2024.` });
  // percent 4
  num(W, 'percent', 'krankenkassen förderung as a % of total einnahmen 2025 (all 4 spheres)', wsLine('kk') / tot25.inc * 100, { wrong: wsLine('kk') / ideell.inc * 100,
    lead: (f) => `The Krankenkassen funding was ${f}% of total 2025 income.`, money: false, why: `€${en(wsLine('kk'))} of €${en(tot25.inc)} across the four spheres.` });
  num(W, 'percent', 'what % of the begleitungen we closed in 2025 were zu hause', S.zuhause.reduce((s, x) => s + x, 0) / closedTot * 100, { money: false, wrong: S.zuhause.reduce((s, x) => s + x, 0) / S.anfragen.reduce((s, x) => s + x, 0) * 100,
    lead: (f) => `${f}% of the Begleitungen closed in 2025 were at home.`, why: `${S.zuhause.reduce((s, x) => s + x, 0)} of ${closedTot}.` });
  num(W, 'percent', 'mitgliedsbeiträge growth 2024 to 2025 as a %', (wsLine('beitraege') / wsLine('beitraege', 2024) - 1) * 100, { money: false, wrong: (WS.members.end25 / WS.members.end24 - 1) * 100,
    lead: (f) => `Mitgliedsbeiträge grew by ${f}%.`, why: `From €${en(wsLine('beitraege', 2024))} to €${en(wsLine('beitraege'))}.` });
  num(W, 'percent', 'what share of ideeller bereich ausgaben 2025 went on gehälter + sozialabgaben, as %', person / ideell.exp * 100, { money: false, wrong: person / tot25.exp * 100,
    lead: (f) => `Salaries and social charges were ${f}% of the ideeller Bereich's 2025 spending.`, why: `€${en(person)} of €${en(ideell.exp)}.` });
  // ratio 2
  num(W, 'ratio', 'ehrenamt hours per closed begleitung in 2025', hoursTot / closedTot, { money: false, wrong: hoursTot / S.anfragen.reduce((s, x) => s + x, 0),
    lead: (f) => `That is about ${f} volunteer hours per closed Begleitung.`, why: `${en(hoursTot, 0)} hours over ${closedTot} closed Begleitungen in 2025.` });
  num(W, 'ratio', 'how many months of 2025 personalkosten (gehälter+sozialabgaben) would the betriebsmittelrücklage at 31.12.25 cover', wsReserve(/Betriebsmittel/).close / (person / 12), { money: false, wrong: wsReserve(/Betriebsmittel/).open / (person / 12),
    lead: (f) => `The Betriebsmittelrücklage covers about ${f} months.`, why: `€${en(wsReserve(/Betriebsmittel/).close)} against monthly personnel costs of €${en(person / 12)}.` });
  // average 3
  num(W, 'average', 'avg monthly ehrenamt hours in 2025', hoursTot / 12, { money: false, wrong: hoursTot / 10,
    lead: (f) => `Volunteers averaged ${f} Einsatzstunden a month in 2025.`, why: `${en(hoursTot, 0)} hours over 12 months.` });
  num(W, 'average', 'avg attendance at the trauercafé in 2025, only counting the ones that happened', held.reduce((s, c) => s + c.n, 0) / held.length, { money: false, wrong: held.reduce((s, c) => s + c.n, 0) / 12,
    lead: (f) => `The Trauercafé averaged ${f} participants.`, why: `${held.reduce((s, c) => s + c.n, 0)} participants over the ${held.length} meetings held (two were cancelled).` });
  num(W, 'average', 'average spende per booking in the q4 datev file', sum(spenden.map((p) => p.amt)) / spenden.length, { wrong: sum(spenden.map((p) => p.amt)) / 3,
    lead: (f) => `The average donation posting in Q4 2025 was ${f}.`, why: `€${en(sum(spenden.map((p) => p.amt)))} over ${spenden.length} postings to account 4100.` });
  // count 3
  num(W, 'count', 'how many trauercafés were cancelled in 2025', WS_CAFE.length - held.length, { dp: 0, money: false, wrong: 1,
    lead: (f) => `${f} Trauercafé dates were cancelled in 2025.`, why: 'January (Glatteis) and August (Sommerpause).' });
  num(W, 'count', 'how many rücklastschriften hit the giro jan-mar 26', rueck.length, { dp: 0, money: false, wrong: rueck.length - 1,
    lead: (f) => `There were ${f} Rücklastschriften from January to March 2026.`, why: 'All three are returned 2026 membership debits.' });
  num(W, 'count', 'how many q4 bookings are on kostenstelle 40', WS_DATEV.filter((p) => p.kost === 40).length, { dp: 0, money: false, wrong: WS_DATEV.filter((p) => p.kost === 40).length + 1,
    lead: (f) => `${f} Q4 postings carry Kostenstelle 40.`, why: 'The benefit concert takings, the artist fee and the GEMA fee.' });
  // date 4
  const bigGA = unique(geldauf, (p) => p.amt, 'max', 'Geldauflage');
  txt(W, 'date', 'when did the biggest geldauflage in q4 come in (belegdatum)', datePhrases(bigGA.date, 'de'), {
    ideal: `The largest Q4 Geldauflage (€${en(bigGA.amt)}, StA Hannover) is dated ${longDate(bigGA.date)}. DATEV gives the Belegdatum as "${bigGA.date.slice(8)}${bigGA.date.slice(5, 7)}" in the 2025 batch.`,
    wrong: `The largest Q4 Geldauflage came in on ${longDate('2025-10-06')}.` });
  txt(W, 'date', 'when was the kassenprüfung for 2025 done', datePhrases(WS.auditDate, 'de'), {
    ideal: `The Kassenprüfung took place on ${longDate(WS.auditDate)}. ${WS.auditors.join(' and ')} found no objections.`,
    wrong: `The Kassenprüfung was on ${longDate(WS.eurDate)}.` });
  txt(W, 'date', 'date of the krankenkassen bescheid for 2026?', datePhrases(WS.bescheidDate, 'de'), {
    ideal: `The 2026 Bescheid is dated ${longDate(WS.bescheidDate)}, approving €${en(WS.bescheid2026)}.`,
    wrong: `The 2026 Bescheid is dated ${longDate(WS.auditDate)}.` });
  const einzug = WS_BANK.find((t) => t.sammler);
  txt(W, 'date', 'what day did the mitgliedsbeitrag einzug 2026 land on the giro', datePhrases(einzug.date, 'de'), {
    ideal: `The membership-fee collection was credited on ${longDate(einzug.date)}, €${en(einzug.amount)} for 291 direct debits.`,
    wrong: `The membership-fee collection was credited on ${longDate('2026-01-19')}.` });
  // extreme 4
  const topMonth = unique(S.anfragen.map((n, i) => ({ n, i })), (x) => x.n, 'max', 'Anfragen').i;
  txt(W, 'extreme', 'which month in 2025 had the most neue anfragen', [MONTHS[topMonth].toLowerCase(), MONATE[topMonth].toLowerCase()], {
    ideal: `${M0(topMonth)} (${MONATE[topMonth]}) 2025 had the most new requests, ${S.anfragen[topMonth]}.`,
    wrong: `${M0(2)} 2025 had the most new requests, ${S.anfragen[2]}.` });
  const bigSp = unique(bankSpenden, (t) => t.amount, 'max', 'bank Spende');
  num(W, 'extreme', 'biggest single spende on the giro jan-mar 2026, how much', bigSp.amount, { wrong: 2500,
    lead: (f) => `The largest donation January–March 2026 was ${f}.`, why: `"${bigSp.purpose}" from ${bigSp.party} on ${longDate(bigSp.date)}.` });
  const topCafe = unique(held, (c) => c.n, 'max', 'Trauercafé');
  txt(W, 'extreme', 'which trauercafé had the best turnout', datePhrases(topCafe.date, 'de'), {
    ideal: `The Trauercafé of ${longDate(topCafe.date)} had the best turnout, ${topCafe.n} participants.`,
    wrong: `The Trauercafé of ${longDate('2025-12-14')} had the best turnout.` });
  const exp2 = unique(wsSection('ideell').exp.filter((l) => !['gehaelter', 'sozial'].includes(l[0])), (l) => l[2], 'max', 'ideell expense');
  if (exp2[0] !== 'raum') throw new Error('expected Raumkosten');
  txt(W, 'extreme', 'biggest ausgaben line in the ideeller bereich 2025 apart from gehälter and sozialabgaben', ['raumkosten', 'miete', 'premises', 'room costs'], {
    ideal: `Raumkosten (Miete und Nebenkosten) were the largest at €${en(exp2[2])}.`,
    wrong: `Fahrtkostenerstattung Ehrenamtliche was the largest at €${en(wsLine('fahrt'))}.` });
  // filter 3
  num(W, 'filter', 'q4 datev: total of the spenden postings of €1,000 or more', sum(spenden.filter((p) => p.amt >= 1000).map((p) => p.amt)), { wrong: sum(spenden.filter((p) => p.amt > 1000).map((p) => p.amt)),
    lead: (f) => `Donation postings of €1,000 or more total ${f}.`, why: `${spenden.filter((p) => p.amt >= 1000).length} postings in October–December 2025.` });
  num(W, 'filter', 'how much came in as spenden on the sparkasse export jan-mar 26? only donations, not zuschuss / geldauflagen / beiträge', sum(bankSpenden.map((t) => t.amount)), { wrong: sum(WS_BANK.filter((t) => t.amount > 0 && !t.sammler).map((t) => t.amount)),
    lead: (f) => `Donations received January–March 2026 total ${f}.`, why: `${bankSpenden.length} credits with "Spende" in the purpose.` });
  num(W, 'filter', 'q4 2025: total money out booked to kost 10', sum(kost10out.map((p) => p.amt)), { wrong: sum(WS_DATEV.filter((p) => p.kost === 10).map((p) => p.amt)) - 8040,
    lead: (f) => `Payments on Kostenstelle 10 in Q4 2025 total ${f}.`, why: 'Salaries, social charges, volunteer mileage, supervision and the Gedenkfeier costs.' });
  // variance 3
  const persRow = wsPlanRow(/^Personal/);
  num(W, 'variance', 'haushaltsplan 2026 personalkosten vs ist 2025 - how much higher is the plan', r2(persRow[2] - wsPlanIst(persRow)), { wrong: r2(persRow[2] - person),
    lead: (f) => `The 2026 plan for Personalkosten is ${f} above Ist 2025.`, why: `€${en(persRow[2])} planned against €${en(wsPlanIst(persRow))} actual.` });
  num(W, 'variance', 'how much more is the 2026 kassen bescheid than what they paid in 2025', r2(WS.bescheid2026 - wsLine('kk')), { wrong: r2(WS.bescheid2026 - wsLine('kk', 2024)),
    lead: (f) => `The 2026 Bescheid is ${f} more than the 2025 funding.`, why: `€${en(WS.bescheid2026)} against €${en(wsLine('kk'))}.` });
  const spRow = wsPlanRow(/^Spenden/, 'inc');
  num(W, 'variance', 'plan 26 spenden und geldauflagen vs ist 25: how much lower is the plan (positive number)', r2(wsPlanIst(spRow) - spRow[2]), { wrong: r2(wsLine('spenden', 2024) + wsLine('geldauflagen', 2024) - spRow[2]),
    lead: (f) => `The 2026 plan for Spenden und Geldauflagen is ${f} below Ist 2025.`, why: `€${en(spRow[2])} planned against €${en(wsPlanIst(spRow))} actual.` });
  // text 3
  txt(W, 'text', 'whos our schatzmeisterin', ['wollenberg'], {
    ideal: `Your Schatzmeisterin is ${WS.treasurer}, who signed the treasurer's report.`, wrong: `Your Schatzmeisterin is ${WS.chair.replace('Dr. ', '')}.` });
  txt(W, 'text', 'who do the monthly sozialabgaben lastschriften go to', ['aok'], {
    ideal: 'They go to the AOK Niedersachsen (Folgelastschrift "Beitragsnachweis", €1,701.35 a month in 2026).', wrong: 'They go to the Deutsche Rentenversicherung.' });
  txt(W, 'text', 'which steuerberater did the eür 2025', ['brandt & oltmanns', 'brandt und oltmanns', 'brandt'], {
    ideal: `The EÜR 2025 was prepared by ${WS.taxAdvisor}, Hameln.`, wrong: `The EÜR 2025 was prepared by ${WS.auditors[0]}.` });
  // notfound 5
  nf(W, 'spenden in 2023?', { ideal: 'I can\'t find 2023 figures in your documents: the EÜR covers only 2025 with 2024 comparatives.', wrong: 'Spenden in 2023 were €38,940.20.' });
  nf(W, 'how many aktive ehrenamtliche do we have right now', { ideal: 'I can\'t find a count of active volunteers in your documents; the statistics give hours and Begleitungen, not the number of Ehrenamtliche.', wrong: 'You have 46 active Ehrenamtliche.' });
  nf(W, 'spenden booked in datev in september 2025?', { ideal: 'I can\'t find September 2025 postings in your documents: the DATEV export runs from 1 October to 31 December 2025.', wrong: 'Spenden booked in September 2025 were €3,180.00.' });
  nf(W, 'what does our koordinatorin earn per month, just her', { ideal: 'I can\'t find an individual salary in your documents; salaries appear only as totals.', wrong: 'The Koordinatorin earns €4,140.00 a month.' });
  nf(W, 'mwst on the druckerei reinecke flyer rechnung', { ideal: 'I can\'t find the Druckerei Reinecke invoice in your documents; only its €412.30 payment appears in the DATEV export.', wrong: 'The Druckerei Reinecke invoice carries €65.83 MwSt.' });
}

// ---------------------------------------------------------------- mayab
{
  const X = 'mayab';
  const don = MY_BAL['401-000-000'].close;
  const vig = MY_CFDI.filter((c) => c.status === 'Vigente');
  const commSum = (f) => MY_COMM.filter(f);
  const proj = { budget: sum(MY_PROJECT.map((p) => p.budget)), spent: MY_RELEASE };
  const salaries = r2(MY_BAL['601-001-000'].close + MY_BAL['501-006-000'].close);
  const fees = MY_BANK.filter((t) => /COMISION/.test(t.concept));
  const comis = fees.filter((t) => !/^IVA/.test(t.concept));
  const janAb = MY_BANK.filter((t) => t.date.startsWith('2026-01') && t.abono > 0);
  const liab = MY_POS.y25.liab;
  const M = (c) => MY_BAL[c].close;
  // lookup 6
  num(X, 'lookup', 'saldo final de la cuenta bbva operativa al 31 dic 2025 per the balanza', M('102-001-000'), { wrong: M('102-000-000'),
    lead: (f) => `The BBVA operating account closed 2025 at ${f}.`, why: 'Saldo actual deudor of 102-001-000 in the December balanza.' });
  num(X, 'lookup', 'cuanto recibimos en donativos en especie en 2025', M('401-003-000'), { wrong: myAct.y24 && MY_ACT.inc[2].y24,
    lead: (f) => `Donativos en especie were ${f} in 2025.`, why: 'Account 401-003-000 and the estado de actividades.' });
  num(X, 'lookup', 'how many kg of honey did the meliponas project produce in 2025', MY.honeyKg, { dp: 1, money: false, wrong: 381.6,
    lead: (f) => `The project produced ${f} kg of melipona honey in 2025.`, why: 'Per the annual report to The Ceiba Fund.' });
  num(X, 'lookup', 'total ingresos 2024 per the estado de actividades', myAct.y24.inc, { wrong: myAct.t.inc,
    lead: (f) => `Total ingresos for 2024 were ${f}.`, why: 'The Total 2024 column of the estado de actividades.' });
  num(X, 'lookup', 'cuanto fue el total del ticket de la ferreteria', MY_TICKET.total, { wrong: MY_TICKET.subtotal,
    lead: (f) => `The ferretería ticket totals ${f}.`, why: `Subtotal $${en(MY_TICKET.subtotal)} plus IVA 16% of $${en(MY_TICKET.iva)}.` });
  num(X, 'lookup', 'tipo de cambio used for the september usd tranche', MY.tranches[1].rate, { dp: 4, money: false, sdp: 4, wrong: MY.tranches[0].rate,
    lead: (f) => `The September 2025 tranche was converted at ${f} pesos per dollar.`, why: `USD ${en(MY.tranches[1].usd, 0)} = $${en(MY.tranches[1].mxn)} (note on donativos del extranjero).` });
  // sum 5
  num(X, 'sum', 'total donativos 2025 all types (efectivo nacional, extranjero y especie)', don, { wrong: r2(don - M('401-003-000')),
    lead: (f) => `Donations of all kinds came to ${f} in 2025.`, why: 'Account 401-000-000: nacionales, del extranjero and en especie.' });
  num(X, 'sum', 'sum of the vigente donation cfdis issued in nov 2025', sum(vig.filter((c) => c.at.startsWith('2025-11')).map((c) => c.total)), { wrong: sum(MY_CFDI.filter((c) => c.at.startsWith('2025-11')).map((c) => c.total)),
    lead: (f) => `Vigente donation CFDIs issued in November 2025 total ${f}.`, why: 'Excluding the cancelled Distribuidora Agrícola Maya receipt.' });
  num(X, 'sum', 'total plantas sembradas in the valladolid municipio communities', MY_COMM.filter((c) => c.muni === 'Valladolid').reduce((s, c) => s + c.plants, 0), { dp: 0, money: false, wrong: MY_COMM.filter((c) => c.muni === 'Yaxcabá').reduce((s, c) => s + c.plants, 0),
    lead: (f) => `The Valladolid communities planted ${f} trees.`, why: 'Kanxoc, Popolá and Xocén.' });
  num(X, 'sum', 'abonos total in bbva in jan 2026', sum(janAb.map((t) => t.abono)), { wrong: sum(janAb.filter((t) => /SPEI/.test(t.concept)).map((t) => t.abono)),
    lead: (f) => `Deposits into BBVA in January 2026 total ${f}.`, why: 'Two SPEI donations and a cash deposit from honey sales.' });
  num(X, 'sum', 'gastos de admin + gastos financieros 2025 combined', r2(M('601-000-000') + M('701-000-000')), { wrong: r2(MY_ACT.other[0].y24 + MY_ACT.other[1].y24),
    lead: (f) => `Administration and financial expenses together were ${f} in 2025.`, why: `$${en(M('601-000-000'))} + $${en(M('701-000-000'))}.` });
  // difference 4
  num(X, 'difference', 'how much did efectivo y equivalentes change from 31 dic 24 to 31 dic 25 (positive)', Math.abs(r2(MY_POS.y25.cash - MY_POS.y24.cash)), { wrong: Math.abs(r2(M('102-000-000') - MY_BAL['102-000-000'].open)),
    lead: (f) => `Efectivo y equivalentes changed by ${f}.`, why: `$${en(MY_POS.y24.cash)} at 31 December 2024 to $${en(MY_POS.y25.cash)} at 31 December 2025.` });
  num(X, 'difference', 'how much more went to costos de programas than gastos de administracion in 2025', r2(myAct.t.prog - M('601-000-000')), { wrong: r2(myAct.y24.prog - MY_ACT.other[0].y24),
    lead: (f) => `Programme costs exceeded administration by ${f} in 2025.`, why: `$${en(myAct.t.prog)} against $${en(M('601-000-000'))}.` });
  num(X, 'difference', 'cuanto cambio el saldo bbva entre 31/12/25 y 28/02/26, positive number', Math.abs(r2(MY_BANK_CLOSE - MY_BANK_OPEN)), { wrong: Math.abs(r2(MY_BANK_CLOSE - MY_BANK_OPEN)) + 11000,
    lead: (f) => `The BBVA balance changed by ${f}.`, why: `From $${en(MY_BANK_OPEN)} to $${en(MY_BANK_CLOSE)}.` });
  const tek = MY_COMM.find((c) => c.name === 'Tekom'), pop = MY_COMM.find((c) => c.name === 'Popolá');
  num(X, 'difference', 'how many more colmenas does tekom have than popola', tek.hives - pop.hives, { dp: 0, money: false, wrong: tek.fam - pop.fam,
    lead: (f) => `Tekom has ${f} more hives than Popolá.`, why: `${tek.hives} against ${pop.hives}.` });
  // percent 4
  num(X, 'percent', 'what % of total donativos 2025 came from abroad', M('401-002-000') / don * 100, { money: false, wrong: M('401-002-000') / myAct.t.inc * 100 + 2,
    lead: (f) => `${f}% of 2025 donations came from abroad.`, why: `$${en(M('401-002-000'))} of $${en(don)}.` });
  num(X, 'percent', '% ejercido of the whole meliponas budget 2025', proj.spent / proj.budget * 100, { money: false, wrong: 100 - proj.spent / proj.budget * 100,
    lead: (f) => `The project spent ${f}% of its 2025 budget.`, why: `$${en(proj.spent)} of $${en(proj.budget)}.` });
  num(X, 'percent', 'growth in total ingresos 2025 vs 2024 as %', (myAct.t.inc / myAct.y24.inc - 1) * 100, { money: false, wrong: (myAct.nr.inc / myAct.y24.inc - 1) * 100,
    lead: (f) => `Total income grew ${f}% from 2024 to 2025.`, why: `$${en(myAct.y24.inc)} to $${en(myAct.t.inc)}.` });
  num(X, 'percent', 'what % of the cfdis issued jul-dec were cancelled (by number)', (MY_CFDI.length - vig.length) / MY_CFDI.length * 100, { money: false, wrong: (MY_CFDI.length - vig.length) / vig.length * 100,
    lead: (f) => `${f}% of the CFDIs issued July–December 2025 were cancelled.`, why: `${MY_CFDI.length - vig.length} of ${MY_CFDI.length}.` });
  // ratio 3
  num(X, 'ratio', 'razon circulante at 31 dic 2025 (activo circulante / pasivo)', MY_POS.y25.curr / liab, { money: false, wrong: MY_POS.y24.curr / MY_POS.y24.liab,
    lead: (f) => `The current ratio at 31 December 2025 is ${f}.`, why: `Current assets $${en(MY_POS.y25.curr)} over liabilities $${en(liab)}.` });
  const plants = MY_COMM.reduce((s, c) => s + c.plants, 0), hives = MY_COMM.reduce((s, c) => s + c.hives, 0);
  num(X, 'ratio', 'plantas por hectárea reforestada in 2025', plants / MY.hectares, { money: false, wrong: plants / 45.2,
    lead: (f) => `That is about ${f} plants per hectare.`, why: `${en(plants, 0)} plants on ${MY.hectares} hectares.` });
  num(X, 'ratio', 'kg of honey per colmena', MY.honeyKg / hives, { dp: 4, money: false, sdp: 3, wrong: MY.honeyKg / MY_COMM.reduce((s, c) => s + c.fam, 0),
    lead: (f) => `That is ${f} kg of honey per hive.`, why: `${MY.honeyKg} kg from ${hives} hives.` });
  // average 3
  num(X, 'average', 'avg amount of the vigente cfdis jul-dec (ignore the cancelled ones)', sum(vig.map((c) => c.total)) / vig.length, { wrong: sum(MY_CFDI.map((c) => c.total)) / MY_CFDI.length,
    lead: (f) => `The average vigente donation CFDI was ${f}.`, why: `$${en(sum(vig.map((c) => c.total)))} over ${vig.length} receipts.` });
  num(X, 'average', 'average families per community in the project', MY_COMM.reduce((s, c) => s + c.fam, 0) / MY_COMM.length, { money: false, wrong: 16,
    lead: (f) => `There are ${f} families per community on average.`, why: `${MY_COMM.reduce((s, c) => s + c.fam, 0)} families in ${MY_COMM.length} communities.` });
  num(X, 'average', 'promedio mensual de sueldos 2025 (admin + campo)', salaries / 12, { wrong: M('601-001-000') / 12,
    lead: (f) => `Salaries averaged ${f} a month in 2025.`, why: `$${en(salaries)} (sueldos administrativos and de campo) over 12 months.` });
  // count 3
  num(X, 'count', 'how many cfdis got cancelled jul-dec 25', MY_CFDI.length - vig.length, { dp: 0, money: false, wrong: 2,
    lead: (f) => `${f} CFDIs were cancelled.`, why: 'Cervera Rosado (wrong RFC, reissued), Distribuidora Agrícola Maya (reissued) and Sosa Medina.' });
  num(X, 'count', 'how many communities have more than 40 colmenas', MY_COMM.filter((c) => c.hives > 40).length, { dp: 0, money: false, wrong: MY_COMM.filter((c) => c.hives > 41).length,
    lead: (f) => `${f} communities have more than 40 hives.`, why: 'Xcalakoop, Kanxoc, Xocén, Chemax, Sisbichén and Tekom.' });
  num(X, 'count', 'how many commission charges did bbva take in jan-feb 26 (not counting the iva lines)', comis.length, { dp: 0, money: false, wrong: fees.length,
    lead: (f) => `BBVA charged ${f} commissions in January–February 2026.`, why: 'Two SPEI commissions and two account-maintenance fees.' });
  // date 4
  txt(X, 'date', 'when is the third tranche from ceiba due', datePhrases(MY.nextTranche.date, 'es'), {
    ideal: `The third tranche (USD ${en(MY.nextTranche.usd, 0)}) is scheduled for ${longDate(MY.nextTranche.date)}.`, wrong: `The third tranche is scheduled for ${longDate('2026-01-30')}.` });
  txt(X, 'date', 'fecha del ticket de la ferreteria', datePhrases(MY_TICKET.date, 'es'), {
    ideal: `The ferretería ticket is dated ${longDate(MY_TICKET.date)}, at ${MY_TICKET.time}.`, wrong: `The ferretería ticket is dated ${longDate('2025-12-09')}.` });
  const bigCfdi = unique(vig, (c) => c.total, 'max', 'CFDI');
  txt(X, 'date', 'when did we issue the biggest cfdi de donativo in h2', datePhrases(bigCfdi.at.slice(0, 10), 'es'), {
    ideal: `The largest donation CFDI ($${en(bigCfdi.total)}, The Ceiba Fund) was issued on ${longDate(bigCfdi.at.slice(0, 10))}.`, wrong: `The largest donation CFDI was issued on ${longDate('2025-10-07')}.` });
  const sat = MY_BANK.find((t) => /SAT/.test(t.concept) && /DIC 2025/.test(t.concept));
  txt(X, 'date', 'what day did the sat payment for december isr come out of bbva', datePhrases(sat.date, 'es'), {
    ideal: `The SAT payment of December 2025 ISR withholdings left BBVA on ${longDate(sat.date)} ($${en(sat.cargo)}).`, wrong: `It left BBVA on ${longDate('2026-02-17')}.` });
  // extreme 4
  const topComm = unique(MY_COMM, (c) => c.plants, 'max', 'plants');
  txt(X, 'extreme', 'which community planted the most trees', [topComm.name.toLowerCase(), topComm.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')], {
    ideal: `${topComm.name} (${topComm.muni}) planted the most, ${en(topComm.plants, 0)} plants.`, wrong: 'Xcalakoop planted the most.' });
  const bigAb = unique(MY_BANK.filter((t) => t.abono > 0), (t) => t.abono, 'max', 'abono');
  num(X, 'extreme', 'largest single abono in bbva jan-feb 26, amount', bigAb.abono, { wrong: 40000,
    lead: (f) => `The largest deposit was ${f}.`, why: `SPEI from Hotelera Uxmal on ${longDate(bigAb.date)}.` });
  const under = unique(MY_PROJECT, (p) => p.diff, 'max', 'underspent');
  txt(X, 'extreme', 'which rubro of the meliponas budget was most underspent in pesos', ['intercambios'], {
    ideal: `${under.rubro} was the most underspent, $${en(under.diff)} below budget.`, wrong: 'Cajas tecnificadas y equipo was the most underspent.' });
  const progLines = MY_CAT.filter((a) => a.code.startsWith('501-') && !a.mayor);
  const topProg = unique(progLines, (a) => M(a.code), 'max', 'programme line');
  txt(X, 'extreme', 'which subaccount under 501 costos de programas was biggest in 2025? per the balanza', ['sueldos personal de campo', 'sueldos de campo', 'field staff salaries', 'sueldos'], {
    ideal: `${topProg.name} (${topProg.code}) was the largest at $${en(M(topProg.code))}.`, wrong: 'Apoyos a meliponicultores was the largest programme line.' });
  // filter 3
  num(X, 'filter', 'total of vigente cfdis to publico en general jul-dec', sum(vig.filter((c) => c.rfc === 'XAXX010101000').map((c) => c.total)), { wrong: sum(vig.filter((c) => c.rfc.startsWith('X')).map((c) => c.total)),
    lead: (f) => `Vigente CFDIs to público en general total ${f}.`, why: 'Six monthly receipts to RFC XAXX010101000.' });
  num(X, 'filter', 'total bank fees incl iva on bbva jan-feb 26', sum(fees.map((t) => t.cargo)), { wrong: sum(comis.map((t) => t.cargo)),
    lead: (f) => `Bank fees including IVA came to ${f}.`, why: 'Two SPEI commissions and two account-maintenance fees, each with 16% IVA.' });
  num(X, 'filter', 'plantas sembradas in communities with more than 15 familias', commSum((c) => c.fam > 15).reduce((s, c) => s + c.plants, 0), { dp: 0, money: false, wrong: commSum((c) => c.fam >= 15).reduce((s, c) => s + c.plants, 0),
    lead: (f) => `Communities with more than 15 families planted ${f} trees.`, why: 'Xcalakoop, Kanxoc and Xocén.' });
  // variance 3
  const tall = MY_PROJECT.find((p) => /^Talleres/.test(p.rubro)), cajas = MY_PROJECT.find((p) => /^Cajas/.test(p.rubro));
  num(X, 'variance', 'talleres de capacitacion: ejercido vs presupuesto, how much over', -tall.diff, { wrong: MY_PROJECT.find((p) => /^Intercambios/.test(p.rubro)).diff,
    lead: (f) => `Talleres de capacitación went ${f} over budget.`, why: `$${en(tall.spent)} spent against $${en(tall.budget)}.` });
  num(X, 'variance', 'how far under budget was the whole meliponas project (positive amount)', r2(proj.budget - proj.spent), { wrong: r2(proj.budget - proj.spent - tall.diff),
    lead: (f) => `The project finished ${f} under budget.`, why: `$${en(proj.spent)} spent of $${en(proj.budget)}.` });
  num(X, 'variance', 'cajas tecnificadas y equipo: how much under budget', cajas.diff, { wrong: r2(sum(MY_PROJECT.filter((p) => p.acct === '501-002-000').map((p) => p.budget)) - M('501-002-000')),
    lead: (f) => `Cajas tecnificadas y equipo came in ${f} under budget.`, why: `$${en(cajas.spent)} spent against $${en(cajas.budget)}.` });
  // text 3
  txt(X, 'text', 'quien elaboro los estados financieros', ['canché', 'canche'], {
    ideal: 'The statements were prepared by Rosa Elena Canché Pech, C.P.C.', wrong: 'The statements were prepared by Gabriel Euán Tzec, the president.' });
  txt(X, 'text', 'whats our rfc', [MY.rfc.toLowerCase()], { ideal: `Your RFC is ${MY.rfc}, as shown on the balanza and the CFDIs.`, wrong: 'Your RFC is XAXX010101000.' });
  txt(X, 'text', 'which pac certified our cfdis? rfc is fine', [MY.pacRfc.toLowerCase()], {
    ideal: `They were all certified by the PAC with RFC ${MY.pacRfc}.`, wrong: `They were certified by the SAT itself (RFC ${MY.rfc}).` });
  // notfound 5
  nf(X, 'donativos del extranjero 2023?', { ideal: 'I can\'t find 2023 figures in your documents: the statements cover 2025 with 2024 comparatives.', wrong: 'Donativos del extranjero in 2023 were 584,300.00 pesos.' });
  nf(X, 'saldo de la cuenta banorte al 28 feb 2026', { ideal: 'I can\'t find a February 2026 Banorte balance in your documents; the bank export is for the BBVA account only.', wrong: 'The Banorte balance at 28 February 2026 was 231,905.50 pesos.' });
  nf(X, 'how much aguinaldo did we pay in dec 2025', { ideal: 'I can\'t find the aguinaldo in your documents; it is not broken out from salaries.', wrong: 'The aguinaldo paid in December 2025 was 46,000.00 pesos.' });
  nf(X, 'presupuesto 2026 de gastos de administracion', { ideal: 'I can\'t find a 2026 budget in your documents.', wrong: 'The 2026 administration budget is 890,000.00 pesos.' });
  nf(X, 'iva on vivero xtoloc factura 1187?', { ideal: 'I can\'t find Vivero Xtoloc\'s invoice 1187 in your documents; only its payment appears on the BBVA export.', wrong: 'The IVA on factura 1187 is 1,627.59 pesos.' });
}

const counters = {};
export const CASES = CASES_RAW.map((c) => {
  counters[c.org] = (counters[c.org] || 0) + 1;
  return { id: `${c.org}-${String(counters[c.org]).padStart(3, '0')}`, ...c };
});
