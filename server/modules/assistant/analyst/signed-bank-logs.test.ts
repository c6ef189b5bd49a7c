// A bank's transaction history with one signed column of amounts and a running balance beside it
// (money in and out together, as South African, Australian and Dutch banks export them), read record
// by record: how many, which one, those a word or the question's verb picks out; on a statement
// written for these tests, read by the product's own CSV parser.
import { describe, expect, it } from 'vitest';
import { firstSentence, withParsed, type TestOrg } from './fixtures';

const HISTORY = [
  'ACCOUNT TRANSACTION HISTORY',
  'Name:,"UMOYA YOUTH SPORT NPC"',
  'Account:,"6200110 [Business Cheque Account]"',
  'Statement Period:,"01 March 2026 - 31 March 2026"',
  'Opening Balance:,50000.00',
  'Closing Balance:,129444.10',
  '',
  'Date,Amount,Balance,Description',
  '2026/03/02,-9000.00,41000.00,"NBK App Payment To Harbour Properties Rent Mar26"',
  '2026/03/02,-185.00,40815.00,"#Monthly Account Fee"',
  '2026/03/03,120000.00,160815.00,"Magtape Credit Sizwe Foundation Tranche 2"',
  '2026/03/03,2150.00,162965.00,"SnapScan Settlement Donations"',
  '2026/03/05,-40000.00,122965.00,"Internal Transfer To Call Account 6200129"',
  '2026/03/09,-42.30,122922.70,"#Cash Deposit Fee"',
  '2026/03/10,3180.40,126103.10,"SnapScan Settlement Donations"',
  '2026/03/16,2600.00,128703.10,"SnapScan Settlement Donations"',
  '2026/03/20,-2100.00,126603.10,"NBK App Payment To Coastal Security Mar26"',
  '2026/03/31,-59.00,126544.10,"#Service Fees"',
  '2026/03/31,5000.00,131544.10,"PayFast Payment Online Donations"',
  '2026/03/31,-2100.00,129444.10,"NBK App Payment To Coastal Security Apr26 Advance"',
].join('\n');

describe("a bank log's signed amounts, read record by record", () => {
  let org: TestOrg;
  const ask = async (q: string) => {
    org ??= await withParsed(4, { 'NBK Business Cheque March 2026.csv': HISTORY });
    return firstSentence(org.ask(q).answer);
  };

  it('reads the balance beside the description as a balance, and counts the records a word picks out', async () => {
    expect(await ask('Number of SnapScan settlements in March?')).toMatch(/\b3\b/);
  });

  it("adds up the records a word picks out, the bank's name its log's though some records say it, charges given as the money that went out", async () => {
    const a = await ask('Total NBK fees for March?');
    expect(a).toMatch(/286\.30/);
    expect(a).not.toMatch(/-R?286/);
  });

  it('adds up every record that went the way the verb says, not their net', async () => {
    const a = await ask('How much did the cheque account receive in March 2026?');
    expect(a).toMatch(/132,930\.40/);
    expect(a).not.toMatch(/79,444\.10/);
  });

  it('takes the largest deposit among the money coming in, the largest withdrawal among the money going out', async () => {
    expect(await ask('Biggest single deposit in March?')).toMatch(/120,000/);
    expect(await ask('What was the largest single withdrawal in March?')).toMatch(/40,000/);
    // (Not a payment that came in, 'PayFast Payment Online Donations'.)
    expect(await ask('Which single payment out was the largest in March?')).toMatch(/9,000/);
  });

  it('says nothing came in from a payee the records only paid', async () => {
    expect(await ask('How much was received from Coastal Security in March?')).toMatch(/couldn't find|could not find/);
  });
});
