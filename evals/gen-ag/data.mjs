// Set AG: every figure of both organisations, once. gen.mjs renders the documents from view(),
// lib/build-cases.mjs turns DEFS into cases, and verify.mjs re-reads the rendered files independently.
//   arunodaya - Arunodaya Eye Care Trust, Tiruvannamalai, Tamil Nadu, India (INR, April-March, FY 2025-26)
//   semilla   - Semilla de Maíz Nutrición Infantil, A.C., Tlacolula, Oaxaca, Mexico (MXN, calendar 2025)

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
export const MES3 = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

export const r2 = (v) => Math.round(v * 100) / 100;
export const sum = (a) => r2(a.reduce((s, x) => s + x, 0));

export const ORGS = {
  arunodaya: { name: 'Arunodaya Eye Care Trust', fiscalYearStart: 'April' },
  semilla: { name: 'Semilla de Maíz Nutrición Infantil, A.C.', fiscalYearStart: 'January' },
};

export const DOCS = {
  arunodaya: [
    'Receipts and Payments Account FY 2025-26.pdf',
    'Income and Expenditure Account FY 2025-26.pdf',
    'Trial Balance 31-03-2026 (Tally).xlsx',
    'FCRA Quarterly Statement Q3 2025-26.pdf',
    'IndianBank_SB_Statement_Jan-Mar2026.csv',
    'Stationery bill 18-02-2026.jpg',
    'CA Audit Report Letter FY2025-26.docx',
  ],
  semilla: [
    'Estado de actividades 2025.pdf',
    'Balanza de comprobacion 2025.xlsx',
    'Presupuesto vs Real 2025.xlsx',
    'Convenio de donacion Fundacion Tierra Fertil.docx',
    'Ticket Super Bodega 12-03-2025.jpg',
  ],
};

// =====================================================================================================
// ARUNODAYA EYE CARE TRUST
// =====================================================================================================
const ARU = {
  address: ['No. 14, Chengam Road', 'Tiruvannamalai – 606 601, Tamil Nadu'],
  regNo: '212/2009',
  pan: 'AAATA4718K',
  fcraNo: '075900412',
  fcraBank: { bank: 'State Bank of India, New Delhi Main Branch', acct: '40187265193', ifsc: 'SBIN0000691' },
  ib: { bank: 'Indian Bank, Tiruvannamalai Branch', acct: '6543217890', ifsc: 'IDIB000T041' },
  fd: 1500000, fdRate: 7.25, // FD with Indian Bank, interest credited quarterly to the SB account
  open: { cash: 38415, ib: 486212.40, fcra: 974530 }, // 01.04.2025 (= closing 31.03.2025)
  prevOpen: { cash: 29860, fcra: 812400 }, // 01.04.2024; Indian Bank is what makes 2024-25 balance
  // cash deposited into Indian Bank and withdrawn from it during 2025-26 (contra; not in the R&P)
  cashDeposited: 1145000,
  cashTarget: 41265, // cash in hand at 31.03.2026; withdrawals are what brings it there
  corpusOpen: 2500000,
  rentDeposit: 60000,
  auditPayableOpen: 35400, // provided in 2024-25, paid in 2025-26
  auditProvision: 41300, // 2025-26 fee (35,000 + GST 18%), unpaid at 31.03.2026
  prevAuditProvision: 35400,
  prevDepreciation: 648200,
  // receipts: cur = 2025-26, prev = 2024-25; acc: split of cur by account (the rest to Indian Bank)
  receipts: [
    { k: 'don', rp: 'Donations – General', ie: 'Donations received', tb: 'Donations – General', cur: 1482650, prev: 1296300, acc: { cash: 212650 } },
    { k: 'corpus', rp: 'Corpus Donations (credited to Corpus Fund)', ie: null, cur: 250000, prev: 100000, acc: {} },
    { k: 'fc', rp: 'Foreign Contribution received (FCRA A/c)', ie: 'Grants – Foreign Contribution', tb: 'Foreign Contribution – Grants', cur: null, prev: 2865000, acc: { fcra: 'all' } },
    { k: 'grant', rp: 'Grant-in-aid – DBCS (NPCBVI)', ie: 'Grant-in-aid – DBCS (NPCBVI)', tb: 'Grant-in-aid – DBCS', cur: 462000, prev: 398000, acc: {} },
    { k: 'patient', rp: 'Patient Contributions (Surgery & OP)', ie: 'Patient Contributions (Surgery & OP)', tb: 'Patient Contributions', cur: 1136480, prev: 987250, acc: { cash: 836480 } },
    { k: 'spect', rp: 'Sale of Spectacles', ie: 'Sale of Spectacles', tb: 'Sale of Spectacles', cur: 318760, prev: 274900, acc: { cash: 318760 } },
    { k: 'intfd', rp: 'Interest on Fixed Deposits', ie: 'Interest on Fixed Deposits', tb: 'Interest on Fixed Deposits', cur: 108750, prev: 97500, acc: {} },
    { k: 'intsb', rp: 'Interest on Savings Bank Accounts', ie: 'Interest on Savings Bank Accounts', tb: 'Interest on SB Accounts', cur: null, prev: 26118.35, acc: { ibInt: 8214.60 } },
  ],
  payments: [
    { k: 'sal', rp: 'Salaries & Honorarium', ie: 'Salaries & Honorarium', tb: 'Salaries & Honorarium', cur: 3364000, prev: 3048000, acc: { cash: 112000 } },
    { k: 'med', rp: 'Medicines, IOLs & Surgical Consumables', ie: 'Medicines, IOLs & Surgical Consumables', tb: 'Medicines, IOLs & Surgical Consumables', cur: 1247300, prev: 1086400, acc: {} },
    { k: 'camp', rp: 'Outreach Eye Camp Expenses', ie: 'Outreach Eye Camp Expenses', tb: 'Outreach Eye Camp Expenses', cur: 536820, prev: 472150, acc: { cash: 'rest' } },
    { k: 'spectp', rp: 'Purchase of Spectacles', ie: 'Cost of Spectacles', tb: 'Purchase of Spectacles', cur: 214600, prev: 189300, acc: {}, tbGroup: 'Purchase Accounts' },
    { k: 'rent', rp: 'Rent – Vision Centres', ie: 'Rent – Vision Centres', tb: 'Rent – Vision Centres', cur: 216000, prev: 198000, acc: {} },
    { k: 'elec', rp: 'Electricity Charges', ie: 'Electricity Charges', tb: 'Electricity Charges', cur: 142380, prev: 131900, acc: {} },
    { k: 'veh', rp: 'Vehicle Running & Maintenance', ie: 'Vehicle Running & Maintenance', tb: 'Vehicle Running & Maintenance', cur: 186450, prev: 164200, acc: { cash: 96450 } },
    { k: 'repairs', rp: 'Repairs & Maintenance – Equipment', ie: 'Repairs & Maintenance – Equipment', tb: 'Repairs to Equipment', cur: 72500, prev: 48000, acc: {} },
    { k: 'travel', rp: 'Travelling & Conveyance', ie: 'Travelling & Conveyance', tb: 'Travelling & Conveyance', cur: 64300, prev: 58900, acc: { cash: 64300 } },
    { k: 'print', rp: 'Printing & Stationery', ie: 'Printing & Stationery', tb: 'Printing & Stationery', cur: 48720, prev: 41350, acc: { cash: 22000 } },
    { k: 'audit', rp: 'Audit Fees (for 2024-25)', ie: 'Audit Fees', tb: 'Audit Fees', cur: 35400, prev: 29500, acc: {} },
    { k: 'bank', rp: 'Bank Charges', ie: 'Bank Charges', tb: 'Bank Charges', cur: 3186, prev: 2840, acc: {} },
    { k: 'equip', rp: 'Purchase of Medical Equipment', ie: null, cur: 685000, prev: 340000, acc: { fcra: 'all' }, capital: true },
    { k: 'comp', rp: 'Purchase of Computers', ie: null, cur: 92000, prev: 0, acc: {}, capital: true },
  ],
  // fixed assets (income-tax WDV rates; additions after 30 September at half the rate)
  assets: [
    { k: 'med', name: 'Medical Equipment', rate: 15, open: 2840000, addBefore: 0, addAfter: 685000 },
    { k: 'furn', name: 'Furniture & Fittings', rate: 10, open: 312000, addBefore: 0, addAfter: 0 },
    { k: 'veh', name: 'Motor Vehicle (Outreach Van)', rate: 15, open: 720000, addBefore: 0, addAfter: 0 },
    { k: 'comp', name: 'Computers & Printers', rate: 40, open: 145000, addBefore: 92000, addAfter: 0 },
  ],
  microscopeDate: '2025-11-12',
  computersDate: '2025-06-16',
  // foreign contribution: receipts by quarter (Q3 printed donor by donor), interest and utilisation by purpose
  fcDonors: [
    { q: 1, date: '2025-05-12', donor: 'Friends of Arunodaya Inc.', country: 'USA', cur: 'USD', fx: 6000, rate: 85.40, purpose: 'Free cataract surgeries' },
    { q: 1, date: '2025-06-26', donor: 'Stichting Heldere Blik', country: 'Netherlands', cur: 'EUR', fx: 3000, rate: 96.20, purpose: 'Outreach screening camps' },
    { q: 2, date: '2025-08-08', donor: 'Sight for All Foundation', country: 'United Kingdom', cur: 'GBP', fx: 5000, rate: 115.60, purpose: 'Programme staff' },
    { q: 2, date: '2025-09-15', donor: 'Friends of Arunodaya Inc.', country: 'USA', cur: 'USD', fx: 2500, rate: 87.80, purpose: 'Free cataract surgeries' },
    { q: 3, date: '2025-10-14', donor: 'Sight for All Foundation', country: 'United Kingdom', cur: 'GBP', fx: 8000, rate: 117.40, purpose: 'Operating microscope and programme staff' },
    { q: 3, date: '2025-11-03', donor: 'Friends of Arunodaya Inc.', country: 'USA', cur: 'USD', fx: 5000, rate: 88.65, purpose: 'Free cataract surgeries' },
    { q: 3, date: '2025-11-24', donor: 'Dr. Meenakshi Raman (individual)', country: 'Singapore', cur: 'SGD', fx: 1200, rate: 68.00, purpose: 'General purpose' },
    { q: 3, date: '2025-12-19', donor: 'Stichting Heldere Blik', country: 'Netherlands', cur: 'EUR', fx: 6500, rate: 103.10, purpose: 'Outreach screening camps and school screening' },
    { q: 4, date: '2026-02-20', donor: 'Friends of Arunodaya Inc.', country: 'USA', cur: 'USD', fx: 4000, rate: 89.90, purpose: 'Free cataract surgeries' },
  ],
  fcInterest: [5120, 5480, 5210, 5570],
  fcUse: [
    { k: 'surg', label: 'Free cataract surgeries – IOLs, medicines & consumables', rp: 'med', q: [142300, 156800, 161450, 148900] },
    { k: 'staff', label: 'Salaries of programme staff (optometrists, camp team)', rp: 'sal', q: [312000, 312000, 324000, 324000] },
    { k: 'camps', label: 'Outreach screening camps', rp: 'camp', q: [48600, 72350, 66800, 58100] },
    { k: 'capital', label: 'Creation of capital assets – operating microscope', rp: 'equip', q: [0, 0, 685000, 0] },
    { k: 'admin', label: 'Administrative expenses', rp: 'sal', q: [78000, 78000, 81000, 81000] },
  ],
  fcraSigned: '2026-01-14',
  // CA's letter
  ca: {
    firm: 'K. Ramanathan & Co.', frn: '007214S', partner: 'CA K. Ramanathan', mno: '204518', udin: '26204518BKCRTX4471',
    date: '2026-08-18', place: 'Tiruvannamalai',
    cashParty: 'Sri Murugan Travels', cashPayments: [11500, 8400, 12600], // hired vehicles for camps, paid in cash
    tdsInterest: 1240,
  },
  // the stationery shop's tax invoice (photographed); paid by UPI from Indian Bank on the same day
  receipt: {
    shop: 'SRI VINAYAGA STATIONERY & XEROX', gstin: '33AKLPV4821M1Z3', billNo: 'SV/25-26/2461', date: '2026-02-18', time: '11:24 AM',
    items: [
      { d: 'A4 Copier Paper 75 GSM (Ream)', hsn: '4802', qty: 6, rate: 285 },
      { d: 'Box File (Board) – Foolscap', hsn: '4820', qty: 10, rate: 68 },
      { d: 'Stapler Heavy Duty HD-45', hsn: '8472', qty: 2, rate: 165 },
      { d: 'Toner Refill – Laser (88A)', hsn: '8443', qty: 1, rate: 450 },
      { d: 'Xerox Copies – Case Sheets', hsn: '998912', qty: 800, rate: 0.80 },
    ],
    gst: 18,
  },
};

// Indian Bank SB statement, 01-01-2026 to 31-03-2026: [date, narration, ref, amount (+ credit / - debit)]
const IB_ROWS = [
  ['2026-01-02', 'NEFT-CR-HDFC0000123-R SUBRAMANIAN-DONATION', 'N002260101', 25000],
  ['2026-01-03', 'UPI/CR/600312457781/KAVITHA R/donation', 'UPI', 2001],
  ['2026-01-05', 'BY CASH DEPOSIT - SELF', '', 68500],
  ['2026-01-06', 'TO CLG CHQ 004561 NETRA SURGICALS MADURAI', '004561', -48720],
  ['2026-01-08', 'UPI/CR/600814562210/ARUL MOZHI S/donation eye camp', 'UPI', 1001],
  ['2026-01-10', 'BILLPAY TNPDCL EB SC 0412-118-0077', 'BP260110', -11860],
  ['2026-01-12', 'CASH WDL SELF CHQ 004562', '004562', -40000],
  ['2026-01-19', 'NEFT-CR-ICIC0000456-SRI KRISHNA TEXTILES-CSR DONATION', 'N019260144', 100000],
  ['2026-01-20', 'NEFT-DR-RENT JAN CHENGAM VISION CENTRE-P DHANDAPANI', 'N020260031', -7500],
  ['2026-01-20', 'NEFT-DR-RENT JAN POLUR VISION CENTRE-M KANNAN', 'N020260032', -6000],
  ['2026-01-20', 'NEFT-DR-RENT JAN THANDARAMPATTU VC-S LATHA', 'N020260033', -4500],
  ['2026-01-22', 'UPI/CR/602212009876/GANESH V/donation', 'UPI', 501],
  ['2026-01-24', 'TO CLG CHQ 004563 SRI MURUGAN TRAVELS', '004563', -9800],
  ['2026-01-27', 'BY CASH DEPOSIT - SELF', '', 54300],
  ['2026-01-29', 'UPI/CR/602918773002/PRIYA NATARAJAN/donation', 'UPI', 5000],
  ['2026-01-31', 'NEFT-DR-SALARY JAN-26 BULK UPLOAD (14)', 'BLK260131', -138500],
  ['2026-02-02', 'NEFT-CR-DBCS TVM-CATARACT GIA 2025-26 INST 3', 'N002260277', 124000],
  ['2026-02-04', 'BY CASH DEPOSIT - SELF', '', 61200],
  ['2026-02-07', 'BILLPAY TNPDCL EB SC 0412-118-0077', 'BP260207', -12440],
  ['2026-02-09', 'UPI/CR/604009112348/MURALI K/donation', 'UPI', 1001],
  ['2026-02-11', 'CASH WDL SELF CHQ 004566', '004566', -35000],
  ['2026-02-14', 'NEFT-CR-SBIN0001234-DR K LAKSHMI-DONATION', 'N014260212', 50000],
  ['2026-02-18', 'UPI/DR/604918220761/SRI VINAYAGA STATIONERY/bill 2461', 'UPI', -4496],
  ['2026-02-20', 'NEFT-DR-RENT FEB CHENGAM VISION CENTRE-P DHANDAPANI', 'N020260211', -7500],
  ['2026-02-20', 'NEFT-DR-RENT FEB POLUR VISION CENTRE-M KANNAN', 'N020260212', -6000],
  ['2026-02-20', 'NEFT-DR-RENT FEB THANDARAMPATTU VC-S LATHA', 'N020260213', -4500],
  ['2026-02-21', 'TO CLG CHQ 004567 NETRA SURGICALS MADURAI', '004567', -52300],
  ['2026-02-24', 'UPI/CR/605512347788/SARASWATHI A/donation', 'UPI', 2500],
  ['2026-02-28', 'NEFT-DR-SALARY FEB-26 BULK UPLOAD (14)', 'BLK260228', -138500],
  ['2026-03-02', 'BY CASH DEPOSIT - SELF', '', 72800],
  ['2026-03-04', 'UPI/CR/606309871234/VIJAYA LAKSHMI/donation', 'UPI', 1001],
  ['2026-03-06', 'UPI/CR/606511102938/ANAND RAJ/donation vision centre', 'UPI', 10000],
  ['2026-03-09', 'BILLPAY TNPDCL EB SC 0412-118-0077', 'BP260309', -13120],
  ['2026-03-10', 'CASH WDL SELF CHQ 004570', '004570', -40000],
  ['2026-03-12', 'TO CLG CHQ 004571 ANBU OPTICALS VELLORE', '004571', -38400],
  ['2026-03-16', 'UPI/CR/607518839201/DEEPA M/donation', 'UPI', 501],
  ['2026-03-18', 'NEFT-CR-UTIB0000789-CHOLAN AGRO PVT LTD-DONATION', 'N018260355', 75000],
  ['2026-03-20', 'NEFT-DR-RENT MAR CHENGAM VISION CENTRE-P DHANDAPANI', 'N020260341', -7500],
  ['2026-03-20', 'NEFT-DR-RENT MAR POLUR VISION CENTRE-M KANNAN', 'N020260342', -6000],
  ['2026-03-20', 'NEFT-DR-RENT MAR THANDARAMPATTU VC-S LATHA', 'N020260343', -4500],
  ['2026-03-23', 'UPI/CR/608212334455/HARIHARAN T/donation', 'UPI', 2001],
  ['2026-03-25', 'NEFT-CR-KVBL0001122-V NATARAJAN-CORPUS DONATION', 'N025260377', 100000],
  ['2026-03-26', 'BY CLG CHQ 118842 BALAJI MEDICALS', '118842', 15000],
  ['2026-03-27', 'CHQ RETURN 118842 FUNDS INSUFFICIENT', '118842', -15000],
  ['2026-03-28', 'UPI/CR/608719928374/SELVI R/donation', 'UPI', 1001],
  ['2026-03-31', 'NEFT-DR-SALARY MAR-26 BULK UPLOAD (14)', 'BLK260331', -138500],
  ['2026-03-31', 'INT ON TDR 6543298871 Q4', 'TDR', 27187.50],
  ['2026-03-31', 'CREDIT INTEREST', 'INT', 2146],
  ['2026-03-31', 'SMS ALERT CHGS JAN-MAR 26 INCL GST', 'CHG', -17.70],
];

// =====================================================================================================
// SEMILLA DE MAÍZ NUTRICIÓN INFANTIL, A.C.
// =====================================================================================================
const SEM = {
  rfc: 'SMN100315KQ2',
  address: 'Av. 2 de Abril No. 27, Barrio San Sebastián, Tlacolula de Matamoros, Oaxaca, C.P. 70400',
  comedores: ['Tlacolula de Matamoros', 'Teotitlán del Valle', 'San Pablo Villa de Mitla', 'Santa Ana del Valle'],
  // monthly actuals, January-December 2025 (whole pesos)
  inc: [
    { k: 'pf', acct: '401-001', name: 'Donativos de personas físicas', ppto: 'Donativos personas físicas', m: [32450, 28900, 35120, 30880, 41250, 29700, 27340, 31560, 38900, 44300, 58750, 121600], b: [90000, 95000, 90000, 200000], y24: 398760 },
    { k: 'pm', acct: '401-002', name: 'Donativos de personas morales', ppto: 'Donativos empresas (personas morales)', m: [0, 120000, 0, 85000, 0, 100000, 0, 60000, 0, 110000, 0, 125000], b: [150000, 200000, 100000, 300000], y24: 690000 },
    { k: 'fn', acct: '401-003', name: 'Donativos de fundaciones nacionales', ppto: 'Convenio Fundación Tierra Fértil', m: [0, 0, 384000, 0, 0, 0, 0, 336000, 0, 0, 0, 240000], b: [384000, 0, 336000, 240000], y24: 0, restricted: true },
    { k: 'ext', acct: '401-004', name: 'Donativos del extranjero', ppto: 'Donativos del extranjero', m: [0, 210250, 0, 0, 0, 0, 210250, 0, 0, 0, 0, 0], b: [210000, 0, 210000, 0], y24: 385000, restricted: true },
    { k: 'esp', acct: '401-005', name: 'Donativos en especie', ppto: null, m: [21400, 22850, 24100, 23600, 25300, 24750, 12300, 11800, 25900, 27450, 26300, 20550], y24: 241850 },
    { k: 'dif', acct: '402-001', name: 'Subsidio DIF Estatal Oaxaca', ppto: 'Subsidio DIF Oaxaca', m: [0, 0, 0, 87500, 0, 0, 87500, 0, 0, 87500, 0, 87500], b: [87500, 87500, 87500, 87500], y24: 300000 },
    { k: 'cuo', acct: '403-001', name: 'Cuotas de recuperación', ppto: 'Cuotas de recuperación', m: [13850, 14220, 14960, 12480, 14730, 13120, 4310, 3980, 14540, 15110, 14380, 12940], b: [42000, 42000, 24000, 42000], y24: 139870 },
    { k: 'int', acct: '404-001', name: 'Productos financieros (intereses)', ppto: 'Intereses bancarios', m: [2845, 2910, 3121, 3305, 3413, 3298, 3480, 3367, 3190, 3276, 3102, 3456], b: [9000, 9000, 9000, 9000], y24: 31204 },
  ],
  exp: [
    { k: 'alim', acct: '601-001', name: 'Alimentos y víveres', m: [68420, 71350, 74880, 66210, 76940, 72615, 38260, 35480, 77930, 81245, 79310, 64870], b: [210000, 208000, 150000, 225000], fn: { com: 100 } },
    { k: 'sue', acct: '601-002', name: 'Sueldos y salarios', m: [62400, 62400, 62400, 66144, 66144, 66144, 66144, 66144, 66144, 66144, 66144, 99216], b: [187200, 196000, 196000, 228000], fn: { com: 60, hue: 15, adm: 20, pro: 5 } },
    { k: 'imss', acct: '601-003', name: 'Cuotas IMSS e INFONAVIT', m: [14230, 14230, 14230, 15084, 15084, 15084, 15084, 15084, 15084, 15084, 15084, 15084], b: [42000, 44000, 44000, 44000], fn: { com: 60, hue: 15, adm: 20, pro: 5 } },
    { k: 'ren', acct: '601-004', name: 'Renta de locales', m: [8300, 8300, 8300, 8300, 8300, 8300, 8300, 8300, 8300, 8300, 8300, 8300], b: [25500, 25500, 25500, 25500], fn: { com: 80, adm: 20 } },
    { k: 'gas', acct: '601-005', name: 'Gas LP', m: [9840, 10120, 10560, 9970, 10880, 10340, 5460, 5120, 11240, 11760, 11430, 9650], b: [30000, 30000, 22000, 32000], fn: { com: 100 } },
    { k: 'luz', acct: '601-006', name: 'Luz y agua', m: [0, 4860, 0, 5120, 0, 6340, 0, 6180, 0, 5470, 0, 4990], b: [5000, 11000, 6000, 11000], fn: { com: 80, adm: 20 } },
    { k: 'tra', acct: '601-007', name: 'Transporte y combustible', m: [4200, 3950, 4480, 4610, 4390, 4720, 2850, 2460, 4930, 5120, 4870, 3980], b: [13500, 13500, 13500, 13500], fn: { com: 30, hue: 40, adm: 20, pro: 10 } },
    { k: 'mat', acct: '601-008', name: 'Material para huertos y talleres', m: [2300, 5800, 3150, 8900, 6200, 4750, 1200, 1900, 7450, 5300, 4100, 2600], b: [12000, 18000, 9000, 12000], fn: { hue: 100 } },
    { k: 'pap', acct: '601-009', name: 'Papelería y artículos de oficina', m: [1480, 980, 1260, 1120, 1340, 890, 760, 1050, 1430, 1210, 990, 1650], b: [3600, 3600, 3600, 3600], fn: { adm: 70, pro: 30 } },
    { k: 'hon', acct: '601-010', name: 'Honorarios contables', m: [6960, 6960, 6960, 6960, 6960, 6960, 6960, 6960, 6960, 6960, 6960, 6960], b: [20880, 20880, 20880, 20880], fn: { adm: 100 } },
    { k: 'com', acct: '601-011', name: 'Comisiones bancarias', m: [348, 362, 395, 410, 388, 372, 405, 399, 356, 421, 380, 467], b: [1200, 1200, 1200, 1200], fn: { adm: 100 } },
  ],
  // non-cash expense accounts (in the balanza and the estado, not in the budget workbook)
  espAcct: '601-012', espName: 'Alimentos donados consumidos (en especie)', espFn: { com: 100 },
  depAcct: '601-013', depName: 'Depreciación del ejercicio', depFn: { com: 70, adm: 30 },
  // opening balances 01/01/2025 (D = deudora, A = acreedora); 301-001 is what makes them balance
  openBal: {
    '101-001': 5000, '102-001': 284630, '102-002': 0, '103-001': 400000, '107-001': 3500,
    '151-001': 86400, '153-001': 246000, '154-001': 289200,
    '171-001': 34560, '171-002': 98400, '171-003': 144600,
    '205-001': 12600, '213-001': 4980, '213-002': 13420,
    '301-002': 118400,
  },
  isrRate: 0.07, // ISR withheld from salaries, paid the following month
  banortePct: { alim: 80, gas: 100 }, // convenio account pays these shares from April (gas: April-November)
  extRemaining: 61300, // foreign grant still unspent at 31/12/2025
  stove: { month: 5, amount: 39000 }, // estufa industrial, June 2025
  invest: { month: 7, amount: 200000 }, redeem: { month: 10, amount: 150000 },
  funcs: [
    { k: 'com', name: 'Programa de comedores infantiles', y24: 1512300 },
    { k: 'hue', name: 'Programa de huertos y talleres de nutrición', y24: 268940 },
    { k: 'adm', name: 'Gastos de administración', y24: 352610 },
    { k: 'pro', name: 'Procuración de fondos', y24: 58420 },
  ],
  convenio: {
    donor: 'Fundación Tierra Fértil, A.C.', donorRep: 'Lic. Mariana Ortega Villalobos', donorRole: 'Directora General',
    rep: 'Mtra. Guadalupe Hernández Ruiz', repRole: 'Presidenta del Consejo Directivo',
    signed: '2025-02-14', place: 'Oaxaca de Juárez, Oaxaca', start: '2025-03-01', end: '2026-02-28',
    project: 'Comedores Comunitarios Nutritivos 2025-2026',
    total: 960000,
    tranches: [
      { n: 'Primera', pct: 40, cond: 'dentro de los 10 (diez) días hábiles siguientes a la firma del presente Convenio' },
      { n: 'Segunda', pct: 35, cond: 'a la aprobación del primer informe parcial, que LA DONATARIA entregará a más tardar el 31 de julio de 2025' },
      { n: 'Tercera', pct: 25, cond: 'a la aprobación del segundo informe parcial, que LA DONATARIA entregará a más tardar el 30 de noviembre de 2025' },
    ],
    reports: [
      { n: 'Primer informe parcial (narrativo y financiero)', date: '2025-07-31', period: 'marzo a junio de 2025' },
      { n: 'Segundo informe parcial (narrativo y financiero)', date: '2025-11-30', period: 'julio a octubre de 2025' },
      { n: 'Informe final (narrativo y financiero)', date: '2026-03-31', period: 'todo el periodo del Convenio' },
    ],
    adminCap: 8, children: 320, days: 200, mealsPerDay: 2, refundDays: 30, cfdiDays: 5,
    budget: [
      ['Alimentos y víveres', 540000], ['Gas LP', 96000], ['Sueldos de cocineras', 211200], ['Material didáctico y de huertos', 36000], ['Gastos de administración', 76800],
    ],
  },
  ticket: {
    store: 'SÚPER BODEGA ANTEQUERA', razon: 'Comercializadora Antequera, S.A. de C.V.', rfc: 'CAN980512H27', branch: 'SUC. 014 TLACOLULA',
    date: '2025-03-12', time: '10:42', ticketNo: '0145-003-004521', caja: '03', cajero: 'ROSALBA M.',
    items: [
      { d: 'FRIJOL NEGRO 1KG', qty: 10, price: 34.50, iva: false },
      { d: 'ARROZ SUPER EXTRA 1KG', qty: 8, price: 28.90, iva: false },
      { d: 'ACEITE VEGETAL 1LT', qty: 6, price: 46.50, iva: false },
      { d: 'HUEVO BLANCO 30 PZ', qty: 4, price: 89.00, iva: false },
      { d: 'LECHE ENTERA 1LT', qty: 24, price: 26.50, iva: false },
      { d: 'AVENA EN HOJUELAS 1KG', qty: 5, price: 38.40, iva: false },
      { d: 'JABON LIQ TRASTES 1LT', qty: 3, price: 42.00, iva: true },
      { d: 'SERVILLETAS 500 PZ', qty: 4, price: 31.50, iva: true },
      { d: 'BOLSA BASURA JUMBO 10PZ', qty: 2, price: 38.90, iva: true },
    ],
    card: '4417',
  },
};

// =====================================================================================================
// computed view
// =====================================================================================================
const q = (m) => Math.floor(m / 3);
export function view() {
  // ---------------------------------------------------------------- Arunodaya
  const A = JSON.parse(JSON.stringify(ARU));
  const fcQ = [1, 2, 3, 4].map((n) => sum(A.fcDonors.filter((d) => d.q === n).map((d) => r2(d.fx * d.rate))));
  for (const d of A.fcDonors) d.inr = r2(d.fx * d.rate);
  const fcTotal = sum(fcQ);
  const fcIntTotal = sum(A.fcInterest);
  const useQ = [0, 1, 2, 3].map((i) => sum(A.fcUse.map((u) => u.q[i])));
  const useByRp = {};
  for (const u of A.fcUse) useByRp[u.rp] = r2((useByRp[u.rp] || 0) + sum(u.q));
  const R = Object.fromEntries(A.receipts.map((x) => [x.k, x]));
  const P = Object.fromEntries(A.payments.map((x) => [x.k, x]));
  R.fc.cur = fcTotal;
  R.intsb.cur = r2(A.receipts.find((x) => x.k === 'intsb').acc.ibInt + fcIntTotal);
  // account splits
  const split = {};
  for (const x of A.receipts) {
    const s = { cash: 0, ib: 0, fcra: 0 };
    if (x.k === 'fc') s.fcra = x.cur;
    else if (x.k === 'intsb') { s.ib = x.acc.ibInt; s.fcra = fcIntTotal; }
    else { s.cash = x.acc.cash || 0; s.ib = r2(x.cur - s.cash); }
    split[x.k] = s;
  }
  for (const x of A.payments) {
    const s = { cash: 0, ib: 0, fcra: useByRp[x.k] || 0 };
    if (x.acc.cash === 'rest') s.cash = r2(x.cur - s.fcra);
    else { s.cash = x.acc.cash || 0; s.ib = r2(x.cur - s.cash - s.fcra); }
    if (s.ib < 0 || s.cash < 0) throw new Error(`split ${x.k}`);
    split['p_' + x.k] = s;
  }
  const acct = (a) => ({
    rec: sum(A.receipts.map((x) => split[x.k][a])),
    pay: sum(A.payments.map((x) => split['p_' + x.k][a])),
  });
  const cashF = acct('cash'), ibF = acct('ib'), fcraF = acct('fcra');
  const withdrawn = r2(A.cashTarget - A.open.cash - cashF.rec + cashF.pay + A.cashDeposited);
  const close = {
    cash: A.cashTarget,
    ib: r2(A.open.ib + ibF.rec - ibF.pay + A.cashDeposited - withdrawn),
    fcra: r2(A.open.fcra + fcraF.rec - fcraF.pay),
  };
  const openTotal = sum(Object.values(A.open));
  const closeTotal = sum(Object.values(close));
  const recTotal = sum(A.receipts.map((x) => x.cur));
  const payTotal = sum(A.payments.map((x) => x.cur));
  if (Math.abs(openTotal + recTotal - payTotal - closeTotal) > 0.001) throw new Error('R&P does not balance');
  // previous year R&P
  const recPrev = sum(A.receipts.map((x) => x.prev));
  const payPrev = sum(A.payments.map((x) => x.prev));
  const prevOpenIb = r2(openTotal - recPrev + payPrev - A.prevOpen.cash - A.prevOpen.fcra);
  const prevOpen = { cash: A.prevOpen.cash, ib: prevOpenIb, fcra: A.prevOpen.fcra };
  // depreciation schedule
  for (const a of A.assets) {
    a.total = a.open + a.addBefore + a.addAfter;
    a.dep = r2((a.open + a.addBefore) * a.rate / 100 + a.addAfter * a.rate / 200);
    a.close = r2(a.total - a.dep);
  }
  const depTotal = sum(A.assets.map((a) => a.dep));
  // I&E
  const ieExp = A.payments.filter((x) => x.ie).map((x) => ({ k: x.k, label: x.ie, tb: x.tb, tbGroup: x.tbGroup || 'Indirect Expenses', cur: x.k === 'audit' ? A.auditProvision : x.cur, prev: x.k === 'audit' ? A.prevAuditProvision : x.prev }));
  ieExp.push({ k: 'dep', label: 'Depreciation (as per Schedule 1)', tb: 'Depreciation', tbGroup: 'Indirect Expenses', cur: depTotal, prev: A.prevDepreciation });
  const ieInc = A.receipts.filter((x) => x.ie).map((x) => ({ k: x.k, label: x.ie, tb: x.tb, tbGroup: x.k === 'spect' ? 'Sales Accounts' : 'Indirect Incomes', cur: x.cur, prev: x.prev }));
  const incTotal = sum(ieInc.map((x) => x.cur)), incPrev = sum(ieInc.map((x) => x.prev));
  const expTotal = sum(ieExp.map((x) => x.cur)), expPrev = sum(ieExp.map((x) => x.prev));
  const surplus = r2(incTotal - expTotal), surplusPrev = r2(incPrev - expPrev);
  // balance sheet at 31.03.2025 and the Tally trial balance at 31.03.2026
  const faOpen = sum(A.assets.map((a) => a.open));
  const gfOpen = r2(openTotal + A.fd + faOpen + A.rentDeposit - A.auditPayableOpen - A.corpusOpen);
  const corpusClose = A.corpusOpen + R.corpus.cur;
  const tbGroups = [
    { name: 'Capital Account', side: 'cr', ledgers: [['Corpus Fund', corpusClose], ['General Fund', gfOpen]] },
    { name: 'Current Liabilities', side: 'cr', ledgers: [['Audit Fees Payable', A.auditProvision]] },
    { name: 'Fixed Assets', side: 'dr', ledgers: A.assets.map((a) => [a.name, a.close]) },
    { name: 'Investments', side: 'dr', ledgers: [['Fixed Deposit – Indian Bank (TDR 6543298871)', A.fd]] },
    { name: 'Current Assets', side: 'dr', ledgers: [], sub: [
      { name: 'Bank Accounts', ledgers: [[`Indian Bank SB A/c ${A.ib.acct}`, close.ib], [`SBI FCRA A/c ${A.fcraBank.acct}`, close.fcra]] },
      { name: 'Cash-in-Hand', ledgers: [['Cash', close.cash]] },
      { name: 'Deposits (Asset)', ledgers: [['Rent Deposit – Vision Centres', A.rentDeposit]] },
    ] },
    { name: 'Sales Accounts', side: 'cr', ledgers: ieInc.filter((x) => x.tbGroup === 'Sales Accounts').map((x) => [x.tb, x.cur]) },
    { name: 'Purchase Accounts', side: 'dr', ledgers: ieExp.filter((x) => x.tbGroup === 'Purchase Accounts').map((x) => [x.tb, x.cur]) },
    { name: 'Indirect Incomes', side: 'cr', ledgers: ieInc.filter((x) => x.tbGroup === 'Indirect Incomes').map((x) => [x.tb, x.cur]) },
    { name: 'Indirect Expenses', side: 'dr', ledgers: ieExp.filter((x) => x.tbGroup === 'Indirect Expenses').map((x) => [x.tb, x.cur]) },
  ];
  for (const g of tbGroups) g.total = r2(sum(g.ledgers.map((l) => l[1])) + sum((g.sub || []).map((s) => sum(s.ledgers.map((l) => l[1])))));
  for (const g of tbGroups) for (const s of g.sub || []) s.total = sum(s.ledgers.map((l) => l[1]));
  const tbDr = sum(tbGroups.filter((g) => g.side === 'dr').map((g) => g.total));
  const tbCr = sum(tbGroups.filter((g) => g.side === 'cr').map((g) => g.total));
  if (Math.abs(tbDr - tbCr) > 0.001) throw new Error(`TB does not balance ${tbDr} ${tbCr}`);
  // FCRA quarters
  const fcOpenQ = [A.open.fcra];
  for (let i = 0; i < 4; i++) fcOpenQ.push(r2(fcOpenQ[i] + fcQ[i] + A.fcInterest[i] - useQ[i]));
  if (Math.abs(fcOpenQ[4] - close.fcra) > 0.001) throw new Error('FCRA close');
  const ytd = (arr) => r2(arr[0] + arr[1] + arr[2]);
  const fcra = {
    q3: { open: fcOpenQ[2], receipts: fcQ[2], interest: A.fcInterest[2], use: useQ[2], close: fcOpenQ[3] },
    ytd: { open: fcOpenQ[0], receipts: ytd(fcQ), interest: ytd(A.fcInterest), use: ytd(useQ), close: fcOpenQ[3] },
    uses: A.fcUse.map((u) => ({ ...u, q3: u.q[2], ytd: ytd(u.q), year: sum(u.q) })),
    donorsQ3: A.fcDonors.filter((d) => d.q === 3),
    fcQ, useQ, fcOpenQ,
  };
  fcra.adminPctYtd = r2(fcra.uses.find((u) => u.k === 'admin').ytd / fcra.ytd.receipts * 10000) / 100;
  // bank statement
  const ibNet = sum(IB_ROWS.map((r) => r[3]));
  const ibOpen = r2(close.ib - ibNet);
  let bal = ibOpen;
  const bank = IB_ROWS.map(([date, desc, ref, amt]) => { bal = r2(bal + amt); return { date, desc, ref, amt, bal }; });
  if (Math.abs(bal - close.ib) > 0.001) throw new Error('bank close');
  // receipt
  const rc = A.receipt;
  for (const it of rc.items) it.amt = r2(it.qty * it.rate);
  rc.taxable = sum(rc.items.map((i) => i.amt));
  rc.cgst = r2(rc.taxable * rc.gst / 200); rc.sgst = rc.cgst;
  rc.gross = r2(rc.taxable + rc.cgst + rc.sgst);
  rc.total = Math.round(rc.gross);
  rc.roundOff = r2(rc.total - rc.gross);
  rc.qtyTotal = sum(rc.items.map((i) => i.qty));
  if (!bank.some((b) => b.date === rc.date && b.amt === -rc.total)) throw new Error('receipt not in bank');
  // CA letter figures
  const capex = sum(A.payments.filter((x) => x.capital).map((x) => x.cur));
  const application = r2(expTotal - depTotal + capex); // revenue expenditure excl. depreciation, plus capital expenditure
  const ca = {
    ...A.ca,
    income: incTotal, expenditure: expTotal, surplus, depTotal, corpus: R.corpus.cur, fc: fcTotal,
    application, applicationPct: r2(application / incTotal * 10000) / 100,
    fcAdmin: fcra.uses.find((u) => u.k === 'admin').year,
    fcAdminPct: r2(fcra.uses.find((u) => u.k === 'admin').year / fcTotal * 10000) / 100,
    cashTotal: sum(A.ca.cashPayments),
    microDep: A.assets[0].addAfter * A.assets[0].rate / 200,
  };
  const aru = {
    ...A, R, P, split, close, openTotal, closeTotal, recTotal, payTotal, withdrawn, prevOpen, recPrev, payPrev,
    prevCloseTotal: openTotal, ieExp, ieInc, incTotal, incPrev, expTotal, expPrev, surplus, surplusPrev, depTotal,
    gfOpen, corpusClose, tbGroups, tbDr, tbCr, fcra, fcTotal, bank, ibOpen, rc, ca, capex,
  };

  // ---------------------------------------------------------------- Semilla
  const S = JSON.parse(JSON.stringify(SEM));
  for (const l of [...S.inc, ...S.exp]) {
    l.year = sum(l.m);
    l.qr = [0, 1, 2, 3].map((i) => sum(l.m.slice(i * 3, i * 3 + 3)));
    if (l.b) { l.budget = sum(l.b); l.var = l.qr.map((v, i) => r2(v - l.b[i])); l.varYear = r2(l.year - l.budget); }
  }
  const I = Object.fromEntries(S.inc.map((l) => [l.k, l]));
  const E = Object.fromEntries(S.exp.map((l) => [l.k, l]));
  // depreciation by month and sub-account
  const depM = Array.from({ length: 12 }, (_, m) => ({ '171-001': 720, '171-002': 2050 + (m > S.stove.month ? 325 : 0), '171-003': 6025 }));
  const depYear = sum(depM.map((d) => d['171-001'] + d['171-002'] + d['171-003']));
  // journal
  const J = [];
  const je = (m, dr, cr, amt, c) => { if (amt) J.push({ m, dr, cr, amt: r2(amt), c }); };
  let banorteSpent = 0;
  for (let m = 0; m < 12; m++) {
    je(m, '102-001', '401-001', I.pf.m[m]);
    je(m, '102-001', '401-002', I.pm.m[m]);
    je(m, '102-002', '401-003', I.fn.m[m]);
    je(m, '102-001', '401-004', I.ext.m[m]);
    je(m, S.espAcct, '401-005', I.esp.m[m]);
    je(m, '102-001', '402-001', I.dif.m[m]);
    je(m, '101-001', '403-001', I.cuo.m[m]); je(m, '102-001', '101-001', I.cuo.m[m]);
    je(m, '103-001', '404-001', I.int.m[m]);
    const alimB = m >= 3 ? Math.round(E.alim.m[m] * S.banortePct.alim / 100) : 0;
    je(m, '601-001', '102-002', alimB); je(m, '601-001', '102-001', E.alim.m[m] - alimB);
    banorteSpent += alimB;
    const isr = Math.round(E.sue.m[m] * S.isrRate);
    je(m, '601-002', '102-001', E.sue.m[m] - isr); je(m, '601-002', '213-001', isr);
    je(m, '213-001', '102-001', m === 0 ? S.openBal['213-001'] : Math.round(E.sue.m[m - 1] * S.isrRate));
    je(m, '601-003', '213-002', E.imss.m[m]);
    je(m, '213-002', '102-001', m === 0 ? S.openBal['213-002'] : E.imss.m[m - 1]);
    je(m, '601-004', '102-001', E.ren.m[m]);
    if (m === 11) je(m, '601-005', '205-001', E.gas.m[m]);
    else { const gB = m >= 3 ? Math.round(E.gas.m[m] * S.banortePct.gas / 100) : 0; je(m, '601-005', '102-002', gB); je(m, '601-005', '102-001', E.gas.m[m] - gB); banorteSpent += gB; }
    if (m === 0) je(m, '205-001', '102-001', S.openBal['205-001']);
    je(m, '601-006', '102-001', E.luz.m[m]);
    je(m, '601-007', '101-001', E.tra.m[m]); je(m, '601-009', '101-001', E.pap.m[m]);
    je(m, '101-001', '102-001', E.tra.m[m] + E.pap.m[m]);
    je(m, '601-008', '102-001', E.mat.m[m]);
    je(m, '601-010', '102-001', E.hon.m[m]);
    je(m, '601-011', '102-001', E.com.m[m]);
    for (const [acc, v] of Object.entries(depM[m])) je(m, S.depAcct, acc, v);
    if (m === 1) je(m, '102-001', '107-001', 3500);
    if (m === 11) je(m, '107-001', '102-001', 2000);
    if (m === S.stove.month) je(m, '153-001', '102-001', S.stove.amount);
    if (m === S.invest.month) je(m, '103-001', '102-001', S.invest.amount);
    if (m === S.redeem.month) je(m, '102-001', '103-001', S.redeem.amount);
  }
  // chart of accounts for the balanza (mayor + subcuentas)
  const CHART = [
    ['101-000', 'Caja', 'D', [['101-001', 'Caja chica']]],
    ['102-000', 'Bancos', 'D', [['102-001', 'BBVA México cta. 0198765432'], ['102-002', 'Banorte cta. 1087654321 (Convenio FTF)']]],
    ['103-000', 'Inversiones temporales', 'D', [['103-001', 'Pagaré BBVA 28 días']]],
    ['107-000', 'Deudores diversos', 'D', [['107-001', 'Gastos por comprobar']]],
    ['151-000', 'Mobiliario y equipo de oficina', 'D', [['151-001', 'Mobiliario y equipo de oficina']]],
    ['153-000', 'Equipo de cocina', 'D', [['153-001', 'Equipo de cocina']]],
    ['154-000', 'Equipo de transporte', 'D', [['154-001', 'Camioneta Nissan NP300 2021']]],
    ['171-000', 'Depreciación acumulada', 'A', [['171-001', 'Dep. acum. de mobiliario y equipo'], ['171-002', 'Dep. acum. de equipo de cocina'], ['171-003', 'Dep. acum. de equipo de transporte']]],
    ['205-000', 'Acreedores diversos', 'A', [['205-001', 'Acreedores diversos']]],
    ['213-000', 'Impuestos y cuotas por pagar', 'A', [['213-001', 'ISR retenido por salarios'], ['213-002', 'Cuotas IMSS e INFONAVIT por pagar']]],
    ['301-000', 'Patrimonio', 'A', [['301-001', 'Patrimonio sin restricciones'], ['301-002', 'Patrimonio con restricciones temporales']]],
    ['401-000', 'Donativos recibidos', 'A', S.inc.filter((l) => l.acct.startsWith('401')).map((l) => [l.acct, l.name])],
    ['402-000', 'Subsidios', 'A', [['402-001', I.dif.name]]],
    ['403-000', 'Cuotas de recuperación', 'A', [['403-001', I.cuo.name]]],
    ['404-000', 'Productos financieros', 'A', [['404-001', 'Intereses ganados']]],
    ['601-000', 'Gastos de operación', 'D', [...S.exp.map((l) => [l.acct, l.name]), [S.espAcct, S.espName], [S.depAcct, S.depName]]],
  ];
  const ob = { ...S.openBal };
  const natureOf = {};
  for (const [, , nat, subs] of CHART) for (const [c] of subs) natureOf[c] = nat;
  // 301-001: plug so that the opening balances balance
  let openD = 0, openA = 0;
  for (const [c, v] of Object.entries(ob)) { if (natureOf[c] === 'D') openD += v; else openA += v; }
  ob['301-001'] = r2(openD - openA);
  const accts = {};
  for (const [mc, mn, nat, subs] of CHART) {
    const ss = subs.map(([c, n]) => {
      const init = ob[c] || 0;
      const cargos = sum(J.filter((j) => j.dr === c).map((j) => j.amt));
      const abonos = sum(J.filter((j) => j.cr === c).map((j) => j.amt));
      const fin = r2(nat === 'D' ? init + cargos - abonos : init - cargos + abonos);
      return { code: c, name: n, nat, init, cargos, abonos, fin };
    });
    const agg = (f) => sum(ss.map((s) => s[f]));
    accts[mc] = { code: mc, name: mn, nat, init: agg('init'), cargos: agg('cargos'), abonos: agg('abonos'), fin: agg('fin'), subs: ss };
    for (const s of ss) accts[s.code] = s;
  }
  for (const a of Object.values(accts)) if (a.fin < -0.001) throw new Error(`negative balance ${a.code} ${a.fin}`);
  const majors = CHART.map(([c]) => accts[c]);
  const bz = {
    initD: sum(majors.filter((a) => a.nat === 'D').map((a) => a.init)), initA: sum(majors.filter((a) => a.nat === 'A').map((a) => a.init)),
    cargos: sum(majors.map((a) => a.cargos)), abonos: sum(majors.map((a) => a.abonos)),
    finD: sum(majors.filter((a) => a.nat === 'D').map((a) => a.fin)), finA: sum(majors.filter((a) => a.nat === 'A').map((a) => a.fin)),
  };
  if (Math.abs(bz.initD - bz.initA) > 0.001 || Math.abs(bz.cargos - bz.abonos) > 0.001 || Math.abs(bz.finD - bz.finA) > 0.001) throw new Error('balanza does not balance');
  // monthly bank balances must stay positive
  for (const c of ['102-001', '102-002', '101-001']) {
    let b = ob[c] || 0;
    for (let m = 0; m < 12; m++) { if (process.env.NOCHK) console.log(c, m + 1, b); b += sum(J.filter((j) => j.m === m && j.dr === c).map((j) => j.amt)) - sum(J.filter((j) => j.m === m && j.cr === c).map((j) => j.amt)); if (b < 0 && !process.env.NOCHK) throw new Error(`overdrawn ${c} month ${m + 1}: ${b}`); }
  }
  // estado de actividades
  const espYear = I.esp.year;
  const natTotals = [...S.exp.map((l) => ({ fn: l.fn, v: l.year })), { fn: S.espFn, v: espYear }, { fn: S.depFn, v: depYear }];
  const funcTot = Object.fromEntries(S.funcs.map((f) => [f.k, 0]));
  for (const { fn, v } of natTotals) {
    const ks = Object.keys(fn);
    let left = v;
    ks.forEach((k, i) => { const part = i === ks.length - 1 ? left : Math.round(v * fn[k] / 100); funcTot[k] += part; left -= part; });
  }
  const gastos = sum(Object.values(funcTot));
  const egresosCash = sum(S.exp.map((l) => l.year));
  if (Math.abs(gastos - accts['601-000'].fin) > 0.001) throw new Error('estado gastos vs balanza');
  const incSR = sum(S.inc.filter((l) => !l.restricted).map((l) => l.year));
  const incCR = sum(S.inc.filter((l) => l.restricted).map((l) => l.year));
  const release = r2(S.openBal['301-002'] + banorteSpent + (I.ext.year - S.extRemaining));
  const crEnd = r2(S.openBal['301-002'] + incCR - release);
  const srBegin = ob['301-001'], crBegin = S.openBal['301-002'];
  const cambioSR = r2(incSR + release - gastos), cambioCR = r2(incCR - release);
  const cambio = r2(cambioSR + cambioCR);
  const ingresosTot = r2(incSR + incCR);
  const inc24 = sum(S.inc.map((l) => l.y24));
  const gastos24 = sum(S.funcs.map((f) => f.y24));
  const cambio24 = r2(inc24 - gastos24);
  const patBegin = r2(srBegin + crBegin);
  const patBegin24 = r2(patBegin - cambio24);
  const estado = {
    incSR, incCR, ingresosTot, release, gastos, funcTot, cambioSR, cambioCR, cambio, srBegin, crBegin, srEnd: r2(srBegin + cambioSR), crEnd, patBegin, patEnd: r2(patBegin + cambio),
    inc24, gastos24, cambio24, patBegin24, espYear, depYear, banorteSpent,
  };
  if (Math.abs(crEnd - (accts['102-002'].fin + S.extRemaining)) > 0.001) throw new Error('restricted vs Banorte');
  // budget workbook totals
  const budgetLines = S.inc.filter((l) => l.ppto);
  const tq = (ls, f) => [0, 1, 2, 3].map((i) => sum(ls.map((l) => l[f][i])));
  const bw = {
    incReal: tq(budgetLines, 'qr'), incBud: tq(budgetLines, 'b'), expReal: tq(S.exp, 'qr'), expBud: tq(S.exp, 'b'),
  };
  bw.incRealY = sum(bw.incReal); bw.incBudY = sum(bw.incBud); bw.expRealY = sum(bw.expReal); bw.expBudY = sum(bw.expBud);
  bw.expRealM = Array.from({ length: 12 }, (_, m) => sum(S.exp.map((l) => l.m[m])));
  bw.incRealM = Array.from({ length: 12 }, (_, m) => sum(budgetLines.map((l) => l.m[m])));
  if (Math.abs(bw.expRealY + espYear + depYear - gastos) > 0.001) throw new Error('budget vs estado');
  // ticket
  const t = S.ticket;
  for (const it of t.items) it.amt = r2(it.qty * it.price);
  t.total = sum(t.items.map((i) => i.amt));
  t.taxedGross = sum(t.items.filter((i) => i.iva).map((i) => i.amt));
  t.iva = r2(t.taxedGross * 16 / 116);
  t.subtotal = r2(t.total - t.iva);
  t.zero = r2(t.total - t.taxedGross);
  t.count = t.items.reduce((s, i) => s + i.qty, 0);
  const cv = S.convenio;
  cv.tranches.forEach((x) => { x.amt = cv.total * x.pct / 100; });
  if (sum(cv.budget.map((b) => b[1])) !== cv.total) throw new Error('convenio budget');
  if (Math.abs(cv.budget.at(-1)[1] - cv.total * cv.adminCap / 100) > 0.001) throw new Error('admin cap');
  const sem = { ...S, I, E, J, CHART, accts, majors, bz, estado, bw, depM, depYear, egresosCash, budgetLines };
  return { aru, sem };
}

// The questions (lib/questions.mjs) compute every answer from view().
