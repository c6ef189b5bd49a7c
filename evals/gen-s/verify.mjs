// Independent checker for set S. Does NOT import data.mjs or lib/: it re-reads the generated files (SheetJS
// (xlsx-republish) for cell values and formulas, csv-parse for the DATEV, Sparkasse and BBVA exports, `pdftotext -layout`
// for the PDFs, jszip for Word, `tesseract --psm 6` for the two photos), checks that every document foots and that the
// documents agree with each other, recomputes every case's answer from the files (A[id]), checks date and text answers
// (T[id]), checks that the subject of each notfound case is absent (NF[id]), and checks the mix of kinds.
process.env.TZ = 'UTC';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as XLSX from 'xlsx-republish';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';

XLSX.set_fs(fs);
const here = path.dirname(fileURLToPath(import.meta.url));
{
  const self = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8');
  if (/^\s*import[^;]*from\s+['"]\.\/(data\.mjs|lib\/)/m.test(self)) throw new Error('verify.mjs must not import data.mjs or lib/');
}
const SET = path.resolve(here, '..', 'set-s');
const DOCS = path.join(SET, 'documents');
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log('FAIL ' + msg); } };
const R2 = (x) => Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;
const sum = (a) => R2(a.reduce((s, x) => s + (x || 0), 0));
const near = (a, b, eps = 0.006) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= eps;
const p2 = (n) => String(n).padStart(2, '0');
const files = (org) => fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`);
const Fl = (org, re) => { const f = files(org).filter((x) => re.test(x)); if (f.length !== 1) throw new Error(`file ${re} in ${org}: ${f.length}`); return f[0]; };
// "1.234,56" / "-8280,00" (German) and "1,234.56" / "(4,615.50)" (Mexican)
const deNum = (s) => { const t = String(s ?? '').trim(); if (!t || /^[-–—]$/.test(t)) return 0; return parseFloat(t.replace(/\./g, '').replace(',', '.')); };
const mxNum = (s) => { const t = String(s ?? '').replace(/\$/g, '').trim(); if (!t || /^[-–—]$/.test(t)) return 0; const v = parseFloat(t.replace(/[,()\s]/g, '')); return t.startsWith('(') || t.startsWith('-') ? -v : v; };
const MONATE = ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'];
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const deIso = (s) => { const m = s.match(/(\d{1,2})\. ([A-Za-zä]+) (\d{4})/); return `${m[3]}-${p2(MONATE.indexOf(m[2].toLowerCase()) + 1)}-${p2(m[1])}`; };
const esIso = (s) => { const m = s.match(/(\d{1,2}) de ([a-z]+) de (\d{4})/); return `${m[3]}-${p2(MESES.indexOf(m[2]) + 1)}-${p2(m[1])}`; };

function xlsx(rel) {
  const wb = XLSX.readFile(path.join(DOCS, rel), { cellDates: true, cellFormula: true });
  const out = {};
  for (const name of wb.SheetNames) {
    const ws = wb.Sheets[name];
    for (const [addr, c] of Object.entries(ws)) if (!addr.startsWith('!') && c.f) ok(c.v !== undefined && c.v !== null && c.v !== '', `${rel} ${name}!${addr} formula has a cached value`);
    out[name] = XLSX.utils.sheet_to_json(ws, { header: 1, raw: true, defval: null, blankrows: true });
  }
  return out;
}
const pdf = (rel) => execFileSync('pdftotext', ['-layout', path.join(DOCS, rel), '-'], { encoding: 'utf8' });
async function docx(rel) {
  const zip = await JSZip.loadAsync(fs.readFileSync(path.join(DOCS, rel)));
  let xml = await zip.file('word/document.xml').async('string');
  const t = (s) => s.replace(/<[^>]+>/g, '');
  xml = xml.replace(/<w:tr[ >][\s\S]*?<\/w:tr>/g, (tr) => '<w:p>' + [...tr.matchAll(/<w:tc[ >][\s\S]*?<\/w:tc>/g)].map((c) => t(c[0].replace(/<\/w:p>/g, ' ')).trim()).join(' | ') + '</w:p>');
  return xml.replace(/<w:tab\/>/g, '\t').replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/\u00a0/g, ' ');
}
const tableRows = (text) => text.split('\n').filter((l) => l.includes(' | ')).map((l) => l.split(' | ').map((c) => c.trim()));
const ocr = (rel) => execFileSync('tesseract', [path.join(DOCS, rel), '-', '--psm', '6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const argmax = (pairs, what) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); ok(s[0][1] > s[1][1], `unique maximum ${what}`); return s[0]; };

// ================================================================== WESERBOGEN
// ---- EÜR PDF
const EURf = Fl('weserbogen', /EÜR 2025/);
const EURt = pdf(EURf);
ok(/Geschäftsjahr\s+Vorjahr/.test(EURt) && /2025\s+2024/.test(EURt), 'EÜR: columns Geschäftsjahr 2025 and Vorjahr 2024');
const EUR = { I: { inc: {}, exp: {} }, II: { inc: {}, exp: {} }, III: { inc: {}, exp: {} }, IV: { inc: {}, exp: {} } };
const ZUS = {}, FUNDS = {}, RES = {};
{
  let sec = null, mode = null, block = 'eur', carried = null;
  for (const raw of EURt.split('\n')) {
    const l = raw.trim();
    if (!l) continue;
    const sm = l.match(/^(?:noch: )?(I|II|III|IV)\. /);
    if (sm && !/\d,\d{2}$/.test(l)) { sec = sm[1]; if (/Ausgaben$/.test(l)) mode = 'exp'; continue; }
    if (l === 'Einnahmen') { mode = 'inc'; continue; }
    if (l === 'Ausgaben') { mode = 'exp'; continue; }
    if (/^Zusammenstellung/.test(l)) { block = 'zus'; continue; }
    if (/^A\. Geldvermögen/.test(l)) { block = 'funds'; continue; }
    if (/^B\. Mittelverwendung/.test(l)) { block = 'res'; continue; }
    const m = l.match(/^(.*?\S)\s{2,}(-?[\d.]+,\d{2})\s{2,}(-?[\d.]+,\d{2})$/);
    if (!m) continue;
    const label = m[1], v = [deNum(m[2]), deNum(m[3])];
    if (block === 'zus') { ZUS[label] = v; continue; }
    if (block === 'funds') { FUNDS[label] = v; continue; }
    if (block === 'res') { RES[label] = v; continue; }
    const S = EUR[sec];
    if (/^Zwischensumme Ausgaben/.test(label)) { carried = v; for (const c of [0, 1]) ok(near(sum(Object.values(S.exp).map((x) => x[c])), v[c]), `EÜR ${sec}: Zwischensumme (Übertrag) col ${c} = lines so far`); continue; }
    if (/^Übertrag/.test(label)) { ok(carried && near(v[0], carried[0]) && near(v[1], carried[1]), `EÜR ${sec}: Übertrag = Zwischensumme`); continue; }
    if (label === 'Summe Einnahmen') { S.incTot = v; continue; }
    if (label === 'Summe Ausgaben') { S.expTot = v; continue; }
    if (/^Ergebnis /.test(label)) { S.res = v; continue; }
    S[mode][label] = v;
  }
  ok(carried !== null, 'EÜR: the ideeller Bereich runs over a page break with an Übertrag');
}
for (const [k, S] of Object.entries(EUR)) for (const c of [0, 1]) {
  ok(near(sum(Object.values(S.inc).map((x) => x[c])), S.incTot[c]), `EÜR ${k} Einnahmen col ${c} foot`);
  ok(near(sum(Object.values(S.exp).map((x) => x[c])), S.expTot[c]), `EÜR ${k} Ausgaben col ${c} foot`);
  ok(near(R2(S.incTot[c] - S.expTot[c]), S.res[c]), `EÜR ${k} Ergebnis col ${c}`);
}
const eurTot = { inc: ZUS['Summe der Einnahmen aller Bereiche'], exp: ZUS['Summe der Ausgaben aller Bereiche'], res: ZUS['Gesamtergebnis (Überschuss)'] };
for (const c of [0, 1]) {
  ok(near(sum(Object.values(EUR).map((S) => S.incTot[c])), eurTot.inc[c]), `EÜR total income col ${c}`);
  ok(near(sum(Object.values(EUR).map((S) => S.expTot[c])), eurTot.exp[c]), `EÜR total spending col ${c}`);
  ok(near(R2(eurTot.inc[c] - eurTot.exp[c]), eurTot.res[c]), `EÜR Gesamtergebnis col ${c}`);
}
const eur = (re, sec = null, y = 0) => { for (const [k, S] of Object.entries(EUR)) if (!sec || sec === k) for (const side of ['inc', 'exp']) for (const [lab, v] of Object.entries(S[side])) if (re.test(lab)) return v[y]; throw new Error('EÜR line ' + re); };
const funds = (re, c = 0) => { const k = Object.keys(FUNDS).find((x) => re.test(x)); return FUNDS[k][c]; };
const fundsTot = FUNDS['Summe Geldvermögen'];
for (const c of [0, 1]) {
  ok(near(sum(Object.entries(FUNDS).filter(([k]) => k !== 'Summe Geldvermögen').map(([, v]) => v[c])), fundsTot[c]), `Vermögen col ${c} foots`);
  const resLines = Object.entries(RES).filter(([k]) => /\(§ 62/.test(k));
  ok(near(sum(resLines.map(([, v]) => v[c])), RES['Summe Rücklagen'][c]), `Rücklagen col ${c} foot`);
  ok(near(R2(RES['Summe Rücklagen'][c] + RES[Object.keys(RES).find((k) => /^Mittelvortrag/.test(k))][c]), RES['Summe Mittelverwendung'][c]) && near(RES['Summe Mittelverwendung'][c], fundsTot[c]), `Mittelverwendung col ${c} = Geldvermögen`);
}
ok(near(R2(fundsTot[0] - fundsTot[1]), eurTot.res[0]), 'cash basis: Geldvermögen grew by the 2025 Gesamtergebnis');
// ---- DATEV Buchungsstapel
const DVraw = fs.readFileSync(path.join(DOCS, Fl('weserbogen', /EXTF_Buchungsstapel/))).toString('latin1');
const DVhead = DVraw.split('\r\n')[0].split(';');
ok(DVhead[0] === '"EXTF"' && DVhead[3] === '"Buchungsstapel"', 'DATEV: EXTF Buchungsstapel header');
const dvFrom = DVhead[14], dvTo = DVhead[15], dvYear = dvFrom.slice(0, 4);
ok(dvFrom === '20251001' && dvTo === '20251231' && DVhead[12] === '20250101', 'DATEV: period 01.10.–31.12.2025 in fiscal year 2025');
const DV = parse(DVraw.split('\r\n').slice(1).join('\r\n'), { delimiter: ';', columns: true, skip_empty_lines: true, relax_quotes: true }).map((r) => {
  const bd = r.Belegdatum.padStart(4, '0');
  return { amt: deNum(r['Umsatz (ohne Soll/Haben-Kz)']), sh: r['Soll/Haben-Kennzeichen'], konto: +r.Konto, gegen: +r['Gegenkonto (ohne BU-Schlüssel)'], date: `${dvYear}-${bd.slice(2)}-${bd.slice(0, 2)}`, text: r.Buchungstext, kost: r['KOST1 - Kostenstelle'] };
});
ok(DV.length > 30 && DV.every((p) => p.date >= '2025-10-01' && p.date <= '2025-12-31'), 'DATEV: all Belegdaten in Q4 2025');
ok(DV.every((p) => [1000, 1800, 1810].includes(p.konto) && /^[SH]$/.test(p.sh)), 'DATEV: Konto is a money account with S/H');
const dvSp = DV.filter((p) => p.gegen === 4100), dvGA = DV.filter((p) => p.gegen === 4150);
ok(dvSp.every((p) => p.sh === 'S' && /spende/i.test(p.text)), 'DATEV: 4100 postings are donations received');
ok(dvGA.every((p) => p.sh === 'S' && /Geldauflage/.test(p.text)), 'DATEV: 4150 postings are Geldauflagen');
ok(sum(dvSp.map((p) => p.amt)) < eur(/^Spenden$/) && sum(dvGA.map((p) => p.amt)) < eur(/^Geldauflagen/), 'DATEV: Q4 donations and Geldauflagen within the year');
ok(near(DV.find((p) => p.gegen === 7100).amt, eur(/^Zinserträge/)), 'DATEV: interest credited at year end = EÜR Zinserträge');
// ---- Begleitungsstatistik
const ST = xlsx(Fl('weserbogen', /Begleitungsstatistik/));
const SB = ST.Begleitungen;
const sbH = SB.findIndex((r) => r[0] === 'Monat');
const sbHead = SB[sbH].map((c, i) => [c, SB[sbH + 1][i]].filter(Boolean).join(' / '));
const sbCol = (re) => { const i = sbHead.findIndex((h) => re.test(h)); if (i < 0) throw new Error('stat column ' + re); return i; };
const sbRows = SB.slice(sbH + 2).filter((r) => MONATE.includes(String(r[0] || '').toLowerCase()));
const sbTot = SB.find((r) => /^Summe/.test(r[0] || ''));
ok(sbRows.length === 12 && sbRows[0][0] === 'Januar' && sbRows[11][0] === 'Dezember', 'stats: 12 months Januar–Dezember');
const cAnf = sbCol(/^Neue Anfragen/), cHome = sbCol(/zu Hause/), cHeim = sbCol(/Pflegeheim/), cKH = sbCol(/Krankenhaus/), cGes = sbCol(/gesamt/), cStd = sbCol(/Einsatzstunden/);
sbRows.forEach((r) => ok(r[cHome] + r[cHeim] + r[cKH] === r[cGes], `stats ${r[0]}: settings add to gesamt`));
for (const c of [cAnf, cHome, cHeim, cKH, cGes, cStd]) ok(sbRows.reduce((s, r) => s + r[c], 0) === sbTot[c], `stats column ${sbHead[c]} foots`);
const SF = ST.Fahrtkosten;
const sfRows = SF.filter((r) => MONATE.includes(String(r[0] || '').toLowerCase()));
sfRows.forEach((r) => ok(near(R2(r[1] * r[2]), r[3]), `Fahrtkosten ${r[0]}: km × rate`));
const sfTot = SF.find((r) => r[0] === 'Summe');
ok(sfRows.reduce((s, r) => s + r[1], 0) === sfTot[1] && near(sum(sfRows.map((r) => r[3])), sfTot[3]), 'Fahrtkosten sheet foots');
for (const [mon, re] of [['september', /September/], ['oktober', /Oktober/], ['november', /November/]]) {
  const r = sfRows.find((x) => x[0].toLowerCase() === mon);
  ok(near(DV.find((p) => p.gegen === 6650 && re.test(p.text)).amt, r[3]), `DATEV mileage paid for ${mon} = sheet`);
}
const SC = ST['Trauercafé'];
const cafe = SC.filter((r) => r[0] instanceof Date).map((r) => ({ date: r[0].toISOString().slice(0, 10), n: typeof r[1] === 'number' ? r[1] : null, note: r[3] || '' }));
ok(cafe.length === 12 && cafe.every((c) => (c.n === null) === /ausgefallen/.test(c.note)), 'Trauercafé: 12 dates, a blank count only when ausgefallen');
ok(cafe.filter((c) => c.n !== null).reduce((s, c) => s + c.n, 0) === SC.find((r) => r[0] === 'Summe')[1], 'Trauercafé total');
// ---- treasurer's report
const BER = await docx(Fl('weserbogen', /Schatzmeisterin/));
const bm = (re, what) => { const m = BER.match(re); ok(!!m, `report: ${what}`); return m; };
const memb = bm(/zählte der Verein (\d+) Mitglieder \(31\.12\.2024: (\d+)\)\. (\d+) Eintritten standen (\d+) Austritte/, 'members');
ok(+memb[2] + +memb[3] - +memb[4] === +memb[1], 'report: members roll forward');
const besch = bm(/mit Bescheid vom (\d{1,2}\. [A-Za-zä]+ \d{4}) eine Förderung von ([\d.,]+) €/, 'Bescheid');
const kp = bm(/Die Kassenprüfer (.+?) und (.+?) haben .*? am (\d{1,2}\. [A-Za-zä]+ \d{4}) geprüft/, 'Kassenprüfung');
const tre = bm(/\n([^\n,]+), Schatzmeisterin/, 'treasurer')[1];
const adv = bm(/von der (.+?) erstellt/, 'tax adviser')[1];
const berTot = bm(/Einnahmen von insgesamt ([\d.,]+) € standen Ausgaben von ([\d.,]+) € gegenüber\. .*?Überschuss von ([\d.,]+) €/, 'totals in prose');
ok(near(deNum(berTot[1]), eurTot.inc[0]) && near(deNum(berTot[2]), eurTot.exp[0]) && near(deNum(berTot[3]), eurTot.res[0]), 'report totals tie to the EÜR');
ok(/Steuerberatungsgesellschaft/.test(EURt) && EURt.includes(adv), 'report names the adviser who signed the EÜR');
const rows = tableRows(BER);
const resT = Object.fromEntries(rows.filter((r) => /\(§ 62/.test(r[0])).map((r) => [r[0], r.slice(1).map(deNum)]));
for (const [k, v] of Object.entries(resT)) {
  ok(near(R2(v[0] + v[1] - v[2]), v[3]), `report reserve ${k} rolls forward`);
  ok(near(v[3], RES[k][0]) && near(v[0], RES[k][1]), `report reserve ${k} ties to the EÜR's Vermögensübersicht`);
}
const planStart = rows.findIndex((r) => r[0] === 'Position');
const plan = {}; let side = null;
for (const r of rows.slice(planStart + 1)) { if (r[0] === 'Einnahmen' || r[0] === 'Ausgaben') { side = r[0]; continue; } plan[r[0]] = { ist: deNum(r[1]), plan: deNum(r[2]), side }; }
// Ist 2025 groups recomputed from the EÜR lines
const ist = {
  Personal: eur(/^Gehälter/) + eur(/^Gesetzliche Sozial/) + eur(/^Fortbildung/),
  Spenden: eur(/^Spenden$/) + eur(/^Geldauflagen/),
};
const planRow = (re) => plan[Object.keys(plan).find((k) => re.test(k))];
ok(near(planRow(/^Personalkosten/).ist, R2(ist.Personal)), 'report plan: Personalkosten Ist 2025 = EÜR salaries + social charges + training');
ok(near(planRow(/^Spenden und/).ist, R2(ist.Spenden)), 'report plan: Spenden und Geldauflagen Ist 2025 = EÜR');
ok(near(planRow(/^Förderung Kranken/).plan, deNum(besch[2])), 'report plan: 2026 Krankenkassen plan = Bescheid');
ok(near(sum(Object.values(plan).filter((p) => p.side === 'Einnahmen' && !/^Summe/.test(Object.keys(plan).find((k) => plan[k] === p))).map((p) => p.ist)), plan['Summe Einnahmen'].ist), 'report plan: Ist income foots');
ok(near(plan['Summe Einnahmen'].ist, eurTot.inc[0]) && near(plan['Summe Ausgaben'].ist, eurTot.exp[0]), 'report plan: Ist totals = EÜR totals');
// ---- Sparkasse CSV
const SPraw = fs.readFileSync(path.join(DOCS, Fl('weserbogen', /umsatz\.csv$/))).toString('latin1');
const SP = parse(SPraw, { delimiter: ';', columns: true, skip_empty_lines: true }).map((r) => ({
  date: `20${r.Buchungstag.slice(6)}-${r.Buchungstag.slice(3, 5)}-${r.Buchungstag.slice(0, 2)}`, type: r.Buchungstext, purpose: r.Verwendungszweck,
  party: r['Beguenstigter/Zahlungspflichtiger'], amt: deNum(r.Betrag), orig: deNum(r['Lastschrift Ursprungsbetrag']), fee: deNum(r['Auslagenersatz Ruecklastschrift']), sammler: r.Sammlerreferenz,
}));
ok(SP.every((t) => t.date >= '2026-01-01' && t.date <= '2026-03-31'), 'Sparkasse: January–March 2026');
ok(SP.every((t, i) => i === 0 || t.date <= SP[i - 1].date), 'Sparkasse: newest first');
const spRueck = SP.filter((t) => t.type === 'RUECKLASTSCHRIFT');
spRueck.forEach((t) => ok(near(-t.amt, R2(t.orig + t.fee)), `Rücklastschrift ${t.purpose}: amount = original + fee`));
ok(near(-SP.find((t) => /Fahrtkosten.*12\/2025/.test(t.purpose)).amt, sfRows[11][3]), 'Sparkasse: December mileage paid = sheet');
// ---- Kassenbon photo
const BON = ocr(Fl('weserbogen', /IMG_2025/));
const bonItems = [];
for (const l of BON.split('\n')) { const m = l.match(/^([A-Z][A-Z0-9 .\-]+?)\s+(\d+,\d{2})\s*([AB])\s*$/); if (m) bonItems.push({ name: m[1].trim(), amt: deNum(m[2]), code: m[3] }); }
const bonQty = [...BON.matchAll(/(\d+)\W{0,2}Stk x (\d+,\d{2})/g)].map((m) => ({ qty: +m[1], price: deNum(m[2]) }));
const bonTot = deNum(BON.match(/SUMME EUR\s+(\d+,\d{2})/)[1]);
ok(bonItems.length === 4 && near(sum(bonItems.map((i) => i.amt)), bonTot), 'receipt items foot to SUMME');
ok(bonQty.every((q) => bonItems.some((i) => near(R2(q.qty * q.price), i.amt))), 'receipt quantity lines extend');
const vatB = BON.match(/^B\s+7%\s+(\d+,\d{2})\s+(\d+,\d{2})\s+(\d+,\d{2})/m), vatA = BON.match(/^A\s+19%\s+(\d+,\d{2})\s+(\d+,\d{2})/m);
const grossA = sum(bonItems.filter((i) => i.code === 'A').map((i) => i.amt)), grossB = sum(bonItems.filter((i) => i.code === 'B').map((i) => i.amt));
ok(vatB && near(R2(deNum(vatB[1]) + deNum(vatB[2])), grossB) && near(deNum(vatB[3]), grossB) && near(deNum(vatB[2]), R2(grossB - R2(grossB / 1.07))), 'receipt 7% VAT line');
ok(vatA && near(R2(deNum(vatA[1]) + deNum(vatA[2])), grossA) && near(deNum(vatA[2]), R2(grossA - R2(grossA / 1.19))), 'receipt 19% VAT line');
const bonDate = (() => { const m = BON.match(/(\d{2})\.(\d{2})\.(\d{4}) \d{2}:\d{2}/); return `${m[3]}-${m[2]}-${m[1]}`; })();
ok(near(DV.find((p) => p.date === bonDate && p.gegen === 6860).amt, bonTot), 'DATEV Gedenkfeier posting on the receipt date = receipt total');
ok(/^KERZEN-HAUS HEINEMANN/.test(BON.trim()), 'receipt store read');

// ================================================================== MAYAB
// ---- balanza
const BZ = xlsx(Fl('mayab', /Balanza/)).Balanza;
ok(BZ.some((r) => /Del 01\/Ene\/2025 Al 31\/Dic\/2025/.test(r[0] || '')), 'balanza: January–December 2025');
const rfcLine = BZ.find((r) => /R\.F\.C\./.test(r[0] || ''))[0];
const BAL = {};
for (const r of BZ) if (/^\d{3}-\d{3}-\d{3}$/.test(r[0] || '')) BAL[r[0]] = { name: String(r[1]).trim(), v: r.slice(2, 8).map((x) => x || 0) };
const bzTot = BZ.find((r) => r[1] === 'Total:').slice(2, 8);
const mayors = Object.keys(BAL).filter((c) => c.endsWith('-000-000'));
for (const m of mayors) {
  const kids = Object.keys(BAL).filter((c) => c !== m && c.slice(0, 3) === m.slice(0, 3));
  for (let i = 0; i < 6; i++) ok(near(sum(kids.map((k) => BAL[k].v[i])), BAL[m].v[i]), `balanza ${m} col ${i} = sum of sub-accounts`);
}
for (let i = 0; i < 6; i++) ok(near(sum(mayors.map((m) => BAL[m].v[i])), bzTot[i]), `balanza Total col ${i} = mayores only`);
ok(near(bzTot[0], bzTot[1]) && near(bzTot[2], bzTot[3]) && near(bzTot[4], bzTot[5]), 'balanza balances (deudor = acreedor, cargos = abonos)');
for (const [c, a] of Object.entries(BAL)) {
  const [sid, sia, car, abo, sfd, sfa] = a.v;
  ok(near(R2(sid - sia + car - abo), R2(sfd - sfa)), `balanza ${c}: opening + cargos - abonos = closing`);
}
const bal = (code) => { const v = BAL[code].v; return R2(v[4] + v[5]); };
const balOpen = (code) => { const v = BAL[code].v; return R2(v[0] + v[1]); };
// ---- estados financieros
const EFt = pdf(Fl('mayab', /Estados financieros/));
const [efAct, efPos, efNotes] = EFt.split('\f');
const stmt = (page, n) => {
  const out = {};
  for (const raw of page.split('\n')) {
    const parts = raw.replace(/\$ ?/g, '').trim().split(/\s{2,}/);
    let k = parts.length; while (k > 0 && /^(\(?[\d,]+\.\d{2}\)?|–|\d+%|[\d.]+)$/.test(parts[k - 1])) k--;
    const vals = parts.slice(k);
    if (vals.length === n && k > 0) out[parts.slice(0, k).join(' ')] = vals.map(mxNum);
  }
  return out;
};
const ACT = stmt(efAct, 4);
ok(/Total\s+Total\s*\n\s*.*2025\s+2024/.test(efAct), 'estado de actividades: Total 2025 and Total 2024 columns');
const act = (re) => { const k = Object.keys(ACT).find((x) => re.test(x)); if (!k) throw new Error('actividades ' + re); return ACT[k]; };
const incLabels = Object.keys(ACT).slice(0, Object.keys(ACT).indexOf('Total de ingresos'));
const progLabels = Object.keys(ACT).slice(Object.keys(ACT).indexOf('Total de ingresos') + 1, Object.keys(ACT).indexOf('Total costos de programas'));
for (let c = 0; c < 4; c++) {
  ok(near(sum(incLabels.map((l) => ACT[l][c])), act(/^Total de ingresos/)[c]), `actividades income col ${c} foots`);
  ok(near(sum(progLabels.map((l) => ACT[l][c])), act(/^Total costos de programas/)[c]), `actividades programme col ${c} foots`);
  ok(near(R2(act(/^Total costos/)[c] + act(/^Gastos de administración/)[c] + act(/^Gastos financieros/)[c]), act(/^Total de gastos/)[c]), `actividades spending col ${c}`);
  ok(near(R2(act(/^Total de ingresos/)[c] - act(/^Total de gastos/)[c]), act(/^Cambio neto/)[c]), `actividades change col ${c}`);
  ok(near(R2(act(/al inicio/)[c] + act(/^Cambio neto/)[c]), act(/al final/)[c]), `actividades patrimonio col ${c}`);
}
for (const [k, v] of Object.entries(ACT)) ok(near(R2(v[0] + v[1]), v[2]), `actividades ${k}: no restringido + restringido = total 2025`);
ok(near(act(/al inicio/)[2], act(/al final/)[3]), 'actividades: 2025 opening = 2024 closing');
ok(near(act(/^Donativos nacionales/)[2], bal('401-001-000')) && near(act(/^Donativos del extranjero/)[2], bal('401-002-000')) && near(act(/^Donativos en especie/)[2], bal('401-003-000')), 'actividades donations tie to the balanza');
ok(near(act(/^Total costos de programas/)[2], bal('501-000-000')) && near(act(/^Gastos de administración/)[2], bal('601-000-000')) && near(act(/^Gastos financieros/)[2], bal('701-000-000')), 'actividades spending ties to the balanza');
ok(near(act(/al inicio/)[0], R2(balOpen('301-000-000') + balOpen('302-000-000'))) && near(act(/al inicio/)[1], balOpen('303-000-000')), 'actividades opening patrimonio ties to the balanza');
const POS = stmt(efPos, 2);
const pos = (re, c = 0) => { const k = Object.keys(POS).find((x) => re.test(x)); if (!k) throw new Error('situación ' + re); return POS[k][c]; };
for (const c of [0, 1]) {
  ok(near(R2(pos(/^Efectivo/, c) + pos(/^Deudores/, c)), pos(/^Total activo circulante/, c)), `situación current assets col ${c}`);
  ok(near(R2(pos(/^Total activo circulante/, c) + pos(/^Mobiliario/, c)), pos(/^Total activo$/, c)), `situación assets col ${c}`);
  ok(near(R2(pos(/^Proveedores/, c) + pos(/^Impuestos/, c)), pos(/^Total pasivo$/, c)), `situación liabilities col ${c}`);
  ok(near(R2(pos(/^No restringido/, c) + pos(/^Restringido/, c)), pos(/^Total patrimonio/, c)), `situación equity col ${c}`);
  ok(near(R2(pos(/^Total pasivo$/, c) + pos(/^Total patrimonio/, c)), pos(/^Total pasivo y patrimonio/, c)) && near(pos(/^Total activo$/, c), pos(/^Total pasivo y patrimonio/, c)), `situación balances col ${c}`);
}
ok(near(pos(/^Efectivo/), R2(bal('101-000-000') + bal('102-000-000') + bal('103-000-000'))) && near(pos(/^Efectivo/, 1), R2(balOpen('101-000-000') + balOpen('102-000-000') + balOpen('103-000-000'))), 'situación cash ties to the balanza');
ok(near(pos(/^Total patrimonio/), act(/al final/)[2]) && near(pos(/^Restringido/), act(/al final/)[1]), 'situación patrimonio = actividades closing');
ok(near(pos(/^Restringido/), bal('102-002-000')), 'restricted patrimonio = the project account at Banorte');
const NOTES = stmt(efNotes, 4);
for (const [k, v] of Object.entries(NOTES).filter(([k]) => /^(Equipo|Mobiliario)/.test(k))) ok(near(R2(v[1] - v[2]), v[3]), `note 4 ${k}: cost - depreciation = net`);
const notesTot = stmt(efNotes, 3).Total;
ok(near(notesTot[2], pos(/^Mobiliario/)) && near(R2(notesTot[0] - notesTot[1]), notesTot[2]), 'note 4 total: net = balance sheet');
const tranches = [...efNotes.matchAll(/Ministración recibida el (\d{2})\/(\d{2})\/(\d{4})\s+([\d,]+\.\d{2})\s+(\d+\.\d{4})\s+([\d,]+\.\d{2})/g)].map((m) => ({ date: `${m[3]}-${m[2]}-${m[1]}`, usd: mxNum(m[4]), rate: +m[5], mxn: mxNum(m[6]) }));
ok(tranches.length === 2 && tranches.every((t) => near(R2(t.usd * t.rate), t.mxn)), 'note 6 tranches: USD × rate = pesos');
ok(near(sum(tranches.map((t) => t.mxn)), bal('401-002-000')), 'note 6 tranches = donativos del extranjero');
const accountant = efAct.match(/Elaboró: (.+?), Contador/)[1];
// ---- CFDI export
const CF = xlsx(Fl('mayab', /CFDI/))['Consulta CFDI'];
const cfH = CF[0];
const cc = (name) => cfH.indexOf(name);
const CFDI = CF.slice(1).filter((r) => r[0]).map((r) => ({ rfc: r[cc('RFC Receptor')], name: r[cc('Nombre o Razón Social del Receptor')], at: r[cc('Fecha de Emisión')], total: mxNum(r[cc('Total')]), estado: r[cc('Estado del Comprobante')], pac: r[cc('PAC que Certificó')], emisor: r[cc('RFC Emisor')] }));
ok(CFDI.every((c) => c.at >= '2025-07-01' && c.at < '2026-01-01'), 'CFDI: issued July–December 2025');
ok(CFDI.every((c) => c.emisor === rfcLine.match(/R\.F\.C\.: (\S+)/)[1]), 'CFDI: issuer RFC = balanza RFC');
ok(CFDI.every((c) => ['Vigente', 'Cancelado'].includes(c.estado)), 'CFDI: status Vigente or Cancelado');
const VIG = CFDI.filter((c) => c.estado === 'Vigente');
ok(near(VIG.find((c) => c.rfc === 'XEXX010101000').total, tranches.find((t) => t.date.startsWith('2025-09')).mxn), 'CFDI to the foreign donor = second tranche in pesos');
ok(sum(VIG.filter((c) => !c.rfc.startsWith('XEXX')).map((c) => c.total)) < bal('401-001-000'), 'CFDI: domestic receipts within the year\'s donativos nacionales');
// ---- BBVA CSV
const BBraw = fs.readFileSync(path.join(DOCS, Fl('mayab', /bbva/))).toString('utf8').replace(/^\ufeff/, '');
const bbLines = BBraw.split('\r\n');
const bbAcct = bbLines[0].match(/"(\d+)"/)[1];
const BB = parse(bbLines.slice(bbLines.findIndex((l) => l.startsWith('"Día"'))).join('\n'), { columns: true, skip_empty_lines: true }).map((r) => ({
  date: r['Día'].split('/').reverse().join('-'), concept: r['Concepto / Referencia'], cargo: mxNum(r.Cargo), abono: mxNum(r.Abono), saldo: mxNum(r.Saldo),
})).reverse();
ok(bbAcct === BAL['102-001-000'].name.match(/cta (\d+)/)[1], 'BBVA export is the balanza\'s operating account');
ok(BB.every((t) => t.date >= '2026-01-01' && t.date <= '2026-02-28'), 'BBVA: January–February 2026');
const bbOpen = R2(BB[0].saldo + BB[0].cargo - BB[0].abono);
ok(near(bbOpen, bal('102-001-000')), 'BBVA opening balance = balanza closing 102-001-000');
for (let i = 1; i < BB.length; i++) ok(near(R2(BB[i - 1].saldo - BB[i].cargo + BB[i].abono), BB[i].saldo), `BBVA running balance line ${i}`);
ok(near(BB.find((t) => /SAT/.test(t.concept) && /DIC 2025/.test(t.concept)).cargo, bal('216-001-000')), 'BBVA: December ISR paid = balanza 216-001');
ok(near(BB.find((t) => /IMSS/.test(t.concept) && /DIC 2025/.test(t.concept)).cargo, bal('216-002-000')), 'BBVA: December IMSS paid = balanza 216-002');
ok(near(BB.find((t) => /VIVERO/.test(t.concept)).cargo, bal('201-000-000')), 'BBVA: supplier paid = balanza 201');
// ---- informe
const INF = await docx(Fl('mayab', /Informe anual/));
const im = (re, what) => { const m = INF.match(re); ok(!!m, `informe: ${what}`); return m; };
const infSum = im(/con (\d+) familias de (\d+) comunidades.*?Se sembraron ([\d,]+) plantas nativas .*? en ([\d.]+) hectáreas.*?suman (\d+) colmenas.*?fue de ([\d.]+) kg de miel/s, 'summary figures');
const infRows = tableRows(INF);
const commStart = infRows.findIndex((r) => r[0] === 'Comunidad');
const COMM = infRows.slice(commStart + 1).filter((r) => r[0] !== 'Total' && r.length === 5 && /^\d+$/.test(r[2])).map((r) => ({ name: r[0], muni: r[1], fam: +r[2], hives: +r[3], plants: mxNum(r[4]) }));
const commTot = infRows.find((r, i) => i > commStart && r[0] === 'Total' && r.length === 5 && r[1] === '');
ok(COMM.length === +infSum[2], 'informe: community table lists every community');
ok(COMM.reduce((s, c) => s + c.fam, 0) === +infSum[1] && COMM.reduce((s, c) => s + c.hives, 0) === +infSum[5] && COMM.reduce((s, c) => s + c.plants, 0) === mxNum(infSum[3]), 'informe: community table = figures in prose');
ok(+commTot[2] === +infSum[1] && +commTot[3] === +infSum[5] && mxNum(commTot[4]) === mxNum(infSum[3]), 'informe: community table total row');
const budStart = infRows.findIndex((r) => r[0] === 'Rubro');
const BUD = infRows.slice(budStart + 1).map((r) => ({ rubro: r[0], budget: mxNum(r[1]), spent: mxNum(r[2]), diff: mxNum(r[3]), pct: parseFloat(r[4]) }));
const budTot = BUD.find((b) => b.rubro === 'Total'), BUDR = BUD.filter((b) => b.rubro !== 'Total');
BUD.forEach((b) => ok(near(R2(b.budget - b.spent), b.diff) && Math.abs(b.spent / b.budget * 100 - b.pct) < 0.006, `informe budget ${b.rubro}: variation and % ejercido`));
ok(near(sum(BUDR.map((b) => b.budget)), budTot.budget) && near(sum(BUDR.map((b) => b.spent)), budTot.spent), 'informe budget foots');
ok(near(budTot.spent, act(/liberado de restricciones/)[0]), 'informe spending = restrictions released in the statements');
ok(near(sum(BUDR.filter((b) => /^(Cajas|Apoyos)/.test(b.rubro)).map((b) => b.spent)), bal('501-002-000')) && near(sum(BUDR.filter((b) => !/^(Cajas|Apoyos)/.test(b.rubro)).map((b) => b.spent)), bal('501-003-000')), 'informe rubros tie to balanza 501-002 and 501-003');
const infSaldo = im(/saldo no ejercido al 31 de diciembre de 2025, \$([\d,]+\.\d{2})/, 'unspent balance');
ok(near(mxNum(infSaldo[1]), pos(/^Restringido/)), 'informe unspent balance = restricted patrimonio');
const infTr = [...INF.matchAll(/USD ([\d,]+) el (\d{1,2} de [a-z]+ de \d{4})/g)].map((m) => ({ usd: mxNum(m[1]), date: esIso(m[2]) }));
ok(infTr.length === 2 && infTr.every((t) => tranches.some((x) => x.date === t.date && x.usd === t.usd)), 'informe tranches = note 6');
const nextTr = esIso(im(/tercera ministración, por USD [\d,]+, está programada para el (\d{1,2} de [a-z]+ de \d{4})/, 'third tranche')[1]);
// ---- ferretería ticket
const TK = ocr(Fl('mayab', /WhatsApp/));
const tkLines = TK.split('\n').map((l) => l.trim()).filter(Boolean);
const tkItems = [];
tkLines.forEach((l, i) => {
  const m = l.match(/^@\s*([\d,]+\.\d{2})\s+([\d,]+\.\d{2})$/);
  if (!m) return;
  const head = tkLines.slice(0, i).reverse().find((x) => /^\d+ [A-Z]/.test(x));
  tkItems.push({ qty: +head.match(/^(\d+)/)[1], desc: head.replace(/^\d+ /, ''), price: mxNum(m[1]), amt: mxNum(m[2]) });
});
tkItems.forEach((t) => ok(near(R2(t.qty * t.price), t.amt), `ticket ${t.desc}: qty × price`));
const tka = (re) => { const m = TK.match(re); ok(!!m, `ticket ${re}`); return m ? mxNum(m[1]) : NaN; };
const tkSub = tka(/SUBTOTAL\s+([\d,]+\.\d{2})/), tkIva = tka(/IVA 16%\s+([\d,]+\.\d{2})/), tkTot = tka(/^TOTAL\s+([\d,]+\.\d{2})/m), tkCash = tka(/EFECTIVO\s+([\d,]+\.\d{2})/), tkChg = tka(/CAMBIO\s+([\d,]+\.\d{2})/);
ok(tkItems.length === 5 && near(sum(tkItems.map((t) => t.amt)), tkSub), 'ticket items foot to SUBTOTAL');
ok(near(R2(tkSub * 0.16), tkIva) && near(R2(tkSub + tkIva), tkTot) && near(R2(tkCash - tkTot), tkChg), 'ticket IVA, total and change');
const tkDate = (() => { const m = TK.match(/FECHA: (\d{2})\/(\d{2})\/(\d{4})/); return `${m[3]}-${m[2]}-${m[1]}`; })();

// ================================================================== answers
const allText = {
  weserbogen: EURt + BER + DVraw + SPraw + BON + JSON.stringify(ST),
  mayab: EFt + INF + BBraw + TK + JSON.stringify(BZ) + JSON.stringify(CF),
};
const months = sbRows.map((r) => r[0].toLowerCase());
const stdTot = sbTot[cStd], closedTot = sbTot[cGes], homeTot = sbTot[cHome];
const held = cafe.filter((c) => c.n !== null);
const person = R2(eur(/^Gehälter/) + eur(/^Gesetzliche Sozial/));
const ideellExp = EUR.I.expTot[0];
const spSp = SP.filter((t) => t.amt > 0 && /^Spende/.test(t.purpose));
const betriebsmittel = resT[Object.keys(resT).find((k) => /^Betriebsmittel/.test(k))][3];
const freie = resT[Object.keys(resT).find((k) => /^Freie/.test(k))][3];
const comm = (name) => COMM.find((c) => c.name === name);
const fees = BB.filter((t) => /COMISION/.test(t.concept));
const bud = (re) => BUDR.find((b) => re.test(b.rubro));
const don = bal('401-000-000');
const plantsTot = COMM.reduce((s, c) => s + c.plants, 0);

const A = {
  'weserbogen-001': () => eur(/^Spenden$/),
  'weserbogen-002': () => eur(/^Förderung der Krankenkassen/, 'I', 1),
  'weserbogen-003': () => sbRows[months.indexOf('august')][cStd],
  'weserbogen-004': () => funds(/^Tagesgeld/),
  'weserbogen-005': () => bonTot,
  'weserbogen-006': () => freie,
  'weserbogen-007': () => deNum(besch[2]),
  'weserbogen-008': () => sum(dvSp.map((p) => p.amt)),
  'weserbogen-009': () => sbRows.slice(0, 6).reduce((s, r) => s + r[cGes], 0),
  'weserbogen-010': () => -sum(SP.filter((t) => /^Gehaelter/.test(t.purpose) || t.party === 'AOK Niedersachsen').map((t) => t.amt)),
  'weserbogen-011': () => person,
  'weserbogen-012': () => sum(dvGA.map((p) => p.amt)),
  'weserbogen-013': () => R2(eur(/^Spenden$/) - eur(/^Spenden$/, null, 1)),
  'weserbogen-014': () => +memb[1] - +memb[2],
  'weserbogen-015': () => sfRows[11][1] - sfRows[0][1],
  'weserbogen-016': () => Math.abs(R2(eurTot.res[0] - eurTot.res[1])),
  'weserbogen-017': () => eur(/^Förderung der Krankenkassen/) / eurTot.inc[0] * 100,
  'weserbogen-018': () => homeTot / closedTot * 100,
  'weserbogen-019': () => (eur(/^Mitgliedsbeiträge/) / eur(/^Mitgliedsbeiträge/, null, 1) - 1) * 100,
  'weserbogen-020': () => person / ideellExp * 100,
  'weserbogen-021': () => stdTot / closedTot,
  'weserbogen-022': () => betriebsmittel / (person / 12),
  'weserbogen-023': () => stdTot / 12,
  'weserbogen-024': () => held.reduce((s, c) => s + c.n, 0) / held.length,
  'weserbogen-025': () => sum(dvSp.map((p) => p.amt)) / dvSp.length,
  'weserbogen-026': () => cafe.length - held.length,
  'weserbogen-027': () => spRueck.length,
  'weserbogen-028': () => DV.filter((p) => p.kost === '40').length,
  'weserbogen-034': () => Math.max(...spSp.map((t) => t.amt)),
  'weserbogen-037': () => sum(dvSp.filter((p) => p.amt >= 1000).map((p) => p.amt)),
  'weserbogen-038': () => sum(spSp.map((t) => t.amt)),
  'weserbogen-039': () => sum(DV.filter((p) => p.kost === '10' && p.sh === 'H').map((p) => p.amt)),
  'weserbogen-040': () => R2(planRow(/^Personalkosten/).plan - planRow(/^Personalkosten/).ist),
  'weserbogen-041': () => R2(deNum(besch[2]) - eur(/^Förderung der Krankenkassen/)),
  'weserbogen-042': () => R2(planRow(/^Spenden und/).ist - planRow(/^Spenden und/).plan),
  'mayab-001': () => bal('102-001-000'),
  'mayab-002': () => act(/^Donativos en especie/)[2],
  'mayab-003': () => +infSum[6],
  'mayab-004': () => act(/^Total de ingresos/)[3],
  'mayab-005': () => tkTot,
  'mayab-006': () => tranches.find((t) => t.date.startsWith('2025-09')).rate,
  'mayab-007': () => don,
  'mayab-008': () => sum(VIG.filter((c) => c.at.startsWith('2025-11')).map((c) => c.total)),
  'mayab-009': () => COMM.filter((c) => c.muni === 'Valladolid').reduce((s, c) => s + c.plants, 0),
  'mayab-010': () => sum(BB.filter((t) => t.date.startsWith('2026-01')).map((t) => t.abono)),
  'mayab-011': () => R2(act(/^Gastos de administración/)[2] + act(/^Gastos financieros/)[2]),
  'mayab-012': () => Math.abs(R2(pos(/^Efectivo/) - pos(/^Efectivo/, 1))),
  'mayab-013': () => R2(act(/^Total costos de programas/)[2] - act(/^Gastos de administración/)[2]),
  'mayab-014': () => Math.abs(R2(BB.at(-1).saldo - bbOpen)),
  'mayab-015': () => comm('Tekom').hives - comm('Popolá').hives,
  'mayab-016': () => bal('401-002-000') / don * 100,
  'mayab-017': () => budTot.spent / budTot.budget * 100,
  'mayab-018': () => (act(/^Total de ingresos/)[2] / act(/^Total de ingresos/)[3] - 1) * 100,
  'mayab-019': () => (CFDI.length - VIG.length) / CFDI.length * 100,
  'mayab-020': () => pos(/^Total activo circulante/) / pos(/^Total pasivo$/),
  'mayab-021': () => plantsTot / +infSum[4],
  'mayab-022': () => +infSum[6] / +infSum[5],
  'mayab-023': () => sum(VIG.map((c) => c.total)) / VIG.length,
  'mayab-024': () => COMM.reduce((s, c) => s + c.fam, 0) / COMM.length,
  'mayab-025': () => (bal('601-001-000') + bal('501-006-000')) / 12,
  'mayab-026': () => CFDI.length - VIG.length,
  'mayab-027': () => COMM.filter((c) => c.hives > 40).length,
  'mayab-028': () => fees.filter((t) => !/^IVA/.test(t.concept)).length,
  'mayab-034': () => Math.max(...BB.map((t) => t.abono)),
  'mayab-037': () => sum(VIG.filter((c) => c.rfc === 'XAXX010101000').map((c) => c.total)),
  'mayab-038': () => sum(fees.map((t) => t.cargo)),
  'mayab-039': () => COMM.filter((c) => c.fam > 15).reduce((s, c) => s + c.plants, 0),
  'mayab-040': () => -bud(/^Talleres/).diff,
  'mayab-041': () => budTot.diff,
  'mayab-042': () => bud(/^Cajas/).diff,
};
const bigGA = argmax(dvGA.map((p) => [p.date, p.amt]), 'Geldauflage')[0];
const progSub = Object.keys(BAL).filter((c) => /^501-00[1-9]/.test(c));
const T = {
  'weserbogen-029': bigGA, 'weserbogen-030': deIso(kp[3]), 'weserbogen-031': deIso(besch[1]),
  'weserbogen-032': SP.find((t) => /Mitgliedsbeitraege 2026 Einzug/.test(t.purpose) && t.sammler).date,
  'weserbogen-033': months[sbRows.indexOf(argmax(sbRows.map((r) => [r, r[cAnf]]), 'Anfragen')[0])],
  'weserbogen-035': argmax(held.map((c) => [c.date, c.n]), 'Trauercafé')[0],
  'weserbogen-036': argmax(Object.entries(EUR.I.exp).filter(([k]) => !/^(Gehälter|Gesetzliche)/.test(k)).map(([k, v]) => [k, v[0]]), 'ideell expense')[0].split(' ')[0].toLowerCase(),
  'weserbogen-043': tre.split(' ').at(-1).toLowerCase(),
  'weserbogen-044': SP.find((t) => /Beitragsnachweis/.test(t.purpose)).party.split(' ')[0].toLowerCase(),
  'weserbogen-045': adv.split(' Steuerberatungsgesellschaft')[0].toLowerCase(),
  'mayab-029': nextTr, 'mayab-030': tkDate,
  'mayab-031': argmax(VIG.map((c) => [c.at, c.total]), 'CFDI')[0].slice(0, 10),
  'mayab-032': BB.find((t) => /SAT/.test(t.concept) && /DIC 2025/.test(t.concept)).date,
  'mayab-033': argmax(COMM.map((c) => [c.name, c.plants]), 'plants')[0].toLowerCase(),
  'mayab-035': argmax(BUDR.map((b) => [b.rubro, b.diff]), 'underspent')[0].split(' ')[0].toLowerCase(),
  'mayab-036': BAL[argmax(progSub.map((c) => [c, bal(c)]), 'programme line')[0]].name.toLowerCase(),
  'mayab-043': accountant.split(' ').slice(-2)[0].toLowerCase(),
  'mayab-044': rfcLine.match(/R\.F\.C\.: (\S+)/)[1].toLowerCase(),
  'mayab-045': (() => { const p = [...new Set(CFDI.map((c) => c.pac))]; ok(p.length === 1, 'one PAC certified every CFDI'); return p[0].toLowerCase(); })(),
};
// notfound subjects: each is absent from the files
const NF = {
  'weserbogen-046': () => /Geschäftsjahr\s+Vorjahr\s*\n\s*2025\s+2024/.test(EURt) && !/\b2023\b/.test(BER + JSON.stringify(ST)) && !DV.some((p) => p.date < '2025-01-01'),
  'weserbogen-047': () => !/\d+\s+(aktive\s+)?(Ehrenamtliche|Hospizbegleiter)/i.test(allText.weserbogen),
  'weserbogen-048': () => DV.every((p) => p.date >= '2025-10-01') && !/September 2025|09\/2025/.test(BER),
  'weserbogen-049': () => SP.filter((t) => /Gehaelter/.test(t.purpose)).every((t) => t.party === '') && !/Gehalt (der|des)|verdient/i.test(BER),
  'weserbogen-050': () => files('weserbogen').every((f) => !/reinecke|rechnung/i.test(f)) && !/REINECKE/i.test(BON),
  'mayab-046': () => /Total\s+Total\s*\n\s*.*2025\s+2024/.test(efAct) && !/\b2023\b/.test(EFt + INF),
  'mayab-047': () => files('mayab').filter((f) => /\.csv$/.test(f)).length === 1 && bbAcct !== BAL['102-002-000'].name.match(/cta (\d+)/)[1],
  'mayab-048': () => !/aguinaldo/i.test(allText.mayab),
  'mayab-049': () => !/presupuesto (de )?2026|2026 budget|presupuesto .{0,30}2026/i.test(allText.mayab),
  'mayab-050': () => files('mayab').every((f) => !/xtoloc|1187|factura/i.test(f)) && !/XTOLOC/.test(TK + INF + EFt),
};

const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const kinds = {}, kindsBy = { weserbogen: {}, mayab: {} };
for (const c of cases) {
  kinds[c.kind] = (kinds[c.kind] || 0) + 1;
  kindsBy[c.org][c.kind] = (kindsBy[c.org][c.kind] || 0) + 1;
  ok(JSON.stringify(c.documents) === JSON.stringify(files(c.org).sort()), `${c.id} lists all of its organisation's files`);
  ok(c.question === c.question.toLowerCase(), `${c.id} typed in lower case`);
  if (c.answer.type === 'number') {
    ok(!!A[c.id], `${c.id} has an independent computation`);
    if (!A[c.id]) continue;
    const got = A[c.id]();
    const dp = (String(c.answer.value).split('.')[1] || '').length;
    ok(Math.abs(got - c.answer.value) <= 0.5 * 10 ** -Math.max(dp, 2) + 1e-9, `${c.id}: recomputed ${got} vs case ${c.answer.value}`);
  } else if (c.answer.type === 'text') {
    ok(T[c.id] !== undefined, `${c.id} has an independent reading`);
    ok(c.answer.any.map((p) => p.toLowerCase()).includes(String(T[c.id]).toLowerCase()), `${c.id}: read "${T[c.id]}" is among the accepted phrases ${JSON.stringify(c.answer.any)}`);
  } else if (c.answer.type === 'notfound') {
    ok(NF[c.id] && NF[c.id](), `${c.id}: subject absent from the documents`);
  } else ok(false, `${c.id}: unknown type`);
}
const want = { lookup: 13, sum: 10, difference: 8, percent: 8, ratio: 5, average: 6, count: 6, date: 8, extreme: 8, filter: 6, variance: 6, text: 6, notfound: 10 };
ok(JSON.stringify(Object.entries(kinds).sort()) === JSON.stringify(Object.entries(want).sort()), `kind mix ${JSON.stringify(kinds)}`);
ok(cases.filter((c) => c.org === 'weserbogen').length === 50 && cases.filter((c) => c.org === 'mayab').length === 50, '50 cases per organisation');
ok(new Set(cases.map((c) => c.id)).size === cases.length && new Set(cases.map((c) => c.question)).size === cases.length, 'ids and questions unique');
console.log(`verify: ${checks - failures}/${checks} checks passed`);
if (failures) { console.log('verify FAILED'); process.exit(1); }
console.log('verify passed');
