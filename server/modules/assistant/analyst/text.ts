// Words, as the analyst compares them: lowercased, split where letters meet digits ('FY2025' →
// 'fy' '2025'), stemmed lightly ('budgeted' → 'budget', 'leases' → 'leas'), with a small
// vocabulary of nonprofit finance synonyms (revenue/income/support, salaries/wages/payroll ...)
// and a forgiving match for typos and word forms ('equiption' ~ 'equipment').

/** Words that carry no subject: question words, auxiliaries, articles, pronouns, prepositions. */
const STOPWORDS = new Set(
  (
    'a an the of for in on at to by from with within into onto over under as and or nor but than then that this these those ' +
    'is are was were be been being am do does did done doing has have had having can could will would shall should may might must ' +
    'what which who whom whose when where why how much many there here it its it’s their them they we our us you your i me my he she his her ' +
    'please tell show give find let know about any some all each every per via up down out off so such just also only if whether ' +
    // (The little words of French, Spanish and German, in a question half in one of them: 'heures en
    // décembre', 'total des dons', 'saldo al 31 dic', 'Spenden im Jahr'.)
    'de en des du aux et la le les el los las del al y por para con der das dem und im zum zur vom fur mit von ein eine ' +
    // (And the words a question asks with in Italian, German and Spanish: 'quanto abbiamo pagato per
    // l'affitto nel 2024', 'hoch war der Saldo', 'cuánto fue el total'. Not 'wie', Dutch for 'who'.)
    'il lo gli di da nel nella nei negli sul sulla alla allo ai agli dal dalla che chi cosa quanto quanta quanti quante qual quale quali abbiamo hanno sono ' +
    'hoch sind wir unser unsere unseren unserem des am auf bei wann wer welche welcher welches ' +
    'cuanto cuanta cuantos cuantas cual cuales que fue fueron tuvimos tenemos nuestro nuestra nuestros nuestras ' +
    // (And Swedish's: 'hur mycket var hyran', 'vad kostade resorna'.)
    'hur vad var vilken vilket vilka och av vid som det vi vara hade blev fran mycket manga stora stort enligt ' +
    // (And Polish's: 'ile kosztowała energia', 'jaka była suma darowizn'.)
    'ile jaki jaka jakie jakim byl byla bylo byly wynosi wyniosl wyniosla wyniosly stanowily stanowia z ze na do za przez dla mielismy mamy nasz nasza nasze naszych roku rok r ' +
    // (And Indonesian's: 'berapa jumlah pendapatan tahun 2025', 'kapan rapat berikutnya'.)
    'berapa apa apakah yang dan di ke dari untuk pada dengan kita kami kami ini itu adalah sebesar selama tahun oleh atau juga sudah telah ' +
    'value figure amount number level sum s one two three four five six seven eight nine ten eleven twelve'
  ).split(/\s+/),
);

/** Words that say what to compute or which measure, not what to find: removed from the subject. */
const OPERATION_WORDS = new Set(
  (
    'average mean avg median change changed changes difference differ gap increase increased increases decrease decreased decreases ' +
    'grow grew growth grown rise rose risen fall fell fallen drop dropped decline declined more less higher lower highest lowest largest smallest ' +
    'biggest most least fewest fewer greatest maximum minimum max min larger smaller bigger top bottom percent percentage pct proportion share ratio ' +
    'compared compare comparison versus vs against relative variance variances ' +
    'budget budgeted budgets actual actuals actually spend spent spending plan planned approved revised forecast projected ' +
    'expressed constitution divided combined together both respectively between period periods month months year years quarter quarters ' +
    'receive receiving raise raised raising earn earned collect collected generate generated bring brought get got make made incur incurred owe owed ' +
    'track tracking doing going perform performing performed look looking stand standing stack came come comes went go goes trend trends trending history historically ' +
    'monthly quarterly annual annually yearly fiscal fy calendar ytd so far across through'
  ).split(/\s+/),
);

/** Words that say 'a figure' without naming one: never the reason a question is not found. */
const SOFT_WORDS = new Set(
  'total totals overall whole entire gross full line item items category account accounts organisation organization company group entity nonprofit report reported end hand now today currently'.split(
    /\s+/,
  ),
);

/** Irregular forms and spelling variants, mapped before stemming. */
const VARIANTS: Record<string, string> = {
  programme: 'program',
  programmes: 'program',
  organisation: 'organization',
  organisations: 'organization',
  labour: 'labor',
  sold: 'sale',
  sales: 'sale',
  paid: 'pay',
  // (Irregular pasts of money moving: 'we drew on the line', 'lent', 'repaid'. Not 'drawn': 'Amount
  // drawn' beside 'Draw #' is not the draw asked for.)
  drew: 'draw',
  lent: 'lend',
  borrowed: 'borrow',
  repaid: 'repay',
  bought: 'purchase',
  spent: 'spend',
  var: 'variance',
  rec: 'reconciliation',
  recon: 'reconciliation',
  received: 'receive',
  lives: 'life',
  lifespan: 'life',
  children: 'child',
  people: 'person',
  netted: 'net',
  nets: 'net',
  staffs: 'staff',
  utilities: 'utility',
  salaries: 'salary',
  supplies: 'supply',
  equities: 'equity',
  liabilities: 'liability',
  receivables: 'receivable',
  payables: 'payable',
  '&': 'and',
};

/**
 * The words of French and Spanish statements for what English ones call so ('Loyer', 'Salaires',
 * 'Dons', 'Gastos'): read as the English word, on both sides, so a question in either language
 * finds a line in either. Only words that mean nothing else in English ('charges', 'produits'
 * and 'support' do).
 */
const TRANSLATIONS: Record<string, string> = {
  // French
  loyer: 'rent', loyers: 'rent', salaires: 'salaries', salaire: 'salary', dons: 'donations', subvention: 'grant', subventions: 'grants',
  cotisation: 'dues', cotisations: 'dues', honoraires: 'fees', frais: 'fees', revenus: 'revenues', recettes: 'revenues', dépenses: 'expenses', depenses: 'expenses',
  excédent: 'surplus', excedent: 'surplus', intérêts: 'interest', interets: 'interest', fournitures: 'supplies', assurance: 'insurance', assurances: 'insurance',
  amortissement: 'depreciation', placements: 'investments', encaisse: 'cash', trésorerie: 'cash', tresorerie: 'cash', bénévoles: 'volunteers', benevoles: 'volunteers',
  bénévole: 'volunteer', paniers: 'baskets', panier: 'basket', alimentaire: 'food', alimentaires: 'food', banque: 'bank', électricité: 'electricity', electricite: 'electricity',
  entretien: 'maintenance', réparations: 'repairs', publicité: 'advertising', déplacements: 'travel', deplacements: 'travel', emprunt: 'loan', emprunts: 'loans',
  actif: 'assets', passif: 'liabilities', fonds: 'funds', solde: 'balance', heures: 'hours', employés: 'employees', employes: 'employees', total: 'total',
  alimentation: 'food', nourriture: 'food', avantages: 'benefits', déficit: 'deficit', insuffisance: 'deficit', événements: 'events', evenements: 'events',
  activités: 'activities', activites: 'activities', adhésions: 'memberships', adhesions: 'memberships', ventes: 'sales', commandites: 'sponsorships', legs: 'bequests',
  créditeurs: 'payables', crediteurs: 'payables', débiteurs: 'receivables', debiteurs: 'receivables', chauffage: 'heating', papeterie: 'stationery', télécommunications: 'telecommunications',
  // Spanish
  alimentos: 'food', alimentación: 'food', prestaciones: 'benefits', capacitación: 'training', capacitacion: 'training', eventos: 'events', actividades: 'activities',
  ventas: 'sales', impuestos: 'taxes', papelería: 'stationery', aportaciones: 'contributions', superávit: 'surplus', superavit: 'surplus',
  alquiler: 'rent', arriendo: 'rent', sueldos: 'salaries', salarios: 'salaries', donaciones: 'donations', donativos: 'donations', subvenciones: 'grants',
  cuotas: 'dues', gastos: 'expenses', honorarios: 'fees', intereses: 'interest', seguros: 'insurance', suministros: 'supplies', voluntarios: 'volunteers', efectivo: 'cash',
  ingresos: 'revenues', egresos: 'expenses', saldo: 'balance', nomina: 'payroll', nominas: 'payroll', renta: 'rent', arrendamiento: 'rent', comisiones: 'commissions', comision: 'commission',
  presupuesto: 'budget', bancos: 'bank', banco: 'bank', caja: 'cash', proveedores: 'suppliers', remanente: 'surplus', patrimonio: 'equity',
  // Portuguese
  salários: 'salaries', doações: 'donations', doacoes: 'donations', receitas: 'revenues', despesas: 'expenses', aluguel: 'rent', aluguéis: 'rent',
  alimentação: 'food', alimentacao: 'food', impostos: 'taxes', tarifas: 'fees', subvenções: 'grants', subvencoes: 'grants', fornecedores: 'suppliers', treinamento: 'training',
  capacitação: 'training', contribuições: 'contributions', contribuicoes: 'contributions', caixa: 'cash', patrimônio: 'equity', juros: 'interest',
  // Dutch
  salarissen: 'salaries', lonen: 'wages', huur: 'rent', giften: 'donations', donaties: 'donations', subsidie: 'grant',
  kosten: 'costs', verzekeringen: 'insurance', verzekering: 'insurance', voedsel: 'food', opleiding: 'training', opleidingen: 'training',
  tekort: 'deficit', overschot: 'surplus', kas: 'cash', huisvesting: 'housing', bankkosten: 'fees', baten: 'income', lasten: 'expenses', som: 'total',
  // Swedish
  gavor: 'donations', gava: 'donation', bidrag: 'grants', intakter: 'revenues', kostnader: 'costs', kostnaderna: 'costs', resultat: 'result',
  hyra: 'rent', lokalhyra: 'rent', loner: 'salaries', lon: 'salary', medel: 'funds', vardepapper: 'securities', anstallda: 'employees',
  // Polish
  przychody: 'revenues', przychodow: 'revenues', koszty: 'costs', kosztow: 'costs', darowizny: 'donations', darowizn: 'donations', dotacja: 'grant', dotacje: 'grants', dotacji: 'grant',
  wynagrodzenia: 'salaries', wynik: 'result', najem: 'rent', czynsz: 'rent', amortyzacja: 'depreciation', podatki: 'taxes', oplaty: 'fees', ubezpieczenia: 'insurance',
  razem: 'total', ogolem: 'total', koniec: 'end', wycieczki: 'trips', materialy: 'materials', wyzywienie: 'food', zajec: 'activities', zajecia: 'activities', wplywy: 'receipts', wydatki: 'expenses', dzialalnosci: 'activities', statutowej: 'statutory', statutowa: 'statutory',
  // Indonesian
  pendapatan: 'revenue', penerimaan: 'receipts', beban: 'expenses', biaya: 'costs', pengeluaran: 'expenditure', sumbangan: 'donations', donasi: 'donations', hibah: 'grants',
  gaji: 'salaries', tunjangan: 'benefits', honorarium: 'fees', honor: 'fees', karyawan: 'employees', pegawai: 'employees', sewa: 'rent', listrik: 'electricity', penyusutan: 'depreciation',
  bunga: 'interest', pajak: 'tax', aset: 'assets', liabilitas: 'liabilities', utang: 'payables', piutang: 'receivables', jumlah: 'total', akhir: 'end', awal: 'beginning',
  anggaran: 'budget', realisasi: 'actual', selisih: 'variance', kenaikan: 'increase', penurunan: 'decrease', defisit: 'deficit', beasiswa: 'scholarships', pendidikan: 'education', kesehatan: 'health', konsumsi: 'meals',
  kegiatan: 'activities', rapat: 'meeting', triwulan: 'quarter', bulan: 'month', rekening: 'account', persen: 'percent', pelatihan: 'training', perlengkapan: 'supplies', bahan: 'materials',
  // Officers, in French, Spanish and German
  tresoriere: 'treasurer', tresorier: 'treasurer', tesorera: 'treasurer', tesorero: 'treasurer', schatzmeisterin: 'treasurer', schatzmeister: 'treasurer', kassenwart: 'treasurer', kassenwartin: 'treasurer',
  presidente: 'president', presidenta: 'president', vorsitzende: 'chair', vorsitzender: 'chair', secretaire: 'secretary', secretaria: 'secretary', secretario: 'secretary', schriftfuhrerin: 'secretary', schriftfuhrer: 'secretary',
  verificateur: 'auditor', verificatrice: 'auditor', verificateurs: 'auditors', auditora: 'auditor', wirtschaftsprufer: 'auditor', kassenprufer: 'auditor', kassenpruferin: 'auditor',
  // German
  spenden: 'donations', spende: 'donation', mitgliedsbeitrage: 'dues', beitrage: 'dues', gehalter: 'salaries', lohne: 'wages', miete: 'rent', mieten: 'rent',
  einnahmen: 'revenues', ausgaben: 'expenses', zinsen: 'interest', zuschuss: 'grant', zuschusse: 'grants', versicherung: 'insurance', versicherungen: 'insurance',
  uberschuss: 'surplus', fehlbetrag: 'deficit', rucklage: 'reserve', rucklagen: 'reserves', kasse: 'cash', kontostand: 'balance',
  bankgebuhren: 'fees', gebuhren: 'fees', fahrtkosten: 'travel', reisekosten: 'travel', raumkosten: 'rent', honorare: 'fees', stunden: 'hours', mitglieder: 'members', ehrenamtliche: 'volunteers',
  aufwand: 'expenses', aufwendungen: 'expenses', ertrag: 'income', ertrage: 'income', erlos: 'revenues', erlose: 'revenues', beitrag: 'contribution', kanton: 'canton', lastschrift: 'debit', lastschriften: 'debits',
  gutschrift: 'credit', gutschriften: 'credits', verbindlichkeiten: 'liabilities', forderungen: 'receivables', abschreibungen: 'depreciation', vollzeitstellen: 'fte', stiftungen: 'foundations', stiftung: 'foundation',
  konto: 'account', ende: 'end', pagato: 'paid', pagati: 'paid', speso: 'spent', ricevuto: 'received', gezahlt: 'paid', bezahlt: 'paid', erhalten: 'received', pagado: 'paid', pagamos: 'paid', recibido: 'received', recibimos: 'received', gelder: 'fees', vermogen: 'assets', mittel: 'funds', ergebnis: 'result', summe: 'total', revisionsbericht: 'auditor', revisionsstelle: 'auditor', lohnaufwand: 'salaries', lohn: 'wage', lohnsumme: 'payroll', budgetiert: 'budgeted', budgetierten: 'budgeted', abweichung: 'variance',
  // Italian
  entrate: 'income', uscite: 'expenses', proventi: 'income', ricavi: 'revenues', oneri: 'expenses', costi: 'costs', spese: 'expenses', contributi: 'contributions', contributo: 'contribution',
  erogazioni: 'donations', donazioni: 'donations', stipendi: 'salaries', personale: 'personnel', affitto: 'rent', affitti: 'rent', locazione: 'rent', utenze: 'utilities', assicurazioni: 'insurance',
  avanzo: 'surplus', disavanzo: 'deficit', cassa: 'cash', banca: 'bank', bancari: 'bank', depositi: 'deposits', preventivo: 'budget', consuntivo: 'actual', scostamento: 'variance',
  accrediti: 'credits', accredito: 'credit', addebiti: 'debits', addebito: 'debit', imposte: 'taxes', tasse: 'taxes', investimenti: 'investments', soci: 'members', famiglie: 'families',
  rimborsi: 'reimbursements', servizi: 'services', acquisti: 'purchases', interessi: 'interest', revisore: 'auditor', commissioni: 'fees',
  pagamento: 'payment', pagamenti: 'payments', singolo: 'single', dipendenti: 'employees', dipendente: 'employee', attrezzature: 'equipment', ammortamento: 'depreciation',
  ammortamenti: 'depreciation', retribuzione: 'salary', retribuzioni: 'salaries', compensi: 'fees', consulenze: 'consulting', volontari: 'volunteers', fornitori: 'suppliers',
  debiti: 'payables', crediti: 'receivables', conto: 'account', incassi: 'receipts', cancelleria: 'stationery',
  // Spanish, a bank's columns and what was spent against a budget
  cargo: 'debit', cargos: 'debits', abono: 'credit', abonos: 'credits', ejercido: 'actual', programa: 'program', programas: 'programs',
};

/**
 * German compounds by their last part ('Personalaufwand', 'Mitgliederbeiträge', 'Betriebsertrag'):
 * the part before it, then the part, each read as its own word, so 'personnel expenses' finds
 * 'Personalaufwand' and 'Aufwand' the lines it ends. The first parts here are read only inside a
 * compound ('Personal' is not the English 'personal').
 */
const COMPOUND_HEADS = /^([a-z]{3,}?)(aufwand|aufwendungen|ertrage?|beitrage?|kosten|spenden|einnahmen|ausgaben|erlose?|gebuhren|vermogen|kapital|mittel|gelder|lohne|ergebnis|summe|zinsen|miete|kostnader|kostnaderna|kostnaden|intakter|resultat)$/;
const COMPOUND_FIRSTS: Record<string, string> = {
  betrieb: 'operating', betriebs: 'operating', personal: 'personnel', raum: 'premises', waren: 'goods', verwaltung: 'administration', verwaltungs: 'administration',
  mitglieder: 'membership', mitglied: 'membership', mitglieds: 'membership', stiftung: 'foundation', stiftungs: 'foundation', staat: 'state', staats: 'state', kurs: 'course',
  finanz: 'financial', zins: 'interest', umlauf: 'current', anlage: 'fixed', anlagen: 'fixed', fonds: 'fund', verein: 'association', vereins: 'association',
  organisation: 'organisation', organisations: 'organisation', jahr: 'year', jahres: 'year', fremd: 'borrowed', eigen: 'own', bilanz: 'balance', material: 'material', sach: 'material',
  lohn: 'wage', neben: 'ancillary', spenden: 'donation', privat: 'private', bank: 'bank', post: 'postal', buro: 'office', reise: 'travel', fahrt: 'travel', werbe: 'advertising',
  versicherungs: 'insurance', beratungs: 'consulting', honorar: 'fee', mieter: 'tenant', brutto: 'gross', netto: 'net', kassen: 'cash',
  // (Swedish's: 'Administrationskostnader', 'Insamlingskostnader', 'Verksamhetsintäkter', 'Ränteintäkter'.)
  administrations: 'administration', insamlings: 'fundraising', verksamhets: 'operating', drift: 'operating', drifts: 'operating', rante: 'interest', ranta: 'interest', lokal: 'premises', lokals: 'premises', andamals: 'purpose', ovriga: 'other',
};

function compoundParts(word: string): string[] | null {
  const m = COMPOUND_HEADS.exec(word);
  if (!m) return null;
  const first = COMPOUND_FIRSTS[m[1]!];
  return first ? [first, TRANSLATIONS[m[2]!] ?? m[2]!] : null;
}

const FOLD_SPECIAL: Record<string, string> = { ø: 'o', Ø: 'O', æ: 'a', Æ: 'A', œ: 'o', Œ: 'O', ß: 's', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', þ: 't', ð: 'd' };

/**
 * Letters with accents as their plain letter ('bénévoles' → 'benevoles', 'Øvrige' → 'Ovrige'),
 * one letter for one, so places in the text hold: a word with an accent is one word, typed with
 * or without it, and 'marché' is not 'march' followed by something else.
 */
export function foldAccents(s: string): string {
  if (!/[\u00c0-\u024f]/.test(s)) return s;
  return s.replace(/[\u00c0-\u024f]/g, (c) => FOLD_SPECIAL[c] ?? c.normalize('NFD')[0] ?? c);
}

// (Keys as typed without accents too: 'depenses' as 'dépenses'.)
for (const [k, v] of Object.entries(TRANSLATIONS)) TRANSLATIONS[foldAccents(k)] ??= v;

/** Light stemmer: plurals, -ing, -ed, a final e. Both sides of every comparison use it. */
export function stem(word: string): string {
  let w = VARIANTS[word] ?? TRANSLATIONS[word] ?? word;
  if (/^\d/.test(w)) return w;
  // Initials joined by '&' ('j&j', 'h&s') stand as the initials.
  if (/^[a-z]&[a-z]$/.test(w)) return w.replace('&', '');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  // 'beginn' (beginning), 'plann' (planned): a doubled final consonant left by -ing/-ed.
  if (w.length > 4 && /([bdglmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/**
 * Synonym groups (stems). Two words of one group match at 0.8. Kept to the vocabulary of
 * nonprofit finance statements; phrases are folded into single words first (PHRASES).
 */
const GROUPS: string[][] = [
  ['revenu', 'incom', 'support', 'sale', 'turnover', 'receipt_income'],
  ['expens', 'expenditur', 'spend', 'cost', 'outlay', 'disbursement', 'expense'],
  ['salary', 'wag', 'payroll', 'compensation', 'pay', 'remuneration', 'personnel'],
  ['rent', 'occupancy', 'leas', 'facility', 'premis'],
  ['contribution', 'donation', 'gift', 'giv', 'donor', 'philanthropy'],
  ['grant', 'award'],
  ['moneyin', 'deposit', 'receipt'],
  // (What leaves a bank account is spending: what a payee was paid is its money out.)
  ['moneyout', 'spend', 'expens'],
  // (Goods given in kind are weighed: a question about weight reads the pounds column.)
  ['weight', 'pound', 'lb', 'kg', 'kilogram', 'tonne'],
  ['moneyout', 'withdrawal', 'payment'],
  // (A bank statement's Debit column: money out; its Credit column, money in.)
  ['debit', 'withdrawal', 'moneyout'],
  ['credit', 'deposit', 'moneyin'],
  ['supply', 'material'],
  ['repair', 'maintenanc', 'upkeep'],
  ['utility', 'electricity'],
  ['travel', 'mileag', 'transport'],
  // (Outreach is a programme's work with the people it serves, not marketing.)
  ['marketing', 'advertis', 'promotion'],
  ['train', 'education', 'conferenc'],
  ['depreciation', 'amortization', 'amortisation'],
  ['technology', 'softwar', 'computer'],
  ['employe', 'staff', 'personnel', 'headcount', 'worker'],
  // ('All funds together', 'across all funds': the total column.)
  ['allfund', 'total'],
  // ('Salaries for fundraising staff', 'staff costs': what the staff are paid.)
  ['staff', 'salari', 'wage', 'payroll'],
  ['person', 'individual'],
  ['benefit', 'fring'],
  ['insuranc', 'coverag'],
  ['profit', 'earning', 'surplus', 'netincom'],
  ['loss', 'deficit'],
  ['surplus', 'deficit', 'netincom', 'changeinnetasset', 'result'],
  ['netasset', 'equity', 'fundbalanc'],
  ['remain', 'left', 'unspent', 'leftover'],
  ['cash', 'bank'],
  ['debt', 'borrow', 'loan', 'lineofcredit'],
  ['fee', 'charg'],
  ['open', 'beginn', 'start'],
  ['end', 'clos', 'closing'],
  ['life', 'useful'],
  ['volunteer', 'volunteers'],
  ['investment', 'invest'],
  ['purchas', 'procur', 'buy'],
  ['food', 'grocery', 'groceri', 'supermarket', 'grocer'],
  ['car', 'vehicl', 'automobil', 'fleet'],
  ['audit', 'auditor'],
  ['male', 'men', 'man'],
  ['maximum', 'cap', 'ceiling', 'limit', 'exceed', 'max', 'most'],
  ['indirect', 'overhead'],
  // (A UK charity's council funding is its local authority funding.)
  ['council', 'localauthority'],
  ['femal', 'women', 'woman'],
];

/** Multi-word terms folded into one word on both sides before matching. */
const PHRASES: Array<[RegExp, string]> = [
  [/\b(?:change|increase|decrease|\(?decrease\)?) in net assets\b/g, 'changeinnetasset'],
  [/\bnet assets?\b/g, 'netasset'],
  // Other countries' names for cash and for what a report's year ended with.
  [/\bflussige mittel\b|\bliquide mittel\b|\bliquide middelen\b|\bdisponibilita liquide\b|\bcassa e banca\b/g, ' cash '],
  [/\bkurzfristiges fremdkapital\b|\bkortlopende schulden\b|\bzobowiazania krotkoterminowe\b/g, ' current liabilities '],
  [/\bsrodki pieniezne\b|\bsrodkow pienieznych\b/g, ' cash '],
  [/\bkoszty ogolnego zarzadu\b|\bkosztow ogolnego zarzadu\b/g, ' administrative costs '],
  [/\bvlottende activa\b/g, ' current assets '],
  // (Indonesian's: 'aset neto', 'kas dan setara kas', 'aset lancar', 'liabilitas jangka pendek', 'dengan/tanpa pembatasan', 'penggalangan dana', 'umum dan administrasi'.)
  [/\baset neto\b/g, ' netasset '],
  [/\bkas dan setara kas\b/g, ' cash and cash equivalents '],
  [/\baset lancar\b/g, ' current assets '],
  [/\b(?:liabilitas|kewajiban) jangka pendek\b/g, ' current liabilities '],
  [/\baset tetap\b/g, ' fixed assets '],
  [/\bnilai buku\b/g, ' book value '],
  [/\btanpa pembatasan(?: dari pemberi sumber daya)?\b|\btidak terikat\b/g, ' unrestricted '],
  [/\bdengan pembatasan(?: dari pemberi sumber daya)?\b|\bterikat\b/g, ' restricted '],
  [/\bpenggalangan dana\b/g, ' fundraising '],
  [/\bumum dan administrasi\b/g, ' general and administrative '],
  [/\buang masuk\b/g, ' money in '],
  [/\buang keluar\b/g, ' money out '],
  // (Spain's plan for non-profits: 'Efectivo y otros activos líquidos equivalentes', 'Activo no
  // corriente', 'Pasivo corriente', 'Patrimonio neto'; and the French 'actif/passif circulant'.)
  [/\befectivo y otros activos liquidos equivalentes\b/g, ' cash and cash equivalents '],
  // (The auditor by its French, Italian and Spanish titles.)
  [/\bcommissaires? aux comptes\b|\brevisor(?:e|i) (?:legale? )?dei conti\b|\bauditor(?:es)? de cuentas\b/g, ' auditor '],
  [/\bactivo no corriente\b/g, ' non current assets '],
  [/\bactivo corriente\b|\bactif circulant\b/g, ' current assets '],
  [/\bpasivo no corriente\b/g, ' non current liabilities '],
  [/\bpasivo corriente\b|\bpassif circulant\b/g, ' current liabilities '],
  [/\bpatrimonio neto\b/g, ' netasset '],
  [/\ben especie\b|\bsachspenden\b/g, ' inkind '],
  [/\bquote associative\b|\bcuotas de (?:socios|asociados)\b/g, ' membership dues '],
  [/\b(?:year[- ]to[- ]date|so far this (?:fiscal )?year|so far|to date)\b/g, 'ytd'],
  [/\bnet (?:income|earnings|profit)\b/g, 'netincome'],
  // 'Per share' names a measure (earnings per share), not a share of something.
  [/\bper (basic|diluted) (?:common |ordinary )?shares?\b/g, '$1 pershare'],
  [/\bper (?:common |ordinary )?shares?\b/g, 'pershare'],
  [/\bline of credit\b/g, 'lineofcredit'],
  [/\bcash and (?:cash )?equivalents\b/g, 'cash equivalents'],
  [/\bin[- ]kind\b/g, 'inkind'],
  // A tariff's times ('Off-peak', 'On-peak'): one word each, not 'peak' with a stopword.
  [/\b(off|on|mid)[- ]peak\b/g, '$1peak'],
  // A fair-value level or a capital tier by its number ('Level 1', 'Tier II'): one word, not the
  // stopword 'level' beside a digit.
  [/\b(level|tier)\s*(?:1|i|one)\b(?!\s*[,.]?\d)/g, '$1one'],
  [/\b(level|tier)\s*(?:2|ii|two)\b(?!\s*[,.]?\d)/g, '$1two'],
  [/\b(level|tier)\s*(?:3|iii|three)\b(?!\s*[,.]?\d)/g, '$1three'],
  // A bank statement's two columns ('Money in', 'Money out'): one word each, not 'money' and a preposition.
  [/\bmoney (in|out)\b/g, 'money$1'],
  // 'The June bank statement' is the statement: its title need not say 'bank'.
  [/\bbank statement\b/g, 'statement'],
  // Roll-forward words: what is carried forward is the closing balance, brought forward the opening.
  [/\b(?:carried forward|carried fwd|c\/fwd|c\/f)(?![a-z])/g, 'closing'],
  [/\b(?:brought forward|brought fwd|b\/fwd|b\/f)(?![a-z])/g, 'opening'],
  [/\blocal authorit(?:y|ies)\b|\bla(?= (?:contracts?|grants?|funding|income|fees?|commissioning)\b)/g, 'localauthority'],
  // Titles said by their initials ('the CFO's pay').
  // ('ED', not the 'ed' of 'co-ed'.)
  [/\bexecutive director\b|(?<![-\w'’])ed\b(?![-'’]?\s*(?:\d))/g, 'executivedirector'],
  // ('The AGM' and 'the annual general meeting': one meeting.)
  [/\bannual general meeting\b/g, 'agm'],
  [/\b(?:chief executive officer|chief executive|ceo)\b/g, 'chiefexecutive'],
  [/\b(?:chief financial officer|finance director|cfo)\b/g, 'chieffinancial'],
  [/\bd ?& ?o\b|\bdirectors[’']? ?(?:and|&) officers[’']?/g, 'directorsofficers'],
  // The same line under its other usual names.
  [/\bcosts? of (?:goods sold|sales|revenues?|products sold|merchandise sold)\b/g, 'costofsales'],
  [/\b(?:operating (?:income|profit)|income from operations|profit from operations|operating earnings)\b/g, 'operatingincome'],
  [/\b(?:net cash (?:(?:provided by|from|generated (?:by|from)|used in|\(used in\) provided by|provided by \(used in\)) )?operating activities|cash flows? (?:from|provided by) operati(?:ons|ng activities)|operating cash flows?)\b/g, 'operatingcashflow'],
  [/\b(?:selling,? general,? and administrative|selling, general & administrative|sg&a)\b/g, 'sga'],
  [/\b(?:research and development|r&d)\b/g, 'researchdevelopment'],
  // ('Workers' comp premium', 'workers compensation insurance': one line.)
  [/\bworkers[’']? ?comp(?:ensation)?\b/g, 'workerscomp'],
  // A nonprofit's 'management and general' is what others call general and administrative (G&A, M&G).
  [/\b(?:management (?:and|&) general|general (?:and|&) administrative|general (?:and|&) administration|m ?& ?g|g ?& ?a)\b/g, 'generaladmin'],
  [/\bearnings per share\b|\beps\b/g, 'eps'],
];

/** The folded terms as a reader writes them ('directorsofficers' is D&O), for answers that repeat the question. */
const SPOKEN: Record<string, string> = {
  directorsofficers: 'D&O',
  executivedirector: 'executive director',
  chiefexecutive: 'chief executive',
  chieffinancial: 'chief financial officer',
  localauthority: 'local authority',
  closing: 'closing',
  generaladmin: 'general and administrative',
  sga: 'SG&A',
  netincome: 'net income',
  pershare: 'per share',
  lineofcredit: 'line of credit',
  inkind: 'in-kind',
  moneyin: 'money in',
  moneyout: 'money out',
  costofsales: 'cost of sales',
  operatingincome: 'operating income',
  operatingcashflow: 'operating cash flow',
  researchdevelopment: 'R&D',
  workerscomp: "workers' comp",
  eps: 'EPS',
};

/** A word of the question as the reader would write it. */
export function spoken(word: string): string {
  return SPOKEN[word] ?? word;
}

const synonymIndex = new Map<string, Set<number>>();
GROUPS.forEach((group, i) => {
  for (const s of group) {
    // (A group's word as written, already a stem such as 'employe', and as stemmed again: both.)
    for (const key of new Set([s, stem(s)])) {
      if (!synonymIndex.has(key)) synonymIndex.set(key, new Set());
      synonymIndex.get(key)!.add(i);
    }
  }
});

/** A word the finance vocabulary knows by other names ('spend' is an expense): it names a kind of figure. */
export function hasSynonyms(s: string): boolean {
  return synonymIndex.has(s);
}

export function synonyms(a: string, b: string): boolean {
  const ga = synonymIndex.get(a);
  const gb = synonymIndex.get(b);
  if (!ga || !gb) return false;
  for (const g of ga) if (gb.has(g)) return true;
  return false;
}

/** Replaces typographic quotes, dashes and spaces by plain ones. */
export function plainText(s: string): string {
  return s
    .replace(/[\u2018\u2019\u02bc\u2032]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2007\u202f]/g, ' ');
}

export interface Token {
  /** The word as written (lowercased). */
  word: string;
  stem: string;
}

/** The words of a text, lowercased and stemmed, with phrases folded ('net assets' → 'netasset'). */
export function words(text: string): Token[] {
  let s = foldAccents(plainText(text).toLowerCase().normalize('NFC'));
  s = s.replace(/'s\b/g, '').replace(/'/g, '');
  // (German compounds first, so 'Betriebsertrag' is 'operating income' wherever that is one term.)
  s = s.replace(/[a-z]{8,}/g, (w) => (TRANSLATIONS[w] ? w : (compoundParts(w)?.join(' ') ?? w)));
  for (const [re, to] of PHRASES) s = s.replace(re, ` ${to} `);
  // 'Non-current', 'non current' and 'noncurrent' are one word, not 'non' beside 'current' (nor
  // the 'non' of 'Non-USD').
  s = s.replace(/\bnon[\s-]+(?=[a-z]{3})/g, 'non');
  // (A number with one letter after it is one name: '340B', '401k', '501c'; not a plural, '990s'.)
  s = s.replace(/([a-z])(\d)/g, '$1 $2').replace(/(\d)([a-z])(?=[a-z])|(\d)([a-z])(?![a-z\d])(?<=\b\d{1,2}[a-z]|\ds)/g, (_m, a?: string, b?: string, c?: string, d?: string) => `${a ?? c} ${b ?? d}`);
  const out: Token[] = [];
  for (const raw of s.split(/[^a-z0-9&]+/)) {
    if (!raw) continue;
    const word = raw === '&' ? 'and' : raw;
    out.push({ word, stem: stem(word) });
  }
  return out;
}

export const isStopword = (w: string) => STOPWORDS.has(w);
export const isOperationWord = (w: string) => OPERATION_WORDS.has(w);
export const isSoftWord = (w: string) => SOFT_WORDS.has(w) || SOFT_WORDS.has(stem(w));

/** The stems of a text that name something (no stopwords). */
export function contentStems(text: string): string[] {
  return words(text)
    .filter((t) => !STOPWORDS.has(t.word))
    .map((t) => t.stem);
}

function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    let rowMin = prev[0];
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
      rowMin = Math.min(rowMin, prev[j]!);
    }
    if (rowMin > max) return false;
  }
  return prev[b.length]! <= max;
}

const matchCache = new Map<string, Map<string, number>>();
let cached = 0;

/** How well two stems match: 1 the same, 0.8 synonyms, 0.6 a typo or another form, else 0. */
export function stemMatch(a: string, b: string): number {
  if (a === b) return 1;
  let inner = matchCache.get(a);
  if (!inner) {
    inner = new Map();
    matchCache.set(a, inner);
  }
  const known = inner.get(b);
  if (known !== undefined) return known;
  if (++cached > 500_000) {
    matchCache.clear();
    cached = 0;
  }
  const m = computeMatch(a, b);
  inner.set(b, m);
  return m;
}

/** Words that start alike and say the opposite ('with' donor restrictions and 'without'). */
const OPPOSITES = new Set(['with|without', 'without|with', 'in|inflow', 'out|outflow']);

function computeMatch(a: string, b: string): number {
  if (/^\d/.test(a) || /^\d/.test(b)) return 0;
  if (OPPOSITES.has(`${a}|${b}`)) return 0;
  if (synonyms(a, b)) return 0.8;
  const short = a.length <= b.length ? a : b;
  const long = a.length <= b.length ? b : a;
  // The verb and its nouns ('restricted' and 'restrictions', 'invested' and 'investments',
  // 'supervised' and 'supervisors'): one thing.
  if (short.length >= 5 && (long === `${short}ion` || long === `${short}ment` || long === `${short}or`)) return 0.9;
  // A word cut short ('admin' for 'administrative', 'maint' for 'maintenance'): the word.
  // (Not a word made from it that means another thing: 'received' and 'receivable', 'account' and 'accountant'.)
  if (short.length >= 5 && long.length >= short.length + 3 && long.startsWith(short) && !/^(?:abl|ibl|ant|ent|anc|enc|ment|ion|er|or|ing|ist|ism)$/.test(long.slice(short.length))) return 0.8;
  if (short.length >= 5 && long.startsWith(short.slice(0, 5)) && short.length >= long.length - 4) return 0.6;
  if (short.length === 4 && long.startsWith(short) && long.length - short.length <= 3) return 0.6;
  if (short.length >= 5 && editDistanceAtMost(a, b, short.length >= 8 ? 2 : 1)) return 0.6;
  // Two letters swapped ('reciepts', 'acount'… 'recieved'): a typo.
  if (short.length >= 5 && transposed(a, b)) return 0.6;
  return 0;
}

function transposed(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** The best match of a stem among others (0 when none). */
export function bestMatch(s: string, among: readonly string[]): number {
  let best = 0;
  for (const o of among) {
    const m = stemMatch(s, o);
    if (m > best) {
      best = m;
      if (best === 1) break;
    }
  }
  return best;
}

/** Inverse document frequency over a set of short texts (row labels, sentences, ...). */
export class Idf {
  private readonly df = new Map<string, number>();
  private n = 0;

  add(stems: Iterable<string>): void {
    this.n++;
    for (const s of new Set(stems)) this.df.set(s, (this.df.get(s) ?? 0) + 1);
  }

  /** ln(1 + N / (1 + df)), so unseen words weigh the most. */
  weight(s: string): number {
    const df = this.df.get(s) ?? 0;
    return Math.log(1 + (this.n + 1) / (1 + df));
  }

  seen(s: string): boolean {
    return (this.df.get(s) ?? 0) > 0;
  }

  get size(): number {
    return this.n;
  }
}

/** Display form of a label: footnote marks, trailing dots and colons removed. */
export function cleanLabel(label: string): string {
  return plainText(label)
    // A leading account code ('4000 · Donations', 'Total 5000 - Salaries'): the row keeps it as its code.
    .replace(/^(total\s+)?\d{3,6}(?:[.-]\d{1,4})?\s*[·•:–—-]\s*(?=[A-Za-z])/i, '$1')
    .replace(/\s*\((?:\d{1,2}|[a-z]|\*+|see note[^)]*)\)\s*/gi, ' ')
    .replace(/(?<=[a-z])\d$/i, '')
    .replace(/\*+$/, '')
    .replace(/[\s.:;,]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * An ageing band as one word a tokenizer keeps whole, the same for a column ('> 90', '61 - 90')
 * and a question ('over 90 days', '61-90 days'): 'over' or 'band' and its days in letters
 * ('overninety', 'bandninety'); '91+' is over ninety.
 */
export function bandWord(kind: 'over' | 'band', days: number): string | null {
  const n = kind === 'over' && days % 10 === 1 ? days - 1 : days;
  const names: Record<number, string> = { 30: 'thirty', 60: 'sixty', 90: 'ninety', 120: 'onetwenty', 150: 'onefifty', 180: 'oneeighty', 270: 'twoseventy', 360: 'threesixty', 365: 'threesixtyfive' };
  return names[n] ? `${kind}${names[n]}` : null;
}
