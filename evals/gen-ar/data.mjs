// Every figure of set AR is defined once here; totals, balances and the ties between documents are computed.
// turia: Fundación Turia Solidaria (València, Spain; euros; calendar 2025 with 2024 comparatives)
// jappoo: Association Jàppoo pour la Santé Communautaire (Thiès, Senegal; FCFA without decimals; calendar 2025)

const sum = (a) => a.reduce((s, x) => s + x, 0);
export const r2 = (v) => Math.round(v * 100) / 100;
const s2 = (a) => r2(sum(a));

export const ORGS = {
  turia: { name: 'Fundación Turia Solidaria', fiscalYearStart: 1 },
  jappoo: { name: 'Association Jàppoo pour la Santé Communautaire', fiscalYearStart: 1 },
};
export const DOCS = {
  turia: [
    'Cuentas Anuales Abreviadas 2025 Fundación Turia Solidaria.pdf',
    'Contasol Sumas y Saldos 2025.xlsx',
    'Cuenta justificativa GVA Primera Oportunitat 2025.xlsx',
    'CaixaBank movimientos diciembre 2025.csv',
    'Acta Patronato 16-12-2025.docx',
    'Ticket Autoservicio Russafa 12-12-2025.jpg',
  ],
  jappoo: [
    'États financiers SYCEBNL 2025 AJSC.pdf',
    'Grand-livre Sage Saari classes 6 et 7 2025.xlsx',
    'Budget vs réalisé par projet 2025.xlsx',
    'Wave Business relevé décembre 2025.csv',
    'PV AGO du 14 mars 2026.docx',
    'Facture Quincaillerie Baye Fall.jpg',
  ],
};

// seeded random numbers (deterministic documents)
export function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ============================================================== TURIA
const T = {};
T.cif = 'G98412763';
T.registro = '712 (V)';
T.domicilio = 'C/ de Sueca, 41, bajo, 46006 València';
T.iban = 'ES21 2100 4418 2702 0019 3374';
// ---- sumas y saldos: subaccounts [code, title, saldo 2025 (debit positive, credit negative)]
// 3-digit account titles
T.acc3 = {
  100: 'Dotación fundacional', 113: 'Reservas voluntarias', 120: 'Remanente', 130: 'Subvenciones oficiales de capital',
  131: 'Donaciones y legados de capital', 170: 'Deudas a largo plazo con entidades de crédito', 206: 'Aplicaciones informáticas',
  212: 'Instalaciones técnicas', 216: 'Mobiliario', 217: 'Equipos para procesos de información', 218: 'Elementos de transporte',
  260: 'Fianzas constituidas a largo plazo', 280: 'Amortización acumulada del inmovilizado intangible',
  281: 'Amortización acumulada del inmovilizado material', 300: 'Bienes destinados a la actividad', 400: 'Proveedores',
  410: 'Acreedores por prestaciones de servicios', 412: 'Beneficiarios, acreedores', 440: 'Deudores', 447: 'Usuarios, deudores',
  448: 'Patrocinadores, afiliados y otros deudores', 470: 'Hacienda Pública, deudora por diversos conceptos',
  475: 'Hacienda Pública, acreedora por conceptos fiscales', 476: 'Organismos de la Seguridad Social, acreedores',
  480: 'Gastos anticipados', 520: 'Deudas a corto plazo con entidades de crédito',
  522: 'Deudas a corto plazo transformables en subvenciones, donaciones y legados', 548: 'Imposiciones a corto plazo',
  570: 'Caja, euros', 572: 'Bancos e instituciones de crédito c/c vista, euros', 600: 'Compras de bienes destinados a la actividad',
  602: 'Compras de otros aprovisionamientos', 610: 'Variación de existencias de bienes destinados a la actividad',
  621: 'Arrendamientos y cánones', 622: 'Reparaciones y conservación', 623: 'Servicios de profesionales independientes',
  625: 'Primas de seguros', 626: 'Servicios bancarios y similares', 627: 'Publicidad, propaganda y relaciones públicas',
  628: 'Suministros', 629: 'Otros servicios', 631: 'Otros tributos', 640: 'Sueldos y salarios',
  642: 'Seguridad Social a cargo de la entidad', 649: 'Otros gastos sociales', 650: 'Ayudas monetarias', 651: 'Ayudas no monetarias',
  653: 'Compensación de gastos por prestaciones de colaboración', 654: 'Reembolsos de gastos al órgano de gobierno',
  658: 'Reintegro de subvenciones, donaciones y legados recibidos, afectos a la actividad propia', 662: 'Intereses de deudas',
  680: 'Amortización del inmovilizado intangible', 681: 'Amortización del inmovilizado material', 720: 'Cuotas de asociados y afiliados',
  721: 'Cuotas de usuarios', 723: 'Ingresos de promociones, patrocinadores y colaboraciones',
  740: 'Subvenciones, donaciones y legados a la actividad', 745: 'Subvenciones de capital traspasadas al excedente del ejercicio',
  746: 'Donaciones y legados de capital traspasados al excedente del ejercicio', 752: 'Ingresos por arrendamientos',
  769: 'Otros ingresos financieros', 840: 'Transferencia de subvenciones oficiales de capital',
  841: 'Transferencia de donaciones y legados de capital', 940: 'Ingresos de subvenciones oficiales de capital',
  941: 'Ingresos de donaciones y legados de capital',
};
// fixed assets (note 5): [account, label, cost 1/1, additions, amort 1/1, charge 2025]
T.inm = [
  ['212', 'Instalaciones técnicas (cocina industrial)', 96400.00, 0, 38560.00, 9640.00],
  ['216', 'Mobiliario', 38215.60, 0, 19107.80, 3821.56],
  ['217', 'Equipos para procesos de información', 20140.40, 4720.00, 12084.20, 4512.04],
  ['218', 'Elementos de transporte', 41300.00, 52000.00, 24780.00, 13460.00],
];
T.intang = { cost: 12800.00, amort0: 7680.00, charge: 1280.00 };
T.inmCost0 = s2(T.inm.map((a) => a[2]));
T.inmAdd = s2(T.inm.map((a) => a[3]));
T.inmCost1 = r2(T.inmCost0 + T.inmAdd);
T.inmAm0 = s2(T.inm.map((a) => a[4]));
T.inmCharge = s2(T.inm.map((a) => a[5]));
T.inmAm1 = r2(T.inmAm0 + T.inmCharge);
T.inmNet = [r2(T.inmCost1 - T.inmAm1), r2(T.inmCost0 - T.inmAm0)];
T.intNet = [r2(T.intang.cost - T.intang.amort0 - T.intang.charge), r2(T.intang.cost - T.intang.amort0)];

// capital grants and donations (note 12): [grantor, purpose, year, granted, imputed before 2025, imputed 2025, kind]
T.capital = [
  ['Diputació de València', 'Cocina industrial comedor La Sèquia', 2021, 80000.00, 32000.00, 8000.00, 'subv', '13000001', '74500001'],
  ['Ajuntament de València', 'Furgoneta Renault Master', 2022, 30000.00, 16500.00, 6000.00, 'subv', '13000002', '74500002'],
  ['Conselleria de Servicios Sociales', 'Furgoneta frigorífica', 2025, 45000.00, 0, 4500.00, 'subv', '13000003', '74500003'],
  ['Cerámicas Levante, S.A.', 'Mobiliario Aula Oberta', 2023, 12000.00, 2400.00, 1200.00, 'don', '13100001', '74600001'],
  ['Fundació Horta Viva', 'Ordenadores portátiles Aula Oberta', 2025, 4720.00, 0, 590.00, 'don', '13100002', '74600002'],
];
T.capSubv2025 = s2(T.capital.filter((c) => c[6] === 'subv').map((c) => c[5]));
T.capDon2025 = s2(T.capital.filter((c) => c[6] === 'don').map((c) => c[5]));
T.capNewSubv = s2(T.capital.filter((c) => c[6] === 'subv' && c[2] === 2025).map((c) => c[3]));
T.capNewDon = s2(T.capital.filter((c) => c[6] === 'don' && c[2] === 2025).map((c) => c[3]));
T.a3 = [s2(T.capital.map((c) => c[3] - c[4] - c[5])), s2(T.capital.filter((c) => c[2] < 2025).map((c) => c[3] - c[4]))];

// operating grants (note 12): [code, grantor, purpose, granted 2025 = imputed 2025]
T.subv = [
  ['74000001', 'GVA – Conselleria de Servicios Sociales', 'Projecte Primera Oportunitat 2025', 180000.00],
  ['74000002', 'GVA – IRPF 0,7 % autonómico', 'Comedor social y apoyo alimentario', 126450.00],
  ['74000003', 'Ajuntament de València', 'Comedor La Sèquia 2025', 95000.00],
  ['74000004', 'Ajuntament de València', 'Aula Oberta 2025', 48500.00],
  ['74000005', 'Diputació de València', 'Programa d\'inclusió social', 36000.00],
  ['74000006', 'LABORA – Servei Valencià d\'Ocupació', 'Programa EMCORP (contratación)', 168318.60],
  ['74000007', 'Ministerio de Derechos Sociales – IRPF estatal', 'Inserción sociolaboral de jóvenes', 96078.00],
];
T.don = [
  ['74010001', 'Donaciones de particulares', 72420.45],
  ['74010002', 'Donaciones de empresas', 41311.00],
  ['74010003', 'Fundación "la Caixa" – Convocatoria Inserción Sociolaboral 2025', 75000.00],
  ['74010004', 'Legado de Dña. Rosario Martí Peris', 40000.00],
];

// ---- PyG 2025 from accounts
T.pyg7 = [
  ['72000001', 'Cuotas socios colaboradores', 48360.00, 'a'],
  ['72100001', 'Aportaciones usuarios comedor', 9412.50, 'b'],
  ['72100002', 'Aportaciones usuarios talleres', 3435.00, 'b'],
  ['72300001', 'Patrocinios de empresas', 62000.00, 'c'],
  ['72300002', 'Colaboraciones en eventos solidarios', 24415.00, 'c'],
  ...T.subv.map((s) => [s[0], `Subv. ${s[1].replace(' – Conselleria de Servicios Sociales', '')} – ${s[2]}`, s[3], 'd']),
  ...T.don.map((d) => [d[0], d[1], d[2], 'e']),
  ...T.capital.map((c) => [c[8], `${c[6] === 'subv' ? 'Subv.' : 'Donac.'} capital ${c[0]} – ${c[1]}`, c[5], '11']),
  ['75200001', 'Alquiler sala polivalente', 6200.00, '7'],
  ['76900001', 'Intereses imposición a plazo CaixaBank', 1842.15, '14'],
];
T.pyg6 = [
  ['60000001', 'Compras de alimentos', 171842.62, '6'],
  ['60200001', 'Productos de limpieza e higiene', 12280.00, '6'],
  ['61000001', 'Variación de existencias alimentos e higiene', -1482.35, '6'],
  ['62100001', 'Alquiler local C/ Sueca (sede y aula)', 38400.00, '9'],
  ['62100002', 'Alquiler local C/ Cuba (comedor)', 27600.00, '9'],
  ['62200001', 'Reparaciones y mantenimiento', 9842.15, '9'],
  ['62300001', 'Asesoría laboral y contable', 12705.00, '9'],
  ['62300002', 'Formadores externos', 18350.00, '9'],
  ['62500001', 'Seguros', 5318.77, '9'],
  ['62600001', 'Comisiones bancarias', 1246.90, '9'],
  ['62700001', 'Difusión y comunicación', 3980.00, '9'],
  ['62800001', 'Suministro eléctrico (Iberdrola)', 15224.60, '9'],
  ['62800002', 'Agua (Aigües de València)', 3118.42, '9'],
  ['62800003', 'Telefonía e internet', 4260.80, '9'],
  ['62900001', 'Material de oficina', 4912.33, '9'],
  ['62900002', 'Limpieza de locales', 11640.00, '9'],
  ['62900003', 'Desplazamientos y transporte', 6487.12, '9'],
  ['62900004', 'Otros servicios', 3216.55, '9'],
  ['63100001', 'Tributos locales (tasa de basuras)', 1380.00, '9'],
  ['64000001', 'Sueldos y salarios', 468412.30, '8'],
  ['64200001', 'Seguridad Social a cargo de la entidad', 149260.12, '8'],
  ['64900001', 'Formación y otros gastos sociales', 3846.48, '8'],
  ['65000001', 'Becas participantes programas de inserción', 62400.00, '3a'],
  ['65000002', 'Ayudas de emergencia social', 34000.00, '3a'],
  ['65100001', 'Tarjetas monedero de alimentación', 41236.80, '3b'],
  ['65300001', 'Compensación gastos voluntariado', 2146.30, '3c'],
  ['65400001', 'Reembolso gastos de patronos', 1069.50, '3c'],
  ['65800001', 'Reintegro subvención Ajuntament 2024 (Aula Oberta)', 4180.00, '3d'],
  ['66200001', 'Intereses préstamo CaixaBank', 2316.48, '15'],
  ['68000001', 'Amortización aplicaciones informáticas', T.intang.charge, '10'],
  ['68100001', 'Amortización inmovilizado material', T.inmCharge, '10'],
];
const L7 = (k) => s2(T.pyg7.filter((a) => a[3] === k).map((a) => a[2]));
const L6 = (k) => s2(T.pyg6.filter((a) => a[3] === k).map((a) => a[2]));
// PyG lines [2025, 2024]; expenses negative
T.P = {
  a: [L7('a'), 45120.00], b: [L7('b'), 11932.00], c: [L7('c'), 79880.00], d: [L7('d'), 771390.40], e: [L7('e'), 198405.20],
  g3a: [-L6('3a'), -88250.00], g3b: [-L6('3b'), -37910.55], g3c: [-L6('3c'), -2980.40], g3d: [-L6('3d'), 0],
  l6: [-L6('6'), -171305.92], l7: [L7('7'), 6000.00], l8: [-L6('8'), -598446.35], l9: [-L6('9'), -159783.61],
  l10: [-L6('10'), -30486.20], l11: [L7('11'), 15200.00], l14: [L7('14'), 1316.40], l15: [-L6('15'), -2689.12],
};
const P = T.P;
const y2 = (f) => [r2(f(0)), r2(f(1))];
P.l1 = y2((i) => P.a[i] + P.b[i] + P.c[i] + P.d[i] + P.e[i]);
P.l3 = y2((i) => P.g3a[i] + P.g3b[i] + P.g3c[i] + P.g3d[i]);
P.A1 = y2((i) => P.l1[i] + P.l3[i] + P.l6[i] + P.l7[i] + P.l8[i] + P.l9[i] + P.l10[i] + P.l11[i]);
P.A2 = y2((i) => P.l14[i] + P.l15[i]);
P.A3 = y2((i) => P.A1[i] + P.A2[i]);
P.A4 = P.A3; // exempt (Ley 49/2002): no income tax
// patrimonio neto: B) received, C) transferred
P.B1s = [T.capNewSubv, 0]; P.B1d = [T.capNewDon, 0];
P.B1 = y2((i) => P.B1s[i] + P.B1d[i]);
P.C1s = [-T.capSubv2025, -14000.00]; P.C1d = [-T.capDon2025, -1200.00];
P.C1 = y2((i) => P.C1s[i] + P.C1d[i]);
P.D = y2((i) => P.B1[i] + P.C1[i]);
P.I = y2((i) => P.A4[i] + P.D[i]);
T.gastosTot = y2((i) => -(P.l3[i] + P.l6[i] + P.l8[i] + P.l9[i] + P.l10[i] + P.l15[i]));

// ---- balance [2025, 2024]
T.B = {};
const B = T.B;
B.intang = T.intNet;
B.mat = T.inmNet;
B.fin = [6300.00, 6300.00];
B.anc = y2((i) => B.intang[i] + B.mat[i] + B.fin[i]);
B.exist = [8912.45, 7430.10];
B.usuarios = [14260.00, 11980.00];
B.deud = [209106.20, 176420.00];
B.ifcp = [60000.00, 40000.00];
B.periodif = [3120.40, 2870.00];
B.dotacion = [30000.00, 30000.00];
B.reservas = [42500.00, 42500.00];
B.remanente = [null, 171642.88];
B.excedente = P.A4;
B.remanente[0] = r2(B.remanente[1] + P.A4[1]);
B.fp = y2((i) => B.dotacion[i] + B.reservas[i] + B.remanente[i] + B.excedente[i]);
B.a3 = T.a3;
B.pn = y2((i) => B.fp[i] + B.a3[i]);
B.dlp = [48000.00, 60000.00];
B.pnc = B.dlp;
B.dcpBanco = [12000.00, 12000.00];
B.dcpOtras = [40000.00, 35000.00];
B.dcp = y2((i) => B.dcpBanco[i] + B.dcpOtras[i]);
B.benef = [7800.00, 6150.00];
B.prov = [11348.00, 10472.35];
B.otrosAcr = [35378.95, 33810.40];
B.acr = y2((i) => B.prov[i] + B.otrosAcr[i]);
B.pc = y2((i) => B.dcp[i] + B.benef[i] + B.acr[i]);
B.total = y2((i) => B.pn[i] + B.pnc[i] + B.pc[i]);
B.efectivo = y2((i) => B.total[i] - B.anc[i] - B.exist[i] - B.usuarios[i] - B.deud[i] - B.ifcp[i] - B.periodif[i]);
B.ac = y2((i) => B.exist[i] + B.usuarios[i] + B.deud[i] + B.ifcp[i] + B.periodif[i] + B.efectivo[i]);

// balance subaccounts at 31/12/2025 (pre-closing trial balance), debit positive
T.caja = 1284.35;
T.santander = 38716.42;
T.caixa = r2(B.efectivo[0] - T.caja - T.santander);
T.bal = [
  ['10000001', 'Dotación fundacional', -B.dotacion[0]],
  ['11300001', 'Reservas voluntarias', -B.reservas[0]],
  ['12000001', 'Remanente', -B.remanente[0]],
  ...T.capital.filter((c) => c[2] < 2025).map((c) => [c[7], `${c[0]} – ${c[1]}`, -r2(c[3] - c[4])]),
  ['17000001', 'Préstamo CaixaBank l/p', -B.dlp[0]],
  ['20600001', 'Aplicaciones informáticas', T.intang.cost],
  ...T.inm.map((a) => [`${a[0]}00001`, a[1].replace(/ \(.*\)/, ''), r2(a[2] + a[3])]),
  ['26000001', 'Fianza local C/ Sueca', 3600.00],
  ['26000002', 'Fianza local C/ Cuba', 2700.00],
  ['28060001', 'A.A. aplicaciones informáticas', -r2(T.intang.amort0 + T.intang.charge)],
  ...T.inm.map((a) => [`281${a[0].slice(1)}001`, `A.A. ${a[1].replace(/ \(.*\)/, '').toLowerCase()}`, -r2(a[4] + a[5])]),
  ['30000001', 'Existencias alimentos e higiene', B.exist[0]],
  ['40000001', 'Frutas y Verduras Hnos. Benlloch, S.L.', 6412.80],
  ['40000002', 'Distribuciones Cárnicas Levante, S.L.', 4935.20],
  ['41000001', 'Acreedores varios', 3416.75],
  ['41200001', 'Beneficiarios becas pendientes de pago', B.benef[0]],
  ['44000001', 'Deudores varios', 1860.00],
  ['44700001', 'Usuarios, deudores', 2140.00],
  ['44800001', 'Patrocinadores, deudores', 12120.00],
  ['47080001', 'HP deudora subv. GVA Primera Oportunitat', 90000.00],
  ['47080002', 'HP deudora subv. LABORA EMCORP', 56106.20],
  ['47080003', 'HP deudora subv. Diputació inclusió', 36000.00],
  ['47080004', 'HP deudora subv. Ministerio IRPF estatal', 25140.00],
  ['47510001', 'HP acreedora por retenciones practicadas', 18742.36],
  ['47600001', 'Seguridad Social acreedora', 13219.84],
  ['48000001', 'Gastos anticipados (seguros)', B.periodif[0]],
  ['52000001', 'Préstamo CaixaBank c/p', -B.dcpBanco[0]],
  ['52200001', 'Ajuntament de València – anticipo Comedor 2026', -B.dcpOtras[0]],
  ['54800001', 'Imposición a plazo fijo CaixaBank', B.ifcp[0]],
  ['57000001', 'Caja', T.caja],
  ['57200001', `CaixaBank c/c ${T.iban.slice(-4)}`, T.caixa],
  ['57200002', 'Banco Santander c/c subvenciones', T.santander],
];
// liabilities among 4xx are credit balances
for (const r of T.bal) if (/^(400|410|412|475|476)/.test(r[0])) r[2] = -r[2];
T.tb = [
  ...T.bal,
  ...T.pyg6.map((a) => [a[0], a[1], a[2]]),
  ...T.pyg7.map((a) => [a[0], a[1], -a[2]]),
  ...T.capital.filter((c) => c[6] === 'subv').map((c) => [`840${c[7].slice(3)}`, `Transf. subv. capital ${c[0]}`, c[5]]),
  ...T.capital.filter((c) => c[6] === 'don').map((c) => [`841${c[7].slice(3)}`, `Transf. donac. capital ${c[0]}`, c[5]]),
  ...T.capital.filter((c) => c[6] === 'subv' && c[2] === 2025).map((c) => [`940${c[7].slice(3)}`, `Subv. capital ${c[0]} – ${c[1]}`, -c[3]]),
  ...T.capital.filter((c) => c[6] === 'don' && c[2] === 2025).map((c) => [`941${c[7].slice(3)}`, `Donac. capital ${c[0]} – ${c[1]}`, -c[3]]),
].sort((a, b) => a[0].localeCompare(b[0]));
// sums (debe/haber) for the trial balance: movements invented around each saldo
{
  const R = rng(4711);
  const busy = /^(57|40|41|43|44|47|52|60|62|64|65)/;
  for (const r of T.tb) {
    const s = r[2];
    let other = 0;
    if (busy.test(r[0])) other = r2(Math.abs(s) * (0.2 + R() * 1.6));
    if (/^(57200001|57200002)/.test(r[0])) other = r2(Math.abs(s) * 9 + 412345.67 * (1 + R()));
    if (/^(64|62)/.test(r[0])) other = r2(Math.abs(s) * 0.01 * Math.floor(R() * 3));
    r[3] = s >= 0 ? r2(s + other) : other; // debe
    r[4] = s >= 0 ? other : r2(-s + other); // haber
  }
}
T.bankSub = ['57000001', '57200001', '57200002'];
T.otrosAcrCheck = s2(T.bal.filter((r) => /^(410|475|476)/.test(r[0])).map((r) => -r[2]));
T.provCheck = s2(T.bal.filter((r) => /^400/.test(r[0])).map((r) => -r[2]));
T.deudCheck = s2(T.bal.filter((r) => /^(440|470)/.test(r[0])).map((r) => r[2]));

// ---- activities (note 13): expense lines by activity [A1, A2, A3]; no imputados = total - A1 - A2 - A3
T.actNames = ['Inserción sociolaboral de jóvenes', 'Comedor social La Sèquia y apoyo alimentario', 'Aula Oberta – refuerzo educativo'];
T.actShort = ['Actividad 1', 'Actividad 2', 'Actividad 3'];
T.act = [
  ['a) Ayudas monetarias', -P.g3a[0], [62400.00, 34000.00, 0]],
  ['b) Ayudas no monetarias', -P.g3b[0], [0, 41236.80, 0]],
  ['c) Gastos por colaboraciones y del órgano de gobierno', -P.g3c[0], [0, 1420.30, 726.00]],
  ['d) Reintegro de subvenciones, donaciones y legados', -P.g3d[0], [0, 0, 0]],
  ['Aprovisionamientos', -P.l6[0], [4120.00, 172318.27, 6202.00]],
  ['Gastos de personal', -P.l8[0], [268140.20, 176512.45, 118604.75]],
  ['Otros gastos de la actividad', -P.l9[0], [52310.14, 61845.90, 28412.80]],
  ['Amortización del inmovilizado', -P.l10[0], [6180.00, 21906.00, 2347.60]],
  ['Gastos financieros', -P.l15[0], [0, 0, 0]],
];
for (const a of T.act) a[3] = r2(a[1] - sum(a[2]));
T.actGastos = [0, 1, 2].map((k) => s2(T.act.map((a) => a[2][k])));
T.actGastosTot = s2(T.actGastos);
T.niGastos = s2(T.act.map((a) => a[3]));
T.inv = [0, 52000.00, 4720.00];
T.invTot = s2(T.inv);
T.actTotal = [0, 1, 2].map((k) => r2(T.actGastos[k] + T.inv[k]));
T.personas = [ // [asalariados nº medio, horas, voluntarios, beneficiarios]
  [9.4, 15640, 6, 214],
  [11.2, 18210, 38, 1386],
  [5.6, 7980, 21, 167],
];
T.empleo = [ // número medio de personas empleadas, by category [mujeres, hombres]
  ['Dirección', 1, 0],
  ['Personal técnico (orientación, trabajo social)', 8.6, 3.2],
  ['Educadores/as', 4.8, 1.9],
  ['Personal de cocina y reparto', 3.1, 2.4],
  ['Administración', 1.6, 0.6],
];
T.empleoTot = r2(sum(T.empleo.map((e) => e[1] + e[2])));
T.menus = 41250;

// ---- destino de rentas (note 14), 2021..2025: [year, excedente, ajustes negativos, ajustes positivos, inversiones]
T.dr = [
  [2021, 6412.37, 8000.00, 842316.40, 96400.00],
  [2022, -3184.52, 12500.00, 915402.18, 31300.00],
  [2023, 11206.80, 14200.00, 981744.66, 12000.00],
  [2024, P.A4[1], P.l11[1], 1041875.26, 8436.00],
  [2025, P.A4[0], P.l11[0], T.actGastosTot, T.invTot],
].map(([y, e, an, ap, inv]) => {
  const base = r2(e - an + ap);
  const renta = r2(base * 0.7);
  const rec = r2(ap + inv);
  return { y, e, an, ap, inv, base, renta, rec, pct: r2((100 * rec) / base) };
});
T.drTot = { base: s2(T.dr.map((d) => d.base)), renta: s2(T.dr.map((d) => d.renta)), rec: s2(T.dr.map((d) => d.rec)) };

// ---- cuenta justificativa GVA Primera Oportunitat
T.gva = {
  exp: 'INSJOV/2025/046', concedido: 180000.00, resolucion: '14/03/2025', anticipo: 90000.00, fechaAnticipo: '28/04/2025',
  plazo: '31/01/2026', periodo: '01/01/2025 – 31/12/2025',
  fuentes: [['Subvención Generalitat Valenciana', 180000.00], ['Fundación "la Caixa"', 35000.00], ['Fondos propios de la entidad', 16600.00]],
};
T.gva.presupuesto = s2(T.gva.fuentes.map((f) => f[1]));
T.gvaPartidas = [
  ['1. Gastos de personal', 158400.00],
  ['2. Becas a participantes', 36000.00],
  ['3. Actividades y talleres', 14000.00],
  ['4. Material didáctico y fungible', 6200.00],
  ['5. Desplazamientos y dietas', 3800.00],
  ['6. Seguros', 1200.00],
  ['7. Gastos indirectos', 12000.00],
];
T.gvaPersonal = [ // [name, category, contract, months, bruto, ss empresa, % imputado]
  ['Lucía Martínez Bosch', 'Coordinadora del programa', 'Indefinido', 12, 31840.00, 10094.72, 80],
  ['Àlex Ferrer Roig', 'Orientador laboral', 'Indefinido', 12, 27520.00, 8725.04, 100],
  ['Sara Benlloch Pons', 'Orientadora laboral', 'Indefinido', 12, 27520.00, 8725.04, 100],
  ['Iván Requena Gil', 'Formador', 'Obra y servicio', 10, 21450.00, 6800.56, 100],
  ['Noelia Sanz Alapont', 'Técnica de inserción', 'Indefinido', 12, 25860.00, 8198.76, 90],
  ['Pau Climent Vidal', 'Administrativo', 'Indefinido', 12, 22680.00, 7190.44, 30],
];
for (const p of T.gvaPersonal) { p[7] = r2(p[4] + p[5]); p[8] = r2((p[7] * p[6]) / 100); }
T.gvaJust = [ // [factura, fecha, proveedor, nif, concepto, partida (1-based), total, imputado, fecha pago, medio]
  ['BEC-2025', '31/12/2025', 'Relación nominal de perceptores (anexo)', '—', 'Becas de asistencia (58 participantes)', 2, 34800.00, 34800.00, 'mensual', 'Transferencia'],
  ['2025/118', '28/02/2025', 'Formació i Ocupació Túria, S.L.', 'B97845120', 'Taller competencias digitales (40 h)', 3, 3630.00, 3630.00, '15/03/2025', 'Transferencia'],
  ['F-0412', '15/04/2025', 'Cuina Escola Russafa, S.C.', 'J98556231', 'Curso ayudante de cocina (60 h)', 3, 5445.00, 5445.00, '05/05/2025', 'Transferencia'],
  ['A-2025-77', '30/06/2025', 'Associació Teatre Obert', 'G46712098', 'Taller de habilidades sociales', 3, 2237.50, 2237.50, '10/07/2025', 'Transferencia'],
  ['2025-0931', '17/10/2025', 'Formació i Ocupació Túria, S.L.', 'B97845120', 'Taller búsqueda activa de empleo (30 h)', 3, 4000.00, 4000.00, '31/10/2025', 'Transferencia'],
  ['T-55821', '13/01/2025', 'Papelería Tècnica Ruzafa, S.L.', 'B96321457', 'Material fungible aula', 4, 612.48, 612.48, '13/01/2025', 'Tarjeta'],
  ['2025-2204', '03/03/2025', 'Informàtica Xàtiva 12, S.L.', 'B98071236', 'Licencias y consumibles impresora', 4, 1388.15, 1388.15, '20/03/2025', 'Transferencia'],
  ['T-56990', '09/05/2025', 'Papelería Tècnica Ruzafa, S.L.', 'B96321457', 'Material didáctico módulo 2', 4, 845.30, 845.30, '09/05/2025', 'Tarjeta'],
  ['FV25/3318', '22/09/2025', 'Editorial Llibres de Feina, S.L.', 'B46987412', 'Manuales de orientación laboral', 4, 1620.00, 1620.00, '06/10/2025', 'Transferencia'],
  ['T-60017', '14/11/2025', 'Papelería Tècnica Ruzafa, S.L.', 'B96321457', 'Material fungible aula', 4, 1020.40, 1020.40, '14/11/2025', 'Tarjeta'],
  ['ABN-2025-03', '31/03/2025', 'EMT València', 'A46013209', 'Bonos de transporte participantes T1', 5, 740.00, 740.00, '31/03/2025', 'Tarjeta'],
  ['ABN-2025-06', '30/06/2025', 'EMT València', 'A46013209', 'Bonos de transporte participantes T2', 5, 820.00, 820.00, '30/06/2025', 'Tarjeta'],
  ['LIQ-07', '31/07/2025', 'Liquidación de dietas personal técnico', '—', 'Visitas a empresas (kilometraje)', 5, 684.15, 684.15, '05/08/2025', 'Transferencia'],
  ['ABN-2025-10', '30/10/2025', 'EMT València', 'A46013209', 'Bonos de transporte participantes T4', 5, 730.00, 730.00, '30/10/2025', 'Tarjeta'],
  ['POL-88412', '10/01/2025', 'Mutua Valenciana de Seguros', 'V46002781', 'Seguro de accidentes participantes', 6, 1146.20, 1146.20, '10/01/2025', 'Domiciliación'],
  ['ALQ-2025', '31/12/2025', 'Inmobiliaria Sueca 41, S.L.', 'B46523198', 'Alquiler sede C/ Sueca (prorrata 20 %)', 7, 38400.00, 7680.00, 'mensual', 'Domiciliación'],
  ['IB-2025', '31/12/2025', 'Iberdrola Clientes, S.A.U.', 'A95758389', 'Suministro eléctrico sede (prorrata 15 %)', 7, 15224.60, 2283.69, 'mensual', 'Domiciliación'],
  ['AS-2025', '31/12/2025', 'Assessoria Laboral Campanar, S.L.', 'B97214563', 'Asesoría laboral y contable (prorrata 15 %)', 7, 12705.00, 1905.75, 'mensual', 'Transferencia'],
];
T.gvaExec = T.gvaPartidas.map(([n, p], i) => {
  const ej = i === 0 ? s2(T.gvaPersonal.map((x) => x[8])) : s2(T.gvaJust.filter((j) => j[5] === i + 1).map((j) => j[7]));
  return { name: n, pres: p, ej, desv: r2(ej - p), pct: r2((100 * ej) / p) };
});
T.gvaEjTot = s2(T.gvaExec.map((e) => e.ej));
T.gvaPresTot = s2(T.gvaExec.map((e) => e.pres));
T.gvaFinEj = [180000.00, 35000.00, r2(T.gvaEjTot - 215000.00)];

// ---- ticket (factura simplificada), prices VAT included; A = 21 %, B = 10 %
T.tk = {
  shop: 'AUTOSERVICIO RUSSAFA S.L.', nif: 'B98163524', no: 'FS25-004187', date: '12/12/2025', time: '10:42',
  items: [
    ['ATUN CLARO PACK 6', 4, 5.95, 'B'],
    ['PECHUGA POLLO 1KG', 3, 6.49, 'B'],
    ['YOGUR NATURAL PK8', 5, 1.89, 'B'],
    ['GALLETAS MARIA 800G', 6, 1.65, 'B'],
    ['CAFE MOLIDO 250G', 4, 2.79, 'B'],
    ['AGUA MINERAL 5L', 8, 0.99, 'B'],
    ['LEJIA 4L', 3, 1.79, 'A'],
    ['LAVAVAJILLAS 1,3L', 2, 2.35, 'A'],
    ['BOLSAS BASURA 50U', 4, 2.10, 'A'],
    ['ROLLO FILM 300M', 1, 6.95, 'A'],
  ],
};
T.tk.lines = T.tk.items.map(([, q, p]) => r2(q * p));
T.tk.total = s2(T.tk.lines);
T.tk.gross = { A: s2(T.tk.items.map((it, i) => (it[3] === 'A' ? T.tk.lines[i] : 0))), B: s2(T.tk.items.map((it, i) => (it[3] === 'B' ? T.tk.lines[i] : 0))) };
T.tk.base = { A: r2(T.tk.gross.A / 1.21), B: r2(T.tk.gross.B / 1.1) };
T.tk.cuota = { A: r2(T.tk.gross.A - T.tk.base.A), B: r2(T.tk.gross.B - T.tk.base.B) };
T.tk.iva = r2(T.tk.cuota.A + T.tk.cuota.B);
T.tk.units = sum(T.tk.items.map((i) => i[1]));

// ---- CaixaBank December 2025 [date, value date, concepto, más datos, amount]
T.bizum = [
  ['01/12/2025', 'MARIA JOSE ALBERT CASANOVA', 50.00],
  ['03/12/2025', 'JOAN BAPTISTA GIMENO', 20.00],
  ['06/12/2025', 'ELENA SORIANO MUÑOZ', 25.00],
  ['06/12/2025', 'DAVID PERIS LLOPIS', 100.00],
  ['08/12/2025', 'ROSA MARIA VILA TORMO', 30.00],
  ['11/12/2025', 'FRANCESC XAVIER ORTIZ', 15.00],
  ['13/12/2025', 'LAURA CUBELLS FERRANDO', 50.00],
  ['14/12/2025', 'ANTONIO MOLINA REY', 200.00],
  ['17/12/2025', 'CRISTINA BORRAS IBORRA', 20.00],
  ['20/12/2025', 'MIGUEL ANGEL HERRERO', 40.00],
  ['21/12/2025', 'NURIA SEGARRA BLASCO', 25.00],
  ['24/12/2025', 'JAVIER MONTAÑANA SOLER', 150.00],
  ['24/12/2025', 'PILAR CANET ROCA', 10.00],
  ['27/12/2025', 'SERGIO ALANDETE PUIG', 60.00],
  ['30/12/2025', 'AMPARO ROIG CERVERA', 35.00],
];
T.mov = [
  ['01/12/2025', '01/12/2025', 'RECIBO', 'INMOBILIARIA SUECA 41 SL ALQUILER DICIEMBRE', -3200.00],
  ['01/12/2025', '01/12/2025', 'TRANSF. EMITIDA', 'ENRIQUE LLORET BOSCH ALQUILER LOCAL C/CUBA DIC', -2300.00],
  ['02/12/2025', '02/12/2025', 'ABONO REMESA RECIBOS', 'CUOTAS SOCIOS COLABORADORES DICIEMBRE 2025 (318 RECIBOS)', 4030.00],
  ['04/12/2025', '02/12/2025', 'DEVOLUCION RECIBO', 'CUOTA SOCIO REF 0137 MOTIVO AM04', -25.00],
  ['04/12/2025', '02/12/2025', 'DEVOLUCION RECIBO', 'CUOTA SOCIO REF 0211 MOTIVO MD06', -30.00],
  ['05/12/2025', '05/12/2025', 'TRANSF. RECIBIDA', 'AJUNTAMENT DE VALENCIA SUBV COMEDOR LA SEQUIA 2025 2o PAGO', 47500.00],
  ['09/12/2025', '02/12/2025', 'DEVOLUCION RECIBO', 'CUOTA SOCIO REF 0094 MOTIVO AC04', -15.00],
  ['09/12/2025', '09/12/2025', 'RECIBO', 'IBERDROLA CLIENTES SAU FRA 21250912447', -1312.48],
  ['10/12/2025', '10/12/2025', 'RECIBO', 'AIGUES DE VALENCIA SA', -268.15],
  ['11/12/2025', '11/12/2025', 'RECIBO', 'VODAFONE ESPANA SAU', -355.07],
  ['12/12/2025', '12/12/2025', 'COMPRA TARJETA 4176XXXXXXXX2291', 'AUTOSERVICIO RUSSAFA VALENCIA', -T.tk.total],
  ['15/12/2025', '15/12/2025', 'TRANSF. RECIBIDA', 'FUNDACION LA CAIXA CONV INSERCION 2025 PAGO FINAL', 15000.00],
  ['16/12/2025', '16/12/2025', 'TRANSF. EMITIDA', 'FRUTAS Y VERDURAS HNOS BENLLOCH SL FRA 2025/1187', -4612.35],
  ['17/12/2025', '17/12/2025', 'TRANSF. EMITIDA', 'DISTRIBUCIONES CARNICAS LEVANTE SL FRA A-3391', -2987.60],
  ['18/12/2025', '18/12/2025', 'TRANSF. RECIBIDA', 'CERAMICAS LEVANTE SA DONATIVO NAVIDAD', 6000.00],
  ['19/12/2025', '19/12/2025', 'TRANSF. EMITIDA', 'BECAS PRIMERA OPORTUNITAT DICIEMBRE (24 BECAS)', -3600.00],
  ['22/12/2025', '22/12/2025', 'NOMINA', 'PAGO NOMINAS DICIEMBRE 2025', -39840.27],
  ['22/12/2025', '22/12/2025', 'NOMINA', 'PAGA EXTRAORDINARIA NAVIDAD 2025', -31205.60],
  ['29/12/2025', '29/12/2025', 'SEGUROS SOCIALES', 'TGSS COTIZACION NOVIEMBRE 2025', -13018.44],
  ['30/12/2025', '30/12/2025', 'ADEUDO PRESTAMO', 'PRESTAMO 9620.317.552 CUOTA 12/2025', -1174.81],
  ['31/12/2025', '31/12/2025', 'COMISION', 'COMISION MANTENIMIENTO', -30.00],
  ['31/12/2025', '31/12/2025', 'COMISION', 'COMISION TRANSFERENCIAS DICIEMBRE', -4.50],
  ...T.bizum.map(([d, n, a]) => [d, d, 'BIZUM RECIBIDO', `${n} DONATIVO`, a]),
];
{
  const key = (d) => d.split('/').reverse().join('');
  T.mov = T.mov.map((m, i) => ({ i, m })).sort((a, b) => key(a.m[0]).localeCompare(key(b.m[0])) || a.i - b.i).map((x) => x.m);
  let bal = r2(T.caixa - s2(T.mov.map((m) => m[4])));
  T.caixaOpen = bal;
  for (const m of T.mov) { bal = r2(bal + m[4]); m[5] = bal; }
}
T.bizumTot = s2(T.bizum.map((b) => b[2]));
T.devol = s2(T.mov.filter((m) => m[2] === 'DEVOLUCION RECIBO').map((m) => -m[4]));
T.comisiones = s2(T.mov.filter((m) => m[2] === 'COMISION').map((m) => -m[4]));

// ---- Patronato minutes 16/12/2025
T.acta = {
  fecha: '16 de diciembre de 2025',
  presentes: [
    ['Dña. Amparo Ferrer Llorca', 'Presidenta'],
    ['D. Vicent Soler Martí', 'Vicepresidente'],
    ['D. Jordi Navarro Gil', 'Secretario'],
    ['Dña. Carmen Ibáñez Roig', 'Tesorera'],
    ['Dña. Pilar Esteve Cano', 'Vocal'],
    ['D. Rafael Moltó Sanchis', 'Vocal'],
    ['Dña. Neus Grau Bellver', 'Vocal'],
  ],
  excusados: ['D. Josep Llopis Ortí', 'Dña. Teresa Campos Vidal'],
  gerente: 'Dña. Marta Sancho Peiró',
  mancomunada: 6000,
  nueva: 'Dña. Lucía Pastor Ramos',
  proxima: '23 de junio de 2026',
  // previsión de cierre 2025: [label, presupuesto 2025, previsión cierre 2025]
  cierre: [
    ['Ingresos de la actividad propia', 1133000.00, 1118000.00],
    ['Otros ingresos', 24000.00, 27600.00],
    ['Total ingresos', null, null],
    ['Gastos por ayudas y otros', -140000.00, -146200.00],
    ['Aprovisionamientos', -176000.00, -181900.00],
    ['Gastos de personal', -640000.00, -628400.00],
    ['Otros gastos de la actividad', -165000.00, -169800.00],
    ['Amortizaciones y gastos financieros', -36000.00, -35200.00],
    ['Total gastos', null, null],
    ['Excedente previsto', null, null],
  ],
  // plan 2026 by activity [gastos, inversiones]
  plan: [
    ['Inserción sociolaboral de jóvenes', 412500.00, 0],
    ['Comedor social La Sèquia y apoyo alimentario', 548000.00, 18500.00],
    ['Aula Oberta – refuerzo educativo', 171800.00, 6000.00],
    ['Gastos no imputados a las actividades', 96400.00, 0],
  ],
  ingresos2026: [
    ['Subvenciones del sector público', 842000.00],
    ['Donaciones y legados del sector privado', 232000.00],
    ['Cuotas de socios y aportaciones de usuarios', 63500.00],
    ['Patrocinios y colaboraciones', 90000.00],
    ['Otros ingresos', 27700.00],
  ],
};
{
  const c = T.acta.cierre;
  for (const k of [1, 2]) {
    c[2][k] = r2(c[0][k] + c[1][k]);
    c[8][k] = r2(c[3][k] + c[4][k] + c[5][k] + c[6][k] + c[7][k]);
    c[9][k] = r2(c[2][k] + c[8][k]);
  }
  T.acta.planGastos = s2(T.acta.plan.map((p) => p[1]));
  T.acta.planInv = s2(T.acta.plan.map((p) => p[2]));
  T.acta.planTot = r2(T.acta.planGastos + T.acta.planInv);
  T.acta.ing2026 = s2(T.acta.ingresos2026.map((p) => p[1]));
}
export const TU = T;

// ============================================================== JAPPOO
const J = {};
J.ninea = '005874213 2V2';
J.recepisse = '0137/GRT/ADM';
// general ledger accounts: [code, title, CR line, annual total 2025 (charges debit / produits credit)]
J.acc = [
  ['601100', 'Achats de médicaments et intrants de santé', 'EA', 30412600],
  ['601200', 'Achats d\'intrants nutritionnels', 'EA', 15846000],
  ['603100', 'Variation des stocks de médicaments et intrants', 'EA', 275000],
  ['604700', 'Fournitures de bureau', 'EA', 3184250],
  ['605100', 'Eau', 'EA', 1126400],
  ['605200', 'Électricité', 'EA', 3965800],
  ['605300', 'Carburant et lubrifiants', 'EA', null],
  ['614100', 'Transports du personnel', 'EB', 2450000],
  ['618100', 'Voyages et déplacements (missions terrain)', 'EB', 8236000],
  ['622200', 'Locations de bureaux (antenne de Mbour)', 'EC', 1800000],
  ['622400', 'Locations de véhicules', 'EC', 2640000],
  ['624100', 'Entretien et réparations', 'EC', 4318700],
  ['625100', 'Primes d\'assurance', 'EC', 2196000],
  ['628100', 'Frais de télécommunications et internet', 'EC', 2874300],
  ['631100', 'Frais bancaires', 'EC', 1048650],
  ['631200', 'Frais de transfert Wave', 'EC', 312480],
  ['632400', 'Honoraires (commissaire aux comptes, expert-comptable)', 'EC', 4500000],
  ['633100', 'Formation du personnel', 'EC', 1850000],
  ['637100', 'Prestataires et consultants', 'EC', 6100000],
  ['638100', 'Frais d\'organisation d\'ateliers et de réunions', 'EC', 5446200],
  ['641100', 'Impôts fonciers', 'ED', 420000],
  ['646100', 'Vignettes et droits d\'enregistrement', 'ED', 185000],
  ['661100', 'Salaires bruts', 'EE', 54600000],
  ['663100', 'Primes et indemnités', 'EE', 5840000],
  ['664100', 'Cotisations IPRES', 'EE', 4852400],
  ['664200', 'Cotisations CSS', 'EE', 1294300],
  ['658100', 'Motivations des relais communautaires', 'EF', 12420000],
  ['658200', 'Kits et aides aux bénéficiaires', 'EF', 7675500],
  ['658300', 'Contributions aux comités de gestion des forages', 'EF', 4400000],
  ['681300', 'Dotations aux amortissements des immobilisations', 'EG', null],
  ['689400', 'Dotations aux fonds dédiés (engagements à réaliser)', 'EH', null],
  ['706100', 'Formations dispensées', 'RE', 3260000],
  ['706200', 'Location de la salle de réunion', 'RE', 1600000],
  ['711100', 'Subvention Enabel – PROSAMI', 'RC', null],
  ['711200', 'Subvention Solidarité Bretagne-Sénégal – NUTRI-THIÈS', 'RC', null],
  ['711300', 'Subvention Fondation Teranga Avenir – EAU-KEUR', 'RC', null],
  ['712100', 'Subvention Conseil départemental de Thiès', 'RD', 7500000],
  ['712200', 'Subvention Ministère de la Santé (appui aux relais)', 'RD', 4500000],
  ['751100', 'Cotisations des membres', 'RA', null],
  ['752100', 'Dons des particuliers et de la diaspora', 'RB', 5284500],
  ['752200', 'Dons d\'entreprises', 'RB', 3500000],
  ['771100', 'Intérêts du compte d\'épargne CMS', 'RG', 412350],
  ['789400', 'Reprises sur fonds dédiés des exercices antérieurs', 'RF', null],
  ['865000', 'Quote-part des subventions d\'investissement virée au résultat', 'RH', null],
];
J.carbMonths = [742500, 698000, 815300, 774200, 861000, 902400, 688750, 655900, 873650, 921300, 948600, 1002400];
J.cotisants = 118;
J.cotisation = 12000;
// fixed assets: [label, REF, brut 1/1, acquisitions, amort 1/1, dotation]
J.immo = [
  ['Logiciels et licences', 'AE', 2400000, 0, 960000, 480000],
  ['Terrains', 'AJ', 8500000, 0, 0, 0],
  ['Bâtiments (siège de Thiès)', 'AK', 42000000, 0, 10500000, 2100000],
  ['Matériel et mobilier de bureau', 'AL', 8200000, 1650000, 4850000, 1570000],
  ['Matériel de transport', 'AM', 18900000, 12600000, 9450000, 4725000],
];
for (const a of J.immo) { a[6] = a[2] + a[3]; a[7] = a[4] + a[5]; a[8] = a[6] - a[7]; a[9] = a[2] - a[4]; }
J.dotAmort = sum(J.immo.map((a) => a[5]));
// projects: [code, name, donor, convention, budget lines, quarterly realised direct lines, fonds à engager 1/1, ressources 2025]
J.lines = ['1. Personnel du projet', '2. Activités de terrain', '3. Intrants et équipements', '4. Déplacements et carburant', '5. Fonctionnement du projet'];
J.proj = [
  { code: 'PROSAMI', name: 'Santé maternelle et infantile dans le département de Thiès', donor: 'Enabel (Agence belge de développement)', short: 'Enabel', conv: 'SEN 22 044 – Avenant n° 3', acc: '711100',
    budget: [34800000, 27600000, 21450000, 6900000, 1200000],
    q: [[8400000, 8700000, 8650000, 8900000], [5120000, 6840500, 7215000, 7562000], [4815000, 5210400, 4488000, 6312600], [1540000, 1685200, 1702300, 1811450], [285000, 296400, 302600, 311000]],
    A: 14250000, R: 92000000 },
  { code: 'NUTRI-THIÈS', name: 'Nutrition communautaire et jardins scolaires', donor: 'Solidarité Bretagne-Sénégal', short: 'SBS', conv: 'SBS/AJSC/2024-02', acc: '711200',
    budget: [15600000, 17200000, 11500000, 4300000, 1900000],
    q: [[3900000, 3900000, 3900000, 3900000], [3412000, 4128300, 2965000, 3806200], [2405600, 3018000, 1994500, 2741900], [842500, 1012300, 955800, 1046100], [402000, 446200, 418900, 463700]],
    A: 6180000, R: 52500000 },
  { code: 'EAU-KEUR', name: 'Forages, eau potable et hygiène en milieu rural', donor: 'Fondation Teranga Avenir', short: 'Teranga', conv: 'FTA-2025-011', acc: '711300',
    budget: [7200000, 9800000, 17400000, 2600000, 1600000],
    q: [[0, 1800000, 1800000, 1800000], [0, 1650000, 2418400, 3122500], [0, 3846000, 5918700, 6204300], [0, 412600, 618300, 704200], [0, 285400, 312000, 326500]],
    A: 0, R: 45000000 },
];
for (const p of J.proj) {
  p.qTot = [0, 1, 2, 3].map((k) => sum(p.q.map((l) => l[k])));
  p.fgQ = p.qTot.map((v) => Math.round(v * 0.07));
  p.lineTot = p.q.map((l) => sum(l));
  p.direct = sum(p.lineTot);
  p.fg = sum(p.fgQ);
  p.E = p.direct + p.fg;
  p.budgetDirect = sum(p.budget);
  p.budgetFg = Math.round(p.budgetDirect * 0.07);
  p.budgetTot = p.budgetDirect + p.budgetFg;
  p.B = Math.min(p.A, p.E);
  p.C = p.R - (p.E - p.B);
  p.D = p.A - p.B + p.C;
  p.taux = Math.round((10000 * p.E) / p.budgetTot) / 100;
}
J.RC = sum(J.proj.map((p) => p.R));
J.RF = sum(J.proj.map((p) => p.B));
J.EH = sum(J.proj.map((p) => p.C));
J.fdEnd = sum(J.proj.map((p) => p.D));
J.fdStart = sum(J.proj.map((p) => p.A));
// subventions d'investissement
J.si = { start: 14700000, added: 12600000, reprise: 2520000 + 1890000 };
J.si.end = J.si.start + J.si.added - J.si.reprise;
// fill derived totals
const setAcc = (code, v) => { J.acc.find((a) => a[0] === code)[3] = v; };
setAcc('605300', sum(J.carbMonths));
setAcc('681300', J.dotAmort);
setAcc('689400', J.EH);
for (const p of J.proj) setAcc(p.acc, p.R);
setAcc('751100', J.cotisants * J.cotisation);
setAcc('789400', J.RF);
setAcc('865000', J.si.reprise);
const line = (ref) => sum(J.acc.filter((a) => a[2] === ref).map((a) => a[3]));
J.resRefs = [
  ['RA', 'Cotisations des membres'],
  ['RB', 'Dons et libéralités'],
  ['RC', 'Subventions des partenaires techniques et financiers (ressources affectées)'],
  ['RD', 'Subventions d\'exploitation de l\'État et des collectivités territoriales'],
  ['RE', 'Prestations de services et produits des activités annexes'],
  ['RF', 'Reprises sur fonds dédiés des exercices antérieurs'],
  ['RG', 'Produits financiers'],
  ['RH', 'Quote-part des subventions d\'investissement virée au résultat'],
];
J.empRefs = [
  ['EA', 'Achats consommés (intrants, fournitures, énergie, carburant)'],
  ['EB', 'Transports et déplacements'],
  ['EC', 'Services extérieurs'],
  ['ED', 'Impôts et taxes'],
  ['EE', 'Charges de personnel'],
  ['EF', 'Aides et appuis aux bénéficiaires et aux relais'],
  ['EG', 'Dotations aux amortissements'],
  ['EH', 'Engagements à réaliser sur ressources affectées (dotations aux fonds dédiés)'],
];
J.CR = {};
const prev = { RA: 1176000, RB: 7412000, RC: 162300000, RD: 10000000, RE: 3925000, RF: 15620000, RG: 298700, RH: 2520000,
  EA: 52218400, EB: 9402600, EC: 30404300, ED: 585000, EE: 62120500, EF: 20843100, EG: 7130000, EH: 20430000 };
for (const [ref] of [...J.resRefs, ...J.empRefs]) J.CR[ref] = [line(ref), prev[ref]];
J.XA = [0, 1].map((i) => sum(J.resRefs.map(([r]) => J.CR[r][i])));
J.XB = [0, 1].map((i) => sum(J.empRefs.map(([r]) => J.CR[r][i])));
J.XC = [0, 1].map((i) => J.XA[i] - J.XB[i]);
// bilan [2025, 2024]
J.Bi = {};
const Bi = J.Bi;
Bi.depots = [600000, 600000];
Bi.immoNet = [sum(J.immo.map((a) => a[8])), sum(J.immo.map((a) => a[9]))];
Bi.AZ = [Bi.immoNet[0] + Bi.depots[0], Bi.immoNet[1] + Bi.depots[1]];
Bi.stocks = [2845000, 3120000];
Bi.creancesPTF = [18600000, 12400000];
Bi.autresCreances = [1235500, 980000];
Bi.BK = [0, 1].map((i) => Bi.stocks[i] + Bi.creancesPTF[i] + Bi.autresCreances[i]);
Bi.fonds = [25000000, 25000000];
Bi.ran = [null, 21841250];
Bi.ran[0] = Bi.ran[1] + J.XC[1];
Bi.res = J.XC;
Bi.si = [J.si.end, J.si.start];
Bi.CP = [0, 1].map((i) => Bi.fonds[i] + Bi.ran[i] + Bi.res[i] + Bi.si[i]);
Bi.fd = [J.fdEnd, J.fdStart];
Bi.prov = [2450000, 2100000];
Bi.DF = [0, 1].map((i) => Bi.CP[i] + Bi.fd[i] + Bi.prov[i]);
Bi.fourn = [4312000, 3870500];
Bi.fiscSoc = [3918400, 3544200];
Bi.autresDettes = [1275000, 960000];
Bi.DP = [0, 1].map((i) => Bi.fourn[i] + Bi.fiscSoc[i] + Bi.autresDettes[i]);
Bi.DZ = [0, 1].map((i) => Bi.DF[i] + Bi.DP[i]);
Bi.BT = [0, 1].map((i) => Bi.DZ[i] - Bi.AZ[i] - Bi.BK[i]);
// trésorerie detail; CBAO is what remains
J.cms = [12000000, 11587650];
J.caisse = [385600, 412300];
// Wave December 2025 rows: [date, time, type, name, phone, amount (signed), note]
J.waveOpen = 642150;
J.wave = [];
{
  const R = rng(2025);
  const members = ['Aminata Sow', 'Moustapha Gueye', 'Khady Diallo', 'Ibrahima Diouf', 'Ndeye Fatou Mbaye', 'Serigne Mbacké Ndiaye', 'Coumba Thiam', 'Pape Malick Seck', 'Mariama Ba', 'Ousmane Kane', 'Rokhaya Fall', 'Abdoulaye Wade Sy', 'Astou Ndour', 'Babacar Cissé'];
  const cot = [[2, 12000], [3, 24000], [3, 12000], [4, 12000], [6, 12000], [8, 24000], [9, 12000], [11, 12000], [12, 12000], [15, 36000], [17, 12000], [19, 12000], [22, 24000], [29, 12000]];
  cot.forEach(([d, a], i) => J.wave.push([d, `${String(8 + Math.floor(R() * 12)).padStart(2, '0')}:${String(Math.floor(R() * 60)).padStart(2, '0')}`, 'Paiement reçu', members[i], `77${String(1000000 + Math.floor(R() * 8999999)).slice(0, 7)}`, a, a === 12000 ? 'Cotisation 2025' : a === 24000 ? 'Cotisations 2024 et 2025' : 'Cotisations 2024, 2025 et 2026']));
  const dons = [[1, 'Seynabou Diagne', 10000], [5, 'Lamine Badji (Paris)', 100000], [7, 'Fatou Kiné Ndiaye', 5000], [10, 'Cheikh Ahmed Tidiane Ba', 25000], [13, 'Aïssatou Camara (Milan)', 150000], [16, 'Modou Fall', 5000], [18, 'Yacine Sarr', 20000], [20, 'Boubacar Ndao (Lyon)', 75000], [24, 'Adja Mbengue', 15000], [26, 'Mamadou Sakho', 50000], [31, 'Awa Touré', 10000]];
  for (const [d, n, a] of dons) J.wave.push([d, `${String(8 + Math.floor(R() * 13)).padStart(2, '0')}:${String(Math.floor(R() * 60)).padStart(2, '0')}`, 'Paiement reçu', n, `7${[6, 7, 8][Math.floor(R() * 3)]}${String(1000000 + Math.floor(R() * 8999999)).slice(0, 7)}`, a, 'Don']);
  const relais = ['Relais Keur Mbaye', 'Relais Ndiassane', 'Relais Thiénaba', 'Relais Pout', 'Relais Khombole', 'Relais Notto', 'Relais Fandène', 'Relais Cayar', 'Relais Mont-Rolland', 'Relais Tassette', 'Relais Diender', 'Relais Ngoundiane', 'Relais Touba Toul', 'Relais Pire', 'Relais Chérif Lô', 'Relais Mboro', 'Relais Méouane', 'Relais Darou Khoudoss'];
  relais.forEach((n, i) => J.wave.push([5, `10:${String(2 + i).padStart(2, '0')}`, 'Envoi', n, `77${String(4000000 + i * 131071).slice(0, 7)}`, -15000, 'Motivation relais novembre 2025']));
  J.wave.push([1, '09:12', 'Dépôt', 'Virement CBAO', '', 1500000, 'Approvisionnement compte Wave']);
  J.wave.push([9, '16:48', 'Paiement marchand', 'QUINCAILLERIE BAYE FALL & FRERES', '', -300310, 'Facture 2025-1187']);
  J.wave.push([11, '11:20', 'Paiement facture', 'SENELEC', '', -184600, 'Facture électricité antenne Mbour']);
  J.wave.push([12, '11:25', 'Paiement facture', 'SEN\'EAU', '', -62300, 'Facture eau siège']);
  J.wave.push([19, '15:05', 'Retrait', 'Agent Wave Thiès Escale', '', -250000, 'Retrait pour caisse']);
  relais.slice(0, 12).forEach((n, i) => J.wave.push([23, `14:${String(10 + i).padStart(2, '0')}`, 'Envoi', n, `77${String(4000000 + i * 131071).slice(0, 7)}`, -10000, 'Frais de transport campagne de dépistage']));
  J.wave.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
  let bal = J.waveOpen;
  for (const w of J.wave) {
    w[7] = w[2] === 'Paiement reçu' || w[2] === 'Envoi' ? Math.round(Math.abs(w[5]) * 0.01) : 0;
    bal += w[5] - w[7];
    w[8] = bal;
  }
  J.waveClose = bal;
}
J.waveCot = J.wave.filter((w) => w[6].startsWith('Cotisation'));
J.waveDons = J.wave.filter((w) => w[6] === 'Don');
J.waveFees = sum(J.wave.map((w) => w[7]));
J.waveMotiv = J.wave.filter((w) => w[6].startsWith('Motivation'));
J.wavePrev = [null, 518400];
J.treso = { cms: J.cms, caisse: J.caisse, wave: [J.waveClose, J.wavePrev[1]] };
J.treso.cbao = [0, 1].map((i) => Bi.BT[i] - J.cms[i] - J.caisse[i] - J.treso.wave[i]);
// the quincaillerie invoice
J.fq = {
  shop: 'QUINCAILLERIE BAYE FALL & FRERES', no: '2025-1187', date: '09/12/2025',
  items: [
    ['Ciment CEM II 42,5 (sac 50 kg)', 20, 4250],
    ['Fer a beton HA 10 (barre 12 m)', 15, 3600],
    ['Tuyau PVC pression D63 (6 m)', 8, 7500],
    ['Robinet laiton 1/2"', 6, 3250],
    ['Peinture a eau blanche 25 kg', 2, 18000],
  ],
};
J.fq.lines = J.fq.items.map(([, q, p]) => q * p);
J.fq.ht = sum(J.fq.lines);
J.fq.tva = Math.round(J.fq.ht * 0.18);
J.fq.ttc = J.fq.ht + J.fq.tva;
// general ledger entries: generated per account from the annual totals
J.gl = {};
{
  const R = rng(221);
  const jnl = (code) => (/^(60|61|62|63|64|65|66)/.test(code) ? (R() < 0.6 ? 'BQ1' : R() < 0.5 ? 'CA' : 'BQ2') : 'BQ1');
  const dd = (m, d) => `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/25`;
  let piece = 1;
  const pc = (j) => `${j}-${String(piece++).padStart(4, '0')}`;
  const monthLabel = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
  for (const [code, title, ref, tot] of J.acc) {
    const E = [];
    const prod = ref.startsWith('R');
    const push = (m, d, lib, amt, j) => { const jj = j || jnl(code); E.push({ date: dd(m, d), m, d, j: jj, piece: pc(jj), lib, deb: prod ? 0 : amt, cred: prod ? amt : 0 }); };
    if (code === '605300') J.carbMonths.forEach((v, m) => { const a = Math.round(v * 0.55 / 50) * 50; push(m + 1, 8, `Carburant ${monthLabel[m]} – bons Total Thiès`, a, 'BQ1'); push(m + 1, 22, `Carburant ${monthLabel[m]} – missions terrain`, v - a, 'CA'); });
    else if (code === '622200') for (let m = 1; m <= 12; m++) push(m, 5, `Loyer antenne Mbour ${monthLabel[m - 1]} 2025`, 150000, 'BQ1');
    else if (code === '751100') { push(3, 31, 'Cotisations membres encaissées T1', 504000, 'CA'); push(6, 30, 'Cotisations membres encaissées T2', 312000, 'CA'); push(9, 30, 'Cotisations membres encaissées T3', 192000, 'CA'); push(12, 31, 'Cotisations membres encaissées T4 (dont Wave)', tot - 1008000, 'BQ2'); }
    else if (/^7111|^7112|^7113/.test(code)) { const p = J.proj.find((x) => x.acc === code); const t1 = Math.round(p.R * 0.5); push(2, 14, `${p.short} – ${p.code} tranche 1 2025`, t1, 'BQ1'); push(8, 7, `${p.short} – ${p.code} tranche 2 2025`, p.R - t1, 'BQ1'); }
    else if (code === '789400') for (const p of J.proj.filter((x) => x.B > 0)) push(12, 31, `Reprise fonds dédiés ${p.code}`, p.B, 'OD');
    else if (code === '689400') for (const p of J.proj) push(12, 31, `Engagement à réaliser ${p.code}`, p.C, 'OD');
    else if (code === '681300') for (const a of J.immo.filter((x) => x[5] > 0)) push(12, 31, `Dotation amort. ${a[0].toLowerCase()}`, a[5], 'OD');
    else if (code === '865000') { push(12, 31, 'Quote-part subv. invest. bâtiment et mobilier', 2520000, 'OD'); push(12, 31, 'Quote-part subv. invest. véhicule Enabel', 1890000, 'OD'); }
    else if (code === '603100') push(12, 31, 'Variation de stock au 31/12/2025 (inventaire)', tot, 'OD');
    else if (code === '771100') { push(6, 30, 'Intérêts CMS 1er semestre', 203150, 'BQ1'); push(12, 31, 'Intérêts CMS 2e semestre', tot - 203150, 'BQ1'); }
    else if (code === '632400') { push(4, 15, 'Honoraires expert-comptable 1er semestre', 1500000, 'BQ1'); push(10, 15, 'Honoraires expert-comptable 2e semestre', 1500000, 'BQ1'); push(12, 20, 'Honoraires commissaire aux comptes exercice 2025', 1500000, 'BQ1'); }
    else {
      // split over months, 1 or 2 entries a month, rounded to 50 FCFA; the last takes the remainder
      const n = code.startsWith('66') || code === '625100' || code === '641100' || code === '646100' ? 0 : 1;
      const months = code === '625100' ? [1, 7] : code === '641100' ? [5] : code === '646100' ? [2] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
      const w = months.map(() => 0.6 + R() * 0.8);
      const ws = sum(w);
      let left = tot;
      months.forEach((m, i) => {
        const last = i === months.length - 1;
        const part = last ? left : Math.round((tot * w[i]) / ws / 50) * 50;
        left -= last ? 0 : part;
        const lib = prod ? `${title} – ${monthLabel[m - 1]}` : code.startsWith('661') ? `Salaires ${monthLabel[m - 1]} 2025` : code.startsWith('663') ? `Primes et indemnités ${monthLabel[m - 1]}` : code === '664100' ? `IPRES ${monthLabel[m - 1]} 2025` : code === '664200' ? `CSS ${monthLabel[m - 1]} 2025` : `${title.replace(/ \(.*\)/, '')} – ${monthLabel[m - 1]}`;
        if (n && !last && R() < 0.45) { const a = Math.round(part * (0.3 + R() * 0.4) / 50) * 50; push(m, 3 + Math.floor(R() * 10), `${lib} (1)`, a); push(m, 15 + Math.floor(R() * 12), `${lib} (2)`, part - a); } else push(m, last ? 20 : 10 + Math.floor(R() * 15), lib, part);
      });
    }
    E.sort((a, b) => a.m - b.m || a.d - b.d);
    J.gl[code] = E;
  }
  // the invoice: an entry in 624100 at its TTC amount (taken out of the December figure), and a credit note in 601100
  const e624 = J.gl['624100'];
  const dec = e624.filter((e) => e.m === 12).pop();
  dec.deb -= J.fq.ttc;
  e624.push({ date: '09/12/25', m: 12, d: 9, j: 'BQ2', piece: 'BQ2-1187', lib: 'Fact. 2025-1187 Quinc. Baye Fall – réhabilitation forage Keur Mbaye', deb: J.fq.ttc, cred: 0 });
  e624.sort((a, b) => a.m - b.m || a.d - b.d);
  const e601 = J.gl['601100'];
  const jun = e601.filter((e) => e.m === 6).pop();
  jun.deb += 185000;
  e601.push({ date: '24/06/25', m: 6, d: 24, j: 'AC', piece: 'AC-0612', lib: 'Avoir PNA – retour lot de moustiquaires non conformes', deb: 0, cred: 185000 });
  e601.sort((a, b) => a.m - b.m || a.d - b.d);
}
for (const [code, , , tot] of J.acc) {
  const E = J.gl[code];
  const s = sum(E.map((e) => e.deb - e.cred));
  if (Math.abs(Math.abs(s) - tot) > 0 || E.some((e) => e.deb < 0 || e.cred < 0)) throw new Error(`GL ${code} does not add up (${s} vs ${tot})`);
}
J.carbNov = J.carbMonths[10];
J.max601 = Math.max(...J.gl['601100'].map((e) => e.deb));

// PV of the AGO of 14 March 2026
J.pv = {
  date: '14 mars 2026', membres: 118, presents: 74, representes: 9,
  presidente: 'Mme Awa Ndiaye Diop', sg: 'M. Cheikh Tidiane Sarr', tresorierSortant: 'M. Mamadou Lamine Faye',
  tresoriere: 'Mme Fatou Bintou Sène', voixTres: 61, voixAutre: 22, autre: 'M. Ibrahima Diouf',
  cac: 'Cabinet Diagne & Associés Expertise', cacAssocie: 'M. Alioune Diagne',
  cotisNew: 15000, proch: '13 mars 2027',
  budget2026: {
    ress: [
      ['Cotisations des membres (125 × 15 000)', 1875000],
      ['Dons et libéralités', 9000000],
      ['Enabel – PROSAMI', 95000000],
      ['Solidarité Bretagne-Sénégal – NUTRI-THIÈS', 50000000],
      ['Fondation Teranga Avenir – EAU-KEUR', 40000000],
      ['État et collectivités territoriales', 12000000],
      ['Prestations de services', 5000000],
    ],
    emp: [
      ['Projet PROSAMI', 95000000],
      ['Projet NUTRI-THIÈS', 50000000],
      ['Projet EAU-KEUR', 40000000],
      ['Fonctionnement de l\'association (personnel du siège, charges communes)', 18150000],
      ['Amortissements', 9725000],
    ],
  },
};
J.pv.ress2026 = sum(J.pv.budget2026.ress.map((r) => r[1]));
J.pv.emp2026 = sum(J.pv.budget2026.emp.map((r) => r[1]));
J.pv.quorum = J.pv.presents + J.pv.representes;
export const JA = J;
