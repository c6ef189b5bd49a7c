// ../../tmp/desc.ts
import path3 from "node:path";

// server/modules/assistant/analyst/text.ts
var STOPWORDS = new Set(
  "a an the of for in on at to by from with within into onto over under as and or nor but than then that this these those is are was were be been being am do does did done doing has have had having can could will would shall should may might must what which who whom whose when where why how much many there here it its it\u2019s their them they we our us you your i me my he she his her please tell show give find let know about any some all each every per via up down out off so such just also only value figure amount number level sum s one two three four five six seven eight nine ten eleven twelve".split(/\s+/)
);
var OPERATION_WORDS = new Set(
  "average mean avg median change changed changes difference differ increase increased increases decrease decreased decreases grow grew growth grown rise rose risen fall fell fallen drop dropped decline declined more less higher lower highest lowest largest smallest biggest most least greatest maximum minimum max min larger smaller bigger top bottom percent percentage pct proportion share ratio compared compare comparison versus vs against relative variance variances budget budgeted budgets actual actuals actually spend spent spending plan planned approved revised forecast projected expressed constitution divided combined together both respectively between period periods month months year years quarter quarters receive receiving raise raised raising earn earned collect collected generate generated bring brought get got make made incur incurred owe owed track tracking doing going perform performing performed look looking stand standing stack came come comes went go goes trend trends trending history historically monthly quarterly annual annually yearly fiscal fy calendar ytd so far across through".split(/\s+/)
);
var SOFT_WORDS = new Set(
  "total totals overall whole entire gross full line item items category account accounts organisation organization company group entity nonprofit report reported end hand now today currently".split(
    /\s+/
  )
);
var VARIANTS = {
  programme: "program",
  programmes: "program",
  organisation: "organization",
  organisations: "organization",
  labour: "labor",
  sold: "sale",
  sales: "sale",
  paid: "pay",
  bought: "purchase",
  spent: "spend",
  received: "receive",
  lives: "life",
  lifespan: "life",
  children: "child",
  people: "person",
  staffs: "staff",
  utilities: "utility",
  salaries: "salary",
  supplies: "supply",
  equities: "equity",
  liabilities: "liability",
  receivables: "receivable",
  payables: "payable",
  "&": "and"
};
function stem(word) {
  let w = VARIANTS[word] ?? word;
  if (/^\d/.test(w)) return w;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed") && !w.endsWith("eed")) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  if (w.length > 4 && /([bdglmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}
var GROUPS = [
  ["revenu", "incom", "support", "sale", "turnover", "receipt_income"],
  ["expens", "expenditur", "spend", "cost", "outlay", "disbursement", "expense"],
  ["salary", "wag", "payroll", "compensation", "pay", "remuneration", "personnel"],
  ["rent", "occupancy", "leas", "facility", "premis"],
  ["contribution", "donation", "gift", "giv", "donor", "philanthropy"],
  ["grant", "award"],
  ["supply", "material"],
  ["utility", "electricity"],
  ["travel", "mileag", "transport"],
  ["marketing", "advertis", "outreach", "promotion"],
  ["train", "education", "conferenc"],
  ["depreciation", "amortization", "amortisation"],
  ["technology", "softwar", "computer"],
  ["employe", "staff", "personnel", "headcount", "worker"],
  ["benefit", "fring"],
  ["insuranc", "coverag"],
  ["profit", "earning", "surplus", "netincom"],
  ["loss", "deficit"],
  ["surplus", "deficit", "netincom", "changeinnetasset"],
  ["netasset", "equity", "fundbalanc"],
  ["cash", "bank"],
  ["debt", "borrow", "loan", "lineofcredit"],
  ["fee", "charg"],
  ["open", "beginn", "start"],
  ["end", "clos", "closing"],
  ["life", "useful"],
  ["volunteer", "volunteers"],
  ["investment", "invest"],
  ["purchas", "procur", "buy"],
  ["food", "grocery"],
  ["car", "vehicl", "automobil", "fleet"],
  ["audit", "auditor"],
  ["male", "men", "man"],
  ["femal", "women", "woman"]
];
var PHRASES = [
  [/\b(?:change|increase|decrease|\(?decrease\)?) in net assets\b/g, "changeinnetasset"],
  [/\bnet assets?\b/g, "netasset"],
  [/\bfund balances?\b/g, "fundbalance"],
  [/\b(?:year[- ]to[- ]date|so far this (?:fiscal )?year|so far|to date)\b/g, "ytd"],
  [/\bnet (?:income|earnings|profit)\b/g, "netincome"],
  [/\bline of credit\b/g, "lineofcredit"],
  [/\bcash and (?:cash )?equivalents\b/g, "cash equivalents"],
  [/\bin[- ]kind\b/g, "inkind"],
  [/\bd ?& ?o\b/g, "directorsofficers"],
  // The same line under its other usual names.
  [/\bcosts? of (?:goods sold|sales|revenues?|products sold|merchandise sold)\b/g, "costofsales"],
  [/\b(?:operating (?:income|profit)|income from operations|profit from operations|operating earnings)\b/g, "operatingincome"],
  [/\b(?:net cash (?:provided by|from|generated (?:by|from)|used in|\(used in\) provided by|provided by \(used in\)) operating activities|cash flows? (?:from|provided by) operati(?:ons|ng activities)|operating cash flows?)\b/g, "operatingcashflow"],
  [/\b(?:selling,? general,? and administrative|selling, general & administrative|sg&a)\b/g, "sga"],
  [/\b(?:research and development|r&d)\b/g, "researchdevelopment"],
  [/\bearnings per share\b|\beps\b/g, "eps"]
];
var synonymIndex = /* @__PURE__ */ new Map();
GROUPS.forEach((group, i) => {
  for (const s of group) {
    const key = stem(s);
    if (!synonymIndex.has(key)) synonymIndex.set(key, /* @__PURE__ */ new Set());
    synonymIndex.get(key).add(i);
  }
});
function plainText(s) {
  return s.replace(/[\u2018\u2019\u02bc\u2032]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2010-\u2015\u2212]/g, "-").replace(/[\u00a0\u2007\u202f]/g, " ");
}
function words(text) {
  let s = plainText(text).toLowerCase();
  s = s.replace(/'s\b/g, "").replace(/'/g, "");
  for (const [re, to] of PHRASES) s = s.replace(re, ` ${to} `);
  s = s.replace(/([a-z])(\d)/g, "$1 $2").replace(/(\d)([a-z])/g, "$1 $2");
  const out = [];
  for (const raw of s.split(/[^a-z0-9&]+/)) {
    if (!raw) continue;
    const word = raw === "&" ? "and" : raw;
    out.push({ word, stem: stem(word) });
  }
  return out;
}
var isStopword = (w) => STOPWORDS.has(w);
function cleanLabel(label) {
  return plainText(label).replace(/^(total\s+)?\d{3,6}(?:[.-]\d{1,4})?\s*[·•:–—-]\s*(?=[A-Za-z])/i, "$1").replace(/\s*\((?:\d{1,2}|[a-z]|\*+|see note[^)]*)\)\s*/gi, " ").replace(/(?<=[a-z])\d$/i, "").replace(/\*+$/, "").replace(/[\s.:;,]+$/, "").replace(/\s+/g, " ").trim();
}
var MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

// server/modules/assistant/analyst/periods.ts
var MONTH_RE = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
var MONTH_RANGE_RE = new RegExp(`\\b${MONTH_RE}\\.?[\\s\\-']*(\\d{4}|'\\d{2})\\s*(?:-|through|\u2013)\\s*${MONTH_RE}\\.?[\\s\\-']*(\\d{4}|'\\d{2})\\b`, "gi");
var MONTH_RANGE_ONE_YEAR_RE = new RegExp(`\\b${MONTH_RE}\\.?\\s*(?:-|\u2013|to|through|thru)\\s*${MONTH_RE}\\.?[\\s,'-]*(\\d{4}|'\\d{2})\\b`, "gi");
var MONTH_DAY_YEAR_RE = new RegExp(`\\b${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "gi");
var DAY_MONTH_YEAR_RE = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_RE}\\.?,?\\s+(\\d{4})\\b`, "gi");
var MONTH_YEAR_RE = new RegExp(`\\b${MONTH_RE}\\.?(?:\\s*[-/']\\s*(\\d{4}|'?\\d{2})|\\s+(\\d{4}|'\\d{2}))\\b(?![.,]?\\d)`, "gi");
var DAY_MONTH_RE = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b(?![.,]?\\s*\\d)`, "gi");
var MONTH_DAY_RE = new RegExp(`\\b${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?![,.]?\\s*\\d)`, "gi");
var MONTH_ALONE_RE = new RegExp(`^${MONTH_RE}\\.?$`, "i");
var COUNT_WORDS = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  sixteen: 16,
  twenty: 20,
  "twenty-four": 24,
  "twenty-six": 26,
  "thirty-six": 36,
  "thirty-nine": 39,
  "fifty-two": 52,
  "fifty-three": 53
};
function countWord(w) {
  const n = /^\d+$/.test(w) ? Number(w) : COUNT_WORDS[w.toLowerCase()] ?? null;
  return n && n > 0 && n <= 60 ? n : null;
}
var END_DATE = `(${MONTH_RE}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?|\\d{1,2}\\s+${MONTH_RE}\\.?(?:,?\\s+\\d{4})?|${MONTH_RE}\\.?\\s+\\d{4})?`;
var SPAN_ENDED_RE = new RegExp(
  `\\b(one|two|three|four|six|nine|twelve|thirteen|sixteen|twenty-four|twenty-six|thirty-six|thirty-nine|fifty-two|fifty-three|\\d{1,2})[\\s-]+(months?|weeks?|mos\\.?|wks\\.?)(?:\\s+periods?)?[\\s,]+(?:ended|ending|ends|to|through)\\b[\\s,:]*(?:on\\s+)?${END_DATE}`,
  "gi"
);
var QUARTER_ENDED_RE = new RegExp(`\\b((?:fiscal\\s+)?(?:quarter|quarterly period|half[- ]year|half))\\s+(?:ended|ending)\\s+(?:on\\s+)?${END_DATE}`, "gi");
var FIRST_SPAN_RE = /\b(?:the\s+)?first\s+(three|six|nine|twelve|\d{1,2})\s+(months?|weeks?)(?:\s+(?:of|in)\s+(?:the\s+)?(?:(fiscal\s+(?:year\s+)?|fy\s?)?('?\d{4}|'?\d{2})\b)?)?/gi;
function endOf(text) {
  if (!text) return {};
  const t = text.trim();
  let m = new RegExp(`^${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?$`, "i").exec(t);
  if (m) return { month: monthNumber(m[1]), day: Number(m[2]), ...m[3] ? { year: Number(m[3]) } : {} };
  m = new RegExp(`^(\\d{1,2})\\s+${MONTH_RE}\\.?(?:,?\\s+(\\d{4}))?$`, "i").exec(t);
  if (m) return { month: monthNumber(m[2]), day: Number(m[1]), ...m[3] ? { year: Number(m[3]) } : {} };
  m = new RegExp(`^${MONTH_RE}\\.?\\s+(\\d{4})$`, "i").exec(t);
  if (m) return { month: monthNumber(m[1]), year: Number(m[2]) };
  return {};
}
var MAYBE_PERIOD = /\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|quarter|half|\bq[1-4]\b|\bh[12]\b/i;
var memo = /* @__PURE__ */ new Map();
function monthNumber(name) {
  const m = name.slice(0, 3).toLowerCase();
  return ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].indexOf(m) + 1;
}
var fullYear = (y) => {
  const n = Number(y.replace(/'/g, ""));
  if (y.replace(/'/g, "").length >= 4) return n;
  return n <= 60 ? 2e3 + n : 1900 + n;
};
var ORDINALS = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, final: 4, last: 4 };
function findPeriods(input) {
  if (!MAYBE_PERIOD.test(input)) return [];
  const known = memo.get(input);
  if (known) return known.map((p) => ({ ...p }));
  const found = scanPeriods(input);
  if (memo.size > 2e4) memo.clear();
  memo.set(input, found);
  return found.map((p) => ({ ...p }));
}
function scanPeriods(input) {
  const text = plainText(input);
  const taken = [];
  const out = [];
  const free = (s, e) => taken.every(([a, b]) => e <= a || s >= b);
  const add = (p, m, group = 0) => {
    const full = m[0];
    const offset = group ? full.indexOf(m[group]) : 0;
    const start = (m.index ?? 0) + offset;
    const end = start + (group ? m[group].length : full.length);
    if (!free(start, end)) return;
    taken.push([start, end]);
    out.push({ ...p, start, end, text: text.slice(start, end) });
  };
  const scan = (re, fn) => {
    for (const m of text.matchAll(re)) fn(m);
  };
  scan(SPAN_ENDED_RE, (m) => {
    const n = countWord(m[1]);
    if (!n) return;
    const unit = /^w/i.test(m[2]) ? "weeks" : "months";
    add({ kind: "span", [unit]: n, ...endOf(m[3]) }, m);
  });
  scan(QUARTER_ENDED_RE, (m) => add({ kind: "span", months: /half/i.test(m[1]) ? 6 : /year/i.test(m[1]) ? 12 : 3, ...endOf(m[2]) }, m));
  scan(new RegExp(`\\b${MONTH_RE}\\.?\\s+(\\d{4})\\s+quarter\\b`, "gi"), (m) => add({ kind: "span", months: 3, month: monthNumber(m[1]), year: Number(m[2]) }, m));
  scan(FIRST_SPAN_RE, (m) => {
    const n = countWord(m[1]);
    if (!n) return;
    const unit = /^w/i.test(m[2]) ? "weeks" : "months";
    const fiscal = Boolean(m[3]);
    add({ kind: "span", [unit]: n, fromStart: true, ...m[4] ? { year: fullYear(m[4]), ...fiscal ? { fiscal: true } : {} } : {} }, m);
  });
  scan(
    MONTH_RANGE_RE,
    (m) => add({ kind: "monthRange", month: monthNumber(m[1]), year: fullYear(m[2]), endMonth: monthNumber(m[3]), endYear: fullYear(m[4]) }, m)
  );
  scan(MONTH_RANGE_ONE_YEAR_RE, (m) => {
    const from = monthNumber(m[1]);
    const to = monthNumber(m[2]);
    const year = fullYear(m[3]);
    add({ kind: "monthRange", month: from, year: from > to ? year - 1 : year, endMonth: to, endYear: year }, m);
  });
  scan(
    MONTH_DAY_YEAR_RE,
    (m) => add({ kind: "date", month: monthNumber(m[1]), day: Number(m[2]), year: Number(m[3]) }, m)
  );
  scan(
    DAY_MONTH_YEAR_RE,
    (m) => add({ kind: "date", month: monthNumber(m[2]), day: Number(m[1]), year: Number(m[3]) }, m)
  );
  scan(/\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g, (m) => {
    const month = Number(m[1]);
    const day = Number(m[2]);
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) add({ kind: "date", month, day, year: fullYear(m[3]) }, m);
  });
  scan(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => add({ kind: "date", year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, m));
  scan(MONTH_YEAR_RE, (m) => {
    const word = m[1];
    const y = m[2] ?? m[3];
    if (word === "may" && /^\s/.test(m[0].slice(3)) && !/\d{4}/.test(y)) return;
    add({ kind: "month", month: monthNumber(word), year: fullYear(y) }, m);
  });
  scan(DAY_MONTH_RE, (m) => {
    const day = Number(m[1]);
    if (day < 1 || day > 31) return;
    add({ kind: "date", month: monthNumber(m[2]), day }, m);
  });
  scan(MONTH_DAY_RE, (m) => {
    const day = Number(m[2]);
    if (day < 1 || day > 31 || m[1] === "may") return;
    add({ kind: "date", month: monthNumber(m[1]), day }, m);
  });
  scan(/\bfy\s?'?(\d{4}|\d{2})(?:\s?[-/]\s?(\d{4}|\d{2}))?\b/gi, (m) => {
    const first = fullYear(m[1]);
    const second = m[2] ? fullYear(m[2].length === 2 ? `${String(first).slice(0, 2)}${m[2]}` : m[2]) : null;
    add({ kind: "year", year: second && second === first + 1 ? second : first, fiscal: true }, m);
  });
  scan(/\bfiscal(?:\s+year)?(?:\s+ended)?\s+(\d{4})(?:\s?[-/]\s?(\d{2,4}))?\b/gi, (m) => {
    const first = Number(m[1]);
    const second = m[2] ? fullYear(m[2].length === 2 ? `${String(first).slice(0, 2)}${m[2]}` : m[2]) : null;
    if (second && second !== first + 1 && second > first) {
      add({ kind: "range", year: first, endYear: second, fiscal: true }, m);
      return;
    }
    add({ kind: "year", year: second === first + 1 ? second : first, fiscal: true }, m);
  });
  scan(/\bcalendar(?:\s+year)?\s+(\d{4})\b/gi, (m) => add({ kind: "year", year: Number(m[1]), calendar: true }, m));
  scan(/\b((?:19|20)\d{2})\s?[-/–]\s?((?:19|20)?\d{2})\b(?!\s*[-/]\s*\d)/g, (m) => {
    const first = Number(m[1]);
    const second = fullYear(m[2].length === 2 ? `${String(first).slice(0, 2)}${m[2]}` : m[2]);
    if (second === first + 1) add({ kind: "year", year: second, fiscal: true }, m);
    else if (second > first && m[2].length === 4) add({ kind: "range", year: first, endYear: second }, m);
  });
  scan(/\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:and|&|to|through|-)\s+(first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:fiscal\s+)?quarters?\b/gi, (m) => {
    add({ kind: "quarter", quarter: ORDINALS[m[1].toLowerCase()] }, m, 1);
    const second = (m.index ?? 0) + m[0].lastIndexOf(m[2]);
    if (free(second, second + m[2].length)) {
      taken.push([second, second + m[2].length]);
      out.push({ kind: "quarter", quarter: ORDINALS[m[2].toLowerCase()], start: second, end: second + m[2].length, text: m[2] });
    }
  });
  scan(/\bq([1-4])\b/gi, (m) => add({ kind: "quarter", quarter: Number(m[1]) }, m));
  scan(
    /\b(first|second|third|fourth|1st|2nd|3rd|4th|final|last)\s+(?:fiscal\s+|calendar\s+)?quarter\b/gi,
    (m) => add({ kind: "quarter", quarter: ORDINALS[m[1].toLowerCase()] }, m)
  );
  scan(/\bquarter\s+([1-4])\b/gi, (m) => add({ kind: "quarter", quarter: Number(m[1]) }, m));
  scan(/\bh([12])\b/gi, (m) => add({ kind: "half", half: Number(m[1]) }, m));
  scan(/\b(first|second)\s+half\b/gi, (m) => add({ kind: "half", half: m[1].toLowerCase() === "first" ? 1 : 2 }, m));
  scan(/\bF(\d{2}|20\d{2})\b/g, (m) => add({ kind: "year", year: fullYear(m[1]), fiscal: true }, m));
  scan(/(?<![\d.,$])\b((?:19[5-9]|20\d)\d)\b(?![.,]\d)/g, (m) => add({ kind: "year", year: Number(m[1]) }, m));
  scan(
    /\b(january|february|march|april|june|july|august|september|october|november|december|(?<=\b(?:in|for|of|during)\s)may)\b/gi,
    (m) => add({ kind: "month", month: monthNumber(m[1]) }, m)
  );
  if (!out.length) {
    const m = text.trim().match(MONTH_ALONE_RE);
    if (m) out.push({ kind: "month", month: monthNumber(m[1]), start: 0, end: text.length, text: text.trim() });
  }
  for (const p of out) {
    if (p.kind === "date" && /\b(?:years?|months?|quarters?|periods?)\s+end(?:ed|ing)\b[\s,:]*(?:on\s+)?$/i.test(text.slice(Math.max(0, p.start - 40), p.start))) p.ended = true;
  }
  out.sort((a, b) => a.start - b.start);
  out.forEach((p, i) => {
    if (p.kind !== "date" || p.year !== void 0) return;
    const next = out.slice(i + 1).find((q) => q.kind === "date" && q.year !== void 0);
    if (next && /^\s*(?:,|and|&|to|through|-|–|or|versus|vs\.?)\s*/i.test(text.slice(p.end, next.start).replace(/\s+/g, " "))) p.year = next.year;
  });
  return out;
}
function describePeriod(p) {
  switch (p.kind) {
    case "year":
      return p.fiscal ? `FY${p.year}` : p.calendar ? `calendar ${p.year}` : String(p.year);
    case "month":
      return `${MONTH_NAMES[(p.month ?? 1) - 1]}${p.year !== void 0 ? ` ${p.year}` : ""}`;
    case "date":
      return `${MONTH_NAMES[(p.month ?? 1) - 1]} ${p.day}, ${p.year}`;
    case "quarter":
      return `Q${p.quarter}${p.year !== void 0 ? ` FY${p.year}` : ""}`;
    case "half":
      return `H${p.half}${p.year !== void 0 ? ` FY${p.year}` : ""}`;
    case "range":
      return `${p.year}\u2013${p.endYear}`;
    case "monthRange":
      return `${MONTH_NAMES[(p.month ?? 1) - 1]} ${p.year} to ${MONTH_NAMES[(p.endMonth ?? 1) - 1]} ${p.endYear}`;
    case "span": {
      const length = p.weeks ? `${p.weeks} weeks` : `${spanWord(p.months ?? 0)} months`;
      if (p.fromStart || !p.month) return `the first ${length}${p.year !== void 0 ? ` of ${p.fiscal ? "fiscal " : ""}${p.year}` : ""}`;
      return `the ${length} ended ${MONTH_NAMES[p.month - 1]}${p.day !== void 0 ? ` ${p.day}` : ""}${p.year !== void 0 ? `${p.day !== void 0 ? "," : ""} ${p.year}` : ""}`;
    }
  }
}
function spanWord(n) {
  return { 3: "three", 6: "six", 9: "nine", 12: "twelve" }[n] ?? String(n);
}

// server/modules/assistant/analyst/table/types.ts
var isNumber = (v) => typeof v === "number" && Number.isFinite(v);
var isText = (v) => typeof v === "string" && v.trim() !== "";

// server/modules/assistant/analyst/table/units.ts
function scaleOf(text, loose = true) {
  if (!text) return null;
  const t = plainText(text).toLowerCase();
  const explicit = [...t.matchAll(/\b(?:in|of|expressed in|amounts in|stated in)\s+(?:[a-z$€£.]{1,6}\s+)?(thousands?|millions?|billions?)\b/g)];
  if (explicit.length) {
    const w = explicit[0][1];
    return w.startsWith("b") ? 1e9 : w.startsWith("m") ? 1e6 : 1e3;
  }
  if (!loose) return null;
  if (/per share|per unit/.test(t) && !/thousand|million/.test(t)) return null;
  if (/\$\s?bn\b|\(bn\)|\bbillions?\b/.test(t)) return 1e9;
  if (/\$\s?m\b|'\s?million|\bmillions?\b|\(\$m\)|\bmn\b|\$\s?mm\b/.test(t)) return 1e6;
  if (/'000|\$000|£000|€000|\(000s?\)|\b000s\b|\bthousands?\b|\$\s?k\b|\(k\)/.test(t)) return 1e3;
  return null;
}
function currencyOf(text) {
  const t = plainText(text);
  if (/€|\beur(os?)?\b/i.test(t)) return "\u20AC";
  if (/£|\bgbp\b|\bpounds? sterling\b/i.test(t)) return "\xA3";
  if (/\bRMB\b|\bCNY\b|\byuan\b/i.test(t)) return "RMB ";
  if (/\bNT\s?(\$|dollars?)/i.test(t)) return "NT$";
  if (/\bA\$|\bAUD\b/.test(t)) return "A$";
  if (/\bC\$|\bCAD\b/.test(t)) return "C$";
  if (/¥|\bJPY\b|\byen\b/i.test(t)) return "\xA5";
  if (/\bCHF\b|\bswiss francs?\b/i.test(t)) return "CHF ";
  if (/\bINR\b|₹|\brupees?\b/i.test(t)) return "\u20B9";
  return null;
}
function unitOfLabel(label) {
  const l = plainText(label).toLowerCase();
  if (/\bbps\b|\bbasis points?\b/.test(l)) return "bps";
  if (/\bper (square|sq\.?|employee|head|capita|visit|patient|member|student|client|customer|user|store|unit|hour|day|night|meal|participant|household|mile|ton|tonne|barrel|seat|bed)\b|\bper (diluted |basic |common |ordinary )?share\b|\beps\b|\bper ads\b|\bdividends? per\b|\bcents per share\b|\bprice per share\b|\bper share price\b/.test(l)) return "perShare";
  if (/\(%\)|%\s*$|^%|\bin %|\bpercent(age)?\b|%\s+of\b|\bas a % of\b|\b% change\b|\bmargin\b(?!.*\$)|\b(interest|tax|discount|growth|turnover|attrition|retention|vacancy|utili[sz]ation|occupancy|dividend|payout|effective|return|risk-free|volatility|yield|conversion) rate\b|\brate of\b|\byield\b|\bvolatility\b|\broe\b|\broa\b|\brofe\b|\broic\b/.test(l)) return "percent";
  if (/\bratio\b|\(x\)|\btimes\b|\bmultiple\b|\bcoverage\b/.test(l)) return "ratio";
  if (/\(months\)|\(in months\)|\bmonths of\b|\bmonths'? (?:cover|reserves?|expenditure)\b/.test(l)) return "months";
  if (/\(in years\)|\(years\)|\bin years\b|\buseful li(fe|ves)\b|\bterm \(years\)|\bweighted[- ]average (remaining )?(contractual )?(life|term)\b/.test(l)) return "years";
  if (/\bdays\b(?! past due)|\bdso\b|\bdpo\b/.test(l)) return "days";
  if (/\b(number of|no\. of|count of|headcount|head count|employees|staff numbers|fte|ftes|full[- ]time equivalents?|volunteers|members|participants|students|clients|patients|visits|households|meals|customers|subscribers|units|stores|restaurants|locations|sites|beds|shares|warrants|options|awards|rsus|psus)\b/.test(l) && !/\$|\bvalue\b|\bamount\b|\bcost\b|\bprice\b|\bexpense\b|\bcompensation\b|\brevenue\b|\bsales\b|\bincome\b|\bfees?\b|\bsalar/.test(l)) {
    return "count";
  }
  return null;
}
function columnKindOf(label) {
  const l = plainText(label).toLowerCase();
  const pct = /%|\bpercent(age)?\b|\bpct\b/.test(l);
  if (pct && /\b(var|variance|fav|unfav|over\/?\(?under\)?|over\s*\(under\))\b/.test(l)) return "pctVariance";
  if (pct && /\b(change|chg|growth|increase|decrease|inc|dec|diff|difference|yoy|y\/y|vs\.?|over)\b/.test(l)) return "pctChange";
  if (/\b(variance|var|fav|unfav|favou?rable|unfavou?rable|over\s*\/?\s*\(?under\)?|\(over\)\s*under|under\s*\(over\))\b/.test(l)) return "variance";
  if (/\b(change|chg|increase|decrease|inc\s*\/\s*\(?dec\)?|difference|diff)\b/.test(l)) return "change";
  if (/\b(19|20)\d{2}\b.*\b(over|vs\.?|versus|compared (?:to|with))\b.*\b(19|20)\d{2}\b/.test(l)) return "change";
  if (pct && /\bof\b|\bto (total|sales|revenue|income)\b|\bshare\b/.test(l)) return "percentOf";
  if (/\b(budget|budgeted|plan|planned|approved|revised|adopted|original|proposed|target|bud)\b/.test(l)) return "budget";
  if (/\b(forecast|projected|projection|outlook|estimate|estimated|reforecast|fcst|proj)\b/.test(l)) return "forecast";
  if (/\b(actual|actuals|act|unaudited actual)\b/.test(l)) return "actual";
  if (/\b(ytd|year to date|year-to-date)\b/.test(l)) return "ytd";
  if (/\b(total|full year|full-year|annual|fy total|grand total)\b/.test(l)) {
    const rest = l.replace(/\b(total|full year|full-year|annual|fy|grand|year|years|months?|quarters?|fiscal|ended|ending|for|the|of|in|to|all|\d{4}|\d{1,2})\b|[^a-z]/g, " ").replace(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/g, " ").trim();
    return rest ? "value" : "total";
  }
  return "value";
}
function tableKindOf(text) {
  const t = plainText(text).toLowerCase();
  if (/\bchart of accounts\b|\baccount list\b|\blist of accounts\b/.test(t)) return "accounts";
  if (/\b(general ledger|ledger|transactions?|journal|register|bank statement|expense report)\b/.test(t)) return "ledger";
  if (/\bbudget\b.*\b(vs\.?|versus|to|against|and|compared)\b.*\bactual|\bactual\b.*\b(vs\.?|versus|to|against|and|compared)\b.*\bbudget|\bvariance\b/.test(t)) return "variance";
  if (/\b(forecast|projection|projected|reforecast)\b/.test(t)) return "forecast";
  if (/\bbudget(s|ed)?\b/.test(t)) return "budget";
  if (/\b(balance sheet|financial position|statements? of condition|net assets at)\b/.test(t)) return "balance";
  if (/\b(actuals?|statement of activities|income statement|statement of operations|profit and loss|profit & loss|p&l|income and expenditure|revenue and expenses?|functional expenses|cash flows?|results)\b/.test(t)) return "actual";
  if (/\b(schedule|maturit|amortization|amortisation|roll ?forward)\b/.test(t)) return "schedule";
  return null;
}
function labelScale(label) {
  const l = plainText(label).toLowerCase();
  if (!/\b(thousands?|millions?|billions?|000s?|'000)\b|\$m\b|\$000/.test(l)) return null;
  return scaleOf(l, true);
}

// server/modules/assistant/analyst/table/build.ts
var isYearInt = (v) => isNumber(v) && Number.isInteger(v) && v >= 1950 && v <= 2100;
var yearMonthInt = (v) => {
  if (!isNumber(v) || !Number.isInteger(v)) return null;
  const s = String(v);
  if (/^(19|20)\d{2}(0[1-9]|1[0-2])$/.test(s)) return { kind: "month", year: Number(s.slice(0, 4)), month: Number(s.slice(4)), start: 0, end: 6, text: s };
  if (/^(19|20)\d{2}(0[1-9]|1[0-2])([0-2]\d|3[01])$/.test(s)) return { kind: "date", year: Number(s.slice(0, 4)), month: Number(s.slice(4, 6)), day: Number(s.slice(6)), start: 0, end: 8, text: s };
  return null;
};
function periodOfLabel(text) {
  const t = plainText(text).trim();
  if (!t) return null;
  const found = findPeriods(t);
  if (!found.length) return null;
  const covered = found.reduce((n, p) => n + p.text.replace(/[^a-z0-9]/gi, "").length, 0);
  const all = t.replace(/\(\d{1,2}\)|\b(as of|at|of|in|the|year|years|ended|ending|fiscal|fy|calendar|balance|weeks?|months?)\b/gi, "").replace(/[^a-z0-9]/gi, "").length;
  if (covered < all * 0.7) return null;
  return combinePeriods(found);
}
function combinePeriods(found) {
  if (!found.length) return null;
  const span = found.find((p) => p.kind === "span");
  const year = found.find((p) => p.kind === "year");
  if (span) return span.year === void 0 && year?.year !== void 0 ? { ...span, year: year.year } : span;
  const dates = found.filter((p) => p.kind === "date");
  if (dates.length === 2 && dates[0].year !== void 0) {
    const [a, b] = dates;
    const months = Math.max(1, Math.round((b.year - a.year) * 12 + (b.month - a.month) + (b.day - a.day) / 30));
    return { kind: "span", months, year: b.year, month: b.month, day: b.day, start: a.start, end: b.end, text: `${a.text} - ${b.text}` };
  }
  if (dates.length >= 1) return dates[0];
  const qh = found.find((p) => p.kind === "quarter" || p.kind === "half");
  if (qh) return qh.year === void 0 && year?.year !== void 0 ? { ...qh, year: year.year, fiscal: true } : qh;
  const month = found.find((p) => p.kind === "month" || p.kind === "monthRange");
  if (month) {
    if (month.year !== void 0 || year?.year === void 0 || month.kind !== "month") return month;
    return year.fiscal ? { ...month, fiscalYear: year.year } : { ...month, year: year.year };
  }
  return found.find((p) => p.kind === "year" || p.kind === "range") ?? found[0];
}
var GENERIC_HEAD = new Set(
  "in of the a an and for as at to by on usd us dollars dollar eur euro euros gbp rmb cny aud cad thousand thousands million millions billion billions 000 k m bn mn amount amounts value values balance balances figure figures total".split(
    " "
  )
);
var PERIOD_WORDS = new Set("year years ended ending end month months period periods fiscal fy as at quarter quarters week weeks half calendar three six nine twelve first second third fourth".split(" "));
var KIND_WORDS = new Set(
  "budget budgeted plan planned approved revised adopted original proposed target actual actuals forecast projected projection estimate estimated variance var change ytd fav unfav favorable unfavorable favourable unfavourable difference increase decrease".split(
    " "
  )
);
function ownStems(text) {
  let t = plainText(text).replace(/\b([a-z]{4,})\d{1,2}\b/gi, "$1");
  for (const p of findPeriods(t)) t = t.replace(p.text, " ");
  t = t.replace(/\([^)]*\b(?:thousands?|millions?|billions?|except|dollars|percentages?|unaudited|audited|restated|note \d+)\b[^)]*\)/gi, " ").replace(/[$€£]\s?(?:000|'000|m|mm|k|bn)\b/gi, " ");
  t = t.replace(/\b(?:see\s+)?notes?\s+\d+[a-z]?\b|\brestated\b|\b(?:un)?audited\b|\bas previously reported\b|\bfiscal year end\b/gi, " ");
  t = t.replace(/\b\d+\s*(?:weeks?|wks?|months?|mos?|days?|years?)\b/gi, " ").replace(/\(\d{1,2}\)|\(\w\)/g, " ");
  return words(t).filter((w) => !isStopword(w.word) && !GENERIC_HEAD.has(w.word) && !PERIOD_WORDS.has(w.word) && !KIND_WORDS.has(w.word) && !/^(?:19|20)\d{2}$/.test(w.word) && !/^0+$/.test(w.word)).map((w) => w.stem);
}
var stemsOf = (text) => words(text).filter((w) => !isStopword(w.word)).map((w) => w.stem);
function where(t) {
  const parts = [t.fileName];
  if (t.sheet) parts.push(`sheet ${t.sheet}`);
  if (t.page) parts.push(`page ${t.page}`);
  if (!t.sheet && !t.page && t.name && t.name !== t.fileName.replace(/\.[a-z0-9]+$/i, "")) parts.push(t.name);
  return parts.join(", ");
}
var cellString = (v) => v === null || v === void 0 ? "" : String(v).trim();
var ACCOUNT_HEAD = /\b(acct|account|code|gl|ledger|ref)\b|#|\b(?:acct|account|gl|line|item)\s*(?:no\.?|number|num)\b|^\s*(?:no\.?|number|num)\s*$/i;
var ID_HEAD = /\b(ein|tin|id|identifier|zip|postal|phone|fax|ssn|npi|duns|uei|cik|isin|cusip)\b/i;
var PERIOD_HEAD = /\b(year|yr|fy|fiscal|period|date|month|quarter|as of|tax year|tax period|week)\b/i;
var NOTE_HEAD = /\b(notes?|description|desc|comments?|memo|explanation|remarks?|details?|narrative|purpose|used for|basis|method)\b/i;
function lexiconCategory(label) {
  const l = label.toLowerCase();
  if (/\b(net assets|fund balances?|equity|retained earnings|reserves)\b/.test(l) && !/\bliabilit/.test(l)) return "netassets";
  if (/\b(accumulated|receivables?|payables?|prepaid|accrued|deferred|allowance|liabilit|assets?)\b/.test(l)) return /\b(payables?|accrued|deferred revenue|liabilit|loans? payable|notes payable)\b/.test(l) ? "liability" : /\b(assets?|receivables?|prepaid|cash|investments?)\b/.test(l) ? "asset" : null;
  if (/^grants?$|^(government|foundation|federal|state|corporate|private) grants?$/.test(l)) return "revenue";
  if (/\b(revenues?|income|donations?|contributions?|gifts?|grants? (income|revenue)|grant income|dues|memberships?|sponsorships?|ticket sales|sales|tuition|interest income|investment income|dividends|royalties|program (service )?fees|fees earned|bequests?|legacies|fundraising income|events? income|support)\b/.test(l) && !/\bexpenses?\b|\bcost\b/.test(l)) return "revenue";
  if (/\b(expenses?|expenditures?|costs?|salar(y|ies)|wages|payroll|benefits|rent|occupancy|utilities|insurance|supplies|travel|mileage|postage|printing|telephone|internet|software|depreciation|amortization|maintenance|repairs|professional fees|consulting|audit|legal|bank (fees|charges)|advertising|marketing|training|equipment|food|meals|stipends|subcontracts?|cost of goods)\b/.test(l)) return "expense";
  return null;
}
function categoryOfHeading(text) {
  const t = text.toLowerCase();
  if (/liabilit/.test(t)) return "liability";
  if (/\b(net assets|fund balances?|equity)\b/.test(t)) return "netassets";
  if (/\bassets?\b/.test(t)) return "asset";
  if (/\b(expenses?|expenditures?|costs?|spending|disbursements?|outgoings)\b/.test(t)) return "expense";
  if (/\b(revenues?|income|support|receipts|contributions|sales|incoming resources)\b/.test(t)) return "revenue";
  return null;
}
function buildTable(stored, context) {
  const source = stored.rows ?? [];
  if (!source.length) return null;
  const headerRows = (stored.headerRows ?? []).map(
    (h) => h.map(
      (c) => plainText(String(c ?? "")).replace(/_/g, " ").replace(/\b([12]) ([09]) (\d) (\d)\b/g, "$1$2$3$4").trim()
    )
  );
  const width = Math.max(stored.columns?.length ?? 0, ...headerRows.map((h) => h.length), ...source.map((r) => r.cells.length));
  if (!width) return null;
  const cells = source.map((r) => [...r.cells]);
  for (let c = 0; c < width; c++) {
    const head2 = headerRows.map((h) => h[c] ?? "").join(" ");
    if (ACCOUNT_HEAD.test(head2) && !/\b(?:number of|no\. of|total|amount|shares|units|count|value|balance)\b/i.test(head2)) continue;
    let digits = 0;
    let filled = 0;
    for (const row of cells) {
      const v = row[c];
      if (v === null || v === void 0 || v === "") continue;
      filled++;
      if (typeof v === "string" && /^\d{3,6}$/.test(v.trim())) digits++;
    }
    if (filled && digits >= filled * 0.7 && c > 0) {
      for (const row of cells) if (typeof row[c] === "string" && /^\d{3,6}$/.test(row[c].trim())) row[c] = Number(row[c]);
    }
  }
  const cell = (r, c) => cells[r]?.[c] ?? null;
  const stats = [];
  for (let c = 0; c < width; c++) {
    const s = { numbers: 0, texts: 0, yearInts: 0, periodTexts: 0, yearMonths: 0, distinct: /* @__PURE__ */ new Set(), textLength: 0, filled: 0 };
    for (let r = 0; r < source.length; r++) {
      const v = cell(r, c);
      if (v === null || v === "") continue;
      s.filled++;
      if (isNumber(v)) {
        s.numbers++;
        if (isYearInt(v)) s.yearInts++;
        if (yearMonthInt(v)) s.yearMonths++;
        s.distinct.add(String(v));
      } else if (isText(v)) {
        s.texts++;
        s.textLength += v.length;
        s.distinct.add(v.trim().toLowerCase());
        if (periodOfLabel(v)) s.periodTexts++;
      }
    }
    stats.push(s);
  }
  const numericCol = (c) => {
    const s = stats[c];
    return s.numbers > 0 && s.numbers >= 0.5 * (s.numbers + s.texts);
  };
  const headerLike = source.map((_, i) => {
    const r = { cells: cells[i] };
    const numericCells = r.cells.map((v, c) => ({ v, c })).filter(({ c }) => numericCol(c));
    const figures = numericCells.filter(({ v }) => isNumber(v) && !isYearInt(v));
    const years = numericCells.filter(({ v }) => isYearInt(v));
    const words3 = numericCells.filter(({ v }) => isText(v));
    if (figures.length) return false;
    if (years.length >= 2 && new Set(years.map(({ v }) => v)).size === years.length && !words3.length) {
      const others = r.cells.filter((v, c) => !numericCol(c) && isText(v));
      return others.length <= 1 && i < source.length - 1;
    }
    if (!words3.length) return false;
    return words3.length >= 2 || words3.some(({ v }) => periodOfLabel(String(v)) !== null) || /^\(?(?:in |\$|£|€)/i.test(String(words3[0].v));
  });
  const bodyRows = source.filter((_, i) => !headerLike[i]).length || 1;
  let labelColumn = -1;
  let labelScore = -Infinity;
  for (let c = 0; c < width; c++) {
    const s = stats[c];
    const head2 = headerRows.map((h) => h[c] ?? "").join(" ");
    let score;
    if (!numericCol(c) && s.texts > 0) {
      const coverage = s.texts / bodyRows;
      if (coverage < 0.25) continue;
      const avg = s.textLength / s.texts;
      const variety = s.distinct.size / Math.max(1, s.texts);
      score = coverage * 2 + Math.min(variety, 1) * 1.5 + Math.min(avg, 40) / 40 - c * 0.15;
      if (NOTE_HEAD.test(head2) && avg > 25) score -= /\bdescription\b/i.test(head2) ? 0.6 : 1.5;
      if (s.periodTexts >= s.texts * 0.8 && stats.some((o, k) => k !== c && !numericCol(k) && o.texts >= bodyRows * 0.8 && o.periodTexts < o.texts * 0.5)) score -= 2;
      if (ID_HEAD.test(head2)) score -= 2;
    } else if (s.yearInts >= Math.max(2, 0.5 * s.numbers) && c === firstFilled(stats) && !/\S/.test(head2.replace(/year|fy|fiscal|period/gi, ""))) {
      score = 1.5 - c * 0.15;
    } else continue;
    if (score > labelScore) {
      labelScore = score;
      labelColumn = c;
    }
  }
  if (labelColumn < 0) labelColumn = firstFilled(stats);
  let codeColumn = null;
  for (let c = 0; c < width; c++) {
    if (c === labelColumn) continue;
    const s = stats[c];
    if (!s.filled) continue;
    const head2 = headerRows.map((h) => h[c] ?? "").join(" ");
    let codes = 0;
    for (let r = 0; r < source.length; r++) {
      const v = cell(r, c);
      const t = cellString(v);
      if (t && /^\d{3,6}(?:[-.]\d{1,4})?$/.test(t) && !(isNumber(v) && !Number.isInteger(v))) codes++;
    }
    if (codes < Math.max(1, s.filled * 0.7)) continue;
    if (ACCOUNT_HEAD.test(head2) && !/\bnumber of\b/i.test(head2)) codeColumn = c;
    else if (c < labelColumn && !head2 && codes >= 2 && s.distinct.size >= codes * 0.9 && s.yearInts < codes * 0.5) codeColumn = c;
    if (codeColumn !== null) break;
  }
  const keyColumns = [];
  const periodColumns = [];
  const valueColumns = [];
  const textColumns = [];
  for (let c = 0; c < width; c++) {
    if (c === labelColumn || c === codeColumn) continue;
    const s = stats[c];
    if (!s.filled) continue;
    const head2 = headerRows.map((h) => h[c] ?? "").join(" ");
    if (numericCol(c)) {
      if (/^\s*(?:notes?|note ref|ref\.?|refs?)\s*$/i.test(head2)) continue;
      if (s.yearInts >= s.numbers * 0.9 && (PERIOD_HEAD.test(head2) || !head2 && c < labelColumn)) {
        periodColumns.push({ c, rank: /\byear|fy\b/i.test(head2) ? 2 : 1 });
        keyColumns.push(c);
      } else if (s.yearMonths >= s.numbers * 0.9 && PERIOD_HEAD.test(head2)) {
        periodColumns.push({ c, rank: 0 });
        keyColumns.push(c);
      } else if (ID_HEAD.test(head2) || /^(?:form|part|line|line number|line no\.?|schedule|column|col|item|section|page|seq|sequence)$/i.test(head2.trim()) || ACCOUNT_HEAD.test(head2) && !/\bnumber of\b|\bamount\b/i.test(head2) && s.distinct.size >= s.numbers * 0.9 && s.numbers > 2 && /^(?:account|acct|code|no\.?|number|#|id|ref)\b/i.test(head2.trim()) || // The same number on every row of a long table ('990' under 'form'): a key, not a figure.
      s.numbers >= 5 && s.distinct.size <= 2 && valueColumnsLikely(stats, c)) {
        keyColumns.push(c);
      } else valueColumns.push(c);
    } else {
      const avg = s.texts ? s.textLength / s.texts : 0;
      if (s.periodTexts >= s.texts * 0.8 && s.texts >= 2) {
        periodColumns.push({ c, rank: PERIOD_HEAD.test(head2) ? 2 : 1 });
        keyColumns.push(c);
      } else if (NOTE_HEAD.test(head2) || avg > 40) textColumns.push(c);
      else if (s.texts >= bodyRows * 0.5) keyColumns.push(c);
      else textColumns.push(c);
    }
  }
  const labelPeriods = source.map((_, i) => {
    if (headerLike[i]) return null;
    const v = cells[i][labelColumn];
    if (isYearInt(v)) return { kind: "year", year: v, start: 0, end: 4, text: String(v) };
    return isText(v) ? periodOfLabel(v) : null;
  });
  const dataCount = source.filter((_, i) => !headerLike[i] && valueColumns.some((c) => isNumber(cells[i][c]))).length;
  const periodRowCount = labelPeriods.filter((p, i) => p && valueColumns.some((c) => isNumber(cells[i][c]))).length;
  const labelDistinct = stats[labelColumn]?.distinct.size ?? 0;
  const labelFilled = stats[labelColumn]?.filled ?? 0;
  const headerHasPeriods = valueColumns.some((c) => findPeriods(headerRows.map((h) => h[c] ?? "").join(" ")).some((p) => p.kind !== "range" || p.year !== void 0));
  const recordPeriods = periodColumns.length > 0 && !headerHasPeriods;
  const otherKeys = keyColumns.filter((c) => !periodColumns.some((p) => p.c === c)).length;
  const shape = recordPeriods || !headerHasPeriods && labelFilled >= 6 && labelDistinct < labelFilled * 0.7 && periodRowCount < labelFilled * 0.5 || otherKeys >= 2 ? "record" : "grid";
  const title = [stored.title, ...context.captions].filter((x) => Boolean(x && x.trim())).map((x) => plainText(x).trim());
  const labelHead = headerRows.map((h) => h[labelColumn] ?? "").filter(Boolean).join(" ");
  const headerText = headerRows.flat().join(" ");
  const embeddedScale = cells.find((r, i) => headerLike[i] || r.filter((v) => v !== null && v !== "").length === 1)?.find((v) => isText(v) && scaleOf(v) !== null);
  const scale = scaleOf(stored.units) ?? scaleOf(labelHead) ?? scaleOf(stored.title ?? "") ?? (embeddedScale ? scaleOf(String(embeddedScale)) : null) ?? title.map((t) => scaleOf(t, t.length < 120)).find((x) => x !== null) ?? (/\b(thousands|millions)\b/i.test(headerText) && !/\bshares? in\b/i.test(headerText) ? scaleOf(headerText) : null) ?? null;
  const scaleStated = scale !== null;
  const currency = currencyOf([stored.units ?? "", labelHead, headerText, ...title].join(" ")) ?? markCurrency(source) ?? "$";
  const kind = tableKindOf([stored.title ?? "", stored.sheet ?? "", ...context.captions.slice(0, 4)].join(" ")) ?? null;
  const model = {
    id: stored.id,
    stored,
    documentId: stored.documentId,
    fileName: stored.fileName,
    where: where(stored),
    title: title[0] ?? stored.sheet ?? stored.name,
    captions: context.captions,
    shape,
    periodAxis: "none",
    kind,
    labelColumn,
    codeColumn,
    keyColumns,
    cols: [],
    rows: [],
    scale: scale ?? context.docScale ?? 1,
    scaleStated,
    currency,
    titleStems: [...new Set([...title, stored.sheet ?? "", stored.name].flatMap((t) => stemsOf(t)))],
    headStems: ownStems(labelHead),
    warnings: [],
    expenseNegative: false
  };
  const blocks = [headerRows];
  const rowBlock = [];
  for (let i = 0; i < source.length; i++) {
    if (headerLike[i] && (i === 0 || !headerLike[i - 1])) {
      const header = [];
      let j = i;
      while (j < source.length && headerLike[j]) {
        header.push(cells[j].map(cellString));
        j++;
      }
      if (rowBlock.every((b) => b === 0) && source.slice(0, i).every((_, k) => headerLike[k] || !valueColumns.some((c) => isNumber(cells[k][c])))) {
        blocks[0] = [...blocks[0], ...header];
      } else blocks.push(header);
    }
    rowBlock.push(blocks.length - 1);
  }
  const contextPeriod = tableContextPeriod(title);
  const figureColumns = [...valueColumns, ...textColumns].sort((a, b) => a - b);
  blocks.forEach((header, b) => {
    const filled = fillSpans(header, width);
    for (const h of filled) {
      const cells2 = figureColumns.map((c) => (h[c] ?? "").trim()).filter(Boolean);
      if (cells2.length === 1 && new Set(figureColumns.map((c) => (h[c] ?? "").trim())).size <= 2) {
        const y = findPeriods(cells2[0]).find((p) => p.kind === "year");
        if (y && cells2[0].replace(y.text, "").replace(/\b(fiscal|year|fy|calendar)\b/gi, "").trim().length <= 2) {
          for (const c of figureColumns) if (!(h[c] ?? "").trim()) h[c] = cells2[0];
        }
      }
    }
    const blockCols = [];
    for (const c of figureColumns) {
      const path4 = [];
      for (const h of filled) {
        const t = (h[c] ?? "").trim();
        if (t && !path4.includes(t)) path4.push(t);
      }
      const label = path4.join(" ").replace(/\s+/g, " ").trim();
      const textual = textColumns.includes(c);
      const bottom = path4[path4.length - 1] ?? "";
      const bottomKind = columnKindOf(bottom);
      const upperKind = columnKindOf(path4.slice(0, -1).join(" "));
      const changeLike = (k) => k === "change" || k === "pctChange" || k === "variance" || k === "pctVariance";
      const kind2 = bottomKind !== "value" ? bottomKind : changeLike(upperKind) && periodOfLabel(bottom) ? "value" : path4.length > 1 ? columnKindOf(label) : bottomKind;
      let period = null;
      if (kind2 !== "change" && kind2 !== "pctChange" && kind2 !== "variance" && kind2 !== "pctVariance") {
        const found = findPeriods(label);
        const loneMonth = path4.length > 1 ? path4.map((p) => ({ p, ps: findPeriods(p) })).find(({ p, ps }) => ps.length === 1 && ps[0].kind === "month" && ps[0].year === void 0 && ps[0].text.length >= p.trim().length - 1)?.ps : void 0;
        period = combinePeriods(loneMonth && !found.some((p) => p.kind === "month" || p.kind === "date") ? [...found, loneMonth[0]] : found);
        if (period && period.kind === "year" && !period.fiscal && contextPeriod?.kind === "date" && contextPeriod.ended && period.year !== void 0) {
          period = { ...period, kind: "date", month: contextPeriod.month, day: contextPeriod.day, ended: true };
        } else if (period && (period.kind === "quarter" || period.kind === "half" || period.kind === "span") && period.year === void 0 && contextPeriod?.year !== void 0) {
          period = { ...period, year: contextPeriod.year };
        }
      }
      const own = ownStems(label);
      const scaleHere = labelScale(label);
      blockCols.push({
        index: c,
        path: path4,
        label: label || columnLetter(c),
        own,
        distinct: [],
        period,
        kind: kind2,
        scale: scaleHere,
        unit: kind2 === "pctChange" || kind2 === "pctVariance" || kind2 === "percentOf" ? "percent" : unitOfLabel(bottom) ?? (changeLike(upperKind) ? null : unitOfLabel(label)),
        currency: currencyOf(label),
        block: b,
        numbers: cells.filter((r, i) => rowBlock[i] === b && isNumber(r[c])).length,
        textual
      });
    }
    const dated = blockCols.filter((c) => c.period?.kind === "date" && c.period.year !== void 0 && !c.period.ended);
    if (dated.length >= 3) {
      const idx = dated.map((c) => c.period.year * 12 + c.period.month);
      const consecutive = idx.every((v, i) => i === 0 || v - idx[i - 1] === 1);
      const days = new Set(dated.map((c) => c.period.day === 1 ? "first" : c.period.day >= 28 ? "last" : String(c.period.day)));
      if (consecutive && days.size === 1 && (days.has("first") || days.has("last"))) {
        for (const c of dated) c.period = { kind: "month", year: c.period.year, month: c.period.month, start: 0, end: 0, text: c.label };
      }
    }
    const valueCols = blockCols.filter((c) => !c.textual);
    for (const col of blockCols) col.distinct = col.own.filter((s) => !valueCols.every((o) => o.own.includes(s)));
    datedYears(valueCols, title);
    model.cols.push(...blockCols);
  });
  if (!model.cols.some((c) => c.period) && contextPeriod?.year !== void 0 && !(shape === "record" && periodColumns.length) && periodRowCount < Math.max(2, dataCount * 0.5)) {
    for (const c of model.cols) if (!c.textual && ["value", "budget", "actual", "forecast", "total"].includes(c.kind)) c.period = { ...contextPeriod };
  }
  const periodColumn = recordPeriods ? periodColumns.sort((a, b) => b.rank - a.rank)[0]?.c ?? null : null;
  const keyHead = (c) => headerRows.map((h) => h[c] ?? "").filter(Boolean).join(" ");
  const categoryColumn = keyColumns.find((c) => !periodColumns.some((p) => p.c === c) && c < labelColumn && (stats[c]?.distinct.size ?? 0) <= Math.max(3, (stats[c]?.texts ?? 0) * 0.3)) ?? null;
  const sections = [];
  let sinceHeading = 0;
  source.forEach((src, i) => {
    const r = { cells: cells[i], label: src.label, code: src.code, isSubtotal: src.isSubtotal, rowNumber: src.rowNumber };
    const raw = r.cells[labelColumn];
    let labelText = isText(raw) ? raw : isNumber(raw) ? String(raw) : "";
    if (!labelText) labelText = r.label ?? "";
    if (!labelText) {
      const firstKey = keyColumns.map((c) => r.cells[c]).find((v) => isText(v));
      labelText = firstKey ? String(firstKey) : "";
    }
    let code = codeColumn !== null ? cellString(r.cells[codeColumn]) || void 0 : void 0;
    const inline = plainText(labelText).match(/^(total\s+)?(\d{3,6}(?:[.-]\d{1,4})?)(?:\s*[·•:–—|-]\s*|\s+)(?=[A-Za-z])/i);
    if (inline && !/^(19|20)\d{2}$/.test(inline[2]) && !isYearInt(Number(inline[2]))) {
      code ??= inline[1] ? void 0 : inline[2];
      labelText = `${inline[1] ?? ""}${plainText(labelText).slice(inline[0].length)}`;
    }
    let label = cleanLabel(labelText);
    const figures = valueColumns.filter((c) => isNumber(r.cells[c])).length;
    let unlabelledTotal = false;
    if (!label && figures > 0 && sections.length && sinceHeading >= 2 && shape === "grid") {
      label = `Total ${sections[sections.length - 1].row.label.replace(/:$/, "")}`;
      unlabelledTotal = true;
    }
    const texts = textColumns.filter((c) => isText(r.cells[c])).length;
    const unitsOnly = scaleOf(label) !== null && label.length <= 40 && !/[a-z]{4,}\s+[a-z]{4,}\s+(?!in\b)[a-z]{4,}/i.test(label.replace(/\b(?:in|thousands?|millions?|billions?|dollars?|u\.?s\.?)\b/gi, ""));
    const isHeading = !headerLike[i] && figures === 0 && texts === 0 && label !== "" && shape === "grid" && !unitsOnly;
    const isTotal = unlabelledTotal || /^(?:total|totals|subtotal|sub-total|sub total|grand total)\b|\b(?:totals?|subtotal):?$/i.test(label.replace(/^[\d.\s-]*(?=[a-z])/i, ""));
    let period = null;
    const periods = [];
    const lp = labelPeriods[i];
    if (lp && !isTotal) {
      if (headerHasPeriods) periods.push(lp);
      else period = lp;
    }
    if (periodColumn !== null) {
      const v = r.cells[periodColumn];
      const p = isYearInt(v) ? { kind: "year", year: v, start: 0, end: 4, text: String(v) } : yearMonthInt(v) ?? (isText(v) ? periodOfLabel(v) : null);
      if (p) period = p;
    }
    for (const { c } of periodColumns) {
      if (c === periodColumn) continue;
      const v = r.cells[c];
      const p = isYearInt(v) ? { kind: "year", year: v, start: 0, end: 4, text: String(v) } : yearMonthInt(v) ?? (isText(v) ? periodOfLabel(v) : null);
      if (p) periods.push(p);
    }
    const keys = [];
    for (const c of keyColumns) {
      const t = cellString(r.cells[c]);
      if (!t) continue;
      const head2 = keyHead(c);
      keys.push(head2 ? `${head2}: ${t}` : t);
    }
    const row = {
      index: i,
      rowNumber: r.rowNumber,
      label,
      stems: stemsOf(label),
      path: [],
      pathStems: [],
      keys,
      keyStems: keyColumns.flatMap((c) => periodColumns.some((p) => p.c === c) ? [] : stemsOf(cellString(r.cells[c]))),
      ...code ? { code } : {},
      period,
      periods,
      isTotal,
      isHeading: isHeading || headerLike[i],
      category: null,
      unit: unitOfLabel(label) ?? sections.map((s) => unitOfLabel(s.row.label)).find((u) => u === "perShare" || u === "percent" || u === "count") ?? null,
      scale: labelScale(label),
      block: rowBlock[i] ?? 0,
      cells: r.cells,
      source: src
    };
    if (headerLike[i]) {
      sections.length = 0;
      model.rows.push(row);
      return;
    }
    if (isHeading) {
      const caps = label === label.toUpperCase() && /[A-Z]/.test(label);
      if (sinceHeading > 0 || !sections.length) {
        const top = sections[0];
        if (top && caps === top.caps) sections.length = 0;
        else if (sections.length > 1 || top && !top.caps === !caps) sections.pop();
      }
      sections.push({ row, caps });
      sinceHeading = 0;
    } else {
      sinceHeading++;
    }
    const above = isHeading ? sections.slice(0, -1) : sections;
    row.path = above.map((s) => s.row.label);
    if (categoryColumn !== null && isText(r.cells[categoryColumn])) row.path = [String(r.cells[categoryColumn]).trim(), ...row.path];
    row.pathStems = row.path.flatMap(stemsOf);
    model.rows.push(row);
    if (isTotal && sections.length) {
      const last = sections[sections.length - 1];
      const overlap = row.stems.some((s) => last.row.stems.includes(s));
      if (overlap || row.stems.every((s) => s === "total" || s === "subtotal")) sections.pop();
    }
  });
  model.periodAxis = periodColumn !== null ? "records" : !headerHasPeriods && periodRowCount >= Math.max(2, dataCount * 0.5) ? "rows" : model.cols.some((c) => c.period) ? "columns" : "none";
  if (model.periodAxis === "rows" && contextPeriod?.kind === "date" && contextPeriod.ended && contextPeriod.month) {
    for (const r of model.rows) {
      if (r.period?.kind === "year" && !r.period.fiscal && r.period.year !== void 0) r.period = { ...r.period, kind: "date", month: contextPeriod.month, day: contextPeriod.day, ended: true };
    }
  }
  if (model.periodAxis === "rows") {
    for (const c of model.cols) if (c.period && c.period.kind === "year") c.period = null;
  }
  let start = 0;
  model.rows.forEach((row, i) => {
    if (row.isHeading) {
      start = i + 1;
      return;
    }
    const fromPath = row.path.map(categoryOfHeading).find((c) => c !== null) ?? null;
    row.category = fromPath;
    if (row.isTotal) {
      const c = categoryOfHeading(row.label);
      if (c) {
        for (let j = start; j < i; j++) if (!model.rows[j].category && !model.rows[j].isTotal) model.rows[j].category = c;
      }
      row.category ??= c;
      start = i + 1;
    }
  });
  for (const row of model.rows) if (!row.isHeading && !row.category) row.category = lexiconCategory(row.label);
  if (shape === "record") {
    let negExpense = 0;
    let posExpense = 0;
    for (const r of model.rows) {
      if (r.category !== "expense") continue;
      for (const c of valueColumns) {
        const v = r.cells[c];
        if (isNumber(v)) v < 0 ? negExpense++ : v > 0 && posExpense++;
      }
    }
    model.expenseNegative = negExpense >= 3 && negExpense > posExpense * 4;
  }
  return model;
}
function valueColumnsLikely(stats, except) {
  return stats.some((s, c) => c !== except && s.numbers >= 5 && s.distinct.size > 2);
}
function firstFilled(stats) {
  const i = stats.findIndex((s) => s.filled > 0);
  return i < 0 ? 0 : i;
}
function columnLetter(c) {
  return `Column ${c + 1}`;
}
function fillSpans(header, width) {
  const rows = header.map((h) => [...h]);
  for (let h = 0; h < rows.length - 1; h++) {
    const row = rows[h];
    const below = rows[h + 1];
    let carry = "";
    for (let j = 0; j < width; j++) {
      if ((row[j] ?? "") !== "") carry = row[j];
      else if (carry !== "" && (below[j] ?? "") !== "") row[j] = carry;
      else carry = "";
    }
  }
  return rows;
}
function statementDates(title) {
  const out = [];
  for (const t of title.slice(0, 4)) {
    for (const p of findPeriods(t)) {
      if (p.kind !== "date") continue;
      const before = plainText(t).slice(Math.max(0, p.start - 30), p.start).toLowerCase();
      if (/\b(run|printed|prepared|created|generated|report)\b[^,;]*$/.test(before)) continue;
      out.push(p);
    }
  }
  return out;
}
var MONTHS_RE = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
function tableContextPeriod(title) {
  for (const t of title.slice(0, 3)) {
    const m = new RegExp(`\\b(?:years?|periods?)\\s+end(?:ed|ing)\\s+(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTHS_RE}|${MONTHS_RE}\\s+(\\d{1,2}))\\b(?!,?\\s*\\d{4})`, "i").exec(plainText(t));
    if (m) {
      const month = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].indexOf((m[2] ?? m[3]).slice(0, 3).toLowerCase()) + 1;
      return { kind: "date", month, day: Number(m[1] ?? m[4]), ended: true, start: 0, end: 0, text: m[0] };
    }
  }
  const found = title.slice(0, 3).flatMap((t) => {
    const statement = statementDates([t]);
    return findPeriods(t).filter((p) => p.kind === "year" || p.kind === "date" && statement.some((d) => d.start === p.start));
  });
  if (!found.length) return null;
  const years = new Set(found.map((p) => p.year));
  if (years.size !== 1) {
    const dates = found.filter((p) => p.kind === "date");
    const days = new Set(dates.map((d) => `${d.month}/${d.day}`));
    if (dates.length >= 2 && days.size === 1) return { ...dates[0], year: void 0 };
    return null;
  }
  return found.find((p) => p.kind === "date") ?? found.find((p) => p.kind === "year" && p.fiscal) ?? found[0];
}
function datedYears(cols, title) {
  const years = cols.filter((c) => c.period?.kind === "year" && !c.period.fiscal && !c.period.calendar);
  if (!years.length) return;
  const dates = statementDates(title);
  const sameDay = cols.filter((c) => c.period?.kind === "date").map((c) => c.period);
  const days = new Set(sameDay.map((d) => `${d.month}/${d.day}`));
  for (const c of years) {
    const p = c.period;
    const fromTitle = dates.find((d) => d.year === p.year) ?? (dates.length && new Set(dates.map((d) => `${d.month}/${d.day}`)).size === 1 ? dates[0] : void 0);
    const fromNeighbour = days.size === 1 && sameDay.every((d) => d.year !== p.year) ? sameDay[0] : void 0;
    const day = fromTitle ?? fromNeighbour;
    if (day?.month) c.period = { ...p, kind: "date", month: day.month, day: day.day, ...day.ended ? { ended: true } : {} };
  }
}
function markCurrency(rows) {
  const counts = /* @__PURE__ */ new Map();
  for (const r of rows.slice(0, 200)) {
    for (const t of r.text ?? []) {
      const m = t ? /[€£¥]/.exec(t) : null;
      if (m) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
    }
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  return best ? best[0] : null;
}
var KIND_FAMILY = {
  value: "value",
  budget: "budget",
  actual: "actual",
  forecast: "forecast",
  total: "total",
  ytd: "ytd",
  change: "change",
  pctChange: "pctChange",
  variance: "variance",
  pctVariance: "pctVariance",
  percentOf: "percentOf"
};
function factAt(table, row, col) {
  const v = row.cells[col.index];
  if (!isNumber(v)) return null;
  const printed = row.source.text?.[col.index] ?? null;
  const mark = printed ? markOf(printed) : null;
  let unit = mark === "%" ? "percent" : mark === "x" ? "ratio" : mark === "bps" ? "bps" : (col.unit === "percent" ? "percent" : null) ?? row.unit ?? col.unit ?? (table.kind === "records" ? "money" : "money");
  if (mark && mark !== "%" && mark !== "x" && mark !== "bps" && unit === "count") unit = "money";
  const unscaled = unit === "percent" || unit === "ratio" || unit === "perShare" || unit === "bps" || unit === "years" || unit === "months" || unit === "days";
  const scale = unscaled ? 1 : row.scale ?? col.scale ?? (unit === "count" && !/shares? in|in thousands of shares|units in/i.test(table.captions.join(" ") + table.title) ? 1 : table.scale);
  const currency = (mark && /[$€£¥]/.test(mark) ? mark : null) ?? col.currency ?? table.currency;
  const value = table.expenseNegative && row.category === "expense" ? -v : v;
  const periods = [];
  const sub = col.period && col.period.year !== void 0 ? row.periods.find((p) => (p.kind === "quarter" || p.kind === "half" || p.kind === "month" || p.kind === "date" && p.month) && p.year === void 0) : void 0;
  if (sub) periods.push(sub.kind === "month" ? { ...sub, fiscalYear: col.period.year } : sub.kind === "date" ? { ...sub, year: col.period.year } : { ...sub, year: col.period.year, fiscal: true });
  if (col.period) periods.push(col.period);
  if (row.period && (!col.period || table.periodAxis === "records" || table.periodAxis === "rows")) periods.push(row.period);
  periods.push(...row.periods);
  const scaleStated = scale === 1 || (row.scale !== null || col.scale !== null ? true : table.scaleStated);
  return { table, row, col, value, printed, unit, scale, scaleStated, currency, periods, kind: KIND_FAMILY[col.kind] };
}
function markOf(printed) {
  const t = printed.trim().toLowerCase();
  if (/%/.test(t)) return "%";
  if (/\d\s*x\)?$/.test(t)) return "x";
  if (/bps/.test(t)) return "bps";
  const m = /[$€£¥]/.exec(t);
  return m ? m[0] : null;
}

// server/modules/assistant/analyst/table/describe.ts
function describeTable(t, options = {}) {
  const lines = [];
  lines.push(`${t.where} \u2014 ${t.shape}, periods ${t.periodAxis}${t.kind ? `, kind ${t.kind}` : ""}, scale ${t.scale}, ${t.currency.trim()}`);
  if (t.title) lines.push(`  title: ${t.title}`);
  lines.push(`  label column ${t.labelColumn + 1}${t.codeColumn !== null ? `, codes in column ${t.codeColumn + 1}` : ""}${t.keyColumns.length ? `, keys in ${t.keyColumns.map((c) => c + 1).join(", ")}` : ""}`);
  for (const c of t.cols) {
    const bits = [`col ${c.index + 1}${t.cols.some((x) => x.block > 0) ? ` (block ${c.block + 1})` : ""}: ${c.path.length ? c.path.join(" \u203A ") : "(no header)"}`];
    bits.push(c.textual ? "text" : c.kind);
    if (c.period) bits.push(describePeriod(c.period));
    if (c.unit) bits.push(c.unit);
    if (c.scale) bits.push(`scale ${c.scale}`);
    if (c.distinct.length) bits.push(`[${c.distinct.join(" ")}]`);
    lines.push(`  ${bits.join(" \xB7 ")}`);
  }
  const shown = t.rows.slice(0, options.rows ?? 40);
  for (const r of shown) {
    const head2 = [...r.path, r.label].filter(Boolean).join(" \u203A ") || "(no label)";
    const bits = [`row ${r.rowNumber}: ${head2}`];
    if (r.isHeading) bits.push("heading");
    if (r.isTotal) bits.push("total");
    if (r.code) bits.push(`code ${r.code}`);
    if (r.period) bits.push(describePeriod(r.period));
    if (r.keys.length) bits.push(`{${r.keys.join("; ")}}`);
    if (r.category) bits.push(r.category);
    if (r.unit) bits.push(r.unit);
    const figures = t.cols.map((c) => {
      const f = factAt(t, r, c);
      if (!f) return null;
      const unit = f.unit === "money" ? `${f.currency.trim()}${f.scale > 1 ? `\xD7${f.scale}` : ""}` : f.unit;
      return `${f.value}${unit ? ` ${unit}` : ""}`;
    }).filter(Boolean);
    lines.push(`  ${bits.join(" \xB7 ")}${figures.length ? ` = ${figures.join(" | ")}` : ""}`);
  }
  if (t.rows.length > shown.length) lines.push(`  \u2026 ${t.rows.length - shown.length} more rows`);
  return lines.join("\n");
}

// server/modules/documents/parse/parse.ts
import { open as open3, stat as stat2 } from "node:fs/promises";

// server/modules/documents/parse/csv.ts
import { parse } from "csv-parse/sync";
import { readFile } from "node:fs/promises";

// server/modules/documents/parse/values.ts
var DASHES = /* @__PURE__ */ new Set(["-", "--", "\u2014", "\u2013", "\u2212", "\u2012", "\u2015", "- ", "$ -", "$-", "$ \u2014", "$\u2014"]);
var NONE = /^(?:n\/?a|n\.a\.|nm|n\.m\.|nil|not applicable|not meaningful)$/i;
var AMOUNT = /^(?<cur0>[$€£¥])?\s*(?<neg1>[-−–])?\s*(?<open>\()?\s*(?<neg2>[-−–])?\s*(?<cur1>[$€£¥]|USD|EUR|GBP|CAD|AUD)?\s*(?<neg3>[-−–])?\s*(?<num>(?:\d{1,3}(?:[,\u00a0\u202f]\d{3})+|\d+)(?:\.\d+)?|\.\d+)\s*(?<pct>%|x|bps|pts?|pp)?\s*(?<cur2>[$€£¥]|USD|EUR|GBP|CAD|AUD)?\s*(?<close>\))?\s*(?<pct2>%|x|bps|pts?|pp)?\s*(?<crdr>CR|DR|-)?$/i;
var FOOTNOTE = /\s*(?:\((?:[a-z]|\d{1,2}|[ivx]{1,4})\)|\*+|[¹²³⁴⁵⁶⁷⁸⁹⁰†‡]+)$/i;
function parseAmount(text) {
  const t = text.replace(/\s+/g, " ").trim();
  if (t === "") return void 0;
  if (DASHES.has(t) || DASHES.has(t.replace(/^[$€£¥]\s*/, "")) || NONE.test(t)) return null;
  const direct = amountOf(t);
  if (direct !== void 0) return direct;
  const bare = t.replace(FOOTNOTE, "");
  return bare !== t && /\d/.test(bare) ? amountOf(bare) : void 0;
}
function amountOf(t) {
  const m = AMOUNT.exec(t);
  if (!m?.groups) return void 0;
  const g = m.groups;
  if (Boolean(g.open) !== Boolean(g.close)) return void 0;
  if (g.pct && g.pct2) return void 0;
  const digits = (g.num ?? "").replace(/[,\u00a0\u202f]/g, "");
  const value = Number(digits);
  if (!Number.isFinite(value)) return void 0;
  const negative = Boolean(g.open) || Boolean(g.neg1) || Boolean(g.neg2) || Boolean(g.neg3) || g.crdr === "-" || /^cr$/i.test(g.crdr ?? "");
  return negative && value !== 0 ? -value : value;
}
function amountMark(text) {
  const t = text.replace(/\s+/g, " ").trim().toLowerCase();
  if (/%\)?$|%\s*\)?\s*(?:cr|dr)?$/.test(t) || /^\(?-?\s*\d[\d,.]*\s*%/.test(t)) return "%";
  if (/\d\s*x\)?$/.test(t)) return "x";
  if (/bps\)?$/.test(t)) return "bps";
  if (/(?:pts?|pp)\)?$/.test(t)) return "pts";
  if (t.includes("\u20AC") || /\beur\b/.test(t)) return "\u20AC";
  if (t.includes("\xA3") || /\bgbp\b/.test(t)) return "\xA3";
  if (t.includes("\xA5")) return "\xA5";
  if (t.includes("$") || /\b(?:usd|cad|aud)\b/.test(t)) return "$";
  return null;
}
function isYearLabel(text) {
  return /^(?:FY\s?)?(?:19|20)\d{2}$/i.test(text.trim());
}
var SUBTOTAL = /^(?:total|totals|subtotal|sub-total|sub total|grand total|net\b|change in net assets|changes in net assets|increase \(decrease\)|decrease \(increase\)|(?:net )?(?:increase|decrease) in\b|excess\b|surplus\b|deficit\b|balance,? end)/i;
function isSubtotalLabel(label) {
  const t = label.trim().replace(/^[\d.\s-]*(?=[a-z])/i, "");
  if (t === "") return false;
  if (/^net assets,? (?:with|without)\b/i.test(t)) return false;
  if (SUBTOTAL.test(t)) return true;
  return /\b(?:totals?|subtotal)\s*[:]?$/i.test(t);
}
function asAccountCode(value) {
  if (typeof value === "number") {
    return Number.isInteger(value) && value >= 1e3 && value <= 999999 ? String(value) : void 0;
  }
  if (typeof value === "string") {
    const t = value.trim();
    return /^\d{4,6}(?:[-.]\d{1,4})?$/.test(t) ? t : void 0;
  }
  return void 0;
}
function splitCodeLabel(label) {
  const m = /^(\d{4,6}(?:[-.]\d{1,4})?)\s*(?:[-–—:·|]\s*)?\s+(?=\S)(.*[a-z].*)$/i.exec(label.trim());
  if (!m) return void 0;
  const code = m[1] ?? "";
  if (/^(?:19|20)\d{2}$/.test(code)) return void 0;
  return { code, label: (m[2] ?? "").trim() };
}
function detectUnits(text) {
  const t = text.replace(/\s+/g, " ");
  const thousands = /(?:\bin thousands\b|\bthousands of (?:us )?dollars\b|\$\s*(?:in\s+)?(?:thousands|000s?|'000s?|k)\b|\(\s*\$?\s*000s?\s*\)|\b(?:USD|EUR|GBP|CAD)\s*(?:in\s+)?(?:thousands|000s?|'000s?)\b)/i;
  const millions = /(?:\bin millions\b|\bmillions of (?:us )?dollars\b|\$\s*(?:in\s+)?(?:millions|m)\b|\b(?:USD|EUR|GBP|CAD)\s*(?:in\s+)?millions\b)/i;
  const code = /\b(?:in\s+)?(USD|EUR|GBP|CAD|AUD|US dollars|U\.S\. dollars)\b/i.exec(t);
  const currency = code ? /dollars/i.test(code[1] ?? "") ? "USD" : (code[1] ?? "").toUpperCase() : void 0;
  const symbol = currency && currency !== "USD" ? currency : "$";
  const th = thousands.exec(t);
  const mi = millions.exec(t);
  if (th && (!mi || th.index < mi.index)) return `${symbol} in thousands`;
  if (mi) return `${symbol} in millions`;
  if (currency) return currency;
  if (/\bin (?:us )?dollars\b/i.test(t)) return "USD";
  return void 0;
}
var MONTHS = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12
};
function iso(y, m, d) {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2100) return void 0;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return void 0;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
function fullYear2(y) {
  const n = Number(y);
  return y.length === 2 ? n < 70 ? 2e3 + n : 1900 + n : n;
}
function findDate(text, order = "mdy") {
  const candidates = [];
  const push = (m2, value) => {
    if (m2 && value) candidates.push({ index: m2.index, iso: value, text: m2[0] });
  };
  let m = /\b((?:19|20)\d{2})[-/.](\d{1,2})[-/.](\d{1,2})\b/.exec(text);
  push(m, m && iso(Number(m[1]), Number(m[2]), Number(m[3])));
  m = /\b(\d{1,2})[/\-.](\d{1,2})[/\-.](\d{4}|\d{2})\b/.exec(text);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const y = fullYear2(m[3] ?? "");
    push(m, a > 12 || order === "dmy" && b <= 12 ? iso(y, b, a) ?? iso(y, a, b) : iso(y, a, b) ?? iso(y, b, a));
  }
  m = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/i.exec(text);
  push(m, m && iso(Number(m[3]), MONTHS[(m[1] ?? "").toLowerCase()] ?? 0, Number(m[2])));
  m = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})\b/i.exec(text);
  push(m, m && iso(Number(m[3]), MONTHS[(m[2] ?? "").toLowerCase()] ?? 0, Number(m[1])));
  candidates.sort((a, b) => a.index - b.index);
  const first = candidates[0];
  return first ? { iso: first.iso, text: first.text } : void 0;
}
function parseDateText(text, order = "mdy") {
  const t = text.trim();
  if (t.length > 24) return void 0;
  const found = findDate(t, order);
  return found && found.text.length >= t.length - 1 ? found.iso : void 0;
}
function dateOrder(texts) {
  let dmy = 0;
  let mdy = 0;
  for (const t of texts) {
    const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/.exec(t);
    if (!m) continue;
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a > 12 && b <= 12) dmy++;
    else if (b > 12 && a <= 12) mdy++;
  }
  if (dmy > mdy) return "dmy";
  if (mdy > dmy) return "mdy";
  return null;
}
function dateToIso(date) {
  if (Number.isNaN(date.getTime())) return null;
  const s = date.toISOString();
  return s.endsWith("T00:00:00.000Z") ? s.slice(0, 10) : s.replace(".000Z", "Z");
}
function clean(text) {
  return text.replace(/[\u00a0\u202f\t\r\n ]+/g, " ").trim();
}

// server/modules/documents/parse/grid.ts
function norm(v) {
  if (v === void 0 || v === null) return null;
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  const t = clean(v);
  return t === "" ? null : t;
}
function isNumeric(v) {
  if (typeof v === "number") return true;
  if (typeof v !== "string") return false;
  const n = parseAmount(v);
  return typeof n === "number";
}
function isYear(v) {
  if (typeof v === "number") return Number.isInteger(v) && v >= 1900 && v <= 2100;
  return typeof v === "string" && isYearLabel(v);
}
function nonEmpty(cells) {
  let n = 0;
  for (const c of cells) if (c !== null) n++;
  return n;
}
function isDataRow(cells) {
  let numbers = 0;
  for (const c of cells) if (c !== null && isNumeric(c) && !isYear(c)) numbers++;
  return numbers >= 1 && nonEmpty(cells) >= 2;
}
function isHeaderLike(cells) {
  const filled = cells.filter((c) => c !== null);
  if (filled.length < 2) return false;
  const headingish = filled.filter((c) => !isNumeric(c) || isYear(c) || typeof c === "string" && parseDateText(c));
  return headingish.length >= Math.ceil(filled.length * 0.75);
}
function words2(text) {
  return text.split(/\s+/).filter(Boolean).length;
}
function rowText(cells) {
  return cells.filter((c) => c !== null).map(String).join(" ");
}
function gridToTable(source, options) {
  const passages = [];
  const where2 = { ...options.sheet !== void 0 ? { sheet: options.sheet } : {}, ...options.page !== void 0 ? { page: options.page } : {} };
  const rows = source.map((r) => ({ ...r, cells: r.cells.map(norm) }));
  const filled = rows.filter((r) => nonEmpty(r.cells) > 0);
  if (filled.length === 0) return { table: null, passages };
  let width = 0;
  let first = Infinity;
  for (const r of filled) {
    r.cells.forEach((c, i) => {
      if (c !== null) {
        width = Math.max(width, i + 1);
        first = Math.min(first, i);
      }
    });
  }
  const c0 = Number.isFinite(first) ? first : 0;
  const slice = (cells) => {
    const out = [];
    for (let i = c0; i < width; i++) out.push(cells[i] ?? null);
    return out;
  };
  const grid = filled.map((r) => ({ rowNumber: r.rowNumber, sumFormula: r.sumFormula === true, cells: slice(r.cells) }));
  const cols = width - c0;
  let headerStart;
  let dataStart;
  if (options.headerRowCount !== void 0) {
    headerStart = 0;
    dataStart = Math.min(options.headerRowCount, grid.length);
  } else {
    const firstData = grid.findIndex((r) => isDataRow(r.cells));
    if (firstData === -1) {
      const head2 = grid.findIndex((r) => nonEmpty(r.cells) >= 2);
      if (head2 === -1 || head2 === grid.length - 1) {
        for (const r of grid) passages.push({ text: rowText(r.cells), ...where2 });
        return { table: null, passages: mergePassages(passages) };
      }
      headerStart = head2;
      dataStart = head2 + 1;
    } else {
      let i = firstData - 1;
      let top = firstData;
      let sectionRowsBelow = firstData;
      let headerRows2 = 0;
      while (i >= 0 && headerRows2 < 3) {
        const r = grid[i];
        if (!r) break;
        const next = grid[i + 1];
        const gap = next ? next.rowNumber - r.rowNumber > 1 : false;
        const n = nonEmpty(r.cells);
        if (headerRows2 > 0 && gap) break;
        if (isHeaderLike(r.cells)) {
          top = i;
          headerRows2++;
        } else if (n === 1 && headerRows2 === 0 && !gap) {
          sectionRowsBelow = i;
        } else if (n === 1 && headerRows2 > 0 && r.cells.findIndex((c) => c !== null) > 0 && String(r.cells.find((c) => c !== null)).length <= 30) {
          top = i;
          headerRows2++;
        } else {
          break;
        }
        i--;
      }
      if (headerRows2 === 0) {
        headerStart = sectionRowsBelow;
        dataStart = sectionRowsBelow;
      } else {
        headerStart = top;
        dataStart = top + headerRows2;
      }
    }
  }
  const contextRows = grid.slice(0, headerStart);
  const headerRows = grid.slice(headerStart, dataStart).map((r) => r.cells.map((c) => c === null ? "" : String(c)));
  const dataRows = grid.slice(dataStart);
  for (let h = 0; h < headerRows.length - 1; h++) {
    const row = headerRows[h] ?? [];
    const below = headerRows[h + 1] ?? [];
    let carry = "";
    for (let j = 0; j < cols; j++) {
      if ((row[j] ?? "") !== "") carry = row[j] ?? "";
      else if (carry !== "" && (below[j] ?? "") !== "") row[j] = carry;
      else carry = "";
    }
  }
  const columns = [];
  for (let j = 0; j < cols; j++) {
    const parts = [];
    for (const hr of headerRows) {
      const t = hr[j] ?? "";
      if (t !== "" && parts[parts.length - 1] !== t) parts.push(t);
    }
    columns.push(parts.join(" "));
  }
  const textCount = new Array(cols).fill(0);
  let rowsWithContent = 0;
  for (const r of dataRows) {
    if (nonEmpty(r.cells) === 0) continue;
    rowsWithContent++;
    r.cells.forEach((c, j) => {
      if (typeof c === "string" && !isNumeric(c) && parseAmount(c) !== null && !parseDateText(c)) textCount[j] = (textCount[j] ?? 0) + 1;
    });
  }
  let labelCol = textCount.findIndex((n) => n >= Math.max(1, rowsWithContent * 0.5));
  if (labelCol === -1) {
    const max = Math.max(0, ...textCount);
    labelCol = max > 0 ? textCount.indexOf(max) : -1;
  }
  let codeCol = -1;
  for (let j = 0; j < cols; j++) {
    if (j === labelCol) continue;
    let codes = 0;
    let values = 0;
    for (const r of dataRows) {
      const c = r.cells[j] ?? null;
      if (c === null) continue;
      values++;
      if (asAccountCode(c) !== void 0) codes++;
    }
    const head2 = columns[j] ?? "";
    const headed = /\b(?:acct|account|code|gl|ledger)\b|#|\b(?:acct|account|gl|line|item)\s*(?:no\.?|number|num)\b|^\s*(?:no\.?|number|num)\s*$/i.test(head2) && !/\b(?:number of|no\. of|total|amount|shares|units|count|value|balance)\b/i.test(head2);
    if ((codes >= 2 || headed && codes >= 1) && codes >= values * 0.6 && (headed || j < labelCol)) {
      codeCol = j;
      break;
    }
  }
  const units = detectUnits([...options.context ?? [], ...contextRows.map((r) => rowText(r.cells)), ...columns].join(" \n "));
  const orders = [];
  for (let j = 0; j < cols; j++) orders.push(dateOrder(dataRows.map((r) => r.cells[j]).filter((c) => typeof c === "string")));
  const tableOrder = orders.find((o) => o === "dmy") ?? orders.find((o) => o === "mdy") ?? "mdy";
  const orderOf = (j) => orders[j] ?? tableOrder;
  const parsedRows = [];
  const rowNotes = [];
  for (const r of dataRows) {
    const n = nonEmpty(r.cells);
    if (n === 0) continue;
    const only = n === 1 ? r.cells.find((c) => c !== null) : void 0;
    if (typeof only === "string" && !/:\s*$/.test(only) && (words2(only) >= 14 || only.length > 100 || words2(only) >= 6 && /[.!?]\s*$/.test(only)) && parseAmount(only) === void 0) {
      passages.push({ text: only, ...where2 });
      continue;
    }
    const printed = [];
    let anyPrinted = false;
    const cells = r.cells.map((c, j) => {
      printed.push(null);
      if (c === null) return null;
      if (j === codeCol) return asAccountCode(c) ?? c;
      if (j === labelCol || typeof c === "number") return c;
      const amount = parseAmount(c);
      if (amount !== void 0 && (amount === null || amountMark(c) !== null)) {
        printed[j] = c;
        anyPrinted = true;
      }
      return amount === void 0 ? parseDateText(c, orderOf(j)) ?? c : amount;
    });
    let label = "";
    const atLabel = r.cells[labelCol];
    if (typeof atLabel === "string" && parseAmount(atLabel) === void 0) label = atLabel;
    else {
      const firstText = r.cells.find((c, j) => j !== codeCol && typeof c === "string" && parseAmount(c) === void 0 && !parseDateText(c));
      if (typeof firstText === "string") label = firstText;
    }
    let code = codeCol >= 0 ? asAccountCode(r.cells[codeCol] ?? null) : void 0;
    const split = splitCodeLabel(label);
    if (split) {
      code ??= split.code;
      if (split.code === code) label = split.label;
    }
    const row = {
      rowNumber: r.rowNumber,
      label,
      isSubtotal: isSubtotalLabel(label) || r.sumFormula,
      cells
    };
    if (code !== void 0) row.code = code;
    if (anyPrinted) row.text = printed;
    parsedRows.push(row);
    r.cells.forEach((c, j) => {
      if (j === labelCol || typeof c !== "string" || words2(c) < 3 || parseAmount(c) !== void 0) return;
      const head2 = columns[j] ? `${columns[j]}: ` : "";
      const name = `${code !== void 0 ? `${code} ` : ""}${label || `Row ${r.rowNumber}`}`;
      rowNotes.push({ text: `${name} \u2014 ${head2}${c}`, ...where2 });
    });
  }
  passages.push(...mergePassages(rowNotes));
  const contextText = contextRows.map((r) => rowText(r.cells)).filter(Boolean);
  if (contextText.length > 0) passages.unshift({ text: contextText.join("\n"), ...where2 });
  const title = [...options.context ?? [], ...contextText].map(clean).filter(Boolean);
  if (parsedRows.length === 0) {
    for (const hr of headerRows) passages.push({ text: hr.filter(Boolean).join(" "), ...where2 });
    return { table: null, passages: mergePassages(passages) };
  }
  const table = {
    name: options.name,
    ...where2,
    headerRows,
    columns,
    rows: parsedRows
  };
  if (units !== void 0) table.units = units;
  if (title.length > 0) table.title = title.join(" \u2014 ").slice(0, 300);
  return { table, passages };
}
function mergePassages(passages) {
  const out = [];
  for (const p of passages) {
    const last = out[out.length - 1];
    if (last && last.sheet === p.sheet && last.page === p.page && last.text.length + p.text.length < 1500) {
      last.text = `${last.text}
${p.text}`;
    } else out.push({ ...p });
  }
  return out;
}

// server/modules/documents/parse/limits.ts
var DEFAULT_LIMITS = {
  maxSheets: 20,
  maxRows: 5e3,
  maxColumns: 200,
  xlsxStreamAboveBytes: 25 * 1024 * 1024,
  sheetTimeBudgetMs: 6e4,
  maxPdfPages: 300,
  maxOcrPages: 20,
  maxOcrSide: 2500,
  maxImagePixels: 8e7,
  maxFileBytes: 100 * 1024 * 1024,
  maxZipEntries: 5e3,
  maxZipUncompressedBytes: 200 * 1024 * 1024,
  maxZipRatio: 100
};
var REASONS = {
  empty: "This file is empty.",
  tooBig: "This file is too large to read.",
  tooLong: "Reading this file took too long.",
  tooComplex: "This file is too large or complex to read.",
  pdfPassword: "This PDF is password-protected. Remove the password and upload it again.",
  officePassword: "This file is password-protected. Remove the password and upload it again.",
  pdfDamaged: "This PDF is damaged or incomplete and could not be read.",
  notPdf: "This file is not a PDF, or it is too damaged to read.",
  zipUnsafe: "This file looks damaged or unsafe (a compressed file that expands too far).",
  docxDamaged: "This Word document is damaged and could not be read.",
  workbookDamaged: "This spreadsheet is damaged and could not be read.",
  notText: "This file is not a text (CSV) file, or it uses an encoding that cannot be read.",
  imageDamaged: "This image could not be opened. It may be damaged or not a JPG or PNG.",
  imageTooBig: "This image is too large to read.",
  unreadable: "This file could not be read.",
  shutDown: "The document reader was shut down before this file was read."
};

// server/modules/documents/parse/types.ts
var DOCUMENT_KINDS = ["pdf", "docx", "xlsx", "xlsm", "xls", "csv", "jpg", "jpeg", "png"];
var ParseFailure = class extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
    this.name = "ParseFailure";
  }
  reason;
};

// server/modules/documents/parse/csv.ts
var HTML_AS_CSV_REASON = "This file is a web page (HTML), not a CSV file. Export the data as CSV and upload it again.";
function decodeText(bytes) {
  if (bytes.length >= 2 && bytes[0] === 255 && bytes[1] === 254) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes.length >= 2 && bytes[0] === 254 && bytes[1] === 255) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  const sample = bytes.subarray(0, 1024 * 1024);
  if (sample.includes(0)) throw new ParseFailure(REASONS.notText);
  const text = new TextDecoder("utf-8").decode(bytes);
  let bad = 0;
  let controls = 0;
  const probe = text.slice(0, 1024 * 1024);
  for (let i = 0; i < probe.length; i++) {
    const c = probe.charCodeAt(i);
    if (c === 65533) bad++;
    else if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) controls++;
  }
  if (controls > Math.max(8, probe.length * 0.01)) throw new ParseFailure(REASONS.notText);
  if (bad === 0) return text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  if (bad > Math.max(16, probe.length * 0.02)) throw new ParseFailure(REASONS.notText);
  return new TextDecoder("windows-1252").decode(bytes);
}
function detectDelimiter(text) {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "").slice(0, 30);
  let best = ",";
  let bestScore = 0;
  for (const d of [",", ";", "	", "|"]) {
    const counts = lines.map((line) => {
      let n = 0;
      let quoted = false;
      for (const ch of line) {
        if (ch === '"') quoted = !quoted;
        else if (ch === d && !quoted) n++;
      }
      return n;
    });
    const withIt = counts.filter((n) => n > 0);
    if (withIt.length === 0) continue;
    const freq = /* @__PURE__ */ new Map();
    for (const n of withIt) freq.set(n, (freq.get(n) ?? 0) + 1);
    const [mode, agree] = [...freq.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
    const score = agree * Math.log2(mode + 1) + withIt.length * 0.1;
    if (score > bestScore) {
      bestScore = score;
      best = d;
    }
  }
  return best;
}
function looksLikeHtml(text) {
  return /^\s*(?:<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<\?xml[^>]*>\s*<html)/i.test(text.slice(0, 2e3));
}
async function parseCsv(filePath, limits, name = "Table 1") {
  const bytes = await readFile(filePath);
  if (bytes.length === 0) throw new ParseFailure(REASONS.empty);
  if (bytes.length > limits.maxFileBytes) throw new ParseFailure(REASONS.tooBig);
  const text = decodeText(bytes);
  if (text.trim() === "") throw new ParseFailure(REASONS.empty);
  if (looksLikeHtml(text)) throw new ParseFailure(HTML_AS_CSV_REASON);
  const warnings = [];
  const delimiter = detectDelimiter(text);
  const options = {
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    trim: true,
    to: limits.maxRows + 1
  };
  let records;
  try {
    records = parse(text, options);
  } catch {
    try {
      records = parse(text, { ...options, quote: false });
    } catch {
      throw new ParseFailure("This CSV file is damaged and could not be read.");
    }
  }
  if (records.length > limits.maxRows) {
    records = records.slice(0, limits.maxRows);
    warnings.push(`Only the first ${limits.maxRows.toLocaleString("en-US")} rows were read.`);
  }
  let wide = false;
  const grid = records.map((cells, i) => {
    if (cells.length > limits.maxColumns) wide = true;
    return { rowNumber: i + 1, cells: cells.slice(0, limits.maxColumns) };
  });
  if (wide) warnings.push(`Only the first ${limits.maxColumns} columns were read.`);
  const { table, passages } = gridToTable(grid, { name });
  return { kind: "csv", passages, tables: table ? [table] : [], fields: {}, ocr: false, warnings };
}

// server/modules/documents/parse/docx.ts
import mammoth from "mammoth";

// server/modules/documents/parse/zip-guard.ts
import yauzl from "yauzl";
var NotAZipError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "NotAZipError";
  }
};
var MB = 1024 * 1024;
function unsafe() {
  return new ParseFailure(REASONS.zipUnsafe);
}
function open(filePath) {
  return new Promise((resolve, reject) => {
    yauzl.open(
      filePath,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false, decodeStrings: true },
      (err, zip) => err || !zip ? reject(new NotAZipError(err?.message ?? "not a zip")) : resolve(zip)
    );
  });
}
function readEntries(zip, limits) {
  return new Promise((resolve, reject) => {
    const entries = [];
    let total = 0;
    let done = false;
    const fail = (e) => {
      if (done) return;
      done = true;
      reject(e);
    };
    zip.on("error", (e) => fail(e instanceof ParseFailure ? e : new NotAZipError(e.message)));
    zip.on("entry", (entry) => {
      if (done) return;
      const size = entry.uncompressedSize;
      total += size;
      if (entry.isEncrypted()) return fail(new ParseFailure(REASONS.officePassword));
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) return fail(new NotAZipError("unsupported compression"));
      if (size > limits.maxZipUncompressedBytes || total > limits.maxZipUncompressedBytes) return fail(unsafe());
      if (size > MB && size / Math.max(1, entry.compressedSize) > limits.maxZipRatio) return fail(unsafe());
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => {
      if (done) return;
      done = true;
      resolve(entries);
    });
    zip.readEntry();
  });
}
function verifyEntry(zip, entry) {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(unsafe());
      let count = 0;
      let settled = false;
      const settle = (e) => {
        if (settled) return;
        settled = true;
        if (e) {
          stream.destroy();
          reject(e);
        } else resolve();
      };
      stream.on("data", (chunk) => {
        count += chunk.length;
        if (count > entry.uncompressedSize) settle(unsafe());
      });
      stream.on("error", () => settle(unsafe()));
      stream.on("end", () => count === entry.uncompressedSize ? settle() : settle(unsafe()));
    });
  });
}
async function guardZip(filePath, limits = DEFAULT_LIMITS) {
  const zip = await open(filePath);
  try {
    if (zip.entryCount > limits.maxZipEntries) throw unsafe();
    const entries = await readEntries(zip, limits);
    for (const entry of entries) {
      if (entry.compressionMethod === 8) await verifyEntry(zip, entry);
    }
    return entries.map((e) => ({ name: e.fileName, compressedSize: e.compressedSize, uncompressedSize: e.uncompressedSize }));
  } finally {
    zip.close();
  }
}

// server/modules/documents/parse/docx.ts
var STYLE_MAP = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
  "p[style-name='Heading'] => h2:fresh"
];
var ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 1114111 ? String.fromCodePoint(code) : whole;
    }
    return Object.hasOwn(ENTITIES, name.toLowerCase()) ? ENTITIES[name.toLowerCase()] ?? whole : whole;
  });
}
function htmlToDocument(html) {
  const passages = [];
  const tables = [];
  let heading;
  let block = null;
  let bold = 0;
  let tableDepth = 0;
  let rows = [];
  let row = null;
  let cell = null;
  let list = [];
  let listDepth = 0;
  const push = (text) => {
    const t = clean(text);
    if (!t) return;
    passages.push(heading ? { text: t, heading } : { text: t });
  };
  const flushList = () => {
    if (list.length > 0) push(list.map((item) => `\u2022 ${item}`).join("\n"));
    list = [];
  };
  const endBlock = () => {
    if (!block) return;
    const text = clean(block.text);
    const tag = block.tag;
    const allBold = block.boldChars >= text.replace(/\s/g, "").length * 0.9;
    block = null;
    if (!text) return;
    if (/^h[1-6]$/.test(tag) || tag === "p" && allBold && text.length <= 120 && text.split(" ").length <= 15 && !/[.:;]$/.test(text)) {
      flushList();
      heading = text;
      return;
    }
    if (tag === "li") {
      list.push(text);
      return;
    }
    flushList();
    push(text);
  };
  const re = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const text = m[4];
    if (text !== void 0) {
      const t = decodeEntities(text);
      if (cell) cell.text += t;
      else if (block) {
        block.text += t;
        if (bold > 0) block.boldChars += t.replace(/\s/g, "").length;
      } else if (t.trim()) {
        block = { tag: "p", text: t, boldChars: 0 };
      }
      continue;
    }
    const closing = m[1] === "/";
    const tag = (m[2] ?? "").toLowerCase();
    const attrs = m[3] ?? "";
    if (tag === "table") {
      if (!closing) {
        tableDepth++;
        if (tableDepth === 1) {
          endBlock();
          flushList();
          rows = [];
        } else if (cell) cell.text += " ";
      } else {
        tableDepth = Math.max(0, tableDepth - 1);
        if (tableDepth === 0) {
          const grid = rows.map((cells, i) => ({ rowNumber: i + 1, cells }));
          const { table, passages: around } = gridToTable(grid, {
            name: `Table ${tables.length + 1}`,
            ...heading ? { context: [heading] } : {}
          });
          if (table) tables.push(table);
          for (const p of around) passages.push(heading ? { ...p, heading } : p);
          rows = [];
        }
      }
      continue;
    }
    if (tableDepth > 0) {
      if (tableDepth > 1) {
        if (cell && /^(?:td|th|tr|p|br|li)$/.test(tag)) cell.text += " ";
        continue;
      }
      if (tag === "tr") {
        if (!closing) row = [];
        else if (row) {
          rows.push(row);
          row = null;
        }
      } else if (tag === "td" || tag === "th") {
        if (!closing) {
          const span = Number(/colspan="?(\d+)/i.exec(attrs)?.[1] ?? 1);
          cell = { text: "", span: Number.isFinite(span) ? Math.min(Math.max(span, 1), 50) : 1 };
        } else if (cell && row) {
          const t = clean(cell.text);
          for (let i = 0; i < cell.span; i++) row.push(i === 0 || parseAmount(t) === void 0 ? t : "");
          cell = null;
        }
      } else if (cell && (tag === "p" || tag === "br" || tag === "li") && cell.text) {
        cell.text += " ";
      }
      continue;
    }
    switch (tag) {
      case "p":
      case "h1":
      case "h2":
      case "h3":
      case "h4":
      case "h5":
      case "h6":
      case "li":
        endBlock();
        if (!closing) block = { tag, text: "", boldChars: 0 };
        break;
      case "ul":
      case "ol":
        endBlock();
        listDepth += closing ? -1 : 1;
        if (closing && listDepth <= 0) {
          listDepth = 0;
          flushList();
        }
        break;
      case "strong":
      case "b":
        bold = Math.max(0, bold + (closing ? -1 : 1));
        break;
      case "br":
        if (block) block.text += "\n";
        break;
      default:
        break;
    }
  }
  endBlock();
  flushList();
  return { passages, tables };
}
async function parseDocx(filePath, limits) {
  let entries;
  try {
    entries = await guardZip(filePath, limits);
  } catch (e) {
    if (e instanceof NotAZipError) throw new ParseFailure(REASONS.docxDamaged);
    throw e;
  }
  if (entries.length === 0) throw new ParseFailure(REASONS.empty);
  if (!entries.some((e) => e.name === "word/document.xml")) throw new ParseFailure("This file is not a Word document, or it is too damaged to read.");
  let html;
  const warnings = [];
  try {
    const result = await mammoth.convertToHtml(
      { path: filePath },
      {
        styleMap: STYLE_MAP,
        ignoreEmptyParagraphs: true,
        // Images are not read: no base64 copies of photos in memory.
        convertImage: mammoth.images.imgElement(async () => ({ src: "" }))
      }
    );
    html = result.value;
  } catch {
    throw new ParseFailure(REASONS.docxDamaged);
  }
  const { passages, tables } = htmlToDocument(html);
  if (passages.length === 0 && tables.length === 0) warnings.push("This document has no text.");
  return { kind: "docx", passages, tables, fields: {}, ocr: false, warnings };
}

// server/modules/documents/parse/image.ts
import { readFile as readFile3 } from "node:fs/promises";

// server/modules/documents/parse/layout.ts
function buildLines(pieces) {
  const sorted = pieces.filter((p) => p.text.trim() !== "" && Number.isFinite(p.x) && Number.isFinite(p.y)).sort((a, b) => b.y - a.y || a.x - b.x);
  const groups = [];
  let current = [];
  let lineY = Number.NaN;
  let lineSize = 0;
  for (const p of sorted) {
    const tolerance = Math.max(1.5, 0.4 * Math.min(lineSize || p.size, p.size || lineSize));
    if (current.length > 0 && Math.abs(p.y - lineY) <= tolerance) {
      current.push(p);
      continue;
    }
    if (current.length > 0) groups.push(current);
    current = [p];
    lineY = p.y;
    lineSize = p.size;
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => {
    group.sort((a, b) => a.x - b.x);
    const size = Math.max(...group.map((p) => p.size)) || 10;
    const segments = [];
    for (const p of group) {
      const text = p.text.replace(/\s+/g, " ");
      const last = segments[segments.length - 1];
      const gap = last ? p.x - last.x1 : Infinity;
      if (last && gap <= size * 1.2) {
        const space = gap > size * 0.12 && !last.text.endsWith(" ") && !text.startsWith(" ") ? " " : "";
        last.text += space + text;
        last.x1 = Math.max(last.x1, p.x + p.width);
      } else {
        segments.push({ x0: p.x, x1: p.x + Math.max(p.width, 0), text });
      }
    }
    for (const s of segments) s.text = s.text.trim();
    for (let i = segments.length - 2; i >= 0; i--) {
      const s = segments[i];
      const next = segments[i + 1];
      if (/^(?:[$€£¥]|US\$|C\$|A\$)$/.test(s.text) && /^\(?-?[\d.,]+\)?%?$/.test(next.text)) {
        next.text = `${s.text}${next.text}`;
        segments.splice(i, 1);
      }
    }
    const kept = segments.filter((s) => s.text !== "");
    return {
      y: group.reduce((n, p) => n + p.y, 0) / group.length,
      size,
      x0: kept[0]?.x0 ?? 0,
      x1: kept[kept.length - 1]?.x1 ?? 0,
      segments: kept,
      text: kept.map((s) => s.text).join(" ")
    };
  }).filter((l) => l.segments.length > 0);
}
function isValue(text) {
  const n = parseAmount(text);
  if (n === void 0) return false;
  return !(typeof n === "number" && isYearLabel(text));
}
function isNumericLine(line) {
  const values = line.segments.filter((s, i) => i > 0 || line.segments.length === 1 ? isValue(s.text) : false);
  if (line.segments.length === 1) return false;
  return values.length >= 1;
}
function overlaps(a, b, slack = 0) {
  return a.x0 <= b.x1 + slack && b.x0 <= a.x1 + slack;
}
function findRuns(lines) {
  const runs = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line || !isNumericLine(line)) {
      i++;
      continue;
    }
    const firstValueX = line.segments[1]?.x0 ?? line.x1;
    const run = [line];
    for (let k = i - 1, taken = 0; k >= 0 && taken < 2; k--, taken++) {
      const above = lines[k];
      const below = run[0];
      if (!above || !below || above.used || runs.some((r) => r.lines.includes(above))) break;
      if (above.segments.length !== 1 || above.x1 >= firstValueX || above.text.length > 60 || isNumericLine(above)) break;
      if (above.y - below.y > 2.6 * below.size) break;
      run.unshift(above);
    }
    let j = i + 1;
    let pending = [];
    while (j < lines.length) {
      const next = lines[j];
      const prev = pending[pending.length - 1] ?? run[run.length - 1];
      if (!next || !prev) break;
      if (prev.y - next.y > 3.2 * Math.max(prev.size, next.size)) break;
      if (isNumericLine(next)) {
        run.push(...pending, next);
        pending = [];
      } else if (pending.length < 2 && next.segments.length === 1 && next.text.length <= 60 && next.x1 < firstValueX) {
        pending.push(next);
      } else break;
      j++;
    }
    if (run.filter(isNumericLine).length >= 2) runs.push({ lines: run });
    i = j - pending.length;
    if (i <= lines.indexOf(line)) i = lines.indexOf(line) + 1;
  }
  return runs;
}
function columnsOf(run) {
  const spans = [];
  for (const line of run.lines) {
    if (!isNumericLine(line)) continue;
    line.segments.forEach((s, i) => {
      if (i === 0 && !isValue(s.text)) return;
      spans.push({ x0: s.x0, x1: s.x1, value: isValue(s.text) });
    });
  }
  spans.sort((a, b) => a.x0 - b.x0);
  const merged = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.x0 <= last.x1 + 1) {
      last.x1 = Math.max(last.x1, s.x1);
      if (s.value) last.values++;
      else last.texts++;
    } else merged.push({ x0: s.x0, x1: s.x1, values: s.value ? 1 : 0, texts: s.value ? 0 : 1 });
  }
  return merged.filter((m) => m.values > 0 || m.texts >= 2).map(({ x0, x1 }) => ({ x0, x1 }));
}
function layoutPage(lines, page, tableCounter, bodySize, withPassages = true) {
  const tables = [];
  for (const run of findRuns(lines)) {
    const cols = columnsOf(run);
    if (cols.length === 0 || cols.length > 30) continue;
    const first = cols[0];
    if (!first) continue;
    const rowOf = (line) => {
      const label = [];
      const cells = cols.map(() => []);
      for (const s of line.segments) {
        const hits = cols.map((c, k) => overlaps(s, c, 0.5) ? k : -1).filter((k) => k >= 0);
        if (hits.length === 0 && s.x1 <= first.x0 + 1) label.push(s.text);
        else if (hits.length === 0) {
          const mid = (s.x0 + s.x1) / 2;
          let best = 0;
          cols.forEach((c, k) => {
            if (Math.abs((c.x0 + c.x1) / 2 - mid) < Math.abs(((cols[best]?.x0 ?? 0) + (cols[best]?.x1 ?? 0)) / 2 - mid)) best = k;
          });
          cells[best]?.push(s.text);
        } else for (const k of hits) cells[k]?.push(s.text);
      }
      return [label.join(" "), ...cells.map((c) => c.join(" "))];
    };
    const headers = [];
    const top = run.lines[0];
    if (!top) continue;
    let below = top;
    for (let k = lines.indexOf(top) - 1; k >= 0 && headers.length < 3; k--) {
      const line = lines[k];
      if (!line || line.used) break;
      if (line.y - below.y > 3.2 * Math.max(line.size, below.size)) break;
      const slack = line.size * 0.5;
      const region = { x0: first.x0 - slack, x1: (cols[cols.length - 1]?.x1 ?? first.x1) + slack };
      const inside = (s) => Math.max(0, Math.min(s.x1, region.x1) - Math.max(s.x0, region.x0)) >= (s.x1 - s.x0) * 0.6;
      const overCols = line.segments.filter((s) => inside(s) && cols.some((c) => overlaps(s, c, slack)));
      if (overCols.length === 0) break;
      const stray = line.segments.filter((s) => !overCols.includes(s) && s.x1 > first.x0 - slack);
      if (stray.length > 0) break;
      headers.unshift(line);
      below = line;
    }
    const context = [];
    const headTop = headers[0] ?? top;
    for (let k = lines.indexOf(headTop) - 1; k >= 0 && context.length < 3; k--) {
      const line = lines[k];
      if (!line || line.used) break;
      const lower = lines[k + 1];
      if (lower && line.y - lower.y > 4 * Math.max(line.size, lower.size)) break;
      context.unshift(line.text);
    }
    const nearest = (s) => {
      const mid = (s.x0 + s.x1) / 2;
      let best = 0;
      cols.forEach((c, k) => {
        if (Math.abs((c.x0 + c.x1) / 2 - mid) < Math.abs(((cols[best]?.x0 ?? 0) + (cols[best]?.x1 ?? 0)) / 2 - mid)) best = k;
      });
      return best;
    };
    const placed = [];
    for (let h = headers.length - 1; h >= 0; h--) {
      const line = headers[h];
      const below2 = placed[0] ?? [];
      const row = [];
      for (const s of line.segments) {
        if (s.x1 <= first.x0 + 1) {
          row.push({ s, cols: [-1] });
          continue;
        }
        const centred = cols.map((c, k) => (c.x0 + c.x1) / 2 >= s.x0 - 2 && (c.x0 + c.x1) / 2 <= s.x1 + 2 ? k : -1).filter((k) => k >= 0);
        const under = [...new Set(below2.filter((b) => b.s.x0 < s.x1 && s.x0 < b.s.x1).flatMap((b) => b.cols.filter((k) => k >= 0)))];
        const covered = under.length > centred.length ? under : centred;
        row.push({ s, cols: covered.length ? covered : [nearest(s)] });
      }
      placed.unshift(row);
    }
    const headerOf = (h) => {
      const cells = cols.map(() => []);
      const label = [];
      for (const { s, cols: ks } of placed[h] ?? []) {
        if (ks[0] === -1) label.push(s.text);
        else for (const k of ks) cells[k]?.push(s.text);
      }
      return [label.join(" "), ...cells.map((c) => c.join(" "))];
    };
    const grid = [];
    if (headers.length) {
      const rows = headers.map((_, h) => headerOf(h));
      const joined = rows[0].map((_, k) => rows.map((r) => r[k] ?? "").filter(Boolean).join(" ").replace(/\s+/g, " ").trim());
      grid.push({ rowNumber: 1, cells: joined });
    }
    const headerLines = headers.length ? 1 : 0;
    const centres = cols.map((c) => (c.x0 + c.x1) / 2);
    const memory = tableCounter.memory;
    let inherited = 0;
    if (!headers.length && memory && memory.centres.length === centres.length && centres.every((c, k) => Math.abs(c - memory.centres[k]) <= 12)) {
      for (const h of memory.header) grid.push({ rowNumber: grid.length + 1, cells: [...h] });
      inherited = memory.header.length;
      if (!context.length) context.push(...memory.context);
    }
    run.lines.forEach((line, i) => grid.push({ rowNumber: i + 1, cells: rowOf(line) }));
    for (let r = headerLines + inherited; r < grid.length - 1; r++) {
      const a = grid[r];
      const b = grid[r + 1];
      if (!a || !b) continue;
      const aLabel = String(a.cells[0] ?? "");
      const bLabel = String(b.cells[0] ?? "");
      if (a.cells.slice(1).every((c) => c === "") && /^[a-z(]/.test(bLabel) && aLabel && !/[.:]$/.test(aLabel)) {
        b.cells[0] = `${aLabel} ${bLabel}`;
        grid.splice(r, 1);
        r--;
      }
    }
    const headerCount = headerLines + inherited;
    grid.forEach((g, i) => {
      if (i >= headerCount) g.rowNumber = i - headerCount + 1;
    });
    const name = `Page ${page}, table ${tableCounter.n + 1}`;
    const { table } = gridToTable(grid, { name, page, headerRowCount: headerCount, context });
    if (!table) continue;
    if (headers.length) tableCounter.memory = { centres, header: grid.slice(0, headerLines).map((g) => g.cells.map((c) => String(c ?? ""))), context: [...context] };
    tableCounter.n++;
    tables.push(table);
    for (const l of [...headers, ...run.lines]) l.used = true;
  }
  return { tables, passages: withPassages ? paragraphs(lines.filter((l) => !l.used), page, bodySize) : [] };
}
function paragraphs(lines, page, bodySize) {
  const out = [];
  const gaps = [];
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1];
    const b = lines[i];
    if (a && b && Math.abs(a.size - b.size) < 0.5 && a.y - b.y >= a.size * 0.8) gaps.push(a.y - b.y);
  }
  gaps.sort((x, y) => x - y);
  const lineGap = gaps.length > 0 ? gaps[Math.floor(gaps.length * 0.1)] ?? bodySize * 1.2 : bodySize * 1.2;
  const width = Math.max(0, ...lines.map((l) => l.x1 - l.x0));
  let heading;
  let current = [];
  let headingUsed = true;
  const flush = () => {
    const text = current.join(" ").replace(/\s+/g, " ").trim();
    current = [];
    if (!text) return;
    out.push(heading ? { text, page, heading } : { text, page });
    headingUsed = true;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const prev = lines[i - 1];
    const isHeading = line.text.length <= 100 && (line.size >= bodySize * 1.15 || /^[^a-z]*[A-Z]{3}[^a-z]*$/.test(line.text) && line.text.length <= 60 && line.segments.length === 1);
    if (isHeading) {
      flush();
      if (!headingUsed && heading) out.push({ text: heading, page });
      heading = line.text;
      headingUsed = false;
      continue;
    }
    if (prev && current.length > 0) {
      const gap = prev.y - line.y;
      const prevText = current[current.length - 1] ?? "";
      const shortPrev = prev.x1 - prev.x0 < width * 0.7 && /[.:!?]$/.test(prevText);
      if (gap > lineGap * 1.3 + 0.5 || gap < 0 || Math.abs(prev.size - line.size) > 1 || shortPrev) flush();
    }
    const last = current[current.length - 1];
    if (last !== void 0 && /[a-z]-$/.test(last) && /^[a-z]/.test(line.text)) {
      current[current.length - 1] = last.slice(0, -1) + line.text;
    } else current.push(line.text);
  }
  flush();
  if (!headingUsed && heading) out.push({ text: heading, page });
  return out;
}
function bodyFontSize(lines) {
  const weight = /* @__PURE__ */ new Map();
  for (const l of lines) {
    const k = Math.round(l.size * 2) / 2;
    weight.set(k, (weight.get(k) ?? 0) + l.text.length);
  }
  let best = 10;
  let max = -1;
  for (const [k, w] of weight) {
    if (w > max) {
      max = w;
      best = k;
    }
  }
  return best;
}

// server/modules/documents/parse/ocr.ts
import { createCanvas, loadImage } from "@napi-rs/canvas";
import exifr from "exifr";
import { createRequire } from "node:module";
import path from "node:path";
import Tesseract from "tesseract.js";

// server/modules/documents/parse/image-guard.ts
import { crc32, inflateSync } from "node:zlib";
var PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
function imageLooksDecodable(bytes) {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngIsSound(bytes);
  if (bytes.length >= 3 && bytes[0] === 255 && bytes[1] === 216 && bytes[2] === 255) return jpegIsSound(bytes);
  return false;
}
var CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
var DEPTHS = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
function pngDataSize(width, height, depth, colorType, interlaced) {
  const bitsPerPixel = depth * CHANNELS[colorType];
  const rowBytes = (w) => w === 0 ? 0 : 1 + Math.ceil(w * bitsPerPixel / 8);
  if (!interlaced) return height * rowBytes(width);
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2]
  ];
  let total = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w > 0 && h > 0) total += h * rowBytes(w);
  }
  return total;
}
function pngIsSound(bytes) {
  let i = 8;
  let header = null;
  const data = [];
  let palette = false;
  while (i + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(i);
    if (length > 2147483647 || i + 12 + length > bytes.length) return false;
    const type = bytes.subarray(i + 4, i + 8);
    const body = bytes.subarray(i + 8, i + 8 + length);
    if (crc32(body, crc32(type)) !== bytes.readUInt32BE(i + 8 + length)) return false;
    const name = type.toString("latin1");
    if (!header && name !== "IHDR") return false;
    if (name === "IHDR") {
      if (header || length !== 13) return false;
      const [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      const [depth, colorType, compression, filter, interlace] = [body[8], body[9], body[10], body[11], body[12]];
      if (!width || !height || width > 2147483647 || height > 2147483647) return false;
      if (!DEPTHS[colorType]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return false;
      header = { width, height, depth, colorType, interlaced: interlace === 1 };
    } else if (name === "PLTE") {
      palette = length > 0 && length % 3 === 0 && length <= 768;
      if (!palette) return false;
    } else if (name === "IDAT") {
      data.push(body);
    } else if (name === "IEND") {
      if (!header || !data.length || header.colorType === 3 && !palette) return false;
      const expected = pngDataSize(header.width, header.height, header.depth, header.colorType, header.interlaced);
      try {
        const inflated = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 });
        return inflated.length === expected;
      } catch {
        return false;
      }
    }
    i += 12 + length;
  }
  return false;
}
function jpegIsSound(bytes) {
  let i = 2;
  let components = null;
  const quantTables = /* @__PURE__ */ new Set();
  const huffman = /* @__PURE__ */ new Set();
  const componentTables = [];
  let progressive = false;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 255) return false;
    const marker = bytes[i + 1];
    if (marker === 255) {
      i += 1;
      continue;
    }
    if (marker === 1 || marker >= 208 && marker <= 215) {
      i += 2;
      continue;
    }
    if (!(marker >= 224 && marker <= 239 || [254, 219, 196, 221, 192, 193, 194, 218].includes(marker))) return false;
    const length = bytes.readUInt16BE(i + 2);
    if (length < 2 || i + 2 + length > bytes.length) return false;
    const body = bytes.subarray(i + 4, i + 2 + length);
    if (marker === 219) {
      let j = 0;
      if (!body.length) return false;
      while (j < body.length) {
        const precision = body[j] >> 4;
        const id = body[j] & 15;
        if (precision > 1 || id > 3) return false;
        j += 1 + 64 * (precision + 1);
        if (j > body.length) return false;
        quantTables.add(id);
      }
    } else if (marker === 196) {
      if (!huffmanTables(body, huffman)) return false;
    } else if (marker === 221) {
      if (length !== 4) return false;
    } else if (marker === 192 || marker === 193 || marker === 194) {
      if (components) return false;
      progressive = marker === 194;
      if (body.length < 6) return false;
      const precision = body[0];
      const height = body.readUInt16BE(1);
      const width = body.readUInt16BE(3);
      const count = body[5];
      if (precision !== 8 || !width || !height || ![1, 3, 4].includes(count) || body.length !== 6 + 3 * count) return false;
      components = [];
      for (let c = 0; c < count; c++) {
        const id = body[6 + c * 3];
        const sampling = body[7 + c * 3];
        const table = body[8 + c * 3];
        const [h, v] = [sampling >> 4, sampling & 15];
        if (components.includes(id) || h < 1 || h > 4 || v < 1 || v > 4 || table > 3) return false;
        components.push(id);
        componentTables.push(table);
      }
    } else if (marker === 218) {
      if (!components || !componentTables.every((t) => quantTables.has(t))) return false;
      const count = body[0] ?? 0;
      if (count < 1 || count > 4 || body.length !== 1 + 2 * count + 3) return false;
      const [ss, se, approx] = [body[1 + 2 * count], body[2 + 2 * count], body[3 + 2 * count]];
      if (progressive) {
        if (ss > 63 || se > 63 || ss > se || approx >> 4 > 13 || (approx & 15) > 13) return false;
      } else if (ss !== 0 || se !== 63 || approx !== 0) return false;
      for (let c = 0; c < count; c++) {
        const id = body[1 + c * 2];
        const [dc, ac] = [body[2 + c * 2] >> 4, body[2 + c * 2] & 15];
        if (!components.includes(id)) return false;
        const needsDc = !progressive || ss === 0;
        const needsAc = !progressive || ss > 0;
        if (needsDc && !huffman.has(`0:${dc}`) || needsAc && !huffman.has(`1:${ac}`)) return false;
      }
      return i + 2 + length < bytes.length;
    }
    i += 2 + length;
  }
  return false;
}
function huffmanTables(segment, defined) {
  let i = 0;
  if (!segment.length) return false;
  while (i < segment.length) {
    if (i + 17 > segment.length) return false;
    const tableClass = segment[i] >> 4;
    const id = segment[i] & 15;
    if (tableClass > 1 || id > 3) return false;
    let total = 0;
    let code = 0;
    for (let length = 1; length <= 16; length++) {
      const count = segment[i + length];
      total += count;
      code += count;
      if (code >= 1 << length) return false;
      code <<= 1;
    }
    if (!total || total > 256 || i + 17 + total > segment.length) return false;
    if (tableClass === 0) {
      for (let s = 0; s < total; s++) if (segment[i + 17 + s] > 15) return false;
    }
    defined.add(`${tableClass}:${id}`);
    i += 17 + total;
  }
  return true;
}

// server/modules/documents/parse/ocr.ts
var worker = null;
function tesseractLangPath() {
  const require2 = createRequire(import.meta.url);
  return path.join(path.dirname(require2.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
}
function ocrWorker() {
  if (!worker) {
    const created = Tesseract.createWorker("eng", Tesseract.OEM.LSTM_ONLY, {
      langPath: tesseractLangPath(),
      gzip: true,
      // Never write eng.traineddata into the working directory; never fetch anything.
      cacheMethod: "none",
      errorHandler: () => {
      }
    });
    worker = created;
    created.catch(() => {
      if (worker === created) worker = null;
    });
  }
  return worker;
}
async function recognize(image) {
  const w = await ocrWorker();
  const { data } = await w.recognize(image, {}, { text: true, blocks: true });
  const lines = [];
  const words3 = [];
  const paragraphs2 = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      const texts = [];
      for (const line of paragraph.lines) {
        const text = clean(line.text);
        if (!text) continue;
        texts.push(text);
        const lineHeight = line.bbox.y1 - line.bbox.y0;
        lines.push({ text, height: lineHeight, confidence: line.confidence });
        for (const word of line.words) {
          if (word.text.trim()) words3.push({ text: word.text, x0: word.bbox.x0, x1: word.bbox.x1, lineBottom: line.bbox.y1, lineHeight });
        }
      }
      if (texts.length > 0) paragraphs2.push(texts.join("\n"));
    }
  }
  return { text: data.text, paragraphs: paragraphs2, lines, words: words3, confidence: data.confidence };
}
function imageSize(bytes) {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 2303741511 && bytes.toString("latin1", 12, 16) === "IHDR") {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 255 && bytes[1] === 216) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 255) {
        i++;
        continue;
      }
      const marker = bytes[i + 1] ?? 0;
      if (marker === 216 || marker === 1 || marker >= 208 && marker <= 215 || marker === 255) {
        i++;
        continue;
      }
      const length = bytes.readUInt16BE(i + 2);
      if (marker >= 192 && marker <= 207 && marker !== 196 && marker !== 200 && marker !== 204) {
        return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      }
      i += 2 + length;
    }
  }
  return void 0;
}
var decoderOrients = null;
function decoderAppliesOrientation() {
  decoderOrients ??= (async () => {
    try {
      const probe = createCanvas(2, 1);
      const jpeg = await probe.encode("jpeg", 80);
      const tiff = Buffer.from("4d4d002a00000008000101120003000000010006000000000000", "hex");
      const app1 = Buffer.concat([Buffer.from([255, 225, 0, 2 + 6 + tiff.length]), Buffer.from("Exif\0\0", "latin1"), tiff]);
      const img = await loadImage(Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]));
      return img.width === 1 && img.height === 2;
    } catch {
      return false;
    }
  })();
  return decoderOrients;
}
async function uprightImage(bytes, limits) {
  if (!imageLooksDecodable(bytes)) throw new ParseFailure(REASONS.imageDamaged);
  const size = imageSize(bytes);
  if (size && size.width * size.height > limits.maxImagePixels) throw new ParseFailure(REASONS.imageTooBig);
  let orientation = 1;
  try {
    orientation = await exifr.orientation(bytes) ?? 1;
  } catch {
    orientation = 1;
  }
  let img;
  try {
    img = await loadImage(bytes);
  } catch {
    throw new ParseFailure(REASONS.imageDamaged);
  }
  const w = img.width;
  const h = img.height;
  if (!w || !h) throw new ParseFailure(REASONS.imageDamaged);
  if (w * h > limits.maxImagePixels) throw new ParseFailure(REASONS.imageTooBig);
  const scale = Math.min(1, limits.maxOcrSide / Math.max(w, h));
  const sw = Math.max(1, Math.round(w * scale));
  const sh = Math.max(1, Math.round(h * scale));
  if (orientation > 1 && await decoderAppliesOrientation()) orientation = 1;
  const swap = orientation >= 5 && orientation <= 8;
  const canvas = createCanvas(swap ? sh : sw, swap ? sw : sh);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  switch (orientation) {
    case 2:
      ctx.transform(-1, 0, 0, 1, sw, 0);
      break;
    case 3:
      ctx.transform(-1, 0, 0, -1, sw, sh);
      break;
    case 4:
      ctx.transform(1, 0, 0, -1, 0, sh);
      break;
    case 5:
      ctx.transform(0, 1, 1, 0, 0, 0);
      break;
    case 6:
      ctx.transform(0, 1, -1, 0, sh, 0);
      break;
    case 7:
      ctx.transform(0, -1, -1, 0, sh, sw);
      break;
    case 8:
      ctx.transform(0, -1, 1, 0, 0, sw);
      break;
    default:
      break;
  }
  ctx.drawImage(img, 0, 0, sw, sh);
  const png = await canvas.encode("png");
  return { png, width: canvas.width, height: canvas.height };
}

// server/modules/documents/parse/pdf.ts
import { createCanvas as createCanvas2 } from "@napi-rs/canvas";
import { createRequire as createRequire2 } from "node:module";
import { readFile as readFile2 } from "node:fs/promises";
import path2 from "node:path";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

// server/modules/documents/parse/receipt.ts
function lineAmount(text) {
  const m = /(?:^|[\s:=*])(-)?\s*[$S€£]?\s?(\d{1,3}(?:[,.]\d{3})*|\d+)\s?([.,])\s?(\d{2})(?:\s*(?:USD|EUR|GBP))?\s*[A-Z]?\s*$/i.exec(text.trim());
  if (!m) return void 0;
  const whole = (m[2] ?? "").replace(/[,.]/g, "");
  const value = Number(`${whole}.${m[4] ?? "00"}`);
  if (!Number.isFinite(value)) return void 0;
  return m[1] ? -value : value;
}
var TOTAL_STRONG = /\b(?:grand\s*total|total\s*due|amount\s*due|balance\s*due|total\s*amount|amount\s*paid|total\s*paid|total\s*sale)\b/i;
var TOTAL = /\btotal\b/i;
var NOT_TOTAL = /sub\s*-?\s*total|total\s*(?:tax|savings?|discounts?|items?|qty|quantity|tips?\b)|(?:tax|items?)\s*total|you\s*saved/i;
var SUBTOTAL2 = /\bsub\s*-?\s*total\b/i;
var TAX = /\b(?:sales\s*)?tax\b|\bvat\b|\bgst\b|\bhst\b|\bpst\b/i;
var NOT_TAX = /tax\s*(?:id|no|number|exempt|#)|before\s*tax|incl(?:uding|\.)?\s*tax|pre-?tax/i;
function cleanMerchant(text) {
  return text.replace(/\s*(?:#|no\.?\s*|store\s*#?\s*)\d+\s*$/i, "").replace(/\s+\d{3,}\s*$/, "").replace(/[|_*~=]+/g, " ").replace(/\s+/g, " ").trim();
}
function isMerchantCandidate(text) {
  const letters = text.replace(/[^a-z]/gi, "").length;
  if (letters < 3) return false;
  if (findDate(text)) return false;
  if (/^\d+\s+\w+/.test(text) && /\b(?:st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|way|hwy|suite|ste)\b\.?/i.test(text)) return false;
  if (/\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/.test(text)) return false;
  if (/^(?:receipt|welcome|thank|customer copy|merchant copy|sale|invoice)\b/i.test(text)) return false;
  return lineAmount(text) === void 0;
}
function receiptFields(lines) {
  const fields = {};
  const texts = lines.map((l) => l.text.trim()).filter(Boolean);
  const head2 = lines.slice(0, 6).filter((l) => isMerchantCandidate(l.text));
  if (head2.length > 0) {
    const tallest = Math.max(...head2.map((l) => l.height));
    const pick = head2.find((l) => l.height >= tallest * 0.85) ?? head2[0];
    const merchant = pick ? cleanMerchant(pick.text) : "";
    if (merchant) fields.merchant = merchant;
  }
  const dated = texts.find((t) => /\bdate\b/i.test(t) && findDate(t)) ?? texts.find((t) => findDate(t));
  const date = dated ? findDate(dated) : void 0;
  if (date) {
    fields.date = date.iso;
    fields.dateText = date.text;
  }
  let strong;
  let plain;
  for (const t of texts) {
    const amount = lineAmount(t);
    if (amount === void 0) continue;
    if (SUBTOTAL2.test(t)) {
      fields.subtotal ??= amount;
      continue;
    }
    if (TAX.test(t) && !NOT_TAX.test(t) && !TOTAL.test(t)) {
      fields.tax ??= amount;
      continue;
    }
    if (NOT_TOTAL.test(t)) continue;
    if (TOTAL_STRONG.test(t)) strong = strong === void 0 ? amount : Math.max(strong, amount);
    else if (TOTAL.test(t)) plain = plain === void 0 ? amount : Math.max(plain, amount);
  }
  const total = strong ?? plain;
  if (total !== void 0) fields.total = total;
  return fields;
}

// server/modules/documents/parse/pdf.ts
var assets;
function pdfjsAssets() {
  if (!assets) {
    const require2 = createRequire2(import.meta.url);
    const root = path2.dirname(require2.resolve("pdfjs-dist/package.json"));
    assets = {
      standardFontDataUrl: `${path2.join(root, "standard_fonts")}${path2.sep}`,
      cMapUrl: `${path2.join(root, "cmaps")}${path2.sep}`,
      wasmUrl: `${path2.join(root, "wasm")}${path2.sep}`,
      iccUrl: `${path2.join(root, "iccs")}${path2.sep}`
    };
  }
  return assets;
}
function isTextItem(item) {
  return typeof item === "object" && item !== null && typeof item.str === "string" && Array.isArray(item.transform);
}
function piecesOf(items) {
  const pieces = [];
  for (const item of items) {
    if (!isTextItem(item) || item.str.trim() === "") continue;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height || 10;
    pieces.push({ text: item.str, x: e, y: f, width: item.width, size });
  }
  return pieces;
}
function ocrPieces(result) {
  return result.words.map((w) => ({ text: w.text, x: w.x0, y: -w.lineBottom, width: w.x1 - w.x0, size: w.lineHeight }));
}
var IMAGE_OPS = new Set([
  pdfjs.OPS.paintImageXObject,
  pdfjs.OPS.paintInlineImageXObject,
  pdfjs.OPS.paintImageMaskXObject,
  pdfjs.OPS.paintImageXObjectRepeat,
  pdfjs.OPS.paintInlineImageXObjectGroup,
  pdfjs.OPS.paintImageMaskXObjectGroup,
  pdfjs.OPS.paintImageMaskXObjectRepeat,
  pdfjs.OPS.paintSolidColorImageMask
].filter((op) => typeof op === "number"));
async function looksScanned(page) {
  const ops = await page.getOperatorList();
  let paths = 0;
  for (const fn of ops.fnArray) {
    if (IMAGE_OPS.has(fn)) return true;
    if (fn === pdfjs.OPS.constructPath) paths++;
  }
  return paths >= 50;
}
async function renderPage(page) {
  let viewport = page.getViewport({ scale: 2 });
  const longest = Math.max(viewport.width, viewport.height);
  if (longest > 3500) viewport = page.getViewport({ scale: 2 * 3500 / longest });
  const canvas = createCanvas2(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas,
    canvasContext: ctx,
    viewport
  }).promise;
  return canvas.encode("png");
}
async function parsePdf(filePath, limits) {
  const bytes = await readFile2(filePath);
  if (bytes.length === 0) throw new ParseFailure(REASONS.empty);
  if (bytes.length > limits.maxFileBytes) throw new ParseFailure(REASONS.tooBig);
  if (!bytes.subarray(0, 1024).includes("%PDF-")) throw new ParseFailure(REASONS.notPdf);
  const warnings = [];
  if (!bytes.subarray(Math.max(0, bytes.length - 2048)).includes("%%EOF")) {
    warnings.push("This PDF looks incomplete (it may have been cut off); some of it may be missing.");
  }
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    ...pdfjsAssets(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (e) {
    await task.destroy().catch(() => {
    });
    const name = e && typeof e === "object" ? e.name : void 0;
    if (name === "PasswordException") throw new ParseFailure(REASONS.pdfPassword);
    throw new ParseFailure(REASONS.pdfDamaged);
  }
  try {
    const passages = [];
    const tables = [];
    const fields = {};
    let ocr = false;
    const numPages = doc.numPages;
    const pagesToRead = Math.min(numPages, limits.maxPdfPages);
    if (numPages > pagesToRead) warnings.push(`Only the first ${pagesToRead} of ${numPages} pages were read.`);
    const counter = { n: 0 };
    const pageLines = [];
    const scanned = [];
    let unreadable2 = 0;
    for (let p = 1; p <= pagesToRead; p++) {
      try {
        const page = await doc.getPage(p);
        const content = await page.getTextContent();
        const lines = buildLines(piecesOf(content.items));
        const chars = lines.reduce((n, l) => n + l.text.replace(/\s/g, "").length, 0);
        if (chars < 15 && await looksScanned(page)) scanned.push(p);
        else pageLines.push({ page: p, lines });
        page.cleanup();
      } catch {
        unreadable2++;
      }
    }
    if (unreadable2 > 0) warnings.push(`${unreadable2} page${unreadable2 === 1 ? "" : "s"} could not be read.`);
    const body = bodyFontSize(pageLines.flatMap((p) => p.lines));
    const results = [];
    for (const { page, lines } of pageLines) results.push({ page, ...layoutPage(lines, page, counter, body) });
    const toOcr = scanned.slice(0, limits.maxOcrPages);
    if (scanned.length > toOcr.length) {
      warnings.push(`${scanned.length} pages are scanned images; only the first ${toOcr.length} were read with OCR.`);
    }
    const ocrLines = [];
    for (const p of toOcr) {
      try {
        const page = await doc.getPage(p);
        const png = await renderPage(page);
        page.cleanup();
        const result = await recognize(png);
        ocr = true;
        ocrLines.push(...result.lines);
        const lines = buildLines(ocrPieces(result));
        const laid = layoutPage(lines, p, counter, bodyFontSize(lines), false);
        results.push({ page: p, tables: laid.tables, passages: ocrPassages(result.paragraphs, p) });
      } catch {
        warnings.push(`Page ${p} is a scanned image that could not be read.`);
      }
    }
    results.sort((a, b) => a.page - b.page);
    for (const r of results) {
      tables.push(...r.tables);
      passages.push(...r.passages);
    }
    if (ocr) {
      warnings.push("Some pages were scanned images, read with OCR; check figures against the original.");
      if (numPages <= 2) {
        const found = receiptFields(ocrLines);
        if (found.total !== void 0) Object.assign(fields, found);
      }
    }
    if (passages.length === 0 && tables.length === 0) warnings.push("No text was found in this PDF.");
    return { kind: "pdf", pages: numPages, passages, tables, fields, ocr, warnings };
  } finally {
    await doc.destroy().catch(() => {
    });
  }
}

// server/modules/documents/parse/image.ts
function ocrPassages(paragraphs2, page) {
  const out = [];
  let current = "";
  const flush = () => {
    if (current.trim()) out.push(page === void 0 ? { text: current.trim() } : { text: current.trim(), page });
    current = "";
  };
  for (const p of paragraphs2) {
    if (current && current.length + p.length > 1200) flush();
    current = current ? `${current}
${p}` : p;
  }
  flush();
  return out;
}
async function parseImage(filePath, kind, limits) {
  const bytes = await readFile3(filePath);
  if (bytes.length === 0) throw new ParseFailure(REASONS.empty);
  if (bytes.length > limits.maxFileBytes) throw new ParseFailure(REASONS.tooBig);
  const { png } = await uprightImage(bytes, limits);
  const result = await recognize(png);
  const warnings = [];
  const passages = ocrPassages(result.paragraphs);
  if (passages.length === 0) warnings.push("No text was found in this image.");
  else if (result.confidence < 50) warnings.push("The text in this image was hard to read; some words may be wrong.");
  const fields = receiptFields(result.lines);
  const lines = buildLines(ocrPieces(result));
  const { tables } = layoutPage(lines, 1, { n: 0 }, bodyFontSize(lines), false);
  for (const t of tables) {
    delete t.page;
    t.name = t.name.replace(/^Page 1, t/, "T");
  }
  return { kind, passages, tables, fields, ocr: true, warnings };
}

// server/modules/documents/parse/xls.ts
import { readFile as readFile4, stat } from "node:fs/promises";
import * as XLSX from "xlsx-republish";
import * as cptable from "xlsx-republish/dist/cpexcel.full.mjs";

// server/modules/documents/parse/sheets.ts
function isDateFormat(fmt) {
  if (!fmt) return false;
  const f = fmt.replace(/\[[^\]]*\]|"[^"]*"|\\./g, "");
  return /[dy]|m{3,}/i.test(f) && !/[0#?]/.test(f);
}
function formatMark(fmt) {
  if (!fmt) return null;
  const positive = fmt.split(";")[0] ?? "";
  if (/%/.test(positive.replace(/"[^"]*"/g, ""))) return "%";
  const symbol = /[$€£¥]/.exec(positive.replace(/\[\$([^-\]]*)[^\]]*\]/g, "$1"));
  return symbol ? symbol[0] : null;
}
function excelSerialToDate(serial, date1904 = false) {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(epoch + Math.round(serial * 864e5));
}
function isRecord(v) {
  return typeof v === "object" && v !== null;
}
function richText(v) {
  if (!isRecord(v) || !Array.isArray(v.richText)) return void 0;
  return v.richText.map((part) => isRecord(part) && typeof part.text === "string" ? part.text : "").join("");
}
function toGridValue(v, numFmt) {
  if (v === null || v === void 0) return null;
  if (typeof v === "number") {
    if (!Number.isFinite(v)) return null;
    if (isDateFormat(numFmt) && v > 0 && v < 2958466) return dateToIso(excelSerialToDate(v));
    const mark = formatMark(numFmt);
    if (mark === "%") return `${Number((v * 100).toFixed(10))}%`;
    if (mark) return v < 0 ? `-${mark}${-v}` : `${mark}${v}`;
    return v;
  }
  if (typeof v === "string") return v;
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  if (v instanceof Date) return dateToIso(v);
  if (!isRecord(v)) return null;
  const rich = richText(v);
  if (rich !== void 0) return rich;
  if ("formula" in v || "sharedFormula" in v || "result" in v) return toGridValue(v.result, numFmt);
  if ("hyperlink" in v || "text" in v) return toGridValue(v.text, numFmt);
  return null;
}
function isColumnSum(formula, column) {
  if (!formula) return false;
  const f = formula.replace(/^=/, "").replace(/\$/g, "").trim().toUpperCase();
  const refs = [...f.matchAll(/(?:^|[^A-Z0-9!])([A-Z]{1,3})(\d+)/g)].map((m) => m[1]);
  if (refs.length === 0 || !refs.every((c) => c === column.toUpperCase())) return false;
  if (/^(?:SUM|SUBTOTAL)\s*\(/.test(f)) return true;
  return /^[A-Z]{1,3}\d+(?:\s*[+-]\s*[A-Z]{1,3}\d+){2,}$/.test(f);
}
function columnLetter2(col) {
  let s = "";
  let n = col;
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}
function sheetsToDocument(kind, sheets, warnings, pages) {
  const tables = [];
  const passages = [];
  for (const sheet of sheets) {
    const { table, passages: around } = gridToTable(sheet.rows, { name: sheet.name, sheet: sheet.name });
    if (table) tables.push(table);
    passages.push(...around);
    for (const note of sheet.notes) {
      const text = clean(note.text);
      if (text) passages.push({ text: `Comment on ${sheet.name}!${note.address}: ${text}`, sheet: sheet.name });
    }
  }
  return { kind, pages: pages ?? sheets.length, passages, tables, fields: {}, ocr: false, warnings };
}
function fillMerges(rows, merges) {
  for (const m of merges) {
    const master = rows.get(m.top)?.[m.left - 1];
    if (typeof master !== "string") continue;
    for (let r = m.top; r <= m.bottom; r++) {
      const cells = rows.get(r);
      if (!cells) continue;
      for (let c = m.left; c <= m.right; c++) {
        if ((cells[c - 1] ?? null) === null) cells[c - 1] = master;
      }
    }
  }
}

// server/modules/documents/parse/xls.ts
XLSX.set_cptable(cptable);
var MAX_XLS_BYTES = 40 * 1024 * 1024;
function cellValue(cell) {
  if (!cell) return null;
  switch (cell.t) {
    case "n":
      return typeof cell.v === "number" && Number.isFinite(cell.v) ? cell.v : null;
    case "s":
      return typeof cell.v === "string" ? cell.v : null;
    case "b":
      return cell.v ? "TRUE" : "FALSE";
    case "d":
      return cell.v instanceof Date ? dateToIso(cell.v) : typeof cell.v === "string" ? cell.v : null;
    default:
      return null;
  }
}
async function parseXlsBuffer(bytes, limits) {
  if (bytes.length === 0) throw new ParseFailure(REASONS.empty);
  if (bytes.length > Math.min(MAX_XLS_BYTES, limits.maxFileBytes)) throw new ParseFailure(REASONS.tooBig);
  let wb;
  try {
    wb = XLSX.read(bytes, {
      type: "buffer",
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellNF: false,
      cellDates: true,
      UTC: true,
      dense: true,
      sheetRows: limits.maxRows,
      WTF: false
    });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (/password|encrypt/i.test(message)) throw new ParseFailure(REASONS.officePassword);
    throw new ParseFailure(REASONS.workbookDamaged);
  }
  const warnings = /* @__PURE__ */ new Set();
  const names = wb.SheetNames;
  if (names.length > limits.maxSheets) warnings.add(`Only the first ${limits.maxSheets} sheets were read.`);
  const sheets = [];
  for (const name of names.slice(0, limits.maxSheets)) {
    const ws = wb.Sheets[name];
    if (!ws) continue;
    if (ws["!fullref"] && ws["!ref"] && ws["!fullref"] !== ws["!ref"]) {
      const full = XLSX.utils.decode_range(ws["!fullref"]);
      if (full.e.r + 1 > limits.maxRows) warnings.add(`Only the first ${limits.maxRows.toLocaleString("en-US")} rows of sheet "${name}" were read.`);
    }
    const data = ws["!data"] ?? [];
    const byRow = /* @__PURE__ */ new Map();
    const notes = [];
    data.forEach((row, r) => {
      if (!row) return;
      const cells = [];
      let any = false;
      row.forEach((cell, c) => {
        if (c >= limits.maxColumns) {
          warnings.add(`Only the first ${limits.maxColumns} columns of each sheet were read.`);
          return;
        }
        const v = cellValue(cell);
        cells[c] = v;
        if (v !== null) any = true;
        for (const comment of cell?.c ?? []) {
          if (typeof comment.t === "string" && comment.t.trim()) notes.push({ address: `${columnLetter2(c + 1)}${r + 1}`, text: comment.t });
        }
      });
      for (let i = 0; i < cells.length; i++) if (cells[i] === void 0) cells[i] = null;
      if (any) byRow.set(r + 1, cells);
    });
    const merges = (ws["!merges"] ?? []).map((m) => ({
      top: m.s.r + 1,
      left: m.s.c + 1,
      bottom: m.e.r + 1,
      right: m.e.c + 1
    }));
    fillMerges(byRow, merges);
    const rows = [...byRow.entries()].sort((a, b) => a[0] - b[0]).map(([rowNumber, cells]) => ({ rowNumber, cells }));
    sheets.push({ name, rows, notes });
  }
  return sheetsToDocument("xls", sheets, [...warnings]);
}
async function parseXls(filePath, limits) {
  const { size } = await stat(filePath);
  if (size === 0) throw new ParseFailure(REASONS.empty);
  if (size > Math.min(MAX_XLS_BYTES, limits.maxFileBytes)) throw new ParseFailure(REASONS.tooBig);
  return parseXlsBuffer(await readFile4(filePath), limits);
}

// server/modules/documents/parse/xlsx.ts
import ExcelJS from "exceljs";
import { open as open2 } from "node:fs/promises";
function overTime(caps) {
  if (Date.now() - caps.started <= caps.limits.sheetTimeBudgetMs) return false;
  caps.warnings.add("Reading stopped early: the workbook took too long to read in full.");
  return true;
}
async function head(filePath, n) {
  const fh = await open2(filePath, "r");
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await fh.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}
function noteText(note) {
  if (typeof note === "string") return note;
  if (note && typeof note === "object" && Array.isArray(note.texts)) {
    return note.texts.map((t) => t && typeof t === "object" && typeof t.text === "string" ? t.text : "").join("");
  }
  return "";
}
function readRow(eachCell, caps, notes) {
  const cells = [];
  let sum = false;
  eachCell((cell, col) => {
    if (col > caps.limits.maxColumns) {
      caps.warnings.add(`Only the first ${caps.limits.maxColumns} columns of each sheet were read.`);
      return;
    }
    let value;
    if (cell.type === ExcelJS.ValueType.Merge) {
      const master = cell.master ? toGridValue(cell.master.value, cell.master.numFmt) : null;
      value = typeof master === "string" ? master : null;
    } else {
      value = toGridValue(cell.value, cell.numFmt);
      let formula;
      try {
        formula = cell.formula;
      } catch {
        formula = void 0;
      }
      if (typeof value === "number" && isColumnSum(formula, columnLetter2(col))) sum = true;
    }
    cells[col - 1] = value;
    if (cell.note !== void 0) {
      const text = noteText(cell.note);
      if (text.trim()) notes.push({ address: cell.address ?? `${columnLetter2(col)}?`, text });
    }
  });
  for (let i = 0; i < cells.length; i++) if (cells[i] === void 0) cells[i] = null;
  return { cells, sum };
}
async function readWhole(filePath, caps) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(filePath);
  const sheets = [];
  const worksheets = wb.worksheets;
  if (worksheets.length > caps.limits.maxSheets) caps.warnings.add(`Only the first ${caps.limits.maxSheets} sheets were read.`);
  for (const ws of worksheets.slice(0, caps.limits.maxSheets)) {
    if (overTime(caps)) break;
    const notes = [];
    const byRow = /* @__PURE__ */ new Map();
    const sums = /* @__PURE__ */ new Set();
    let count = 0;
    const last = ws.rowCount;
    for (let r = 1; r <= last; r++) {
      const row = ws.findRow(r);
      if (!row || !row.hasValues) continue;
      if (count >= caps.limits.maxRows) {
        caps.warnings.add(`Only the first ${caps.limits.maxRows.toLocaleString("en-US")} rows of sheet "${ws.name}" were read.`);
        break;
      }
      if (count % 500 === 0 && overTime(caps)) break;
      const { cells, sum } = readRow((cb) => row.eachCell({ includeEmpty: false }, (cell, col) => cb(cell, col)), caps, notes);
      byRow.set(r, cells);
      if (sum) sums.add(r);
      count++;
    }
    const merges = [];
    for (const range of ws.model.merges ?? []) {
      const m = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(range);
      if (!m) continue;
      const col = (s) => [...s].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
      merges.push({ top: Number(m[2]), left: col(m[1] ?? ""), bottom: Number(m[4]), right: col(m[3] ?? "") });
    }
    fillMerges(byRow, merges);
    const rows = [...byRow.entries()].map(([rowNumber, cells]) => ({ rowNumber, cells, sumFormula: sums.has(rowNumber) }));
    sheets.push({ name: ws.name, rows, notes });
  }
  return sheets;
}
async function readStreaming(filePath, caps) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "ignore"
  });
  const sheets = [];
  let stop = false;
  for await (const ws of reader) {
    if (stop) continue;
    if (sheets.length >= caps.limits.maxSheets) {
      caps.warnings.add(`Only the first ${caps.limits.maxSheets} sheets were read.`);
      stop = true;
      continue;
    }
    const notes = [];
    const rows = [];
    const name = ws.name ?? `Sheet${sheets.length + 1}`;
    let full = false;
    for await (const row of ws) {
      if (full || stop) continue;
      if (!row.hasValues) continue;
      if (rows.length >= caps.limits.maxRows) {
        caps.warnings.add(`Only the first ${caps.limits.maxRows.toLocaleString("en-US")} rows of sheet "${name}" were read.`);
        full = true;
        continue;
      }
      if (rows.length % 500 === 0 && overTime(caps)) {
        stop = true;
        continue;
      }
      const { cells, sum } = readRow((cb) => row.eachCell({ includeEmpty: false }, (cell, col) => cb(cell, col)), caps, notes);
      rows.push({ rowNumber: row.number, cells, sumFormula: sum });
    }
    sheets.push({ name, rows, notes });
  }
  return sheets;
}
function isEncryptedOffice(bytes) {
  return bytes.includes(Buffer.from("EncryptionInfo", "utf16le")) || bytes.includes(Buffer.from("EncryptedPackage", "utf16le"));
}
var OLE_MAGIC = Buffer.from([208, 207, 17, 224, 161, 177, 26, 225]);
async function parseXlsx(filePath, kind, limits) {
  const start = await head(filePath, 8);
  if (start.length === 0) throw new ParseFailure(REASONS.empty);
  if (start.subarray(0, 8).equals(OLE_MAGIC)) {
    const { readFile: readFile5 } = await import("node:fs/promises");
    const bytes = await readFile5(filePath);
    if (isEncryptedOffice(bytes)) throw new ParseFailure(REASONS.officePassword);
    return { ...await parseXlsBuffer(bytes, limits), kind };
  }
  let entries;
  try {
    entries = await guardZip(filePath, limits);
  } catch (e) {
    if (e instanceof NotAZipError) throw new ParseFailure(REASONS.workbookDamaged);
    throw e;
  }
  if (!entries.some((e) => e.name === "xl/workbook.xml")) throw new ParseFailure("This file is not an Excel workbook, or it is too damaged to read.");
  const inflated = entries.filter((e) => /^xl\/(?:worksheets\/[^/]+\.xml|sharedStrings\.xml)$/.test(e.name)).reduce((n, e) => n + e.uncompressedSize, 0);
  const caps = { limits, started: Date.now(), warnings: /* @__PURE__ */ new Set() };
  let sheets;
  try {
    sheets = inflated > limits.xlsxStreamAboveBytes ? await readStreaming(filePath, caps) : await readWhole(filePath, caps);
  } catch (e) {
    if (e instanceof ParseFailure) throw e;
    throw new ParseFailure(REASONS.workbookDamaged);
  }
  return sheetsToDocument(kind, sheets, [...caps.warnings]);
}

// server/modules/documents/parse/parse.ts
async function startsWithZip(filePath) {
  const fh = await open3(filePath, "r");
  try {
    const buf = Buffer.alloc(4);
    await fh.read(buf, 0, 4, 0);
    return buf.equals(Buffer.from([80, 75, 3, 4]));
  } finally {
    await fh.close();
  }
}
function unreadable(kind) {
  switch (kind) {
    case "pdf":
      return REASONS.pdfDamaged;
    case "docx":
      return REASONS.docxDamaged;
    case "xlsx":
    case "xlsm":
    case "xls":
      return REASONS.workbookDamaged;
    case "csv":
      return REASONS.notText;
    default:
      return REASONS.imageDamaged;
  }
}
async function parseFile(filePath, kind, options = {}) {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  if (!DOCUMENT_KINDS.includes(kind)) throw new ParseFailure("This type of file cannot be read.");
  let size;
  try {
    size = (await stat2(filePath)).size;
  } catch {
    throw new ParseFailure("The file could not be found.");
  }
  if (size === 0) throw new ParseFailure(REASONS.empty);
  if (size > limits.maxFileBytes) throw new ParseFailure(REASONS.tooBig);
  try {
    switch (kind) {
      case "pdf":
        return await parsePdf(filePath, limits);
      case "docx":
        return await parseDocx(filePath, limits);
      case "xlsx":
      case "xlsm":
        return await parseXlsx(filePath, kind, limits);
      case "xls":
        if (await startsWithZip(filePath)) return await parseXlsx(filePath, "xls", limits);
        return await parseXls(filePath, limits);
      case "csv": {
        const name = options.fileName ? options.fileName.replace(/\.[^.]+$/, "") || "Table 1" : "Table 1";
        return await parseCsv(filePath, limits, name);
      }
      case "jpg":
      case "jpeg":
      case "png":
        return await parseImage(filePath, kind, limits);
    }
  } catch (e) {
    if (e instanceof ParseFailure) throw e;
    const failure = new ParseFailure(unreadable(kind));
    failure.cause = e;
    throw failure;
  }
  throw new ParseFailure("This type of file cannot be read.");
}

// ../../tmp/desc.ts
var files = process.argv.slice(2);
for (const f of files) {
  const doc = await parseFile(f, f.split(".").pop().toLowerCase(), { fileName: path3.basename(f) });
  doc.tables.forEach((t, i) => {
    const stored = { id: `t${i}`, documentId: "d", fileName: path3.basename(f), ordinal: i, name: t.name, title: t.title ?? null, sheet: t.sheet ?? null, page: t.page ?? null, units: t.units ?? null, headerRows: t.headerRows, columns: t.columns, rows: t.rows };
    const captions = doc.passages.filter((p) => t.sheet && p.sheet === t.sheet || t.page && p.page === t.page).map((p) => p.text).filter((x) => x.length <= 250);
    const m = buildTable(stored, { captions, docScale: null });
    console.log(m ? describeTable(m, { rows: Number(process.env.ROWS ?? 40) }) : `(no model for ${t.name})`);
  });
}
