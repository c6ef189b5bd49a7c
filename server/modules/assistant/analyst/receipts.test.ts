// Receipts and photographed invoices on receipts written for these tests: what a question asks of
// a receipt (an amount, one of two taxes, a line's quantity, or something printed that is no amount)
// and whether a receipt for the thing named exists at all.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';

const invoiceText = [
  'BALLYMORE MOTORS LTD',
  'Unit 4, Mill Road, Tullow',
  'VAT No. IE 9876543W',
  'INVOICE No: BM-3310 Date: 02/03/2026',
  'Vehicle: Renault Master minibus Reg: 221-CW-1187',
  'Odometer: 96,410 km',
  'Wiper blades (pair) 1 34.00 34.00',
  'Service labour 2 55.00 110.00',
  'VAT on parts @ 23% 7.82',
  'VAT on labour @ 13.5% 14.85',
  'Total VAT 22.67',
  'INVOICE TOTAL EUR 166.67',
].join('\n');

const tillText = [
  'RIVERSIDE GARDEN & PET',
  '12 Quay Street',
  '03/14/2026 10:22 AM',
  'BIRD SEED MIX 20LB',
  '3 @ 17.49 52.47',
  'HAY BALE',
  '4 @ 9.25 37.00',
  'SUBTOTAL 89.47',
  'GST 5% 4.47',
  'PST 7% 6.26',
  'TOTAL 100.20',
  'MASTERCARD XXXX XXXX XXXX 8830 100.20',
].join('\n');

const invoice: DocSpec = {
  fileName: 'Ballymore invoice BM-3310.jpg',
  passages: [invoiceText],
  fields: { merchant: 'BALLYMORE MOTORS LTD', currency: '€', date: '2026-03-02', dateText: '02/03/2026', tax: 22.67, total: 166.67 },
};
const till: DocSpec = {
  fileName: 'IMG_0314.jpg',
  passages: [tillText],
  fields: { merchant: 'RIVERSIDE GARDEN & PET', date: '2026-03-14', dateText: '03/14/2026', subtotal: 89.47, tax: 10.73, total: 100.2 },
};

describe('what a receipt question asks', () => {
  const org = organisation(1, invoice, till);

  it('something printed that is no amount is quoted from its line, never answered with the total', () => {
    const reg = org.ask('What is the registration of the minibus on the Ballymore invoice?');
    expect(firstSentence(reg.answer)).toMatch(/221-CW-1187/);
    expect(reg.answer).not.toMatch(/166\.67/);
    const card = org.ask('Which card was used at Riverside Garden - the last four digits?');
    expect(firstSentence(card.answer)).toMatch(/8830/);
  });

  it('says how a receipt was paid from the line that prints the means of payment', () => {
    expect(firstSentence(org.ask('how did we pay at riverside garden, cash or card?').answer)).toMatch(/paid by \W*Mastercard/i);
    expect(org.ask('how did we pay at riverside garden, cash or card?').answer).not.toMatch(/100\.20\*\*/);
  });

  it('says plainly when the thing asked is not printed on the receipt', () => {
    const a = org.ask('What is the purchase order number on the Ballymore invoice?');
    expect(a.found).toBe(false);
    expect(firstSentence(a.answer)).toMatch(/couldn't find/);
  });

  it('one tax of two named is that tax’s line; the tax in all is the sum', () => {
    expect(firstSentence(org.ask('How much GST was on the Riverside Garden receipt?').answer)).toMatch(/GST is \$4\.47/);
    expect(firstSentence(org.ask('how much tax in total on the riverside garden receipt').answer)).toMatch(/\$10\.73/);
    expect(firstSentence(org.ask('How much VAT was charged on the Ballymore invoice?').answer)).toMatch(/€22\.67/);
  });

  it("a shop's kind said of a receipt ('that pet store receipt') asks about the receipt, not which shop", () => {
    expect(firstSentence(org.ask('How many bales of hay did we buy on that pet store receipt?').answer)).toMatch(/\b4\b/);
  });

  it('a receipt for something no receipt mentions does not exist, though another word of the question is on one', () => {
    const a = org.ask('Do we have the receipt for the minibus tyres?');
    expect(firstSentence(a.answer)).toMatch(/couldn't find a receipt/);
    expect(a.answer).toMatch(/tyres/);
  });
});

describe('a merchant whose name ends in an abbreviation', () => {
  const org = organisation(1, {
    fileName: 'IMG_4417 invoice.jpg',
    passages: ['KEYSTONE FLEET SERVICE, INC.\nInvoice # K-2291\nDate: 12/18/2025\nDue: 01/17/2026\nLabor (hours) 7.50 125.00 937.50\nTOTAL DUE $3,156.50'],
    fields: { merchant: 'KEYSTONE FLEET SERVICE, INC.', date: '2025-12-18', dateText: '12/18/2025', dueDate: '2026-01-17', dueDateText: '01/17/2026', total: 3156.5 },
  });

  it("keeps the figure in the answer's first sentence ('Inc.' ends no sentence)", () => {
    expect(firstSentence(org.ask('What is the total on the Keystone invoice?').answer)).toMatch(/\$3,156\.50/);
    expect(firstSentence(org.ask('When is the Keystone invoice due?').answer)).toMatch(/January 17, 2026/);
  });

  it("reads 'the invoice no. on the bill' as something printed, not an amount", () => {
    expect(firstSentence(org.ask('invoice no. on the keystone bill?').answer)).toMatch(/K-2291/);
    // (The number itself leads: a line printed as 'INVOICE No. K-2291' would end the first sentence at 'No.'.)
    expect(firstSentence(org.ask('invoice no. on the keystone bill?').answer)).toMatch(/invoice number is\s+K-2291/);
  });
});

describe('a shop named in a question about another document', () => {
  const ledger: DocSpec = {
    fileName: 'Cash book March 2026.xlsx',
    tables: [
      {
        sheet: 'Cash book',
        columns: ['Date', 'Description', 'Payments'],
        rows: [
          ['2026-03-03', 'Riverside Garden & Pet - feed', 412.5],
          ['2026-03-09', 'Office rent', 950],
        ],
      },
    ],
  };
  const org = organisation(1, till, ledger);

  it('is not answered with the shop’s receipt', () => {
    const a = org.ask('how much was paid to Riverside Garden & Pet in the cash book?');
    expect(a.answer).not.toMatch(/100\.20/);
    // Asked of the receipt, it still is.
    expect(firstSentence(org.ask('Riverside Garden & Pet receipt total?').answer)).toMatch(/100\.20/);
  });
});

describe("a receipt's currency when the receipt does not print one", () => {
  const slip: DocSpec = {
    fileName: 'IMG-20260814-WA0011.jpg',
    passages: [['LAKESIDE TIMBER & HARDWARE', 'Date 14/08/2026', 'Roofing sheets 4 2,450.00 9,800.00', 'VAT 16% incl. 1,351.72', 'TOTAL 9,800.00'].join('\n')],
    fields: { merchant: 'LAKESIDE TIMBER & HARDWARE', currency: '£', currencyGuessed: 1, date: '2026-08-14', dateText: '14/08/2026', tax: 1351.72, total: 9800 },
  };
  const accounts: DocSpec = {
    fileName: 'Management accounts FY26.xlsx',
    tables: [{ sheet: 'Income', columns: ['KSh', 'FY26', 'FY25'], rows: [['Water sales', 5185200, 4730100], ['Total income', 7325200, 6718100]] }],
  };

  it("states it in the organisation's own currency, not pounds guessed from VAT", () => {
    const org = organisation(15, slip, accounts);
    const a = org.ask('what was the total on the Lakeside Timber receipt?');
    expect(firstSentence(a.answer)).toMatch(/KSh 9,800\.00/);
  });

  it('keeps pounds when the organisation states no currency of its own', () => {
    const org = organisation(16, slip);
    expect(firstSentence(org.ask('what was the total on the Lakeside Timber receipt?').answer)).toMatch(/£9,800\.00/);
  });
});

describe('the dearest line on a receipt', () => {
  const slip: DocSpec = {
    fileName: 'IMG_20260302_0912.jpg',
    passages: [['HILLTOP FARM SUPPLY', '02/03/2026', 'Fence posts 6 @ 12.50 75.00', 'Wire mesh roll 1 @ 139.00 139.00', 'Staples box 2 @ 8.25 16.50', 'SUBTOTAL 230.50', 'TAX 18.44', 'TOTAL 248.94'].join('\n')],
    fields: { merchant: 'HILLTOP FARM SUPPLY', date: '2026-03-02', dateText: '02/03/2026', subtotal: 230.5, tax: 18.44, total: 248.94 },
  };
  const org = organisation(23, slip);

  it('is the line that cost the most, never the total', () => {
    const a = org.ask('which line on the hilltop farm supply receipt was the dearest?');
    expect(firstSentence(a.answer)).toMatch(/Wire Mesh Roll/i);
    expect(firstSentence(a.answer)).not.toMatch(/248\.94/);
  });

  it('and the cheapest, the line that cost the least', () => {
    expect(firstSentence(org.ask('cheapest item on the hilltop receipt?').answer)).toMatch(/Staples/i);
  });
});

describe('a receipt asked without its tax, and a receipt the question does not name', () => {
  const bakery: DocSpec = {
    fileName: 'IMG_5521.jpg',
    passages: ['HILLSIDE BAKING CO\nDate 03/05/2026\nLoaves 2 @ $7.00 14.00\nScones 18.20\nTOTAL $32.20\nTotal includes GST 15% $4.20'],
    fields: { merchant: 'HILLSIDE BAKING CO', currency: '$', date: '2026-05-03', dateText: '03/05/2026', tax: 4.2, total: 32.2 },
  };
  const org = organisation(4, bakery);

  it("'total excl gst' is the total less the tax in it, with the working", () => {
    const a = org.ask('hillside baking receipt total excl gst?').answer;
    expect(firstSentence(a)).toMatch(/\$28\.00/);
    expect(a).toMatch(/\$32\.20 total − \$4\.20 tax/);
  });

  it("'the flour invoice from the mill' is no receipt the bakery's slip is", () => {
    const a = firstSentence(org.ask('how much gst was on the wholemeal flour invoice from the mill co').answer);
    expect(a).toMatch(/couldn't find a receipt/);
    expect(a).not.toMatch(/4\.20/);
  });
});

// A Québec hardware receipt with the two taxes under their French names, and a supply invoice
// with a due date and two sizes of one thing.
const quebecText = [
  'QUINCAILLERIE DU VIEUX-PORT',
  '2026-02-06 14:31',
  'VIS A BOIS #8 1 9.49 FP',
  'RUBAN ADHESIF 2 @ 4.25 8.50 FP',
  'SOUS-TOTAL 17.99',
  'TPS 5% R123456789 0.90',
  'TVQ 9.975% 1234567890 1.79',
  'TOTAL 20.68',
].join('\n');
const supplyText = [
  'NORTHFIELD MEDICAL SUPPLY',
  'INVOICE No. NF-2291 Invoice Date: 11/03/2025',
  'Terms: Net 30 Due Date: 12/03/2025',
  'Exam gloves, small (100/bx) 12 7.50 90.00',
  'Exam gloves, medium (100/bx) 20 7.50 150.00',
  'Gauze pads (200/bx) 6 11.25 67.50',
  'Subtotal 307.50',
  'TOTAL DUE 307.50',
].join('\n');

describe('taxes by their other names, a due date asked as people type it, and lines named together', () => {
  const org = organisation(1,
    { fileName: 'IMG_20260206.jpg', passages: [quebecText], fields: { merchant: 'QUINCAILLERIE DU VIEUX-PORT', currency: '$', date: '2026-02-06', dateText: '2026-02-06', subtotal: 17.99, tax: 2.69, total: 20.68 } },
    { fileName: 'IMG_7731.jpg', passages: [supplyText], fields: { merchant: 'NORTHFIELD MEDICAL SUPPLY', date: '2025-11-03', dateText: '11/03/2025', dueDate: '2025-12-03', dueDateText: '12/03/2025', subtotal: 307.5, total: 307.5 } },
  );

  it('reads the TVQ and the TPS, each its own line, by either language’s name', () => {
    expect(firstSentence(org.ask('how much TVQ on the quincaillerie receipt').answer)).toMatch(/\$1\.79\b/);
    expect(firstSentence(org.ask('how much QST on the quincaillerie receipt').answer)).toMatch(/\$1\.79\b/);
    expect(firstSentence(org.ask('the GST on the quincaillerie receipt?').answer)).toMatch(/\$0\.90\b/);
  });

  it("reads 'whens the invoice due' as when it is due", () => {
    expect(firstSentence(org.ask('whens the northfield invoice due').answer)).toMatch(/due on \*?\*?12\/03\/2025/);
  });

  it('adds up two lines named together, each by a word of its own (a word cut short too)', () => {
    expect(firstSentence(org.ask('how many boxes of gloves on the northfield invoice, sm + med').answer)).toMatch(/\b32\b/);
    expect(firstSentence(org.ask('what did the gauze and the medium gloves cost on the northfield invoice').answer)).toMatch(/\$217\.50\b/);
    // (One line named: that line alone.)
    expect(firstSentence(org.ask('how many medium gloves on the northfield invoice').answer)).toMatch(/\b20\b/);
  });
});

// A hardware store's ticket photographed in Mérida, asked about in Spanish, and an invoice asked by
// a number it does not print.
const ticketText = [
  'FERRETERIA LA CEIBA',
  'FECHA: 03/10/2025',
  '4 COSTAL CEMENTO 50KG @ 245.00 980.00',
  'SUBTOTAL 980.00',
  'IVA 16% 156.80',
  'TOTAL 1,136.80',
].join('\n');

describe('receipts by their other names', () => {
  const org = organisation(1, { fileName: 'WhatsApp Image 2025-10-03.jpeg', passages: [ticketText], fields: { merchant: 'FERRETERIA LA CEIBA', date: '2025-10-03', dateText: '03/10/2025', subtotal: 980, tax: 156.8, total: 1136.8 } });

  it("reads 'el ticket de la ferretería' as the hardware store's receipt", () => {
    expect(firstSentence(org.ask('cuánto fue el total del ticket de la ferretería').answer)).toMatch(/\$1,136\.80\b/);
    expect(firstSentence(org.ask('fecha del ticket de la ferreteria').answer)).toMatch(/03\/10\/2025/);
  });

  it('does not answer an invoice asked by a number no receipt prints', () => {
    const a = org.ask('iva on the la ceiba invoice 4471?');
    expect(a.answer).not.toMatch(/156\.80/);
  });
});

describe('a payee named that no receipt shows', () => {
  // A builders' merchant's invoice for a hall roof, beside a contractor paid for the same project.
  const merchant: DocSpec = {
    fileName: 'Oakfield invoice.jpg',
    passages: ['OAKFIELD BUILDING SUPPLIES\nDeliver to: Village hall roof project\nRoof battens 40 6.50 260.00\nTOTAL 260.00'],
    fields: { merchant: 'OAKFIELD BUILDING SUPPLIES', date: '2026-02-10', dateText: '10/02/2026', total: 260 },
  };
  const payments: DocSpec = {
    fileName: 'Hall roof project.xlsx',
    tables: [{ sheet: 'Payments', title: 'Village hall roof project - payments', columns: ['Paid to', 'Date', 'Amount'], rows: [['Brennan Roofing', '2026-01-15', 4200], ['Brennan Roofing', '2026-02-20', 3100], ['Oakfield Building Supplies', '2026-02-10', 260]] }],
  };
  const org = organisation(1, merchant, payments);

  it("is not answered with another shop's receipt that shares the project's words", () => {
    const a = org.ask('total paid to Brennan Roofing on the hall roof project so far');
    expect(a.answer).not.toMatch(/receipt's total/);
    expect(firstSentence(a.answer)).toMatch(/7,300/);
  });
});

describe('a photographed page of the organisation’s own accounts', () => {
  const own = 'HILLCREST WOODLAND USERS GROUP';
  const page: DocSpec = {
    fileName: 'AGM statement photo.png',
    passages: [[own, 'Income and expenditure 2024-25', 'Timber sales 412,000.00', 'Government royalty (15% on timber sold outside) 38,400.00', 'TOTAL 60,000.00'].join('\n')],
    fields: { merchant: own, total: 60000 },
  };
  const ledger = (name: string, title: string): DocSpec => ({
    fileName: name,
    passages: [`Hillcrest Woodland Users Group - ${title}, prepared by the treasurer`],
    tables: [{ title: `Hillcrest Woodland Users Group - ${title}`, columns: ['', '2025-26'], rows: [['Timber sales', 95_000], ['Firewood sales', 12_400]] }],
  });
  const org = organisation(7, page, ledger('Cash book 2025-26.xlsx', 'cash book'), ledger('Sales register 2025-26.pdf', 'sales register'));

  it('is no shop’s receipt for a question that shares its words', () => {
    const a = org.ask('How much royalty does Hillcrest Woodland owe on timber sold to outsiders this year?');
    expect(a.answer).not.toMatch(/receipt/i);
    expect(a.answer).not.toMatch(/60,000/);
  });
});

describe('a ticket from a shop whose name is an everyday word', () => {
  const ticket: DocSpec = {
    fileName: 'Ticket Super Bodega 12-03-2025.jpg',
    passages: [['SÚPER BODEGA ANTEQUERA', 'TICKET 0145-003-004521', '12/MAR/2025 10:42', '8 ARROZ SUPER EXTRA 1KG 28.90 231.20', '10 FRIJOL NEGRO 1KG 34.50 345.00', 'SUBTOTAL 2,323.51', 'IVA 16% 45.49', 'TOTAL 2,369.00'].join('\n')],
    fields: { merchant: 'SUPER BODEGA ANTEQUERA', currency: '$', date: '2025-03-12', dateText: '12/MAR/2025', tax: 45.49, total: 2369 },
  };
  const org = organisation(1, ticket);

  it("reads 'Súper' as the shop's name, not a line of rice nor superannuation", () => {
    const a = firstSentence(org.ask('What was the total on the Súper Bodega ticket?').answer);
    expect(a).toMatch(/2,369\.00/);
    expect(a).not.toMatch(/231\.20/);
  });

  it("answers a date asked in the ticket's own language", () => {
    expect(firstSentence(org.ask('¿En qué fecha se hizo la compra del ticket del súper?').answer)).toMatch(/12\/MAR\/2025|March 12, 2025/);
  });
});
