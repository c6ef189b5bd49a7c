// An Indonesian foundation's statements (ISAK 35: 'Pendapatan', 'Beban', 'Jumlah', net assets
// 'tanpa pembatasan' and 'dengan pembatasan'; a budget against 'realisasi'), asked in Indonesian
// and in English, on documents written for these tests.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';

const statements: DocSpec = {
  fileName: 'Laporan Keuangan 2025 Yayasan Sinar Pagi.pdf',
  tables: [
    {
      page: 4,
      title: 'LAPORAN PENGHASILAN KOMPREHENSIF - Untuk Tahun yang Berakhir pada Tanggal 31 Desember 2025',
      columns: ['', 'Tanpa Pembatasan dari Pemberi Sumber Daya', 'Dengan Pembatasan dari Pemberi Sumber Daya', 'Jumlah 2025', 'Jumlah 2024'],
      rows: [
        ['PENDAPATAN', null, null, null, null],
        ['Sumbangan individu', 410000000, 90000000, 500000000, 460000000],
        ['Hibah lembaga donor', null, 700000000, 700000000, 640000000],
        ['Jumlah Pendapatan', 410000000, 790000000, 1200000000, 1100000000],
        ['BEBAN', null, null, null, null],
        ['Program Pendidikan', 520000000, null, 520000000, 480000000],
        ['Beban gaji dan tunjangan', 300000000, null, 300000000, 290000000],
        ['Jumlah Beban', 820000000, null, 820000000, 770000000],
      ],
    },
  ],
};

const budget: DocSpec = {
  fileName: 'RAB 2025.xlsx',
  tables: [
    {
      sheet: 'RAB',
      title: 'Rencana Anggaran Biaya dan Realisasi 2025',
      columns: ['', 'Anggaran 2025', 'Realisasi 2025'],
      rows: [
        ['Program Pendidikan', 560000000, 520000000],
        ['Sewa kantor', 48000000, 48000000],
      ],
    },
  ],
};

describe('an Indonesian foundation asked in Indonesian and in English', () => {
  const org = organisation(1, statements, budget);

  it('reads the little words of an Indonesian question as such, and its terms as the statement’s', () => {
    expect(firstSentence(org.ask('Berapa jumlah pendapatan tahun 2025?').answer)).toMatch(/1,200,000,000/);
  });

  it("reads 'Beban' as the expenses an English question asks for", () => {
    expect(firstSentence(org.ask('What were total expenses in 2024?').answer)).toMatch(/770,000,000/);
  });

  it("reads 'Anggaran' as the budget and 'Realisasi' as what was spent", () => {
    const a = firstSentence(org.ask('How far under budget was the education programme in 2025?').answer);
    expect(a).toMatch(/40,000,000/);
  });
});
