// A Spanish foundation's books (the non-profit plan's statements with their numbered lines, a
// 'Sumas y saldos' trial balance, a grant's cost statement with '% ejecución') and a Senegalese
// association's (SYCEBNL 'Ressources' and 'Emplois', a budget followed by quarter, an invoice in
// francs CFA), on documents written for these tests.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';

const cuentas: DocSpec = {
  fileName: 'Cuentas Anuales 2025 Fundación Ribera.pdf',
  tables: [
    {
      page: 3,
      title: 'BALANCE AL CIERRE DEL EJERCICIO 2025 · Importes en euros',
      columns: ['', 'Notas de la memoria', '2025', '2024'],
      rows: [
        ['A) ACTIVO NO CORRIENTE', null, 88000, 91000],
        ['III. Inmovilizado material', 5, 88000, 91000],
        ['B) ACTIVO CORRIENTE', null, 151000, 140000],
        ['IV. Deudores comerciales', 8, 52000, 47000],
        ['VII. Efectivo y otros activos líquidos equivalentes', null, 99000, 93000],
        ['TOTAL ACTIVO (A + B)', null, 239000, 231000],
      ],
    },
    {
      page: 4,
      title: 'CUENTA DE RESULTADOS DEL EJERCICIO 2025 · Importes en euros',
      columns: ['', 'Notas', '2025', '2024'],
      rows: [
        ['A) EXCEDENTE DEL EJERCICIO', null, null, null],
        ['1. Ingresos de la actividad propia', 12, 640000, 610000],
        ['8. Gastos de personal', 13, -412000, -398000],
        ['9. Otros gastos de la actividad', 13, -181000, -176000],
      ],
    },
  ],
};

const justificacion: DocSpec = {
  fileName: 'Cuenta justificativa Programa Arrels 2025.xlsx',
  tables: [
    {
      sheet: 'Resumen',
      title: 'Programa Arrels 2025 - cuenta justificativa',
      columns: ['Concepto', 'Presupuestado (€)', 'Ejecutado (€)', '% ejecución'],
      rows: [
        ['1. Gastos de personal', 90000, 94500, 105],
        ['2. Material', 10000, 8000, 80],
        ['TOTAL', 100000, 102500, 102.5],
      ],
    },
    {
      sheet: 'Personal',
      title: 'ANEXO II - RELACIÓN DE GASTOS DE PERSONAL IMPUTADOS - Programa Arrels 2025',
      columns: ['Persona', 'Categoría', 'Coste total (€)', 'Importe imputado (€)'],
      rows: [
        ['Ana Roig', 'Coordinadora', 52000, 47000],
        ['Pau Ferrer', 'Técnico', 41000, 36500],
        ['TOTAL', null, 93000, 83500],
      ],
    },
  ],
};

const sumasYSaldos: DocSpec = {
  fileName: 'Sumas y Saldos 2025.xlsx',
  tables: [
    {
      sheet: 'Sumas y saldos',
      title: 'Balance de sumas y saldos 2025',
      columns: ['Cuenta', 'Título', 'Sumas Debe', 'Sumas Haber', 'Saldo Deudor', 'Saldo Acreedor'],
      rows: [
        [570, 'CAJA, EUROS', 4100, 2900, 1200, null],
        [57000001, 'Caja', 4100, 2900, 1200, null],
        [600, 'COMPRAS DE MERCADERÍAS', 98000, 61000, 37000, null],
        [60000001, 'Compras de material escolar', 98000, 61000, 37000, null],
      ],
    },
  ],
};

const ressources: DocSpec = {
  fileName: 'États financiers SYCEBNL 2025.pdf',
  tables: [
    {
      page: 4,
      title: 'COMPTE DE RÉSULTAT DE L’EXERCICE 2025 (en francs CFA)',
      columns: ['', '2025', '2024'],
      rows: [
        ['RESSOURCES', null, null],
        ['Subventions des partenaires', 98000000, 91000000],
        ['Cotisations des membres', 2000000, 1800000],
        ['Total des ressources', 100000000, 92800000],
        ['EMPLOIS', null, null],
        ['Charges de personnel', 30000000, 28000000],
        ['Achats consommés', 60000000, 58000000],
        ['Total des emplois', 90000000, 86000000],
      ],
    },
    {
      page: 9,
      title: 'NOTE 9 - SUBVENTIONS DES PARTENAIRES',
      columns: ['Partenaire', 'Ressources 2025'],
      rows: [
        ['Fondation Baobab', 60000000],
        ['Coopération régionale', 38000000],
        ['Total (ligne RC du compte de résultat)', 98000000],
      ],
    },
  ],
};

const suivi: DocSpec = {
  fileName: 'Budget vs réalisé 2025.xlsx',
  tables: [
    {
      sheet: 'Projet SANTÉ',
      title: 'Projet SANTÉ - Suivi budgétaire - exercice 2025 · montants en FCFA',
      columns: ['Rubrique', 'Budget 2025', 'Réalisé T1', 'Réalisé T2', 'Réalisé T3', 'Réalisé T4', 'Total réalisé 2025', 'Écart (budget - réalisé)'],
      rows: [
        ['1. Personnel', 12000000, 3000000, 3000000, 3000000, 3000000, 12000000, 0],
        ['2. Déplacements et carburant', 5000000, 900000, 1100000, 1000000, 1200000, 4200000, 800000],
      ],
    },
  ],
};

const rapport: DocSpec = {
  fileName: 'Rapport du commissaire aux comptes 2025.pdf',
  passages: [
    'Nous avons effectué l’audit des états financiers de l’association pour l’exercice clos le 31 décembre 2025.',
    'Fait à Thiès, le 20 février 2026 Cabinet Ndiaye & Associés M. Ousmane Ndiaye, associé – Expert-comptable diplômé',
  ],
};

describe('a Spanish foundation’s statements, trial balance and grant statement', () => {
  const org = organisation(1, cuentas, justificacion, sumasYSaldos);

  it("reads a statement's numbered line by its name, not its number: '8. Gastos de personal' over an annex's total", () => {
    expect(firstSentence(org.ask('gastos de personal 2025?').answer)).toMatch(/412,000/);
  });

  it("reads 'Efectivo y otros activos líquidos equivalentes' as cash, and 'activo (no) corriente' as (non-)current assets", () => {
    expect(firstSentence(org.ask('What was cash at the end of 2025?').answer)).toMatch(/99,000/);
    expect(firstSentence(org.ask('current assets 2025?').answer)).toMatch(/151,000/);
    expect(firstSentence(org.ask('non-current assets 2025?').answer)).toMatch(/88,000/);
    expect(firstSentence(org.ask('Deudores comerciales 2025?').answer)).toMatch(/52,000/);
  });

  it("reads a trial balance's account by its balance, not what went through it, and an eight-digit sub-account as a code", () => {
    const a = firstSentence(org.ask('Compras de material escolar 2025?').answer);
    expect(a).toMatch(/37,000/);
    expect(a).not.toMatch(/60,000,001|57,000,001/);
  });

  it("reads '% ejecución' as a share of the budget, not the budget: the programme's total budget is the budget column's", () => {
    expect(firstSentence(org.ask('What is the total budget of the Arrels programme?').answer)).toMatch(/100,000/);
  });
});

const facture: DocSpec = {
  fileName: 'Facture Quincaillerie du Marché.jpg',
  fields: { merchant: 'QUINCAILLERIE DU MARCHE', currency: 'CFA ', date: '2026-02-03', dateText: '03/02/2026', subtotal: 51000, tax: 9180, total: 60180 },
  passages: [
    [
      'QUINCAILLERIE DU MARCHE',
      'FACTURE N. 2026-0412 Kaolack, le 03/02/2026',
      'Designation Qte P.U. HT Montant HT',
      'Ciment (sac 50 kg) 12 4250 51 000',
      'Total HT 51 000',
      'TVA 18 % 9 180',
      'Total TTC (FCFA) 60 180',
    ].join('\n'),
  ],
};

describe('a Senegalese association’s statements, budget follow-up, auditor and invoice', () => {
  const org = organisation(1, ressources, suivi, rapport, facture);

  it("reads 'Total des ressources' said word for word over a note's total named only by its column", () => {
    expect(firstSentence(org.ask('Quel est le total des ressources 2025 ?').answer)).toMatch(/100,000,000/);
  });

  it("reads 'X en % du total des Y' as a share", () => {
    expect(firstSentence(org.ask('Charges de personnel en % du total des emplois 2025 ?').answer)).toMatch(/33\.3/);
  });

  it("takes the year's total of actuals against the budget, not the first quarter's", () => {
    expect(firstSentence(org.ask("What's the écart on 'Déplacements et carburant' for the SANTÉ project?").answer)).toMatch(/800,000/);
  });

  it("reads 'commissaire aux comptes' as the auditor, and a firm's name with its accents whole", () => {
    expect(firstSentence(org.ask('Qui est le commissaire aux comptes de l’association ?').answer)).toMatch(/^Ndiaye & Associés\s?:/);
  });

  it("reads 'montant TTC' as the invoice's total and 'HT' as the amount before its tax, in whole francs", () => {
    const ttc = firstSentence(org.ask('Montant TTC de la facture de la quincaillerie ?').answer);
    expect(ttc).toMatch(/CFA 60,180\b/);
    expect(ttc).not.toMatch(/60,180\.00/);
    expect(firstSentence(org.ask('Montant HT de la facture de la quincaillerie ?').answer)).toMatch(/CFA 51,000\b/);
  });
});
