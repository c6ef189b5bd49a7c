// Yayasan Kali Code Berdaya's documents: audited ISAK 35 statements (pdf), a Jurnal.id trial balance (xlsx),
// RAB against realisasi by quarter (xlsx), a BCA account statement (csv), the pembina's minutes (docx) and a
// photographed building-supplies receipt (jpg).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { K } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { P, T, writeDocx, F, styleHeader, colL } from './office.mjs';
import { photoDocument } from './photo.mjs';
import { rows, H, para, pageNo, colHead } from './pdfrows.mjs';

const sum = (a) => a.reduce((s, x) => s + x, 0);
// 1234567 -> "1.234.567"; negatives in brackets; zero as a dash
export const dots = (v) => String(Math.round(Math.abs(v))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
export const idn = (v) => (Math.abs(v) < 0.5 ? '-' : v < 0 ? `(${dots(v)})` : dots(v));
const rp = (v) => `Rp ${dots(v)}`;

// ---------------------------------------------------------------- audited statements
export async function statements(file) {
  const { doc, end } = newPdf(file, { title: 'Laporan Keuangan 2025 Yayasan Kali Code Berdaya', author: K.kap, margin: 40 });
  const two = (a) => [a[0], a[1]];
  // p1 cover
  doc.font('B').fontSize(17).text('YAYASAN KALI CODE BERDAYA', 40, 150, { width: 515, align: 'center' });
  doc.font('R').fontSize(10).text('Jl. Jetis Harjo No. 21, Cokrodiningratan, Jetis, Kota Yogyakarta 55233', { width: 515, align: 'center' });
  doc.moveDown(3);
  doc.font('B').fontSize(14).text('LAPORAN KEUANGAN', { width: 515, align: 'center' });
  doc.font('B').fontSize(11).text('UNTUK TAHUN YANG BERAKHIR PADA TANGGAL', { width: 515, align: 'center' });
  doc.text('31 DESEMBER 2025 DAN 2024', { width: 515, align: 'center' });
  doc.font('R').fontSize(11).text('DAN LAPORAN AUDITOR INDEPENDEN', { width: 515, align: 'center' });
  doc.moveDown(4);
  doc.font('B').fontSize(10).text('DAFTAR ISI', 140, doc.y, { width: 315 });
  doc.moveDown(0.3);
  for (const [t, p] of [['Laporan Auditor Independen', '1'], ['Laporan Posisi Keuangan', '2'], ['Laporan Penghasilan Komprehensif', '3'], ['Laporan Perubahan Aset Neto', '4'], ['Laporan Arus Kas', '4'], ['Catatan atas Laporan Keuangan', '5 – 9']]) {
    const y = doc.y;
    doc.font('R').fontSize(10).text(t, 140, y, { lineBreak: false });
    doc.text(p, 400, y, { width: 55, align: 'right', lineBreak: false });
    doc.y = y + 16;
  }

  // p2 auditor's report
  doc.addPage();
  H(doc, 'LAPORAN AUDITOR INDEPENDEN', 12, { align: 'center' });
  para(doc, 'Laporan No. 00041/2.1187/AU.2/11/0563-1/1/III/2026', 9, { align: 'center' });
  para(doc, 'Kepada Yth.\nPembina, Pengurus dan Pengawas\nYayasan Kali Code Berdaya');
  H(doc, 'Opini', 10);
  para(doc, 'Kami telah mengaudit laporan keuangan Yayasan Kali Code Berdaya ("Yayasan"), yang terdiri dari laporan posisi keuangan tanggal 31 Desember 2025, serta laporan penghasilan komprehensif, laporan perubahan aset neto, dan laporan arus kas untuk tahun yang berakhir pada tanggal tersebut, dan catatan atas laporan keuangan, termasuk informasi kebijakan akuntansi material.');
  para(doc, 'Menurut opini kami, laporan keuangan terlampir menyajikan secara wajar, dalam semua hal yang material, posisi keuangan Yayasan tanggal 31 Desember 2025, serta kinerja keuangan dan arus kasnya untuk tahun yang berakhir pada tanggal tersebut, sesuai dengan Standar Akuntansi Keuangan Entitas Tanpa Akuntabilitas Publik dan ISAK 35 "Penyajian Laporan Keuangan Entitas Berorientasi Nonlaba".');
  H(doc, 'Basis opini', 10);
  para(doc, 'Kami melaksanakan audit kami berdasarkan Standar Audit yang ditetapkan oleh Institut Akuntan Publik Indonesia. Tanggung jawab kami menurut standar tersebut diuraikan lebih lanjut dalam paragraf Tanggung jawab auditor terhadap audit atas laporan keuangan pada laporan kami. Kami independen terhadap Yayasan berdasarkan ketentuan etika yang relevan dengan audit kami atas laporan keuangan, dan kami telah memenuhi tanggung jawab etika lainnya berdasarkan ketentuan tersebut. Kami yakin bahwa bukti audit yang telah kami peroleh adalah cukup dan tepat untuk menyediakan suatu basis bagi opini kami.');
  H(doc, 'Tanggung jawab pengurus atas laporan keuangan', 10);
  para(doc, 'Pengurus bertanggung jawab atas penyusunan dan penyajian wajar laporan keuangan tersebut sesuai dengan Standar Akuntansi Keuangan Entitas Tanpa Akuntabilitas Publik, dan atas pengendalian internal yang dianggap perlu oleh pengurus untuk memungkinkan penyusunan laporan keuangan yang bebas dari kesalahan penyajian material, baik yang disebabkan oleh kecurangan maupun kesalahan.');
  doc.moveDown(1);
  para(doc, `${K.kap}\n\n\n${K.partner}\nIzin Akuntan Publik No. AP.0563\n\nYogyakarta, ${K.auditDate}`);
  pageNo(doc, '- 1 -');

  // p3 laporan posisi keuangan
  doc.addPage();
  H(doc, 'YAYASAN KALI CODE BERDAYA', 11);
  H(doc, 'LAPORAN POSISI KEUANGAN', 12);
  para(doc, 'Per 31 Desember 2025 dan 2024\n(Disajikan dalam Rupiah, kecuali dinyatakan lain)');
  const xs = [455, 555];
  colHead(doc, xs, [['31 Desember', '2025'], ['31 Desember', '2024']], { colW: 90, noteX: 355, noteLabel: 'Catatan' });
  rows(doc, [
    { label: 'ASET', bold: true },
    { label: 'Aset Lancar', italic: true },
    { label: 'Kas dan setara kas', indent: 1, note: 4, vals: two(K.kas) },
    { label: 'Piutang hibah', indent: 1, note: 5, vals: two(K.piutang) },
    { label: 'Uang muka kegiatan', indent: 1, vals: two(K.uangMuka) },
    { label: 'Biaya dibayar di muka', indent: 1, vals: two(K.prepaid) },
    { label: 'Jumlah Aset Lancar', bold: true, rule: true, vals: two(K.asetLancar) },
    { gap: 4 },
    { label: 'Aset Tidak Lancar', italic: true },
    { label: 'Aset tetap - neto', indent: 1, note: 6, vals: two(K.faNet) },
    { label: 'Jumlah Aset Tidak Lancar', bold: true, rule: true, vals: two(K.faNet) },
    { gap: 4 },
    { label: 'JUMLAH ASET', bold: true, rule: true, double: true, vals: two(K.totAset) },
    { gap: 12 },
    { label: 'LIABILITAS DAN ASET NETO', bold: true },
    { label: 'Liabilitas Jangka Pendek', italic: true },
    { label: 'Utang usaha', indent: 1, vals: two(K.utangUsaha) },
    { label: 'Beban masih harus dibayar', indent: 1, vals: two(K.bmhd) },
    { label: 'Utang pajak', indent: 1, vals: two(K.utangPajak) },
    { label: 'Jumlah Liabilitas Jangka Pendek', bold: true, rule: true, vals: two(K.liabLancar) },
    { gap: 4 },
    { label: 'Liabilitas Jangka Panjang', italic: true },
    { label: 'Liabilitas imbalan kerja', indent: 1, note: 7, vals: two(K.imbalan) },
    { label: 'Jumlah Liabilitas', bold: true, rule: true, vals: two(K.liab) },
    { gap: 8 },
    { label: 'Aset Neto', italic: true },
    { label: 'Tanpa pembatasan dari pemberi sumber daya', indent: 1, vals: two(K.naTanpa) },
    { label: 'Dengan pembatasan dari pemberi sumber daya', indent: 1, note: 10, vals: two(K.naDengan) },
    { label: 'Jumlah Aset Neto', bold: true, rule: true, vals: two(K.na) },
    { gap: 4 },
    { label: 'JUMLAH LIABILITAS DAN ASET NETO', bold: true, rule: true, double: true, vals: two(K.totAset) },
  ], { xs, noteX: 361, width: 300, size: 9, lineH: 15, colW: 90, fmt: idn });
  doc.moveDown(1);
  para(doc, 'Catatan atas laporan keuangan terlampir merupakan bagian yang tidak terpisahkan dari laporan keuangan secara keseluruhan.', 8, { font: 'I' });
  pageNo(doc, '- 2 -');

  // p4 laporan penghasilan komprehensif
  doc.addPage();
  H(doc, 'YAYASAN KALI CODE BERDAYA', 11);
  H(doc, 'LAPORAN PENGHASILAN KOMPREHENSIF', 12);
  para(doc, 'Untuk Tahun yang Berakhir pada Tanggal 31 Desember 2025\n(dengan angka perbandingan tahun 2024; disajikan dalam Rupiah)');
  const ax = [325, 402, 479, 555];
  colHead(doc, ax, [['Tanpa', 'Pembatasan dari', 'Pemberi Sumber', 'Daya'], ['Dengan', 'Pembatasan dari', 'Pemberi Sumber', 'Daya'], ['', '', 'Jumlah', '2025'], ['', '', 'Jumlah', '2024']], { colW: 74, noteX: 224, noteLabel: 'Catatan', size: 7.5 });
  const inc = (i) => [K.income[i][3][0], K.income[i][3][1], K.incTot[i], K.income24[i]];
  const fx = (j) => [K.funcTot[j], '-', K.funcTot[j], K.funcTot24[j]];
  rows(doc, [
    { label: 'PENDAPATAN', bold: true },
    { label: 'Sumbangan individu', indent: 1, note: 8, vals: inc(0) },
    { label: 'Sumbangan perusahaan (CSR)', indent: 1, note: 8, vals: inc(1) },
    { label: 'Hibah lembaga donor', indent: 1, note: 9, vals: inc(2) },
    { label: 'Pendapatan jasa pelatihan', indent: 1, vals: inc(3) },
    { label: 'Pendapatan bunga dan jasa giro', indent: 1, vals: inc(4) },
    { label: 'Aset neto yang dibebaskan dari', indent: 1, note: 10, vals: [K.dibebaskan, -K.dibebaskan, '-', '-'] },
    { label: 'pembatasan', indent: 2 },
    { label: 'Jumlah Pendapatan', bold: true, rule: true, vals: [K.pendTanpa + K.dibebaskan, K.pendDengan - K.dibebaskan, K.pendapatan, K.pendapatan24] },
    { gap: 6 },
    { label: 'BEBAN', bold: true, note: 11 },
    { label: 'Beban program:', italic: true, indent: 1 },
    { label: 'Program Pendidikan', indent: 2, vals: fx(0) },
    { label: 'Program Kesehatan Ibu dan Anak', indent: 2, vals: fx(1) },
    { label: 'Program Pemberdayaan Ekonomi', indent: 2, vals: fx(2) },
    { label: 'Jumlah beban program', indent: 1, bold: true, rule: true, vals: [K.progTot, '-', K.progTot, K.funcTot24[0] + K.funcTot24[1] + K.funcTot24[2]] },
    { label: 'Beban umum dan administrasi', indent: 1, vals: fx(3) },
    { label: 'Beban penggalangan dana', indent: 1, vals: fx(4) },
    { label: 'Jumlah Beban', bold: true, rule: true, vals: [K.beban, '-', K.beban, K.beban24] },
    { gap: 6 },
    { label: 'SURPLUS TAHUN BERJALAN', bold: true, vals: [K.surplusTanpa, K.surplusDengan, K.surplus, K.surplus24] },
    { gap: 4 },
    { label: 'PENGHASILAN KOMPREHENSIF LAIN', bold: true, vals: ['-', '-', '-', '-'] },
    { gap: 4 },
    { label: 'TOTAL PENGHASILAN', bold: true, rule: true, double: true, vals: [K.surplusTanpa, K.surplusDengan, K.surplus, K.surplus24] },
    { label: 'KOMPREHENSIF', bold: true },
  ], { xs: ax, noteX: 230, width: 190, colW: 74, size: 8, lineH: 14.5, fmt: idn });
  doc.moveDown(1);
  para(doc, 'Catatan atas laporan keuangan terlampir merupakan bagian yang tidak terpisahkan dari laporan keuangan secara keseluruhan.', 8, { font: 'I' });
  pageNo(doc, '- 3 -');

  // p5 perubahan aset neto and arus kas
  doc.addPage();
  H(doc, 'YAYASAN KALI CODE BERDAYA', 11);
  H(doc, 'LAPORAN PERUBAHAN ASET NETO', 12);
  para(doc, 'Untuk Tahun yang Berakhir pada Tanggal 31 Desember 2025 dan 2024 (disajikan dalam Rupiah)');
  colHead(doc, xs, [['2025'], ['2024']], { colW: 90 });
  rows(doc, [
    { label: 'ASET NETO TANPA PEMBATASAN DARI PEMBERI SUMBER DAYA', bold: true },
    { label: 'Saldo awal', indent: 1, vals: [K.naTanpa[1], K.naTanpaBeg24] },
    { label: 'Surplus tahun berjalan', indent: 1, vals: [K.surplusTanpa, K.surplusTanpa24] },
    { label: 'Penghasilan komprehensif lain', indent: 1, vals: ['-', '-'] },
    { label: 'Saldo akhir', indent: 1, bold: true, rule: true, vals: [K.naTanpa[0], K.naTanpa[1]] },
    { gap: 6 },
    { label: 'ASET NETO DENGAN PEMBATASAN DARI PEMBERI SUMBER DAYA', bold: true },
    { label: 'Saldo awal', indent: 1, vals: [K.naDengan[1], K.restrBeg24] },
    { label: 'Surplus tahun berjalan', indent: 1, vals: [K.surplusDengan, K.surplusDengan24] },
    { label: 'Saldo akhir', indent: 1, bold: true, rule: true, vals: [K.naDengan[0], K.naDengan[1]] },
    { gap: 6 },
    { label: 'TOTAL ASET NETO', bold: true, rule: true, double: true, vals: two(K.na) },
  ], { xs, width: 330, size: 8.5, lineH: 14.5, colW: 90, fmt: idn });
  doc.moveDown(1.5);
  H(doc, 'LAPORAN ARUS KAS', 12);
  para(doc, 'Untuk Tahun yang Berakhir pada Tanggal 31 Desember 2025 (disajikan dalam Rupiah)');
  colHead(doc, [555], [['2025']], { colW: 90 });
  const c = K.cf;
  rows(doc, [
    { label: 'ARUS KAS DARI AKTIVITAS OPERASI', bold: true },
    { label: 'Surplus tahun berjalan', indent: 1, vals: [c.surplus] },
    { label: 'Penyesuaian: penyusutan aset tetap', indent: 1, vals: [c.dep] },
    { label: 'Perubahan aset dan liabilitas operasi:', indent: 1, italic: true },
    { label: 'Piutang hibah', indent: 2, vals: [c.dPiutang] },
    { label: 'Uang muka kegiatan', indent: 2, vals: [c.dUangMuka] },
    { label: 'Biaya dibayar di muka', indent: 2, vals: [c.dPrepaid] },
    { label: 'Utang usaha', indent: 2, vals: [c.dUtang] },
    { label: 'Beban masih harus dibayar', indent: 2, vals: [c.dBmhd] },
    { label: 'Utang pajak', indent: 2, vals: [c.dPajak] },
    { label: 'Liabilitas imbalan kerja', indent: 2, vals: [c.dImbalan] },
    { label: 'Kas neto diperoleh dari aktivitas operasi', bold: true, rule: true, vals: [c.operasi] },
    { gap: 4 },
    { label: 'ARUS KAS DARI AKTIVITAS INVESTASI', bold: true },
    { label: 'Perolehan aset tetap', indent: 1, note: '', vals: [c.investasi] },
    { label: 'Kas neto digunakan untuk aktivitas investasi', bold: true, rule: true, vals: [c.investasi] },
    { gap: 4 },
    { label: 'KENAIKAN NETO KAS DAN SETARA KAS', bold: true, vals: [c.kenaikan] },
    { label: 'KAS DAN SETARA KAS AWAL TAHUN', vals: [K.kas[1]] },
    { label: 'KAS DAN SETARA KAS AKHIR TAHUN', bold: true, rule: true, double: true, vals: [K.kas[0]] },
  ], { xs: [555], width: 380, size: 8.5, lineH: 14, colW: 90, fmt: idn });
  pageNo(doc, '- 4 -');

  // p6 notes 1-5
  doc.addPage();
  H(doc, 'YAYASAN KALI CODE BERDAYA', 11);
  H(doc, 'CATATAN ATAS LAPORAN KEUANGAN', 12);
  para(doc, 'Untuk Tahun yang Berakhir pada Tanggal 31 Desember 2025 (disajikan dalam Rupiah, kecuali dinyatakan lain)');
  H(doc, '1. UMUM', 10);
  para(doc, `Yayasan Kali Code Berdaya ("Yayasan") didirikan berdasarkan ${K.akta}, dan telah memperoleh pengesahan badan hukum dari Menteri Hukum dan Hak Asasi Manusia Republik Indonesia dengan Surat Keputusan Nomor ${K.sk}. Yayasan berkedudukan di Kota Yogyakarta dan bergerak di bidang sosial, kemanusiaan dan pendidikan, dengan kegiatan utama taman baca dan beasiswa bagi anak-anak di bantaran Kali Code, pendampingan kesehatan ibu dan anak melalui posyandu, serta pendampingan usaha mikro. Yayasan terdaftar dengan NPWP ${K.npwp}.`);
  para(doc, `Susunan organ Yayasan pada tanggal 31 Desember 2025: Pembina – ${K.pembina.join('; ')}. Pengurus – Ketua: ${K.pengurus.ketua}; Sekretaris: ${K.pengurus.sekretaris}; Bendahara: ${K.pengurus.bendahara}. Pengawas – ${K.pengawas}. Jumlah karyawan tetap Yayasan pada tanggal 31 Desember 2025 adalah 26 orang (2024: 24 orang).`);
  H(doc, '2. DASAR PENYUSUNAN LAPORAN KEUANGAN', 10);
  para(doc, 'Laporan keuangan disusun sesuai dengan Standar Akuntansi Keuangan Entitas Tanpa Akuntabilitas Publik (SAK ETAP) dan ISAK 35 "Penyajian Laporan Keuangan Entitas Berorientasi Nonlaba", dengan dasar akrual dan konsep biaya historis. Mata uang penyajian adalah Rupiah. Penerimaan dalam mata uang asing dijabarkan dengan kurs pada tanggal penerimaan.');
  H(doc, '3. IKHTISAR KEBIJAKAN AKUNTANSI MATERIAL', 10);
  para(doc, 'Sumbangan dan hibah diakui sebagai pendapatan pada saat diterima atau pada saat janji tanpa syarat diperoleh, dan dikelompokkan sebagai pendapatan dengan pembatasan apabila pemberi sumber daya menetapkan tujuan atau periode penggunaan. Aset neto dengan pembatasan dibebaskan pada saat beban yang memenuhi pembatasan terjadi. Aset tetap dicatat sebesar biaya perolehan dikurangi akumulasi penyusutan dengan metode garis lurus: bangunan 20 tahun, kendaraan 4 tahun, peralatan 4 tahun.');
  H(doc, '4. KAS DAN SETARA KAS', 10);
  colHead(doc, xs, [['2025'], ['2024']], { colW: 90 });
  rows(doc, [
    { label: 'Kas kecil', indent: 1, vals: two(K.kasKecil) },
    { label: 'Bank Central Asia (BCA) – giro 037-3188-421', indent: 1, vals: two(K.bca) },
    { label: 'Bank Mandiri – tabungan 137-00-1884452-6', indent: 1, vals: two(K.mandiri) },
    { label: 'Deposito berjangka BPD DIY (jatuh tempo 3 bulan)', indent: 1, vals: two(K.deposito) },
    { label: 'Jumlah', bold: true, rule: true, vals: two(K.kas) },
  ], { xs, width: 320, colW: 90, fmt: idn });
  para(doc, 'Tingkat bunga deposito berjangka tahun 2025 adalah 4,25% per tahun (2024: 4,00%).', 8);
  H(doc, '5. PIUTANG HIBAH', 10);
  para(doc, `Piutang hibah per 31 Desember 2025 merupakan termin kelima hibah Stichting Samen Leren (Belanda) untuk tahun 2025 sebesar Rp ${dots(K.piutang[0])} yang diterima pada bulan Januari 2026 (2024: termin keempat sebesar Rp ${dots(K.piutang[1])}).`);
  pageNo(doc, '- 5 -');

  // p7 notes 6-9
  doc.addPage();
  H(doc, '6. ASET TETAP', 10);
  const fx5 = [290, 360, 430, 500];
  colHead(doc, fx5, [['1 Januari', '2025'], ['Penambahan'], ['Pengurangan'], ['31 Desember', '2025']], { colW: 68, size: 7.5 });
  rows(doc, [
    { label: 'Biaya perolehan', italic: true },
    ...K.fa.map((f) => ({ label: f[0], indent: 1, vals: [f[1], f[2], '-', f[1] + f[2]] })),
    { label: 'Jumlah biaya perolehan', bold: true, rule: true, vals: [K.faCost[1], K.capex, '-', K.faCost[0]] },
    { label: 'Akumulasi penyusutan', italic: true },
    ...K.fa.map((f) => ({ label: f[0], indent: 1, vals: [f[3], f[4], '-', f[3] + f[4]] })),
    { label: 'Jumlah akumulasi penyusutan', bold: true, rule: true, vals: [K.faAcc[1], K.dep, '-', K.faAcc[0]] },
    { label: 'Nilai buku neto', bold: true, rule: true, double: true, vals: [K.faNet[1], '', '', K.faNet[0]] },
  ], { xs: fx5, width: 200, colW: 68, size: 8, fmt: idn });
  para(doc, `Penambahan aset tetap tahun 2025 berupa tiga unit laptop dan satu unit proyektor untuk kegiatan taman baca. Beban penyusutan tahun 2025 sebesar Rp ${dots(K.dep)} seluruhnya dibebankan pada beban umum dan administrasi.`, 8);
  H(doc, '7. LIABILITAS IMBALAN KERJA', 10);
  para(doc, `Liabilitas imbalan kerja dihitung sesuai Undang-Undang Cipta Kerja dan Peraturan Pemerintah No. 35 Tahun 2021 dengan metode yang disederhanakan. Saldo per 31 Desember 2025 sebesar Rp ${dots(K.imbalan[0])} (2024: Rp ${dots(K.imbalan[1])}).`);
  H(doc, '8. SUMBANGAN', 10);
  colHead(doc, xs, [['2025'], ['2024']], { colW: 90 });
  rows(doc, [
    { label: 'Sumbangan individu – donasi rutin, kotak amal dan kampanye daring', indent: 1, vals: [K.income[0][3][0], ''] },
    { label: 'Sumbangan individu – kampanye "Sekolah Tetap Jalan" (dengan pembatasan)', indent: 1, vals: [K.income[0][3][1], ''] },
    { label: 'Jumlah sumbangan individu', bold: true, rule: true, vals: [K.incTot[0], K.income24[0]] },
    { label: 'PT Bank Merapi Sejahtera Tbk (dengan pembatasan)', indent: 1, vals: [K.restr[2][3], ''] },
    { label: 'PT Semen Progo Lestari (dengan pembatasan)', indent: 1, vals: [K.restr[3][3], ''] },
    { label: 'Perusahaan lain (tanpa pembatasan)', indent: 1, vals: [K.income[1][3][0], ''] },
    { label: 'Jumlah sumbangan perusahaan (CSR)', bold: true, rule: true, vals: [K.incTot[1], K.income24[1]] },
  ], { xs, width: 320, colW: 90, size: 8, fmt: idn });
  doc.moveDown(0.4);
  H(doc, '9. HIBAH LEMBAGA DONOR', 10);
  colHead(doc, xs, [['2025'], ['2024']], { colW: 90 });
  rows(doc, [
    { label: 'Stichting Samen Leren (Belanda) – EUR 57.250', indent: 1, vals: [K.restr[0][3], 948600000] },
    { label: 'Yayasan Amal Cahaya Bangsa', indent: 1, vals: [K.restr[1][3], K.income24[2] - 948600000] },
    { label: 'Jumlah', bold: true, rule: true, vals: [K.incTot[2], K.income24[2]] },
  ], { xs, width: 320, colW: 90, size: 8, fmt: idn });
  pageNo(doc, '- 6 -');

  // p8 note 10 and note 11 (first part)
  doc.addPage();
  H(doc, '10. ASET NETO DENGAN PEMBATASAN DARI PEMBERI SUMBER DAYA', 10);
  const rx = [300, 385, 470, 555];
  colHead(doc, rx, [['Saldo', '1 Jan 2025'], ['', 'Penambahan'], ['', 'Dibebaskan'], ['Saldo', '31 Des 2025']], { colW: 80, size: 7.5 });
  rows(doc, [
    ...K.restr.map((r, i) => ({ label: r[0], vals: [r[2], r[3], -r[4], K.restrEnd[i]] })),
    { label: 'Jumlah', bold: true, rule: true, vals: [K.restrBeg, K.pendDengan, -K.dibebaskan, K.naDengan[0]] },
  ], { xs: rx, width: 220, colW: 80, size: 8, fmt: idn });
  para(doc, 'Tujuan pembatasan: Stichting Samen Leren – taman baca dan literasi anak; Yayasan Amal Cahaya Bangsa – kesehatan ibu dan anak; PT Bank Merapi Sejahtera Tbk – pendampingan UMKM; PT Semen Progo Lestari – renovasi taman baca; kampanye "Sekolah Tetap Jalan" – beasiswa pendidikan.', 8);
  doc.moveDown(0.5);
  H(doc, '11. BEBAN MENURUT SIFAT DAN FUNGSI', 10);
  para(doc, 'Rincian beban tahun 2025 menurut sifat dan fungsi adalah sebagai berikut:', 8.5);
  const mx = [245, 307, 369, 431, 493, 555];
  const mh = [['Program', 'Pendidikan'], ['Program', 'Kesehatan', 'Ibu dan', 'Anak'], ['Program', 'Pemberdayaan', 'Ekonomi'], ['Umum dan', 'Adminis-', 'trasi'], ['Penggalangan', 'Dana'], ['Jumlah']];
  colHead(doc, mx, mh, { colW: 60, size: 7 });
  const nrow = (n) => ({ label: n[2], vals: [...n[3], sum(n[3])] });
  rows(doc, K.nature.slice(0, 8).map(nrow), { xs: mx, width: 180, colW: 60, size: 7.2, lineH: 13, fmt: idn });
  para(doc, '(bersambung ke halaman berikutnya)', 7.5, { font: 'I', align: 'right' });
  pageNo(doc, '- 7 -');

  // p9 note 11 continued, 12, 13
  doc.addPage();
  H(doc, '11. BEBAN MENURUT SIFAT DAN FUNGSI (lanjutan)', 10);
  colHead(doc, mx, mh, { colW: 60, size: 7 });
  rows(doc, [
    ...K.nature.slice(8).map(nrow),
    { label: 'Jumlah beban 2025', bold: true, rule: true, double: true, vals: [...K.funcTot, K.beban] },
  ], { xs: mx, width: 180, colW: 60, size: 7.2, lineH: 13, fmt: idn });
  doc.moveDown(0.6);
  H(doc, '12. PERPAJAKAN', 10);
  para(doc, 'Sumbangan dan hibah yang diterima Yayasan bukan merupakan objek Pajak Penghasilan sepanjang tidak ada hubungan usaha, pekerjaan, kepemilikan atau penguasaan di antara pihak-pihak yang bersangkutan. Pendapatan bunga deposito dan jasa giro dikenakan PPh final 20%. Utang pajak terdiri dari PPh Pasal 21 dan PPh Pasal 23 masa Desember 2025.');
  H(doc, '13. PERISTIWA SETELAH PERIODE PELAPORAN', 10);
  para(doc, `Pada bulan Januari 2026 Yayasan menerima pelunasan piutang hibah dari Stichting Samen Leren sebesar Rp ${dots(K.piutang[0])}. Tidak terdapat peristiwa lain setelah tanggal pelaporan yang memerlukan penyesuaian atau pengungkapan dalam laporan keuangan.`);
  H(doc, '14. PENYELESAIAN LAPORAN KEUANGAN', 10);
  para(doc, `Pengurus bertanggung jawab atas penyusunan laporan keuangan ini, yang telah disetujui untuk diterbitkan pada tanggal ${K.auditDate}.`);
  pageNo(doc, '- 8 -');
  await end();
}

// ---------------------------------------------------------------- Jurnal.id trial balance
export function trialBalance() {
  // each: [code, name, side ('D' debit-natured or 'K'), opening, closing, turnover]
  const acc = [];
  const bs = (code, name, side, open, close, turn) => acc.push({ code, name, side, open, close, turn });
  for (const b of K.tbBank) bs(b[0], b[1], 'D', b[2][1], b[2][0], b[3]);
  bs('1-10100', 'Piutang Hibah', 'D', K.piutang[1], K.piutang[0], K.piutang[1]);
  bs('1-10300', 'Uang Muka Kegiatan', 'D', K.uangMuka[1], K.uangMuka[0], 148200000);
  bs('1-10400', 'Biaya Dibayar di Muka', 'D', K.prepaid[1], K.prepaid[0], 24000000);
  K.fa.forEach((f, i) => bs(`1-1070${i + 1}`, `Aset Tetap - ${f[0].replace('Peralatan kantor dan kegiatan', 'Peralatan Kantor dan Kegiatan')}`, 'D', f[1], f[1] + f[2], 0));
  K.fa.forEach((f, i) => bs(`1-1075${i + 1}`, `Akumulasi Penyusutan - ${f[0].replace('Peralatan kantor dan kegiatan', 'Peralatan Kantor dan Kegiatan')}`, 'K', f[3], f[3] + f[4], 0));
  bs('2-20100', 'Utang Usaha', 'K', K.utangUsaha[1], K.utangUsaha[0], 412600000);
  bs('2-20200', 'Beban Masih Harus Dibayar', 'K', K.bmhd[1], K.bmhd[0], K.bmhd[1]);
  bs('2-20300', 'Utang Pajak PPh 21 dan 23', 'K', K.utangPajak[1], K.utangPajak[0], 118640000);
  bs('2-21000', 'Liabilitas Imbalan Kerja', 'K', K.imbalan[1], K.imbalan[0], 0);
  bs('3-30000', 'Aset Neto Tanpa Pembatasan', 'K', K.naTanpa[1], K.naTanpa[1], 0);
  bs('3-30100', 'Aset Neto Dengan Pembatasan', 'K', K.naDengan[1], K.naDengan[1], 0);
  const incAcc = [
    ['4-40000', 'Pendapatan Sumbangan Individu - Tidak Terikat', K.income[0][3][0]],
    ['4-40001', 'Pendapatan Sumbangan Individu - Terikat', K.income[0][3][1]],
    ['4-40100', 'Pendapatan Sumbangan Perusahaan (CSR) - Tidak Terikat', K.income[1][3][0]],
    ['4-40101', 'Pendapatan Sumbangan Perusahaan (CSR) - Terikat', K.income[1][3][1]],
    ['4-40200', 'Pendapatan Hibah Lembaga Donor - Terikat', K.income[2][3][1]],
    ['4-40300', 'Pendapatan Jasa Pelatihan', K.income[3][3][0]],
    ['7-70100', 'Pendapatan Bunga Bank', K.income[4][3][0]],
  ];
  for (const [code, name, v] of incAcc) acc.push({ code, name, side: 'K', open: 0, close: v, turn: 0, pl: true });
  K.nature.forEach((n, i) => acc.push({ code: n[0], name: n[1], side: 'D', open: 0, close: K.natTot[i], turn: 0, pl: true }));
  acc.sort((a, b) => a.code.localeCompare(b.code));
  for (const a of acc) {
    const ch = a.close - a.open;
    const up = a.side === 'D' ? ch : -ch; // debit change
    a.md = a.turn + Math.max(up, 0);
    a.mk = a.turn + Math.max(-up, 0);
    a.od = a.side === 'D' ? a.open : 0; a.ok = a.side === 'K' ? a.open : 0;
    a.cd = a.side === 'D' ? a.close : 0; a.ck = a.side === 'K' ? a.close : 0;
  }
  return acc;
}
export async function jurnalXlsx(file) {
  const acc = trialBalance();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Jurnal by Mekari';
  const ws = wb.addWorksheet('Neraca Saldo');
  ws.columns = [{ width: 12 }, { width: 50 }, ...Array(6).fill({ width: 17 })];
  const NF = '#,##0;(#,##0);"-"';
  [['Yayasan Kali Code Berdaya', 14, true], ['Neraca Saldo', 12, true], ['01/01/2025 - 31/12/2025', 10, false], ['(dalam IDR)', 9, false]].forEach(([t, s, b], i) => {
    ws.mergeCells(i + 1, 1, i + 1, 8); const c = ws.getCell(i + 1, 1); c.value = t; c.font = { bold: b, size: s }; c.alignment = { horizontal: 'center' };
  });
  ws.mergeCells(6, 1, 7, 1); ws.getCell(6, 1).value = 'Kode Akun';
  ws.mergeCells(6, 2, 7, 2); ws.getCell(6, 2).value = 'Nama Akun';
  ws.mergeCells(6, 3, 6, 4); ws.getCell(6, 3).value = 'Saldo Awal';
  ws.mergeCells(6, 5, 6, 6); ws.getCell(6, 5).value = 'Pergerakan';
  ws.mergeCells(6, 7, 6, 8); ws.getCell(6, 7).value = 'Saldo Akhir';
  ['Debit', 'Kredit', 'Debit', 'Kredit', 'Debit', 'Kredit'].forEach((t, i) => { ws.getCell(7, i + 3).value = t; });
  for (let r = 6; r <= 7; r++) for (let c = 1; c <= 8; c++) styleHeader(ws.getCell(r, c));
  let r = 8;
  for (const a of acc) {
    ws.getCell(r, 1).value = a.code; ws.getCell(r, 2).value = a.name;
    [a.od, a.ok, a.md, a.mk, a.cd, a.ck].forEach((v, i) => { const c = ws.getCell(r, i + 3); c.value = v; c.numFmt = NF; });
    r++;
  }
  ws.getCell(r, 2).value = 'Total';
  for (let c = 3; c <= 8; c++) {
    const key = ['od', 'ok', 'md', 'mk', 'cd', 'ck'][c - 3];
    const cell = ws.getCell(r, c); cell.value = F(`SUM(${colL(c - 1)}8:${colL(c - 1)}${r - 1})`, sum(acc.map((a) => a[key]))); cell.numFmt = NF; cell.font = { bold: true };
  }
  ws.getCell(r, 2).font = { bold: true };
  ws.getCell(r + 2, 1).value = 'Dicetak oleh fitriani.nh@kalicode.or.id pada 03/02/2026 14:27 WIB';
  ws.getCell(r + 2, 1).font = { italic: true, size: 8 };
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- RAB vs realisasi
export async function rabXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Bendahara YKCB';
  const ws = wb.addWorksheet('RAB vs Realisasi 2025');
  ws.columns = [{ width: 6 }, { width: 46 }, ...Array(6).fill({ width: 16 }), { width: 16 }, { width: 10 }];
  const NF = '#,##0;(#,##0);"-"';
  [['YAYASAN KALI CODE BERDAYA', 13, true], ['LAPORAN REALISASI ANGGARAN (RAB) TAHUN 2025 PER TRIWULAN', 12, true], ['Periode 1 Januari s.d. 31 Desember 2025 — dalam Rupiah', 10, false]].forEach(([t, s, b], i) => {
    ws.mergeCells(i + 1, 1, i + 1, 10); const c = ws.getCell(i + 1, 1); c.value = t; c.font = { bold: b, size: s }; c.alignment = { horizontal: 'center' };
  });
  const h1 = 5, h2 = 6;
  ws.mergeCells(h1, 1, h2, 1); ws.getCell(h1, 1).value = 'No';
  ws.mergeCells(h1, 2, h2, 2); ws.getCell(h1, 2).value = 'Uraian';
  ws.mergeCells(h1, 3, h2, 3); ws.getCell(h1, 3).value = 'RAB 2025';
  ws.mergeCells(h1, 4, h1, 7); ws.getCell(h1, 4).value = 'Realisasi 2025';
  ['TW I\n(Jan–Mar)', 'TW II\n(Apr–Jun)', 'TW III\n(Jul–Sep)', 'TW IV\n(Okt–Des)'].forEach((t, i) => { ws.getCell(h2, 4 + i).value = t; });
  ws.mergeCells(h1, 8, h2, 8); ws.getCell(h1, 8).value = 'Jumlah Realisasi';
  ws.mergeCells(h1, 9, h2, 9); ws.getCell(h1, 9).value = 'Sisa Anggaran';
  ws.mergeCells(h1, 10, h2, 10); ws.getCell(h1, 10).value = '% Serapan';
  for (let r = h1; r <= h2; r++) for (let c = 1; c <= 10; c++) styleHeader(ws.getCell(r, c));
  ws.getRow(h2).height = 30;
  let r = h2 + 1;
  const line = (no, label, rab, q, o = {}) => {
    ws.getCell(r, 1).value = no; ws.getCell(r, 2).value = label;
    if (o.indent) ws.getCell(r, 2).alignment = { indent: 1 };
    ws.getCell(r, 3).value = rab;
    q.forEach((v, i) => { ws.getCell(r, 4 + i).value = v; });
    const val = (x) => (x && typeof x === 'object' ? x.result : x);
    const tot = sum(q.map(val));
    const rabV = val(rab);
    ws.getCell(r, 8).value = F(`SUM(D${r}:G${r})`, tot);
    ws.getCell(r, 9).value = F(`C${r}-H${r}`, rabV - tot);
    ws.getCell(r, 10).value = rabV ? F(`H${r}/C${r}`, tot / rabV) : null;
    for (let c = 3; c <= 9; c++) ws.getCell(r, c).numFmt = NF;
    ws.getCell(r, 10).numFmt = '0.0%';
    if (o.bold) for (let c = 1; c <= 10; c++) ws.getCell(r, c).font = { bold: true };
    return r++;
  };
  const head = (no, label) => { ws.getCell(r, 1).value = no; ws.getCell(r, 2).value = label; ws.getCell(r, 1).font = { bold: true }; ws.getCell(r, 2).font = { bold: true }; r++; };
  const sumRow = (no, label, rowsIn, rabV, qV) => {
    const fs_ = (c) => rowsIn.map((x) => `${c}${x}`).join('+');
    return line(no, label, F(fs_('C'), rabV), [0, 1, 2, 3].map((k) => F(fs_(colL(3 + k)), qV[k])), { bold: true });
  };
  head('A', 'PENERIMAAN');
  const incRows = K.rabIncome.map((x, i) => line(String(i + 1), x.label, x.rab, x.q, { indent: true }));
  const totInc = sumRow('', 'Jumlah Penerimaan (A)', incRows, K.rabPenerimaan, K.realPenerimaanQ);
  r++;
  head('B', 'PENGELUARAN');
  const subRows = [];
  K.rabProg.forEach((p, j) => {
    head(String(j + 1), p.name);
    const lr = p.lines.map((l, k) => line(`${j + 1}.${k + 1}`, l.label, l.rab, l.q, { indent: true }));
    subRows.push(sumRow('', `Subtotal ${p.name.replace(/ \(.*\)/, '')}`, lr, p.rab, p.q));
  });
  const totExp = sumRow('', 'Jumlah Pengeluaran (B)', subRows, K.rabBelanja, K.realBelanjaQ);
  r++;
  head('C', 'BELANJA MODAL');
  const modal = line('1', K.rabModal.label, K.rabModal.rab, K.rabModal.q, { indent: true });
  const totModal = sumRow('', 'Jumlah Belanja Modal (C)', [modal], K.rabModal.rab, K.rabModal.q);
  r++;
  const selQ = [0, 1, 2, 3].map((k) => K.realPenerimaanQ[k] - K.realBelanjaQ[k] - K.rabModal.q[k]);
  const selRab = K.rabPenerimaan - K.rabBelanja - K.rabModal.rab;
  const f3 = (c) => `${c}${totInc}-${c}${totExp}-${c}${totModal}`;
  line('D', 'SELISIH PENERIMAAN DAN PENGELUARAN (A - B - C)', F(f3('C'), selRab), [0, 1, 2, 3].map((k) => F(f3(colL(3 + k)), selQ[k])), { bold: true });
  r++;
  ws.getCell(r++, 2).value = `Catatan: realisasi pengeluaran tidak termasuk beban penyusutan aset tetap sebesar Rp ${dots(K.dep)} (non-kas).`;
  ws.getCell(r++, 2).value = 'Sumbangan individu termasuk donasi kampanye "Sekolah Tetap Jalan" yang dibatasi untuk beasiswa.';
  r++;
  ws.getCell(r, 2).value = 'Yogyakarta, 20 Januari 2026';
  ws.getCell(r + 1, 2).value = 'Disusun oleh: Fitriani Nur Hidayah, S.E. (Bendahara)';
  ws.getCell(r + 2, 2).value = 'Diperiksa oleh: Dra. Endang Setyowati (Ketua Pengurus)';
  ws.views = [{ state: 'frozen', xSplit: 2, ySplit: h2 }];
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- BCA statement CSV (KlikBCA layout)
export function bcaCsv(file) {
  const amt = (v) => v.toFixed(2);
  const lines = [
    'No. rekening : 0373188421',
    'Nama : YAYASAN KALI CODE BERDAYA',
    'Periode : 01/12/2025 - 31/12/2025',
    'Kode Mata Uang : Rp',
    '',
    'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo',
  ];
  let bal = K.bcaOpen;
  for (const t of K.bcaTx) {
    bal += t[4] === 'CR' ? t[3] : -t[3];
    lines.push(`'${t[0]}/12,${t[1]},'${t[2]},${amt(t[3])},${t[4]},${amt(bal)}`);
  }
  if (bal !== K.bca[0]) throw new Error('BCA closing');
  lines.push('');
  lines.push(`Saldo Awal,:,${amt(K.bcaOpen)}`);
  lines.push(`Mutasi Kredit,:,${amt(sum(K.bcaCR.map((t) => t[3])))},${K.bcaCR.length}`);
  lines.push(`Mutasi Debet,:,${amt(sum(K.bcaDB.map((t) => t[3])))},${K.bcaDB.length}`);
  lines.push(`Saldo Akhir,:,${amt(K.bca[0])}`);
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- minutes (docx)
export async function notulen(file) {
  const M = K.mtg;
  const rabRows = [
    ['Uraian', 'RAB 2025', 'Realisasi 2025*', 'RAB 2026'],
    ['PENERIMAAN', '', '', ''],
    ...K.rabIncome.map((x, i) => [x.label, dots(x.rab), dots(x.real), dots(K.rab2026Inc[i])]),
    ['Jumlah Penerimaan', dots(K.rabPenerimaan), dots(sum(K.incTot)), dots(sum(K.rab2026Inc))],
    ['PENGELUARAN', '', '', ''],
    ...K.rabProg.map((p, j) => [p.name, dots(p.rab), dots(p.real), dots(K.rab2026[j])]),
    ['Jumlah Pengeluaran', dots(K.rabBelanja), dots(K.realBelanja), dots(sum(K.rab2026))],
    ['Selisih', dots(K.rabPenerimaan - K.rabBelanja), dots(sum(K.incTot) - K.realBelanja), dots(sum(K.rab2026Inc) - sum(K.rab2026))],
  ];
  const hadir = [
    ['No', 'Nama', 'Jabatan', 'Kehadiran'],
    ['1', 'Prof. Dr. Sri Rahayu Lestari, M.Si.', 'Ketua Pembina', 'Hadir'],
    ['2', 'Ir. Agus Priyanto', 'Anggota Pembina', 'Hadir (daring)'],
    ['3', 'Dra. Endang Setyowati', 'Ketua Pengurus', 'Hadir'],
    ['4', 'Yohanes Bayu Aji, S.Sos.', 'Sekretaris', 'Hadir'],
    ['5', 'Fitriani Nur Hidayah, S.E.', 'Bendahara', 'Hadir'],
    ['6', 'Hendro Kusumo, S.E., Ak.', 'Pengawas', 'Izin'],
    ['7', 'Rahmat Hidayat', 'Koordinator Program Pendidikan', 'Hadir (undangan)'],
  ];
  const children = [
    P('NOTULEN RAPAT TAHUNAN PEMBINA', { bold: true, align: 'center', size: 14, after: 40 }),
    P('BERSAMA PENGURUS DAN PENGAWAS', { bold: true, align: 'center', size: 13, after: 40 }),
    P('YAYASAN KALI CODE BERDAYA', { bold: true, align: 'center', size: 13, after: 200 }),
    P(`Hari/Tanggal  : ${M.date}`, { after: 40 }),
    P(`Waktu             : Pukul ${M.start} – ${M.end} WIB`, { after: 40 }),
    P(`Tempat            : ${M.place}`, { after: 40 }),
    P('Pimpinan rapat : Prof. Dr. Sri Rahayu Lestari, M.Si. (Ketua Pembina)', { after: 40 }),
    P(`Notulis             : ${M.notulis}`, { after: 200 }),
    P('Daftar Hadir', { bold: true }),
    T(hadir, { widths: [600, 3400, 2800, 1800] }),
    P('Rapat dinyatakan kuorum karena dihadiri oleh seluruh anggota Pembina, sesuai Pasal 21 Anggaran Dasar Yayasan.', { before: 160 }),
    P('Acara Rapat', { bold: true, before: 120 }),
    P('1. Pembukaan dan pengesahan notulen rapat tanggal 13 September 2025.', { indent: 300, after: 40 }),
    P('2. Laporan tahunan Pengurus dan laporan keuangan 2025 yang telah diaudit.', { indent: 300, after: 40 }),
    P('3. Rencana kerja dan anggaran (RAB) tahun 2026.', { indent: 300, after: 40 }),
    P('4. Kebijakan keuangan dan penunjukan auditor tahun buku 2026.', { indent: 300, after: 40 }),
    P('5. Lain-lain.', { indent: 300, after: 160 }),
    P('Pembahasan', { bold: true }),
    P(`Ad 2. Bendahara memaparkan laporan keuangan tahun 2025 yang telah diaudit oleh ${K.kap} dengan opini wajar dalam semua hal yang material (tanggal laporan ${K.auditDate}). Jumlah pendapatan tahun 2025 tercatat sekitar Rp 3,9 miliar dan jumlah beban Rp 3,36 miliar, sehingga surplus tahun berjalan sekitar Rp 565 juta, sebagian besar berupa dana hibah dengan pembatasan yang belum digunakan. Pengawas menyampaikan catatan tertulis bahwa tidak ada temuan material. Bendahara juga melaporkan bahwa renovasi taman baca di Jetis melampaui anggaran karena penggantian atap dan lantai keramik, dan kelebihannya ditutup dari dana CSR PT Semen Progo Lestari.`),
    P('Ad 3. Pengurus mengusulkan RAB 2026 sebagaimana tabel berikut (dalam Rupiah):'),
    T(rabRows, { widths: [3900, 1600, 1700, 1600], numCols: [1, 2, 3], boldRows: [1, 7, 8, 14, 15] }),
    P('* Realisasi 2025 tidak termasuk beban penyusutan (non-kas); angka realisasi sama dengan Laporan Realisasi Anggaran per 31 Desember 2025.', { italic: true, size: 9, before: 60 }),
    P(`Untuk tahun 2026 Pengurus menargetkan penggalangan dana publik melalui kanal digital (situs donasi dan QRIS) sebesar Rp 1,2 miliar, yang merupakan bagian dari pos sumbangan individu. Program beasiswa 2026 direncanakan untuk ${M.beasiswaN} penerima dengan nilai Rp ${dots(M.beasiswaPer)} per siswa per semester.`),
    P('Ad 4. Pembina membahas batas kewenangan pengeluaran dan dana cadangan.'),
    P('Keputusan Rapat', { bold: true, before: 120 }),
    P(`1. Mengesahkan laporan tahunan Pengurus dan laporan keuangan Yayasan tahun buku 2025 yang telah diaudit oleh ${K.kap}, serta memberikan pembebasan tanggung jawab (acquit et de charge) kepada Pengurus dan Pengawas atas pengurusan dan pengawasan tahun buku 2025.`, { indent: 300 }),
    P(`2. Menyetujui RAB tahun 2026 dengan jumlah penerimaan Rp ${dots(sum(K.rab2026Inc))} dan jumlah pengeluaran Rp ${dots(sum(K.rab2026))}.`, { indent: 300 }),
    P(`3. Menetapkan bahwa setiap pengeluaran di atas Rp ${dots(M.limit)} per transaksi wajib mendapat persetujuan tertulis Ketua Pengurus; pengeluaran sampai dengan jumlah tersebut cukup disetujui oleh Bendahara.`, { indent: 300 }),
    P(`4. Menyetujui pemindahan dana sebesar Rp ${dots(M.cadangan)} dari rekening giro BCA ke deposito BPD DIY sebagai dana cadangan operasional, paling lambat tanggal 31 Maret 2026.`, { indent: 300 }),
    P(`5. Menunjuk ${M.kap2026} sebagai auditor independen untuk tahun buku 2026, menggantikan ${K.kap} yang telah mengaudit lima tahun berturut-turut.`, { indent: 300 }),
    P(`6. Menyetujui kenaikan gaji karyawan sebesar ${M.raise}% berlaku mulai 1 April 2026.`, { indent: 300 }),
    P('Lain-lain', { bold: true, before: 120 }),
    P(`Rapat Pembina berikutnya akan diselenggarakan pada hari ${M.next} di Sekretariat Yayasan. Rapat ditutup oleh pimpinan rapat pada pukul ${M.end} WIB.`),
    P('Yogyakarta, 14 Maret 2026', { before: 240 }),
    P('Pimpinan Rapat,                                                      Notulis,', { after: 600 }),
    P('Prof. Dr. Sri Rahayu Lestari, M.Si.                             Yohanes Bayu Aji, S.Sos.'),
  ];
  await writeDocx(file, children, { title: 'Notulen Rapat Pembina 14 Maret 2026', creator: 'Yohanes Bayu Aji' });
}

// ---------------------------------------------------------------- nota photo
export async function notaPhoto(file) {
  const N = K.nota;
  const W = 40; // characters per line
  const lr = (l, r) => l + ' '.repeat(Math.max(1, W - l.length - r.length)) + r;
  const c = (t) => ' '.repeat(Math.max(0, Math.floor((W - t.length) / 2))) + t;
  const lines = [
    { t: c('TB. SUMBER REJEKI'), size: 20, bold: true },
    { t: c('BAHAN BANGUNAN - CAT - SANITER'), size: 20 },
    { t: c('Jl. Parangtritis Km 5,2 Sewon Bantul'), size: 20 },
    { t: c('Telp. (0274) 4123567'), size: 20 },
    { t: c('NPWP 01.234.567.8-543.000'), size: 20 },
    { t: '-'.repeat(W), size: 20 },
    { t: `No. Nota : ${N.no}`, size: 20 },
    { t: `Tanggal  : ${N.date} ${N.time}`, size: 20 },
    { t: `Kasir    : ${N.kasir}`, size: 20 },
    { t: 'Pelanggan: YAYASAN KALI CODE BERDAYA', size: 20 },
    { t: '-'.repeat(W), size: 20 },
  ];
  for (const [name, q, p] of N.items) {
    lines.push({ t: name, size: 20 });
    lines.push({ t: lr(`   ${q} x ${dots(p)}`, dots(q * p)), size: 20 });
  }
  lines.push({ t: '-'.repeat(W), size: 20 });
  lines.push({ t: lr('Subtotal', dots(N.subtotal)), size: 20 });
  lines.push({ t: lr('DPP Nilai Lain 11/12', dots(N.dpp)), size: 20 });
  lines.push({ t: lr('PPN 12%', dots(N.ppn)), size: 20 });
  lines.push({ t: lr('TOTAL', dots(N.total)), size: 20, bold: true });
  lines.push({ t: lr('Transfer BCA', dots(N.total)), size: 20 });
  lines.push({ t: lr('Kembali', '0'), size: 20 });
  lines.push({ t: '-'.repeat(W), size: 20 });
  lines.push({ t: `Jumlah item: ${N.items.length}   Qty: ${N.qty}`, size: 20 });
  lines.push({ t: c('Barang yang sudah dibeli tidak'), size: 19 });
  lines.push({ t: c('dapat ditukar/dikembalikan'), size: 19 });
  lines.push({ t: c('TERIMA KASIH'), size: 21, bold: true });
  await photoDocument(file, lines, { width: 620, height: 1180, angle: -1.8, seed: 62, format: 'jpeg', mono: true, margin: 40, noise: 22 });
}
