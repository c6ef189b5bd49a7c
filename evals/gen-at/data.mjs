// Every figure of set AT is defined once here; totals, balances and ties between documents are computed and asserted.
// portici:  Associazione Portici Aperti APS (Bologna, Italy; euro; calendar 2025 with 2024 comparatives)
// thekwini: Thekwini Youth Futures NPC (Durban, South Africa; rand; FY2026 = 1 April 2025 - 31 March 2026, FY2025 comparatives)

export const sum = (a) => a.reduce((s, x) => s + x, 0);
export const r2 = (v) => Math.round(v * 100) / 100;
const must = (c, m) => { if (!c) throw new Error(`data.mjs: ${m}`); };
const whole = (v, m) => must(Math.abs(v - Math.round(v)) < 1e-6, `${m} is not whole euros/rand (${v})`);

export const ORGS = {
  portici: { name: 'Associazione Portici Aperti APS', fiscalYearStart: 1 },
  thekwini: { name: 'Thekwini Youth Futures NPC', fiscalYearStart: 4 },
};
export const DOCS = {
  portici: [
    'Bilancio esercizio 2025 Portici Aperti APS.pdf',
    'Bilancio di verifica 31-12-2025.xlsx',
    'Preventivo e consuntivo 2025 - preventivo 2026.xlsx',
    'Intesa Sanpaolo movimenti conto 4T2025.csv',
    'Verbale assemblea soci 28-04-2026.docx',
    'Scontrino Ferramenta Lame.jpg',
  ],
  thekwini: [
    'Thekwini Youth Futures NPC AFS FY2026.pdf',
    'Pastel Trial Balance March 2026.xlsx',
    'Budget vs Actual by Programme FY2026.xlsx',
    'FNB Business Cheque March 2026.csv',
    'Board Minutes 24 March 2026.docx',
    'Till slip Berea Swim and Sport.jpg',
  ],
};

// ============================================================== PORTICI (Italy)
const I = {};
I.cf = '91384250372';
I.runts = '128734';
I.address = 'Via del Pratello 41, 40122 Bologna (BO)';
// Rendiconto gestionale (Modello B): area -> {costs: [[code,label]], revs: [[code,label]]}; values [2025, 2024]
const L = {
  mp: '1) Materie prime, sussidiarie, di consumo e di merci', serv: '2) Servizi', god: '3) Godimento beni di terzi', pers: '4) Personale',
  amm: '5) Ammortamenti', sval: '5 bis) Svalutazione delle immobilizzazioni materiali ed immateriali', acc: '6) Accantonamenti per rischi ed oneri',
};
I.MB = {
  A: {
    title: ['A) Costi e oneri da attività di interesse generale', 'A) Ricavi, rendite e proventi da attività di interesse generale'],
    costs: [
      ['1', L.mp, [14862, 13980]], ['2', L.serv, [41450, null]], ['3', L.god, [19800, 19800]], ['4', L.pers, [149860, 141650]], ['5', L.amm, [7240, 6410]],
      ['5b', L.sval, [0, 0]], ['6', L.acc, [0, 0]], ['7', '7) Oneri diversi di gestione', [2318, 2106]], ['8', '8) Rimanenze iniziali', [0, 0]],
      ['9', '9) Accantonamento a riserva vincolata per decisione degli organi istituzionali', [0, 0]],
      ['10', '10) Utilizzo riserva vincolata per decisione degli organi istituzionali', [0, 0]],
    ],
    revs: [
      ['1', '1) Proventi da quote associative e apporti dei fondatori', [8240, 7700]], ['2', '2) Proventi dagli associati per attività mutuali', [0, 0]],
      ['3', '3) Ricavi per prestazioni e cessioni ad associati e fondatori', [28460, 25930]], ['4', '4) Erogazioni liberali', [31915, 27480]],
      ['5', '5) Proventi del 5 per mille', [14327, 13512]], ['6', '6) Contributi da soggetti privati', [45000, 40000]],
      ['7', '7) Ricavi per prestazioni e cessioni a terzi', [6860, 5420]], ['8', '8) Contributi da enti pubblici', [96500, 88000]],
      ['9', '9) Proventi da contratti con enti pubblici', [46200, 44000]], ['10', '10) Altri ricavi, rendite e proventi', [1318, 2105]], ['11', '11) Rimanenze finali', [0, 0]],
    ],
    result: 'Avanzo/disavanzo attività di interesse generale (+/-)',
  },
  B: {
    title: ['B) Costi e oneri da attività diverse', 'B) Ricavi, rendite e proventi da attività diverse'],
    costs: [
      ['1', L.mp, [9870, 9210]], ['2', L.serv, [4215, 3980]], ['3', L.god, [0, 0]], ['4', L.pers, [3600, 3360]], ['5', L.amm, [0, 0]], ['5b', L.sval, [0, 0]],
      ['6', L.acc, [0, 0]], ['7', '7) Oneri diversi di gestione', [410, 385]], ['8', '8) Rimanenze iniziali', [0, 0]],
    ],
    revs: [
      ['1', '1) Ricavi per prestazioni e cessioni ad associati e fondatori', [2310, 2040]], ['2', '2) Contributi da soggetti privati', [0, 0]],
      ['3', '3) Ricavi per prestazioni e cessioni a terzi', [21480, 19870]], ['4', '4) Contributi da enti pubblici', [0, 0]],
      ['5', '5) Proventi da contratti con enti pubblici', [0, 0]], ['6', '6) Altri ricavi, rendite e proventi', [0, 0]], ['7', '7) Rimanenze finali', [0, 0]],
    ],
    result: 'Avanzo/disavanzo attività diverse (+/-)',
  },
  C: {
    title: ['C) Costi e oneri da attività di raccolta fondi', 'C) Ricavi, rendite e proventi da attività di raccolta fondi'],
    costs: [['1', '1) Oneri per raccolte fondi abituali', [1120, 980]], ['2', '2) Oneri per raccolte fondi occasionali', [4385, 4010]], ['3', '3) Altri oneri', [0, 0]]],
    revs: [['1', '1) Proventi da raccolte fondi abituali', [7430, 6120]], ['2', '2) Proventi da raccolte fondi occasionali', [11260, 9840]], ['3', '3) Altri proventi', [0, 0]]],
    result: 'Avanzo/disavanzo attività di raccolta fondi (+/-)',
  },
  D: {
    title: ['D) Costi e oneri da attività finanziarie e patrimoniali', 'D) Ricavi, rendite e proventi da attività finanziarie e patrimoniali'],
    costs: [['1', '1) Su rapporti bancari', [612, 588]], ['2', '2) Su prestiti', [0, 0]], ['3', '3) Da patrimonio edilizio', [0, 0]], ['4', '4) Da altri beni patrimoniali', [0, 0]], ['5', '5) Accantonamenti per rischi ed oneri', [0, 0]], ['6', '6) Altri oneri', [0, 0]]],
    revs: [['1', '1) Da rapporti bancari', [84, 31]], ['2', '2) Da altri investimenti finanziari', [0, 0]], ['3', '3) Da patrimonio edilizio', [0, 0]], ['4', '4) Da altri beni patrimoniali', [0, 0]], ['5', '5) Altri proventi', [0, 0]]],
    result: 'Avanzo/disavanzo attività finanziarie e patrimoniali (+/-)',
  },
  E: {
    title: ['E) Costi e oneri di supporto generale', 'E) Proventi di supporto generale'],
    costs: [
      ['1', L.mp, [1240, 1105]], ['2', L.serv, [17930, 16870]], ['3', L.god, [5400, 5400]], ['4', L.pers, [24600, 23180]], ['5', L.amm, [1720, 1720]], ['5b', L.sval, [0, 0]],
      ['6', L.acc, [0, 0]], ['7', '7) Altri oneri', [1965, 1842]],
      ['8', '8) Accantonamento a riserva vincolata per decisione degli organi istituzionali', [0, 0]], ['9', '9) Utilizzo riserva vincolata per decisione degli organi istituzionali', [0, 0]],
    ],
    revs: [['1', '1) Proventi da distacco del personale', [0, 0]], ['2', '2) Altri proventi di supporto generale', [1200, 0]]],
    result: null,
  },
};
I.imposte = [1870, 1690];
I.avanzoTarget24 = -3148;
I.areas = ['A', 'B', 'C', 'D', 'E'];
const line = (area, side, code) => I.MB[area][side].find((l) => l[0] === code)[2];
I.v = (area, side, code, y = 0) => line(area, side, code)[y];
// 2024 servizi (A2) is whatever brings 2024 to its disavanzo
{
  const tot = (side, y) => sum(I.areas.map((a) => sum(I.MB[a][side].map((l) => l[2][y] ?? 0))));
  line('A', 'costs', '2')[1] = tot('revs', 1) - tot('costs', 1) - I.imposte[1] - I.avanzoTarget24;
}
I.tot = (area, side, y) => sum(I.MB[area][side].map((l) => l[2][y]));
I.res = (area, y) => I.tot(area, 'revs', y) - I.tot(area, 'costs', y);
I.totCosti = [0, 1].map((y) => sum(I.areas.map((a) => I.tot(a, 'costs', y))));
I.totRicavi = [0, 1].map((y) => sum(I.areas.map((a) => I.tot(a, 'revs', y))));
I.primaImposte = [0, 1].map((y) => I.totRicavi[y] - I.totCosti[y]);
I.avanzo = [0, 1].map((y) => I.primaImposte[y] - I.imposte[y]);
must(I.avanzo[1] === -3148, 'avanzo 2024');
must(I.avanzo[0] > 0, 'avanzo 2025 positive');
I.figurativi = { costs: [76800, 71250], hours: 5120, rate: 15 };
must(I.figurativi.hours * I.figurativi.rate === I.figurativi.costs[0], 'figurativi');
I.pctDiverse = Math.round((10000 * I.tot('B', 'revs', 0)) / I.totRicavi[0]) / 100;
I.personaleTot = [0, 1].map((y) => I.v('A', 'costs', '4', y) + I.v('B', 'costs', '4', y) + I.v('E', 'costs', '4', y));

// fixed assets: [label, SP line, cost 31/12/2024, fondo 31/12/2024, acquisti 2025, amm 2025 by area {A, E}]
I.assets = [
  ['Licenze software', 'I4', 3000, 1200, 0, { A: 0, E: 600 }],
  ['Migliorie su beni di terzi', 'I7', 14000, 2800, 0, { A: 2800, E: 0 }],
  ['Attrezzature', 'II3', 21300, 11820, 6200, { A: 3320, E: 0 }],
  ['Altri beni', 'II4', 18400, 12280, 3970, { A: 1120, E: 1120 }],
].map(([label, sp, cost24, fondo24, acq, amm]) => {
  const a = amm.A + amm.E;
  return { label, sp, cost24, fondo24, acq, amm, ammTot: a, cost25: cost24 + acq, fondo25: fondo24 + a, net24: cost24 - fondo24, net25: cost24 + acq - fondo24 - a };
});
must(sum(I.assets.map((a) => a.amm.A)) === I.v('A', 'costs', '5'), 'ammortamenti A');
must(sum(I.assets.map((a) => a.amm.E)) === I.v('E', 'costs', '5'), 'ammortamenti E');
I.ammTot = sum(I.assets.map((a) => a.ammTot));
I.acqTot = sum(I.assets.map((a) => a.acq));

// Stato patrimoniale (Modello A): key -> [2025, 2024]
const net = (sp, y) => I.assets.find((a) => a.sp === sp)[y ? 'net24' : 'net25'];
I.SP = {
  I4: [net('I4', 0), net('I4', 1)], I7: [net('I7', 0), net('I7', 1)],
  II3: [net('II3', 0), net('II3', 1)], II4: [net('II4', 0), net('II4', 1)],
  III2d: [3600, 3600],
  CII3: [38750, 29400], CII4: [15000, 20000], CII9: [1236, 880], CII12: [2480, 1950],
  CIV3: [640, 512],
  D: [1870, 1650],
  PI: [10000, 10000], PII2: [15000, 15000], PIII1: [28254, 31402], PIV: [I.avanzo[0], I.avanzo[1]],
  TFR: [41230, 35870],
  D7: [14380, 12960], D9: [4920, 4310], D10: [6840, 6150], D11: [9870, 8640], D12: [1150, 980],
  E: [22000, 18500],
};
must(I.SP.PIII1[0] === I.SP.PIII1[1] + I.avanzo[1], 'patrimonio libero rolls with the 2024 result');
{
  const S = I.SP;
  for (const y of [0, 1]) {
    const pass = S.PI[y] + S.PII2[y] + S.PIII1[y] + S.PIV[y] + S.TFR[y] + S.D7[y] + S.D9[y] + S.D10[y] + S.D11[y] + S.D12[y] + S.E[y];
    const att = S.I4[y] + S.I7[y] + S.II3[y] + S.II4[y] + S.III2d[y] + S.CII3[y] + S.CII4[y] + S.CII9[y] + S.CII12[y] + S.CIV3[y] + S.D[y];
    (S.CIV1 ||= [0, 0])[y] = pass - att;
  }
}
const S = I.SP;
I.spTot = {
  immI: [0, 1].map((y) => S.I4[y] + S.I7[y]), immII: [0, 1].map((y) => S.II3[y] + S.II4[y]), immIII: S.III2d,
  crediti: [0, 1].map((y) => S.CII3[y] + S.CII4[y] + S.CII9[y] + S.CII12[y]), liquide: [0, 1].map((y) => S.CIV1[y] + S.CIV3[y]),
  pn: [0, 1].map((y) => S.PI[y] + S.PII2[y] + S.PIII1[y] + S.PIV[y]), debiti: [0, 1].map((y) => S.D7[y] + S.D9[y] + S.D10[y] + S.D11[y] + S.D12[y]),
};
I.spTot.imm = [0, 1].map((y) => I.spTot.immI[y] + I.spTot.immII[y] + I.spTot.immIII[y]);
I.spTot.circ = [0, 1].map((y) => I.spTot.crediti[y] + I.spTot.liquide[y]);
I.spTot.attivo = [0, 1].map((y) => I.spTot.imm[y] + I.spTot.circ[y] + S.D[y]);
I.spTot.passivo = [0, 1].map((y) => I.spTot.pn[y] + S.TFR[y] + I.spTot.debiti[y] + S.E[y]);
must(I.spTot.attivo[0] === I.spTot.passivo[0] && I.spTot.attivo[1] === I.spTot.passivo[1], 'SP balances');
must(S.CIV1[0] > 40000 && S.CIV1[1] > 40000, 'depositi plausible');

// TFR roll
I.tfr = { open: S.TFR[1], acc: null, util: 3665.75 };

// Bilancio di verifica (TeamSystem): leaf accounts [code, description, saldo 2025 (D positive for assets/costs, A positive for liabilities/revenue)]
// the last account of each group takes the remainder so that every Modello line is whole euros.
const grp = (total, rows) => { const rest = r2(total - sum(rows.slice(0, -1).map((r) => r[2]))); rows[rows.length - 1][2] = rest; must(rest > 0, `group remainder ${rows[0][0]}`); return rows; };
I.ledgerCosts = [
  // mastro, mastro description, Modello line, accounts
  ['60.01', 'MATERIE PRIME, SUSSIDIARIE, DI CONSUMO E MERCI - ATT. INTERESSE GENERALE', ['A', '1'], grp(I.v('A', 'costs', '1'), [
    ['60.01.001', 'Materiale didattico doposcuola', 4218.35], ['60.01.002', 'Ricambi e materiali ciclofficina', 6904.8], ['60.01.003', 'Generi alimentari per merende', 2611.2], ['60.01.004', 'Cancelleria attività', 0]])],
  ['60.02', 'SERVIZI - ATT. INTERESSE GENERALE', ['A', '2'], grp(I.v('A', 'costs', '2'), [
    ['60.02.001', 'Docenti corsi di italiano (prestazioni professionali)', 12840], ['60.02.002', 'Utenze sede (energia, gas, acqua)', 7384.62], ['60.02.003', 'Assicurazione volontari', 1296],
    ['60.02.004', 'Manutenzioni e riparazioni', 2145.9], ['60.02.005', 'Uscite didattiche e trasporti', 1873.4], ['60.02.006', 'Rimborsi spese volontari', 2412.75],
    ['60.02.007', 'Allestimento rassegna e diritti SIAE', 3960], ['60.02.008', 'Pulizie sede', 4320], ['60.02.009', 'Supervisione pedagogica', 3600], ['60.02.010', 'Telefonia e internet', 0]])],
  ['60.03', 'GODIMENTO BENI DI TERZI - ATT. INTERESSE GENERALE', ['A', '3'], grp(I.v('A', 'costs', '3'), [
    ['60.03.001', 'Affitto sede Via del Pratello (quota attività)', 16200], ['60.03.002', 'Noleggio attrezzature e service audio', 0]])],
  ['60.04', 'PERSONALE - ATT. INTERESSE GENERALE', ['A', '4'], grp(I.v('A', 'costs', '4'), [
    ['60.04.001', 'Salari e stipendi', 105318.4], ['60.04.002', 'Oneri sociali', 29410.25], ['60.04.003', 'Accantonamento TFR', 7716.35], ['60.04.004', 'Compensi collaboratori coordinati e continuativi', 0]])],
  ['60.05', 'AMMORTAMENTI - ATT. INTERESSE GENERALE', ['A', '5'], [
    ['60.05.001', 'Amm.to migliorie su beni di terzi', 2800], ['60.05.002', 'Amm.to attrezzature', 3320], ['60.05.003', 'Amm.to altri beni', 1120]]],
  ['60.07', 'ONERI DIVERSI DI GESTIONE - ATT. INTERESSE GENERALE', ['A', '7'], grp(I.v('A', 'costs', '7'), [
    ['60.07.001', 'Quote adesione reti associative', 450], ['60.07.002', 'TARI e imposte locali', 1286], ['60.07.003', 'Sopravvenienze passive', 0]])],
  ['61.01', 'ACQUISTI - ATTIVITA\' DIVERSE', ['B', '1'], [['61.01.001', 'Acquisti bevande e alimenti punto ristoro', I.v('B', 'costs', '1')]]],
  ['61.02', 'SERVIZI - ATTIVITA\' DIVERSE', ['B', '2'], [['61.02.001', 'Servizi punto ristoro (HACCP, pulizie)', I.v('B', 'costs', '2')]]],
  ['61.04', 'PERSONALE - ATTIVITA\' DIVERSE', ['B', '4'], [['61.04.001', 'Compenso addetto punto ristoro', I.v('B', 'costs', '4')]]],
  ['61.07', 'ONERI DIVERSI - ATTIVITA\' DIVERSE', ['B', '7'], [['61.07.001', 'Oneri diversi attività diverse', I.v('B', 'costs', '7')]]],
  ['62.01', 'ONERI RACCOLTE FONDI ABITUALI', ['C', '1'], [['62.01.001', 'Materiali campagna "Adotta un banco"', I.v('C', 'costs', '1')]]],
  ['62.02', 'ONERI RACCOLTE FONDI OCCASIONALI', ['C', '2'], [['62.02.001', 'Catering Cena sociale di Natale', I.v('C', 'costs', '2')]]],
  ['63.01', 'ONERI SU RAPPORTI BANCARI', ['D', '1'], [['63.01.001', 'Commissioni e spese bancarie', I.v('D', 'costs', '1')]]],
  ['64.01', 'MATERIALI - SUPPORTO GENERALE', ['E', '1'], [['64.01.001', 'Cancelleria e materiali ufficio', I.v('E', 'costs', '1')]]],
  ['64.02', 'SERVIZI - SUPPORTO GENERALE', ['E', '2'], grp(I.v('E', 'costs', '2'), [
    ['64.02.001', 'Consulenza fiscale e contabile', 8540], ['64.02.002', 'Consulente del lavoro - elaborazione paghe', 3904], ['64.02.003', 'Assicurazione RC e infortuni ente', 2386], ['64.02.004', 'Software gestionale e hosting', 0]])],
  ['64.03', 'GODIMENTO BENI DI TERZI - SUPPORTO GENERALE', ['E', '3'], [['64.03.001', 'Affitto sede Via del Pratello (quota uffici)', I.v('E', 'costs', '3')]]],
  ['64.04', 'PERSONALE - SUPPORTO GENERALE', ['E', '4'], grp(I.v('E', 'costs', '4'), [
    ['64.04.001', 'Stipendi personale amministrativo', 18420], ['64.04.002', 'Oneri sociali personale amministrativo', 4870.6], ['64.04.003', 'Accantonamento TFR personale amministrativo', 0]])],
  ['64.05', 'AMMORTAMENTI - SUPPORTO GENERALE', ['E', '5'], [['64.05.001', 'Amm.to licenze software', 600], ['64.05.002', 'Amm.to altri beni', 1120]]],
  ['64.07', 'ALTRI ONERI - SUPPORTO GENERALE', ['E', '7'], [['64.07.001', 'Spese generali, postali e valori bollati', I.v('E', 'costs', '7')]]],
  ['66.01', 'IMPOSTE DELL\'ESERCIZIO', ['X', 'imp'], [['66.01.001', 'IRAP dell\'esercizio', I.imposte[0]]]],
];
I.ledgerRevs = [
  ['70.01', 'QUOTE ASSOCIATIVE', ['A', '1'], [['70.01.001', 'Quote associative', I.v('A', 'revs', '1')]]],
  ['70.03', 'PRESTAZIONI AD ASSOCIATI', ['A', '3'], grp(I.v('A', 'revs', '3'), [['70.03.001', 'Contributi famiglie doposcuola (soci)', 22140], ['70.03.002', 'Corsi ciclofficina soci', 0]])],
  ['70.04', 'EROGAZIONI LIBERALI', ['A', '4'], grp(I.v('A', 'revs', '4'), [['70.04.001', 'Erogazioni liberali da persone fisiche', 24615.5], ['70.04.002', 'Erogazioni liberali da enti e imprese', 0]])],
  ['70.05', 'PROVENTI DEL 5 PER MILLE', ['A', '5'], [['70.05.001', 'Contributo 5 per mille', I.v('A', 'revs', '5')]]],
  ['70.06', 'CONTRIBUTI DA SOGGETTI PRIVATI', ['A', '6'], grp(I.v('A', 'revs', '6'), [['70.06.001', 'Contributo Fondazione Culturale Emiliana', 30000], ['70.06.002', 'Contributo Coop. Reno Solidale', 0]])],
  ['70.07', 'PRESTAZIONI E CESSIONI A TERZI', ['A', '7'], grp(I.v('A', 'revs', '7'), [['70.07.001', 'Riparazioni ciclofficina a terzi', 4120.3], ['70.07.002', 'Laboratori per scuole', 0]])],
  ['70.08', 'CONTRIBUTI DA ENTI PUBBLICI', ['A', '8'], grp(I.v('A', 'revs', '8'), [['70.08.001', 'Contributo Comune di Bologna - patto di collaborazione', 58500], ['70.08.002', 'Contributo Regione Emilia-Romagna', 0]])],
  ['70.09', 'CONTRATTI CON ENTI PUBBLICI', ['A', '9'], [['70.09.001', 'Convenzione Comune di Bologna - doposcuola', I.v('A', 'revs', '9')]]],
  ['70.10', 'ALTRI RICAVI E PROVENTI', ['A', '10'], [['70.10.001', 'Rimborsi e proventi diversi', I.v('A', 'revs', '10')]]],
  ['71.01', 'RICAVI DA ASSOCIATI - ATTIVITA\' DIVERSE', ['B', '1'], [['71.01.001', 'Punto ristoro - cessioni ad associati', I.v('B', 'revs', '1')]]],
  ['71.03', 'RICAVI DA TERZI - ATTIVITA\' DIVERSE', ['B', '3'], grp(I.v('B', 'revs', '3'), [['71.03.001', 'Punto ristoro eventi - incassi', 16980.5], ['71.03.002', 'Sponsorizzazioni', 0]])],
  ['72.01', 'PROVENTI RACCOLTE FONDI ABITUALI', ['C', '1'], [['72.01.001', 'Campagna "Adotta un banco"', I.v('C', 'revs', '1')]]],
  ['72.02', 'PROVENTI RACCOLTE FONDI OCCASIONALI', ['C', '2'], [['72.02.001', 'Cena sociale di Natale', I.v('C', 'revs', '2')]]],
  ['73.01', 'PROVENTI DA RAPPORTI BANCARI', ['D', '1'], [['73.01.001', 'Interessi attivi bancari', I.v('D', 'revs', '1')]]],
  ['74.02', 'ALTRI PROVENTI DI SUPPORTO GENERALE', ['E', '2'], [['74.02.001', 'Riaddebito costi di segreteria a partner', I.v('E', 'revs', '2')]]],
];
for (const [m, , [a, c], accs] of I.ledgerCosts) { const t = a === 'X' ? I.imposte[0] : I.v(a, 'costs', c); must(Math.abs(sum(accs.map((x) => x[2])) - t) < 0.005, `ledger ${m}`); }
for (const [m, , [a, c], accs] of I.ledgerRevs) must(Math.abs(sum(accs.map((x) => x[2])) - I.v(a, 'revs', c)) < 0.005, `ledger ${m}`);
I.acct = (code) => [...I.ledgerCosts, ...I.ledgerRevs].flatMap((g) => g[3]).find((a) => a[0] === code)[2];
I.tfr.acc = r2(I.acct('60.04.003') + I.acct('64.04.003'));
must(Math.abs(I.tfr.open + I.tfr.acc - I.tfr.util - S.TFR[0]) < 0.005, 'TFR roll');

// bank and cash accounts at 31/12/2025
I.bancoposta = 9412.38;
I.paypal = 1506.2;
I.intesaClose = r2(S.CIV1[0] - I.bancoposta - I.paypal);
I.iban = 'IT60 X030 6902 4801 0000 0012 345';
// balance sheet accounts: [code, description, side 'D'|'A', amount]
I.ledgerBS = [
  ['10', 'IMMOBILIZZAZIONI IMMATERIALI', [['10.01.001', 'Licenze software', 'D', 3000], ['10.01.002', 'Migliorie su beni di terzi', 'D', 14000]]],
  ['11', 'IMMOBILIZZAZIONI MATERIALI', [['11.01.001', 'Attrezzature ciclofficina e laboratori', 'D', I.assets[2].cost25], ['11.02.001', 'Mobili e arredi', 'D', 9870], ['11.02.002', 'Macchine d\'ufficio elettroniche', 'D', 6100], ['11.02.003', 'Cargo bike e mezzi', 'D', 0]]],
  ['12', 'IMMOBILIZZAZIONI FINANZIARIE', [['12.01.001', 'Depositi cauzionali', 'D', S.III2d[0]]]],
  ['14', 'CREDITI', [['14.01.001', 'Crediti v/Comune di Bologna', 'D', 26250], ['14.01.002', 'Crediti v/Regione Emilia-Romagna', 'D', 12500], ['14.02.001', 'Crediti v/Fondazione Culturale Emiliana', 'D', S.CII4[0]],
    ['14.03.001', 'Erario c/acconti IRAP', 'D', S.CII9[0]], ['14.04.001', 'Crediti diversi', 'D', 1830.4], ['14.04.002', 'Anticipi a fornitori', 'D', 649.6]]],
  ['18', 'DISPONIBILITA\' LIQUIDE', [['18.01.001', 'Intesa Sanpaolo c/c 1000/00012345', 'D', I.intesaClose], ['18.01.002', 'Conto BancoPosta', 'D', I.bancoposta], ['18.01.003', 'PayPal', 'D', I.paypal], ['18.02.001', 'Cassa contanti', 'D', S.CIV3[0]]]],
  ['19', 'RATEI E RISCONTI ATTIVI', [['19.01.001', 'Risconti attivi', 'D', S.D[0]]]],
  ['20', 'FONDI AMMORTAMENTO', [['20.01.001', 'F.do amm.to licenze software', 'A', I.assets[0].fondo25], ['20.01.002', 'F.do amm.to migliorie su beni di terzi', 'A', I.assets[1].fondo25],
    ['20.02.001', 'F.do amm.to attrezzature', 'A', I.assets[2].fondo25], ['20.02.002', 'F.do amm.to altri beni', 'A', I.assets[3].fondo25]]],
  ['30', 'PATRIMONIO NETTO', [['30.01.001', 'Fondo di dotazione', 'A', S.PI[0]], ['30.02.001', 'Riserva vincolata per decisione degli organi istituzionali', 'A', S.PII2[0]], ['30.03.001', 'Avanzi di gestione portati a nuovo', 'A', S.PIII1[0]]]],
  ['31', 'TRATTAMENTO DI FINE RAPPORTO', [['31.01.001', 'Fondo TFR', 'A', S.TFR[0]]]],
  ['32', 'DEBITI', [['32.01.001', 'Debiti v/fornitori', 'A', S.D7[0]], ['32.02.001', 'Erario c/ritenute lavoro dipendente', 'A', 2786.4], ['32.02.002', 'Erario c/ritenute lavoro autonomo', 'A', 263.6], ['32.02.003', 'Erario c/IRAP', 'A', I.imposte[0]],
    ['32.03.001', 'INPS c/contributi', 'A', S.D10[0]], ['32.04.001', 'Dipendenti c/retribuzioni', 'A', S.D11[0]], ['32.05.001', 'Debiti diversi', 'A', S.D12[0]]]],
  ['33', 'RATEI E RISCONTI PASSIVI', [['33.01.001', 'Risconti passivi su contributi', 'A', S.E[0]]]],
];
I.ledgerBS[1][2][3][3] = r2(I.assets[3].cost25 - 9870 - 6100);
must(Math.abs(2786.4 + 263.6 + I.imposte[0] - S.D9[0]) < 0.005, 'debiti tributari');
must(26250 + 12500 === S.CII3[0] && Math.abs(1830.4 + 649.6 - S.CII12[0]) < 0.005, 'crediti');
{
  const d = sum(I.ledgerBS.flatMap((g) => g[2]).filter((a) => a[2] === 'D').map((a) => a[3])) + sum(I.ledgerCosts.flatMap((g) => g[3]).map((a) => a[2]));
  const a = sum(I.ledgerBS.flatMap((g) => g[2]).filter((x) => x[2] === 'A').map((x) => x[3])) + sum(I.ledgerRevs.flatMap((g) => g[3]).map((x) => x[2]));
  I.tbDare = r2(d); I.tbAvere = r2(a);
  // before closing, Avere exceeds Dare by nothing: the avanzo sits inside the open revenue and cost accounts
  must(Math.abs(d - a) < 0.005, `bilancio di verifica quadra (${d} / ${a})`);
}
I.rentMonth = 1800;
must(I.acct('60.03.001') + I.acct('64.03.001') === 12 * I.rentMonth, 'rent split');

// Preventivo 2025 and 2026 per Modello B line: 'area-side-code' -> [prev 2025, prev 2026]
I.prev = {
  'A-revs-1': [8000, 10300], 'A-revs-3': [27000, 29000], 'A-revs-4': [30000, 33000], 'A-revs-5': [13500, 14000], 'A-revs-6': [40000, 45000], 'A-revs-7': [6000, 7000],
  'A-revs-8': [100000, 98000], 'A-revs-9': [46200, 47500], 'A-revs-10': [1000, 1000],
  'A-costs-1': [14000, 15000], 'A-costs-2': [38000, 42000], 'A-costs-3': [19800, 20400], 'A-costs-4': [152000, 158000], 'A-costs-5': [7200, 7800], 'A-costs-7': [2200, 2300],
  'B-revs-1': [2000, 2400], 'B-revs-3': [20000, 22000], 'B-costs-1': [9500, 10200], 'B-costs-2': [4000, 4300], 'B-costs-4': [3600, 3600], 'B-costs-7': [400, 400],
  'C-revs-1': [7000, 7500], 'C-revs-2': [10000, 11500], 'C-costs-1': [1000, 1100], 'C-costs-2': [4000, 4500],
  'D-revs-1': [50, 80], 'D-costs-1': [600, 620],
  'E-revs-2': [1200, 1200], 'E-costs-1': [1200, 1250], 'E-costs-2': [17500, 18200], 'E-costs-3': [5400, 5600], 'E-costs-4': [24000, 25400], 'E-costs-5': [1720, 1720], 'E-costs-7': [1900, 2000],
};
I.prevImposte = [1800, 1900];
I.prevRows = []; // lines shown in the workbook: every line with a budget or an outcome
for (const a of I.areas) for (const side of ['revs', 'costs']) for (const [code, label, vals] of I.MB[a][side]) {
  const p = I.prev[`${a}-${side}-${code}`];
  if (!p && !vals[0]) continue;
  I.prevRows.push({ area: a, side, code, label, p25: p ? p[0] : 0, c25: vals[0], p26: p ? p[1] : 0 });
}
const ptot = (k, a, side) => sum(I.prevRows.filter((r) => (!a || r.area === a) && r.side === side).map((r) => r[k]));
I.prevTot = (k, a, side) => ptot(k, a, side);
I.prevAvanzo = ['p25', 'c25', 'p26'].map((k) => ptot(k, null, 'revs') - ptot(k, null, 'costs') - (k === 'p25' ? I.prevImposte[0] : k === 'c25' ? I.imposte[0] : I.prevImposte[1]));
must(I.prevAvanzo[1] === I.avanzo[0], 'consuntivo = rendiconto');
must(I.prevAvanzo[0] >= 0 && I.prevAvanzo[2] >= 0, `preventivi in pareggio or better (${I.prevAvanzo})`);
// costs of attività di interesse generale by project
I.progetti = [
  ['Doposcuola "Compiti Insieme"', 110000, 112640], ['Scuola di italiano "Parole in Portico"', 44000, 46380], ['Ciclofficina "Ruota Libera"', 36500, 38915],
  ['Rassegna "Sotto i Portici"', 12000, 11270], ['Costi comuni di sede (non ripartiti)', 0, 0],
];
I.progetti[4][1] = ptot('p25', 'A', 'costs') - sum(I.progetti.slice(0, 4).map((p) => p[1]));
I.progetti[4][2] = I.tot('A', 'costs', 0) - sum(I.progetti.slice(0, 4).map((p) => p[2]));
must(I.progetti[4][1] > 0 && I.progetti[4][2] > 0, 'costi comuni');

// Relazione di missione
I.soci = [412, 385];
must(I.soci[0] * 20 === I.v('A', 'revs', '1'), 'quote 2025 = 412 x 20');
I.volontari = { registro: 64, nonOccasionali: 38 };
I.dipendenti = [ // qualifica, numero, di cui part-time
  ['Coordinatrice di progetto', 1, 0], ['Educatori/educatrici', 3, 2], ['Addetta amministrativa', 1, 1],
];
I.nDip = sum(I.dipendenti.map((d) => d[1]));
I.ral = { max: 31840, min: 21760 };
I.ralRatio = Math.round((100 * I.ral.max) / I.ral.min) / 100;
I.benef = { doposcuola: 86, italiano: 143, riparazioni: 1126 };
I.consiglio = [['Chiara Benassi', 'Presidente'], ['Luca Montanari', 'Vicepresidente'], ['Elena Righi', 'Tesoriera'], ['Giorgio Tassinari', 'Consigliere'], ['Sara Galli', 'Consigliera']];
I.cinqueAnno = 'anno finanziario 2023';

// Intesa Sanpaolo c/c: movements 01/10/2025-31/12/2025 [data contabile, data valuta, descrizione, dare, avere]
const staff = [['BENASSI SILVIA', 1482.3], ['COSTA MATTEO', 1391.75], ['ESPOSITO GIULIA', 1118.4], ['KONATE AMINATA', 1036.9], ['FABBRI LAURA', 1274.15]];
const tred = [1512.6, 1420.2, 1141.35, 1058.1, 1300.2];
I.bank = [];
const B = (dc, dv, desc, dare, avere) => I.bank.push({ dc, dv: dv || dc, desc, dare: dare || 0, avere: avere || 0 });
const canone = (d, m) => B(d, null, `COMMISSIONI CANONE MENSILE CONTO BUSINESS ETS ${m}`, 12);
const affitto = (d, m) => B(d, null, `BONIFICO DISPOSTO A FAVORE DI IMMOBILIARE PRATELLO SRL CAUSALE: CANONE LOCAZIONE ${m} 2025 VIA DEL PRATELLO 41`, I.rentMonth);
const stipendi = (d, m) => staff.forEach(([n, v]) => B(d, null, `BONIFICO DISPOSTO A FAVORE DI ${n} CAUSALE: STIPENDIO ${m} 2025`, v));
const dono = (d, dv, n, v, extra = '') => B(d, dv, `BONIFICO A VOSTRO FAVORE DA ${n} CAUSALE: EROGAZIONE LIBERALE${extra}`, 0, v);
canone('01/10/2025', 'SETTEMBRE');
affitto('02/10/2025', 'OTTOBRE');
B('06/10/2025', '03/10/2025', 'BONIFICO A VOSTRO FAVORE DA COMUNE DI BOLOGNA CAUSALE: CONVENZIONE DOPOSCUOLA A.S. 2025/26 PRIMO ACCONTO', 0, 15400);
B('08/10/2025', null, 'ADDEBITO DIRETTO SDD ENERGIA EMILIA SPA FATTURA 2025/88412', 612.37);
dono('13/10/2025', null, 'ROSSI ANNA', 150);
B('16/10/2025', null, 'PAGAMENTO DELEGA F24 TRAMITE INTERNET BANKING', 4318.56);
B('20/10/2025', '17/10/2025', 'BONIFICO A VOSTRO FAVORE DA FONDAZIONE CULTURALE EMILIANA CAUSALE: SALDO CONTRIBUTO PROGETTO PAROLE IN PORTICO', 0, 15000);
B('21/10/2025', null, 'ADDEBITO DIRETTO SDD FIBRA BOLOGNA SRL CANONE OTTOBRE', 49.9);
B('24/10/2025', null, 'VERSAMENTO CONTANTI PUNTO RISTORO', 0, 1240);
stipendi('27/10/2025', 'OTTOBRE');
B('29/10/2025', '28/10/2025', 'BONIFICO A VOSTRO FAVORE DA MINISTERO DEL LAVORO E DELLE POLITICHE SOCIALI CAUSALE: CONTRIBUTO 5 PER MILLE ANNO FINANZIARIO 2023', 0, I.v('A', 'revs', '5'));
B('30/10/2025', null, 'BONIFICO DISPOSTO A FAVORE DI STUDIO MARCHETTI COMMERCIALISTI ASSOCIATI CAUSALE: FATTURA 214/2025', 2135);
B('31/10/2025', '30/10/2025', 'PAGAMENTO POS 86,40 EUR DEL 30/10/2025 ORE 16:05 CARTOLERIA SAN FELICE BOLOGNA CARTA ****4471', 86.4);
canone('03/11/2025', 'OTTOBRE');
affitto('04/11/2025', 'NOVEMBRE');
B('05/11/2025', null, 'BONIFICO A VOSTRO FAVORE DA REGIONE EMILIA-ROMAGNA CAUSALE: CONTRIBUTO BANDO GIOVANI E COMUNITA 2025 ANTICIPO', 0, 25500);
B('10/11/2025', null, 'ADDEBITO DIRETTO SDD ENERGIA EMILIA SPA FATTURA 2025/97105', 704.12);
B('12/11/2025', null, 'BONIFICO DISPOSTO A FAVORE DI CICLI SANTO STEFANO SRL CAUSALE: FATTURA 77/2025 ATTREZZATURE CICLOFFICINA', 6200);
dono('14/11/2025', null, 'BIANCHI MARCO', 200);
B('17/11/2025', null, 'PAGAMENTO DELEGA F24 TRAMITE INTERNET BANKING', 4402.18);
B('17/11/2025', '14/11/2025', 'PAGAMENTO POS 53,50 EUR DEL 14/11/2025 ORE 10:42 FERRAMENTA LAME SNC BOLOGNA CARTA ****4471', 53.5);
B('21/11/2025', null, 'ADDEBITO DIRETTO SDD FIBRA BOLOGNA SRL CANONE NOVEMBRE', 49.9);
B('24/11/2025', null, 'VERSAMENTO CONTANTI PUNTO RISTORO', 0, 860);
dono('25/11/2025', '24/11/2025', 'OFFICINE MALVASIA SRL', 1500, ' NATALE SOLIDALE');
stipendi('27/11/2025', 'NOVEMBRE');
canone('01/12/2025', 'NOVEMBRE');
affitto('02/12/2025', 'DICEMBRE');
dono('03/12/2025', null, 'VERONESI PAOLA', 100);
dono('05/12/2025', '04/12/2025', 'STUDIO LEGALE GARDINI', 800, ' NATALE');
B('09/12/2025', null, 'ADDEBITO DIRETTO SDD ENERGIA EMILIA SPA FATTURA 2025/105566', 845.66);
B('10/12/2025', null, 'BONIFICO DISPOSTO A FAVORE DI GUSTO NAVILE CATERING SRL CAUSALE: CENA SOCIALE DI NATALE ACCONTO', 1500);
dono('11/12/2025', null, 'MARTELLI GIOVANNI', 50);
B('15/12/2025', null, 'VERSAMENTO CONTANTI QUOTE CENA DI NATALE', 0, 3420);
B('16/12/2025', null, 'PAGAMENTO DELEGA F24 TRAMITE INTERNET BANKING', 4512.4);
dono('16/12/2025', '15/12/2025', 'TONELLI FRANCESCA', 250);
B('17/12/2025', null, 'BONIFICO DISPOSTO A FAVORE DI GUSTO NAVILE CATERING SRL CAUSALE: CENA SOCIALE DI NATALE SALDO FATTURA 58/2025', I.v('C', 'costs', '2') - 1500);
staff.forEach(([n], i) => B('18/12/2025', null, `BONIFICO DISPOSTO A FAVORE DI ${n} CAUSALE: TREDICESIMA 2025`, tred[i]));
dono('19/12/2025', null, 'GHEDINI ROBERTO', 120);
dono('19/12/2025', '18/12/2025', 'FARMACIA DEL PRATELLO SNC', 500, ' NATALE');
B('22/12/2025', null, 'ADDEBITO DIRETTO SDD FIBRA BOLOGNA SRL CANONE DICEMBRE', 49.9);
B('22/12/2025', '19/12/2025', 'BONIFICO A VOSTRO FAVORE DA COMUNE DI BOLOGNA CAUSALE: PATTO DI COLLABORAZIONE PORTICI APERTI 2025 SALDO', 0, 19500);
stipendi('23/12/2025', 'DICEMBRE');
dono('29/12/2025', null, 'AMADORI LUCIA', 75);
B('31/12/2025', null, 'COMMISSIONI BONIFICI TRIMESTRE OTT-DIC 2025', 18.75);
B('31/12/2025', null, 'COMPETENZE DI CHIUSURA INTERESSI CREDITORI AL 31/12/2025', 0, 21.07);
B('31/12/2025', null, 'RITENUTA FISCALE SU INTERESSI CREDITORI', 5.48);
I.bankOpen = r2(I.intesaClose - sum(I.bank.map((r) => r.avere)) + sum(I.bank.map((r) => r.dare)));
{ let b = I.bankOpen; for (const r of I.bank) { b = r2(b + r.avere - r.dare); r.bal = b; } must(Math.abs(b - I.intesaClose) < 0.005, 'bank closes at ledger'); }
must(I.bankOpen > 5000, `bank opening ${I.bankOpen}`);
I.bankOut = I.bank.filter((r) => r.dare);
I.bankIn = I.bank.filter((r) => r.avere);
const mon = (d) => d.slice(3, 5);
I.bankMonth = (m, k) => r2(sum(I.bank.filter((r) => mon(r.dc) === m).map((r) => r[k])));
I.doni = I.bank.filter((r) => /EROGAZIONE LIBERALE/.test(r.desc));
I.doniDic = I.doni.filter((r) => mon(r.dc) === '12');
I.tred = r2(sum(tred));
I.commissioni = r2(sum(I.bank.filter((r) => /^COMMISSIONI/.test(r.desc)).map((r) => r.dare)));
I.f24 = r2(sum(I.bank.filter((r) => /F24/.test(r.desc)).map((r) => r.dare)));
I.energia = r2(sum(I.bank.filter((r) => /ENERGIA EMILIA/.test(r.desc)).map((r) => r.dare)));

// Scontrino (documento commerciale), IVA 22% included in prices: [descrizione, qty, unit price]
I.scontrino = {
  shop: 'FERRAMENTA LAME S.N.C.', piva: '02458910374', date: '14-11-2025', time: '10:42', docNo: '0187-0032', rt: '99MEY017731',
  items: [['CAMERE ARIA 28 X 1.75', 3, 6.9], ['LUBRIFICANTE CATENA 100ML', 1, 8.5], ['NASTRO ISOLANTE NERO', 2, 1.8], ['SET CHIAVI BRUGOLA 9 PZ', 1, 14.9], ['GUANTI LAVORO NITRILE', 2, 2.9]],
};
{
  const s = I.scontrino;
  s.lines = s.items.map(([d, q, p]) => [d, q, p, r2(q * p)]);
  s.total = r2(sum(s.lines.map((l) => l[3])));
  s.iva = r2((s.total * 22) / 122);
  s.imponibile = r2(s.total - s.iva);
  s.pieces = sum(s.items.map((i) => i[1]));
  must(I.bank.some((r) => r.dare === s.total && /FERRAMENTA LAME/.test(r.desc)), 'scontrino charged at Intesa');
}

// Verbale assemblea 28/04/2026
I.assemblea = {
  date: '28/04/2026', presenti: 47, deleghe: 12, presidente: 'Chiara Benassi', segretario: 'Marco Ferri',
  votiBilancio: [56, 0, 3], votiPreventivo: [52, 2, 5], quota2026: 25, riservaCargo: 5000,
  candidati: [['Chiara Benassi', 54], ['Luca Montanari', 49], ['Aisha Diallo', 47], ['Giorgio Tassinari', 41], ['Elena Righi', 39], ['Davide Parisi', 28]], seggi: 5,
  prossimoConsiglio: '12/05/2026',
};
{
  const a = I.assemblea;
  a.totale = a.presenti + a.deleghe;
  must(sum(a.votiBilancio) === a.totale && sum(a.votiPreventivo) === a.totale, 'votes add up');
  a.libero = I.avanzo[0] - a.riservaCargo;
  must(a.quota2026 * I.soci[0] === I.prev['A-revs-1'][1], 'quote 2026 budget');
}
export const IT = I;

// ============================================================== THEKWINI (South Africa)
const Z = {};
Z.reg = '2013/045678/08';
Z.npo = '128-554 NPO';
Z.pbo = '930045672';
Z.vat = null;
Z.address = 'Unit 4, 27 Stamford Hill Road, Morningside, Durban, 4001';
Z.auditor = 'Moodley Dlamini & Associates Inc.';
Z.directors = [
  ['Mrs NP Zungu', 'Chairperson', null], ['Mr R Govender', 'Treasurer', null], ['Ms L Cele', 'Executive Director', null], ['Ms TM Mkhize', '', null],
  ['Mr S Naidoo', '', null], ['Mr B Shezi', '', null], ['Dr A van der Merwe', '', 'Appointed 1 November 2025'], ['Mr K Reddy', '', 'Resigned 31 October 2025'],
];
// revenue [FY2026, FY2025]
Z.grants = [
  ['KZN Department of Social Development - ECD subsidy', [1264800, 1198560]], ['Ubuhle Foundation', [1850000, 1620000]],
  ['Indlovu Community Trust', [642500, 600000]], ['Harbour Logistics (Pty) Ltd - CSI', [720000, 680000]], ['Other grants', [95400, 112300]],
];
Z.donInd = [318450, 287910];
Z.donCorp = [412300, 366750];
Z.events = [286740, 241380];
Z.venue = [48000, 44000];
Z.sundry = [6210, 3975];
Z.interest = [61875, 48220];
const y2 = (f) => [f(0), f(1)];
Z.grantsTot = y2((y) => sum(Z.grants.map((g) => g[1][y])));
Z.donTot = y2((y) => Z.donInd[y] + Z.donCorp[y]);
Z.revenue = y2((y) => Z.grantsTot[y] + Z.donTot[y] + Z.events[y]);
Z.otherIncome = y2((y) => Z.venue[y] + Z.sundry[y]);
// operating expenses by nature (detailed income statement), [FY2026, FY2025]
Z.exp = [
  ['Accounting fees', [84000, 78000]], ['Advertising and promotions', [36480, 29950]], ["Auditors' remuneration", [68500, 64000]], ['Bank charges', [18742, 16985]],
  ['Catering', [212640, 188430]], ['Cleaning', [42960, 40200]], ['Computer expenses', [58315, 49870]], ['Consulting and professional fees', [56000, 92500]],
  ['Depreciation', [142380, 128650]], ['Employee costs', [3027870, 2846300]], ['Event costs', [118960, 104220]], ['Insurance', [64215, 58930]],
  ['Lease rentals on operating lease', [216000, 204000]], ['Learner stipends', [486000, 432000]], ['Motor vehicle expenses', [98470, 91260]],
  ['Municipal expenses', [74385, 66140]], ['Printing and stationery', [38964, 35210]], ['Programme materials', [264318, 238905]], ['Repairs and maintenance', [31270, 44815]],
  ['Security', [47520, 44880]], ['Staff welfare', [22860, 19440]], ['Subscriptions', [9840, 8760]], ['Telephone and internet', [52195, 48330]],
  ['Training', [71400, 62500]], ['Transport', [138760, 124310]], ['Travel - local', [41286, 37865]], ['Venue and pool hire', [96750, 88200]],
];
Z.e = (label, y = 0) => Z.exp.find((x) => x[0] === label)[1][y];
Z.opex = y2((y) => sum(Z.exp.map((x) => x[1][y])));
Z.opSurplus = y2((y) => Z.revenue[y] + Z.otherIncome[y] - Z.opex[y]);
Z.surplus = y2((y) => Z.opSurplus[y] + Z.interest[y]);
must(Z.surplus[0] > 0 && Z.surplus[1] < 0, `surpluses ${Z.surplus}`);
// PPE [class, cost 31/03/2025, accdep 31/03/2025, additions FY26, dep FY26]
Z.ppe = [
  ['Motor vehicles', 612000, 318240, 0, 76500], ['Furniture and fixtures', 148600, 96420, 18450, 14860],
  ['Computer equipment', 214300, 152880, 46980, 31420], ['Swimming and programme equipment', 186450, 84120, 52300, 19600],
].map(([label, cost25, ad25, add, dep]) => ({ label, cost25, ad25, add, dep, cv25: cost25 - ad25, cost26: cost25 + add, ad26: ad25 + dep, cv26: cost25 + add - ad25 - dep }));
Z.ppeAdd = [sum(Z.ppe.map((p) => p.add)), 96400];
// FY2025 reconciliation by class: additions and depreciation; the opening (1 April 2024) follows
[[0, 76500], [12400, 13200], [38600, 23950], [45400, 15000]].forEach(([a, d], i) => { const p = Z.ppe[i]; p.add25 = a; p.dep25 = d; p.cv24 = p.cv25 - a + d; });
must(sum(Z.ppe.map((p) => p.add25)) === 96400, 'additions FY25');
Z.ppeCv = [sum(Z.ppe.map((p) => p.cv26)), sum(Z.ppe.map((p) => p.cv25))];
must(sum(Z.ppe.map((p) => p.dep)) === Z.e('Depreciation'), 'depreciation FY26');
Z.ppeCv24 = Z.ppeCv[1] - Z.ppeAdd[1] + Z.e('Depreciation', 1);
must(sum(Z.ppe.map((p) => p.dep25)) === Z.e('Depreciation', 1) && sum(Z.ppe.map((p) => p.cv24)) === Z.ppeCv24, 'PPE FY25 reconciliation');
// working capital [FY2026, FY2025, FY2024]
Z.recv = [214870, 186320, 171540];
Z.recvSplit = [['Grants receivable', 152000], ['Deposits', 36000], ['Prepayments', 26870]];
must(sum(Z.recvSplit.map((r) => r[1])) === Z.recv[0], 'receivables split');
Z.pay = [168940, 152305, 160880];
Z.paySplit = [['Trade payables', 96415], ['Accrued expenses', 28900], ['PAYE and UIF payable', 43625]];
must(sum(Z.paySplit.map((r) => r[1])) === Z.pay[0], 'payables split');
Z.deferred = [684200, 512600, 498300];
Z.leave = [98760, 87430, 79950];
Z.leaveRoll = { open: 87430, add: 44210, used: 32880 };
must(Z.leaveRoll.open + Z.leaveRoll.add - Z.leaveRoll.used === Z.leave[0], 'leave pay roll');
Z.accum24 = 1186410;
Z.accum = [Z.accum24 + Z.surplus[1] + Z.surplus[0], Z.accum24 + Z.surplus[1]];
Z.liabCur = y2((y) => Z.pay[y] + Z.deferred[y] + Z.leave[y]);
Z.totEqLiab = y2((y) => Z.accum[y] + Z.liabCur[y]);
Z.cash = y2((y) => Z.totEqLiab[y] - Z.ppeCv[y] - Z.recv[y]);
Z.curAssets = y2((y) => Z.recv[y] + Z.cash[y]);
Z.totAssets = y2((y) => Z.ppeCv[y] + Z.curAssets[y]);
// cash flow
Z.cf = y2((y) => {
  const c = {};
  c.surplus = Z.surplus[y]; c.dep = Z.e('Depreciation', y); c.int = -Z.interest[y]; c.prov = Z.leave[y] - Z.leave[y + 1];
  c.recv = -(Z.recv[y] - Z.recv[y + 1]); c.pay = Z.pay[y] - Z.pay[y + 1]; c.def = Z.deferred[y] - Z.deferred[y + 1];
  c.cgo = c.surplus + c.dep + c.int + c.prov + c.recv + c.pay + c.def;
  c.intRec = Z.interest[y]; c.op = c.cgo + c.intRec; c.inv = -Z.ppeAdd[y]; c.net = c.op + c.inv;
  return c;
});
Z.cash24 = Z.cash[1] - Z.cf[1].net;
must(Z.cash[1] + Z.cf[0].net === Z.cash[0], 'cash flow FY26 closes at the balance sheet');
Z.pettyCash = 2500;
Z.callAcc = 944386.17;
Z.chequeClose = r2(Z.cash[0] - Z.callAcc - Z.pettyCash);
must(Z.chequeClose > 100000, `cheque ${Z.chequeClose}`);
Z.cashSplit = [[Z.cash[0] - Z.pettyCash, Z.cash[1] - Z.pettyCash], [Z.pettyCash, Z.pettyCash]];
Z.deferredRoll = { open: Z.deferred[1], recognised: Z.grantsTot[0], close: Z.deferred[0] };
Z.deferredRoll.received = Z.deferredRoll.close - Z.deferredRoll.open + Z.deferredRoll.recognised;
Z.edPay = [812400, 768000];
Z.benef = { centres: 28, ecdChildren: 1146, ywrEnrolled: 162, ywrPlaced: 97, swimmers: 1284, lifeguards: 46 };
Z.placedPct = Math.round((10000 * Z.benef.ywrPlaced) / Z.benef.ywrEnrolled) / 100;
Z.currentRatio = Math.round((100 * Z.curAssets[0]) / Z.liabCur[0]) / 100;

// Pastel trial balance FY2026 (period 1-12): [account, description, debit or credit, amount]; lines with several accounts carry cents
const pg = (total, rows) => grp(total, rows);
Z.tbIncome = [
  ...Z.grants.map((g, i) => [`1000/0${i}0`, `Grant income - ${g[0].replace(' - ECD subsidy', ' ECD subsidy').replace(' (Pty) Ltd - CSI', ' CSI')}`, g[1][0]]),
  ['1050/000', 'Donations - individuals (s18A)', Z.donInd[0]], ['1050/010', 'Donations - corporate (s18A)', Z.donCorp[0]], ['1100/000', 'Fundraising events - Swim-a-thon', Z.events[0]],
  ['1500/000', 'Venue hire income', Z.venue[0]], ['1550/000', 'Sundry income', Z.sundry[0]], ['1600/000', 'Interest received', Z.interest[0]],
];
const acc = {
  'Accounting fees': [['3000/000', 'Accounting fees']], 'Advertising and promotions': [['3010/000', 'Advertising and promotions']], "Auditors' remuneration": [['3050/000', 'Audit fees']],
  'Bank charges': [['3100/000', 'Bank charges']], Catering: [['3150/000', 'Catering - programmes']], Cleaning: [['3200/000', 'Cleaning']],
  'Computer expenses': [['3250/000', 'Computer expenses - software licences', 31420.5], ['3250/010', 'Computer expenses - IT support']],
  'Consulting and professional fees': [['3300/000', 'Consulting and professional fees']], Depreciation: [['3350/000', 'Depreciation']],
  'Employee costs': [['3600/000', 'Salaries and wages', 2741355.62], ['3600/010', 'UIF - employer contribution', 27413.56], ['3600/020', 'Provident fund - employer contribution', 219308.45], ['3600/030', 'COIDA assessment']],
  'Event costs': [['3650/000', 'Event costs - Swim-a-thon']], Insurance: [['3700/000', 'Insurance']], 'Lease rentals on operating lease': [['3750/000', 'Rent - office and hall']],
  'Learner stipends': [['3800/000', 'Learner stipends']], 'Motor vehicle expenses': [['3850/000', 'Motor vehicle - fuel', 61244.3], ['3850/010', 'Motor vehicle - repairs and licences']],
  'Municipal expenses': [['3900/000', 'Electricity and water', 58962.14], ['3900/010', 'Rates and refuse']], 'Printing and stationery': [['3950/000', 'Printing and stationery']],
  'Programme materials': [['4000/000', 'Programme materials - Early Learning', 118640], ['4000/010', 'Programme materials - Youth Work Readiness', 58212], ['4000/020', 'Programme materials - Water Safety']],
  'Repairs and maintenance': [['4050/000', 'Repairs and maintenance']], Security: [['4100/000', 'Security']], 'Staff welfare': [['4150/000', 'Staff welfare']],
  Subscriptions: [['4200/000', 'Subscriptions']], 'Telephone and internet': [['4250/000', 'Telephone', 18907.35], ['4250/010', 'Internet and data']],
  Training: [['4300/000', 'Training']], Transport: [['4350/000', 'Transport - learners']], 'Travel - local': [['4400/000', 'Travel - local']], 'Venue and pool hire': [['4450/000', 'Venue and pool hire']],
};
Z.tbExp = Z.exp.map(([label, v]) => { const rows = acc[label].map(([c, d, a]) => [c, d, a ?? 0]); return [label, pg(v[0], rows)]; });
Z.tbAcct = (code) => [...Z.tbExp.flatMap((x) => x[1]), ...Z.tbIncome].find((a) => a[0] === code)[2];
Z.tbBS = [
  ['5200/000', 'Accumulated surplus', 'C', Z.accum[1]],
  ...Z.ppe.flatMap((p, i) => [[`61${i}0/000`, `${p.label} - cost`, 'D', p.cost26], [`61${i}0/010`, `${p.label} - accumulated depreciation`, 'C', p.ad26]]),
  ['7100/000', 'Grants receivable', 'D', Z.recvSplit[0][1]], ['7150/000', 'Deposits', 'D', Z.recvSplit[1][1]], ['7200/000', 'Prepayments', 'D', Z.recvSplit[2][1]],
  ['8400/000', 'FNB Business Cheque Account', 'D', Z.chequeClose], ['8410/000', 'FNB Call Account', 'D', Z.callAcc], ['8450/000', 'Petty cash', 'D', Z.pettyCash],
  ['9000/000', 'Trade payables', 'C', Z.paySplit[0][1]], ['9050/000', 'Accrued expenses', 'C', Z.paySplit[1][1]], ['9100/000', 'PAYE and UIF payable', 'C', Z.paySplit[2][1]],
  ['9200/000', 'Deferred income - unspent grants', 'C', Z.deferred[0]], ['9300/000', 'Provision for leave pay', 'C', Z.leave[0]],
];
{
  const d = sum(Z.tbBS.filter((a) => a[2] === 'D').map((a) => a[3])) + sum(Z.tbExp.flatMap((x) => x[1]).map((a) => a[2]));
  const c = sum(Z.tbBS.filter((a) => a[2] === 'C').map((a) => a[3])) + sum(Z.tbIncome.map((a) => a[2]));
  must(Math.abs(d - c) < 0.005, `trial balance balances (${d} / ${c})`);
  Z.tbTotal = r2(d);
}

// budget vs actual FY2026 by programme: programme -> [category, budget, actual split by detailed-income-statement line]
Z.progs = ['Early Learning', 'Youth Work Readiness', 'Water Safety', 'Central Support'];
Z.bva = {
  'Early Learning': [
    ['Staff costs', 955000, { 'Employee costs': 968400 }], ['Programme materials', 125000, { 'Programme materials': 118640 }], ['Catering and nutrition', 150000, { Catering: 142380 }],
    ['Practitioner training', 36000, { Training: 38400 }],
  ],
  'Youth Work Readiness': [
    ['Staff costs', 860000, { 'Employee costs': 842750 }], ['Learner stipends', 468000, { 'Learner stipends': 486000 }], ['Programme materials', 55000, { 'Programme materials': 58212 }],
    ['Catering', 68000, { Catering: 70260 }], ['Transport', 60000, { Transport: 62480 }], ['Training and facilitation', 40000, { Training: 33000 }],
  ],
  'Water Safety': [
    ['Staff costs', 510000, { 'Employee costs': 524300 }], ['Swim equipment and materials', 80000, { 'Programme materials': null }], ['Transport', 70000, { Transport: null }],
    ['Pool and venue hire', 90000, { 'Venue and pool hire': null }],
  ],
  'Central Support': [
    ['Staff costs', 680000, { 'Employee costs': null }], ['Audit and accounting', 150000, { 'Accounting fees': null, "Auditors' remuneration": null }],
    ['Consulting', 70000, { 'Consulting and professional fees': null }], ['Rent and municipal', 285000, { 'Lease rentals on operating lease': null, 'Municipal expenses': null }],
    ['IT and communications', 105000, { 'Computer expenses': null, 'Telephone and internet': null }], ['Insurance and security', 110000, { Insurance: null, Security: null }],
    ['Depreciation', 140000, { Depreciation: null }], ['Motor vehicles', 95000, { 'Motor vehicle expenses': null }], ['Fundraising and events', 140000, { 'Advertising and promotions': null, 'Event costs': null }],
    ['Other overheads', 200000, { 'Bank charges': null, Cleaning: null, 'Printing and stationery': null, 'Repairs and maintenance': null, 'Staff welfare': null, Subscriptions: null, 'Travel - local': null }],
  ],
};
// null = the rest of that line after the other programmes
{
  const used = {};
  for (const p of Z.progs) for (const [, , parts] of Z.bva[p]) for (const [l, v] of Object.entries(parts)) if (v !== null) used[l] = (used[l] || 0) + v;
  for (const p of Z.progs) for (const row of Z.bva[p]) for (const l of Object.keys(row[2])) if (row[2][l] === null) { row[2][l] = Z.e(l) - (used[l] || 0); used[l] = Z.e(l); must(row[2][l] > 0, `bva remainder ${l}`); }
  for (const [l, v] of Z.exp) must(used[l] === v[0], `bva covers ${l}`);
}
Z.bvaRows = Z.progs.map((p) => ({ prog: p, rows: Z.bva[p].map(([cat, bud, parts]) => ({ cat, bud, act: sum(Object.values(parts)) })) }));
for (const P of Z.bvaRows) { P.bud = sum(P.rows.map((r) => r.bud)); P.act = sum(P.rows.map((r) => r.act)); }
Z.bvaBud = sum(Z.bvaRows.map((p) => p.bud));
must(sum(Z.bvaRows.map((p) => p.act)) === Z.opex[0], 'bva actual = operating expenses');
Z.bvaIncome = [ // label, budget, actual
  ['Grants', 4480000, Z.grantsTot[0]], ['Donations', 700000, Z.donTot[0]], ['Fundraising events', 320000, Z.events[0]], ['Other income', 50000, Z.otherIncome[0]], ['Interest received', 45000, Z.interest[0]],
];
Z.bvaIncBud = sum(Z.bvaIncome.map((r) => r[1]));
Z.bvaIncAct = sum(Z.bvaIncome.map((r) => r[2]));
must(Z.bvaIncAct - Z.opex[0] === Z.surplus[0], 'bva surplus');
Z.prog = (p) => Z.bvaRows.find((x) => x.prog === p);
Z.cat = (p, c) => Z.prog(p).rows.find((r) => r.cat === c);

// board minutes 24 March 2026: FY2027 budget by programme [FY2026 budget, FY2026 forecast, FY2027 budget]
Z.minutes = {
  date: '24 March 2026', present: ['Mrs NP Zungu (Chairperson)', 'Mr R Govender (Treasurer)', 'Ms TM Mkhize', 'Mr S Naidoo', 'Dr A van der Merwe'],
  attendance: ['Ms L Cele (Executive Director)', 'Ms P Pillay (Office Manager, minutes)'], apologies: ['Mr B Shezi'],
  fc26: { 'Early Learning': 1262000, 'Youth Work Readiness': 1556000, 'Water Safety': 781000, 'Central Support': 2012000 },
  b27: { 'Early Learning': 1336500, 'Youth Work Readiness': 1712400, 'Water Safety': 812600, 'Central Support': 2128700 },
  inc27: 6032500, incFc26: 5760000, increase: 5.5, limit: 50000, auditFee: 72000, next: '23 June 2026', agm: '29 August 2026',
  mover: 'Mr R Govender', seconder: 'Ms TM Mkhize',
};
Z.minutes.exp27 = sum(Object.values(Z.minutes.b27));
Z.minutes.expFc26 = sum(Object.values(Z.minutes.fc26));
Z.minutes.surplus27 = Z.minutes.inc27 - Z.minutes.exp27;
must(Z.minutes.surplus27 > 0, 'FY2027 budget surplus');

// FNB cheque account, March 2026: [date yyyy/mm/dd, description, amount]
Z.fnb = [];
const F = (d, desc, amt) => Z.fnb.push({ d: `2026/03/${String(d).padStart(2, '0')}`, desc, amt });
F(2, 'FNB App Payment To Moyo Properties Rent Mar26', -18000);
F(2, '#Monthly Account Fee', -285);
F(3, 'Magtape Credit Ubuhle Foundation Tranche 4 FY26', 462500);
F(3, 'SnapScan Settlement Donations', 4350);
F(4, 'POS Purchase Berea Swim & Sport 428105*6614 03 Mar', -3829.34);
F(4, 'FNB App Payment To eThekwini Municipality Elec & Water', -6184.72);
F(5, 'Internal Transfer To Call Account 62845519114', -300000);
F(6, 'SARS eFiling PAYE UIF EMP201 Feb26', -48312.66);
F(6, 'Debit Order Umhlanga Insurance Brokers Policy 44712', -5351.25);
F(9, 'Quicket Payout Durban Bay Swim-a-thon', 71860);
F(9, 'Cash Deposit ADT Venue Hire Hall', 4000);
F(9, '#Cash Deposit Fee', -68.4);
F(10, 'SnapScan Settlement Donations', 6120);
F(10, 'FNB App Payment To Coastal Catering Co Inv 2291', -17946.5);
F(11, 'Magtape Credit Harbour Logistics CSI Q4 Grant', 180000);
F(12, 'Debit Order CoastNet Fibre Internet', -1499);
F(12, 'FNB App Payment To Ikhaya Mobile Account 88120', -2318.6);
F(13, 'PayFast Payout Online Donations', 12785.5);
F(16, 'FNB App Payment To Durban Aquatic Centre Pool Hire Mar', -8062.5);
F(17, 'Quicket Payout Durban Bay Swim-a-thon', 22520);
F(18, 'EFT Credit Pillay Family Trust Donation', 25000);
F(19, 'FNB App Payment To Sibaya Transport Services Inv 0412', -11560);
F(20, 'FNB App Payment To Moodley Dlamini Assoc Interim Audit', -34250);
F(23, 'Magtape Credit KZN DSD ECD Subsidy Q4', 316200);
F(24, 'SnapScan Settlement Donations', 2905);
F(24, 'FNB App Payment To Inanda Educational Supplies Inv 7734', -22684.9);
F(25, 'Bulk Payment Salaries Mar26', -176482.15);
F(25, '#Bulk Payment Fee', -142.5);
F(25, 'Bulk Payment Learner Stipends Mar26 27 Payees', -40500);
F(26, 'FNB App Payment To Shoreline Security Mar26', -3960);
F(27, 'EFT Credit Bluewave Marine Donation', 15000);
F(30, 'PayFast Payout Online Donations', 9417.25);
F(31, '#Service Fees', -356);
F(31, 'Interest On Credit Balance', 318.46);
Z.fnbOpen = r2(Z.chequeClose - sum(Z.fnb.map((r) => r.amt)));
{ let b = Z.fnbOpen; for (const r of Z.fnb) { b = r2(b + r.amt); r.bal = b; } must(Math.abs(b - Z.chequeClose) < 0.005, 'FNB closes at the TB'); }
must(Z.fnbOpen > 100000, `FNB opening ${Z.fnbOpen} cash ${Z.cash} cheque ${Z.chequeClose}`);
Z.fnbFees = r2(-sum(Z.fnb.filter((r) => r.desc.startsWith('#')).map((r) => r.amt)));
Z.fnbIn = r2(sum(Z.fnb.filter((r) => r.amt > 0).map((r) => r.amt)));
Z.fnbOut = r2(-sum(Z.fnb.filter((r) => r.amt < 0).map((r) => r.amt)));
Z.snapscan = Z.fnb.filter((r) => /SnapScan/.test(r.desc));
Z.quicket = r2(sum(Z.fnb.filter((r) => /Quicket/.test(r.desc)).map((r) => r.amt)));

// till slip, VAT 15% included
Z.slip = {
  shop: 'BEREA SWIM & SPORT', vatNo: '4730261958', date: '2026/03/03', time: '11:26', slipNo: '0041187',
  items: [['KICKBOARD FOAM JNR', 6, 149.99], ['SWIM CAP SILICONE', 12, 79.95], ['GOGGLES JUNIOR', 10, 119.0], ['WHISTLE + LANYARD', 2, 45.5], ['RESCUE TUBE', 1, 689.0]],
};
{
  const s = Z.slip;
  s.lines = s.items.map(([d, q, p]) => [d, q, p, r2(q * p)]);
  s.total = r2(sum(s.lines.map((l) => l[3])));
  s.vat = r2((s.total * 15) / 115);
  s.excl = r2(s.total - s.vat);
  s.qty = sum(s.items.map((i) => i[1]));
  must(Z.fnb.some((r) => r.amt === -s.total && /Berea Swim/.test(r.desc)), 'slip paid from FNB');
}
export const ZA = Z;
