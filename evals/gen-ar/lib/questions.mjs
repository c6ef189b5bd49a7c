// The 100 questions of set AR. Each case holds the answer from data.mjs, an ideal and a wrong reply, and `from`:
// how the answer is recomputed from the generated files by verify.mjs (g = generic readings of the files).
import { TU as T, JA as J } from '../data.mjs';

const sum = (a) => a.reduce((s, x) => s + x, 0);
const r2 = (v) => Math.round(v * 100) / 100;
const en = (v, dp) => Number(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const U = {
  eur: (v) => `${en(Math.abs(v), 2)} €`,
  fcfa: (v) => `${en(Math.abs(v), 0)} FCFA`,
  pct: (v) => `${en(v, 2)}%`,
  n: (v) => en(v, Number.isInteger(v) ? 0 : 3),
};
const REFUSE = 'I could not find that in the documents.';

export const CASES = [];
const seq = { turia: 0, jappoo: 0 };
function C(org, kind, question, o) {
  const id = `${org}-${String(++seq[org]).padStart(3, '0')}`;
  const c = { id, org, kind, question, from: o.from, local: !!o.local };
  if (o.nf) {
    c.answer = { type: 'notfound' };
    c.ideal = REFUSE;
    c.wrong = o.wrong;
    c.absent = o.absent; // (all text of the org, text by document) => true when the subject is not in the documents
  } else if (o.text) {
    c.answer = { type: 'text', any: o.text };
    c.ideal = `${o.say ?? o.text[0]}, going by the documents.`;
    c.wrong = `${o.wrong}, going by the documents.`;
  } else {
    const tol = o.tol ?? (kind === 'count' ? 0 : 0.005);
    c.answer = { type: 'number', value: o.v, tolerance: tol, ...(o.alt ? { alt: o.alt } : {}) };
    const f = U[o.unit ?? 'n'];
    c.ideal = `${f(o.v)}, going by the documents.`;
    c.wrong = `${f(o.wrong)}, going by the documents.`;
  }
  CASES.push(c);
}
const tu = (kind, q, o) => C('turia', kind, q, o);
const ja = (kind, q, o) => C('jappoo', kind, q, o);
const pc = (a, b) => Math.round((10000 * a) / b) / 100;
const dates = (d, m, y, es, fr) => {
  const EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  return [...new Set([`${dd}/${mm}/${y}`, `${d}/${m}/${y}`, `${y}-${mm}-${dd}`, `${d} ${EN[m - 1]} ${y}`, `${EN[m - 1]} ${d}, ${y}`, `${d} ${EN[m - 1].slice(0, 3)} ${y}`, `${EN[m - 1].slice(0, 3)} ${d}, ${y}`, ...(es ? [es] : []), ...(fr ? [fr] : [])])];
};

// ====================================================================== turia
// documents: 0 cuentas anuales (pdf), 1 sumas y saldos (xlsx), 2 cuenta justificativa (xlsx), 3 CaixaBank (csv),
// 4 acta del Patronato (docx), 5 ticket (jpg)
const P = T.P, B = T.B;
const PN = 'PATRIMONIO NETO Y PASIVO', PYG = 'A) EXCEDENTE DEL EJERCICIO', ACT = 'II. Recursos económicos totales empleados por la entidad (en euros):';
const DR2 = '14. Aplicación de elementos patrimoniales a fines propios (continuación)';
tu('lookup', '¿Cuánto sumaron las subvenciones imputadas a excedentes del ejercicio en 2025?', { local: true, v: P.d[0], unit: 'eur', wrong: P.d[1], from: (g) => g.n(0, 'd) Subvenciones imputadas a excedentes del ejercicio', 0) });
tu('lookup', 'What were total ingresos de la actividad propia in 2024?', { v: P.l1[1], unit: 'eur', wrong: P.l1[0], from: (g) => g.n(0, '1. Ingresos de la actividad propia', 2) });
tu('lookup', 'gastos de personal 2025?', { local: true, v: -P.l8[0], unit: 'eur', wrong: -P.l8[1], from: (g) => g.n(0, '8. Gastos de personal', 1) });
tu('lookup', "What was the foundation's surplus (excedente del ejercicio) for 2025?", { v: P.A4[0], unit: 'eur', wrong: P.I[0], from: (g) => g.n(0, 'IV. Excedente del ejercicio', 1) });
tu('lookup', '¿Cuál fue el resultado total, variación del patrimonio neto en el ejercicio 2025?', { local: true, v: P.I[0], unit: 'eur', wrong: P.A4[0], from: (g) => g.n(0, 'EJERCICIO (A.4+D+E+F+G+H)', 0) });
tu('difference', 'How much did cuotas de asociados y afiliados go up between 2024 and 2025?', { v: r2(P.a[0] - P.a[1]), unit: 'eur', wrong: r2(P.l1[0] - P.l1[1]), from: (g) => g.n(0, 'a) Cuotas de asociados y afiliados', 0) - g.n(0, 'a) Cuotas de asociados y afiliados', 1) });
tu('percent', 'By what percentage did donations and legacies imputed to the result grow in 2025 compared with 2024?', { v: pc(P.e[0] - P.e[1], P.e[1]), unit: 'pct', wrong: pc(P.d[1] - P.d[0], P.d[1]), from: (g) => (100 * (g.n(0, 'e) Donaciones y legados imputados a excedentes del ejercicio', 0) - g.n(0, 'e) Donaciones y legados imputados a excedentes del ejercicio', 1))) / g.n(0, 'e) Donaciones y legados imputados a excedentes del ejercicio', 1) });
tu('lookup', 'efectivo al cierre de 2025?', { local: true, v: B.efectivo[0], unit: 'eur', wrong: B.efectivo[1], from: (g) => g.n(0, 'VIII. Efectivo y otros activos líquidos equivalentes', 0) });
tu('ratio', 'What is our current ratio (activo corriente / pasivo corriente) at the end of 2025?', { v: Math.round((1000 * B.ac[0]) / B.pc[0]) / 1000, wrong: Math.round((1000 * B.ac[1]) / B.pc[1]) / 1000, from: (g) => g.n(0, 'B) ACTIVO CORRIENTE', 0) / g.n(0, 'C) PASIVO CORRIENTE', 0) });
tu('lookup', 'Patrimonio neto total a 31/12/2025?', { local: true, v: B.pn[0], unit: 'eur', wrong: B.fp[0], from: (g) => g.n(0, 'A) PATRIMONIO NETO', 0) });
tu('count', '¿Cuántos beneficiarios atendió el comedor social en 2025?', { local: true, v: T.personas[1][3], wrong: T.menus, from: (g) => g.n(0, 'Beneficiarios (personas físicas)', 1) });
tu('lookup', 'What was the total cost of the Aula Oberta activity in 2025, including investments?', { v: T.actTotal[2], unit: 'eur', wrong: T.actGastos[2], from: (g) => g.n(0, 'TOTAL RECURSOS EMPLEADOS', 2) });
tu('percent', 'What share of our 2025 expenses was not allocated to any of the three activities?', { v: pc(T.niGastos, T.gastosTot[0]), unit: 'pct', wrong: pc(T.niGastos, T.gastosTot[0] + T.invTot), from: (g) => (100 * g.n(0, 'Subtotal gastos', 4, ACT)) / g.n(0, 'Subtotal gastos', 5, ACT) });
const dr = (y) => T.dr.find((d) => d.y === y);
tu('lookup', '¿Cuál fue la base de cálculo del destino de rentas en 2023?', { local: true, v: dr(2023).base, unit: 'eur', wrong: dr(2023).renta, from: (g) => g.n(0, '2023', 3, 'Grado de cumplimiento del destino de rentas e ingresos (en euros)') });
tu('percent', 'In 2024, what percentage of the base de cálculo did we actually devote to our purposes?', { v: dr(2024).pct, unit: 'pct', wrong: 70, from: (g) => { const w = g.n(0, '2024', 7, DR2); const c = (100 * g.n(0, '2024', 6, DR2)) / g.n(0, '2024', 3, DR2); return Math.abs(w - c) < 0.01 ? w : NaN; } });
tu('lookup', 'Renta mínima a destinar a fines en 2025 (el 70 %)?', { local: true, v: dr(2025).renta, unit: 'eur', wrong: dr(2024).renta, from: (g) => g.n(0, '2025', 4, DR2) });
tu('total', 'Over 2021–2025, how much in total did the foundation devote to its purposes (recursos destinados a fines)?', { v: T.drTot.rec, unit: 'eur', wrong: T.drTot.renta, from: (g) => g.n(0, 'TOTAL', 2, DR2) });
const cVan = T.capital.find((c) => /frigor/.test(c[1]));
tu('grant', "How much of the Conselleria's capital grant for the refrigerated van is still to be taken to income at the end of 2025?", { v: r2(cVan[3] - cVan[4] - cVan[5]), unit: 'eur', wrong: cVan[5], from: (g) => g.n(0, 'Conselleria de Servicios Sociales – Furgoneta frigorífica', 4) });
const tb = (code) => T.tb.find((a) => a[0] === code);
tu('lookup', "What's the balance of the Iberdrola electricity account in Contasol for 2025?", { v: tb('62800001')[2], unit: 'eur', wrong: r2(sum(T.tb.filter((a) => a[0].startsWith('628')).map((a) => a[2]))), from: (g) => g.tb('62800001').sd });
tu('coa', 'Which subaccount is the CaixaBank current account in Contasol?', { text: ['57200001'], say: 'Subaccount 57200001', wrong: 'Subaccount 57200002', from: (g) => g.tbFind(/^CaixaBank c\/c/).code });
tu('total', '¿Cuánto pagamos de alquileres en 2025 entre los dos locales?', { local: true, v: r2(tb('62100001')[2] + tb('62100002')[2]), unit: 'eur', wrong: tb('62100001')[2], from: (g) => g.tb('621').sd });
tu('lookup', 'How much IRPF withholding did we still owe Hacienda at 31/12/2025?', { v: -tb('47510001')[2], unit: 'eur', wrong: -tb('47600001')[2], from: (g) => g.tb('47510001').sa });
tu('lookup', 'How much food did we buy in 2025 (compras de alimentos)?', { v: tb('60000001')[2], unit: 'eur', wrong: -P.l6[0], from: (g) => g.tb('60000001').sd });
tu('lookup', 'What is the total budgeted cost of the Primera Oportunitat programme?', { v: T.gva.presupuesto, unit: 'eur', wrong: T.gva.concedido, from: (g) => g.srow(2, 'Presupuesto y ejecución', 'TOTAL')[1] });
const gx = (i) => T.gvaExec[i];
tu('variance', 'How far over budget were personnel costs in the Primera Oportunitat justification?', { v: gx(0).desv, unit: 'eur', wrong: r2(T.gvaEjTot - T.gvaPresTot), from: (g) => { const r = g.srow(2, 'Presupuesto y ejecución', '1. Gastos de personal'); return r[2] - r[1]; } });
tu('percent', '¿Qué porcentaje de ejecución global tiene el programa Primera Oportunitat?', { local: true, v: pc(T.gvaEjTot, T.gvaPresTot), unit: 'pct', wrong: gx(0).pct, from: (g) => 100 * g.srow(2, 'Presupuesto y ejecución', 'TOTAL')[4] });
tu('count', 'How many documents are listed in the relación de justificantes?', { v: T.gvaJust.length, wrong: T.gvaJust.length + T.gvaPersonal.length, from: (g) => g.sheet(2, 'Relación de justificantes').filter((r) => typeof r[0] === 'number').length });
tu('extreme', 'Apart from the becas, which supplier has the largest document charged to the Primera Oportunitat grant?', { text: ['Inmobiliaria Sueca 41'], say: 'Inmobiliaria Sueca 41, S.L. (the C/ Sueca rent, 7,680.00 € imputed)', wrong: 'Iberdrola Clientes, S.A.U.', from: (g) => g.sheet(2, 'Relación de justificantes').filter((r) => typeof r[0] === 'number' && r[6] !== 2).sort((a, b) => b[8] - a[8])[0][3] });
const lucia = T.gvaPersonal[0];
tu('lookup', '¿Cuánto se imputó a la subvención por el coste de Lucía Martínez Bosch?', { local: true, v: lucia[8], unit: 'eur', wrong: lucia[7], from: (g) => g.srow(2, 'Gastos de personal', 'Lucía Martínez Bosch')[8] });
tu('percent', 'What percentage of the total executed cost of Primera Oportunitat were indirect costs?', { v: pc(gx(6).ej, T.gvaEjTot), unit: 'pct', wrong: pc(gx(6).ej, T.gvaPresTot), from: (g) => (100 * g.srow(2, 'Presupuesto y ejecución', '7. Gastos indirectos')[2]) / g.srow(2, 'Presupuesto y ejecución', 'TOTAL')[2] });
tu('date', '¿Hasta cuándo tenemos para presentar la justificación de la subvención de la Generalitat?', { local: true, text: dates(31, 1, 2026, '31 de enero de 2026'), say: '31/01/2026', wrong: '31/12/2025', from: (g) => g.find(2, /hasta el (\d\d\/\d\d\/\d{4})/) });
const cuotas = T.mov.find((m) => /REMESA RECIBOS/.test(m[2]))[4];
tu('monthly', "How much did socios' fees bring in through CaixaBank in December, after the returned direct debits?", { v: r2(cuotas - T.devol), unit: 'eur', wrong: cuotas, from: (g) => sum(g.mov().filter((m) => /REMESA|DEVOLUCION/.test(m.mov)).map((m) => m.imp)) });
tu('count', 'How many Bizum donations came in during December?', { v: T.bizum.length, wrong: T.bizum.length - 1, from: (g) => g.mov().filter((m) => m.mov === 'BIZUM RECIBIDO').length });
tu('total', '¿Cuánto recibimos por Bizum en diciembre?', { local: true, v: T.bizumTot, unit: 'eur', wrong: T.bizumTot + 6000, from: (g) => sum(g.mov().filter((m) => m.mov === 'BIZUM RECIBIDO').map((m) => m.imp)) });
const outs = T.mov.filter((m) => m[4] < 0).map((m) => -m[4]).sort((a, b) => b - a);
tu('extreme', 'biggest payment out of the caixabank account in december?', { v: outs[0], unit: 'eur', wrong: outs[1], from: (g) => Math.max(...g.mov().map((m) => -m.imp)) });
tu('lookup', 'How much did the Ajuntament de València pay us in December?', { v: 47500, unit: 'eur', wrong: B.dcpOtras[0], from: (g) => sum(g.mov().filter((m) => /AJUNTAMENT/.test(m.datos) && m.imp > 0).map((m) => m.imp)) });
tu('text', '¿Quién preside el Patronato?', { local: true, text: ['Amparo Ferrer'], say: 'Amparo Ferrer Llorca', wrong: 'Carmen Ibáñez Roig', from: (g) => g.find(4, /– ((?:Dña|D)\. [^,]+), Presidenta\./) });
tu('count', 'How many trustees attended the December Patronato meeting?', { v: T.acta.presentes.length, wrong: T.acta.presentes.length + T.acta.excusados.length, from: (g) => g.docs[4].filter((r) => /^– (Dña|D)\. .+, (Presidenta|Vicepresidente|Secretario|Tesorera|Vocal)\.$/.test(r[0])).length });
tu('lookup', 'What total resources does the 2026 plan de actuación foresee, spending plus investment?', { v: T.acta.planTot, unit: 'eur', wrong: T.acta.planGastos, from: (g) => g.n(4, 'TOTAL', 2, 'Actividad') });
tu('variance', 'How did actual 2025 personnel costs compare with the previsión de cierre in the December minutes?', { v: r2(Math.abs(P.l8[0]) - 628400), unit: 'eur', wrong: r2(640000 - Math.abs(P.l8[0])), from: (g) => Math.abs(g.n(0, '8. Gastos de personal', 1)) - Math.abs(g.n(4, 'Gastos de personal', 1)) });
tu('date', 'When is the next Patronato meeting?', { text: dates(23, 6, 2026, '23 de junio de 2026'), say: '23 June 2026', wrong: '26 June 2025', from: (g) => g.find(4, /se celebrará el (\d+ de \w+ de \d{4})/) });
tu('lookup', 'Above what amount do payments need two signatures?', { v: T.acta.mancomunada, unit: 'eur', wrong: 3000, from: (g) => g.num(g.find(4, /importe superior a ([\d.,]+) euros/)) });
tu('receipt', 'What was the total on the Autoservicio Russafa ticket?', { v: T.tk.total, unit: 'eur', wrong: r2(T.tk.base.A + T.tk.base.B), from: (g) => g.ocr(5, /TOTAL \(EUR\)\s+(\d+,\d\d)/) });
tu('receipt', '¿Cuánto IVA al 21 % había en el ticket del autoservicio?', { local: true, v: T.tk.cuota.A, unit: 'eur', wrong: T.tk.cuota.B, from: (g) => { const base = g.ocr(5, /A 21%\s+(\d+,\d\d)/), c = g.ocr(5, /A 21%\s+\d+,\d\d\s+(\d+,\d\d)/); return Math.abs(base * 0.21 - c) < 0.006 ? c : NaN; } });
tu('lookup', 'Saldo de la cuenta del Banco Santander a 31/12/2025?', { local: true, v: T.santander, unit: 'eur', wrong: T.caixa, from: (g) => g.tb('57200002').sd });
// not found
tu('notfound', '¿Cuánto recibimos en cuotas de socios en 2023?', { local: true, nf: true, wrong: 'En 2023 las cuotas de socios sumaron 42,310.00 €.', absent: (t) => !/cuota[^\n]*2023|2023[^\n]*cuota/i.test(t) && !/\| 2023 \|[^\n]*(2024|2025)/.test(t) });
tu('notfound', 'What was the balance of the CaixaBank current account on 31 May 2025?', { nf: true, wrong: 'The CaixaBank balance on 31 May 2025 was 121,406.18 €.', absent: (t) => !/31\/05\/2025|31 de mayo/i.test(t) });
tu('notfound', 'Who audited the 2025 accounts?', { nf: true, wrong: 'The 2025 accounts were audited by Auditores Túria, S.L.P.', absent: (t) => !/auditor|auditoría|auditad/i.test(t) });
tu('notfound', '¿Cuánto costó la cena solidaria de Navidad?', { local: true, nf: true, wrong: 'La cena solidaria costó 8,940.00 €.', absent: (t) => !/cena/i.test(t) });
tu('notfound', 'How much does the 2026 plan de actuación set aside for salaries (gastos de personal)?', { nf: true, wrong: 'The 2026 plan sets aside 645,000.00 € for personnel.', absent: (t, docs) => /Gastos de personal \| [-\d.,]+ \| [-\d.,]+$/m.test(docs[4]) && !/(personal|salari|sueldo)[^\n]*2026|2026[^\n]*(personal|salari|sueldo)/i.test(docs[4]) });

// ====================================================================== jappoo
// documents: 0 états financiers (pdf), 1 grand-livre (xlsx), 2 budget vs réalisé (xlsx), 3 Wave (csv), 4 PV AGO (docx),
// 5 facture (jpg)
const CR = J.CR, Bi = J.Bi;
const FD = 'NOTE 8 – TABLEAU DES FONDS DÉDIÉS', N3 = 'NOTE 3 – IMMOBILISATIONS ET AMORTISSEMENTS';
ja('lookup', 'Quel est le total des ressources 2025 ?', { local: true, v: J.XA[0], unit: 'fcfa', wrong: J.XB[0], from: (g) => g.n(0, 'TOTAL DES RESSOURCES', 0) });
ja('lookup', 'What were membership dues (cotisations) in 2024?', { v: CR.RA[1], unit: 'fcfa', wrong: CR.RA[0], from: (g) => g.n(0, 'Cotisations des membres', 1) });
ja('lookup', 'Résultat net 2025 ?', { local: true, v: J.XC[0], unit: 'fcfa', wrong: J.XC[1], from: (g) => g.n(0, 'RÉSULTAT NET DE L\'EXERCICE (XA - XB) : EXCÉDENT', 0) });
ja('difference', 'By how much did partner grants (subventions des PTF) increase from 2024 to 2025?', { v: CR.RC[0] - CR.RC[1], unit: 'fcfa', wrong: J.XA[0] - J.XA[1], from: (g) => g.n(0, '(ressources affectées)', 1) - g.n(0, '(ressources affectées)', 2) });
ja('percent', 'Charges de personnel en % du total des emplois 2025 ?', { local: true, v: pc(CR.EE[0], J.XB[0]), unit: 'pct', wrong: pc(CR.EE[1], J.XB[1]), from: (g) => (100 * g.n(0, 'Charges de personnel', 1)) / g.n(0, 'TOTAL DES EMPLOIS', 0) });
ja('lookup', 'How much was carried in fonds dédiés on the balance sheet at 31 December 2025?', { v: Bi.fd[0], unit: 'fcfa', wrong: Bi.fd[1], from: (g) => g.n(0, 'Fonds dédiés', 1) });
const pj = (code) => J.proj.find((p) => p.code === code);
ja('lookup', 'Combien reste-t-il à engager sur le projet PROSAMI au 31/12/2025 ?', { local: true, v: pj('PROSAMI').D, unit: 'fcfa', wrong: pj('PROSAMI').A, from: (g) => g.n(0, 'PROSAMI – Enabel', 4, FD) });
ja('lookup', 'How much of the fonds dédiés brought forward from earlier years did we use in 2025?', { v: J.RF, unit: 'fcfa', wrong: J.EH, from: (g) => g.n(0, 'Reprises sur fonds dédiés des exercices antérieurs', 1) });
const im = (ref) => J.immo.find((a) => a[1] === ref);
ja('lookup', 'Net book value of our vehicles (matériel de transport) at the end of 2025?', { v: im('AM')[8], unit: 'fcfa', wrong: im('AM')[6], from: (g) => g.n(0, 'Matériel de transport', 2) });
ja('lookup', 'Amortissements cumulés du matériel de transport au 31/12/2025 ?', { local: true, v: im('AM')[7], unit: 'fcfa', wrong: im('AM')[5], from: (g) => g.n(0, 'Matériel de transport', 5, N3) });
ja('lookup', 'total cash and bank at year end 2025?', { v: Bi.BT[0], unit: 'fcfa', wrong: Bi.BT[1], from: (g) => g.n(0, 'TOTAL TRÉSORERIE-ACTIF', 0) });
ja('ratio', "What's the ratio of actif circulant to passif circulant at the end of 2025?", { v: Math.round((1000 * Bi.BK[0]) / Bi.DP[0]) / 1000, wrong: Math.round((1000 * Bi.BK[1]) / Bi.DP[1]) / 1000, from: (g) => g.n(0, 'TOTAL ACTIF CIRCULANT', 2) / g.n(0, 'TOTAL PASSIF CIRCULANT', 0) });
ja('lookup', 'Solde du compte CBAO au 31 décembre 2025 ?', { local: true, v: J.treso.cbao[0], unit: 'fcfa', wrong: Bi.BT[0], from: (g) => g.n(0, 'CBAO Groupe Attijariwafa bank – compte courant', 0) });
const gl = (code) => J.gl[code];
const glSum = (code) => sum(gl(code).map((e) => e.deb - e.cred));
ja('total', 'Combien avons-nous dépensé en carburant en 2025 ?', { local: true, v: glSum('605300'), unit: 'fcfa', wrong: CR.EA[0], from: (g) => g.glTotal('605300') });
ja('monthly', 'carburant novembre 2025 ?', { local: true, v: J.carbNov, unit: 'fcfa', wrong: J.carbMonths[9], from: (g) => sum(g.gl('605300').filter((e) => /\/11\/25$/.test(e.date)).map((e) => e.deb - e.cred)) });
ja('lookup', 'How much rent did we pay for the Mbour office in 2025?', { v: glSum('622200'), unit: 'fcfa', wrong: 150000, from: (g) => g.glTotal('622200') });
ja('extreme', 'Quelle a été la plus grosse écriture au débit du compte 601100 en 2025 ?', { local: true, v: J.max601, unit: 'fcfa', wrong: glSum('601100'), from: (g) => Math.max(...g.gl('601100').map((e) => e.deb)) });
ja('count', "Combien d'écritures compte-t-on sur le compte 601100 en 2025, avoir compris ?", { local: true, v: gl('601100').length, wrong: gl('601100').length - 1, from: (g) => g.gl('601100').length });
ja('coa', 'Quel est le numéro de compte des frais de transfert Wave ?', { local: true, text: ['631200'], say: 'Le compte 631200', wrong: 'Le compte 631100', from: (g) => g.glFind(/^Frais de transfert Wave$/) });
ja('lookup', 'How much did the Conseil départemental de Thiès grant us in 2025?', { v: -glSum('712100'), unit: 'fcfa', wrong: CR.RD[0], from: (g) => -g.glTotal('712100') });
ja('lookup', 'What was the 2025 budget for the Enabel project (PROSAMI), management fees included?', { v: pj('PROSAMI').budgetTot, unit: 'fcfa', wrong: pj('PROSAMI').budgetDirect, from: (g) => g.srow(2, 'PROSAMI (Enabel)', 'TOTAL PROJET')[1] });
const nt = pj('NUTRI-THIÈS');
ja('variance', "What's the écart on 'Déplacements et carburant' for NUTRI-THIÈS?", { v: nt.budget[3] - nt.lineTot[3], unit: 'fcfa', wrong: nt.lineTot[3], from: (g) => { const r = g.srow(2, 'NUTRI-THIÈS (SBS)', '4. Déplacements et carburant'); return r[1] - r[6]; } });
ja('percent', "Taux d'exécution global du projet EAU-KEUR ?", { local: true, v: pj('EAU-KEUR').taux, unit: 'pct', wrong: nt.taux, from: (g) => { const r = g.srow(2, 'EAU-KEUR (Teranga)', 'TOTAL PROJET'); return (100 * r[6]) / r[1]; } });
ja('monthly', 'How much did PROSAMI spend on field activities in Q3 2025?', { v: pj('PROSAMI').q[1][2], unit: 'fcfa', wrong: pj('PROSAMI').q[1][3], from: (g) => g.srow(2, 'PROSAMI (Enabel)', '2. Activités de terrain')[4] });
ja('total', 'total spent across the three donor projects in 2025?', { v: sum(J.proj.map((p) => p.E)), unit: 'fcfa', wrong: sum(J.proj.map((p) => p.budgetTot)), from: (g) => sum(['PROSAMI (Enabel)', 'NUTRI-THIÈS (SBS)', 'EAU-KEUR (Teranga)'].map((s) => g.srow(2, s, 'TOTAL PROJET')[6])) });
ja('extreme', 'Which project has the lowest execution rate this year?', { text: ['EAU-KEUR', 'EAU KEUR'], say: 'EAU-KEUR (Fondation Teranga Avenir), at 80.9%', wrong: 'NUTRI-THIÈS', from: (g) => g.sheet(2, 'Synthèse').filter((r) => ['PROSAMI', 'NUTRI-THIÈS', 'EAU-KEUR'].includes(r[0])).sort((a, b) => a[5] - b[5])[0][0] });
ja('lookup', 'How much in management fees (frais de gestion) did PROSAMI actually charge in 2025?', { v: pj('PROSAMI').fg, unit: 'fcfa', wrong: pj('PROSAMI').budgetFg, from: (g) => g.srow(2, 'PROSAMI (Enabel)', '6. Frais de gestion (7 %)')[6] });
ja('count', 'Combien de paiements de cotisation avons-nous reçus sur Wave en décembre ?', { local: true, v: J.waveCot.length, wrong: J.waveCot.length + J.waveDons.length, from: (g) => g.wave().filter((w) => /^Cotisation/.test(w.note)).length });
ja('total', 'Total Wave fees in December?', { v: J.waveFees, unit: 'fcfa', wrong: J.waveFees - sum(J.wave.filter((w) => w[2] === 'Envoi').map((w) => w[7])), from: (g) => sum(g.wave().map((w) => w.fee)) });
ja('lookup', 'wave balance at the end of december?', { v: J.waveClose, unit: 'fcfa', wrong: J.waveOpen, from: (g) => { const w = g.wave(); return w[w.length - 1].bal; } });
ja('total', 'How much did we send the relais communautaires for their November motivation via Wave, not counting fees?', { v: -sum(J.waveMotiv.map((w) => w[5])), unit: 'fcfa', wrong: -sum(J.waveMotiv.map((w) => w[5] - w[7])), from: (g) => -sum(g.wave().filter((w) => /^Motivation/.test(w.note)).map((w) => w.amt)) });
const bigDon = [...J.waveDons].sort((a, b) => b[5] - a[5]);
ja('text', 'Qui a fait le plus gros don par Wave en décembre ?', { local: true, text: ['Camara'], say: `${bigDon[0][3]} (${en(bigDon[0][5], 0)} FCFA)`, wrong: bigDon[1][3], from: (g) => g.wave().filter((w) => w.note === 'Don').sort((a, b) => b.amt - a.amt)[0].name });
const avgDon = sum(J.waveDons.map((w) => w[5])) / J.waveDons.length;
ja('average', 'What was the average Wave donation in December?', { v: Math.round(avgDon * 100) / 100, unit: 'fcfa', wrong: Math.round(sum([...J.waveDons, ...J.waveCot].map((w) => w[5])) / (J.waveDons.length + J.waveCot.length)), from: (g) => { const d = g.wave().filter((w) => w.note === 'Don'); return sum(d.map((w) => w.amt)) / d.length; } });
ja('text', 'Qui a été élu(e) trésorier général ?', { local: true, text: ['Fatou Bintou S'], say: 'Fatou Bintou Sène', wrong: 'Ibrahima Diouf', from: (g) => g.find(4, /(Mme [^,]+) est élue Trésorière générale/) });
ja('count', 'How many members were present or represented at the AGM?', { v: J.pv.quorum, wrong: J.pv.presents, from: (g) => g.num(g.find(4, /représentés par procuration, soit (\d+) membres/)) });
ja('lookup', 'Nouveau montant de la cotisation annuelle ?', { local: true, v: J.pv.cotisNew, unit: 'fcfa', wrong: J.cotisation, from: (g) => g.num(g.find(4, /est portée à ([\d\s\u202f\u00a0]+) FCFA/)) });
ja('lookup', 'Total des emplois du budget 2026 ?', { local: true, v: J.pv.emp2026, unit: 'fcfa', wrong: J.XB[0], from: (g) => g.n(4, 'Total emplois', 0) });
ja('date', 'When is the next AGM?', { text: dates(13, 3, 2027, null, '13 mars 2027'), say: 'Saturday 13 March 2027', wrong: '14 March 2026', from: (g) => g.find(4, /se tiendra le samedi (\d+ \w+ \d{4})/) });
ja('percent', 'By what percentage is the 2026 budget (total ressources) below the total ressources actually achieved in 2025?', { v: pc(J.XA[0] - J.pv.ress2026, J.XA[0]), unit: 'pct', wrong: pc(J.XA[0] - J.pv.ress2026, J.pv.ress2026), from: (g) => (100 * (g.n(0, 'TOTAL DES RESSOURCES', 0) - g.n(4, 'Total ressources', 0))) / g.n(0, 'TOTAL DES RESSOURCES', 0) });
ja('text', "Qui est le commissaire aux comptes de l'association ?", { local: true, text: ['Diagne'], say: 'Le Cabinet Diagne & Associés Expertise (M. Alioune Diagne)', wrong: 'Mamadou Lamine Faye', from: (g) => g.find(0, /(Cabinet [^|\n]+Expertise)/) });
ja('receipt', 'Montant TTC de la facture de la quincaillerie ?', { local: true, v: J.fq.ttc, unit: 'fcfa', wrong: J.fq.ht, from: (g) => g.ocr(5, /Total TTC \(FCFA\)\s+(\d[\d ]*\d)/) });
ja('receipt', 'How much VAT was on the Baye Fall hardware invoice?', { v: J.fq.tva, unit: 'fcfa', wrong: J.fq.lines[1], from: (g) => { const t = g.ocr(5, /TVA 18 %\s+(\d[\d ]*\d)/), h = g.ocr(5, /Total HT\s+(\d[\d ]*\d)/); return Math.abs(h * 0.18 - t) < 1 ? t : NaN; } });
ja('count', 'How many bags of cement did we buy at the quincaillerie?', { v: J.fq.items[0][1], wrong: J.fq.items[1][1], from: (g) => g.ocr(5, /Ciment .*\(sac 50 kg\)\s+(\d+)\s/) });
ja('date', 'On what date was the Baye Fall invoice paid through Wave?', { text: dates(9, 12, 2025, null, '9 décembre 2025'), say: '9 December 2025', wrong: '11 December 2025', from: (g) => { const w = g.wave().find((x) => /BAYE FALL/.test(x.name)); return -w.amt === g.ocr(5, /Total TTC \(FCFA\)\s+(\d[\d ]*\d)/) ? w.date : 'mismatch'; } });
ja('lookup', 'donations received in 2025?', { v: CR.RB[0], unit: 'fcfa', wrong: CR.RB[1], from: (g) => g.n(0, 'Dons et libéralités', 0) });
// not found
ja('notfound', 'Cotisations des membres en 2023 ?', { local: true, nf: true, wrong: 'Les cotisations 2023 étaient de 1,104,000 FCFA.', absent: (t) => !/2023/.test(t) });
ja('notfound', 'How much came into the Wave account in October 2025?', { nf: true, wrong: 'The Wave account received 1,284,500 FCFA in October 2025.', absent: (t, docs) => !/\/10\/2025/.test(docs[3]) && !/(?<!Frais de transfert )Wave[^\n]*octobre|octobre[^\n]*Wave/i.test(t) });
ja('notfound', 'Budget 2026 du carburant pour le projet EAU-KEUR ?', { local: true, nf: true, wrong: 'Le budget 2026 carburant d\'EAU-KEUR est de 2,800,000 FCFA.', absent: (t, docs) => !/carburant/i.test(docs[4]) && !/2026/.test(docs[2]) });
ja('notfound', 'Quel est le salaire mensuel du coordonnateur de projet ?', { local: true, nf: true, wrong: 'Le coordonnateur perçoit 850,000 FCFA par mois.', absent: (t) => !/coordonn/i.test(t) });
ja('notfound', "What's our Orange Money balance?", { nf: true, wrong: 'The Orange Money balance is 214,600 FCFA.', absent: (t) => !/orange/i.test(t) });
