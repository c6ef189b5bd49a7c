// An Italian association's books (a rendiconto gestionale printed in two halves side by side, a
// balance sheet's cash, the notes' head count) asked about in Italian and in English, on
// documents written for these tests; a count stated in prose with its thousands grouped by a space; a sum of rand in a resolution; an approved budget beside the year before's actual; and a sentence of several amounts asked for together.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';

const bilancio: DocSpec = {
  fileName: 'Bilancio esercizio 2025 APS Via Larga.pdf',
  tables: [
    {
      page: 3,
      title: 'Modello A - Stato patrimoniale (importi in euro)',
      columns: ['', '31/12/2025', '31/12/2024'],
      rows: [
        ['IV - Disponibilità liquide:', null, null],
        ['1) depositi bancari e postali', 51200, 44100],
        ['3) danaro e valori in cassa', 800, 600],
        ['Totale', 52000, 44700],
        ['D) Debiti:', null, null],
        ['12) debiti verso dipendenti e collaboratori', 7400, 6900],
      ],
    },
    {
      page: 5,
      title: 'Modello B - Rendiconto gestionale (importi in euro)',
      columns: [
        'A) Costi e oneri da attività di interesse generale',
        'Esercizio 2025',
        'Esercizio 2024',
        'A) Ricavi, rendite e proventi da attività di interesse generale',
        'Esercizio 2025',
        'Esercizio 2024',
      ],
      rows: [
        ['1) Materie prime, sussidiarie, di consumo e di merci', 12400, 11800, '1) Proventi da quote associative', 6100, 5900],
        ['2) Servizi', 38200, 35100, '4) Erogazioni liberali', 24600, 21300],
        ['4) Personale', 121500, 117900, '5) Proventi del 5 per mille', 11900, 10400],
        ['7) Oneri diversi di gestione', 1900, 1700, '8) Contributi da enti pubblici', 82000, 76000],
        ['Totale', 174000, 166500, 'Totale', 124600, 113600],
      ],
    },
    {
      page: 6,
      title: 'Modello B - Rendiconto gestionale (importi in euro)',
      columns: ['', 'Esercizio 2025', 'Esercizio 2024'],
      rows: [["Avanzo/disavanzo d'esercizio (+/-)", 5200, -1800]],
    },
  ],
  passages: [
    { text: "La tesoriera illustra il bilancio d'esercizio 2025, che chiude con un avanzo di euro 5.200 a fronte del disavanzo di euro 1.800 dell'esercizio 2024.", page: 1 },
    { text: "Al 31/12/2025 l'associazione aveva 4 dipendenti, assunti con il CCNL del commercio, e 37 volontari iscritti nel registro.", page: 8 },
  ],
};

describe('an Italian association’s statements, asked in Italian and in English', () => {
  const org = organisation(1, bilancio);

  it('reads a line of the right-hand half by its own name, not the cost beside it on the same row', () => {
    const a = firstSentence(org.ask('What were our erogazioni liberali in 2024?').answer);
    expect(a).toMatch(/21,300/);
    expect(a).not.toMatch(/35,100/);
    expect(firstSentence(org.ask('By what percentage did donations (erogazioni liberali) grow from 2024 to 2025?').answer)).toMatch(/15\.49/);
  });

  it("reads an Italian question's asking words: 'quanto abbiamo incassato', 'a quanto ammontavano', 'di quanto sono aumentati ... rispetto al'", () => {
    expect(firstSentence(org.ask('Quanto abbiamo incassato dal 5 per mille nel 2025?').answer)).toMatch(/11,900/);
    expect(firstSentence(org.ask('A quanto ammontavano le disponibilità liquide al 31/12/2025?').answer)).toMatch(/52,000/);
    expect(firstSentence(org.ask('Di quanto sono aumentati i contributi da enti pubblici rispetto al 2024?').answer)).toMatch(/6,000/);
  });

  it('answers a yes-or-no question that asks how much as well with the figure, not a sentence giving both years', () => {
    expect(firstSentence(org.ask('Did we end 2024 with a surplus or a deficit, and how big was it?').answer)).toMatch(/1,800/);
  });

  it('counts people from the sentence that counts them, not the line of what they cost', () => {
    const a = firstSentence(org.ask('Quanti dipendenti avevamo al 31 dicembre 2025?').answer);
    expect(a).toMatch(/\b4 dipendenti\b/);
    expect(a).not.toMatch(/121,500|7,400/);
  });
});

const report: DocSpec = {
  fileName: 'Directors report FY2026.pdf',
  passages: [{ text: 'During the year 1 284 children completed the learn-to-swim course of the Water Safety programme and 46 young people qualified as pool lifeguards.', page: 2 }],
};

describe('a count stated in prose, grouped by a space', () => {
  const org = organisation(4, report);

  it('leads with the count the question’s words follow, written with a comma', () => {
    expect(firstSentence(org.ask('How many children completed learn-to-swim in FY2026?').answer)).toMatch(/^1,284\b/);
    expect(firstSentence(org.ask('How many young people qualified as pool lifeguards?').answer)).toMatch(/^46\b/);
  });
});

const minutes: DocSpec = {
  fileName: 'Board minutes 24 March 2026.docx',
  passages: [{ text: 'RESOLVED that any single payment above R50,000.00 must be approved by two directors, one of whom must be the Chairperson.' }],
};

describe('an amount in prose marked by a currency other than the dollar, euro or pound', () => {
  const org = organisation(4, minutes);

  it("reads 'R50,000.00' in a resolution as money, and leads with it", () => {
    expect(firstSentence(org.ask('Above what amount do payments need two directors to approve?').answer)).toMatch(/^R50,000\.00\b/);
  });
});

const approved: DocSpec = {
  fileName: '2025-26 Approved Budget.pdf',
  tables: [
    {
      page: 1,
      title: 'AMES PTA 2025-26 Approved Budget',
      columns: ['INCOME', '2024-25 Actual', '2025-26 Budget', 'PROGRAMS', '2024-25 Actual', '2025-26 Budget'],
      rows: [
        ['Fun Run (pledges & sponsors)', 16842.5, 18000, 'Teacher Classroom Grants', 6900, 7200],
        ['Book Fairs', 8911.35, 9500, 'Staff Appreciation', 2655.13, 2800],
        ['Bake Sales', 1046.75, 1200, 'Family Events', 2384.91, 2600],
        ['TOTAL INCOME', 26800.6, 28700, 'Total Programs', 11940.04, 12600],
        ['FUNDRAISER EXPENSES', null, null, null, null, null],
        ['Fun Run costs', 2975.4, 3200, null, null, null],
        ['Book Fair invoices', 5803.1, 6200, null, null, null],
        ['Total Fundraiser Expenses', 8778.5, 9400, null, null, null],
      ],
    },
    {
      page: 1,
      title: 'AMES PTA 2025-26 Approved Budget',
      columns: ['', '2024-25 Actual', '2025-26 Budget'],
      rows: [['NET SURPLUS / (DEFICIT)', 6082.06, 6700]],
    },
  ],
};

describe("an approved budget printed in two halves, beside the year before's actual", () => {
  const org = organisation(7, approved);

  it("does not count last year's actual as spent against this year's budget", () => {
    const a = firstSentence(org.ask("What's left in the staff appreciation budget for the rest of the year?").answer);
    expect(a).not.toMatch(/144\.87/);
  });

  it('reads each half of a page printed in two as its own list, and works out no net from one half', () => {
    expect(firstSentence(org.ask('Staff appreciation budget 2025-26?').answer)).toMatch(/2,800/);
    const net = firstSentence(org.ask('What net result (surplus or deficit) does the approved 2025-26 budget plan for?').answer);
    expect(net).toMatch(/6,700/);
    expect(net).not.toMatch(/19,300/);
  });
});

const notes: DocSpec = {
  fileName: 'Audited Financial Statements FY2024-25.pdf',
  passages: [{ text: "18.1 Auditors' remuneration comprises the annual audit fee of Rs 850,000 (2024: Rs 780,000) and out-of-pocket expenses of Rs 65,000 (2024: Rs 60,000).", page: 15 }],
};

describe('one amount of several a sentence gives, asked for together', () => {
  const org = organisation(7, notes);

  it('does not give one part when the question asks for the fee including the expenses', () => {
    const a = firstSentence(org.ask('how much did we pay the auditors in FY25 incl. out of pocket expenses').answer);
    expect(a).not.toMatch(/^Rs 65,000|^Rs 850,000/);
  });
});

const scontrino: DocSpec = {
  fileName: 'Scontrino Market Due Torri.jpg',
  fields: { merchant: 'MARKET DUE TORRI S.R.L.', currency: '€', date: '2025-10-16', dateText: '16-10-2025', tax: 2.91, total: 31.96 },
  passages: [['MARKET DUE TORRI S.R.L.', 'DOCUMENTO COMMERCIALE di vendita', 'TOTALE COMPLESSIVO 31,96', 'di cui IVA 2,91', 'PAGAMENTO CONTANTE 40,00', 'RESTO 8,04'].join('\n')],
};

describe('an Italian till slip asked about in Italian', () => {
  const org = organisation(1, scontrino);

  it("reads 'resto' as the change given, not the slip's total, and 'scontrino' as a receipt", () => {
    expect(firstSentence(org.ask('Quanto è stato dato di resto sullo scontrino?').answer)).toMatch(/8\.04/);
    expect(firstSentence(org.ask('Totale dello scontrino del market?').answer)).toMatch(/31\.96/);
  });
});
