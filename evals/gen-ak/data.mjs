// Set AK: every figure of both organisations, held once. gen.mjs renders the documents from it,
// lib/build-cases.mjs turns DEFS into cases, and verify.mjs re-reads the rendered files into the same
// "view" shape and recomputes every answer from what it read.
//
//   brueckenschlag  Verein Brückenschlag Basel (Switzerland, CHF, calendar year 2025, German documents)
//   portico         Il Portico Solidale APS-ETS (Bologna, Italy, EUR, calendar year 2025, Italian documents)

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
export const MESI = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
export const r2 = (v) => Math.round((v + Math.sign(v) * 1e-9) * 100) / 100;
export const sum = (a) => r2(a.reduce((s, x) => s + x, 0));

export const ORGS = {
  brueckenschlag: { name: 'Verein Brückenschlag Basel', fiscalYearStart: 1 },
  portico: { name: 'Il Portico Solidale APS-ETS', fiscalYearStart: 1 },
};

export const DOCS = {
  brueckenschlag: [
    'Jahresrechnung 2025.pdf',
    'Erfolgsrechnung 2025 Quartale (bexio).xlsx',
    'Budget vs Ist 2025.xlsx',
    'PostFinance_Bewegungen_01.10.2025-31.12.2025.csv',
    'Revisionsbericht 2025.docx',
    'Quittung Coop 14.11.2025.jpg',
  ],
  portico: [
    'Rendiconto per cassa 2025.pdf',
    'Preventivo vs consuntivo 2025.xlsx',
    'Prima nota cassa 2025.xlsx',
    'ListaMovimenti_IntesaSanpaolo_ott-dic_2025.csv',
    'Verbale assemblea soci 23-04-2026.docx',
    'scontrino merende 16-10-2025.jpg',
  ],
};

// =====================================================================================================
// BRÜCKENSCHLAG (Basel)
// =====================================================================================================
// bexio accounts: [number, name, group, [Q1..Q4 2025], total 2024]. Group E = income (3xxx), M = direct costs
// (4xxx), P = personnel (5xxx), B = other operating (6xxx); 6950 is a financial income booked in class 6.
export const BX = [
  ['3000', 'Mitgliederbeiträge', 'E', [9840, 2160, 720, 1080], 13260],
  ['3010', 'Spenden Privatpersonen', 'E', [6215.5, 4870, 3925, 18642.3], 31408.15],
  ['3020', 'Spenden Kirchgemeinden', 'E', [2500, 0, 3000, 4500], 9500],
  ['3100', 'Staatsbeitrag Kanton Basel-Stadt', 'E', [30000, 30000, 30000, 30000], 115000],
  ['3110', 'Beiträge Stiftungen', 'E', [15000, 0, 25000, 8000], 52500],
  ['3200', 'Kursgelder Deutschkurse', 'E', [11430, 9870, 6240, 12390], 36750],
  ['3400', 'Erlös Quartiercafé', 'E', [4312.4, 5106.85, 4387.2, 5928.55], 18904.6],
  ['3600', 'Raumvermietung und übriger Ertrag', 'E', [1200, 1650, 900, 1350], 4650],
  ['4000', 'Kursmaterial und Lehrmittel', 'M', [1842.6, 1215.35, 2960.1, 1104.75], 6480.25],
  ['4200', 'Warenaufwand Quartiercafé', 'M', [1906.2, 2284.45, 1977.9, 2615.3], 8402.1],
  ['4400', 'Honorare Kursleitende', 'M', [9600, 8800, 5600, 10400], 31200],
  ['5000', 'Lohnaufwand', 'P', [39600, 39600, 39600, 42900], 154200],
  ['5700', 'AHV, IV, EO, ALV', 'P', [2534.4, 2534.4, 2534.4, 2745.6], 9868.8],
  ['5720', 'Berufliche Vorsorge (BVG)', 'P', [1980, 1980, 1980, 1980], 7560],
  ['5730', 'Unfall- und Krankentaggeldversicherung', 'P', [1204.35, 0, 0, 0], 1148.7],
  ['5800', 'Übriger Personalaufwand', 'P', [480, 1250.4, 2890, 1615.8], 4980.5],
  ['6000', 'Miete Räumlichkeiten', 'B', [6450, 6450, 6450, 6450], 25800],
  ['6040', 'Nebenkosten und Reinigung', 'B', [1480, 1120, 1095, 1645], 5012.4],
  ['6300', 'Sachversicherungen', 'B', [1126, 0, 0, 0], 1126],
  ['6500', 'Büromaterial und Drucksachen', 'B', [612.4, 388.15, 451.9, 1207.65], 2314.8],
  ['6510', 'Telefon und Internet', 'B', [389.7, 389.7, 389.7, 389.7], 1558.8],
  ['6570', 'Informatik und Software', 'B', [2480, 215, 1890, 310], 3420],
  ['6600', 'Werbung und Öffentlichkeitsarbeit', 'B', [450, 2980.5, 620, 3205.2], 4870.3],
  ['6700', 'Übriger Betriebsaufwand', 'B', [540.2, 395.6, 612.75, 880.45], 2215.55],
  ['6800', 'Abschreibungen', 'B', [0, 0, 0, 4800], 4300],
  ['6900', 'Finanzaufwand (Bank- und PostFinance-Spesen)', 'B', [96.4, 88.1, 91.75, 104.25], 352.9],
  ['6950', 'Finanzertrag (Zinsen)', 'B', [0, 0, 0, 42.15], 118.6],
];
const bxAcc = (no) => BX.find((a) => a[0] === no);
const bxYear = (no, y) => { const a = bxAcc(no); return y === 2024 ? a[4] : sum(a[3]); };

// Erfolgsrechnung of the Jahresrechnung: [label, accounts, sign (+1 income, -1 expense shown negative)]
export const ER_INCOME = [
  ['Mitgliederbeiträge', ['3000']],
  ['Spenden', ['3010', '3020']],
  ['Beitrag Kanton Basel-Stadt', ['3100']],
  ['Beiträge von Stiftungen', ['3110']],
  ['Kursgelder', ['3200']],
  ['Erlös Quartiercafé', ['3400']],
  ['Übriger Ertrag', ['3600']],
];
export const ER_EXPENSE = [
  ['Kursmaterial und Lehrmittel', ['4000']],
  ['Honorare Kursleitende', ['4400']],
  ['Warenaufwand Quartiercafé', ['4200']],
  ['Personalaufwand', ['5000', '5700', '5720', '5730', '5800']],
  ['Raumaufwand', ['6000', '6040']],
  ['Verwaltungs- und Informatikaufwand', ['6300', '6500', '6510', '6570']],
  ['Öffentlichkeitsarbeit', ['6600']],
  ['Übriger Betriebsaufwand', ['6700']],
  ['Abschreibungen', ['6800']],
];
// Fonds Sprachförderung (zweckgebunden): allocations and uses, booked only in the Jahresrechnung
export const FUND = { open2024: 4500, alloc: { 2024: 10000, 2025: 8000 }, use: { 2024: 6500, 2025: 5000 } };
export const FTE = { 2025: 2.4, 2024: 2.3 };
export const MEMBERS = { 2025: 230, 2024: 221 };

// Balance sheet items (31.12.2025, 31.12.2024); the BKB savings account of 2025 and the opening
// Vereinsvermögen of 2024 are derived so that both years balance.
export const BIL = {
  kasse: [1284.6, 968.35],
  postfinance: [38412.85, 29775.4],
  bkb2024: 60118.2,
  forderungen: [4250, 6880],
  ara: [1890, 1240],
  mobiliar: [9600, 12400],
  informatik: [3200, 2900],
  kreditoren: [5312.4, 4108.75],
  pra: [14650, 11920],
};

// Budget / Ist 2025 and Budget 2026: [Kto., Position, accounts (the Ist), budget 2025, budget 2026, remark]
export const BUDGET_INCOME = [
  ['3000', 'Mitgliederbeiträge', ['3000'], 14000, 14500, ''],
  ['3010/3020', 'Spenden', ['3010', '3020'], 40000, 42000, 'Weihnachtsmailing stark'],
  ['3100', 'Staatsbeitrag Kanton BS', ['3100'], 120000, 120000, 'Leistungsvereinbarung 2025–2028'],
  ['3110', 'Stiftungsbeiträge', ['3110'], 55000, 58000, 'Gesuch Stiftung Rheinsprung abgelehnt'],
  ['3200', 'Kursgelder', ['3200'], 38000, 41000, ''],
  ['3400', 'Erlös Quartiercafé', ['3400'], 20000, 20500, ''],
  ['3600', 'Übriger Ertrag', ['3600'], 4000, 4500, 'Raumvermietung'],
];
export const BUDGET_EXPENSE = [
  ['4000/4400', 'Kursmaterial und Honorare', ['4000', '4400'], 40000, 42000, 'zusätzlicher Abendkurs B1'],
  ['4200', 'Warenaufwand Café', ['4200'], 8500, 8800, ''],
  ['5000–5800', 'Personalaufwand', ['5000', '5700', '5720', '5730', '5800'], 182000, 188500, 'Stufenanstieg, Freiwilligenanlass'],
  ['6000/6040', 'Raumaufwand', ['6000', '6040'], 31000, 31500, ''],
  ['6300–6570', 'Verwaltung und Informatik', ['6300', '6500', '6510', '6570'], 9500, 10200, 'neuer Laptop Sekretariat'],
  ['6600', 'Öffentlichkeitsarbeit', ['6600'], 5000, 6000, 'Jubiläumsflyer 15 Jahre'],
  ['6700', 'Übriger Betriebsaufwand', ['6700'], 2500, 2500, ''],
  ['6800', 'Abschreibungen', ['6800'], 4800, 5200, ''],
  ['6900/6950', 'Finanzaufwand netto', ['6900', '-6950'], 400, 400, ''],
];

// PostFinance Q4 2025 (chronological). [Buchungsdatum, Valuta, Avisierungstext, Gutschrift, Lastschrift]
// The closing balance is the Bilanz's PostFinance line; the opening balance (30.09.2025) is derived.
export const RECEIPT_CH = {
  store: 'Coop Basel Clara', street: 'Clarastrasse 15', city: '4058 Basel', phone: 'Tel. 061 690 23 40',
  date: '2025-11-14', time: '09:41', till: 'Kasse 04', bon: '3521', cashier: 'Bedient von: Nadine',
  items: [
    // [name, qty, unit price, vat code]
    ['Naturaplan Bio Vollmilch UHT 1l', 6, 1.95, 1],
    ['Qualité&Prix Kaffeebohnen 1kg', 2, 14.95, 1],
    ['Rohrzucker Sticks 500g', 1, 3.2, 1],
    ['Buttergipfeli 6 Stk.', 3, 4.5, 1],
    ['  Aktion 20% Buttergipfeli', 1, -2.7, 1],
    ['Haferdrink Barista 1l', 2, 2.95, 1],
    ['Servietten 3-lagig 100 Stk.', 2, 3.95, 2],
    ['Geschirrspültabs 40 Stk.', 1, 12.95, 2],
    ['Schwammtücher 3 Stk.', 1, 2.95, 2],
  ],
  rates: { 1: 2.6, 2: 8.1 },
  card: 'PostFinance Card', cardNo: 'XXXX XXXX XXXX 4417',
};
export function receiptCh() {
  const R = RECEIPT_CH;
  const lines = R.items.map(([n, q, p, c]) => ({ n, q, p, c, t: r2(q * p) }));
  const total = sum(lines.map((l) => l.t));
  const groups = Object.entries(R.rates).map(([code, rate]) => {
    const gross = sum(lines.filter((l) => l.c === Number(code)).map((l) => l.t));
    const vat = r2((gross * rate) / (100 + rate));
    return { code: Number(code), rate, gross, vat, net: r2(gross - vat) };
  });
  return { ...R, lines, total, groups, vat: sum(groups.map((g) => g.vat)), nItems: lines.filter((l) => l.t > 0).reduce((s, l) => s + l.q, 0) };
}

export const PF_ROWS = [
  ['2025-10-01', '2025-10-01', 'E-FINANCE ZAHLUNG IMMOBILIEN ROSENTAL AG, MIETE OKTOBER 2025 LOKAL ERDGESCHOSS', 0, 2150],
  ['2025-10-02', '2025-10-02', 'GUTSCHRIFT VON KANTON BASEL-STADT FINANZVERWALTUNG, STAATSBEITRAG Q4 2025 LV SPRACHFOERDERUNG', 30000, 0],
  ['2025-10-06', '2025-10-06', 'TWINT SPENDE VON +41 79 *** 12 34 M. MEIER', 50, 0],
  ['2025-10-07', '2025-10-07', 'GUTSCHRIFT VON A. YILMAZ, KURSGELD DEUTSCH A2 HERBST', 480, 0],
  ['2025-10-08', '2025-10-08', 'GUTSCHRIFT VON T. HAILE, KURSGELD DEUTSCH A2 HERBST', 480, 0],
  ['2025-10-10', '2025-10-10', 'E-FINANCE ZAHLUNG SVA BASEL-STADT AUSGLEICHSKASSE, AHV AKONTO OKTOBER', 0, 1842.3],
  ['2025-10-14', '2025-10-14', 'E-FINANCE ZAHLUNG M. HUBER, HONORAR KURS A1 SEPTEMBER', 0, 1600],
  ['2025-10-20', '2025-10-17', 'KAUF/DIENSTLEISTUNG VOM 17.10.2025 KARTEN NR. XXXX4417 COOP-2041 BASEL CLARA', 0, 64.2],
  ['2025-10-20', '2025-10-20', 'GUTSCHRIFT VON EV.-REF. KIRCHGEMEINDE BASEL WEST, KOLLEKTE', 1500, 0],
  ['2025-10-24', '2025-10-24', 'GUTSCHRIFT VON R. OSMANI, KURSGELD DEUTSCH B1', 390, 0],
  ['2025-10-27', '2025-10-27', 'TWINT SPENDE VON +41 76 *** 88 02 L. WEBER', 100, 0],
  ['2025-10-28', '2025-10-28', 'SAMMELAUFTRAG LOEHNE OKTOBER 2025 (3 ZAHLUNGEN)', 0, 11640.85],
  ['2025-10-31', '2025-10-31', 'E-FINANCE ZAHLUNG IWB INDUSTRIELLE WERKE BASEL, STROM/WASSER Q3', 0, 312.45],
  ['2025-10-31', '2025-10-31', 'PREIS FÜR KONTOFÜHRUNG', 0, 5],
  ['2025-11-03', '2025-11-03', 'E-FINANCE ZAHLUNG IMMOBILIEN ROSENTAL AG, MIETE NOVEMBER 2025 LOKAL ERDGESCHOSS', 0, 2150],
  ['2025-11-05', '2025-11-05', 'TWINT SPENDE VON +41 78 *** 40 17 S. KELLER', 40, 0],
  ['2025-11-10', '2025-11-10', 'E-FINANCE ZAHLUNG SVA BASEL-STADT AUSGLEICHSKASSE, AHV AKONTO NOVEMBER', 0, 1842.3],
  ['2025-11-12', '2025-11-12', 'GUTSCHRIFT VON J. PEREIRA, KURSGELD DEUTSCH A2 HERBST', 480, 0],
  ['2025-11-17', '2025-11-14', 'KAUF/DIENSTLEISTUNG VOM 14.11.2025 KARTEN NR. XXXX4417 COOP-2041 BASEL CLARA', 0, 'RECEIPT'],
  ['2025-11-17', '2025-11-17', 'E-FINANCE ZAHLUNG S. BRUNNER, HONORAR KURS B1 OKTOBER', 0, 1600],
  ['2025-11-21', '2025-11-21', 'TWINT SPENDE VON +41 79 *** 55 90 P. FREI', 25, 0],
  ['2025-11-25', '2025-11-25', 'SAMMELAUFTRAG LOEHNE NOVEMBER 2025 (3 ZAHLUNGEN)', 0, 11640.85],
  ['2025-11-26', '2025-11-26', 'E-FINANCE ZAHLUNG DRUCKEREI DIETRICH AG, JAHRESBERICHT UND FLYER', 0, 864.9],
  ['2025-11-28', '2025-11-28', 'GUTSCHRIFT VON FAM. MUELLER-SCHNEIDER, SPENDE', 500, 0],
  ['2025-11-28', '2025-11-28', 'PREIS FÜR KONTOFÜHRUNG', 0, 5],
  ['2025-12-01', '2025-12-01', 'E-FINANCE ZAHLUNG IMMOBILIEN ROSENTAL AG, MIETE DEZEMBER 2025 LOKAL ERDGESCHOSS', 0, 2150],
  ['2025-12-02', '2025-12-02', 'TWINT SPENDE VON +41 77 *** 21 63 A. GERBER', 20, 0],
  ['2025-12-03', '2025-12-03', 'TWINT SPENDE VON +41 79 *** 03 81 C. SUTTER', 150, 0],
  ['2025-12-05', '2025-12-05', 'GUTSCHRIFT VON K. NGUYEN, KURSGELD DEUTSCH B1', 390, 0],
  ['2025-12-08', '2025-12-08', 'TWINT SPENDE VON +41 76 *** 64 45 D. ROTH', 80, 0],
  ['2025-12-10', '2025-12-10', 'E-FINANCE ZAHLUNG SVA BASEL-STADT AUSGLEICHSKASSE, AHV AKONTO DEZEMBER', 0, 1842.3],
  ['2025-12-11', '2025-12-11', 'GUTSCHRIFT VON STIFTUNG WETTSTEINBRUECKE, BEITRAG SPRACHFOERDERUNG 2026', 8000, 0],
  ['2025-12-12', '2025-12-12', 'TWINT SPENDE VON +41 78 *** 92 10 B. WYSS', 60, 0],
  ['2025-12-15', '2025-12-15', 'GUTSCHRIFT VON R. UND K. FREI, SPENDE WEIHNACHTEN', 1000, 0],
  ['2025-12-16', '2025-12-16', 'TWINT SPENDE VON +41 79 *** 37 28 E. BAUMANN', 35, 0],
  ['2025-12-18', '2025-12-18', 'SAMMELAUFTRAG LOEHNE DEZEMBER 2025 INKL. 13. MONATSLOHN (3 ZAHLUNGEN)', 0, 18904.25],
  ['2025-12-19', '2025-12-19', 'TWINT SPENDE VON +41 76 *** 15 52 H. SCHAUB', 200, 0],
  ['2025-12-22', '2025-12-22', 'GUTSCHRIFT VON U. BRODBECK, SPENDE', 250, 0],
  ['2025-12-22', '2025-12-22', 'E-FINANCE ZAHLUNG M. HUBER, HONORAR KURS A1 NOVEMBER', 0, 1600],
  ['2025-12-23', '2025-12-23', 'TWINT SPENDE VON +41 77 *** 80 66 N. STEINER', 45, 0],
  ['2025-12-29', '2025-12-29', 'TWINT SPENDE VON +41 79 *** 29 14 G. MERIAN', 120, 0],
  ['2025-12-31', '2025-12-31', 'PREIS FÜR KONTOFÜHRUNG', 0, 5],
];
export const PF_ACCOUNT = { iban: 'CH54 0900 0000 4012 8846 3', holder: 'Verein Brückenschlag Basel' };

export const REVISION = {
  firm: 'Treuhand Bärenfelser GmbH', auditor: 'Andrea Keller', auditorTitle: 'zugelassene Revisionsexpertin, leitende Revisorin',
  second: 'Marco Tschudin', secondTitle: 'zugelassener Revisor', street: 'Bärenfelserstrasse 36', city: '4057 Basel',
  date: '2026-03-18', gv: '2026-04-28', fee: 1800, undocumented: 312.4, undocumentedCount: 7,
};

// =====================================================================================================
// PORTICO (Bologna)
// =====================================================================================================
// Rendiconto per cassa (Modello D, DM 5 marzo 2020): [n, label, 2025, 2024]
export const RD_TITLES = {
  U: { A: 'A) Uscite da attività di interesse generale', B: 'B) Uscite da attività diverse', C: 'C) Uscite da attività di raccolta fondi', D: 'D) Uscite da attività finanziarie e patrimoniali', E: 'E) Uscite di supporto generale' },
  E: { A: 'A) Entrate da attività di interesse generale', B: 'B) Entrate da attività diverse', C: 'C) Entrate da attività di raccolta fondi', D: 'D) Entrate da attività finanziarie e patrimoniali', E: 'E) Entrate di supporto generale' },
};
export const RD_AVANZO = {
  A: 'Avanzo/disavanzo attività di interesse generale (+/-)', B: 'Avanzo/disavanzo attività diverse (+/-)',
  C: 'Avanzo/disavanzo attività di raccolta fondi (+/-)', D: 'Avanzo/disavanzo attività finanziarie e patrimoniali (+/-)',
};
export const RD = {
  U: {
    A: [[1, 'Materie prime, sussidiarie, di consumo e di merci', 6842.3, 6120.75], [2, 'Servizi', 18975.4, 17340], [3, 'Godimento beni di terzi', 9600, 9600], [4, 'Personale', 42310.85, 39880.2], [5, 'Uscite diverse di gestione', 1245.6, 980.4]],
    B: [[1, 'Materie prime, sussidiarie, di consumo e di merci', 0, 0], [2, 'Servizi', 1180, 950], [3, 'Godimento beni di terzi', 0, 0], [4, 'Personale', 0, 0], [5, 'Uscite diverse di gestione', 0, 0]],
    C: [[1, 'Uscite per raccolte fondi abituali', 0, 0], [2, 'Uscite per raccolte fondi occasionali', 2318.45, 1986.7], [3, 'Altre uscite', 0, 0]],
    D: [[1, 'Su rapporti bancari', 286.4, 264.1], [2, 'Su investimenti finanziari', 0, 0], [3, 'Su patrimonio edilizio', 0, 0], [4, 'Su altri beni patrimoniali', 0, 0], [5, 'Altre uscite', 0, 0]],
    E: [[1, 'Materie prime, sussidiarie, di consumo e di merci', 612.9, 540.3], [2, 'Servizi', 5840, 5310], [3, 'Godimento beni di terzi', 0, 0], [4, 'Personale', 6200, 5950], [5, 'Altre uscite', 410, 385]],
  },
  E: {
    A: [[1, 'Entrate da quote associative e apporti dei fondatori', 3300, 2860], [2, 'Entrate dagli associati per attività mutuali', 0, 0], [3, 'Entrate per prestazioni e cessioni ad associati e fondatori', 8460, 7920], [4, 'Erogazioni liberali', 14726.5, 12905], [5, 'Entrate del 5 per mille', 4812.37, 3965.08], [6, 'Contributi da soggetti privati', 18000, 15000], [7, 'Entrate per prestazioni e cessioni a terzi', 2150, 1880], [8, 'Contributi da enti pubblici', 24500, 22000], [9, 'Entrate da contratti con enti pubblici', 9800, 9800], [10, 'Altre entrate', 320, 150]],
    B: [[1, 'Entrate per prestazioni e cessioni ad associati e fondatori', 0, 0], [2, 'Contributi da soggetti privati', 0, 0], [3, 'Entrate per prestazioni e cessioni a terzi', 2640, 2115], [4, 'Contributi da enti pubblici', 0, 0], [5, 'Entrate da contratti con enti pubblici', 0, 0], [6, 'Altre entrate', 0, 0]],
    C: [[1, 'Entrate da raccolte fondi abituali', 0, 0], [2, 'Entrate da raccolte fondi occasionali', 7945, 6410], [3, 'Altre entrate', 0, 0]],
    D: [[1, 'Da rapporti bancari', 18.35, 4.12], [2, 'Da altri investimenti finanziari', 0, 0], [3, 'Da patrimonio edilizio', 0, 0], [4, 'Da altri beni patrimoniali', 0, 0], [5, 'Altre entrate', 0, 0]],
    E: [[1, 'Entrate da distacco del personale', 0, 0], [2, 'Altre entrate di supporto generale', 0, 0]],
  },
  imposte: [312, 298],
  invU: [[1, 'Investimenti in immobilizzazioni inerenti alle attività di interesse generale', 3450, 0], [2, 'Investimenti in immobilizzazioni inerenti alle attività diverse', 0, 0], [3, 'Investimenti in attività finanziarie e patrimoniali', 0, 0], [4, 'Rimborso di finanziamenti per quota capitale e di prestiti', 0, 0]],
  invE: [[1, 'Disinvestimenti di immobilizzazioni inerenti alle attività di interesse generale', 0, 0], [2, 'Disinvestimenti di immobilizzazioni inerenti alle attività diverse', 0, 0], [3, 'Disinvestimenti di attività finanziarie e patrimoniali', 0, 0], [4, 'Ricevimento di finanziamenti e di prestiti', 0, 0]],
  cassa: [null, 412.6], // 2025 = closing of the prima nota
  banca: [null, 31845.18], // 2025 = closing of the bank statement
};

// Preventivo vs consuntivo 2025 and preventivo 2026: [voce, rendiconto keys (the consuntivo), prev 2025, prev 2026, nota]
export const PVC_E = [
  ['Quote associative', ['E.A.1'], 3200, 4000, 'quota € 25 da settembre 2026'],
  ['Contributi famiglie doposcuola', ['E.A.3'], 9000, 10500, ''],
  ['Erogazioni liberali', ['E.A.4'], 12000, 14000, 'campagna di Natale sopra le attese'],
  ['5 per mille', ['E.A.5'], 4000, 4500, ''],
  ['Contributo Fondazione Felsinea', ['E.A.6'], 18000, 18000, 'progetto Compiti Insieme'],
  ['Contributo Comune di Bologna (LFA Navile)', ['E.A.8'], 24500, 25000, ''],
  ['Convenzione ASP Città di Bologna', ['E.A.9'], 9800, 9800, ''],
  ['Altre entrate attività', ['E.A.7', 'E.A.10'], 2000, 2200, ''],
  ['Mercatino di Natale (attività diverse)', ['E.B.3'], 2500, 2700, ''],
  ['Cena sociale e lotteria', ['E.C.2'], 7000, 8000, ''],
  ['Interessi attivi', ['E.D.1'], 0, 0, ''],
];
export const PVC_U = [
  ['Educatori doposcuola', ['U.A.4'], 41000, 45500, 'ore aggiuntive gruppo medie'],
  ['Personale amministrativo', ['U.E.4'], 6200, 6400, ''],
  ['Affitto sede Via dei Mille', ['U.A.3'], 9600, 9600, ''],
  ['Materiali e merende', ['U.A.1'], 6500, 7200, ''],
  ['Servizi per le attività', ['U.A.2'], 17500, 19000, 'trasporti centro estivo'],
  ['Altre spese attività', ['U.A.5'], 1000, 1200, ''],
  ['Spese generali e amministrative', ['U.E.1', 'U.E.2', 'U.E.5'], 6500, 7000, ''],
  ['Mercatino di Natale (attività diverse)', ['U.B.2'], 1000, 1100, ''],
  ['Cena sociale e lotteria', ['U.C.2'], 2000, 2300, ''],
  ['Oneri bancari', ['U.D.1'], 300, 300, ''],
  ['Imposte (IRAP)', ['imposte'], 300, 350, ''],
  ['Nuovo doposcuola San Donato', [], 0, 6500, 'da settembre 2026'],
  ['Investimenti (attrezzature)', ['U.I.1'], 4000, 2000, 'notebook e arredi aula'],
];

// Prima nota cassa 2025: [data, n. doc, descrizione, voce, entrata, uscita]; the last deposit is derived so
// that the year closes at CASSA_CLOSE (the rendiconto's cassa at 31/12/2025).
export const CASSA_CLOSE = 286.45;
export const PN = [
  ['2025-01-08', 'C01', 'Quote associative 2025 in contanti (6 soci)', 'A.1', 120, 0],
  ['2025-01-14', 'C02', 'Merende doposcuola - Market Due Torri', 'A.1', 0, 27.4],
  ['2025-01-20', 'C03', 'Spese postali raccomandata', 'E.5', 0, 6.95],
  ['2025-01-27', 'C04', 'Prelievo da c/c Intesa', 'giroconto', 150, 0],
  ['2025-01-29', 'C05', 'Cancelleria - Cartoleria Pratello', 'E.1', 0, 38.6],
  ['2025-02-05', 'C06', 'Quote associative 2025 in contanti (9 soci)', 'A.1', 180, 0],
  ['2025-02-12', 'C07', 'Merende doposcuola - Market Due Torri', 'A.1', 0, 31.15],
  ['2025-02-19', 'C08', 'Rimborso spese km volontaria (accompagnamento anziani)', 'A.5', 0, 42],
  ['2025-02-26', 'C09', 'Merende doposcuola - Market Due Torri', 'A.1', 0, 24.8],
  ['2025-03-04', 'C10', 'Quote associative 2025 in contanti (4 soci)', 'A.1', 80, 0],
  ['2025-03-11', 'C11', 'Merende doposcuola - Market Due Torri', 'A.1', 0, 29.9],
  ['2025-03-18', 'C12', 'Prelievo da c/c Intesa', 'giroconto', 200, 0],
  ['2025-03-20', 'C13', 'Materiale laboratorio creativo - Brico Bolognina', 'A.1', 0, 56.7],
  ['2025-03-27', 'C14', 'Versamento su c/c Intesa (quote)', 'giroconto', 0, 300],
  ['2025-04-08', 'C15', 'Merende doposcuola - Market Due Torri', 'A.1', 0, 33.2],
  ['2025-04-15', 'C16', 'Spese postali', 'E.5', 0, 12.3],
  ['2025-04-23', 'C17', 'Offerte libere festa di primavera', 'A.4', 145, 0],
  ['2025-04-28', 'C18', 'Rimborso spese volontario (materiali)', 'A.5', 0, 18.5],
  ['2025-05-06', 'C19', 'Merende doposcuola - Market Due Torri', 'A.1', 0, 35.6],
  ['2025-05-14', 'C20', 'Prelievo da c/c Intesa', 'giroconto', 150, 0],
  ['2025-05-21', 'C21', 'Cancelleria - Cartoleria Pratello', 'E.1', 0, 22.4],
  ['2025-05-28', 'C22', 'Merende doposcuola - Market Due Torri', 'A.1', 0, 28.75],
  ['2025-06-05', 'C23', 'Spesa alimentare cena sociale - Cash & Carry Roveri', 'C.2', 0, 186.4],
  ['2025-06-07', 'C24', 'Incasso cena sociale di primavera (86 coperti)', 'C.2', 1720, 0],
  ['2025-06-07', 'C25', 'Vendita biglietti lotteria', 'C.2', 640, 0],
  ['2025-06-09', 'C26', 'Versamento su c/c Intesa (cena e lotteria)', 'giroconto', 0, 2200],
  ['2025-06-18', 'C27', 'Merende centro estivo - Market Due Torri', 'A.1', 0, 41.2],
  ['2025-07-02', 'C28', 'Merende centro estivo - Market Due Torri', 'A.1', 0, 46.9],
  ['2025-07-09', 'C29', 'Prelievo da c/c Intesa', 'giroconto', 200, 0],
  ['2025-07-16', 'C30', 'Gelati uscita centro estivo', 'A.1', 0, 52],
  ['2025-07-23', 'C31', 'Rimborso spese km volontaria (accompagnamento anziani)', 'A.5', 0, 36],
  ['2025-09-09', 'C32', 'Quote associative 2025 nuovi soci (5)', 'A.1', 100, 0],
  ['2025-09-16', 'C33', 'Merende doposcuola - Market Due Torri', 'A.1', 0, 30.4],
  ['2025-09-23', 'C34', 'Cancelleria inizio anno scolastico - Cartoleria Pratello', 'E.1', 0, 64.8],
  ['2025-10-07', 'C35', 'Prelievo da c/c Intesa', 'giroconto', 200, 0],
  ['2025-10-16', 'C36', 'Merende doposcuola - Market Due Torri (scontrino 0247-0031)', 'A.1', 0, 'RECEIPT'],
  ['2025-10-22', 'C37', 'Spese postali', 'E.5', 0, 9.6],
  ['2025-10-29', 'C38', 'Merende doposcuola - Market Due Torri', 'A.1', 0, 27.35],
  ['2025-11-05', 'C39', 'Merende doposcuola - Market Due Torri', 'A.1', 0, 33.1],
  ['2025-11-12', 'C40', 'Prelievo da c/c Intesa', 'giroconto', 250, 0],
  ['2025-11-19', 'C41', 'Materiale laboratorio creativo - Brico Bolognina', 'A.1', 0, 48.3],
  ['2025-11-26', 'C42', 'Rimborso spese volontario (materiali)', 'A.5', 0, 24],
  ['2025-12-03', 'C43', 'Merende doposcuola - Market Due Torri', 'A.1', 0, 29.65],
  ['2025-12-10', 'C44', 'Prelievo da c/c Intesa', 'giroconto', 150, 0],
  ['2025-12-13', 'C45', 'Incasso mercatino di Natale (sabato)', 'B.3', 640, 0],
  ['2025-12-14', 'C46', 'Incasso mercatino di Natale (domenica)', 'B.3', 410, 0],
  ['2025-12-16', 'C47', 'Versamento su c/c Intesa (mercatino)', 'giroconto', 0, 850],
  ['2025-12-18', 'C48', 'Merende festa di Natale doposcuola - Market Due Torri', 'A.1', 0, 68.4],
  ['2025-12-22', 'C49', 'Spese postali e valori bollati', 'E.5', 0, 14.2],
  ['2025-12-29', 'C50', 'Versamento su c/c Intesa (fondo cassa in eccesso)', 'giroconto', 0, 'CLOSE'],
];

export const RECEIPT_IT = {
  store: 'MARKET DUE TORRI S.R.L.', street: 'Via San Vitale 41/B', city: '40125 BOLOGNA (BO)', piva: 'P.IVA 03921480372',
  date: '2025-10-16', time: '16:27', docNo: '0247-0031', rt: 'RT 80E12345678',
  items: [
    // [descrizione, qty, unit price, iva %]
    ['LATTE P.S. 1L', 4, 1.29, 4],
    ['PANE COMUNE KG 0,850 X 3,20', 1, 2.72, 4],
    ['BISCOTTI FROLLINI 700G', 2, 2.49, 10],
    ['SUCCO PERA 3X200ML', 3, 1.89, 10],
    ['CRACKERS NON SALATI', 2, 1.59, 10],
    ['BANANE KG 1,240 X 1,99', 1, 2.47, 4],
    ['TOVAGLIOLI CARTA 2 VELI', 2, 1.75, 22],
    ['PIATTI CARTA 20PZ', 1, 2.29, 22],
    ['SAPONE LIQUIDO MANI', 1, 1.99, 22],
  ],
  cash: 50,
};
export function receiptIt() {
  const R = RECEIPT_IT;
  const lines = R.items.map(([n, q, p, iva]) => ({ n, q, p, iva, t: r2(q * p) }));
  const total = sum(lines.map((l) => l.t));
  const groups = [4, 10, 22].map((rate) => {
    const gross = sum(lines.filter((l) => l.iva === rate).map((l) => l.t));
    const vat = r2((gross * rate) / (100 + rate));
    return { rate, gross, vat, net: r2(gross - vat) };
  });
  const vat = sum(groups.map((g) => g.vat));
  return { ...R, lines, total, groups, vat, change: r2(R.cash - total) };
}

// Intesa Sanpaolo Q4 2025 (chronological): [data contabile, data valuta, descrizione, accrediti, addebiti, descrizione estesa]
// The closing balance is the rendiconto's "Depositi bancari e postali"; the opening (30/09/2025) is derived.
export const BANCA_CLOSE = 29059.65;
const fam = (d, name, child, m) => [d, d, 'Bonifico a vostro favore', 60, 0, `BONIFICO SEPA DA ${name} PER CONTRIBUTO DOPOSCUOLA ${m} ${child}`];
export const BANK = [
  ['2025-10-01', '2025-10-01', 'Bonifico istantaneo', 0, 800, 'BONIFICO ISTANTANEO A FAVORE DI IMMOBILIARE NAVILE SRL CANONE OTTOBRE 2025 SEDE VIA DEI MILLE 14'],
  fam('2025-10-02', 'ROSSI MARCO', 'ROSSI GIULIA', 'OTTOBRE'),
  fam('2025-10-02', 'EL AMRANI FATIMA', 'EL AMRANI YASMINE', 'OTTOBRE'),
  fam('2025-10-03', 'BERTI CHIARA', 'GALLI TOMMASO', 'OTTOBRE'),
  fam('2025-10-06', 'OKAFOR CHINEDU', 'OKAFOR DAVID', 'OTTOBRE'),
  ['2025-10-07', '2025-10-07', 'Prelievo Bancomat', 0, 200, 'PRELIEVO ATM 07/10/2025 ORE 10:14 ATM INTESA SANPAOLO VIA MARCONI BOLOGNA CARTA N. ****0912'],
  fam('2025-10-08', 'MANCINI LUCA', 'MANCINI SOFIA', 'OTTOBRE'),
  fam('2025-10-09', 'HUANG WEI', 'HUANG LEO', 'OTTOBRE'),
  ['2025-10-10', '2025-10-10', 'Bonifico disposto', 0, 1382, 'BONIFICO A FAVORE DI BIANCHI ELENA STIPENDIO SETTEMBRE 2025'],
  ['2025-10-10', '2025-10-10', 'Bonifico disposto', 0, 1146, 'BONIFICO A FAVORE DI FERRI LUCA STIPENDIO SETTEMBRE 2025'],
  fam('2025-10-13', 'DE SANTIS ANNA', 'DE SANTIS PIETRO', 'OTTOBRE'),
  ['2025-10-15', '2025-10-15', 'Bonifico a vostro favore', 2450, 0, 'BONIFICO DA ASP CITTA DI BOLOGNA CONVENZIONE SPORTELLO ANZIANI 3 TRIMESTRE 2025'],
  ['2025-10-16', '2025-10-16', 'Pagamento delega F24', 0, 1184.62, 'PAGAMENTO F24 DELEGA N. 2025101600045 RITENUTE E CONTRIBUTI INPS'],
  ['2025-10-21', '2025-10-21', 'Bonifico a vostro favore', 4812.37, 0, 'BONIFICO DA MINISTERO DEL LAVORO E DELLE POLITICHE SOCIALI EROGAZIONE CONTRIBUTO 5 PER MILLE'],
  ['2025-10-22', '2025-10-22', 'Addebito diretto SDD', 0, 142.35, 'ADDEBITO SDD HERA SPA FATTURA ENERGIA ELETTRICA E GAS SEDE'],
  ['2025-10-29', '2025-10-29', 'Bonifico a vostro favore', 150, 0, 'BONIFICO SEPA DA TOMBA FRANCESCO EROGAZIONE LIBERALE'],
  ['2025-10-31', '2025-10-31', 'Canone mensile', 0, 12.5, 'CANONE MENSILE CONTO BUSINESS ASSOCIAZIONI OTTOBRE'],
  ['2025-10-31', '2025-10-31', 'Commissioni', 0, 4.5, 'COMMISSIONI SU BONIFICI DISPOSTI OTTOBRE'],
  ['2025-11-03', '2025-11-03', 'Bonifico istantaneo', 0, 800, 'BONIFICO ISTANTANEO A FAVORE DI IMMOBILIARE NAVILE SRL CANONE NOVEMBRE 2025 SEDE VIA DEI MILLE 14'],
  fam('2025-11-03', 'ROSSI MARCO', 'ROSSI GIULIA', 'NOVEMBRE'),
  fam('2025-11-04', 'EL AMRANI FATIMA', 'EL AMRANI YASMINE', 'NOVEMBRE'),
  fam('2025-11-05', 'OKAFOR CHINEDU', 'OKAFOR DAVID', 'NOVEMBRE'),
  fam('2025-11-05', 'HUANG WEI', 'HUANG LEO', 'NOVEMBRE'),
  fam('2025-11-06', 'MANCINI LUCA', 'MANCINI SOFIA', 'NOVEMBRE'),
  fam('2025-11-07', 'BERTI CHIARA', 'GALLI TOMMASO', 'NOVEMBRE'),
  ['2025-11-10', '2025-11-10', 'Bonifico disposto', 0, 1382, 'BONIFICO A FAVORE DI BIANCHI ELENA STIPENDIO OTTOBRE 2025'],
  ['2025-11-10', '2025-11-10', 'Bonifico disposto', 0, 1146, 'BONIFICO A FAVORE DI FERRI LUCA STIPENDIO OTTOBRE 2025'],
  ['2025-11-12', '2025-11-12', 'Prelievo Bancomat', 0, 250, 'PRELIEVO ATM 12/11/2025 ORE 09:52 ATM INTESA SANPAOLO VIA MARCONI BOLOGNA CARTA N. ****0912'],
  ['2025-11-14', '2025-11-14', 'Bonifico disposto', 0, 420, 'BONIFICO A FAVORE DI AGENZIA ASSICURATIVA SARAGOZZA SNC POLIZZA RC E INFORTUNI VOLONTARI 2025/2026'],
  ['2025-11-17', '2025-11-17', 'Pagamento delega F24', 0, 1184.62, 'PAGAMENTO F24 DELEGA N. 2025111700031 RITENUTE E CONTRIBUTI INPS'],
  ['2025-11-20', '2025-11-20', 'Bonifico a vostro favore', 9000, 0, 'BONIFICO DA FONDAZIONE FELSINEA SECONDA TRANCHE CONTRIBUTO PROGETTO COMPITI INSIEME 2025'],
  ['2025-11-25', '2025-11-25', 'Bonifico a vostro favore', 100, 0, 'BONIFICO SEPA DA CASADEI LAURA EROGAZIONE LIBERALE'],
  ['2025-11-28', '2025-11-28', 'Canone mensile', 0, 12.5, 'CANONE MENSILE CONTO BUSINESS ASSOCIAZIONI NOVEMBRE'],
  ['2025-11-28', '2025-11-28', 'Commissioni', 0, 3, 'COMMISSIONI SU BONIFICI DISPOSTI NOVEMBRE'],
  ['2025-12-01', '2025-12-01', 'Bonifico istantaneo', 0, 800, 'BONIFICO ISTANTANEO A FAVORE DI IMMOBILIARE NAVILE SRL CANONE DICEMBRE 2025 SEDE VIA DEI MILLE 14'],
  fam('2025-12-01', 'ROSSI MARCO', 'ROSSI GIULIA', 'DICEMBRE'),
  fam('2025-12-02', 'EL AMRANI FATIMA', 'EL AMRANI YASMINE', 'DICEMBRE'),
  fam('2025-12-02', 'DE SANTIS ANNA', 'DE SANTIS PIETRO', 'DICEMBRE'),
  fam('2025-12-03', 'OKAFOR CHINEDU', 'OKAFOR DAVID', 'DICEMBRE'),
  fam('2025-12-04', 'HUANG WEI', 'HUANG LEO', 'DICEMBRE'),
  fam('2025-12-05', 'MANCINI LUCA', 'MANCINI SOFIA', 'DICEMBRE'),
  ['2025-12-10', '2025-12-10', 'Bonifico disposto', 0, 1382, 'BONIFICO A FAVORE DI BIANCHI ELENA STIPENDIO NOVEMBRE 2025'],
  ['2025-12-10', '2025-12-10', 'Bonifico disposto', 0, 1146, 'BONIFICO A FAVORE DI FERRI LUCA STIPENDIO NOVEMBRE 2025'],
  ['2025-12-10', '2025-12-10', 'Prelievo Bancomat', 0, 150, 'PRELIEVO ATM 10/12/2025 ORE 17:31 ATM INTESA SANPAOLO VIA MARCONI BOLOGNA CARTA N. ****0912'],
  ['2025-12-11', '2025-12-11', 'Bonifico disposto', 0, 1098, 'BONIFICO A FAVORE DI STUDIO FABBRI COMMERCIALISTI ASSOCIATI FATTURA N. 212/2025 CONSULENZA CONTABILE'],
  ['2025-12-15', '2025-12-15', 'Bonifico a vostro favore', 12250, 0, 'BONIFICO DA COMUNE DI BOLOGNA CONTRIBUTO LFA QUARTIERE NAVILE SALDO 2025'],
  ['2025-12-16', '2025-12-16', 'Pagamento delega F24', 0, 1226.1, 'PAGAMENTO F24 DELEGA N. 2025121600052 RITENUTE E CONTRIBUTI INPS'],
  ['2025-12-16', '2025-12-16', 'Versamento contanti', 850, 0, 'VERSAMENTO CONTANTI SPORTELLO FILIALE BOLOGNA VIA MARCONI'],
  ['2025-12-17', '2025-12-17', 'Bonifico a vostro favore', 50, 0, 'BONIFICO SEPA DA PEDRINI MARTA EROGAZIONE LIBERALE NATALE'],
  ['2025-12-17', '2025-12-17', 'Bonifico a vostro favore', 200, 0, 'BONIFICO SEPA DA STUDIO LEGALE MORANDI EROGAZIONE LIBERALE NATALE'],
  ['2025-12-18', '2025-12-18', 'Addebito diretto SDD', 0, 168.9, 'ADDEBITO SDD HERA SPA FATTURA ENERGIA ELETTRICA E GAS SEDE'],
  ['2025-12-19', '2025-12-19', 'Bonifico a vostro favore', 250, 0, 'BONIFICO SEPA DA GUIDI ROBERTO EROGAZIONE LIBERALE NATALE'],
  ['2025-12-22', '2025-12-22', 'Bonifico a vostro favore', 500, 0, 'BONIFICO SEPA DA FERRARI ANTONELLA EROGAZIONE LIBERALE IN MEMORIA DI BRUNO FERRARI'],
  ['2025-12-23', '2025-12-23', 'Bonifico disposto', 0, 2764, 'BONIFICO A FAVORE DI BIANCHI ELENA STIPENDIO DICEMBRE 2025 E TREDICESIMA'],
  ['2025-12-23', '2025-12-23', 'Bonifico disposto', 0, 2292, 'BONIFICO A FAVORE DI FERRI LUCA STIPENDIO DICEMBRE 2025 E TREDICESIMA'],
  ['2025-12-29', '2025-12-29', 'Versamento contanti', 'CLOSE', 0, 'VERSAMENTO CONTANTI SPORTELLO FILIALE BOLOGNA VIA MARCONI'],
  ['2025-12-31', '2025-12-31', 'Canone mensile', 0, 12.5, 'CANONE MENSILE CONTO BUSINESS ASSOCIAZIONI DICEMBRE'],
  ['2025-12-31', '2025-12-31', 'Commissioni', 0, 5.25, 'COMMISSIONI SU BONIFICI DISPOSTI DICEMBRE'],
  ['2025-12-31', '2025-12-31', 'Interessi creditori', 18.35, 0, 'COMPETENZE DI CHIUSURA INTERESSI CREDITORI ANNO 2025'],
];
export const BANK_ACCOUNT = { holder: 'IL PORTICO SOLIDALE APS-ETS', conto: '1000/00061427', iban: 'IT84 K030 6902 4771 0000 0061 427' };

export const VERBALE = {
  date: '2026-04-23', first: '2026-04-22', time: '18:30', end: '20:05', place: 'Via dei Mille 14, Bologna',
  president: 'Giulia Benassi', secretary: 'Marco Zanetti', members: 165, present: 35, proxies: 6,
  rendFavour: 39, rendAbstain: 2, feeOld: 20, feeNew: 25, feeFrom: '2026-09-01',
  resigned: 'Paolo Gherardi', elected: 'Sara Lambertini', electedVotes: 37, runts: '2026-06-30',
  sanDonato: 6500, sanDonatoFrom: 'settembre 2026',
};

// =====================================================================================================
// derived figures
// =====================================================================================================
export function brueckenschlag() {
  const er = {};
  const line = (label, cur, prev) => { er[label] = { cur: r2(cur), prev: r2(prev) }; };
  let inc = [0, 0], exp = [0, 0];
  for (const [label, accs] of ER_INCOME) { const c = sum(accs.map((a) => bxYear(a, 2025))), p = sum(accs.map((a) => bxYear(a, 2024))); line(label, c, p); inc = [inc[0] + c, inc[1] + p]; }
  line('Total Betriebsertrag', inc[0], inc[1]);
  for (const [label, accs] of ER_EXPENSE) { const c = sum(accs.map((a) => bxYear(a, 2025))), p = sum(accs.map((a) => bxYear(a, 2024))); line(label, -c, -p); exp = [exp[0] + c, exp[1] + p]; }
  line('Total Betriebsaufwand', -exp[0], -exp[1]);
  line('Betriebsergebnis', inc[0] - exp[0], inc[1] - exp[1]);
  line('Finanzertrag', bxYear('6950', 2025), bxYear('6950', 2024));
  line('Finanzaufwand', -bxYear('6900', 2025), -bxYear('6900', 2024));
  const fin = [bxYear('6950', 2025) - bxYear('6900', 2025), bxYear('6950', 2024) - bxYear('6900', 2024)];
  line('Finanzergebnis', fin[0], fin[1]);
  const vor = [inc[0] - exp[0] + fin[0], inc[1] - exp[1] + fin[1]];
  line('Jahresergebnis vor Veränderung Fondskapital', vor[0], vor[1]);
  line('Zuweisung Fonds Sprachförderung', -FUND.alloc[2025], -FUND.alloc[2024]);
  line('Verwendung Fonds Sprachförderung', FUND.use[2025], FUND.use[2024]);
  const dF = [FUND.use[2025] - FUND.alloc[2025], FUND.use[2024] - FUND.alloc[2024]];
  line('Veränderung Fondskapital', dF[0], dF[1]);
  const je = [r2(vor[0] + dF[0]), r2(vor[1] + dF[1])];
  line('Jahresergebnis', je[0], je[1]);

  const fund24 = FUND.open2024 + FUND.alloc[2024] - FUND.use[2024];
  const fund25 = fund24 + FUND.alloc[2025] - FUND.use[2025];
  const B = BIL;
  const fk = [r2(B.kreditoren[0] + B.pra[0]), r2(B.kreditoren[1] + B.pra[1])];
  const av = [r2(B.mobiliar[0] + B.informatik[0]), r2(B.mobiliar[1] + B.informatik[1])];
  const uv24 = r2(B.kasse[1] + B.postfinance[1] + B.bkb2024 + B.forderungen[1] + B.ara[1]);
  const total24 = r2(uv24 + av[1]);
  const org24 = r2(total24 - fk[1] - fund24);
  const vv24 = r2(org24 - je[1]);
  const vv25 = org24;
  const org25 = r2(vv25 + je[0]);
  const total25 = r2(fk[0] + fund25 + org25);
  const bkb25 = r2(total25 - av[0] - B.kasse[0] - B.postfinance[0] - B.forderungen[0] - B.ara[0]);
  const bil = {};
  const b = (label, cur, prev) => { bil[label] = { cur: r2(cur), prev: r2(prev) }; };
  b('Kasse', B.kasse[0], B.kasse[1]);
  b('PostFinance', B.postfinance[0], B.postfinance[1]);
  b('Basler Kantonalbank, Sparkonto', bkb25, B.bkb2024);
  b('Total Flüssige Mittel', B.kasse[0] + B.postfinance[0] + bkb25, B.kasse[1] + B.postfinance[1] + B.bkb2024);
  b('Forderungen', B.forderungen[0], B.forderungen[1]);
  b('Aktive Rechnungsabgrenzungen', B.ara[0], B.ara[1]);
  b('Total Umlaufvermögen', total25 - av[0], uv24);
  b('Mobiliar und Einrichtungen', B.mobiliar[0], B.mobiliar[1]);
  b('Informatik', B.informatik[0], B.informatik[1]);
  b('Total Anlagevermögen', av[0], av[1]);
  b('Total Aktiven', total25, total24);
  b('Verbindlichkeiten aus Lieferungen und Leistungen', B.kreditoren[0], B.kreditoren[1]);
  b('Passive Rechnungsabgrenzungen', B.pra[0], B.pra[1]);
  b('Total kurzfristiges Fremdkapital', fk[0], fk[1]);
  b('Fonds Sprachförderung', fund25, fund24);
  b('Total Fondskapital', fund25, fund24);
  b('Vereinsvermögen am 1. Januar', vv25, vv24);
  b('Jahresergebnis', je[0], je[1]);
  b('Total Organisationskapital', org25, org24);
  b('Total Passiven', total25, total24);

  const fundRoll = { open: [fund24, FUND.open2024], alloc: [FUND.alloc[2025], FUND.alloc[2024]], use: [FUND.use[2025], FUND.use[2024]], close: [fund25, fund24] };

  // bexio: per account, per group totals per quarter
  const bx = {};
  // as the bexio sheet shows them: 6950 (a financial income inside the expense class) with a minus sign
  for (const [no, name, , q] of BX) { const sg = no === '6950' ? -1 : 1; bx[no] = { name, q: q.map((v) => r2(sg * v)), total: r2(sg * sum(q)) }; }
  const grp = (g, sign = (no) => 1) => [0, 1, 2, 3, 4].map((i) => sum(BX.filter((a) => a[2] === g).map((a) => sign(a[0]) * (i < 4 ? a[3][i] : sum(a[3])))));
  const bxTot = {
    E: grp('E'), M: grp('M'), P: grp('P'), B: grp('B', (no) => (no === '6950' ? -1 : 1)),
  };
  bxTot.gross1 = bxTot.E.map((v, i) => r2(v - bxTot.M[i]));
  bxTot.gross2 = bxTot.gross1.map((v, i) => r2(v - bxTot.P[i]));
  bxTot.result = bxTot.gross2.map((v, i) => r2(v - bxTot.B[i]));

  // budget
  const istOf = (accs) => sum(accs.map((a) => (a.startsWith('-') ? -bxYear(a.slice(1), 2025) : bxYear(a, 2025))));
  const bud = {};
  const mk = ([kto, label, accs, b25, b26, note]) => {
    const ist = istOf(accs);
    bud[label] = { kto, b25, ist, abw: r2(ist - b25), pct: b25 ? (ist - b25) / b25 : null, b26, note };
  };
  BUDGET_INCOME.forEach(mk); BUDGET_EXPENSE.forEach(mk);
  const tot = (rows) => {
    const b25 = sum(rows.map((r) => r[3])), ist = sum(rows.map((r) => bud[r[1]].ist)), b26 = sum(rows.map((r) => r[4]));
    return { b25, ist, abw: r2(ist - b25), pct: (ist - b25) / b25, b26 };
  };
  bud['Total Ertrag'] = tot(BUDGET_INCOME);
  bud['Total Aufwand'] = tot(BUDGET_EXPENSE);
  const ti = bud['Total Ertrag'], ta = bud['Total Aufwand'];
  bud['Ergebnis vor Fondsveränderung'] = { b25: r2(ti.b25 - ta.b25), ist: r2(ti.ist - ta.ist), abw: r2(ti.ist - ta.ist - (ti.b25 - ta.b25)), pct: null, b26: r2(ti.b26 - ta.b26) };

  // PostFinance
  const rc = receiptCh();
  const rows = PF_ROWS.map(([d, v, t, cr, dr]) => ({ date: d, valuta: v, text: t, cr: cr === 'RECEIPT' ? rc.total : cr, dr: dr === 'RECEIPT' ? rc.total : dr }));
  const net = sum(rows.map((r) => r.cr - r.dr));
  const open = r2(BIL.postfinance[0] - net);
  let s = open;
  for (const r of rows) { s = r2(s + r.cr - r.dr); r.saldo = s; }
  const pf = { open, close: s, rows };

  return { er, bil, fundRoll, fte: FTE, members: MEMBERS, bx, bxTot, bud, pf, rc };
}

export function portico() {
  const rend = {};
  const put = (k, cur, prev) => { rend[k] = { cur: r2(cur), prev: r2(prev) }; };
  const tot = { U: [0, 0], E: [0, 0] };
  for (const sec of ['A', 'B', 'C', 'D', 'E']) {
    for (const side of ['U', 'E']) {
      const rows = RD[side][sec];
      rows.forEach(([n, , c, p]) => put(`${side}.${sec}.${n}`, c, p));
      const t = [sum(rows.map((r) => r[2])), sum(rows.map((r) => r[3]))];
      put(`${side}.${sec}.tot`, t[0], t[1]);
      tot[side] = [tot[side][0] + t[0], tot[side][1] + t[1]];
    }
    if (sec !== 'E') put(`${sec}.avanzo`, rend[`E.${sec}.tot`].cur - rend[`U.${sec}.tot`].cur, rend[`E.${sec}.tot`].prev - rend[`U.${sec}.tot`].prev);
  }
  put('U.tot', tot.U[0], tot.U[1]);
  put('E.tot', tot.E[0], tot.E[1]);
  put('ante_imposte', tot.E[0] - tot.U[0], tot.E[1] - tot.U[1]);
  put('imposte', RD.imposte[0], RD.imposte[1]);
  put('ante_inv', rend.ante_imposte.cur - RD.imposte[0], rend.ante_imposte.prev - RD.imposte[1]);
  RD.invU.forEach(([n, , c, p]) => put(`U.I.${n}`, c, p));
  RD.invE.forEach(([n, , c, p]) => put(`E.I.${n}`, c, p));
  put('U.I.tot', sum(RD.invU.map((r) => r[2])), sum(RD.invU.map((r) => r[3])));
  put('E.I.tot', sum(RD.invE.map((r) => r[2])), sum(RD.invE.map((r) => r[3])));
  put('inv_avanzo', rend['E.I.tot'].cur - rend['U.I.tot'].cur, rend['E.I.tot'].prev - rend['U.I.tot'].prev);
  put('complessivo', rend.ante_inv.cur + rend.inv_avanzo.cur, rend.ante_inv.prev + rend.inv_avanzo.prev);
  const banca25 = BANCA_CLOSE;
  put('cassa', CASSA_CLOSE, RD.cassa[1]);
  put('banca', banca25, RD.banca[1]);
  put('cassa_banca', CASSA_CLOSE + banca25, RD.cassa[1] + RD.banca[1]);

  // preventivo vs consuntivo
  const pvc = {};
  const cons = (keys) => sum(keys.map((k) => rend[k].cur));
  const mk = ([voce, keys, p25, p26, nota]) => { const c = cons(keys); pvc[voce] = { p25, cons: c, sc: r2(c - p25), pct: p25 ? (c - p25) / p25 : null, p26, nota }; };
  PVC_E.forEach(mk);
  const te = { p25: sum(PVC_E.map((r) => r[2])), cons: sum(PVC_E.map((r) => pvc[r[0]].cons)), p26: sum(PVC_E.map((r) => r[3])) };
  const pvcU = {};
  for (const r of PVC_U) { const c = cons(r[1]); pvcU[r[0]] = { p25: r[2], cons: c, sc: r2(c - r[2]), pct: r[2] ? (c - r[2]) / r[2] : null, p26: r[3], nota: r[4] }; }
  const tu = { p25: sum(PVC_U.map((r) => r[2])), cons: sum(PVC_U.map((r) => pvcU[r[0]].cons)), p26: sum(PVC_U.map((r) => r[3])) };
  const totals = {
    E: { ...te, sc: r2(te.cons - te.p25), pct: (te.cons - te.p25) / te.p25 },
    U: { ...tu, sc: r2(tu.cons - tu.p25), pct: (tu.cons - tu.p25) / tu.p25 },
  };
  totals.R = { p25: r2(te.p25 - tu.p25), cons: r2(te.cons - tu.cons), p26: r2(te.p26 - tu.p26) };

  // prima nota
  const rc = receiptIt();
  const pnRows = PN.map(([d, n, desc, voce, e, u]) => ({ date: d, n, desc, voce, e, u: u === 'RECEIPT' ? rc.total : u }));
  let saldo = RD.cassa[1];
  for (const r of pnRows) {
    if (r.u === 'CLOSE') r.u = r2(saldo + r.e - CASSA_CLOSE);
    saldo = r2(saldo + r.e - r.u); r.saldo = saldo;
  }
  const pn = { open: RD.cassa[1], close: saldo, rows: pnRows };

  // bank
  const closeDeposit = pnRows.find((r) => r.u !== 0 && r.n === 'C50').u;
  const bRows = BANK.map(([dc, dv, op, cr, dr, ext]) => ({ dc, dv, op, cr: cr === 'CLOSE' ? closeDeposit : cr, dr, ext }));
  const net = sum(bRows.map((r) => r.cr - r.dr));
  const bank = { open: r2(BANCA_CLOSE - net), close: BANCA_CLOSE, rows: bRows };

  return { rend, pvc, pvcU, pvcTot: totals, pn, bank, rc };
}

// The view: what a reader of the documents sees, in one shape; verify.mjs builds the same shape from the files.
export function view() {
  const bs = brueckenschlag();
  const it = portico();
  return { bs: { ...bs, rev: revisionText(bs).join('\n') }, it: { ...it, verb: verbaleText(it).join('\n') } };
}

// ------------------------------------------------------------------ number and date words
export const chf = (v, dash = false) => {
  const neg = v < 0; const a = Math.abs(r2(v));
  const [i, d] = a.toFixed(2).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return `${neg ? '-' : ''}${g}.${dash && d === '00' ? '–' : d}`;
};
export const eur = (v) => {
  const neg = v < 0; const a = Math.abs(r2(v));
  const [i, d] = a.toFixed(2).split('.');
  return `${neg ? '-' : ''}${i.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${d}`;
};
const dmy = (iso) => { const [y, m, d] = iso.split('-').map(Number); return { y, m, d }; };
export const chDate = (iso) => { const { y, m, d } = dmy(iso); return `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`; };
export const deLong = (iso) => { const { y, m, d } = dmy(iso); return `${d}. ${MONATE[m - 1]} ${y}`; };
export const itLong = (iso) => { const { y, m, d } = dmy(iso); return `${d === 1 ? '1°' : d} ${MESI[m - 1]} ${y}`; };
export const itNum = (iso) => { const { y, m, d } = dmy(iso); return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`; };
// accepted written forms of a date
export function dateForms(iso) {
  const { y, m, d } = dmy(iso);
  const M = MONTHS[m - 1], dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const ord = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return [...new Set([`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${M} ${d} ${y}`, `${d}${ord} ${M} ${y}`, `${M} ${d}${ord}, ${y}`, `${d} ${M.slice(0, 3)} ${y}`, `${M.slice(0, 3)} ${d}, ${y}`,
    `${dd}.${mm}.${y}`, `${d}.${m}.${y}`, `${dd}/${mm}/${y}`, `${d}/${m}/${y}`, `${y}-${mm}-${dd}`, `${d}. ${MONATE[m - 1]} ${y}`, `${d} ${MESI[m - 1]} ${y}`])];
}

// ------------------------------------------------------------------ the two Word documents' text
export function revisionText(bs) {
  const R = REVISION;
  const je = bs.er['Jahresergebnis'].cur;
  return [
    'Bericht der Revisionsstelle zur eingeschränkten Revision an die Generalversammlung des Vereins Brückenschlag Basel',
    `Als Revisionsstelle haben wir die Jahresrechnung (Bilanz, Erfolgsrechnung und Anhang) des Vereins Brückenschlag Basel für das am 31. Dezember 2025 abgeschlossene Geschäftsjahr geprüft.`,
    'Für die Jahresrechnung ist der Vorstand verantwortlich, während unsere Aufgabe darin besteht, diese zu prüfen. Wir bestätigen, dass wir die gesetzlichen Anforderungen hinsichtlich Zulassung und Unabhängigkeit erfüllen.',
    'Unsere Revision erfolgte nach dem Schweizer Standard zur eingeschränkten Revision. Danach ist diese Revision so zu planen und durchzuführen, dass wesentliche Fehlaussagen in der Jahresrechnung erkannt werden. Eine eingeschränkte Revision umfasst hauptsächlich Befragungen und analytische Prüfungshandlungen sowie den Umständen angemessene Detailprüfungen der beim geprüften Verein vorhandenen Unterlagen. Dagegen sind Prüfungen der betrieblichen Abläufe und des internen Kontrollsystems sowie Befragungen und weitere Prüfungshandlungen zur Aufdeckung deliktischer Handlungen oder anderer Gesetzesverstösse nicht Bestandteil dieser Revision.',
    'Bei unserer Revision sind wir nicht auf Sachverhalte gestossen, aus denen wir schliessen müssten, dass die Jahresrechnung nicht Gesetz und Statuten entspricht.',
    `Die Jahresrechnung 2025 schliesst bei einer Bilanzsumme von CHF ${chf(bs.bil['Total Aktiven'].cur, true).replace(/'/g, '’')} mit einem Jahresverlust von CHF ${chf(-je, true).replace(/'/g, '’')} ab. Das Organisationskapital beträgt per 31. Dezember 2025 CHF ${chf(bs.bil['Total Organisationskapital'].cur, true).replace(/'/g, '’')}.`,
    `Wir empfehlen der Generalversammlung vom ${deLong(R.gv)}, die vorliegende Jahresrechnung zu genehmigen und dem Vorstand Entlastung zu erteilen.`,
    'Hinweise und Empfehlungen an den Vorstand (Management Letter)',
    `1. Kasse Quartiercafé: Bei der Prüfung der Barauslagen des Quartiercafés fehlten für ${R.undocumentedCount} Auszahlungen im Gesamtbetrag von CHF ${chf(R.undocumented).replace(/'/g, '’')} die Belege. Wir empfehlen, die Kasse des Quartiercafés monatlich im Vier-Augen-Prinzip zu zählen (Kassensturz durch zwei Personen mit unterzeichnetem Protokoll) und jede Barauslage mit einem Beleg zu dokumentieren.`,
    `2. Fonds Sprachförderung: Der Beitrag der Stiftung Wettsteinbrücke von CHF 8’000.– ist für Kurse im Jahr 2026 bestimmt und wurde korrekt dem Fonds zugewiesen. Wir empfehlen, die Verwendung des Fonds in einem Vorstandsbeschluss festzuhalten.`,
    '3. Spendenbescheinigungen: Die Spendenbescheinigungen für TWINT-Spenden werden heute von Hand erstellt. Wir empfehlen, sie künftig direkt aus bexio zu erzeugen.',
    `Unser Honorar für die eingeschränkte Revision 2025 beträgt CHF ${chf(R.fee, true).replace(/'/g, '’')} (Vorjahr CHF 1’750.–).`,
    `Basel, ${deLong(R.date)}`,
    R.firm,
    `${R.auditor}, ${R.auditorTitle}`,
    `${R.second}, ${R.secondTitle}`,
    'Beilage: Jahresrechnung 2025 (Bilanz, Erfolgsrechnung und Anhang)',
  ];
}

export function verbaleText(it) {
  const V = VERBALE;
  const r = it.rend;
  const comp = r.complessivo.cur;
  return [
    'IL PORTICO SOLIDALE APS-ETS',
    'Via dei Mille 14 - 40121 Bologna - C.F. 91357820374 - iscritta al RUNTS, sezione APS',
    'VERBALE DELL’ASSEMBLEA ORDINARIA DEI SOCI',
    `Il giorno ${itLong(V.date)}, alle ore ${V.time}, presso la sede sociale in ${V.place}, si è riunita in seconda convocazione, essendo andata deserta la prima convocazione del ${itLong(V.first)}, l’Assemblea ordinaria dei soci dell’associazione Il Portico Solidale APS-ETS, per discutere e deliberare sul seguente`,
    'ORDINE DEL GIORNO',
    '1. Approvazione del rendiconto per cassa dell’esercizio 2025 e della relazione di missione;',
    '2. Approvazione del bilancio preventivo 2026;',
    '3. Determinazione della quota associativa annuale;',
    '4. Sostituzione di un componente del Consiglio direttivo;',
    '5. Varie ed eventuali.',
    `Assume la presidenza dell’Assemblea, ai sensi dell’art. 12 dello Statuto, la Presidente ${V.president}, la quale chiama a fungere da segretario verbalizzante il socio ${V.secretary}, che accetta.`,
    `La Presidente constata che sono presenti ${V.present} soci in proprio e ${V.proxies} soci per delega, per un totale di ${V.present + V.proxies} soci su ${V.members} iscritti al libro soci e in regola con il versamento della quota, e dichiara l’Assemblea validamente costituita in seconda convocazione.`,
    `1. Rendiconto per cassa 2025. La tesoriera illustra il rendiconto per cassa dell’esercizio 2025 redatto secondo il Modello D (DM 5 marzo 2020), che chiude con un disavanzo complessivo di € ${eur(-comp)}, dovuto in gran parte agli investimenti in attrezzature per € ${eur(r['U.I.1'].cur)}. Le disponibilità liquide al 31 dicembre 2025 ammontano a € ${eur(r.cassa_banca.cur)}. Dopo ampia discussione l’Assemblea approva il rendiconto e la relazione di missione con ${V.rendFavour} voti favorevoli, nessun contrario e ${V.rendAbstain} astenuti, e delibera di coprire il disavanzo con gli avanzi degli esercizi precedenti.`,
    `2. Bilancio preventivo 2026. La Presidente presenta il preventivo 2026, che prevede entrate per € ${eur(it.pvcTot.E.p26)} e uscite per € ${eur(it.pvcTot.U.p26)}, comprensive dell’apertura di un nuovo doposcuola nel quartiere San Donato da ${V.sanDonatoFrom}, per il quale è stanziata la somma di € ${eur(V.sanDonato)}. Il disavanzo previsto sarà coperto con le disponibilità liquide. L’Assemblea approva all’unanimità.`,
    `3. Quota associativa. Su proposta del Consiglio direttivo, l’Assemblea delibera a maggioranza (2 contrari) di elevare la quota associativa annuale da € ${eur(V.feeOld)} a € ${eur(V.feeNew)} a decorrere dal ${itLong(V.feeFrom)}.`,
    `4. Consiglio direttivo. Preso atto delle dimissioni del consigliere ${V.resigned} per motivi personali, l’Assemblea elegge consigliere la socia ${V.elected}, con ${V.electedVotes} voti favorevoli, che resterà in carica fino alla scadenza dell’attuale Consiglio.`,
    `5. Varie ed eventuali. La Presidente ricorda che il rendiconto approvato e la relazione di missione dovranno essere depositati presso il RUNTS entro il ${itLong(V.runts)}, e ringrazia i volontari del mercatino di Natale e della cena sociale.`,
    `Non essendovi altro da deliberare, l’Assemblea viene sciolta alle ore ${V.end}.`,
    `La Presidente: ${V.president}          Il Segretario verbalizzante: ${V.secretary}`,
  ];
}

// =====================================================================================================
// questions. [kind, question, calc(V) -> number | {text: [...]} | 'notfound', options]
// options: unit (CHF, EUR, %, x, n, months), wrong (number, function of V, or text), tol
// =====================================================================================================
const num = (s) => Number(String(s).replace(/[’']/g, '').replace('.–', '.00'));
const numIt = (s) => Number(String(s).replace(/\./g, '').replace(',', '.'));
const inMonth = (iso, m) => Number(iso.slice(5, 7)) === m;
const pct = (a, b) => ((a - b) / b) * 100;

export const DEFS = {
  brueckenschlag: [
    ['lookup', 'What did membership fees bring in for us in 2025?', (V) => V.bs.er['Mitgliederbeiträge'].cur, { unit: 'CHF', wrong: (V) => V.bs.er['Mitgliederbeiträge'].prev }],
    ['lookup', 'How much did the canton contribute last year?', (V) => V.bs.er['Beitrag Kanton Basel-Stadt'].cur, { unit: 'CHF', wrong: (V) => V.bs.er['Beitrag Kanton Basel-Stadt'].prev }],
    ['total', 'What was our total operating income (Betriebsertrag) in the prior year, 2024?', (V) => V.bs.er['Total Betriebsertrag'].prev, { unit: 'CHF', wrong: (V) => V.bs.er['Total Betriebsertrag'].cur }],
    ['difference', 'How much more did we receive in donations in 2025 compared with 2024?', (V) => V.bs.er['Spenden'].cur - V.bs.er['Spenden'].prev, { unit: 'CHF', wrong: 12244.65 }],
    ['percent', 'By what percentage did Personalaufwand go up from 2024 to 2025?', (V) => pct(V.bs.er['Personalaufwand'].cur, V.bs.er['Personalaufwand'].prev), { unit: '%', wrong: 5.15 }],
    ['lookup', 'saldo postfinance per 31.12.25?', (V) => V.bs.bil['PostFinance'].cur, { unit: 'CHF', wrong: (V) => V.bs.bil['PostFinance'].prev }],
    ['total', 'What was the balance sheet total (Bilanzsumme) at the end of 2025?', (V) => V.bs.bil['Total Aktiven'].cur, { unit: 'CHF', wrong: (V) => V.bs.bil['Total Umlaufvermögen'].cur }],
    ['ratio', 'What was our current ratio at 31 December 2025, i.e. current assets divided by short-term liabilities?', (V) => V.bs.bil['Total Umlaufvermögen'].cur / V.bs.bil['Total kurzfristiges Fremdkapital'].cur, { unit: 'x', wrong: 5.74 }],
    ['ratio', 'How many months of operating expenses would our cash and bank balances (Flüssige Mittel) at year-end 2025 cover, at 2025’s average monthly Betriebsaufwand?', (V) => V.bs.bil['Total Flüssige Mittel'].cur / (-V.bs.er['Total Betriebsaufwand'].cur / 12), { unit: 'months', wrong: 4.05 }],
    ['lookup', 'did we end 2025 with a surplus or a deficit? how big?', (V) => V.bs.er['Jahresergebnis'].cur, { unit: 'CHF', wrong: (V) => V.bs.er['Jahresergebnis vor Veränderung Fondskapital'].cur }],
    ['lookup', 'How much did we spend on Kursmaterial in Q3 2025?', (V) => V.bs.bx['4000'].q[2], { unit: 'CHF', wrong: (V) => V.bs.bx['4000'].q[1] }],
    ['lookup', 'How many full-time equivalents did we employ on average in 2025?', (V) => V.bs.fte[2025], { unit: 'n', wrong: 2.3 }],
    ['total', 'gross salaries acct 5000 H1 2025?', (V) => V.bs.bx['5000'].q[0] + V.bs.bx['5000'].q[1], { unit: 'CHF', wrong: 39600 }],
    ['extreme', 'In which quarter of 2025 did private donations peak?', (V) => { const q = V.bs.bx['3010'].q; const i = q.indexOf(Math.max(...q)); return { text: [[`Q${i + 1}`, `quarter ${i + 1}`, `${['first', 'second', 'third', 'fourth'][i]} quarter`, `${i + 1}${['st', 'nd', 'rd', 'th'][i]} quarter`, `${i + 1}. Quartal`, ['january', 'april', 'july', 'october'][i]]].flat() }; }, { wrong: 'Q1, with CHF 6,215.50' }],
    ['percent', 'What share of our Q4 2025 operating income came from the Kanton Basel-Stadt contribution?', (V) => (V.bs.bx['3100'].q[3] / V.bs.bxTot.E[3]) * 100, { unit: '%', wrong: 25.0 }],
    ['average', 'avg per quarter on nebenkosten & cleaning (acct 6040) in 2025?', (V) => V.bs.bx['6040'].total / 4, { unit: 'CHF', wrong: 1645 }],
    ['difference', 'how much more did the café take in than it spent on goods in Q4?', (V) => V.bs.bx['3400'].q[3] - V.bs.bx['4200'].q[3], { unit: 'CHF', wrong: 10951.15 }],
    ['total', 'What did social insurance cost us in 2025 in total: AHV/IV/EO/ALV, BVG and accident/sickness insurance (accounts 5700, 5720, 5730)?', (V) => V.bs.bx['5700'].total + V.bs.bx['5720'].total + V.bs.bx['5730'].total, { unit: 'CHF', wrong: 18268.8 }],
    ['extreme', 'Apart from salaries, what was our biggest expense account in Q2 2025?', (V) => { const c = Object.entries(V.bs.bx).filter(([no]) => /^[456]/.test(no) && no !== '5000' && no !== '6950').sort((a, b) => b[1].q[1] - a[1].q[1])[0]; return { text: [c[1].name, c[0], 'course instructors', 'course leaders', 'course teachers', 'instructor fees', 'teachers’ fees', "teachers' fees"] }; }, { wrong: 'Miete Räumlichkeiten (rent), CHF 6,450.00' }],
    ['lookup', 'Wie hoch waren die budgetierten Stiftungsbeiträge 2025?', (V) => V.bs.bud['Stiftungsbeiträge'].b25, { unit: 'CHF', wrong: (V) => V.bs.bud['Stiftungsbeiträge'].b26 }],
    ['variance', 'By how much did we overspend on Öffentlichkeitsarbeit in 2025 against budget?', (V) => V.bs.bud['Öffentlichkeitsarbeit'].abw, { unit: 'CHF', wrong: 1000 }],
    ['percent', 'What was the percentage deviation from budget for Personalaufwand in 2025?', (V) => V.bs.bud['Personalaufwand'].pct * 100, { unit: '%', wrong: 5.43 }],
    ['lookup', 'What’s the 2026 budget for personnel?', (V) => V.bs.bud['Personalaufwand'].b26, { unit: 'CHF', wrong: (V) => V.bs.bud['Personalaufwand'].b25 }],
    ['percent', 'The 2026 budget for course fees is how many percent above what we actually took in 2025?', (V) => pct(V.bs.bud['Kursgelder'].b26, V.bs.bud['Kursgelder'].ist), { unit: '%', wrong: 7.89 }],
    ['variance', 'How far off budget was total income in 2025?', (V) => V.bs.bud['Total Ertrag'].abw, { unit: 'CHF', wrong: 9500 }],
    ['extreme', 'Which income line fell furthest short of budget in 2025?', (V) => { const inc = BUDGET_INCOME.map((r) => r[1]).sort((a, b) => V.bs.bud[a].abw - V.bs.bud[b].abw)[0]; return { text: [inc, 'Stiftung', 'foundation'] }; }, { wrong: 'Mitgliederbeiträge (membership fees), CHF 200 below budget' }],
    ['lookup', 'Wie hoch war der Saldo auf dem PostFinance-Konto Ende November 2025?', (V) => V.bs.pf.rows.filter((r) => r.date <= '2025-11-30').at(-1).saldo, { unit: 'CHF', wrong: (V) => V.bs.pf.rows.filter((r) => r.date <= '2025-10-31').at(-1).saldo }],
    ['total', 'total gutschriften on postfinance in oct 25?', (V) => sum(V.bs.pf.rows.filter((r) => inMonth(r.date, 10)).map((r) => r.cr)), { unit: 'CHF', wrong: 3000 }],
    ['count', 'how many twint donations came in in december', (V) => V.bs.pf.rows.filter((r) => inMonth(r.date, 12) && /TWINT/.test(r.text) && r.cr > 0).length, { unit: 'n', wrong: 11 }],
    ['total', 'How much did we pay the Ausgleichskasse (AHV) from PostFinance in the fourth quarter?', (V) => sum(V.bs.pf.rows.filter((r) => /AUSGLEICHSKASSE/.test(r.text)).map((r) => r.dr)), { unit: 'CHF', wrong: 1842.3 }],
    ['extreme', 'What was the largest single debit on the PostFinance account in Q4 2025?', (V) => Math.max(...V.bs.pf.rows.map((r) => r.dr)), { unit: 'CHF', wrong: 11640.85 }],
    ['text', 'On what date was the canton’s Q4 contribution credited to PostFinance?', (V) => ({ text: dateForms(V.bs.pf.rows.find((r) => /KANTON BASEL-STADT/.test(r.text)).date), date: true }), { wrong: '2025-10-01' }],
    ['total', 'rent paid via postfinance oct-dec?', (V) => sum(V.bs.pf.rows.filter((r) => /MIETE/.test(r.text)).map((r) => r.dr)), { unit: 'CHF', wrong: 2150 }],
    ['difference', 'By how much did the PostFinance balance fall over Q4 2025?', (V) => V.bs.pf.open - V.bs.pf.close, { unit: 'CHF', wrong: 8637.45 }],
    ['average', 'whats the avg twint donation in dec?', (V) => { const t = V.bs.pf.rows.filter((r) => inMonth(r.date, 12) && /TWINT/.test(r.text)); return sum(t.map((r) => r.cr)) / t.length; }, { unit: 'CHF', wrong: 70 }],
    ['text', 'Who audited our 2025 accounts?', (V) => { const firm = V.bs.rev.match(/\n(Treuhand [^\n]+)\n/)[1]; const who = V.bs.rev.match(/\n([A-ZÄÖÜ][a-zäöü]+ [A-ZÄÖÜ][a-zäöü]+), zugelassene Revisionsexpertin/)[1]; return { text: [firm, firm.replace(' GmbH', ''), who, 'Baerenfelser', 'Tschudin'] }; }, { wrong: 'KPMG AG in Basel' }],
    ['text', 'Von wann ist der Revisionsbericht datiert?', (V) => { const m = V.bs.rev.match(/Basel, (\d+)\. (\p{L}+) (\d{4})/u); const iso = `${m[3]}-${String(MONATE.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`; return { text: dateForms(iso), date: true }; }, { wrong: '2026-04-28' }],
    ['text', 'What did the auditor recommend we do about the café cash?', (V) => { if (!/Kassensturz/.test(V.bs.rev)) throw new Error('no Kassensturz'); return { text: ['Kassensturz', 'cash count', 'count the cash', 'counted', 'counting', 'four-eyes', 'four eyes', 'vier-augen', 'two people', 'two persons', 'receipt for every', 'receipts for every', 'receipt for each', 'document every', 'document each'] }; }, { wrong: 'To move the café takings from PostFinance to the Basler Kantonalbank savings account' }],
    ['lookup', 'What is the auditor’s fee for the 2025 audit?', (V) => num(V.bs.rev.match(/Honorar[^.]*?CHF ([\d’.–]+)/)[1]), { unit: 'CHF', wrong: 1750 }],
    ['lookup', 'How much in café cash payments did the auditor find without receipts?', (V) => num(V.bs.rev.match(/Gesamtbetrag von CHF ([\d’.]+\d)/)[1]), { unit: 'CHF', wrong: 1284.6 }],
    ['text', 'Was ours a full (ordentliche) or a limited (eingeschränkte) audit?', (V) => { if (!/eingeschränkten Revision/.test(V.bs.rev)) throw new Error('audit type'); return { text: ['limited', 'eingeschränkt', 'restricted'] }; }, { wrong: 'A full ordinary audit (ordentliche Revision) under the Swiss auditing standards' }],
    ['receipt', 'What was the total on the Coop receipt?', (V) => V.bs.rc.total, { unit: 'CHF', wrong: (V) => V.bs.rc.total + V.bs.rc.vat }],
    ['receipt', 'How much MWST at 8.1% is on the Coop receipt?', (V) => V.bs.rc.groups.find((g) => g.rate === 8.1).vat, { unit: 'CHF', wrong: (V) => V.bs.rc.groups.find((g) => g.rate === 2.6).vat }],
    ['receipt', 'date of the coop receipt?', (V) => ({ text: dateForms(V.bs.rc.date), date: true }), { wrong: '2025-11-17' }],
    ['receipt', 'what did the buttergipfeli cost after the aktion discount on the coop reciept', (V) => { const g = V.bs.rc.lines.filter((l) => /Buttergipfeli/.test(l.n)); return sum(g.map((l) => l.t)); }, { unit: 'CHF', wrong: 13.5 }],
    ['notfound', 'What was the PostFinance balance at the end of September 2024?', () => 'notfound'],
    ['notfound', 'How much did we budget for total expenses in 2024?', () => 'notfound'],
    ['notfound', 'How much did the Ernst Göhner Stiftung give us in 2025?', () => 'notfound'],
    ['notfound', 'What’s the gross annual salary of our Geschäftsleiterin?', () => 'notfound'],
    ['notfound', 'What did the Migros receipt from 3 December come to?', () => 'notfound'],
  ],
  portico: [
    ['lookup', 'How much did the 5 per mille bring in in 2025?', (V) => V.it.rend['E.A.5'].cur, { unit: 'EUR', wrong: (V) => V.it.rend['E.A.5'].prev }],
    ['total', 'What were total operating outflows (totale uscite della gestione) in 2025?', (V) => V.it.rend['U.tot'].cur, { unit: 'EUR', wrong: (V) => V.it.pvcTot.U.cons }],
    ['difference', 'How much more did we receive in erogazioni liberali in 2025 than the year before?', (V) => V.it.rend['E.A.4'].cur - V.it.rend['E.A.4'].prev, { unit: 'EUR', wrong: 2726.5 }],
    ['percent', 'By what percentage did contributions from public bodies (contributi da enti pubblici) rise from 2024 to 2025?', (V) => pct(V.it.rend['E.A.8'].cur, V.it.rend['E.A.8'].prev), { unit: '%', wrong: 10.2 }],
    ['total', 'total income from general-interest activities (section A entrate) in 2025?', (V) => V.it.rend['E.A.tot'].cur, { unit: 'EUR', wrong: (V) => V.it.rend['E.tot'].cur }],
    ['lookup', 'What was the surplus on general-interest activities in 2025?', (V) => V.it.rend['A.avanzo'].cur, { unit: 'EUR', wrong: (V) => V.it.rend['A.avanzo'].prev }],
    ['lookup', 'Did we end 2025 with a surplus or a deficit overall (avanzo/disavanzo complessivo), and how much?', (V) => V.it.rend.complessivo.cur, { unit: 'EUR', wrong: (V) => V.it.rend.ante_inv.cur }],
    ['percent', 'What share of 2025 operating income (totale entrate della gestione) came from public bodies, counting both contributions (A8) and contracts (A9)?', (V) => ((V.it.rend['E.A.8'].cur + V.it.rend['E.A.9'].cur) / V.it.rend['E.tot'].cur) * 100, { unit: '%', wrong: 25.34 }],
    ['total', 'How much cash and bank did we hold at 31 December 2025?', (V) => V.it.rend.cassa.cur + V.it.rend.banca.cur, { unit: 'EUR', wrong: (V) => V.it.rend.cassa.prev + V.it.rend.banca.prev }],
    ['lookup', 'What did fundraising (section C) net us in 2025?', (V) => V.it.rend['C.avanzo'].cur, { unit: 'EUR', wrong: (V) => V.it.rend['E.C.tot'].cur }],
    ['percent', 'fundraising costs as a % of what it raised, 2025?', (V) => (V.it.rend['U.C.tot'].cur / V.it.rend['E.C.tot'].cur) * 100, { unit: '%', wrong: 31.0 }],
    ['total', 'Total staff costs in 2025, activity staff and support staff together (personale)?', (V) => V.it.rend['U.A.4'].cur + V.it.rend['U.E.4'].cur, { unit: 'EUR', wrong: (V) => V.it.rend['U.A.4'].cur }],
    ['ratio', 'How many months of 2025 operating outflows would our cash and bank at 31/12/2025 cover?', (V) => (V.it.rend.cassa.cur + V.it.rend.banca.cur) / (V.it.rend['U.tot'].cur / 12), { unit: 'months', wrong: 4.33 }],
    ['lookup', 'How much did we invest in fixed assets (immobilizzazioni) in 2025?', (V) => V.it.rend['U.I.1'].cur, { unit: 'EUR', wrong: 4000 }],
    ['lookup', 'Quanto abbiamo pagato di imposte nel 2025?', (V) => V.it.rend.imposte.cur, { unit: 'EUR', wrong: (V) => V.it.rend.imposte.prev }],
    ['lookup', 'What was the 2025 budget (preventivo) for the after-school educators?', (V) => V.it.pvcU['Educatori doposcuola'].p25, { unit: 'EUR', wrong: (V) => V.it.pvcU['Educatori doposcuola'].p26 }],
    ['variance', 'How far over the preventivo did “servizi per le attività” end up in 2025?', (V) => V.it.pvcU['Servizi per le attività'].sc, { unit: 'EUR', wrong: 1500 }],
    ['percent', 'What was the % variance on erogazioni liberali vs the preventivo in 2025?', (V) => V.it.pvc['Erogazioni liberali'].pct * 100, { unit: '%', wrong: 18.51 }],
    ['lookup', 'what’s in the 2026 preventivo for the comune di bologna contribution', (V) => V.it.pvc['Contributo Comune di Bologna (LFA Navile)'].p26, { unit: 'EUR', wrong: (V) => V.it.pvc['Contributo Comune di Bologna (LFA Navile)'].p25 }],
    ['extreme', 'Which expense line overshot its 2025 preventivo by the most euros?', (V) => { const k = Object.entries(V.it.pvcU).sort((a, b) => b[1].sc - a[1].sc)[0][0]; return { text: [k, 'servizi'] }; }, { wrong: 'Educatori doposcuola, about €1,311 over' }],
    ['total', 'What total income does the 2026 preventivo plan for?', (V) => V.it.pvcTot.E.p26, { unit: 'EUR', wrong: (V) => V.it.pvcTot.E.p25 }],
    ['lookup', 'Qual era il saldo di cassa al 30 giugno 2025?', (V) => V.it.pn.rows.filter((r) => r.date <= '2025-06-30').at(-1).saldo, { unit: 'EUR', wrong: (V) => V.it.pn.rows.filter((r) => r.date <= '2025-06-09').at(-1).saldo }],
    ['total', 'How much went into petty cash in jul–sep 2025 (the entrate column, withdrawals included)?', (V) => sum(V.it.pn.rows.filter((r) => r.date >= '2025-07-01' && r.date <= '2025-09-30').map((r) => r.e)), { unit: 'EUR', wrong: 100 }],
    ['count', 'how many times did we withdraw cash frm the bank for petty cash in 2025', (V) => V.it.pn.rows.filter((r) => /^Prelievo/.test(r.desc)).length, { unit: 'n', wrong: 3 }],
    ['extreme', 'What was the largest cash purchase in the 2025 prima nota, leaving out deposits into the bank?', (V) => Math.max(...V.it.pn.rows.filter((r) => !/^Versamento/.test(r.desc)).map((r) => r.u)), { unit: 'EUR', wrong: 2200 }],
    ['total', 'how much cash did we spend on merende in 2025', (V) => sum(V.it.pn.rows.filter((r) => /^Merende/.test(r.desc)).map((r) => r.u)), { unit: 'EUR', wrong: 410.25 }],
    ['monthly', 'What was the total of the uscite in the cash book for December 2025?', (V) => sum(V.it.pn.rows.filter((r) => inMonth(r.date, 12)).map((r) => r.u)), { unit: 'EUR', wrong: 962.25 }],
    ['average', 'On average, how much went out of petty cash per month in 2025 (all uscite, bank deposits included)?', (V) => sum(V.it.pn.rows.map((r) => r.u)) / 12, { unit: 'EUR', wrong: 420.5 }],
    ['lookup', 'What was the balance on the Intesa account at the end of November 2025?', (V) => { const b = V.it.bank; return b.open + sum(b.rows.filter((r) => r.dc <= '2025-11-30').map((r) => r.cr - r.dr)); }, { unit: 'EUR', wrong: (V) => V.it.bank.open }],
    ['total', 'total addebiti on the intesa account oct–dec 2025', (V) => sum(V.it.bank.rows.map((r) => r.dr)), { unit: 'EUR', wrong: 31240.5 }],
    ['text', 'When was the 5 per mille credited to our bank account?', (V) => ({ text: dateForms(V.it.bank.rows.find((r) => /5 PER MILLE/.test(r.ext)).dc), date: true }), { wrong: '2025-10-15' }],
    ['total', 'How much did we pay by F24 in Q4 2025?', (V) => sum(V.it.bank.rows.filter((r) => /F24/.test(r.ext)).map((r) => r.dr)), { unit: 'EUR', wrong: 2369.24 }],
    ['count', 'how many families paid the doposcuola contribution by bonifico in october?', (V) => V.it.bank.rows.filter((r) => inMonth(r.dc, 10) && /DOPOSCUOLA/.test(r.ext)).length, { unit: 'n', wrong: 6 }],
    ['extreme', 'What was the biggest single credit on the bank account in Q4 2025?', (V) => Math.max(...V.it.bank.rows.map((r) => r.cr)), { unit: 'EUR', wrong: 9000 }],
    ['total', 'How much rent did we pay by bank in Q4 2025?', (V) => sum(V.it.bank.rows.filter((r) => /CANONE (OTTOBRE|NOVEMBRE|DICEMBRE) 2025 SEDE/.test(r.ext)).map((r) => r.dr)), { unit: 'EUR', wrong: 800 }],
    ['text', 'When was the members’ assembly held?', (V) => { const m = V.it.verb.match(/Il giorno (\d+)°? (\p{L}+) (\d{4})/u); return { text: dateForms(`${m[3]}-${String(MESI.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`), date: true }; }, { wrong: '2026-04-22' }],
    ['count', 'How many members attended the assembly, proxies included?', (V) => { const m = V.it.verb.match(/per un totale di (\d+) soci/); return Number(m[1]); }, { unit: 'n', wrong: 35 }],
    ['lookup', 'What will the annual membership fee be from September 2026?', (V) => numIt(V.it.verb.match(/a € ([\d.,]+) a decorrere/)[1]), { unit: 'EUR', wrong: 20 }],
    ['text', 'Who joined the board in place of Paolo Gherardi?', (V) => ({ text: [V.it.verb.match(/consigliere la socia ([A-Z]\w+ [A-Z]\w+)/)[1], 'Lambertini'] }), { wrong: 'Marco Zanetti, the secretary' }],
    ['text', 'By when does the rendiconto have to be filed with the RUNTS?', (V) => { const m = V.it.verb.match(/RUNTS entro il (\d+)°? (\p{L}+) (\d{4})/u); return { text: dateForms(`${m[3]}-${String(MESI.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`), date: true }; }, { wrong: '2026-04-30' }],
    ['lookup', 'How much did the assembly set aside for the new after-school in San Donato?', (V) => numIt(V.it.verb.match(/stanziata la somma di € ([\d.,]+)/)[1]), { unit: 'EUR', wrong: 9750 }],
    ['text', 'Chi ha presieduto l’assemblea?', (V) => ({ text: [V.it.verb.match(/la Presidente ([A-Z]\w+ [A-Z]\w+)/)[1], 'Benassi'] }), { wrong: 'Marco Zanetti' }],
    ['receipt', 'total on the scontrino from Market Due Torri?', (V) => V.it.rc.total, { unit: 'EUR', wrong: (V) => V.it.rc.cash }],
    ['receipt', 'How much IVA is included on the scontrino?', (V) => V.it.rc.vat, { unit: 'EUR', wrong: (V) => V.it.rc.groups.find((g) => g.rate === 22).vat }],
    ['receipt', 'Quanto è stato dato di resto sullo scontrino?', (V) => V.it.rc.change, { unit: 'EUR', wrong: 19.04 }],
    ['notfound', 'What was our cash and bank balance at 31 December 2023?', () => 'notfound'],
    ['notfound', 'What’s in the preventivo for 2027?', () => 'notfound'],
    ['notfound', 'How much is the president paid per year?', () => 'notfound'],
    ['notfound', 'What was the Intesa balance at 30 June 2025?', () => 'notfound'],
    ['notfound', 'How much was the Esselunga receipt from 3 December?', () => 'notfound'],
  ],
};
