// Set AI: every figure of the two organisations, once. gen.mjs renders the documents from RAW (through
// view()), verify.mjs re-reads the rendered files into the same shape and recomputes every answer with
// the calc functions of DEFS.
//
//   relais   Le Relais communautaire de Villeray (Montréal, Québec; OBNL; CAD; April–March year,
//            FY 2025-2026 = 1 April 2025 – 31 March 2026; documents in French-Canadian print)
//   holloway Holloway Creek Hospice (Owen Sound, Ontario; registered charity; CAD; calendar year 2025)

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
export const cents = (v) => Math.round(v * 100) / 100;
export const sum = (a) => cents(a.reduce((s, x) => s + x, 0));

// ================================================================== RELAIS
// État des résultats: [key, label, fonds d'administration 2026, fonds affectés 2026, total 2025]
const ETAT_PRODUITS = [
  ['centraide', 'Centraide du Grand Montréal', 68500, 0, 66000],
  ['psoc', 'Programme de soutien aux organismes communautaires (PSOC)', 92312, 0, 89625],
  ['ville', 'Ville de Montréal – projet Jeunes en action', 0, 24000, 18000],
  ['eec', "Emplois d'été Canada", 0, 9840, 8610],
  ['dons', 'Dons', 21436, 5000, 29118],
  ['financement', 'Activités de financement', 14872, 0, 19205],
  ['cotisations', 'Cotisations des membres', 1240, 0, 1180],
  ['contributions', 'Contributions des participants', 6915, 0, 6402],
  ['interets', 'Intérêts', 1318, 0, 1506],
  ['amortApports', 'Amortissement des apports reportés afférents aux immobilisations', 0, 3200, 3200],
];
const ETAT_CHARGES = [
  ['salaires', 'Salaires et charges sociales', 161240, 28650, 178412],
  ['loyer', 'Loyer et électricité', 21600, 0, 20400],
  ['alimentation', 'Alimentation (dépannage et cuisines collectives)', 18930, 2100, 19270],
  ['activites', 'Activités et programmes', 6415, 4980, 9842],
  ['bureau', 'Frais de bureau et fournitures', 4388, 0, 4902],
  ['telecom', 'Télécommunications', 2316, 0, 2240],
  ['honoraires', 'Honoraires professionnels', 5750, 0, 5500],
  ['assurances', 'Assurances', 2984, 0, 2870],
  ['formation', 'Formation', 1120, 620, 1305],
  ['fraisBanc', 'Frais bancaires', 412, 0, 398],
  ['amort', 'Amortissement des immobilisations', 0, 4150, 4150],
];
// Budget vs réel: [key, workbook label, budget 2025-26, [T1, T2, T3, T4 réel], budget 2026-27]
const BUDGET = [
  ['centraide', 'Centraide', 68500, [17125, 17125, 17125, 17125], 69870],
  ['psoc', 'Subvention PSOC (MSSS)', 92312, [23078, 23078, 23078, 23078], 94158],
  ['ville', 'Ville de Montréal (Jeunes en action)', 24000, [4200, 7800, 5900, 6100], 24000],
  ['eec', "Emplois d'été Canada", 9000, [3280, 6560, 0, 0], 9500],
  ['dons', 'Dons', 24000, [3912, 4105, 12877, 5542], 26000],
  ['financement', 'Activités de financement', 18000, [1250, 6480, 5912, 1230], 16000],
  ['cotisations', 'Cotisations', 1200, [980, 110, 95, 55], 1250],
  ['contributions', 'Contributions des participants', 6500, [1620, 1488, 1947, 1860], 7000],
  ['interets', 'Intérêts', 1500, [352, 341, 318, 307], 1200],
  ['salaires', 'Salaires et charges sociales', 187000, [45210, 51870, 45980, 46830], 196500],
  ['loyer', 'Loyer', 21600, [5400, 5400, 5400, 5400], 22200],
  ['alimentation', 'Alimentation', 17500, [4388, 4015, 6912, 5715], 22000],
  ['activites', 'Activités et programmes', 12000, [1980, 4612, 2318, 2485], 12000],
  ['bureau', 'Frais de bureau', 4800, [1122, 968, 1204, 1094], 4600],
  ['telecom', 'Télécommunications', 2400, [579, 579, 579, 579], 2400],
  ['honoraires', 'Honoraires professionnels', 5750, [550, 0, 0, 5200], 5900],
  ['assurances', 'Assurances', 3000, [2984, 0, 0, 0], 3150],
  ['formation', 'Formation', 1500, [420, 0, 860, 460], 1600],
  ['fraisBanc', 'Frais bancaires', 420, [103, 101, 104, 104], 430],
];
export const REVENUE_KEYS = ['centraide', 'psoc', 'ville', 'eec', 'dons', 'financement', 'cotisations', 'contributions', 'interets'];
// État de la situation financière au 31 mars: [key, label, 2026, 2025]; encaisse is set from the bank export
const BILAN = {
  actifCT: [
    ['encaisse', 'Encaisse', null, 77100],
    ['depot', 'Dépôt à terme, 3,15 %, échéant en septembre 2026', 30000, 30000],
    ['debiteurs', 'Débiteurs', 2140, 1865],
    ['subvRec', 'Subventions à recevoir', 6000, 4500],
    ['prepaye', "Frais payés d'avance", 2310, 2205],
  ],
  immob: ['immob', 'Immobilisations (note 4)', 16600, 20750],
  passifCT: [
    ['crediteurs', 'Créditeurs et frais courus', 9870, 8940],
    ['salairesPay', 'Salaires et vacances à payer', 11215, 10480],
    ['apportsRep', 'Apports reportés (note 5)', 4500, 6200],
  ],
  apportsImmob: ['apportsImmob', 'Apports reportés afférents aux immobilisations (note 6)', 9600, 12800],
  soldes: [
    ['investi', 'Investi en immobilisations', 7000, 7950],
    ['interne', "Grevé d'affectations internes – réserve de fonctionnement", 25000, 25000],
    ['nonAffecte', "Non grevé d'affectations", null, 65050],
  ],
};
// Sage 50 grand livre, 1 January – 31 March 2026 (T4): per account, transactions
// [date, commentaire, n° source, débit, crédit]. Opening balance = T1+T2+T3 of the budget workbook.
const GL = [
  ['5300', 'Alimentation', 'alimentation', [
    ['2026-01-07', 'Moisson Montréal – frais de participation', 'MM-260107', 850.00, 0],
    ['2026-01-09', 'Metro Jean-Talon – épicerie cuisine collective', 'PD-0109', 412.36, 0],
    ['2026-01-16', 'Costco Marché Central – denrées dépannage', 'PD-0116', 1126.48, 0],
    ['2026-01-23', 'Super C Crémazie – denrées', 'PD-0123', 298.71, 0],
    ['2026-01-28', 'Metro Jean-Talon – épicerie', 'PD-0128', 187.54, 0],
    ['2026-02-04', 'Moisson Montréal – frais de participation', 'MM-260204', 850.00, 0],
    ['2026-02-06', 'Costco Marché Central – retour (note de crédit)', 'NC-4471', 0, 96.20],
    ['2026-02-11', 'Metro Jean-Talon – épicerie cuisine collective', 'PD-0211', 356.12, 0],
    ['2026-02-18', 'Boulangerie St-Denis – pain', 'PD-0218', 142.80, 0],
    ['2026-02-25', 'Metro Jean-Talon – épicerie', 'PD-0225', 248.93, 0],
    ['2026-03-04', 'Moisson Montréal – frais de participation', 'MM-260304', 850.00, 0],
    ['2026-03-10', 'Costco Marché Central – denrées dépannage', 'PD-0310', 388.60, 0],
    ['2026-03-17', 'Metro Jean-Talon – épicerie', 'PD-0317', 219.66, 0],
    ['2026-03-31', 'Reclassement – collations atelier cuisine vers 5400', 'RG-0331', 0, 120.00],
  ]],
  ['5400', 'Activités et programmes', 'activites', [
    ['2026-01-20', 'Bureau en Gros – matériel de bricolage', 'PD-0120', 164.27, 0],
    ['2026-02-13', "Dépanneur Beaubien Express – collations fête d'hiver", 'PD-0213', null, 0], // = receipt total
    ['2026-02-21', "Fabrique Sainte-Cécile – location de salle fête d'hiver", 'CH-2218', 350.00, 0],
    ['2026-03-07', 'Autobus Gil-Ber – transport sortie cabane à sucre', 'CH-2221', 780.00, 0],
    ['2026-03-07', 'Cabane à sucre Chez Bélanger – repas sortie familles', 'CH-2222', 895.33, 0],
    ['2026-03-12', 'Contributions des familles – sortie cabane à sucre', 'DC-0312', 0, 190.00],
    ['2026-03-19', 'Animation atelier cuisine – M. Sabourin', 'CH-2223', 300.00, 0],
    ['2026-03-31', 'Reclassement – collations atelier cuisine de 5300', 'RG-0331', 120.00, 0],
  ]],
  ['5500', 'Frais de bureau et fournitures', 'bureau', [
    ['2026-01-09', 'Bureau en Gros – fournitures', 'PD-0109B', 186.43, 0],
    ['2026-01-27', 'Postes Canada – timbres AGA', 'PD-0127', 54.60, 0],
    ['2026-02-10', 'Konica Minolta – location photocopieur (trimestre)', 'PR-0210', 412.50, 0],
    ['2026-02-26', 'Bureau en Gros – papier', 'PD-0226', 97.15, 0],
    ['2026-03-16', 'Bureau en Gros – retour', 'NC-0316', 0, 23.99],
    ['2026-03-20', "Bureau en Gros – cartouches d'encre", 'PD-0320', 367.31, 0],
  ]],
  ['5600', 'Télécommunications', 'telecom', [
    ['2026-01-12', 'Vidéotron Affaires – janvier', 'PR-0112', 193.00, 0],
    ['2026-02-12', 'Vidéotron Affaires – février', 'PR-0212', 193.00, 0],
    ['2026-03-12', 'Vidéotron Affaires – mars', 'PR-0312', 193.00, 0],
  ]],
  ['5900', 'Frais bancaires', 'fraisBanc', [
    ['2026-01-31', 'Desjardins – frais de service janvier', 'FS-0131', 34.65, 0],
    ['2026-02-27', 'Desjardins – frais de service février', 'FS-0227', 34.65, 0],
    ['2026-03-31', 'Desjardins – frais de service mars', 'FS-0331', 34.70, 0],
  ]],
];
// Desjardins AccèsD export, January – March 2026. EOP = compte d'opérations, ES = épargne stable.
// [date, description, cheque no, retrait, dépôt]
const BANK_EOP = [
  ['2026-01-02', 'Dépôt direct /CENTRAIDE DU GRAND MTL', '', 0, 17125.00],
  ['2026-01-05', 'Chèque', '2214', 1800.00, 0],
  ['2026-01-08', 'Paie /DESJARDINS EMPLOYEUR D', '', 6418.52, 0],
  ['2026-01-09', 'Paiement direct /METRO JEAN-TALON MTL', '', 412.36, 0],
  ['2026-01-09', 'Paiement direct /BUREAU EN GROS #182', '', 186.43, 0],
  ['2026-01-12', 'Prélèvement /VIDEOTRON LTEE', '', 193.00, 0],
  ['2026-01-13', 'Chèque', '2215', 850.00, 0],
  ['2026-01-15', 'Dépôt au comptoir', '', 0, 1340.00],
  ['2026-01-15', 'Paiement facture /REVENU QUEBEC - DAS', '', 2874.16, 0],
  ['2026-01-15', 'Paiement facture /RECEVEUR GENERAL - DAS', '', 1462.35, 0],
  ['2026-01-16', 'Paiement direct /COSTCO MARCHE CENTRAL', '', 1126.48, 0],
  ['2026-01-20', 'Paiement direct /BUREAU EN GROS #182', '', 164.27, 0],
  ['2026-01-22', 'Paie /DESJARDINS EMPLOYEUR D', '', 6395.07, 0],
  ['2026-01-23', 'Paiement direct /SUPER C CREMAZIE', '', 298.71, 0],
  ['2026-01-26', 'Dépôt au comptoir', '', 0, 485.00],
  ['2026-01-27', 'Paiement direct /POSTES CANADA', '', 54.60, 0],
  ['2026-01-28', 'Paiement direct /METRO JEAN-TALON MTL', '', 187.54, 0],
  ['2026-01-30', 'Dépôt direct /MSSS PSOC', '', 0, 23078.00],
  ['2026-01-31', 'Frais de service', '', 34.65, 0],
  ['2026-02-02', 'Chèque', '2216', 1800.00, 0],
  ['2026-02-05', 'Paie /DESJARDINS EMPLOYEUR D', '', 6432.18, 0],
  ['2026-02-06', 'Remb. paiement direct /COSTCO MARCHE CENTRAL', '', 0, 96.20],
  ['2026-02-09', 'Chèque', '2217', 850.00, 0],
  ['2026-02-10', 'Prélèvement /KONICA MINOLTA BUSINESS', '', 412.50, 0],
  ['2026-02-11', 'Paiement direct /METRO JEAN-TALON MTL', '', 356.12, 0],
  ['2026-02-12', 'Prélèvement /VIDEOTRON LTEE', '', 193.00, 0],
  ['2026-02-13', 'Paiement direct /DEP BEAUBIEN EXPRESS', '', null, 0], // = receipt total
  ['2026-02-16', 'Virement entre folios /ES 0412873', '', 0, 5000.00],
  ['2026-02-16', 'Paiement facture /REVENU QUEBEC - DAS', '', 2891.40, 0],
  ['2026-02-16', 'Paiement facture /RECEVEUR GENERAL - DAS', '', 1470.88, 0],
  ['2026-02-17', 'Dépôt au comptoir', '', 0, 2215.00],
  ['2026-02-18', 'Paiement direct /BOULANGERIE ST-DENIS', '', 142.80, 0],
  ['2026-02-19', 'Paie /DESJARDINS EMPLOYEUR D', '', 6388.90, 0],
  ['2026-02-23', 'Chèque', '2218', 350.00, 0],
  ['2026-02-25', 'Paiement direct /METRO JEAN-TALON MTL', '', 248.93, 0],
  ['2026-02-26', 'Paiement direct /BUREAU EN GROS #182', '', 97.15, 0],
  ['2026-02-27', 'Frais de service', '', 34.65, 0],
  ['2026-03-02', 'Chèque', '2219', 1800.00, 0],
  ['2026-03-05', 'Paie /DESJARDINS EMPLOYEUR D', '', 6441.27, 0],
  ['2026-03-06', 'Chèque', '2220', 850.00, 0],
  ['2026-03-09', 'Dépôt au comptoir', '', 0, 1960.00],
  ['2026-03-10', 'Paiement direct /COSTCO MARCHE CENTRAL', '', 388.60, 0],
  ['2026-03-11', 'Chèque', '2221', 780.00, 0],
  ['2026-03-12', 'Prélèvement /VIDEOTRON LTEE', '', 193.00, 0],
  ['2026-03-12', 'Dépôt au comptoir', '', 0, 190.00],
  ['2026-03-13', 'Chèque', '2222', 895.33, 0],
  ['2026-03-16', 'Paiement facture /REVENU QUEBEC - DAS', '', 2905.77, 0],
  ['2026-03-16', 'Paiement facture /RECEVEUR GENERAL - DAS', '', 1478.03, 0],
  ['2026-03-16', 'Remb. paiement direct /BUREAU EN GROS #182', '', 0, 23.99],
  ['2026-03-17', 'Paiement direct /METRO JEAN-TALON MTL', '', 219.66, 0],
  ['2026-03-19', 'Paie /DESJARDINS EMPLOYEUR D', '', 6420.35, 0],
  ['2026-03-20', 'Paiement direct /BUREAU EN GROS #182', '', 367.31, 0],
  ['2026-03-23', 'Chèque', '2223', 300.00, 0],
  ['2026-03-26', 'Dépôt direct /ZEFFY DONS EN LIGNE', '', 0, 742.50],
  ['2026-03-31', 'Frais de service', '', 34.70, 0],
];
const BANK_ES = [
  ['2026-01-31', 'Intérêt', '', 0, 58.14],
  ['2026-02-16', 'Virement entre folios /EOP 0412873', '', 5000.00, 0],
  ['2026-02-27', 'Intérêt', '', 0, 52.61],
  ['2026-03-31', 'Intérêt', '', 0, 57.92],
];
const EOP_CLOSE = 24206.38;
// Dépanneur receipt: [description, qty, unit price, taxable (FP)]
const RECEIPT_R = {
  shop: 'DÉPANNEUR BEAUBIEN EXPRESS', address: '7210, rue Saint-Hubert', city: 'Montréal (Québec) H2R 2N1', phone: '514 272-8841',
  tps: '812345678 RT0001', tvq: '1223456789 TQ0001', date: '2026-02-13', time: '16:27', txn: '004187', cashier: 'Nadia',
  items: [
    ['CROUSTILLES 235G', 3, 4.29, true],
    ['LAIT 2% 2L', 1, 5.79, false],
    ['JUS ORANGE 1,75L', 2, 3.99, false],
    ['BOISSON GAZEUSE 2L', 2, 3.29, true],
    ['BONBONS JUJUBES', 2, 2.49, true],
    ['ASSIETTES CARTON 50', 1, 6.99, true],
    ['SERVIETTES TABLE', 1, 3.49, true],
    ['PILES AA 4', 1, 9.99, true],
  ],
  payment: 'INTERAC',
};
// Centraide letter
const LETTER = {
  date: '2025-05-12', annual: 68500, installment: 17125, indexPct: 2, adminCapPct: 15,
  reportDue: '2026-07-31', midYear: 'novembre 2025', conseillere: 'Geneviève Tremblay-Roy', signataire: 'Louis-Philippe Gagnon',
  signTitle: 'Vice-président, Investissement social', notifyDays: 30, years: ['2025-2026', '2026-2027', '2027-2028'],
};

// ================================================================== HOLLOWAY
export const CLASSES = ['Residential Hospice', 'Visiting Hospice', 'Grief & Bereavement', 'Fundraising', 'Not Specified'];
// P&L by class rows: [code, name, [RH, VH, GB, FR, NS], parent]
const PL_INCOME = [
  ['4000', 'Ontario Health Funding', [1186400, 142800, 0, 0, 0]],
  ['4110', 'Individual Donations', [0, 0, 6250, 0, 184362.50], '4100 Donations'],
  ['4120', 'In Memoriam Donations', [0, 0, 0, 0, 96418.00], '4100 Donations'],
  ['4130', 'Corporate & Community Donations', [0, 0, 0, 0, 52700.00], '4100 Donations'],
  ['4140', 'Third-Party Events', [0, 0, 0, 38915.40, 0], '4100 Donations'],
  ['4200', 'Foundation Grants', [12500, 0, 35000, 0, 0]],
  ['4310', 'Hike for Hospice', [0, 0, 0, 61284.75, 0], '4300 Special Events'],
  ['4320', 'Gala', [0, 0, 0, 88450.00, 0], '4300 Special Events'],
  ['4330', 'Golf Tournament', [0, 0, 0, 42180.00, 0], '4300 Special Events'],
  ['4400', 'Lottery (50/50) Proceeds', [0, 0, 0, 57960.00, 0]],
  ['4500', 'Donated Goods & Services', [14860.00, 0, 0, 9725.00, 0]],
];
const PL_EXPENSES = [
  ['5010', 'Salaries & Wages', [1046318.22, 128904.50, 41275.00, 58420.00, 112680.00], '5000 Payroll Expenses'],
  ['5020', 'Employee Benefits', [198800.46, 23202.81, 7429.50, 10515.60, 20282.40], '5000 Payroll Expenses'],
  ['5100', 'Medical & Nursing Supplies', [38412.63, 6120.44, 0, 0, 0]],
  ['5150', 'Pharmacy', [22708.90, 0, 0, 0, 0]],
  ['5200', 'Food Services', [31905.27, 0, 1240.00, 0, 0]],
  ['5310', 'Utilities', [41260.18, 0, 0, 0, 6780.00], '5300 Building Occupancy'],
  ['5320', 'Repairs & Maintenance', [28914.35, 0, 0, 0, 4215.60], '5300 Building Occupancy'],
  ['5400', 'Insurance', [14300.00, 1650.00, 0, 0, 3850.00]],
  ['5500', 'Office & Administration', [6812.40, 2140.75, 1388.20, 3920.55, 18406.90]],
  ['5550', 'Professional Fees', [0, 0, 0, 0, 24760.00]],
  ['5560', 'Memberships & Licences', [2450.00, 0, 0, 1275.00, 1980.00]],
  ['5600', 'Event Expenses', [0, 0, 0, 71655.30, 0]],
  ['5700', 'Volunteer Program & Training', [4980.00, 2315.00, 3640.00, 0, 1205.00]],
  ['5750', 'Mileage & Travel', [0, 9876.45, 2104.30, 0, 0]],
  ['5800', 'Advertising & Promotion', [0, 0, 0, 8940.00, 2110.00]],
  ['5850', 'Bank & Credit Card Fees', [0, 0, 0, 3612.48, 1126.35]],
  ['5900', 'Amortization', [46250.00, 0, 0, 0, 4180.00]],
  ['5950', 'Donated Goods & Services Used', [14860.00, 0, 0, 9725.00, 0]],
];
const PL_OTHER = [['4600', 'Investment Income', [0, 0, 0, 0, 18642.10]]];
// Balance sheet: [code, name, 2025, 2024, section]; RBC savings 2025 is the plug
const BS_2024_NI = 31208.44;
const BS = {
  bank: [
    ['1000', 'RBC Operating Chequing', 142618.37, 188204.91],
    ['1010', 'RBC High Interest Savings', null, 260118.02],
    ['1020', 'Lottery Trust Account', 18240.00, 12905.50],
    ['1030', 'Petty Cash', 300.00, 300.00],
  ],
  ar: [['1100', 'Accounts Receivable (A/R)', 24815.30, 31442.80]],
  oca: [
    ['1200', 'HST Rebate Receivable', null, 4916.20],
    ['1250', 'Prepaid Expenses', 17430.00, 15980.00],
    ['1300', 'GIC - 1 Year (RBC)', 150000.00, 100000.00],
  ],
  fixed: [
    ['1500', 'Building', 1850000.00, 1850000.00],
    ['1510', 'Furniture & Medical Equipment', 214560.00, 198300.00],
    ['1590', 'Accumulated Amortization', -663270.00, -612840.00],
  ],
  ap: [['2000', 'Accounts Payable (A/P)', 38620.14, 29775.62]],
  ocl: [
    ['2100', 'Accrued Wages & Vacation Pay', 61402.88, 57190.35],
    ['2110', 'Source Deductions Payable', 28311.06, 26845.17],
    ['2200', 'Deferred Revenue - Hike 2026', 12000.00, 8500.00],
  ],
  reserve: ['3200', 'Internally Restricted - Operating Reserve', 250000.00, 250000.00],
};
// T3010 facts not in the books
const T3010 = {
  bn: '84213 7765 RR0001', receiptedCash: 318906.25, receiptedNonCash: null /* from in-kind receipted (Sch. 5) */,
  fullTime: 22, partTime: 31, partTimeComp: 412860,
};
const T3010_NONCASH = 11340.00;
// HST PSB rebate. H1 summary figures; H2 invoice detail [date, vendor, description, account, amount before HST]
const HST_H1 = { paid: 8617.42, filed: '2025-07-21', received: '2025-09-12' };
const HST_H2 = [
  ['2025-07-03', 'Enbridge Gas', 'Natural gas - June', '5310', 1612.40],
  ['2025-07-08', 'Hydro One', 'Electricity - June', '5310', 2418.77],
  ['2025-07-15', 'Medline Canada', 'Incontinence & wound care supplies', '5100', 3205.60],
  ['2025-07-22', 'Bruce Grey Plumbing & Heating', 'Boiler service', '5320', 1480.00],
  ['2025-08-05', 'Enbridge Gas', 'Natural gas - July', '5310', 988.15],
  ['2025-08-07', 'Hydro One', 'Electricity - July', '5310', 2960.31],
  ['2025-08-19', 'Grand & Toy', 'Office supplies', '5500', 612.45],
  ['2025-08-28', 'Owen Sound Lawn & Snow', 'Grounds maintenance - summer', '5320', 1150.00],
  ['2025-09-04', 'Enbridge Gas', 'Natural gas - August', '5310', 1045.88],
  ['2025-09-09', 'Hydro One', 'Electricity - August', '5310', 2204.19],
  ['2025-09-16', 'Medline Canada', 'Nursing supplies', '5100', 2874.32],
  ['2025-09-30', 'Bell Canada', 'Phones & internet Q3', '5500', 1036.50],
  ['2025-10-06', 'Enbridge Gas', 'Natural gas - September', '5310', 1778.62],
  ['2025-10-08', 'Hydro One', 'Electricity - September', '5310', 2015.44],
  ['2025-10-14', 'Home Hardware Owen Sound', 'Maintenance supplies', '5320', 486.20],
  ['2025-10-21', 'Medline Canada', 'Credit note - returned lift slings', '5100', -420.00],
  ['2025-10-27', 'Bruce Grey Plumbing & Heating', 'Hot water tank replacement', '5320', 2350.00],
  ['2025-11-05', 'Enbridge Gas', 'Natural gas - October', '5310', 2644.09],
  ['2025-11-07', 'Hydro One', 'Electricity - October', '5310', 2187.53],
  ['2025-11-18', 'Harbour Inn & Conference Centre', 'Gala venue & catering', '5600', 14850.00],
  ['2025-11-25', 'Medline Canada', 'Incontinence & wound care supplies', '5100', 3114.75],
  ['2025-12-04', 'Canadian Tire #0417', 'Furnace filters, ice melter, bulbs', '5320', null], // = receipt subtotal
  ['2025-12-05', 'Enbridge Gas', 'Natural gas - November', '5310', 3208.46],
  ['2025-12-08', 'Hydro One', 'Electricity - November', '5310', 2390.02],
  ['2025-12-12', 'Grand & Toy', 'Office supplies', '5500', 344.18],
  ['2025-12-30', 'Bell Canada', 'Phones & internet Q4', '5500', 1036.50],
];
const HST_H2_FILED = '2026-02-09';
// Gift export Oct–Dec 2025: [date, donor, constituent type, payment method, fund, appeal, amount, advantage, receipted, in-kind description, FMV]
const GIFTS = [
  ['2025-10-02', 'Patricia Lindgren', 'Individual', 'Cheque', 'In Memoriam', 'In memory of Harold Lindgren', 250, 0, 'Yes'],
  ['2025-10-03', 'Shirley & Tom Baptiste', 'Individual', 'Credit Card', 'Gala 2025', 'Gala tickets (2)', 350, 130, 'Yes'],
  ['2025-10-06', 'Georgian Bay Insurance Brokers', 'Organization', 'Cheque', 'Gala 2025', 'Gala table sponsor', 2500, 0, 'No'],
  ['2025-10-07', 'Anonymous', 'Individual', 'Cash', 'General Operations', 'Donation box - front desk', 15, 0, 'No'],
  ['2025-10-09', 'Robert McCallum', 'Individual', 'CanadaHelps', 'General Operations', 'Fall newsletter', 100, 0, 'Yes'],
  ['2025-10-10', 'Eleanor Whitby', 'Individual', 'Cheque', 'In Memoriam', 'In memory of James Whitby', 500, 0, 'Yes'],
  ['2025-10-14', 'Grey Bruce Farms Ltd.', 'Organization', 'In-Kind', 'General Operations', 'Thanksgiving', 0, 0, 'Yes', '6 fresh turkeys for residents', 480],
  ['2025-10-16', 'Dr. Anil Mistry', 'Individual', 'Credit Card', 'Gala 2025', 'Gala tickets (4)', 700, 260, 'Yes'],
  ['2025-10-20', 'Owen Sound Curling Club', 'Organization', 'Cheque', 'General Operations', 'Third-party event - bonspiel', 1860, 0, 'No'],
  ['2025-10-22', 'Marguerite Dubois', 'Individual', 'CanadaHelps', 'Grief Program', 'Fall newsletter', 75, 0, 'Yes'],
  ['2025-10-24', 'Knox Presbyterian Church Quilters', 'Organization', 'In-Kind', 'General Operations', 'Comfort quilts', 0, 0, 'Yes', '12 hand-made lap quilts', 1200],
  ['2025-10-28', 'Kevin & Dana Forsythe', 'Individual', 'Credit Card', 'In Memoriam', 'In memory of Lorraine Forsythe', 1000, 0, 'Yes'],
  ['2025-10-30', 'Georgian Print & Sign', 'Organization', 'In-Kind', 'Gala 2025', 'Gala printing', 0, 0, 'No', 'Gala programs and signage (services)', 900],
  ['2025-10-31', 'Ruth Ann Caldwell', 'Individual', 'Cheque', 'General Operations', 'Fall newsletter', 200, 0, 'Yes'],
  ['2025-11-03', 'Harbour Inn & Conference Centre', 'Organization', 'In-Kind', 'Gala 2025', 'Gala live auction', 0, 0, 'Yes', 'Weekend stay for two (auction item)', 650],
  ['2025-11-04', 'Bill Henderson', 'Individual', 'Credit Card', 'Gala 2025', 'Gala tickets (2)', 350, 130, 'Yes'],
  ['2025-11-06', 'Sandra Kowalczyk', 'Individual', 'CanadaHelps', 'In Memoriam', 'In memory of Peter Kowalczyk', 150, 0, 'Yes'],
  ['2025-11-10', 'Bayshore Dental Group', 'Organization', 'Cheque', 'General Operations', 'Corporate giving', 2000, 0, 'Yes'],
  ['2025-11-12', 'Grade 8 class, St. Mary\'s School', 'Organization', 'Cash', 'General Operations', 'Third-party event - bake sale', 212.45, 0, 'No'],
  ['2025-11-14', 'James O\'Reilly', 'Individual', 'Cheque', 'In Memoriam', 'In memory of Maureen O\'Reilly', 300, 0, 'Yes'],
  ['2025-11-17', 'Linda Tremblay', 'Individual', 'Credit Card', 'General Operations', 'Monthly giving', 25, 0, 'Yes'],
  ['2025-11-19', 'Dr. Anil Mistry', 'Individual', 'In-Kind', 'General Operations', 'Resident comfort', 0, 0, 'Yes', 'Power recliner chair', 825],
  ['2025-11-21', 'Cathy Nguyen', 'Individual', 'CanadaHelps', 'Grief Program', 'Fall newsletter', 50, 0, 'Yes'],
  ['2025-11-25', 'Estate of Walter Brennan', 'Individual', 'Cheque', 'General Operations', 'Bequest', 15000, 0, 'Yes'],
  ['2025-11-27', 'Anonymous', 'Individual', 'Cash', 'General Operations', 'Donation box - front desk', 18.50, 0, 'No'],
  ['2025-11-28', 'Meaford Rotary Club', 'Organization', 'Cheque', 'Tree of Lights', 'Tree of Lights 2025', 1500, 0, 'Yes'],
  ['2025-12-01', 'Margaret & Len Ellison', 'Individual', 'Cheque', 'Tree of Lights', 'Tree of Lights 2025', 250, 0, 'Yes'],
  ['2025-12-02', 'Helen Marchetti', 'Individual', 'Cash', 'Tree of Lights', 'Tree of Lights 2025', 10, 0, 'No'],
  ['2025-12-03', 'Paul & Irene Sutherland', 'Individual', 'Credit Card', 'Tree of Lights', 'Tree of Lights 2025', 100, 0, 'Yes'],
  ['2025-12-04', 'Gordon Fraser', 'Individual', 'CanadaHelps', 'Tree of Lights', 'Tree of Lights 2025', 50, 0, 'Yes'],
  ['2025-12-05', 'Owen Sound Legion Branch 6', 'Organization', 'Cheque', 'Tree of Lights', 'Tree of Lights 2025', 750, 0, 'Yes'],
  ['2025-12-08', 'Diane Robichaud', 'Individual', 'Cheque', 'In Memoriam', 'In memory of Marcel Robichaud', 400, 0, 'Yes'],
  ['2025-12-09', 'Anonymous', 'Individual', 'Cash', 'Tree of Lights', 'Tree of Lights 2025', 5, 0, 'No'],
  ['2025-12-10', 'Grey Bruce Farms Ltd.', 'Organization', 'In-Kind', 'General Operations', 'Christmas', 0, 0, 'Yes', 'Christmas dinner hams and produce', 385],
  ['2025-12-11', 'Northern Lights Credit Union', 'Organization', 'Cheque', 'Tree of Lights', 'Tree of Lights 2025 - sponsor', 3000, 0, 'No'],
  ['2025-12-12', 'Arthur Pennington', 'Individual', 'Credit Card', 'Tree of Lights', 'Tree of Lights 2025', 75, 0, 'Yes'],
  ['2025-12-15', 'Susan & Mark Oduya', 'Individual', 'CanadaHelps', 'In Memoriam', 'In memory of Grace Oduya', 200, 0, 'Yes'],
  ['2025-12-16', 'Linda Tremblay', 'Individual', 'Credit Card', 'General Operations', 'Monthly giving', 25, 0, 'Yes'],
  ['2025-12-17', 'Beatrice Holm', 'Individual', 'Cheque', 'Tree of Lights', 'Tree of Lights 2025', 125, 0, 'Yes'],
  ['2025-12-18', 'Harbourview Retirement Residence', 'Organization', 'Cheque', 'General Operations', 'Corporate giving', 1250, 0, 'Yes'],
  ['2025-12-19', 'Frank DeLuca', 'Individual', 'CanadaHelps', 'Tree of Lights', 'Tree of Lights 2025', 60, 0, 'Yes'],
  ['2025-12-22', 'Joan & Bill Carmichael', 'Individual', 'Cheque', 'General Operations', 'Year-end appeal', 5000, 0, 'Yes'],
  ['2025-12-23', 'Anonymous', 'Individual', 'Cash', 'General Operations', 'Donation box - front desk', 12.75, 0, 'No'],
  ['2025-12-29', 'Nadia Petrenko', 'Individual', 'CanadaHelps', 'General Operations', 'Year-end appeal', 300, 0, 'Yes'],
  ['2025-12-30', 'Victor Szabo', 'Individual', 'CanadaHelps', 'In Memoriam', 'In memory of Ilona Szabo', 1000, 0, 'Yes'],
  ['2025-12-31', 'Theresa Boyle', 'Individual', 'Credit Card', 'General Operations', 'Year-end appeal', 2500, 0, 'Yes'],
];
const MINUTES = {
  date: '2026-01-28', chair: 'Margaret Ellison', treasurer: 'Dev Raghunathan', secretary: 'Claire Bouchard', ed: 'Karen Whitfield',
  budgetRevenue: 2146300, budgetExpenses: 2188900, lifts: 2, liftPrice: 18450, liftSupplier: 'Northway Patient Handling Ltd.',
  auditor: 'Baird Lindqvist LLP', auditFee: 14500, reserveTransfer: 50000, occupancy: 87.4, occupancyPrior: 84.1,
  admitted: 126, admittedPrior: 118, visiting: 342, volunteers: 214, volunteerHours: 18960, beds: 10,
  next: '2026-03-25', hike: '2026-05-03', t3010Due: '2026-06-30',
};
const RECEIPT_H = {
  store: 'CANADIAN TIRE #0417', address: '1100 16th Street East', city: 'Owen Sound, ON  N4K 1Z3', phone: '(519) 376-8990',
  hst: '87654 3210 RT0001', date: '2025-12-04', time: '10:41', txn: '0417 03 4471 2211', cashier: 'KAYLA',
  items: [
    // [sku, description, qty, unit, instant savings]
    ['053-1208-6', 'MASTERCRAFT 25FT EXT CORD', 1, 24.99, 0],
    ['062-4455-0', 'FILTRETE MERV11 FILTER 3PK', 1, 59.99, 15.00],
    ['059-0231-2', 'ICE MELTER 20KG', 2, 17.49, 0],
    ['052-1188-4', 'NOMA LED A19 60W 4PK', 1, 14.99, 0],
    ['029-4410-8', 'WASHER FLUID -40 3.78L', 2, 5.99, 0],
    ['045-6612-0', 'YARDWORKS SNOW SHOVEL', 1, 34.99, 10.00],
  ],
  card: 'TRIANGLE MASTERCARD ****4417', ctMoney: 0.78,
};

// ================================================================== VIEW (figures the documents print)
export function view() {
  // ---------------- relais
  const rc = RECEIPT_R;
  const rItems = rc.items.map(([d, q, p, t]) => ({ desc: d, qty: q, unit: p, amount: cents(q * p), taxable: t }));
  const taxableC = Math.round(sum(rItems.filter((i) => i.taxable).map((i) => i.amount)) * 100);
  const receiptR = {
    ...rc, items: rItems, subtotal: sum(rItems.map((i) => i.amount)), taxable: taxableC / 100,
    tpsAmt: Math.round(taxableC * 5 / 100) / 100, tvqAmt: Math.round(taxableC * 9.975 / 100) / 100,
  };
  receiptR.total = cents(receiptR.subtotal + receiptR.tpsAmt + receiptR.tvqAmt);

  const etat = { produits: [], charges: [] };
  for (const [side, rows] of [['produits', ETAT_PRODUITS], ['charges', ETAT_CHARGES]]) {
    for (const [key, label, a, f, prior] of rows) etat[side].push({ key, label, admin: a, aff: f, total: a + f, prior });
  }
  const tot = (rows, k) => rows.reduce((s, r) => s + r[k], 0);
  for (const k of ['admin', 'aff', 'total', 'prior']) {
    etat[`produits_${k}`] = tot(etat.produits, k);
    etat[`charges_${k}`] = tot(etat.charges, k);
    etat[`excedent_${k}`] = etat[`produits_${k}`] - etat[`charges_${k}`];
  }
  etat.line = Object.fromEntries([...etat.produits, ...etat.charges].map((r) => [r.key, r]));

  const budget = { lines: BUDGET.map(([key, label, b, q, next]) => ({ key, label, budget: b, q, total: q.reduce((s, x) => s + x, 0), next, side: REVENUE_KEYS.includes(key) ? 'produits' : 'charges' })) };
  budget.line = Object.fromEntries(budget.lines.map((l) => [l.key, l]));
  for (const side of ['produits', 'charges']) {
    const ls = budget.lines.filter((l) => l.side === side);
    budget[side] = { budget: tot(ls, 'budget'), q: [0, 1, 2, 3].map((i) => ls.reduce((s, l) => s + l.q[i], 0)), total: tot(ls, 'total'), next: tot(ls, 'next') };
  }
  budget.result = { budget: budget.produits.budget - budget.charges.budget, total: budget.produits.total - budget.charges.total, next: budget.produits.next - budget.charges.next, q: budget.produits.q.map((x, i) => x - budget.charges.q[i]) };

  // grand livre
  const gl = GL.map(([code, name, key, tx]) => {
    const opening = budget.line[key].q.slice(0, 3).reduce((s, x) => s + x, 0);
    const rows = tx.map(([date, comment, src, d, c]) => ({ date, comment, src, debit: d === null ? receiptR.total : d, credit: c }));
    let bal = opening;
    let jn = 0;
    for (const r of rows) { bal = cents(bal + r.debit - r.credit); r.balance = bal; jn++; }
    return { code, name, key, opening, rows, debits: sum(rows.map((r) => r.debit)), credits: sum(rows.map((r) => r.credit)), closing: bal };
  });
  // journal entry numbers, in date order across accounts
  const allTx = gl.flatMap((a) => a.rows).sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  let J = 1187; const seen = new Map();
  for (const r of allTx) { const k = `${r.date}|${r.src}`; if (!seen.has(k)) seen.set(k, J++); r.entry = `J${seen.get(k)}`; }
  for (const a of gl) if (Math.abs(a.closing - (etat.line[a.key].total)) > 0.001) throw new Error(`GL ${a.code} closing ${a.closing} != ${etat.line[a.key].total}`);

  // bank
  const mk = (rows) => rows.map(([date, desc, cheque, out, inn]) => ({ date, desc, cheque, out: out === null ? receiptR.total : out, in: inn }));
  const eop = mk(BANK_EOP), es = mk(BANK_ES);
  const eopNet = sum(eop.map((r) => r.in - r.out));
  const eopOpen = cents(EOP_CLOSE - eopNet);
  const encaisse2026 = null;
  const bilanFixed = BILAN;
  const nonCash26 = [...BILAN.actifCT.slice(1), BILAN.immob].reduce((s, r) => s + r[2], 0);
  const liab26 = [...BILAN.passifCT, BILAN.apportsImmob].reduce((s, r) => s + r[2], 0);
  const liab25 = [...BILAN.passifCT, BILAN.apportsImmob].reduce((s, r) => s + r[3], 0);
  const assets25 = BILAN.actifCT.reduce((s, r) => s + r[3], 0) + BILAN.immob[3];
  const fb25 = assets25 - liab25;
  const fb26 = fb25 + etat.excedent_total;
  const cash26 = fb26 + liab26 - nonCash26;
  const esClose = cents(cash26 - EOP_CLOSE);
  const esNet = sum(es.map((r) => r.in - r.out));
  const esOpen = cents(esClose - esNet);
  let b = eopOpen; for (const r of eop) { b = cents(b + r.in - r.out); r.balance = b; }
  b = esOpen; for (const r of es) { b = cents(b + r.in - r.out); r.balance = b; }
  const bank = { eop, es, eopOpen, esOpen, eopClose: EOP_CLOSE, esClose };

  const bl = (r, v26) => ({ key: r[0], label: r[1], cur: v26 ?? r[2], prior: r[3] });
  const bilan = {
    actifCT: BILAN.actifCT.map((r) => bl(r, r[0] === 'encaisse' ? cash26 : undefined)),
    immob: bl(BILAN.immob), passifCT: BILAN.passifCT.map((r) => bl(r)), apportsImmob: bl(BILAN.apportsImmob),
    soldes: BILAN.soldes.map((r) => bl(r, r[0] === 'nonAffecte' ? fb26 - BILAN.soldes[0][2] - BILAN.soldes[1][2] : undefined)),
  };
  const s2 = (rows, k) => rows.reduce((s, r) => s + r[k], 0);
  for (const k of ['cur', 'prior']) {
    bilan[`actifCT_${k}`] = s2(bilan.actifCT, k);
    bilan[`actif_${k}`] = bilan[`actifCT_${k}`] + bilan.immob[k];
    bilan[`passifCT_${k}`] = s2(bilan.passifCT, k);
    bilan[`passif_${k}`] = bilan[`passifCT_${k}`] + bilan.apportsImmob[k];
    bilan[`soldes_${k}`] = s2(bilan.soldes, k);
    if (bilan[`actif_${k}`] !== bilan[`passif_${k}`] + bilan[`soldes_${k}`]) throw new Error('bilan does not balance');
  }
  bilan.line = Object.fromEntries([...bilan.actifCT, bilan.immob, ...bilan.passifCT, bilan.apportsImmob, ...bilan.soldes].map((r) => [r.key, r]));
  void encaisse2026; void bilanFixed;

  const relais = { etat, budget, gl, glAcct: Object.fromEntries(gl.map((a) => [a.key, a])), bank, bilan, receipt: receiptR, letter: { ...LETTER, next: Math.round(LETTER.annual * (1 + LETTER.indexPct / 100)) } };

  // ---------------- holloway
  const rh = RECEIPT_H;
  const hItems = rh.items.map(([sku, d, q, p, save]) => ({ sku, desc: d, qty: q, unit: p, amount: cents(q * p), save }));
  const receiptH = { ...rh, items: hItems, savings: sum(hItems.map((i) => i.save)) };
  receiptH.subtotal = cents(sum(hItems.map((i) => i.amount)) - receiptH.savings);
  receiptH.hstAmt = Math.round(Math.round(receiptH.subtotal * 100) * 13 / 100) / 100;
  receiptH.total = cents(receiptH.subtotal + receiptH.hstAmt);

  const plRow = ([code, name, v, parent]) => ({ code, name, vals: v, total: sum(v), parent });
  const pl = { income: PL_INCOME.map(plRow), expenses: PL_EXPENSES.map(plRow), other: PL_OTHER.map(plRow) };
  const colSum = (rows) => [0, 1, 2, 3, 4].map((i) => sum(rows.map((r) => r.vals[i])));
  pl.totalIncome = colSum(pl.income); pl.totalIncome.push(sum(pl.totalIncome));
  pl.totalExpenses = colSum(pl.expenses); pl.totalExpenses.push(sum(pl.totalExpenses));
  pl.totalOther = colSum(pl.other); pl.totalOther.push(sum(pl.totalOther));
  pl.netOperating = pl.totalIncome.map((x, i) => cents(x - pl.totalExpenses[i]));
  pl.netIncome = pl.netOperating.map((x, i) => cents(x + pl.totalOther[i]));
  pl.parents = {};
  for (const r of [...pl.income, ...pl.expenses]) if (r.parent) {
    const p = (pl.parents[r.parent] ||= { name: r.parent, vals: [0, 0, 0, 0, 0] });
    p.vals = p.vals.map((x, i) => cents(x + r.vals[i]));
  }
  for (const p of Object.values(pl.parents)) p.total = sum(p.vals);
  pl.acct = Object.fromEntries([...pl.income, ...pl.expenses, ...pl.other].map((r) => [r.code, r]));

  // HST
  const h2 = HST_H2.map(([date, vendor, desc, acct, amt]) => ({ date, vendor, desc, acct, amount: amt === null ? receiptH.subtotal : amt }));
  for (const r of h2) r.hst = Math.round(Math.round(r.amount * 100) * 13 / 100) / 100;
  const split = (paid) => {
    const fed = Math.round(paid * 100 * 5 / 13) / 100;
    const prov = cents(paid - fed);
    const fedR = Math.round(fed * 100 * 0.5) / 100;
    const provR = Math.round(prov * 100 * 0.82) / 100;
    return { paid, fed, prov, fedR, provR, rebate: cents(fedR + provR) };
  };
  const hst = { h2, h1: { ...HST_H1, ...split(HST_H1.paid) }, h2sum: { ...split(sum(h2.map((r) => r.hst))), filed: HST_H2_FILED, received: null } };
  hst.h1.amountReceived = hst.h1.rebate;
  hst.year = { paid: cents(hst.h1.paid + hst.h2sum.paid), fed: cents(hst.h1.fed + hst.h2sum.fed), prov: cents(hst.h1.prov + hst.h2sum.prov), fedR: cents(hst.h1.fedR + hst.h2sum.fedR), provR: cents(hst.h1.provR + hst.h2sum.provR), rebate: cents(hst.h1.rebate + hst.h2sum.rebate) };

  // balance sheet
  const NI25 = pl.netIncome[5];
  const bsr = (r) => ({ code: r[0], name: r[1], cur: r[2], prior: r[3] });
  const bs = { bank: BS.bank.map(bsr), ar: BS.ar.map(bsr), oca: BS.oca.map(bsr), fixed: BS.fixed.map(bsr), ap: BS.ap.map(bsr), ocl: BS.ocl.map(bsr) };
  bs.oca[0].cur = hst.h2sum.rebate;
  const S = (rows, k) => sum(rows.map((r) => r[k] ?? 0));
  const liab = (k) => cents(S(bs.ap, k) + S(bs.ocl, k));
  const nonSavings = (k) => cents(S(bs.bank, k) + S(bs.ar, k) + S(bs.oca, k) + S(bs.fixed, k));
  const E24 = cents(nonSavings('prior') - liab('prior'));
  const E25 = cents(E24 + NI25);
  bs.bank[1].cur = cents(liab('cur') + E25 - nonSavings('cur'));
  bs.equity = [
    { code: '3100', name: 'Unrestricted Net Assets', cur: cents(E24 - BS.reserve[2]), prior: cents(E24 - BS.reserve[3] - BS_2024_NI) },
    { code: '3200', name: BS.reserve[1], cur: BS.reserve[2], prior: BS.reserve[3] },
    { code: '', name: 'Net Income', cur: NI25, prior: BS_2024_NI },
  ];
  for (const k of ['cur', 'prior']) {
    bs[`totalBank_${k}`] = S(bs.bank, k);
    bs[`totalAR_${k}`] = S(bs.ar, k);
    bs[`totalOCA_${k}`] = S(bs.oca, k);
    bs[`totalCA_${k}`] = cents(bs[`totalBank_${k}`] + bs[`totalAR_${k}`] + bs[`totalOCA_${k}`]);
    bs[`totalFixed_${k}`] = S(bs.fixed, k);
    bs[`totalAssets_${k}`] = cents(bs[`totalCA_${k}`] + bs[`totalFixed_${k}`]);
    bs[`totalAP_${k}`] = S(bs.ap, k);
    bs[`totalOCL_${k}`] = S(bs.ocl, k);
    bs[`totalCL_${k}`] = cents(bs[`totalAP_${k}`] + bs[`totalOCL_${k}`]);
    bs[`totalLiab_${k}`] = bs[`totalCL_${k}`];
    bs[`totalEquity_${k}`] = S(bs.equity, k);
    bs[`totalLE_${k}`] = cents(bs[`totalLiab_${k}`] + bs[`totalEquity_${k}`]);
    if (Math.abs(bs[`totalLE_${k}`] - bs[`totalAssets_${k}`]) > 0.001) throw new Error(`BS ${k} does not balance`);
  }
  bs.acct = Object.fromEntries([...bs.bank, ...bs.ar, ...bs.oca, ...bs.fixed, ...bs.ap, ...bs.ocl, ...bs.equity].map((r) => [r.name, r]));

  // gifts
  let rn = 2025118;
  const gifts = GIFTS.map(([date, donor, ctype, method, fund, appeal, amount, adv, rec, ikDesc, fmv], i) => ({
    id: `G-${25400 + i * 3 + (i % 2)}`, date, donor, ctype, method, fund, appeal, amount, advantage: adv,
    eligible: rec === 'Yes' ? (method === 'In-Kind' ? fmv : cents(amount - adv)) : 0, receipted: rec,
    receipt: rec === 'Yes' ? String(rn++) : '', ikDesc: ikDesc || '', fmv: fmv || 0,
  }));

  // T3010 (whole dollars)
  const r0 = Math.round;
  const totalRevenue = r0(cents(pl.totalIncome[5] + pl.totalOther[5]));
  const t = {};
  t['4500'] = r0(T3010.receiptedCash + T3010_NONCASH);
  t['4510'] = r0(pl.acct['4200'].total);
  t['4550'] = r0(pl.acct['4000'].total);
  t['4580'] = r0(pl.acct['4600'].total);
  t['4530'] = totalRevenue - t['4500'] - t['4510'] - t['4550'] - t['4580'];
  t['4700'] = totalRevenue;
  const E = (...codes) => r0(sum(codes.map((c) => pl.acct[c].total)));
  t['4800'] = E('5800'); t['4810'] = E('5750'); t['4820'] = E('5850'); t['4830'] = E('5560'); t['4840'] = E('5500');
  t['4850'] = E('5310', '5320'); t['4860'] = E('5550'); t['4870'] = E('5700'); t['4880'] = E('5010', '5020');
  t['4890'] = E('5950'); t['4891'] = E('5100', '5150', '5200'); t['4900'] = E('5900'); t['4920'] = E('5400', '5600');
  t['4950'] = ['4800', '4810', '4820', '4830', '4840', '4850', '4860', '4870', '4880', '4890', '4891', '4900', '4920'].reduce((s, k) => s + t[k], 0);
  t['5000'] = r0(pl.totalExpenses[0] + pl.totalExpenses[1] + pl.totalExpenses[2]);
  t['5020'] = r0(pl.totalExpenses[3]);
  t['5010'] = t['4950'] - t['5000'] - t['5020'];
  t['5040'] = 0; t['5050'] = 0; t['5100'] = t['4950'] + t['5050'];
  t['580'] = r0(T3010_NONCASH);
  t['300'] = T3010.fullTime; t['305'] = T3010.partTime; t['380'] = T3010.partTimeComp; t['390'] = t['4880'];
  // Schedule 6 balance sheet lines
  t['4100'] = r0(bs.totalBank_cur + bs.oca[2].cur); // cash, bank accounts and short-term investments
  t['4120'] = r0(bs.totalAR_cur + bs.oca[0].cur);
  t['4155'] = r0(bs.fixed[0].cur); t['4160'] = r0(bs.fixed[1].cur); t['4165'] = r0(-bs.fixed[2].cur); t['4170'] = r0(bs.oca[1].cur);
  t['4200'] = t['4100'] + t['4120'] + t['4155'] + t['4160'] - t['4165'] + t['4170'];
  t['4300'] = r0(bs.totalAP_cur + bs.ocl[0].cur + bs.ocl[1].cur);
  t['4310'] = r0(bs.ocl[2].cur);
  t['4350'] = t['4300'] + t['4310'];
  const holloway = { pl, bs, hst, gifts, t3010: { ...t, bn: T3010.bn }, minutes: MINUTES, receipt: receiptH, NI25 };
  return { relais, holloway };
}

// ================================================================== QUESTIONS
// [kind, question, calc(V) -> number | {text:[...]} | 'notfound', options {unit, wrong}]
const pct = (a, b) => (a / b) * 100;
const chg = (a, b) => ((a - b) / b) * 100;
const dates = (iso, fr = true) => {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1];
  const out = [`${M} ${d}, ${y}`, `${d} ${M} ${y}`, iso, `${M.slice(0, 3)} ${d}, ${y}`, `${d} ${M.slice(0, 3)} ${y}`, `${M.slice(0, 3)}. ${d}, ${y}`, `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`, `${M} ${d}th, ${y}`, `${M} ${d}st, ${y}`, `${M} ${d}nd, ${y}`, `${M} ${d}rd, ${y}`, `${d}th ${M} ${y}`];
  if (fr) out.push(`${d} ${MOIS[m - 1]} ${y}`, `${d}er ${MOIS[m - 1]} ${y}`);
  return out;
};
const inMonth = (rows, ym) => rows.filter((r) => r.date.startsWith(ym));

export const DEFS = {
  relais: [
    // ---- état des résultats
    ['lookup', 'What was our total revenue (total des produits) for the year ended March 31, 2026?', (V) => V.relais.etat.produits_total, { unit: 'CAD', wrong: (V) => V.relais.etat.produits_admin }],
    ['lookup', 'How much did the PSOC grant bring in for FY 2025-26?', (V) => V.relais.etat.line.psoc.total, { unit: 'CAD', wrong: (V) => V.relais.etat.line.psoc.prior }],
    ['difference', 'how much less did we get in dons this year vs last year', (V) => V.relais.etat.line.dons.prior - V.relais.etat.line.dons.total, { unit: 'CAD', wrong: (V) => V.relais.etat.line.dons.prior - V.relais.etat.line.dons.admin }],
    ['percent', 'By what percentage did salaries and benefits grow from 2024-25 to 2025-26?', (V) => chg(V.relais.etat.line.salaires.total, V.relais.etat.line.salaires.prior), { unit: '%', wrong: (V) => chg(V.relais.etat.line.salaires.admin, V.relais.etat.line.salaires.prior) }],
    ['lookup', "What was the deficit in the fonds d'administration column of the 2026 statement of operations?", (V) => V.relais.etat.excedent_admin, { unit: 'CAD', wrong: (V) => V.relais.etat.excedent_total }],
    ['percent', 'What share of total revenue came from Centraide in 2025-26, per the état des résultats?', (V) => pct(V.relais.etat.line.centraide.total, V.relais.etat.produits_total), { unit: '%', wrong: (V) => pct(V.relais.etat.line.centraide.total, V.relais.etat.charges_total) }],
    ['lookup', 'restricted fund (fonds affectés) revenue total this yr?', (V) => V.relais.etat.produits_aff, { unit: 'CAD', wrong: (V) => V.relais.etat.charges_aff }],
    ['percent', 'How much did interest income fall from last year, in percent?', (V) => chg(V.relais.etat.line.interets.total, V.relais.etat.line.interets.prior), { unit: '%', wrong: 8.6 }],
    ['lookup', 'What was last fiscal year\'s overall deficit (2024-2025)?', (V) => V.relais.etat.excedent_prior, { unit: 'CAD', wrong: (V) => V.relais.etat.excedent_total }],
    // ---- bilan
    ['ratio', 'What was our current ratio at 31 March 2026 (current assets over current liabilities)?', (V) => V.relais.bilan.actifCT_cur / V.relais.bilan.passifCT_cur, { unit: 'x', wrong: (V) => V.relais.bilan.actifCT_prior / V.relais.bilan.passifCT_prior }],
    ['difference', 'By how much did the encaisse go down between March 2025 and March 2026?', (V) => V.relais.bilan.line.encaisse.prior - V.relais.bilan.line.encaisse.cur, { unit: 'CAD', wrong: 17022 }],
    ['cover', 'How many months of spending would our cash (encaisse) at March 31, 2026 cover, at 2025-26 average monthly charges excluding amortization?', (V) => V.relais.bilan.line.encaisse.cur / ((V.relais.etat.charges_total - V.relais.etat.line.amort.total) / 12), { unit: 'x', wrong: (V) => (V.relais.bilan.line.encaisse.cur + V.relais.bilan.line.depot.cur) / (V.relais.etat.charges_total / 12) }],
    // ---- budget vs réel
    ['variance', 'How far over budget were we on food (alimentation) for the year?', (V) => V.relais.budget.line.alimentation.total - V.relais.budget.line.alimentation.budget, { unit: 'CAD', wrong: (V) => V.relais.budget.line.alimentation.q[3] }],
    ['variance', 'fundraising events vs budget 25-26 - how much short were we?', (V) => V.relais.budget.line.financement.budget - V.relais.budget.line.financement.total, { unit: 'CAD', wrong: (V) => V.relais.etat.line.financement.prior - V.relais.budget.line.financement.total }],
    ['period', 'What did we spend on salaries in T2 (July to September 2025)?', (V) => V.relais.budget.line.salaires.q[1], { unit: 'CAD', wrong: (V) => V.relais.budget.line.salaires.q[0] }],
    ['period', 'Salaries year to date at the end of December 2025?', (V) => V.relais.budget.line.salaires.q.slice(0, 3).reduce((s, x) => s + x, 0), { unit: 'CAD', wrong: (V) => V.relais.budget.line.salaires.q.slice(0, 2).reduce((s, x) => s + x, 0) }],
    ['percent', 'What percentage of the annual budget for activités et programmes did we actually spend?', (V) => pct(V.relais.budget.line.activites.total, V.relais.budget.line.activites.budget), { unit: '%', wrong: 91.3 }],
    ['text', 'Quel poste de dépenses a le plus gros dépassement budgétaire en dollars en 2025-2026 ?', (V) => {
      const over = V.relais.budget.lines.filter((l) => l.side === 'charges').map((l) => [l.key, l.total - l.budget]).sort((a, b) => b[1] - a[1]);
      if (over[0][0] !== 'alimentation') throw new Error('largest overrun moved');
      return { text: ['alimentation', 'food'] };
    }, { wrong: 'Salaires et charges sociales' }],
    ['lookup', "what's the proposed 2026-27 budget for food", (V) => V.relais.budget.line.alimentation.next, { unit: 'CAD', wrong: (V) => V.relais.budget.line.alimentation.budget }],
    ['difference', 'How much bigger is the 2026-2027 salaries budget than the 2025-2026 one?', (V) => V.relais.budget.line.salaires.next - V.relais.budget.line.salaires.budget, { unit: 'CAD', wrong: (V) => V.relais.budget.line.salaires.next - V.relais.budget.line.salaires.total }],
    ['average', 'Average quarterly spending on alimentation in 2025-26?', (V) => V.relais.budget.line.alimentation.total / 4, { unit: 'CAD', wrong: (V) => V.relais.budget.line.alimentation.budget / 4 }],
    ['lookup', 'What deficit did the 2025-2026 budget plan for?', (V) => V.relais.budget.result.budget, { unit: 'CAD', wrong: (V) => V.relais.budget.result.total }],
    ['period', 'total donations received in the 3rd quarter (oct-dec)?', (V) => V.relais.budget.line.dons.q[2], { unit: 'CAD', wrong: (V) => V.relais.budget.line.dons.q[3] }],
    // ---- grand livre
    ['monthly', 'How much did we spend on food in February 2026 according to the grand livre?', (V) => { const r = inMonth(V.relais.glAcct.alimentation.rows, '2026-02'); return sum(r.map((x) => x.debit - x.credit)); }, { unit: 'CAD', wrong: (V) => sum(inMonth(V.relais.glAcct.alimentation.rows, '2026-02').map((x) => x.debit)) }],
    ['extreme', 'What was the biggest single food purchase posted between January and March 2026?', (V) => Math.max(...V.relais.glAcct.alimentation.rows.map((r) => r.debit)), { unit: 'CAD', wrong: 850 }],
    ['count', "Combien d'achats chez Metro ont été inscrits au grand livre en février 2026 ?", (V) => inMonth(V.relais.glAcct.alimentation.rows, '2026-02').filter((r) => /metro/i.test(r.comment)).length, { unit: 'n', wrong: 5 }],
    ['lookup', "closing balance of the alimentation account at march 31 in sage?", (V) => V.relais.glAcct.alimentation.closing, { unit: 'CAD', wrong: (V) => V.relais.glAcct.alimentation.closing - V.relais.glAcct.alimentation.opening }],
    ['lookup', 'How much did we pay Cabane à sucre Chez Bélanger?', (V) => V.relais.glAcct.activites.rows.find((r) => /Bélanger/.test(r.comment)).debit, { unit: 'CAD', wrong: 780 }],
    ['total', 'Total credits posted to the food account in Q4 (Jan-Mar)?', (V) => V.relais.glAcct.alimentation.credits, { unit: 'CAD', wrong: 96.2 }],
    ['text', 'Which G/L account was the dépanneur purchase of February 13 charged to?', (V) => {
      const a = V.relais.gl.find((x) => x.rows.some((r) => r.date === '2026-02-13'));
      return { text: [a.code, a.name] };
    }, { wrong: '5300 Alimentation' }],
    // ---- Desjardins
    ['lookup', 'What was the balance in the operations account (EOP) at the end of February 2026?', (V) => inMonth(V.relais.bank.eop, '2026-02').at(-1).balance, { unit: 'CAD', wrong: (V) => inMonth(V.relais.bank.eop, '2026-02').at(-1).balance + V.relais.bank.es.filter((r) => r.date <= '2026-02-28').at(-1).balance }],
    ['total', 'total deposits to the operating acct in january 2026?', (V) => sum(inMonth(V.relais.bank.eop, '2026-01').map((r) => r.in)), { unit: 'CAD', wrong: (V) => sum(inMonth(V.relais.bank.eop, '2026-01').map((r) => r.out)) }],
    ['count', 'Combien de chèques ont été encaissés dans le compte EOP de janvier à mars 2026 ?', (V) => V.relais.bank.eop.filter((r) => r.cheque).length, { unit: 'n', wrong: 12 }],
    ['total', 'How much interest did the ES savings account earn from January to March?', (V) => sum(V.relais.bank.es.map((r) => (/Intérêt/.test(r.desc) ? r.in : 0))), { unit: 'CAD', wrong: 307 }],
    ['monthly', 'payroll withdrawals (paie) in feb?', (V) => sum(inMonth(V.relais.bank.eop, '2026-02').filter((r) => /^Paie \//.test(r.desc)).map((r) => r.out)), { unit: 'CAD', wrong: (V) => sum(inMonth(V.relais.bank.eop, '2026-02').filter((r) => /^Paie \/|DAS/.test(r.desc)).map((r) => r.out)) }],
    ['monthly', 'What was the net change in the EOP account balance during March 2026?', (V) => { const m = inMonth(V.relais.bank.eop, '2026-03'); const feb = inMonth(V.relais.bank.eop, '2026-02').at(-1).balance; return m.at(-1).balance - feb; }, { unit: 'CAD', wrong: (V) => sum(inMonth(V.relais.bank.eop, '2026-03').map((r) => r.out)) }],
    // ---- Centraide letter
    ['grant', 'By what date must we send Centraide our annual activity report and financial statements?', (V) => ({ text: dates(V.relais.letter.reportDue) }), { wrong: 'June 30, 2026' }],
    ['percent', "Quel est le pourcentage maximal de frais d'administration permis par Centraide ?", (V) => V.relais.letter.adminCapPct, { unit: '%', wrong: 10 }],
    ['grant', 'How much will Centraide give us in 2026-27 once the indexation is applied?', (V) => V.relais.letter.next, { unit: 'CAD', wrong: (V) => V.relais.letter.annual }],
    ['grant', 'Who signed the Centraide funding letter?', (V) => ({ text: [V.relais.letter.signataire] }), { wrong: 'Geneviève Tremblay-Roy' }],
    ['grant', 'how much is each centraide installment', (V) => V.relais.letter.installment, { unit: 'CAD', wrong: (V) => V.relais.letter.annual / 12 }],
    ['text', 'Qui est notre conseillère chez Centraide ?', (V) => ({ text: [V.relais.letter.conseillere] }), { wrong: 'Louis-Philippe Gagnon' }],
    // ---- receipt
    ['receipt', 'What was the total on the dépanneur receipt?', (V) => V.relais.receipt.total, { unit: 'CAD', wrong: (V) => V.relais.receipt.subtotal }],
    ['receipt', 'how much TVQ did we pay on the depanneur reciept', (V) => V.relais.receipt.tvqAmt, { unit: 'CAD', wrong: (V) => V.relais.receipt.tpsAmt }],
    ['text', "C'est quelle date, le reçu du dépanneur ?", (V) => ({ text: dates(V.relais.receipt.date) }), { wrong: '14 février 2026' }],
    // ---- not in the documents
    ['notfound', 'What did we spend on food in January 2025?', () => 'notfound'],
    ['notfound', 'How much did Centraide give us in 2023-24?', () => 'notfound'],
    ['notfound', "What is the executive director's salary this year?", () => 'notfound'],
    ['notfound', 'What did the Hydro-Québec bill come to in February 2026?', () => 'notfound'],
    ['notfound', 'What was the balance of the Desjardins operations account on December 31, 2024?', () => 'notfound'],
  ],
  holloway: [
    // ---- P&L by class
    ['lookup', 'What was total income for 2025 on the profit and loss by class (before other income)?', (V) => V.holloway.pl.totalIncome[5], { unit: 'CAD', wrong: (V) => V.holloway.pl.totalIncome[0] }],
    ['lookup', 'How much did the Residential Hospice class spend on salaries & wages in 2025?', (V) => V.holloway.pl.acct['5010'].vals[0], { unit: 'CAD', wrong: (V) => V.holloway.pl.acct['5010'].total }],
    ['total', 'Total expenses for the Grief & Bereavement program last year?', (V) => V.holloway.pl.totalExpenses[2], { unit: 'CAD', wrong: (V) => V.holloway.pl.totalIncome[2] }],
    ['percent', 'What percentage of total expenses was payroll (salaries plus benefits) in 2025?', (V) => pct(V.holloway.pl.parents['5000 Payroll Expenses'].total, V.holloway.pl.totalExpenses[5]), { unit: '%', wrong: (V) => pct(V.holloway.pl.acct['5010'].total, V.holloway.pl.totalExpenses[5]) }],
    ['lookup', 'net income for the fundraising class 2025?', (V) => V.holloway.pl.netIncome[3], { unit: 'CAD', wrong: (V) => V.holloway.pl.totalIncome[3] }],
    ['extreme', 'Which program class had the biggest net loss in 2025?', (V) => {
      const i = V.holloway.pl.netIncome.slice(0, 5).map((x, k) => [k, x]).sort((a, b) => a[1] - b[1])[0][0];
      return { text: [CLASSES[i], CLASSES[i].replace(' Hospice', '')] };
    }, { wrong: 'Visiting Hospice' }],
    ['lookup', 'How much in-kind (donated goods & services) income did we book in 2025?', (V) => V.holloway.pl.acct['4500'].total, { unit: 'CAD', wrong: (V) => V.holloway.pl.acct['4500'].vals[0] }],
    ['lookup', "How much income wasn't assigned to any class (Not Specified) in 2025, other income aside?", (V) => V.holloway.pl.totalIncome[4], { unit: 'CAD', wrong: (V) => V.holloway.pl.totalIncome[4] + V.holloway.pl.totalOther[4] }],
    ['ratio', 'For the Fundraising class, how many dollars of expense did it take to raise each dollar of income?', (V) => V.holloway.pl.totalExpenses[3] / V.holloway.pl.totalIncome[3], { unit: 'x', wrong: (V) => V.holloway.pl.acct['5600'].total / V.holloway.pl.totalIncome[3] }],
    ['difference', 'how much more did the gala bring in than hike for hospice', (V) => V.holloway.pl.acct['4320'].total - V.holloway.pl.acct['4310'].total, { unit: 'CAD', wrong: (V) => V.holloway.pl.acct['4320'].total - V.holloway.pl.acct['4330'].total }],
    ['lookup', 'What was the overall net income (loss) for 2025?', (V) => V.holloway.pl.netIncome[5], { unit: 'CAD', wrong: (V) => V.holloway.pl.netOperating[5] }],
    ['total', 'Total donations (all of account 4100) for the year?', (V) => V.holloway.pl.parents['4100 Donations'].total, { unit: 'CAD', wrong: (V) => V.holloway.pl.parents['4100 Donations'].vals[4] }],
    // ---- balance sheet
    ['lookup', 'What was total cash in bank accounts at Dec 31, 2025?', (V) => V.holloway.bs.totalBank_cur, { unit: 'CAD', wrong: (V) => V.holloway.bs.totalBank_prior }],
    ['difference', 'By how much did total assets change from Dec 31 2024 to Dec 31 2025?', (V) => V.holloway.bs.totalAssets_cur - V.holloway.bs.totalAssets_prior, { unit: 'CAD', wrong: (V) => V.holloway.bs.totalCA_cur - V.holloway.bs.totalCA_prior }],
    ['percent', 'percent change in accounts payable yoy on the balance sheet?', (V) => chg(V.holloway.bs.totalAP_cur, V.holloway.bs.totalAP_prior), { unit: '%', wrong: (V) => chg(V.holloway.bs.totalCL_cur, V.holloway.bs.totalCL_prior) }],
    ['ratio', 'What was our current ratio at the end of 2025?', (V) => V.holloway.bs.totalCA_cur / V.holloway.bs.totalCL_cur, { unit: 'x', wrong: (V) => V.holloway.bs.totalCA_prior / V.holloway.bs.totalCL_prior }],
    ['cover', 'How many months of operating expenses (excluding amortization) would our bank accounts at year-end 2025 cover, based on 2025 spending?', (V) => V.holloway.bs.totalBank_cur / ((V.holloway.pl.totalExpenses[5] - V.holloway.pl.acct['5900'].total) / 12), { unit: 'x', wrong: (V) => V.holloway.bs.totalCA_cur / (V.holloway.pl.totalExpenses[5] / 12) }],
    ['lookup', 'What were total liabilities at December 31, 2024?', (V) => V.holloway.bs.totalLiab_prior, { unit: 'CAD', wrong: (V) => V.holloway.bs.totalLiab_cur }],
    // ---- T3010
    ['lookup', 'What amount is on line 4500 of our 2025 T3010?', (V) => V.holloway.t3010['4500'], { unit: 'CAD', wrong: (V) => V.holloway.t3010['4530'] }],
    ['percent', 'On the T3010, what share of total expenditures (line 5100) went to charitable activities (line 5000)?', (V) => pct(V.holloway.t3010['5000'], V.holloway.t3010['5100']), { unit: '%', wrong: (V) => pct(V.holloway.t3010['5000'], V.holloway.t3010['4700']) }],
    ['lookup', 'how much did we report for fundraising expenditures on the T3010', (V) => V.holloway.t3010['5020'], { unit: 'CAD', wrong: (V) => V.holloway.t3010['5010'] }],
    ['lookup', 'What total compensation did we report on the charity return (line 4880)?', (V) => V.holloway.t3010['4880'], { unit: 'CAD', wrong: (V) => V.holloway.t3010['380'] }],
    ['percent', 'Management and administration as a percentage of total expenditures on the T3010?', (V) => pct(V.holloway.t3010['5010'], V.holloway.t3010['5100']), { unit: '%', wrong: (V) => pct(V.holloway.t3010['5020'], V.holloway.t3010['5100']) }],
    ['lookup', 'What was the total eligible amount of receipts issued for non-cash gifts (Schedule 5)?', (V) => V.holloway.t3010['580'], { unit: 'CAD', wrong: (V) => V.holloway.pl.acct['4500'].total }],
    ['count', 'How many permanent full-time positions did we report on the T3010?', (V) => V.holloway.t3010['300'], { unit: 'n', wrong: (V) => V.holloway.t3010['305'] }],
    // ---- HST rebate
    ['lookup', 'How much PSB rebate did we claim for July to December 2025?', (V) => V.holloway.hst.h2sum.rebate, { unit: 'CAD', wrong: (V) => V.holloway.hst.h2sum.paid }],
    ['lookup', 'What is the Ontario (provincial part) rebate on the H2 2025 claim?', (V) => V.holloway.hst.h2sum.provR, { unit: 'CAD', wrong: (V) => V.holloway.hst.h2sum.prov }],
    ['total', 'Total HST rebate claimed for all of 2025?', (V) => V.holloway.hst.year.rebate, { unit: 'CAD', wrong: (V) => V.holloway.hst.year.paid }],
    ['text', 'When did we receive the January–June 2025 rebate?', (V) => ({ text: dates(V.holloway.hst.h1.received, false) }), { wrong: 'July 21, 2025' }],
    ['monthly', 'How much HST did we pay in October 2025 according to the rebate worksheet?', (V) => sum(inMonth(V.holloway.hst.h2, '2025-10').map((r) => r.hst)), { unit: 'CAD', wrong: (V) => sum(inMonth(V.holloway.hst.h2, '2025-10').filter((r) => r.hst > 0).map((r) => r.hst)) }],
    ['extreme', 'Which single purchase had the most HST on it in the Jul–Dec detail, and how much HST was it?', (V) => Math.max(...V.holloway.hst.h2.map((r) => r.hst)), { unit: 'CAD', wrong: (V) => Math.max(...V.holloway.hst.h2.map((r) => r.amount)) }],
    // ---- gifts
    ['monthly', 'Total cash gifts received in December 2025 per the gift export (not counting in-kind)?', (V) => sum(inMonth(V.holloway.gifts, '2025-12').map((g) => g.amount)), { unit: 'CAD', wrong: (V) => sum(inMonth(V.holloway.gifts, '2025-12').map((g) => g.amount + g.fmv)) }],
    ['count', 'how many gifts in oct-dec were NOT receipted', (V) => V.holloway.gifts.filter((g) => g.receipted === 'No').length, { unit: 'n', wrong: 7 }],
    ['total', 'What was the total fair market value of in-kind gifts from October to December?', (V) => sum(V.holloway.gifts.map((g) => g.fmv)), { unit: 'CAD', wrong: (V) => sum(V.holloway.gifts.filter((g) => g.receipted === 'Yes').map((g) => g.fmv)) }],
    ['average', 'Average cash gift in the Q4 gift export (in-kind excluded)?', (V) => { const c = V.holloway.gifts.filter((g) => g.method !== 'In-Kind'); return sum(c.map((g) => g.amount)) / c.length; }, { unit: 'CAD', wrong: (V) => sum(V.holloway.gifts.map((g) => g.amount)) / V.holloway.gifts.length }],
    ['total', 'How much was given to the Tree of Lights fund in the export?', (V) => sum(V.holloway.gifts.filter((g) => g.fund === 'Tree of Lights').map((g) => g.amount)), { unit: 'CAD', wrong: (V) => sum(V.holloway.gifts.filter((g) => g.fund === 'Tree of Lights' && g.receipted === 'Yes').map((g) => g.amount)) }],
    ['total', 'What is the total eligible amount receipted for gala tickets in the export?', (V) => sum(V.holloway.gifts.filter((g) => /Gala tickets/.test(g.appeal)).map((g) => g.eligible)), { unit: 'CAD', wrong: (V) => sum(V.holloway.gifts.filter((g) => /Gala tickets/.test(g.appeal)).map((g) => g.amount)) }],
    // ---- minutes
    ['text', 'Who did the board appoint as auditor?', (V) => ({ text: [V.holloway.minutes.auditor.replace(' LLP', '')] }), { wrong: 'MNP LLP' }],
    ['lookup', 'What total expenses are in the 2026 operating budget the board approved?', (V) => V.holloway.minutes.budgetExpenses, { unit: 'CAD', wrong: (V) => V.holloway.minutes.budgetRevenue }],
    ['text', 'When is the next board meeting?', (V) => ({ text: dates(V.holloway.minutes.next, false) }), { wrong: 'May 3, 2026' }],
    ['lookup', 'What did the board approve for the ceiling lifts in total, before HST?', (V) => V.holloway.minutes.lifts * V.holloway.minutes.liftPrice, { unit: 'CAD', wrong: (V) => V.holloway.minutes.liftPrice }],
    ['percent', 'What was the 2025 bed occupancy rate reported at the board meeting?', (V) => V.holloway.minutes.occupancy, { unit: '%', wrong: (V) => V.holloway.minutes.occupancyPrior }],
    // ---- receipt
    ['receipt', 'what was the total on the canadian tire receipt', (V) => V.holloway.receipt.total, { unit: 'CAD', wrong: (V) => V.holloway.receipt.subtotal }],
    ['receipt', 'How much HST was charged on the Canadian Tire receipt?', (V) => V.holloway.receipt.hstAmt, { unit: 'CAD', wrong: 22.12 }],
    ['receipt', 'How much did we save in instant savings on the Canadian Tire purchase?', (V) => V.holloway.receipt.savings, { unit: 'CAD', wrong: 15 }],
    // ---- not in the documents
    ['notfound', 'What was our total revenue in 2023?', () => 'notfound'],
    ['notfound', 'What did it cost to run the Hike for Hospice?', () => 'notfound'],
    ['notfound', 'How much HST rebate did we claim for January to June 2024?', () => 'notfound'],
    ['notfound', 'What was the total on the Home Depot receipt from November?', () => 'notfound'],
    ['notfound', "What's the 2026 budget for food services?", () => 'notfound'],
  ],
};

export const ORGS = {
  relais: { name: 'Le Relais communautaire de Villeray', fiscalYearStart: 4 },
  holloway: { name: 'Holloway Creek Hospice', fiscalYearStart: 1 },
};
export const DOCS = {
  relais: [
    'États financiers 2025-2026 Relais communautaire.pdf',
    'Grand livre T4 2025-2026 (Sage 50).xlsx',
    'Budget vs réel 2025-2026.xlsx',
    'releve-desjardins-2026-01-01-au-2026-03-31.csv',
    'Lettre Centraide - soutien 2025-2028.docx',
    'recu-depanneur-13-fevrier.jpg',
  ],
  holloway: [
    'T3010 2025 - Schedules 3, 5 and 6 (extract).pdf',
    'Profit and Loss by Class 2025.xlsx',
    'Balance Sheet Comparison Dec 31 2025.pdf',
    'HST PSB Rebate Worksheet 2025.xlsx',
    'Gift Export 2025-10-01 to 2025-12-31.csv',
    'Board Minutes 2026-01-28.docx',
    'IMG_2217 Canadian Tire.jpg',
  ],
};
