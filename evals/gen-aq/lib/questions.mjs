// The 100 questions of set AQ. Each case holds the answer from data.mjs, an ideal and a wrong reply, and `from`:
// how the answer is recomputed from the generated files by verify.mjs (g = generic readings of the files).
import { K, D, r2 } from '../data.mjs';

const sum = (a) => a.reduce((s, x) => s + x, 0);
const en = (v, dp) => Number(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const U = {
  rp: (v) => `Rp ${en(v, 0)}`,
  usd: (v) => `$${en(v, Number.isInteger(Math.round(v * 100) / 100) ? 0 : 2)}`,
  usd2: (v) => `$${en(v, 2)}`,
  pct: (v) => `${en(v, 2)}%`,
  n: (v) => en(v, Number.isInteger(v) ? 0 : 3),
};
const REFUSE = 'I could not find that in the documents.';
const pct2 = (a, b) => Math.round((10000 * a) / b) / 100;

export const CASES = [];
const seq = { kalicode: 0, desertwillow: 0 };
function C(org, kind, question, o) {
  const id = `${org}-${String(++seq[org]).padStart(3, '0')}`;
  const c = { id, org, kind, question, from: o.from, id_lang: !!o.id };
  if (o.nf) {
    c.answer = { type: 'notfound' };
    c.ideal = REFUSE;
    c.wrong = o.wrong;
    c.absent = o.absent; // (all text of the org, texts by document) => true when the subject is not in the documents
  } else if (o.text) {
    c.answer = { type: 'text', any: o.text };
    c.ideal = `${o.say ?? o.text[0]}, going by the documents.`;
    c.wrong = `${o.wrong}, going by the documents.`;
  } else {
    const tol = o.tol ?? (kind === 'count' ? 0 : 0.005);
    c.answer = { type: 'number', value: o.v, tolerance: tol, ...(o.alt ? { alt: o.alt } : {}) };
    const f = U[o.unit ?? 'n'];
    c.ideal = `${f(o.v)}, going by the documents.`;
    c.wrong = `${f(o.wrong)}, going by the documents.`;
  }
  CASES.push(c);
}
const kc = (kind, q, o) => C('kalicode', kind, q, o);
const dw = (kind, q, o) => C('desertwillow', kind, q, o);

// ====================================================================== kalicode
// documents: 0 audited statements, 1 Jurnal.id trial balance, 2 RAB vs realisasi, 3 BCA CSV, 4 notulen, 5 nota
const LPK = 'LAPORAN POSISI KEUANGAN';
const rabLine = (g, no) => g.sheet(2, 'RAB vs Realisasi 2025').find((r) => String(r[0]) === no);
const rabSub = (g, label) => g.sheet(2, 'RAB vs Realisasi 2025').find((r) => String(r[1]) === label);
const edu = K.rabProg[0], kia = K.rabProg[1], eko = K.rabProg[2];
const lineOf = (p, code) => p.lines.find((l) => l.code === code);
const datesAny = (d, m, y, monthId, monthEn) => [`${d} ${monthId} ${y}`, `${d} ${monthEn} ${y}`, `${monthEn} ${d}, ${y}`, `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`, `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, `${d} ${monthEn.slice(0, 3)} ${y}`, `${monthEn.slice(0, 3)} ${d}, ${y}`, `${d} ${monthId.slice(0, 3)} ${y}`, `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}`, `${d} ${monthId}`, `${d} ${monthEn}`, `${monthEn} ${d}`];

kc('lookup', 'Berapa jumlah pendapatan yayasan tahun 2025?', { id: true, v: K.pendapatan, unit: 'rp', wrong: K.pendTanpa + K.dibebaskan, from: (g) => g.n(0, 'Jumlah Pendapatan', 2) });
kc('lookup', 'What were total expenses in 2024?', { v: K.beban24, unit: 'rp', wrong: K.beban, from: (g) => g.n(0, 'Jumlah Beban', 3) });
kc('lookup', 'kas dan setara kas per 31 des 2025?', { id: true, v: K.kas[0], unit: 'rp', wrong: K.kas[1], from: (g) => g.n(0, 'Kas dan setara kas', 1, LPK) });
kc('lookup', 'What was grant revenue from donor institutions (hibah lembaga donor) in 2025?', { v: K.incTot[2], unit: 'rp', wrong: K.income24[2], from: (g) => g.n(0, 'Hibah lembaga donor', 3) });
kc('lookup', 'Berapa surplus tahun berjalan 2025 untuk aset neto tanpa pembatasan dari pemberi sumber daya?', { id: true, v: K.surplusTanpa, unit: 'rp', wrong: K.surplus, from: (g) => g.n(0, 'SURPLUS TAHUN BERJALAN', 0) });
kc('total', 'How much did the education and maternal-child health programmes cost together in 2025?', { v: K.funcTot[0] + K.funcTot[1], unit: 'rp', wrong: K.progTot, from: (g) => g.n(0, 'Program Pendidikan', 0) + g.n(0, 'Program Kesehatan Ibu dan Anak', 0) });
kc('percent', 'What share of our total 2025 expenses was general and administrative (umum dan administrasi)?', { v: pct2(K.funcTot[3], K.beban), unit: 'pct', wrong: pct2(K.funcTot[3], K.pendapatan), from: (g) => (100 * g.n(0, 'Beban umum dan administrasi', 0)) / g.n(0, 'Jumlah Beban', 0) });
kc('percent', 'Berapa persen kenaikan sumbangan individu dari 2024 ke 2025?', { id: true, v: pct2(K.incTot[0] - K.income24[0], K.income24[0]), unit: 'pct', wrong: pct2(K.pendapatan - K.pendapatan24, K.pendapatan24), from: (g) => (100 * (g.n(0, 'Sumbangan individu', 3) - g.n(0, 'Sumbangan individu', 4))) / g.n(0, 'Sumbangan individu', 4) });
kc('difference', 'By how much did total net assets grow during 2025?', { v: K.na[0] - K.na[1], unit: 'rp', wrong: K.naDengan[0] - K.naDengan[1], from: (g) => g.n(0, 'Jumlah Aset Neto', 0) - g.n(0, 'Jumlah Aset Neto', 1) });
kc('lookup', 'Berapa saldo dana terikat dari PT Bank Merapi Sejahtera per 31 Desember 2025?', { id: true, v: K.restrEnd[2], unit: 'rp', wrong: K.restr[2][2], from: (g) => g.n(0, 'PT Bank Merapi Sejahtera Tbk (CSR)', 3) });
kc('extreme', 'Which restricted donor fund had the most released (dibebaskan) in 2025?', { text: ['Samen Leren'], say: 'Stichting Samen Leren (Belanda)', wrong: 'Yayasan Amal Cahaya Bangsa', from: (g) => { const names = ['Stichting Samen Leren (Belanda)', 'Yayasan Amal Cahaya Bangsa', 'PT Bank Merapi Sejahtera Tbk (CSR)', 'PT Semen Progo Lestari (CSR)', 'Kampanye "Sekolah Tetap Jalan"']; return names.map((n) => [n, Math.abs(g.n(0, n, 2, '10. ASET NETO DENGAN PEMBATASAN DARI PEMBERI SUMBER DAYA'))]).sort((a, b) => b[1] - a[1])[0][0]; } });
kc('lookup', 'Nilai buku aset tetap akhir 2025 berapa?', { id: true, v: K.faNet[0], unit: 'rp', wrong: K.faNet[1], from: (g) => g.n(0, 'Nilai buku neto', 1) });
kc('lookup', 'How much did we spend on scholarships (beasiswa) in 2025?', { v: K.natTot[2], unit: 'rp', wrong: 72000000, from: (g) => g.n(1, 'Beban Beasiswa', 4) });
kc('coa', 'what account code is bank admin fees in jurnal', { text: ['8-80100'], say: 'Account 8-80100 (Beban Administrasi Bank)', wrong: 'Account 6-69900', from: (g) => String(g.row(1, 'Beban Administrasi Bank')[0]) });
kc('lookup', 'Total gaji dan tunjangan karyawan 2025 (semua fungsi)?', { id: true, v: K.natTot[0], unit: 'rp', wrong: K.nature[0][3][0], from: (g) => { const a = g.n(1, 'Beban Gaji dan Tunjangan', 4); return a === g.n(0, 'Gaji dan tunjangan karyawan', 5) ? a : NaN; } });
kc('ratio', 'What was the current ratio (aset lancar to liabilitas jangka pendek) at 31 December 2025?', { v: Math.round((1000 * K.asetLancar[0]) / K.liabLancar[0]) / 1000, wrong: Math.round((1000 * K.asetLancar[1]) / K.liabLancar[1]) / 1000, from: (g) => g.n(0, 'Jumlah Aset Lancar', 0) / g.n(0, 'Jumlah Liabilitas Jangka Pendek', 0) });
kc('lookup', 'How much was in the BCA current account at year end?', { v: K.bca[0], unit: 'rp', wrong: K.bcaOpen, from: (g) => { const c = g.bcaSummary('Saldo Akhir'); return c === g.n(0, 'Bank Central Asia (BCA) – giro 037-3188-421', 0) ? c : NaN; } });
kc('total', 'Total uang masuk ke rekening BCA selama Desember 2025?', { id: true, v: sum(K.bcaCR.map((t) => t[3])), unit: 'rp', wrong: sum(K.bcaDB.map((t) => t[3])), from: (g) => sum(g.bca().filter((t) => t.type === 'CR').map((t) => t.amt)) });
kc('count', 'How many debit transactions were on the BCA account in December?', { v: K.bcaDB.length, wrong: K.bcaTx.length, from: (g) => g.bca().filter((t) => t.type === 'DB').length });
kc('date', 'When did the PT Bank Merapi CSR money arrive in our BCA account?', { text: datesAny(18, 12, 2025, 'Desember', 'December'), say: '18 December 2025', wrong: '24 December 2025', from: (g) => { const t = g.bca().find((x) => /BANK MERAPI/.test(x.desc)); return `${t.day} December 2025`; } });
kc('extreme', 'biggest single payment out of BCA in december?', { v: Math.max(...K.bcaDB.map((t) => t[3])), unit: 'rp', wrong: Math.max(...K.bcaCR.map((t) => t[3])), from: (g) => Math.max(...g.bca().filter((t) => t.type === 'DB').map((t) => t.amt)) });
kc('difference', 'Berapa bunga bersih (setelah pajak bunga) yang masuk ke rekening BCA di bulan Desember?', { id: true, v: 412375 - 82475, unit: 'rp', wrong: 412375, from: (g) => { const b = g.bca(); return b.find((t) => t.desc === 'BUNGA').amt - b.find((t) => t.desc === 'PAJAK BUNGA').amt; } });
kc('total', 'How much did we pay to BPJS (both programmes) in December?', { v: 6842300 + 3917600, unit: 'rp', wrong: 6842300, from: (g) => sum(g.bca().filter((t) => /BPJS/.test(t.desc)).map((t) => t.amt)) });
kc('receipt', 'What was the total on the TB Sumber Rejeki receipt?', { v: K.nota.total, unit: 'rp', wrong: K.nota.subtotal, from: (g) => g.ocr(5, /TOTAL\s+([\d.]+)/) });
kc('receipt', 'Berapa PPN di nota toko bangunan Sumber Rejeki?', { id: true, v: K.nota.ppn, unit: 'rp', wrong: Math.round(K.nota.subtotal * 0.12), from: (g) => g.ocr(5, /PPN 12%\s+([\d.]+)/) });
kc('receipt', 'What did the cement cost in total on the building-supplies receipt?', { v: 620000, unit: 'rp', wrong: 62000, from: (g) => g.ocr(5, /10\s*'?x\s*62\.000\s+([\d.]+)/) });
kc('date', 'On what date did we pay TB Sumber Rejeki from the BCA account?', { text: datesAny(12, 12, 2025, 'Desember', 'December'), say: '12 December 2025', wrong: '15 December 2025', from: (g) => { const t = g.bca().find((x) => /SUMBER REJEKI/.test(x.desc)); const n = g.ocr(5, /TOTAL\s+([\d.]+)/); return t.amt === n ? `${t.day} December 2025` : 'mismatch'; } });
kc('variance', 'Berapa selisih realisasi dengan RAB untuk renovasi taman baca tahun 2025?', { id: true, v: lineOf(edu, '6-60900').real - lineOf(edu, '6-60900').rab, unit: 'rp', wrong: edu.real - edu.rab, from: (g) => { const r = rabLine(g, '1.9'); return r[7] - r[2]; } });
kc('percent', 'What percentage of its 2025 budget did the maternal and child health programme actually spend?', { v: pct2(kia.real, kia.rab), unit: 'pct', wrong: pct2(lineOf(kia, '6-60300').real, lineOf(kia, '6-60300').rab), from: (g) => { const r = rabSub(g, 'Subtotal Program Kesehatan Ibu dan Anak'); return (100 * r[7]) / r[2]; } });
kc('quarter', 'How much was spent on scholarships in Q3 2025?', { v: lineOf(edu, '6-60200').q[2], unit: 'rp', wrong: lineOf(edu, '6-60200').q[1], from: (g) => rabLine(g, '1.3')[5] });
kc('extreme', 'Triwulan mana yang realisasi pengeluarannya paling besar di 2025?', { id: true, text: ['TW IV', 'triwulan IV', 'triwulan ke-4', 'triwulan keempat', 'Q4', 'fourth quarter', 'kuartal IV', 'quarter 4', 'Okt–Des', 'Okt-Des', 'Oktober–Desember', 'Oktober-Desember', 'Oktober s.d. Desember', 'Oktober sampai Desember', 'October–December', 'October-December', 'October to December', 'Oct–Dec', 'Oct-Dec'], say: 'TW IV (Oktober–Desember)', wrong: 'TW III (Juli–September)', from: (g) => { const r = rabSub(g, 'Jumlah Pengeluaran (B)'); const q = r.slice(3, 7); return ['TW I', 'TW II', 'TW III', 'TW IV'][q.indexOf(Math.max(...q))]; } });
kc('variance', 'Were we over or under the 2025 RAB on total spending (pengeluaran), and by how much?', { v: K.realBelanja - K.rabBelanja, unit: 'rp', wrong: K.beban - K.rabBelanja, from: (g) => { const r = rabSub(g, 'Jumlah Pengeluaran (B)'); return r[7] - r[2]; } });
kc('lookup', 'What was the 2025 budget for digital promotion and campaigns?', { v: lineOf(K.rabProg[4], '6-61200').rab, unit: 'rp', wrong: lineOf(K.rabProg[4], '6-61200').real, from: (g) => rabLine(g, '5.5')[2] });
kc('percent', 'Berapa persen serapan anggaran honor fasilitator program pemberdayaan ekonomi?', { id: true, v: pct2(lineOf(eko, '6-60110').real, lineOf(eko, '6-60110').rab), unit: 'pct', wrong: pct2(lineOf(kia, '6-60110').real, lineOf(kia, '6-60110').rab), from: (g) => 100 * rabLine(g, '3.2')[9] });
kc('lookup', 'What total spending did the pembina approve for 2026?', { v: sum(K.rab2026), unit: 'rp', wrong: sum(K.rab2026Inc), from: (g) => g.num(g.find(4, /jumlah pengeluaran Rp ([\d.]+\d)/)) });
kc('lookup', 'Berapa target penggalangan dana digital tahun 2026?', { id: true, v: K.mtg.digitalTarget, unit: 'rp', wrong: K.rab2026Inc[0], from: (g) => { const m = g.find(4, /kanal digital \(situs donasi dan QRIS\) sebesar Rp (\d+,\d) miliar/); return Number(m.replace(',', '.')) * 1e9; } });
kc('text', 'Which audit firm will audit the 2026 accounts?', { text: ['Wibowo, Sari', 'Wibowo Sari', 'Wibowo'], say: 'KAP Wibowo, Sari & Rekan', wrong: 'KAP Hadi Susanto & Rekan', from: (g) => g.find(4, /Menunjuk (KAP [^,]+, [^&]+& Rekan) sebagai auditor/) });
kc('date', 'Kapan rapat pembina berikutnya?', { id: true, text: datesAny(12, 9, 2026, 'September', 'September').filter((x) => !/^\d+ September$|^September \d+$|^12\/09$/.test(x)), say: 'Sabtu, 12 September 2026', wrong: 'Sabtu, 14 Maret 2026', from: (g) => g.find(4, /diselenggarakan pada hari Sabtu, (\d+ \w+ \d{4})/) });
kc('lookup', 'Above what amount does a payment need the Ketua Pengurus\'s written approval?', { v: K.mtg.limit, unit: 'rp', wrong: K.mtg.cadangan, from: (g) => g.num(g.find(4, /pengeluaran di atas Rp ([\d.]+) per transaksi/)) });
kc('total', 'If the 2026 scholarship plan goes ahead as minuted, what will it cost for the full year (both semesters)?', { v: K.mtg.beasiswaN * K.mtg.beasiswaPer * 2, unit: 'rp', wrong: K.mtg.beasiswaN * K.mtg.beasiswaPer, from: (g) => Number(g.find(4, /direncanakan untuk (\d+) penerima/)) * g.num(g.find(4, /nilai Rp ([\d.]+) per siswa per semester/)) * 2 });
kc('count', 'Berapa orang yang hadir di rapat pembina tanggal 14 Maret 2026?', { id: true, v: 6, wrong: 7, from: (g) => g.rows(4).filter((r) => r.length === 4 && /^Hadir/.test(r[3])).length });
kc('text', 'Who chaired the March 2026 pembina meeting?', { text: ['Sri Rahayu Lestari', 'Sri Rahayu'], say: 'Sri Rahayu Lestari, the Ketua Pembina', wrong: 'Endang Setyowati, the Ketua Pengurus', from: (g) => g.find(4, /Pimpinan rapat : ([^(]+)\(/) });
kc('difference', 'How much more is budgeted for the education programme in 2026 than was actually spent on it in 2025?', { v: K.rab2026[0] - edu.real, unit: 'rp', wrong: K.rab2026[0] - edu.rab, from: (g) => g.n(4, 'Program Pendidikan (Taman Baca dan Beasiswa)', 2) - rabSub(g, 'Subtotal Program Pendidikan')[7] });
kc('percent', 'By what percentage does the 2026 spending budget exceed the 2025 RAB?', { v: pct2(sum(K.rab2026) - K.rabBelanja, K.rabBelanja), unit: 'pct', wrong: pct2(sum(K.rab2026) - K.realBelanja, K.realBelanja), from: (g) => (100 * (g.n(4, 'Jumlah Pengeluaran', 2) - g.n(4, 'Jumlah Pengeluaran', 0))) / g.n(4, 'Jumlah Pengeluaran', 0) });
kc('date', 'What date is on the independent auditor\'s report?', { text: datesAny(6, 3, 2026, 'Maret', 'March'), say: '6 March 2026', wrong: '14 March 2026', from: (g) => g.find(0, /Yogyakarta, (\d+ Maret 2026)/) });
// not found
kc('notfound', 'Berapa jumlah sumbangan individu tahun 2023?', { id: true, nf: true, wrong: 'Sumbangan individu tahun 2023 sebesar Rp 1,032,400,000.', absent: (t) => !/\b2023\b/.test(t) });
kc('notfound', 'What was the Mandiri savings balance at 30 November 2025?', { nf: true, wrong: 'The Mandiri balance at 30 November 2025 was Rp 171,250,000.', absent: (t, docs) => !/Mandiri[^\n]*(30\/11|November|Nov)/i.test(t) && !/mandiri/i.test(docs[3].replace('PINDAH DANA KE MANDIRI TABUNGAN', '')) });
kc('notfound', 'How much did electricity alone cost us in 2025?', { nf: true, wrong: 'Electricity cost Rp 34,150,000 in 2025.', absent: (t) => !/Beban Listrik(?!, Air)|listrik\s*\|/i.test(t) && /Listrik, air dan internet/.test(t) });
kc('notfound', 'Berapa gaji Ketua Pengurus per bulan?', { id: true, nf: true, wrong: 'Gaji Ketua Pengurus Rp 12,500,000 per bulan.', absent: (t) => !/(gaji|honor|honorarium|remunerasi)[^\n]{0,40}ketua/i.test(t) });
kc('notfound', 'How many children attend the taman baca (reading garden) each week?', { nf: true, wrong: 'About 180 children attend the taman baca each week.', absent: (t) => !/\d+\s+(anak|children|pengunjung)/i.test(t) });

// ====================================================================== desertwillow
// documents: 0 audited statements, 1 CHAR55-1, 2 QuickBooks budget vs actuals, 3 Cheddar Up CSV, 4 minutes, 5 invoice
const SFP = 'STATEMENTS OF FINANCIAL POSITION';
const paid = D.pto.filter((r) => r.status === 'Paid');
const paidPledges = paid.filter((r) => /Pledge/.test(r.item));
const gradeTot = {};
for (const r of paidPledges) gradeTot[r.grade] = (gradeTot[r.grade] || 0) + r.gross;
const topGrade = Object.entries(gradeTot).sort((a, b) => b[1] - a[1]);
if (topGrade[0][0] !== '7th') throw new Error('the top grade is written out as seventh');
const qbA = (code) => [...D.qbInc, ...D.qbExp].find((a) => a.code === code);
const monthMax = D.qbExpAct.indexOf(Math.max(...D.qbExpAct));
const ytdExp = r2(sum(D.qbExpAct.slice(0, 10)));
const ytdInc = r2(sum(D.qbIncAct.slice(0, 10)));

dw('lookup', 'What was total revenue, support and other for FY2025?', { v: D.rev, unit: 'usd', wrong: D.revTot24, from: (g) => g.n(0, 'Total revenue, support and other', 2) });
dw('lookup', 'total expenses fy24?', { v: D.exp24, unit: 'usd', wrong: D.exp, from: (g) => g.n(0, 'Total expenses', 3) });
dw('lookup', 'How much cash did we have at June 30, 2025?', { v: D.cash[0], unit: 'usd', wrong: D.cash[1], from: (g) => g.n(0, 'Cash and cash equivalents', 0, SFP) });
dw('lookup', 'How much do we still owe on the bus loan at the end of FY2025?', { v: D.loan[0], unit: 'usd', wrong: D.loan[0] - D.loanCurrent[0], from: (g) => g.n(0, 'Current portion of note payable (Note 5)', 0) + g.n(0, 'Note payable, net of current portion (Note 5)', 0) });
dw('lookup', 'What did instruction cost in the year ended June 30, 2025?', { v: D.funcTot[0], unit: 'usd', wrong: D.funcTot24[0], from: (g) => g.n(0, 'Instruction', 0) });
dw('lookup', 'What did we pay in salaries for transportation in FY25?', { v: D.nature[0][2][3], unit: 'usd', wrong: D.funcTot[3], from: (g) => g.n(0, 'Salaries and Wages', 3) });
dw('total', 'How much did salaries plus benefits and payroll taxes come to in FY2025, all functions?', { v: D.natTot[0] + D.natTot[1], unit: 'usd', wrong: D.natTot[0], from: (g) => g.n(0, 'Salaries and Wages', 7) + g.n(0, 'Employee Benefits and Payroll Taxes', 7) });
dw('percent', 'What percentage of FY2025 total expenses went to program services?', { v: pct2(D.progTot, D.exp), unit: 'pct', wrong: pct2(D.funcTot[0], D.exp), from: (g) => (100 * g.n(0, 'Total program services', 0)) / g.n(0, 'Total expenses', 0) });
dw('percent', 'By what percent did total revenue grow from FY2024 to FY2025?', { v: pct2(D.rev - D.revTot24, D.revTot24), unit: 'pct', wrong: pct2(D.revTot[0] - D.rev24[0], D.rev24[0]), from: (g) => (100 * (g.n(0, 'Total revenue, support and other', 2) - g.n(0, 'Total revenue, support and other', 3))) / g.n(0, 'Total revenue, support and other', 3) });
dw('lookup', 'Net assets with donor restrictions at June 30, 2025?', { v: D.naR[0], unit: 'usd', wrong: D.naR[1], from: (g) => g.n(0, 'With donor restrictions (Note 6)', 0) });
dw('lookup', 'How much tax credit money was released for extracurricular activities in FY25?', { v: D.restr[0][3], unit: 'usd', wrong: D.released, from: (g) => g.n(0, 'Extracurricular activities (tax credit)', 2) });
dw('ratio', 'What was our current ratio at June 30, 2025?', { v: Math.round((1000 * D.curAssets[0]) / D.liabCur[0]) / 1000, wrong: Math.round((1000 * D.curAssets[1]) / D.liabCur[1]) / 1000, from: (g) => g.n(0, 'Total current assets', 0) / g.n(0, 'Total current liabilities', 0) });
dw('lookup', 'What was our final 100th-day ADM for FY2025?', { v: D.admK8, tol: 0.0001, wrong: D.wsc, from: (g) => g.n(1, 'Total ADM (lines 1 + 2)', 0) });
dw('lookup', 'weighted student count on the char55?', { v: D.wsc, tol: 0.0001, wrong: D.groupA, from: (g) => g.n(1, 'Total Weighted Student Count (lines 4 + 5 + 13)', 0) });
dw('lookup', 'What base level per weighted student did ADE use for FY2025?', { v: D.baseLevel, unit: 'usd2', wrong: D.perAdm, from: (g) => g.n(1, 'Base Level', 0) });
dw('lookup', 'What is our total equalization assistance per ADM?', { v: D.perAdm, unit: 'usd2', wrong: r2(D.equal / D.wsc), from: (g) => { const p = g.n(1, 'Equalization Assistance per ADM (line 22 / line 3)', 0); return Math.abs(p - g.n(1, 'TOTAL EQUALIZATION ASSISTANCE', 0) / g.n(1, 'Total ADM (lines 1 + 2)', 0)) < 0.01 ? p : NaN; } });
dw('count', 'How many English learners were counted for Group B funding?', { v: 38.25, tol: 0.0001, wrong: 4.399, from: (g) => g.n(1, 'Group B – English Learners (ELL)', 0) });
dw('total', 'What was total state aid (equalization plus Classroom Site Fund) in FY2025?', { v: D.revTot[0] + D.revTot[1], unit: 'usd', wrong: D.revTot[0], from: (g) => g.n(0, 'Total state aid', 0) });
dw('percent', 'What share of total FY2025 revenue came from state equalization assistance?', { v: pct2(D.revTot[0], D.rev), unit: 'pct', wrong: pct2(D.revTot[0] + D.revTot[1], D.rev), from: (g) => (100 * g.n(1, 'TOTAL EQUALIZATION ASSISTANCE', 0)) / g.n(0, 'Total revenue, support and other', 2) });
dw('monthly', 'How much was the state equalization payment in March 2025?', { v: D.eqPay[8], unit: 'usd2', wrong: D.eqPay[0], from: (g) => { const a = g.n(1, 'March 2025', 0); return a === g.qb('4100 State Equalization Assistance', 8, 0) ? a : NaN; } });
dw('difference', 'How much smaller was each monthly equalization payment after the 100th-day adjustment than the payments before it?', { v: r2(D.eqPay[0] - D.eqPay[8]), unit: 'usd2', wrong: r2(D.eqEstimate - D.equal), from: (g) => g.n(1, 'February 2025', 0) - g.n(1, 'March 2025', 0) });
dw('variance', 'How far over budget were repairs and maintenance for the full year?', { v: qbA('6250').total - qbA('6250').budAnnual, unit: 'usd', wrong: r2(qbA('6250').act[8] - qbA('6250').bud[8]), from: (g) => g.qb('6250 Repairs and Maintenance', 12, 2) });
dw('monthly', 'In March 2025, how far over budget were repairs & maintenance?', { v: r2(qbA('6250').act[8] - qbA('6250').bud[8]), unit: 'usd2', wrong: qbA('6250').total - qbA('6250').budAnnual, from: (g) => g.qb('6250 Repairs and Maintenance', 8, 2) });
dw('percent', 'What % of budget did federal grants reach for the full year?', { v: pct2(qbA('4200').total, qbA('4200').budAnnual), unit: 'pct', wrong: pct2(qbA('4200').act[11], qbA('4200').bud[11]), from: (g) => 100 * g.qb('4200 Federal Grants', 12, 3) });
dw('extreme', 'Which month of FY2025 had the highest total expenses in QuickBooks?', { text: [D.months[monthMax]], say: `${D.months[monthMax]} ${D.mYears[monthMax]}`, wrong: 'May 2025', from: (g) => { const a = [...Array(12).keys()].map((m) => g.qb('Total Expenses', m, 0)); return D.months[a.indexOf(Math.max(...a))]; } });
dw('monthly', 'total expenses oct 2024 actual?', { v: D.qbExpAct[3], unit: 'usd2', wrong: D.qbExpBud[3], from: (g) => g.qb('Total Expenses', 3, 0) });
dw('variance', 'How did full-year net income compare with the budget?', { v: r2(D.qbIncTot - D.qbExpTot - (D.qbIncBudTot - D.qbExpBudTot)), unit: 'usd2', wrong: r2(D.qbIncTot - D.qbExpTot), from: (g) => g.qb('Net Income', 12, 2) });
dw('monthly', 'How much Classroom Site Fund money came in January 2025?', { v: qbA('4150').act[6], unit: 'usd2', wrong: qbA('4150').bud[6], from: (g) => g.qb('4150 Classroom Site Fund (Prop 301)', 6, 0) });
dw('count', 'How many fun run payments were refunded?', { v: 2, wrong: 3, from: (g) => g.pto().filter((r) => r.Status === 'Refunded').length });
dw('total', 'Total processing fees on the paid fun run payments?', { v: D.ptoFees, unit: 'usd2', wrong: r2(D.ptoFees + 1.46 + 1.03), from: (g) => sum(g.pto().filter((r) => r.Status === 'Paid').map((r) => Number(r['Processing Fee']))) });
dw('total', 'How much did the fall fun run net from paid payments (after fees, excluding refunds and pending)?', { v: D.ptoNet, unit: 'usd2', wrong: r2(sum(D.pto.map((r) => r.gross))), from: (g) => sum(g.pto().filter((r) => r.Status === 'Paid').map((r) => Number(r['Net Amount']))) });
dw('count', 'How many business sponsors paid for the fun run?', { v: 3, wrong: 2, from: (g) => g.pto().filter((r) => /Sponsor/.test(r['Item Name']) && r.Status === 'Paid').length });
dw('extreme', 'Which grade raised the most in paid fun run pledges?', { text: [topGrade[0][0], 'seventh'], say: `${topGrade[0][0]} grade`, wrong: `${topGrade[1][0]} grade`, from: (g) => { const t = {}; for (const r of g.pto().filter((x) => x.Status === 'Paid' && /Pledge/.test(x['Item Name']))) t[r['Student Grade']] = (t[r['Student Grade']] || 0) + Number(r.Total); return Object.entries(t).sort((a, b) => b[1] - a[1])[0][0]; } });
dw('average', 'What was the average paid fun run pledge?', { v: r2(sum(paidPledges.map((r) => r.gross)) / paidPledges.length), unit: 'usd2', wrong: r2(sum(D.pto.filter((r) => /Pledge/.test(r.item)).map((r) => r.gross)) / D.pto.filter((r) => /Pledge/.test(r.item)).length), from: (g) => { const p = g.pto().filter((x) => x.Status === 'Paid' && /Pledge/.test(x['Item Name'])); return sum(p.map((r) => Number(r.Total))) / p.length; } });
dw('text', 'Who made the largest single fun run pledge?', { text: ['Ryan Green'], wrong: 'Jose Ramirez', from: (g) => [...g.pto().filter((x) => /Pledge/.test(x['Item Name']))].sort((a, b) => Number(b.Total) - Number(a.Total))[0]['Payer Name'] });
dw('date', 'When is the next board meeting after May 15?', { text: ['June 19, 2025', 'June 19', '19 June 2025', '6/19/2025', '06/19/2025', 'Jun 19'], say: 'Thursday, June 19, 2025', wrong: 'Thursday, July 17, 2025', from: (g) => g.find(4, /next regular meeting will be held on Thursday, (\w+ \d+, \d{4})/) });
dw('text', 'Who abstained on the FY2026 budget vote?', { text: ['Marcus Bell', 'Bell'], say: 'Marcus Bell', wrong: 'Rosa Delgado', from: (g) => g.find(4, /with (\w+ \w+) abstaining/) });
dw('lookup', 'What is the FY2026 proposed total expense budget?', { v: D.mtg.fy26[10][2], unit: 'usd', wrong: D.mtg.fy26[4][2], from: (g) => g.n(4, 'Total expenses', 1) });
dw('difference', 'How much bigger is the FY2026 proposed revenue budget than the FY2025 adopted revenue budget?', { v: D.mtg.fy26[4][2] - D.mtg.fy26[4][1], unit: 'usd', wrong: D.mtg.fy26[4][2] - D.rev, from: (g) => { const v = g.n(4, 'Total revenue', 1) - g.n(4, 'Total revenue', 0); return Math.abs(g.n(4, 'Total revenue', 0) - g.qb('Total Income', 12, 1)) < 0.5 ? v : NaN; } });
dw('lookup', 'How much did the PTO give for the shade structure?', { v: D.ptoGift, unit: 'usd', wrong: D.mtg.shadeCost, from: (g) => { const v = g.num(g.find(4, /presented a gift of \$([\d,]+) from the Desert Willow PTO/)); return v === g.n(0, 'Playground shade structure (PTO)', 1) ? v : NaN; } });
dw('lookup', 'What year-to-date expenses through April did the business manager report at the May meeting?', { v: ytdExp, unit: 'usd2', wrong: ytdInc, from: (g) => { const v = g.num(g.find(4, /year-to-date expenses were \$([\d,]+\.\d\d)/)); const q = sum([...Array(10).keys()].map((m) => g.qb('Total Expenses', m, 0))); return Math.abs(v - q) < 0.01 ? v : NaN; } });
dw('receipt', 'What was the total due on the Valley Fleet bus repair invoice?', { v: D.inv.total, unit: 'usd2', wrong: r2(D.inv.partsSub + D.inv.laborSub), from: (g) => { const v = g.ocr(5, /TOTAL DUE\s+\$?([\d,]+\.\d\d)/); return Math.abs(v - g.num(g.find(4, /in the amount of \$([\d,.]+\d)/))) < 0.005 ? v : NaN; } });
dw('receipt', 'How much sales tax was charged on the bus repair?', { v: D.inv.tax, unit: 'usd2', wrong: r2((D.inv.partsSub + D.inv.laborSub + D.inv.shop) * D.inv.taxRate), from: (g) => g.ocr(5, /Sales tax on parts 8\.3%\s+([\d,]+\.\d\d)/) });
dw('receipt', 'How many labor hours were billed on the bus 3 repair?', { v: D.inv.laborHrs, wrong: D.inv.labor[0][1], from: (g) => g.ocr(5, /Labor subtotal \(([\d.]+) hrs\)/) });
dw('percent', 'The Bus 3 repair was what percent of our full-year repairs and maintenance spending?', { v: pct2(D.inv.total, qbA('6250').total), unit: 'pct', wrong: pct2(D.inv.total, qbA('6250').budAnnual), from: (g) => (100 * g.ocr(5, /TOTAL DUE\s+\$?([\d,]+\.\d\d)/)) / g.n(0, 'Repairs and Maintenance', 7) });
// not found
dw('notfound', 'What was total revenue in FY2023?', { nf: true, wrong: 'Total revenue in FY2023 was $6,204,880.', absent: (t) => !/\b2023\b/.test(t) });
dw('notfound', 'How much did the PTO spring carnival raise?', { nf: true, wrong: 'The spring carnival raised $4,850.', absent: (t) => !/carnival/i.test(t) && !/spring[^\n]{0,60}\$\d/i.test(t) });
dw('notfound', 'How much Results-Based Funding did we get in FY2025?', { nf: true, wrong: 'Results-Based Funding was $137,820 in FY2025.', absent: (t) => !/Results-Based Funding[^\n]{0,40}\$\s?\d/i.test(t) && !/\$\s?[\d,]+[^\n]{0,40}Results-Based/i.test(t) });
dw('notfound', 'Who was the engagement partner on the audit?', { nf: true, wrong: 'The engagement partner was Karen Whitaker, CPA.', absent: (t) => !/partner/i.test(t) });
dw('notfound', 'How much did we spend on field trips in FY2025?', { nf: true, wrong: 'Field trips cost $18,240 in FY2025.', absent: (t) => !/field trip/i.test(t) });
