// Set AO's data model: every figure of both organisations is defined here once; the renderers write it into the
// documents and lib/questions.mjs computes the expected answers from it. verify.mjs re-reads the documents instead.
export const r2 = (v) => Math.round((v + Number.EPSILON * Math.sign(v)) * 100) / 100;
export const sum = (a) => r2(a.reduce((s, v) => s + v, 0));

export const ORGS = {
  wislane: { name: 'Fundacja Wiślane Podwórka', fiscalYearStart: 1 },
  carmelbridge: { name: 'Carmel Bridge Youth Music', fiscalYearStart: 1 },
};
export const DOCS = {
  wislane: [
    'Sprawozdanie finansowe 2025.pdf',
    'Zestawienie_obrotow_i_sald_2025.xlsx',
    'Budzet 2025 plan i wykonanie.xlsx',
    'lista_operacji_01-10-2025_31-12-2025.csv',
    'Protokol Rady Fundacji 24.03.2026.docx',
    'paragon ARTEKS.jpg',
  ],
  carmelbridge: [
    'Carmel Bridge Audited Financial Statements 2025.pdf',
    'Priority Income and Expenses by Month 2025.xlsx',
    'Budget vs Actual 2025 by Quarter.xlsx',
    'Leumi 912-678901 Nov-Dec 2025.csv',
    'Board Minutes 18-12-2025.docx',
    'Kley Zemer tax invoice.jpg',
  ],
};

function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ===================================================================================== WISLANE (PLN)
// Budget lines = analytic accounts of the trial balance. [account, name, plan by quarter, actual by quarter]
const WREV = [
  ['701-01', 'Dotacja Gmina Miejska Kraków', [103000, 103000, 103000, 103000], [120000, 100000, 92000, 100000]],
  ['701-02', 'Dotacja Województwo Małopolskie', [0, 50000, 50000, 0], [0, 47500, 47500, 0]],
  ['701-03', 'Wpływy z 1,5% podatku', [0, 30000, 30000, 5000], [0, 18205.40, 46893.10, 3332.70]],
  ['701-04', 'Darowizny od osób fizycznych', [12500, 12500, 12500, 12500], [9842, 11318.50, 8905, 24153]],
  ['701-05', 'Darowizny od osób prawnych', [25000, 25000, 25000, 25000], [30000, 0, 40000, 50000]],
  ['701-06', 'Zbiórka publiczna', [0, 0, 0, 10000], [0, 0, 0, 8912.35]],
  ['702-01', 'Odpłatność za półkolonie', [30000, 0, 60000, 0], [28350, 0, 58100, 0]],
  ['702-02', 'Odpłatność za warsztaty weekendowe', [3000, 3000, 3000, 3000], [2760, 3120, 1980, 4520]],
];
const WCOST = [
  ['401-01', 'Amortyzacja środków trwałych', [2450, 2450, 2450, 2450], [2450, 2450, 2450, 2450]],
  ['402-01', 'Materiały do zajęć', [9000, 9000, 9000, 9000], [7812.40, 8945.16, 11203.88, 9327.55]],
  ['402-02', 'Wyżywienie i poczęstunek', [7000, 7000, 7000, 7000], [6120.35, 5874.90, 9412.60, 6655.18]],
  ['402-03', 'Energia i media', [4500, 4500, 4500, 4500], [5210.44, 3980.12, 3402.77, 5876.30]],
  ['403-01', 'Najem świetlic', [21000, 21000, 21000, 21000], [21000, 21000, 21000, 21000]],
  ['403-02', 'Transport i wycieczki', [5000, 8000, 15000, 4000], [4380, 9150, 17640, 3210]],
  ['403-03', 'Usługi księgowe', [3690, 3690, 3690, 3690], [3690, 3690, 3690, 3690]],
  ['403-04', 'Telekomunikacja i IT', [1500, 1500, 1500, 1500], [1412.30, 1398.75, 1455.20, 1687.90]],
  ['404-01', 'Podatki i opłaty', [500, 500, 500, 500], [312, 480, 215, 640]],
  ['405-01', 'Wynagrodzenia (umowy o pracę)', [88000, 88000, 88000, 88000], [86540, 87210, 88390, 91650]],
  ['405-02', 'Umowy zlecenia - animatorzy', [25000, 25000, 40000, 25000], [23800, 26150, 43900, 24600]],
  ['406-01', 'Składki ZUS pracodawcy', [17500, 17500, 17500, 17500], [17218.44, 17371.68, 17826.12, 18481.56]],
  ['409-01', 'Ubezpieczenia majątkowe i NNW', [1200, 1200, 1200, 1200], [1150, 0, 2310, 0]],
  ['409-02', 'Pozostałe koszty rodzajowe', [1000, 1000, 1000, 1000], [842.15, 1104.80, 695.40, 2118.37]],
];
const wline = ([acct, name, plan, act]) => ({ acct, name, plan, act, planT: sum(plan), actT: sum(act) });
const wrev = WREV.map(wline), wcost = WCOST.map(wline);
const costTotal = sum(wcost.map((l) => l.actT));
const revNieodp = sum(wrev.filter((l) => l.acct.startsWith('701')).map((l) => l.actT));
const revOdp = sum(wrev.filter((l) => l.acct.startsWith('702')).map((l) => l.actT));
const c502 = 91204.60, c550 = 104775.31, c501 = r2(costTotal - c502 - c550);
const other = { pp: 3150.00, pk: 1210.00, pf: 4286.14, kf: 186.40 }; // 760, 761, 750, 751

// RZiS (Polish template for NGOs); index 0 = 2024 (rok poprzedni), 1 = 2025 (rok bieżący)
function rzis(aI, aII, bI, bII, G, I, J, K, L) {
  const A = r2(aI + aII), B = r2(bI + bII), C = r2(A - B), H = r2(C - G), M = r2(H + I - J + K - L);
  return { A, aI, aII, aIII: 0, B, bI, bII, bIII: 0, C, D: 0, E: 0, F: 0, G, H, I, J, K, L, M, N: 0, O: M,
    przychody: r2(A + I + K), koszty: r2(B + G + J + L) };
}
const RZ = {
  2024: rzis(694215.90, 87190.00, 561330.45, 80539.77, 96418.05, 1820.00, 2405.16, 2912.77, 240.10),
  2025: rzis(revNieodp, revOdp, c501, c502, c550, other.pp, other.pk, other.pf, other.kf),
};

// Ledger: opening balances (= balance sheet at 31.12.2024) and the year's postings, aggregated.
const ACC = {
  '011': 'Środki trwałe', '071': 'Umorzenie środków trwałych', '100': 'Kasa', '131': 'Rachunek bieżący mBank', '132': 'Lokata mBank',
  '201': 'Rozrachunki z odbiorcami', '202': 'Rozrachunki z dostawcami', '220': 'Rozrachunki publicznoprawne', '230': 'Rozrachunki z pracownikami',
  '240': 'Pozostałe rozrachunki', '490': 'Rozliczenie kosztów', '501': 'Koszty działalności statutowej nieodpłatnej',
  '502': 'Koszty działalności statutowej odpłatnej', '550': 'Koszty ogólnego zarządu', '640': 'Rozliczenia międzyokresowe kosztów',
  '750': 'Przychody finansowe', '751': 'Koszty finansowe', '760': 'Pozostałe przychody operacyjne', '761': 'Pozostałe koszty operacyjne',
  '800': 'Fundusz statutowy', '820': 'Rozliczenie wyniku finansowego lat ubiegłych', '860': 'Wynik finansowy',
  '401': 'Amortyzacja', '402': 'Zużycie materiałów i energii', '403': 'Usługi obce', '404': 'Podatki i opłaty', '405': 'Wynagrodzenia',
  '406': 'Ubezpieczenia społeczne i inne świadczenia', '409': 'Pozostałe koszty rodzajowe',
  '701': 'Przychody z działalności statutowej nieodpłatnej', '702': 'Przychody z działalności statutowej odpłatnej',
};
for (const l of [...wrev, ...wcost]) ACC[l.acct] = l.name;
const BO = { '011': 58800, '071': -21560, '100': 1245.60, '131': 96418.33, '132': 150000, '201': 3420, '240': 2150, '640': 1860,
  '202': -14288.40, '220': -22415.70, '800': -5000, '860': -RZ[2024].O };
BO['820'] = -r2(Object.values(BO).reduce((s, v) => s + v, 0)); // opening balances balance
const POST = []; // [Wn, Ma, amount]
const p = (wn, ma, v) => POST.push([wn, ma, r2(v)]);
for (const l of wrev) {
  if (l.acct === '702-01') p('201', l.acct, l.actT);
  else if (l.acct === '701-06') p('100', l.acct, l.actT);
  else p('131', l.acct, l.actT);
}
p('131', '201', 3420 + wrev.find((l) => l.acct === '702-01').actT - 1210 - 2180); // fees collected; 1 210 written off; 2 180 still due
p('761', '201', other.pk);
p('131', '240', 2150); p('240', '760', 1310); p('131', '760', other.pp - 1310);
p('132', '750', other.pf); p('751', '131', other.kf);
p('131', '100', 3200);
const net = 0.7; let gross = 0;
for (const l of wcost) {
  if (l.acct === '401-01') p(l.acct, '071', l.actT);
  else if (l.acct.startsWith('405')) { p(l.acct, '230', l.actT); gross += l.actT; }
  else if (l.acct === '406-01') p(l.acct, '220', l.actT);
  else if (l.acct === '409-01') { p(l.acct, '640', 1860); p(l.acct, '202', l.actT - 1860); }
  else p(l.acct, '202', l.actT);
}
p('230', '131', r2(gross * net)); p('230', '220', r2(gross - r2(gross * net)));
p('640', '202', 2040); p('011', '202', 12400);
p('501', '490', c501); p('502', '490', c502); p('550', '490', c550);
p('860', '820', RZ[2024].O);
p('132', '131', 50000);
const CLOSE = { '202': -11962.18, '220': -24870.35 };
const flowTo = (acct) => { let b = BO[acct] ?? 0; for (const [wn, ma, v] of POST) { if (wn === acct) b += v; if (ma === acct) b -= v; } return r2(b); };
p('220', '131', r2(CLOSE['220'] - flowTo('220'))); // tax and ZUS paid
p('202', '100', 4200); p('202', '131', r2(CLOSE['202'] - flowTo('202')));
const accts = [...new Set([...Object.keys(BO), ...POST.flatMap((x) => [x[0], x[1]])])].sort();
const TB = accts.map((a) => {
  let wn = 0, ma = 0;
  for (const [w, m, v] of POST) { if (w === a) wn += v; if (m === a) ma += v; }
  const bo = BO[a] ?? 0, bal = r2(bo + wn - ma);
  return { acct: a, name: ACC[a], boWn: bo > 0 ? bo : 0, boMa: bo < 0 ? -bo : 0, obWn: r2(wn), obMa: r2(ma), sWn: bal > 0 ? bal : 0, sMa: bal < 0 ? -bal : 0 };
});
const bal = (a) => { const t = TB.find((x) => x.acct === a); return t ? r2(t.sWn - t.sMa) : 0; };
const boOf = (a) => BO[a] ?? 0;
function bilans(g) {
  const ppe = r2(g('011') + g('071')), recv = r2(g('201') + g('240')), cash = r2(g('100') + g('131') + g('132')), rmk = g('640');
  const aktywaTrwale = ppe, obrotowe = r2(recv + cash + rmk), aktywa = r2(aktywaTrwale + obrotowe);
  const zob = -r2(g('202') + g('220') + g('230'));
  return { ppe, recv, cash, kasa: g('100'), biezacy: g('131'), lokata: g('132'), rmk, aktywaTrwale, obrotowe, aktywa, zob };
}
const BIL = { 2024: bilans(boOf), 2025: bilans(bal) };
BIL[2024].fs = 5000; BIL[2024].zlu = -BO['820']; BIL[2024].wynik = RZ[2024].O;
BIL[2025].fs = 5000; BIL[2025].zlu = -bal('820'); BIL[2025].wynik = RZ[2025].O;
for (const y of [2024, 2025]) { const b = BIL[y]; b.fundusz = r2(b.fs + b.zlu + b.wynik); b.pasywa = r2(b.fundusz + b.zob); }

// mBank history of the current account, Q4 2025 (chronological here; the export is newest first)
const MB_TX = [
  ['02.10.2025', 'PRZELEW PRZYCHODZĄCY', 'GMINA MIEJSKA KRAKÓW UL. PLAC WSZYSTKICH ŚWIĘTYCH 3-4 DOTACJA UMOWA NR WZ/2025/114 TRANSZA IV/1', 'Wpływy - inne', 50000],
  ['03.10.2025', 'PRZELEW PRZYCHODZĄCY', 'MAREK ZAWADA DAROWIZNA NA CELE STATUTOWE', 'Wpływy - inne', 300],
  ['06.10.2025', 'PRZELEW PRZYCHODZĄCY', 'URZĄD SKARBOWY KRAKÓW-KROWODRZA 1,5% PODATKU ZA 2024', 'Wpływy - inne', 3332.70],
  ['07.10.2025', 'ZAKUP PRZY UŻYCIU KARTY', 'ARTEKS HURTOWNIA PAPIERNICZA KRAKOW', 'Zakupy', -283.99],
  ['10.10.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'ZARZĄD BUDYNKÓW KOMUNALNYCH CZYNSZ LOKALE ŚWIETLIC 10/2025', 'Opłaty', -7000],
  ['10.10.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'BIURO RACHUNKOWE LICZYDŁO SP. Z O.O. FV 2025/09/118', 'Usługi', -1230],
  ['15.10.2025', 'PRZELEW DO ZUS', 'ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH DEKLARACJA 09/2025', 'Podatki i ZUS', -11846.22],
  ['20.10.2025', 'PRZELEW PODATKOWY', 'URZĄD SKARBOWY KRAKÓW-KROWODRZA PIT-4 09/2025', 'Podatki i ZUS', -2610],
  ['22.10.2025', 'PRZELEW PRZYCHODZĄCY', 'RODZICE - WARSZTATY WEEKENDOWE PAŹDZIERNIK', 'Wpływy - inne', 1480],
  ['24.10.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'PGE OBRÓT S.A. ENERGIA ELEKTRYCZNA', 'Opłaty', -1846.10],
  ['30.10.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'WYNAGRODZENIA 10/2025 LISTA PŁAC ZBIORCZO', 'Wynagrodzenia', -28140],
  ['31.10.2025', 'OPŁATA ZA PROWADZENIE RACHUNKU', 'OPŁATA MIESIĘCZNA MBIZNES KONTO', 'Opłaty bankowe', -19],
  ['03.11.2025', 'PRZELEW PRZYCHODZĄCY', 'GMINA MIEJSKA KRAKÓW UL. PLAC WSZYSTKICH ŚWIĘTYCH 3-4 DOTACJA UMOWA NR WZ/2025/114 TRANSZA IV/2', 'Wpływy - inne', 50000],
  ['05.11.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'ZARZĄD BUDYNKÓW KOMUNALNYCH CZYNSZ LOKALE ŚWIETLIC 11/2025', 'Opłaty', -7000],
  ['07.11.2025', 'PRZELEW PRZYCHODZĄCY', 'ALEKSANDRA WIŚNIEWSKA DAROWIZNA', 'Wpływy - inne', 150],
  ['12.11.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'PRZEWOZY MAŁOPOLSKA AUTOKAR WYCIECZKA OJCÓW', 'Usługi', -1950],
  ['14.11.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'BIURO RACHUNKOWE LICZYDŁO SP. Z O.O. FV 2025/10/121', 'Usługi', -1230],
  ['17.11.2025', 'PRZELEW DO ZUS', 'ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH DEKLARACJA 10/2025', 'Podatki i ZUS', -11902.48],
  ['20.11.2025', 'PRZELEW PODATKOWY', 'URZĄD SKARBOWY KRAKÓW-KROWODRZA PIT-4 10/2025', 'Podatki i ZUS', -2655],
  ['21.11.2025', 'PRZELEW PRZYCHODZĄCY', 'RODZICE - WARSZTATY WEEKENDOWE LISTOPAD', 'Wpływy - inne', 1620],
  ['26.11.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'ORANGE POLSKA S.A. INTERNET I TELEFON', 'Opłaty', -562.30],
  ['28.11.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'WYNAGRODZENIA 11/2025 LISTA PŁAC ZBIORCZO', 'Wynagrodzenia', -28310],
  ['28.11.2025', 'OPŁATA ZA PROWADZENIE RACHUNKU', 'OPŁATA MIESIĘCZNA MBIZNES KONTO', 'Opłaty bankowe', -19],
  ['02.12.2025', 'PRZELEW PRZYCHODZĄCY', 'KATARZYNA I PAWEŁ ROMANOWIE DAROWIZNA MIKOŁAJKI', 'Wpływy - inne', 500],
  ['04.12.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'ZARZĄD BUDYNKÓW KOMUNALNYCH CZYNSZ LOKALE ŚWIETLIC 12/2025', 'Opłaty', -7000],
  ['05.12.2025', 'WPŁATA GOTÓWKOWA WE WPŁATOMACIE', 'WPŁATA - ZBIÓRKA PUBLICZNA PUSZKI KWESTA', 'Wpływy - inne', 3200],
  ['09.12.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'HURTOWNIA SŁODKI KĄCIK PACZKI MIKOŁAJKOWE', 'Zakupy', -2184.60],
  ['12.12.2025', 'PRZELEW PRZYCHODZĄCY', 'FUNDACJA ENERGIA DLA POKOLEŃ GRANT PROGRAM PODWÓRKA 2025', 'Wpływy - inne', 50000],
  ['15.12.2025', 'PRZELEW DO ZUS', 'ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH DEKLARACJA 11/2025', 'Podatki i ZUS', -12018.75],
  ['15.12.2025', 'PRZELEW PRZYCHODZĄCY', 'RODZICE - WARSZTATY WEEKENDOWE GRUDZIEŃ', 'Wpływy - inne', 1420],
  ['17.12.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'BIURO RACHUNKOWE LICZYDŁO SP. Z O.O. FV 2025/11/124', 'Usługi', -1230],
  ['19.12.2025', 'PRZELEW PRZYCHODZĄCY', 'TOMASZ KRÓL DAROWIZNA NA ŚWIĘTA DLA DZIECI', 'Wpływy - inne', 1000],
  ['22.12.2025', 'PRZELEW PODATKOWY', 'URZĄD SKARBOWY KRAKÓW-KROWODRZA PIT-4 11/2025', 'Podatki i ZUS', -2698],
  ['22.12.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'WYNAGRODZENIA 12/2025 LISTA PŁAC ZBIORCZO', 'Wynagrodzenia', -29860],
  ['23.12.2025', 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY', 'PGE OBRÓT S.A. ENERGIA ELEKTRYCZNA', 'Opłaty', -2014.55],
  ['29.12.2025', 'PRZELEW PRZYCHODZĄCY', 'JAN I MARIA BOREK DAROWIZNA', 'Wpływy - inne', 2500],
  ['31.12.2025', 'OPŁATA ZA PROWADZENIE RACHUNKU', 'OPŁATA MIESIĘCZNA MBIZNES KONTO', 'Opłaty bankowe', -19],
];
const mbClose = bal('131');
const mbOpen = r2(mbClose - sum(MB_TX.map((t) => t[4])));
let run = mbOpen;
const MB = MB_TX.map(([date, type, desc, cat, amt]) => { run = r2(run + amt); return { date, type, desc, cat, amt, bal: run }; });

// photographed receipt (paragon fiskalny): gross prices, PTU A 23% and B 8% included
const PITEMS = [
  ['FARBY PLAKATOWE 12 KOL', 3, 18.99, 'A'],
  ['PAPIER RYSUNKOWY A3 50 ARK', 5, 12.50, 'A'],
  ['KREDKI BAMBINO 24 SZT', 4, 21.90, 'A'],
  ['CIASTKA KRUCHE 1 KG', 2, 24.99, 'B'],
  ['SOK JABLKOWY 1 L', 6, 4.49, 'B'],
];
const pl = PITEMS.map(([n, q, pr, c]) => ({ n, q, pr, c, amt: r2(q * pr) }));
const sA = sum(pl.filter((x) => x.c === 'A').map((x) => x.amt)), sB = sum(pl.filter((x) => x.c === 'B').map((x) => x.amt));
const ptuA = r2((sA * 23) / 123), ptuB = r2((sB * 8) / 108);
const PARAGON = { shop: 'ARTEKS HURTOWNIA PAPIERNICZA', date: '07.10.2025', time: '14:32', no: '0418/2025', nip: '676-218-44-09', items: pl, sA, sB, ptuA, ptuB, ptu: r2(ptuA + ptuB), total: r2(sA + sB) };

export const WP = {
  wrev, wcost, RZ, TB, BIL, MB, mbOpen, mbClose, PARAGON, c501, c502, c550, costTotal,
  revPlanT: sum(wrev.map((l) => l.planT)), revActT: sum(wrev.map((l) => l.actT)), costPlanT: sum(wcost.map((l) => l.planT)),
  reportDate: '12.03.2026', meeting: '24.03.2026', nextMeeting: '16.06.2026',
  zarzad: ['Katarzyna Nowicka', 'Tomasz Wróbel'], chair: 'Anna Kowalczyk', accountants: 'Biuro Rachunkowe LICZYDŁO sp. z o.o.',
  staff: { avg: 7, fte: 5.5 },
};

// ===================================================================================== CARMELBRIDGE (NIS)
// Priority accounts: code, name, FS line, budget line, monthly pattern (weights), annual level
const CACC = [
  ['40100', 'Donations - Israel', 'don', 'Donations - Israel', [5, 4, 6, 9, 5, 5, 4, 3, 11, 8, 10, 30], 1184350],
  ['40200', 'Donations - Abroad (American Friends)', 'don', 'Donations - abroad', [3, 2, 4, 14, 3, 6, 2, 2, 5, 6, 8, 45], 962480],
  ['41000', 'Ministry of Culture support', 'gov', 'Ministry of Culture', [0, 0, 25, 0, 0, 25, 0, 0, 25, 0, 0, 25], 845000],
  ['41100', 'Haifa Municipality support', 'gov', 'Haifa Municipality', [0, 25, 0, 0, 25, 0, 0, 25, 0, 0, 25, 0], 420000],
  ['42000', 'Tuition and participation fees', 'fees', 'Tuition & participation fees', [9, 6, 5, 5, 4, 3, 8, 2, 22, 18, 10, 8], 612760],
  ['43000', 'Concert ticket sales', 'concert', 'Concert tickets', [2, 3, 6, 4, 15, 14, 2, 0, 1, 4, 6, 43], 148930],
  ['49000', 'Interest income', 'fin', null, [8, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9, 9], 31418],
  ['51000', "Teachers' salaries", 'prog', 'Teaching staff', [8, 8, 8, 8, 8, 8, 9, 9, 8, 8, 9, 9], 1842600],
  ['51100', "Teachers' social benefits", 'prog', 'Teaching staff', [8, 8, 8, 8, 8, 8, 9, 9, 8, 8, 9, 9], 331668],
  ['52000', 'Instruments - purchase and repair', 'prog', 'Instruments & sheet music', [4, 6, 9, 5, 4, 6, 3, 14, 16, 9, 14, 10], 186240],
  ['52100', 'Sheet music and supplies', 'prog', 'Instruments & sheet music', [6, 5, 8, 6, 7, 5, 3, 6, 20, 12, 12, 10], 64815],
  ['53000', 'Halls and concert production', 'prog', 'Concerts & halls', [3, 4, 8, 5, 16, 14, 2, 1, 2, 5, 8, 32], 298470],
  ['53100', 'Transport to concerts and rehearsals', 'prog', 'Concerts & halls', [6, 7, 9, 8, 12, 11, 6, 4, 7, 8, 9, 13], 118320],
  ['54000', 'Summer music camp', 'prog', 'Summer camp', [0, 0, 0, 0, 0, 8, 52, 40, 0, 0, 0, 0], 241950],
  ['74000', 'Depreciation', 'prog', null, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 96400],
  ['61000', 'Fundraising salaries', 'fr', 'Fundraising', [8, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9, 9], 214800],
  ['61100', 'Fundraising events and materials', 'fr', 'Fundraising', [2, 3, 5, 12, 4, 3, 1, 1, 6, 9, 14, 40], 87365],
  ['71000', 'Administrative salaries', 'ga', 'Administration salaries', [8, 8, 8, 8, 8, 8, 9, 9, 8, 8, 9, 9], 356400],
  ['72000', 'Office rent', 'ga', 'Office & rent', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 96000],
  ['72100', 'Office and communication', 'ga', 'Office & rent', [9, 8, 9, 8, 8, 8, 7, 7, 9, 9, 9, 9], 52780],
  ['73000', 'Professional fees (accounting, legal and audit)', 'ga', 'Professional fees', [6, 6, 18, 14, 6, 6, 6, 6, 6, 6, 6, 14], 78650],
  ['79000', 'Bank charges', 'finx', null, [8, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9, 9], 9842],
];
const R = rng(5779);
const PRI = CACC.map(([code, name, fs, bl, w, level]) => {
  const ws = w.reduce((s, x) => s + x, 0);
  const flat = new Set(w).size === 1;
  const m = w.map((x) => (x === 0 ? 0 : flat ? r2(level / 12) : r2(((level * x) / ws) * (0.94 + R() * 0.12))));
  const rev = code < '50000';
  return { code, name, fs, bl, m, total: sum(m), rev };
});
const pri = (code) => PRI.find((a) => a.code === code);
const k = (v) => Math.round(v / 1000);
const fsLine = (key) => sum(PRI.filter((a) => a.fs === key).map((a) => a.total));
const CA = { // statement of activities, NIS thousands; [2025 total, 2024 total]
  don: [k(fsLine('don')), 1962], gov: [k(fsLine('gov')), 1185], fees: [k(fsLine('fees')), 571], concert: [k(fsLine('concert')), 131],
  prog: [k(fsLine('prog')), 2988], fr: [k(fsLine('fr')), 281], ga: [k(fsLine('ga')), 552],
  fin: [k(fsLine('fin') - fsLine('finx')), 14],
};
CA.rev = [0, 1].map((i) => CA.don[i] + CA.gov[i] + CA.fees[i] + CA.concert[i]);
CA.exp = [0, 1].map((i) => CA.prog[i] + CA.fr[i] + CA.ga[i]);
CA.ops = [0, 1].map((i) => CA.rev[i] - CA.exp[i]);
CA.change = [0, 1].map((i) => CA.ops[i] + CA.fin[i]);
const TR = { received: [380, 295], released: [325, 310] }; // temporarily restricted donations (abroad), thousands
const NA = { 2023: { u: 1108, tr: 240 } };
NA[2024] = { u: NA[2023].u + CA.change[1] - (TR.received[1] - TR.released[1]), tr: NA[2023].tr + TR.received[1] - TR.released[1] };
NA[2025] = { u: NA[2024].u + CA.change[0] - (TR.received[0] - TR.released[0]), tr: NA[2024].tr + TR.received[0] - TR.released[0] };
for (const y of [2023, 2024, 2025]) NA[y].t = NA[y].u + NA[y].tr;
const fixedU = { 2024: 412, 2025: 398 }; // unrestricted net assets used for fixed assets = fixed assets, net

// Bank Leumi current account, November-December 2025 (oldest first)
const LE_TX = [];
const L = (d, desc, ref, debit, credit) => LE_TX.push([d, desc, ref, debit, credit]);
L('02/11/2025', 'Credit card receipts - Isracard', '558120', 0, 18420.00);
L('03/11/2025', 'Standing order - Office rent Hanamal St', '100311', 8000.00, 0);
L('05/11/2025', 'Kley Zemer Music Ltd', '604418', 0, 0); // amount set below from the invoice
L('09/11/2025', 'Transfer - Haifa Municipality support Q4', '771245', 0, 105000.00);
L('10/11/2025', 'Salaries October 2025', '880110', 168420.55, 0);
L('12/11/2025', 'Donation - Friedman Family Foundation', '771302', 0, 25000.00);
L('15/11/2025', 'Bituach Leumi - National Insurance', '991115', 21640.30, 0);
L('15/11/2025', 'Income tax deductions October', '991116', 18235.00, 0);
L('17/11/2025', 'Egged Taavura - bus hire', '604502', 7850.00, 0);
L('19/11/2025', 'Credit card receipts - Isracard', '558233', 0, 22960.00);
L('23/11/2025', 'Transfer - American Friends of CBYM', '771388', 0, 74620.00);
L('25/11/2025', 'Rappaport Auditorium - hall deposit', '604577', 12000.00, 0);
L('27/11/2025', 'Bezeq - phone and internet', '100327', 1186.40, 0);
L('30/11/2025', 'Account management fee', '000000', 86.00, 0);
L('01/12/2025', 'Credit card receipts - Isracard', '558301', 0, 31245.00);
L('02/12/2025', 'Standing order - Office rent Hanamal St', '100312', 8000.00, 0);
L('04/12/2025', 'Donation - Ben-David Family', '771420', 0, 12000.00);
L('07/12/2025', 'Fundraising gala - catering Carmel Events', '604655', 19300.00, 0);
L('10/12/2025', 'Salaries November 2025', '880111', 171035.20, 0);
L('11/12/2025', 'Transfer - Ministry of Culture support', '771455', 0, 211250.00);
L('14/12/2025', 'Gala ticket receipts - Tickchak', '558377', 0, 46880.00);
L('15/12/2025', 'Bituach Leumi - National Insurance', '991215', 21902.75, 0);
L('15/12/2025', 'Income tax deductions November', '991216', 18410.00, 0);
L('16/12/2025', 'Transfer to short-term deposit', '300112', 150000.00, 0);
L('18/12/2025', 'Transfer - American Friends of CBYM', '771502', 0, 210000.00);
L('21/12/2025', 'Rappaport Auditorium - hall balance', '604713', 27500.00, 0);
L('22/12/2025', 'Donation - Haifa Port Workers Fund', '771533', 0, 40000.00);
L('24/12/2025', 'Credit card receipts - Isracard', '558412', 0, 38715.00);
L('28/12/2025', 'Cheque deposit - donations', '220145', 0, 16350.00);
L('29/12/2025', 'Egged Taavura - bus hire', '604799', 9120.00, 0);
L('30/12/2025', 'Interest on deposit credited', '300131', 0, 2846.12);
L('31/12/2025', 'Account management fee', '000000', 86.00, 0);

const citems = [
  ['Violin strings set (Dominant 4/4)', 6, 212.00],
  ['Classical guitar strings (D\'Addario)', 10, 38.50],
  ['Folding music stand', 8, 89.90],
  ['Cello rosin', 12, 34.00],
  ['Digital metronome/tuner', 2, 149.00],
];
const ci = citems.map(([n, q, p]) => ({ n, q, p, amt: r2(q * p) }));
const csub = sum(ci.map((x) => x.amt)), cvat = r2(csub * 0.18);
const INV = { shop: 'Kley Zemer Music Ltd.', no: '48213', date: '04/11/2025', items: ci, sub: csub, vat: cvat, total: r2(csub + cvat), company: '51-448127-3' };
LE_TX[2][3] = INV.total;
const leClose = 412_384.66;
const leOpen = r2(leClose - sum(LE_TX.map((t) => t[4] - t[3])));
let lrun = leOpen;
const LE = LE_TX.map(([date, desc, ref, debit, credit]) => { lrun = r2(lrun - debit + credit); return { date, desc, ref, debit, credit, bal: lrun }; });

// balance sheet, NIS thousands [2025, 2024]
const BS = {
  cash: [k(leClose) + 3, 287], recv: [214, 176], other: [38, 45], fixed: [fixedU[2025], fixedU[2024]],
  sup: [142, 118], emp: [306, 287], othp: [41, 36], deferred: [188, 164], severance: [96, 89],
};
BS.liabCur = [0, 1].map((i) => BS.sup[i] + BS.emp[i] + BS.othp[i] + BS.deferred[i]);
BS.liab = [0, 1].map((i) => BS.liabCur[i] + BS.severance[i]);
BS.na = [NA[2025].t, NA[2024].t];
BS.total = [0, 1].map((i) => BS.liab[i] + BS.na[i]);
BS.deposits = [0, 1].map((i) => BS.total[i] - BS.cash[i] - BS.recv[i] - BS.other[i] - BS.fixed[i]);
BS.curAssets = [0, 1].map((i) => BS.cash[i] + BS.deposits[i] + BS.recv[i] + BS.other[i]);

// budget vs actual by quarter (budget lines, 2025)
const BLINES = [...new Set(CACC.filter((a) => a[3]).map((a) => a[3]))];
const q = (m, i) => r2(m[i * 3] + m[i * 3 + 1] + m[i * 3 + 2]);
const BUDQ = {
  'Donations - Israel': [230000, 260000, 270000, 440000], 'Donations - abroad': [90000, 200000, 130000, 520000],
  'Ministry of Culture': [200000, 200000, 200000, 200000], 'Haifa Municipality': [105000, 105000, 105000, 105000],
  'Tuition & participation fees': [130000, 85000, 200000, 190000], 'Concert tickets': [15000, 45000, 5000, 75000],
  'Teaching staff': [520000, 520000, 560000, 540000], 'Instruments & sheet music': [50000, 45000, 60000, 85000],
  'Concerts & halls': [70000, 110000, 45000, 150000], 'Summer camp': [0, 20000, 210000, 0],
  'Fundraising': [60000, 70000, 50000, 130000], 'Administration salaries': [88000, 88000, 90000, 90000],
  'Office & rent': [36000, 36000, 36000, 36000], 'Professional fees': [25000, 20000, 12000, 18000],
};
const BVA = BLINES.map((name) => {
  const accs = PRI.filter((a) => a.bl === name);
  const act = [0, 1, 2, 3].map((i) => sum(accs.map((a) => q(a.m, i))));
  return { name, rev: accs[0].rev, accs: accs.map((a) => a.code), bud: BUDQ[name], act, budT: sum(BUDQ[name]), actT: sum(act) };
});

// board minutes: 2026 budget against the 2025 budget (NIS)
const B26 = [
  ['Donations - Israel', 1200000, 1260000], ['Donations - abroad', 940000, 1010000], ['Ministry of Culture', 800000, 820000],
  ['Haifa Municipality', 420000, 440000], ['Tuition & participation fees', 605000, 648000], ['Concert tickets', 140000, 150000],
];
const B26X = [
  ['Teaching staff', 2140000, 2265000], ['Instruments & sheet music', 240000, 255000], ['Concerts & halls', 375000, 390000],
  ['Summer camp', 230000, 250000], ['Fundraising', 310000, 330000], ['Administration salaries', 356000, 372000],
  ['Office & rent', 144000, 150000], ['Professional fees', 75000, 80000],
];
const B26T = { inc: [sum(B26.map((r) => r[1])), sum(B26.map((r) => r[2]))], exp: [sum(B26X.map((r) => r[1])), sum(B26X.map((r) => r[2]))] };

export const CB = {
  PRI, pri, CA, TR, NA, BS, LE, leOpen, leClose, INV, BVA, B26, B26X, B26T, fixedU,
  amutaNo: '58-0512647', auditor: 'Shiloni Barak & Co., CPA', auditDate: '2026-04-22', meeting: '18/12/2025', nextMeeting: '19/03/2026',
  chair: 'Dr. Miriam Shalev', treasurer: 'Yossi Abergel', director: 'Noa Ben-Haim', students: 412, employees: 46,
};
