// The lines of receipts, invoices and bills as their photos are read (texts written for this test).
import { describe, expect, it } from 'vitest';
import { itemCount, quantityIn, receiptItems } from './receipt-lines';

const brief = (text: string) => receiptItems(text).map((i) => [i.name, i.quantity, i.unitPrice, i.amount]);

describe('receipt lines', () => {
  it("reads a till receipt's name line and its 'qty @ price amount' line below, or the amount beside the name", () => {
    const text = ['CORNER HARDWARE', '04/03/2025 09:12', 'WOOD SCREWS 4X40 200PK', '2 @ 8.45 16.90', 'MASKING TAPE 48MM 7.98', '2 @ 3.99', 'DUST SHEET 5.50', 'SUBTOTAL 30.38', 'TAX 0.00', 'TOTAL 30.38', 'ITEMS SOLD: 5'].join('\n');
    expect(brief(text)).toEqual([
      ['WOOD SCREWS 4X40 200PK', 2, 8.45, 16.9],
      ['MASKING TAPE 48MM', 2, 3.99, 7.98],
      ['DUST SHEET', null, null, 5.5],
    ]);
    expect(itemCount(text)).toBe(5);
  });

  it("reads a supermarket's 'qty X name amount' lines with the VAT code after the amount", () => {
    const text = ['HILLSIDE GROCERS', '3 X SEMI SKIM MILK 4PT 4.65 Z', '2 X FREE RANGE EGGS 6PK 5.00 Z', 'BIN BAGS 40PK 3.60 A', 'SUBTOTAL 13.25', 'TOTAL 13.25', 'VAT TOTAL 0.60'].join('\n');
    expect(brief(text)).toEqual([
      ['SEMI SKIM MILK 4PT', 3, 1.55, 4.65],
      ['FREE RANGE EGGS 6PK', 2, 2.5, 5],
      ['BIN BAGS 40PK', null, null, 3.6],
    ]);
  });

  it("reads OCR's slips in a price ('10:63', '1@ 4.20', '2. x: 1.05 2.10')", () => {
    const text = ['HEAD TORCH', '1x 10:63 10.63', 'AA CELLS', '1@ 4.20 4.20', 'HOOKS SMALL', '2. x: 1.05 2.10', 'TOTAL 16.93'].join('\n');
    expect(brief(text)).toEqual([
      ['HEAD TORCH', 1, 10.63, 10.63],
      ['AA CELLS', 1, 4.2, 4.2],
      ['HOOKS SMALL', 2, 1.05, 2.1],
    ]);
  });

  it("reads an invoice's rows of description, quantity, unit price and amount, and a bill's quantity and rate", () => {
    const invoice = ['Description Qty Unit price Amount', 'Hall hire, Saturday 1 120.00 120.00', 'Folding chairs 40 1.25 50.00', 'Subtotal 170.00', 'TOTAL DUE $170.00'].join('\n');
    expect(brief(invoice)).toEqual([
      ['Hall hire, Saturday', 1, 120, 120],
      ['Folding chairs', 40, 1.25, 50],
    ]);
    const bill = ['Gas used 1,830 kWh', 'Gas 1,830 kWh at 6.10p £111.63', 'Standing charge 92 days at 30.00p £27.60', 'Total before VAT £139.23', 'VAT at 5% £6.96', 'TOTAL AMOUNT DUE £146.19'].join('\n');
    expect(brief(bill)).toEqual([
      ['Gas', 1830, null, 111.63],
      ['Standing charge', 92, null, 27.6],
    ]);
    expect(quantityIn(bill, 'kwh')).toEqual({ value: 1830, unit: 'kWh' });
    expect(quantityIn(bill, 'litres')).toBeNull();
  });

  it('finds no items in totals, payments and the shop’s own lines', () => {
    expect(receiptItems(['SUBTOTAL 12.00', 'VAT 2.40', 'TOTAL 14.40', 'VISA DEBIT 14.40', 'CHANGE 0.00'].join('\n'))).toEqual([]);
    expect(itemCount('TOTAL 9.99')).toBeNull();
  });
});
