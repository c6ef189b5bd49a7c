// Every figure of set AP is defined once here; totals, balances and ties between documents are computed.
// norrsken: Insamlingsstiftelsen Norrskenshjälpen (Umeå, Sweden; kronor; calendar 2025 with 2024 comparatives)
// ammanlink: Amman Link for Community Development (Amman, Jordan; JD with three decimals; US$ grant reporting)

const sum = (a) => a.reduce((s, x) => s + x, 0);
export const r2 = (v) => Math.round(v * 100) / 100;
export const r3 = (v) => Math.round(v * 1000) / 1000;

export const ORGS = {
  norrsken: { name: 'Insamlingsstiftelsen Norrskenshjälpen', fiscalYearStart: 1 },
  ammanlink: { name: 'Amman Link for Community Development', fiscalYearStart: 1 },
};
export const DOCS = {
  norrsken: [
    'Årsredovisning 2025 Norrskenshjälpen.pdf',
    'Fortnox Resultatrapport och Balansrapport 2025.xlsx',
    'Swish-rapport december 2025.csv',
    'Svensk Insamlingskontroll årsrapport 90-konto 2025.pdf',
    'Styrelseprotokoll 2025-11-27.docx',
    'Kvitto Vasaplan Livs.jpg',
  ],
  ammanlink: [
    'ALCD Audited Financial Statements 2025.pdf',
    'SF-425 Federal Financial Report Sanad 2025-12-31.pdf',
    'Sanad Budget vs Actual Q4 2025.xlsx',
    'Arab Bank Statement JOD December 2025.csv',
    'Board Minutes 14 December 2025.docx',
    'Receipt Al Rawnaq Stationery.jpg',
  ],
};

// ============================================================== NORRSKEN
const N = {};
N.orgnr = '802475-1193';
N.pg = '90 04 17-2';
N.swishNo = '123 604 17 52';
// resultaträkning [2025, 2024]
N.gavor = [14862350, 13905120];
N.bidrag = [6420000, 5980500];
N.netto = [812400, 764900];
N.ovriga = [48150, 36700];
N.andamal = [17684900, 16402300];
N.insaml = [2218650, 2104800];
N.admin = [1264300, 1198400];
N.vp = [356200, 298400]; // resultat från värdepapper
N.ranta = [84600, 61200];
N.rantek = [3100, 4800];
const y2 = (f) => [f(0), f(1)];
N.intakter = y2((i) => N.gavor[i] + N.bidrag[i] + N.netto[i] + N.ovriga[i]);
N.kostnader = y2((i) => N.andamal[i] + N.insaml[i] + N.admin[i]);
N.vr = y2((i) => N.intakter[i] - N.kostnader[i]);
N.finans = y2((i) => N.vp[i] + N.ranta[i] - N.rantek[i]);
N.resultat = y2((i) => N.vr[i] + N.finans[i]);
N.insamlade = y2((i) => N.gavor[i] + N.bidrag[i]);
// Not 2: gifts and grants by source
N.gForetag = [1640300, 1602800];
N.gTestamenten = [1380000, 1400000];
N.gAllman = y2((i) => N.gavor[i] - N.gForetag[i] - N.gTestamenten[i]);
N.bid = [
  ['Allmänna arvsfonden', [2150000, 1980000], 'offentlig'],
  ['Svenska Postkodlotteriet', [1900000, 1800000], 'privat'],
  ['Region Västerbotten', [1480000, 1400500], 'offentlig'],
  ['Kommuner i Västerbotten och Norrbotten', [890000, 800000], 'offentlig'],
];
N.bidOff = y2((i) => sum(N.bid.filter((b) => b[2] === 'offentlig').map((b) => b[1][i])));
N.bidPriv = y2((i) => sum(N.bid.filter((b) => b[2] === 'privat').map((b) => b[1][i])));
// Not 3
N.anst = { kvinnor: [6, 6], man: [3, 2] };
N.anstTot = y2((i) => N.anst.kvinnor[i] + N.anst.man[i]);
N.lonGS = [712000, 688000];
N.lonOvr = [3390000, 3104500];
N.lonSum = y2((i) => N.lonGS[i] + N.lonOvr[i]);
N.arbgiv = [1319700, 1218300];
N.pension = [368600, 341200];
N.sociala = y2((i) => N.arbgiv[i] + N.pension[i]);
// Not 4: ändamålskostnader by area
N.omr = [
  ['Äldreomsorg på landsbygden', [9842600, 9104800]],
  ['Ungdomsidrott', [6918400, 6437200]],
  ['Information och opinionsbildning', null],
];
N.omr[2][1] = y2((i) => N.andamal[i] - N.omr[0][1][i] - N.omr[1][1][i]);
N.bidragsmott = { idrott: 64, aldre: 38 }; // föreningar / projekt som fått bidrag 2025
// Not 5
N.utdelning = [214600, 187900];
N.realis = y2((i) => N.vp[i] - N.utdelning[i]);
// Not 6 inventarier
N.invAnsk = [412600, 412600];
N.invAvIB = [180800, 135400];
N.invAvskr = [45400, 45400];
N.invAvUB = y2((i) => N.invAvIB[i] + N.invAvskr[i]);
N.inv = y2((i) => N.invAnsk[i] - N.invAvUB[i]);
// Not 7 värdepapper
N.vpIB = 6512000; N.vpKop = 1128000; N.vpSalj = 800000;
N.vpUB = N.vpIB + N.vpKop - N.vpSalj;
N.vpBV = [N.vpUB, N.vpIB];
N.vpMV = [7412300, 6958100];
// Not 8 upplupna kostnader
N.upp = [
  ['Upplupna löner', [128400, 119800], 2910],
  ['Upplupna semesterlöner', [412600, 376600], 2920],
  ['Upplupna sociala avgifter', [171900, 158400], 2940],
  ['Beviljade ej utbetalda bidrag', [1080000, 930000], 2960],
  ['Övriga upplupna kostnader', [154600, 139800], 2990],
];
N.uppSum = y2((i) => sum(N.upp.map((u) => u[1][i])));
// balansräkning
N.kundf = [64300, 58900];
N.ovrf = [412700, 389200];
N.forutb = [298500, 271400];
N.levs = [684200, 612500];
N.skatt = [96400, 88100];
N.ovrs = [138900, 121300];
N.kortSkulder = y2((i) => N.levs[i] + N.skatt[i] + N.ovrs[i] + N.uppSum[i]);
// eget kapital
N.ek0 = { andamal: 2840000, balanserat: 8215430, resultat: N.resultat[1] };
N.ekAvsatt = 1150000; // ändamålsbestämt av givare
N.ekUtnyttjat = 1420000;
N.ek1 = {
  andamal: N.ek0.andamal + N.ekAvsatt - N.ekUtnyttjat,
  balanserat: N.ek0.balanserat + N.ek0.resultat - N.ekAvsatt + N.ekUtnyttjat,
  resultat: N.resultat[0],
};
N.ekTot = [N.ek1.andamal + N.ek1.balanserat + N.ek1.resultat, N.ek0.andamal + N.ek0.balanserat + N.ek0.resultat];
N.ekAndamal = [N.ek1.andamal, N.ek0.andamal];
N.ekBal = [N.ek1.balanserat, N.ek0.balanserat];
N.ekRes = [N.ek1.resultat, N.ek0.resultat];
N.skulderEK = y2((i) => N.ekTot[i] + N.kortSkulder[i]);
N.anlagg = y2((i) => N.inv[i] + N.vpBV[i]);
N.kassa = y2((i) => N.skulderEK[i] - N.anlagg[i] - N.kundf[i] - N.ovrf[i] - N.forutb[i]);
N.omsT = y2((i) => N.kundf[i] + N.ovrf[i] + N.forutb[i] + N.kassa[i]);
N.tillg = y2((i) => N.anlagg[i] + N.omsT[i]);
// bank accounts (Balansrapport) [UB 2025, IB 2025]
N.bank = [
  [1910, 'Kassa', [3200, 4850]],
  [1920, 'PlusGiro 90-konto', [2418650, 1846300]],
  [1930, 'Företagskonto Handelsbanken', null],
  [1940, 'Placeringskonto Handelsbanken', [3650000, 3500000]],
];
N.bank[2][2] = y2((i) => N.kassa[i] - N.bank[0][2][i] - N.bank[1][2][i] - N.bank[3][2][i]);
// flerårsöversikt (tkr): 2025 and 2024 from the statements, earlier years given
const tkr = (v) => Math.round(v / 1000);
N.fler = {
  years: [2025, 2024, 2023, 2022, 2021],
  intakter: [tkr(N.intakter[0]), tkr(N.intakter[1]), 19412, 18036, 16905],
  insamlade: [tkr(N.insamlade[0]), tkr(N.insamlade[1]), 18540, 17214, 16120],
  andamal: [tkr(N.andamal[0]), tkr(N.andamal[1]), 15318, 14206, 13377],
  vr: [tkr(N.vr[0]), tkr(N.vr[1]), 612, 488, 702],
  ek: [tkr(N.ekTot[0]), tkr(N.ekTot[1]), 11055, 10143, 9402],
  insadm: [tkr(N.insaml[0] + N.admin[0]), tkr(N.insaml[1] + N.admin[1]), 3418, 3342, 3105],
};
N.fler.andPct = N.fler.andamal.map((v, i) => Math.round((1000 * v) / N.fler.intakter[i]) / 10);
N.fler.iaPct = N.fler.insadm.map((v, i) => Math.round((1000 * v) / N.fler.intakter[i]) / 10);
N.julinsamling = 1204300;

// 90-konto form
N.si = {
  manadsgivare: 4812,
  revisor: 'Per-Olof Sandström',
  byra: 'Revisionsbyrån Norr AB',
  kontakt: 'Anders Forsberg',
  signed: '2026-04-14',
};
N.si.pctInsaml = Math.round((10000 * N.insaml[0]) / N.insamlade[0]) / 100;
N.si.pctAdm = Math.round((10000 * N.admin[0]) / N.intakter[0]) / 100;
N.si.pctInsAdm = Math.round((10000 * (N.insaml[0] + N.admin[0])) / N.intakter[0]) / 100;
N.si.pctAndamal = Math.round((10000 * N.andamal[0]) / N.intakter[0]) / 100;

// Swish report, December 2025 (deterministic)
function rng(seed) { return () => { seed |= 0; seed = (seed + 0x6d2b79f5) | 0; let t = Math.imul(seed ^ (seed >>> 15), 1 | seed); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
{
  const R = rng(2025);
  const first = ['ANNA', 'ERIK', 'MARIA', 'LARS', 'KARIN', 'JOHAN', 'EVA', 'PER', 'INGRID', 'NILS', 'ASTRID', 'OLOF', 'SARA', 'MAGNUS', 'ELSA', 'HENRIK', 'LINNEA', 'GÖRAN', 'BRITT', 'STEFAN'];
  const last = ['LINDQVIST', 'NORDIN', 'BERGLUND', 'ÖHMAN', 'SJÖBERG', 'MARKLUND', 'LUNDSTRÖM', 'HOLMGREN', 'BACKMAN', 'WIKSTRÖM', 'NYSTRÖM', 'BJÖRK', 'STRÖM', 'ÅSTRÖM', 'FORSLUND', 'HEDLUND'];
  const msgs = ['Julgåva', 'Gåva', 'Till äldreomsorgen', 'Till ungdomsidrotten', 'God jul', 'Ljus i vintermörkret', 'Minnesgåva', '', 'Julgåva till Norrskenshjälpen', 'Gåva från familjen'];
  const amts = [50, 100, 100, 100, 150, 200, 200, 200, 250, 300, 300, 400, 500, 500, 500, 750, 1000, 1000];
  const rows = [];
  const holidays = new Set(['2025-12-25', '2025-12-26']);
  const book = (d) => { // next bank day
    const dt = new Date(`${d}T12:00:00Z`);
    while ([0, 6].includes(dt.getUTCDay()) || holidays.has(dt.toISOString().slice(0, 10))) dt.setUTCDate(dt.getUTCDate() + 1);
    return dt.toISOString().slice(0, 10);
  };
  const days = ['2025-11-29', '2025-11-30'];
  for (let d = 1; d <= 31; d++) days.push(`2025-12-${String(d).padStart(2, '0')}`);
  let k = 0;
  for (const d of days) {
    const n = d === '2025-12-24' ? 5 : d.startsWith('2025-11') ? 1 : d === '2025-12-13' ? 4 : 1 + Math.floor(R() * 3);
    for (let j = 0; j < n; j++) {
      const h = 7 + Math.floor(R() * 15), m = Math.floor(R() * 60), s = Math.floor(R() * 60);
      const name = `${first[Math.floor(R() * first.length)]} ${last[Math.floor(R() * last.length)]}`;
      const ph = `4670${Math.floor(1000000 + R() * 8999999)}`;
      rows.push({ tdag: d, bdag: book(d), tid: `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`, ph, name, msg: msgs[Math.floor(R() * msgs.length)], amt: amts[Math.floor(R() * amts.length)] });
      k++;
    }
  }
  // the largest gift and three refunds, set by hand
  rows.push({ tdag: '2025-12-18', bdag: '2025-12-18', tid: '19:42:07', ph: '46702418853', name: 'GUNNEL HÄGGLUND', msg: 'Till minne av min man Sven', amt: 5000 });
  rows.push({ tdag: '2025-12-09', bdag: '2025-12-09', tid: '10:15:31', ph: '46730562290', name: 'ERIK NORDIN', msg: 'Återbetalning felaktig gåva', amt: -500 });
  rows.push({ tdag: '2025-12-19', bdag: '2025-12-19', tid: '14:02:55', ph: '46705518716', name: 'SARA BACKMAN', msg: 'Återbetalning dubbelbetalning', amt: -200 });
  rows.push({ tdag: '2025-12-29', bdag: '2025-12-29', tid: '09:27:40', ph: '46768830412', name: 'NILS STRÖM', msg: 'Återbetalning felaktig gåva', amt: -1000 });
  rows.sort((a, b) => (a.tdag + a.tid).localeCompare(b.tdag + b.tid));
  rows.forEach((r, i) => { r.nr = i + 1; r.ref = `9${String(31250000 + i * 7919).padStart(9, '0')}`; });
  N.swish = rows;
}
N.swishGifts = N.swish.filter((r) => r.amt > 0);
N.swishRefunds = N.swish.filter((r) => r.amt < 0);
N.swishNet = sum(N.swish.map((r) => r.amt));

// Fortnox Resultatrapport: [konto, benämning, ackumulerat 2025, december 2025]; revenue positive, costs positive here (signs in the export)
N.swishJanNov = 318450;
const gPlus = 7314600, gAuto = 3468000;
N.rr = {
  intakter: [
    [3010, 'Gåvor Swish', N.swishJanNov + N.swishNet, N.swishNet],
    [3011, 'Gåvor PlusGiro 90-konto', gPlus, 1180400],
    [3012, 'Gåvor autogiro månadsgivare', gAuto, 292600],
    [3014, 'Gåvor företag', N.gForetag[0], 412000],
    [3015, 'Testamenten', N.gTestamenten[0], 0],
    [3016, 'Minnes- och högtidsgåvor', null, 64300],
    [3020, 'Bidrag Allmänna arvsfonden', N.bid[0][1][0], 0],
    [3021, 'Bidrag Svenska Postkodlotteriet', N.bid[1][1][0], 475000],
    [3022, 'Bidrag Region Västerbotten', N.bid[2][1][0], 370000],
    [3023, 'Bidrag kommuner', N.bid[3][1][0], 0],
    [3040, 'Försäljning julkort och kalendrar', 412400, 96800],
    [3041, 'Deltagaravgifter idrottsläger', N.netto[0] - 412400, 0],
    [3990, 'Övriga rörelseintäkter', N.ovriga[0], 4200],
  ],
  kostnader: [
    ['Utdelade bidrag', [
      [4010, 'Utdelade bidrag äldreomsorg', 6184000, 1260000],
      [4020, 'Utdelade bidrag ungdomsidrott', 4926500, 840000],
      [4030, 'Kostnader idrottsläger', 1120300, 0],
    ]],
    ['Övriga externa kostnader', [
      [5010, 'Lokalhyra', 684000, 57000],
      [5060, 'Städning och renhållning', 72400, 6000],
      [5410, 'Förbrukningsinventarier', 86700, 14300],
      [5800, 'Resekostnader', 342600, 21800],
      [5910, 'Annonsering', 612800, 148600],
      [6110, 'Kontorsmateriel', 58900, 6200],
      [6210, 'Telefon och internet', 64300, 5400],
      [6250, 'Porto', 198400, 52100],
      [6420, 'Revisionsarvode', 118000, 0],
      [6570, 'Bankkostnader', 96200, 9800],
      [6980, 'Föreningsavgifter', 42000, 0],
      [6990, 'Övriga externa kostnader', null, 38500],
    ]],
    ['Personalkostnader', [
      [7010, 'Löner tjänstemän', N.lonSum[0], 352400],
      [7090, 'Förändring semesterlöneskuld', 96000, 36000],
      [7410, 'Pensionsförsäkringspremier', N.pension[0], 30700],
      [7510, 'Arbetsgivaravgifter', N.arbgiv[0], 110700],
      [7690, 'Övriga personalkostnader', 74500, 12900],
    ]],
    ['Avskrivningar', [
      [7832, 'Avskrivningar inventarier', N.invAvskr[0], 3800],
    ]],
  ],
  finans: [
    [8210, 'Utdelningar och resultat värdepapper', N.vp[0], 48200],
    [8310, 'Ränteintäkter', N.ranta[0], 9100],
    [8410, 'Räntekostnader', -N.rantek[0], -300],
  ],
};
{
  const inc = N.rr.intakter;
  inc[5][2] = N.gavor[0] - sum(inc.filter((a) => a[0] >= 3010 && a[0] <= 3015).map((a) => a[2]));
  const allc = N.rr.kostnader.flatMap((g) => g[1]);
  const plug = allc.find((a) => a[0] === 6990);
  plug[2] = N.kostnader[0] - sum(allc.filter((a) => a !== plug).map((a) => a[2]));
  N.rrAcc = Object.fromEntries([...inc, ...allc, ...N.rr.finans].map((a) => [a[0], { name: a[1], ack: a[2], dec: a[3] }]));
  N.rrDecInt = sum(inc.map((a) => a[3]));
  N.rrDecKost = sum(allc.map((a) => a[3]));
  N.rrDecFin = sum(N.rr.finans.map((a) => a[3]));
  N.rrDecRes = N.rrDecInt - N.rrDecKost + N.rrDecFin;
}
// Balansrapport [konto, benämning, IB, UB] with Fortnox signs (credits negative)
N.br = {
  tillg: [
    [1220, 'Inventarier och verktyg', N.invAnsk[1], N.invAnsk[0]],
    [1229, 'Ackumulerade avskrivningar på inventarier', -N.invAvUB[1], -N.invAvUB[0]],
    [1350, 'Andelar och värdepapper', N.vpBV[1], N.vpBV[0]],
    [1510, 'Kundfordringar', N.kundf[1], N.kundf[0]],
    [1680, 'Andra kortfristiga fordringar', N.ovrf[1], N.ovrf[0]],
    [1790, 'Övriga förutbetalda kostnader och upplupna intäkter', N.forutb[1], N.forutb[0]],
    ...N.bank.map(([k, n, v]) => [k, n, v[1], v[0]]),
  ],
  ekskuld: [
    [2060, 'Ändamålsbestämda medel', -N.ekAndamal[1], -N.ekAndamal[0]],
    [2067, 'Balanserat kapital', -N.ekBal[1], -N.ekBal[0]],
    [2069, 'Årets resultat', -N.ekRes[1], 0],
    [2440, 'Leverantörsskulder', -N.levs[1], -N.levs[0]],
    [2510, 'Skatteskulder', -N.skatt[1], -N.skatt[0]],
    [2890, 'Övriga kortfristiga skulder', -N.ovrs[1], -N.ovrs[0]],
    ...N.upp.map(([n, v, k]) => [k, n, -v[1], -v[0]]),
  ],
};
// board minutes 2025-11-27: budget 2026 [utfall 2024, prognos 2025, budget 2026]
N.bud = {
  gavor: [N.gavor[1], 14600000, 15400000],
  bidrag: [N.bidrag[1], 6300000, 6650000],
  ovr: [N.netto[1] + N.ovriga[1], 820000, 850000],
  aldre: [N.omr[0][1][1], 9700000, 10250000],
  idrott: [N.omr[1][1][1], 6800000, 7300000],
  info: [N.omr[2][1][1], 900000, 950000],
  insaml: [N.insaml[1], 2200000, 2300000],
  admin: [N.admin[1], 1250000, 1300000],
  finans: [N.finans[1], 400000, 380000],
};
{
  const B = N.bud, c3 = (f) => [0, 1, 2].map(f);
  B.intakter = c3((i) => B.gavor[i] + B.bidrag[i] + B.ovr[i]);
  B.kostnader = c3((i) => B.aldre[i] + B.idrott[i] + B.info[i] + B.insaml[i] + B.admin[i]);
  B.resultat = c3((i) => B.intakter[i] - B.kostnader[i] + B.finans[i]);
}
N.mote = { date: '2025-11-27', next: '2026-02-19', ordf: 'Birgitta Lundmark', sekr: 'Jonas Eriksson', just: 'Maria Nilsson', attest: 50000, aktier: 40 };
N.styrelse = ['Birgitta Lundmark', 'Maria Nilsson', 'Hans Öberg', 'Lena Wikström', 'Tomas Granberg'];
// receipt
N.kv = {
  store: 'VASAPLAN LIVS & FIKA', date: '2025-12-12', time: '14:37', nr: '48213',
  items: [
    ['Kaffe mellanrost 500g', 2, 64.9, 12],
    ['Kanelbullar 12-pack', 2, 59.0, 12],
    ['Mjolk 1,5 l', 3, 18.9, 12],
    ['Pappersmuggar 50-p', 2, 34.9, 25],
    ['Servetter 100-p', 1, 24.9, 25],
    ['Batterier AA 8-p', 1, 79.0, 25],
  ],
};
{
  const K = N.kv;
  K.lines = K.items.map(([, q, p]) => r2(q * p));
  K.total = r2(sum(K.lines));
  const br = (rate) => r2(sum(K.items.map((it, i) => (it[3] === rate ? K.lines[i] : 0))));
  K.b25 = br(25); K.b12 = br(12);
  K.m25 = r2((K.b25 * 25) / 125); K.m12 = r2((K.b12 * 12) / 112);
  K.n25 = r2(K.b25 - K.m25); K.n12 = r2(K.b12 - K.m12);
  K.moms = r2(K.m25 + K.m12); K.netto = r2(K.total - K.moms);
  K.count = sum(K.items.map((it) => it[1]));
}
export const NR = N;

// ============================================================== AMMAN LINK
const A = {};
A.peg = 0.709;
// statement of activities 2025 by column [without, with]; 2024 total only
A.grants = [
  ['USAID', 'Sanad Livelihoods Project', { b0: 38200, rev: 612450, rel: 598716.4, cash: 640000 }, { b0: 0, rev: 152300, rel: 114100, cash: 190955 }],
  ['European Union', 'Green Jobs for Youth in Zarqa', { b0: 61450.25, rev: 438920.5, rel: 452118.75, cash: 412600 }, { b0: 48900.25, rev: 455000, rel: 442450, cash: 455000 }],
  ['Kingdom of the Netherlands', 'Community Centre Al-Hashmi', { b0: 0, rev: 176300, rel: 121640.3, cash: 176300 }, { b0: 0, rev: 0, rel: 0, cash: 0 }],
  ['Private donors', 'Scholarship Fund', { b0: 12500, rev: 22000, rel: 18750, cash: 22000 }, { b0: 9000, rev: 18500, rel: 15000, cash: 18500 }],
];
for (const g of A.grants) for (const y of [g[2], g[3]]) y.b1 = r3(y.b0 + y.rev - y.rel);
const gs = (y, k) => r3(sum(A.grants.map((g) => g[y][k])));
A.relTot = gs(2, 'rel');
A.restrTot = [gs(2, 'b1'), gs(3, 'b1')];
A.restrRevTot = gs(2, 'rev');
A.grantCashTot = [gs(2, 'cash'), gs(3, 'cash')];
A.rev = {
  usaid: [0, A.grants[0][2].rev, A.grants[0][3].rev],
  eu: [0, A.grants[1][2].rev, A.grants[1][3].rev],
  nl: [0, A.grants[2][2].rev, A.grants[2][3].rev],
  contrib: [182640.25, A.grants[3][2].rev, 171250.4 + A.grants[3][3].rev],
  fees: [31480, 0, 27915],
  interest: [6942.18, 0, 5118.42],
};
A.exp = {
  liv: [623026.9, 121450], // [2025, 2024]
  youth: [461998.75, 458730.5],
  cc: [181595.95, 96512.8],
  mg: [112486.32, 104233.9],
  fr: [18240.6, 16874.3],
};
const ek = Object.values(A.exp);
A.progTot = [r3(A.exp.liv[0] + A.exp.youth[0] + A.exp.cc[0]), r3(A.exp.liv[1] + A.exp.youth[1] + A.exp.cc[1])];
A.expTot = [r3(sum(ek.map((e) => e[0]))), r3(sum(ek.map((e) => e[1])))];
A.revU = r3(sum(Object.values(A.rev).map((r) => r[0])) + A.relTot);
A.revR = r3(sum(Object.values(A.rev).map((r) => r[1])) - A.relTot);
A.revTot = [r3(A.revU + A.revR), r3(sum(Object.values(A.rev).map((r) => r[2])))];
A.chgU = r3(A.revU - A.expTot[0]);
A.chgR = r3(A.revR);
A.chg = [r3(A.chgU + A.chgR), r3(A.revTot[1] - A.expTot[1])];
A.unr = [0, 214668.43]; // [2025, 2024] without donor restrictions at year end
A.unr[0] = r3(A.unr[1] + A.chgU);
A.unrBeg24 = r3(A.unr[1] - (A.chg[1] - (A.restrTot[1] - gs(3, 'b0'))));
A.na = [r3(A.unr[0] + A.restrTot[0]), r3(A.unr[1] + A.restrTot[1])];
A.naBeg24 = r3(A.na[1] - A.chg[1]);
// financial position [2025, 2024]
A.recv = [142318.5, 96402.25];
A.prep = [38915.42, 31207.88];
A.ppe = [84360, 97815.5];
A.ap = [61487.3, 54120.64];
A.refadv = [118240, 92655];
A.eosi = [46830.75, 41204.3];
A.liab = [r3(A.ap[0] + A.refadv[0] + A.eosi[0]), r3(A.ap[1] + A.refadv[1] + A.eosi[1])];
A.liabNA = [r3(A.liab[0] + A.na[0]), r3(A.liab[1] + A.na[1])];
A.cash = [0, 1].map((i) => r3(A.liabNA[i] - A.recv[i] - A.prep[i] - A.ppe[i]));
A.curAssets = [0, 1].map((i) => r3(A.cash[i] + A.recv[i] + A.prep[i]));
A.curLiab = [0, 1].map((i) => r3(A.ap[i] + A.refadv[i]));
A.totAssets = [0, 1].map((i) => r3(A.curAssets[i] + A.ppe[i]));
A.usdAcct = [135710, 98420]; // US$ balances of the USD account
A.usdAcctJD = A.usdAcct.map((v) => r3(v * A.peg));
A.petty = [350, 350];
A.jodAcct = [0, 1].map((i) => r3(A.cash[i] - A.usdAcctJD[i] - A.petty[i]));
A.staff = { salaries: [486320.4, 441870.25], ssc: [69300.66, 62966.51], eosi: [9842.75, 8910.4], insurance: [21480, 19360], headcount: [34, 31] };
A.staffTot = [0, 1].map((i) => r3(A.staff.salaries[i] + A.staff.ssc[i] + A.staff.eosi[i] + A.staff.insurance[i]));
A.auditDate = '2026-03-18';
A.auditor = 'Khalil & Partners Certified Public Accountants';

// budget vs actual, Sanad (US$): [category, approved, prior periods, [Oct, Nov, Dec]]
A.rate = 0.184;
A.bva = [
  ['a. Personnel', 1120000, 402310, [38420, 38956, 41265.5]],
  ['b. Fringe Benefits', 179200, 64369.6, [6147.2, 6232.96, 6602.48]],
  ['c. Travel', 96500, 28940.35, [2310.4, 4875.1, 1246.75]],
  ['d. Equipment', 84000, 71250, [0, 14380, 0]],
  ['e. Supplies', 142300, 48615.2, [3105.6, 5420.15, 2918.4]],
  ['f. Contractual', 648000, 196400, [21600, 18900, 24750]],
  ['h. Other', null, 71238.45, [6512.3, 7044.9, 8860.25]],
];
A.award = 2940000;
{
  // the Other line of the approved budget makes the award total, with indirect at the rate on direct costs less equipment
  const known = sum(A.bva.filter((b) => b[1] !== null).map((b) => b[1]));
  const equip = A.bva[3][1];
  const td = r2((A.award + A.rate * equip) / (1 + A.rate));
  A.bva[6][1] = r2(td - known);
}
{
  const col = (f) => r2(sum(A.bva.map(f)));
  const ind = (td, eq) => r2(A.rate * (td - eq));
  A.tdBud = col((b) => b[1]);
  A.indBud = r2(A.award - A.tdBud);
  A.tdPrior = col((b) => b[2]);
  A.tdMonth = [0, 1, 2].map((m) => col((b) => b[3][m]));
  A.indPrior = ind(A.tdPrior, A.bva[3][2]);
  A.indMonth = [0, 1, 2].map((m) => ind(A.tdMonth[m], A.bva[3][3][m]));
  A.indQ = r2(sum(A.indMonth));
  A.tdQ = r2(sum(A.tdMonth));
  for (const b of A.bva) { b.q = r2(sum(b[3])); b.cum = r2(b[2] + b.q); b.rem = r2(b[1] - b.cum); }
  A.indCum = r2(A.indPrior + A.indQ);
  A.tdCum = r2(A.tdPrior + A.tdQ);
  A.totPrior = r2(A.tdPrior + A.indPrior);
  A.totQ = r2(A.tdQ + A.indQ);
  A.totCum = r2(A.tdCum + A.indCum);
  A.totRem = r2(A.award - A.totCum);
  A.indRem = r2(A.indBud - A.indCum);
  A.tdRem = r2(A.tdBud - A.tdCum);
  A.base = r2(A.tdCum - A.bva[3].cum);
}
// SF-425 (US$, cumulative from 10/01/2024)
A.ffr = { a: 1298600, b: 1261420.37, d: A.award, f: 38420, i: 147000, j: 58932.4, l: 0 };
{
  const F = A.ffr;
  F.c = r2(F.a - F.b); F.e = A.totCum; F.g = r2(F.e + F.f); F.h = r2(F.d - F.g); F.k = r2(F.i - F.j);
  F.m = 0; F.n = 0; F.o = 0;
  F.grant = '72027824CA00011'; F.uei = 'K7LMN2PQR8S3'; F.from = '10/01/2024'; F.to = '09/30/2027'; F.end = '12/31/2025';
  F.certifier = 'Rania Haddad'; F.title = 'Finance Director'; F.submitted = '01/28/2026';
}
// Arab Bank JOD statement, December 2025: [posting, value, description, reference, debit, credit]
A.bank = [
  ['01/12/2025', '01/12/2025', 'SSC CONTRIBUTIONS NOV 2025 - SOCIAL SECURITY CORPORATION', 'EFW2511301', 8806.615, 0],
  ['02/12/2025', '30/11/2025', 'INCOMING TRF USD 60,000.00 @0.708 USAID SANAD ADVANCE', 'FT25336A0412', 0, 42480],
  ['03/12/2025', '03/12/2025', 'ISTD INCOME TAX WITHHOLDING NOV 2025', 'EFW2512033', 2316.48, 0],
  ['04/12/2025', '04/12/2025', 'OFFICE RENT Q1 2026 - AL WEIBDEH BUILDING', 'CHQ004416', 6750, 0],
  ['07/12/2025', '07/12/2025', 'ORANGE JORDAN - INTERNET AND MOBILE', 'DD7710245', 318.94, 0],
  ['08/12/2025', '08/12/2025', 'POS PURCHASE AL RAWNAQ STATIONERY AMMAN', 'POS883105', null, 0],
  ['09/12/2025', '09/12/2025', 'CHQ 004417 - NOOR AL HUDA TRAINING CONSULTANTS', 'CHQ004417', 4950, 0],
  ['10/12/2025', '09/12/2025', 'INCOMING TRF EUR 45,000.00 @0.827 EU GREEN JOBS 2ND TRANCHE', 'FT25343B7781', 0, 37215],
  ['11/12/2025', '11/12/2025', 'JOPETROL FUEL CARD TOP-UP', 'DD7710311', 214.6, 0],
  ['14/12/2025', '14/12/2025', 'CASH DEPOSIT - TRAINING FEES', 'CD2512140', 0, 1860],
  ['15/12/2025', '15/12/2025', 'CLIQ DONATION - ALIAS ALCDJO', 'CQ2512150', 0, 500],
  ['16/12/2025', '16/12/2025', 'CHQ 004418 - AL MANARA CATERING', 'CHQ004418', 1426.5, 0],
  ['21/12/2025', '21/12/2025', 'CLIQ BATCH - YOUTH STIPENDS DEC 2025', 'CQB251221', 8400, 0],
  ['22/12/2025', '21/12/2025', 'BANK CHARGES - INCOMING TRF COMMISSION', 'BC2512221', 15, 0],
  ['23/12/2025', '23/12/2025', 'INCOMING TRF EUR 6,000.00 @0.827 NETHERLANDS EMBASSY', 'FT25357C0094', 0, 4962],
  ['24/12/2025', '24/12/2025', 'SALARIES DEC 2025 - PAYROLL BATCH', 'PAY2512', 38612.375, 0],
  ['28/12/2025', '28/12/2025', 'CLIQ DONATION - ALIAS ALCDJO', 'CQ2512280', 0, 250],
  ['30/12/2025', '30/12/2025', 'BANK CHARGES - MONTHLY ACCOUNT FEE', 'BC2512301', 5, 0],
  ['31/12/2025', '31/12/2025', 'BANK CHARGES - CHEQUE BOOK ISSUE', 'BC2512311', 10, 0],
  ['31/12/2025', '31/12/2025', 'CREDIT INTEREST DEC 2025', 'INT2512', 0, 96.418],
];
// receipt (JD, prices before tax)
A.rc = {
  store: 'AL RAWNAQ STATIONERY', date: '08/12/2025', time: '11:42', no: '25-118406', taxNo: '004518273',
  items: [
    ['A4 Copy Paper 80g Box', 2, 14.5],
    ['Whiteboard Markers 12pk', 1, 6.25],
    ['Flip Chart Pad', 3, 7.8],
    ['Box File', 6, 1.35],
    ['Stapler Heavy Duty', 1, 9.9],
  ],
};
{
  const R = A.rc;
  R.lines = R.items.map(([, q, p]) => r3(q * p));
  R.sub = r3(sum(R.lines));
  R.tax = r3(R.sub * 0.16);
  R.total = r3(R.sub + R.tax);
  R.count = sum(R.items.map((i) => i[1]));
}
A.bank[5][4] = A.rc.total;
A.bankDr = r3(sum(A.bank.map((b) => b[4])));
A.bankCr = r3(sum(A.bank.map((b) => b[5])));
A.bankClose = A.jodAcct[0];
A.bankOpen = r3(A.bankClose - A.bankCr + A.bankDr);
A.bankCharges = A.bank.filter((b) => /^BANK CHARGES/.test(b[2]));
// board minutes 14 December 2025: 2026 budget (JD) [2025 approved, 2026 budget]
A.bud = {
  rev: [
    ['USAID - Sanad Livelihoods', 640000, 705000],
    ['European Union - Green Jobs', 445000, 398500],
    ['Netherlands - Community Centre', 180000, 214000],
    ['Contributions', 190000, 205000],
    ['Training fees', 30000, 34000],
    ['Interest', 5000, 6500],
  ],
  exp: [
    ['Sanad Livelihoods', 655000, 728400],
    ['Green Jobs for Youth', 455000, 410250],
    ['Community Centre', 190000, 236800],
    ['Management and general', 115000, 124600],
    ['Fundraising', 19000, 21500],
  ],
};
A.bud.revTot = [1, 2].map((i) => sum(A.bud.rev.map((r) => r[i])));
A.bud.expTot = [1, 2].map((i) => sum(A.bud.exp.map((r) => r[i])));
A.bud.surplus = [0, 1].map((i) => A.bud.revTot[i] - A.bud.expTot[i]);
A.mtg = {
  date: '14 December 2025', next: '15 March 2026', chair: 'Dr. Lina Al-Masri', treasurer: 'Omar Haddadin', second: 'Reem Nasser', secretary: 'Hala Qasem',
  ed: 'Tariq Barakat', fd: 'Rania Haddad', fringe: 16, finalFY24: 17.9, twoSig: 5000, pettyCash: 500, raise: 3,
};
export const AL = A;
