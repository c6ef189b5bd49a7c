// Questions typed in French, or half in French, with or without accents, on documents of a
// French-speaking organisation written for these tests (a Liège youth club: a bank export, a
// subsidy workbook with months down the side and a 'Réel' sheet beside the 'Budget', a statement
// whose labels are wrapped after a '/'); and words of other languages that head budgets and actuals.
import { describe, expect, it } from 'vitest';
import { findPeriods } from './periods';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { parsePlan } from './plan/parse';
import { columnKindOf, tableKindOf, unitOfLabel } from './table/units';
import { foldAccents, words } from './text';

const months = ['septembre 2025', 'octobre 2025', 'novembre 2025', 'décembre 2025', 'janvier 2026', 'février 2026', 'mars 2026', 'avril 2026', 'mai 2026', 'juin 2026', 'juillet 2026', 'août 2026'];

const bank: DocSpec = {
  fileName: 'extrait_belfius_2026-01-01_2026-03-31.csv',
  tables: [
    {
      columns: ['Date', 'Libellé', 'Retrait', 'Dépôt', 'Solde'],
      rows: [
        ['2026-01-04', 'Loyer salle Saint-Léonard', 750, null, 20250],
        ['2026-01-11', 'Subside Région wallonne', null, 6200, 26450],
        ['2026-01-19', 'Cotisations stage hiver', null, 1340.5, 27790.5],
        ['2026-02-04', 'Loyer salle Saint-Léonard', 750, null, 27040.5],
        ['2026-02-15', 'Subside Ville de Liège', null, 8400, 35440.5],
        ['2026-02-27', 'Électricité Engie', 212.4, null, 35228.1],
        ['2026-03-04', 'Loyer salle Saint-Léonard', 750, null, 34478.1],
        ['2026-03-20', 'Cotisations stage printemps', null, 980, 35458.1],
      ],
    },
  ],
};

const subsidy: DocSpec = {
  fileName: 'Subside FWB 2025-2026.xlsx',
  tables: [
    {
      sheet: 'Budget',
      title: 'Maison des jeunes — subside FWB 2025-2026 — budget mensuel',
      columns: ['Mois', 'Animateurs', 'Activités', 'Heures d’ouverture'],
      rows: [...months.map((m, i) => [m, 2400, 300 + 10 * i, 120]), ['Total', 28800, 4260, 1440]],
    },
    {
      sheet: 'Réel',
      title: 'Maison des jeunes — subside FWB 2025-2026 — réel',
      columns: ['Mois', 'Animateurs', 'Activités', 'Heures d’ouverture'],
      rows: [...months.map((m, i) => [m, 2450 + (i % 3) * 10, 290 + 12 * i, 110 + i]), ['Total', 29520, 4272, 1386]],
    },
  ],
};

const org = organisation(9, bank, subsidy);

describe('accents', () => {
  it('folds accented letters one for one, so a word is one word typed with or without them', () => {
    expect(foldAccents('Dépôt bénévoles Øvrige Straße')).toBe('Depot benevoles Ovrige Strase');
    expect(foldAccents('Dépôt').length).toBe('Dépôt'.length);
    expect(words('Bénévoles actifs').map((w) => w.word)).toEqual(['benevoles', 'actifs']);
    expect(words('benevoles').map((w) => w.stem)).toEqual(words('bénévoles').map((w) => w.stem));
  });

  it('does not read a month inside an accented word', () => {
    expect(findPeriods('le ticket du marché du centre')).toEqual([]);
    expect(findPeriods('heures en décembre')[0]).toMatchObject({ kind: 'month', month: 12 });
  });

  it('reads the whole of a foreign month name as the period, leaving no piece of it as a word', () => {
    const plan = parsePlan('combien de paniers de plus en décembre qu’en novembre');
    expect(plan.subject.tokens.map((t) => t.word)).not.toContain('embre');
    expect(plan.periods.map((p) => p.month)).toEqual([12, 11]);
  });
});

describe('questions in French', () => {
  it('reads how a French question asks: combien de … de plus, moyenne mensuelle, réel vs budget, écart', () => {
    expect(parsePlan('combien de stages de plus en mars qu’en janvier').op).toBe('difference');
    expect(parsePlan('moyenne mensuelle des heures d’ouverture').op).toBe('average');
    expect(parsePlan('activités réel vs budget pour l’année, écart?').op).toBe('variance');
    expect(parsePlan('combien de mois avec plus de 115 heures d’ouverture').countPeriods).toBe(true);
  });

  it('answers a French question on the bank export: the rent paid over the months asked', () => {
    const a = firstSentence(org.ask('combien de loyer on a payé jan-mars (banque)?').answer);
    expect(a).toMatch(/\$2,250\b/);
  });

  it('takes months asked without a year from the latest year the documents hold them', () => {
    // (Jan-Mar of the fiscal year that began in September 2025: 2026, which the bank export holds.)
    const plan = org.ask('rent paid jan-mar per the bank');
    expect(firstSentence(plan.answer)).toMatch(/January 2026 to March 2026/);
  });

  it('answers an average asked in French in the table’s own unit, not in dollars', () => {
    const a = firstSentence(org.ask("moyenne mensuelle d'heures d’ouverture (réel)?").answer);
    expect(a).toMatch(/\b115\.5\b/);
    expect(a).not.toMatch(/\$115/);
  });

  it('reads the whole year of a budget against actual when the year is asked, not its last month', () => {
    const a = firstSentence(org.ask('activités réel vs budget pour l’année, écart?').answer);
    expect(a).toMatch(/\$12\b/);
    expect(a).toMatch(/\$4,272\b.*\$4,260\b/);
  });
});

describe('amounts and filters as people write them', () => {
  it('reads thousands grouped by spaces before a currency sign as one amount', () => {
    expect(parsePlan('dépôts de plus de 5 000 $ en février').text).toContain('5000');
    expect(parsePlan('deposits over 5 000 € in 2025').text).toContain('5000');
    // (Two numbers that are not one amount stay apart.)
    expect(parsePlan('compare 2024 2025 rent').periods.length).toBe(2);
  });

  it('sums only the records over an amount, and says so', () => {
    const a = firstSentence(org.ask('sum of all deposits over 5 000 $ jan-mar').answer);
    expect(a).toMatch(/\$14,600\b/);
    expect(a).toMatch(/over 5000/);
  });

  it("reads 'for every $1 of X, how much Y' as Y to X", () => {
    const plan = parsePlan('for every $1 of animateurs how much activités did we get in 2025-26');
    expect(plan.op).toBe('ratio');
    expect(plan.operands.map((o) => o.text)).toEqual(['activites', 'animateurs']);
  });

  it('reads months an operand names as the question’s months, in the year the documents hold them', () => {
    const a = firstSentence(org.ask('activités divided by animateurs for jan-mar (réel)').answer);
    expect(a).toMatch(/\b0\.14(?:23)?\b/);
  });

  it('keeps a number with one letter after it as one name (340B, 401k), not a plural (990s)', () => {
    expect(words('340B Pharmacy Revenue').map((w) => w.word)).toEqual(['340b', 'pharmacy', 'revenue']);
    expect(words('the 990s').map((w) => w.word)).toEqual(['the', '990', 's']);
  });

  it("reads '(positive)' and 'positive number' as how to write the answer, not a word of what it is", () => {
    expect(parsePlan('how much did rent change from 2024 to 2025 (positive)').subject.tokens.map((t) => t.word)).toEqual(['rent']);
    expect(parsePlan('how far under budget was the youth project, positive amount').subject.tokens.map((t) => t.word)).toEqual(['youth', 'project']);
    // (A line that says it keeps it.)
    expect(parsePlan('what was the positive cash flow in 2025').subject.tokens.map((t) => t.word)).toContain('positive');
  });

  it("reads 'over/under by how much' as a variance, not a ratio", () => {
    expect(parsePlan('animateurs actual vs budget, over/under by how much').op).toBe('variance');
  });
});

describe('words of other languages for budgets, actuals and variances', () => {
  it('reads column and table kinds from French, Spanish, Dutch and Norwegian headings', () => {
    expect(columnKindOf('Réel')).toBe('actual');
    expect(columnKindOf('Prévu')).toBe('budget');
    expect(columnKindOf('Écart')).toBe('variance');
    expect(columnKindOf('Presupuesto 2026')).toBe('budget');
    expect(columnKindOf('Ejecutado')).toBe('actual');
    expect(columnKindOf('Begroting')).toBe('budget');
    expect(columnKindOf('Budsjett')).toBe('budget');
    expect(columnKindOf('Valor previsto no plano de trabalho')).toBe('budget');
    expect(columnKindOf('Executado mar/25 a dez/25')).toBe('actual');
    expect(tableKindOf('Prévisions budgétaires 2026-2027')).toBe('budget');
    expect(tableKindOf('État des résultats')).toBe('actual');
    expect(tableKindOf('Bilan au 31 décembre 2025')).toBe('balance');
  });

  it('counts hours, baskets and members in French headings, not money', () => {
    expect(unitOfLabel('Heures bénévoles')).toBe('count');
    expect(unitOfLabel('Paniers distribués')).toBe('count');
    expect(unitOfLabel('Frais de paniers')).toBeNull();
  });
});

describe('officers, months compared, the fewest, and a market by its French name', () => {
  const minutes: DocSpec = {
    fileName: 'PV AG 2026-05-12.docx',
    passages: [{ text: 'La trésorière, Mme Julie Lambert, présente les comptes de l’exercice.', heading: 'Comptes' }],
  };
  const receipt: DocSpec = {
    fileName: 'IMG_20260203.jpg',
    passages: ['MARCHE SAINT-GILLES\n2026-02-03\nPOMMES 3.20\nTOTAL 3.20'],
    fields: { merchant: 'MARCHE SAINT-GILLES', date: '2026-02-03', dateText: '2026-02-03', total: 3.2 },
  };
  const club = organisation(9, subsidy, minutes, receipt);

  it('names an officer asked in French by the title the minutes give her', () => {
    expect(firstSentence(club.ask("c'est qui la trésorière?").answer)).toMatch(/Julie Lambert/);
  });

  it("reads months compared with 'vs', and 'the fewest' as the least", () => {
    expect(parsePlan('animateurs dec vs jul, whats the diff').periods.map((p) => p.month)).toEqual([12, 7]);
    expect(firstSentence(club.ask('which month had the fewest heures d’ouverture in the réel?').answer)).toMatch(/septembre 2025/);
  });

  it('knows a marché as a grocery', () => {
    expect(firstSentence(club.ask('which store is the grocery receipt from').answer)).toMatch(/Marche Saint-Gilles/i);
  });
});

describe('questions in Spanish and German', () => {
  it('reads how a question asks in either language', () => {
    expect(parsePlan('cuánto recibimos en donativos en 2025').subject.tokens.map((t) => t.word)).not.toContain('cuanto');
    expect(parsePlan('wie viele Mitglieder hatten wir 2025').text).toMatch(/^how many\b/);
    expect(parsePlan('promedio mensual de cuotas en 2025').op).toBe('average');
    expect(parsePlan('Spenden 2025 laut EÜR').text).toMatch(/\bper\b/);
    expect(parsePlan('spenden 2025 acc to the eür').text).toMatch(/\baccording to\b/);
    // (And English as typed on a phone: 'thats', 'stmt', 'LOC'.)
    expect(parsePlan('how much is owed thats over 120 days').text).toMatch(/\bthat is over\b/);
    expect(parsePlan('total expenses per the audited stmt').text).toMatch(/\bstatement\b/);
    expect(parsePlan('when does the LOC mature').text).toMatch(/\bline of credit\b/);
    // ('In the jan-mar bank export': the document, not a line called bank.)
    expect(parsePlan('avg hydro bill in the jan-mar bank export').subject.tokens.map((t) => t.word)).not.toContain('bank');
  });

  it('reads German and Spanish line names as the English ones, both ways', () => {
    expect(words('Spenden').map((w) => w.stem)).toEqual(words('donations').map((w) => w.stem));
    expect(words('Mitgliedsbeiträge').map((w) => w.stem)).toEqual(words('dues').map((w) => w.stem));
    expect(words('Ingresos').map((w) => w.stem)).toEqual(words('revenues').map((w) => w.stem));
  });
});

describe('a quarter asked without its year', () => {
  const ledger: DocSpec = {
    fileName: 'Buchungen Q4 2025.csv',
    tables: [
      {
        columns: ['Datum', 'Buchungstext', 'Betrag'],
        rows: [
          ['2025-10-06', 'Spende Familie Brandes', 500],
          ['2025-11-12', 'Spende Kirchengemeinde', 1200],
          ['2025-12-19', 'Spende Weihnachtsmarkt', 860],
        ],
      },
    ],
  };
  const bank2026: DocSpec = {
    fileName: 'Umsaetze Girokonto 2026-01-01 bis 2026-03-31.csv',
    tables: [{ columns: ['Buchungstag', 'Verwendungszweck', 'Betrag'], rows: [['2026-01-15', 'Mitgliedsbeitrag Einzug', 3120], ['2026-02-02', 'Miete Februar', -650]] }],
  };
  it('is of the latest year the documents hold it, not a later year only another file reaches into', () => {
    const org = organisation(1, ledger, bank2026);
    const a = firstSentence(org.ask('total spenden booked in q4').answer);
    expect(a).toMatch(/€?2,560\b/);
  });
});

describe('a Spanish bank export and dates as systems write them', () => {
  it("reads '31-Dec-2025' and '01/Ene/2025' as days", () => {
    expect(findPeriods('31-Dec-2025')[0]).toMatchObject({ kind: 'date', year: 2025, month: 12, day: 31 });
    expect(findPeriods('Buchungstag 27.03.26')[0]).toMatchObject({ kind: 'date', year: 2026, month: 3, day: 27 });
    expect(findPeriods('version 12.50.25')).toEqual([]);
    expect(findPeriods('Del 01/Ene/2025 Al 31/Dic/2025').map((p) => [p.kind, p.month, p.day])).toEqual([
      ['date', 1, 1],
      ['date', 12, 31],
    ]);
  });

  it("reads an 'Abono' column as money in, not a number of something", () => {
    const org = organisation(1, {
      fileName: 'movimientos_banorte_2026-01.csv',
      tables: [
        {
          columns: ['Fecha', 'Concepto', 'Cargo', 'Abono', 'Saldo'],
          rows: [
            ['2026-01-05', 'DEPOSITO DONATIVO', null, 4200, 54200],
            ['2026-01-09', 'PAGO LUZ CFE', 830, null, 53370],
            ['2026-01-20', 'SPEI RECIBIDO FUNDACION', null, 25000, 78370],
            ['2026-01-28', 'COMISION MANEJO DE CUENTA', 250, null, 78120],
            ['2026-01-28', 'IVA COMISION MANEJO DE CUENTA', 40, null, 78080],
            ['2026-01-29', 'SPEI ENVIADO HONORARIOS CONTADOR', 4500, null, 73580],
          ],
        },
      ],
    });
    expect(firstSentence(org.ask('total deposits in january 2026').answer)).toMatch(/\$29,200\b/);
    // (What is left out in brackets, 'the IVA lines', by its word alone; 'comisión' is a commission, not a fee.)
    expect(firstSentence(org.ask('how many commission charges in january 2026 (not counting the iva lines)').answer)).toMatch(/\b1 charge\b/);
  });
});

describe('a year ended, as other languages say it', () => {
  it("reads 'de l'exercice terminé le 31 mars 2026' and its like as the year ended on that day", () => {
    for (const t of ["de l'exercice terminé le 31 mars 2026", 'ejercicio terminado el 31 de diciembre de 2025', 'exercício findo em 31 de dezembro de 2025', 'boekjaar eindigend op 31 december 2025']) {
      expect(findPeriods(t).find((p) => p.kind === 'date'), t).toMatchObject({ ended: true });
    }
    // (A day alone is a day: 'au 31 mars 2026', a balance at it.)
    expect(findPeriods('au 31 mars 2026')[0]?.ended).toBeFalsy();
  });
});

describe("a column's name with an abbreviation in it", () => {
  it("does not end the answer's first sentence at 'déc.'", async () => {
    const { oneSentence } = await import('./format');
    expect(oneSentence('Dons — Réel par trimestre T3 oct.-déc.')).toBe('Dons — Réel par trimestre T3 oct.-déc');
    expect(oneSentence('Loyer févr. et mars')).toBe('Loyer févr et mars');
  });
});

describe('a budget against actual by quarter, under a title giving the year’s first and last days', () => {
  it('dates each quarter by the year the title gives, and pairs the budget with the year’s actual in its own group of columns', () => {
    const org = organisation(4, {
      fileName: 'Budget vs réel 2025-2026.xlsx',
      tables: [
        {
          title: 'Maison des jeunes du Plateau - Budget vs réel - exercice 2025-2026 (1er avril 2025 au 31 mars 2026)',
          columns: ['', 'Budget 2025-2026', 'T1 avr.-juin', 'T2 juil.-sept.', 'T3 oct.-déc.', 'T4 janv.-mars', 'Réel 2025-2026', 'Écart (réel - budget)'],
          headerRows: [
            ['', '', 'Réel par trimestre', '', '', '', '', ''],
            ['', 'Budget 2025-2026', 'T1 avr.-juin', 'T2 juil.-sept.', 'T3 oct.-déc.', 'T4 janv.-mars', 'Réel 2025-2026', 'Écart (réel - budget)'],
          ],
          rows: [
            ['CHARGES', null, null, null, null, null, null, null],
            ['Salaires et charges sociales', 180000, 44000, 45500, 46000, 47000, 182500, 2500],
            ['Alimentation', 18000, 4100, 5200, 6300, 5900, 21500, 3500],
            ['Total des charges', 198000, 48100, 50700, 52300, 52900, 204000, 6000],
          ],
        },
      ],
    });
    expect(firstSentence(org.ask('What did we spend on salaries in T2 (July to September 2025)?').answer)).toContain('$45,500');
    expect(firstSentence(org.ask('How far over budget were we on food (alimentation) for the year?').answer)).toContain('$3,500');
  });
});

describe("'T2' for a quarter", () => {
  it("leaves the quarter's letter out of the words a line must say", () => {
    const words = parsePlan('What did we spend on salaries in T2 (July to September 2025)?').subject.tokens.map((t) => t.word);
    expect(words).toContain('salaries');
    expect(words).not.toContain('t');
  });
});
