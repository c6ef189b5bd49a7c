// Document naming rules (spec part 2, sections 3, 5 and 9): the categories and subcategories,
// suggestions of category, subcategory and fiscal year from a file name, the default and final
// names of the upload dialog, and file sizes as people read them.

export interface Category {
  id: string;
  name: string;
  description: string;
}

export const CATEGORIES: readonly Category[] = [
  { id: 'audits', name: 'Audits', description: 'Audit reports, management letters and compliance reviews' },
  { id: 'balance-sheets', name: 'Balance Sheets', description: 'Chart of accounts and reference materials' },
  { id: 'board-packages', name: 'Board Packages', description: 'Board meeting packets and finance committee reports' },
  { id: 'budgets', name: 'Budgets', description: 'Operating, program and grant budgets' },
  { id: 'forecasts', name: 'Forecasts', description: 'Forecasts, cash flow projections and revenue models' },
  { id: 'profit-loss-statements', name: 'Profit & Loss Statements', description: 'Statements of activities and monthly actuals' },
  { id: 'other', name: 'Others', description: 'Anything else, with a custom name' },
];

export const DEFAULT_CATEGORY = 'budgets';
export const OTHER_CATEGORY = 'other';

export const SUBCATEGORIES = [
  'none',
  'accounting-close-checklists',
  'accounting-policy',
  'accounts-payable-aging-reports',
  'accounts-receivable-aging-reports',
  'bank-statements',
  'bond-documents',
  'chart-of-accounts',
  'debt-financing-documents',
  'depreciation-schedule',
  'fixed-asset-schedule',
  'general-ledger',
  'grant-award-budgets',
  'grant-award-expenditure-reports',
  'grant-award-letters',
  'insurance-policies',
  'inventory-logs',
  'investment-account-statements',
  'investment-policy-statements',
  'lease-agreements',
  'loan-agreements',
  'procurement-policy',
  'tax-returns',
  'trial-balance',
  'vendor-contracts-and-agreements',
] as const;
export type Subcategory = (typeof SUBCATEGORIES)[number];

const SMALL_WORDS = new Set(['and', 'of', 'or']);

/** 'accounts-payable-aging-reports' → 'Accounts Payable Aging Reports'; tax-returns → 'Tax Returns (990)'. */
export function subcategoryName(id: string): string {
  if (id === 'tax-returns') return 'Tax Returns (990)';
  if (id === 'none') return 'None';
  return id
    .split('-')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

export const categoryName = (id: string, categories: readonly Category[] = CATEGORIES) =>
  categories.find((c) => c.id === id)?.name ?? subcategoryName(id);

/** A locally added category: its id is the lowercase name with spaces turned to hyphens. */
export function localCategory(name: string): Category & { fileCount: number } {
  const trimmed = name.trim();
  return { id: trimmed.toLowerCase().replace(/\s+/g, '-'), name: trimmed, description: 'Custom category', fileCount: 0 };
}

/** The extension with its dot, lowercased ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot).toLowerCase() : '';
}

export const withoutExtension = (name: string) => {
  const ext = extensionOf(name);
  return ext ? name.slice(0, -ext.length) : name;
};

/** Lowercased, extension stripped, separators turned to single spaces. */
export function normaliseName(name: string): string {
  return withoutExtension(name)
    .toLowerCase()
    .replace(/[_\-.+,()[\]{}]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Suggestion<T> {
  value: T;
  confidence: number;
}

/** Suggestions are applied only at this confidence or above. */
export const SUGGESTION_THRESHOLD = 0.5;

const has = (text: string, ...words: string[]) => words.some((w) => new RegExp(`(^|[^a-z0-9])${w.replace(/[&]/g, '\\&')}([^a-z0-9]|$)`).test(text));

/** The category (and subcategory for 'other') a file name suggests, with confidence 0.9. */
export function suggestCategory(fileName: string): { category: Suggestion<string>; subcategory: Subcategory | null } | null {
  const n = normaliseName(fileName);
  const hit = (category: string, subcategory: Subcategory | null = null) => ({ category: { value: category, confidence: 0.9 }, subcategory });
  if (has(n, 'audit', 'audits', 'auditing', 'compliance')) return hit('audits');
  if (has(n, 'balance', 'balance sheet') && !has(n, 'trial')) return hit('balance-sheets');
  if (has(n, 'budget', 'budgets', 'budgeting')) return hit('budgets');
  if (has(n, 'forecast', 'forecasts', 'forecasting', 'projection', 'projections')) return hit('forecasts');
  if (has(n, 'board', 'board meeting')) return hit('board-packages');
  if (has(n, 'profit', 'p&l', 'pnl', 'profit loss')) return hit('profit-loss-statements');
  // Nonprofit names of the same statements, and a few more (beyond the spec's list).
  if (has(n, 'statement of activities', 'income statement', 'actuals')) return hit('profit-loss-statements');
  if (has(n, 'statement of financial position')) return hit('balance-sheets');
  if (has(n, 'management letter', 'single audit')) return hit('audits');
  if (has(n, 'chart of accounts', 'coa')) return hit(OTHER_CATEGORY, 'chart-of-accounts');
  if (has(n, 'receipt', 'receipts', 'invoice', 'invoices')) return hit(OTHER_CATEGORY, null);
  const sub: [string[], Subcategory][] = [
    [['trial balance'], 'trial-balance'],
    [['bank'], 'bank-statements'],
    [['bond', 'bonds'], 'bond-documents'],
    [['ledger', 'gl'], 'general-ledger'],
    [['tax', 'taxes', '990'], 'tax-returns'],
    [['payable', 'payables'], 'accounts-payable-aging-reports'],
    [['receivable', 'receivables'], 'accounts-receivable-aging-reports'],
    [['depreciation'], 'depreciation-schedule'],
    [['asset', 'assets'], 'fixed-asset-schedule'],
    [['grant', 'grants'], 'grant-award-letters'],
    [['insurance'], 'insurance-policies'],
    [['loan', 'loans'], 'loan-agreements'],
    [['lease', 'leases'], 'lease-agreements'],
  ];
  for (const [words, subcategory] of sub) if (has(n, ...words)) return hit(OTHER_CATEGORY, subcategory);
  // A letter that is none of the above (a determination letter, a funder's letter): Others.
  if (has(n, 'letter', 'letters')) return hit(OTHER_CATEGORY, null);
  return null;
}

/** The range of the year picker: 1950 to this year plus 10. */
export const yearPickerRange = (now = new Date()) => ({ min: 1950, max: now.getFullYear() + 10 });

/** The fiscal year a file name suggests: the highest acceptable candidate, with its confidence. */
export function suggestFiscalYear(fileName: string, now = new Date()): Suggestion<number> | null {
  const text = withoutExtension(fileName).toLowerCase();
  const maxYear = now.getFullYear() + 10;
  const twoDigit = (yy: string) => {
    const n = Number(yy);
    return n <= 30 ? 2000 + n : 1900 + n;
  };
  const candidates: Suggestion<number>[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([s, e]) => start < e && end > s);
  const collect = (re: RegExp, confidence: number, toYear: (m: RegExpExecArray) => number, group = 0) => {
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index + (group ? m[0].indexOf(m[group]!) : 0);
      const end = start + (group ? m[group]!.length : m[0].length);
      if (overlaps(start, end)) continue;
      taken.push([m.index, m.index + m[0].length]);
      candidates.push({ value: toYear(m), confidence });
    }
  };
  collect(/(?:fy|fiscal[\s_-]*year)[\s_'’-]*(\d{4})(?!\d)/g, 0.95, (m) => Number(m[1]), 1);
  collect(/(?:fy|fiscal[\s_-]*year)[\s_'’-]*(\d{2})(?!\d)/g, 0.9, (m) => twoDigit(m[1]!), 1);
  collect(/(?<!\d)(19\d{2}|20\d{2}|21\d{2})(?!\d)/g, 0.7, (m) => Number(m[1]));
  collect(/(?<!\d)(\d{2})(?!\d)/g, 0.3, (m) => twoDigit(m[1]!));
  const acceptable = candidates.filter((c) => c.value >= 1990 && c.value <= maxYear);
  if (!acceptable.length) return null;
  return acceptable.reduce((best, c) => (c.value > best.value || (c.value === best.value && c.confidence > best.confidence) ? c : best));
}

export interface UploadConfig {
  category: string;
  subCategory: string | null;
  fiscalYear: number | null;
  customName: string;
}

/** The default custom name: the category's name (the subcategory's for 'other'), or the file's own name. */
export function defaultCustomName(originalName: string, category: string, subCategory: string | null, fiscalYear: number | null): string {
  let base: string;
  if (category === OTHER_CATEGORY) base = subCategory && subCategory !== 'none' ? subcategoryName(subCategory) : withoutExtension(originalName);
  else base = categoryName(category);
  return fiscalYear ? `${base}-FY${fiscalYear}` : base;
}

/** The name the file is uploaded under: the custom name (trimmed, default 'Document') plus the original extension. */
export function finalName(originalName: string, customName: string): string {
  return `${customName.trim() || 'Document'}${extensionOf(originalName)}`;
}

/** The configuration a newly chosen file starts with: suggestions at or above the threshold. */
export function initialConfig(originalName: string, now = new Date()): UploadConfig {
  const cat = suggestCategory(originalName);
  const year = suggestFiscalYear(originalName, now);
  const category = cat && cat.category.confidence >= SUGGESTION_THRESHOLD ? cat.category.value : DEFAULT_CATEGORY;
  const subCategory = category === OTHER_CATEGORY ? (cat?.subcategory ?? null) : null;
  const fiscalYear = year && year.confidence >= SUGGESTION_THRESHOLD ? year.value : null;
  return { category, subCategory, fiscalYear, customName: defaultCustomName(originalName, category, subCategory, fiscalYear) };
}

/** The category an already-uploaded file is shown in when the server has none for it. */
export function categoryOfExisting(fileName: string): string {
  const n = normaliseName(fileName);
  if (has(n, 'budget', 'budgets')) return 'budgets';
  if (has(n, 'forecast', 'forecasts', 'projection', 'projections')) return 'forecasts';
  if (has(n, 'audit', 'audits', 'compliance')) return 'audits';
  if (has(n, 'reference', 'chart', 'coa', 'accounts')) return 'balance-sheets';
  return OTHER_CATEGORY;
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

function scaled(bytes: number): [number, (typeof UNITS)[number]] {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return [value, UNITS[unit]!];
}

/** Sizes in the upload dialog: two decimals ('1.50 MB'); bytes as a whole number. */
export function formatUploadSize(bytes: number): string {
  const [value, unit] = scaled(bytes);
  return unit === 'B' ? `${Math.round(value)} B` : `${value.toFixed(2)} ${unit}`;
}

/** Sizes in the file manager: 3 decimals under 10, 2 under 100, else 1 ('9.766 KB', '97.66 KB', '976.6 KB'). */
export function formatFileSize(bytes: number): string {
  const [value, unit] = scaled(bytes);
  if (unit === 'B') return `${Math.round(value)} B`;
  const digits = value < 10 ? 3 : value < 100 ? 2 : 1;
  return `${value.toFixed(digits)} ${unit}`;
}
