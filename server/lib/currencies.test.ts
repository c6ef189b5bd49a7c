// The one list of currencies: read from codes, words and marks, compared by family, asked for in
// questions.
import { describe, expect, it } from 'vitest';
import { currenciesNamed, currencyAsked, currencyByCode, currencyFamily, CURRENCY_WORD, inCurrencyAsked } from './currencies';

const signs = (text: string) => currenciesNamed(text).map((c) => c.sign);

describe('currencies named in a text', () => {
  it('reads a code, the words or a mark', () => {
    expect(signs('Amounts in BWP')).toEqual(['P']);
    expect(signs('Amount (P)')).toEqual(['P']);
    expect(signs('P 1,594.19')).toEqual(['P']);
    expect(signs('Figures in Pakistani rupees')).toEqual(['Rs ']);
    expect(signs('GH₵ 12,000')).toEqual(['GH₵']);
    expect(signs('Guyana dollars')).toEqual(['G$']);
    expect(signs('K 12,500.00')).toEqual(['K']);
  });

  it('keeps a general mark out when a specific one of its family is named', () => {
    expect(signs('Rs. 1,200 (PKR)')).toEqual(['Rs ']);
    expect(signs('₹ 4,500 Rs.')).toEqual(['₹']);
  });

  it('reads a one-letter mark only right before a figure and only when nothing else is named', () => {
    expect(signs('P&L for the year')).toEqual([]);
    expect(signs('Project P12')).toEqual([]);
    expect(signs('P 1,200 paid in EUR')).toEqual(['€']);
    expect(signs('R 450.00')).toEqual(['R']);
  });
});

describe('currencies whose codes are words', () => {
  it('reads riel, sol and lari by their codes, words and marks', () => {
    expect(signs('Grand Total (KHR) 3,328,400 KHR')).toEqual(['៛']);
    expect(signs('Total PEN 1,250.00')).toEqual(['S/ ']);
    expect(signs('៛ 41,000')).toEqual(['៛']);
    expect(currencyAsked('how much was the receipt in riel?')).toBe('៛');
  });

  it('never reads a gel pen or a name for a currency', () => {
    expect(signs('GEL PEN BLUE 2 @ 1.50 3.00')).toEqual([]);
    expect(signs('Paid to BOB MAD DOG CATERING')).toEqual([]);
    expect(currencyAsked('how much did the gel pens cost?')).toBeNull();
    expect(CURRENCY_WORD.test('Pens and gel inks')).toBe(false);
  });
});

describe('pesos', () => {
  it("reads Mexico's and other countries' pesos by their words or codes, and pesos alone as the Philippines' only when nothing else is named", () => {
    expect(signs('(Cifras en pesos mexicanos)')).toEqual(['MX$']);
    expect(signs('Importe (MXN)')).toEqual(['MX$']);
    expect(signs('Total en pesos, MXN')).toEqual(['MX$']);
    expect(signs('RD$ 12,500')).toEqual(['RD$']);
    expect(signs('Amounts in pesos')).toEqual(['₱']);
    expect(signs('₱ 12,500 (pesos)')).toEqual(['₱']);
  });

  it("asks 'in pesos' of any peso, and of no dollar", () => {
    expect(currencyAsked('how much is that in pesos?')).toBe('peso');
    expect(inCurrencyAsked('MX$', 'peso')).toBe(true);
    expect(inCurrencyAsked('₱', 'peso')).toBe(true);
    expect(inCurrencyAsked('$', 'peso')).toBe(false);
    expect(currencyAsked('total in mexican pesos')).toBe('$');
  });
});

describe('currency families', () => {
  it('puts every dollar, every rupee and every shilling together', () => {
    expect(currencyFamily('G$')).toBe('$');
    expect(currencyFamily('Rs ')).toBe(currencyFamily('₹'));
    expect(currencyFamily('TSh ')).toBe(currencyFamily('KSh '));
    expect(currencyFamily('P')).not.toBe(currencyFamily('$'));
  });

  it('reads the currency a question asks its figure in', () => {
    expect(currencyAsked('how much in pula?')).toBe('P');
    expect(currencyAsked('what is it in us dollars')).toBe('$');
    expect(currencyAsked('total in rupees')).toBe('Rs');
    expect(currencyAsked('how many shillings did we spend')).toBe('Sh');
    expect(currencyAsked('pounds of food given out')).toBeNull();
    expect(currencyAsked('what did rent cost')).toBeNull();
  });

  it('knows a code and tells a heading that names a currency', () => {
    expect(currencyByCode('bwp')?.sign).toBe('P');
    expect(currencyByCode('XYZ')).toBeNull();
    expect(CURRENCY_WORD.test('Amount in pula')).toBe(true);
    expect(CURRENCY_WORD.test('Amount (GYD)')).toBe(true);
    expect(CURRENCY_WORD.test('Amount')).toBe(false);
  });
});
