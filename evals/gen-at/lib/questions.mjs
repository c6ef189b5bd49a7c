// The 100 questions of set AT. Each case holds the answer from data.mjs, an ideal and a wrong reply, and `from`:
// how verify.mjs recomputes the answer from its generic readings of the generated files (g, see verify.mjs).
import { IT as I, ZA as Z, sum, r2 } from '../data.mjs';

const en = (v, dp) => Number(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const dpOf = (v) => (Number.isInteger(Math.round(v * 100) / 100) ? 0 : 2);
const U = {
  eur: (v) => `€${en(Math.abs(v), dpOf(v))}`,
  zar: (v) => `R${en(Math.abs(v), dpOf(v))}`,
  pct: (v) => `${en(v, 2)}%`,
  n: (v) => en(v, Number.isInteger(v) ? 0 : 2),
};
const REFUSE = { portici: 'I could not find that in the documents.', thekwini: 'I could not find that in the documents.' };

export const CASES = [];
const seq = { portici: 0, thekwini: 0 };
function C(org, kind, question, o) {
  const id = `${org}-${String(++seq[org]).padStart(3, '0')}`;
  const c = { id, org, kind, question, from: o.from, it: !!o.it, docs: o.docs };
  if (o.nf) {
    c.answer = { type: 'notfound' };
    c.ideal = REFUSE[org];
    c.wrong = o.wrong;
    c.absent = o.absent;
  } else if (o.text) {
    c.answer = { type: 'text', any: o.text };
    c.ideal = `${o.say ?? o.text[0]}, going by the documents.`;
    c.wrong = `${o.wrong}, going by the documents.`;
  } else {
    const tol = o.tol ?? (kind === 'count' ? 0 : 0.005);
    c.answer = { type: 'number', value: o.v, tolerance: tol };
    const f = U[o.unit ?? 'n'];
    c.ideal = `${o.pre ?? ''}${f(o.v)}${o.post ?? ''}, going by the documents.`;
    c.wrong = `${o.pre ?? ''}${f(o.wrong)}${o.post ?? ''}, going by the documents.`;
  }
  CASES.push(c);
}
const it = (kind, q, o) => C('portici', kind, q, o);
const za = (kind, q, o) => C('thekwini', kind, q, o);
const dates = (d, m, y, mIt, mEn) => {
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const out = [`${dd}/${mm}/${y}`, `${d}/${m}/${y}`, `${y}-${mm}-${dd}`, `${y}/${mm}/${dd}`, `${d} ${mEn} ${y}`, `${mEn} ${d}, ${y}`, `${d} ${mEn.slice(0, 3)} ${y}`, `${mEn.slice(0, 3)} ${d}, ${y}`];
  if (mIt) out.push(`${d} ${mIt} ${y}`);
  return [...new Set(out)];
};

// ====================================================================== portici
// documents: 0 bilancio PDF, 1 bilancio di verifica, 2 preventivo/consuntivo, 3 Intesa CSV, 4 verbale, 5 scontrino
const AC = 'A) Costi e oneri da attività di interesse generale', BC = 'B) Costi e oneri da attività diverse', CC = 'C) Costi e oneri da attività di raccolta fondi', EC = 'E) Costi e oneri di supporto generale';
const RG = 'RENDICONTO GESTIONALE (Modello B)';
it('lookup', 'Quanto abbiamo incassato dal 5 per mille nel 2025?', { it: true, docs: [0], v: I.v('A', 'revs', '5'), unit: 'eur', wrong: I.v('A', 'revs', '5', 1), from: (g) => g.n(0, '5) Proventi del 5 per mille', 0) });
it('lookup', 'What were our erogazioni liberali in 2024?', { docs: [0], v: I.v('A', 'revs', '4', 1), unit: 'eur', wrong: I.v('A', 'revs', '4'), from: (g) => g.n(0, '4) Erogazioni liberali', 1) });
it('lookup', 'personale attività di interesse generale 2025?', { it: true, docs: [0], v: I.v('A', 'costs', '4'), unit: 'eur', wrong: I.v('E', 'costs', '4'), from: (g) => g.n(0, '4) Personale', 0, AC) });
it('total', 'What did staff cost us altogether in 2025, adding up personnel in every area of the rendiconto gestionale?', { docs: [0], v: I.personaleTot[0], unit: 'eur', wrong: I.v('A', 'costs', '4'), from: (g) => g.n(0, '4) Personale', 0, AC) + g.n(0, '4) Personale', 0, BC) + g.n(0, '4) Personale', 0, EC) });
it('lookup', "Avanzo d'esercizio 2025?", { it: true, docs: [0], v: I.avanzo[0], unit: 'eur', wrong: I.primaImposte[0], from: (g) => g.n(0, "Avanzo/disavanzo d'esercizio (+/-)", 0) });
it('lookup', 'Did we end 2024 with a surplus or a deficit, and how big was it?', { docs: [0], v: I.avanzo[1], unit: 'eur', pre: 'A deficit (disavanzo) of ', wrong: I.primaImposte[1], from: (g) => g.n(0, "Avanzo/disavanzo d'esercizio (+/-)", 1) });
it('difference', 'Di quanto sono aumentati i contributi da enti pubblici rispetto al 2024?', { it: true, docs: [0], v: I.v('A', 'revs', '8') - I.v('A', 'revs', '8', 1), unit: 'eur', wrong: I.v('A', 'revs', '9') - I.v('A', 'revs', '9', 1), from: (g) => g.n(0, '8) Contributi da enti pubblici', 0) - g.n(0, '8) Contributi da enti pubblici', 1) });
const donPct = Math.round((10000 * (I.v('A', 'revs', '4') - I.v('A', 'revs', '4', 1))) / I.v('A', 'revs', '4', 1)) / 100;
it('percent', 'By what percentage did donations (erogazioni liberali) grow from 2024 to 2025?', { docs: [0], v: donPct, unit: 'pct', wrong: Math.round((10000 * (I.v('A', 'revs', '4') - I.v('A', 'revs', '4', 1))) / I.v('A', 'revs', '4')) / 100, from: (g) => (100 * (g.n(0, '4) Erogazioni liberali', 0) - g.n(0, '4) Erogazioni liberali', 1))) / g.n(0, '4) Erogazioni liberali', 1) });
it('lookup', 'How much did fundraising (raccolta fondi) bring in net of its own costs in 2025?', { docs: [0], v: I.res('C', 0), unit: 'eur', wrong: I.tot('C', 'revs', 0), from: (g) => g.n(0, 'Avanzo/disavanzo attività di raccolta fondi (+/-)', 0) });
it('lookup', 'A quanto ammontavano le disponibilità liquide al 31/12/2025?', { it: true, docs: [0], v: I.spTot.liquide[0], unit: 'eur', wrong: I.SP.CIV1[0], from: (g) => g.n(0, 'Totale', 0, 'IV - Disponibilità liquide:') });
it('percent', 'Che percentuale dei ricavi complessivi 2025 arriva dalle attività diverse?', { it: true, docs: [0], v: I.pctDiverse, unit: 'pct', wrong: Math.round((10000 * I.tot('B', 'revs', 0)) / I.tot('A', 'revs', 0)) / 100, from: (g) => { const c = (100 * g.n(0, 'Totale', 0, 'B) Costi e oneri da attività diverse', { last: true })) / g.n(0, 'Totale proventi e ricavi', 0); const w = g.num(g.find(0, /pari al ([\d,]+)% dei ricavi complessivi/)); return Math.abs(c - w) < 0.01 ? w : NaN; } });
it('count', 'Quanti dipendenti avevamo al 31 dicembre 2025?', { it: true, docs: [0], v: I.nDip, wrong: I.nDip + 2, from: (g) => { const t = g.n(0, 'Totale', 0, 'Qualifica'); return t === g.num(g.find(0, /l'associazione aveva (\d+) dipendenti/)) ? t : NaN; } });
it('ratio', 'What is the ratio between our highest and lowest gross annual salary?', { docs: [0], v: I.ralRatio, unit: 'n', post: ' to 1', wrong: 8, from: (g) => { const mx = g.num(g.find(0, /massima \(euro ([\d.,]+)\)/)), mn = g.num(g.find(0, /minima \(euro ([\d.,]+)\)/)); const w = g.num(g.find(0, /rapporto di ([\d,]+) a 1/)); return Math.abs(mx / mn - w) < 0.006 ? mx / mn : NaN; } });
it('lookup', 'Net book value of the attrezzature at the end of 2025?', { docs: [0], v: I.SP.II3[0], unit: 'eur', wrong: I.assets[2].cost25, from: (g) => g.n(0, '3) attrezzature', 0) });
it('difference', "How much did the result of attività di interesse generale change from 2024 to 2025?", { docs: [0], v: I.res('A', 0) - I.res('A', 1), unit: 'eur', wrong: I.avanzo[0] - I.avanzo[1], from: (g) => g.n(0, 'Avanzo/disavanzo attività di interesse generale (+/-)', 0) - g.n(0, 'Avanzo/disavanzo attività di interesse generale (+/-)', 1) });
it('text', 'Con quale data valuta è stato accreditato il 5 per mille sul conto Intesa?', { it: true, docs: [3], text: dates(28, 10, 2025, 'ottobre', 'October'), say: '28/10/2025 (valuta; contabile 29/10/2025)', wrong: '29/10/2025', from: (g) => g.bank().find((r) => /5 PER MILLE/.test(r.desc)).dv });
// bilancio di verifica
it('lookup', "Quanto abbiamo speso di assicurazione volontari nel 2025?", { it: true, docs: [1], v: I.acct('60.02.003'), unit: 'eur', wrong: I.acct('64.02.003'), from: (g) => g.acct('60.02.003') });
it('total', 'How much rent did we pay for Via del Pratello in 2025 in total, counting both the share booked to activities and the office share?', { docs: [1], v: I.acct('60.03.001') + I.acct('64.03.001'), unit: 'eur', wrong: I.acct('60.03.001'), from: (g) => g.acctBy(/^Affitto sede Via del Pratello/).reduce((s, x) => s + x, 0) });
it('lookup', 'Saldo del conto Intesa Sanpaolo al 31/12/2025 in contabilità?', { it: true, docs: [1, 3], v: I.intesaClose, unit: 'eur', wrong: I.SP.CIV1[0], from: (g) => { const a = g.acctBy(/^Intesa Sanpaolo/)[0]; return Math.abs(a - g.num(g.bankInfo('Saldo contabile finale'))) < 0.005 ? a : NaN; } });
it('coa', "Which account code are volunteers' expense reimbursements booked to?", { docs: [1], text: ['60.02.006'], say: 'Account 60.02.006 (Rimborsi spese volontari)', wrong: 'Account 60.02.003', from: (g) => g.codeOf(/^Rimborsi spese volontari$/) });
it('lookup', 'F.do ammortamento attrezzature a fine 2025?', { it: true, docs: [1], v: I.assets[2].fondo25, unit: 'eur', wrong: I.assets[2].fondo24, from: (g) => g.acctBy(/^F\.do amm\.to attrezzature$/)[0] });
it('total', 'How much did the commercialista and the consulente del lavoro cost together in 2025?', { docs: [1], v: I.acct('64.02.001') + I.acct('64.02.002'), unit: 'eur', wrong: I.v('E', 'costs', '2'), from: (g) => g.acctBy(/^Consulenza fiscale e contabile$/)[0] + g.acctBy(/^Consulente del lavoro/)[0] });
it('extreme', 'Which account was the biggest cost among the servizi of attività di interesse generale?', { docs: [1], text: ['Docenti corsi di italiano', 'docenti', 'Italian teachers', 'Italian course teachers'], say: 'Docenti corsi di italiano (account 60.02.001, €12,840)', wrong: 'Utenze sede (energia, gas, acqua)', from: (g) => g.leaves(/^60\.02\./).sort((a, b) => b.v - a.v)[0].desc });
// preventivo e consuntivo
const PA = ["A) ATTIVITA' DI INTERESSE GENERALE"];
it('lookup', "Quanto avevamo previsto per il personale dell'attività di interesse generale nel 2025?", { it: true, docs: [2], v: I.prev['A-costs-4'][0], unit: 'eur', wrong: I.v('A', 'costs', '4'), from: (g) => g.xn(2, 'Personale', 1, [...PA, 'Costi e oneri']) });
it('variance', 'By how much did we overspend the 2025 budget for servizi in attività di interesse generale?', { docs: [2], v: I.v('A', 'costs', '2') - I.prev['A-costs-2'][0], unit: 'eur', wrong: I.prev['A-costs-2'][1] - I.prev['A-costs-2'][0], from: (g) => g.xn(2, 'Servizi', 2, [...PA, 'Costi e oneri']) - g.xn(2, 'Servizi', 1, [...PA, 'Costi e oneri']) });
it('variance', 'Di quanto i contributi da enti pubblici sono rimasti sotto il preventivo 2025?', { it: true, docs: [2], v: I.prev['A-revs-8'][0] - I.v('A', 'revs', '8'), unit: 'eur', wrong: I.v('A', 'revs', '8') - I.v('A', 'revs', '8', 1), from: (g) => g.xn(2, 'Contributi da enti pubblici', 3, PA) });
it('lookup', "What's in the 2026 budget for 5 per mille income?", { docs: [2], v: I.prev['A-revs-5'][1], unit: 'eur', wrong: I.prev['A-revs-5'][0], from: (g) => g.xn(2, 'Proventi del 5 per mille', 5) });
it('lookup', 'Avanzo previsto per il 2026?', { it: true, docs: [2, 4], v: I.prevAvanzo[2], unit: 'eur', wrong: I.prevAvanzo[0], from: (g) => { const x = g.xn(2, "AVANZO/DISAVANZO D'ESERCIZIO", 5); return x === g.n(4, 'Avanzo previsto 2026', 0) ? x : NaN; } });
const cic = I.progetti[2];
it('percent', 'How far over budget, in percent, was the ciclofficina in 2025?', { docs: [2], v: Math.round((10000 * (cic[2] - cic[1])) / cic[1]) / 100, unit: 'pct', wrong: Math.round((10000 * (cic[2] - cic[1])) / cic[2]) / 100, from: (g) => { const r = g.xrow(2, 'Ciclofficina "Ruota Libera"'); return (100 * (r[2] - r[1])) / r[1]; } });
it('extreme', 'Which project overspent its 2025 budget by the most euros?', { docs: [2], text: ['Doposcuola', 'Compiti Insieme', 'after-school'], say: 'The doposcuola "Compiti Insieme"', wrong: 'The ciclofficina "Ruota Libera"', from: (g) => g.sheet(2, 'Costi per progetto 2025').filter((r) => typeof r[1] === 'number' && typeof r[2] === 'number' && !/^Totale|^Costi comuni/.test(r[0])).sort((a, b) => (b[2] - b[1]) - (a[2] - a[1]))[0][0] });
const tc = (k) => I.prevTot(k, null, 'costs');
it('difference', 'Quanto prevediamo di spendere in più nel 2026 rispetto ai costi effettivi del 2025?', { it: true, docs: [2], v: tc('p26') - tc('c25'), unit: 'eur', wrong: tc('p26') - tc('p25'), from: (g) => g.xn(2, 'TOTALE COSTI E ONERI', 5) - g.xn(2, 'TOTALE COSTI E ONERI', 2) });
// Intesa Sanpaolo
it('count', 'How many bank-transfer donations (erogazioni liberali) came into the Intesa account in December?', { docs: [3], v: I.doniDic.length, wrong: I.doni.length, from: (g) => g.bank().filter((r) => /EROGAZIONE LIBERALE/.test(r.desc) && r.dc.slice(3) === '12/2025').length });
it('total', 'Totale commissioni bancarie sul conto Intesa nel quarto trimestre?', { it: true, docs: [3], v: I.commissioni, unit: 'eur', wrong: 36, from: (g) => sum(g.bank().filter((r) => /^COMMISSIONI/.test(r.desc)).map((r) => r.dare)) });
it('total', 'How much did we pay out in tredicesime in December?', { docs: [3], v: I.tred, unit: 'eur', wrong: r2(sum(I.bank.filter((r) => /STIPENDIO DICEMBRE/.test(r.desc)).map((r) => r.dare))), from: (g) => sum(g.bank().filter((r) => /TREDICESIMA/.test(r.desc)).map((r) => r.dare)) });
it('extreme', "A chi è andato il pagamento singolo più alto dal conto Intesa nell'ultimo trimestre 2025?", { it: true, docs: [3], text: ['Cicli Santo Stefano'], say: 'Cicli Santo Stefano srl (€6,200, attrezzature ciclofficina)', wrong: 'Immobiliare Pratello srl', from: (g) => g.bank().sort((a, b) => b.dare - a.dare)[0].desc.match(/A FAVORE DI (.+?) CAUSALE/)[1] });
it('monthly', 'Total money in on the Intesa account in November 2025?', { docs: [3], v: I.bankMonth('11', 'avere'), unit: 'eur', wrong: I.bankMonth('10', 'avere'), from: (g) => sum(g.bank().filter((r) => r.dc.slice(3) === '11/2025').map((r) => r.avere)) });
it('text', 'The ferramenta receipt was paid by card: on what date was it booked (data contabile) on the Intesa account?', { docs: [3, 5], text: dates(17, 11, 2025, 'novembre', 'November'), say: '17/11/2025', wrong: '14/11/2025', from: (g) => { const tot = g.num(g.ocr(5, /TOTALE COMPLESSIVO\s+(\d+[,.:]\d\d)/)); return g.bank().find((r) => /FERRAMENTA/.test(r.desc) && Math.abs(r.dare - tot) < 0.005).dc; } });
// verbale
const A = I.assemblea;
it('count', "Quanti soci hanno partecipato all'assemblea del 28 aprile, contando le deleghe?", { it: true, docs: [4], v: A.totale, wrong: A.presenti, from: (g) => g.num(g.find(4, /presenti in proprio n\. (\d+) soci/)) + g.num(g.find(4, /per delega n\. (\d+) soci/)) });
it('text', 'Who got the most votes in the board election at the April assembly?', { docs: [4], text: ['Chiara Benassi', 'Benassi'], say: 'Chiara Benassi, with 54 votes', wrong: 'Luca Montanari', from: (g) => g.rowsAfter(4, 'Candidato/a').filter((r) => r.length === 2 && /^\d+$/.test(r[1]) && !/Schede/.test(r[0])).sort((a, b) => b[1] - a[1])[0][0] });
it('lookup', "What's the membership fee for 2026?", { docs: [4], v: A.quota2026, unit: 'eur', wrong: 20, from: (g) => g.num(g.find(4, /quota associativa per l'anno 2026 in euro ([\d,]+)/)) });
it('text', 'Quando si riunirà il nuovo Consiglio direttivo?', { it: true, docs: [4], text: dates(12, 5, 2026, 'maggio', 'May'), say: 'Il 12 maggio 2026 (12/05/2026)', wrong: '28 aprile 2026', from: (g) => g.find(4, /si riunirà il (\d+ \w+ \d{4})/) });
it('lookup', "Quanto dell'avanzo 2025 va a patrimonio libero?", { it: true, docs: [4, 0], v: A.libero, unit: 'eur', wrong: A.riservaCargo, from: (g) => { const v = g.num(g.find(4, /e € ([\d.]+) a patrimonio libero/)); return v + g.num(g.find(4, /come segue: € ([\d.]+) a riserva/)) === g.n(0, "Avanzo/disavanzo d'esercizio (+/-)", 0) ? v : NaN; } });
// scontrino
const SI = I.scontrino;
it('receipt', 'Totale dello scontrino della ferramenta?', { it: true, docs: [5], v: SI.total, unit: 'eur', wrong: SI.imponibile, from: (g) => g.num(g.ocr(5, /TOTALE COMPLESSIVO\s+(\d+[,.:]\d\d)/)) });
it('receipt', 'How much IVA is included in the hardware store receipt?', { docs: [5], v: SI.iva, unit: 'eur', wrong: r2(SI.total * 0.22), from: (g) => g.num(g.ocr(5, /di cui IVA\s+(\d+[,.:]\d\d)/)) });
it('receipt', 'Quanti pezzi abbiamo comprato in ferramenta?', { it: true, docs: [5], v: SI.pieces, wrong: SI.items.length, tol: 0, from: (g) => g.receiptPieces() });
// not found
it('notfound', "Qual era l'avanzo del 2023?", { it: true, nf: true, wrong: "€2,410, going by the documents.", absent: (all) => !/(31\/12\/2023|esercizio\s+2023|consuntivo\s+2023|avanzo\s+2023|disavanzo\s+2023|preventivo\s+2023)/i.test(all) });
it('notfound', 'What was the balance on the Intesa account on 30 June 2025?', { nf: true, wrong: '€31,240.18, going by the documents.', absent: (all, t) => !/30\/06\/2025/.test(all) && !/Saldo[^\n]*giugno/i.test(t[3]) && /dal 01\/10\/2025/.test(t[3]) });
it('notfound', 'Preventivo 2026 della ciclofficina?', { it: true, nf: true, wrong: '€40,000, going by the documents.', absent: (all, t) => !/ciclofficina/i.test(t[4]) && !/Costi per progetto 2025[\s\S]*2026/.test(t[2].split('[sheet Costi per progetto 2025]')[1] ? '[sheet Costi per progetto 2025]' + t[2].split('[sheet Costi per progetto 2025]')[1] : 'x') });
it('notfound', 'Quanti bambini hanno partecipato al centro estivo 2025?', { it: true, nf: true, wrong: '42, going by the documents.', absent: (all) => !/centro estivo|centri estivi|summer camp|estate ragazzi/i.test(all) });
it('notfound', 'Who is our account manager at Intesa Sanpaolo?', { nf: true, wrong: 'Dott. Marco Lenzi, going by the documents.', absent: (all) => !/gestore|account manager|referente|relationship/i.test(all) });

// ====================================================================== thekwini
// documents: 0 AFS PDF, 1 Pastel TB, 2 budget vs actual, 3 FNB CSV, 4 minutes, 5 till slip
const SFP = 'Statement of Financial Position as at 31 March 2026', SCI = [SFP, 'Statement of Comprehensive Income'], DIS = [SFP, 'Detailed Income Statement'];
za('lookup', 'What was total revenue for FY2026?', { docs: [0], v: Z.revenue[0], unit: 'zar', wrong: Z.revenue[0] + Z.otherIncome[0], from: (g) => g.n(0, 'Revenue', 0, SCI) });
za('lookup', 'How much did we get in corporate donations in FY2025?', { docs: [0], v: Z.donCorp[1], unit: 'zar', wrong: Z.donCorp[0], from: (g) => g.n(0, 'Donations - corporate', 1) });
za('lookup', 'surplus for the year ended 31 March 2026?', { docs: [0], v: Z.surplus[0], unit: 'zar', wrong: Z.opSurplus[0], from: (g) => g.n(0, 'Surplus (deficit) for the year', 0, SCI) });
za('lookup', 'Did we end FY2025 with a surplus or a deficit, and how much?', { docs: [0], v: Z.surplus[1], unit: 'zar', pre: 'A deficit of ', wrong: Z.opSurplus[1], from: (g) => g.n(0, 'Surplus (deficit) for the year', 1, SCI) });
const revPct = Math.round((10000 * (Z.revenue[0] - Z.revenue[1])) / Z.revenue[1]) / 100;
za('percent', 'By what percentage did revenue grow from FY2025 to FY2026?', { docs: [0], v: revPct, unit: 'pct', wrong: Math.round((10000 * (Z.revenue[0] - Z.revenue[1])) / Z.revenue[0]) / 100, from: (g) => (100 * (g.n(0, 'Revenue', 0, SCI) - g.n(0, 'Revenue', 1, SCI))) / g.n(0, 'Revenue', 1, SCI) });
za('lookup', 'Cash and cash equivalents at 31 March 2026?', { docs: [0], v: Z.cash[0], unit: 'zar', wrong: Z.cash[1], from: (g) => g.n(0, 'Cash and cash equivalents', 0, SFP) });
za('lookup', 'How much unspent grant money were we holding at year end (deferred income)?', { docs: [0], v: Z.deferred[0], unit: 'zar', wrong: Z.deferred[1], from: (g) => g.n(0, 'Deferred income', 0, SFP) });
za('grant', 'How much grant revenue came from the Ubuhle Foundation in FY2026?', { docs: [0], v: Z.grants[1][1][0], unit: 'zar', wrong: Z.grants[1][1][1], from: (g) => g.n(0, 'Grants - Ubuhle Foundation', 0) });
za('lookup', "auditors' remuneration in the fy26 income statement?", { docs: [0], v: Z.e("Auditors' remuneration"), unit: 'zar', wrong: Z.minutes.auditFee, from: (g) => -g.n(0, "Auditors' remuneration", 0, DIS) });
za('ratio', "What's our current ratio at 31 March 2026?", { docs: [0], v: Z.currentRatio, unit: 'n', post: ' (current assets to current liabilities)', wrong: Math.round((100 * Z.totAssets[0]) / Z.liabCur[0]) / 100, from: (g) => g.after(0, 'Cash and cash equivalents', 0, SFP) / g.after(0, 'Provisions', 0, SFP) });
za('lookup', 'Net cash from operating activities in FY2026?', { docs: [0], v: Z.cf[0].op, unit: 'zar', wrong: Z.cf[0].cgo, from: (g) => g.n(0, 'Net cash from operating activities', 0) });
za('text', 'Who resigned from the board during FY2026?', { docs: [0], text: ['Reddy'], say: 'Mr K Reddy (resigned 31 October 2025)', wrong: 'Dr A van der Merwe', from: (g) => g.rowsAfter(0, 'Directors').find((r) => /Resigned/.test(r.join(' ')))[0] });
za('text', "What's our PBO number?", { docs: [0], text: [Z.pbo], say: `PBO number ${Z.pbo}`, wrong: 'NPO number 128-554', from: (g) => g.find(0, /PBO number (\d{9})/) });
za('lookup', 'What was the Executive Director paid in FY2026?', { docs: [0], v: Z.edPay[0], unit: 'zar', wrong: Z.edPay[1], from: (g) => g.n(0, 'Executive Director (Ms L Cele)', 0) });
za('count', 'How many children completed learn-to-swim in FY2026?', { docs: [0], v: Z.benef.swimmers, wrong: Z.benef.ecdChildren, from: (g) => g.num(g.find(0, /(\d[\d ]*) children completed the learn-to-swim/)) });
const empPct = Math.round((10000 * Z.e('Employee costs')) / Z.opex[0]) / 100;
za('percent', 'What share of FY2026 operating expenses went on employee costs?', { docs: [0], v: empPct, unit: 'pct', wrong: Math.round((10000 * Z.e('Employee costs', 1)) / Z.opex[1]) / 100, from: (g) => (100 * -g.n(0, 'Employee costs', 0, DIS)) / -g.n(0, 'Operating expenses', 0, SCI) });
za('extreme', 'After employee costs, what was our biggest expense line in FY2026?', { docs: [0], text: ['Learner stipends', 'stipends'], say: 'Learner stipends (R486,000)', wrong: 'Programme materials', from: (g) => g.disExpenses().filter((x) => x.label !== 'Employee costs').sort((a, b) => b.v - a.v)[0].label });
za('percent', 'What percentage of the Youth Work Readiness learners were placed in jobs or learnerships?', { docs: [0], v: Z.placedPct, unit: 'pct', wrong: r2(100 - Z.placedPct), from: (g) => (100 * g.num(g.find(0, /of whom (\d+) were placed/))) / g.num(g.find(0, /enrolled (\d+) young people/)) });
// Pastel trial balance
za('lookup', 'UIF employer contributions for FY2026 per the trial balance?', { docs: [1], v: Z.tbAcct('3600/010'), unit: 'zar', wrong: Z.tbAcct('3600/020'), from: (g) => g.acctBy(/^UIF - employer/)[0] });
za('coa', "What's the Pastel account number for Security?", { docs: [1], text: ['4100/000'], say: 'Account 4100/000', wrong: 'Account 4050/000', from: (g) => g.codeOf(/^Security$/) });
za('lookup', 'Balance on the FNB Call Account in the trial balance?', { docs: [1], v: Z.callAcc, unit: 'zar', wrong: Z.chequeClose, from: (g) => g.acctBy(/^FNB Call Account/)[0] });
za('lookup', 'How much of our employee costs was salaries and wages?', { docs: [1], v: Z.tbAcct('3600/000'), unit: 'zar', wrong: Z.e('Employee costs'), from: (g) => g.acctBy(/^Salaries and wages$/)[0] });
// budget vs actual
za('variance', 'By how much did Water Safety go over budget in FY2026?', { docs: [2], v: Z.prog('Water Safety').act - Z.prog('Water Safety').bud, unit: 'zar', wrong: Z.prog('Central Support').act - Z.prog('Central Support').bud, from: (g) => g.xn(2, 'Water Safety', 3, ['EXPENDITURE BY PROGRAMME']) });
za('lookup', 'What was budgeted for Water Safety transport?', { docs: [2], v: Z.cat('Water Safety', 'Transport').bud, unit: 'zar', wrong: Z.cat('Water Safety', 'Transport').act, from: (g) => g.xn(2, 'Transport', 1, ['WATER SAFETY']) });
za('percent', 'What % of its budget did Youth Work Readiness spend?', { docs: [2], v: Math.round((10000 * Z.prog('Youth Work Readiness').act) / Z.prog('Youth Work Readiness').bud) / 100, unit: 'pct', wrong: Math.round((10000 * (Z.prog('Youth Work Readiness').act - Z.prog('Youth Work Readiness').bud)) / Z.prog('Youth Work Readiness').bud) / 100, from: (g) => 100 * g.xn(2, 'Total Youth Work Readiness', 5) });
za('extreme', 'Which programme overspent its budget the most in rand terms?', { docs: [2], text: ['Central Support', 'central support'], say: 'Central Support', wrong: 'Water Safety', from: (g) => { const s = g.sheet(2, 'Summary'); const i = s.findIndex((r) => r[0] === 'EXPENDITURE BY PROGRAMME'); return s.slice(i + 1, i + 5).sort((a, b) => a[3] - b[3])[0][0]; } });
za('variance', 'Total expenditure variance against budget for FY2026?', { docs: [2], v: Z.opex[0] - Z.bvaBud, unit: 'zar', pre: 'Over budget by ', wrong: Z.bvaIncAct - Z.bvaIncBud, from: (g) => g.xn(2, 'Total expenditure', 3) });
za('count', 'How many cost categories in the Youth Work Readiness programme went over budget?', { docs: [2], v: Z.prog('Youth Work Readiness').rows.filter((r) => r.act > r.bud).length, wrong: 3, from: (g) => g.block(2, 'YOUTH WORK READINESS').filter((r) => r[2] > r[1]).length });
// FNB
za('lookup', 'What was the FNB cheque account balance at the end of March 2026?', { docs: [3, 1], v: Z.chequeClose, unit: 'zar', wrong: Z.fnbOpen, from: (g) => { const b = g.bank(); const last = b[b.length - 1].bal; return Math.abs(last - g.acctBy(/^FNB Business Cheque/)[0]) < 0.005 ? last : NaN; } });
za('total', 'How much did FNB charge us in bank fees in March?', { docs: [3], v: Z.fnbFees, unit: 'zar', wrong: 356, from: (g) => -sum(g.bank().filter((r) => r.desc.startsWith('#')).map((r) => r.amt)) });
za('count', 'How many SnapScan settlements came in during March?', { docs: [3], v: Z.snapscan.length, wrong: 2, from: (g) => g.bank().filter((r) => /SnapScan/i.test(r.desc)).length });
za('extreme', 'What was the largest single deposit into the cheque account in March?', { docs: [3], v: Math.max(...Z.fnb.map((r) => r.amt)), unit: 'zar', post: ' (Ubuhle Foundation tranche 4)', wrong: 316200, from: (g) => Math.max(...g.bank().map((r) => r.amt)) });
za('monthly', 'Total money received into the FNB cheque account in March 2026?', { docs: [3], v: Z.fnbIn, unit: 'zar', wrong: Z.fnbOut, from: (g) => sum(g.bank().filter((r) => r.amt > 0).map((r) => r.amt)) });
za('total', 'How much did the Swim-a-thon bring in through Quicket payouts in March?', { docs: [3], v: Z.quicket, unit: 'zar', wrong: 71860, from: (g) => sum(g.bank().filter((r) => /Quicket/.test(r.desc)).map((r) => r.amt)) });
za('text', 'When did the KZN DSD subsidy for Q4 come in?', { docs: [3], text: dates(23, 3, 2026, null, 'March'), say: '23 March 2026 (2026/03/23)', wrong: '3 March 2026', from: (g) => g.bank().find((r) => /DSD/.test(r.desc)).d });
// minutes
const M = Z.minutes;
za('lookup', "What's the approved FY2027 budget for Youth Work Readiness?", { docs: [4], v: M.b27['Youth Work Readiness'], unit: 'zar', wrong: M.fc26['Youth Work Readiness'], from: (g) => g.n(4, 'Youth Work Readiness', 2) });
za('percent', 'What salary increase did the board approve from April 2026?', { docs: [4], v: M.increase, unit: 'pct', wrong: 6, from: (g) => g.num(g.find(4, /increase of ([\d.]+)%/)) });
za('text', 'Who seconded the FY2027 budget resolution?', { docs: [4], text: ['Mkhize'], say: 'Ms TM Mkhize', wrong: 'Mr S Naidoo', from: (g) => g.find(4, /Seconded: (.+?)\. Carried/) });
za('text', 'When is the next board meeting?', { docs: [4], text: dates(23, 6, 2026, null, 'June'), say: '23 June 2026 at 17:30', wrong: '29 August 2026', from: (g) => g.find(4, /next board meeting will be held on (\d+ \w+ \d{4})/) });
za('lookup', 'Above what amount do payments need two directors to approve?', { docs: [4], v: M.limit, unit: 'zar', wrong: M.auditFee, from: (g) => g.num(g.find(4, /single payment above (R[\d,.]+)/)) });
const ws = Z.prog('Water Safety');
za('difference', 'How much more is budgeted for Water Safety in FY2027 than it actually spent in FY2026?', { docs: [4, 2], v: M.b27['Water Safety'] - ws.act, unit: 'zar', wrong: M.b27['Water Safety'] - ws.bud, from: (g) => g.n(4, 'Water Safety', 2) - g.xn(2, 'Water Safety', 2, ['EXPENDITURE BY PROGRAMME']) });
// till slip
const SL = Z.slip;
za('receipt', 'Total on the Berea Swim & Sport slip?', { docs: [5], v: SL.total, unit: 'zar', wrong: SL.excl, from: (g) => g.num(g.ocr(5, /^TOTAL\s+(R[\d,]+\.\d\d)/m)) });
za('receipt', 'How much VAT was on the swim shop slip?', { docs: [5], v: SL.vat, unit: 'zar', wrong: r2(SL.total * 0.15), from: (g) => g.num(g.ocr(5, /VAT 15% INCLUDED\s+(R[\d,]+\.\d\d)/)) });
za('receipt', 'How many swim caps did we buy at Berea Swim & Sport?', { docs: [5], v: 12, wrong: 10, tol: 0, from: (g) => g.num(g.ocr(5, /SWIM CAP SILICONE\s*\n\s*(\d+) x/)) });
za('average', 'What did the Water Safety programme cost per child who completed learn-to-swim in FY2026?', { docs: [0, 2], v: r2(ws.act / Z.benef.swimmers), unit: 'zar', wrong: r2(ws.bud / Z.benef.swimmers), from: (g) => g.xn(2, 'Total Water Safety', 2) / g.num(g.find(0, /(\d[\d ]*) children completed the learn-to-swim/)) });
// not found
za('notfound', 'What was total revenue in FY2024?', { nf: true, wrong: 'R4,862,300, going by the documents.', absent: (all) => !/FY2024|31 March 2024|year ended[^\n]*2024|\|\s*2024\s*(\||$)/m.test(all) });
za('notfound', 'What was the FNB cheque account balance on 31 January 2026?', { nf: true, wrong: 'R214,380.55, going by the documents.', absent: (all) => !/2026\/01\/31|31 January 2026|31\/01\/2026|January 2026/.test(all) });
za('notfound', "What's the FY2027 budget for Water Safety transport?", { nf: true, wrong: 'R74,000, going by the documents.', absent: (all, t) => !/^Transport/m.test(t[4]) && !/FY2027/.test(t[2]) });
za('notfound', 'Who is our relationship manager at FNB?', { nf: true, wrong: 'Ms Priya Moodley, going by the documents.', absent: (all) => !/relationship manager|account manager|private banker/i.test(all) });
za('notfound', 'How many volunteers did we have in FY2026?', { nf: true, wrong: '64, going by the documents.', absent: (all) => !/volunteer/i.test(all) });
