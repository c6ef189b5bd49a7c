// The questions of set AL: [kind, question, calc(V) -> number | {text: [...]} | 'notfound', {unit, wrong, tol}]
// unit: 'MXN' | 'USD' | '%' | 'x' (ratio) | 'n' (count) | 'mo' (months). wrong: a plausible wrong figure or phrase.
import { dateForms } from './fmt.mjs';

const r2 = (v) => Math.round(v * 100) / 100;
const s = (a) => a.reduce((x, y) => x + y, 0);
const acct = (V, c) => V.am.accts[c];
const may = (V, m) => V.am.mayores.find((x) => x.code === m);
const bl = (V, c) => V.am.budgetLines.find((b) => b.code === c);
const cash4 = (I) => I.nac + I.ext + I.pf + I.pm;
const progs = (E) => E.cosecha + E.milpa + E.mujeres;
const spei = (V) => V.am.bank.filter((b) => b.concept.startsWith('SPEI RECIBIDO'));
const nomina = (V) => V.am.bank.filter((b) => b.concept === 'PAGO DE NOMINA');
const cexp = (V, a) => V.cg.bva.allExp.find((l) => l.acct === a);
const cinc = (V, a) => V.cg.bva.inc.find((l) => l.acct === a);
const fund = (V, k, q4 = false) => (q4 ? V.cg.q4 : V.cg.funds).find((f) => f.key === k);
const day = (V, d) => V.cg.giving.find((g) => g.date === d);
const sundays = (V) => V.cg.giving.filter((g) => new Date(`${g.date}T12:00:00Z`).getUTCDay() === 0);
const T = (...t) => ({ text: t });

export const THRESHOLD = 8000;

export const DEFS = {
  aguamilpa: [
    ['lookup', 'What was our total income (total de ingresos) for 2025 according to the estado de actividades?', (V) => V.am.totInc25, { unit: 'MXN', wrong: (V) => V.am.totInc24 }],
    ['coa', 'cuanto hay en bancos al 31 de dic segun la balanza?', (V) => may(V, '1102').finD, { unit: 'MXN', wrong: (V) => acct(V, '1102-002').fin }],
    ['difference', 'How much more did the Cosecha de Agua program cost in 2025 than in 2024?', (V) => V.am.exp25.cosecha - V.am.exp24.cosecha, { unit: 'MXN', wrong: (V) => V.am.exp25.cosecha - V.am.exp24.milpa }],
    ['percent', 'By what percentage did cash donations (the four donativos en efectivo lines together) grow from 2024 to 2025?', (V) => (cash4(V.am.inc25) / cash4(V.am.inc24) - 1) * 100, { unit: '%', wrong: (V) => (1 - cash4(V.am.inc24) / cash4(V.am.inc25)) * 100 }],
    ['percent', 'What share of our total 2025 expenses went to the three programs, as opposed to administration and fundraising?', (V) => (progs(V.am.exp25) / V.am.totExp25) * 100, { unit: '%', wrong: (V) => (progs(V.am.exp25) / V.am.totInc25) * 100 - 3 }],
    ['variance', '¿Cuánto quedó sin ejercer del presupuesto del programa Milpa y Agroecología en 2025?', (V) => V.am.areas.milpa.variacion, { unit: 'MXN', wrong: (V) => V.am.areas.mujeres.variacion }],
    ['variance', 'By how much did travel costs (viáticos y traslados) in the Mujeres program go over budget last year?', (V) => -bl(V, '5103-003').variacion, { unit: 'MXN', wrong: (V) => bl(V, '5103-003').ejercido }],
    ['percent', 'Overall, what percentage of the 2025 budget did we actually spend (all programs, admin and fundraising together)?', (V) => (s(Object.values(V.am.areas).map((a) => a.ejercido)) / s(Object.values(V.am.areas).map((a) => a.budget))) * 100, { unit: '%', wrong: (V) => (V.am.totExp25 / s(Object.values(V.am.areas).map((a) => a.budget))) * 100 }],
    ['period', 'How much did the Cosecha de Agua program spend in Q3 2025?', (V) => V.am.areas.cosecha.q[2], { unit: 'MXN', wrong: (V) => V.am.areas.cosecha.q[3] }],
    ['period', 'gasto total de los 3 programas en el 4o trimestre (oct-dic) 2025?', (V) => V.am.areas.cosecha.q[3] + V.am.areas.milpa.q[3] + V.am.areas.mujeres.q[3], { unit: 'MXN', wrong: (V) => s(Object.values(V.am.areas).map((a) => a.q[3])) }],
    ['total', 'How much went out of the BBVA operating account in December in total (all cargos)?', (V) => s(V.am.bank.map((b) => b.cargo)), { unit: 'MXN', wrong: (V) => s(V.am.bank.map((b) => b.abono)) }],
    ['lookup', 'saldo de la cuenta bbva al cierre de diciembre?', (V) => V.am.bankClosing, { unit: 'MXN', wrong: (V) => V.am.bank[0].saldo }],
    ['lookup', 'What was the balance of the BBVA operating account at the start of December 2025, before any December movements?', (V) => V.am.bankOpening, { unit: 'MXN', wrong: (V) => V.am.bank[0].saldo }],
    ['count', 'How many SPEI transfers did we receive into the BBVA account in December?', (V) => spei(V).length, { unit: 'n', wrong: 5 }],
    ['extreme', 'Leaving aside the transfer to the investment fund, what was the largest single cargo on the BBVA account in December?', (V) => Math.max(...V.am.bank.filter((b) => !b.concept.startsWith('TRASPASO')).map((b) => b.cargo)), { unit: 'MXN', wrong: 300000 }],
    ['grant', 'What is the total amount of the donation agreement with Fundación Tierra Fértil?', (V) => V.am.conv.total, { unit: 'MXN', wrong: (V) => V.am.conv.ministraciones[0].monto }],
    ['date', 'When is the final report to Fundación Tierra Fértil due?', (V) => T(...dateForms(V.am.conv.informes[1].entrega, 'dmy')), { wrong: '2026-02-28' }],
    ['grant', '¿De cuánto es la segunda ministración del convenio con Tierra Fértil?', (V) => V.am.conv.ministraciones[1].monto, { unit: 'MXN', wrong: (V) => V.am.conv.ministraciones[0].monto }],
    ['date', 'On what date did the second Tierra Fértil payment reach our BBVA account?', (V) => T(...dateForms(V.am.bank.find((b) => b.ref.includes('TIERRA FERTIL')).date, 'dmy')), { wrong: '2025-12-19' }],
    ['grant', 'Under the Tierra Fértil agreement, what is the most we can spend on administration, in pesos?', (V) => (V.am.conv.total * V.am.conv.adminMaxPct) / 100, { unit: 'MXN', wrong: (V) => (V.am.conv.total * V.am.conv.reasignacionPct) / 100 }],
    ['count', 'how many cisterns r we supposed to build under the tierra fertil convenio', (V) => V.am.conv.cisternas, { unit: 'n', wrong: (V) => V.am.conv.familias }],
    ['date', 'Until what date is the Tierra Fértil agreement in force?', (V) => T(...dateForms(V.am.conv.fin, 'dmy')), { wrong: '2026-03-31' }],
    ['percent', 'What share of the Tierra Fértil project budget is earmarked for cistern materials?', (V) => (V.am.conv.presupuesto[0][1] / V.am.conv.total) * 100, { unit: '%', wrong: (V) => (V.am.conv.presupuesto[1][1] / V.am.conv.total) * 100 }],
    ['receipt', 'How much IVA was charged on the El Tule hardware invoice?', (V) => V.am.cfdi.iva, { unit: 'MXN', wrong: (V) => r2(V.am.cfdi.total * 0.16) }],
    ['receipt', 'total de la factura de el tule?', (V) => V.am.cfdi.total, { unit: 'MXN', wrong: (V) => V.am.cfdi.subtotal }],
    ['receipt', '¿Cuántos bultos de cemento vienen en la factura de la ferretería?', (V) => V.am.cfdi.data.items.find((i) => /cemento/i.test(i[4]))[0], { unit: 'n', wrong: 25 }],
    ['receipt', 'What date was the El Tule factura issued?', (V) => T(...dateForms(V.am.cfdi.data.fecha, 'dmy')), { wrong: '2025-12-12' }],
    ['coa', 'In the December balanza, what were the total cargos to Bancos?', (V) => may(V, '1102').cargos, { unit: 'MXN', wrong: (V) => may(V, '1102').abonos }],
    ['coa', 'What is the closing balance of accumulated depreciation (depreciación acumulada) at 31/12/2025 per the balanza?', (V) => -may(V, '1210').finD, { unit: 'MXN', wrong: (V) => -may(V, '1210').iniD }],
    ['coa', 'How much was charged to office rent (arrendamiento) in December alone?', (V) => acct(V, '6101-004').cargos, { unit: 'MXN', wrong: (V) => acct(V, '6101-004').fin }],
    ['coa', 'cuanto debemos de impuestos y contribuciones por pagar al cierre de 2025?', (V) => -may(V, '2103').finD, { unit: 'MXN', wrong: (V) => V.am.bs24.impuestos }],
    ['ratio', 'What was our current ratio at year-end 2025 (current assets divided by total liabilities)?', (V) => V.am.bs25.circulante / V.am.bs25.liab, { unit: 'x', wrong: (V) => V.am.bs24.circulante / V.am.bs24.liab }],
    ['cover', 'How many months of 2025 expenses would our year-end cash and cash equivalents cover, at the 2025 monthly average?', (V) => V.am.bs25.cash / (V.am.totExp25 / 12), { unit: 'mo', wrong: (V) => may(V, '1102').finD / (V.am.totExp25 / 12) }],
    ['percent', 'By how much did in-kind donations (donativos en especie) change in percent compared with 2024?', (V) => (V.am.inc25.especie / V.am.inc24.especie - 1) * 100, { unit: '%', wrong: (V) => (1 - V.am.inc24.especie / V.am.inc25.especie) * 100 }],
    ['extreme', 'Which of our programs cost the most in 2025?', () => T('Cosecha de Agua', 'Cosecha', 'water harvest'), { wrong: 'Milpa y Agroecología' }],
    ['extreme', 'Who was our biggest single donor in 2025?', () => T('Waterwijs'), { wrong: 'Fundación Tierra Fértil' }],
    ['average', 'What was the average monthly spending of the Milpa y Agroecología program in 2025?', (V) => V.am.exp25.milpa / 12, { unit: 'MXN', wrong: (V) => V.am.exp25.milpa / 4 }],
    ['total', 'What did we spend in total on salaries (sueldos y salarios) in 2025 across the three programs, administration and fundraising?', (V) => s(['5101-001', '5102-001', '5103-001', '6101-001', '6201-001'].map((c) => acct(V, c).fin)), { unit: 'MXN', wrong: (V) => s(['5101-001', '5102-001', '5103-001'].map((c) => acct(V, c).fin)) }],
    ['lookup', '¿Cuál fue el remanente del ejercicio 2025?', (V) => V.am.rem25, { unit: 'MXN', wrong: (V) => V.am.rem24 }],
    ['difference', 'How much did cash and cash equivalents increase between 31 Dec 2024 and 31 Dec 2025?', (V) => V.am.bs25.cash - V.am.bs24.cash, { unit: 'MXN', wrong: (V) => V.am.rem25 }],
    ['text', 'Who signed the Tierra Fértil agreement on behalf of Agua y Milpa?', () => T('María Elena Cruz', 'Maria Elena Cruz'), { wrong: 'Roberto Garza Villarreal' }],
    ['percent', 'What percentage of our 2025 total income came from foreign foundations?', (V) => (V.am.inc25.ext / V.am.totInc25) * 100, { unit: '%', wrong: (V) => (V.am.inc25.nac / V.am.totInc25) * 100 }],
    ['coa', 'What is the total of the saldos finales deudores in the December balanza?', (V) => V.am.tot.finDeudor, { unit: 'MXN', wrong: (V) => 2 * V.am.tot.finDeudor }],
    ['variance', 'Gastos de administración: ¿cuánto nos sobró del presupuesto 2025?', (V) => V.am.areas.admin.variacion, { unit: 'MXN', wrong: (V) => V.am.exp25.admin - V.am.areas.admin.budget }],
    ['total', 'How much net payroll was paid out of BBVA in December (both quincenas plus the aguinaldo)?', (V) => s(nomina(V).map((b) => b.cargo)), { unit: 'MXN', wrong: (V) => 3 * s(['5101-001', '5102-001', '5103-001', '6101-001', '6201-001'].map((c) => acct(V, c).cargos / 3)) }],
    ['notfound', 'What were our total donations in 2023?', () => 'notfound', {}],
    ['notfound', 'What is the approved 2026 budget for the Cosecha de Agua program?', () => 'notfound', {}],
    ['notfound', '¿Cuánto cobró el auditor externo por la auditoría 2025, solo sus honorarios (sin el contador)?', () => 'notfound', {}],
    ['notfound', 'What was the BBVA operating account balance at the end of October 2025?', () => 'notfound', {}],
    ['notfound', '¿A qué tipo de cambio se convirtió el donativo de Stichting Waterwijs de diciembre?', () => 'notfound', {}],
  ],
  cedarglade: [
    ['lookup', 'What was the General Fund ending balance at 12/31/2025?', (V) => fund(V, 'General').end, { unit: 'USD', wrong: (V) => fund(V, 'General', true).begin }],
    ['lookup', 'building fund balance at the start of 2025?', (V) => fund(V, 'Building').begin, { unit: 'USD', wrong: (V) => fund(V, 'Building', true).begin }],
    ['total', 'What were total receipts across all funds for 2025?', (V) => V.cg.fundsTot.receipts, { unit: 'USD', wrong: (V) => V.cg.year.total }],
    ['difference', 'By how much did the Missions Fund balance change during 2025?', (V) => fund(V, 'Missions').end - fund(V, 'Missions').begin, { unit: 'USD', wrong: (V) => fund(V, 'Missions').receipts }],
    ['total', 'How much did the General Fund transfer out to other funds last year?', (V) => -fund(V, 'General').transfer, { unit: 'USD', wrong: (V) => cexp(V, '5020').actual }],
    ['period', 'What were General Fund receipts in the fourth quarter (October through December)?', (V) => fund(V, 'General', true).receipts, { unit: 'USD', wrong: (V) => V.cg.quarter[3].general }],
    ['period', 'How much did the General Fund disburse from January through September 2025?', (V) => fund(V, 'General').disb - fund(V, 'General', true).disb, { unit: 'USD', wrong: (V) => fund(V, 'General').disb }],
    ['total', 'How much was given online in 2025 in total?', (V) => V.cg.year.online, { unit: 'USD', wrong: (V) => V.cg.year.plate + V.cg.year.online }],
    ['lookup', 'How much came in the offering plate on Easter Sunday?', (V) => day(V, '2025-04-20').plate, { unit: 'USD', wrong: (V) => day(V, '2025-04-20').total }],
    ['monthly', 'total tithes & offerings to the general fund in march?', (V) => V.cg.byMonth[2].general, { unit: 'USD', wrong: (V) => V.cg.byMonth[2].total }],
    ['extreme', 'Which month brought in the most total giving in 2025?', () => T('December'), { wrong: 'November' }],
    ['average', 'What was the average total received per Sunday in the second quarter?', (V) => V.cg.quarter[1].total / V.cg.giving.filter((g) => g.date >= '2025-04-01' && g.date <= '2025-06-30').length, { unit: 'USD', wrong: (V) => V.cg.quarter[1].total / 3 }],
    ['percent', 'What share of our 2025 giving came in online?', (V) => (V.cg.year.online / V.cg.year.total) * 100, { unit: '%', wrong: (V) => (V.cg.year.online / V.cg.year.envelope) * 100 }],
    ['lookup', 'How much was given at the Christmas Eve service?', (V) => day(V, '2025-12-24').total, { unit: 'USD', wrong: (V) => day(V, '2025-12-21').total }],
    ['count', `How many Sundays in 2025 had total receipts above $${THRESHOLD.toLocaleString('en-US')}?`, (V) => sundays(V).filter((g) => g.total > THRESHOLD).length, { unit: 'n', wrong: (V) => V.cg.giving.filter((g) => g.total > THRESHOLD).length + 2 }],
    ['difference', 'how much more came in by envelope than online this past year', (V) => V.cg.year.envelope - V.cg.year.online, { unit: 'USD', wrong: (V) => V.cg.year.envelope - V.cg.year.plate }],
    ['variance', 'How far over or under budget was the electric bill for 2025?', (V) => cexp(V, '5210').diff, { unit: 'USD', wrong: (V) => cexp(V, '5210').actual - cexp(V, '5210').a24 }],
    ['variance', 'Total General Fund income vs budget for 2025 - how far off were we?', (V) => V.cg.bva.incActual - V.cg.bva.incBudget, { unit: 'USD', wrong: (V) => V.cg.bva.expActual - V.cg.bva.expBudget }],
    ['percent', 'What percent of the utilities budget (electric, gas, and water & sewer together) did we actually spend?', (V) => (s(['5210', '5220', '5230'].map((a) => cexp(V, a).actual)) / s(['5210', '5220', '5230'].map((a) => cexp(V, a).budget))) * 100, { unit: '%', wrong: (V) => (s(['5210', '5220', '5230'].map((a) => cexp(V, a).actual)) / s(['5210', '5220', '5230'].map((a) => cexp(V, a).budget)) - 1) * 100 }],
    ['percent', 'Percent change in repairs & maintenance from 2024 actual to 2025 actual?', (V) => (cexp(V, '5250').actual / cexp(V, '5250').a24 - 1) * 100, { unit: '%', wrong: (V) => (cexp(V, '5250').actual / cexp(V, '5250').budget - 1) * 100 }],
    ['total', 'What did personnel cost us in total in 2025 (actual)?', (V) => V.cg.bva.expGroups.find((g) => g.group === 'Personnel').actual, { unit: 'USD', wrong: (V) => V.cg.bva.expGroups.find((g) => g.group === 'Personnel').a24 }],
    ['extreme', 'Which expense line went furthest over budget in dollars in 2025?', () => T('Repairs & Maintenance', 'Repairs and Maintenance', 'Repairs', '5250'), { wrong: 'Electric - Middle Tennessee Electric' }],
    ['lookup', 'What was the total pledged for 2025?', (V) => V.cg.pledged, { unit: 'USD', wrong: (V) => cinc(V, '4010').budget }],
    ['percent', 'What percentage of 2025 pledges had actually been received by year end?', (V) => (V.cg.pledgeRecv / V.cg.pledged) * 100, { unit: '%', wrong: (V) => (V.cg.pledgeRecv / cinc(V, '4010').budget) * 100 }],
    ['count', 'How many pledging units (households) made a 2025 pledge?', (V) => V.cg.pledges.length, { unit: 'n', wrong: 64 }],
    ['count', 'how many pledges were paid in full (or more) by 12/31?', (V) => V.cg.pledges.filter((p) => p.received >= p.pledge).length, { unit: 'n', wrong: (V) => V.cg.pledges.filter((p) => p.received > p.pledge).length }],
    ['extreme', 'Which envelope number has the biggest unpaid pledge balance?', (V) => { const m = Math.max(...V.cg.pledges.map((p) => p.balance)); return T(...V.cg.pledges.filter((p) => p.balance === m).map((p) => String(p.env))); }, { wrong: '#101' }],
    ['lookup', 'non-pledged giving actual 2025?', (V) => cinc(V, '4020').actual, { unit: 'USD', wrong: (V) => cinc(V, '4020').budget }],
    ['lookup', 'What was the checking account balance on December 31 according to the bank?', (V) => V.cg.bankClosing, { unit: 'USD', wrong: (V) => V.cg.bank.find((b) => b.desc.startsWith('TRANSFER')).balance + 12000 }],
    ['count', 'How many checks cleared the bank in December?', (V) => V.cg.bank.filter((b) => b.check).length, { unit: 'n', wrong: (V) => V.cg.bank.filter((b) => b.amount < 0).length }],
    ['total', 'total tithe.ly payouts in dec?', (V) => s(V.cg.bank.filter((b) => b.desc.includes('TITHELY')).map((b) => b.amount)), { unit: 'USD', wrong: (V) => V.cg.byMonth[11].online }],
    ['extreme', 'What was the largest check that cleared in December?', (V) => Math.max(...V.cg.bank.filter((b) => b.check).map((b) => -b.amount)), { unit: 'USD', wrong: 4500 }],
    ['total', 'How much did we deposit from Sunday collections (plate and envelope) in December, per the bank statement?', (V) => s(V.cg.bank.filter((b) => b.desc === 'DEPOSIT').map((b) => b.amount)), { unit: 'USD', wrong: (V) => V.cg.byMonth[11].plate + V.cg.byMonth[11].envelope }],
    ['text', 'Which roofing contractor did Session approve?', () => T('Rutherford Roofing'), { wrong: 'Midstate Commercial Roofing' }],
    ['lookup', 'How much is the roof bid that was approved?', (V) => V.cg.minutes.bids[0][1], { unit: 'USD', wrong: (V) => V.cg.minutes.bids[2][1] }],
    ['date', 'When is the annual congregational meeting?', (V) => T(...dateForms(V.cg.minutes.congMeeting, 'us')), { wrong: '2026-01-11' }],
    ['lookup', 'whats the max benevolence help per household now?', (V) => V.cg.minutes.benevolenceCap, { unit: 'USD', wrong: (V) => V.cg.minutes.deaconLimit }],
    ['lookup', "What is the pastor's cash salary for 2026 under the new terms of call?", (V) => Math.round(cexp(V, '5110').actual * (1 + V.cg.minutes.salary2026Pct / 100)), { unit: 'USD', wrong: (V) => Math.round(cexp(V, '5110').actual * (1 + V.cg.minutes.salary2026Pct / 100)) + V.cg.minutes.housing2026 }],
    ['difference', 'What was the spread between the highest and lowest roof bids?', (V) => Math.max(...V.cg.minutes.bids.map((b) => b[1])) - Math.min(...V.cg.minutes.bids.map((b) => b[1])), { unit: 'USD', wrong: (V) => V.cg.minutes.bids[1][1] - V.cg.minutes.bids[0][1] }],
    ['receipt', 'total on the hardware store receipt?', (V) => V.cg.receipt.total, { unit: 'USD', wrong: (V) => V.cg.receipt.subtotal }],
    ['receipt', 'How much sales tax was on the hardware receipt, state and county together?', (V) => V.cg.receipt.tax, { unit: 'USD', wrong: (V) => V.cg.receipt.state }],
    ['receipt', 'What date is on the Stones River Hardware receipt?', (V) => T(...dateForms(V.cg.receipt.data.date, 'us')), { wrong: '2025-11-18' }],
    ['cover', "How many months of General Fund disbursements would the year-end General Fund balance cover, going by 2025's disbursements?", (V) => fund(V, 'General').end / (fund(V, 'General').disb / 12), { unit: 'mo', wrong: (V) => fund(V, 'General').end / (V.cg.bva.expActual / 12) }],
    ['percent', 'What share of total 2025 receipts (all funds) went to the Building Fund?', (V) => (fund(V, 'Building').receipts / V.cg.fundsTot.receipts) * 100, { unit: '%', wrong: (V) => (V.cg.year.building / V.cg.year.general) * 100 }],
    ['average', 'Average monthly benevolence disbursement in 2025?', (V) => fund(V, 'Benevolence').disb / 12, { unit: 'USD', wrong: (V) => fund(V, 'Benevolence').receipts / 12 }],
    ['notfound', 'What was the General Fund balance at the end of 2023?', () => 'notfound', {}],
    ['notfound', 'How much did the Henderson family give in 2025?', () => 'notfound', {}],
    ['notfound', 'How much does the 2026 budget set aside for youth ministry?', () => 'notfound', {}],
    ['notfound', "What was November's Atmos Energy gas bill?", () => 'notfound', {}],
    ['notfound', 'How much did the youth mission trip to Guatemala cost?', () => 'notfound', {}],
  ],
};
