// Re-reads every generated file of set AU with generic readers (pdfjs text, exceljs values, the docx XML, the
// CSV text, tesseract OCR of the photos), checks each document's own arithmetic and the ties between them,
// recomputes every case's answer from what was read, and checks that the not-found subjects are absent.
// It uses data.mjs only through the cases (their expected answers), never for the figures it checks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAny, cellNum, nlNum } from './lib/read.mjs';
import { CASES } from './lib/questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-au');
const readJsonl = (p) => fs.readFileSync(p, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const cases = readJsonl(path.join(SET, 'cases.jsonl'));
const sum = (a) => a.reduce((s, x) => s + x, 0);
let checks = 0;
const fails = [];
const check = (name, ok) => { checks++; if (!ok) fails.push(name); };
const eq = (a, b, tol = 0.005) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= tol;

// ---------------------------------------------------------------- generic access to one organisation's files
async function bind(org, numParse, ocrParse) {
  const files = cases.find((c) => c.org === org).documents;
  const rows = [];
  for (const f of files) rows.push(await readAny(path.join(SET, 'documents', f)));
  const isNum = (c) => typeof c === 'number' || numParse(c) !== null;
  const toNum = (c) => (typeof c === 'number' ? c : numParse(c));
  // a row's label: its text cells; its figures: the numeric cells after the first text cell (all, if none)
  const split = (r) => {
    const cells = r.map((c) => (typeof c === 'string' ? c.trim() : c)).filter((c) => c !== '' && c !== null && c !== undefined);
    const first = cells.findIndex((c) => typeof c === 'string' && !isNum(c));
    const label = cells.filter((c) => typeof c === 'string' && !isNum(c)).join(' ');
    const nums = (first < 0 ? cells : cells.slice(first + 1)).filter(isNum).map(toNum);
    return { label, nums, full: cells.map(String).join(' ') };
  };
  const docRows = (i, sheet) => {
    let rs = rows[i];
    if (sheet) { const s = rs.findIndex((r) => r[0] === `[sheet ${sheet}]`); const e = rs.findIndex((r, k) => k > s && /^\[sheet /.test(String(r[0]))); rs = rs.slice(s + 1, e < 0 ? undefined : e); }
    return rs;
  };
  const start = (rs, after) => (after ? rs.findIndex((r) => after.test(split(r).full)) + 1 : 0);
  // the first row so labelled that holds figures; a label wrapped over two lines is read as one
  function findRow(i, re, { after, sheet } = {}) {
    const rs = docRows(i, sheet);
    const s0 = start(rs, after);
    if (after && s0 === 0) throw new Error(`anchor ${after} not found in doc ${i}`);
    for (let k = s0; k < rs.length; k++) {
      const a = split(rs[k]);
      if (re.test(a.label) && a.nums.length) return { ...a, raw: rs[k] };
      if (k + 1 < rs.length && !a.nums.length) {
        const b = split(rs[k + 1]);
        const firstCell = String(rs[k + 1][0] ?? '').trim();
        if (b.nums.length && firstCell && !isNum(firstCell) && re.test(`${a.label} ${b.label}`)) return { label: `${a.label} ${b.label}`, nums: b.nums, raw: rs[k + 1] };
      }
    }
    throw new Error(`row ${re} not found in doc ${i}`);
  }
  const text = rows.map((rs) => rs.map((r) => r.map((c) => String(c ?? '')).join(' | ')).join('\n'));
  const g = {
    rows, text,
    num: (s) => toNum(String(s).trim()),
    row: findRow,
    nums: (i, re, o) => findRow(i, re, o).nums,
    n: (i, re, k, o) => { const v = findRow(i, re, o).nums; const x = k < 0 ? v[v.length + k] : v[k]; if (x === undefined) throw new Error(`no figure ${k} in ${re}`); return x; },
    xrow: (i, re, { sheet } = {}) => { const lead = (x) => { const k = x.findIndex((c) => typeof c === 'number'); return (k < 0 ? x : x.slice(0, k)).filter((c) => typeof c === 'string' && c.trim()).join(' ').trim(); }; const r = docRows(i, sheet).find((x) => re.test(lead(x))); if (!r) throw new Error(`xlsx row ${re} not found`); return r; },
    cell: (i, re, col, o) => { const v = g.xrow(i, re, o)[col]; return typeof v === 'number' ? v : v === '' || v === null ? 0 : toNum(v); },
    cellText: (i, re, col, o) => String(g.xrow(i, re, o)[col]),
    xcol: (i, re, head) => { const rs = docRows(i); const h = rs.find((r) => r.includes(head)); return g.cell(i, re, h.indexOf(head)); },
    find: (i, re) => { const m = text[i].match(re); if (!m) throw new Error(`text ${re} not found in doc ${i}`); return m[1].trim(); },
    ocrText: (i, re) => { for (const r of rows[i]) { const m = String(r[0]).match(re); if (m) return m[1]; } throw new Error(`ocr ${re} not found`); },
    ocr: (i, re) => ocrParse(g.ocrText(i, re)),
    tx: (i) => txOf(rows[i], numParse),
  };
  return g;
}
// bank files: the header row is the one that names the date column; records are the rows after it
function txOf(rs, numParse) {
  const h = rs.findIndex((r) => r.includes('Datum') || r.includes('Transaction Date'));
  const head = rs[h];
  const at = (r, name) => r[head.indexOf(name)];
  const num = (s) => { const t = String(s ?? '').trim(); return t ? numParse(t) : 0; };
  return rs.slice(h + 1).filter((r) => r.length >= head.length - 1).map((r) => (head.includes('Datum')
    ? { iban: at(r, 'IBAN/BBAN'), datum: at(r, 'Datum'), rente: at(r, 'Rentedatum'), amt: num(at(r, 'Bedrag')), saldo: num(at(r, 'Saldo na trn')), naam: at(r, 'Naam tegenpartij'), code: at(r, 'Code'), o1: at(r, 'Omschrijving-1'), retour: at(r, 'Reden retour') }
    : { date: at(r, 'Transaction Date'), ref: at(r, 'Reference'), dr: num(at(r, 'Debit Amount')), cr: num(at(r, 'Credit Amount')), r1: at(r, 'Transaction Ref1'), r2: at(r, 'Transaction Ref2'), r3: at(r, 'Transaction Ref3') }));
}

const TBg = await bind('taalbrug', nlNum, (s) => parseFloat(s.replace(',', '.')));
const TMg = await bind('tembusu', cellNum, (s) => parseFloat(s.replace(/,/g, '')));

// ====================================================================== taalbrug: the documents' own figures
{
  const g = TBg;
  const n = (re, k, o) => g.n(0, re, k, o);
  const cols = [-3, -2, -1];
  const BATEN = ['Baten van particulieren', 'Baten van bedrijven', 'Baten van loterijorganisaties', 'Baten van subsidies van overheden', 'Baten van andere organisaties zonder winststreven'];
  const FNS = ['Taalmaatjes', 'Huiswerkbegeleiding', 'Thuisadministratie'];
  const rx = (s) => new RegExp(`^${s.replace(/[()/]/g, (m) => `\\${m}`)}$`);
  const sub3 = { after: /^Thuisadministratie/ };
  for (const k of cols) {
    const geworven = n(/^Som van de geworven baten$/, k);
    check(`jr geworven ${k}`, sum(BATEN.map((l) => n(rx(l), k))) === geworven);
    const baten = n(/^Som der baten$/, k);
    check(`jr som der baten ${k}`, geworven + n(/producten en\/of diensten$/, k) + n(/^Overige baten$/, k) === baten);
    const doel = n(/^$/, k, sub3);
    check(`jr doelstellingen ${k}`, sum(FNS.map((l) => n(rx(l), k))) === doel);
    const lasten = n(/^Som der lasten$/, k);
    check(`jr som der lasten ${k}`, doel + n(/^Wervingskosten$/, k) + n(/^Kosten beheer en administratie$/, k) === lasten);
    check(`jr saldo voor fin ${k}`, baten - lasten === n(/^Saldo voor financiële baten en lasten$/, k));
    check(`jr saldo ${k}`, n(/^Saldo voor financiële baten en lasten$/, k) + n(/^Saldo financiële baten en lasten$/, k) === n(/^Saldo van baten en lasten$/, k));
  }
  const RB = { after: /^Resultaatbestemming/ };
  const BEST = ['Continuïteitsreserve', 'Bestemmingsreserve vrijwilligersacademie', 'Bestemmingsfonds Oranje Fonds huiswerkklas', 'Bestemmingsfonds Taalcafé K.F. Hein Fonds', 'Overige reserve'];
  for (const k of [-2, -1]) {
    check(`jr resultaatbestemming ${k}`, sum(BEST.map((l) => n(rx(l), k, RB))) === n(/^Totaal$/, k, RB));
    check(`jr resultaatbestemming = saldo ${k}`, n(/^Totaal$/, k, RB) === n(/^Saldo van baten en lasten$/, k));
  }
  const BAL = { after: /^Balans per 31 december 2025/ };
  const PAS = { after: /^PASSIVA/ };
  for (const k of [-2, -1]) {
    const act = n(/^Totaal activa$/, k, BAL);
    check(`balans activa ${k}`, n(/^Materiële vaste activa$/, k, BAL) + n(/^Vorderingen en overlopende activa$/, k, BAL) + n(/^Liquide middelen$/, k, BAL) === act);
    const res = n(/^$/, k, { after: /^Overige reserve/ });
    check(`balans reserves ${k}`, n(/^Continuïteitsreserve$/, k, PAS) + n(/^Bestemmingsreserves$/, k, PAS) + n(/^Overige reserve$/, k, PAS) === res);
    const rf = n(/^Totaal reserves en fondsen$/, k);
    check(`balans R&F ${k}`, res + n(/^Bestemmingsfondsen$/, k, PAS) === rf);
    check(`balans passiva ${k}`, rf + n(/^Kortlopende schulden$/, k, PAS) === n(/^Totaal passiva$/, k) && n(/^Totaal passiva$/, k) === act);
  }
  check('balans: R&F movement = saldo', n(/^Totaal reserves en fondsen$/, -2) - n(/^Totaal reserves en fondsen$/, -1) === n(/^Saldo van baten en lasten$/, -2));
  // notes
  const MVA = { after: /^1 Materiële vaste activa/ };
  check('mva roll', n(/^Boekwaarde 1 januari$/, 0, MVA) + n(/^Investeringen$/, 0, MVA) + n(/^Afschrijvingen$/, 0, MVA) === n(/^Boekwaarde 31 december$/, 0, MVA));
  check('mva = balans', n(/^Boekwaarde 31 december$/, 0, MVA) === n(/^Materiële vaste activa$/, -2, BAL) && n(/^Boekwaarde 1 januari$/, 0, MVA) === n(/^Materiële vaste activa$/, -1, BAL));
  const noteSum = (anchor, labels, total, balLabel) => {
    for (const k of [0, 1]) {
      const o = { after: anchor };
      const t = n(total, k, o);
      check(`note ${anchor} ${k}`, sum(labels.map((l) => n(rx(l), k, o))) === t);
      if (balLabel) check(`note ${anchor} = balans ${k}`, t === n(balLabel, k - 2, BAL));
    }
  };
  noteSum(/^2 Vorderingen/, ['Debiteuren', 'Nog te ontvangen subsidies en bijdragen', 'Vooruitbetaalde kosten'], /^Totaal vorderingen$/, /^Vorderingen en overlopende activa$/);
  noteSum(/^3 Liquide middelen/, ['Rabobank betaalrekening', 'Rabobank Bedrijfsspaarrekening', 'Kas'], /^Totaal liquide middelen$/, /^Liquide middelen$/);
  noteSum(/^5 Kortlopende schulden/, ['Crediteuren', 'Belastingen en premies sociale verzekeringen', 'Vooruitontvangen subsidies', 'Overige schulden en overlopende passiva'], /^Totaal kortlopende schulden$/, null);
  for (const k of [0, 1]) check(`kort = balans ${k}`, n(/^Totaal kortlopende schulden$/, k) === n(/^Kortlopende schulden$/, k - 2, PAS));
  const stTie = (anchor, labels, staatLabel) => {
    for (const k of [0, 1]) {
      const o = { after: anchor };
      const t = n(/^Totaal$/, k, o);
      check(`note ${anchor} sum ${k}`, sum(labels.map((l) => n(rx(l), k, o))) === t);
      check(`note ${anchor} = staat ${k}`, t === n(staatLabel, k - 2));
    }
  };
  stTie(/^6 Baten van particulieren/, ['Eenmalige giften', 'Periodieke giften (machtigingen en periodieke schenkingen)', 'Acties en sponsorloop'], /^Baten van particulieren$/);
  stTie(/^7 Baten van subsidies/, ['Gemeente Utrecht – Taalmaatjes', 'Gemeente Utrecht – Thuisadministratie', 'Provincie Utrecht – Huiswerkbegeleiding'], /^Baten van subsidies van overheden$/);
  stTie(/^8 Baten van andere organisaties/, ['Oranje Fonds', 'Stichting Domstad Fonds', 'Kerken en diaconieën', 'K.F. Hein Fonds'], /^Baten van andere organisaties zonder winststreven$/);
  // reserves and funds movements
  const RS = { after: /^4 Reserves en fondsen$/ };
  const FD = { after: /^4 Reserves en fondsen \(vervolg\)/ };
  const mv = (l, o) => g.nums(0, rx(l), o);
  for (const [l, o] of [['Continuïteitsreserve', RS], ['Bestemmingsreserve vrijwilligersacademie', RS], ['Overige reserve', RS], ['Totaal reserves', RS], ['Bestemmingsfonds Oranje Fonds huiswerkklas', FD], ['Bestemmingsfonds Taalcafé K.F. Hein Fonds', FD], ['Totaal bestemmingsfondsen', FD]]) {
    const v = mv(l, o);
    check(`movement ${l}`, v.length === 4 && v[0] + v[1] - v[2] === v[3]);
  }
  check('movement totals reserves', [0, 1, 2, 3].every((k) => sum(['Continuïteitsreserve', 'Bestemmingsreserve vrijwilligersacademie', 'Overige reserve'].map((l) => mv(l, RS)[k])) === mv('Totaal reserves', RS)[k]));
  check('movement totals fondsen', [0, 1, 2, 3].every((k) => sum(['Bestemmingsfonds Oranje Fonds huiswerkklas', 'Bestemmingsfonds Taalcafé K.F. Hein Fonds'].map((l) => mv(l, FD)[k])) === mv('Totaal bestemmingsfondsen', FD)[k]));
  check('reserves note = balans', mv('Totaal reserves', RS)[3] === n(/^$/, -2, { after: /^Overige reserve/ }) && mv('Totaal reserves', RS)[0] === n(/^$/, -1, { after: /^Overige reserve/ }));
  check('fondsen note = balans', mv('Totaal bestemmingsfondsen', FD)[3] === n(/^Bestemmingsfondsen$/, -2, PAS) && mv('Totaal bestemmingsfondsen', FD)[0] === n(/^Bestemmingsfondsen$/, -1, PAS));
  check('cont. reserve note = balans', mv('Continuïteitsreserve', RS)[3] === n(/^Continuïteitsreserve$/, -2, PAS));
  for (const [l, o] of [['Continuïteitsreserve', RS], ['Bestemmingsreserve vrijwilligersacademie', RS], ['Overige reserve', RS], ['Bestemmingsfonds Oranje Fonds huiswerkklas', FD], ['Bestemmingsfonds Taalcafé K.F. Hein Fonds', FD]]) {
    const v = mv(l, o);
    check(`movement = resultaatbestemming ${l}`, v[1] - v[2] === n(rx(l), -2, RB));
  }
  check('fund income = contributions', mv('Bestemmingsfonds Oranje Fonds huiswerkklas', FD)[1] === n(/^Oranje Fonds$/, 0, { after: /^8 Baten van andere/ }) && mv('Bestemmingsfonds Taalcafé K.F. Hein Fonds', FD)[1] === n(/^K\.F\. Hein Fonds$/, 0, { after: /^8 Baten van andere/ }));
  // lastenverdeling
  const LV = { after: /^9 Lastenverdeling/ };
  const NAT = ['Directe activiteitenkosten', 'Vrijwilligerskosten', 'Uitbesteed werk', 'Publiciteit en communicatie', 'Personeelskosten', 'Huisvestingskosten', 'Kantoor- en algemene kosten', 'Afschrijvingen'];
  const lv = NAT.map((l) => mv(l, LV));
  const lvT = g.nums(0, /^Totaal$/, LV);
  for (const [i, r] of lv.entries()) check(`lastenverdeling row ${NAT[i]}`, r.length === 8 && sum(r.slice(0, 5)) === r[5]);
  for (let k = 0; k < 8; k++) check(`lastenverdeling column ${k}`, sum(lv.map((r) => r[k])) === lvT[k]);
  const fnRows = [...FNS, 'Wervingskosten', 'Kosten beheer en administratie'];
  for (const [k, l] of fnRows.entries()) check(`lastenverdeling = staat ${l}`, lvT[k] === n(rx(l), -2));
  check('lastenverdeling totals = staat', lvT[5] === n(/^Som der lasten$/, -2) && lvT[6] === n(/^Som der lasten$/, -3) && lvT[7] === n(/^Som der lasten$/, -1));
  check('afschrijvingen = mva note', lv[7][5] === -n(/^Afschrijvingen$/, 0, MVA));
  const PK = { after: /^10 Personeelskosten/ };
  for (const k of [0, 1]) check(`personeelskosten note ${k}`, sum(['Lonen en salarissen', 'Sociale lasten', 'Pensioenlasten', 'Overige personeelskosten'].map((l) => n(rx(l), k, PK))) === n(/^Totaal personeelskosten$/, k, PK));
  check('personeelskosten = lastenverdeling', n(/^Totaal personeelskosten$/, 0, PK) === lv[4][5] && n(/^Totaal personeelskosten$/, 1, PK) === lv[4][7]);
  const BZ = { after: /^Bezoldiging directeur/ };
  for (const k of [0, 1]) check(`bezoldiging ${k}`, sum(['Bruto salaris', 'Vakantiegeld', 'Eindejaarsuitkering', 'Pensioenlasten werkgever'].map((l) => n(rx(l), k, BZ))) === n(/^Totaal bezoldiging$/, k, BZ));
  const KG = { after: /^11 Kengetallen/ };
  const r1 = (v) => Math.round(v * 10) / 10;
  for (const k of cols) {
    const baten = n(/^Som der baten$/, k), lasten = n(/^Som der lasten$/, k), doel = n(/^$/, k, sub3);
    check(`kengetal doel/baten ${k}`, r1((100 * doel) / baten) === n(/^Besteed aan doelstellingen in % van de som der baten$/, k, KG));
    check(`kengetal doel/lasten ${k}`, r1((100 * doel) / lasten) === n(/^Besteed aan doelstellingen in % van de som der lasten$/, k, KG));
    check(`kengetal werving ${k}`, r1((100 * n(/^Wervingskosten$/, k)) / n(/^Som van de geworven baten$/, k)) === n(/^Wervingskosten in % van de som van de geworven baten$/, k, KG));
    check(`kengetal beheer ${k}`, r1((100 * n(/^Kosten beheer en administratie$/, k)) / lasten) === n(/^Kosten beheer en administratie in % van de som der lasten$/, k, KG));
  }
  // kolommenbalans: every account rolls, groups tie to the jaarrekening
  const kb = g.rows[1];
  const hi = kb.findIndex((r) => r[0] === 'Grootboekrekening');
  const groups = {}; let grp = null; const tot = { bal: null, wv: null, gen: null };
  const cents = (v) => Math.round((typeof v === 'number' ? v : 0) * 100);
  const acc = [];
  for (const r of kb.slice(hi + 2)) {
    const [code, name] = [String(r[0] ?? ''), String(r[1] ?? '')];
    if (/^\d{4}$/.test(code)) {
      const [bd, bc, md, mc, ed, ec] = r.slice(2, 8).map(cents);
      check(`kb roll ${code}`, bd - bc + md - mc === ed - ec);
      const a = { code, name, b: bd - bc, md, mc, e: ed - ec, grp };
      acc.push(a); (groups[grp] ||= []).push(a);
    } else if (!code && name && !/^Totaal|^Saldo/.test(name) && r.slice(2, 8).every((v) => v === '' || v === null)) grp = name;
    else if (name === 'Totaal balans') tot.bal = r.slice(2, 8).map(cents);
    else if (name === 'Totaal winst- en verliesrekening') tot.wv = r.slice(2, 8).map(cents);
    else if (name === 'Totaal generaal') tot.gen = r.slice(2, 8).map(cents);
  }
  const balAcc = acc.filter((a) => a.code < '2000'), wvAcc = acc.filter((a) => a.code >= '2000');
  const colSum = (list) => [sum(list.map((a) => Math.max(a.b, 0))), sum(list.map((a) => Math.max(-a.b, 0))), sum(list.map((a) => a.md)), sum(list.map((a) => a.mc)), sum(list.map((a) => Math.max(a.e, 0))), sum(list.map((a) => Math.max(-a.e, 0)))];
  check('kb totaal balans', JSON.stringify(colSum(balAcc)) === JSON.stringify(tot.bal));
  check('kb totaal w&v', JSON.stringify(colSum(wvAcc).slice(2)) === JSON.stringify(tot.wv.slice(2)));
  check('kb totaal generaal balances', tot.gen[0] === tot.gen[1] && tot.gen[2] === tot.gen[3] && tot.gen[4] === tot.gen[5]);
  const result = -sum(wvAcc.map((a) => a.e));
  check('kb result = balans movement', result === sum(balAcc.map((a) => a.e - a.b)));
  check('kb saldo winst = staat', result === 100 * n(/^Saldo van baten en lasten$/, -2));
  const gsum = (name, f = 'e') => sum(groups[name].map((a) => a[f]));
  const ties = [['Baten van particulieren', /^Baten van particulieren$/, -1], ['Baten van bedrijven', /^Baten van bedrijven$/, -1], ['Baten van loterijorganisaties', /^Baten van loterijorganisaties$/, -1], ['Subsidies van overheden', /^Baten van subsidies van overheden$/, -1], ['Baten van andere organisaties zonder winststreven', /^Baten van andere organisaties zonder winststreven$/, -1], ['Baten als tegenprestatie', /producten en\/of diensten$/, -1], ['Overige baten', /^Overige baten$/, -1], ['Financiële baten en lasten', /^Saldo financiële baten en lasten$/, -1]];
  for (const [grpName, re, sign] of ties) check(`kb ${grpName} = staat`, sign * gsum(grpName) === 100 * n(re, -2));
  for (const [i, l] of NAT.entries()) check(`kb ${l} = lastenverdeling`, gsum(l) === 100 * lv[i][5]);
  const bal = (codes) => sum(acc.filter((a) => codes.includes(a.code)).map((a) => a.e));
  check('kb mva', gsum('Materiële vaste activa') === 100 * n(/^Materiële vaste activa$/, -2, BAL) && gsum('Materiële vaste activa', 'b') === 100 * n(/^Materiële vaste activa$/, -1, BAL));
  check('kb liquide', gsum('Liquide middelen') === 100 * n(/^Liquide middelen$/, -2, BAL) && gsum('Liquide middelen', 'b') === 100 * n(/^Liquide middelen$/, -1, BAL));
  check('kb liquide by account', Math.round(bal(['1100']) / 100) === n(/^Rabobank betaalrekening$/, 0) && Math.round(bal(['1110']) / 100) === n(/^Rabobank Bedrijfsspaarrekening$/, 0) && Math.round(bal(['1000']) / 100) === n(/^Kas$/, 0));
  check('kb vorderingen', gsum('Vorderingen en overlopende activa') === 100 * n(/^Vorderingen en overlopende activa$/, -2, BAL));
  check('kb kortlopende schulden', -gsum('Kortlopende schulden') === 100 * n(/^Kortlopende schulden$/, -2, PAS) && -gsum('Kortlopende schulden', 'b') === 100 * n(/^Kortlopende schulden$/, -1, PAS));
  check('kb vooruitontvangen', -bal(['1800']) === 100 * n(/^Vooruitontvangen subsidies$/, 0));
  check('kb equity at 1-1 = balans 2024', -gsum('Reserves en fondsen', 'b') === 100 * n(/^Totaal reserves en fondsen$/, -1));
  // begroting versus realisatie
  const ov = (l, col) => g.cell(2, rx(l), col, { sheet: 'Overzicht' });
  for (const [k, l] of fnRows.entries()) {
    const lab = l === 'Wervingskosten' ? 'Werving baten' : l === 'Kosten beheer en administratie' ? 'Beheer en administratie' : l;
    check(`pw ${l} = jaarrekening`, ov(lab, 1) === n(rx(l), -3) && ov(lab, 2) === n(rx(l), -2));
    check(`pw ${l} verschil`, eq(ov(lab, 3), ov(lab, 1) - ov(lab, 2)) && eq(ov(lab, 4), ov(lab, 2) / ov(lab, 1), 1e-9));
  }
  check('pw subtotaal', [1, 2].every((c) => ov('Subtotaal besteed aan doelstellingen', c) === sum(FNS.map((l) => ov(l, c)))));
  check('pw totaal', [1, 2].every((c) => ov('Totaal lasten', c) === ov('Subtotaal besteed aan doelstellingen', c) + ov('Werving baten', c) + ov('Beheer en administratie', c)));
  let overhB = 0, overhR = 0;
  for (const [pi, p] of FNS.entries()) {
    const rs = g.rows[2].slice(g.rows[2].findIndex((r) => r[0] === `[sheet ${p}]`));
    const end = rs.findIndex((r, k) => k > 0 && /^\[sheet /.test(String(r[0])));
    const sh = rs.slice(1, end < 0 ? undefined : end);
    const li = sh.findIndex((r) => r[0] === 'Lasten'), lt = sh.findIndex((r) => r[0] === 'Totaal lasten');
    const lines = sh.slice(li + 1, lt);
    for (const c of [1, 2]) check(`pw ${p} lasten sum ${c}`, sum(lines.map((r) => r[c])) === sh[lt][c]);
    check(`pw ${p} = overzicht`, sh[lt][1] === ov(p, 1) && sh[lt][2] === ov(p, 2));
    for (const r of lines) { const i = NAT.indexOf(String(r[0]).replace(' (toegerekend)', '')); check(`pw ${p} ${r[0]} = lastenverdeling`, i >= 0 && r[2] === lv[i][pi]); }
    const di = sh.findIndex((r) => r[0] === 'Dekking: geoormerkte baten'), dt = sh.findIndex((r) => r[0] === 'Totaal geoormerkte baten');
    const dek = sh.slice(di + 1, dt);
    for (const c of [1, 2]) check(`pw ${p} dekking sum ${c}`, sum(dek.map((r) => r[c])) === sh[dt][c]);
    const alg = sh.find((r) => /^Bijdrage uit algemene middelen/.test(String(r[0])));
    check(`pw ${p} algemene middelen`, alg[1] === sh[lt][1] - sh[dt][1] && alg[2] === sh[lt][2] - sh[dt][2]);
    for (const r of dek) if (/Gemeente|Provincie/.test(r[0])) { overhB += r[1]; overhR += r[2]; check(`pw ${r[0]} = note 7`, r[2] === n(rx(String(r[0])), 0, { after: /^7 Baten van subsidies/ })); }
  }
  check('pw subsidies = staat', overhB === n(/^Baten van subsidies van overheden$/, -3) && overhR === n(/^Baten van subsidies van overheden$/, -2));
  // Rabobank
  const tx = g.tx(3);
  const ibans = [...new Set(tx.map((t) => t.iban))];
  for (const ib of ibans) {
    const t = tx.filter((x) => x.iban === ib);
    let ok = true; for (let k = 1; k < t.length; k++) if (!eq(t[k - 1].saldo + t[k].amt, t[k].saldo)) ok = false;
    check(`rabo running saldo ${ib}`, ok);
  }
  const last = (ib) => { const t = tx.filter((x) => x.iban === ib); return t[t.length - 1].saldo; };
  check('rabo betaal = kb 1100', eq(last(ibans[0]), g.cell(1, /^1100 /, 6)));
  check('rabo spaar = kb 1110', eq(last(ibans[1]), g.cell(1, /^1110 /, 6)));
  check('rabo own transfer nets', eq(sum(tx.filter((t) => t.code === 'tb').map((t) => t.amt)), 0));
  check('rabo voorschot = vooruitontvangen', tx.find((t) => /^Gemeente Utrecht$/.test(t.naam)).amt === n(/^Vooruitontvangen subsidies$/, 0));
  check('rabo rente on spaar', tx.filter((t) => /^Rente /.test(t.o1)).length === 1);
  // notulen
  const nt = (l, k) => g.n(4, rx(l), k);
  const NB = ['Baten van particulieren', 'Baten van bedrijven', 'Baten van loterijorganisaties', 'Subsidies van overheden', 'Andere organisaties zonder winststreven', 'Cursus- en trainingsbijdragen', 'Overige baten'];
  const NL = ['Taalmaatjes', 'Huiswerkbegeleiding', 'Thuisadministratie', 'Wervingskosten', 'Beheer en administratie'];
  for (const k of [0, 1, 2]) {
    check(`notulen baten ${k}`, sum(NB.map((l) => nt(l, k))) === nt('Som der baten', k));
    check(`notulen lasten ${k}`, sum(NL.map((l) => nt(l, k))) === nt('Som der lasten', k));
    check(`notulen saldo ${k}`, nt('Som der baten', k) - nt('Som der lasten', k) + nt('Saldo financiële baten en lasten', k) === nt('Saldo van baten en lasten', k));
  }
  const staatB = [...BATEN, 'Baten als tegenprestatie voor de levering van producten en/of diensten', 'Overige baten'];
  for (const [i, l] of NB.entries()) check(`notulen begroting 2025 ${l} = jaarrekening`, nt(l, 0) === g.n(0, i === 5 ? /producten en\/of diensten$/ : rx(staatB[i]), -3));
  for (const [i, l] of NL.entries()) check(`notulen begroting 2025 ${l} = jaarrekening`, nt(l, 0) === n(rx(fnRows[i]), -3));
  check('notulen saldo 2025 = jaarrekening begroting', nt('Saldo van baten en lasten', 0) === n(/^Saldo van baten en lasten$/, -3));
  // kassabon
  const oc = g.rows[5].map((r) => String(r[0]));
  const pr = (s) => parseFloat(s.replace(',', '.'));
  // item lines: a quantity, a description, and the amount last; where the unit price is read too, it must multiply out
  const items = oc.map((l) => l.match(/^(\d+) (?!SUBTOTAAL)[A-Z].*?(?:(\d+[.,]\d\d) )?(\d+[.,]\d\d)$/)).filter(Boolean);
  for (const m of items) if (m[2]) check(`bon line ${m[0]}`, eq(Number(m[1]) * pr(m[2]), pr(m[3]), 0.001));
  const subt = g.ocr(5, /^\d+ SUBTOTAAL (\d+[.,]\d\d)$/), total = g.ocr(5, /^TOTAAL (\d+[.,]\d\d)$/);
  check('bon items = subtotaal', items.length === 9 && eq(sum(items.map((m) => pr(m[3]))), subt));
  check('bon item count', sum(items.map((m) => Number(m[1]))) === Number(g.ocrText(5, /^(\d+) SUBTOTAAL/)));
  check('bon totaal = pinnen', eq(subt, total) && eq(g.ocr(5, /^PINNEN (\d+[.,]\d\d)$/), total));
  const vat = [9, 21].map((r) => { const m = oc.map((l) => l.match(new RegExp(`^${r}% (\\d+[.,]\\d\\d) (\\d+[.,]\\d\\d)$`))).find(Boolean); return [pr(m[1]), pr(m[2])]; });
  for (const [i, r] of [9, 21].entries()) check(`bon btw ${r}%`, Math.abs(vat[i][0] * r / 100 - vat[i][1]) < 0.011);
  const vt = oc.map((l) => l.match(/^TOTAAL (\d+[.,]\d\d) (\d+[.,]\d\d)$/)).find(Boolean);
  check('bon btw totals', eq(vat[0][0] + vat[1][0], pr(vt[1])) && eq(vat[0][1] + vat[1][1], pr(vt[2])) && eq(pr(vt[1]) + pr(vt[2]), total));
  check('bon = rabo', tx.some((t) => /Albert Heijn/.test(t.naam) && eq(t.amt, -total)));
}

// ====================================================================== tembusu: the documents' own figures
{
  const g = TMg;
  const n = (re, k, o) => g.n(0, re, k, o);
  const rx = (s) => new RegExp(`^${s.replace(/[()/$]/g, (m) => `\\${m}`)}$`);
  const v4 = (l, o) => { const v = g.nums(0, rx(l), o); return v.slice(-4); };
  const INC = ['Donations – tax-deductible', 'Donations – non-tax-deductible', 'Grants', 'Government grants and wage credits'];
  const vol = g.nums(0, /^$/, { after: /^Government grants and wage/ });
  const voluntaryRows = INC.map((l) => v4(l));
  const others = ['Charity gala dinner', 'Interest from fixed deposits', 'Programme and assessment fees', 'Sundry income'].map((l) => v4(l));
  const totInc = v4('Total income');
  const EXPA = ['Cost of generating voluntary income', 'Cost of fund-generating activities (charity gala dinner)'];
  const EXPC = ['Reading Intervention Programme', 'Bursary Scheme', 'Caregiver Connect'];
  const gen = g.nums(0, /^$/, { after: /charity gala dinner\)/ });
  const chr = g.nums(0, /^$/, { after: /^Caregiver Connect/ });
  const govc = v4('Governance costs');
  const totExp = v4('Total expenditure');
  const net = v4('Net income for the year'), trf = v4('Transfers between funds'), mov = v4('Net movement in funds'), bf = v4('Total funds brought forward'), cf = v4('Total funds carried forward');
  for (let k = 0; k < 4; k++) {
    check(`sofa voluntary ${k}`, sum(voluntaryRows.map((r) => r[k])) === vol[k]);
    check(`sofa income ${k}`, vol[k] + sum(others.map((r) => r[k])) === totInc[k]);
    check(`sofa generating ${k}`, sum(EXPA.map((l) => v4(l)[k])) === gen[k]);
    check(`sofa charitable ${k}`, sum(EXPC.map((l) => v4(l)[k])) === chr[k]);
    check(`sofa expenditure ${k}`, gen[k] + chr[k] + govc[k] === totExp[k]);
    check(`sofa net ${k}`, totInc[k] - totExp[k] === net[k] && net[k] + trf[k] === mov[k] && bf[k] + mov[k] === cf[k]);
  }
  const rows4 = [...INC, 'Charity gala dinner', 'Interest from fixed deposits', 'Programme and assessment fees', 'Sundry income', 'Total income', ...EXPA, ...EXPC, 'Governance costs', 'Total expenditure', 'Net income for the year', 'Transfers between funds', 'Net movement in funds', 'Total funds brought forward', 'Total funds carried forward'];
  for (const l of rows4) { const v = v4(l); check(`sofa U+R=T ${l}`, v[0] + v[1] === v[2]); }
  check('sofa b/f = prior c/f', bf[2] === cf[3]);
  const BS = { after: /^STATEMENT OF FINANCIAL POSITION/ };
  const b = (l, k) => n(rx(l), k, BS);
  for (const k of [-2, -1]) {
    const cur = n(/^$/, k, { after: /^Cash and bank balances/ });
    check(`bs current ${k}`, ['Grant receivables', 'Other receivables, deposits and prepayments', 'Fixed deposits', 'Cash and bank balances'].reduce((s, l) => s + b(l, k), 0) === cur);
    check(`bs assets ${k}`, b('Plant and equipment', k) + cur === b('Total assets', k));
    check(`bs liabilities ${k}`, b('Other payables and accruals', k) + b('Deferred grant income', k) === b('Total liabilities', k));
    check(`bs net ${k}`, b('Total assets', k) - b('Total liabilities', k) === b('NET ASSETS', k));
    const unr = n(/^$/, k, { after: /^Designated fund/ });
    check(`bs funds ${k}`, b('General fund', k) + b('Designated fund – premises and IT renewal', k) === unr && unr + b('Restricted funds', k) === b('TOTAL FUNDS', k) && b('TOTAL FUNDS', k) === b('NET ASSETS', k));
  }
  check('bs = sofa c/f', b('TOTAL FUNDS', -2) === cf[2] && b('TOTAL FUNDS', -1) === cf[3] && n(/^$/, -2, { after: /^Designated fund/ }) === cf[0] && b('Restricted funds', -2) === cf[1]);
  check('bs b/f = sofa b/f', n(/^$/, -1, { after: /^Designated fund/ }) === bf[0] && b('Restricted funds', -1) === bf[1]);
  // notes
  const G4 = { after: /^4 Grants/ };
  for (const k of [0, 1]) check(`grants note ${k}`, n(/^Tote Board/, k, G4) + n(/^Community Chest/, k, G4) === n(/^Total grants$/, k, G4) && n(/^Total grants$/, k, G4) === v4('Grants')[2 + k]);
  const E5 = { after: /^5 Expenditure by nature/ };
  const NATS = ['Staff costs', 'Premises and utilities', 'Programme materials and assessments', 'Bursary disbursements', 'Gala event costs', 'Audit and professional fees', 'IT and software', 'Marketing and donor communications', 'Depreciation', 'Other operating costs'];
  const nat = Object.fromEntries(NATS.map((l) => [l, n(rx(l), 0, E5)]));
  check('expenditure by nature = total', sum(Object.values(nat)) === n(/^Total expenditure$/, 0, E5) && n(/^Total expenditure$/, 0, E5) === totExp[2]);
  const S6 = { after: /^6 Staff costs/ };
  for (const k of [0, 1]) check(`staff note ${k}`, ['Salaries and bonuses', 'CPF contributions', 'Staff welfare and training'].reduce((s, l) => s + n(rx(l), k, S6), 0) === n(/^Total staff costs$/, k, S6));
  check('staff note = nature', n(/^Total staff costs$/, 0, S6) === nat['Staff costs']);
  const P7 = { after: /^7 Plant and equipment/ };
  check('ppe roll', n(/^Net book value at 1 April 2025$/, 0, P7) + n(/^Additions/, 0, P7) + n(/^Depreciation for the year$/, 0, P7) === n(/^Net book value at 31 March 2026$/, 0, P7));
  check('ppe = bs', n(/^Net book value at 31 March 2026$/, 0, P7) === b('Plant and equipment', -2) && n(/^Net book value at 1 April 2025$/, 0, P7) === b('Plant and equipment', -1) && -n(/^Depreciation for the year$/, 0, P7) === nat.Depreciation);
  const C9 = { after: /^9 Cash and bank/ };
  for (const k of [0, 1]) check(`cash note ${k}`, n(/^DBS current account/, k, C9) + n(/^POSB savings account$/, k, C9) + n(/^Cash on hand$/, k, C9) === n(/^Total cash and bank balances$/, k, C9) && n(/^Total cash and bank balances$/, k, C9) === b('Cash and bank balances', k - 2));
  const P10 = { after: /^10 Other payables/ };
  for (const k of [0, 1]) check(`payables note ${k}`, ['Accrued staff costs and unutilised leave', 'Accrued audit fee', 'Other payables and accruals'].reduce((s, l) => s + n(rx(l), k, P10), 0) === n(/^Total other payables and accruals$/, k, P10) && n(/^Total other payables and accruals$/, k, P10) === b('Other payables and accruals', k - 2));
  const RF = ['Tote Board Reading Grant Fund', 'Bursary Fund', 'Community Chest Caregiver Fund'];
  const rf = RF.map((l) => g.nums(0, rx(l)));
  for (const [i, r] of rf.entries()) check(`restricted fund roll ${RF[i]}`, r.length === 5 && r[0] + r[1] - r[2] + r[3] === r[4]);
  const rt = g.nums(0, /^Total restricted funds$/);
  for (let k = 0; k < 5; k++) check(`restricted funds total ${k}`, sum(rf.map((r) => r[k])) === rt[k]);
  check('restricted funds = sofa', rt[0] === bf[1] && rt[1] === totInc[1] && rt[2] === totExp[1] && rt[3] === trf[1] && rt[4] === cf[1]);
  check('restricted income by fund', rf[0][1] === n(/^Tote Board/, 0, G4) && rf[2][1] === n(/^Community Chest/, 0, G4) && rf[1][1] === v4('Donations – tax-deductible')[1]);
  check('restricted spending by programme', rf[0][2] === v4('Reading Intervention Programme')[1] && rf[1][2] === v4('Bursary Scheme')[1] && rf[2][2] === v4('Caregiver Connect')[1]);
  const FR = { after: /^12 Fund-raising efficiency/ };
  for (const [k, col] of [[0, 2], [1, 3]]) {
    check(`fre expenses ${k}`, n(/^Total fund-raising expenses \(a\)/, k, FR) === gen[col]);
    check(`fre receipts ${k}`, n(/^Total gross receipts from fund-raising \(b\)/, k, FR) === v4('Donations – tax-deductible')[col] + v4('Donations – non-tax-deductible')[col] + v4('Charity gala dinner')[col]);
    check(`fre ratio ${k}`, Math.abs((100 * gen[col]) / n(/^Total gross receipts from fund-raising \(b\)/, k, FR) - n(/^Fund-raising efficiency ratio/, k, FR)) < 0.006);
  }
  const RV = { after: /^13 Reserves position/ };
  for (const [k, col] of [[0, 2], [1, 3]]) {
    check(`reserves table ${k}`, n(/^Unrestricted funds \(a\)/, k, RV) + n(/^Restricted funds \(b\)/, k, RV) === n(/^Total funds \(c\)/, k, RV) && n(/^Total funds \(c\)/, k, RV) === (k ? cf[3] : cf[2]) && n(/^Annual operating expenditure \(d\)/, k, RV) === totExp[col]);
    check(`reserves ratio ${k}`, Math.abs(n(/^Unrestricted funds \(a\)/, k, RV) / n(/^Annual operating expenditure \(d\)/, k, RV) - n(/^Ratio of reserves/, k, RV)) < 0.006);
  }
  check('donations note', g.num(g.find(0, /Tax-deductible receipts were issued for donations of S\$([\d,]+)/)) === v4('Donations – tax-deductible')[2]);
  // Xero
  const xr = g.rows[1];
  const hh = xr.findIndex((r) => r[0] === 'Account');
  const H = xr[hh];
  const sec = {}; let cur = null;
  for (const r of xr.slice(hh + 1)) {
    const l = String(r[0] ?? '');
    if (!l) continue;
    if (r.slice(1).every((v) => v === '' || v === null)) { cur = l; sec[cur] = []; continue; }
    if (/^Total |^Gross Profit|^Net Profit/.test(l)) { sec[l] = r.slice(1, 6); continue; }
    check(`xero quarters ${l}`, eq(sum(r.slice(1, 5)), r[5], 0.006));
    sec[cur].push(r.slice(1, 6));
  }
  for (const [s, t] of [['Trading Income', 'Total Trading Income'], ['Other Income', 'Total Other Income'], ['Operating Expenses', 'Total Operating Expenses']]) for (let k = 0; k < 5; k++) check(`xero ${t} ${k}`, eq(sum(sec[s].map((r) => r[k])), sec[t][k], 0.006));
  for (let k = 0; k < 5; k++) check(`xero net ${k}`, eq(sec['Total Trading Income'][k] + sec['Total Other Income'][k] - sec['Total Operating Expenses'][k], sec['Net Profit'][k], 0.006) && eq(sec['Gross Profit'][k], sec['Total Trading Income'][k]));
  check('xero income = sofa', eq(sec['Total Trading Income'][4] + sec['Total Other Income'][4], totInc[2]));
  check('xero expenses = sofa', eq(sec['Total Operating Expenses'][4], totExp[2]));
  check('xero net = sofa', eq(sec['Net Profit'][4], net[2]));
  const xc = (l) => g.xcol(1, rx(l), 'Total');
  check('xero staff = note 6', eq(xc('Salaries') + xc('CPF Contributions') + xc('Staff Welfare & Training'), nat['Staff costs']) && Math.round(xc('Salaries')) === n(/^Salaries and bonuses$/, 0, S6));
  check('xero depreciation = note 7', eq(xc('Depreciation'), nat.Depreciation));
  check('xero grants = note 4', xc('Grant Income - Tote Board') === n(/^Tote Board/, 0, G4) && xc('Grant Income - Community Chest') === n(/^Community Chest/, 0, G4));
  check('xero donations = sofa', xc('Donations - Tax Deductible') === v4('Donations – tax-deductible')[2] && xc('Gala Dinner Income') === v4('Charity gala dinner')[2]);
  check('xero audit fee = accrued audit fee', xc('Audit Fees') === n(/^Accrued audit fee$/, 0, P10));
  check('xero gala costs = nature', xc('Gala Event Costs') === nat['Gala event costs']);
  // budget vs actual
  const sm = (l, c) => g.cell(2, rx(l), c, { sheet: 'Summary' });
  const BI = ['Donations – tax-deductible', 'Donations – non-tax-deductible', 'Grants (Tote Board, Community Chest)', 'Government grants and wage credits', 'Charity gala dinner', 'Programme and assessment fees', 'Interest and sundry income'];
  const BE = ['Fund-raising and donor development', 'Charity gala dinner', 'Reading Intervention Programme', 'Bursary Scheme', 'Caregiver Connect', 'Governance and administration'];
  const smRows = g.rows[2].slice(0, g.rows[2].findIndex((r) => r[0] === '[sheet By Programme]'));
  const inI = smRows.findIndex((r) => r[0] === 'INCOME'), inE = smRows.findIndex((r) => r[0] === 'EXPENDITURE');
  const incR = smRows.slice(inI + 1, inI + 1 + BI.length), expR = smRows.slice(inE + 1, inE + 1 + BE.length);
  const totI = smRows.find((r) => r[0] === 'Total income'), totE = smRows.find((r) => r[0] === 'Total expenditure'), sur = smRows.find((r) => /^SURPLUS/.test(r[0]));
  for (const r of incR) check(`bva income variance ${r[0]}`, eq(r[3], r[2] - r[1]) && eq(r[4], (r[2] - r[1]) / r[1], 1e-9));
  for (const r of expR) check(`bva expenditure variance ${r[0]}`, eq(r[3], r[1] - r[2]) && eq(r[4], (r[1] - r[2]) / r[1], 1e-9));
  for (const c of [1, 2]) check(`bva totals ${c}`, sum(incR.map((r) => r[c])) === totI[c] && sum(expR.map((r) => r[c])) === totE[c] && sur[c] === totI[c] - totE[c]);
  check('bva income = sofa', totI[2] === totInc[2] && incR[0][2] === v4('Donations – tax-deductible')[2] && incR[2][2] === v4('Grants')[2] && incR[6][2] === v4('Interest from fixed deposits')[2] + v4('Sundry income')[2]);
  const fnSofa = [...EXPA, ...EXPC, 'Governance costs'];
  for (const [i, r] of expR.entries()) check(`bva ${r[0]} = sofa`, r[2] === v4(fnSofa[i])[2]);
  check('bva total expenditure = sofa', totE[2] === totExp[2]);
  const bp = g.rows[2].slice(g.rows[2].findIndex((r) => r[0] === '[sheet By Programme]') + 1);
  for (const p of EXPC) {
    const s = bp.findIndex((r) => r[0] === p), t = bp.findIndex((r) => r[0] === `Total – ${p}`);
    const lines = bp.slice(s + 1, t);
    for (const c of [1, 2]) check(`bva ${p} lines ${c}`, sum(lines.map((r) => r[c])) === bp[t][c]);
    check(`bva ${p} = summary`, bp[t][1] === sm(p, 1) && bp[t][2] === sm(p, 2));
    for (const r of lines) check(`bva ${p} ${r[0]} variance`, eq(r[3], r[1] - r[2]));
  }
  // minutes
  const mt = (l, k) => g.n(4, rx(l), k);
  const MI = ['Donations', 'Grants', 'Government grants and wage credits', 'Charity gala dinner', 'Programme and assessment fees', 'Interest and sundry income'];
  const mrows = g.rows[4];
  const mIdx = mrows.findIndex((r) => r[0] === 'Expenditure');
  const mExp = mrows.slice(mIdx + 1, mrows.findIndex((r) => r[0] === 'Total expenditure'));
  const mInc = mrows.slice(mrows.findIndex((r) => r[0] === 'Income') + 1, mrows.findIndex((r) => r[0] === 'Total income'));
  const mv3 = (r) => r.slice(1).map((c) => cellNum(c));
  for (let k = 0; k < 3; k++) {
    check(`minutes income ${k}`, sum(mInc.map((r) => mv3(r)[k])) === mt('Total income', k));
    check(`minutes expenditure ${k}`, sum(mExp.map((r) => mv3(r)[k])) === mt('Total expenditure', k));
    check(`minutes surplus ${k}`, mt('Total income', k) - mt('Total expenditure', k) === mt('Surplus', k));
  }
  check('minutes budget donations = bva', mv3(mInc[0])[0] === incR[0][1] + incR[1][1]);
  for (let i = 1; i < MI.length; i++) check(`minutes budget ${MI[i]} = bva`, mv3(mInc[i])[0] === incR[i + 1][1]);
  for (const r of mExp) check(`minutes budget ${r[0]} = bva`, mv3(r)[0] === expR[BE.indexOf(r[0])][1]);
  // DBS
  const tx = g.tx(3);
  const ledger = g.num(g.find(3, /Ledger Balance: \| ([\d.]+)/));
  check('dbs ledger = cash note', Math.round(ledger) === n(/^DBS current account/, 0, C9));
  check('dbs one side per record', tx.every((t) => (t.dr > 0) !== (t.cr > 0)));
  check('dbs newest first', tx.every((t, k) => k === 0 || Date.parse(t.date) <= Date.parse(tx[k - 1].date)));
  check('dbs fd placement = fd increase', tx.find((t) => /FIXED DEPOSIT/.test(t.r2)).dr === b('Fixed deposits', -2) - b('Fixed deposits', -1));
  check('dbs tote board tranche = xero quarter', tx.find((t) => /TOTE BOARD/.test(t.r2)).cr === g.xcol(1, /^Grant Income - Tote Board$/, 'Jan-Mar 2026'));
  // invoice
  const io = g.rows[5].map((r) => String(r[0]));
  const lines = io.map((l) => l.match(/^(.+?) (\d+) ([\d,]+\.\d\d) ([\d,]+\.\d\d)$/)).filter(Boolean);
  const p2 = (s) => parseFloat(s.replace(/,/g, ''));
  for (const m of lines) check(`invoice line ${m[1]}`, eq(Number(m[2]) * p2(m[3]), p2(m[4]), 0.001));
  const isub = g.ocr(5, /^Sub-total ([\d,]+\.\d\d)$/), igst = g.ocr(5, /^GST 9% ([\d,]+\.\d\d)$/), itot = g.ocr(5, /^Total \(S\$\) ([\d,]+\.\d\d)$/);
  check('invoice lines = sub-total', lines.length === 4 && eq(sum(lines.map((m) => p2(m[4]))), isub));
  check('invoice gst 9%', eq(Math.round(isub * 9) / 100, igst));
  check('invoice total', eq(isub + igst, itot));
  check('invoice = dbs payment', tx.some((t) => t.r3 === g.ocrText(5, /Invoice No: (INV-\d{4}-\d{4})/) && eq(t.dr, itot)));
}

// ====================================================================== the cases
const byId = new Map(CASES.map((c) => [c.id, c]));
const G = { taalbrug: TBg, tembusu: TMg };
for (const c of cases) {
  const src = byId.get(c.id);
  const g = G[c.org];
  check(`${c.id} documents`, c.documents.length === 6);
  try {
    if (c.answer.type === 'notfound') {
      const all = g.text.join('\n');
      check(`${c.id} absent`, src.absent(all, g.text) === true);
    } else if (c.answer.type === 'text') {
      const got = String(src.from(g));
      check(`${c.id} text "${got}"`, c.answer.any.some((p) => got.toLowerCase().includes(String(p).toLowerCase())));
    } else {
      const got = src.from(g);
      const ok = typeof got === 'number' && Number.isFinite(got) && Math.abs(Math.abs(got) - Math.abs(c.answer.value)) <= Math.max(1e-4 * Math.abs(c.answer.value), 0.006);
      check(`${c.id} number ${got} vs ${c.answer.value}`, ok);
    }
  } catch (e) { check(`${c.id} threw ${e.message}`, false); }
}
const perOrg = (o) => cases.filter((c) => c.org === o).length;
check('50 cases per organisation', perOrg('taalbrug') === 50 && perOrg('tembusu') === 50);
check('5 notfound per organisation', ['taalbrug', 'tembusu'].every((o) => cases.filter((c) => c.org === o && c.answer.type === 'notfound').length === 5));

if (fails.length) { console.log(fails.map((f) => `FAIL ${f}`).join('\n')); console.log(`${fails.length} of ${checks} checks failed`); process.exit(1); }
console.log(`verify: all ${checks} checks passed (${cases.length} cases)`);
