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
function fullYear(y) {
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
    const y = fullYear(m[3] ?? "");
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
function words(text) {
  return text.split(/\s+/).filter(Boolean).length;
}
function rowText(cells) {
  return cells.filter((c) => c !== null).map(String).join(" ");
}
function gridToTable(source, options) {
  const passages = [];
  const where = { ...options.sheet !== void 0 ? { sheet: options.sheet } : {}, ...options.page !== void 0 ? { page: options.page } : {} };
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
        for (const r of grid) passages.push({ text: rowText(r.cells), ...where });
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
    if (typeof only === "string" && !/:\s*$/.test(only) && (words(only) >= 14 || only.length > 100 || words(only) >= 6 && /[.!?]\s*$/.test(only)) && parseAmount(only) === void 0) {
      passages.push({ text: only, ...where });
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
      if (j === labelCol || typeof c !== "string" || words(c) < 3 || parseAmount(c) !== void 0) return;
      const head2 = columns[j] ? `${columns[j]}: ` : "";
      const name = `${code !== void 0 ? `${code} ` : ""}${label || `Row ${r.rowNumber}`}`;
      rowNotes.push({ text: `${name} \u2014 ${head2}${c}`, ...where });
    });
  }
  passages.push(...mergePassages(rowNotes));
  const contextText = contextRows.map((r) => rowText(r.cells)).filter(Boolean);
  if (contextText.length > 0) passages.unshift({ text: contextText.join("\n"), ...where });
  const title = [...options.context ?? [], ...contextText].map(clean).filter(Boolean);
  if (parsedRows.length === 0) {
    for (const hr of headerRows) passages.push({ text: hr.filter(Boolean).join(" "), ...where });
    return { table: null, passages: mergePassages(passages) };
  }
  const table = {
    name: options.name,
    ...where,
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
      const widths = cols.map((c) => c.x1 - c.x0).sort((a, b) => a - b);
      const slack = Math.max(line.size * 0.5, 0.5 * (widths[Math.floor(widths.length / 2)] ?? 0));
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
  const words2 = [];
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
          if (word.text.trim()) words2.push({ text: word.text, x0: word.bbox.x0, x1: word.bbox.x1, lineBottom: line.bbox.y1, lineHeight });
        }
      }
      if (texts.length > 0) paragraphs2.push(texts.join("\n"));
    }
  }
  return { text: data.text, paragraphs: paragraphs2, lines, words: words2, confidence: data.confidence };
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
  let doc2;
  try {
    doc2 = await task.promise;
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
    const numPages = doc2.numPages;
    const pagesToRead = Math.min(numPages, limits.maxPdfPages);
    if (numPages > pagesToRead) warnings.push(`Only the first ${pagesToRead} of ${numPages} pages were read.`);
    const counter = { n: 0 };
    const pageLines = [];
    const scanned = [];
    let unreadable2 = 0;
    for (let p = 1; p <= pagesToRead; p++) {
      try {
        const page = await doc2.getPage(p);
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
        const page = await doc2.getPage(p);
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
    await doc2.destroy().catch(() => {
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
async function parseImage(filePath, kind2, limits) {
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
  return { kind: kind2, passages, tables, fields, ocr: true, warnings };
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
function columnLetter(col) {
  let s = "";
  let n = col;
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}
function sheetsToDocument(kind2, sheets, warnings, pages) {
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
  return { kind: kind2, pages: pages ?? sheets.length, passages, tables, fields: {}, ocr: false, warnings };
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
          if (typeof comment.t === "string" && comment.t.trim()) notes.push({ address: `${columnLetter(c + 1)}${r + 1}`, text: comment.t });
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
      if (typeof value === "number" && isColumnSum(formula, columnLetter(col))) sum = true;
    }
    cells[col - 1] = value;
    if (cell.note !== void 0) {
      const text = noteText(cell.note);
      if (text.trim()) notes.push({ address: cell.address ?? `${columnLetter(col)}?`, text });
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
async function parseXlsx(filePath, kind2, limits) {
  const start = await head(filePath, 8);
  if (start.length === 0) throw new ParseFailure(REASONS.empty);
  if (start.subarray(0, 8).equals(OLE_MAGIC)) {
    const { readFile: readFile5 } = await import("node:fs/promises");
    const bytes = await readFile5(filePath);
    if (isEncryptedOffice(bytes)) throw new ParseFailure(REASONS.officePassword);
    return { ...await parseXlsBuffer(bytes, limits), kind: kind2 };
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
  return sheetsToDocument(kind2, sheets, [...caps.warnings]);
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
function unreadable(kind2) {
  switch (kind2) {
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
async function parseFile(filePath, kind2, options = {}) {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  if (!DOCUMENT_KINDS.includes(kind2)) throw new ParseFailure("This type of file cannot be read.");
  let size;
  try {
    size = (await stat2(filePath)).size;
  } catch {
    throw new ParseFailure("The file could not be found.");
  }
  if (size === 0) throw new ParseFailure(REASONS.empty);
  if (size > limits.maxFileBytes) throw new ParseFailure(REASONS.tooBig);
  try {
    switch (kind2) {
      case "pdf":
        return await parsePdf(filePath, limits);
      case "docx":
        return await parseDocx(filePath, limits);
      case "xlsx":
      case "xlsm":
        return await parseXlsx(filePath, kind2, limits);
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
        return await parseImage(filePath, kind2, limits);
    }
  } catch (e) {
    if (e instanceof ParseFailure) throw e;
    const failure = new ParseFailure(unreadable(kind2));
    failure.cause = e;
    throw failure;
  }
  throw new ParseFailure("This type of file cannot be read.");
}

// ../../tmp/dump.ts
var [file, kind] = process.argv.slice(2);
var doc = await parseFile(file, kind ?? file.split(".").pop().toLowerCase(), { fileName: file.split("/").pop() });
for (const t of doc.tables) {
  console.log(`
=== TABLE ${t.name} sheet=${t.sheet ?? ""} page=${t.page ?? ""} units=${t.units ?? ""} title=${t.title ?? ""}`);
  for (const h of t.headerRows) console.log("  H| " + h.join(" | "));
  console.log("  C| " + t.columns.join(" | "));
  for (const r of t.rows) console.log(`  ${r.rowNumber}${r.isSubtotal ? "*" : ""} [${r.code ?? ""}] ${r.label} || ` + r.cells.map((c) => c === null ? "\xB7" : String(c)).join(" | "));
}
if (process.env.PASSAGES) for (const p of doc.passages) console.log(`
--- P page=${p.page ?? ""} sheet=${p.sheet ?? ""} heading=${p.heading ?? ""}
${p.text}`);
console.log(JSON.stringify(doc.fields));
