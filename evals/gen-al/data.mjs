// Set AL: every figure of the two organisations' documents, once. gen.mjs renders the documents from
// this module; view() derives every total, balance and answer; DEFS (questions.mjs) asks the questions.
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const r2 = (v) => Math.round(v * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + x, 0));

export const ORGS = {
  aguamilpa: { name: 'Agua y Milpa Mixteca, A.C.', fiscalYearStart: 1 },
  cedarglade: { name: 'Cedar Glade Presbyterian Church', fiscalYearStart: 1 },
};
export const DOCS = {
  aguamilpa: [
    'Estados financieros 2025.pdf',
    'Balanza de comprobacion diciembre 2025.xlsx',
    'Presupuesto vs ejercido 2025.xlsx',
    'BBVA movimientos diciembre 2025.csv',
    'Convenio de donacion Fundacion Tierra Fertil.docx',
    'Factura El Tule.jpg',
  ],
  cedarglade: [
    'Fund Balance Report 2025.pdf',
    '2025 Giving Summary.xlsx',
    '2025 Budget vs Actual.xlsx',
    'Checking Dec 2025.csv',
    'Session Minutes 2025-12-14.docx',
    'Hardware receipt.jpg',
  ],
};

// =====================================================================================================
// 1. Agua y Milpa Mixteca, A.C. (Oaxaca, MXN, calendar year)
// =====================================================================================================
// Chart of accounts (CONTPAQi): mayor -> subcuentas. nat D = deudora, A = acreedora.
export const AM_COA = [
  ['1101', 'CAJA', 'D', [['001', 'Caja chica oficina Oaxaca']]],
  ['1102', 'BANCOS', 'D', [['001', 'BBVA México cta. 0123456789 operación'], ['002', 'BBVA México cta. 0198765432 proyectos']]],
  ['1103', 'INVERSIONES TEMPORALES', 'D', [['001', 'Fondo de inversión BBVA liquidez diaria']]],
  ['1105', 'DEUDORES DIVERSOS', 'D', [['001', 'Gastos por comprobar'], ['002', 'Préstamos al personal']]],
  ['1201', 'MOBILIARIO Y EQUIPO DE OFICINA', 'D', [['001', 'Mobiliario y equipo de oficina']]],
  ['1202', 'EQUIPO DE CÓMPUTO', 'D', [['001', 'Equipo de cómputo']]],
  ['1203', 'EQUIPO DE TRANSPORTE', 'D', [['001', 'Camioneta Nissan NP300 2021']]],
  ['1210', 'DEPRECIACIÓN ACUMULADA', 'A', [['001', 'Dep. acum. mobiliario y equipo'], ['002', 'Dep. acum. equipo de cómputo'], ['003', 'Dep. acum. equipo de transporte']]],
  ['2101', 'PROVEEDORES', 'A', [['001', 'Proveedores nacionales']]],
  ['2102', 'ACREEDORES DIVERSOS', 'A', [['001', 'Acreedores diversos']]],
  ['2103', 'IMPUESTOS Y CONTRIBUCIONES POR PAGAR', 'A', [['001', 'ISR retenido por salarios'], ['002', 'ISR retenido por honorarios'], ['003', 'IVA retenido'], ['004', 'Cuotas IMSS, SAR e INFONAVIT por pagar'], ['005', 'Impuesto sobre nóminas por pagar']]],
  ['3101', 'PATRIMONIO', 'A', [['001', 'Aportaciones de asociados']]],
  ['3102', 'RESULTADO DE EJERCICIOS ANTERIORES', 'A', [['001', 'Remanentes acumulados']]],
  ['4101', 'DONATIVOS EN EFECTIVO', 'A', [['001', 'Fundaciones nacionales'], ['002', 'Fundaciones extranjeras'], ['003', 'Personas físicas'], ['004', 'Personas morales']]],
  ['4102', 'DONATIVOS EN ESPECIE', 'A', [['001', 'Donativos en especie']]],
  ['4103', 'CUOTAS DE RECUPERACIÓN', 'A', [['001', 'Talleres y capacitación']]],
  ['4201', 'PRODUCTOS FINANCIEROS', 'A', [['001', 'Intereses y rendimientos']]],
  ['5101', 'PROGRAMA COSECHA DE AGUA', 'D', [['001', 'Sueldos y salarios'], ['002', 'Materiales para cisternas'], ['003', 'Viáticos y traslados'], ['004', 'Asesoría técnica (honorarios)']]],
  ['5102', 'PROGRAMA MILPA Y AGROECOLOGÍA', 'D', [['001', 'Sueldos y salarios'], ['002', 'Semillas e insumos'], ['003', 'Viáticos y traslados'], ['004', 'Talleres y capacitación']]],
  ['5103', 'PROGRAMA MUJERES Y ECONOMÍA SOLIDARIA', 'D', [['001', 'Sueldos y salarios'], ['002', 'Materiales y capital semilla'], ['003', 'Viáticos y traslados'], ['004', 'Talleres y capacitación']]],
  ['6101', 'GASTOS DE ADMINISTRACIÓN', 'D', [['001', 'Sueldos y salarios'], ['002', 'Cuotas IMSS, SAR e INFONAVIT'], ['003', 'Impuesto sobre nóminas'], ['004', 'Arrendamiento de oficina'], ['005', 'Luz, teléfono e internet'], ['006', 'Honorarios contables y de auditoría'], ['007', 'Papelería y consumibles'], ['008', 'Comisiones bancarias'], ['009', 'Depreciación'], ['010', 'Combustible y mantenimiento de vehículo']]],
  ['6201', 'GASTOS DE PROCURACIÓN DE FONDOS', 'D', [['001', 'Sueldos y salarios'], ['002', 'Eventos de procuración'], ['003', 'Comunicación e impresos']]],
];

// Balance-sheet accounts at 30/11/2025 (saldo inicial of the December balanza); 1103-001 is the balancing figure.
export const AM_BS_NOV = {
  '1101-001': 2145.30, '1102-001': 412380.55, '1102-002': 268905.18,
  '1105-001': 6850.00, '1105-002': 12000.00,
  '1201-001': 123000.00, '1202-001': 99500.00, '1203-001': 390000.00,
  '1210-001': 60475.00, '1210-002': 87062.50, '1210-003': 251875.00,
  '2101-001': 8420.00, '2102-001': 3150.00,
  '2103-001': 16580.00, '2103-002': 1600.00, '2103-003': 1706.67, '2103-004': 15098.80, '2103-005': 4680.00,
  '3101-001': 50000.00,
  // 3102-001 = total patrimonio at 31/12/2024 less 3101 (derived)
};
export const AM_DEP_RATES = { '1201-001': 0.10, '1202-001': 0.30, '1203-001': 0.25 };

// Donors 2025 (note 8 of the statements): account, name, kind, annual amount
export const AM_DONORS = [
  ['4101-001', 'Fundación Tierra Fértil, A.C.', 'Fundación nacional', 1200000.00],
  ['4101-001', 'Fondo Verde Antequera, A.C.', 'Fundación nacional', 450000.00],
  ['4101-001', 'Fundación Comunitaria Valles Centrales, A.C.', 'Fundación nacional', 285000.00],
  ['4101-002', 'Stichting Waterwijs (Países Bajos)', 'Fundación extranjera', 1245420.00],
  ['4101-002', 'Wells & Seeds Foundation (Estados Unidos)', 'Fundación extranjera', 512800.00],
  ['4101-003', 'Donantes individuales (personas físicas)', 'Personas físicas', 192465.00],
  ['4101-004', 'Grupo Constructor Antequera, S.A. de C.V.', 'Persona moral', 150000.00],
  ['4101-004', 'Mezcales Tradicionales de Matatlán, S.A. de C.V.', 'Persona moral', 85000.00],
];
// other income for the year
export const AM_INCOME_OTHER = { '4102-001': 146300.00, '4103-001': 71640.00, '4201-001': 36418.37 };

// Payroll: gross per quincena by area (aguinaldo = one quincena), ISR and IMSS obrero per quincena
export const AM_PAYROLL = {
  qna: { '5101-001': 22400, '5102-001': 16800, '5103-001': 13200, '6101-001': 18600, '6201-001': 7000 },
  isrQna: 8290.00, imssObreroQna: 2031.20, isrAguinaldo: 6980.00, imssPatronalMes: 11036.40, isnRate: 0.03,
};

// Budget 2025 and spending by quarter (Ene-Mar, Abr-Jun, Jul-Sep, Oct-Dic) for the non-payroll budget lines.
// Oct-Dic is given as [Oct-Nov, December entries are added from the journal].
export const AM_BUDGET = {
  '5101-001': 576000, '5101-002': 680000, '5101-003': 100000, '5101-004': 120000,
  '5102-001': 420000, '5102-002': 180000, '5102-003': 48000, '5102-004': 110000,
  '5103-001': 340000, '5103-002': 200000, '5103-003': 48000, '5103-004': 100000,
  '6101-001': 465000, '6101-002': 135000, '6101-003': 58000, '6101-004': 174000, '6101-005': 30000, '6101-006': 135000,
  '6101-007': 18000, '6101-008': 3600, '6101-010': 60000,
  '6201-001': 175000, '6201-002': 50000, '6201-003': 25000,
};
// [T1, T2, T3, Oct-Nov]; December comes from the journal.
export const AM_QTRS = {
  '5101-002': [96420.00, 182350.40, 214880.00, 131250.00],
  '5101-003': [18640.00, 24910.00, 27385.00, 15200.00],
  '5101-004': [24000.00, 24000.00, 36000.00, 24000.00],
  '5102-002': [58300.00, 41260.00, 22480.00, 12950.00],
  '5102-003': [9870.00, 14320.00, 16905.00, 6410.00],
  '5102-004': [21600.00, 34850.00, 19400.00, 8900.00],
  '5103-002': [45000.00, 62500.00, 38750.00, 41200.00],
  '5103-003': [12480.00, 15960.00, 17235.00, 9840.00],
  '5103-004': [18200.00, 26400.00, 22750.00, 14300.00],
  '6101-004': [43500.00, 43500.00, 43500.00, 29000.00],
  '6101-005': [6420.50, 6985.00, 7310.00, 4517.00],
  '6101-006': [27840.00, 27840.00, 27840.00, 18560.00],
  '6101-007': [4210.80, 3895.40, 5120.00, 2380.00],
  '6101-008': [870.00, 870.00, 870.00, 580.00],
  '6101-010': [14820.00, 18960.00, 12475.00, 9340.00],
  '6201-002': [0, 38600.00, 0, 12300.00],
  '6201-003': [6850.00, 4120.00, 9375.00, 3460.00],
};

// The CFDI photographed: Materiales y Ferretería El Tule
export const AM_CFDI = {
  emisor: 'MATERIALES Y FERRETERÍA EL TULE, S.A. DE C.V.', rfcEmisor: 'MFT081022AB3', regimenEmisor: '601 General de Ley Personas Morales',
  lugar: '71256', serie: 'A', folio: '18342', uuid: '7C1E4B9A-52D3-4F0B-9E61-3A8D2C5F1B07',
  fecha: '2025-12-11', hora: '11:32:18',
  receptor: 'AGUA Y MILPA MIXTECA', rfcReceptor: 'AMM120315QX4', cpReceptor: '68050', regimenReceptor: '603 Personas Morales con Fines no Lucrativos', uso: 'G03 Gastos en general',
  formaPago: '03 Transferencia electrónica de fondos', metodo: 'PUE Pago en una sola exhibición',
  items: [
    // qty, unit code, unit, clave prod/serv, description, unit price (before IVA)
    [40, 'H87', 'BULTO', '30111601', 'Cemento gris CPC 30R 50 kg', 245.69],
    [6, 'H87', 'PIEZA', '30102403', 'Malla electrosoldada 6-6/10-10 hoja 2.5 x 6 m', 689.66],
    [25, 'KGM', 'KG', '31151903', 'Alambre recocido cal. 18', 34.48],
    [4, 'H87', 'PIEZA', '40142008', 'Tubo PVC hidráulico 2" x 6 m', 318.97],
    [3, 'H87', 'ROLLO', '30102404', 'Tela de gallinero hexagonal 1" rollo 45 m', 1120.69],
    [2, 'H87', 'CUBETA', '30151601', 'Impermeabilizante acrílico 19 L', 1465.52],
  ],
  ivaRate: 0.16,
};
export function cfdiTotals(c = AM_CFDI) {
  const lines = c.items.map(([q, , , , , p]) => r2(q * p));
  const subtotal = sum(lines);
  const iva = r2(subtotal * c.ivaRate);
  return { lines, subtotal, iva, total: r2(subtotal + iva) };
}

// December 2025 journal. Each entry: [date, bank concept (or null), reference, lines {acct: +debit/-credit}]
function amJournal() {
  const P = AM_PAYROLL;
  const qnaTot = sum(Object.values(P.qna));
  const netQna = r2(qnaTot - P.isrQna - P.imssObreroQna);
  const netAgui = r2(qnaTot - P.isrAguinaldo);
  const cf = cfdiTotals();
  const payroll = (net, isr, imss) => ({ ...P.qna, '2103-001': -isr, ...(imss ? { '2103-004': -imss } : {}), '1102-001': -net });
  const B = '1102-001';
  const J = [
    ['2025-12-01', 'PAGO CUENTA DE TERCERO', 'BNET 0482915533 RENTA OFICINA DIC', { '6101-004': 14500.00, [B]: -14500.00 }],
    ['2025-12-01', 'COMISION MANEJO DE CUENTA', 'CUENTA 0123456789', { '6101-008': 250.00, [B]: -250.00 }],
    ['2025-12-01', 'IVA COMISION MANEJO DE CUENTA', 'CUENTA 0123456789', { '6101-008': 40.00, [B]: -40.00 }],
    ['2025-12-03', 'SPEI RECIBIDO CITIBANAMEX', '0031204 STICHTING WATERWIJS DONATIE 3E TERMIJN', { [B]: 186420.00, '4101-002': -186420.00 }],
    ['2025-12-04', 'PAGO CON TARJETA DE DEBITO', 'GASOLINERA SERV EL ROSARIO OAXACA', { '6101-010': 1150.00, [B]: -1150.00 }],
    ['2025-12-09', 'SPEI ENVIADO SANTANDER', '0091225 TRANSPORTES MIXTECA ALTA FLETE', { '5101-003': 3480.00, [B]: -3480.00 }],
    ['2025-12-10', 'DEPOSITO EN EFECTIVO', 'SUC 1187 OAXACA CENTRO COLECTA POSADA', { [B]: 8350.00, '4101-003': -8350.00 }],
    ['2025-12-11', 'PAGO CON TARJETA DE DEBITO', 'GASOLINERA SERV EL ROSARIO OAXACA', { '6101-010': 1320.00, [B]: -1320.00 }],
    ['2025-12-12', 'SPEI ENVIADO BANORTE', `0121225 MATERIALES Y FERRETERIA EL TULE FAC A${AM_CFDI.folio}`, { '5101-002': cf.total, [B]: -cf.total }],
    ['2025-12-15', 'PAGO DE NOMINA', 'DISPERSION 1A QNA DICIEMBRE 9 EMPLEADOS', payroll(netQna, P.isrQna, P.imssObreroQna)],
    ['2025-12-16', 'SPEI RECIBIDO BANORTE', '0161225 FUNDACION TIERRA FERTIL AC 2A MINISTRACION', { [B]: 480000.00, '4101-001': -480000.00 }],
    ['2025-12-17', 'PAGO REFERENCIADO SAT', 'LC 0425 1234 5678 DECLARACION NOV 2025', { '2103-001': 16580.00, '2103-002': 1600.00, '2103-003': 1706.67, [B]: -19886.67 }],
    ['2025-12-17', 'PAGO SUA IMSS', 'REG PATRONAL Y5412345108 NOV 2025', { '2103-004': 15098.80, [B]: -15098.80 }],
    ['2025-12-17', 'PAGO DE CONTRIBUCIONES ESTATALES', 'SEFIN OAXACA IMPUESTO SOBRE NOMINAS NOV', { '2103-005': 4680.00, [B]: -4680.00 }],
    ['2025-12-17', 'SPEI ENVIADO HSBC', '0171225 ARTURO MENDEZ RUIZ HONORARIOS DIC', { '6101-006': 9280.00, '2103-002': -800.00, '2103-003': -853.33, [B]: -7626.67 }],
    ['2025-12-18', 'PAGO DE SERVICIO', 'CFE SUMINISTRADOR 281 000 456 789', { '6101-005': 1318.00, [B]: -1318.00 }],
    ['2025-12-18', 'PAGO DE SERVICIO', 'TELMEX 951 514 2288', { '6101-005': 899.00, [B]: -899.00 }],
    ['2025-12-19', 'PAGO DE NOMINA', 'DISPERSION AGUINALDO 2025 9 EMPLEADOS', payroll(netAgui, P.isrAguinaldo, 0)],
    ['2025-12-19', 'SPEI ENVIADO BANAMEX', '0191225 AGROINSUMOS MIXTECA SEMILLA Y ABONO', { '5102-002': 23740.00, [B]: -23740.00 }],
    ['2025-12-19', 'SPEI RECIBIDO SANTANDER', '0191225 GRUPO CONSTRUCTOR ANTEQUERA DONATIVO', { [B]: 50000.00, '4101-004': -50000.00 }],
    ['2025-12-22', 'RETIRO CAJERO AUTOMATICO', 'ATM 4410 OAXACA REPOSICION CAJA', { '1101-001': 6000.00, [B]: -6000.00 }],
    ['2025-12-22', 'SPEI ENVIADO BBVA', '0221225 SAUL MARTINEZ LOPEZ GASTOS A COMPROBAR', { '1105-001': 9500.00, [B]: -9500.00 }],
    ['2025-12-23', 'SPEI ENVIADO BANCO AZTECA', '0231225 COOP FLOR DE TLACOLULA TALLER TELAR', { '5103-004': 15600.00, [B]: -15600.00 }],
    ['2025-12-26', 'SPEI RECIBIDO BANCOPPEL', '0261225 UNION COOPERATIVAS MIXTECA CUOTA TALLER', { [B]: 4800.00, '4103-001': -4800.00 }],
    ['2025-12-29', 'PAGO DE NOMINA', 'DISPERSION 2A QNA DICIEMBRE 9 EMPLEADOS', payroll(netQna, P.isrQna, P.imssObreroQna)],
    ['2025-12-30', 'TRASPASO A FONDO DE INVERSION', 'BBVADIA CONTRATO 2045123', { '1103-001': 300000.00, [B]: -300000.00 }],
    // entries that do not touch the BBVA account
    ['2025-12-31', null, 'Cuotas IMSS patronales diciembre', { '6101-002': P.imssPatronalMes, '2103-004': -P.imssPatronalMes }],
    ['2025-12-31', null, 'Impuesto sobre nóminas diciembre', { '6101-003': r2(qnaTot * 3 * P.isnRate), '2103-005': -r2(qnaTot * 3 * P.isnRate) }],
    ['2025-12-31', null, 'Gastos caja chica diciembre', { '6101-007': 1240.50, '5103-003': 2310.00, '6201-003': 980.00, '1101-001': -4530.50 }],
    ['2025-12-31', null, 'Comprobación gastos por comprobar', { '5101-003': 7860.00, '5102-003': 4215.00, '1105-001': -12075.00 }],
    ['2025-12-31', null, 'Depreciación diciembre', { '6101-009': 11637.50, '1210-001': -1025.00, '1210-002': -2487.50, '1210-003': -8125.00 }],
    ['2025-12-31', null, 'Rendimientos fondo de inversión diciembre', { '1103-001': 2864.12, '4201-001': -2864.12 }],
    ['2025-12-31', null, 'Provisión honorarios auditoría 2025', { '6101-006': 23200.00, '2102-001': -23200.00 }],
    ['2025-12-31', null, 'Factura Centro de Capacitación Yucuhiti taller milpa', { '5102-004': 12760.00, '2101-001': -12760.00 }],
    ['2025-12-31', null, 'Donativo en especie semilla criolla entregada', { '5102-002': 18500.00, '4102-001': -18500.00 }],
    ['2025-12-31', null, 'Factura banquete cena de procuración', { '6201-002': 7400.00, '2101-001': -7400.00 }],
  ];
  J.forEach(([d], i) => { if (i && J[i - 1][1] !== null && d < J[i - 1][0]) throw new Error(`journal out of date order at ${d}`); });
  for (const [d, , ref, lines] of J) {
    const t = sum(Object.values(lines));
    if (Math.abs(t) > 0.001) throw new Error(`journal entry ${d} ${ref} does not balance: ${t}`);
  }
  return J;
}

// The 2024 comparatives of the statements (chosen figures)
export const AM_2024 = {
  income: { nac: 1640000.00, ext: 1512350.00, pf: 168920.00, pm: 190000.00, especie: 118450.00, cuotas: 58230.00, fin: 41862.75 },
  expense: { cosecha: 1182640.30, milpa: 698215.60, mujeres: 581904.15, admin: 1112418.50, proc: 221994.00 },
  cash: 1486230.40, deudores: 15620.00, fixedCost: 612500.00, depAcum: 271400.00,
  proveedores: 11240.00, acreedores: 2980.00, impuestos: 52310.45, contribuido: 50000.00,
};
export const AM_DEP_MONTH = { '1210-001': 1025.00, '1210-002': 2487.50, '1210-003': 8125.00 };

// The donation agreement with Fundación Tierra Fértil
export const AM_CONVENIO = {
  donante: 'FUNDACIÓN TIERRA FÉRTIL, A.C.', donanteCorto: 'Fundación Tierra Fértil',
  repDonante: 'Ing. Roberto Garza Villarreal', cargoDonante: 'Director General',
  repDonataria: 'Lic. María Elena Cruz Jiménez', cargoDonataria: 'Presidenta del Consejo Directivo y representante legal',
  firma: '2025-03-03', inicio: '2025-03-01', fin: '2026-02-28',
  total: 1200000.00,
  ministraciones: [
    { n: 1, monto: 720000.00, cuando: 'dentro de los diez días hábiles siguientes a la firma del presente convenio', recibida: '2025-03-14' },
    { n: 2, monto: 480000.00, cuando: 'dentro de los quince días hábiles siguientes a la aprobación del informe intermedio', recibida: '2025-12-16' },
  ],
  informes: [
    { tipo: 'Informe intermedio (narrativo y financiero)', periodo: '1 de marzo al 31 de agosto de 2025', entrega: '2025-09-15' },
    { tipo: 'Informe final (narrativo y financiero)', periodo: '1 de marzo de 2025 al 28 de febrero de 2026', entrega: '2026-03-31' },
  ],
  presupuesto: [
    ['Materiales para cisternas de ferrocemento', 540000.00],
    ['Sueldos y honorarios del equipo técnico', 360000.00],
    ['Capacitación y talleres comunitarios', 144000.00],
    ['Viáticos y traslados', 96000.00],
    ['Gastos de administración', 60000.00],
  ],
  cisternas: 40, litros: 10000, comunidades: 6, familias: 240,
  adminMaxPct: 5, reasignacionPct: 10, reintegroDias: 30, cfdiDias: 10,
};

// =====================================================================================================
// 2. Cedar Glade Presbyterian Church (Murfreesboro, Tennessee, US$, calendar year)
// =====================================================================================================
function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const isoOf = (d) => d.toISOString().slice(0, 10);
// Every Sunday of 2025 plus Christmas Eve (a Wednesday). Special days and their notes.
export const CG_SPECIAL = {
  '2025-01-05': { note: 'Service cancelled - ice. Online only', cancelled: true },
  '2025-04-20': { note: 'Easter - One Great Hour of Sharing', missionsExtra: 2465, plateExtra: 1310.25, envExtra: 1850 },
  '2025-06-08': { note: 'Pentecost Offering', missionsExtra: 742 },
  '2025-10-05': { note: 'Peace & Global Witness Offering', missionsExtra: 1118 },
  '2025-12-21': { note: 'Christmas Joy Offering', missionsExtra: 2380 },
  '2025-12-24': { note: 'Christmas Eve (Wed) - Christmas Joy Offering', missionsExtra: 1965, plateOnly: true },
};
function cgGiving() {
  const R = rng(20250105);
  const rows = [];
  const season = [0.93, 0.96, 0.98, 1.0, 0.97, 0.92, 0.86, 0.9, 0.99, 1.02, 1.05, 1.16];
  for (let d = new Date(Date.UTC(2025, 0, 5)); d.getUTCFullYear() === 2025; d = new Date(d.getTime() + 7 * 864e5)) {
    rows.push(isoOf(d));
    if (isoOf(d) === '2025-12-21') rows.push('2025-12-24');
  }
  return rows.map((date) => {
    const m = Number(date.slice(5, 7)) - 1;
    const s = CG_SPECIAL[date] || {};
    const day = Number(date.slice(8, 10));
    let plate = Math.round((260 + R() * 330) * season[m] * 100) / 100;
    plate = Math.round(plate * 4) / 4; // coins
    let envelope = Math.round(((3900 + R() * 1500) * season[m]) / 5) * 5;
    let online = Math.round(((1500 + R() * 900) * season[m] + m * 22) / 5) * 5;
    let building = Math.round((120 + R() * 380) / 5) * 5;
    let missions = Math.round((40 + R() * 200) / 5) * 5;
    let benevolence = day <= 7 ? Math.round((260 + R() * 180) / 5) * 5 : Math.round((R() * 110) / 5) * 5; // communion Sundays
    if (m === 0 && day === 12) envelope += 2150; // catch-up after the ice Sunday
    if (s.cancelled) { plate = 0; envelope = 0; building = 0; benevolence = 0; missions = 0; }
    if (s.plateExtra) plate = r2(plate + s.plateExtra);
    if (s.envExtra) envelope += s.envExtra;
    if (s.plateOnly) { plate = r2(plate + 640.5); envelope = Math.round(envelope * 0.35 / 5) * 5; online = 0; building = 0; benevolence = 0; }
    if (s.missionsExtra) missions += s.missionsExtra;
    if (date === '2025-03-30' || date === '2025-06-29' || date === '2025-08-31' || date === '2025-11-30') benevolence += 225; // fifth Sundays: Deacons' Fund
    const total = r2(plate + envelope + online);
    const general = r2(total - building - missions - benevolence);
    return { date, plate, envelope, online, total, general, building, missions, benevolence, note: s.note || '' };
  });
}

// Budget vs actual (General Fund): [acct, description, group, budget 2025, actual 2025, actual 2024, transfer-to fund]
// Income actuals for 4010/4020 come from the pledges and the giving workbook.
export const CG_INCOME = [
  ['4010', 'Pledged Giving', 232000, null, 238410.00],
  ['4020', 'Non-Pledged Giving & Plate', null, null, 81225.35], // budget = balancing figure
  ['4050', 'Building Use Fees', 6000, 7350.00, 6425.00],
  ['4060', 'Interest Income', 400, 312.48, 418.77],
  ['4090', 'Miscellaneous Income', 500, 1126.00, 655.00],
];
export const CG_EXPENSE = [
  ['Mission & Outreach', [
    ['5010', 'Per Capita - Presbytery, Synod & GA', 7200, 7161.00, 6960.00],
    ['5020', 'Mission Support (transfer to Missions Fund)', 34000, 34000.00, 32000.00, 'Missions'],
  ]],
  ['Personnel', [
    ['5110', 'Pastor - Salary', 68000, 68000.00, 66000.00],
    ['5115', 'Pastor - Housing Allowance', 30000, 30000.00, 28500.00],
    ['5120', 'Board of Pensions Dues', 36260, 36260.00, 34965.00],
    ['5125', 'Pastor - SECA Offset', 7497, 7497.00, 7229.25],
    ['5128', 'Continuing Education & Books', 1500, 1184.37, 1412.60],
    ['5130', 'Office Administrator', 26000, 26350.00, 25220.00],
    ['5140', 'Music Director', 14400, 14400.00, 13800.00],
    ['5145', 'Accompanist', 9600, 9200.00, 9600.00],
    ['5150', 'Nursery Attendants', 4200, 3862.50, 4015.00],
    ['5160', 'Custodian', 12480, 12480.00, 12000.00],
    ['5170', 'Employer Payroll Taxes', 5100, null, 4568.40], // 7.65% of non-clergy wages
  ]],
  ['Building & Grounds', [
    ['5210', 'Electric - Middle Tennessee Electric', 14500, 15286.41, 14102.77],
    ['5220', 'Natural Gas - Atmos Energy', 5800, 6412.19, 5455.20],
    ['5230', 'Water & Sewer', 2400, 2271.64, 2318.90],
    ['5240', 'Property & Liability Insurance', 11800, 12046.00, 11310.00],
    ['5250', 'Repairs & Maintenance', 9000, 11873.52, 7964.35],
    ['5260', 'Lawn Care & Grounds', 6000, 5850.00, 5700.00],
    ['5270', 'Capital Reserve (transfer to Building Fund)', 12000, 12000.00, 10000.00, 'Building'],
  ]],
  ['Worship & Music', [
    ['5310', 'Worship Supplies & Communion', 1800, 1642.18, 1710.44],
    ['5320', 'Music & Choir', 1500, 1216.90, 1388.25],
  ]],
  ['Christian Education', [
    ['5410', 'Curriculum', 2600, 2418.76, 2540.12],
    ['5420', 'Youth Ministry', 3500, 3947.25, 3104.80],
    ['5430', 'Vacation Bible School', 2000, 1688.42, 1905.00],
  ]],
  ['Administration', [
    ['5510', 'Office Supplies & Postage', 2400, 2095.63, 2262.10],
    ['5520', 'Copier Lease', 2280, 2280.00, 2280.00],
    ['5530', 'Telephone & Internet', 2160, 2197.56, 2148.00],
    ['5540', 'Software (PowerChurch) & Website', 1100, 1089.00, 1049.00],
    ['5550', 'Online Giving Fees', 2900, 3118.42, 2640.15],
    ['5560', 'Bank Service Charges', 120, 96.00, 108.00],
  ]],
];
export const CG_NONCLERGY = ['5130', '5140', '5145', '5150', '5160'];

// Pledges by envelope number: [env, frequency, pledge, received]. Received total = 4010 actual (checked).
export const CG_PLEDGES = (() => {
  const R = rng(777);
  const freq = ['Weekly', 'Monthly', 'Monthly', 'Weekly', 'Annual', 'Monthly', 'Weekly', 'Quarterly'];
  const out = [];
  const sizes = [1200, 1560, 1800, 2080, 2400, 2600, 3000, 3120, 3600, 4200, 4800, 5200, 6000, 7200, 8400, 10400, 12000];
  for (let i = 0; i < 62; i++) {
    const pledge = sizes[Math.floor(R() * sizes.length * (i < 50 ? 0.8 : 1))];
    const roll = R();
    let received;
    if (roll < 0.45) received = pledge;
    else if (roll < 0.6) received = pledge + Math.round(R() * 40) * 10;
    else received = Math.round(pledge * (0.55 + R() * 0.42) / 5) * 5;
    out.push([101 + i * 3 + (i % 2), freq[i % freq.length], pledge, received]);
  }
  return out;
})();

export const CG_FUNDS = {
  begin: { General: 52318.64, Building: 61240.00, Missions: 8412.50, Benevolence: 3980.00 },
  // other receipts besides the Sunday giving
  otherReceipts: { Building: 1184.22 }, // money market interest
  disb: { Building: [['HVAC compressor replacement (Fellowship Hall)', 14860.00, '2025-07-22'], ['Parking lot seal & stripe', 6450.00, '2025-10-14']],
    Missions: [['One Great Hour of Sharing remitted', null, '2025-05-06'], ['Pentecost Offering remitted', null, '2025-06-24'], ['Peace & Global Witness remitted', null, '2025-10-21'],
      ['Stones River Food Pantry', 6000.00, '2025-11-04'], ['Habitat for Humanity build', 5000.00, '2025-09-09'], ['Malawi mission partner', 12000.00, '2025-03-11'],
      ['Room in the Inn', 4500.00, '2025-12-02'], ['Youth mission week', 7850.00, '2025-07-15']],
    Benevolence: 9240.00 },
  q4: {
    generalOther: { '4050': 1850.00, '4060': 78.12, '4090': 240.00 },
    buildingInterest: 302.15,
    generalDisb: 81364.27, benevolenceDisb: 2850.00,
  },
  missionTransferQ4: 8500.00, // three monthly transfers; the capital reserve is transferred in December
  printed: '2026-01-12 2:14 PM',
};

// December checking statement (Stones River Community Bank ...4471)
export const CG_BANK = {
  opening: 38904.17,
  tithelyFeeRate: 0.0295, tithelyPerGift: 0.30,
  giftsPerWeek: { '2025-11-30': 61, '2025-12-07': 58, '2025-12-14': 63, '2025-12-21': 71, '2025-12-28': 55 },
  other: [
    ['2025-12-01', 'ACH DEBIT BOARD OF PENSIONS DUES', null, -3021.67],
    ['2025-12-02', 'CHECK', 5118, -486.20],
    ['2025-12-03', 'ACH DEBIT ATMOS ENERGY AUTOPAY', null, -612.44],
    ['2025-12-04', 'CHECK', 5119, -1250.00],
    ['2025-12-05', 'ACH DEBIT GUSTO NET PAY', null, -7842.16],
    ['2025-12-05', 'ACH DEBIT GUSTO TAX', null, -1186.40],
    ['2025-12-08', 'CHECK', 5121, -4500.00],
    ['2025-12-09', 'ACH DEBIT MIDDLE TN ELECTRIC', null, -1398.73],
    ['2025-12-10', 'CHECK', 5120, -96.18],
    ['2025-12-11', 'ACH DEBIT CONSOLIDATED UTIL DIST', null, -187.36],
    ['2025-12-12', 'CHECK', 5122, -850.00],
    ['2025-12-15', 'CHECK', 5123, -2370.00],
    ['2025-12-16', 'ACH DEBIT XEROX FINANCIAL SVCS', null, -190.00],
    ['2025-12-18', 'CHECK', 5124, -318.57],
    ['2025-12-19', 'ACH DEBIT GUSTO NET PAY', null, -7842.16],
    ['2025-12-19', 'ACH DEBIT GUSTO TAX', null, -1186.40],
    ['2025-12-22', 'CHECK', 5126, -740.00],
    ['2025-12-23', 'CHECK', 5125, -1925.00],
    ['2025-12-29', 'ACH DEBIT AT&T BUSINESS', null, -183.13],
    ['2025-12-30', 'CHECK', 5128, -5000.00],
    ['2025-12-31', 'TRANSFER TO MONEY MARKET XXXXXX8820', null, -12000.00],
    ['2025-12-31', 'INTEREST PAYMENT', null, 26.04],
    ['2025-12-31', 'SERVICE CHARGE', null, -8.00],
  ],
};

export const CG_MINUTES = {
  date: '2025-12-14', place: 'Fellowship Hall', start: '12:15 p.m.', end: '1:40 p.m.',
  moderator: 'Rev. Dr. Karen Whitfield', clerk: 'Elder James Hollis',
  present: ['Tom Bradley', 'Sarah Kimbrough', 'Marcus Reed', 'Denise Mercer', 'Alan Fitch', 'Ruth Ann Carver', 'Wes Durham', 'Patricia Oyelaran', 'James Hollis'],
  absent: ['Gary Tolliver', 'Beth Sandoval', 'Nick Ashby'],
  treasurer: 'Tom Bradley', finsec: 'Linda Pruitt',
  budget2026: 356400, salary2026Pct: 3, housing2026: 30000,
  bids: [['Rutherford Roofing & Sheet Metal', 48600], ['Volunteer Exteriors LLC', 51975], ['Midstate Commercial Roofing', 53250]],
  roofStart: 'March 2026',
  benevolenceCap: 400, deaconLimit: 250,
  congMeeting: '2026-01-25', nextMeeting: '2026-01-11',
};

export const CG_RECEIPT = {
  store: 'STONES RIVER HARDWARE', addr: '1510 NW Broad St', city: 'Murfreesboro, TN 37129', phone: '(615) 893-4410',
  date: '2025-11-15', time: '10:14 AM', trans: '0412-07-88316', cashier: 'DEBBIE',
  items: [
    ['FURNACE FILTER 20X25X1 MERV8', 6, 8.99],
    ['LED BULB A19 60W 4PK', 3, 11.49],
    ['INTERIOR PAINT EGGSHELL 1GAL', 2, 38.99],
    ['PAINT ROLLER KIT 9IN', 1, 14.97],
    ['SILICONE CAULK WHITE 10OZ', 2, 7.48],
    ['DOOR CLOSER ALUM GRADE 1', 1, 64.99],
    ['EXTERIOR SCREWS #9 3IN 1LB', 1, 9.97],
  ],
  stateRate: 0.07, localRate: 0.0275, card: 'VISA', last4: '6032', auth: '081442',
  note: 'Fellowship Hall - reimb. D. Mercer',
};
export function receiptTotals(c = CG_RECEIPT) {
  const lines = c.items.map(([, q, p]) => r2(q * p));
  const subtotal = sum(lines);
  const state = r2(subtotal * c.stateRate), local = r2(subtotal * c.localRate);
  return { lines, subtotal, state, local, tax: r2(state + local), total: r2(subtotal + state + local) };
}

// =====================================================================================================
// Derived views
// =====================================================================================================
export function view() {
  // ---------------- aguamilpa
  const J = amJournal();
  const accts = [];
  for (const [m, name, nat, subs] of AM_COA) for (const [s, sname] of subs) accts.push({ code: `${m}-${s}`, mayor: m, name: sname, nat });
  const dec = Object.fromEntries(accts.map((a) => [a.code, { cargos: 0, abonos: 0 }]));
  for (const [, , , lines] of J) for (const [a, v] of Object.entries(lines)) {
    if (!dec[a]) throw new Error(`unknown account ${a}`);
    if (v > 0) dec[a].cargos = r2(dec[a].cargos + v); else dec[a].abonos = r2(dec[a].abonos - v);
  }
  // year amounts of income accounts
  const incomeYear = { ...AM_INCOME_OTHER };
  for (const [a, , , v] of AM_DONORS) incomeYear[a] = r2((incomeYear[a] || 0) + v);
  // year amounts of expense accounts: payroll from quincenas, the rest from quarters + December
  const P = AM_PAYROLL;
  const qnaTot = sum(Object.values(P.qna));
  const quarters = {};
  for (const [a, q] of Object.entries(P.qna)) quarters[a] = [q * 6, q * 6, q * 6, q * 7];
  quarters['6101-002'] = [1, 2, 3, 4].map(() => r2(P.imssPatronalMes * 3));
  quarters['6101-003'] = [r2(qnaTot * 6 * P.isnRate), r2(qnaTot * 6 * P.isnRate), r2(qnaTot * 6 * P.isnRate), r2(qnaTot * 7 * P.isnRate)];
  for (const [a, q] of Object.entries(AM_QTRS)) quarters[a] = [q[0], q[1], q[2], r2(q[3] + dec[a].cargos - dec[a].abonos)];
  const expenseYear = {};
  for (const [a, q] of Object.entries(quarters)) expenseYear[a] = sum(q);
  expenseYear['6101-009'] = r2(Object.values(AM_DEP_MONTH).reduce((s, x) => s + x, 0) * 12);
  // checks: December payroll quarters
  for (const a of Object.keys(P.qna)) if (Math.abs(dec[a].cargos - P.qna[a] * 3) > 0.001) throw new Error(`payroll dec ${a}`);
  if (Math.abs(dec['6101-003'].cargos - r2(qnaTot * 3 * P.isnRate)) > 0.001) throw new Error('isn');
  // 2024 statement figures
  const A4 = AM_2024;
  const inc24 = sum(Object.values(A4.income)), exp24 = sum(Object.values(A4.expense));
  const rem24 = r2(inc24 - exp24);
  const assets24 = r2(A4.cash + A4.deudores + A4.fixedCost - A4.depAcum);
  const liab24 = r2(A4.proveedores + A4.acreedores + A4.impuestos);
  const pat24 = r2(assets24 - liab24);
  const acum24 = r2(pat24 - A4.contribuido - rem24);
  const bsNov = { ...AM_BS_NOV, '3102-001': r2(pat24 - AM_BS_NOV['3101-001']) };
  // saldo inicial: balance-sheet accounts as given, result accounts = year less December
  const rows = {};
  for (const a of accts) {
    let ini;
    if (a.code in bsNov) ini = bsNov[a.code];
    else if (a.code in incomeYear) ini = r2(incomeYear[a.code] - (dec[a.code].abonos - dec[a.code].cargos));
    else if (a.code in expenseYear) ini = r2(expenseYear[a.code] - (dec[a.code].cargos - dec[a.code].abonos));
    else ini = null;
    rows[a.code] = { ...a, ini, ...dec[a.code] };
  }
  // balancing figure: the investment fund at 30/11
  let d = 0, c = 0;
  for (const r of Object.values(rows)) { if (r.ini === null) continue; if (r.nat === 'D') d += r.ini; else c += r.ini; }
  rows['1103-001'].ini = r2(c - d);
  for (const r of Object.values(rows)) {
    const s = r.nat === 'D' ? 1 : -1;
    r.fin = r2(r.ini + s * (r.cargos - r.abonos));
    // signed balances: positive = deudor
    r.iniD = r.nat === 'D' ? r.ini : -r.ini;
    r.finD = r.nat === 'D' ? r.fin : -r.fin;
  }
  const mayores = AM_COA.map(([m, name, nat, subs]) => {
    const subsR = subs.map(([s]) => rows[`${m}-${s}`]);
    const t = (f) => sum(subsR.map((x) => x[f]));
    return { code: m, name, nat, subs: subsR, iniD: t('iniD'), cargos: t('cargos'), abonos: t('abonos'), finD: t('finD') };
  });
  const tot = {
    iniDeudor: sum(mayores.map((m) => Math.max(m.iniD, 0))), iniAcreedor: sum(mayores.map((m) => Math.max(-m.iniD, 0))),
    cargos: sum(mayores.map((m) => m.cargos)), abonos: sum(mayores.map((m) => m.abonos)),
    finDeudor: sum(mayores.map((m) => Math.max(m.finD, 0))), finAcreedor: sum(mayores.map((m) => Math.max(-m.finD, 0))),
  };
  const fin = (code) => rows[code].fin;
  const finM = (m) => Math.abs(mayores.find((x) => x.code === m).finD);
  // statements 2025
  const inc25 = { nac: fin('4101-001'), ext: fin('4101-002'), pf: fin('4101-003'), pm: fin('4101-004'), especie: fin('4102-001'), cuotas: fin('4103-001'), fin: fin('4201-001') };
  const exp25 = { cosecha: finM('5101'), milpa: finM('5102'), mujeres: finM('5103'), admin: finM('6101'), proc: finM('6201') };
  const totInc25 = sum(Object.values(inc25)), totExp25 = sum(Object.values(exp25));
  const rem25 = r2(totInc25 - totExp25);
  const bs25 = {
    cash: r2(finM('1101') + finM('1102') + finM('1103')), deudores: finM('1105'),
    fixedCost: r2(finM('1201') + finM('1202') + finM('1203')), depAcum: finM('1210'),
    proveedores: finM('2101'), acreedores: finM('2102'), impuestos: finM('2103'),
    contribuido: finM('3101'), acumulado: finM('3102'),
  };
  bs25.circulante = r2(bs25.cash + bs25.deudores);
  bs25.fixedNet = r2(bs25.fixedCost - bs25.depAcum);
  bs25.assets = r2(bs25.circulante + bs25.fixedNet);
  bs25.liab = r2(bs25.proveedores + bs25.acreedores + bs25.impuestos);
  bs25.remanente = rem25;
  bs25.patrimonio = r2(bs25.contribuido + bs25.acumulado + rem25);
  if (Math.abs(bs25.assets - bs25.liab - bs25.patrimonio) > 0.005) throw new Error(`balance sheet 2025 does not balance ${bs25.assets} ${bs25.liab} ${bs25.patrimonio}`);
  const bs24 = { ...A4, circulante: r2(A4.cash + A4.deudores), fixedNet: r2(A4.fixedCost - A4.depAcum), assets: assets24, liab: liab24, remanente: rem24, acumulado: acum24, patrimonio: pat24 };
  // the bank statement: entries touching 1102-001
  const bank = [];
  let bal = rows['1102-001'].ini;
  J.forEach(([date, concept, ref, lines], i) => {
    const v = lines['1102-001'];
    if (v === undefined) return;
    bal = r2(bal + v);
    bank.push({ seq: i, date, concept, ref, cargo: v < 0 ? -v : 0, abono: v > 0 ? v : 0, saldo: bal });
  });
  // budget workbook
  const budgetLines = Object.keys(AM_BUDGET).map((a) => ({ code: a, name: rows[a].name, budget: AM_BUDGET[a], q: quarters[a], ejercido: expenseYear[a], variacion: r2(AM_BUDGET[a] - expenseYear[a]) }));
  for (const b of budgetLines) if (Math.abs(b.ejercido - rows[b.code].fin) > 0.005) throw new Error(`budget ejercido ${b.code}`);
  const area = (prefix) => budgetLines.filter((b) => b.code.startsWith(prefix));
  const areaTot = (prefix) => { const L = area(prefix); return { budget: sum(L.map((x) => x.budget)), ejercido: sum(L.map((x) => x.ejercido)), q: [0, 1, 2, 3].map((i) => sum(L.map((x) => x.q[i]))) }; };
  const areas = { cosecha: areaTot('5101'), milpa: areaTot('5102'), mujeres: areaTot('5103'), admin: areaTot('6101'), proc: areaTot('6201') };
  for (const a of Object.values(areas)) { a.variacion = r2(a.budget - a.ejercido); a.pct = a.ejercido / a.budget; }
  const am = {
    accts: rows, mayores, tot, J, bank, bankOpening: rows['1102-001'].ini, bankClosing: bal,
    inc25, exp25, totInc25, totExp25, rem25, inc24: A4.income, exp24: A4.expense, totInc24: inc24, totExp24: exp24, rem24, bs25, bs24,
    patInicio24: r2(pat24 - rem24), budgetLines, areas, quarters, cfdi: { ...cfdiTotals(), data: AM_CFDI },
    donors: AM_DONORS, conv: AM_CONVENIO,
    fixed: ['1201-001', '1202-001', '1203-001'].map((a, i) => ({ code: a, name: rows[a].name, rate: AM_DEP_RATES[a], cost: rows[a].fin, dep: rows[`1210-00${i + 1}`].fin, dep24: r2(rows[`1210-00${i + 1}`].fin - AM_DEP_MONTH[`1210-00${i + 1}`] * 12) })),
  };
  // ---------------- cedarglade
  const giving = cgGiving();
  const byMonth = MONTHS.map((name, m) => {
    const rs = giving.filter((g) => Number(g.date.slice(5, 7)) === m + 1);
    const t = (f) => sum(rs.map((x) => x[f]));
    return { name, rows: rs, plate: t('plate'), envelope: t('envelope'), online: t('online'), total: t('total'), general: t('general'), building: t('building'), missions: t('missions'), benevolence: t('benevolence') };
  });
  const F = ['plate', 'envelope', 'online', 'total', 'general', 'building', 'missions', 'benevolence'];
  const quarter = [0, 1, 2, 3].map((q) => Object.fromEntries(F.map((f) => [f, sum(byMonth.slice(q * 3, q * 3 + 3).map((x) => x[f]))])));
  const year = Object.fromEntries(F.map((f) => [f, sum(byMonth.map((x) => x[f]))]));
  const pledges = CG_PLEDGES.map(([env, freq, pledge, received]) => ({ env, freq, pledge, received, balance: r2(pledge - received) }));
  const pledged = sum(pledges.map((p) => p.pledge)), pledgeRecv = sum(pledges.map((p) => p.received));
  const inc = CG_INCOME.map(([acct, desc, budget, actual, a24]) => ({ acct, desc, budget, actual, a24 }));
  inc[0].actual = pledgeRecv;
  inc[1].actual = r2(year.general - pledgeRecv);
  const expGroups = CG_EXPENSE.map(([g, lines]) => ({ group: g, lines: lines.map(([acct, desc, budget, actual, a24, transferTo]) => ({ acct, desc, budget, actual, a24, transferTo })) }));
  const allExp = expGroups.flatMap((g) => g.lines);
  const pt = allExp.find((l) => l.acct === '5170');
  pt.actual = r2(0.0765 * sum(allExp.filter((l) => CG_NONCLERGY.includes(l.acct)).map((l) => l.actual)));
  const expBudget = sum(allExp.map((l) => l.budget));
  inc[1].budget = r2(expBudget - sum(inc.filter((l) => l.budget !== null).map((l) => l.budget)));
  for (const l of [...inc, ...allExp]) { l.diff = r2(l.actual - l.budget); l.pct = l.actual / l.budget; }
  for (const g of expGroups) { g.budget = sum(g.lines.map((l) => l.budget)); g.actual = sum(g.lines.map((l) => l.actual)); g.a24 = sum(g.lines.map((l) => l.a24)); }
  const bva = {
    inc, expGroups, allExp,
    incBudget: sum(inc.map((l) => l.budget)), incActual: sum(inc.map((l) => l.actual)), inc24: sum(inc.map((l) => l.a24)),
    expBudget, expActual: sum(allExp.map((l) => l.actual)), exp24: sum(allExp.map((l) => l.a24)),
  };
  bva.netBudget = r2(bva.incBudget - bva.expBudget); bva.netActual = r2(bva.incActual - bva.expActual); bva.net24 = r2(bva.inc24 - bva.exp24);
  const transfers = allExp.filter((l) => l.transferTo);
  const FU = CG_FUNDS;
  const missionRemits = { 'One Great Hour of Sharing remitted': giving.find((g) => g.date === '2025-04-20').missions, 'Pentecost Offering remitted': giving.find((g) => g.date === '2025-06-08').missions, 'Peace & Global Witness remitted': giving.find((g) => g.date === '2025-10-05').missions };
  const missionDisb = FU.disb.Missions.map(([what, amt, date]) => ({ what, amt: amt ?? missionRemits[what], date }));
  const funds = ['General', 'Building', 'Missions', 'Benevolence'].map((name, i) => {
    const receipts = name === 'General' ? bva.incActual : r2(year[name.toLowerCase()] + (FU.otherReceipts[name] || 0));
    const disb = name === 'General' ? r2(bva.expActual - sum(transfers.map((t) => t.actual)))
      : name === 'Building' ? sum(FU.disb.Building.map((x) => x[1]))
        : name === 'Missions' ? sum(missionDisb.map((x) => x.amt)) : FU.disb.Benevolence;
    const transfer = name === 'General' ? -sum(transfers.map((t) => t.actual)) : sum(transfers.filter((t) => t.transferTo === name).map((t) => t.actual));
    const begin = FU.begin[name];
    return { no: (i + 1) * 10, name: `${name} Fund`, key: name, begin, receipts, disb, transfer, end: r2(begin + receipts - disb + transfer) };
  });
  // Q4 (10/01 - 12/31)
  const q4g = quarter[3];
  const capital = transfers.find((t) => t.transferTo === 'Building').actual;
  const q4 = funds.map((f) => {
    let receipts, disb, transfer;
    if (f.key === 'General') { receipts = r2(q4g.general + sum(Object.values(FU.q4.generalOther))); disb = FU.q4.generalDisb; transfer = -r2(FU.missionTransferQ4 + capital); }
    if (f.key === 'Building') { receipts = r2(q4g.building + FU.q4.buildingInterest); disb = sum(FU.disb.Building.filter((x) => x[2] >= '2025-10-01').map((x) => x[1])); transfer = capital; }
    if (f.key === 'Missions') { receipts = q4g.missions; disb = sum(missionDisb.filter((x) => x.date >= '2025-10-01').map((x) => x.amt)); transfer = FU.missionTransferQ4; }
    if (f.key === 'Benevolence') { receipts = q4g.benevolence; disb = FU.q4.benevolenceDisb; transfer = 0; }
    return { ...f, begin: r2(f.end - receipts + disb - transfer), receipts, disb, transfer };
  });
  const fundTot = (L) => Object.fromEntries(['begin', 'receipts', 'disb', 'transfer', 'end'].map((k) => [k, sum(L.map((x) => x[k]))]));
  // bank
  const gOf = (d) => giving.find((g) => g.date === d);
  const bankRows = [];
  const nextDay = (iso, n) => isoOf(new Date(Date.parse(`${iso}T00:00:00Z`) + n * 864e5));
  for (const d of ['2025-11-30', '2025-12-07', '2025-12-14', '2025-12-21', '2025-12-24', '2025-12-28']) {
    const g = gOf(d);
    const dep = r2(g.plate + g.envelope);
    bankRows.push([nextDay(d, d === '2025-12-24' ? 2 : 1), 'DEPOSIT', null, dep, { sunday: d }]);
  }
  for (const [d, n] of Object.entries(CG_BANK.giftsPerWeek)) {
    const g = gOf(d);
    const fee = r2(g.online * CG_BANK.tithelyFeeRate + n * CG_BANK.tithelyPerGift);
    bankRows.push([nextDay(d, 2), 'ACH CREDIT TITHELY PAYOUT', null, r2(g.online - fee), { sunday: d, gross: g.online, fee }]);
  }
  for (const [d, desc, chk, amt] of CG_BANK.other) bankRows.push([d, desc, chk, amt, {}]);
  bankRows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let b = CG_BANK.opening;
  const bankR = bankRows.map(([date, desc, check, amount, meta]) => { b = r2(b + amount); return { date, desc, check, amount, balance: b, ...meta }; });
  const cg = {
    giving, byMonth, quarter, year, pledges, pledged, pledgeRecv, bva, funds, fundsTot: fundTot(funds), q4, q4Tot: fundTot(q4), missionDisb,
    bank: bankR, bankOpening: CG_BANK.opening, bankClosing: b, printed: FU.printed, minutes: CG_MINUTES, receipt: { ...receiptTotals(), data: CG_RECEIPT },
  };
  return { am, cg };
}
