// Re-reads every generated file of set AQ with generic readers (pdfjs text, exceljs values and cached formula
// results, the Word XML, the CSV text and tesseract OCR of the photos), checks the documents' own arithmetic and
// the ties between them, recomputes every case's answer from what was read (each case's `from`), and checks that
// the not-found subjects are absent.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS } from './data.mjs';
import { CASES } from './lib/questions.mjs';
import { readAny, cellNum } from './lib/read.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-aq');
let checks = 0, failures = 0;
const ok = (c, m) => { checks++; if (!c) { failures++; console.error(`FAIL ${m}`); } };
const near = (a, b, abs = 0.5) => Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= Math.max(abs, 1e-9 * Math.abs(b));
const sum = (a) => a.reduce((s, x) => s + x, 0);

const R = {};
for (const org of Object.keys(DOCS)) R[org] = await Promise.all(DOCS[org].map((f) => readAny(path.join(SET, 'documents', org, f))));
const text = (rows) => rows.map((r) => r.map((c) => String(c ?? '').trim()).join(' | ')).join('\n');

// an Indonesian-printed number: 1.234.567 / (1.234.567) / 4,25% / dashes for zero; workbook cells are numbers already
export function idNum(s) {
  if (typeof s === 'number') return s;
  const t = String(s ?? '').trim();
  if (t === '-' || t === '–') return 0;
  const m = t.match(/^\(?(-?(?:\d{1,3}(?:\.\d{3})+|\d+))(?:,(\d+))?\)?\s?%?$/);
  if (!m) return null;
  const v = parseFloat(m[1].replace(/\./g, '') + (m[2] ? `.${m[2]}` : ''));
  return /^\(/.test(t) ? -v : v;
}
// a US-printed number, also "$ 1,234", "$ –" and dashes for zero
function usNum(s) {
  if (typeof s === 'number') return s;
  const t = String(s ?? '').trim().replace(/^\$\s?/, '');
  if (t === '-' || t === '–') return 0;
  return cellNum(t);
}

// the generic reader API the cases' `from` functions use
function api(org) {
  const num = org === 'kalicode' ? idNum : usNum;
  const docs = R[org];
  const rowOf = (d, label, after) => {
    const rows = docs[d];
    let start = 0;
    if (after) { start = rows.findIndex((r) => r.some((c) => String(c ?? '').trim() === after)); if (start < 0) throw new Error(`marker "${after}" not found`); }
    for (let i = start; i < rows.length; i++) { const j = rows[i].findIndex((c) => String(c ?? '').trim() === label); if (j >= 0) return { row: rows[i], j }; }
    throw new Error(`row "${label}" not found in document ${d}`);
  };
  const g = {
    num,
    rows: (d) => docs[d],
    row: (d, label, after) => { const h = rowOf(d, label, after); return h.row.filter((c, k) => k !== h.j); },
    n: (d, label, k, after) => {
      const h = rowOf(d, label, after);
      const nums = h.row.filter((c, i) => i !== h.j).map(num).filter((x) => x !== null && x !== undefined && !Number.isNaN(x));
      if (nums[k] === undefined) throw new Error(`row "${label}" has no number ${k}`);
      return nums[k];
    },
    text: (d) => text(docs[d]),
    find: (d, re) => { const m = text(docs[d]).match(re); if (!m) throw new Error(`pattern ${re} not found in document ${d}`); return m[1].trim(); },
    ocr: (d, re) => { const m = text(docs[d]).match(re); if (!m) throw new Error(`OCR pattern ${re} not found`); return num(m[1].replace(/\s/g, '')); },
    sheet: (d, name) => { const rows = docs[d]; const i0 = rows.findIndex((r) => r[0] === `[sheet ${name}]`); if (i0 < 0) throw new Error(`sheet ${name}`); const i1 = rows.findIndex((r, i) => i > i0 && String(r[0]).startsWith('[sheet ')); return rows.slice(i0 + 1, i1 < 0 ? undefined : i1); },
    // BCA: 'dd/12 rows with an amount and a CR/DB flag
    bca: () => docs[3].filter((r) => /^'\d\d\/12$/.test(r[0])).map((r) => ({ day: Number(r[0].slice(1, 3)), desc: r[1], amt: Number(r[3]), type: r[4], bal: Number(r[5]) })),
    bcaSummary: (label) => Number(docs[3].find((r) => r[0] === label)[2]),
    // QuickBooks: row by label, month m (0-11, 12 = Total), j (0 actual, 1 budget, 2 over budget, 3 % of budget)
    qb: (label, m, j) => { const r = docs[2].find((x) => String(x[0]).trim() === label); if (!r) throw new Error(`QB row ${label}`); const v = r[1 + m * 4 + j]; if (typeof v !== 'number') throw new Error(`QB ${label} ${m} ${j} not a number`); return v; },
    pto: () => { const rows = docs[3]; const h = rows[0]; return rows.slice(1).map((r) => Object.fromEntries(h.map((k, i) => [k, r[i]]))); },
  };
  return g;
}
const G = { kalicode: api('kalicode'), desertwillow: api('desertwillow') };

// ---------------------------------------------------------------- kalicode: the documents' own arithmetic and ties
{
  const g = G.kalicode;
  const LPK = 'LAPORAN POSISI KEUANGAN';
  const LPAN = 'LAPORAN PERUBAHAN ASET NETO';
  const n = (l, k, a) => g.n(0, l, k, a);
  for (const k of [0, 1]) {
    const kNote = k + 1; // rows with a Catatan number
    const al = n('Kas dan setara kas', kNote, LPK) + n('Piutang hibah', kNote, LPK) + n('Uang muka kegiatan', k, LPK) + n('Biaya dibayar di muka', k, LPK);
    ok(near(al, n('Jumlah Aset Lancar', k)), `LPK aset lancar adds up (${k})`);
    ok(near(al + n('Aset tetap - neto', kNote), n('JUMLAH ASET', k)), `LPK jumlah aset (${k})`);
    const ll = n('Utang usaha', k, LPK) + n('Beban masih harus dibayar', k, LPK) + n('Utang pajak', k, LPK);
    ok(near(ll, n('Jumlah Liabilitas Jangka Pendek', k)), `LPK liabilitas jangka pendek (${k})`);
    ok(near(ll + n('Liabilitas imbalan kerja', kNote, LPK), n('Jumlah Liabilitas', k)), `LPK jumlah liabilitas (${k})`);
    ok(near(n('Tanpa pembatasan dari pemberi sumber daya', k, LPK) + n('Dengan pembatasan dari pemberi sumber daya', kNote, LPK), n('Jumlah Aset Neto', k)), `LPK aset neto (${k})`);
    ok(near(n('Jumlah Liabilitas', k) + n('Jumlah Aset Neto', k), n('JUMLAH LIABILITAS DAN ASET NETO', k)), `LPK liabilitas dan aset neto (${k})`);
    ok(near(n('JUMLAH ASET', k), n('JUMLAH LIABILITAS DAN ASET NETO', k)), `laporan posisi keuangan balances (${k})`);
  }
  // laporan penghasilan komprehensif, by column (0 tanpa, 1 dengan, 2 jumlah 2025, 3 jumlah 2024)
  const incL = [['Sumbangan individu', 1], ['Sumbangan perusahaan (CSR)', 1], ['Hibah lembaga donor', 1], ['Pendapatan jasa pelatihan', 0], ['Pendapatan bunga dan jasa giro', 0]];
  const funcL = ['Program Pendidikan', 'Program Kesehatan Ibu dan Anak', 'Program Pemberdayaan Ekonomi'];
  for (const k of [0, 1, 2, 3]) {
    const inc = sum(incL.map(([l, o]) => n(l, k + o))) + n('Aset neto yang dibebaskan dari', k + 1);
    ok(near(inc, n('Jumlah Pendapatan', k)), `LPK pendapatan column ${k}`);
    const prog = sum(funcL.map((l) => n(l, k)));
    ok(near(prog, n('Jumlah beban program', k)), `beban program column ${k}`);
    ok(near(prog + n('Beban umum dan administrasi', k) + n('Beban penggalangan dana', k), n('Jumlah Beban', k)), `jumlah beban column ${k}`);
    ok(near(n('Jumlah Pendapatan', k) - n('Jumlah Beban', k), n('SURPLUS TAHUN BERJALAN', k)), `surplus column ${k}`);
    ok(near(n('SURPLUS TAHUN BERJALAN', k), n('TOTAL PENGHASILAN', k)), `total penghasilan komprehensif column ${k}`);
  }
  for (const [l, o] of [...incL, ['Jumlah Pendapatan', 0], ['Jumlah Beban', 0], ['SURPLUS TAHUN BERJALAN', 0]]) ok(near(n(l, o) + n(l, o + 1), n(l, o + 2)), `tanpa + dengan = jumlah: ${l}`);
  ok(near(n('Aset neto yang dibebaskan dari', 1), -n('Aset neto yang dibebaskan dari', 2)), 'released both ways');
  // perubahan aset neto
  for (const k of [0, 1]) {
    ok(near(n('Saldo awal', k, LPAN) + n('Surplus tahun berjalan', k, LPAN), n('Saldo akhir', k, LPAN)), `aset neto tanpa rolls (${k})`);
  }
  const dRows = g.rows(0);
  const iD = dRows.findIndex((r) => r[0] === 'ASET NETO DENGAN PEMBATASAN DARI PEMBERI SUMBER DAYA');
  const after = (label, from) => { for (let i = from; i < dRows.length; i++) if (dRows[i][0] === label) return dRows[i].slice(1).map(idNum); throw new Error(label); };
  const dAwal = after('Saldo awal', iD), dSur = after('Surplus tahun berjalan', iD), dAkhir = after('Saldo akhir', iD);
  for (const k of [0, 1]) ok(near(dAwal[k] + dSur[k], dAkhir[k]), `aset neto dengan rolls (${k})`);
  ok(near(n('Saldo akhir', 0, LPAN), n('Tanpa pembatasan dari pemberi sumber daya', 0, LPK)) && near(dAkhir[0], n('Dengan pembatasan dari pemberi sumber daya', 1, LPK)), 'perubahan aset neto = LPK');
  ok(near(n('Saldo awal', 0, LPAN), n('Saldo akhir', 1, LPAN)) && near(dAwal[0], dAkhir[1]), '2025 opening = 2024 closing');
  ok(near(n('TOTAL ASET NETO', 0), n('Jumlah Aset Neto', 0)) && near(n('TOTAL ASET NETO', 1), n('Jumlah Aset Neto', 1)), 'total aset neto = LPK');
  ok(near(n('Surplus tahun berjalan', 0, LPAN), n('SURPLUS TAHUN BERJALAN', 0)) && near(dSur[0], n('SURPLUS TAHUN BERJALAN', 1)) && near(dSur[1] + n('Surplus tahun berjalan', 1, LPAN), n('SURPLUS TAHUN BERJALAN', 3)), 'surplus ties to the income statement');
  // arus kas
  const AK = 'LAPORAN ARUS KAS';
  const opL = ['Surplus tahun berjalan', 'Penyesuaian: penyusutan aset tetap', 'Piutang hibah', 'Uang muka kegiatan', 'Biaya dibayar di muka', 'Utang usaha', 'Beban masih harus dibayar', 'Utang pajak', 'Liabilitas imbalan kerja'];
  const op = sum(opL.map((l) => n(l, 0, AK)));
  ok(near(op, n('Kas neto diperoleh dari aktivitas operasi', 0)), 'arus kas operasi adds up');
  ok(near(op + n('Kas neto digunakan untuk aktivitas investasi', 0), n('KENAIKAN NETO KAS DAN SETARA KAS', 0)), 'kenaikan kas');
  ok(near(n('KAS DAN SETARA KAS AWAL TAHUN', 0) + n('KENAIKAN NETO KAS DAN SETARA KAS', 0), n('KAS DAN SETARA KAS AKHIR TAHUN', 0)), 'kas akhir');
  ok(near(n('KAS DAN SETARA KAS AKHIR TAHUN', 0), n('Kas dan setara kas', 1, LPK)) && near(n('KAS DAN SETARA KAS AWAL TAHUN', 0), n('Kas dan setara kas', 2, LPK)), 'arus kas = LPK');
  ok(near(n('Penyesuaian: penyusutan aset tetap', 0), n('Jumlah akumulasi penyusutan', 1)), 'arus kas depreciation = note 6');
  for (const [l, lpk, kk] of [['Piutang hibah', 'Piutang hibah', 1], ['Utang usaha', 'Utang usaha', 0], ['Liabilitas imbalan kerja', 'Liabilitas imbalan kerja', 1]]) {
    const sign = l === 'Piutang hibah' ? -1 : 1;
    ok(near(n(l, 0, AK), sign * (n(lpk, kk, LPK) - n(lpk, kk + 1, LPK))), `arus kas ${l} = change in LPK`);
  }
  // notes
  const K4 = '4. KAS DAN SETARA KAS';
  for (const k of [0, 1]) {
    const c = ['Kas kecil', 'Bank Central Asia (BCA) – giro 037-3188-421', 'Bank Mandiri – tabungan 137-00-1884452-6', 'Deposito berjangka BPD DIY (jatuh tempo 3 bulan)'].map((l) => n(l, k, K4));
    ok(near(sum(c), n('Jumlah', k, K4)) && near(sum(c), n('Kas dan setara kas', k + 1, LPK)), `note 4 cash adds to LPK (${k})`);
  }
  const K6 = '6. ASET TETAP';
  const fa = ['Bangunan', 'Kendaraan', 'Peralatan kantor dan kegiatan'];
  const costRows = fa.map((l) => g.row(0, l, K6).map(idNum));
  ok(costRows.every((r) => near(r[0] + r[1] - r[2], r[3])), 'note 6 cost rolls by asset');
  ok([0, 1, 3].every((k) => near(sum(costRows.map((r) => r[k])), n('Jumlah biaya perolehan', k))), 'note 6 cost totals');
  const iAcc = dRows.findIndex((r) => r[0] === 'Akumulasi penyusutan');
  const accRows = fa.map((l) => after(l, iAcc));
  ok(accRows.every((r) => near(r[0] + r[1] - r[2], r[3])), 'note 6 depreciation rolls by asset');
  ok([0, 1, 3].every((k) => near(sum(accRows.map((r) => r[k])), n('Jumlah akumulasi penyusutan', k))), 'note 6 depreciation totals');
  ok(near(n('Jumlah biaya perolehan', 0) - n('Jumlah akumulasi penyusutan', 0), n('Nilai buku neto', 0)) && near(n('Jumlah biaya perolehan', 3) - n('Jumlah akumulasi penyusutan', 3), n('Nilai buku neto', 1)), 'note 6 net book value');
  ok(near(n('Nilai buku neto', 1), n('Aset tetap - neto', 1)) && near(n('Nilai buku neto', 0), n('Aset tetap - neto', 2)), 'note 6 = LPK aset tetap');
  ok(near(n('Jumlah sumbangan individu', 0), n('Sumbangan individu', 3)) && near(n('Jumlah sumbangan individu', 1), n('Sumbangan individu', 4)), 'note 8 individu = LPK');
  ok(near(n('Sumbangan individu – donasi rutin, kotak amal dan kampanye daring', 0) + n('Sumbangan individu – kampanye "Sekolah Tetap Jalan" (dengan pembatasan)', 0), n('Jumlah sumbangan individu', 0)), 'note 8 individu adds up');
  ok(near(n('PT Bank Merapi Sejahtera Tbk (dengan pembatasan)', 0) + n('PT Semen Progo Lestari (dengan pembatasan)', 0) + n('Perusahaan lain (tanpa pembatasan)', 0), n('Jumlah sumbangan perusahaan (CSR)', 0)) && near(n('Jumlah sumbangan perusahaan (CSR)', 0), n('Sumbangan perusahaan (CSR)', 3)), 'note 8 CSR adds up and = LPK');
  const K9 = '9. HIBAH LEMBAGA DONOR';
  for (const k of [0, 1]) ok(near(n('Stichting Samen Leren (Belanda) – EUR 57.250', k) + n('Yayasan Amal Cahaya Bangsa', k, K9), n('Jumlah', k, K9)) && near(n('Jumlah', k, K9), n('Hibah lembaga donor', 3 + k)), `note 9 = LPK (${k})`);
  const K10 = '10. ASET NETO DENGAN PEMBATASAN DARI PEMBERI SUMBER DAYA';
  const rNames = ['Stichting Samen Leren (Belanda)', 'Yayasan Amal Cahaya Bangsa', 'PT Bank Merapi Sejahtera Tbk (CSR)', 'PT Semen Progo Lestari (CSR)', 'Kampanye "Sekolah Tetap Jalan"'];
  const rr = rNames.map((l) => g.row(0, l, K10).map(idNum));
  ok(rr.every((r) => near(r[0] + r[1] + r[2], r[3])), 'note 10 rolls by provider');
  ok([0, 1, 2, 3].every((k) => near(sum(rr.map((r) => r[k])), n('Jumlah', k, K10))), 'note 10 totals');
  ok(near(n('Jumlah', 3, K10), n('Dengan pembatasan dari pemberi sumber daya', 1, LPK)) && near(n('Jumlah', 0, K10), n('Dengan pembatasan dari pemberi sumber daya', 2, LPK)), 'note 10 = LPK');
  ok(near(-n('Jumlah', 2, K10), n('Aset neto yang dibebaskan dari', 1)) && near(n('Jumlah', 1, K10), n('Jumlah Pendapatan', 1) + n('Aset neto yang dibebaskan dari', 1)), 'note 10 = penghasilan komprehensif');
  // note 11 over the page break
  const natL = ['Gaji dan tunjangan karyawan', 'Honorarium fasilitator dan relawan', 'Beasiswa pendidikan', 'Bahan dan perlengkapan kegiatan', 'Konsumsi kegiatan', 'Transportasi dan perjalanan', 'Sewa tempat', 'Listrik, air dan internet', 'Alat tulis kantor dan cetakan', 'Pemeliharaan dan perbaikan', 'Penyusutan aset tetap', 'Jasa profesional', 'Promosi dan kampanye penggalangan dana', 'Administrasi bank', 'Lain-lain'];
  const mat = natL.map((l) => g.row(0, l, '11. BEBAN MENURUT SIFAT DAN FUNGSI').map(idNum));
  ok(mat.every((r) => r.length === 6 && near(sum(r.slice(0, 5)), r[5])), 'note 11 rows add across');
  const fTot = g.row(0, 'Jumlah beban 2025').map(idNum);
  ok([0, 1, 2, 3, 4, 5].every((k) => near(sum(mat.map((r) => r[k])), fTot[k])), 'note 11 columns add over the page break');
  const stmtF = ['Program Pendidikan', 'Program Kesehatan Ibu dan Anak', 'Program Pemberdayaan Ekonomi', 'Beban umum dan administrasi', 'Beban penggalangan dana'].map((l) => n(l, 0));
  ok(stmtF.every((v, k) => near(v, fTot[k])) && near(fTot[5], n('Jumlah Beban', 0)), 'note 11 = penghasilan komprehensif by function');
  ok(near(mat[10][5], n('Penyesuaian: penyusutan aset tetap', 0)), 'note 11 depreciation = arus kas');
  // Jurnal.id trial balance
  const tb = g.rows(1).filter((r) => /^\d-\d{5}$/.test(String(r[0])));
  ok(tb.length === 41, `trial balance has 41 accounts (${tb.length})`);
  const tot = g.row(1, 'Total');
  for (const k of [0, 2, 4]) ok(near(tot[k + 1], tot[k + 2]) && near(sum(tb.map((r) => r[k + 2])), tot[k + 1]) && near(sum(tb.map((r) => r[k + 3])), tot[k + 2]), `trial balance debits = credits (${k})`);
  ok(tb.every((r) => near(r[2] - r[3] + r[4] - r[5], r[6] - r[7])), 'trial balance rows roll');
  const tbv = (label) => { const r = tb.find((x) => x[1] === label); return r[6] - r[7]; };
  ok(near(tbv('Bank BCA Giro 037-3188-421'), n('Bank Central Asia (BCA) – giro 037-3188-421', 0, K4)) && near(tbv('Bank Mandiri Tabungan 137-00-1884452-6'), n('Bank Mandiri – tabungan 137-00-1884452-6', 0, K4)) && near(tbv('Kas Kecil'), n('Kas kecil', 0, K4)) && near(tbv('Deposito BPD DIY'), n('Deposito berjangka BPD DIY (jatuh tempo 3 bulan)', 0, K4)), 'trial balance cash = note 4');
  const expTB = tb.filter((r) => /^[68]-/.test(r[0]));
  ok(expTB.length === 15 && near(sum(expTB.map((r) => r[6])), n('Jumlah Beban', 0)), 'trial balance expenses = jumlah beban');
  const incTB = tb.filter((r) => /^[47]-/.test(r[0]));
  ok(near(-sum(incTB.map((r) => r[6] - r[7])), n('Jumlah Pendapatan', 2)), 'trial balance income = jumlah pendapatan');
  ok(near(-tbv('Pendapatan Sumbangan Individu - Tidak Terikat'), n('Sumbangan individu', 1)) && near(-tbv('Pendapatan Sumbangan Individu - Terikat'), n('Sumbangan individu', 2)) && near(-tbv('Pendapatan Hibah Lembaga Donor - Terikat'), n('Hibah lembaga donor', 2)), 'trial balance income by restriction = LPK');
  ok(near(tbv('Beban Penyusutan'), mat[10][5]) && near(tbv('Beban Gaji dan Tunjangan'), mat[0][5]) && near(tbv('Beban Listrik, Air dan Internet'), mat[7][5]), 'trial balance expenses = note 11');
  ok(near(-(tbv('Akumulasi Penyusutan - Bangunan') + tbv('Akumulasi Penyusutan - Kendaraan') + tbv('Akumulasi Penyusutan - Peralatan Kantor dan Kegiatan')), n('Jumlah akumulasi penyusutan', 3)), 'trial balance accumulated depreciation = note 6');
  ok(near(-tbv('Aset Neto Tanpa Pembatasan'), n('Tanpa pembatasan dari pemberi sumber daya', 1, LPK)) && near(-tbv('Aset Neto Dengan Pembatasan'), n('Dengan pembatasan dari pemberi sumber daya', 2, LPK)), 'trial balance net assets = 2024 LPK');
  // RAB vs realisasi
  const rab = g.sheet(2, 'RAB vs Realisasi 2025').filter((r) => typeof r[2] === 'number');
  ok(rab.every((r) => near(r[3] + r[4] + r[5] + r[6], r[7]) && near(r[2] - r[7], r[8]) && (r[9] === '' || r[9] === null || near(r[9], r[7] / r[2], 1e-9))), 'RAB rows: quarters add up, sisa, % serapan');
  const rs = (l) => g.sheet(2, 'RAB vs Realisasi 2025').find((r) => r[1] === l);
  const progs = ['Subtotal Program Pendidikan', 'Subtotal Program Kesehatan Ibu dan Anak', 'Subtotal Program Pemberdayaan Ekonomi', 'Subtotal Operasional Umum dan Administrasi', 'Subtotal Penggalangan Dana'];
  const sheetRows = g.sheet(2, 'RAB vs Realisasi 2025');
  progs.forEach((p, j) => {
    const lines = sheetRows.filter((r) => new RegExp(`^${j + 1}\\.\\d+$`).test(String(r[0])));
    ok([2, 3, 4, 5, 6, 7].every((k) => near(sum(lines.map((r) => r[k])), rs(p)[k])), `RAB ${p} adds up`);
    ok(near(rs(p)[7] + (j === 3 ? n('Penyusutan aset tetap', 3) : 0), stmtF[j]), `RAB ${p} realisasi (with depreciation for Umum) = LPK`);
  });
  ok([2, 3, 4, 5, 6, 7].every((k) => near(sum(progs.map((p) => rs(p)[k])), rs('Jumlah Pengeluaran (B)')[k])), 'RAB jumlah pengeluaran');
  ok(near(rs('Jumlah Pengeluaran (B)')[7] + n('Penyusutan aset tetap', 3), n('Jumlah Beban', 0)), 'RAB pengeluaran + penyusutan = jumlah beban');
  const incR = sheetRows.slice(sheetRows.findIndex((r) => r[1] === 'PENERIMAAN') + 1, sheetRows.findIndex((r) => r[1] === 'Jumlah Penerimaan (A)'));
  ok(incR.length === 5 && [2, 3, 4, 5, 6, 7].every((k) => near(sum(incR.map((r) => r[k])), rs('Jumlah Penerimaan (A)')[k])), 'RAB jumlah penerimaan');
  ok(incR.every((r, i) => near(r[7], n(incL[i][0], 2 + incL[i][1]))), 'RAB penerimaan = LPK by line');
  ok(near(rs('Jumlah Belanja Modal (C)')[7], n('Jumlah biaya perolehan', 1)), 'RAB belanja modal = note 6 additions');
  const sel = rs('SELISIH PENERIMAAN DAN PENGELUARAN (A - B - C)');
  ok([2, 3, 4, 5, 6, 7].every((k) => near(rs('Jumlah Penerimaan (A)')[k] - rs('Jumlah Pengeluaran (B)')[k] - rs('Jumlah Belanja Modal (C)')[k], sel[k])), 'RAB selisih');
  // BCA
  const b = g.bca();
  let bal = g.bcaSummary('Saldo Awal');
  for (const t of b) { bal = Math.round((bal + (t.type === 'CR' ? t.amt : -t.amt)) * 100) / 100; ok(near(bal, t.bal, 0.005), `BCA running balance ${t.day} ${t.desc.slice(0, 30)}`); }
  ok(near(bal, g.bcaSummary('Saldo Akhir'), 0.005), 'BCA saldo akhir');
  const mk = g.rows(3).find((r) => r[0] === 'Mutasi Kredit'), md = g.rows(3).find((r) => r[0] === 'Mutasi Debet');
  ok(near(Number(mk[2]), sum(b.filter((t) => t.type === 'CR').map((t) => t.amt)), 0.005) && Number(mk[3]) === b.filter((t) => t.type === 'CR').length, 'BCA mutasi kredit');
  ok(near(Number(md[2]), sum(b.filter((t) => t.type === 'DB').map((t) => t.amt)), 0.005) && Number(md[3]) === b.filter((t) => t.type === 'DB').length, 'BCA mutasi debet');
  ok(near(g.bcaSummary('Saldo Akhir'), tbv('Bank BCA Giro 037-3188-421')), 'BCA saldo akhir = Jurnal.id and note 4');
  ok(b.every((t, i) => i === 0 || t.day >= b[i - 1].day), 'BCA rows in date order');
  // minutes
  const mrow = (l) => g.row(4, l).map(idNum);
  const mInc = ['Sumbangan individu (donasi publik)', 'Sumbangan perusahaan (CSR)', 'Hibah lembaga donor', 'Jasa pelatihan', 'Bunga bank dan jasa giro'].map(mrow);
  const mExp = ['Program Pendidikan (Taman Baca dan Beasiswa)', 'Program Kesehatan Ibu dan Anak', 'Program Pemberdayaan Ekonomi (UMKM)', 'Operasional Umum dan Administrasi', 'Penggalangan Dana'].map(mrow);
  for (const k of [0, 1, 2]) {
    ok(near(sum(mInc.map((r) => r[k])), mrow('Jumlah Penerimaan')[k]) && near(sum(mExp.map((r) => r[k])), mrow('Jumlah Pengeluaran')[k]), `minutes RAB table column ${k} adds up`);
    ok(near(mrow('Jumlah Penerimaan')[k] - mrow('Jumlah Pengeluaran')[k], mrow('Selisih')[k]), `minutes selisih column ${k}`);
  }
  ok(mExp.every((r, j) => near(r[0], rs(progs[j])[2]) && near(r[1], rs(progs[j])[7])), 'minutes RAB 2025 and realisasi = RAB workbook');
  ok(mInc.every((r, i) => near(r[0], incR[i][2]) && near(r[1], incR[i][7])), 'minutes penerimaan = RAB workbook');
  ok(near(idNum(g.find(4, /jumlah penerimaan Rp ([\d.]+\d)/)), mrow('Jumlah Penerimaan')[2]) && near(idNum(g.find(4, /jumlah pengeluaran Rp ([\d.]+\d)/)), mrow('Jumlah Pengeluaran')[2]), 'minutes decision = table');
  ok(/opini wajar/.test(g.text(4)) && /Hadi Susanto & Rekan/.test(g.text(0)), 'minutes name the auditor of the statements');
  // receipt (OCR)
  const o = g.text(5);
  const items = [...o.matchAll(/^(\d+)\s*'?\s*x\s*([\d.]+)\s+([\d.]+)$/gm)].map((m) => [Number(m[1]), idNum(m[2]), idNum(m[3])]);
  ok(items.length === 6 && items.every(([q, p, a]) => q * p === a), `nota lines: qty x price (OCR, ${items.length} lines)`);
  const sub = g.ocr(5, /Subtotal\s+([\d.]+)/), dpp = g.ocr(5, /DPP Nilai Lain 11\/12\s+([\d.]+)/), ppn = g.ocr(5, /PPN 12%\s+([\d.]+)/), tot2 = g.ocr(5, /TOTAL\s+([\d.]+)/);
  ok(sum(items.map((x) => x[2])) === sub && dpp === (sub * 11) / 12 && ppn === Math.round(dpp * 0.12) && sub + ppn === tot2, 'nota arithmetic: subtotal, DPP nilai lain, PPN 12%, total (OCR)');
  ok(Number(g.find(5, /Qty: (\d+)/)) === sum(items.map((x) => x[0])), 'nota quantity count (OCR)');
  ok(b.some((t) => /SUMBER REJEKI/.test(t.desc) && t.amt === tot2 && t.day === Number(g.find(5, /Tanggal\s*:\s*(\d\d)\/12\/2025/))), 'nota paid from BCA on its date');
}

// ---------------------------------------------------------------- desertwillow: the documents' own arithmetic and ties
{
  const g = G.desertwillow;
  const SFP = 'STATEMENTS OF FINANCIAL POSITION';
  const n = (l, k, a) => g.n(0, l, k, a);
  for (const k of [0, 1]) {
    const ca = ['Cash and cash equivalents', 'Due from Arizona Department of Education', 'Federal grants receivable', 'Prepaid expenses'].reduce((s, l) => s + n(l, k, SFP), 0);
    ok(near(ca, n('Total current assets', k)), `current assets (${k})`);
    ok(near(ca + n('Property and equipment, net (Note 4)', k) + n('Lease and utility deposits', k), n('Total assets', k)), `total assets (${k})`);
    const cl = n('Accounts payable', k, SFP) + n('Accrued salaries and benefits', k) + n('Current portion of note payable (Note 5)', k);
    ok(near(cl, n('Total current liabilities', k)) && near(cl + n('Note payable, net of current portion (Note 5)', k), n('Total liabilities', k)), `liabilities (${k})`);
    ok(near(n('Without donor restrictions', k, SFP) + n('With donor restrictions (Note 6)', k), n('Total net assets', k)), `net assets (${k})`);
    ok(near(n('Total liabilities', k) + n('Total net assets', k), n('Total liabilities and net assets', k)) && near(n('Total assets', k), n('Total liabilities and net assets', k)), `statement of financial position balances (${k})`);
  }
  const SOA = 'STATEMENT OF ACTIVITIES';
  const revL = ['State equalization assistance (Note 3)', 'Classroom Site Fund (Note 3)', 'Federal grants', 'National School Lunch Program', 'Extracurricular tax credit contributions', 'Contributions', 'Student activities and fees', 'Interest and other income'];
  for (const k of [0, 1, 2, 3]) {
    ok(near(sum(revL.map((l) => n(l, k, SOA))) + n('Net assets released from restrictions', k), n('Total revenue, support and other', k)), `activities revenue column ${k}`);
    const prog = ['Instruction', 'Student support services', 'Food service', 'Transportation'].reduce((s, l) => s + n(l, k, SOA), 0);
    ok(near(prog, n('Total program services', k)) && near(prog + n('Management and general', k) + n('Fundraising', k), n('Total expenses', k)), `activities expenses column ${k}`);
    ok(near(n('Total revenue, support and other', k) - n('Total expenses', k), n('Change in net assets', k)), `change in net assets column ${k}`);
    ok(near(n('Net assets, beginning of year', k) + n('Change in net assets', k), n('Net assets, end of year', k)), `net assets roll column ${k}`);
  }
  for (const l of [...revL, 'Total revenue, support and other', 'Total expenses', 'Change in net assets', 'Net assets, end of year']) ok(near(n(l, 0, SOA) + n(l, 1, SOA), n(l, 2, SOA)), `without + with = total: ${l}`);
  ok(near(n('Net assets, end of year', 0), n('Without donor restrictions', 0, SFP)) && near(n('Net assets, end of year', 1), n('With donor restrictions (Note 6)', 0)) && near(n('Net assets, end of year', 3), n('Total net assets', 1)) && near(n('Net assets, beginning of year', 2), n('Total net assets', 1)), 'activities = financial position');
  // functional expenses
  const natL = ['Salaries and Wages', 'Employee Benefits and Payroll Taxes', 'Purchased Professional Services', 'Facility Lease', 'Repairs and Maintenance', 'Utilities', 'Supplies and Materials', 'Food and Food Service Supplies', 'Insurance', 'Depreciation', 'Interest', 'Other Expenses'];
  const fe = natL.map((l) => g.row(0, l, 'STATEMENT OF FUNCTIONAL EXPENSES').map(usNum).filter((x) => x !== null));
  ok(fe.every((r) => r.length === 8 && near(r[0] + r[1] + r[2] + r[3], r[4]) && near(r[4] + r[5] + r[6], r[7])), 'functional rows add across');
  const feT = g.row(0, 'Total expenses', 'STATEMENT OF FUNCTIONAL EXPENSES').map(usNum);
  ok([0, 1, 2, 3, 4, 5, 6, 7].every((k) => near(sum(fe.map((r) => r[k])), feT[k])), 'functional columns add down');
  const actF = ['Instruction', 'Student support services', 'Food service', 'Transportation', 'Total program services', 'Management and general', 'Fundraising', 'Total expenses'].map((l) => n(l, 0, SOA));
  ok(actF.every((v, k) => near(v, feT[k])), 'functional totals = activities');
  // cash flows
  const CF = 'STATEMENT OF CASH FLOWS';
  const opL = ['Change in net assets', 'Depreciation', 'Due from Arizona Department of Education', 'Federal grants receivable', 'Prepaid expenses', 'Accounts payable', 'Accrued salaries and benefits'];
  ok(near(sum(opL.map((l) => n(l, 0, CF))), n('Net cash provided by operating activities', 0)), 'operating cash flow adds up');
  ok(near(n('Net cash provided by operating activities', 0) + n('Net cash used in investing activities', 0) + n('Net cash used in financing activities', 0), n('Net change in cash and cash equivalents', 0)), 'net change in cash');
  ok(near(n('Cash and cash equivalents, beginning of year', 0) + n('Net change in cash and cash equivalents', 0), n('Cash and cash equivalents, end of year', 0)) && near(n('Cash and cash equivalents, end of year', 0), n('Cash and cash equivalents', 0, SFP)) && near(n('Cash and cash equivalents, beginning of year', 0), n('Cash and cash equivalents', 1, SFP)), 'cash flows = financial position');
  ok(near(n('Change in net assets', 0, CF), n('Change in net assets', 2, SOA)) && near(n('Depreciation', 0, CF), fe[9][7]) && near(n('Cash paid for interest', 0), fe[10][7]), 'cash flows tie to activities and functional expenses');
  ok(near(-n('Principal payments on note payable', 0), (n('Current portion of note payable (Note 5)', 1) + n('Note payable, net of current portion (Note 5)', 1)) - (n('Current portion of note payable (Note 5)', 0) + n('Note payable, net of current portion (Note 5)', 0))), 'principal paid = change in the note');
  // notes
  ok(near(n('Base support level', 0) + n('Charter additional assistance', 0), n('State equalization assistance', 0)) && near(n('State equalization assistance', 0), n('State equalization assistance (Note 3)', 2)), 'note 3 equalization = activities');
  ok(near(n('State equalization assistance', 0) + n('Classroom Site Fund (Proposition 301 and Proposition 123)', 0), n('Total state aid', 0)) && near(n('Classroom Site Fund (Proposition 301 and Proposition 123)', 0), n('Classroom Site Fund (Note 3)', 2)), 'note 3 total state aid');
  const N4 = '4. Property and Equipment';
  const fa = ['School buses', 'Furniture and equipment', 'Computers and technology', 'Leasehold improvements'].map((l) => g.row(0, l, N4).map(usNum));
  for (const k of [0, 1]) {
    ok(near(sum(fa.map((r) => r[k])), n('Total cost', k)) && near(n('Total cost', k) + n('Less accumulated depreciation', k), n('Property and equipment, net', k)), `note 4 adds up (${k})`);
    ok(near(n('Property and equipment, net', k), n('Property and equipment, net (Note 4)', k)), `note 4 = financial position (${k})`);
  }
  ok(near(n('Total cost', 0) - n('Total cost', 1), -n('Purchases of property and equipment', 0)) && near(-(n('Less accumulated depreciation', 0) - n('Less accumulated depreciation', 1)), n('Depreciation', 0, CF)), 'note 4 movements = cash flows');
  const sched = ['2026', '2027', '2028', '2029'].map((y) => n(y, 0, '5. Note Payable (continued)'));
  ok(near(sum(sched), n('Total', 0, '5. Note Payable (continued)')) && near(sum(sched), n('Current portion of note payable (Note 5)', 0) + n('Note payable, net of current portion (Note 5)', 0)) && near(sched[0], n('Current portion of note payable (Note 5)', 0)), 'note 5 maturities over the page break = the note payable');
  const N6 = '6. Net Assets with Donor Restrictions';
  const rr = ['Extracurricular activities (tax credit)', 'Playground shade structure (PTO)', 'Library books (Mesa Community Foundation)'].map((l) => g.row(0, l, N6).map(usNum));
  ok(rr.every((r) => near(r[0] + r[1] + r[2], r[3])), 'note 6 rolls by purpose');
  const t6 = g.row(0, 'Total', N6).map(usNum);
  ok([0, 1, 2, 3].every((k) => near(sum(rr.map((r) => r[k])), t6[k])) && near(t6[3], n('With donor restrictions (Note 6)', 0)) && near(t6[0], n('With donor restrictions (Note 6)', 1)) && near(-t6[2], n('Net assets released from restrictions', 0)) && near(t6[1], n('Total revenue, support and other', 1) + n('Net assets released from restrictions', 0)), 'note 6 = statements');
  // CHAR55-1
  const c = (l, k = 0) => g.n(1, l, k);
  const grades = ['Kindergarten', 'Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6', 'Grade 7', 'Grade 8'].map((l) => c(l));
  ok(near(sum(grades), c('Total K-8 ADM'), 0.0015) && near(c('Total K-8 ADM') + c('Total 9-12 ADM'), c('Total ADM (lines 1 + 2)'), 0.0005), 'CHAR55 ADM adds up');
  ok(near(c('Group A – K-8 (line 1)', 0), c('Total K-8 ADM'), 0.0005) && near(c('Group A – K-8 (line 1)', 0) * c('Group A – K-8 (line 1)', 1), c('Group A – K-8 (line 1)', 2), 0.0006), 'CHAR55 group A');
  const gb = g.rows(1).filter((r) => String(r[1] ?? '').startsWith('Group B – ')).map((r) => r.slice(2).map(usNum));
  ok(gb.length === 7 && gb.every((r) => near(r[0] * r[1], r[2], 0.0006)), 'CHAR55 group B weights');
  ok(near(sum(grades.slice(0, 4)), gb[0][0], 0.0015), 'CHAR55 K-3 count = grades K-3');
  ok(near(sum(gb.map((r) => r[2])), c('Total Group B (lines 6 – 12)'), 0.0015) && near(c('Group A – K-8 (line 1)', 2) + c('Group A – 9-12 (line 2)', 2) + c('Total Group B (lines 6 – 12)'), c('Total Weighted Student Count (lines 4 + 5 + 13)'), 0.0015), 'CHAR55 weighted student count');
  ok(near(c('Total Weighted Student Count (lines 4 + 5 + 13)') * c('Base Level'), c('Base Support Level (line 14 x line 15 x TEI)'), 0.006), 'CHAR55 base support level');
  ok(near(c('K-8 ADM x K-8 rate', 0) * c('K-8 ADM x K-8 rate', 1), c('K-8 ADM x K-8 rate', 2), 0.006) && near(c('K-8 ADM x K-8 rate', 2), c('Total Charter Additional Assistance'), 0.005), 'CHAR55 charter additional assistance');
  ok(near(c('Base Support Level (line 14 x line 15 x TEI)') + c('Total Charter Additional Assistance'), c('TOTAL EQUALIZATION ASSISTANCE'), 0.005), 'CHAR55 equalization');
  ok(Math.round(c('TOTAL EQUALIZATION ASSISTANCE')) === n('State equalization assistance (Note 3)', 2) && Math.round(c('Base Support Level (line 14 x line 15 x TEI)')) === n('Base support level', 0), 'CHAR55 = audited statements (rounded to dollars)');
  const months = ['July 2024', 'August 2024', 'September 2024', 'October 2024', 'November 2024', 'December 2024', 'January 2025', 'February 2025', 'March 2025', 'April 2025', 'May 2025', 'June 2025'];
  const pay = months.map((m) => c(m, 0));
  let cum = 0;
  months.forEach((m, i) => { cum = Math.round((cum + pay[i]) * 100) / 100; ok(near(cum, c(m, 1), 0.005), `CHAR55 cumulative ${m}`); });
  ok(near(sum(pay), c('Total payments'), 0.005) && near(c('Total payments'), c('TOTAL EQUALIZATION ASSISTANCE'), 0.005), 'CHAR55 payments = equalization');
  ok(pay.every((v, i) => near(v, g.qb('4100 State Equalization Assistance', i, 0), 0.005)), 'CHAR55 payments = QuickBooks 4100 by month');
  // QuickBooks
  const qbRows = g.rows(2).filter((r) => /^\d{4} /.test(String(r[0]).trim()));
  ok(qbRows.length === 20, 'QuickBooks has 20 accounts');
  for (const r of [...qbRows, ...['Total Income', 'Total Expenses', 'Net Income'].map((l) => g.rows(2).find((x) => x[0] === l))]) {
    const lab = String(r[0]).trim();
    ok(near(sum([...Array(12).keys()].map((m) => r[1 + 4 * m])), r[49], 0.006) && near(sum([...Array(12).keys()].map((m) => r[2 + 4 * m])), r[50], 0.006), `QB ${lab}: months add to the total`);
    ok([...Array(13).keys()].every((m) => near(r[1 + 4 * m] - r[2 + 4 * m], r[3 + 4 * m], 0.006) && (r[2 + 4 * m] === 0 || r[4 + 4 * m] === '' || near(r[4 + 4 * m], Math.round((r[1 + 4 * m] / r[2 + 4 * m]) * 10000) / 10000, 1e-9))), `QB ${lab}: over budget and % of budget`);
  }
  const inc = qbRows.filter((r) => /^4/.test(String(r[0]).trim())), exp = qbRows.filter((r) => /^6/.test(String(r[0]).trim()));
  for (const m of [...Array(13).keys()]) {
    ok(near(sum(inc.map((r) => r[1 + 4 * m])), g.qb('Total Income', m, 0), 0.006) && near(sum(exp.map((r) => r[1 + 4 * m])), g.qb('Total Expenses', m, 0), 0.006) && near(g.qb('Total Income', m, 0) - g.qb('Total Expenses', m, 0), g.qb('Net Income', m, 0), 0.006), `QB totals month ${m}`);
  }
  ok(exp.every((r, i) => near(r[49], fe[i][7], 0.005)), 'QB expense accounts = functional expense totals');
  ok(inc.every((r, i) => near(r[49], n(revL[i], 2, SOA), 0.5)), 'QB income accounts = activities (to the dollar)');
  ok(near(g.qb('Net Income', 12, 0), n('Change in net assets', 2, SOA), 0.5), 'QB net income = change in net assets');
  // PTO export
  const pto = g.pto();
  ok(pto.every((r) => near(Number(r.Quantity) * Number(r['Item Price']), Number(r.Total), 0.005)), 'PTO: qty x price = total');
  ok(pto.every((r) => (r.Status === 'Refunded' ? Number(r['Net Amount']) === 0 && near(Number(r['Refunded Amount']), Number(r.Total), 0.005) : near(Number(r.Total) - Number(r['Processing Fee']), Number(r['Net Amount']), 0.005))), 'PTO: net = total - fee; refunds net to zero');
  ok(pto.every((r) => r.Method !== 'Card' || r.Status !== 'Paid' || near(Number(r['Processing Fee']), Math.round((Number(r.Total) * 0.029 + 0.3) * 100) / 100, 0.005)), 'PTO: card fees at 2.9% + $0.30');
  const key = (d) => { const [md, t] = d.split(' '); const [m, dd, y] = md.split('/'); return `${y}${m}${dd}${t}`; };
  ok(pto.every((r, i) => i === 0 || key(r['Payment Date']) <= key(pto[i - 1]['Payment Date'])) && pto.every((r) => /^10\/\d\d\/2024/.test(r['Payment Date'])), 'PTO: October 2024, newest first');
  // minutes
  const mm = (l) => g.row(4, l).map(usNum).filter((x) => x !== null);
  const bl = ['State equalization and Classroom Site Fund', 'Federal grants', 'Food service (NSLP)', 'Contributions, tax credits and other'].map(mm);
  const el = ['Salaries and benefits', 'Facility lease', 'Instructional and other supplies, food', 'Services, repairs, utilities, insurance and other', 'Depreciation and interest'].map(mm);
  for (const k of [0, 1]) {
    ok(near(sum(bl.map((r) => r[k])), mm('Total revenue')[k]) && near(sum(el.map((r) => r[k])), mm('Total expenses')[k]) && near(mm('Total revenue')[k] - mm('Total expenses')[k], mm('Change in net assets')[k]), `minutes budget column ${k}`);
  }
  ok([...bl, ...el, mm('Total revenue'), mm('Total expenses')].every((r) => near(r[1] - r[0], r[2])), 'minutes budget change column');
  ok(near(mm('Total revenue')[0], g.qb('Total Income', 12, 1)) && near(mm('Total expenses')[0], g.qb('Total Expenses', 12, 1)), 'minutes FY2025 budget = QuickBooks budget');
  ok(near(bl[0][0], g.qb('4100 State Equalization Assistance', 12, 1) + g.qb('4150 Classroom Site Fund (Prop 301)', 12, 1)) && near(el[0][0], g.qb('6010 Salaries and Wages', 12, 1) + g.qb('6020 Employee Benefits and Payroll Taxes', 12, 1)), 'minutes budget groups = QuickBooks accounts');
  ok(near(Number(g.find(4, /average daily membership for FY2025 was ([\d.]+\d)/)), c('Total ADM (lines 1 + 2)'), 0.0005), 'minutes ADM = CHAR55');
  ok(near(usNum(g.find(4, /Year-to-date revenue was \$([\d,]+\.\d\d)/)), sum([...Array(10).keys()].map((m) => g.qb('Total Income', m, 0))), 0.006), 'minutes YTD revenue = QuickBooks July-April');
  ok(near(usNum(g.find(4, /adopt the FY2026 budget as presented, with total revenue of \$([\d,]+)/)), mm('Total revenue')[1]), 'minutes motion = budget table');
  // invoice (OCR)
  const o = g.text(5);
  const parts = [...o.matchAll(/^(?:Transmission valve body kit|ATF fluid \(gal\)|Transmission filter kit|Brake chamber type 30|Air dryer cartridge)\s+(\d+)\S*\s+([\d,]+\.\d\d)\s+([\d,]+\.\d\d)$/gm)].map((m) => [Number(m[1]), usNum(m[2]), usNum(m[3])]);
  ok(parts.length === 5 && parts.every(([q, p, a]) => near(q * p, a, 0.005)), `invoice parts: qty x price (OCR, ${parts.length} lines)`);
  const labor = [...o.matchAll(/([\d.]+) hr x ([\d,]+\.\d\d)\s+([\d,]+\.\d\d)/g)].map((m) => [Number(m[1]), usNum(m[2]), usNum(m[3])]);
  ok(labor.length === 2 && labor.every(([h, r, a]) => near(h * r, a, 0.005)), 'invoice labor: hours x rate (OCR)');
  const ps = g.ocr(5, /Parts subtotal\s+([\d,]+\.\d\d)/), ls = g.ocr(5, /Labor subtotal \([\d.]+ hrs\)\s+([\d,]+\.\d\d)/), sh = g.ocr(5, /Shop supplies\s+([\d,]+\.\d\d)/), tx = g.ocr(5, /Sales tax on parts 8\.3%\s+([\d,]+\.\d\d)/), td = g.ocr(5, /TOTAL DUE\s+\$?([\d,]+\.\d\d)/);
  ok(near(sum(parts.map((x) => x[2])), ps, 0.005) && near(sum(labor.map((x) => x[2])), ls, 0.005) && near(sum(labor.map((x) => x[0])), g.ocr(5, /Labor subtotal \(([\d.]+) hrs\)/), 0.001), 'invoice subtotals (OCR)');
  ok(near(Math.round(ps * 0.083 * 100) / 100, tx, 0.005) && near(ps + ls + sh + tx, td, 0.005), 'invoice tax on parts and total (OCR)');
  ok(near(td, usNum(g.find(4, /in the amount of \$([\d,.]+\d)/)), 0.005) && g.find(4, /invoice no\. (\d+)/) === g.find(5, /No\. (\d+)/), 'invoice = ratified in the minutes');
}

// ---------------------------------------------------------------- every case
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(cases.length === 100, '100 cases');
ok(new Set(cases.map((c) => c.id)).size === 100, 'ids are unique');
for (const org of Object.keys(DOCS)) {
  const oc = cases.filter((c) => c.org === org);
  ok(oc.length === 50 && oc.filter((c) => c.answer.type === 'notfound').length === 5, `${org}: 50 cases, 5 notfound`);
  const files = fs.readdirSync(path.join(SET, 'documents', org)).map((f) => `${org}/${f}`).sort();
  ok(oc.every((c) => JSON.stringify([...c.documents].sort()) === JSON.stringify(files)), `${org}: every case lists every file`);
}
const byId = new Map(CASES.map((c) => [c.id, c]));
const orgText = Object.fromEntries(Object.keys(R).map((o) => [o, R[o].map(text)]));
for (const c of cases) {
  const src = byId.get(c.id);
  const g = G[c.org];
  if (c.answer.type === 'notfound') {
    ok(src.absent(orgText[c.org].join('\n'), orgText[c.org]), `${c.id}: not-found subject is absent`);
    continue;
  }
  let got;
  try { got = src.from(g); } catch (e) { ok(false, `${c.id}: ${e.message}`); continue; }
  if (c.answer.type === 'number') {
    const want = c.answer.value;
    ok(Number.isFinite(got) && Math.abs(Math.abs(got) - Math.abs(want)) <= Math.max(Math.abs(want) * 1e-4, 0.0006, ['percent', 'ratio', 'average'].includes(c.kind) ? 0.005 : 0), `${c.id} [${c.kind}] answer ${want}, documents give ${got}`);
  } else {
    const v = String(got ?? '').trim().toLowerCase();
    ok(v && c.answer.any.some((p) => v.includes(String(p).toLowerCase()) || String(p).toLowerCase().includes(v)), `${c.id} [${c.kind}]: read "${got}", accepted ${JSON.stringify(c.answer.any)}`);
  }
}
console.log(`verify: ${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
