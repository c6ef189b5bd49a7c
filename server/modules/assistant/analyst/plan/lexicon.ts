import { wordRank } from './commonness';
import { bandWord } from '../text';

// The words people use for finance on a phone, mapped to the words documents use: abbreviations
// (FY25, YTD, opex, G&A, A/P, rev), everyday phrases ('money in the bank', 'net worth', 'went out
// the door'), and a small forgiving spell check for the words that say what to compute
// ('percantage', 'diffrence', 'avrage'). Applied to the question before it is parsed; the
// documents' own words are matched later with their own tolerance for typos.

/** Whole-word abbreviations → the words documents print. */
const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/\bsg\s?&\s?a\b|\bsga\b/g, 'selling general and administrative'],
  [/\bg\s?&\s?a\b|\bg and a\b/g, 'general and administrative'],
  [/\bm\s?&\s?g\b/g, 'management and general'],
  [/\br\s?&\s?d\b/g, 'research and development'],
  [/\bpp\s?&\s?e\b|\bppe\b/g, 'property plant and equipment'],
  [/\bd\s?&\s?a\b/g, 'depreciation and amortization'],
  [/\ba\/p\b|\bap\b(?=\s+(?:balance|at|as|on|in|for|was|is|total))/g, 'accounts payable'],
  [/\ba\/r\b|\bar\b(?=\s+(?:balance|at|as|on|in|for|was|is|total))/g, 'accounts receivable'],
  [/\bopex\b/g, 'operating expenses'],
  // ('i.e.', 'e.g.' introduce what follows; they name nothing.)
  [/\b(?:i\.e|e\.g)\.?(?=[\s,]|$)/g, ' '],
  [/\bkmp\b/g, 'key management personnel'],
  // Every fund's or column's figure together is the total column's.
  // ('allfunds' reads as the total column's word, text.ts, without asking for a sum.)
  [/\b(?:all|both) (?:the )?(?:funds|restriction columns|columns|restrictions)(?: (?:together|combined))?\b|\bacross (?:all )?(?:the )?(?:funds|columns)\b|\b(?:funds|columns) (?:together|combined)\b/g, 'allfunds'],
  [/\bcapex\b/g, 'capital expenditures'],
  [/\bcogs\b/g, 'cost of goods sold'],
  // ('Gorrie st', 'Carlton rd': a street's name; not 'St Paul's', a saint's.)
  [/\b(?!(?:the|at|on|in|of|to|for|and|from|our|via|with)\b)([a-z]{3,}) st\b\.?(?!\s*[a-z]+'s)/g, '$1 street'],
  [/\b(?!(?:the|at|on|in|of|to|for|and|from|our|via|with)\b)([a-z]{3,}) rd\b\.?/g, '$1 road'],
  [/\beps\b/g, 'earnings per share'],
  [/\brevs?\b/g, 'revenue'],
  [/\bexps\b|\bexp\b(?!\w)/g, 'expenses'],
  [/\bgovt\b|\bgov\b/g, 'government'],
  [/\bindiv\b|\bindv\b/g, 'individual'],
  [/\bprog\b|\bpgm\b/g, 'program'],
  [/\bmgmt\b|\bmgt\b/g, 'management'],
  [/\badmin\b/g, 'administrative'],
  [/\bdept\b/g, 'department'],
  [/\bacct\b/g, 'account'],
  [/\baccts\b/g, 'accounts'],
  [/\bamt\b/g, 'amount'],
  [/\bbal\b/g, 'balance'],
  [/\bbudg\b|\bbdgt\b|\bbud\b/g, 'budget'],
  [/\bfcst\b/g, 'forecast'],
  [/\bqtr\b/g, 'quarter'],
  [/\bqtrs\b/g, 'quarters'],
  [/\bmos\b/g, 'months'],
  [/\byrs\b/g, 'years'],
  [/\byr\b/g, 'year'],
  [/\bavg\b/g, 'average'],
  // ('whos our auditor': the apostrophe a phone leaves out.)
  [/\bwhos\b/g, 'who is'],
  [/\bacc(?:\.|ording)? to\b/g, 'according to'],
  [/\bwhens\b/g, 'when is'],
  [/\bwheres\b/g, 'where is'],
  [/\bwhats\b/g, 'what is'],
  [/\bhows\b/g, 'how is'],
  [/\bthats\b/g, 'that is'],
  [/\bstmts\b/g, 'statements'],
  [/\bstmt\b/g, 'statement'],
  // ('When does the LOC mature', 'LOC balance': the line of credit.)
  [/\bloc\b/g, 'line of credit'],
  [/\bapprox\b/g, 'approximately'],
  [/\bpct\b/g, 'percent'],
  [/\bchg\b/g, 'change'],
  [/\bincr\b/g, 'increase'],
  [/\bdecr\b/g, 'decrease'],
  [/\bdiff\b/g, 'difference'],
  [/\btot\b/g, 'total'],
  [/\bno\.\s+of\b/g, 'number of'],
  [/\bthru\b/g, 'through'],
  [/\bvs\.?\b|\bv\.(?=\s)/g, 'versus'],
  [/\byoy\b|\by\/y\b/g, 'year over year'],
  [/\bytd\b|\byear-to-date\b/g, 'year to date'],
  [/\bw\/o\b/g, 'without'],
  [/\bw\/\s?/g, 'with '],
  [/\bcurr\b/g, 'current'],
  [/\bliab\b/g, 'liabilities'],
  [/\bassts\b/g, 'assets'],
  [/\binsur\b/g, 'insurance'],
  [/\butils\b/g, 'utilities'],
  [/\bsal\b/g, 'salaries'],
  [/\bcontrib\b|\bcontribs\b/g, 'contributions'],
  [/\bpharma\b/g, 'pharmaceuticals'],
  [/\bmeds\b/g, 'medications'],
  [/\bvat\b/g, 'vat tax'],
  [/\btax (years?|periods?)\b/g, '$1'],
  [/\bdonat\b/g, 'donations'],
  [/\bfte\b/g, 'fte'],
  // (Not a shop: 'Super Bodega ticket', 'the receipt from Super Value', 'del súper'.)
  [/(?<!\b(?:del|el|al|au|du|le|la)\s)\bsuper\b(?!\s*(?:bowl|market|store|mercado|bodega|mart|saver|value|fresh|center|centre|\w+\s+(?:ticket|receipt|slip|invoice|bill)s?\b))/g, 'superannuation'],
  [/\bworkers'? comp\b|\bworkcomp\b/g, 'workers compensation'],
  [/\bcomp\b(?=\s+(?:costs?|expenses?|insurance|premium))/g, 'compensation'],
  [/\bmaint\b/g, 'maintenance'],
  [/\bequip\b/g, 'equipment'],
  [/\bincl\b\.?|\binc\.(?=\s)/g, 'including'],
  [/\bexcl\b\.?/g, 'excluding'],
  [/\bdepr\b|\bdep'?n\b/g, 'depreciation'],
  [/\bprof\b(?=\s+fees?)/g, 'professional'],
];

/** 'ye mar 25': the year ended on that month's last day, 'the year ended march 31, 2025'. */
function yearEnded(_: string, m: string, y: string): string {
  const month = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(m) + 1;
  const year = y.length === 2 ? 2000 + Number(y) : Number(y);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `the year ended ${['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'][month - 1]} ${last}, ${year}`;
}


/** Everyday phrases → the words a statement uses for the same thing. */
const PHRASES: Array<[RegExp, string]> = [
  [/\bnet worth\b/g, 'net assets'],
  // An ageing band as one word, as the table model reads the column ('> 90' → over90).
  // (The words said stay beside it: a heading may print them, 'Days past due 31-60'.)
  [/(?:\b(?:over|more than|older than|greater than|beyond|past|above)\s*|>\s*)(\d{2,3})\s*(?:days?|d)\b(?:\s+(?:past due|overdue|old))?/g, ((m: string, n: string) => `${m} ${bandWord('over', Number(n)) ?? ''}`) as never],
  [/\b(\d{2,3})\s*(?:\+\s*days?|days?\s*(?:\+|plus|and over|or more))/g, ((_m: string, n: string) => `${n} days ${bandWord('over', Number(n)) ?? ''}`) as never],
  [/\b(\d{1,3})\s*(?:-|–|to)\s*(\d{2,3})\s*days?\b/g, ((m: string, a: string, b: string) => (Number(b) > Number(a) ? `${m} ${bandWord('band', Number(b)) ?? ''}` : m)) as never],
  // 'ye mar 25', 'y/e june 24', 'year end dec 25': the year ended on that month's last day.
  [/\b(?:ye|y\/e|year\s+end(?:ed|ing)?)\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+'?(\d{2}|20\d{2})\b(?![\d,/])/g, yearEnded as never],
  // 'at ye 2025', 'ye25': year end.
  [/\b(?:ye|y\/e)(?=\s*'?(?:\d{2}|20\d{2})\b|\s*$|\s+(?:fy|balance|figures?|numbers?|position)\b)/g, 'year end'],
  [/\b(?:at|by|as at|as of)\s+(?:ye|y\/e)\b/g, 'at year end'],
  // 'How many times bigger are A than B': A over B.
  [/\bhow many times (?:bigger|larger|greater|higher|more)\s+(?:is|are|was|were)\s+(.+?)\s+than\s+(.+?)\s*\??\s*$/g, 'ratio of $1 to $2'],
  [/\bhow many times (?:bigger|larger|greater|higher|more)\s+(?:is|are|was|were)\s+(.+?)\s+(?:compared (?:to|with)|vs\.?|versus)\s+(.+?)\s*\??\s*$/g, 'ratio of $1 to $2'],
  // 'MoE funding is how many times our parent fees': the first over the second.
  [/^\s*(?:what\s+)?(.+?)\s+(?:is|are|was|were)\s+how many times\s+(?:bigger than\s+|larger than\s+|more than\s+|greater than\s+|as (?:big|large|much) as\s+)?(?:our\s+|the\s+)?(.+?)\s*\??\s*(?:\(?\s*as an? (?:ratio|multiple)\s*\)?)?\s*\??\s*$/g, ' ratio of $1 to $2 '],
  // An accounting period by its number ('period 5' of a thirteen-period year): as reports head it, 'P5'.
  [/\b(?:accounting |fiscal )?period\s+(\d{1,2})\b(?!\s*(?:days|weeks|months|years))/g, 'p$1'],
  // Tickets as box offices say them.
  [/\btix\b/g, 'tickets'],
  // The scale an answer is wanted in ('in terms of $M', 'in £k', 'expressed in millions').
  [/\b(?:in terms of|expressed in|stated in|in)\s+(?:[$£€]\s?|(?:dollars?|pounds?|euros?)\s+)?(?:m|mn|mm|millions?)\b(?![-'])/g, 'in millions'],
  [/\b(?:in terms of|expressed in|stated in|in)\s+(?:[$£€]\s?|(?:dollars?|pounds?|euros?)\s+)?(?:k|thousands?|000s|'000s?)(?![-\w])/g, 'in thousands'],
  [/\b(?:in terms of|expressed in|stated in|in)\s+(?:[$£€]\s?|(?:dollars?|pounds?|euros?)\s+)?(?:bn|billions?)\b/g, 'in billions'],
  [/\bsince the (?:start|beginning) of (?:the |this |our )?(?:fiscal |financial )?year\b/g, 'year to date'],
  [/\bper (?=(?:the|our|its|their|this|that) )/g, 'according to '],
  [/\b(?:did we|do we|we) book\b|\bbooked\b/g, 'recorded'],
  [/\bowe[sd]?\b/g, 'owing'],
  // ('Members yet to pay', 'who haven't paid', 'not paid yet'): what a register heads 'Unpaid'.
  // (Not 'haven't paid a penny', a figure of nothing paid; nor 'not paid in full'.)
  [/\b(?:(?:yet|still) to pay|(?:have|has|had|did|do|does)\s*(?:not|n't|nt) (?:yet )?paid|(?:have|has|had|did|do|does)\s*(?:not|n't|nt) (?:yet )?pay|not (?:yet )?paid(?: yet)?)\b(?!\s+(?:a penny|a cent|a dime|a thing|a single|anything|any(?:\s|$)|nothing|in full|all|for|to|by|on|from))/g, 'unpaid'],
  [/\b(?:spend(?:ing)?|spent|spends) more than (?:we |they |it )?(?:bring|take|brought|took|bringing|taking|raise|raised|earn|earned|receive|received) in\b|\bspend(?:ing)? more than (?:we |they )?(?:raise|earn|receive|make)\b/g, 'net surplus deficit'],
  [/\b(?:at|by|as of|as at) the end of\b|\bat the close of\b/g, 'at end'],
  [/\b(?:at |by )?(?:the )?close of business(?: on)?\b|\b(?:at |by )?(?:the )?end of (?:the )?day(?: on)?\b/g, 'at'],
  [/\b(?:the )?end of\b(?= (?:fy|fiscal|june|december|march|september|the (?:fiscal )?year|\d))/g, 'end'],
  [/\byear[- ]end\b/g, 'end'],
  [/\bon an? (actual|budget(?:ed)?) basis\b/g, '$1'],
  [/\b(?:the )?(?:year|twelve months|12 months) (?:to|ending|ended) (?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d)/g, 'twelve months ended '],
  [/\bcome in at\b|\bcame in at\b/g, 'actual'],
  [/\b(?:money|cash) (?:(?:did|do|does) we (?:have|hold|keep) |we had |we have |we've got |we hold |we held )?(?:in|at) the bank\b|\bmoney in (?:our|the) (?:bank )?accounts?\b|\bcash on hand\b|\bcash in hand\b/g, 'cash'],
  [/\b(?:have|had|has|hold|held|keep|kept) (?:on|in) hand\b/g, 'have'],
  [/\bwent out the door\b|\bgo(?:es)? out the door\b/g, 'spent'],
  [/\bhow much (?:did|do) we (?:pay|shell out|fork out|lay out)\b/g, 'how much did we spend'],
  [/\bbrought in\b|\bbring in\b|\btook in\b|\btake in\b|\bpulled in\b/g, 'received'],
  [/\b(?:top|bottom) line\b/g, (m: string) => (m.startsWith('top') ? 'total revenue' : 'net surplus')] as unknown as [RegExp, string],
  [/\bin the black\b/g, 'surplus'],
  [/\bin the red\b/g, 'deficit'],
  [/\bhead ?count\b/g, 'employees'],
  [/\boverhead\b/g, 'indirect costs'],
  [/\bgas\b(?= (?:receipt|purchase|station))|\bfuel\b/g, 'fuel'],
  [/\bpaycheck(s)?\b/g, 'salaries'],
  [/\bindividual donors?\b|\bdonations from individuals\b|\bindividual giving\b|\bindividual gifts\b/g, 'individual contributions'],
  [/\bset aside\b|\bearmarked\b|\ballocated\b|\ballocation\b/g, 'budgeted'],
  [/\bexpecting to (?:get|receive|raise)\b|\bexpect(?:ed)? (?:to get |to receive )?from\b|\bplanning to (?:spend|pay)\b|\bplan to (?:spend|pay)\b|\bplanned to (?:spend|pay)\b/g, 'budgeted'],
];

/** The words of the operation a typo must not hide ('percantage', 'diffrence', 'avrage'). */
const OPERATION_VOCABULARY = [
  'percentage',
  'percent',
  'difference',
  'different',
  'average',
  'increase',
  'increased',
  'decrease',
  'decreased',
  'change',
  'changed',
  'variance',
  'budget',
  'budgeted',
  'actual',
  'actuals',
  'total',
  'expenses',
  'expense',
  'revenue',
  'receipt',
  'received',
  'combined',
  'compared',
  'between',
  'highest',
  'lowest',
  'largest',
  'smallest',
  'proportion',
  'growth',
  'contributions',
  'utilities',
  'salaries',
  'weaknesses',
  'quarter',
  'fiscal',
  // (Words the plan reads as a kind or a version of a figure, not matched in the documents later.)
  'original',
  'revised',
  'revision',
  'approved',
  'forecast',
  'projected',
  'monthly',
  'annual',
  'quarterly',
  'opening',
  'closing',
  'outstanding',
];

function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      // A swap of two neighbouring letters counts once ('recieve').
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev[j - 2] ?? 0) + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

const KNOWN = new Set(OPERATION_VOCABULARY);

/** A word a letter or two away from a word of the operation, corrected ('diffrence' → 'difference'). */
export function correctOperationWord(word: string): string {
  if (word.length < 5 || KNOWN.has(word) || /\d/.test(word)) return word;
  // A real word ('charge', 'chance') is not a typo of another.
  if (wordRank(word) <= 20000) return word;
  let best: string | null = null;
  let bestD = 3;
  for (const w of OPERATION_VOCABULARY) {
    const max = w.length >= 8 ? 2 : 1;
    const d = editDistance(word, w, max);
    if (d <= max && d < bestD) {
      best = w;
      bestD = d;
    }
  }
  return best ?? word;
}

const FRENCH_ASKING: Array<[RegExp, string | ((...m: string[]) => string)]> = [
  [/\scombien (?:de |d')?([a-z]+) (de|en) (plus|moins)\s/g, (_m, w, _d, pm) => ` how many ${pm === 'plus' ? 'more' : 'fewer'} ${w} `],
  // ('Combien de mois', 'combien de paniers': things counted, not an amount.)
  [/\scombien (?:de |d')((?:mois|semaines|jours|fois|personnes|membres|benevoles|paniers|heures|familles|menages|employes|lignes|depots|retraits|transactions|cheques|payeurs|donateurs|visites|repas|participants|clients|eleves|usagers)\s)/g, ' how many $1'],
  // (An invoice's amounts with and without its taxes: 'montant TTC', 'total HT'.)
  [/\s(?:(?:le |du )?(?:montant|total) )?(?:ttc|toutes taxes comprises)(?=[\s,;:?.!)])/g, ' total'],
  [/\s(?:(?:le |du )?(?:montant|total) )?(?:ht|hors taxes?)(?=[\s,;:?.!)])/g, ' subtotal'],
  [/\s(?:est qui|qui est|qui etait|qui sont)(?=[\s,;:?.!)])/g, ' who is'],
  [/\sest quoi(?=[\s,;:?.!)])/g, ' what is'],
  [/\s(?:pour)(?=[\s,;:?.!)])/g, ' for'],
  [/\s(?:a quelle date|quelle date|quel jour)(?=[\s,;:?.!)])/g, ' what date'],
  [/\squand(?=[\s,;:?.!)])/g, ' when'],
  [/\s(?:selon|d'apres|dapres)(?=[\s,;:?.!)])/g, ' per'],
  [/\s(?:releve|releves)(?=[\s,;:?.!)])/g, ' statement'],
  [/\s(?:paye|payes|versee?s?|verse)(?=[\s,;:?.!)])/g, ' paid'],
  [/\s(?:recue?s?)(?=[\s,;:?.!)])/g, ' received'],
  [/\s(?:deposee?s?)(?=[\s,;:?.!)])/g, ' deposited'],
  [/\s(?:depensee?s?)(?=[\s,;:?.!)])/g, ' spent'],
  [/\s(?:moyenne|moyen)(?=[\s,;:?.!)])/g, ' average'],
  [/\s(?:mensuelle|mensuel)(?=[\s,;:?.!)])/g, ' monthly'],
  [/\s(?:annuelle|annuel)(?=[\s,;:?.!)])/g, ' annual'],
  [/\s(?:ecarts?)(?=[\s,;:?.!)])/g, ' variance'],
  [/\s(?:reels?|reelles?)(?=[\s,;:?.!)])/g, ' actual'],
  [/\s(?:prevus?|prevues?|budgete|budgetes)(?=[\s,;:?.!)])/g, ' budgeted'],
  [/\s(?:le|la|les) plus (?:eleve|elevee|eleves|grand|grande|gros|grosse)s?(?=[\s,;:?.!)])/g, ' the highest'],
  [/\s(?:le|la|les) (?:moins eleve|moins elevee|plus bas|plus basse|plus petit|plus petite)s?(?=[\s,;:?.!)])/g, ' the lowest'],
  [/\s(?:le|la|les) plus(?=[\s,;:?.!)])/g, ' the most'],
  [/\s(?:le|la|les) moins(?=[\s,;:?.!)])/g, ' the least'],
  [/\s(?:de plus|en plus)(?=[\s,;:?.!)])/g, ' more'],
  [/\s(?:de moins|en moins)(?=[\s,;:?.!)])/g, ' fewer'],
  [/\squ'?en(?=[\s,;:?.!)])/g, ' than in'],
  [/\s(?:mois)(?=[\s,;:?.!)])/g, ' months'],
  [/\s(?:annee|annees|an|ans|exercice)(?=[\s,;:?.!)])/g, ' year'],
  [/\s(?:plus de)(?=[\s,;:?.!)])/g, ' more than'],
  [/\s(?:moins de)(?=[\s,;:?.!)])/g, ' less than'],
  [/\s(?:nombre de)(?=[\s,;:?.!)])/g, ' number of'],
  [/\s(?:par rapport (?:a|au|aux))(?=[\s,;:?.!)])/g, ' compared to'],
  [/\s(?:tresoriere?|tresoriers|tresorieres)(?=[\s,;:?.!)])/g, ' treasurer'],
  [/\s(?:presidente?)(?=[\s,;:?.!)])/g, ' president'],
  [/\s(?:verificateurs?|auditeurs?|verificatrices?|commissaires? aux comptes)(?=[\s,;:?.!)])/g, ' auditor'],
  [/\s(?:benevolat)(?=[\s,;:?.!)])/g, ' volunteer'],
  [/\s(?:bail)(?=[\s,;:?.!)])/g, ' lease'],
  [/\svient a echeance\s|\sarrive a echeance\s|\sexpire(?=[\s,;:?.!)])/g, ' expires'],
  [/\s(?:echeance)(?=[\s,;:?.!)])/g, ' expiry'],
  [/\s(?:membres)(?=[\s,;:?.!)])/g, ' members'],
  [/\s(?:presents?|presentes?)(?=[\s,;:?.!)])/g, ' present'],
];

/**
 * Spanish and German words of how a question asks ('cuánto recibimos en donativos', 'wie viele
 * Begleitungen', 'saldo al 31 dic', 'laut EÜR'), read as the English ones; the question's accents
 * are already gone. The words that name lines are left to TRANSLATIONS and the documents' own.
 */
const OTHER_ASKING: Array<[RegExp, string]> = [
  // (A receipt and an invoice by their other names: 'el ticket de la ferretería', 'Kassenbon', 'facture'.)
  [/\s(?:recibo|boleta|quittung|kassenbon|kassenzettel|recu|bon de caisse)(?=[\s,;:?.!)])/g, ' receipt'],
  [/\s(?:factura|facture|rechnung)(?=[\s,;:?.!)])/g, ' invoice'],
  [/(\s(?:el|del|al|the|le|du|this|that|a|un|una|mi|our|my))\sticket(?=[\s,;:?.!)])(?!\s+(?:sales?|sold|revenue|income|prices?|holders?|office))/g, '$1 receipt'],
  [/\s(?:cuantos|cuantas|wie viele|wieviele)(?=[\s,;:?.!)])/g, ' how many'],
  [/\s(?:cuanto|cuanta|wie viel|wieviel)(?=[\s,;:?.!)])/g, ' how much'],
  [/\s(?:cuales?|welche[rsnm]?)(?=[\s,;:?.!)])/g, ' which'],
  [/\s(?:quien|quienes|wer)(?=[\s,;:?.!)])/g, ' who'],
  [/\s(?:cuando|wann)(?=[\s,;:?.!)])/g, ' when'],
  [/\s(?:fecha|datum)(?=[\s,;:?.!)])/g, ' date'],
  [/\s(?:recibimos|recibio|recibieron|ingresamos|erhalten|bekommen|eingenommen)(?=[\s,;:?.!)])/g, ' received'],
  [/\s(?:pagamos|pagaron|bezahlt|gezahlt)(?=[\s,;:?.!)])/g, ' paid'],
  [/\s(?:gastamos|gastaron|ausgegeben)(?=[\s,;:?.!)])/g, ' spent'],
  [/\s(?:promedio|durchschnitt|durchschnittlich|durchschnittliche[nr]?)(?=[\s,;:?.!)])/g, ' average'],
  [/\s(?:mensual|mensuales|monatlich|monatliche[nr]?)(?=[\s,;:?.!)])/g, ' monthly'],
  // ('Charges de personnel en % du total', 'gastos como porcentaje de los ingresos', 'in % der
  // Ausgaben': one as a share of the other.)
  [/\s(?:en|como|in|im)\s+(?:%|pourcentage|porcentaje|percentuale|prozent)\s+(?:du|de la|des|de los|de las|del|de|dei|della|delle|degli|sul|sulla|sur|der|des|vom)(?=\s)/g, ' as a percentage of'],
  [/\s(?:porcentaje|por ciento|prozent)(?=[\s,;:?.!)])/g, ' percent'],
  [/\s(?:anteil)(?=[\s,;:?.!)])/g, ' share'],
  [/\s(?:diferencia|differenz|unterschied)(?=[\s,;:?.!)])/g, ' difference'],
  [/\s(?:entre|zwischen)(?=[\s,;:?.!)])/g, ' between'],
  [/\s(?:segun|laut|gemass|gemaess)(?=[\s,;:?.!)])/g, ' per'],
  [/\s(?:sin contar|sin|ohne)(?=[\s,;:?.!)])/g, ' excluding'],
  [/\s(?:insgesamt|gesamt)(?=[\s,;:?.!)])/g, ' total'],
  [/\s(?:ano|anos|jahr|jahres)(?=[\s,;:?.!)])/g, ' year'],
  [/\s(?:mes|monat)(?=[\s,;:?.!)])/g, ' month'],
  [/\s(?:meses|monate|monaten)(?=[\s,;:?.!)])/g, ' months'],
  [/\s(?:al|zum|per)(?=\s+\d{1,2}[\s./-])/g, ' at'],
  [/\s(?:en|im)(?=\s+(?:\d{4}|ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic|jan|mrz|apr|mai|aug|okt|dez|q[1-4]|h[12])\b)/g, ' in'],
];

/**
 * Italian words of how a question asks ('quanto abbiamo speso per l'affitto', 'di quanto sono calate
 * le quote rispetto al 2023', 'qual è stata la spesa più alta'), read as the English ones when the
 * question is Italian: its little words go, its verbs of money become the English verbs, and the
 * words that name lines are left to TRANSLATIONS and the documents' own. The accents are gone
 * ('è' is 'e').
 */
const ITALIAN_WORDS = /\s(?:quanto|quanta|quanti|quante|qual|quale|quali|chi|quando|abbiamo|avevamo|nel|nella|nei|negli|nell|della|delle|dello|degli|dell|dalle|dalla|dal|sono|rispetto|stato|stata|alla|alle|sul|sulla|il|gli|che)(?=\s)/g;
const ITALIAN_ASKING: Array<[RegExp, string | ((m: string) => string)]> = [
  // (Elided articles: 'dell'affitto', 'all'incasso', 'nell'anno'.)
  [/\s(?:dell|nell|all|dall|sull|quest|quell|un|coll)'(?=[a-z])/g, ' '],
  [/\sdi quanto(?=\s)/g, ' by how much'],
  [/\s(?:quanti|quante)(?=\s)/g, ' how many'],
  [/\s(?:quanto|quanta)(?=\s)/g, ' how much'],
  [/\spercentuale (?:dei|delle|degli|del|della|dello|di|sui|sulle|sul|sulla)(?=\s)/g, ' percentage of'],
  [/\s(?:che|quale|quali|qual) (?:percentuale|percentage)(?=\s)/g, ' what percentage'],
  [/\sa chi (?:e|sono) (?:andato|andata|andati|andate)(?=\s)/g, ' who got'],
  [/\sa chi(?=\s)/g, ' to whom'],
  [/\s(?:arriva|arrivano|proviene|provengono|viene|vengono) (?:da|dal|dalla|dalle|dai|dagli|dallo)(?=\s)/g, ' comes from'],
  [/\s(?:chi)(?=\s)/g, ' who'],
  [/\s(?:quando)(?=\s)/g, ' when'],
  [/\s(?:qual|quale|quali)(?=\s)/g, ' which'],
  [/\s(?:in che data|in quale data|con quale data|quale data|che data)(?=\s)/g, ' what date'],
  [/\s(?:la piu alta|il piu alto|la piu grande|il piu grande|piu alto|piu alta|piu grande|piu elevato|piu elevata|maggiore)(?=[\s,;:?.!)])/g, ' the highest'],
  [/\s(?:la piu bassa|il piu basso|la piu piccola|il piu piccolo|piu basso|piu bassa|piu piccolo|piu piccola|minore)(?=[\s,;:?.!)])/g, ' the lowest'],
  [/\s(?:in piu|di piu)(?=[\s,;:?.!)])/g, ' more'],
  [/\s(?:in meno|di meno)(?=[\s,;:?.!)])/g, ' less'],
  [/\srispetto (?:al|alla|allo|ai|alle|a)(?=\s)/g, ' compared to'],
  [/\s(?:incassato|incassati|incassata|incassate|ricevuto|ricevuti|ricevuta|ricevute|entrato|entrati|entrata|accreditato|accreditati|accreditata|arrivato|arrivati)(?=[\s,;:?.!)])/g, ' received'],
  [/\s(?:speso|spesi|spesa|spese) (?=(?:per|in|nel|nella|di|del|della|dei|delle|a|al)\s)/g, ' spent '],
  [/\s(?:spendere|spendiamo|spenderemo)(?=[\s,;:?.!)])/g, ' spend'],
  [/\s(?:pagato|pagati|pagata|pagate|versato|versati|versata|andato|andata|andati)(?=[\s,;:?.!)])/g, ' paid'],
  [/\s(?:previsto|prevista|previsti|previste|preventivato|preventivata|preventivati|prevediamo|previsione)(?=[\s,;:?.!)])/g, ' budgeted'],
  [/\s(?:aumentato|aumentati|aumentata|aumentate|cresciuto|cresciuti|cresciuta|cresciute|salito|saliti|salita|salite)(?=[\s,;:?.!)])/g, ' increased'],
  [/\s(?:diminuito|diminuiti|diminuita|diminuite|calato|calati|calata|calate|sceso|scesi|scesa|scese)(?=[\s,;:?.!)])/g, ' decreased'],
  [/\s(?:rimasto|rimasti|rimasta|rimaste) sotto(?=\s)/g, ' under'],
  [/\s(?:sotto)(?=\s)/g, ' under'],
  [/\s(?:sopra|oltre)(?=\s)/g, ' over'],
  [/\s(?:percentuale)(?=[\s,;:?.!)])/g, ' percentage'],
  [/\s(?:media|medio)(?=[\s,;:?.!)])/g, ' average'],
  [/\s(?:totale|complessivo|complessiva|complessivi|complessive|in tutto)(?=[\s,;:?.!)])/g, ' total'],
  [/\s(?:ultimo|ultima) trimestre(?=[\s,;:?.!)])/g, ' q4'],
  [/\s(?:primo|secondo|terzo|quarto) trimestre(?=[\s,;:?.!)])/g, (m) => ` q${['primo', 'secondo', 'terzo', 'quarto'].indexOf(m.trim().split(' ')[0]!) + 1}`],
  [/\s(?:trimestre)(?=[\s,;:?.!)])/g, ' quarter'],
  [/\s(?:mese)(?=[\s,;:?.!)])/g, ' month'],
  [/\s(?:mesi)(?=[\s,;:?.!)])/g, ' months'],
  [/\s(?:anno)(?=[\s,;:?.!)])/g, ' year'],
  [/\s(?:scontrino|ricevuta fiscale)(?=[\s,;:?.!)])/g, ' receipt'],
  [/\s(?:dato di resto|dato come resto|di resto|resto)(?=[\s,;:?.!)])/g, ' change given'],
  [/\s(?:fattura)(?=[\s,;:?.!)])/g, ' invoice'],
  [/\s(?:a fine|alla fine (?:del|dell|di))(?=\s)/g, ' at the end of'],
  [/\s(?:al|alla)(?=\s+\d{1,2}[\s./-])/g, ' at'],
  [/\s(?:nel|nell|nella|negli|nei|durante|in)(?=\s+(?:\d{4}|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|q[1-4])\b)/g, ' in'],
  // (What is left of the asking: auxiliaries, articles and prepositions.)
  [/\s(?:abbiamo|avevamo|avevano|hanno|ha|avuto|e stato|e stata|e stati|e state|sono stati|sono state|sono|era|erano|e|ci|c|si|ammonta|ammontano|ammontava|ammontavano|ammontare|risulta|risultano|va|vanno|arriva|arrivano|viene|vengono|proviene|provengono)(?=[\s,;:?.!)])/g, ' '],
  [/\s(?:il|lo|la|i|gli|le|un|una|uno|di|del|dello|della|dei|degli|delle|da|dal|dallo|dalla|dai|dalle|a|al|allo|alla|ai|alle|su|sul|sullo|sulla|sui|sugli|sulle|nel|nello|nella|nei|negli|nelle|con|col|coi|tra|fra|che|nostro|nostra|nostri|nostre)(?=[\s,;:?.!)])/g, ' '],
];

/** The question in the documents' words: abbreviations and everyday phrases rewritten, operation typos fixed. */
export function normalizeQuestion(lower: string): string {
  let t = ` ${lower} `;
  // French words of how a question asks, whether the rest is French or not ('combien de loyer on a
  // payé', 'how many hours de bénévolat', 'réel vs budget, écart?'); the question's accents are
  // already gone.
  // ('Date of the AGM?', 'date de l'AGA': the date it was, asked as a question.)
  t = t.replace(/^\s(?:the\s)?date (?:of|de|du|des|d')\s?/, ' the date of ');
  // ('Pour l'année', 'sur tout l'exercice': the whole year.)
  t = t.replace(/\s(?:pour |sur |de )?(?:toute |tout )?l'(?:annee|exercice)(?=[\s,;:?.!)])/g, ' for the whole year');
  // (And its elisions: 'd'heures', 'l'aga' are 'heures', 'aga'; 'qu'en' is read below.)
  t = t.replace(/\s(?:d|l|j|m|n|s|c|jusqu|lorsqu|puisqu)'(?=[a-z])/g, ' ');
  for (const [re, to] of FRENCH_ASKING) t = typeof to === 'string' ? t.replace(re, to) : t.replace(re, to);
  // (Italian when it asks in Italian: two of its little words, or one that only Italian asks with.)
  if (new Set(t.match(ITALIAN_WORDS)?.map((w) => w.trim())).size >= 2 || /\s(?:quanto|quanti|quante|quanta|abbiamo|avevamo|rispetto|scontrino)\s/.test(t)) for (const [re, to] of ITALIAN_ASKING) t = t.replace(re, to as never);
  for (const [re, to] of OTHER_ASKING) t = t.replace(re, to);
  t = t.replace(/\squ'(?=[a-z])/g, ' ');
  // A question asked in French, or half in French ('combien de dons en 2025'): its little words
  // in English, so the words that name lines are left (TRANSLATIONS reads those).
  const frenchWords = t.match(/\s(?:de|du|des|le|la|les|en|pour|au|aux|notre|nos|et|sur|dans|quel|quelle|quels|quelles|combien|est|était|etait|avons|total)(?=\s)/g)?.length ?? 0;
  if (/\s(?:combien|quel(?:le)?s?)\s/.test(t) || frenchWords >= 3) {
    t = t
      .replace(/\scombien\s+(?:de\s+|d')?/g, ' how much ')
      .replace(/\squel(?:le)?s?\s+(?:est|était|etait|sont|étaient|etaient)\s+/g, ' what was ')
      .replace(/\s(?:quel(?:le)?s?)\s/g, ' what ')
      .replace(/\s(?:en|dans|pendant)\s/g, ' in ')
      .replace(/\s(?:pour|au|aux)\s/g, ' for ')
      .replace(/\set\s/g, ' and ')
      .replace(/\s(?:avons-nous|avons|nous|a-t-on|on|est|était|etait|sont|il|y|a)(?=\s)/g, ' ')
      .replace(/\s(?:de|du|des|d'|le|la|les|l'|notre|nos|un|une)(?=\s)/g, ' ');
  }
  // ('How many times do our reserves cover a month's costs': the one over the other.)
  t = t.replace(/\bhow many times (?:do|does|did|will|would|can|could) (?:the |our )?(.+?) cover (?:the |our )?(.+?)(?=\s+(?:at|as of|as at|on|in|for|during)\b|\s*[?.!]|\s*$)/, 'ratio of $1 to $2');
  // ('Between april and june 2031': the months from the one to the other.)
  // (Not of a change, 'drop between march and may': its two ends.)
  if (!/\b(?:chang\w*|differ\w*|grow\w*|grew|ris(?:e|en|ing)|rose|f[ae]ll\w*|increas\w*|decreas\w*|drop\w*|declin\w*|jump\w*|went (?:up|down)|go (?:up|down)|gap|%|percent\w*)\b|%/.test(t)) t = t.replace(/\bbetween ((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?: \d{4})?) (?:and|&) (?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/g, 'from $1 to ');
  // ('Mar + apr 2031': the two months, as 'mar and apr 2031'.)
  t = t.replace(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)([a-z]*\.?)\s*\+\s*(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/g, '$1$2 and ');
  for (const [re, to] of ABBREVIATIONS) t = t.replace(re, to);
  for (const [re, to] of PHRASES) t = t.replace(re, to as never);

  t = t.replace(/[a-z]{5,}/g, (w) => correctOperationWord(w));
  return t.replace(/\s+/g, ' ').trim();
}

/**
 * Everyday words of how people ask that name no line of a statement ('buying', 'looking',
 * 'problem', 'side', 'bunch'): kept in the question's words, softly. Every other word the
 * documents do not use must be found, or the answer is that they do not hold it ('janitorial',
 * 'training', 'gala').
 */
export const EVERYDAY = new Set(
  (
    // verbs of asking, doing and having
    'buy buys buying bought get gets getting got gotten look looks looking looked compare compares comparing compared want wants wanted need needs needed ' +
    'expect expects expecting expected bring brings bringing brought make makes making made put puts putting show shows showing showed tell tells telling told ' +
    'happen happens happened happening go goes going went gone come comes coming came take takes taking took taken give gives giving gave given see sees seeing saw seen ' +
    'find finds found use uses using keep keeps keeping kept set sets setting pay pays paying paid run runs running say says said mean means meant try tried ' +
    'help let think know knew remember check checked hold holds holding move moved stand stands stood stay stayed cover covers covered covering track tracked tracking ' +
    'manage managed handle handled end ends start starts started add adds adding added work works worked worth do doing done sit sits sat look-up lookup ' +
    'forked fork lay laid wind wound receive receives receiving ' +
    // generic nouns
    'bill bills tab problem problems thing things stuff side sides kind kinds type types sort sorts lot lots bit bits part parts piece pieces way ways time times day days ' +
    'point points place bunch info information detail details question questions answer answers matter matters whole rest chunk chunks numbers figures ' +
    'everything anything something ' +
    // verbs that say where or how a thing is put, not what it is
    'face faces facing faced named called listed mentioned stated quoted cited ' +
    // how a figure reached its line ('postage charged to the choir', 'interest credited to the reserve')
    'charged credited debited posted booked coded ' +
    // adjectives and adverbs of talk
    'big bigger biggest small smaller good better bad worse new main basic overall exact exactly specific particular different same actual really basically ' +
    'just still already yet ever even now currently today back again ago approximately roughly about around almost nearly quite pretty very also too ' +
    'last previous next prior latest recent not since ' +
    'please thanks thank hey hi hello ok okay quick quickly real reals'
  )
    .split(/\s+/)
    .filter((w) => w && !w.endsWith('?')),
);
