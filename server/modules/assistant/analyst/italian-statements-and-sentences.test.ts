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
    const a = firstSentence(org.ask('How much came in as erogazioni liberali during 2024?').answer);
    expect(a).toMatch(/21,300/);
    expect(a).not.toMatch(/35,100/);
    expect(firstSentence(org.ask('Erogazioni liberali: percentage change 2024 to 2025?').answer)).toMatch(/15\.49/);
  });

  it("reads an Italian question's asking words: 'quanto abbiamo incassato', 'a quanto ammontavano', 'di quanto sono aumentati ... rispetto al'", () => {
    expect(firstSentence(org.ask('Quanto abbiamo ricevuto dal 5 per mille nel 2025?').answer)).toMatch(/11,900/);
    expect(firstSentence(org.ask('A quanto ammontano le disponibilità liquide al 31/12/2025?').answer)).toMatch(/52,000/);
    expect(firstSentence(org.ask('Di quanto sono cresciuti i contributi da enti pubblici rispetto al 2024?').answer)).toMatch(/6,000/);
  });

  it('answers a yes-or-no question that asks how much as well with the figure, not a sentence giving both years', () => {
    expect(firstSentence(org.ask('Was 2024 in the black or in the red, and by how much?').answer)).toMatch(/1,800/);
  });

  it('counts people from the sentence that counts them, not the line of what they cost', () => {
    const a = firstSentence(org.ask('Quanti dipendenti abbiamo al 31/12/2025?').answer);
    expect(a).toMatch(/\b4 dipendenti\b/);
    expect(a).not.toMatch(/121,500|7,400/);
  });
});

const report: DocSpec = {
  fileName: 'Directors report FY2026.pdf',
  passages: [{ text: 'Over the year 2 315 pupils sat the cycling proficiency test and 38 adults trained as ride leaders.', page: 2 }],
};

describe('a count stated in prose, grouped by a space', () => {
  const org = organisation(4, report);

  it('leads with the count the question’s words follow, written with a comma', () => {
    expect(firstSentence(org.ask('How many pupils sat the cycling proficiency test?').answer)).toMatch(/^2,315\b/);
    expect(firstSentence(org.ask('How many adults trained as ride leaders?').answer)).toMatch(/^38\b/);
  });
});

const minutes: DocSpec = {
  fileName: 'Board minutes 24 March 2026.docx',
  passages: [{ text: 'It was agreed that any cheque or transfer over R25,000.00 must be signed by two trustees.' }],
};

describe('an amount in prose marked by a currency other than the dollar, euro or pound', () => {
  const org = organisation(4, minutes);

  it("reads 'R25,000.00' in a resolution as money, and leads with it", () => {
    expect(firstSentence(org.ask('Over what amount do two trustees have to sign a transfer?').answer)).toMatch(/^R25,000\.00\b/);
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
        ['Walkathon (pledges)', 12400.5, 13000, 'Reading Corner', 4100, 4300],
        ['Plant Sale', 3311.35, 3500, 'Volunteer Thank-yous', 1480.2, 1600],
        ['Quiz Night', 1046.75, 1200, 'Science Week', 2384.91, 2600],
        ['TOTAL INCOME', 16758.6, 17700, 'Total Programs', 7965.11, 8500],
        ['FUNDRAISER EXPENSES', null, null, null, null, null],
        ['Walkathon costs', 1975.4, 2200, null, null, null],
        ['Plant Sale stock', 1203.1, 1300, null, null, null],
        ['Total Fundraiser Expenses', 3178.5, 3500, null, null, null],
      ],
    },
    {
      page: 1,
      title: 'AMES PTA 2025-26 Approved Budget',
      columns: ['', '2024-25 Actual', '2025-26 Budget'],
      rows: [['NET SURPLUS / (DEFICIT)', 5614.99, 5700]],
    },
  ],
};

describe("an approved budget printed in two halves, beside the year before's actual", () => {
  const org = organisation(7, approved);

  it("does not count last year's actual as spent against this year's budget", () => {
    const a = firstSentence(org.ask('How much of the volunteer thank-yous budget is still unspent this year?').answer);
    expect(a).not.toMatch(/119\.80/);
  });

  it('reads each half of a page printed in two as its own list, and works out no net from one half', () => {
    expect(firstSentence(org.ask('Volunteer thank-yous budget 2025-26?').answer)).toMatch(/1,600/);
    const net = firstSentence(org.ask('What bottom line does the approved 2025-26 budget expect?').answer);
    expect(net).toMatch(/5,700/);
    expect(net).not.toMatch(/14,200/);
  });
});

const notes: DocSpec = {
  fileName: 'Audited Financial Statements FY2024-25.pdf',
  passages: [{ text: 'Note 9. The examiner was paid a fee of Rs 420,000 (2024: Rs 400,000) and travel costs of Rs 31,000 (2024: Rs 28,000).', page: 15 }],
};

describe('one amount of several a sentence gives, asked for together', () => {
  const org = organisation(7, notes);

  it('does not give one part when the question asks for the fee including the expenses', () => {
    const a = firstSentence(org.ask('total paid to the examiner in FY25 including travel costs?').answer);
    expect(a).not.toMatch(/^Rs 31,000|^Rs 420,000/);
  });
});

const scontrino: DocSpec = {
  fileName: 'Scontrino Bottega San Donato.jpg',
  fields: { merchant: 'BOTTEGA SAN DONATO S.N.C.', currency: '€', date: '2025-05-07', dateText: '07-05-2025', tax: 2.14, total: 23.45 },
  passages: [['BOTTEGA SAN DONATO S.N.C.', 'DOCUMENTO COMMERCIALE di vendita', 'TOTALE COMPLESSIVO 23,45', 'di cui IVA 2,14', 'PAGAMENTO CONTANTE 50,00', 'RESTO 26,55'].join('\n')],
};

describe('an Italian till slip asked about in Italian', () => {
  const org = organisation(1, scontrino);

  it("reads 'resto' as the change given, not the slip's total, and 'scontrino' as a receipt", () => {
    expect(firstSentence(org.ask('Quanto ci hanno dato di resto sullo scontrino della bottega?').answer)).toMatch(/26\.55/);
    expect(firstSentence(org.ask('Totale dello scontrino della bottega?').answer)).toMatch(/23\.45/);
  });
});
