// Every figure of set AQ is defined once here; totals, balances and ties between documents are computed.
// kalicode: Yayasan Kali Code Berdaya (Yogyakarta, Indonesia; rupiah; calendar 2025 with 2024 comparatives)
// desertwillow: Desert Willow Preparatory Academy (Mesa, Arizona; a K-8 public charter school; fiscal year July-June, FY2025)

const sum = (a) => a.reduce((s, x) => s + x, 0);
export const r2 = (v) => Math.round(v * 100) / 100;

export const ORGS = {
  kalicode: { name: 'Yayasan Kali Code Berdaya', fiscalYearStart: 1 },
  desertwillow: { name: 'Desert Willow Preparatory Academy', fiscalYearStart: 7 },
};
export const DOCS = {
  kalicode: [
    'Laporan Keuangan Audit 2025 Yayasan Kali Code Berdaya.pdf',
    'Jurnal.id Neraca Saldo 2025.xlsx',
    'RAB vs Realisasi 2025 per Triwulan.xlsx',
    'BCA Mutasi Rekening Desember 2025.csv',
    'Notulen Rapat Pembina 14 Maret 2026.docx',
    'Nota TB Sumber Rejeki.jpg',
  ],
  desertwillow: [
    'Desert Willow Prep FY2025 Audited Financial Statements.pdf',
    'ADE CHAR55-1 State Aid Report FY2025.pdf',
    'QuickBooks Budget vs Actuals FY2025 by Month.xlsx',
    'PTO Fall Fun Run 2024 - Cheddar Up Payments.csv',
    'Governing Board Minutes 2025-05-15.docx',
    'Valley Fleet Invoice 24817.jpg',
  ],
};

// deterministic pseudo-random numbers
export function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
// split total into parts by weights, each a multiple of unit; the last part takes the remainder
export function split(total, weights, unit) {
  const w = sum(weights);
  const parts = weights.map((x) => Math.round(Math.round((total * x) / w / unit) * unit * 100) / 100);
  parts[parts.length - 1] = Math.round((total - sum(parts.slice(0, -1))) * 100) / 100;
  return parts;
}

// ============================================================== KALICODE (rupiah, integers)
const K = {};
K.npwp = '02.817.446.3-541.000';
K.akta = 'Akta Notaris Retno Wulandari, S.H., M.Kn. Nomor 17 tanggal 9 Maret 2011';
K.sk = 'AHU-0003182.AH.01.04.Tahun 2011';
K.kap = 'KAP Hadi Susanto & Rekan';
K.partner = 'Drs. Bambang Hadi Susanto, Ak., CPA';
K.auditDate = '6 Maret 2026';
K.pembina = ['Prof. Dr. Sri Rahayu Lestari, M.Si. (Ketua Pembina)', 'Ir. Agus Priyanto'];
K.pengurus = { ketua: 'Dra. Endang Setyowati', sekretaris: 'Yohanes Bayu Aji, S.Sos.', bendahara: 'Fitriani Nur Hidayah, S.E.' };
K.pengawas = 'Hendro Kusumo, S.E., Ak.';

// functional expense matrix (Catatan 14): rows by nature (Jurnal.id accounts), columns
// [Pendidikan, Kesehatan Ibu dan Anak, Pemberdayaan Ekonomi, Umum dan Administrasi, Penggalangan Dana]
K.funcs = ['Program Pendidikan', 'Program Kesehatan Ibu dan Anak', 'Program Pemberdayaan Ekonomi', 'Umum dan Administrasi', 'Penggalangan Dana'];
K.nature = [
  // [Jurnal code, Jurnal name, note label, [P, K, E, U, G]]
  ['6-60100', 'Beban Gaji dan Tunjangan', 'Gaji dan tunjangan karyawan', [412600000, 238450000, 176300000, 298750000, 86400000]],
  ['6-60110', 'Beban Honorarium Fasilitator', 'Honorarium fasilitator dan relawan', [186400000, 94200000, 72600000, 0, 0]],
  ['6-60200', 'Beban Beasiswa', 'Beasiswa pendidikan', [428500000, 0, 0, 0, 0]],
  ['6-60300', 'Beban Bahan dan Perlengkapan Kegiatan', 'Bahan dan perlengkapan kegiatan', [142380000, 118640000, 96275000, 0, 0]],
  ['6-60400', 'Beban Konsumsi Kegiatan', 'Konsumsi kegiatan', [58720000, 64380000, 38450000, 9840000, 12600000]],
  ['6-60500', 'Beban Transportasi dan Perjalanan', 'Transportasi dan perjalanan', [36450000, 52700000, 44180000, 18260000, 6420000]],
  ['6-60600', 'Beban Sewa', 'Sewa tempat', [24000000, 0, 0, 48000000, 0]],
  ['6-60700', 'Beban Listrik, Air dan Internet', 'Listrik, air dan internet', [0, 0, 0, 41868000, 0]],
  ['6-60800', 'Beban ATK dan Cetakan', 'Alat tulis kantor dan cetakan', [12450000, 8365000, 6120000, 15732000, 22180000]],
  ['6-60900', 'Beban Pemeliharaan dan Perbaikan', 'Pemeliharaan dan perbaikan', [186930000, 0, 0, 22415000, 0]],
  ['6-61000', 'Beban Penyusutan', 'Penyusutan aset tetap', [0, 0, 0, 98485000, 0]],
  ['6-61100', 'Beban Jasa Profesional', 'Jasa profesional', [0, 0, 0, 65000000, 0]],
  ['6-61200', 'Beban Promosi dan Kampanye', 'Promosi dan kampanye penggalangan dana', [0, 0, 0, 0, 87680000]],
  ['8-80100', 'Beban Administrasi Bank', 'Administrasi bank', [0, 0, 0, 2186400, 0]],
  ['6-69900', 'Beban Lain-lain', 'Lain-lain', [8200000, 6080000, 4535000, 5314600, 0]],
];
K.funcTot = [0, 1, 2, 3, 4].map((j) => sum(K.nature.map((n) => n[3][j])));
K.natTot = K.nature.map((n) => sum(n[3]));
K.beban = sum(K.funcTot);
K.progTot = K.funcTot[0] + K.funcTot[1] + K.funcTot[2];
K.dep = K.nature.find((n) => n[0] === '6-61000')[3][3];

// income 2025 [tanpa pembatasan, dengan pembatasan]; Jurnal.id accounts
K.income = [
  ['4-40000', 'Pendapatan Sumbangan Individu', 'Sumbangan individu', [986450000, 214600000]],
  ['4-40100', 'Pendapatan Sumbangan Perusahaan (CSR)', 'Sumbangan perusahaan (CSR)', [100000000, 875000000]],
  ['4-40200', 'Pendapatan Hibah Lembaga Donor', 'Hibah lembaga donor', [0, 1642380000]],
  ['4-40300', 'Pendapatan Jasa Pelatihan', 'Pendapatan jasa pelatihan', [96750000, 0]],
  ['7-70100', 'Pendapatan Bunga Bank', 'Pendapatan bunga dan jasa giro', [8934512, 0]],
];
K.incTot = K.income.map((r) => r[3][0] + r[3][1]);
K.pendTanpa = sum(K.income.map((r) => r[3][0]));
K.pendDengan = sum(K.income.map((r) => r[3][1]));
K.pendapatan = K.pendTanpa + K.pendDengan;

// restricted net assets by resource provider (Catatan 13): [name, purpose, saldo 1 Jan 2025, penambahan, dibebaskan]
K.restr = [
  ['Stichting Samen Leren (Belanda)', 'Taman baca dan literasi anak', 312000000, 986380000, 948450000],
  ['Yayasan Amal Cahaya Bangsa', 'Kesehatan ibu dan anak', 204600000, 656000000, 552815000],
  ['PT Bank Merapi Sejahtera Tbk (CSR)', 'Pendampingan UMKM', 168300000, 500000000, 420360000],
  ['PT Semen Progo Lestari (CSR)', 'Renovasi taman baca', 0, 375000000, 186930000],
  ['Kampanye "Sekolah Tetap Jalan"', 'Beasiswa pendidikan', 127500000, 214600000, 280000000],
];
K.restrEnd = K.restr.map((r) => r[2] + r[3] - r[4]);
K.dibebaskan = sum(K.restr.map((r) => r[4]));
K.restrBeg = sum(K.restr.map((r) => r[2]));
K.surplusTanpa = K.pendTanpa + K.dibebaskan - K.beban;
K.surplusDengan = K.pendDengan - K.dibebaskan;
K.surplus = K.surplusTanpa + K.surplusDengan;

// 2024 (Jumlah 2024 column and the 2024 movement in aset neto)
K.income24 = [1148320000, 912500000, 1486200000, 82400000, 7612845];
K.pendapatan24 = sum(K.income24);
K.pendDengan24 = 2398700000;
K.restrBeg24 = 745200000;
K.dibebaskan24 = K.restrBeg24 + K.pendDengan24 - K.restrBeg;
K.funcTot24 = [1412680000, 598240000, 476910000, 652118000, 188450000];
K.beban24 = sum(K.funcTot24);
K.surplus24 = K.pendapatan24 - K.beban24;
K.surplusDengan24 = K.pendDengan24 - K.dibebaskan24;
K.surplusTanpa24 = K.surplus24 - K.surplusDengan24;
K.oci = [0, 0]; // penghasilan komprehensif lain: nil both years

// fixed assets (Catatan 9): [name, cost 1 Jan, additions, accumulated depreciation 1 Jan, depreciation 2025]
K.fa = [
  ['Bangunan', 850000000, 0, 212500000, 42500000],
  ['Kendaraan', 96500000, 0, 60312000, 24125000],
  ['Peralatan kantor dan kegiatan', 142300000, 38750000, 88420000, 31860000],
];
if (sum(K.fa.map((f) => f[4])) !== K.dep) throw new Error('depreciation ties');
K.faCost = [sum(K.fa.map((f) => f[1] + f[2])), sum(K.fa.map((f) => f[1]))];
K.faAcc = [sum(K.fa.map((f) => f[3] + f[4])), sum(K.fa.map((f) => f[3]))];
K.faNet = [K.faCost[0] - K.faAcc[0], K.faCost[1] - K.faAcc[1]];
K.capex = sum(K.fa.map((f) => f[2]));

// statement of financial position [2025, 2024]
K.piutang = [125000000, 86000000];
K.uangMuka = [18600000, 12400000];
K.prepaid = [24000000, 24000000];
K.utangUsaha = [36420000, 41870000];
K.bmhd = [58900000, 52600000]; // beban masih harus dibayar
K.utangPajak = [12345600, 10982400];
K.imbalan = [145200000, 128400000]; // liabilitas imbalan kerja
K.naDengan = [K.restrBeg + K.surplusDengan, K.restrBeg];
K.naTanpa24 = 1286554000;
K.naTanpa = [K.naTanpa24 + K.surplusTanpa + K.oci[0], K.naTanpa24];
K.naTanpaBeg24 = K.naTanpa24 - K.surplusTanpa24 - K.oci[1];
K.na = [K.naTanpa[0] + K.naDengan[0], K.naTanpa[1] + K.naDengan[1]];
K.liabLancar = [0, 1].map((i) => K.utangUsaha[i] + K.bmhd[i] + K.utangPajak[i]);
K.liab = [0, 1].map((i) => K.liabLancar[i] + K.imbalan[i]);
K.totAset = [0, 1].map((i) => K.liab[i] + K.na[i]);
K.kas = [0, 1].map((i) => K.totAset[i] - K.faNet[i] - K.piutang[i] - K.uangMuka[i] - K.prepaid[i]);
// cash by account (Catatan 5): kas kecil, BCA giro, Mandiri tabungan, deposito BPD DIY
K.kasKecil = [4850000, 3920000];
K.mandiri = [186742300, 158316900];
K.deposito = [900000000, 350000000];
K.bca = [0, 1].map((i) => K.kas[i] - K.kasKecil[i] - K.mandiri[i] - K.deposito[i]);
K.asetLancar = [0, 1].map((i) => K.kas[i] + K.piutang[i] + K.uangMuka[i] + K.prepaid[i]);
// cash flow 2025 (indirect)
K.cf = {
  surplus: K.surplus,
  dep: K.dep,
  dPiutang: -(K.piutang[0] - K.piutang[1]),
  dUangMuka: -(K.uangMuka[0] - K.uangMuka[1]),
  dPrepaid: -(K.prepaid[0] - K.prepaid[1]),
  dUtang: K.utangUsaha[0] - K.utangUsaha[1],
  dBmhd: K.bmhd[0] - K.bmhd[1],
  dPajak: K.utangPajak[0] - K.utangPajak[1],
  dImbalan: K.imbalan[0] - K.imbalan[1],
};
K.cf.operasi = sum(Object.values(K.cf));
K.cf.investasi = -K.capex;
K.cf.kenaikan = K.cf.operasi + K.cf.investasi;
if (K.cf.kenaikan !== K.kas[0] - K.kas[1]) throw new Error('cash flow does not tie');

// Jurnal.id trial balance: opening, movements, closing per account. Gross bank movements are invented around the net change.
K.tbBank = [
  ['1-10001', 'Kas Kecil', K.kasKecil, 96500000],
  ['1-10002', 'Bank BCA Giro 037-3188-421', K.bca, 3912400000],
  ['1-10003', 'Bank Mandiri Tabungan 137-00-1884452-6', K.mandiri, 684250000],
  ['1-10004', 'Deposito BPD DIY', K.deposito, 350000000],
];

// RAB 2025 vs realisasi per quarter: each expense line's realisasi = the nature x function cell (depreciation left out)
const q4 = [0.22, 0.25, 0.24, 0.29];
const R1 = rng(20251);
const qsplit = (total, unit = 100000) => {
  const w = q4.map((x) => x * (0.85 + 0.3 * R1()));
  return split(total, w, total % unit === 0 ? unit : total % 1000 === 0 ? 1000 : total % 100 === 0 ? 100 : 1);
};
const bud = (v, f) => Math.round((v * f) / 500000) * 500000;
const R2 = rng(777);
K.rabProg = [];
const progLines = {
  0: ['6-60100', '6-60110', '6-60200', '6-60300', '6-60400', '6-60500', '6-60600', '6-60800', '6-60900', '6-69900'],
  1: ['6-60100', '6-60110', '6-60300', '6-60400', '6-60500', '6-60800', '6-69900'],
  2: ['6-60100', '6-60110', '6-60300', '6-60400', '6-60500', '6-60800', '6-69900'],
  3: ['6-60100', '6-60400', '6-60500', '6-60600', '6-60700', '6-60800', '6-60900', '6-61100', '8-80100', '6-69900'],
  4: ['6-60100', '6-60400', '6-60500', '6-60800', '6-61200'],
};
const rabLabel = {
  '6-60100': 'Gaji dan tunjangan staf', '6-60110': 'Honor fasilitator dan relawan', '6-60200': 'Beasiswa siswa SD–SMA', '6-60300': 'Bahan dan perlengkapan kegiatan',
  '6-60400': 'Konsumsi kegiatan', '6-60500': 'Transportasi dan perjalanan', '6-60600': 'Sewa tempat', '6-60700': 'Listrik, air dan internet', '6-60800': 'ATK dan cetakan',
  '6-60900': 'Pemeliharaan dan perbaikan', '6-61100': 'Jasa audit dan konsultan', '6-61200': 'Promosi dan kampanye digital', '8-80100': 'Administrasi bank', '6-69900': 'Lain-lain',
};
// budget factors for a few lines are fixed so that the over- and under-spending questions have clear answers
const fixedFactor = { '0:6-60900': 0.8, '0:6-60200': 1.0, '1:6-60300': 1.35, '4:6-61200': 0.9, '3:6-61100': 1.0, '2:6-60110': 1.1 };
const progNames = ['Program Pendidikan (Taman Baca dan Beasiswa)', 'Program Kesehatan Ibu dan Anak', 'Program Pemberdayaan Ekonomi (UMKM)', 'Operasional Umum dan Administrasi', 'Penggalangan Dana'];
for (const j of [0, 1, 2, 3, 4]) {
  const lines = progLines[j].map((code) => {
    const real = K.nature.find((n) => n[0] === code)[3][j];
    const f = fixedFactor[`${j}:${code}`] ?? 0.97 + 0.12 * R2();
    let label = rabLabel[code];
    if (j === 0 && code === '6-60900') label = 'Renovasi taman baca dan pemeliharaan';
    if (j === 0 && code === '6-60300') label = 'Buku, bahan bacaan dan alat peraga';
    if (j === 1 && code === '6-60300') label = 'Makanan tambahan dan alat posyandu';
    return { code, label, rab: code === '8-80100' ? 2400000 : bud(real, f), q: qsplit(real), real };
  });
  K.rabProg.push({ name: progNames[j], lines, rab: sum(lines.map((l) => l.rab)), real: sum(lines.map((l) => l.real)), q: [0, 1, 2, 3].map((k) => sum(lines.map((l) => l.q[k]))) });
}
K.rabBelanja = sum(K.rabProg.map((p) => p.rab));
K.realBelanja = sum(K.rabProg.map((p) => p.real));
K.realBelanjaQ = [0, 1, 2, 3].map((k) => sum(K.rabProg.map((p) => p.q[k])));
if (K.realBelanja !== K.beban - K.dep) throw new Error('RAB realisasi excl. depreciation');
K.rabIncome = K.income.map((r, i) => ({ label: ['Sumbangan individu (donasi publik)', 'Sumbangan perusahaan (CSR)', 'Hibah lembaga donor', 'Jasa pelatihan', 'Bunga bank dan jasa giro'][i], rab: [1400000000, 1000000000, 1700000000, 90000000, 6000000][i], real: K.incTot[i], q: qsplit(K.incTot[i], i === 4 ? 100 : 100000) }));
K.rabPenerimaan = sum(K.rabIncome.map((r) => r.rab));
K.realPenerimaanQ = [0, 1, 2, 3].map((k) => sum(K.rabIncome.map((r) => r.q[k])));
K.rabModal = { label: 'Pengadaan laptop dan proyektor', rab: 45000000, q: [0, 38750000, 0, 0], real: K.capex };

// BCA December 2025 (giro 037-3188-421): [day, description, cabang, amount, 'CR'|'DB']
K.nota = {
  no: 'SR-2512-0417', date: '12/12/2025', time: '10:42', kasir: 'DWI',
  items: [
    ['Semen Gresik 40kg', 10, 62000],
    ['Cat Tembok Avian 5kg Putih', 4, 145000],
    ['Keramik Roman 40x40 (dus)', 8, 68500],
    ['Paku Kayu 5cm (kg)', 2, 21950],
    ['Kuas Eterna 3 inch', 3, 15500],
    ['Pipa PVC Rucika 3/4 inch', 6, 38000],
  ],
};
K.nota.subtotal = sum(K.nota.items.map((i) => i[1] * i[2]));
K.nota.dpp = (K.nota.subtotal * 11) / 12;
K.nota.ppn = Math.round(K.nota.dpp * 0.12);
K.nota.total = K.nota.subtotal + K.nota.ppn;
K.nota.qty = sum(K.nota.items.map((i) => i[1]));
if (!Number.isInteger(K.nota.dpp)) throw new Error('DPP not whole');

K.bcaTx = [
  ['01', 'TRSF E-BANKING CR 0112/FTSCY/WS95031 250000.00 DONASI TAMAN BACA RINA MARLIANA', '0000', 250000, 'CR'],
  ['01', 'TRSF E-BANKING DB 0112/FTSCY/WS95034 SEWA RUANG BELAJAR DES PAK SUPARNO', '0000', 2000000, 'DB'],
  ['02', 'BI-FAST CR BIF TRANSFER DR 008 HENDRA WIJAYA DONASI BEASISWA', '0000', 1500000, 'CR'],
  ['03', 'TRSF E-BANKING DB 0312/FTSCY/WS95061 HONOR FASILITATOR NOV 2025', '0000', 18650000, 'DB'],
  ['04', 'SETORAN TUNAI KOTAK AMAL SEKRETARIAT', '0037', 3485000, 'CR'],
  ['05', 'BYR VIA E-BANKING PLN POSTPAID 521040118832 YAYASAN KALI CODE', '0000', 2846500, 'DB'],
  ['05', 'TRSF E-BANKING CR 0512/FTSCY/WS95088 500000.00 DONASI RUTIN DEWI ANGGRAENI', '0000', 500000, 'CR'],
  ['08', 'KR OTOMATIS TRF LN STICHTING SAMEN LEREN EUR 18750.00 TAHAP 4 2025', '0998', 322500000, 'CR'],
  ['08', 'TRSF E-BANKING DB 0812/FTSCY/WS95102 BUKU BACAAN ANAK CV PUSTAKA MATARAM', '0000', 14380000, 'DB'],
  ['09', 'TARIKAN ATM 09/12 KAS KECIL', '0037', 5000000, 'DB'],
  ['10', 'BYR VIA E-BANKING TELKOM INDIHOME 122304418892', '0000', 1165500, 'DB'],
  ['11', 'BI-FAST CR BIF TRANSFER DR 014 SITI NURHALIZA DONASI', '0000', 750000, 'CR'],
  ['12', 'TRSF E-BANKING DB 1212/FTSCY/WS95118 TB SUMBER REJEKI RENOVASI TAMAN BACA', '0000', K.nota.total, 'DB'],
  ['15', 'TRSF E-BANKING DB 1512/FTSCY/WS95140 BPJS KETENAGAKERJAAN DES 2025', '0000', 6842300, 'DB'],
  ['15', 'TRSF E-BANKING DB 1512/FTSCY/WS95141 BPJS KESEHATAN DES 2025', '0000', 3917600, 'DB'],
  ['16', 'TRSF E-BANKING CR 1612/FTSCY/WS95152 1000000.00 DONASI AKHIR TAHUN AGUS SALIM', '0000', 1000000, 'CR'],
  ['17', 'TRSF E-BANKING DB 1712/FTSCY/WS95160 MAKANAN TAMBAHAN POSYANDU UD SARI RASA', '0000', 9640000, 'DB'],
  ['18', 'BI-FAST CR BIF TRANSFER DR 426 PT BANK MERAPI SEJAHTERA TBK CSR UMKM TAHAP 2', '0000', 250000000, 'CR'],
  ['19', 'TRSF E-BANKING DB 1912/FTSCY/WS95177 BEASISWA SMT GENAP 2025/2026 48 SISWA', '0000', 72000000, 'DB'],
  ['22', 'TRSF E-BANKING CR 2212/FTSCY/WS95190 2500000.00 DONASI HARI IBU PKK JETIS', '0000', 2500000, 'CR'],
  ['22', 'TRSF E-BANKING DB 2212/FTSCY/WS95193 PELATIHAN UMKM KONSUMSI RM PADANG SEDERHANA', '0000', 4275000, 'DB'],
  ['23', 'TRSF E-BANKING DB 2312/FTSCY/WS95201 PPH 21 MASA NOV 2025', '0000', 4118200, 'DB'],
  ['24', 'TRSF E-BANKING DB 2412/FTSCY/WS95214 PAYROLL GAJI DESEMBER 2025 26 KARYAWAN', '0000', 86415000, 'DB'],
  ['24', 'BI-FAST CR BIF TRANSFER DR 009 YAYASAN AMAL CAHAYA BANGSA HIBAH KIA Q4', '0000', 164000000, 'CR'],
  ['29', 'TRSF E-BANKING DB 2912/FTSCY/WS95230 CETAK KALENDER KAMPANYE CV ANUGRAH PRINT', '0000', 7250000, 'DB'],
  ['29', 'TRSF E-BANKING CR 2912/FTSCY/WS95233 5000000.00 DONASI AKHIR TAHUN KELUARGA TAN', '0000', 5000000, 'CR'],
  ['30', 'TRSF E-BANKING DB 3012/FTSCY/WS95241 PINDAH DANA KE MANDIRI TABUNGAN', '0000', 25000000, 'DB'],
  ['31', 'BUNGA', '0000', 412375, 'CR'],
  ['31', 'PAJAK BUNGA', '0000', 82475, 'DB'],
  ['31', 'BIAYA ADM', '0000', 30000, 'DB'],
];
K.bcaNet = sum(K.bcaTx.map((t) => (t[4] === 'CR' ? t[3] : -t[3])));
K.bcaOpen = K.bca[0] - K.bcaNet;
K.bcaCR = K.bcaTx.filter((t) => t[4] === 'CR');
K.bcaDB = K.bcaTx.filter((t) => t[4] === 'DB');

// minutes of 14 March 2026: the 2026 budget by programme against the 2025 RAB and realisasi (excl. depreciation)
K.rab2026 = [1865000000, 780000000, 640000000, 655000000, 240000000];
K.rab2026Inc = [1520000000, 1100000000, 1750000000, 110000000, 8000000];
K.mtg = {
  date: 'Sabtu, 14 Maret 2026', start: '09.00', end: '12.30', place: 'Sekretariat Yayasan, Jl. Jetis Harjo No. 21, Cokrodiningratan, Jetis, Yogyakarta',
  next: 'Sabtu, 12 September 2026', limit: 25000000, beasiswaN: 120, beasiswaPer: 1500000, digitalTarget: 1200000000, cadangan: 150000000, kap2026: 'KAP Wibowo, Sari & Rekan',
  raise: 6, notulis: 'Yohanes Bayu Aji, S.Sos.',
};

// ============================================================== DESERT WILLOW (US$; FY2025 = July 1, 2024 - June 30, 2025)
const D = {};
D.ctds = '07-87-52-000';
D.entity = '10734';
D.auditor = 'Saguaro Hills CPAs, PLLC';
D.auditDate = 'October 17, 2025';
// CHAR55-1: 100th-day ADM by grade
D.adm = [['Kindergarten', 68.415], ['Grade 1', 70.122], ['Grade 2', 71.908], ['Grade 3', 69.734], ['Grade 4', 72.006], ['Grade 5', 68.881], ['Grade 6', 66.492], ['Grade 7', 63.217], ['Grade 8', 61.758]];
const r3 = (v) => Math.round(v * 1000) / 1000;
D.admK8 = r3(sum(D.adm.map((a) => a[1])));
D.admK3 = r3(sum(D.adm.slice(0, 4).map((a) => a[1])));
D.groupAWeight = 1.158;
D.groupA = r3(D.admK8 * D.groupAWeight);
D.groupB = [
  ['K-3', D.admK3, 0.06],
  ['K-3 Reading', D.admK3, 0.04],
  ['English Learners (ELL)', 38.25, 0.115],
  ['MD-R, A-R, SID-R (resource)', 2, 6.024],
  ['Hearing Impairment (HI)', 1, 4.771],
  ['DD, ED, MIID, SLD, SLI, OHI', 54.5, 0.003],
  ['Orthopedic Impairment (OI-R)', 1, 3.158],
].map(([c, n, w]) => [c, n, w, r3(n * w)]);
D.groupBTot = r3(sum(D.groupB.map((g) => g[3])));
D.wsc = r3(D.groupA + D.groupBTot);
D.baseLevel = 5396.11;
D.bsl = r2(D.wsc * D.baseLevel);
D.caaRate = 2152.81;
D.caa = r2(D.admK8 * D.caaRate);
D.equal = r2(D.bsl + D.caa);
D.perAdm = r2(D.equal / D.admK8);
// monthly payments July..June: estimates for Jul-Feb, 100th-day revision spread over Mar-Jun
D.months = ['July', 'August', 'September', 'October', 'November', 'December', 'January', 'February', 'March', 'April', 'May', 'June'];
D.mYears = [2024, 2024, 2024, 2024, 2024, 2024, 2025, 2025, 2025, 2025, 2025, 2025];
D.eqEstimate = 5480000.0;
D.eqPay = (() => {
  const est = r2(D.eqEstimate / 12);
  const p = Array(8).fill(est);
  const rest = r2(D.equal - sum(p));
  const q = r2(rest / 4);
  return [...p, q, q, q, r2(rest - 3 * q)];
})();

// functional expenses FY2025: rows by nature (QuickBooks accounts), columns
// [Instruction, Student Support Services, Food Service, Transportation, Management and General, Fundraising]
D.funcs = ['Instruction', 'Student Support Services', 'Food Service', 'Transportation', 'Management and General', 'Fundraising'];
D.nature = [
  ['6010', 'Salaries and Wages', [2394350, 412780, 96420, 118640, 436200, 14800]],
  ['6020', 'Employee Benefits and Payroll Taxes', [688420, 118365, 27510, 33880, 124150, 4240]],
  ['6100', 'Purchased Professional Services', [142600, 156420, 0, 0, 112380, 0]],
  ['6200', 'Facility Lease', [552000, 61000, 30000, 0, 121000, 0]],
  ['6250', 'Repairs and Maintenance', [48310, 0, 3180, 42655, 61240, 0]],
  ['6300', 'Utilities', [118460, 13160, 9870, 0, 22180, 0]],
  ['6400', 'Supplies and Materials', [166245, 24610, 0, 28970, 31460, 6210]],
  ['6450', 'Food and Food Service Supplies', [0, 0, 214380, 0, 0, 0]],
  ['6500', 'Insurance', [38600, 0, 0, 21740, 26150, 0]],
  ['6600', 'Depreciation', [96300, 8420, 4150, 38880, 18440, 0]],
  ['6700', 'Interest', [0, 0, 0, 9862, 0, 0]],
  ['6900', 'Other Expenses', [24160, 11380, 1640, 4310, 29870, 5670]],
];
D.funcTot = [0, 1, 2, 3, 4, 5].map((j) => sum(D.nature.map((n) => n[2][j])));
D.natTot = D.nature.map((n) => sum(n[2]));
D.exp = sum(D.funcTot);
D.progTot = D.funcTot[0] + D.funcTot[1] + D.funcTot[2] + D.funcTot[3];
D.natProg = D.nature.map((n) => n[2][0] + n[2][1] + n[2][2] + n[2][3]);
D.dep = D.natTot[D.nature.findIndex((n) => n[0] === '6600')];
D.interest = D.natTot[D.nature.findIndex((n) => n[0] === '6700')];

// PTO Fall Fun Run export (Cheddar Up): the PTO's restricted gift for the playground shade structure comes later in the minutes
D.pto = (() => {
  const R = rng(4242);
  const first = ['Maria', 'James', 'Ashley', 'Carlos', 'Jennifer', 'Michael', 'Priya', 'David', 'Lauren', 'Jose', 'Megan', 'Brian', 'Ana', 'Kevin', 'Rachel', 'Luis', 'Tiffany', 'Daniel', 'Kimberly', 'Ryan', 'Sofia', 'Tyler', 'Amanda', 'Diego', 'Heather', 'Eric', 'Nicole', 'Marcus', 'Vanessa', 'Jason', 'Erin', 'Omar', 'Chelsea', 'Aaron', 'Gabriela', 'Scott', 'Lindsey', 'Hector'];
  const last = ['Garcia', 'Thompson', 'Nguyen', 'Martinez', 'Walker', 'Patel', 'Robinson', 'Hernandez', 'Lee', 'Ramirez', 'Clark', 'Lopez', 'Young', 'King', 'Flores', 'Wright', 'Torres', 'Hill', 'Rivera', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Perez', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart', 'Sanchez', 'Morris', 'Reyes'];
  const grades = ['K', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];
  const teachers = { K: 'Ms. Alvarez', '1st': 'Mrs. Benson', '2nd': 'Mr. Cho', '3rd': 'Ms. Duran', '4th': 'Mrs. Ellis', '5th': 'Mr. Fowler', '6th': 'Ms. Gutierrez', '7th': 'Mr. Hale', '8th': 'Mrs. Ibarra' };
  const pledges = [25, 50, 20, 100, 35, 50, 75, 25, 40, 150, 30, 50, 60, 25, 100, 45, 50, 20, 80, 250, 35, 50, 25, 120, 40, 50, 65, 30, 100, 55, 25, 50];
  const rows = [];
  let day = 0;
  pledges.forEach((amt, i) => {
    const g = grades[(i * 5 + 2) % 9];
    const method = i % 7 === 3 ? 'Cash' : i % 9 === 5 ? 'Check' : i % 6 === 4 ? 'eCheck' : 'Card';
    day += R() < 0.55 ? 0 : 1;
    const d = 7 + Math.min(day, 17);
    const hh = 7 + Math.floor(R() * 14), mm = Math.floor(R() * 60);
    rows.push({ item: 'Fun Run Pledge - Flat Donation', qty: 1, price: amt, payer: `${first[i]} ${last[i]}`, student: `${first[(i + 11) % first.length]} ${last[i]}`, grade: g, teacher: teachers[g], method, date: `10/${String(d).padStart(2, '0')}/2024 ${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}` });
  });
  // shirts and sponsors
  rows.splice(4, 0, { item: 'Fun Run T-Shirt (Youth)', qty: 2, price: 15, payer: 'Jennifer Walker', student: 'Tiffany Walker', grade: '2nd', teacher: teachers['2nd'], method: 'Card', date: '10/08/2024 19:12' });
  rows.splice(11, 0, { item: 'Business Sponsor - Gold', qty: 1, price: 500, payer: 'Mesa Smiles Family Dentistry', student: '', grade: '', teacher: '', method: 'Check', date: '10/11/2024 10:05' });
  rows.splice(17, 0, { item: 'Fun Run T-Shirt (Adult)', qty: 1, price: 18, payer: 'Carlos Martinez', student: 'Rachel Martinez', grade: '6th', teacher: teachers['6th'], method: 'Card', date: '10/14/2024 08:47' });
  rows.splice(23, 0, { item: 'Business Sponsor - Silver', qty: 1, price: 250, payer: 'Superstition Auto Glass LLC', student: '', grade: '', teacher: '', method: 'Card', date: '10/16/2024 13:30' });
  rows.splice(30, 0, { item: 'Fun Run T-Shirt (Youth)', qty: 3, price: 15, payer: 'Omar Evans', student: 'Vanessa Evans', grade: '4th', teacher: teachers['4th'], method: 'Card', date: '10/20/2024 17:22' });
  rows.splice(33, 0, { item: 'Business Sponsor - Gold', qty: 1, price: 500, payer: 'Red Mountain Realty Group', student: '', grade: '', teacher: '', method: 'Card', date: '10/22/2024 09:41' });
  rows.forEach((r, i) => {
    r.id = `CU-${(884210 + i * 37).toString()}`;
    r.email = r.payer.toLowerCase().replace(/[^a-z ]/g, '').split(' ').slice(0, 2).join('.') + (i % 3 === 0 ? '@gmail.com' : i % 3 === 1 ? '@yahoo.com' : '@outlook.com');
    r.gross = r2(r.qty * r.price);
    r.fee = r.method === 'Card' ? r2(r.gross * 0.029 + 0.3) : r.method === 'eCheck' ? 0.59 : 0;
    r.status = 'Paid';
  });
  // refunds and an unpaid offline pledge
  for (const k of [9, 26]) rows[k].status = 'Refunded';
  rows[20].status = 'Pending';
  rows[20].method = 'Cash';
  rows[20].fee = 0;
  rows.forEach((r) => { if (r.status === 'Refunded') r.fee = 0; r.net = r.status === 'Refunded' ? 0 : r2(r.gross - r.fee); r.refund = r.status === 'Refunded' ? r.gross : 0; });
  return rows;
})();
D.ptoPaid = D.pto.filter((r) => r.status === 'Paid');
D.ptoGross = r2(sum(D.ptoPaid.map((r) => r.gross)));
D.ptoFees = r2(sum(D.ptoPaid.map((r) => r.fee)));
D.ptoNet = r2(sum(D.ptoPaid.map((r) => r.net)));
D.ptoGift = 12500; // the PTO's gift for the shade structure (minutes and the restricted contributions)

// revenue FY2025 [without, with]; QuickBooks income accounts
D.revenue = [
  ['4100', 'State Equalization Assistance', 'State equalization assistance', [Math.round(D.equal), 0]],
  ['4150', 'Classroom Site Fund (Prop 301)', 'Classroom Site Fund', [398214, 0]],
  ['4200', 'Federal Grants', 'Federal grants', [624850, 0]],
  ['4300', 'National School Lunch Program', 'National School Lunch Program', [286412, 0]],
  ['4400', 'Tax Credit Contributions', 'Extracurricular tax credit contributions', [0, 64275]],
  ['4500', 'Contributions', 'Contributions', [38640, D.ptoGift]],
  ['4600', 'Student Activities and Fees', 'Student activities and fees', [41380, 0]],
  ['4900', 'Interest and Other Income', 'Interest and other income', [11926, 0]],
];
D.revTot = D.revenue.map((r) => r[3][0] + r[3][1]);
D.revW = sum(D.revenue.map((r) => r[3][0]));
D.revR = sum(D.revenue.map((r) => r[3][1]));
D.released = 58930;
D.rev = D.revW + D.revR;
D.chgW = D.revW + D.released - D.exp;
D.chgR = D.revR - D.released;
D.chg = D.chgW + D.chgR;
// FY2024 totals column
D.rev24 = [5081466, 371208, 702314, 271955, 58920, 44310, 36915, 9412];
D.revTot24 = sum(D.rev24);
D.funcTot24 = [4102310, 748150, 361450, 271260, 943420, 27840];
D.exp24 = sum(D.funcTot24);
D.chg24 = D.revTot24 - D.exp24;
// restricted net assets: [purpose, June 30 2024, additions, released]
D.restr = [
  ['Extracurricular activities (tax credit)', 31840, 64275, 52410],
  ['Playground shade structure (PTO)', 0, D.ptoGift, 0],
  ['Library books (Mesa Community Foundation)', 9600, 0, 6520],
];
if (sum(D.restr.map((r) => r[3])) !== D.released || sum(D.restr.map((r) => r[2])) !== D.revR) throw new Error('restricted roll');
D.restrEnd = D.restr.map((r) => r[1] + r[2] - r[3]);
D.naR = [sum(D.restrEnd), sum(D.restr.map((r) => r[1]))];
D.naW24 = 1184620;
D.naW = [D.naW24 + D.chgW, D.naW24];
D.na = [D.naW[0] + D.naR[0], D.naW[1] + D.naR[1]];
D.naBeg24 = D.na[1] - D.chg24;

// property and equipment [name, cost July 1 2024, additions, accumulated depreciation July 1 2024, depreciation]
D.fa = [
  ['School buses', 412000, 0, 168400, 38880],
  ['Furniture and equipment', 286450, 42380, 148920, 61240],
  ['Computers and technology', 214300, 58600, 122840, 56370],
  ['Leasehold improvements', 158200, 0, 44280, 9700],
];
if (sum(D.fa.map((f) => f[4])) !== D.dep) throw new Error('US depreciation ties');
D.capex = sum(D.fa.map((f) => f[2]));
D.faCost = [sum(D.fa.map((f) => f[1] + f[2])), sum(D.fa.map((f) => f[1]))];
D.faAcc = [sum(D.fa.map((f) => f[3] + f[4])), sum(D.fa.map((f) => f[3]))];
D.faNet = [D.faCost[0] - D.faAcc[0], D.faCost[1] - D.faAcc[1]];
// bus loan: [June 30 2025, June 30 2024], principal paid in FY2025
D.loan = [168400, 214900];
D.loanPaid = D.loan[1] - D.loan[0];
D.loanCurrent = [48250, 46500];
D.loanSched = [['2026', 48250], ['2027', 50060], ['2028', 51930], ['2029', 18160]];
if (sum(D.loanSched.map((x) => x[1])) !== D.loan[0]) throw new Error('loan schedule');
// statement of financial position [2025, 2024]
D.recvState = [412860, 356240];
D.recvFed = [96480, 128350];
D.prepaid = [38420, 35180];
D.deposits = [56000, 56000];
D.ap = [84260, 97420];
D.accrued = [468530, 441870]; // accrued salaries (teachers paid over twelve months)
D.liabCur = [0, 1].map((i) => D.ap[i] + D.accrued[i] + D.loanCurrent[i]);
D.liab = [0, 1].map((i) => D.ap[i] + D.accrued[i] + D.loan[i]);
D.totAssets = [0, 1].map((i) => D.liab[i] + D.na[i]);
D.cash = [0, 1].map((i) => D.totAssets[i] - D.recvState[i] - D.recvFed[i] - D.prepaid[i] - D.deposits[i] - D.faNet[i]);
D.curAssets = [0, 1].map((i) => D.cash[i] + D.recvState[i] + D.recvFed[i] + D.prepaid[i]);
D.cf = {
  chg: D.chg, dep: D.dep,
  dState: -(D.recvState[0] - D.recvState[1]), dFed: -(D.recvFed[0] - D.recvFed[1]), dPrep: -(D.prepaid[0] - D.prepaid[1]),
  dAp: D.ap[0] - D.ap[1], dAcc: D.accrued[0] - D.accrued[1],
};
D.cf.op = sum(Object.values(D.cf));
D.cf.inv = -D.capex;
D.cf.fin = -D.loanPaid;
D.cf.net = D.cf.op + D.cf.inv + D.cf.fin;
if (D.cf.net !== D.cash[0] - D.cash[1]) throw new Error('US cash flow');

// QuickBooks budget vs actuals by month. Actual monthly splits (cents), budgets whole dollars by month.
const schoolMonths = [0.55, 0.9, 1.05, 1.05, 1.0, 0.95, 1.05, 1.05, 1.05, 1.05, 1.1, 0.9];
const R3 = rng(90125);
const monthlyActual = (total, profile, flat = false) => {
  const w = profile.map((x) => x * (flat ? 1 : 0.88 + 0.24 * R3()));
  return split(total, w, 0.01);
};
const food = [0, 0.8, 1.1, 1.1, 0.95, 0.8, 1.05, 1.05, 1.0, 1.1, 1.05, 0.1];
const even = Array(12).fill(1);
const profiles = {
  4100: null, 4150: [0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 1], 4200: [0.2, 0.6, 0.9, 1.1, 1.0, 1.2, 0.9, 1.0, 1.1, 1.2, 1.3, 1.5], 4300: food,
  4400: [0.3, 0.2, 0.2, 0.3, 0.4, 3.2, 0.8, 0.3, 1.1, 2.6, 0.2, 0.1], 4500: [0, 0.2, 0.4, 2.4, 0.3, 0.6, 0.2, 0.3, 0.4, 0.4, 1.5, 0.1], 4600: [0.1, 1.6, 1.2, 0.9, 0.8, 0.7, 0.8, 0.9, 0.9, 1.2, 1.4, 0.1], 4900: even,
  6010: schoolMonths, 6020: schoolMonths, 6100: [1.4, 1.2, 1, 1, 0.9, 0.8, 1, 1, 0.9, 0.9, 0.9, 1], 6200: even, 6250: [2.2, 1.4, 0.6, 0.6, 0.7, 1.3, 0.5, 0.6, 2.5, 0.6, 0.5, 0.7],
  6300: [1.4, 1.5, 1.4, 1.1, 0.7, 0.6, 0.6, 0.6, 0.7, 0.9, 1.2, 1.4], 6400: [2.6, 1.9, 0.8, 0.7, 0.7, 0.6, 1, 0.7, 0.6, 0.6, 0.5, 0.3], 6450: food, 6500: [4, 0, 0, 1, 0, 0, 4, 0, 0, 1, 0, 2], 6600: even, 6700: even, 6900: even,
};
D.qbInc = D.revenue.map((r, i) => {
  const code = r[0];
  const total = code === '4100' ? D.equal : D.revTot[i];
  const act = code === '4100' ? [...D.eqPay] : monthlyActual(total, profiles[code]);
  return { code, name: r[1], act, total };
});
D.qbExp = D.nature.map((n, i) => ({ code: n[0], name: n[1], act: monthlyActual(D.natTot[i], profiles[n[0]], ['6200', '6600'].includes(n[0])), total: D.natTot[i] }));
// annual budgets by account; months by the same profile (budgets use flat 1/12 where the profile is even)
const budAnnual = {
  4100: 5480000, 4150: 392000, 4200: 655000, 4300: 275000, 4400: 55000, 4500: 45000, 4600: 38000, 4900: 8000,
  6010: 3520000, 6020: 1010000, 6100: 425000, 6200: 764000, 6250: 112000, 6300: 172000, 6400: 265000, 6450: 205000, 6500: 88000, 6600: 165000, 6700: 10500, 6900: 72000,
};
const budMonths = (code, annual) => {
  const prof = code === '4100' ? even : profiles[code];
  const w = sum(prof);
  const m = prof.map((x) => Math.round((annual * x) / w));
  m[11] = annual - sum(m.slice(0, 11));
  return m;
};
for (const a of [...D.qbInc, ...D.qbExp]) { a.budAnnual = budAnnual[a.code]; a.bud = budMonths(a.code, a.budAnnual); }
D.qbIncAct = [...Array(12).keys()].map((m) => r2(sum(D.qbInc.map((a) => a.act[m]))));
D.qbExpAct = [...Array(12).keys()].map((m) => r2(sum(D.qbExp.map((a) => a.act[m]))));
D.qbIncBud = [...Array(12).keys()].map((m) => sum(D.qbInc.map((a) => a.bud[m])));
D.qbExpBud = [...Array(12).keys()].map((m) => sum(D.qbExp.map((a) => a.bud[m])));
D.qbIncTot = r2(sum(D.qbInc.map((a) => a.total)));
D.qbExpTot = r2(sum(D.qbExp.map((a) => a.total)));
D.qbIncBudTot = sum(D.qbInc.map((a) => a.budAnnual));
D.qbExpBudTot = sum(D.qbExp.map((a) => a.budAnnual));

// bus repair invoice (Valley Fleet & Diesel), paid in March 2025 from account 6250
D.inv = {
  no: '24817', date: '03/11/2025', terms: 'Net 30', unit: 'Bus 3 - 2016 Blue Bird Vision', odo: '148,302', taxRate: 0.083, rate: 145,
  parts: [['Transmission valve body kit', 1, 1486.5], ['ATF fluid (gal)', 12, 18.95], ['Transmission filter kit', 1, 142.8], ['Brake chamber type 30', 2, 118.4], ['Air dryer cartridge', 1, 96.25]],
  labor: [['Diagnose & R&R valve body', 9.5], ['Replace brake chambers', 2.0]],
  shop: 65,
};
D.inv.partsSub = r2(sum(D.inv.parts.map((p) => p[1] * p[2])));
D.inv.laborHrs = sum(D.inv.labor.map((l) => l[1]));
D.inv.laborSub = r2(D.inv.laborHrs * D.inv.rate);
D.inv.tax = r2(D.inv.partsSub * D.inv.taxRate);
D.inv.total = r2(D.inv.partsSub + D.inv.laborSub + D.inv.shop + D.inv.tax);

// board minutes of May 15, 2025: FY2026 proposed budget by category against the FY2025 budget
D.mtg = {
  date: 'May 15, 2025', time: '6:02 p.m.', adjourn: '8:14 p.m.', place: 'Desert Willow Preparatory Academy, Multipurpose Room, 1840 N. Higley Rd, Mesa, Arizona',
  next: 'June 19, 2025', raise: 3.5, ptoGift: D.ptoGift, shadeCost: 38600, busQuote: 142900,
  members: [['Patricia Okafor', 'President'], ['Daniel Reyes', 'Vice President'], ['Linda Chen', 'Treasurer'], ['Marcus Bell', 'Secretary'], ['Rosa Delgado', 'Member']],
  absent: 'Rosa Delgado', director: 'Dr. Elaine Whitfield', bm: 'Tom Kessler',
  fy26: [
    ['State equalization and Classroom Site Fund', 5872000, 6041500],
    ['Federal grants', 655000, 598000],
    ['Food service (NSLP)', 275000, 289000],
    ['Contributions, tax credits and other', 146000, 152000],
    ['Total revenue', 0, 0],
    ['Salaries and benefits', 4530000, 4712000],
    ['Facility lease', 764000, 779300],
    ['Instructional and other supplies, food', 470000, 488500],
    ['Services, repairs, utilities, insurance and other', 869000, 892000],
    ['Depreciation and interest', 175500, 168000],
    ['Total expenses', 0, 0],
    ['Change in net assets', 0, 0],
  ],
};
{
  const f = D.mtg.fy26;
  for (const k of [1, 2]) {
    f[4][k] = f[0][k] + f[1][k] + f[2][k] + f[3][k];
    f[10][k] = f[5][k] + f[6][k] + f[7][k] + f[8][k] + f[9][k];
    f[11][k] = f[4][k] - f[10][k];
  }
  if (f[4][1] !== D.qbIncBudTot || f[10][1] !== D.qbExpBudTot) throw new Error(`minutes FY2025 budget ties to QuickBooks: ${f[4][1]} vs ${D.qbIncBudTot}, ${f[10][1]} vs ${D.qbExpBudTot}`);
}

export { K, D };
