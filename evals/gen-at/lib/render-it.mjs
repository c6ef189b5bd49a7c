// Documents of Associazione Portici Aperti APS (Bologna): bilancio PDF, bilancio di verifica, preventivo/consuntivo,
// Intesa Sanpaolo CSV, verbale dell'assemblea (Word) and the photographed scontrino.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { IT as I, sum, r2 } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { ptable, para, footers } from './pdfx.mjs';
import { P, T, writeDocx, styleHeader, F, colL } from './office.mjs';
import { photoDocument } from './photo.mjs';

const grp3 = (s) => s.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
export const itI = (v) => (Math.abs(v) < 0.005 ? '-' : (v < 0 ? '-' : '') + grp3(String(Math.round(Math.abs(v)))));
export const itD = (v) => { const [a, b] = Math.abs(v).toFixed(2).split('.'); return (v < 0 ? '-' : '') + grp3(a) + ',' + b; };
const S = I.SP, T2 = I.spTot;
const Z0 = [0, 0];
const NAME = 'Associazione Portici Aperti APS';

// ---------------------------------------------------------------- bilancio d'esercizio (PDF)
export async function bilancioPdf(file) {
  const { doc, end } = newPdf(file, { bufferPages: true, title: "Bilancio d'esercizio 2025", author: NAME });
  const W = doc.page.width;
  // cover
  doc.y = 170;
  const c = (t, f, s, g = 8) => { doc.font(f).fontSize(s).text(t, 56, doc.y, { width: W - 112, align: 'center' }); doc.y += g; };
  c('ASSOCIAZIONE PORTICI APERTI APS', 'SB', 20, 6);
  c('Ente del Terzo Settore – Associazione di promozione sociale', 'SR', 11, 4);
  c(`Sede legale: ${I.address}`, 'SR', 10, 2);
  c(`Codice fiscale ${I.cf} – Iscritta al RUNTS, sezione "Associazioni di promozione sociale", repertorio n. ${I.runts}`, 'SR', 10, 60);
  c("BILANCIO D'ESERCIZIO AL 31/12/2025", 'SB', 17, 10);
  c("redatto secondo gli schemi di cui al D.M. 5 marzo 2020 (art. 13 D.Lgs. 117/2017)", 'SR', 10, 30);
  c('Stato patrimoniale (Modello A)', 'SR', 11, 2);
  c('Rendiconto gestionale (Modello B)', 'SR', 11, 2);
  c('Relazione di missione (estratto)', 'SR', 11, 40);
  c('Importi in unità di euro', 'I', 9, 4);
  c("Approvato dal Consiglio direttivo il 24/03/2026 e dall'Assemblea dei soci il 28/04/2026", 'I', 9, 4);

  // ------------------------------------------------ Modello A
  const cols = [{ x: 56, w: 330 }, { x: 400, w: 70, align: 'right' }, { x: 475, w: 70, align: 'right' }];
  const spHead = (title) => () => {
    doc.addPage({ size: 'A4', layout: 'portrait', margin: 50 });
    doc.font('B').fontSize(12).text(title, 56, 56, { lineBreak: false });
    doc.font('R').fontSize(8).text(NAME + " – Bilancio d'esercizio 2025 (importi in euro)", 56, 74, { lineBreak: false });
    doc.y = 96;
    ptable(doc, [{ cells: ['', '31/12/2025', '31/12/2024'], bold: true, shade: '#e4e9f0' }], cols, { size: 8.5 });
    doc.y += 4;
  };
  const v = (a) => (a ? [itI(a[0]), itI(a[1])] : ['', '']);
  const row = (label, vals, indent = 0, style = '') => ({ cells: [label, ...v(vals)], indent, bold: style === 'b' || style === 't' || style === 'T', rule: style === 't' ? 'above' : style === 'T' ? 'double' : undefined });
  const attivo = [
    { cells: ['ATTIVO', '', ''], bold: true, size: 10 },
    row('A) Quote associative o apporti ancora dovuti', Z0, 0, 'b'),
    row('B) Immobilizzazioni:', null, 0, 'b'),
    row('I - Immobilizzazioni immateriali:', null, 1, 'b'),
    row('1) costi di impianto e di ampliamento', Z0, 2), row('2) costi di sviluppo', Z0, 2),
    row("3) diritti di brevetto industriale e diritti di utilizzazione delle opere dell'ingegno", Z0, 2),
    row('4) concessioni, licenze, marchi e diritti simili', S.I4, 2), row('5) avviamento', Z0, 2), row('6) immobilizzazioni in corso e acconti', Z0, 2), row('7) altre', S.I7, 2),
    row('Totale', T2.immI, 2, 't'),
    row('II - Immobilizzazioni materiali:', null, 1, 'b'),
    row('1) terreni e fabbricati', Z0, 2), row('2) impianti e macchinari', Z0, 2), row('3) attrezzature', S.II3, 2), row('4) altri beni', S.II4, 2), row('5) immobilizzazioni in corso e acconti', Z0, 2),
    row('Totale', T2.immII, 2, 't'),
    row("III - Immobilizzazioni finanziarie, con separata indicazione, per ciascuna voce dei crediti, degli importi esigibili entro l'esercizio successivo:", null, 1, 'b'),
    row('1) partecipazioni in:', null, 2), row('a) imprese controllate', Z0, 3), row('b) imprese collegate', Z0, 3), row('c) altre imprese', Z0, 3),
    row('2) crediti:', null, 2), row('a) verso imprese controllate', Z0, 3), row('b) verso imprese collegate', Z0, 3), row('c) verso altri enti del Terzo settore', Z0, 3),
    row('d) verso altri', S.III2d, 3), row('3) altri titoli', Z0, 2),
    row('Totale', T2.immIII, 2, 't'),
    row('Totale immobilizzazioni', T2.imm, 0, 't'),
    row('C) Attivo circolante:', null, 0, 'b'),
    row('I - Rimanenze:', null, 1, 'b'),
    row('1) materie prime, sussidiarie e di consumo', Z0, 2), row('2) prodotti in corso di lavorazione e semilavorati', Z0, 2), row('3) lavori in corso su ordinazione', Z0, 2),
    row('4) prodotti finiti e merci', Z0, 2), row('5) acconti', Z0, 2),
    row('Totale', Z0, 2, 't'),
    row("II - Crediti, con separata indicazione, per ciascuna voce, degli importi esigibili oltre l'esercizio successivo:", null, 1, 'b'),
    row('1) verso utenti e clienti', Z0, 2), row('2) verso associati e fondatori', Z0, 2), row('3) verso enti pubblici', S.CII3, 2), row('4) verso soggetti privati per contributi', S.CII4, 2),
    row('5) verso enti della stessa rete associativa', Z0, 2), row('6) verso altri enti del Terzo settore', Z0, 2), row('7) verso imprese controllate', Z0, 2), row('8) verso imprese collegate', Z0, 2),
    row('9) crediti tributari', S.CII9, 2), row('10) da 5 per mille', Z0, 2), row('11) imposte anticipate', Z0, 2), row('12) verso altri', S.CII12, 2),
    row('Totale', T2.crediti, 2, 't'),
    row('III - Attività finanziarie che non costituiscono immobilizzazioni:', null, 1, 'b'),
    row('1) partecipazioni in imprese controllate', Z0, 2), row('2) partecipazioni in imprese collegate', Z0, 2), row('3) altri titoli', Z0, 2),
    row('Totale', Z0, 2, 't'),
    row('IV - Disponibilità liquide:', null, 1, 'b'),
    row('1) depositi bancari e postali', S.CIV1, 2), row('2) assegni', Z0, 2), row('3) danaro e valori in cassa', S.CIV3, 2),
    row('Totale', T2.liquide, 2, 't'),
    row('Totale attivo circolante', T2.circ, 0, 't'),
    row('D) Ratei e risconti attivi', S.D, 0, 'b'),
    row('TOTALE ATTIVO', T2.attivo, 0, 'T'),
  ];
  const passivo = [
    { cells: ['PASSIVO', '', ''], bold: true, size: 10 },
    row('A) Patrimonio netto:', null, 0, 'b'),
    row("I - Fondo di dotazione dell'ente", S.PI, 1),
    row('II - Patrimonio vincolato:', null, 1),
    row('1) Riserve statutarie', Z0, 2), row('2) Riserve vincolate per decisione degli organi istituzionali', S.PII2, 2), row('3) Riserve vincolate destinate da terzi', Z0, 2),
    row('III - Patrimonio libero:', null, 1),
    row('1) Riserve di utili o avanzi di gestione', S.PIII1, 2), row('2) Altre riserve', Z0, 2),
    row("IV - Avanzo/disavanzo d'esercizio", S.PIV, 1),
    row('Totale', T2.pn, 1, 't'),
    row('B) Fondi per rischi e oneri:', null, 0, 'b'),
    row('1) per trattamento di quiescenza e obblighi simili', Z0, 2), row('2) per imposte, anche differite', Z0, 2), row('3) altri', Z0, 2),
    row('Totale', Z0, 2, 't'),
    row('C) Trattamento di fine rapporto di lavoro subordinato', S.TFR, 0, 'b'),
    row("D) Debiti, con separata indicazione, per ciascuna voce, degli importi esigibili oltre l'esercizio successivo:", null, 0, 'b'),
    row('1) debiti verso banche', Z0, 2), row('2) debiti verso altri finanziatori', Z0, 2), row('3) debiti verso associati e fondatori per finanziamenti', Z0, 2),
    row('4) debiti verso enti della stessa rete associativa', Z0, 2), row('5) debiti per erogazioni liberali condizionate', Z0, 2), row('6) acconti', Z0, 2),
    row('7) debiti verso fornitori', S.D7, 2), row('8) debiti verso imprese controllate e collegate', Z0, 2), row('9) debiti tributari', S.D9, 2),
    row('10) debiti verso istituti di previdenza e di sicurezza sociale', S.D10, 2), row('11) debiti verso dipendenti e collaboratori', S.D11, 2), row('12) altri debiti', S.D12, 2),
    row('Totale', T2.debiti, 2, 't'),
    row('E) Ratei e risconti passivi', S.E, 0, 'b'),
    row('TOTALE PASSIVO', T2.passivo, 0, 'T'),
  ];
  let spTitle = 'STATO PATRIMONIALE (Modello A)';
  const spNew = (d) => { spHead(spTitle)(d); spTitle = 'STATO PATRIMONIALE (Modello A) – segue'; };
  spNew(doc);
  ptable(doc, attivo, cols, { size: 8.5, lineH: 12, bottom: doc.page.height - 70, onNewPage: spNew });
  spTitle = 'STATO PATRIMONIALE (Modello A) – segue';
  spNew(doc);
  ptable(doc, passivo, cols, { size: 8.5, lineH: 12, bottom: doc.page.height - 70, onNewPage: spNew });

  // ------------------------------------------------ Modello B (landscape, side by side)
  const rc = [{ x: 36, w: 248 }, { x: 288, w: 58, align: 'right' }, { x: 350, w: 58, align: 'right' }, { x: 424, w: 262 }, { x: 690, w: 58, align: 'right' }, { x: 752, w: 58, align: 'right' }];
  let rgTitle = 'RENDICONTO GESTIONALE (Modello B)';
  const rgNew = (d) => {
    d.addPage({ size: 'A4', layout: 'landscape', margin: 36 });
    d.font('B').fontSize(12).text(rgTitle, 36, 36, { lineBreak: false });
    d.font('R').fontSize(8).text(NAME + ' – Esercizio 2025 (importi in euro)', 36, 54, { lineBreak: false });
    d.y = 72;
    ptable(d, [{ cells: ['ONERI E COSTI', 'Esercizio\n2025', 'Esercizio\n2024', 'PROVENTI E RICAVI', 'Esercizio\n2025', 'Esercizio\n2024'], bold: true, shade: '#e4e9f0' }], rc, { size: 8 });
    d.y += 4;
    rgTitle = 'RENDICONTO GESTIONALE (Modello B) – segue';
  };
  const n2 = (vals) => (vals ? [itI(vals[0]), itI(vals[1])] : ['', '']);
  const areaRows = (a) => {
    const M = I.MB[a];
    const out = [{ cells: [M.title[0], '', '', M.title[1], '', ''], bold: true, rule: 'top' }];
    const n = Math.max(M.costs.length, M.revs.length);
    for (let i = 0; i < n; i++) {
      const cL = M.costs[i], rL = M.revs[i];
      out.push({ cells: [cL ? cL[1] : '', ...n2(cL && cL[2]), rL ? rL[1] : '', ...n2(rL && rL[2])] });
    }
    out.push({ cells: ['Totale', ...n2([I.tot(a, 'costs', 0), I.tot(a, 'costs', 1)]), 'Totale', ...n2([I.tot(a, 'revs', 0), I.tot(a, 'revs', 1)])], bold: true, rule: 'above' });
    if (M.result) out.push({ cells: ['', '', '', M.result, ...n2([I.res(a, 0), I.res(a, 1)])], bold: true, ruleCols: [4, 5] });
    out.push({ gap: 6 });
    return out;
  };
  rgNew(doc);
  ptable(doc, [...areaRows('A'), ...areaRows('B')], rc, { size: 7.6, lineH: 10.4, bottom: doc.page.height - 46, onNewPage: rgNew });
  rgNew(doc);
  ptable(doc, [
    ...areaRows('C'), ...areaRows('D'), ...areaRows('E'),
    { cells: ['Totale oneri e costi', ...n2(I.totCosti), 'Totale proventi e ricavi', ...n2(I.totRicavi)], bold: true, rule: 'top' },
    { cells: ['', '', '', "Avanzo/disavanzo d'esercizio prima delle imposte (+/-)", ...n2(I.primaImposte)], bold: true },
    { cells: ['', '', '', 'Imposte', ...n2(I.imposte)] },
    { cells: ['', '', '', "Avanzo/disavanzo d'esercizio (+/-)", ...n2(I.avanzo)], bold: true, rule: 'double', ruleCols: [4, 5] },
    { gap: 10 },
    { cells: ['Costi figurativi', '', '', 'Proventi figurativi', '', ''], bold: true, rule: 'top' },
    { cells: ['1) da attività di interesse generale', ...n2(I.figurativi.costs), '1) da attività di interesse generale', ...n2(I.figurativi.costs)] },
    { cells: ['2) da attività diverse', '-', '-', '2) da attività diverse', '-', '-'] },
    { cells: ['Totale', ...n2(I.figurativi.costs), 'Totale', ...n2(I.figurativi.costs)], bold: true, rule: 'above' },
  ], rc, { size: 7.6, lineH: 10.4, bottom: doc.page.height - 46, onNewPage: rgNew });

  // ------------------------------------------------ Relazione di missione (estratto)
  let rmTitle = 'RELAZIONE DI MISSIONE (estratto)';
  const rmNew = (d) => {
    d.addPage({ size: 'A4', layout: 'portrait', margin: 50 });
    d.font('B').fontSize(12).text(rmTitle, 56, 56, { lineBreak: false });
    d.font('R').fontSize(8).text(NAME + " – Bilancio d'esercizio 2025", 56, 74, { lineBreak: false });
    d.y = 96;
    rmTitle = 'RELAZIONE DI MISSIONE (estratto) – segue';
  };
  rmNew(doc);
  const h = (t) => { if (doc.y > doc.page.height - 130) rmNew(doc); doc.font('B').fontSize(10).text(t, 56, doc.y, { lineBreak: false }); doc.y += 16; };
  const p = (t) => para(doc, t, { onNewPage: rmNew, bottom: doc.page.height - 70 });
  const tb = (rows, tcols, o = {}) => { ptable(doc, rows, tcols, { size: 8.5, lineH: 12, bottom: doc.page.height - 70, onNewPage: rmNew, ...o }); doc.y += 8; };
  h('1) Informazioni generali sull\'ente, missione perseguita e attività di interesse generale');
  p(`L'Associazione Portici Aperti APS, con sede in ${I.address}, è iscritta al Registro unico nazionale del Terzo settore nella sezione "Associazioni di promozione sociale" (repertorio n. ${I.runts}). Persegue finalità civiche, solidaristiche e di utilità sociale mediante le attività di interesse generale di cui all'art. 5, comma 1, lettere d), i) e l) del D.Lgs. 117/2017: il doposcuola "Compiti Insieme" per bambini e ragazzi della scuola primaria e secondaria di primo grado, la scuola di italiano per cittadini stranieri "Parole in Portico", la ciclofficina popolare "Ruota Libera" e la rassegna estiva "Sotto i Portici".`);
  p(`Nel 2025 il doposcuola ha seguito ${I.benef.doposcuola} bambini e ragazzi, i corsi di italiano hanno avuto ${I.benef.italiano} iscritti e la ciclofficina ha registrato ${grp3(String(I.benef.riparazioni))} interventi di riparazione.`);
  h('2) Dati sugli associati e sulle attività svolte nei loro confronti');
  p(`Al 31/12/2025 l'associazione contava ${I.soci[0]} soci (${I.soci[1]} al 31/12/2024). La quota associativa annuale per il 2025 è stata fissata in euro 20,00. Le cariche sociali sono ricoperte da: ${I.consiglio.map(([n, r]) => `${n} (${r})`).join(', ')}.`);
  h('6) Movimenti delle immobilizzazioni');
  const mc = [{ x: 56, w: 104 }, { x: 162, w: 76, align: 'right' }, { x: 240, w: 76, align: 'right' }, { x: 318, w: 76, align: 'right' }, { x: 396, w: 76, align: 'right' }, { x: 474, w: 76, align: 'right' }];
  tb([
    { cells: ['Voce', 'Costo storico al 31/12/2024', 'Fondo ammortamento al 31/12/2024', 'Acquisizioni dell\'esercizio', 'Ammortamenti dell\'esercizio', 'Valore netto al 31/12/2025'], bold: true, shade: '#e4e9f0' },
    ...I.assets.map((a) => ({ cells: [a.label, itI(a.cost24), itI(a.fondo24), itI(a.acq), itI(a.ammTot), itI(a.net25)] })),
    { cells: ['Totale', itI(sum(I.assets.map((a) => a.cost24))), itI(sum(I.assets.map((a) => a.fondo24))), itI(I.acqTot), itI(I.ammTot), itI(sum(I.assets.map((a) => a.net25)))], bold: true, rule: 'above' },
  ], mc);
  p(`Le acquisizioni dell'esercizio riguardano nuove attrezzature per la ciclofficina (euro ${itI(I.assets[2].acq)}) e arredi e una bicicletta da carico (euro ${itI(I.assets[3].acq)}).`);
  h('8) Patrimonio netto: movimentazione delle voci');
  const pc = [{ x: 56, w: 190 }, { x: 250, w: 70, align: 'right' }, { x: 324, w: 72, align: 'right' }, { x: 400, w: 70, align: 'right' }, { x: 474, w: 70, align: 'right' }];
  tb([
    { cells: ['Voce', 'Valore al 31/12/2024', 'Destinazione risultato 2024', 'Risultato 2025', 'Valore al 31/12/2025'], bold: true, shade: '#e4e9f0' },
    { cells: ["Fondo di dotazione dell'ente", itI(S.PI[1]), '-', '-', itI(S.PI[0])] },
    { cells: ['Riserve vincolate per decisione degli organi istituzionali', itI(S.PII2[1]), '-', '-', itI(S.PII2[0])] },
    { cells: ['Riserve di utili o avanzi di gestione', itI(S.PIII1[1]), itI(I.avanzo[1]), '-', itI(S.PIII1[0])] },
    { cells: ["Avanzo/disavanzo d'esercizio", itI(I.avanzo[1]), itI(-I.avanzo[1]), itI(I.avanzo[0]), itI(I.avanzo[0])] },
    { cells: ['Totale patrimonio netto', itI(T2.pn[1]), '-', itI(I.avanzo[0]), itI(T2.pn[0])], bold: true, rule: 'above' },
  ], pc);
  h('12) Numero medio dei dipendenti e dei volontari');
  p(`Al 31/12/2025 l'associazione aveva ${I.nDip} dipendenti, assunti con il CCNL Terziario, distribuzione e servizi, oltre a due collaboratori coordinati e continuativi:`);
  const dc = [{ x: 56, w: 220 }, { x: 280, w: 90, align: 'right' }, { x: 374, w: 100, align: 'right' }];
  tb([
    { cells: ['Qualifica', 'Numero', 'di cui a tempo parziale'], bold: true, shade: '#e4e9f0' },
    ...I.dipendenti.map(([q, n, pt]) => ({ cells: [q, String(n), String(pt)] })),
    { cells: ['Totale', String(I.nDip), String(sum(I.dipendenti.map((d) => d[2])))], bold: true, rule: 'above' },
  ], dc);
  p(`I volontari iscritti nel registro dei volontari sono ${I.volontari.registro}, di cui ${I.volontari.nonOccasionali} svolgono attività in modo non occasionale; tutti sono assicurati ai sensi dell'art. 18 del Codice del Terzo settore.`);
  h('16) Differenza retributiva tra lavoratori dipendenti');
  p(`Ai sensi dell'art. 16 del D.Lgs. 117/2017 si attesta che la retribuzione annua lorda massima (euro ${itD(I.ral.max)}) e quella minima (euro ${itD(I.ral.min)}) dei lavoratori dipendenti sono in un rapporto di ${I.ralRatio.toFixed(2).replace('.', ',')} a 1, entro il limite di 8 a 1. Ai componenti del Consiglio direttivo non è stato corrisposto alcun compenso.`);
  h('18) Costi e proventi figurativi');
  p(`Il rendiconto gestionale riporta tra i costi e proventi figurativi l'apporto dei volontari: ${grp3(String(I.figurativi.hours))} ore di attività rilevate nel registro presenze, valorizzate a euro ${itD(I.figurativi.rate)} l'ora, per complessivi euro ${itI(I.figurativi.costs[0])} (euro ${itI(I.figurativi.costs[1])} nel 2024).`);
  h('19) Carattere secondario e strumentale delle attività diverse');
  p(`Le attività diverse di cui all'art. 6 (punto ristoro in occasione degli eventi e sponsorizzazioni) hanno generato ricavi per € ${itI(I.tot('B', 'revs', 0))}, pari al ${I.pctDiverse.toFixed(2).replace('.', ',')}% dei ricavi complessivi dell'ente (€ ${itI(I.totRicavi[0])}), al di sotto del limite del 30% previsto dal D.M. 19 maggio 2021, n. 107.`);
  h('20) Raccolte fondi');
  const fc = [{ x: 56, w: 250 }, { x: 310, w: 74, align: 'right' }, { x: 388, w: 74, align: 'right' }, { x: 466, w: 76, align: 'right' }];
  tb([
    { cells: ['Raccolta', 'Proventi', 'Oneri', 'Risultato'], bold: true, shade: '#e4e9f0' },
    { cells: ['Campagna "Adotta un banco" (abituale)', itI(I.v('C', 'revs', '1')), itI(I.v('C', 'costs', '1')), itI(I.v('C', 'revs', '1') - I.v('C', 'costs', '1'))] },
    { cells: ['Cena sociale di Natale del 13/12/2025 (occasionale)', itI(I.v('C', 'revs', '2')), itI(I.v('C', 'costs', '2')), itI(I.v('C', 'revs', '2') - I.v('C', 'costs', '2'))] },
    { cells: ['Totale', itI(I.tot('C', 'revs', 0)), itI(I.tot('C', 'costs', 0)), itI(I.res('C', 0))], bold: true, rule: 'above' },
  ], fc);
  p(`Nel corso dell'esercizio è stato incassato il contributo del 5 per mille relativo all'${I.cinqueAnno}, pari a euro ${itI(I.v('A', 'revs', '5'))}, interamente destinato al doposcuola "Compiti Insieme"; il relativo rendiconto è pubblicato sul sito dell'associazione.`);
  h("24) Proposta di destinazione dell'avanzo");
  p(`Il Consiglio direttivo propone all'Assemblea di destinare l'avanzo d'esercizio di € ${itI(I.avanzo[0])} per € ${itI(I.assemblea.riservaCargo)} a riserva vincolata per decisione degli organi istituzionali, finalizzata all'acquisto di una seconda bicicletta da carico, e per i restanti € ${itI(I.assemblea.libero)} a patrimonio libero (riserve di utili o avanzi di gestione).`);
  doc.y += 10;
  para(doc, 'Bologna, 24/03/2026', { onNewPage: rmNew, size: 9, font: 'I', gap: 2 });
  para(doc, 'Per il Consiglio direttivo – La Presidente, Chiara Benassi', { onNewPage: rmNew, size: 9, font: 'I' });

  footers(doc, (d, i, n) => {
    const w = d.page.width, y = d.page.height - 28;
    d.font('R').fontSize(7).text(`${NAME} – C.F. ${I.cf}`, 36, y, { lineBreak: false });
    d.text(`Pag. ${i} di ${n}`, w - 136, y, { width: 100, align: 'right', lineBreak: false });
  });
  await end();
}

// ---------------------------------------------------------------- bilancio di verifica (TeamSystem-like xlsx)
export async function verificaXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'TeamSystem Studio';
  const ws = wb.addWorksheet('Bilancio di verifica');
  ws.columns = [{ width: 12 }, { width: 58 }, { width: 16 }, { width: 16 }];
  const title = [
    ['PORTICI APERTI APS'], [`VIA DEL PRATELLO 41 - 40122 BOLOGNA BO   C.F. ${I.cf}`], ['BILANCIO DI VERIFICA ANALITICO'],
    ['Periodo dal 01/01/2025 al 31/12/2025 - Esercizio 2025 - Valuta: EUR - Conti con saldo diverso da zero'], ['Situazione prima delle scritture di chiusura - stampa del 16/03/2026'], [],
  ];
  title.forEach((r, i) => { ws.addRow(r); if (i < 3) ws.getRow(i + 1).font = { bold: true, size: i === 0 ? 13 : 11 }; });
  const hr = ws.addRow(['Conto', 'Descrizione', 'Saldo Dare', 'Saldo Avere']);
  hr.eachCell((c) => styleHeader(c));
  const NUMF = '#,##0.00;-#,##0.00;""';
  const put = (code, desc, d, a, bold) => {
    const r = ws.addRow([code, desc, d || null, a || null]);
    r.getCell(3).numFmt = NUMF; r.getCell(4).numFmt = NUMF;
    if (bold) r.font = { bold: true };
    return r;
  };
  const section = (title2, groups, side) => {
    put('', title2, null, null, true);
    let tot = 0;
    for (const g of groups) {
      const t = r2(sum(g.accs.map((a) => a.v)));
      put(g.code, g.desc, side === 'D' && !g.contra ? t : null, side === 'A' || g.contra ? t : null, true);
      for (const a of g.accs) put(a.code, a.desc, a.side === 'D' ? a.v : null, a.side === 'A' ? a.v : null);
      tot += g.contra ? -t : t;
    }
    return r2(tot);
  };
  // balance sheet: assets (incl. contra fondi shown under PASSIVITA' as TeamSystem prints them)
  const bsG = (codes) => I.ledgerBS.filter((g) => codes.includes(g[0])).map(([code, desc, accs]) => ({ code, desc, accs: accs.map(([c, d, s, v]) => ({ code: c, desc: d, side: s, v })) }));
  const totAtt = section("ATTIVITA'", bsG(['10', '11', '12', '14', '18', '19']), 'D');
  put('', "Totale ATTIVITA'", totAtt, null, true);
  ws.addRow([]);
  const totPas = section("PASSIVITA'", bsG(['20', '30', '31', '32', '33']), 'A');
  put('', "Totale PASSIVITA'", null, totPas, true);
  ws.addRow([]);
  const ceG = (ledger, side) => {
    const byTop = new Map();
    for (const [code, desc, , accs] of ledger) {
      const top = code.slice(0, 2);
      if (!byTop.has(top)) byTop.set(top, []);
      byTop.get(top).push({ code, desc, accs: accs.map(([c, d, v]) => ({ code: c, desc: d, side, v })) });
    }
    return byTop;
  };
  const TOPS = { 60: "ONERI DA ATTIVITA' DI INTERESSE GENERALE", 61: "ONERI DA ATTIVITA' DIVERSE", 62: "ONERI DA ATTIVITA' DI RACCOLTA FONDI", 63: "ONERI DA ATTIVITA' FINANZIARIE E PATRIMONIALI", 64: 'ONERI DI SUPPORTO GENERALE', 66: 'IMPOSTE', 70: "PROVENTI DA ATTIVITA' DI INTERESSE GENERALE", 71: "PROVENTI DA ATTIVITA' DIVERSE", 72: "PROVENTI DA ATTIVITA' DI RACCOLTA FONDI", 73: "PROVENTI DA ATTIVITA' FINANZIARIE E PATRIMONIALI", 74: 'PROVENTI DI SUPPORTO GENERALE' };
  const ceSection = (title2, ledger, side) => {
    put('', title2, null, null, true);
    let tot = 0;
    for (const [top, groups] of ceG(ledger, side)) {
      const t = r2(sum(groups.flatMap((g) => g.accs.map((a) => a.v))));
      put(top, TOPS[top], side === 'D' ? t : null, side === 'A' ? t : null, true);
      for (const g of groups) {
        const gt = r2(sum(g.accs.map((a) => a.v)));
        put(g.code, g.desc, side === 'D' ? gt : null, side === 'A' ? gt : null, true);
        for (const a of g.accs) put(a.code, a.desc, side === 'D' ? a.v : null, side === 'A' ? a.v : null);
      }
      tot += t;
    }
    return r2(tot);
  };
  const totCosti = ceSection('COSTI', I.ledgerCosts, 'D');
  put('', 'Totale COSTI', totCosti, null, true);
  ws.addRow([]);
  const totRicavi = ceSection('RICAVI', I.ledgerRevs, 'A');
  put('', 'Totale RICAVI', null, totRicavi, true);
  ws.addRow([]);
  put('', 'TOTALE GENERALE', r2(totAtt + totCosti), r2(totPas + totRicavi), true);
  put('', "AVANZO DI GESTIONE DELL'ESERCIZIO (Ricavi - Costi)", null, r2(totRicavi - totCosti), true);
  ws.views = [{ state: 'frozen', ySplit: 7 }];
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- preventivo e consuntivo (xlsx)
export async function preventivoXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Elena Righi';
  const ws = wb.addWorksheet('Prev-Cons 2025 e Prev 2026');
  ws.columns = [{ width: 62 }, { width: 15 }, { width: 15 }, { width: 14 }, { width: 11 }, { width: 15 }];
  ws.addRow([NAME]).font = { bold: true, size: 13 };
  ws.addRow(['Preventivo e consuntivo 2025 – Preventivo 2026 (schema del rendiconto gestionale)']).font = { bold: true };
  ws.addRow(['Importi in euro. Scostamento = consuntivo meno preventivo. Preventivo 2026 approvato dal Consiglio direttivo il 24/03/2026, da sottoporre all\'Assemblea.']).font = { italic: true, size: 9 };
  ws.addRow([]);
  const hr = ws.addRow(['Voce', 'Preventivo\n2025', 'Consuntivo\n2025', 'Scostamento\n€', 'Scost.\n%', 'Preventivo\n2026']);
  hr.height = 30;
  hr.eachCell((c) => styleHeader(c));
  const NUMF = '#,##0;-#,##0;"-"';
  const fmtRow = (r, bold) => { for (const i of [2, 3, 4, 6]) r.getCell(i).numFmt = NUMF; r.getCell(5).numFmt = '0.0%'; if (bold) r.font = { bold: true }; };
  const AREAS = { A: "A) ATTIVITA' DI INTERESSE GENERALE", B: "B) ATTIVITA' DIVERSE", C: "C) ATTIVITA' DI RACCOLTA FONDI", D: "D) ATTIVITA' FINANZIARIE E PATRIMONIALI", E: 'E) SUPPORTO GENERALE' };
  const tots = { revs: [], costs: [] };
  const results = [];
  for (const a of I.areas) {
    ws.addRow([AREAS[a]]).font = { bold: true, color: { argb: 'FF1F3864' } };
    const subTot = {};
    for (const side of ['revs', 'costs']) {
      const rows = I.prevRows.filter((r) => r.area === a && r.side === side);
      if (!rows.length) continue;
      ws.addRow([side === 'revs' ? '  Ricavi, rendite e proventi' : '  Costi e oneri']).font = { italic: true };
      const first = ws.rowCount + 1;
      for (const r of rows) {
        const n = ws.rowCount + 1;
        const row = ws.addRow([`    ${r.label.replace(/^\d+( bis)?\) /, '')}`, r.p25, r.c25, F(`C${n}-B${n}`, r.c25 - r.p25), r.p25 ? F(`IF(B${n}=0,"",D${n}/B${n})`, (r.c25 - r.p25) / r.p25) : '', r.p26]);
        fmtRow(row);
      }
      const last = ws.rowCount;
      const n = last + 1;
      const k = ['p25', 'c25', 'p26'].map((kk) => sum(rows.map((r) => r[kk])));
      const label = side === 'revs' ? `  Totale ricavi ${a}` : `  Totale costi ${a}`;
      const row = ws.addRow([label, F(`SUM(B${first}:B${last})`, k[0]), F(`SUM(C${first}:C${last})`, k[1]), F(`C${n}-B${n}`, k[1] - k[0]), F(`IF(B${n}=0,"",D${n}/B${n})`, k[0] ? (k[1] - k[0]) / k[0] : 0), F(`SUM(F${first}:F${last})`, k[2])]);
      fmtRow(row, true);
      subTot[side] = { row: n, k };
      tots[side].push(n);
    }
    const rv = subTot.revs?.k ?? [0, 0, 0], cs = subTot.costs?.k ?? [0, 0, 0];
    const n = ws.rowCount + 1;
    const ref = (col) => `${subTot.revs ? `${col}${subTot.revs.row}` : '0'}-${subTot.costs ? `${col}${subTot.costs.row}` : '0'}`;
    const res = [0, 1, 2].map((i) => rv[i] - cs[i]);
    const row = ws.addRow([`  Risultato area ${a}`, F(ref('B'), res[0]), F(ref('C'), res[1]), F(`C${n}-B${n}`, res[1] - res[0]), '', F(ref('F'), res[2])]);
    fmtRow(row, true);
    results.push(n);
    ws.addRow([]);
  }
  const sumRef = (col, list) => list.map((r) => `${col}${r}`).join('+');
  const K = (side) => ['p25', 'c25', 'p26'].map((kk) => sum(I.prevRows.filter((r) => r.side === side).map((r) => r[kk])));
  const TR = K('revs'), TC = K('costs');
  let n = ws.rowCount + 1;
  fmtRow(ws.addRow(['TOTALE RICAVI, RENDITE E PROVENTI', F(sumRef('B', tots.revs), TR[0]), F(sumRef('C', tots.revs), TR[1]), F(`C${n}-B${n}`, TR[1] - TR[0]), F(`D${n}/B${n}`, (TR[1] - TR[0]) / TR[0]), F(sumRef('F', tots.revs), TR[2])]), true);
  const nR = n;
  n = ws.rowCount + 1;
  fmtRow(ws.addRow(['TOTALE COSTI E ONERI', F(sumRef('B', tots.costs), TC[0]), F(sumRef('C', tots.costs), TC[1]), F(`C${n}-B${n}`, TC[1] - TC[0]), F(`D${n}/B${n}`, (TC[1] - TC[0]) / TC[0]), F(sumRef('F', tots.costs), TC[2])]), true);
  const nC = n;
  n = ws.rowCount + 1;
  fmtRow(ws.addRow(['Risultato prima delle imposte', F(`B${nR}-B${nC}`, TR[0] - TC[0]), F(`C${nR}-C${nC}`, TR[1] - TC[1]), F(`C${n}-B${n}`, TR[1] - TC[1] - TR[0] + TC[0]), '', F(`F${nR}-F${nC}`, TR[2] - TC[2])]), true);
  const nP = n;
  n = ws.rowCount + 1;
  fmtRow(ws.addRow(['Imposte (IRAP)', I.prevImposte[0], I.imposte[0], F(`C${n}-B${n}`, I.imposte[0] - I.prevImposte[0]), F(`D${n}/B${n}`, (I.imposte[0] - I.prevImposte[0]) / I.prevImposte[0]), I.prevImposte[1]]));
  const nI = n;
  n = ws.rowCount + 1;
  fmtRow(ws.addRow(["AVANZO/DISAVANZO D'ESERCIZIO", F(`B${nP}-B${nI}`, I.prevAvanzo[0]), F(`C${nP}-C${nI}`, I.prevAvanzo[1]), F(`C${n}-B${n}`, I.prevAvanzo[1] - I.prevAvanzo[0]), '', F(`F${nP}-F${nI}`, I.prevAvanzo[2])]), true);
  ws.views = [{ state: 'frozen', ySplit: 5 }];

  const w2 = wb.addWorksheet('Costi per progetto 2025');
  w2.columns = [{ width: 46 }, { width: 15 }, { width: 15 }, { width: 14 }, { width: 11 }];
  w2.addRow([NAME]).font = { bold: true, size: 13 };
  w2.addRow(["Costi dell'attività di interesse generale per progetto – preventivo e consuntivo 2025"]).font = { bold: true };
  w2.addRow(['Importi in euro; i costi comuni di sede (affitto, utenze, ammortamenti della sede) non sono ripartiti tra i progetti.']).font = { italic: true, size: 9 };
  w2.addRow([]);
  const h2 = w2.addRow(['Progetto', 'Preventivo\n2025', 'Consuntivo\n2025', 'Scostamento\n€', 'Scost.\n%']);
  h2.height = 30;
  h2.eachCell((c) => styleHeader(c));
  const f0 = w2.rowCount + 1;
  for (const [name, p, c] of I.progetti) {
    const k = w2.rowCount + 1;
    const r = w2.addRow([name, p, c, F(`C${k}-B${k}`, c - p), F(`IF(B${k}=0,"",D${k}/B${k})`, (c - p) / p)]);
    for (const i of [2, 3, 4]) r.getCell(i).numFmt = NUMF; r.getCell(5).numFmt = '0.0%';
  }
  const l0 = w2.rowCount, k = l0 + 1;
  const tp = sum(I.progetti.map((x) => x[1])), tc = sum(I.progetti.map((x) => x[2]));
  const r = w2.addRow(["Totale costi attività di interesse generale", F(`SUM(B${f0}:B${l0})`, tp), F(`SUM(C${f0}:C${l0})`, tc), F(`C${k}-B${k}`, tc - tp), F(`D${k}/B${k}`, (tc - tp) / tp)]);
  for (const i of [2, 3, 4]) r.getCell(i).numFmt = NUMF; r.getCell(5).numFmt = '0.0%'; r.font = { bold: true };
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- Intesa Sanpaolo CSV
export function intesaCsv(file) {
  const a = (v) => (v ? itD(v) : '');
  const lines = [
    'Intesa Sanpaolo - Lista movimenti conto corrente',
    'Intestatario;ASSOCIAZIONE PORTICI APERTI APS',
    `Conto;1000/00012345 - IBAN ${I.iban.replace(/ /g, '')}`,
    'Periodo;dal 01/10/2025 al 31/12/2025',
    `Saldo contabile iniziale;${itD(I.bankOpen)}`,
    `Saldo contabile finale;${itD(I.intesaClose)}`,
    '',
    'Data contabile;Data valuta;Descrizione;Dare;Avere',
    ...I.bank.map((r) => [r.dc, r.dv, r.desc, a(r.dare), a(r.avere)].join(';')),
  ];
  fs.writeFileSync(file, '\ufeff' + lines.join('\r\n') + '\r\n', 'utf8');
}

// ---------------------------------------------------------------- verbale dell'assemblea (docx)
export async function verbaleDocx(file) {
  const A = I.assemblea;
  const tot = (side, a) => I.prevTot('p26', a, side);
  const children = [
    P('ASSOCIAZIONE PORTICI APERTI APS', { bold: true, align: 'center', size: 13, after: 40 }),
    P(`${I.address} – C.F. ${I.cf}`, { align: 'center', size: 9, after: 240 }),
    P("VERBALE DELL'ASSEMBLEA ORDINARIA DEI SOCI DEL 28 APRILE 2026", { bold: true, align: 'center', size: 12, after: 200 }),
    P(`Il giorno 28 aprile 2026, alle ore 18:30, presso la sede dell'associazione in Via del Pratello 41 a Bologna, si è riunita in seconda convocazione l'Assemblea ordinaria dei soci, regolarmente convocata dal Consiglio direttivo con avviso del 10/04/2026 inviato a tutti i soci e affisso in sede.`),
    P(`Assume la presidenza dell'Assemblea, ai sensi dell'art. 12 dello Statuto, la Presidente dell'associazione ${A.presidente}, che chiama a fungere da segretario verbalizzante il socio ${A.segretario}.`),
    P(`La Presidente constata che sono presenti in proprio n. ${A.presenti} soci e rappresentati per delega n. ${A.deleghe} soci, su ${I.soci[0]} soci aventi diritto di voto, e dichiara l'Assemblea validamente costituita in seconda convocazione per deliberare sul seguente`),
    P('ordine del giorno:', { bold: true, after: 60 }),
    P("1. Approvazione del bilancio d'esercizio 2025 (stato patrimoniale, rendiconto gestionale e relazione di missione);", { indent: 400, after: 40 }),
    P("2. Destinazione dell'avanzo d'esercizio 2025;", { indent: 400, after: 40 }),
    P('3. Approvazione del bilancio preventivo 2026 e determinazione della quota associativa 2026;', { indent: 400, after: 40 }),
    P('4. Rinnovo del Consiglio direttivo per il triennio 2026–2028;', { indent: 400, after: 40 }),
    P('5. Varie ed eventuali.', { indent: 400, after: 160 }),
    P("1. Bilancio d'esercizio 2025", { bold: true }),
    P(`La tesoriera Elena Righi illustra il bilancio d'esercizio 2025, redatto secondo gli schemi ministeriali, che chiude con un avanzo di euro ${itI(I.avanzo[0])} a fronte del disavanzo di euro ${itI(-I.avanzo[1])} dell'esercizio 2024. Illustra inoltre la relazione di missione. Dopo ampia discussione la Presidente pone in votazione il bilancio, che risulta approvato a maggioranza come segue:`),
    T([['Votazione', 'Favorevoli', 'Contrari', 'Astenuti'], ["Bilancio d'esercizio 2025", ...A.votiBilancio.map(String)], ['Bilancio preventivo 2026', ...A.votiPreventivo.map(String)]], { widths: [3800, 1500, 1500, 1500], numCols: [1, 2, 3] }),
    P('', { after: 120 }),
    P("2. Destinazione dell'avanzo", { bold: true }),
    P(`L'Assemblea, su proposta del Consiglio direttivo, delibera all'unanimità di destinare l'avanzo d'esercizio di € ${itI(I.avanzo[0])} come segue: € ${itI(A.riservaCargo)} a riserva vincolata per decisione degli organi istituzionali per l'acquisto di una seconda bicicletta da carico e € ${itI(A.libero)} a patrimonio libero.`),
    P('3. Bilancio preventivo 2026 e quota associativa', { bold: true }),
    P("La tesoriera presenta il bilancio preventivo 2026, predisposto secondo lo schema del rendiconto gestionale, riassunto nella tabella seguente (importi in euro):"),
    T([
      ['Area', 'Proventi e ricavi', 'Costi e oneri', 'Risultato'],
      ...I.areas.map((a) => [{ A: "A) Attività di interesse generale", B: 'B) Attività diverse', C: 'C) Raccolta fondi', D: 'D) Attività finanziarie e patrimoniali', E: 'E) Supporto generale' }[a], itI(tot('revs', a)), itI(tot('costs', a)), itI(tot('revs', a) - tot('costs', a))]),
      ['Totale', itI(tot('revs')), itI(tot('costs')), itI(tot('revs') - tot('costs'))],
      ['Imposte', '', itI(I.prevImposte[1]), itI(-I.prevImposte[1])],
      ['Avanzo previsto 2026', '', '', itI(I.prevAvanzo[2])],
    ], { widths: [3800, 1700, 1700, 1500], numCols: [1, 2, 3], boldRows: [6, 8] }),
    P('', { after: 80 }),
    P(`Il preventivo 2026 è approvato a maggioranza con i voti riportati nella tabella al punto 1. L'Assemblea delibera inoltre di fissare la quota associativa per l'anno 2026 in euro ${A.quota2026},00 (euro 20,00 nel 2025), con decorrenza dal 1° maggio 2026 per i nuovi soci.`),
    P('4. Rinnovo del Consiglio direttivo', { bold: true }),
    P(`Scaduto il mandato del Consiglio uscente, si procede all'elezione a scrutinio segreto dei ${A.seggi} componenti del Consiglio direttivo per il triennio 2026–2028. La consigliera uscente Sara Galli non si ricandida. Lo spoglio, effettuato dagli scrutatori Anna Rossi e Paolo Verri, dà il seguente esito:`),
    T([['Candidato/a', 'Voti'], ...A.candidati.map(([n, v]) => [n, String(v)]), ['Schede bianche', '2'], ['Schede nulle', '1']], { widths: [4200, 1400], numCols: [1] }),
    P('', { after: 80 }),
    P(`Risultano eletti i primi ${A.seggi} candidati per numero di voti. Il nuovo Consiglio direttivo si riunirà il 12 maggio 2026 per l'attribuzione delle cariche di Presidente, Vicepresidente e Tesoriere.`),
    P('5. Varie ed eventuali', { bold: true }),
    P('Il socio Giorgio Tassinari informa che la rassegna "Sotto i Portici" 2026 si terrà dal 18 giugno al 23 luglio 2026. Non essendovi altro da deliberare, la seduta è tolta alle ore 20:45.'),
    P('', { after: 200 }),
    P(`Il Segretario verbalizzante: ${A.segretario}                                        La Presidente: ${A.presidente}`, { italic: true }),
  ];
  await writeDocx(file, children, { title: "Verbale dell'assemblea dei soci 28/04/2026", creator: A.segretario });
}

// ---------------------------------------------------------------- scontrino (photo)
export async function scontrinoPhoto(file) {
  const s = I.scontrino;
  const L = (t, o = {}) => ({ t, size: o.size ?? 31, bold: o.bold, center: o.center });
  const R = (a, b, o = {}) => ({ table: true, cols: [a, ...b], size: o.size ?? 31, bold: o.bold });
  const lines = [
    L(s.shop, { bold: true, size: 35, center: true }), L('di Bonfiglioli G. & C.', { center: true }), L('Via delle Lame 88/B - 40122 BOLOGNA', { center: true }),
    L(`P.IVA ${s.piva}`, { center: true }), { gap: 10 },
    L('DOCUMENTO COMMERCIALE', { bold: true, center: true }), L('di vendita o prestazione', { center: true }), { gap: 8 },
    R('DESCRIZIONE', ['IVA', 'Prezzo(EUR)']), { rule: true },
  ];
  for (const [d, q, p, t] of s.lines) {
    lines.push(R(d, ['22%', itD(t)]));
    if (q > 1) lines.push(L(`   ${q} PZ x ${itD(p)}`));
  }
  lines.push({ rule: true });
  lines.push(R('TOTALE COMPLESSIVO', ['', itD(s.total)], { bold: true, size: 33 }));
  lines.push(R('di cui IVA', ['', itD(s.iva)]));
  lines.push({ gap: 8 });
  lines.push(R('Pagamento contante', ['', '0,00']));
  lines.push(R('Pagamento elettronico', ['', itD(s.total)]));
  lines.push(R('Importo pagato', ['', itD(s.total)]));
  lines.push({ gap: 12 });
  lines.push(L(`${s.date} ${s.time}`, { center: true }));
  lines.push(L(`DOCUMENTO N. ${s.docNo}`, { center: true }));
  lines.push(L(`RT ${s.rt}`, { center: true }));
  lines.push(L('GRAZIE E ARRIVEDERCI', { center: true }));
  await photoDocument(file, lines, { width: 960, height: 1320, angle: 1.2, seed: 11, format: 'jpeg', mono: false, tableX: [56, 660, 900], margin: 56, noise: 14 });
}
