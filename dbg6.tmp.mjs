var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};

// server/modules/documents/parse/values.ts
function parseAmount(text2) {
  const t = text2.replace(/\s+/g, " ").trim();
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
function amountMark(text2) {
  const t = text2.replace(/\s+/g, " ").trim().toLowerCase();
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
function isYearLabel(text2) {
  return /^(?:FY\s?)?(?:19|20)\d{2}$/i.test(text2.trim());
}
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
function detectUnits(text2) {
  const t = text2.replace(/\s+/g, " ");
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
function iso(y, m, d) {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2100) return void 0;
  const date2 = new Date(Date.UTC(y, m - 1, d));
  if (date2.getUTCMonth() !== m - 1) return void 0;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
function fullYear(y) {
  const n = Number(y);
  return y.length === 2 ? n < 70 ? 2e3 + n : 1900 + n : n;
}
function findDate(text2, order = "mdy") {
  const candidates = [];
  const push = (m2, value) => {
    if (m2 && value) candidates.push({ index: m2.index, iso: value, text: m2[0] });
  };
  let m = /\b((?:19|20)\d{2})[-/.](\d{1,2})[-/.](\d{1,2})\b/.exec(text2);
  push(m, m && iso(Number(m[1]), Number(m[2]), Number(m[3])));
  m = /\b(\d{1,2})[/\-.](\d{1,2})[/\-.](\d{4}|\d{2})\b/.exec(text2);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const y = fullYear(m[3] ?? "");
    push(m, a > 12 || order === "dmy" && b <= 12 ? iso(y, b, a) ?? iso(y, a, b) : iso(y, a, b) ?? iso(y, b, a));
  }
  m = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/i.exec(text2);
  push(m, m && iso(Number(m[3]), MONTHS[(m[1] ?? "").toLowerCase()] ?? 0, Number(m[2])));
  m = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})\b/i.exec(text2);
  push(m, m && iso(Number(m[3]), MONTHS[(m[2] ?? "").toLowerCase()] ?? 0, Number(m[1])));
  candidates.sort((a, b) => a.index - b.index);
  const first = candidates[0];
  return first ? { iso: first.iso, text: first.text } : void 0;
}
function parseDateText(text2, order = "mdy") {
  const t = text2.trim();
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
function dateToIso(date2) {
  if (Number.isNaN(date2.getTime())) return null;
  const s = date2.toISOString();
  return s.endsWith("T00:00:00.000Z") ? s.slice(0, 10) : s.replace(".000Z", "Z");
}
function clean(text2) {
  return text2.replace(/[\u00a0\u202f\t\r\n ]+/g, " ").trim();
}
var DASHES, NONE, AMOUNT, FOOTNOTE, SUBTOTAL, MONTHS;
var init_values = __esm({
  "server/modules/documents/parse/values.ts"() {
    DASHES = /* @__PURE__ */ new Set(["-", "--", "\u2014", "\u2013", "\u2212", "\u2012", "\u2015", "- ", "$ -", "$-", "$ \u2014", "$\u2014"]);
    NONE = /^(?:n\/?a|n\.a\.|nm|n\.m\.|nil|not applicable|not meaningful)$/i;
    AMOUNT = /^(?<cur0>[$€£¥])?\s*(?<neg1>[-−–])?\s*(?<open>\()?\s*(?<neg2>[-−–])?\s*(?<cur1>[$€£¥]|USD|EUR|GBP|CAD|AUD)?\s*(?<neg3>[-−–])?\s*(?<num>(?:\d{1,3}(?:[,\u00a0\u202f]\d{3})+|\d+)(?:\.\d+)?|\.\d+)\s*(?<pct>%|x|bps|pts?|pp)?\s*(?<cur2>[$€£¥]|USD|EUR|GBP|CAD|AUD)?\s*(?<close>\))?\s*(?<pct2>%|x|bps|pts?|pp)?\s*(?<crdr>CR|DR|-)?$/i;
    FOOTNOTE = /\s*(?:\((?:[a-z]|\d{1,2}|[ivx]{1,4})\)|\*+|[¹²³⁴⁵⁶⁷⁸⁹⁰†‡]+)$/i;
    SUBTOTAL = /^(?:total|totals|subtotal|sub-total|sub total|grand total|net\b|change in net assets|changes in net assets|increase \(decrease\)|decrease \(increase\)|(?:net )?(?:increase|decrease) in\b|excess\b|surplus\b|deficit\b|balance,? end)/i;
    MONTHS = {
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
  }
});

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
function words(text2) {
  return text2.split(/\s+/).filter(Boolean).length;
}
function rowText(cells) {
  return cells.filter((c) => c !== null).map(String).join(" ");
}
function gridToTable(source, options) {
  const passages = [];
  const where3 = { ...options.sheet !== void 0 ? { sheet: options.sheet } : {}, ...options.page !== void 0 ? { page: options.page } : {} };
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
        for (const r of grid) passages.push({ text: rowText(r.cells), ...where3 });
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
      passages.push({ text: only, ...where3 });
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
      rowNotes.push({ text: `${name} \u2014 ${head2}${c}`, ...where3 });
    });
  }
  passages.push(...mergePassages(rowNotes));
  const contextText = contextRows.map((r) => rowText(r.cells)).filter(Boolean);
  if (contextText.length > 0) passages.unshift({ text: contextText.join("\n"), ...where3 });
  const title = [...options.context ?? [], ...contextText].map(clean).filter(Boolean);
  if (parsedRows.length === 0) {
    for (const hr of headerRows) passages.push({ text: hr.filter(Boolean).join(" "), ...where3 });
    return { table: null, passages: mergePassages(passages) };
  }
  const table2 = {
    name: options.name,
    ...where3,
    headerRows,
    columns,
    rows: parsedRows
  };
  if (units !== void 0) table2.units = units;
  if (title.length > 0) table2.title = title.join(" \u2014 ").slice(0, 300);
  return { table: table2, passages };
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
var init_grid = __esm({
  "server/modules/documents/parse/grid.ts"() {
    init_values();
  }
});

// server/modules/documents/parse/limits.ts
var DEFAULT_LIMITS, REASONS;
var init_limits = __esm({
  "server/modules/documents/parse/limits.ts"() {
    DEFAULT_LIMITS = {
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
    REASONS = {
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
  }
});

// server/modules/documents/parse/types.ts
var DOCUMENT_KINDS, ParseFailure;
var init_types = __esm({
  "server/modules/documents/parse/types.ts"() {
    DOCUMENT_KINDS = ["pdf", "docx", "xlsx", "xlsm", "xls", "csv", "jpg", "jpeg", "png"];
    ParseFailure = class extends Error {
      constructor(reason) {
        super(reason);
        this.reason = reason;
        this.name = "ParseFailure";
      }
      reason;
    };
  }
});

// server/modules/documents/parse/csv.ts
import { parse } from "csv-parse/sync";
import { readFile } from "node:fs/promises";
function decodeText(bytes) {
  if (bytes.length >= 2 && bytes[0] === 255 && bytes[1] === 254) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes.length >= 2 && bytes[0] === 254 && bytes[1] === 255) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  const sample = bytes.subarray(0, 1024 * 1024);
  if (sample.includes(0)) throw new ParseFailure(REASONS.notText);
  const text2 = new TextDecoder("utf-8").decode(bytes);
  let bad = 0;
  let controls = 0;
  const probe = text2.slice(0, 1024 * 1024);
  for (let i = 0; i < probe.length; i++) {
    const c = probe.charCodeAt(i);
    if (c === 65533) bad++;
    else if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) controls++;
  }
  if (controls > Math.max(8, probe.length * 0.01)) throw new ParseFailure(REASONS.notText);
  if (bad === 0) return text2.charCodeAt(0) === 65279 ? text2.slice(1) : text2;
  if (bad > Math.max(16, probe.length * 0.02)) throw new ParseFailure(REASONS.notText);
  return new TextDecoder("windows-1252").decode(bytes);
}
function detectDelimiter(text2) {
  const lines = text2.split(/\r?\n/).filter((l) => l.trim() !== "").slice(0, 30);
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
function looksLikeHtml(text2) {
  return /^\s*(?:<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<\?xml[^>]*>\s*<html)/i.test(text2.slice(0, 2e3));
}
async function parseCsv(filePath, limits, name = "Table 1") {
  const bytes = await readFile(filePath);
  if (bytes.length === 0) throw new ParseFailure(REASONS.empty);
  if (bytes.length > limits.maxFileBytes) throw new ParseFailure(REASONS.tooBig);
  const text2 = decodeText(bytes);
  if (text2.trim() === "") throw new ParseFailure(REASONS.empty);
  if (looksLikeHtml(text2)) throw new ParseFailure(HTML_AS_CSV_REASON);
  const warnings = [];
  const delimiter = detectDelimiter(text2);
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
    records = parse(text2, options);
  } catch {
    try {
      records = parse(text2, { ...options, quote: false });
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
  const { table: table2, passages } = gridToTable(grid, { name });
  return { kind: "csv", passages, tables: table2 ? [table2] : [], fields: {}, ocr: false, warnings };
}
var HTML_AS_CSV_REASON;
var init_csv = __esm({
  "server/modules/documents/parse/csv.ts"() {
    init_grid();
    init_limits();
    init_types();
    HTML_AS_CSV_REASON = "This file is a web page (HTML), not a CSV file. Export the data as CSV and upload it again.";
  }
});

// server/modules/documents/parse/zip-guard.ts
import yauzl from "yauzl";
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
var NotAZipError, MB;
var init_zip_guard = __esm({
  "server/modules/documents/parse/zip-guard.ts"() {
    init_limits();
    init_types();
    NotAZipError = class extends Error {
      constructor(message) {
        super(message);
        this.name = "NotAZipError";
      }
    };
    MB = 1024 * 1024;
  }
});

// server/modules/documents/parse/docx.ts
import mammoth from "mammoth";
function decodeEntities(text2) {
  return text2.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
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
  const push = (text2) => {
    const t = clean(text2);
    if (!t) return;
    passages.push(heading ? { text: t, heading } : { text: t });
  };
  const flushList = () => {
    if (list.length > 0) push(list.map((item) => `\u2022 ${item}`).join("\n"));
    list = [];
  };
  const endBlock = () => {
    if (!block) return;
    const text2 = clean(block.text);
    const tag = block.tag;
    const allBold = block.boldChars >= text2.replace(/\s/g, "").length * 0.9;
    block = null;
    if (!text2) return;
    if (/^h[1-6]$/.test(tag) || tag === "p" && allBold && text2.length <= 120 && text2.split(" ").length <= 15 && !/[.:;]$/.test(text2)) {
      flushList();
      heading = text2;
      return;
    }
    if (tag === "li") {
      list.push(text2);
      return;
    }
    flushList();
    push(text2);
  };
  const re = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const text2 = m[4];
    if (text2 !== void 0) {
      const t = decodeEntities(text2);
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
          const { table: table2, passages: around } = gridToTable(grid, {
            name: `Table ${tables.length + 1}`,
            ...heading ? { context: [heading] } : {}
          });
          if (table2) tables.push(table2);
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
var STYLE_MAP, ENTITIES;
var init_docx = __esm({
  "server/modules/documents/parse/docx.ts"() {
    init_grid();
    init_limits();
    init_types();
    init_zip_guard();
    init_values();
    STYLE_MAP = [
      "p[style-name='Title'] => h1:fresh",
      "p[style-name='Subtitle'] => h2:fresh",
      "p[style-name='Heading'] => h2:fresh"
    ];
    ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
  }
});

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
      const text2 = p.text.replace(/\s+/g, " ");
      const last = segments[segments.length - 1];
      const gap = last ? p.x - last.x1 : Infinity;
      if (last && gap <= size * 1.2) {
        const space = gap > size * 0.12 && !last.text.endsWith(" ") && !text2.startsWith(" ") ? " " : "";
        last.text += space + text2;
        last.x1 = Math.max(last.x1, p.x + p.width);
      } else {
        segments.push({ x0: p.x, x1: p.x + Math.max(p.width, 0), text: text2 });
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
function isValue(text2) {
  const n = parseAmount(text2);
  if (n === void 0) return false;
  return !(typeof n === "number" && isYearLabel(text2));
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
    const { table: table2 } = gridToTable(grid, { name, page, headerRowCount: headerCount, context });
    if (!table2) continue;
    if (headers.length) tableCounter.memory = { centres, header: grid.slice(0, headerLines).map((g) => g.cells.map((c) => String(c ?? ""))), context: [...context] };
    tableCounter.n++;
    tables.push(table2);
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
    const text2 = current.join(" ").replace(/\s+/g, " ").trim();
    current = [];
    if (!text2) return;
    out.push(heading ? { text: text2, page, heading } : { text: text2, page });
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
var init_layout = __esm({
  "server/modules/documents/parse/layout.ts"() {
    init_grid();
    init_values();
  }
});

// server/modules/documents/parse/image-guard.ts
import { crc32, inflateSync } from "node:zlib";
function imageLooksDecodable(bytes) {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngIsSound(bytes);
  if (bytes.length >= 3 && bytes[0] === 255 && bytes[1] === 216 && bytes[2] === 255) return jpegIsSound(bytes);
  return false;
}
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
        const table2 = body[8 + c * 3];
        const [h, v] = [sampling >> 4, sampling & 15];
        if (components.includes(id) || h < 1 || h > 4 || v < 1 || v > 4 || table2 > 3) return false;
        components.push(id);
        componentTables.push(table2);
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
var PNG_SIGNATURE, CHANNELS, DEPTHS;
var init_image_guard = __esm({
  "server/modules/documents/parse/image-guard.ts"() {
    PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
    CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
    DEPTHS = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
  }
});

// server/modules/documents/parse/ocr.ts
import { createCanvas, loadImage } from "@napi-rs/canvas";
import exifr from "exifr";
import { createRequire } from "node:module";
import path from "node:path";
import Tesseract from "tesseract.js";
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
        const text2 = clean(line.text);
        if (!text2) continue;
        texts.push(text2);
        const lineHeight = line.bbox.y1 - line.bbox.y0;
        lines.push({ text: text2, height: lineHeight, confidence: line.confidence });
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
var worker, decoderOrients;
var init_ocr = __esm({
  "server/modules/documents/parse/ocr.ts"() {
    init_image_guard();
    init_limits();
    init_types();
    init_values();
    worker = null;
    decoderOrients = null;
  }
});

// server/modules/documents/parse/receipt.ts
function lineAmount(text2) {
  const m = /(?:^|[\s:=*])(-)?\s*[$S€£]?\s?(\d{1,3}(?:[,.]\d{3})*|\d+)\s?([.,])\s?(\d{2})(?:\s*(?:USD|EUR|GBP))?\s*[A-Z]?\s*$/i.exec(text2.trim());
  if (!m) return void 0;
  const whole = (m[2] ?? "").replace(/[,.]/g, "");
  const value = Number(`${whole}.${m[4] ?? "00"}`);
  if (!Number.isFinite(value)) return void 0;
  return m[1] ? -value : value;
}
function cleanMerchant(text2) {
  return text2.replace(/\s*(?:#|no\.?\s*|store\s*#?\s*)\d+\s*$/i, "").replace(/\s+\d{3,}\s*$/, "").replace(/[|_*~=]+/g, " ").replace(/\s+/g, " ").trim();
}
function isMerchantCandidate(text2) {
  const letters = text2.replace(/[^a-z]/gi, "").length;
  if (letters < 3) return false;
  if (findDate(text2)) return false;
  if (/^\d+\s+\w+/.test(text2) && /\b(?:st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|way|hwy|suite|ste)\b\.?/i.test(text2)) return false;
  if (/\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/.test(text2)) return false;
  if (/^(?:receipt|welcome|thank|customer copy|merchant copy|sale|invoice)\b/i.test(text2)) return false;
  return lineAmount(text2) === void 0;
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
  const all = texts.join("\n");
  const currency = /£|\bGBP\b|\bVAT\b|\bVAT\s*(?:reg|no)/i.test(all) ? "\xA3" : /€|\bEUR\b/.test(all) ? "\u20AC" : null;
  if (currency) fields.currency = currency;
  const order = currency ? "dmy" : "mdy";
  const dated = texts.find((t) => /\bdate\b/i.test(t) && findDate(t, order)) ?? texts.find((t) => findDate(t, order));
  const date2 = dated ? findDate(dated, order) : void 0;
  if (date2) {
    fields.date = date2.iso;
    fields.dateText = date2.text;
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
var TOTAL_STRONG, TOTAL, NOT_TOTAL, SUBTOTAL2, TAX, NOT_TAX;
var init_receipt = __esm({
  "server/modules/documents/parse/receipt.ts"() {
    init_values();
    TOTAL_STRONG = /\b(?:grand\s*total|total\s*due|amount\s*due|balance\s*due|total\s*amount|amount\s*paid|total\s*paid|total\s*sale)\b/i;
    TOTAL = /\btotal\b/i;
    NOT_TOTAL = /sub\s*-?\s*total|total\s*(?:tax|savings?|discounts?|items?|qty|quantity|tips?\b)|(?:tax|items?)\s*total|you\s*saved/i;
    SUBTOTAL2 = /\bsub\s*-?\s*total\b/i;
    TAX = /\b(?:sales\s*)?tax\b|\bvat\b|\bgst\b|\bhst\b|\bpst\b/i;
    NOT_TAX = /tax\s*(?:id|no|number|exempt|#)|before\s*tax|incl(?:uding|\.)?\s*tax|pre-?tax/i;
  }
});

// server/modules/documents/parse/pdf.ts
import { createCanvas as createCanvas2 } from "@napi-rs/canvas";
import { createRequire as createRequire2 } from "node:module";
import { readFile as readFile2 } from "node:fs/promises";
import path2 from "node:path";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
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
var assets, IMAGE_OPS;
var init_pdf = __esm({
  "server/modules/documents/parse/pdf.ts"() {
    init_limits();
    init_layout();
    init_ocr();
    init_image();
    init_receipt();
    init_types();
    IMAGE_OPS = new Set([
      pdfjs.OPS.paintImageXObject,
      pdfjs.OPS.paintInlineImageXObject,
      pdfjs.OPS.paintImageMaskXObject,
      pdfjs.OPS.paintImageXObjectRepeat,
      pdfjs.OPS.paintInlineImageXObjectGroup,
      pdfjs.OPS.paintImageMaskXObjectGroup,
      pdfjs.OPS.paintImageMaskXObjectRepeat,
      pdfjs.OPS.paintSolidColorImageMask
    ].filter((op) => typeof op === "number"));
  }
});

// server/modules/documents/parse/image.ts
import { readFile as readFile3 } from "node:fs/promises";
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
var init_image = __esm({
  "server/modules/documents/parse/image.ts"() {
    init_limits();
    init_layout();
    init_ocr();
    init_pdf();
    init_receipt();
    init_types();
  }
});

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
function sheetsToDocument(kind, sheets, warnings, pages) {
  const tables = [];
  const passages = [];
  for (const sheet of sheets) {
    const { table: table2, passages: around } = gridToTable(sheet.rows, { name: sheet.name, sheet: sheet.name });
    if (table2) tables.push(table2);
    passages.push(...around);
    for (const note of sheet.notes) {
      const text2 = clean(note.text);
      if (text2) passages.push({ text: `Comment on ${sheet.name}!${note.address}: ${text2}`, sheet: sheet.name });
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
var init_sheets = __esm({
  "server/modules/documents/parse/sheets.ts"() {
    init_grid();
    init_values();
  }
});

// server/modules/documents/parse/xls.ts
import { readFile as readFile4, stat } from "node:fs/promises";
import * as XLSX from "xlsx-republish";
import * as cptable from "xlsx-republish/dist/cpexcel.full.mjs";
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
  const names2 = wb.SheetNames;
  if (names2.length > limits.maxSheets) warnings.add(`Only the first ${limits.maxSheets} sheets were read.`);
  const sheets = [];
  for (const name of names2.slice(0, limits.maxSheets)) {
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
var MAX_XLS_BYTES;
var init_xls = __esm({
  "server/modules/documents/parse/xls.ts"() {
    init_limits();
    init_sheets();
    init_types();
    init_values();
    XLSX.set_cptable(cptable);
    MAX_XLS_BYTES = 40 * 1024 * 1024;
  }
});

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
      const text2 = noteText(cell.note);
      if (text2.trim()) notes.push({ address: cell.address ?? `${columnLetter(col)}?`, text: text2 });
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
var OLE_MAGIC;
var init_xlsx = __esm({
  "server/modules/documents/parse/xlsx.ts"() {
    init_limits();
    init_sheets();
    init_xls();
    init_types();
    init_zip_guard();
    OLE_MAGIC = Buffer.from([208, 207, 17, 224, 161, 177, 26, 225]);
  }
});

// server/modules/documents/parse/parse.ts
import { open as open3, stat as stat2 } from "node:fs/promises";
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
var init_parse = __esm({
  "server/modules/documents/parse/parse.ts"() {
    init_csv();
    init_docx();
    init_image();
    init_limits();
    init_pdf();
    init_types();
    init_xls();
    init_xlsx();
  }
});

// ../../tmp/dbg6.ts
init_parse();
import path3 from "node:path";
import { readdirSync } from "node:fs";

// server/modules/assistant/analyst/eval/offline.ts
init_parse();
init_types();

// server/modules/documents/processor.ts
import { and, eq, sql as sql2 } from "drizzle-orm";

// server/db/schema.ts
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid
} from "drizzle-orm/pg-core";
var createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
var ts = (name) => timestamp(name, { withTimezone: true });
var roleEnum = pgEnum("member_role", ["OWNER", "ADMIN", "MEMBER"]);
var users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    externalId: text("external_id").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex("users_external_id_key").on(t.externalId), index("users_email_idx").on(sql`lower(${t.email})`)]
);
var organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  ownerUserId: uuid("owner_user_id").notNull().references(() => users.id),
  /** When the onboarding questionnaire was first completed; null until then. */
  questionnaireCompletedAt: ts("questionnaire_completed_at"),
  createdAt: createdAt()
});
var memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: roleEnum("role").notNull(),
    tag: text("tag"),
    isActive: boolean("is_active").notNull().default(true),
    lastActivityAt: ts("last_activity_at"),
    createdAt: createdAt()
  },
  // A person belongs to one organisation at a time: the token carries a single organisation.
  (t) => [uniqueIndex("memberships_user_key").on(t.userId), index("memberships_org_idx").on(t.organizationId)]
);
var agents = pgTable(
  "agents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    foundryAgentId: text("foundry_agent_id").notNull(),
    createdAt: createdAt()
  },
  // One agent of each type per organisation: a second initialisation, even a concurrent one,
  // hits this index (and answers agents_exist). It also serves lookups by organisation.
  (t) => [uniqueIndex("agents_org_type_key").on(t.organizationId, t.type)]
);
var agentAccess = pgTable(
  "agent_access",
  {
    agentId: uuid("agent_id").notNull().references(() => agents.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.agentId, t.userId] })]
);
var questionnaireAnswers = pgTable(
  "questionnaire_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    question: text("question").notNull(),
    answer: jsonb("answer").notNull(),
    answeredBy: uuid("answered_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow()
  },
  (t) => [uniqueIndex("questionnaire_answers_org_question_key").on(t.organizationId, t.questionId)]
);
var notifyRequests = pgTable(
  "notify_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    assistantId: text("assistant_id").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow()
  },
  (t) => [uniqueIndex("notify_requests_user_assistant_key").on(t.userId, t.assistantId)]
);
var documentStatusEnum = pgEnum("document_status", ["processing", "ready", "failed"]);
var DOCUMENT_KIND_VALUES = ["pdf", "docx", "xlsx", "xlsm", "xls", "csv", "jpg", "jpeg", "png"];
var tsvector = customType({ dataType: () => "tsvector" });
var documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id").notNull().references(() => agents.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    blobName: text("blob_name").notNull(),
    originalFilename: text("original_filename").notNull(),
    kind: text("kind", { enum: DOCUMENT_KIND_VALUES }).notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    category: text("category"),
    subCategory: text("sub_category"),
    fiscalYear: integer("fiscal_year"),
    status: documentStatusEnum("status").notNull().default("processing"),
    /** Why it failed, as a sentence the person can read. */
    error: text("error"),
    /** Fields read from a receipt or letter (merchant, date, total, ...). */
    fields: jsonb("fields").$type().notNull().default({}),
    pages: integer("pages"),
    /** What the parser wants the person to know (rows capped, pages without text, ...). */
    warnings: jsonb("warnings").$type().notNull().default([]),
    ocr: boolean("ocr").notNull().default(false),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    processedAt: ts("processed_at")
  },
  (t) => [
    uniqueIndex("documents_org_agent_name_key").on(t.organizationId, t.agentId, sql`lower(${t.fileName})`),
    uniqueIndex("documents_blob_name_key").on(t.blobName)
  ]
);
var documentTables = pgTable(
  "document_tables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id").notNull().references(() => documents.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    name: text("name").notNull(),
    sheet: text("sheet"),
    page: integer("page"),
    headerRows: jsonb("header_rows").$type().notNull(),
    columns: jsonb("columns").$type().notNull(),
    /** ParsedRow[]: { rowNumber, label, code?, isSubtotal, cells }. */
    rows: jsonb("rows").$type().notNull(),
    units: text("units"),
    /** The title printed above the table ('Statement of Financial Position — As of June 30, 2025'). */
    title: text("title")
  },
  (t) => [index("document_tables_document_idx").on(t.documentId, t.ordinal), index("document_tables_org_idx").on(t.organizationId)]
);
var documentChunks = pgTable(
  "document_chunks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id").notNull().references(() => documents.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    text: text("text").notNull(),
    page: integer("page"),
    sheet: text("sheet"),
    heading: text("heading"),
    /** The table and row a row-chunk came from (null for passages). */
    tableId: uuid("table_id").references(() => documentTables.id, { onDelete: "cascade" }),
    rowNumber: integer("row_number"),
    searchVector: tsvector("search_vector").notNull().generatedAlwaysAs(() => sql`to_tsvector('english'::regconfig, coalesce("heading", '') || ' ' || coalesce("sheet", '') || ' ' || "text")`)
  },
  (t) => [
    index("document_chunks_document_idx").on(t.documentId, t.ordinal),
    index("document_chunks_org_idx").on(t.organizationId),
    index("document_chunks_search_idx").using("gin", t.searchVector)
  ]
);
var documentJobs = pgTable(
  "document_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id").notNull().references(() => documents.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    runAfter: ts("run_after").notNull().defaultNow(),
    lockedUntil: ts("locked_until"),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex("document_jobs_document_key").on(t.documentId), index("document_jobs_run_after_idx").on(t.runAfter)]
);
var uploadIdempotency = pgTable(
  "upload_idempotency",
  {
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    route: text("route").notNull(),
    status: integer("status"),
    response: jsonb("response"),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.key] })]
);
var MESSAGE_ROLE_VALUES = ["user", "assistant", "system"];
var MESSAGE_FEEDBACK_VALUES = ["positive", "negative"];
var chatFolders = pgTable(
  "chat_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow()
  },
  (t) => [index("chat_folders_owner_idx").on(t.userId, t.organizationId)]
);
var chatThreads = pgTable(
  "chat_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id").notNull().references(() => agents.id, { onDelete: "cascade" }),
    folderId: uuid("folder_id").references(() => chatFolders.id, { onDelete: "set null" }),
    title: text("title").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    lastMessageAt: ts("last_message_at").notNull().defaultNow()
  },
  (t) => [index("chat_threads_owner_idx").on(t.userId, t.organizationId, t.lastMessageAt), index("chat_threads_folder_idx").on(t.folderId)]
);
var chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    threadId: uuid("thread_id").notNull().references(() => chatThreads.id, { onDelete: "cascade" }),
    role: text("role", { enum: MESSAGE_ROLE_VALUES }).notNull(),
    content: text("content").notNull(),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
    totalTokens: integer("total_tokens").notNull().default(0),
    /** An admin's thumbs up or down on an answer. */
    feedback: text("feedback", { enum: MESSAGE_FEEDBACK_VALUES }),
    feedbackBy: uuid("feedback_by").references(() => users.id, { onDelete: "set null" }),
    feedbackAt: ts("feedback_at"),
    /** The thumbs down became an improvement (issue 8). */
    usedForImprovement: boolean("used_for_improvement").notNull().default(false),
    createdAt: createdAt()
  },
  (t) => [index("chat_messages_thread_idx").on(t.threadId, t.seq)]
);
var queryUsage = pgTable(
  "query_usage",
  {
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    period: date("period", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
    updatedAt: ts("updated_at").notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.period] })]
);
var feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The token's subject, kept even for someone without a users row yet. */
    subject: text("subject").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    description: text("description"),
    screenshots: jsonb("screenshots").$type().notNull().default([]),
    createdAt: createdAt()
  },
  (t) => [index("feedback_organization_idx").on(t.organizationId, t.createdAt)]
);
var teamInvites = pgTable(
  "team_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: roleEnum("role").notNull(),
    tag: text("tag"),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    /** Kept as it was when invited, so the list still names who invited after they left. */
    invitedByEmail: text("invited_by_email").notNull(),
    createdAt: createdAt(),
    /** When the latest mail went out (the first, or the latest resend). */
    sentAt: ts("sent_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    acceptedAt: ts("accepted_at"),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    cancelledAt: ts("cancelled_at")
  },
  (t) => [
    uniqueIndex("team_invites_token_hash_key").on(t.tokenHash),
    index("team_invites_org_idx").on(t.organizationId, t.createdAt),
    // One pending invitation per address and organisation, even when two are sent at once.
    uniqueIndex("team_invites_pending_email_key").on(t.organizationId, sql`lower(${t.email})`).where(sql`${t.acceptedAt} is null and ${t.cancelledAt} is null`)
  ]
);
var ACTIVITY_KIND_VALUES = ["sign_in", "question", "upload", "joined"];
var memberActivities = pgTable(
  "member_activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ACTIVITY_KIND_VALUES }).notNull(),
    /** The document's name for an upload; null for the others. */
    detail: text("detail"),
    createdAt: createdAt()
  },
  (t) => [index("member_activities_org_created_idx").on(t.organizationId, t.createdAt.desc())]
);
var VERIFICATION_STATUS_VALUES = ["unverified", "failed", "verified", "manual-review-pending", "manual-review-rejected"];
var VERIFICATION_ATTEMPT_STATUS_VALUES = ["verifying", "verified", "failed"];
var VERIFICATION_REVIEW_STATUS_VALUES = ["pending", "approved", "rejected"];
var organizationVerifications = pgTable("organization_verifications", {
  organizationId: uuid("organization_id").primaryKey().references(() => organizations.id, { onDelete: "cascade" }),
  status: text("status", { enum: VERIFICATION_STATUS_VALUES }).notNull().default("unverified"),
  /** Failed automatic attempts (the spec offers manual review after 2). */
  failedAttempts: integer("failed_attempts").notNull().default(0),
  ein: text("ein"),
  /** The determination letter's date as printed (ISO date when it could be read). */
  letterDate: date("letter_date", { mode: "string" }),
  verifiedAt: ts("verified_at"),
  updatedAt: ts("updated_at").notNull().defaultNow()
});
var verificationAttempts = pgTable(
  "verification_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    blobName: text("blob_name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    status: text("status", { enum: VERIFICATION_ATTEMPT_STATUS_VALUES }).notNull().default("verifying"),
    /** What reading found: { has501c3, ein, nameMatched, letterDate, ... }. */
    findings: jsonb("findings"),
    /** Why it failed, in words the user understands. */
    reason: text("reason"),
    createdAt: createdAt(),
    finishedAt: ts("finished_at")
  },
  (t) => [index("verification_attempts_org_idx").on(t.organizationId, t.createdAt)]
);
var verificationReviews = pgTable(
  "verification_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    attemptId: uuid("attempt_id").references(() => verificationAttempts.id, { onDelete: "set null" }),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** The operator's approve/reject link, stored hashed. */
    tokenHash: text("token_hash").notNull(),
    status: text("status", { enum: VERIFICATION_REVIEW_STATUS_VALUES }).notNull().default("pending"),
    decidedAt: ts("decided_at"),
    note: text("note"),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex("verification_reviews_token_hash_key").on(t.tokenHash), index("verification_reviews_org_idx").on(t.organizationId)]
);
var IMPROVEMENT_SOURCE_VALUES = ["manual", "response_feedback"];
var improvementVersions = pgTable(
  "improvement_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    /** The version in tenths: 10 is 1.0, 11 is 1.1 (previous + 0.1). */
    versionTenths: integer("version_tenths").notNull(),
    summary: text("summary").notNull(),
    /** The text the improvement came from: the admin's words. */
    feedback: text("feedback").notNull(),
    source: text("source", { enum: IMPROVEMENT_SOURCE_VALUES }).notNull(),
    /** The answer a thumbs-down improvement came from. */
    messageId: uuid("message_id").references(() => chatMessages.id, { onDelete: "set null" }),
    /** The full instruction set of this version (earlier versions' plus this one's), in order. */
    instructions: jsonb("instructions").$type().notNull(),
    /** What the analyst made of each instruction: [{ text, kind, status: 'applied' | 'noted' }]. */
    understood: jsonb("understood"),
    isActive: boolean("is_active").notNull().default(false),
    /** Share (0-100) of the recent questions whose answers kept their figures; null when none to check. */
    successRate: integer("success_rate"),
    /** { questionsChecked, answersKept, answersChanged, ... } measured when it was made. */
    metrics: jsonb("metrics"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex("improvement_versions_org_version_key").on(t.organizationId, t.versionTenths),
    // At most one active version per organisation.
    uniqueIndex("improvement_versions_active_key").on(t.organizationId).where(sql`${t.isActive}`)
  ]
);
var improvementFiles = pgTable(
  "improvement_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    versionId: uuid("version_id").notNull().references(() => improvementVersions.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    blobName: text("blob_name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    createdAt: createdAt()
  },
  (t) => [index("improvement_files_version_idx").on(t.versionId)]
);
var rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: ts("window_start").notNull(),
  count: integer("count").notNull()
});
var serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt()
});
var devMails = pgTable("dev_mails", {
  id: uuid("id").primaryKey().defaultRandom(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  createdAt: createdAt()
});
var idpKeys = pgTable("idp_keys", {
  kid: text("kid").primaryKey(),
  privateJwk: jsonb("private_jwk").notNull(),
  publicJwk: jsonb("public_jwk").notNull(),
  createdAt: createdAt()
});
var idpUsers = pgTable(
  "idp_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: ts("email_verified_at"),
    passwordChangedAt: ts("password_changed_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow()
  },
  (t) => [uniqueIndex("idp_users_email_key").on(sql`lower(${t.email})`)]
);
var idpSessions = pgTable(
  "idp_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id").notNull().references(() => idpUsers.id, { onDelete: "cascade" }),
    authTime: ts("auth_time").notNull(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    userAgent: text("user_agent"),
    createdAt: createdAt()
  },
  (t) => [index("idp_sessions_user_idx").on(t.userId)]
);
var idpTransactions = pgTable("idp_transactions", {
  id: text("id").primaryKey(),
  params: jsonb("params").notNull(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: createdAt()
});
var idpCodes = pgTable("idp_codes", {
  codeHash: text("code_hash").primaryKey(),
  clientId: text("client_id").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  codeChallenge: text("code_challenge").notNull(),
  nonce: text("nonce"),
  scope: text("scope").notNull(),
  audience: text("audience"),
  userId: uuid("user_id").notNull().references(() => idpUsers.id, { onDelete: "cascade" }),
  sessionIdHash: text("session_id_hash"),
  authTime: ts("auth_time").notNull(),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
  /** The refresh-token family created from this code, revoked if the code is replayed. */
  familyId: uuid("family_id"),
  createdAt: createdAt()
});
var idpRefreshFamilies = pgTable(
  "idp_refresh_families",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => idpUsers.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    scope: text("scope").notNull(),
    audience: text("audience"),
    sessionIdHash: text("session_id_hash"),
    authTime: ts("auth_time").notNull(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    revokedReason: text("revoked_reason"),
    createdAt: createdAt()
  },
  (t) => [index("idp_refresh_families_user_idx").on(t.userId), index("idp_refresh_families_session_idx").on(t.sessionIdHash)]
);
var idpRefreshTokens = pgTable(
  "idp_refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    familyId: uuid("family_id").notNull().references(() => idpRefreshFamilies.id, { onDelete: "cascade" }),
    usedAt: ts("used_at"),
    createdAt: createdAt()
  },
  (t) => [index("idp_refresh_tokens_family_idx").on(t.familyId)]
);
var idpEmailTokens = pgTable(
  "idp_email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id").notNull().references(() => idpUsers.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password"] }).notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt()
  },
  (t) => [index("idp_email_tokens_user_idx").on(t.userId)]
);

// server/modules/documents/processor.ts
init_types();
var DEFAULTS = { pollMs: 1e3, lockMs: 5 * 6e4, backoffMs: [5e3, 3e4, 12e4], parseTimeoutMs: 12e4, stopGraceMs: 2e3 };
var MAX_CHUNK = 4e3;
function splitPassage(text2, max = MAX_CHUNK) {
  const pieces = [];
  let rest = text2.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let cut = Math.max(window.lastIndexOf("\n\n"), window.lastIndexOf("\n"));
    if (cut < max / 2) cut = window.lastIndexOf(" ");
    if (cut < max / 2) cut = max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}
var numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

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
  ["maximum", "cap", "ceiling", "limit", "exceed", "max", "most"],
  ["indirect", "overhead"],
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
function synonyms(a, b) {
  const ga = synonymIndex.get(a);
  const gb = synonymIndex.get(b);
  if (!ga || !gb) return false;
  for (const g of ga) if (gb.has(g)) return true;
  return false;
}
function plainText(s) {
  return s.replace(/[\u2018\u2019\u02bc\u2032]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2010-\u2015\u2212]/g, "-").replace(/[\u00a0\u2007\u202f]/g, " ");
}
function words2(text2) {
  let s = plainText(text2).toLowerCase();
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
function editDistanceAtMost(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return false;
  const prev = new Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    let rowMin = prev[0];
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(up + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
      rowMin = Math.min(rowMin, prev[j]);
    }
    if (rowMin > max) return false;
  }
  return prev[b.length] <= max;
}
var matchCache = /* @__PURE__ */ new Map();
var cached = 0;
function stemMatch(a, b) {
  if (a === b) return 1;
  let inner = matchCache.get(a);
  if (!inner) {
    inner = /* @__PURE__ */ new Map();
    matchCache.set(a, inner);
  }
  const known = inner.get(b);
  if (known !== void 0) return known;
  if (++cached > 5e5) {
    matchCache.clear();
    cached = 0;
  }
  const m = computeMatch(a, b);
  inner.set(b, m);
  return m;
}
function computeMatch(a, b) {
  if (/^\d/.test(a) || /^\d/.test(b)) return 0;
  if (synonyms(a, b)) return 0.8;
  const short = a.length <= b.length ? a : b;
  const long = a.length <= b.length ? b : a;
  if (short.length >= 5 && long.startsWith(short.slice(0, 5)) && short.length >= long.length - 4) return 0.6;
  if (short.length === 4 && long.startsWith(short) && long.length - short.length <= 3) return 0.6;
  if (short.length >= 5 && editDistanceAtMost(a, b, short.length >= 8 ? 2 : 1)) return 0.6;
  return 0;
}
function bestMatch(s, among) {
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
var Idf = class {
  df = /* @__PURE__ */ new Map();
  n = 0;
  add(stems) {
    this.n++;
    for (const s of new Set(stems)) this.df.set(s, (this.df.get(s) ?? 0) + 1);
  }
  /** ln(1 + N / (1 + df)), so unseen words weigh the most. */
  weight(s) {
    const df = this.df.get(s) ?? 0;
    return Math.log(1 + (this.n + 1) / (1 + df));
  }
  seen(s) {
    return (this.df.get(s) ?? 0) > 0;
  }
  get size() {
    return this.n;
  }
};
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
function endOf(text2) {
  if (!text2) return {};
  const t = text2.trim();
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
var fullYear2 = (y) => {
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
  const text2 = plainText(input);
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
    out.push({ ...p, start, end, text: text2.slice(start, end) });
  };
  const scan = (re, fn) => {
    for (const m of text2.matchAll(re)) fn(m);
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
    add({ kind: "span", [unit]: n, fromStart: true, ...m[4] ? { year: fullYear2(m[4]), ...fiscal ? { fiscal: true } : {} } : {} }, m);
  });
  scan(
    MONTH_RANGE_RE,
    (m) => add({ kind: "monthRange", month: monthNumber(m[1]), year: fullYear2(m[2]), endMonth: monthNumber(m[3]), endYear: fullYear2(m[4]) }, m)
  );
  scan(MONTH_RANGE_ONE_YEAR_RE, (m) => {
    const from = monthNumber(m[1]);
    const to = monthNumber(m[2]);
    const year = fullYear2(m[3]);
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
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) add({ kind: "date", month, day, year: fullYear2(m[3]) }, m);
  });
  scan(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => add({ kind: "date", year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, m));
  scan(MONTH_YEAR_RE, (m) => {
    const word = m[1];
    const y = m[2] ?? m[3];
    if (word === "may" && /^\s/.test(m[0].slice(3)) && !/\d{4}/.test(y)) return;
    add({ kind: "month", month: monthNumber(word), year: fullYear2(y) }, m);
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
    const first = fullYear2(m[1]);
    const second = m[2] ? fullYear2(m[2].length === 2 ? `${String(first).slice(0, 2)}${m[2]}` : m[2]) : null;
    add({ kind: "year", year: second && second === first + 1 ? second : first, fiscal: true }, m);
  });
  scan(/\bfiscal(?:\s+year)?(?:\s+ended)?\s+(\d{4})(?:\s?[-/]\s?(\d{2,4}))?\b/gi, (m) => {
    const first = Number(m[1]);
    const second = m[2] ? fullYear2(m[2].length === 2 ? `${String(first).slice(0, 2)}${m[2]}` : m[2]) : null;
    if (second && second !== first + 1 && second > first) {
      add({ kind: "range", year: first, endYear: second, fiscal: true }, m);
      return;
    }
    add({ kind: "year", year: second === first + 1 ? second : first, fiscal: true }, m);
  });
  scan(/\bcalendar(?:\s+year)?\s+(\d{4})\b/gi, (m) => add({ kind: "year", year: Number(m[1]), calendar: true }, m));
  scan(/\b((?:19|20)\d{2})\s?[-/–]\s?((?:19|20)?\d{2})\b(?!\s*[-/]\s*\d)/g, (m) => {
    const first = Number(m[1]);
    const second = fullYear2(m[2].length === 2 ? `${String(first).slice(0, 2)}${m[2]}` : m[2]);
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
  scan(/\bF(\d{2}|20\d{2})\b/g, (m) => add({ kind: "year", year: fullYear2(m[1]), fiscal: true }, m));
  scan(/(?<![\d.,$])\b((?:19[5-9]|20\d)\d)\b(?![.,]\d)/g, (m) => add({ kind: "year", year: Number(m[1]) }, m));
  scan(
    /\b(january|february|march|april|june|july|august|september|october|november|december|(?<=\b(?:in|for|of|during)\s)may)\b/gi,
    (m) => add({ kind: "month", month: monthNumber(m[1]) }, m)
  );
  if (!out.length) {
    const m = text2.trim().match(MONTH_ALONE_RE);
    if (m) out.push({ kind: "month", month: monthNumber(m[1]), start: 0, end: text2.length, text: text2.trim() });
  }
  for (const p of out) {
    if (p.kind === "date" && /\b(?:years?|months?|quarters?|periods?)\s+end(?:ed|ing)\b[\s,:]*(?:on\s+)?$/i.test(text2.slice(Math.max(0, p.start - 40), p.start))) p.ended = true;
  }
  out.sort((a, b) => a.start - b.start);
  out.forEach((p, i) => {
    if (p.kind !== "date" || p.year !== void 0) return;
    const next = out.slice(i + 1).find((q) => q.kind === "date" && q.year !== void 0);
    if (next && /^\s*(?:,|and|&|to|through|-|–|or|versus|vs\.?)\s*/i.test(text2.slice(p.end, next.start).replace(/\s+/g, " "))) p.year = next.year;
  });
  return out;
}

// server/modules/assistant/analyst/table/types.ts
var isNumber = (v) => typeof v === "number" && Number.isFinite(v);
var isText = (v) => typeof v === "string" && v.trim() !== "";

// server/modules/assistant/analyst/table/units.ts
function scaleOf(text2, loose = true) {
  if (!text2) return null;
  const t = plainText(text2).toLowerCase();
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
function currencyOf(text2) {
  const t = plainText(text2);
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
function tableKindOf(text2) {
  const t = plainText(text2).toLowerCase();
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
function periodOfLabel(text2) {
  const t = plainText(text2).trim();
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
function ownStems(text2) {
  let t = plainText(text2).replace(/\b([a-z]{4,})\d{1,2}\b/gi, "$1");
  for (const p of findPeriods(t)) t = t.replace(p.text, " ");
  t = t.replace(/\([^)]*\b(?:thousands?|millions?|billions?|except|dollars|percentages?|unaudited|audited|restated|note \d+)\b[^)]*\)/gi, " ").replace(/[$€£]\s?(?:000|'000|m|mm|k|bn)\b/gi, " ");
  t = t.replace(/\b(?:see\s+)?notes?\s+\d+[a-z]?\b|\brestated\b|\b(?:un)?audited\b|\bas previously reported\b|\bfiscal year end\b/gi, " ");
  t = t.replace(/\b\d+\s*(?:weeks?|wks?|months?|mos?|days?|years?)\b/gi, " ").replace(/\(\d{1,2}\)|\(\w\)/g, " ");
  return words2(t).filter((w) => !isStopword(w.word) && !GENERIC_HEAD.has(w.word) && !PERIOD_WORDS.has(w.word) && !KIND_WORDS.has(w.word) && !/^(?:19|20)\d{2}$/.test(w.word) && !/^0+$/.test(w.word)).map((w) => w.stem);
}
var stemsOf = (text2) => words2(text2).filter((w) => !isStopword(w.word)).map((w) => w.stem);
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
function categoryOfHeading(text2) {
  const t = text2.toLowerCase();
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
  const valueColumns2 = [];
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
      } else valueColumns2.push(c);
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
  const dataCount = source.filter((_, i) => !headerLike[i] && valueColumns2.some((c) => isNumber(cells[i][c]))).length;
  const periodRowCount = labelPeriods.filter((p, i) => p && valueColumns2.some((c) => isNumber(cells[i][c]))).length;
  const labelDistinct = stats[labelColumn]?.distinct.size ?? 0;
  const labelFilled = stats[labelColumn]?.filled ?? 0;
  const headerHasPeriods = valueColumns2.some((c) => findPeriods(headerRows.map((h) => h[c] ?? "").join(" ")).some((p) => p.kind !== "range" || p.year !== void 0));
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
      if (rowBlock.every((b) => b === 0) && source.slice(0, i).every((_, k) => headerLike[k] || !valueColumns2.some((c) => isNumber(cells[k][c])))) {
        blocks[0] = [...blocks[0], ...header];
      } else blocks.push(header);
    }
    rowBlock.push(blocks.length - 1);
  }
  const contextPeriod = tableContextPeriod(title);
  const figureColumns = [...valueColumns2, ...textColumns].sort((a, b) => a - b);
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
        label: label || columnLetter2(c),
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
    const figures = valueColumns2.filter((c) => isNumber(r.cells[c])).length;
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
      for (const c of valueColumns2) {
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
function columnLetter2(c) {
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
function factAt(table2, row, col) {
  const v = row.cells[col.index];
  if (!isNumber(v)) return null;
  const printed = row.source.text?.[col.index] ?? null;
  const mark = printed ? markOf(printed) : null;
  let unit = mark === "%" ? "percent" : mark === "x" ? "ratio" : mark === "bps" ? "bps" : (col.unit === "percent" ? "percent" : null) ?? row.unit ?? col.unit ?? (table2.kind === "records" ? "money" : "money");
  if (mark && mark !== "%" && mark !== "x" && mark !== "bps" && unit === "count") unit = "money";
  const unscaled = unit === "percent" || unit === "ratio" || unit === "perShare" || unit === "bps" || unit === "years" || unit === "months" || unit === "days";
  const scale = unscaled ? 1 : row.scale ?? col.scale ?? (unit === "count" && !/shares? in|in thousands of shares|units in/i.test(table2.captions.join(" ") + table2.title) ? 1 : table2.scale);
  const currency = (mark && /[$€£¥]/.test(mark) ? mark : null) ?? col.currency ?? table2.currency;
  const value = table2.expenseNegative && row.category === "expense" ? -v : v;
  const periods = [];
  const sub = col.period && col.period.year !== void 0 ? row.periods.find((p) => (p.kind === "quarter" || p.kind === "half" || p.kind === "month" || p.kind === "date" && p.month) && p.year === void 0) : void 0;
  if (sub) periods.push(sub.kind === "month" ? { ...sub, fiscalYear: col.period.year } : sub.kind === "date" ? { ...sub, year: col.period.year } : { ...sub, year: col.period.year, fiscal: true });
  if (col.period) periods.push(col.period);
  if (row.period && (!col.period || table2.periodAxis === "records" || table2.periodAxis === "rows")) periods.push(row.period);
  periods.push(...row.periods);
  const scaleStated = scale === 1 || (row.scale !== null || col.scale !== null ? true : table2.scaleStated);
  return { table: table2, row, col, value, printed, unit, scale, scaleStated, currency, periods, kind: KIND_FAMILY[col.kind] };
}
function markOf(printed) {
  const t = printed.trim().toLowerCase();
  if (/%/.test(t)) return "%";
  if (/\d\s*x\)?$/.test(t)) return "x";
  if (/bps/.test(t)) return "bps";
  const m = /[$€£¥]/.exec(t);
  return m ? m[0] : null;
}

// server/modules/assistant/analyst/table/lines.ts
var isText2 = (v, not) => typeof v === "string" && not.test(v.trim());
function columnGroups(cols) {
  const groups = /* @__PURE__ */ new Map();
  for (const c of cols) {
    const key = `${c.block}|${c.textual ? "text" : ""}|${[...new Set(c.distinct)].sort().join(" ")}`;
    groups.set(key, [...groups.get(key) ?? [], c]);
  }
  const list = [...groups.values()];
  const periodKey2 = (c) => c.period ? `${c.period.kind}${c.period.year}${c.period.month ?? ""}${c.period.day ?? ""}${c.period.quarter ?? ""}${c.period.months ?? ""}` : null;
  const merged = [];
  for (const g of list) {
    const keys = new Set(g.map(periodKey2));
    const words3 = new Set(g.flatMap((c) => c.distinct));
    const target = keys.has(null) ? void 0 : merged.find(
      (m) => m[0].block === g[0].block && !m[0].textual && m.every((c) => periodKey2(c) !== null && c.kind === g[0].kind) && !m.some((c) => keys.has(periodKey2(c))) && m.length + g.length <= 6 && (/* @__PURE__ */ new Set([...words3, ...m.flatMap((c) => c.distinct)])).size <= 3
    );
    if (target) target.push(...g);
    else merged.push([...g]);
  }
  return merged;
}
function groupName(cols) {
  if (!cols.length) return "";
  const words3 = cols[0].distinct;
  if (!words3.length) return "";
  const labels = cols.map((c) => c.path.filter((p) => !/\b(19|20)\d{2}\b/.test(p)).join(" ")).filter(Boolean);
  return labels.sort((a, b) => a.length - b.length)[0] ?? cols[0].label;
}
function linesOf(table2) {
  const out = [];
  const value = table2.cols.filter((c) => !c.textual);
  const push = (rows, cols, name, extra = {}) => {
    const facts = [];
    for (const r of rows) for (const c of cols) {
      const f = factAt(table2, r, c);
      if (f) facts.push(f);
    }
    const row = rows[0];
    const colWords = [...new Set(cols.flatMap((c) => c.own))];
    out.push({
      id: `${table2.id}:${out.length}`,
      table: table2,
      rows,
      cols,
      facts,
      name,
      nameStems: extra.nameStems ?? [.../* @__PURE__ */ new Set([...row.stems, ...cols[0].distinct])],
      label: extra.label ?? row.stems,
      path: extra.path ?? row.pathStems,
      keys: extra.keys ?? row.keyStems,
      col: colWords,
      category: row.category,
      isTotal: row.isTotal,
      empty: facts.length === 0,
      ...extra
    });
  };
  if (table2.periodAxis === "rows") {
    const periodRows = table2.rows.filter((r) => r.period && !r.isHeading && !r.isTotal);
    const otherRows = table2.rows.filter((r) => !r.period && !r.isHeading);
    for (const c of value) {
      if (periodRows.length) {
        out.push({
          id: `${table2.id}:${out.length}`,
          table: table2,
          rows: periodRows,
          cols: [c],
          facts: periodRows.map((r) => factAt(table2, r, c)).filter((f) => f !== null),
          name: c.label,
          nameStems: c.own,
          label: c.own,
          path: [],
          keys: [],
          col: c.own,
          category: null,
          isTotal: /^total\b/i.test(c.label),
          empty: false
        });
      }
      for (const r of otherRows) push([r], [c], `${r.label} \u2014 ${c.label}`, { nameStems: [.../* @__PURE__ */ new Set([...r.stems, ...c.own])], label: [...r.stems], col: c.own });
    }
    return out.filter((l) => !l.empty);
  }
  if (table2.shape === "record" && table2.periodAxis === "records") {
    const groups2 = /* @__PURE__ */ new Map();
    for (const r of table2.rows) {
      if (r.isHeading) continue;
      const key = r.label.toLowerCase();
      groups2.set(key, [...groups2.get(key) ?? [], r]);
    }
    for (const rows of groups2.values()) {
      for (const c of value) push(rows, [c], `${rows[0].label} \u2014 ${c.label}`, { nameStems: [.../* @__PURE__ */ new Set([...rows[0].stems, ...c.own])], col: c.own });
    }
    return out.filter((l) => !l.empty);
  }
  const groups = columnGroups(value);
  const textCols = table2.cols.filter((c) => c.textual);
  const subRows = table2.rows.filter((r) => !r.isHeading && !r.isTotal && r.periods.some((p) => (p.kind === "quarter" || p.kind === "half" || p.kind === "month") && p.year === void 0));
  if (subRows.length >= 2 && value.some((c) => c.period?.year !== void 0)) {
    for (const g of groups) {
      const name = groupName(g) || table2.title;
      push(subRows, g, name, { nameStems: [...new Set(g[0].distinct)], label: [...new Set(g[0].distinct)], path: [], keys: [] });
    }
  }
  for (const r of table2.rows) {
    if (r.isHeading) continue;
    for (const g of groups) {
      const gName = groupName(g);
      push([r], g, gName && groups.length > 1 ? `${r.label} \u2014 ${gName}` : r.label);
    }
    for (const c of [...textCols, ...value.filter((c2) => typeof r.cells[c2.index] === "string" && /[a-z]{3}/i.test(String(r.cells[c2.index])) && !isText2(r.cells[c2.index], /^(?:n\/?a|nm|none|nil|-+)$/i))]) {
      if (typeof r.cells[c.index] !== "string") continue;
      out.push({
        id: `${table2.id}:${out.length}`,
        table: table2,
        rows: [r],
        cols: [c],
        facts: [],
        name: `${r.label} \u2014 ${c.label}`,
        nameStems: [.../* @__PURE__ */ new Set([...r.stems, ...c.own])],
        label: r.stems,
        path: r.pathStems,
        keys: r.keyStems,
        col: c.own,
        category: r.category,
        isTotal: r.isTotal,
        empty: false
      });
    }
  }
  return out.filter((l) => !l.empty || l.cols.some((c) => c.textual));
}
var CURRENT_ASSET = /\b(cash|bank|checking|savings|petty|money market|receivables?|pledges? receivable|grants? receivable|prepaid|inventor(?:y|ies)|short[- ]term investments?|marketable securities|deposits?|due from)\b/i;
var NONCURRENT_ASSET = /\b(property|equipment|furniture|vehicles?|buildings?|land|leasehold|right[- ]of[- ]use|long[- ]term|intangible|goodwill|endowment|beneficial interest|restricted cash|investments? held|noncurrent|non-current)\b/i;
var CURRENT_LIABILITY = /\b(accounts payable|payables?|accrued|deferred revenue|unearned|refundable advances?|line of credit|current portion|short[- ]term|due to|credit cards?|payroll liabilit|sales tax)\b/i;
var NONCURRENT_LIABILITY = /\b(long[- ]term|noncurrent|non-current|mortgage|bonds? payable|notes payable(?!.*current)|lease liabilit(?:y|ies)(?!.*current)|deferred rent|pension)\b/i;
var synthetic = 0;
function syntheticRow(base, label, category) {
  return { ...base, index: -1 - synthetic++ % 1e6, label, stems: label.toLowerCase().split(/\s+/).map((w) => stem(w)), path: [], pathStems: [], keys: [], keyStems: [], period: null, periods: [], isTotal: true, isHeading: false, category, unit: null, scale: null };
}
function sumLine(table2, lines, label, category, sign, id) {
  if (lines.length < 2) return null;
  const cols = lines[0].cols;
  if (!lines.every((l) => l.cols.length === cols.length && l.cols.every((c, i) => c.index === cols[i].index))) return null;
  const row = syntheticRow(lines[0].rows[0], label, category);
  const facts = [];
  for (const c of cols) {
    const parts = lines.map((l) => l.facts.find((f) => f.col === c)).filter((f) => Boolean(f));
    if (parts.length < 2 || parts.some((p) => p.unit !== "money")) continue;
    const value = Math.round(parts.reduce((a, f, i) => a + sign(lines[i]) * f.value, 0) * 100) / 100;
    facts.push({ ...parts[0], row, value, printed: null, parts });
  }
  if (!facts.length) return null;
  return {
    id,
    table: table2,
    rows: [row],
    cols,
    facts,
    name: label,
    nameStems: row.stems,
    label: row.stems,
    path: [],
    keys: [],
    col: [...new Set(cols.flatMap((c) => c.own))],
    category,
    isTotal: true,
    empty: false
  };
}
function computedLines(table2, lines) {
  if (table2.shape !== "grid" || table2.periodAxis === "rows") return [];
  const out = [];
  const own = lines.filter((l) => l.table === table2 && l.rows.length === 1 && l.facts.length && !l.rows[0].isHeading);
  const labelled = (re) => own.some((l) => re.test(l.rows[0].label));
  const items = (c) => own.filter((l) => l.category === c && !l.isTotal && !/^(net|less)\b/i.test(l.rows[0].label));
  const revenue = items("revenue");
  const expense = items("expense");
  const hasRevenueTotal = labelled(/\btotal\b.*\b(revenues?|income|support|receipts|incoming)\b|\b(revenues?|income) total\b/i);
  const hasExpenseTotal = labelled(/\btotal\b.*\b(expenses?|expenditures?|costs|spending|outgoings)\b|\bexpenses? total\b/i);
  const rev = hasRevenueTotal ? null : sumLine(table2, revenue, "Total revenue", "revenue", () => 1, `${table2.id}:total-revenue`);
  const exp = hasExpenseTotal ? null : sumLine(table2, expense, "Total expenses", "expense", () => 1, `${table2.id}:total-expenses`);
  if (rev) out.push(rev);
  if (exp) out.push(exp);
  if (!labelled(/^(net|change in net assets|surplus|deficit|excess|increase \(decrease\) in net assets)\b/i) && revenue.length && expense.length) {
    const net = sumLine(table2, [...revenue, ...expense], "Net surplus (deficit)", null, (l) => l.category === "expense" ? -1 : 1, `${table2.id}:net`);
    if (net) out.push(net);
  }
  const bySection = /* @__PURE__ */ new Map();
  for (const l of own) {
    const r = l.rows[0];
    if (r.isTotal || !r.path.length) continue;
    const key = `${r.path.join("\u203A")}|${l.cols.map((c) => c.index).join(",")}`;
    bySection.set(key, [...bySection.get(key) ?? [], l]);
  }
  for (const [key, ls] of bySection) {
    const heading = key.split("|")[0].split("\u203A").pop().replace(/:$/, "").trim();
    if (!heading || ls.length < 2) continue;
    const stems = heading.toLowerCase().split(/\W+/).filter((w) => w.length > 2).map((w) => stem(w));
    const closed = own.some((l) => l.rows[0].isTotal && stems.length > 0 && stems.every((s) => l.nameStems.includes(s)));
    if (closed) continue;
    const line = sumLine(table2, ls, `Total ${heading}`, ls[0].category, () => 1, `${table2.id}:section:${key}`);
    if (line) out.push(line);
  }
  if (table2.kind === "balance" || own.some((l) => l.category === "asset")) {
    if (!labelled(/\bcurrent assets\b/i)) {
      const assets2 = own.filter((l) => l.category === "asset" && !l.isTotal && CURRENT_ASSET.test(l.rows[0].label) && !NONCURRENT_ASSET.test(l.rows[0].label));
      const line = sumLine(table2, assets2, "Total current assets", "asset", () => 1, `${table2.id}:current-assets`);
      if (line) out.push(line);
    }
    if (!labelled(/\bcurrent liabilities\b/i)) {
      const liabilities = own.filter((l) => l.category === "liability" && !l.isTotal && CURRENT_LIABILITY.test(l.rows[0].label) && !NONCURRENT_LIABILITY.test(l.rows[0].label));
      const line = sumLine(table2, liabilities, "Total current liabilities", "liability", () => 1, `${table2.id}:current-liabilities`);
      if (line) out.push(line);
    }
  }
  return out;
}

// server/modules/assistant/analyst/library.ts
function buildLibrary(input, log) {
  const tables = [];
  const docScale = /* @__PURE__ */ new Map();
  for (const p of input.passages) {
    if (docScale.get(p.documentId)) continue;
    const s = scaleOf(p.text.slice(0, 800), false);
    if (s) docScale.set(p.documentId, s);
  }
  const tableCount = /* @__PURE__ */ new Map();
  for (const t of input.tables) {
    tableCount.set(t.documentId, (tableCount.get(t.documentId) ?? 0) + 1);
    const captions = input.passages.filter((p) => p.documentId === t.documentId && (t.sheet && p.sheet === t.sheet || t.page && p.page === t.page) && p.text.length <= 250 && !/\s—\s[^:]{1,60}:/.test(p.text)).map((p) => p.text);
    try {
      const m = buildTable(t, { captions, docScale: docScale.get(t.documentId) ?? null });
      if (m) tables.push(m);
    } catch (e) {
      log?.(`table ${t.fileName} ${t.name} could not be read: ${e.message}`);
    }
  }
  const printed = tables.flatMap(linesOf);
  const lines = [...printed, ...tables.flatMap((t) => computedLines(t, printed))];
  const idf = new Idf();
  const postings = /* @__PURE__ */ new Map();
  const vocabulary = /* @__PURE__ */ new Set();
  const post = (stem2, line) => {
    let set = postings.get(stem2);
    if (!set) postings.set(stem2, set = /* @__PURE__ */ new Set());
    set.add(line);
    vocabulary.add(stem2);
  };
  const docs2 = /* @__PURE__ */ new Map();
  for (const d of input.docs) {
    const letters = d.nameStems.filter((s) => /^[a-z]/.test(s));
    const initials = letters.length >= 2 && letters.length <= 5 ? [letters.map((s) => s[0]).join("")] : [];
    docs2.set(d.id, { nameStems: [...d.nameStems, ...initials], stems: d.stems, tables: tableCount.get(d.id) ?? 0 });
    for (const s of initials) vocabulary.add(s);
    for (const s of d.nameStems) vocabulary.add(s);
    for (const s of d.stems) vocabulary.add(s);
  }
  for (const line of lines) {
    idf.add([...line.label, ...line.col, ...line.keys]);
    for (const s of /* @__PURE__ */ new Set([...line.label, ...line.col, ...line.keys, ...line.path, ...line.table.headStems, ...line.table.titleStems, ...docs2.get(line.table.documentId)?.nameStems ?? []])) post(s, line);
    const code = line.rows[0]?.code;
    if (code) post(code, line);
  }
  return { tables, lines, postings, idf, vocabulary, docs: docs2, expansions: /* @__PURE__ */ new Map() };
}

// server/modules/assistant/analyst/model.ts
var isNumber2 = (v) => typeof v === "number" && Number.isFinite(v);
var isText3 = (v) => typeof v === "string" && v.trim() !== "";
var UNIT_WORDS = new Set(
  "usd us dollar dollars eur euro euros gbp rmb cny nt aud cad thousand thousands million millions billion billions 000 in of k m bn mn".split(" ")
);
function columnStems(label, period) {
  let text2 = label;
  for (const p of findPeriods(label)) text2 = text2.replace(p.text, " ");
  void period;
  return words2(text2).filter((t) => !isStopword(t.word) && !UNIT_WORDS.has(t.word) && !/^\d+$/.test(t.word)).filter((t) => !["year", "years", "ended", "ending", "end", "month", "months", "period", "fiscal", "fy", "as", "at", "december", "june"].includes(t.word)).map((t) => t.stem);
}
function columnKind(label) {
  const l = plainText(label).toLowerCase();
  if (/(%|percent|pct)/.test(l) && /(change|chg|growth|increase|decrease|var|diff)/.test(l)) return "percentChange";
  if (/\b(change|chg|variance|var|increase|decrease|difference|diff|fav|unfav|favorable|unfavorable|favourable|unfavourable)\b/.test(l)) return "change";
  if (/\b(19|20)\d{2}\b.*\b(over|vs\.?|versus|compared)\b.*\b(19|20)\d{2}\b/.test(l)) return "change";
  if (/(^|\s)(%|percent|pct)(\s|$)|% of|percent of|\bshare of\b/.test(l)) return "percent";
  if (/\b(budget|budgeted|plan|planned|approved|revised|forecast|projected|projection|original|proposed|target)\b/.test(l)) return "budget";
  if (/\b(actual|actuals|unaudited actual)\b/.test(l)) return "actual";
  if (/\b(total|full year|full-year|annual|ytd|year to date|year-to-date|fy total)\b/.test(l)) return "total";
  if (/\b(notes?|description|comments?|memo|explanation|type|class|category|remarks?)\b/.test(l)) return "text";
  if (/\b(account|acct|code|gl|no\.?|number|#)\b/.test(l) && !/\d{4}/.test(l)) return "code";
  return "value";
}
function columnPeriod(label, kind, context) {
  if (kind === "change" || kind === "percentChange") return null;
  const found = findPeriods(label);
  const quarter = found.find((p) => p.kind === "quarter" || p.kind === "half");
  const year = found.find((p) => p.kind === "year" || p.kind === "date" || p.kind === "range");
  const month = found.find((p) => p.kind === "month" || p.kind === "monthRange");
  const contextYear = context?.year;
  if (quarter) return { ...quarter, year: year?.year ?? contextYear, fiscal: true };
  if (month) return month;
  if (year) return year;
  if (kind === "total" && context) return { ...context };
  return null;
}
function scaleOf2(text2, loose = true) {
  if (!text2) return null;
  const t = plainText(text2).toLowerCase();
  const explicit = [...t.matchAll(/\b(?:in|of|expressed in|amounts in|stated in)\s+(?:[a-z$€£.]{1,6}\s+)?(thousands?|millions?|billions?)\b/g)];
  if (explicit.length) {
    const w = explicit[0][1];
    return w.startsWith("b") ? 1e9 : w.startsWith("m") ? 1e6 : 1e3;
  }
  if (!loose) return null;
  if (/per share|per unit/.test(t) && !/thousand|million/.test(t)) return null;
  if (/\$\s?bn\b|\(bn\)|\bbillions?\b/.test(t)) return 1e9;
  if (/\$\s?m\b|'\s?million|\bmillions?\b|\(\$m\)|\bmn\b/.test(t)) return 1e6;
  if (/'000|\$000|\(000s?\)|\b000s\b|\bthousands?\b/.test(t)) return 1e3;
  return null;
}
function currencyOf2(text2) {
  const t = plainText(text2);
  if (/€|\beur(os?)?\b/i.test(t)) return "\u20AC";
  if (/£|\bgbp\b/i.test(t)) return "\xA3";
  if (/\bRMB\b|\bCNY\b|\byuan\b/i.test(t)) return "RMB ";
  if (/\bNT\s?(\$|dollars?)/i.test(t)) return "NT$";
  if (/\bA\$|\bAUD\b/.test(t)) return "A$";
  if (/\bC\$|\bCAD\b/.test(t)) return "C$";
  if (/¥|\bJPY\b|\byen\b/i.test(t)) return "\xA5";
  return null;
}
var CATEGORY_WORDS = [
  [/\b(net assets|fund balances?|equity)\b/i, "netassets"],
  [/\b(liabilit)/i, "liability"],
  [/\b(assets?)\b/i, "asset"],
  [/\b(expenses?|expenditures?|costs?|spending|disbursements?)\b/i, "expense"],
  [/\b(revenues?|income|support|receipts|contributions|sales)\b/i, "revenue"]
];
function categoryOfHeading2(text2) {
  const t = text2.toLowerCase();
  if (/liabilit/.test(t)) return "liability";
  for (const [re, c] of CATEGORY_WORDS) if (re.test(t)) return c;
  return null;
}
function lexiconCategory2(label) {
  const l = label.toLowerCase();
  if (/\b(accumulated|receivables?|payables?|prepaid|accrued|deferred|reserves?|allowance|liabilit|assets?)\b/.test(l)) return null;
  if (/^grants?$|^(government|foundation|federal|state|corporate|private) grants?$/.test(l)) return "revenue";
  if (/\b(donations?|contributions?|gifts?|grants? (income|revenue)|grant income|dues|memberships?|sponsorships?|ticket sales|sales|tuition|interest income|investment income|dividends|royalties|program (service )?fees|fees earned|bequests?|legacies|fundraising income|events? income)\b/.test(l)) return "revenue";
  if (/\b(salar(y|ies)|wages|payroll|benefits|rent|occupancy|utilities|insurance|supplies|travel|mileage|postage|printing|telephone|internet|software|depreciation|amortization|maintenance|repairs|professional fees|consulting|audit|legal|bank (fees|charges)|advertising|marketing|training|equipment|food|meals|stipends|subcontracts?|fundraising expenses?|cost of goods)\b/.test(l)) return "expense";
  return null;
}
function categoryOfType(text2) {
  const t = text2.toLowerCase().trim();
  if (/^(revenue|income|support|revenue and support|other income)s?$/.test(t)) return "revenue";
  if (/^(expense|expenditure|cost of sales|cost of goods sold|cogs|other expense)s?$/.test(t)) return "expense";
  if (/asset/.test(t) && !/net asset/.test(t)) return "asset";
  if (/liabilit/.test(t)) return "liability";
  if (/net asset|equity|fund balance/.test(t)) return "netassets";
  return null;
}
var PERCENT_ROW = /\b(margin|rate|ratio|yield|volatility|percent|percentage)\b|%/i;
var COUNT_WORDS2 = /\b(number of|no\. of|count|headcount|employees|staff count|fte|shares outstanding|warrants|households served|meals served|clients served|participants|volunteers|students|\(in years\)|\(years\)|in years)\b/i;
function isHeadingRow(row, labelColumn, valueColumns2) {
  if (!row.label || !valueColumns2.length) return false;
  return row.cells.every((v, i) => i === labelColumn || v === null || v === "" || typeof v === "string" && String(v).trim() === row.code);
}
function isHeaderRow(row, valueColumns2) {
  if (valueColumns2.some((c) => isNumber2(row.cells[c] ?? null))) return false;
  const texts = valueColumns2.filter((c) => isText3(row.cells[c] ?? null));
  return texts.length >= 1 && (texts.length >= 2 || findPeriods(String(row.cells[texts[0]])).length > 0);
}
function where2(t) {
  const parts = [t.fileName];
  if (t.sheet) parts.push(`sheet ${t.sheet}`);
  if (t.page) parts.push(`page ${t.page}`);
  if (!t.sheet && !t.page && t.name && t.name !== t.fileName.replace(/\.[a-z0-9]+$/i, "")) parts.push(t.name);
  return parts.join(", ");
}
function datedYears2(blocks, texts) {
  for (const b of blocks) {
    const years = b.columns.filter((c) => c.period?.kind === "year" && !c.period.fiscal && !c.period.calendar);
    if (!years.length) continue;
    const dates = texts.flatMap((t) => findPeriods(t)).filter((p) => p.kind === "date");
    const sameDay = b.columns.filter((c) => c.period?.kind === "date").map((c) => c.period);
    for (const c of years) {
      const p = c.period;
      const fromTitle = dates.find((d) => d.year === p.year);
      const days = new Set(sameDay.map((d) => `${d.month}/${d.day}`));
      const fromNeighbour = days.size === 1 && sameDay.every((d) => d.year !== p.year) ? sameDay[0] : void 0;
      const day = fromTitle ?? fromNeighbour;
      if (day) c.period = { ...p, kind: "date", month: day.month, day: day.day, ...day.ended ? { ended: true } : {} };
    }
  }
}
function tablePeriod(blocks, texts) {
  const found = texts.filter((t) => Boolean(t)).flatMap((t) => findPeriods(t)).filter((p) => p.kind === "year" || p.kind === "date");
  if (!found.length) return;
  const years = new Set(found.map((p) => p.year));
  if (years.size !== 1) return;
  const period = found.find((p) => p.kind === "year" && p.fiscal) ?? found.find((p) => p.kind === "date") ?? found[0];
  for (const b of blocks) {
    for (const c of b.columns) {
      if (c.period || !["value", "budget", "actual", "total"].includes(c.kind)) continue;
      c.period = { ...period };
    }
  }
}
function buildBlocks(t, labelColumn, headerSets, valueColumns2) {
  return headerSets.map(({ header }, bi) => {
    let context = null;
    for (const h of header) {
      const cells = h.map((v, i) => ({ v: (v ?? "").trim(), i })).filter((c) => c.i !== labelColumn && c.v);
      if (cells.length === 1) {
        const p = findPeriods(cells[0].v).find((x) => x.kind === "year");
        if (p) context = p;
      }
    }
    const width = Math.max(t.columns.length, ...t.rows.map((r) => r.cells.length));
    const columns = [];
    for (let c = 0; c < width; c++) {
      const label = bi === 0 && t.columns[c] !== void 0 ? t.columns[c] : header.map((h) => (h[c] ?? "").trim()).filter(Boolean).join(" ");
      const kind = columnKind(label);
      let period = columnPeriod(label, kind, context);
      if (!period) {
        const joined = header.map((h) => (h[c] ?? "").trim()).join(" ");
        period = columnPeriod(joined, kind, context);
      }
      columns.push({
        index: c,
        label: label.trim(),
        stems: columnStems(label, period),
        period,
        kind: valueColumns2.has(c) || kind === "text" || kind === "code" ? kind : "text",
        numbers: 0,
        texts: 0
      });
    }
    return { columns, context };
  });
}
function buildIndex(data) {
  const idf = new Idf();
  const docs2 = /* @__PURE__ */ new Map();
  for (const d of data.documents) {
    docs2.set(d.id, {
      id: d.id,
      fileName: d.fileName,
      kind: d.kind,
      fields: d.fields ?? {},
      nameStems: words2(d.fileName.replace(/\.[a-z0-9]+$/i, "")).map((t) => t.stem),
      stems: /* @__PURE__ */ new Set(),
      sentences: [],
      scale: null,
      tables: 0
    });
  }
  const docOf = (id, fileName) => {
    let d = docs2.get(id);
    if (!d) {
      d = { id, fileName, kind: "", fields: {}, nameStems: words2(fileName.replace(/\.[a-z0-9]+$/i, "")).map((t) => t.stem), stems: /* @__PURE__ */ new Set(), sentences: [], scale: null, tables: 0 };
      docs2.set(id, d);
    }
    return d;
  };
  const sentences = [];
  for (const p of data.passages) {
    const doc = docs2.get(p.documentId);
    if (!doc) continue;
    const scale = scaleOf2(p.text.slice(0, 600), false);
    if (scale && doc.scale === null) doc.scale = scale;
    const headingStems = p.heading ? words2(p.heading).map((t) => t.stem) : [];
    for (const text2 of splitSentences(p.text)) {
      const stems = words2(text2).map((t) => t.stem);
      for (const s of stems) doc.stems.add(s);
      const sentence = { doc, text: text2, stems, heading: p.heading, headingStems, page: p.page, sheet: p.sheet, order: doc.sentences.length };
      doc.sentences.push(sentence);
      sentences.push(sentence);
      idf.add(stems);
    }
  }
  const tables = [];
  const allRows = [];
  for (const t of data.tables) {
    try {
      const doc = docOf(t.documentId, t.fileName);
      doc.tables++;
      const rows = t.rows ?? [];
      const labelVotes = /* @__PURE__ */ new Map();
      for (const r of rows) {
        const i = r.label ? r.cells.findIndex((v) => typeof v === "string" && v.trim() === r.label.trim()) : -1;
        if (i >= 0) labelVotes.set(i, (labelVotes.get(i) ?? 0) + 1);
      }
      const labelColumn = [...labelVotes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
      const codeVotes = /* @__PURE__ */ new Map();
      for (const r of rows) {
        if (!r.code) continue;
        const i = r.cells.findIndex((v) => v !== null && String(v).trim() === r.code);
        if (i >= 0 && i !== labelColumn) codeVotes.set(i, (codeVotes.get(i) ?? 0) + 1);
      }
      const codeColumn = [...codeVotes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
      const width = Math.max(t.columns.length, ...rows.map((r) => r.cells.length), 0);
      const valueColumns2 = /* @__PURE__ */ new Set();
      for (let c = 0; c < width; c++) {
        if (c === labelColumn || c === codeColumn) continue;
        const n = rows.filter((r) => isNumber2(r.cells[c] ?? null)).length;
        if (n > 0) valueColumns2.add(c);
      }
      const valueList = [...valueColumns2];
      const headerSets = [{ start: 0, header: t.headerRows ?? [] }];
      const rowBlock = [];
      const headerLike = rows.map((r) => isHeaderRow(r, valueList));
      for (let i = 0; i < rows.length; i++) {
        if (headerLike[i] && (i === 0 || !headerLike[i - 1])) {
          const header = [];
          let j = i;
          while (j < rows.length && headerLike[j]) {
            header.push(rows[j].cells.map((v) => v === null ? "" : String(v)));
            j++;
          }
          if (j < rows.length && i > 0) headerSets.push({ start: i, header });
        }
        rowBlock.push(headerSets.length - 1);
      }
      const blocks = buildBlocks(t, labelColumn, headerSets, valueColumns2);
      const nearby = data.passages.filter((p) => p.documentId === t.documentId && p.text.length <= 250 && (t.sheet && p.sheet === t.sheet || t.page && p.page === t.page)).map((p) => p.text);
      datedYears2(blocks, [t.title ?? "", ...nearby]);
      tablePeriod(blocks, [t.title, t.sheet, t.name, t.fileName.replace(/\.[a-z0-9]+$/i, ""), ...nearby]);
      const captions = data.passages.filter((p) => p.documentId === t.documentId && (t.sheet && p.sheet === t.sheet || t.page && p.page === t.page)).map((p) => p.text).filter((x) => x.length <= 250 && !/\s—\s[^:]{1,60}:/.test(x));
      const titleText = [t.title, t.name, t.sheet, ...captions].filter(Boolean).join(" ");
      const headerText = [...(t.headerRows ?? []).flat(), ...t.columns].join(" ");
      const embeddedScaleRow = rows.find((r) => r.cells.filter((v) => v !== null && v !== "").length === 1 && scaleOf2(r.cells.find(isText3) ?? "") !== null);
      const scale = scaleOf2(t.units) ?? scaleOf2(headerText) ?? scaleOf2(t.title) ?? (embeddedScaleRow ? scaleOf2(embeddedScaleRow.cells.find(isText3) ?? "") : null) ?? doc.scale ?? 1;
      const currency = currencyOf2([t.units, headerText, t.title].filter(Boolean).join(" ")) ?? "$";
      const table2 = {
        stored: t,
        doc,
        labelColumn,
        codeColumn,
        blocks,
        rows: [],
        // The label column's heading ('Issuance Date', 'Line Item') says what the rows are.
        headStems: words2(t.columns[labelColumn] ?? "").filter((x) => !isStopword(x.word) && !UNIT_WORDS.has(x.word) && !/^\d+$/.test(x.word)).map((x) => x.stem),
        titleStems: [...words2(titleText).map((x) => x.stem), ...acronyms(titleText), ...acronyms(t.fileName.replace(/\.[a-z0-9]+$/i, ""))],
        scale,
        currency,
        where: where2(t),
        periodRows: false
      };
      const tableCountish = /\bnumber of\b/i.test(titleText) && !/\$|amount|value|cost|price/i.test(titleText);
      let section = null;
      let periodRowCount = 0;
      let dataRowCount = 0;
      rows.forEach((r, i) => {
        const heading = !headerLike[i] && isHeadingRow(r, labelColumn, valueList);
        const label = cleanLabel(r.label ?? "");
        const inlineCode = !r.code ? plainText(r.label ?? "").match(/^(?:total\s+)?(\d{3,6}(?:[.-]\d{1,4})?)\s*[·•:–—-]\s*[A-Za-z]/i)?.[1] : void 0;
        const labelPeriods = findPeriods(label);
        const period = labelPeriods.length === 1 && labelPeriods[0].text.length >= label.replace(/[^a-z0-9]/gi, "").length * 0.6 ? labelPeriods[0] : null;
        const textCells = r.cells.map((v, c) => ({ v, c })).filter(({ v, c }) => isText3(v) && c !== labelColumn && c !== codeColumn && !valueColumns2.has(c)).map(({ v }) => String(v));
        const row = {
          table: table2,
          index: i,
          row: r,
          label,
          stems: words2(label).filter((x) => !isStopword(x.word)).map((x) => x.stem),
          period,
          code: r.code ?? (inlineCode && !/^total\b/i.test(r.label ?? "") ? inlineCode : void 0),
          isSubtotal: r.isSubtotal || /^(total|net|sum)\b/i.test(label),
          isHeading: heading || headerLike[i],
          section: null,
          sectionStems: [],
          textStems: [...words2(textCells.join(" ")).filter((x) => !isStopword(x.word)).map((x) => x.stem), ...acronyms(label)],
          block: rowBlock[i] ?? 0,
          category: null,
          percent: PERCENT_ROW.test(label) && !/\bper share\b/i.test(label),
          count: COUNT_WORDS2.test(label) || tableCountish,
          perShare: /\bper (diluted |basic )?share\b|\beps\b/i.test(label)
        };
        if (heading) {
          section = row;
        } else if (!headerLike[i]) {
          row.section = section;
          row.sectionStems = section ? section.stems : [];
          dataRowCount++;
          if (period) periodRowCount++;
        }
        if (row.isSubtotal && section && row.stems.some((s) => section.stems.includes(s)) && !/liabilities and/i.test(section.label)) section = null;
        if (headerLike[i]) section = null;
        table2.rows.push(row);
        idf.add(row.stems);
      });
      table2.periodRows = dataRowCount > 0 && periodRowCount >= Math.max(2, dataRowCount * 0.5);
      for (const b of blocks) {
        for (const c of b.columns) {
          c.numbers = rows.filter((r, i) => rowBlock[i] === blocks.indexOf(b) && isNumber2(r.cells[c.index] ?? null)).length;
          c.texts = rows.filter((r, i) => rowBlock[i] === blocks.indexOf(b) && isText3(r.cells[c.index] ?? null)).length;
        }
      }
      for (const c of blocks[0]?.columns ?? []) idf.add(c.stems);
      tables.push(table2);
      allRows.push(...table2.rows);
    } catch {
      continue;
    }
  }
  const accounts = /* @__PURE__ */ new Map();
  const categoryByLabel = /* @__PURE__ */ new Map();
  const subtotalCategory = /* @__PURE__ */ new Map();
  const accountRank = /* @__PURE__ */ new Map();
  for (const table2 of tables) {
    const cols = table2.blocks[0]?.columns ?? [];
    const typeCol = cols.find((c) => /\b(type|class|category)\b/i.test(c.label) && c.index !== table2.labelColumn);
    const descCol = cols.find((c) => /\b(description|notes?|memo|used for|purpose)\b/i.test(c.label) && c.index !== table2.labelColumn);
    for (const row of table2.rows) {
      const typeText = typeCol ? row.row.cells[typeCol.index] : null;
      const category = typeof typeText === "string" ? categoryOfType(typeText) : null;
      if (category) categoryByLabel.set(row.label.toLowerCase(), category);
      if (row.code) {
        const cell = descCol ? row.row.cells[descCol.index] : null;
        const description = typeof cell === "string" && cell.trim() ? cell : null;
        const rank = (category ? 2 : 0) + (description ? 1 : 0);
        if (rank > (accountRank.get(row.code) ?? -1)) {
          accounts.set(row.code, { label: row.label, category, description, row });
          accountRank.set(row.code, rank);
        }
      }
    }
  }
  const codeCategory = (code) => {
    if (!code || !/^\d{4,5}$/.test(code)) return null;
    const known2 = accounts.get(code)?.category;
    if (known2) return known2;
    return { "1": "asset", "2": "liability", "3": "netassets", "4": "revenue", "5": "expense", "6": "expense", "7": "expense", "8": "expense", "9": "expense" }[code[0]];
  };
  for (const t of tables) {
    let start = 0;
    t.rows.forEach((r, i) => {
      if (r.isHeading) {
        start = i + 1;
        return;
      }
      if (!r.isSubtotal) return;
      const c = categoryOfHeading2(r.label);
      if (c) {
        for (let j = start; j < i; j++) if (!t.rows[j].isSubtotal && !t.rows[j].section) subtotalCategory.set(t.rows[j], c);
      }
      start = i + 1;
    });
  }
  const known = /* @__PURE__ */ new Map();
  for (const row of allRows) {
    if (row.isHeading) continue;
    const c = categoryByLabel.get(row.label.toLowerCase()) ?? (row.section ? categoryOfHeading2(row.section.label) : null) ?? codeCategory(row.code);
    if (c && !row.isSubtotal) {
      known.set(`label:${row.label.toLowerCase()}`, c);
      if (row.code) known.set(`code:${row.code}`, c);
    }
  }
  const categoryOf = (row) => {
    const fromType = categoryByLabel.get(row.label.toLowerCase());
    if (fromType) return fromType;
    if (/\b(net assets|fund balances?|equity)\b/i.test(row.label)) return "netassets";
    const fromSection = row.section ? categoryOfHeading2(row.section.label) : null;
    if (fromSection) return fromSection;
    const fromSubtotal = subtotalCategory.get(row) ?? codeCategory(row.code);
    if (fromSubtotal) return fromSubtotal;
    if (row.isSubtotal) return categoryOfHeading2(row.label);
    return known.get(`label:${row.label.toLowerCase()}`) ?? lexiconCategory2(row.label);
  };
  for (const row of allRows) if (!row.isHeading) row.category = categoryOf(row);
  const vocabulary = /* @__PURE__ */ new Set();
  for (const d of docs2.values()) {
    for (const x of d.stems) vocabulary.add(x);
    for (const x of d.nameStems) vocabulary.add(x);
    for (const v of Object.values(d.fields)) if (typeof v === "string") for (const t of words2(v)) vocabulary.add(t.stem);
  }
  for (const t of tables) {
    for (const x of [...t.titleStems, ...t.headStems]) vocabulary.add(x);
    for (const b of t.blocks) for (const c of b.columns) for (const x of words2(c.label)) vocabulary.add(x.stem);
    for (const r of t.rows) {
      if (r.code) vocabulary.add(r.code);
      for (const x of r.stems) vocabulary.add(x);
      for (const x of r.textStems) vocabulary.add(x);
    }
  }
  const rowPostings = /* @__PURE__ */ new Map();
  const post = (stem2, rows) => {
    let set = rowPostings.get(stem2);
    if (!set) rowPostings.set(stem2, set = /* @__PURE__ */ new Set());
    for (const r of rows) set.add(r);
  };
  for (const t of tables) {
    const rows = t.rows.filter((r) => !r.isHeading);
    const tableStems = /* @__PURE__ */ new Set([...t.titleStems, ...t.headStems, ...t.doc.nameStems, ...t.blocks.flatMap((b) => b.columns.flatMap((c) => c.stems))]);
    for (const x of tableStems) post(x, rows);
    for (const r of rows) for (const x of [...r.stems, ...r.sectionStems, ...r.textStems, ...r.code ? [r.code] : []]) post(x, [r]);
  }
  const sentencePostings = /* @__PURE__ */ new Map();
  for (const sentence of sentences) {
    for (const x of /* @__PURE__ */ new Set([...sentence.stems, ...sentence.headingStems])) {
      const list = sentencePostings.get(x);
      if (list) list.push(sentence);
      else sentencePostings.set(x, [sentence]);
    }
  }
  const lib = buildLibrary({ tables: data.tables, passages: data.passages, docs: [...docs2.values()].map((d) => ({ id: d.id, nameStems: d.nameStems, stems: d.stems })) });
  return { docs: [...docs2.values()], tables, rows: allRows, sentences, idf, accounts, vocabulary, rowPostings, sentencePostings, expansions: /* @__PURE__ */ new Map(), lib };
}
function acronyms(text2) {
  const out = [];
  for (const part of plainText(text2).split(/[—:;()|]/)) {
    const ws = part.split(/[^A-Za-z]+/).filter((w) => w && !isStopword(w.toLowerCase()));
    if (ws.length >= 2 && ws.length <= 6) out.push(ws.map((w) => w[0].toLowerCase()).join(""));
  }
  return out;
}
function splitSentences(text2) {
  const out = [];
  for (const line of text2.split(/\n+/)) {
    const parts = line.split(/(?<=[.!?])\s+(?=[A-Z("“$0-9])/);
    for (const p of parts) {
      const s = p.trim();
      if (s.length > 1) out.push(s);
    }
  }
  return out;
}

// server/modules/assistant/analyst/format.ts
function md(text2) {
  return text2.replace(/([\\`*_[\]<>|#])/g, "\\$1");
}

// server/modules/assistant/analyst/instructions.ts
var NO_RULES = Object.freeze({ terms: [], fiscalYearStartMonth: null, display: null, brevity: null });
var NOT_TERMS = new Set(
  "budget budgets budgeted actual actuals forecast plan total totals year years month months quarter quarters period fiscal fy answer answers response responses reply replies result results number numbers figure figures amount amounts it this that these those question questions you tally agent assistant analyst data document documents information everything nothing report reports".split(
    " "
  )
);

// server/modules/assistant/analyst/analyse.ts
var EXAMPLES = [
  "- What is our budget for rent this year?",
  "- How did program expenses compare to budget last year?",
  "- What were total contributions in the first quarter?",
  "- How many months of cash do we have?",
  "- When is the final report due for our largest grant?"
].join("\n");

// server/modules/assistant/analyst/plan/common-words.ts
var COMMON_WORDS = [
  "you the to it that and of what in me is we this he on for my your don have",
  "do re no be know was not can are all with just get here but ll there so they right",
  "like out go she up about if him got oh at now come one how well yeah her want think",
  "good see let did why who as his will going from when back okay yes gonna time look take an",
  "man where them would been some hey tell or us had were say could didn something really down then little",
  "way our make too never by over more need mean very off mr sorry give has thank love said am",
  "people please sure any thing only because two should doing much sir maybe help anything these god even night call",
  "talk nothing into first find wait put great thought day work life before better again still home guy won those",
  "than around other away new last uh ever stop keep told must things big after long does always their everything",
  "nice name money doesn guys feel believe thanks old place fine kind isn hello lot years made leave hi girl",
  "hear father through every bad listen remember three boy coming wrong might stay house may baby another ok dad gotta",
  "wanna wanted enough talking happened show course being care done getting mind left ask car understand mother which try shit",
  "hell miss came wouldn own world guess next kill else dead trying someone real room morning huh hold ain woman",
  "yourself today looking wasn mom friend move same job tonight went son best saw found pretty ready heard whole seen",
  "together fuck minute men head matter haven knew excuse many idea without play family meet most run while wife once",
  "live somebody everybody used use myself took yet start called couldn kid tomorrow happy school problem watch bring fucking actually",
  "business says hope open already since looks sit mrs cause alone hard wants stuff turn days friends until few kids",
  "honey dr gone both door later saying such killed having face worry ago five second brother damn case thinking probably",
  "beautiful hand check year forget hit lost minutes crazy late phone nobody end easy doctor shut under part deal die",
  "soon four anyone pay happen true each supposed em eat jack mine working town afraid drink exactly whatever hurt knows",
  "heart gave young everyone chance read makes number taking change anyway week married point hands police word fun wish bit",
  "aren game party set cut comes sleep shot anybody ass stand water boys trouble dear couple gets making eyes break",
  "story far times um close means funny goes lady death asked walk fire hours hate gun rest person inside waiting",
  "different girls captain least important ah also line yours office dinner quite against fight side six half pick question ahead",
  "michael cool women body high husband john reason almost dog buy truth met telling hot anymore behind started speak bed",
  "moment tried blood ma shall daddy stupid along either though front sister bye send welcome sometimes trust free book answer",
  "between children war hurry fact brought clear bet its white glad daughter outside city bitch feeling black seems full till",
  "sick light shoot news lose wonderful months save hour country jesus needs wow able frank perfect shouldn running child whoa",
  "died order living sounds alive food gentlemen luck hair drive promise sex music ya power sort special serious street red",
  "dance hang touch team playing company george pull plan sweet ten coffee lucky sound safe date leaving parents president himself",
  "seem lives air taken york picture ladies lord sent fast happens perhaps catch ride win kidding top scared dream sign",
  "meeting sense beat control drop cold weeks darling figure king poor throw asking joe write cannot suppose small human piece",
  "boss hospital uncle past calling known follow sam movie ha straight christmas weren words clean kiss looked feet evening million",
  "lie felt moving certainly step learn fall bill questions finally takes class quiet wonder goodbye law become general worked rather",
  "possible goddamn unless mad absolutely tired murder road mike eye except somewhere explain charlie less none loved giving seeing tom",
  "secret wear worth act careful quick handle pass early report state busy turned table wake works broke ball major seven",
  "mouth marry meant fault lunch lieutenant al expect hmm mama future paper officer hotel buddy thinks agent talked blue american",
  "mistake tv david ones wedding clothes weird changed court floor watching building earth dude others longer forgot finish ship club",
  "attention eight worse pain ben th sing blow choice ls ray birthday stick relax yesterday honor smart colonel boat plane",
  "month lovely given train fair worried ooh needed sitting security cover across paul bag terrible caught song spend horse ring",
  "sell return personal message system afternoon bob hasn happening tough christ peter quit count box missed present kept charge information",
  "fool simple middle calm surprise forever decided dark anywhere miles swear land mary missing cute lying master dress strong key",
  "fix interesting wearing strange johnny voice rock cop window bar totally interested appreciate army paid short record bought card certain",
  "college fly evidence bank besides completely ran cops test history finished born proud fish join lead smell near apartment enjoy",
  "letter situation trip harry mark store yo amazing star danny accident il imagine doc pleasure ought list rich calls jimmy",
  "service entire difference judge ice lawyer fat alright instead age station realize gold seat liked hundred summer dollars standing angel",
  "mess america chief killing radio hungry problems marriage brain soul forgive drunk henry deep figured likes girlfriend folks slow private",
  "during ed attack beer definitely stopped partner walking area dangerous offer scene third upset bus owe shoes driving english richard",
  "group ln kick evil joey joke fell truck teach ground green loves cash forward honest boyfriend park single position respect",
  "broken crime wrote public max mommy congratulations grab fighting art favor upstairs wall force seconds jail push prove normal protect",
  "machine field spent feels speaking named jump starting saved nose hide sun church peace professor bobby share french steve bullshit",
  "moved picked thousand paris holding billy fear using la tape tony suit pictures holy putting involved gas books relationship neither",
  "nine pop rules bother especially nervous whether dying stuck round dirty cat breakfast idiot space lived prison carry james cry",
  "bastard smoke arm film government tree foot contact knock agree pardon gives gift south dreams jim hat sake sweetheart board",
  "seriously north department patient awful sad wondering roll robert beginning usually grand sergeant laugh killer listening doubt upon double twice",
  "whose outta plenty guilty jerry promised fired race crap chicken bathroom asshole spot reading orders weekend detective action sheriff eating",
  "glass type guns experience west obviously wine luke press difficult lots brown nick rid sea arms flight staying arrest neck",
  "grow mention favorite wind sleeping notice admit extra within low impossible gay computer angry bunch blame pants visit clock tea",
  "fellow kitchen lay hole guard learned smile feelings fit pal bear often wild silly camera begin reach ow beach larry",
  "heaven lock leg quickly lights kelly worst shooting played plans bucks suddenly writing track teacher ridiculous legs river dare burn",
  "raise aunt shh rory surprised decision cross cost queen fresh innocent emergency medical dancing cell gotten seemed bigger states closed",
  "names walked bomb hanging note shop sweetie nuts band losing price steal waste client stole crying pressure code places dogs",
  "rose dick accept further excellent aah magic drinking keeps corner consider ourselves herself acting locked laughing address copy tells warm",
  "sold pregnant hall treat everywhere van papers complete cup ways level passed witness eh taste motherfucker hardly camp keeping charles",
  "keys yep beg duty ms interest tight helping bottle support leo flying decide united st turns moon bottom hoping conversation",
  "san hero asleep roger final continue east match apologize trial spirit willing chair risk study amy possibly rain above cousin",
  "pulled cream dropped excited memory breathe enemy huge search greatest drugs beauty lately tommy rule build choose cards lee advice",
  "immediately teeth became victim friday coach flowers showed crew saturday driver apparently heavy trick empty comfortable destroy brothers mission plus",
  "apart pool dumb dressed helped knife checked santa weapon restaurant shirt faith simply gee dig size stars london movies necessary",
  "themselves credit blind starts center bridge practice closer discuss cars mister grandma cook ticket strike stage animal bird leaves sight",
  "somehow following knowing drug career nature however prince responsible cake famous nurse correct breath fucked games allowed sky bringing hearing",
  "singing account due common afford tie chinese bright allow belong concerned escape suspect written skin file jake madam fill operation",
  "desk taught aye pack lied faster deserve ted danger meat command stories tickets paying hiding perfectly sunday whoever beyond sarah",
  "dave student jane dry jury form main heads program papa martin milk fred held horrible kinda feed de natural grace",
  "breaking battle ugly phoebe coat although settle opinion washington ho terrific according older gentleman lucy noticed loose local lonely shame",
  "otherwise shows large devil video speed military chicago built shower oil opportunity chest horses biggest threw bite eric aw wash",
  "stone block records indeed weapons invited turning draw attorney pretend health vegas balls heat manager guest loud itself fantastic cares",
  "shake numbers lab princess island easier color earlier bell naked suggest wet pig letting nowhere merry animals weli cheese ideas",
  "downstairs soldier monster several planet dean insane fellas california walter eggs spoke butt murdered view bloody opening lines insurance split",
  "pete jealous bullet arrived character national screaming speech airport hook condition target finding serve er incredible sugar player signal helen",
  "total selling hill football screw page justice letters rough hurts project crowd meaning planning pair science usual sees adam emily",
  "sooner commander ordered subject remind lies strength mail dan paint freak bedroom onto neighborhood personally finger spell tim ghost majesty",
  "peg smith doctors fake release weight cheap market pray expecting unit signed falling throat lake nor susan realized director agreed",
  "truly phil brilliant cab powers prepared candy junior pocket legal scott aware roof jason babe brian radar slept bud responsibility",
  "mountain base ours firm england whom trade romantic liar fan training brings powerful whenever sending language purpose whoo believed bless",
  "nope pieces arrested noise suck fancy exciting genius introduce forgotten annie rent familiar criminal doors proof vote recognize com stolen",
  "suicide weather drinks medicine lift issue followed buried anna mood male among television regular nights opened someday stomach yellow ate",
  "county nearly buck crane scare village prepare matters pizza monkey sudden assume heading toast ears fella babies jacket lane thoughts",
  "social travel sometime property monday expected fingers remain bodies secretary funeral sexual magazine senator jerk glasses dating research freedom arthur",
  "add damage repeat handsome hired prefer buying society energy alan crack vacation chase mulder divorce carter stayed jackson ally defense",
  "rat grandpa grant picking began checking reasons goodness post confused william unfortunately telephone surgery contract safety tall fixed professional lesson",
  "tiny assistant points freeze understood runs thomas license model gate soft margaret ear riding staff warning engine planned german map",
  "swim harm square silver sydney brave access positive covered female someplace streets blew weak season matt rush awesome snow spring",
  "spread champagne pounds mayor bond demon winner madame lips tongue leader showing permission bath mm monsieur mexico jones storm spare",
  "destroyed tour headed trees students ends burning bones kicked appointment mentioned piper score claire angeles shoe johnson ocean harder reality",
  "shape brad jeff kim survive gang saving cos style farm shopping clearly sexy growing example laid answers gosh rings alarm",
  "plays screwed schedule fortune enter bleeding punch ended patients rights invite obvious charges touched interview affair parts russian wherever unbelievable",
  "focus chocolate sue borrow grew grade finds statement investigation mate cole load painting throwing community ross waited loss barely woods",
  "changes details yourselves exist toilet chances drove meal dump disappeared member shock discovered failed pie carol crash martha artist sat",
  "theory depends bags joy ruin pleased traffic kissed wise nonsense pink carrying burned laura midnight shots deliver bread officers button",
  "dealing original mac hated source eve received hung cases subtitles switch charming decent nah below texas process desert hollywood expensive",
  "belongs particular moves higher lower period breathing grandmother pride thousands dollar witch tip soldiers jobs plant surely sports bust including",
  "birth joint logan wire bull brains towards rise boring karen ashamed lt sisters section facts smells clever carl honestly success",
  "garage filled physical connection complicated pulling regret loser closet giant wheel france parking twenty policy tear stranger wood fate maggie",
  "juice lily governor europe knight tied faces awake fought kitty coast pilot miracle lover aboard files based disgusting cigarette grateful",
  "mighty murderer garden watched wound sally alice linda forced drag fourth marie scream event woke row actor grave changing senior",
  "curious flat winter badly shoulder scary super priest rick disease sword smoking chick offered closing concern talent garbage mostly attitude",
  "bone recently friendly egg basically quarter engaged thee rooms passing swing amen available louis marshall slip knees birds bike hunt",
  "caused taxi stood likely object hates percent pierce raised japanese guests desperate dirt navy pussy plate negative cooking distance tank",
  "data request ruined hire knowledge golf falls cow dawn pissed stock equipment reports conference rescue ann sale claim holmes silence",
  "audience warn americans mercy hank jesse proper create universe francisco baseball harold soup hercules british outfit slowly yard drew duke",
  "jackie grown loving valley robin pure rate dies bro celebrate china piano simon uniform pills stealing spending returned location duck",
  "doll amount healthy central reached knocked walls pen steps younger attractive notes fail path poison beast wanting naturally happiness anytime",
  "sucks gary eventually betty channel elevator thy belt secure grandfather avoid penny thief laughs guards bay bride pathetic mirror thursday",
  "partners dozen becomes ellen kyle direction gorgeous direct odd theater led committed march boston puts official members morgan treated effect",
  "attacked tail vision pa secrets talks dust trap wide sharp honour aside stairs deck guts extremely unusual lousy newspaper courage",
  "apple tuesday terribly fishing piss university carefully hitting writer pulse edge illegal pity protection couch tests staring victims created screen",
  "appear winning precious windows studio kissing rob golden wilson frightened sandy owner royal intend da considered parties cast prisoner burns",
  "frasier popular destiny robbery silent violence federal hearts mystery nerve circumstances library toward busted becoming rocks practically embarrassing photo tower",
  "miller armed shift friendship maid wallet package range flower beating elizabeth results steady cheers rope cleaning exact image barbara maria",
  "vehicle turkey easily nasty jungle sensitive pot suffer millions remembered trash thou ambulance behavior nightmare prize per tears snake families",
  "cancer terms orange media foreign donna wasting memories songs spanish material expert charlotte cutting advantage rude flesh disappointed inspector guarantee",
  "signs committee terry kinds punk downtown sandwich understanding marks mistakes daniel sweat political panic cents plain performance stops boom union",
  "parker seats hundreds fruit cable objection mum separate kong underwear ancient fox lewis moments cliff setting rolling castle delicious value",
  "circle miserable bills glory squad chuck manage counting bowl zero victory stands embarrassed willie creature deny basketball mixed route continues",
  "bruce rare yelling nancy holiday hidden ill andrew helps directly progress remove wave gods authority chain highly wore emotional hunting",
  "shadow jumped false gray skip estate whore horn appears basement agents jess minds pleasant mile clients refuse approach disappear speaks",
  "district bug rabbit jeez champion stopping proceed competition watson anne presence leading forces century cure rita capable convinced swell warrant",
  "wayne threat therefore zack bury ruth services shine diamond april bat monica alert chip edward jenny transfer thrown sentence fabulous",
  "pushed nation butter earl jokes reporter booth casino potter josh successful learning possibility awfully sand desire bow cage wolf nigger",
  "units wing exchange trapped thin bored pet rip series drama homework hills carried entirely zone explanation spy assure failure hits",
  "collect swimming bang joseph print launch useless delivery journey fever jordan photos kills sport challenge loan shore barry spoken routine",
  "soda teaching trunk mask clark teli leads result passion purse served argue climb seth cats witnesses beef recall wings barney",
  "mental cabin ships script solid article vic education salt solve confidence frankly receive metal wounded settled suffering escaped anger agency",
  "detail trace pipe wins supper effort spit studying hug enemies treatment commit dragon reputation intelligence troops custody gimme ability site",
  "fifth trail palace pushing stays hop boots owns attempt houses lawyers mouse hurting stronger ease bout considering ordinary presents chloe",
  "impressed ripped customers laundry treasure revenge odds bravo tricks cowboy nuclear rome motion mall virus kirk forest reverend sounded trained",
  "june noel scratch virgin el breaks potential twelve fifty defend contest plastic fashion africa cap mickey interrupt latest convince lincoln",
  "issues joan cheer arrive chose supply surveillance catherine ignore nail mountains league vice figures joking thanksgiving albert stanley loaded coincidence",
  "messages cheating favour coke quality title impression particularly reasonable division bunny vincent tiger therapy se bastards museum steel minister bound",
  "standard wishes slave yell dreaming anniversary florida reminds shy firing walks cruel hunter bible seek chasing cancel prime las pat",
  "former smooth wednesday socks dates modern surface judy lifetime role curse eaten chosen gym motel enjoyed collection device christopher russell",
  "heck pee noon hong previously jersey blowing sons reward degrees lets georgia bothering bars dumped iron cameras mitch express saint",
  "devon sacrifice cookies janet assignment tunnel highway insist guide slide victor specific wrap oscar cleaned wagon prom lack cigarettes packed",
  "exercise defendant jean cheat bullets kit marshal background ringing clue damned assault walt suits fifteen ld concert temple ranch dorothy",
  "designed planes vampire foolish agreement darkness flag tent daphne rotten term remains pacey alien provide touching patch snap cooper davis",
  "believes imagination bail actual incident released liquor sonny molly disaster connected fully mass comfort sec smiling thirty border fuel francis",
  "legend players crossed electric demand opera donald circus current trauma diamonds turtle enjoying neighbors laws salad prints bundy argument peggy",
  "describe harper starving impressive neighbor nigga fallen sink council backup screams sneak wipe trigger avenue events tone norman toy meg",
  "youth crush factory felicity trusted instance searching grass campaign williams jen bishop wasted tracks goal ken dennis messed asks generous",
  "cookie fairy violent humor crisis average liberty suite harvey benny slipped opens rats systems stake managed nephew gambling threatened alcohol",
  "politics admiral begins occasion gentle shirley unhappy network cleared joined confession charity explosion finest offense wade judgment headquarters shout filthy",
  "surgeon tube hon math operator kidnapped pin personnel mix sucker alley dancer dealer humans hoped reaction chat depressed underneath commercial",
  "mon behave version fantasy chill chips steak gloves worrying sides dropping struck design honeymoon experiment identify blast arranged classic quarters",
  "delivered procedure spirits crystal buster whiskey goodnight perform response divorced prisoners jay dope greater fence poker normally powder landing protecting",
  "drawing actress vietnam gear rape advance suspicious locker buzz civil sin beth meanwhile ending torture classes marrying miami le blown",
  "selfish personality christian banks teddy fed dough lf deserves warned confess walker tries solution ceremony clown rocky highness helicopter connie",
  "costs prayer forth apology dressing invented hers hm corporal accepted emma entrance strip boxes singer gather pearl concentrate uncomfortable instructions",
  "satellite deputy daily nut stress tune valuable pretending kicking merely sauce guitar sighs porter basic charm belly exit blows net",
  "voices steven romance patrol pitch arrange satisfied japan makeup teams matthew surrender strangers rub whistle visiting wives bum kingdom fort",
  "hip flew hood anthony ling dreamed patience junk diet earn flash lion ralph frozen robbed homicide decisions gross holes uses",
  "badge mel offering financial answered officially opposite customer soap privacy beside unknown painful represent anyhow lessons reported pour extraordinary testing",
  "champ hopes twins meantime fascinating squeeze furniture rice bend valentine beats begging host mysterious blocks sore timing balance shark technology",
  "sets angle dutch wondered guilt yards invitation degree knocking checks urgent aim movement mud morris review heh chan influence moron",
  "freaking souls warren oliver tap scotch seal product testimony broad ace status skull films anderson chandler escort knee stretch territory",
  "recording listened entered affairs murders aaron spin favourite relief noble sample shouting angels skills rifle hostage gene tax chicks bo",
  "sticking deaf port foundation technically literally patrick habit pattern foul ugh harris occurred charged removed deeply option confirm beans lad",
  "coward yale brief benefit gifts awkward adult liver drives holds jumping flip bombs ward diane counsel debt international gal corn",
  "traveling testify shown cared tragedy childhood facility roses cotton admire brush homes self towel pro wally jet costume lightning murphy",
  "prick bush anxious respond headache frame harvard washed ghosts virginia marine flies supplies wounds louise palmer pays answering attend options",
  "dessert sacred afterwards recommend schools rubber clinic thick remote skinny cave brand elaine polite culture fans dallas jonathan claims painted",
  "blonde theme counter darn conscience aid mason tyler pound tag oxygen religious machines religion claus jo griffin construction combat transcript",
  "audition sherry blessed sweater laughter sammy commission travis shave temperature jewish dame flow drill principal sail gain germany packing crown",
  "brooklyn baker granted tradition wreck unique species zoo poem lawrence bonnie similar pages bugs tennis sticks muscle chop ad leather",
  "barn cherry manny tooth counts jam cheering tokyo emperor intelligent moral confirmed ambassador daisy lap baron steam blah punishment adventure",
  "sheep berlin exam gates penis gum suitcase demons sarge struggle equal operate bottles poetry replace fools grabbed smaller freezing possession",
  "citizen western thunder halfway abandoned wheels session wicked pigs stephen surrounded interests heavens digging fellows paradise burt palm motive shove",
  "magnificent pit toys waves shell cattle hut stink stable waiter pile tracking basket nurses determined whip motor marvelous musical bells",
  "fucker sire parent missile recent useful hooked complex monitor incredibly organization backwards stroke jill prevent accused engagement messing temporary rap",
  "goose chuckles halloween limit phones tapes howdy despite propose superior appeal drawer blade cried blanket identity eleven bernard maintain refused",
  "survived delighted inches cigar mob matches sack properly clerk appropriate shaking resist activity profile parade scout lamp award rusty gloria",
  "stepped suffered drank exhausted heroes kenny mistaken minor fits comment dive hatch landed approaching handled authorities environment medication hiya fighter",
  "wears expression manners beloved stuart chamber hawk effects task swallow sookie catching capital sales conditions chin tub lobby toe et",
  "earned highest string empire edgar eats developed description nap pump production stations inform deeper con actors passes related twist beard",
  "typical pole bid remarkable realise ye complain entertainment bingo creatures bitches ex soccer insult philip apply toes plates happier korea",
  "seattle abby acts choices slap sheets hammer producer catholic germans colin troy neat suspects rehearsal covering rear breasts railroad leonard",
  "informed battery academy editor toss diner sailor tha inch tire broadway bump lawn invisible peanut russia quietly fond purple phase",
  "convention revolution dana excitement goods item thus manhattan hitler forgetting thirsty stinks episode cheated pan passengers tits tend fooling pockets",
  "cruise coma critical development diego spike tragic mexican commissioner attached placed sharing handy graduate superman suggestion advise mothers signature dismissed",
  "accent labor scientist hollow robot behalf actions entry discussion helpful permanent buddies generation servant assigned captured brass permit widow kidnapping",
  "terrorist upper dull july dime retired psychiatrist motherfuckers joining discover crawl fights kansas vault underground lemon hail foster magnum bargain",
  "loyal tale criminals clay ewing tastes beaten precisely combination luther citizens employees log cells tattoo hawaii basis relationships fields link",
  "allen needle jazz pam sakes idiots buffalo ruby marco chef mistress racing treating dishes attracted bacon psychic chairman slim unfortunate",
  "chapter sunshine farmer rocket thumb pill frog comedy intended terrorists wrapped shoulders operations weed hart feeding threatening owned tables transferred",
  "beings cloud boats explained shocked dated dining policeman pops undercover hooker kennedy cohen hopefully mount serving individual existence hid fries",
  "picnic industry engineer boo chopper reckon lend loyalty splendid workers shelter debbie jacob yup management carpet divine synchro spoil introduced",
  "troubles beneath raped sheet southern porn appearance lazy plot ham returning betrayed employee crimes medal dragged reporting manner entering waitress",
  "hockey destruction ford veronica entitled visual fingerprints eagle sends newspapers blake active dish denied puppy electricity discovery unconscious cuts perfume",
  "shadows temper operating theatre pillow talented teachers companies roommate stones bears graham safer approve promises forms defeat scientific elephant cock",
  "handling assumed alike asses photograph slut chemical trailer attacks heal greek absolute studied practical rage killers shrink serial shakespeare diana",
  "slightly potato applause necessarily exists geez halt gin paintings raising whale announcer turner blanche peaceful creep assholes warden lovers randy",
  "complaining immediate straighten gig transport dentist wesley include laying affect bitter creepy helpless reception boot rd billion bureau gob ages",
  "annoying tools luggage brandy assuming safely disturb conduct potatoes nest wisdom function massage thrilled produce boarding jewelry arizona patty charley",
  "analysis nails nelson delay psycho harbor limited register latin september spain murray reverse shed election intention nerves profit ouch fetch",
  "lick column extreme assistance booze worker emotions verdict heather shawn lame promotion airplane bra herr oops rhythm cocktail rounds everyday",
  "corps phoenix protected honored stubborn von lance torn smarter concept clothing waters pumpkin grief comic suggesting dignity sixth deposit computers",
  "franklin kay instant commitment gotcha monsters canada understands proved bits passenger jefferson jew orleans strictly acted facing throughout lip creative",
  "salary beers tool holly required marked eternal tissue banana rod cathy guessing subway campus pope laughed bowling arguing roberts confident",
  "paranoid homeless engines hector drawn require privilege barrel lamb wizard wong worries executive fund carmen twisted separated drown multiple capture",
  "lungs statue traitor fleet consequences forty philadelphia discussed begun kindly exposed payment detroit compared measure adorable tested countries goat pork",
  "bets elvis effective candles collar houston mars shared injured lecture accounts root publicity passport roman hans parked fixing grounds blond",
  "dice parole witches celebrating believing salesman twin bothered paperwork booked plug clubs crashed rumor rug nanny sidney unlike meetings rode",
  "tellin cal freaked lean narrator communication cooperate colors bee coop worthy spots levels wrist nd caroline enormous obsessed punished misery",
  "sunset conspiracy reservation suggested announcement drops curtain austin nicky kane driven locate specifically fooled identified relieved jeep sharon compliment stiff",
  "unable magazines abuse naughty sum blues ballet skipper spotted tense random burger album concerns happily corporate caesar intense impress injury",
  "praying august gunshot chickens jews rembrandt slight questioning raw borrowed priority organized structure brick leon fried complaint snakes registered leak",
  "sucked worm warrior survival bleed louder sober corpse glove vodka document dynamite spider worn branch shortly deserved relatives budget envelope",
  "pistol novel shotgun fraud shaw overnight bucket clouds experienced nicely belonged heels application russians daughters buildings warehouse excellency stare sits",
  "massive menu skirt acid butler signing inner scholarship provided constant causes solved visitors october counselor tanks korean collins imagined scum",
  "centre festival cleveland depend practicing screwing celebration deadly examine chairs oath bachelor atlantic romeo disturbed pencil trucks ashes causing confusing",
  "arrangements unfair fridge internal ties bounce shining burden core heroin humble dummy graduation championship mummy columbo deals explode appeared retire",
  "dramatic observe raining roast silk photographs shooter wha differently announce fires bartender ransom surprises suspected sealed gut dresses investment seventh",
  "taxes dock coin execution necklace lit bait hats bald queens tarzan blessing absurd blank demands humanity reese filling sworn grip",
  "directions copies fee scientists kidney hostages punish atmosphere bench polish pacific ape added cracked connect spray pancakes gathered floating losers",
  "porch tires aliens marines develop sandwiches requires positions autopsy sorts adults terrified quote daylight burnt pace plants mortal lynn envy",
  "hallway relations benjamin interfere characters signals bearing niece mill li loses cooked delicate strikes scale prayers sweep smack stores en",
  "therapist lesbian alexander previous grows towels retreat scheduled investigate awhile cent chart helmet louie succeed arrangement fathers strategy stabbed farewell",
  "praise physics fog aircraft discussing moscow hudson severe tons impact shorts scan sailing cows wells types maniac chaos triple civilian",
  "burke oldest covers owes flush documents cellar independent studies danced vessel alternative height reveal hallelujah motherfucking stella meets volunteer deed",
  "thompson upside glorious debate calvin brandon handed faint worthless stinking error amber ladder physically groups telegram whatsoever hears resources arts",
  "web poet gasps adams willy hint arrives delightful amusing bonus stunt grey ash bree closely fairly located picks rumors horror",
  "admitted fears tips codes jeremy rented investigating betray snack holidays madison conclusion faithful wars popcorn photographer alliance somewhat population phrase",
  "magical recovery thieves penalty tournament reed disturbing damaged outer dale described chew crawling washing roads discipline takin rex explains profession",
  "cart flame perimeter wax coffin ultimate kindness gently terror barking cargo yankee vampires hopper bret recognized associate coroner sock certificate",
  "diary swamp closest preparing lighter stall breast broadcast kings jock russ appetite crowded various hopeless areas planted technique obey fluid",
  "hostile gamble ritual barbecue dug sins whack motorcycle noah contrary weakness jr creek auction tender oven spiritual leaders worlds journal",
  "doris dial storage val advanced grades cd models marilyn helio constantly embarrass repair quitting fork reunion melissa accidentally apologies filed",
  "lipstick pepper unexpected recovered rolls cities cough proposal protest waking returns mankind stab november supreme goddess hurricane visitor swore almighty",
  "infection wrestling reads cease beam fortunately crossing conflict anyways buttons shirts primary colour objects cannon flu shrimp deer ohio cemetery",
  "sexually samples chemistry balloon stuffed excuses harmless fame tin throne requested setup drain fold electrical morgue rig pimp activities distant",
  "tan petty vicious symbol briefcase evans clarence vulnerable beds sleepy del convenient increase forbid tension seated banging reporters solo hack",
  "raid comrade scares display threaten burst curiosity slice transmission eli communicate butcher candidate gallery invasion wee lunatic rank robe laser",
  "til woody regarding rolled spoiled senses spill values reference scar compete kiddo drum limo ducks fisher disappoint chased crushed tremendous",
  "nickel madness affection retirement resistance arnold dizzy betting adopted australia software granny rising thrill recorded anonymous haircut lads determine approval",
  "fry horny instincts scenes sequence inn refrigerator courtroom harrison compare sympathy ceiling ribs judges alibi wig nearby indicate pointing bare",
  "cabinet civilization doorbell cane delta generally formal jar plague reminded tore emotion tramp apples felix misunderstanding arrival prior philosophy freaks",
  "scores fur infected footage sheila qualified replaced residence writes phony tossed smash native illusion depth denver cocaine wished technical convicted",
  "lung cape visions brooks fortunate perspective sweating mature sources sang congress radiation harmony yacht shelly larger genuine strings sixteen shield",
  "canyon kent lori insisted deeds mademoiselle lan dedicated judging autograph trains mick established minimum presume traditional pad doomed cocksucker courtesy",
  "kicks eastern association scandal panties alpha slaves julius fletcher improve sleeps capacity girlfriends instrument abandon allergic consciousness whispering pony ski",
  "missy enterprise weaver mccoy belle andromeda needing reaching artists hawkeye momma versus hose messenger mole missiles saunders breeze stream rash",
  "tray violet exception recover devoted disgrace pale couples identification worship candle ankle surgical satan defence milo circles attacking dreadful manual",
  "bubble tuna pod cooperation eternity floors symptoms grandson rainbow password deb mae scaring existed watches searched dip tricky depression tuck",
  "chapel bp aggressive sickness forgiveness batteries monkeys author martini decides popped smelled meals sneaking proves pulls skill businessman whitey finishing",
  "focused connections wandering contacts whisper uniforms kathy duties largest climbing proposition method welfare hustle wiped mere ditch images lounge minus",
  "prosecution formula auntie abbott backs accurate assist forehead attic sis arrow votes sal cynthia defending saddle groom apologise flattered destroying",
  "thoughtful shiny exclusive kisses controls disguise communications bracelet relative rack cue soil gossip grounded sustained hamburger sausage lo embassy ox",
  "vital creating institution husbands maximum dodge joel addition theirs bore gratitude graduated principle aspirin liquid rot arriving adore persons poisoned",
  "blackmail pierre bailey risky remembers expenses corporation rider shaft moore attempted receiving deaths interrupting switched completed cans sunny auto insanity",
  "drowned ahem si cuba perry importance inspired instinct passage terminal groans magician sub mona content pickup zip unto un pilots",
  "spite legally belief hush recipe spoon exhibit pointed administration stove chains forbidden december wired embrace declare possibilities seed nations masters",
  "communist karate lizzie react bold muscles peculiar violation prep genetic trophy bass peanuts prostitute rogers robinson accomplished throws offended savings",
  "legitimate winds knights offers hunch ja jenna nicer nearest included backed ton ego centuries flames skies ink protocol jolly easter",
  "umbrella rum chili bombing grams sings float tortured executed mobile carriage dammit stitch juan favors expense approximately observation outstanding chess",
  "potion guessed dealt occur gesture contacted racket aisle benefits receipt consent bathing concrete haunted advertising ol shepherd ranger billie ruining",
  "injuries income pipes anchor scotland julian alison distracted weekends logical heel cursed cousins colored sucking wealthy prices prescription guidance heights",
  "monk wang efforts tops bothers regard brutal fist tide freshman olive sharks victoria pirate hamilton refer achieve owed ideal spinning",
  "puzzle resident boobs precinct lobster performed misses suspicion breakdown suspended casual agenda balcony melt casualties claimed bizarre canceled clears celebrity",
  "panel armor sissy spencer alfred begged follows jammed draft shitty illness nightmares distress fu joyce sandra donny samson continued gathering",
  "scheme factor elected whipped salute organ springs tick jewels boxing sylvia ordering liable backyard honorable dorm jewel abortion mutual standards",
  "bent honesty drowning bully presentation rally platoon harriet inviting posted nailed limits annual notify trips integrity wooden published scrambled drums",
  "christine rely quicker rides intentions reserve demonstration bounty prosecutor glen moe tucker chad noises cheek gracious folk savage douglas ants",
  "craig occasionally fuss amongst jaw substance attending disorder moses confusion sells weigh jelly calendar carnival mack lester situations harsh fatal",
  "hysterical inspiration medium northern dearest fighters baltimore submarine chi haul strain compound bam meters ridge jin ariel buys expose lifted",
  "aha cooler european gag memorial sector herd soviet apollo erin caring nowadays sentimental pursuit objective tales feds elder katherine strict",
  "congratulate narrow smashed compromise experiences length sting cord guardian mule paulie resting beautifully closes smoked plead fax lonesome controlled shoots",
  "relaxed cries automatic officials lands tobacco grunts simpson stepping satisfaction originally intimate wires shelf subjects nun tolerate blaming emotionally subtle",
  "household volume grease stud voted hobby moonlight semester mo tis vanessa baldrick convincing compliments cleaner knives geek frankenstein eugene eleanor",
  "toby explaining opposed elements servants speaker resort pervert myth fountain commanding nevada crab yah kang currently domestic teenager gravity label",
  "razor pledge bolt yea visited eager messy teenage slick eighth dispatch electronic sorrow clearance chow faggot nazi echo cunt clamp",
  "complaints collecting restaurants maintenance mug shovel bean plea rio shorty otto avoiding hardware attraction races coordinates swan kerry sensible jackass",
  "conscious pose nicholas han slightest touches sophisticated blocked troubled colleague experts nickname yay wakes affected anxiety loop classified greetings dudes",
  "african bart spreading theft remaining obligation med psych painter lottery samuel monroe trey horace referring traveled psychological items proposed driveway",
  "woo rarely hardest swallowed strongly confidential logic negotiate online feast sponge pirates preacher rabbi peyton hearst locks baked january detectives",
  "scissors lodge holland pedro covenant miriam respects accidents circuit possessed leap targets drivers cigars bonds finals commonwealth homer proven urge",
  "humiliated guaranteed wishing threats dreamt enforcement brakes mississippi galaxy dee baxter ming disagree responsibilities endless inappropriate greedy element vegetables feather",
  "dot gypsy disk gail rejected funds jeans bicycle withdraw frequency mattress democracy tubes memo melody polly andre virgil catches respected",
  "promising notion offices innocence copper warriors dexter dragging mice experiments coal consideration amateur needn gown ninth marching siren miracles pregnancy",
  "pier internet ew salmon atlanta architect starboard umm sawyer skinner carries declared fourteen hike registration charts gasoline survivors engineering detention",
  "doubts colleagues risks vain cancelled urine beep venice maris pronounce clearing significant approved riot forgiven robbing kidnap explosives vows laboratory",
  "rehab airline morphine stewart senate stark sloan involve lined choke methods wardrobe granddaughter naive phoned growth mustard mansion cheerleader beeping",
  "tiffany happiest stew fart ram rabbits butch winchester extend tearing pursue whereabouts creeps altogether reservations drift offensive discharge click ginger",
  "quest stern luckily hangs persuade cups healing literature psychotic customs tech canal carrier torpedo angelus bullock initial hereby roots performing",
  "purchase regulations hay tribe earthquake congressman spilled intact backing depressing frighten wealth chap cereal bein peach convict shares surf rodney",
  "counted establish outrageous breed companion lighting nursing bake winners underwater pond connecticut lions absence tasty footsteps hairy shipping shipment settlement",
  "stripes colorado webster crashing deceased curtains swiss worms global diving prophecy ramon faced liking charging whew elegant bunk clues spark",
  "lease syndrome bronx velvet chester serves ignorant deliberately compassion scenario puke authorized bourbon brace timer antonio figuring overtime define straw",
  "coverage baggage scrub retarded sperm willow screech treats explore replacement clowns meter brat erase breach bluff cavalry ashore napoleon assured",
  "unnecessary bedtime struggling overcome custom smiles alcoholic horns stain wheelchair crib pine mines carolina hugh lasted elsewhere hottest shocking drunken",
  "civilized hospitals distinguished incoming dental est accountant camping definite starve applied fare engage pudding countess yelled represents entertain swinging acknowledge",
  "elbow physician scam platform earrings booty essay carson habits heavily ironic pinch products rendezvous den abilities stadium yen stack unpleasant",
  "vast cloth debts bathtub lawsuit investigator journalist charmed zeus madeline positively contain bumped isolated pounding creation eighteen fiction chorus invention",
  "ketchup es correctly protective antique sunrise hips comb yankees bats noodles encourage directed cured bribe articles dash musician gibson frederick",
  "montgomery surprising luxury rushing ahold waits mi ding herman depending printed passionate exotic insulted furious principles civilians vehicles voyage garlic",
  "niggers carpenter dolly elk dickie differences generations eliminate sincere steer trading poster bubbles brake juliet cinderella shade supervisor scent confessed",
  "stereo costumes graves compartment buchanan drake sark slipping cracking boil shook behold conviction ropes parlor peak writers montana heller pouring",
  "slack dances wit poisoning stamp flashlight spaghetti assassin wolves banner colony lighten reliable ignored stir shallow regrets nevertheless murderers groceries",
  "holler handwriting mortgage organs rib tomato nude pigeon plaza skate randall vivian fayed additional modest shorter sloppy humiliating pals destination",
  "hunger cycle courts biological glue coats inspection ammunition harassment mayday newport dd wander despair sofa deadline tequila universal probation archie",
  "revealed spends evidently accomplish shaving divide fastest feature poke recognise michigan housekeeper pentagon battalion documentary beau desperately pressed wonders sour",
  "fuzzy pajamas whores muffin whales niggas slam definition seventeen bon economy contracts queer vet martial chambers troop ra presented busting",
  "remembering sweetest hilarious obliged spells streak directors neighbourhood tow lv argh senor gilbert trusting frightening variety classy tab vacuum cracker",
  "disco cheque curly tsk dc alma collected questioned occupied tasted blocking resent spine facial glow jealousy scored consistent wheat roller",
  "orphan switzerland suing hooray dam appreciated prettiest sticky butts owners beware janitor cadillac naval bodyguard hayes handful nicest witnessed exposure",
  "vegetable cuff millionaire towns era feathers flood automobile cakes chemicals medic gabriel hugo deline brett brewster crooked attract tease resume",
  "accuse mentally database clip pets attaboy tails generator toad simmons pressing feared announced spectacular lethal collapsed obsession cafeteria interrogation masks",
  "scoop craft dolls crook onions crackers intel expedition lucille hyde sophia merlin entertaining travels inevitable cozy seeking ultimately delight respectable",
  "shack orbit kirby blamed adjust essence preserve farther fireworks suction chauffeur tomb riley satisfy developing sleeve intent promoted relevant fade",
  "quarrel scope oak evacuate doom republic owl difficulty conversations fitting consult felony projects speeches rubbish co poop knots presidential homecoming",
  "quantum encounter listed taller heartbeat relieve defeated framed programs lust corridor vest shells audio trainer dove stanford oz misunderstood transportation",
  "vanished issued stressed execute collapse foreman gorilla dusty madonna rodeo mia vera phyllis veins loosen punched educated identical concentration submit",
  "maiden heavenly constitution profits grid freeway strawberry maine burglar ghetto shuttle moose pinky blair cola ruled sane chewing scumbag prey",
  "examination tactical lemonade orchestra butterfly assassination bloom hah oui col sol dozens unlock channels bites grocery possess confirmation sew bark",
  "slot weep february whispers artillery monte mildred warp hesitate allows hiring sidewalk listens psychology spying statements dismiss ancestors waltz scouts",
  "puppet squirrel barber runway importantly defensive slaughter reader bananas nazis puppies godfather joshua jasmine archer disappointment indicates anyplace rang sixty",
  "mint chops politicians ambush portrait hee roland tougher suggestions forcing choosing deserted rescued theories tourists hatred vengeance vow asian elders",
  "leopard gregory examined popping failing clumsy extension departure perfection behaviour corners pause digital fag towers hanna insulting delayed equally hideous",
  "employer thankful mock ammo bands bin negro tango florence campbell dwight mouths ambition requests acquaintance offence finance addict peel ethics",
  "sponsor rebel donkey orphanage ferry ant helm erica recommended specialty employment peek stray vomit wrecked graveyard crank blouse landlord kneel",
  "dancers evolution gangster bees prophet warner holt topic unacceptable corrupt jurisdiction flirting explosive headaches artery choir marijuana rivers appointed repeating",
  "representative diapers dose dealers asia partnership cottage spice egypt nova iris includes acceptable pains stalking bruises humour madman einstein gravy",
  "historical impulse pearls sherlock atlantis rushed sole greet measures produced expectations interviews denial thirteen lone sh brazil kung trance interrupted",
  "reaches disrespect interior advised gutter designer realised text tribute devils marker que shoo carbon stamps stripper ct colt olivia chaplin",
  "arrogant waving offend globe rains cuffs vibe heir kentucky gunfire marble goofy precise repay teaches leaf hairs junkie allowance residents",
  "boogie dont gained slower shifts specialist fugitive buyer fracture untie boulevard videotape abraham bulls chinatown ana armstrong saves caution volunteers",
  "handcuffs strap freezer primitive thread virtue hunk mode needles trousers condom rep banquet slippers golly valet im tumor override buddha",
  "hup dante fay cassie purposes regardless supposedly fragile panicked irrelevant waist secured smokes instruments hanged goals narcotics sensors sobbing saloon",
  "fanny shields dom tammy marc amazed appreciation detect fails majority juvenile hog backstage whistling drip rifles skeleton francs peacock secretly",
  "motto sip contains unstable battles choking procedures blankets playground assets immortal publish syrup allies transplant fatty vietnamese thorn premises boyfriends",
  "overboard fireplace funky altar treason amigo lyrics grunting jade hilary unlikely regards underestimate purely dried skipped reserved recommendation blink mechanic",
  "ads cafe ribbon vagina reno jingle rosa raines gladly noisy buckle traces hotels stash bluffing utter resign pneumonia payroll hound",
  "flick maxwell lynch tara reconsider opinions reflection suggests justify mainly region salvation rational legacy contempt cocoa spelling condoms diplomatic camel",
  "sparks youngest involves climbed freaky frustrated flavor fantasies loneliness stitches paramedics toothbrush supermarket burgers abducted nemo pissing torch belts conquer",
  "speeding stoned static canadian plasma herb sr lulu ensure crappy jumps smelling flipped desires efficient visible restore slapped patterns economic",
  "slug psst par runner columbus touchdown birdie na lasts accusing update lifestyle shakes sinking recorder mustache rookie sketch quiz chronic",
  "indistinct seoul hath rosemary memphis shanghai yang cordy overwhelming snapped careless lid smiled cheaper suckers tricked cracks qualities compromised maker",
  "reckless artistic maps humming coughing licence roosevelt skating dagger ethel walsh finn apache allowing tracked concerning biting disposal childish associates",
  "adjourned abroad blunt mechanical biology weasel toxic strangled bridges rebels utah gale distract opportunities involvement utterly sincerely heap selected dearly",
  "sensation stakes numb leadership bushes edition goddamned ciao atomic columbia axe venus cetera consulate knox wolfram reduced meaningless verify conclusions",
  "loading responding sued separation fuse crop faculty merci carlo brent embarrassment decade imagining screamed suitable resolve essential partial plumbing restless",
  "pension hence awards hunters priests valve jockey lizard regiment vienna arc judith refuses deepest seize translate artificial rental uptown hum",
  "racist beaver noted permanently volunteered mild merchandise convenience fabric greed reply moaning assembly tickle chuckling frost digger dink whining preliminary",
  "showers features tipped affects alter fierce grim sadness rag homeland princeton comrades rangers pussycat pageant cheyenne pretended noses longest delivering",
  "ambitious thoroughly confuse swept sufficient estimate discount broom grain mates programmed poems banker marketing dim quarterback voodoo vanquish pooh strongest",
  "elaborate accompany elementary relate burial psychiatric specimen moms meds ay violin chiefs collier formed murdering rubbing venture tactics invest spooky",
  "affirmative gulf sirens onboard softly kitten clap voting homosexual yearbook fuller nash thorough sadly expects sought souvenir pumping sewer opponent",
  "instructor yank raft marina amelia prettier translation losses commercials pennsylvania balloons scarf robber adoption spa treaty bunker batman cutter deborah",
  "handing instructed demonstrate humiliation comments sights hotter prayed substitute dinners limb inventory movements chatter adopt academic thumbs lens verse traps",
  "activate realm mafia tad bloke edwards ernest frances lilly maya interference irresponsible supportive weekly triumph sunk tourist nightclub urban peas",
  "flock du fritz gideon blackie snuck starved decency sunlight babysitter solar dimension flank hamlet quack lin lightly ungrateful realistic contained",
  "invent unload athlete initials sessions curve commence grenade mirrors midget tutor pickle programme notebook abort supporting crucial bugging heroic equals",
  "intellectual phenomenon flights cement schmuck bidding asylum acres gambler coconut curfew salon bonjour pike dudley visits violated talents grasp sheer",
  "irony representing recognition feminine fucks rail industrial overseas flee briefing spies sneakers joker bing alabama ba garrison instantly temporarily disappears",
  "chopped selection filing facilities flown hating condemned microphone nipples whites drawings intern britain spear dragons bulldog professionals considerable acquainted committing",
  "hospitality vague lining pinned packs abused filth doughnuts dryer penthouse cowboys robbers addicted metro riddle communists ta fr rach jasper",
  "improved matching arguments installed boost despise monitoring accounting authentic rehearse farmers protein faking freud publisher wisconsin islands expelled judas porno",
  "surfing robots growling proving enthusiasm shops gifted concussion blasted pins plumber harlem trek panama keen strangely dared tapped smartest acquired",
  "scratched whoops altered seeds weddings loaf pm yummy horizon gracias marathon duchess suzanne balboa barton steele divided warmth shaved lookout",
  "cleaners grill origin puff classroom cherish guinea survey yoga cult crow spiders jose quarantine mills hicks werewolf fleming josie inconvenience",
  "sweaty controlling payments grudge peep vile buffet discharged claws swine les dj louisiana barracks trooper chang cheeks referred slippery promote",
  "lowest endure ruins hump rhyme vent courthouse doggy evaluation advisor supernatural jets probe blackout oklahoma missouri piggy greece allah marge",
  "handles striking participate individuals remark radius fled sacrificed scars classical parallel dandy mash revolutionary villa squadron jerks contribution steals remained",
  "undo ticking strangle seas rapid scrap orderly bosses squash rocking sailors claw alaska giants dames elephants vermont cain comforting poured",
  "permitted requesting traded fainted wrists boards imaginary caller bugger suspension sushi marvellous sniper portal manning slater flint lifting portion experiencing",
  "tripped immune poverty ax buzzing survivor rays fisherman gangs pawn tunnels doe posse comics antidote wah organize approached traced attempts",
  "chilly shutting healed videos oral collector disappearance activated organic tomatoes truce website swords ballroom gasping sanctuary nixon sanders doo hawkins",
  "hastings agrees notified linked juicy achieved reduce ankles contents attorneys tackle dine leash diagnosis drugstore mold container planets coins barbie",
  "millennium superintendent pastor min gunther alec bannister upsetting confront introduction blend trim radical gap taped turf paycheck drawers kin diaper",
  "iced corruption spinal nuns salads triangle melon richmond demanding terrifying greatly equipped lure leaning flowing bouncing seminar olympics tigers amsterdam",
  "pablo jerusalem cheng betrayal sneaky outfits reject froze temptation forged canvas whistles onion yells accomplice playboy dang pasta natives visa",
  "immunity stepmother apparent devastated disappearing inherited teasing freely boiling teenagers hacked neutral splash apartments doughnut intercept magnetic shampoo airborne infant",
  "kidneys condo flare petition chanting cuban hull skates padre ronald herbert hurley coco shipped shattered headlines morons coolest materials restored",
  "daring competitive canned chores grandparents handkerchief gardener ops shouts bomber rube coca automatically humiliate extended profound represented exquisite ripe reflect",
  "sentenced spontaneous itch greatness tailor dork chimney orgasm chubby informant bates claiming batch locking bummer tenth priceless casting weary pairs",
  "mailbox hooks massachusetts gunshots rye groove champions villain ignition skiing brotherhood martinez saigon combined stroll devotion postcard ruthless honors smelly",
  "punks mop counseling injection chunk puerto oregon bandits bender sonar castro scrape preferred settling pry establishment fingernails crippled retrieve occupation",
  "vanity cocky unlucky relation seasons morale salvage chattering trumpet cha chancellor virtually stunning rates destined qualify employed references languages curb",
  "ruling restricted secondary void elderly givin chump beaches comedian teen giggling crate clan amendment terrorism apes dixie gerald ferris delilah",
  "increased ignoring hitch tighter stocks cocktails keeper alias dialogue medals labs donor blackjack phantom peaches cardinal bubba angus hulk rom",
  "extent complications discreet category punching insecure steering lively housing cunning whacked nursery exhibition engineers runaway compass rockets panting slavery yum",
  "wright rev cora accepting risking impatient preparation worthwhile denying toughest views challenged richest uptight vs judged blessings manly ounce republican",
  "tuition gardens yield generals geneva kidnapper jupiter fink gen josephine norma gareth knocks providing adding matched sensational token rises legendary",
  "objections roar transmitter peasant whisky trout milton mar finch domino continuing ripping easiest attempting involving overheard halls portable errand northwest",
  "independence prank steaks dicks grape tennessee dunno ratings olympic jinx pyramid charleston reef reactor goddam shelley signor thats stumbled introducing",
  "predict splitting expertise indicated tempted dumping warming alleged nod liberal billions damages vanilla donate formation duh dumpster usa dinosaur egyptian",
  "hoo batter truman quincy grabbing spitting crawled excused invested apiece bladder cultural vegetarian cardiac massacre wager aces corny eyewitness wrench",
  "mutt ale pancake caves astronaut beethoven des dolphins nana poppy merger fowler understandable newest overwhelmed decades melted adds outcome functions",
  "disturbance shortcut buses wilderness bled sunglasses buzzer retard grapes fiance rascal semen flatter detailed favorites remarks associated flirt dislike distraction",
  "clam righteous bricks bulb forensic litter swedish erotic royalty bookstore server strawberries naomi occasional greasy bundle snatch awaits hangover whiz",
  "fulfill postpone experimental microwave beliefs marriages ranks fuckers virginity erased hometown wrath hookers packages addiction pea ne savages minnesota picasso",
  "turkish eden ark marian behaving attended improvement privately exploded observed grandchildren idiotic hunted barge inspire richer sewing metaphor slips stains",
  "filming travelling lists altitude photography cinema wages carrots toaster rudder lang khan ira reg forgets chooses aspect carved unarmed swift",
  "athletic sabotage missus trials policemen pumps summon bombed candidates hazard caribbean dye thrust beacon asthma inmates rooster grove whoop federation",
  "santos scrooge noticing creates sacrifices diseases pitiful thighs conditioning getaway freight testified vase boxer swat ministry fez fei flattering risked",
  "payback draws courses kindergarten errands joints licked surgeons tunes harvest caviar operational tonic neighbours alas fury carrot journalism neighbour mercury",
  "hare beck neal wheeler dolores bryan johnnie successfully challenging contribute switching rigged unlocked enters addressed simpler slit sympathetic thanked unreasonable",
  "yuck incompetent stalling italian rainy crusade tripping cripple publishing mating sirs treasury matrix lionel ai occasions feeds sounding aiming shoved",
  "gaining incidentally scenery daytime processing asset rival autumn buns orphans moustache intercourse groovy oysters berkeley cam elf schultz surrounding reminder",
  "powerless awaiting cooks arresting percentage conservative alongside corpses forensics competing launched shan camps cartoon pitching clicks critic mcdonald pact dalton",
  "carolyn sully ee poking agony insensitive hides veteran thigh amusement macho musicians resignation commands sliding airlines non biscuit paddle langley",
  "bandit catcher serum arse newton jap lambert straightened grabs scattered lent grind purchased cheerful gigantic menace thirst beasts fasten obtain",
  "mechanism freed paralyzed stockings bums seizure critics dictionary showtime parks pub rogue tractor cathedral swimmer bumpy eagles donovan conducting trusts",
  "extensive info overreacting scratching stunned palms rapidly tidy notorious guarding hostess morality layer blinded crosses jackpot boundaries lace judgement homo",
  "practise amnesia brunch premiere stalker ahoy premonition havana monastery mink jamaica edith sayid ust devices knot tattoos hormones bitten mashed",
  "scalp prop bikini recruit op manifest footprints docks groaning arch spaceship di pickles observer hardy pilgrim patsy laurel archbishop tanner",
  "tyr comparison refreshing admired discretion machinery cynical overhead limp unidentified drugged consultant antibiotics gallons continent drummer pi plaintiff esther emmy",
  "lucia succeeded consolation supported breeding exits unemployed betcha sailed intervention currency backpack redhead scholar intruder loft heave patricia rufus surviving",
  "insists circulation historic swap wretched locals logs stuffy fiddle fudge broker arena abduction coyote modeling fluffy destroyer gestapo warlock garfield",
  "cheung dix dory leaking relaxing ignorance warmer stated applying liars assaulted authorization adventures shines pupils napkin vitals cosmic killings broads",
  "blossom chute reform mini dakota zombie casanova gator allan hutch consul eddy commodore milord pointless stripped numerous interviewed aged apologized",
  "bottoms bulletin loads chalk vein psychologist bowel howling sites referee lasagna mutant tex vernon wen pegged starters likewise doubled substantial",
  "tuned haunt dresser celebrities finishes legends bases cinch slob printing nutty decoy stinky bypass burglary toledo canoe nat romano bowman",
  "neglected paths amounts indication admission shaped await whereas inherit shitting throats lump rehearsing sniff tags vitamins loot pots symphony saints",
  "bumper roommates goody underworld mist zoom veal democratic portland convoy ensign select via alternate glowing resemblance climate masterpiece reschedule countryside",
  "assignments perception swings housewife hash fling dent countdown wink declaration beads aft christians peck brownie julio meteor davenport isabel complained",
  "brag crowds builds stool locations disregard obnoxious hotshot eccentric unfinished foam hasty donation scram heartless crunch revoir bakery pigeons ledge",
  "mozart mystique gamma marsh rochelle helena celeste yan expand fascinated achievement weighs significance layout prospect screws spelled infinite mat merciful",
  "brunette inquiry pep sap supposing por sung equation recess alligator mentor yonder armies polo muffins thug berry mitzvah elves heavyweight",
  "mace peters sox tally genie corky suffers premature manipulate secrecy techniques commerce detected privileges bumps womb tummy babes baking faked",
  "disabled laptop cc analyst bermuda miners cobb mixing wandered soak meaningful amateurs receipts repairs pies seduce ph wrestle knuckles karma",
  "obscene tux lava schoolteacher singapore omaha dong cadet timothy richardson bucky disappointing unpredictable glance midst difficulties considerate resolved proudly choked",
  "breakthrough annoyed jeopardy partly mourning superstitious licking flags exercises intuition pharmacy southwest indian jackets titties chevy saline lords beta superstar",
  "keg mustang lam triad taiwan precaution sniffing pending deceive kisser solitary believer sundown pennies epidemic enlisted directing negotiations cockroach plum",
  "nam abdominal manor thesis bygones arab arabic fin chung dum poe optimistic appointments dedication merit pleases incapable managing snacks charms",
  "collateral spank females savior sigh roam screening lettuce jacks terrace flyer barrier thugs arrows opener hangar buenos sparky avalanche partridge",
  "holden regularly dripping inc privileged rebuild doorstep rattle fortress resurrection overruled frogs strippers reindeer ivy nay beatrice muhammad rhodes abner",
  "glimpse cautious torturing employ generosity potentially toll cranky specially chatting possessions approaches undoubtedly bind crummy chained tit shithead abdomen wallpaper",
  "helicopters readers homey restraining fraternity jab goldie cyrus sweeping practiced assumption occurs righty thrilling toilets initiate branches comeback contagious notch",
  "poisonous blacks invitations riches volcano giggles knockout superhero convent rover karaoke plantation summit norm cobra inclined strangest shaken stored spared",
  "eligible nineteen smashing spicy boiled oatmeal id doggie flea oy prototype pow evacuation shalt rosy falcon ambrose mornings encouraged credits",
  "misunderstand sentences digest melting eyebrows bandages sync adrenaline rejection lime download martinis coaching nerd courier continental demo ping toots yin",
  "frequently guarded immature stationed refusing seldom deciding vulgar cutest verge slaughtered presenting educational fluids politician probable southeast statistics windshield intimacy",
  "luncheon biscuits goodwill frontier pint bash sweetness cashier crews environmental laps fundamental gallant telegraph cupcake parrot thai sleigh scarlet talbot",
  "slammed smallest relatively expressed rotting cope operated suspicions fractured essentially cruelty eliminated blades priorities hypocrite credentials lotion gals operative convertible",
  "detector crust institute ashtray labour choppers reel skunk diabetes forge macaroni hawaiian armored reagan mayo cove whitney santiago ezra dooley",
  "encouraging removing analyze unpack mysteries motives posing raging swollen cowards membership bruise typing stuffing skipping battlefield nip slate nobel irresistible",
  "pitcher investors rouge wagons maple lordship warhead elle garth remotely valid doorway connecting cultures necks greeting nuisance strapped angles agencies",
  "overall designs northeast funerals tapping producers warrants bouquet braces elevators wacky reset sails barks batting airplanes wedded ratio pup cincinnati",
  "cockpit sassy isaac sultan briefly whichever conducted flashing colorful witty stupidity context injustice credibility vanish correction prejudice tropical assemble anatomy",
  "foreigners broadcasting cheeseburger province radioactive fingerprint satellites brigade hen lever stallion tu buffy jimbo sofia bobbie myrtle fern pursuing surprisingly",
  "sentiment appealing increasing condolences escaping addresses conceived properties renting ruler drifting weeping brute weirdo filter doorman learnt ecstasy parachute architecture",
  "inheritance funding hoover transit maryland casket rapist crabs su cruiser majors leery kiki abbey telly benedict damon sardines ren courageous",
  "acceptance investigated raving evolved swelling wool worldwide crisp dickhead rags pillows baths pads colours scalpel captains mining reinforcements cologne flour",
  "snitch insect punches stewardess typewriter funk quid mermaid fatso irene carver ares banged roughly outrage dispose dispute deception touchy squat",
  "consequence contractor novels bliss unemployment pupil programming toothpaste duct pits singers heist tar frat gospel bombers kidnappers ban samurai hera",
  "mem appreciates soaked pumped wage impressions disconnected transition reign convert wimp proposing backward allegiance sporting slimy adios bosom girlie regional",
  "glamour paw racial propaganda phoney sculpture debris coaster viva raven heil holiness darcy tucked tying founded defy jumpy pleasures consumed",
  "liability carve motivated nauseous diversion isolation loner assessment breaths depths babbling mocking adjustment applications attendant governments patron sexuality closure taco",
  "tuxedo forfeit insects berries tavern hartford riders reaper lefty dane ching mattered careers tongues admitting circling sleeves distribution policies alarms",
  "muffled trench athletes cellphone dwarf goddammit twinkle counterfeit wand niagara lighthouse burton comet shin lama squire bertha toa settles slowing",
  "interfering proceeding snooping appearances excess surround invade pros inferior fiber dots wailing honoured twilight roaring kilometers oyster mathematics chum bagel",
  "foxy vin hardcore byron tahiti hub tristan lew distinct recovering preposterous negotiating criticism handshake businesses trespassing conventional crude flaw madly",
  "marries deceived bonding slides dreamer needy churches philosopher opposition infrared conductor peasants craps honking tenant bacteria goldfish robberies firearms casinos",
  "marbles solomon brig stein greta pluto tempting reminding thanking accounted assembled severely belongings asap upright desperation predictable posters birthdays severed",
  "monitors foods sizes unite certainty remorse traveler avenge baloney temp germs invincible vessels coughs smuggling explosions parish particles mainland frenchman",
  "fiancee demonic sketches mamma rodriguez turk abigail mara hooper armadillo vicinity interviewing encountered flushed accidental stranded recite weighed accusations satisfactory",
  "subs snatched faded mellow crooks housekeeping disneyland muddy boob beatles beeps deposition cloak hebrew arson turtles der chimp cosmos preferably",
  "hopeful suited insults bedrooms fewer frustration monthly secondly pronounced behaved input scoot fearless resisting decline kinky banking cavity props relay",
  "snowing defender drapes wiggle scoundrel cinnamon cube romans rake internship herring maestro chino marianne constance shaky alarmed digs confined elite",
  "imported skirts glamorous bounced fists admirer rhymes summoned standby motivation reviews caps vocal personalities arise calf charter cuckoo veil medieval",
  "receiver shrine stables thailand stepfather hustler mojo torpedoes tai prof marrow viola krishna enjoys rewarded lays doubted distinction snappy acute",
  "shred extract brighter politically transaction slope pierced caffeine precision resolution warfare gents scanner sneeze foreigner underpants virgins shuffle depot junction",
  "jewellery telescope infirmary fellowship meow te recital wagner pappy vulcan biff jekyll exceptional accustomed damp eyeballs vintage stale clinical flipping",
  "irrational platter punishing morals popularity verbal vomiting linen catalog ribbons chocolates cone breakup rotation rumour sorta fireman protector yahoo canary",
  "puss recon latrine outlaw aloha costa trinity sled marjorie barker spence clem learns superficial spotlight overdue abnormal underway doubles sensitivity",
  "socially overlook suicidal advances funniest memorize folded covert roles noodle cabbage grad doggone donuts amazon cactus mare motors nasa turbo",
  "wellington beckett jeopardize indulge placing borrowing stages implying superb accessory necessity cutie isolate intercepted wrapping bravery genes malfunction terminated snoring",
  "wh bun imbecile mailman pager thine missions ramp allied greeks librarian lassie peru penguin puck empress witter cho jonah yi",
  "fabian mentioning homemade furthermore tighten wits exceptions sarcasm penetrate releasing bandage consulting manhood seeks hugging proceedings withdrawal sophomore cork pest",
  "fumes thingy signatures merchant prostitutes cappuccino mil transmit cheerleaders deuce indians neon austria stokes gaby che tibet geisha deacon casper",
  "chucky cutler impose sensed pronto deliberate fulfilled edges observing shades pencils longing cellular exams farms cradle clocks poodle mushrooms lowa",
  "bikes eisenhower caddy baton moss nightingale poland sicily starship twain goodman dragonfly ko bailed decorated measured arrogance protects darkest cartoons",
  "advantages fees penitentiary blanks zipper nosy prosecute lingerie jumbo paragraph barrels mystical rattling snaps limousine nipple rocked cricket boiler lineup",
  "infantry demolition tox winters newark beeper brownies cambridge weenie malik constable bowie slayer drone marquis eclipse bobo slipstream conn repeated",
  "predicted starring accusation bankrupt borders superiors gender kettle stat fruits insight unlimited prizes clicking maneuver viewers workshop fiend aggression cramp",
  "auditions fishy bronze clause poets mush prairie quadrant cockroaches bollocks comm growls churchill oi stiles davy toto enthusiastic determination flows",
  "dwell focusing refill resigned cruising flooded frying ninety producing functioning psychopath estimated paged buckets respiratory rebound singles delusional sticker dairy",
  "mugged rehearsals velocity creator permits vista ponies bong stealth atm creaking vineyard leonardo kat admiring demanded workout links stashed idle",
  "disgust threshold insert suspend readings fright vertical posts wacko refund maids slime enchanted idol loans gangsters revolver monopoly turd hoops",
  "herbs columns implants aquarium crows squid dolphin viking morse minnie woof gertrude lancelot paine soaking forming rests frequent sideways newly",
  "notices invaded partying repaired diagnosed initiative darker arrests caucasian terminate licensed photographed conquered creeping crotch rewrite unnatural shelves revelation spook",
  "slumber residue feedback offender manslaughter squirt liters magnet atom followers witchcraft tug steward cheerleading psyche saucer orb handler vatican christie",
  "defendants serena griff inspiring financially proportion sanity smoothly apologizing devastating tossing pushes crushing efficiency functional recruited torment exploring ethical hostility",
  "leverage imitation starter allergies hippie grieving caliber eta tame grub liaison sinatra handicap heater paints rumble electronics seals sermon valium",
  "scooter goliath hawks mal commentator tam mina tod quill tendency celebrated responded confronted compelled clearer peeled bogus misplaced abide argued",
  "assign rubbed bathrooms rained traumatic casualty departed grin certified typically cardboard pinched babysitting install presidents masses delusion decorations anal circuits",
  "clams earring squares furnace catering unity hola lesbians scottish whirring manchester troll harding gibbons pauline provides aspects persuaded stretched banned",
  "heating imply poetic reversed dumps intimidated lesser findings spaces investigators dignified mingle appeals impulsive opposing beams psyched collision sinners hoop",
  "kosher antiques casa olives sidekick manuscript inmate junkyard hungarian navigator ness tofu ng grail burgundy dora bongo dirk fester camelot",
  "firmly realizing trembling sustain donated flexible harassing neurotic misfortune blush paranoia legit sly matrimony convey apron skins weights handicapped vitamin",
  "overdose squeal pornography stomp dinosaurs contestant styles hydrogen monks fe lass tyres cairo scorpion bleep module neptune messiah zorro curt",
  "milly revealing tends sundays acquire insides vacant overrated attendance icy pisses incidents flashes deploy flap delirious fragments hiking fore fractures",
  "shush saliva polar cognac goats wireless protocols providence booster etc sears diesel tights epi hemingway roach soprano clive maru lila",
  "toro anticipated prefers avoided realizes regain corrected equivalent trashed insignificant classmates males pictured shortage peoples summers peed produces tacky parenting",
  "stocking rumours plaster switches windy subconscious predator adapt awe blueprints contestants excellence grande molecular harp ritz jug theodore orchids fairies",
  "paddy handbag argentina elmer racer kelvin maverick baroness admirable confirms fills poorly disguised stirring welcoming hoot reviewed amuse dilemma sarcastic",
  "bottled immoral cheesy harness hassle patio coup sweeter mend reborn rituals spades oriental ingredient jaws crops bridal satin fleas patriot",
  "virtual appendix pr madrid screenplay po fusion sparrow grover grinch sykes persistent wiser obscure morbid shoving converted designated heated shuts",
  "finer replacing perish dishonest evenings headline mounted domain adequate exploding martyr tours obstacle limbs lug descent mineral tattooed technician nearer",
  "strategic debut gram grenades dunk holdup reap sobs waffles alimony dyke oxford gps meatball honolulu herald counsellor molecules sweden crater",
  "ginny lex axel marguerite freshen sprung earning senseless escapes spectacle extortion absent loudly napkins obligated upstate aging dungeon restraint jogging",
  "treasures tenants spleen chaps teller blueberry pepperoni ulcer disc gaming ninja cubicle echoing emerald milady paso commandant pip panther juror",
  "tiki attila abu beaumont cortez matilda mullen minding intriguing distracting affecting uncovered ups prominent nada tangled dangers coordinate sedative everlasting",
  "inspect interpretation offspring bulletproof flaming rebellion tolerance lunches crumbs bugged decks literary contaminated disney divisions screeching zen spinach steroids dynasty",
  "sausages fender bookie examiner taps maze pineapple tornado capsule steed tate corpsman saxon pongo nonetheless safest satisfying anticipate destroys expressing",
  "unbearable intrude lacking vaguely mourn irregular tempt conceal beauties hooking seized eighty voila containing qualifications heritage pens diploma gaze microscope",
  "leisure aerial tenderness colon rave sway booby archives rumbling chateau viper ref creed reich clint freeman mambo roxy mu fitch",
  "underestimated drastic annoy bathe funnier dumbest reluctant expired obligations stressful agitated peeping graduating processed foreplay lectures teeny theatrical amused endangered",
  "extinct cling fortunes dread felon miniature synthetic trunks newborn payday copied packet titanic brew executives symbols immigration lovebirds screwdriver puffs",
  "sovereign robbins cupid inning postman marx zebra clone carriers shaman penelope casablanca mort wick gage avalon stifler battling refresh applies",
  "drooling anticipation paws conclude unreal ache imperative colder sordid whiff wider forgiving provoke brink elevated leftovers representation translated improvise precautions",
  "sections announcing intrusion salty knack precedent rust intensity cupboard buff landscape mute snoop alphabet gurney whimpering spears slogan clutch villagers",
  "poll timber buggy premier composer harbour albuquerque jurors bogey ripper cedar becker cesar rog clare toddy tor chewed regulation convictions",
  "supervision triggered luckiest attach frustrating occupy strokes awarded explodes mandatory detained justified mixture vouch downhill measuring external insured indoors catastrophe",
  "bozo ideals businessmen sinner economics studios apocalypse assassinated encore extraction gem defect beggar indictment cher hairdresser suture grapefruit lumber parasite",
  "patent roulette sodium mutiny legion valiant imperial watchman sphere davies unicorn ot siam exploit preparations profitable stoop elbows rendered startled",
  "undone peeking restroom steep adored horribly lunchtime interpret unimportant testicles combo fading fascist knob refuge awaken illusions masculine horrid rim",
  "bred enhance presidency takeoff hypothetical wed assassins finale oranges maternity crystals stump penicillin zap bridesmaid ultrasound runt tucson caretaker hind",
  "aurora burrows bartlett sims cassandra dowd differ calmly compensate manufacture swearing wildest generate excessive competent dedicate puzzles composition chipped orientation",
  "undress assistants cages abc centers icebox honourable scatter skulls workplace homeboy bodyguards curry portuguese polka zurich gadget ora gong tyre",
  "diver ss ole sandman dell quagmire lacey katrina ludwig kingston gant boomer professionally brushed formerly uphold stirred weirdest obtained productive",
  "scratches stared loony undressed harmed inject platinum imminent swam homesick performer dares gloomy jog gardening latte scramble florist mechanics villages",
  "squealing hoax elections repent lair ml wa toronto browning kwan brock costing smug cleans violate destructive supplied nagging sweets bending",
  "furry reflexes monstrous obstruction humility seniors collective pompous decaf slash sinned tart grammar prostitution diarrhea launching revenue yanks honk preach",
  "antenna cosmo capitol edison nomination wichita taffy asher communicating ordeal retain uncertain countless adjusting skilled stupidest willingly downright quits weaker",
  "hopping balanced exterior lifts pushy riots treatments viable condemn purity outsider vermin buyers incision mugs barefoot flyers franchise swab weeds",
  "bien filmed fishes omelet bankruptcy buddhist detonator mediterranean oof nuke nebraska usher muslim frosty jaguar limbo gypsies squeak loo coral",
  "gorillas ti buttercup kenya jacqueline unaware curl transferring calculated lasting truthfully stimulating unfaithful obstacles retiring rinse testament patriotic suburbs titles",
  "fences grumpy hottie investments shady compatible frigging squared douche putz passports epic checkbook inhale photographers mortals ballistics markers sweatshirt meth",
  "goons moons masked duel senators glide morocco mules ere gunner rand hurrah baba babylon gobble jeremiah peabody pinocchio avenger hotch",
  "barnaby improving appearing troubling indefinitely rightful bursting vocabulary mumbling burying bummed drafted beverage odor preference calculations factories simultaneously wedge whim",
  "graphic scanning hallucinations chic throttle layers albums companions woe pas corral deputies englishman organisation boner scripts undead meatloaf nominated reds",
  "venom tov vogue darwin cobbler semi ufo cant macbeth morrow christy della mammy chug lina hy utmost bragging craziest describing",
  "speculation earliest reasonably ditched graceful remedy scraping squeezed swears nightfall decorate wiring cowardly phenomenal injected surrendered soy pluck souvenirs retail",
  "unauthorized comply dibs flop siege pools sweethearts liberation ounces pd baptist milwaukee bleach airfield ballerina gl regime hooters cheesecake kangaroo",
  "spade hampshire amulet jed barb scrolls carole questionable cornered heavier entertained backseat peacefully conceive wraps sling hallowed peeing swung monument",
  "negotiation geography phrases reactions suburban duplicate dimensions robes forgave recruiting schizophrenic breaker hamburgers mexicans trophies drilling fetish awol congregation jumper",
  "inventor mow kite granddaddy mortar csi athens doth stockholders sera bombay mercer cheetah jester lilith judah repeatedly needless slowed effectively",
  "concealed drunks schedules itchy parting pleading reflex hors colleges captive horseshit jerking intersection ownership practices tread crispy gallon jukebox unborn",
  "weighing edgy frantic hysteria booking flair jerky smoker chant geeks chaplain yogurt lenses midgets meadow moth broccoli gangway cleopatra goon",
  "prague scroll paramount cornell qu tong vega lars kemp barlow berger spreads comfy desired memorable staged deranged itching glued shouted",
  "dashing presently withdrawn lengths stabbing thinner soothing affectionate correspondence offshore vultures awareness bounds moody nickels theoretically actresses terrain traitors butterflies",
  "mayonnaise aluminum trump darlings knitting managers sensor translator crocodile meatballs perjury softball simulation oakland zombies mc zealand militia mormon cabaret",
  "spacecraft achilles sanitarium dunne nietzschean wonderfully clarify concludes suspense violating dependent infamous prospects biblical maintained basics defended plunge strung messes",
  "slams prescribed tens stem console grilled waiters probability pussies targeting utility pizzas pretzels tremble salami granddad habitat recipes bali cod",
  "tang ar opium parliament pipeline spices nukes flora mas oracle mutants macfarlane rested combine overly stretching housewives oblige decorating tilt",
  "clipped illegally advocate aroused darned autographs allegedly payoff stench shits shrapnel stretcher blinking grunt jacked larceny subpoena picket minority forks",
  "incorrect diabetic coupons snipers dodgers offenders sterling goof wiener scanners cubs emerson slipper tinker midway snails jer thor hodge billings",
  "vi unbelievably comparing encouragement warmed afterward plugged lurking charade crashes leaks puberty solemn concluded posed solving textbook classics intensive blacked",
  "fleeing whipping grieve dire gauge brutality redemption cooling transform renaissance rating seller constitutional derby thermometer fungus heartbreak thermal cons hums",
  "refugees watermelon wills rabies sierra bangkok headmaster greenhouse pharaoh duffy aristocrats ware xi cleve ongoing overlooked loaned wiping vested exhausting",
  "guarantees persuasive quaint struggled treacherous rescuing geniuses import customary drained sleazy twisting constructive sinister sterile binding dads gourmet irritating bolts",
  "deliveries passive underage brushing bowls clips picky yikes ante smear noose cliffs holster snob editorial renew discrimination melancholy abstract lawful",
  "perp fallout raisins undefeated skid paddles philippines arcade polls erection wanker huddle coupon admissions danish fibers nag crucify deported boar",
  "grazie garland carmine merrily monsignor yuan gotham proteus stylish brightest crazier pickin analyzed experimenting factors criticize cushion formality troublemaker uncommon",
  "minimal oppose cloudy radiant sank disposition fearful targeted tickles anguish poles roster defective nausea weaknesses ac cuddle haunting spectrum unseen",
  "upgrade civic hock storms conditioner allegations frames interstate poof australian bankers cameraman vending drool ventilation cables mantle correspondent enterprises hijacked",
  "uncles coney tee bailiff vie wyoming tacos orchid sioux neo accommodate pursued sliced catchy separately spilling naming partially exaggerating boredom",
  "courtyard excite truthful challenges cooperating intellect invites memorized watering craving hauling ingredients representatives depart implied blur ridden applaud impulses incomplete",
  "controversial viewing ambushed compensation seating prisons cheats mayhem museums telephoned competitors silverware disarm pans slay wrecking closets cabs mushroom spree",
  "whiskers blinds exhaust ca auxiliary crossroads diplomat implant oneself missionary firemen cheater greens persian smiley bahamas dew salsa slutty twitch",
  "civilisation lice goo freighter rink flier hamster ozone tombstone uranium lobsters gran strangler micah intentionally enlighten concentrating ordinarily marched seemingly",
  "tabs hygiene ingenious bodily openly chopping trails initiated freelance hitched mentality planting sighted founder moods delusions outnumbered snot brawl dense",
  "mackerel retainer sweeps cashed stairwell defenses tile networks hypothetically catalogue deli tack dictator editing flute waffle sacks trenches sands youse",
  "lordy docking snip barbershop threesome amigos arabs hacker array ether polk owls panda mam woodward boon fielding striker thorpe sumner",
  "piglet discovering miraculous sorted exchanged surroundings admiration despicable influenced lacks clarity addressing dynamic outdoors bruised logged unanimous hosting phew prevail",
  "threatens crazed checkup trifle beak detour leagues routes contrast decorator prosperity mischief bimbo powdered vine dickens straws moans projection blaze",
  "goggles psychiatry peppers paramedic thong yorker evacuated printer intercom cub stride burglars containment crest measles titty communism doodle insulin albany",
  "blacksmith coronation weatherman diem socrates hoss garret starr snowboarding apaches kahuna investigations owning agreeing emergencies formally accepts prevented uneasy guided",
  "boarded commotion faults loathe crave foolishness folding index mailed preaching guiding thicker conception rooting postcards calculate endings awakened ghastly wreckage",
  "impotent unsolved consumer naw addicts bargaining caterer haste nasal trend junkies landlady maggots quart runners sighing detonate email specs voters",
  "manure pioneer gunman grinding safari va boulder moo communion plaque wales smokey wilder rhino nan ravens jing petunia aggie belonging",
  "oddly supports stinker accompanied consume disrespectful aching admits manpower primarily weave blames hobbies imprisoned radios circumstance initially removal unavailable verified",
  "apprehended authorize marital spoils confiscated episodes parental traditions lowlife taping limitations extras waved sweaters fruitcake hoist seventy transported congressional fours",
  "lakes nighttime decay biggie espresso superstition howl squirrels brazilian sleeper testifying oats diaphragm plains whooping colonial peachy princes puli coyotes",
  "beetle possum lunar ava neela captions welcomed educate regarded promptly refrain vivid cooperative fairness rewards intends fraction charitable appoint enchanting",
  "pitched gruesome spooked assurance babysit dues forum pointy specials surplus outline pedal budge portfolio unmarried frown glitter washer clapping gandhi",
  "lamps fishermen hybrid practising brook bono scraps ap hillbilly paging squads organism lavender cum plank filmmaker onstage pharmaceutical lotus munich",
  "krauts saul thatcher bale starling delivers pretends publicly considers squeezing stacked homicidal frightens reviewing whispered instruction pavement render submitted refined",
  "voluntary wrinkles cerebral divert repulsive fiery frenzy helmets plugs scales seafood aide crock distorted hovering glitch dishwasher helper humping pelvis",
  "vibrations chariot cosy anarchy lantern meltdown outlook radiator mainframe radiology graffiti guild caveman tribune salvador midge stoner cartwright madeleine ka",
  "cornwall taft bateman characteristics sincerity straightforward polished measurements maturity solitude postponed blushing recognizes rugged sparkling preoccupied transmitted shores candid hateful",
  "dosage immortality outlet smuggle arsenal teamwork spoons blackmailing livestock badges boils intro cot pretzel shooters hick riviera syndicate tutoring roaches",
  "rustling snuff arkansas exterminator poo extraterrestrial dukes pc calamity atta bach genesis cougar wynn whats birmingham racers booker geiger bismarck",
  "simba remarkably participation periods capabilities absorb floats steaming transformed tickled afternoons betraying carving manicure perceptive recognised span deposits billing coronary",
  "corporations fidelity oblivion whatnot chapters gall mileage git disability loco patrols messin roadblock transformation gateway freckles mythology segment squeaky cucumber",
  "tissues aneurysm anesthesia boxers impostor buick hogs swimsuit nerds hypnosis mein gs jude midterm pods aphrodite paco emory galahad moor",
  "pollock lodged predicament stumble bloodshed expanding gradually steamed quoting devote organizing incentive margin persuasion speedy acknowledged contributions tones voluntarily milligrams",
  "cleanup markets morally ridicule unforgivable lest modified speakers temperatures winding protesting violations chaperone menus moi siblings cherries floss paralysis nightgown",
  "obedient banished dome holocaust hatchet vanquished barf forgery darts topless fertilizer affidavit stakeout astronauts bah walnut arctic baptized notre tanker",
  "colombia neural plutonium barcelona ducky hula tyrone cecil plato lu signora galileo gonzo butters indy desirable appalling outrun enjoyable refers",
  "aimed briefed increases exaggerate deprived puddle hearty reveals definitive eyesight labels staging cuisine oeuvres painless concentrated contemporary graduates jars lawsuits",
  "teens beginner blasting professors multiply arthritis cuter horrors climax syringe supplier transmitting statues adultery cranberry thud marvel nets residency turbulence",
  "outbreak outs serpent bologna bracelets apprentice blizzard contractions octopus tribes indiana stacks sonic thump pansy urn petersburg warsaw dea franks",
  "thankyou levy chun whit lora bedside festive supervise likeness operates shameful fades monitored revolting worshipped holed uncover confrontation continuous genuinely",
  "engaging firepower navigate spins volunteering bribed chills complexion compulsive digits hallucinating wildly existing fashionable blackmailed respectfully auditioning interrogate obsolete sponsored",
  "stunts ceremonies deluxe sow peril tyrant rotate wham descend lanes mercenary pastry salesmen latch placement refugee looky tents dart realities",
  "journalists billionaire oasis cosmetics wildlife decree mistletoe muse syphilis mt orchard understudy vaccine laddie fang vinny wormhole cox purdy compelling",
  "bulk raises scrubbing composed preserved sensing examples shapes snag travelled corrupted respectful slices parted merits pretentious shameless bolted brochure flashy",
  "muck photographic confide spouse unworthy knit pollution receptionist equality fundraiser statute lilies fertility marshmallows beggars discovers sponsors cremated shag publicist",
  "willows explorer koreans mart chico leukemia snowman cider skater hep ro liverpool lazarus luce emery slade gilly identifying distinctly specifics",
  "examining interruption accomplishment lending patched etiquette listing denies prepped favours moan puncture relish carton companionship tagged withholding wrinkle creativity coffees",
  "gums hosts indicted casing fragment gestures complimentary conquest frontal johns traction checkers headlights forecast schoolgirl assassinate plow postal stance anthem",
  "symptom treachery chem exploration raspberry electromagnetic stutter carts puppets pyramids basin hounds pistols quo bagels stun tuning intubate painters milan",
  "interns scrabble sorority aspen montreal tulsa pedes eminence kip decker cyprus baja elijah underlay pegasus watt ridley cravat arranging connects",
  "unusually plagued bitching humbly drinker fret indicating emptied meanest plainly progressive unspeakable chunks deceit gowns rigid inadequate ruptured seduced bagged",
  "hammered dominate goodies grants quantity recreation cubes valued horseback indigestion biz dissolve prejudiced irons rites frequencies gibberish quota humanitarian pulitzer",
  "confidentiality migraine predators theoretical widows cholesterol ports rations tribal veterans violently concerts fuzz fbi lobe milky audiences pilgrims waterfall crates",
  "exile flakes wuss reservoir celery speck chemist fo nile checkpoint frisbee armory grizzly surrogate bonnet dearie fa confederate naples amour",
  "eiffel ike cello jigsaw pesos heath bonny exorcism mach curie exposing dipped maintaining intruding aloud bumping decoration hectic melts adolescent",
  "trustworthy hesitation pun requirements casually comprehend disconnect clueless contracted midwest revive breathes conceited eternally eyeball foolproof liberated brow camouflage slid",
  "foe mockery repressed torso consumption hazardous sod slop amends oceans surge tasting trajectory disposable pepsi slab replacements geometry strand lakers",
  "travelers delaware mortuary pottery adieu boardwalk wan brussels meadows ravine roscoe dalai nato bop pretender bane marcello dib washes accordingly",
  "lowered vacations manipulated dealings heartbroken dehydrated ambitions analyzing murderous trivial outdoor ample overweight pulp blazing detain disgraceful screens plastered reasoning",
  "buzzard imprisonment humane mosquito spanking suitcases faraway fatigue feminist amp buttocks cassette spurs burner degenerate urges cocks od seizures chopsticks",
  "chord structural riddles selfless wonderland prima aura wilt afghanistan detonation handyman putty spawn acre dod stickers outlaws gringo vinci ell",
  "raffle homie carey reeves crick capricorn roper jameson romero webber bijou walkout naam stating exclusively dreary promoting transparent drifted kiddies",
  "manufactured pinpoint unattractive prone adjusted bangs brutally numbered downs iceberg markings descended emptiness heed imitate slugs evasive moist trot coloring",
  "imitating flunk rodent slain cosmetic theaters uterus incense tranquilizer groin logo pecker realtor commandments mosquitoes rows bearer keyboard clerks crumb",
  "detonated freshmen bunnies rods clot cyanide kilos mazel racetrack palp tainted suede barbarian coalition chinaman armenian brewery franco siegfried parsons",
  "sparta woodhouse commend compassionate increasingly talker alerted amazingly painfully congrats poses genetically hag inhuman manufacturer demented reunited distinguish opponents dinnertime",
  "disobeyed flaws ethnic guides passages specimens dimes indecent hernia adores juggling overload negligence spiral bitty disperse hallucination journals piles giddy",
  "lovable residential criteria fangs interpreter hobo lollipop cowardice serenity coffins suicides wrestler particle gallows gramps tiara bouncy springer olympus cheddar",
  "bristol leary nashville hogan canisters addison whipper janus collects barging intrigued schemes rounding nonstop perverted rethink plotting stability bullshitting millionaires",
  "perks prestigious buds cursing disgusted lunatics modesty outgoing flunked remarried sprayed unexpectedly nightcap publication typed illinois obsessive unethical screwy passions",
  "redneck sedan fascination algebra parlour estimates genetics municipal winnings abyss charcoal checkmate directive dung zones vulture gala rue delete colonies",
  "rapper sequel calcium pyjamas snail troupe caper tenure amish soviets thrusters franz muslims vancouver whiplash normandy mecca dill cass scottie",
  "hiro youre scamp farrow sutter dictate fitted solely toenails releases speechless deceiving survives bows capturing hollering painkillers shreds thrive apt",
  "righteousness shifting ballpark devious wad identities scoring staircase rubble whirl founding rewind sinus hugs sexist solemnly fantasize pantry unloading bossy",
  "farce flake skeletons liter varsity fluke listeners nudity crossword eerie sage bullies fitness recordings bonfire badger squeaking jag chemo alumni",
  "leech riverside coaches dings whitman lumpy harmonica mahjong scarecrow pelican mulligan raphael kai liang bela hondo mavis vole tigger coy",
  "understatement upcoming depended disposed emerge reacted stings youngsters deployed explanations lumps riddance posture rearrange defined disciplined investing sums bio constructed",
  "bloodstream highlights blindfold muttering reduction disclose dumber expansion insomnia meek waive icon motions petrified senile evaluate premium sandals slapping embedded",
  "endorse reconnaissance bidder deadbeat visualize blaring heterosexual invalid lullaby crowned honks seaweed murmuring writ gasp hoof prehistoric wench pores norway",
  "nationals virtuous mutation racism armageddon faker submarines bugle turnip atoms loch wop martian lucifer hale friar kris lupus madge muffy",
  "pearce pilar formidable politely enlightened intimidate mysteriously degrading scarce demise sewed bowels distractions leaned softer bravest decipher momentum praised astonishing",
  "errors giggle orgy shabby simmer baboon shucks sinks specialists intestines mindless unstoppable maneuvers navigation outsiders hemorrhage obedience sinful paces paste",
  "aa assisted sadistic hugged provisions bellies deduction striped bulbs lowly espionage battleship resemble chimes jig pantyhose atropine lax omen bondage",
  "canteen sprouts masturbation pouch inscription squawk negroes servers silicon wisteria nicotine feller nitro gabby locket sorcerer wack warlocks delegates gill",
  "stoker contributed foremost peers shadowy developments enforce entrusted hopped informal relive spun mouthful proceeds resisted abandoning bloated consulted neglect saddest",
  "stalk feeble invading wrinkled snapping tracing esteem smacked arteries upward cramps inquire presses puking cords fridays perpetrator rejoice roasted discussions",
  "manufacturing sturdy canine baskets compact guidelines vinegar dilated encrypted fleeting hustling washroom jamming bruising flooding potty vascular allergy plots lard",
  "puffy gras jive ordinance tempo bullied democrat louse plumb busboy whee doorknob pianist armour benefactor currents flats generators entity renounce",
  "villains ancestor rattlesnake frisky sabbath chez hurray troopers canopy hq infinity ts una hark seaman saxophone asteroid tracer oaks thunderbolt",
  "sylvester musketeers glasgow buckaroo sellers hoi tung rowan flan ironically accommodations administer disastrous endanger hacking misguided calmed dependable rewarding scumbags",
  "wholesale doses infiltrate tightly engraved instruct rightfully erratic commanded reflected retribution territorial unreliable afloat articulate lash magically presumably provoked sedated",
  "tasks unleash exploited financing novelty ruse drying overrun brainwashed candlelight disasters stature threads circumstantial dos fringe summary wrapper breached thieving",
  "clattering descending detection flapping strife successor backside comp ditto itinerary perky sparkle swallows perv voltage bathrobe casserole impound lambs pimple",
  "ringer disqualified finder bearings scans tiles chickenshit malaria skateboard blender gunpowder exhale lacerations lidocaine lifeguard prostate alzheimer birthmark vents buffer",
  "liza championships bethlehem pinkie lotto regent lisbon sha marlin keeler alden angelica cabot topper cisco fuhrer erika aladdin roo gump",
  "zira advertise departments slamming suffice joins backbone fanatic largely taxpayers rephrase swiped turnout versa proximity encounters exercising sanctity commodity directory",
  "disobey fingertips overreacted rightly ludicrous texture nobility patriotism waitresses administrator hombre raincoat weirder dialed entertainer malt reserves components credible hypocrisy",
  "potassium sayonara commie eminent mascot mango meditation cannons eskimo healer triage sutures cheerio suites greenwich lemons primo burrito graft bungalow",
  "roars trapper breakers ore eulogy strauss abusive narrowed considerably dangerously whine assess notions swiftly vowed inconvenient insisting refreshments unhealthy disgraced",
  "doubtful escorted resource rounded withstand alrighty featuring debating documented countrymen institutions manipulative wondrous engineered redeem confessions consecutive faulty fiasco futures",
  "warped controversy hints plausible prosecuted caged evolve makeover wretch alternatives gel storeroom accord catholics courting delays ing strips inventions transmissions",
  "bub gigs marketplace ointment crutches hymn folder hype manually raisin tracker glands testosterone commandment mast trojan encryption penguins stork surfer",
  "transvestite airway lark rec gigolo banjo playoffs laden consensus ferret os bonanza mater shea capone gizmo planner danes nix vigilante",
  "frau dutchman schneider serge cicero moira choy nostrils dodging hires socket strengthen timed amaze sweats induce deodorant exhaustion holder marking",
  "overdo prudent glare plaid snore takeout administrative eyelids futile heinous investigative chilling confirming farming handcuffed provocative shivering swipe bras firms",
  "fouled rehabilitation whoopee relevance timetable tyranny herbal immense purge reconstruction creamed dominant tipping curses disciplinary gent bias kittens molested coil",
  "recruits brothel harassed slots rollers popsicle wallow halo acapulco blowjob clubhouse calves disciples airspace honky galley mets godmother aphrodisiac quake",
  "sailboat warheads masquerade lac compressions fetus northwestern chowder bachelorette bu coz trenton pong swish hades lupe transporter tori spartan seder",
  "unification swifty discouraged damaging interfered swamped wisely sentiments staggering dispatched inability momentarily accomplishments assisting borderline buts cooped duration prevents complains",
  "recommending ugliest impeccable minions proportions reacting truths stamina virtues warnings muzzle pillar redo scenarios wholesome yearning adaptation agreeable bids discomfort",
  "frail influential philosophical pledged raping rooftop famine circular describes diplomacy latitude mangy mathematical thursdays accordance blooming chuckle furs stairway component",
  "maggot mints forests shrinking coordinator heathen afterlife reopen summons encyclopedia tailing yarn thaw visitation bouncer hun notebooks geese peaks stag",
  "granite sundae hearse plymouth minivan axis divers mic mp shaker grits citation orient ft highland starlight dumplings wont polygraph amos",
  "renal disks jackal lagoon husky pang titans wildcats levi vail theta reb whitfield stafford resulting spoiling malicious manages sitter hinges",
  "ragged recollection shitload shortest trailing implies unprecedented declined patronize earnest obsessing raided scrawny clientele psychiatrists relaxation tendencies dreamy smuggled binoculars",
  "fertile flawless horrifying sprained auditorium goodbyes grotesque leaping panicking porcelain streams titanium gloat jiffy hideout compose makers recalled sever eater",
  "recycling responses strut temples tides hammering headphones bonded misty phenomena bridesmaids dears enlist bamboo patches quartet railway kilo trader vibration",
  "juries homosexuals occult pta takeover cylinder patriots vines popeye bayonet intruders coloured petrol pl toot kaiser chronicle pediatric sicilian clarinet",
  "gangsta cy jun regina paolo plankton anders provolone dex sympathize saturdays receives implications optimism relentless costly finances distinctive highlight roaming",
  "spat splits thereby completion ravishing symbolic canceling departing designing detached distraught fussy mistook pleasing scanned freezes muscular reproduce risen vandalism",
  "calories frisk malpractice recommendations rejects tactic unfit user youthful blondes shrunk stalked tuesdays whorehouse carcass ferocious leaked sighting troublesome behavioral",
  "liberties tumble unexplained branded curls domination beseech perpetual revolt immigrant irish repeats disable mirage onward hedge twister commanders editors girdle",
  "hepatitis aunts escrow fossil hitter aerobics soho biker quad thorns critters eggnog hotline crucified golfing leprechaun tenor turks fakes kraut",
  "hijack biopsy python budapest burma flo luau birch quahog berg vc banzai haiti glover farley hogg lilo disagreement bravely reflects",
  "separates unfamiliar butchered unprepared goner optimist sneaked absorbed hellhole feat lateral medications sesame setback stalled swoop kleenex restrain artwork dysfunctional",
  "grownups ploy childbirth contingency honoring renewed scrubbed soar hopelessly pasture stung transcripts undertaker arithmetic generic drains openings transfusion trays grandchild",
  "holdings peer scoffs accessed distributor instrumental britches capitalist classmate hoods solace pornographic protestant shoplifting michelangelo mag daisies guru java vector",
  "acquitted propeller quarry scuba extinguisher fags squawking shutters stalin aorta hearsay shiver pelvic sitcom blackouts gymnastics rut pharmacist viewer shillings",
  "beanie pinball blockade hamburg parson rem shaggy diva poachers ballard excalibur leeds cooley huns picard clementine norse beulah heng sob",
  "lifelong hardship horizontal intrigue twerp mushy remainder silently weakened worldly conflicts gears presiding suffocate whilst ado hardworking hurrying mortality nibble",
  "prescriptions restraints subjected unharmed forsaken gambled inquiries twos unprofessional adversary gains unsafe downloaded edit honorary firewood judgmental sensual shrinks aches",
  "bends eldest apparatus cram exceptionally petals wallets cockeyed expendable faithfully ripple timid slashed browns sham touring vertebrae gamblers marshmallow norwegian",
  "containers saturn immigrants whimpers chords interface err gland organised corpus daycare challenger cashmere tic dis haze mound dopamine graphics duo",
  "napalm electrons werewolves edinburgh continuum daffy dialysis savannah jailer lowe sheik carr pistachio parry coombs bruiser petrie portia soften conveniently",
  "comfortably piled shifted widely accessories cheapest psychologically woken earthly muster unheard administered pours resentment stamped uncanny upsets distribute occupational suppress",
  "endeavor stabilize commentary firearm smarts accuracy advancing extinction livelihood potent incompetence stripping tonsils conditioned donations metropolitan oppression privy attire blazes",
  "hemisphere solutions astray joyful blowout electrician coded dislocated persona framing giraffe vat pocketbook spanked teammates clowning duffel pickled mandate cath",
  "conventions gays ammonia arabia minneapolis siamese vortex swimmers das omega cupcakes fireball tablet cipher deadwood grammy mano canadians mayflower tartar",
  "annulment clarke nobles singh groundhog dominique fraser tum zak spig devised brats fulfilling barren bleeds complicate compromising contacting enable firsthand",
  "fixes trademark brilliance emerged esteemed sacrificing unclear conspicuous displayed failures speeds starvation suffocating godforsaken scouting sightseeing skeptical stricken transporting humorous",
  "perceived intentional medically prying blinding contraption enclosed flushing maternal blasphemy assailant continents dominated italy plump prune regions threes contradiction pathological",
  "ruckus biography ironing lag poorer springtime badass ministers railing artifacts collectors dispatcher eureka pox splinter midtown uplink playback ab centimeters",
  "barricade incorporated retro dowry shutdown tramps operators crosby fi mower reproduction toyota satchel quicksand fiji bewitched smallpox vicar typhoon shilling",
  "granger nebula goober seer vale deke borg muller jumba guesses lured corrections researching unloaded endured resourceful swallowing undermine beforehand oversight",
  "sprinkle staked grinning hots lockers provider rundown simplest butting outburst redundant folly gloss heartache sublime acquisition construct extravagant pricks riled",
  "secretaries confessing litigation newlyweds reins untrue enlightenment imagery impersonating irritable linger puny quoted sorting tiresome cleanse indestructible marksman retract tampered",
  "extracurricular youngster cocksuckers prescribe rite sorrows correctional deleted wines buzzards farts stormy miner perceive perverts proposals chastity juggle overcoat orgasms",
  "pulmonary shutter stripe rummy shelling heroine latex mystic sleepover termites valves prophecies shalom caravan guatemala stockade invaders narc hos jellyfish",
  "translates friedman manila jiminy baghdad microchip talisman sloth titan layaway isaiah fairbanks bom rc hud morpheus crewe rebuilt inflicted cramped",
  "tolerated famished inconsiderate requirement triggers dubious establishing magnitude trespass manipulating overreact penetrated snug urgency density gesundheit pressures schooling tedious coworkers",
  "detest interact thrills misdemeanor preview sexiest venue apprehend pathology quitter swims priors attacker hissing penance restrictions bribes counselors panels petting",
  "rated dyed faucet sacramento spur automated envelopes gauze innocents tract bridegroom polaroid siberia concepts teachings salts delegate eel flaps rematch",
  "gazette burbank carousel concierge raccoon cannonball dismount gravel hijacking camper glucose helium thumping elm aviation presley blokes hepburn newspaperman wasp",
  "lm alamo cluck yap chink canister goalie whistler reactors jamaican cadets om hobbit adder guinevere syed gael hing muir listener",
  "piling heartfelt labeled locating observations unorthodox begs bitterness demonstrated stained bailing ducking elusive fatter hauled quickest reassuring colossal lecturing accountable",
  "assumptions commissioned shatter trusty believable deposited elect parameters rump therapeutic diagnostic passionately perk dopey regroup shrewd yippee barbaric donut intervene",
  "introductions participating certificates frosting hamper horrified reassigned evils illustrious pastures pediatrician spikes bloodbath flares trough brushes penetration widower busts faggots",
  "substances ballad chihuahua installation tablets twas chandelier fluff loon masseuse septic evicted gynecologist nameless reptile enema eject trolley crescent india",
  "drones nietzsche playwright brits melons camels gopher ni sahara bronco hippo dover hyena councilman marcel rosebud bbs gunfighter llama orion",
  "char sen pardner sweetwater agamemnon comforts adjustments festivities intensely uninvited endlessly minded thoughtless wipes nifty participated pointers sipping stabilized delicacy",
  "endorsement forwards freshly quieter rung twit breathed complication feisty friendships organizations ranking regretted supervised unkind wept circled deemed distressed ivory",
  "mediocre sufficiently authors explicit gadgets reclaim tetanus intimately output bathed delinquent eyebrow fictional hatched nicked chilled crumble finesse grownup universities",
  "garment hospitalized marches margarita reload drills fashioned frigid objectives peppermint icing jugular parcel pedestrian slang arraignment corned snowball technicians chunky",
  "homing milking wigs brittle sightings crackling technologies aeroplane laundromat gymnasium merge ave parasites unions auf cuddly lifeboat slingshot gout hedges",
  "hammock wildcat yak brimstone windsor transponder cabbie rook chapman hue apostle ogre chimps swede panthers hallo debby nimbus guzzler veda",
  "forthcoming mastered bickering scarcely mentions misjudged startling strained flattery horrific nightly brighten bubbly edible poisons unwanted berserk intimidating kindest puzzled",
  "statistically blurry competitor flannel imaginative jolt rabid lapse sentencing airports banter ceremonial cleavage collapsing haystack joys keepers irritated unmarked blisters",
  "piercing prude stimulation triumphant capability crafts daybreak expel millimeter powered landings manic mitt stimulate stationery hearings seasick crickets majestic prestige",
  "securities fencing marshals peninsula tootsie curriculum delegation drought laundering sentry hostiles shawl phat smut magistrate frisco census hummer tram crypt",
  "km bb putter cambodia hickey guerrillas syracuse aqua beirut thumper watergate periscope trolls keats odell ebenezer kam spooner orestes yggdrasil",
  "enjoyment shindig unthinkable ecstatic hurl overlooking solves aroma attitudes contemplating documentation duly inflict presumptuous simplicity spiked coarse highways literal manipulation",
  "rambling draining dreaded havoc inventing joyous maniacs twig hemorrhaging intolerable uncertainty billboard meddling unfold boundary carefree contests dispense hammers tasteful",
  "collections concession contradict contusions judicial outward starch caress disorderly intermission lockup neanderthal nylon honours scripture skinned tailed waxed hormone mastermind",
  "overthrow rips geezer hanger hereafter sleepless bribery duds executioner hitchhiking pagan physicist schizophrenia temporal bachelors banish entourage malls oval sauna",
  "skis beige inland lasers productions schematics wholly accelerator fest spooks adolf boobies pasadena satanic basil colombian stair squeals winch beneficiary",
  "crease jailhouse shank aristocrat corvette ob trapeze almonds ballot conservatory alto pedophile archers norfolk springfield prudence suitor hickory othello thriller",
  "otter cotillion nicaragua iceman wilton ger faintest mildly oversee tiniest worships consists floated nationwide neatly tragically conned originated rehearsed seams",
  "defenseless discourage scarier ceased deathbed endurance humidity possesses secretive unholy willingness advising illegitimate polishing wednesdays announcements claustrophobic daft harass initiation",
  "leaps portraits relic strangling adjacent clash girly indoor specialize dwelling evident randomly subscription swarm earthquakes renegade siding dribble gentry oils",
  "stats arterial beatings reverence standpoint aversion dialect kiddie ominous anesthetic cokes termination brethren cheques communities dangle physicians democrats jest prospective",
  "fingernail hens debutante citizenship lint metres psychosis stampede amnesty cleaver estates groupie spunk halftime obituary pear portugal whup kamikaze detox",
  "guardians greased quail spender vanquishing trainee chamberlain dar dildo hast hornet welch bayou abilene medallion pissant ufos cantonese abel derrick",
  "hansel newt jacoby loren pippin bai lao cleric becket brogan hagrid peddling stares telephones criticizing deprive dusting generated hesitated scarred",
  "distributed embraced pleaded toasted unannounced updated expectation godspeed poked sympathies insanely perfected renowned searches sic awoke linking postmortem prerogative prohibited",
  "rubs tampering chitchat excruciating geographic negotiated garter mailing margaritas metallic straps boxed damnation loveliest madhouse smothered rebuilding schoolboy superiority zillion",
  "blindness loins clover cluster elope falsely nutcase raced strive blossoms crutch twirl barbed homage outcast scold shelters twenties fives hippies",
  "slew victorian anthropology crybaby outpost scourge tres infidelity paranormal alignment bran equity rubbers translating accordion archive farmhouse frenchmen leeches trustees",
  "twat astronomy commune hailing negotiator pedestal crimson gorge prodigy hypnotic mandarin huff para squaw terminator dimples headless scorpions bowler banister",
  "brooch dada inhibitor microfilm duff medina pellet copenhagen ryder bodega castor gussie nacho sp stumpy wiki jube decisive fetching sneaks",
  "attentive chaser surpassed commits converse donating downside gracefully invaluable lucrative perverse refusal separating soothe dangling dazzling dipping impolite outraged scraped",
  "beaut confer cures detectors foggy intake knuckle sewn turkeys unpopular condescending conversion curves dealership energetic hoodlum imposed penal reeks roadblocks",
  "tush unwind victorious visionary astounding hairdo prowl burp crowbar feud jitters overture shovels adjourn chipper fruity handgun uncool confessional copying",
  "demonstrations forgives harmful herpes longed trio vaginal cycles desserts electrocuted medics calculator duet echoes extradition injections deformed dementia hasta motorcycles",
  "fixtures reincarnation sewers ultimatum ration clink escalator hisself kerosene pooch carotid controller elimination epiphany iv mocha prediction sac vial advisors",
  "conjunction hooves snuggle farted asbestos flavors hangman raggedy topside bulldozer corp manned rupture injunction pap denmark princesses vials mesa boca",
  "anthrax nepal versailles hershey hex turban brutus landfill boa allo dingo ting katharine mod grimm dorian zion sheldrake doubting emphasis",
  "inevitably internally cooled divulge explored faxed individually plucked rents beginnings endangering performances relying constitutes disrupt exhibits lacked moping possessive sirree",
  "towed catastrophic dissolved flashed oppressed susceptible weakest chases implicated knickers luscious commencing dreadfully elegance intervals relocate bearded belgium cancellation depraved",
  "hallmark registry singular tolerant chrome fib lucid snotty accelerate diagram memento mutilated cherished infectious minors pretext runny architectural hiccups slum",
  "sluts chestnut critter everest fliers podium posh snows vendor blinked detachment grinder investor pebble sharper streetcar lewd rowing cheeseburgers socialist",
  "trombone pakistan scat unclean afflicted paradox beetles export lizards procession wharf austrian cartel alligators bookkeeper maxim tryouts vp jove taj",
  "windmill louvre dodger swans eunuch goblins livery pajama okinawa lancaster senora mao dias martians hanks cyclops gon morales motorcade nelly",
  "alpine tao grimes piccolo saxons singularity trina faraday goddard massa elektra meril minerva skilling timon conformed consented displays fainting jams",
  "scheduling subsequent commonly embark healthier mascara poised landmark phoning proceeded stocked trampled wannabe cater clocked consultation exaggerated latter pressuring prosperous",
  "rejoin aspirations cheeky envious housework overslept responds seriousness approximate barred exceed hypocritical projected sedate transfers variation craziness residual rocker showdown",
  "slander checkout composite gullible mid pacing pooped stow trades underlying baddest bucking campfire despised imaging inhabitants lifeless rejecting volts aggravated",
  "blitz captivity clippings downfall insubordination veterinarian munitions retaliate yorkers petroleum ambulances bowing crackhead germ grooming operatives pints slaughterhouse valor vibrating",
  "biologist deployment downstream napping whacking barbarians escorts pusher hives negatives armpit conjure gunmen iodine tampa tanning ulcers smokers bitchy combustion",
  "howls sneezed toupee toolbox convicts haywire orbital dud letterman ventilator creme felons imprint landscaping wiedersehen bogart custard hispanic nylons lear",
  "barbados sax prosecutors fiesta coon pushups gravely swordsman richter walnuts concubine kyoto skaters beagle hubba acme hubble sahib altair yip",
  "drago cady develops narrows gunning measly outright regained strolling advancement revoked contemplate diminished exceeded featured incriminating ugliness anomaly breathtaking dialing",
  "flatten induced malignant moderate owing penniless pushover respiration saddled sketchy turmoil bashful implement revised valuables charmer flawed infiltrated meddle profoundly",
  "sacked stingy unprotected cesspool friction genitals hoodlums wart awakening bona brilliantly camped flips infants plight catfish compression rushes serene strays",
  "vinyl collars compulsion hussy informer moreover telegrams leper myths playmate slammer blueprint polyester bellboy mainstream rugs sniffs caramel nuggets arabian",
  "axle users menopause bonsoir watts navel valedictorian terrors tolstoy femme coleslaw malaysia priestess carroll arsenic antoinette lor steadman morgenstern neutron",
  "pol kelp canterbury gorman leone smithy puppeteer dobie engle creasy merrier glorified interrogating arouse furnished observant whomever breather disoriented speculate",
  "discarded emerging fastened haunts hurried sicker unnoticed adventurous fished nocturnal obeyed peaked rivals thereafter cheered courteous deluded hairline immensely infect",
  "lifesaver liner performers capped exploiting grips inspirational roofs spirited tumbling victories wring dusted foil masturbate nourishment versions implanted mammal moisture",
  "neutralize pimples selves melodramatic umbilical conscientious inbound nitwit poached publishers shoppers thriving alps carpets hefty horsepower snowed untold vendetta daddies",
  "hillside govern pharmaceuticals platonic drunkard lp manhunt saucy skippy smitten taboo animation ceramic exhales fig genocide musicals blazer eyelashes projecting",
  "projector prosecuting avocado booger ledger pollen sixes smuggler venezuela buzzes cordial mannequin buttermilk charger chimpanzee patrolman congo isle jiggle bombings",
  "crit racquetball salem dublin gazelle seagull etcetera skillet portals shite hl surfers excrement vamos bedlam quaker unicorns mountaineer firehouse spanky",
  "hilly odin kali persist witnessing greeted qualifies appetizer culinary heartbreaking learner leftover presumed stumped unavoidable conclusive drags graciously merciless flavour",
  "retained spits abusing cabinets conceivable dividing regulars securing hypnotized keel technicality crayons crowning ducked insolent replay shredded spraying advertisement affections",
  "beverages detecting frivolous itches quotes blindfolded carnal homicides visibility zoning bony dishonor docket gunned novelist premise summertime dusk eights grovel",
  "influences raids scrapbook swells cones jugs chivalry dummies gills republicans defects nitrogen profiling pimps concur necktie oxide territories dainty dysfunction",
  "preschool heifer seaboard slump triplets aristotle rumba stickup trucker hanukkah omelette pines lima prohibition matey animated baptism dissertation icky rosary",
  "bikers mortars prophets epileptic gook mats tuba tweed sl commandos giddap dat barrow bling daggers tarot fidel maroon sapphire eels",
  "horseman garner chuckie amir osmond lorry tink bilbo hatcher smoochy vip demonstrating autographed calculating coordination receptive resulted smother startle tiring",
  "characteristic conferences humanly installing interaction occurrence showered thinker cushions heals resembles selective assaulting distasteful downward excites fickle fragrance hereditary loitering",
  "bonehead hunts slows spotless uncharted weaken affliction bleeder hermit infernal meaner newfound sanitation spokesman whips creamy distortion edited erect laceration",
  "pertinent bel calms decadent mite relieving throbbing aims brazen caterers combinations entries lush moot persecution stateside torches masturbating readiness recharge",
  "yanked adopting crucifix decrease evacuating filly malice ornery passageway steadily arrivederci evolutionary nugget revival shenanigans welsh lull blackboard blob carte",
  "pubic splendor sulking bibles sewage homies infrastructure mercenaries bellevue bourgeois fins guitars pamphlet queue whoosh horoscope rookies slugged sores zeppelin",
  "gutters moat flamingo inhaler lithium spatter cavalier contamination proprietor snowflake stockholm sulfur trans zing cadaver groves mumps piranha hiroshima borough",
  "ballast buoy homeowner mockingbird verde vibrator cowgirl alf dayton din electra mosque reuben piston milt rah bowers stoke stronghold smalls",
  "condor fraulein silva columbine laird croc cahill bourne perdy combing rumored condone penetrating prompt updates attachment excluded rattled unwilling upbringing",
  "attracts dormant giver indebted snort unjust unpacked untraceable volatile lingo patching replied traumatized urgently appalled ballistic confound cosmopolitan gloom hover",
  "lightweight lowering temperament unhappiness afar bleachers buildup fates fluent foundations frightful inserted jocks courtship farting massages playful twists invasive recurring",
  "sheriffs authenticity clipping crushes pliers aggravation cutters duress evasion mumbo recipient cartons delinquents donors egyptians foxes liberate pioneers rural ticks",
  "upholstery histories homestead mussolini blimey sunup croak mousse scorn simulate uprising calcutta chemotherapy molten phooey spam unified viruses wristwatch albino",
  "clipper explorers propulsion lbs spic epinephrine homeroom sideburns armoured deuces fetal racehorse mistrial solitaire vikings fastball saviour shimmy filipino fleece",
  "dost melbourne tibetan vietcong hackers jericho linden hes turnstiles meer analogy journeyed accurately likelihood abrupt accents announces assumes crept hardened",
  "locally rustle alarming disrupting judgments relating comprehensive extraordinarily horizons indifferent mounting rationally reformed smeared spacious stormed botched bursts clockwork contributing",
  "deceitful diseased hurtful inexperienced persecuted primal scrutiny strains yapping alleys blatant commitments inspires leased miscarriage origins reinstated slant totaled winged",
  "charities floods improvements matinee ornament reconcile subsequently wrecks accomplices alibis braver disapprove evolving optional reconstruct traits volleyball bashed benign glee",
  "heinie limping motherhood civilised entrances grazing hydraulic impetuous medicines potions queasy schematic sicko wartime abomination brochures fuses microscopic pilgrimage serenade",
  "suffocated tardy unspoken goofing parched ticklish attracting bazaar collaboration debrief downloading eyewitnesses gunfight loops sedation structures testicle femur switchboard upload",
  "larynx movers regal samaritan sponges commies supplement tulips floppy tnt flinch gettysburg heiress monoxide originals settlers thermostat vaudeville lebanese saucers",
  "dominion gags iowa sash superheroes empathy faction methane monologue roundup klan fro peking putt raiders ag cherokee deactivate mime pathway",
  "regimental wo chile toothache angelina informants salud bess autistic corona danke lawman sutra lar hawthorne joust rove aquarius horde winslow",
  "bora pac zee bugler voyager kern kodiak vila pickering callisto sabian disadvantage stumbling enrolled calming coordinating dual exchanging exhilarating informing",
  "luxurious airtight caved chaotic defiance gunpoint sanctioned sidelines unpacking dab indications lieu nightclubs offends outlive pinching stomachs surreal toying urged",
  "battered disorders guinness prodigal reinforced rotating sharpen staple strengths automobiles clinging condos crowding dismissal expressly inhabited maintains neurological similarities undetected",
  "adjoining indigenous lawns picturing punctual ratted shudder subjective bead ensemble readily addictive drumming hematoma improper booths carnage cocoon crusader doghouse",
  "hypocrites resumes retrieval reversal societies tidings audit cortex kennel nudge corkscrew executions fanfare marys themes beaucoup candies creaks gravitational libido",
  "routines mugging requisition revere screwball airstrip conqueror flask researchers volcanic walrus arming clippers exterminate utopia continuance egghead finalists purgatory thermos",
  "wingman membrane parmesan peekaboo sphincter tarts afro caterpillar cubans archaeologist bonkers nirvana treasurer dwarves schoolhouse bergman jefe moors riff tortoise",
  "cloning mags okey ultra banshee liege montage woodland giles ii israel nexus mandrake dotty crandall pita eastman micky blume toros",
  "cully clogged emphasize crammed descriptions extracted forwarding preventing momentary offending patronizing stomping tact uncontrollable bestow historically laced panicky upstanding adapted",
  "corroborate daydreaming forbids juices severance snagged tangible urging bubbling fancies leaky mitts optical parading prepping replica restrained stooges vanishing vibrate",
  "abrasions accessible expires latino premeditated tabloid transactions unrealistic vacate appliances attendants cynic lieutenants lighted ponder scapegoat bankroll blindly heroism implicate",
  "lovemaking peeling populated pounce prosper slopes docked gist removes reside splashing tingling disbarred fide flashlights funnel indisposed minerals sideshow upbeat",
  "urinate guacamole halves mammals phonograph spasm cannibal christianity projections slugger sneezing wronged dossier champs contractors memoirs slacks tentacles tingle versed",
  "almond anus eggplant hatches promotions agriculture brokers diversity vests casings consciously golfer huts pitches tombs analysts checker bros seagulls verses",
  "arlington cajun betrothed poise semper spruce baldy infuser programmer stooge tokens cholera bilge cavern lyric muggers sim spatula artifact libel",
  "galactic crossbow foo jacksonville roebuck gull haggard papaya luna aztec crusher freestyle taipei signore pips durham gooks lai rawhide pagoda",
  "theres fleur coho sanka bowden radium crower mudd rin rance selden talon layne burley dobby continually aspire coordinated motels specializes",
  "trait appealed combed comprehension gander interpreted shocks achievements bleak contingent deficit greener inconsistent kinder knucklehead leans processes prolonged purposely surgically",
  "tending brood conspired expanded lowdown moronic particulars requiring appropriately gratifying indifference insecurity interruptions padded vibes culprit deduct diabolical favorable fussing",
  "gimmick impending mixer twitching withered boutique confidentially pout protests scurvy seniority ticked timely untied accountants energies entrepreneur metabolism reckoning sadist",
  "spiritually submission takers townspeople atheist figment footprint looting merchants metals repercussions sensory smog essays proverb somewheres ticker tout aftershave carburetor",
  "preservation rigging scholarships breathless impertinent nephews newcomer celestial descendant gore piggyback stalks tote anecdote aptitude committees dwarfs hoses integrated mattresses",
  "observers decode discard modem peroxide pimping planetary rift shrieks contraction ducts lawfully lobotomy parakeet presbyterian architects catheter clanking firewall hazel",
  "gable goddamnit tumors wizards armada blueberries bunks pe proclamation soot aerospace clamps guerrilla tat bland dub nitrate pointer exec oars",
  "bellman nein astern chainsaw kimono rhubarb tribunal arty dimensional infidel auld diablo foxtrot dah veer oink creole torah pascal quasimodo",
  "flack gi suzette tamara chou dewitt portman tinkles virge devour extending minimize mutually respecting boast inadvertently insufficient miserably peddle sodas",
  "welcomes desks deviant insure kicker kneeling outdone romantically scientifically strategies trashy aiding conquering consuming declaring enlarged firecracker motivate secondhand struggles",
  "unrelated vindictive weaponry cheery dawned granting imbalance intuitive licks monumental reproductive rivalry sadder sexier volumes wrongful acquaintances actin adversity cuss",
  "debriefing flashback fugitives neighborhoods petite prognosis realization chickened clicked recollect tortures violins blockbuster breeds commando discoveries purchases sandbox savvy carbs",
  "oblivious stomachache wedlock abs appetizers edema rubies stead subpoenaed demeanor downed frightfully scuse willpower designers nines rabble repairman wreath aids",
  "chummy confounded femoral gnarly quarts shoelaces stockbroker writings cylinders disengage genre nook alcoholics format rendering blackmailer flak goatee railroads sidle",
  "subversive crusty drifter plough verb crowns moths rowboat olden censorship copilot looney snowy squeaks shagging tier umpire honda bisexual governess",
  "lb backer africans believeth crete tot clitoris enzyme mondo mali birdy nestor recounts coles largo magneto mongol clements orcs stroud",
  "smee uther ponton conspiring proverbial determining overhear recreate swarming aftermath anticipating comforted coping provocation rampage reconnect arises attagirl backfired scenic",
  "shaping specialized tremendously unfriendly viewed wishful brisk defied drilled eavesdropping hooch implore inflation interrogated looker mouthing panty resented sheltered withhold",
  "booming coherent injecting intricate manifestation rebirth sniveling unsuspecting wrongs accessing copped cryptic diameter disgruntled fathom firstly posting quickie recreational slumming",
  "vans withdrew cad crafty derived diagnose hardball kits loathsome soliciting tangle tormented uproar whence adviser concede ethic mishap shootout stout",
  "supporters tidal trafficking disorganized elastic galloping gutless rails snapshot atrocities badgering bueno loudmouth margins parkway toxicology watchdog anthropologist conduit indiscretion",
  "linens newsstand soaring keyhole kickoff knobs mondays obituaries pranks blimp drape heathens invoice jeweler namely revelations sevens barrage deficiency narrative",
  "pew waterfront bikinis holographic steamer blares naps violets molesting seminary bakersfield kappa lesions squish trucking dentists hazing mead antarctica choreographer",
  "epilepsy fife orthodox uns botanical flux grievous hungary lacrosse obscenity jeepers machete peewee telethon ulysses yee horsemen laurence plums sade",
  "straits abracadabra banning collie corinth grieves gulls ladyship luger isabella ajax fourteenth nazareth polices thaddeus gregor pard darby dodd medusa",
  "corinne nonny beaufort garibaldi loki hg kab chests damnedest laughingstock pesky untouched expiration footing haircuts handcuff imposing incurable intoxicated roadside",
  "vibrant compromises horrendous mobilize overloaded unleashed unrest unsure borne climbs glum impounded meticulous pleasantly secluded undertake whiny afoot arbitrary compel",
  "fulfillment hydrant intestine involuntary meditate monetary plotted praises remake rhythmic withheld advertised atop corridors digestion folds hindu nearing redecorate rowdy",
  "shorten spout alloy bewildered cleansing crawls craze crud impenetrable jokers riffraff taunting tycoon decor loosened overalls smelt spectators taxis tweezers",
  "variables wimps aka detergent graders initiating instability lumbar salaries soaps subtitle unveiling voicemail ballgame boating browsing grate hooligans innovative insights",
  "locksmith loophole marmalade sweetly trillion carnegie fresno minefield reconciliation transient wards chefs horseshoe phobia promiscuous zit brands buckshot charades fuselage",
  "molasses warts extermination mittens optic scoops chemically clasp czech dispenser eyeliner hideaway pt toothpick toxins valleys elective jagger atlas handbook",
  "legislation mania plastics snoopy dioxide mural scarface dinky minibar playboys disciple maneuvering metropolis rapids sphinx damnit ghoul shroud firefighter wiles",
  "beets fireflies brigadier guile blaster roe chai nt swordfish arsonist mormons screamer gaga pug aunty lovey prenup discord baa gr",
  "libre nu figaro opal chewie receptor shay zed romulus seton fletch nim kersey worthing circulating expressions nailing overturned strapping astute",
  "chatty conniving graces inquisitive inseparable notwithstanding seeming sharpened candor dotted exclude fateful ignite newer refreshment revolving toil chore crumbling default",
  "employers freudian nostalgic prolong rooted slicing vengeful categories engagements sociopath stems tickling waxing envied hogging incarcerated mocked mortified outing sabotaged",
  "sociable straightaway sunscreen unattended unpaid adrift henceforth hubby impartial injure rodents squint tended advisory capitalism ceilings cretin dazzle honeys insulation",
  "kaput lunacy purchasing retreated smudge dives divorcing docs pearly poultry pus retraction truckload exploitation neurologist perished prays promoter reprieve cartridges",
  "disclosure hysterically objectively shorthand umbrellas upstream yawn dormitory emissary manger negligent ornaments ponytail booing coached columnist doves perm watcher disruption",
  "headstone muffler mumbles stagecoach chloroform geologist ny galleries hurricanes sauerkraut autopilot dodo hither invoke kingpin lavage mph observatory proteins yorkshire",
  "neurons dune eraser cong matchbook pheromones renoir cloned crikey nike spaceman incubator heresy haitian rousseau montague tilly unc monterey brill",
  "neddy topaz galt veta facilitate stomped veritable callous confine consequently fullest proudest upgraded confiscate jacking mangled overworked palate presentable unanswered",
  "antics armpits doubling fancied flexibility harboring loafers portions racked reeling shined showering tallest unaccounted wasteland wedged workmen deserving dorky enormously",
  "foresee insatiable insightful reducing restoring scheming suntan tragedies broaden continuously dashboard desolate governed gulp lifetimes patrolling seasoned stitched surrendering barkeep",
  "flaunt growl plunged privates profiles seduction thereof bullying clerical comatose flex modify org polluted shellfish unofficial asparagus casts concealing defining",
  "dissect glazed grains signaling soggy tourniquet waterproof adamant consummate equations forearm illiterate oaf resurrected shotguns slums vomited activist anchovies bozos",
  "chirping diffuse microphones newsweek charisma coincidences ghostly gleam manufacturers studs viewpoint ce rainbows touchdowns chestnuts clavicle clinics fountains perch zeros",
  "electrocution kremlin compliance exorcist tarp waldorf watchers weasels bloodhound comma hive mardi vermouth antelope hitchhiker pears pokey venting songwriter esquire",
  "guineas hunchback destroyers longs paparazzi petit canon floater profiler zulu groucho paralegal gladiators seasonal barons jingles vasectomy ville depository musket",
  "crewman wildfire woodpecker shi bannerman glades hybrids plummer hephaestus molto croft albanian bonsai garnet bot gm patel rune shylock tanto",
  "zephyr greenleaf senhor brimmer kuei nursed earns eloquent extends neglecting patiently riddled straightening succeeds weirdos backgrounds bloodthirsty intoxicating overgrown rampant",
  "rhetorical tabloids asinine defends liberating smoother uglier unravel watered abandonment brooding cultured devastation exceedingly favored formalities fueled indulgence patrons purest",
  "scrambling admirers ascertain centered crackpot deader exiled inquiring insufferable ironed magnifying oily overflow purses seducing socialize suspecting bleached cashing contender",
  "cordon disagreeable mending peripheral schoolwork settings sophistication stalls stationary accelerated assorted daydream financed floorboards massacred testy workup yearn enhanced expressway",
  "imperfect insinuating lowers partake physiology plural rapists scratchy splattered strangulation cannibals cartridge mouthwash relics sibling unlisted vixen waiver curling desist",
  "flagship intubation padding pant paternity swill systolic underdog asphalt magnetism rackets videotapes ranked renewal undeniable galaxies kegs mahal pastrami pavilion",
  "reinstate whirlwind bigfoot custodian homosexuality lavatory ventriloquist comedians innings moonshine overbearing reefer spinster stub bog canvass forklift mathematician terrier amps",
  "boycott disloyal dole fm garde racy acoustic bordeaux punchy synagogue hourglass mayan cannoli mugger stuttering antichrist cayman marseilles refinery sixties",
  "tourette tut nudie slinky triads ambrosia astral didnt judo napa reggae muff lament pentagram innit matzo zucchini arcadia transceiver humbug",
  "pumpernickel tc sho burgess camilla pg cooter quark spectre brisbane valance exercised audacity curing dries escorting fiercely luckier topped unwise",
  "brewing delicately enduring fanatics filters imaginable implication infinitely safeguard savor stiffs succession yawning accommodation buzzed clouded crunchy cultivate dictation strayed",
  "versatile baggy brainy cite coals contend demolished earnings independently infested makings misled nutshell registering squashed variations weirdness absolution agricultural builder",
  "cabins cometh communicated dismal dissatisfied exploits furnish gallop gutted irritate licenses nutrition relied roped shocker tanked teased unforgettable alterations belgian",
  "contraband correspond crunching exiting flirted pious playtime postage problematic reinforce retaliation retards stethoscope streaming swig uphill wrongly anterior astonished bulge",
  "configuration incapacitated mowing sprinklers sugars undies beamed beret bloc bohemian braid clout embezzlement hitchhike hunches imitates layman martyrs pail plunger",
  "redirect simulated sprinkles tablecloth blister dreamers filet grit sabbatical biceps constellation gimp murmur prose skimming streaks bedpan blot composing incomparable",
  "milkman restoration romances scruples chardonnay cutbacks hymns pecan retractor seizing shareholders smugglers soundtrack concerto rapping retreating bookcase bulkhead clergy clutter",
  "corsage covet demerol font fray mutilation navigational shears surname foxhole gothic locator oedipus ostrich pillars appendicitis maitre towing sheen silo",
  "suns wali xerox warship dolce hangers spotter thinkers fats britt tae catalina gar nippy upriver archaeological godson hap kuwait sycamore",
  "philistine mamie shunt wicker goblin twa buckland yonkers pelt ly bertram sancho mau passover cmdr adm bobsled daedalus nene voc",
  "fronts traditionally divorces inferno overdoing preferable scrapes accompanying curled fend generously penalties trimmed widespread angst baffled defeats dramatically oppressive oversized",
  "rebellious therein unconditional wither wrestled barriers collide commemorate dizziness doable enigma exaggeration fruitful ingenuity klutz mommies undivided adhesive deplorable lucked",
  "oozing paroled proclaim quirks rerun scarring shambles snapshots topics vary admittedly assaults circulate crabby crazies disarmed justification mouthpiece predecessor regrettable",
  "scholars shackles slaying stiffed unimaginable atmospheric brides conflicted craftsman groan homely infections pouting religions ringside rouse soles turnpike amorous attain",
  "binge buenas calculus astrology chime nectar niche ps relapse supermodel enzymes grapevine loudspeaker quarantined statutory suave sunsets biased grasshopper pigtails",
  "provincial rancher snorting sprinkler strudel blasts curator footwork geology ordnance poaching poppin publications sup telepathy tinkle coils ghouls packets psychos",
  "seatbelt vamp ascend editions elevation helluva mogul coasters turpentine gibraltar queers silencer bookies highlands honcho madagascar proofs seeker ama aryan",
  "cranberries outback surfboard boomerang brisket defiant dumbo hoe rhythms wattle qui sidebar fondue lynching snippy dictatorship gully hippy hiss passwords",
  "pistons sass thoroughfare thundering frankfurt ich toga ge tock allez clair clemency minion pentothal spud commissar peeper suzuki talmud flanders",
  "nite spiller cleaves desdemona lats newcastle pollack tarn corso hays tutti nazarene quince sory spartans weir morg heman expire hops",
  "inventive mapped prompted stretches eliminating groggy completes distances dodged greyhound liven resistant soiled upwards appetites bestowed devoured disturbs hemorrhoids obstructing",
  "reluctance safekeeping scandalous stunk swirl talkative anonymity blunder dashed degraded issuing provoking punctured reek relinquish slobs snatching snores stacking tubs",
  "ulterior verification determines dismantle displaced egos fatality fortnight grazed grisly hindsight inconceivable negotiable nuthouse offhand prancing preserving quantities ridiculously robs",
  "shakedown sickening snooze travesty authorised campaigns crossfire discredit euphemism flagged gangrene handmade innuendo lookee monuments swirling tagging toured transplants barter",
  "commendation doctorate drainage europeans headstrong lenient logging logically lovingly opus overlapping rectal scented spectator spokesperson steamy stinging twelfth condemning congressmen",
  "cynicism deductible freeing magnets obstinate sealing statistical stickler twirling windpipe acne angina coconuts developer dysentery locusts nicknames paddling simplify specify",
  "sprout upfront bombshell garbled grievance gusto opposites phi processor proxy taker bistro confetti pally steers sunken thoracotomy bazooka feline magnesium",
  "paralysed reps sparring vaults barley forsake humbled lepers showgirl westbound antlers birthright compressed discontent midterms sculptor vandals brie bundles lox",
  "nominate prissy quartermaster spirituality teammate tripod cornbread drat sardine snarling cabana gazebo yous chloride monogamy pendant subatomic tots volcanoes damascus",
  "equilibrium gringos tarantula voucher dugout ese lafayette nominees pico lutheran pups terra toxin elixir osaka reenactment mayberry turbine veto schoolmaster",
  "westminster chimera purser reapers saran burro dojo conner archduke stoney slavers wl althea limpet prado fc tait tane choya outlets",
  "surrounds castles defines deserts evade ovation pucker abruptly attribute cramping groping leapt scrounge unmistakable wanders yearly zilch aired bottomless chartered",
  "cleverly commute dictated digestive godsend ignores insolence nutritious orchestrated pickings pressured reacts realist reassure tantrum tensions abundance boudoir bounces brainless",
  "clandestine decreased dined discrepancy glaze impractical insidious liquids rooftops splinters tasteless tranquilizers willies amid brim joyride lingering militant noticeable outlawed",
  "paved philanthropist prepares quarterly scooped squeamish vacancy airways bi broth enlarge harem immaterial morn ninny reopened speakerphone accelerating blackness burdens",
  "bystander chisel competence croissant diplomats finely folklore frostbite fulfil humid maximize mythical rejoicing remission snickers stinger straining tiptoe utilize viral",
  "campaigning flaky foyer indict interval trivia workload entrails freedoms historian industries outcasts rad redheaded wails walkie chiropractor chutes kindred magicians",
  "analyse choreography corset dominoes flunking lasso oscars promenade relays ripples swamps thoroughbred topping turquoise flipper handbags nautical barnyard echelon ey",
  "fiddler polio roost sledgehammer swaying tambourine damsel dumpling ranchers yuppie consumers gumbo hyper solicitation clones confucius notches streep abstinence bavarian",
  "garters gunnery solicitor android finland nucleus stroller whaling adjutant dunes mooch nemesis playbook submissive brit petal stockholder campers laguna lis",
  "veneer glendale grange constantinople odyssey poppa schnitzel vas brewer emp parton turret spinner weathers bitsy iceland whitehead scepter bianco calabrese",
  "moya quirt signior toymaker coldest disparage overhearing attributed jailed miraculously pounded recap rots sorely springing trendy warms fearing impersonal indicator",
  "operas precedes pretense spec spineless successes trespasses unconventional undying untimely adolescence alphabetical anew babble busiest conserve cubic decorative defies endearing",
  "imaginations invariably madder misread pedicure ramifications schoolyard splatter supervising unplug amputate believers bloods circuitry commendable consistently exemplary intolerant kudos pining",
  "ravaged shamed subscribe textbooks timeless unsuccessful untouchable upped antiseptic attachments buffoon conform considerations demeaning demographic flung flutter forceful forwarded gems",
  "lashes mended mongrel pivotal torched wail activating applicants charlatan diaries differential doped eons grading grouchy holders metaphors narcotic ordained psychics",
  "revise sanitary slaps smacking splint thingies yeast acceleration approves decapitated gloating grader inhibitions laces lifeline rascals recycle rigor speciality tricking",
  "unconsciously unselfish warpath backfire cemeteries emporium iraq manoeuvre rammed shafts snowstorm vigil wrought collapses kidder licorice punitive racks remarry sizzling",
  "teapot toenail unhook chrysler denounce eyelash pulses stylist wedgie avenged bedbugs beehive hypothesis incest pontiac protesters rapes rapture resuscitate taxicab",
  "callback constipated fashions huckleberry preemptive roomie sneezes transference copycat ers fornication harpoon reinforcement wherefore ymca yugoslavia madre stapler tryout tushy",
  "bogeyman mutations yams ascension coliseum missionaries oncologist poncho scavenger sheraton croquet darkroom ebony swingers tiff totem dow fairest louisville rugby",
  "clinking dissection envoy chimpanzees bolivia birdman cranes caste hanoi woodbury bowery shire toner augusta locust alfonso hoagie jacky helios rohan",
  "fico menelaus flor dumbledore completing hallways hormonal woodwork avail confided disrupted insistent lodging nonexistent overpriced sanction amazes assigning assures breezes",
  "constitute generating getup inexcusable pandora pestering plunder progressed reputable rudeness skim woozy bawling clutches earplugs elevate ergo extinguish heightened hounding",
  "impaired informs instinctively irreplaceable irrigation misleading onset parades pigsty pinning positioning sleek sprain surfaced whopper alcoholism encoded gagged impressionable mapping",
  "mistaking nurturing pinhead puked significantly spaced spaniel unplugged waltzing weaving assert bagging coastal fiddling hawking impromptu memos nosing packaging practitioner",
  "projectile reruns revisit rigorous silenced wimpy aliases captioning clobbered dropout dynamics fabrication handout hooky inspectors mobster nightstand shortness snout suspenders",
  "trinkets trumpets weakling celibacy destinies eviction frock google infatuation ladylike mingling modification monotonous munch nothingness ovaries philosophers reroute snorts trimester",
  "acquiring ambassadors barbecued coerced flicks gemini heirloom inept mmmm penises pickups skylight stubs submerged blubber brotherly chromosomes civilizations conveyor entrapment",
  "hailed libya plop portray recycled renovation reptiles splat activation atone booties creditors individuality keno likable parsley refuel sappy unhand amputation",
  "broomstick damper displacement hooey sergeants transports velcro arches blowtorch compares coppers fined guam laxative stressing zinc bequeath carnation clang firefighters",
  "lineage newsletter sentries styling annex bullion cartier clanging corns honduras lurch pinto swabs divinity invents mausoleum perrier shah almanac mantra",
  "molester bombardment conning countermeasures doctrine quitters cherie quiche risotto skydiving abbot greenland saturated comanche dl follies shipyard subcommittee diddle haw",
  "medevac middleweight sulphur yodel amor carpe hyenas neighing omens segregation flounder lansing stingers apex argyle ezekiel belfast driftwood ki colombo",
  "pax somerset tweet yam flores genoa junket capote dundee hummel kraft lobo triton tesla cinque jennie monolith tuff vil lattin",
  "diminish disagreed housed repairing exhibited facade jerked squirm supplying wanton workings buggers buttered coincidental conjecture departmental dictates lovelier punishable retrieved",
  "scariest smacks smashes undergo widen actively farthest flimsy fundamentally glows gratification hospitable inclination incomprehensible nigh pretenses shootings specifications staking storing",
  "televised unzip uppity visually wetting cocked distressing famed gaping illuminate khaki nationality rectify rhyming sanctimonious shipments situated straitjacket toasting tranquil",
  "warranty arose booted briefs callers clothe collarbone comical counters cutthroat decorum dials frolic inconclusive institutionalized limber longitude openers purified repaid",
  "repression resigning shielding spilt vocation bustle disturbances downer geological midday milkshake nincompoop nodding persistence predictions raiding slicker spontaneity treadmill treaties",
  "troublemakers wallop bartenders billiard bootleg congratulated enforced scolded skips spectacles syllable therapists thyself trustee bipolar chumps cocker consultants intubated landslide",
  "oregano pamphlets perpetrators recruitment seltzer sinuses unresolved waterloo acids censor circumcised databases godless guillotine hanky headset hem hunky meats metaphysical",
  "mg puffed turtleneck asystole crepe decimal duplicated garbo monogamous tenderly annulled barricades horsey monarch ssh surgeries volkswagen warmest checkered launcher",
  "moly oar beaming cellophane chipmunk def gastric mores rappers typist kingdoms shrew wino bloodstains humanoid porridge annapolis genghis sri couriers",
  "footloose pledges taillight airlock detonators entree flagstaff chlamydia cloaking conga rams abductions pixie sandstorm sudan huzzah pullman sable adolph blackbird",
  "doppler vroom alameda gloucester mousy sumo mariachi romanian skit cromwell freedman kensington armenians porters hellman pom cappy wetlands teahouse argo",
  "bink josey prentice feck koda moonraker manty appreciative bores deserting overflowing patented recognizing respective savin spontaneously stellar alienated birthplace correcting",
  "dozed flourish freebie instituted intervened revered unsettling uttered varied assembling complexity contention crapper cuddling discreetly expresses eyeing faux fittest forefathers",
  "hazy loyalties outdated progressing recapture repulsed superhuman wheeled bowed charismatic delicatessen discouraging discriminate drab embracing enslaved glib idealistic middleman mundane",
  "pastime paternal rallies revel runaways syllables temperamental trample unnecessarily validate vulnerability balancing bureaucratic groupies heirs irreversible modifications novice occurring pardoned",
  "relocated rewriting screened soundproof storming annihilation antisocial banners boned cavities cirque coax converting funded gazing loosely loveliness nosebleed performs plugging",
  "researched rockies sag shortstop smirk spills subdue tamed agreements ch doomsday douse fantasizing flabby hordes kinks pertaining sternum windbag appliance",
  "blip butchers cliche comparative cunts daiquiri diners disclosed himalayas insignia locomotive palaces pawns paychecks blockhead ditches intellectuals munchkin neurosurgeon ode",
  "pathologist saber sparkles wallowing arrivals autobiography dandruff lode vaseline burglaries expulsion frosted lecturer principals regulator matchmaker mohammed pheasant tb voter",
  "chinks defences piracy radioactivity clog eloping eskimos impure paprika premonitions schubert shrieking sie symmetry tripe franc hazmat kidnappings meteorite ontario",
  "rainstorm rsvp inquest pawnshop saudi bard bunkhouse footlocker kibble modelling prowler stenographer sweepstakes tremor vegetation ahab bandstand barrister bookshop cremation",
  "noir scuttle goulash hypnotist jubilee labyrinth moles playroom rewrote stateroom toke bellows occupant bene bunt hijackers polack saratoga bishops kryptonite",
  "sucre vipers panzer howe prefect sidewinder ducats preppie serialize alderman mont dev whinnying beecher nautilus nome prism fallow underwood lowry",
  "pyongyang councillor diocese pawnee rooks ballon benedick gnu loverly omer snidely duma meleager coincide giveaway juncture contemptible corrupting darkened eavesdrop",
  "illustrate incarceration interferes objected overpaid selfishness shorted sockets subtlety sweeten unbeatable withdrawing behaves confinement deprivation descendants drowns jeopardizing outlined sponsoring",
  "advisable attained catatonic dirtiest disinfectant escalated forging hassling hookup hyperventilating obtaining perfectionist probing provision ranting shoveling technological uneventful aligned alleyway",
  "anecdotes beneficial compensated cranium ditching immaculate infiltration knowledgeable misconduct parenthood perilous regimen remanded repellent saga undertaking yanking affiliated brainstorm certifiable",
  "commonplace depositions duped glimmer jehovah keister mimic payoffs perversion prowess responsive slinging sluggish trite trois yon billboards droppings intellectually inverted",
  "liposuction lofty misunderstandings molecule mumble partied taint toddler traveller tropics bossing cellmate derelict exodus harlot inferiority invoices inward necklaces pancreas",
  "petticoat plumbers silicone skyscraper whimsical anchors bulging dehydration embalming firstborn foretold frauds growed jaded jockeys ladders powering silky temperance thoracic",
  "twigs wheezing berth bethesda braids catalyst deport deux integrate mikes psychedelic rustic scams solidarity truffles workman bile breezy counselling disrespecting",
  "eastbound fines legislature metabolic methinks monsoon parachutes skillful southbound standup uncut climber counterattack drinkers fumble gladiator herds mammoth matron mega",
  "saluting scones sequences chopin conjugal cubby deportation footwear puddles questionnaire scrimmage scurry capsules ditty gripe mutton lebanon spaniards stardust tulip",
  "diligent simulator turnips thirteenth tolling tongs toothpicks truckers courtside exposition kiwi nappy rummage archery bastille breeder bunkers dorado ga houseboat",
  "nominee pileup boise matador royale standardized varmint mer neuter albatross iguana snowboard undersea brava asok odessa dade parcels doughboy chia",
  "schiller claudius mountie leopards sayers galen petersen foss muckle purim snowbell complement cranial hellish incorporate subtitled accumulated apprehension averages coupled",
  "creations degradation promotional regulate rescheduled sleaze specified sprang stimuli swapping vantage advisement airs confines convene diligence displeased diverse diverted fingered",
  "fiscal identifies jails latent nostalgia occupying outnumber outsmart rein roasting semantics sickly slacking stank swelled tightening uncalled unlawful verbally wickedness",
  "womanhood aced fad figuratively graze imposition pedigree ridiculed sensations shattering squatting urinal amenities bitterly blabbing fiends garments gooey innate lavish",
  "luminous perchance pristine progression reactive strides unquote unsavory variable vertigo wheeling whims beards bountiful buries conglomerate contented coveted depleted disguises",
  "disobedience dominance essentials executing heartily quilt radioed slag synchronized uneven worshipping ails applauding arbor fattening fearsome floozy hypothermia incorrigible keyed"
];

// server/modules/assistant/analyst/plan/commonness.ts
var ranks = null;
function wordRank(word) {
  if (!ranks) {
    ranks = /* @__PURE__ */ new Map();
    let i = 0;
    for (const line of COMMON_WORDS) for (const w of line.split(" ")) ranks.set(w, ++i);
  }
  return ranks.get(word.toLowerCase()) ?? Infinity;
}

// server/modules/assistant/analyst/plan/lexicon.ts
var ABBREVIATIONS = [
  [/\bsg\s?&\s?a\b|\bsga\b/g, "selling general and administrative"],
  [/\bg\s?&\s?a\b|\bg and a\b/g, "general and administrative"],
  [/\bm\s?&\s?g\b/g, "management and general"],
  [/\br\s?&\s?d\b/g, "research and development"],
  [/\bpp\s?&\s?e\b|\bppe\b/g, "property plant and equipment"],
  [/\bd\s?&\s?a\b/g, "depreciation and amortization"],
  [/\ba\/p\b|\bap\b(?=\s+(?:balance|at|as|on|in|for|was|is|total))/g, "accounts payable"],
  [/\ba\/r\b|\bar\b(?=\s+(?:balance|at|as|on|in|for|was|is|total))/g, "accounts receivable"],
  [/\bopex\b/g, "operating expenses"],
  [/\bcapex\b/g, "capital expenditures"],
  [/\bcogs\b/g, "cost of goods sold"],
  [/\beps\b/g, "earnings per share"],
  [/\brevs?\b/g, "revenue"],
  [/\bexps\b|\bexp\b(?!\w)/g, "expenses"],
  [/\bgovt\b|\bgov\b/g, "government"],
  [/\bindiv\b|\bindv\b/g, "individual"],
  [/\bprog\b|\bpgm\b/g, "program"],
  [/\bmgmt\b|\bmgt\b/g, "management"],
  [/\badmin\b/g, "administrative"],
  [/\bdept\b/g, "department"],
  [/\bacct\b/g, "account"],
  [/\baccts\b/g, "accounts"],
  [/\bamt\b/g, "amount"],
  [/\bbal\b/g, "balance"],
  [/\bbudg\b|\bbdgt\b|\bbud\b/g, "budget"],
  [/\bfcst\b/g, "forecast"],
  [/\bqtr\b/g, "quarter"],
  [/\bqtrs\b/g, "quarters"],
  [/\bmos\b/g, "months"],
  [/\byrs\b/g, "years"],
  [/\byr\b/g, "year"],
  [/\bavg\b/g, "average"],
  [/\bapprox\b/g, "approximately"],
  [/\bpct\b/g, "percent"],
  [/\bchg\b/g, "change"],
  [/\bincr\b/g, "increase"],
  [/\bdecr\b/g, "decrease"],
  [/\bdiff\b/g, "difference"],
  [/\btot\b/g, "total"],
  [/\bno\.\s+of\b/g, "number of"],
  [/\bthru\b/g, "through"],
  [/\bvs\.?\b|\bv\.(?=\s)/g, "versus"],
  [/\byoy\b|\by\/y\b/g, "year over year"],
  [/\bytd\b/g, "year to date"],
  [/\bw\/o\b/g, "without"],
  [/\bw\/\s?/g, "with "],
  [/\bcurr\b/g, "current"],
  [/\bliab\b/g, "liabilities"],
  [/\bassts\b/g, "assets"],
  [/\binsur\b/g, "insurance"],
  [/\butils\b/g, "utilities"],
  [/\bsal\b/g, "salaries"],
  [/\bcontrib\b|\bcontribs\b/g, "contributions"],
  [/\bpharma\b/g, "pharmaceuticals"],
  [/\bmeds\b/g, "medications"],
  [/\bvat\b/g, "vat tax"],
  [/\btax (years?|periods?)\b/g, "$1"],
  [/\bdonat\b/g, "donations"],
  [/\bfte\b/g, "fte"]
];
var PHRASES2 = [
  [/\bnet worth\b/g, "net assets"],
  [/\bper (?=(?:the|our|its|their|this|that) )/g, "according to "],
  [/\b(?:did we|do we|we) book\b|\bbooked\b/g, "recorded"],
  [/\bowe[sd]?\b/g, "owing"],
  [/\b(?:spend(?:ing)?|spent|spends) more than (?:we |they |it )?(?:bring|take|brought|took|bringing|taking|raise|raised|earn|earned|receive|received) in\b|\bspend(?:ing)? more than (?:we |they )?(?:raise|earn|receive|make)\b/g, "net surplus deficit"],
  [/\b(?:at|by|as of|as at) the end of\b|\bat the close of\b/g, "at end"],
  [/\b(?:the )?end of\b(?= (?:fy|fiscal|june|december|march|september|the (?:fiscal )?year|\d))/g, "end"],
  [/\byear[- ]end\b/g, "end"],
  [/\bon an? (actual|budget(?:ed)?) basis\b/g, "$1"],
  [/\b(?:the )?(?:year|twelve months|12 months) (?:to|ending|ended) (?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d)/g, "twelve months ended "],
  [/\bcome in at\b|\bcame in at\b/g, "actual"],
  [/\b(?:money|cash) (?:we had |we have |we've got )?(?:in|at) the bank\b|\bmoney in (?:our|the) (?:bank )?accounts?\b|\bcash on hand\b|\bcash in hand\b/g, "cash"],
  [/\bwent out the door\b|\bgo(?:es)? out the door\b/g, "spent"],
  [/\bhow much (?:did|do) we (?:pay|shell out|fork out|lay out)\b/g, "how much did we spend"],
  [/\bbrought in\b|\bbring in\b|\btook in\b|\btake in\b|\bpulled in\b/g, "received"],
  [/\b(?:top|bottom) line\b/g, (m) => m.startsWith("top") ? "total revenue" : "net surplus"],
  [/\bin the black\b/g, "surplus"],
  [/\bin the red\b/g, "deficit"],
  [/\bhead ?count\b/g, "employees"],
  [/\boverhead\b/g, "indirect costs"],
  [/\bgas\b(?= (?:receipt|purchase|station|bill))|\bfuel\b/g, "fuel"],
  [/\bpaycheck(s)?\b/g, "salaries"],
  [/\bindividual donors?\b|\bdonations from individuals\b|\bindividual giving\b|\bindividual gifts\b/g, "individual contributions"],
  [/\bset aside\b|\bearmarked\b|\ballocated\b|\ballocation\b/g, "budgeted"],
  [/\bexpecting to (?:get|receive|raise)\b|\bexpect(?:ed)? (?:to get |to receive )?from\b|\bplanning to (?:spend|pay)\b|\bplan to (?:spend|pay)\b|\bplanned to (?:spend|pay)\b/g, "budgeted"]
];
var OPERATION_VOCABULARY = [
  "percentage",
  "percent",
  "difference",
  "different",
  "average",
  "increase",
  "increased",
  "decrease",
  "decreased",
  "change",
  "changed",
  "variance",
  "budget",
  "budgeted",
  "actual",
  "actuals",
  "total",
  "expenses",
  "expense",
  "revenue",
  "receipt",
  "received",
  "combined",
  "compared",
  "between",
  "highest",
  "lowest",
  "largest",
  "smallest",
  "proportion",
  "growth",
  "contributions",
  "utilities",
  "salaries",
  "weaknesses",
  "quarter",
  "fiscal"
];
function editDistance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev[j - 2] ?? 0) + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}
var KNOWN = new Set(OPERATION_VOCABULARY);
function correctOperationWord(word) {
  if (word.length < 5 || KNOWN.has(word) || /\d/.test(word)) return word;
  if (wordRank(word) <= 2e4) return word;
  let best = null;
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
function normalizeQuestion(lower) {
  let t = ` ${lower} `;
  for (const [re, to] of ABBREVIATIONS) t = t.replace(re, to);
  for (const [re, to] of PHRASES2) t = t.replace(re, to);
  t = t.replace(/[a-z]{5,}/g, (w) => correctOperationWord(w));
  return t.replace(/\s+/g, " ").trim();
}
var EVERYDAY = new Set(
  // verbs of asking, doing and having
  "buy buys buying bought get gets getting got gotten look looks looking looked compare compares comparing compared want wants wanted need needs needed expect expects expecting expected bring brings bringing brought make makes making made put puts putting show shows showing showed tell tells telling told happen happens happened happening go goes going went gone come comes coming came take takes taking took taken give gives giving gave given see sees seeing saw seen find finds found use uses using keep keeps keeping kept set sets setting pay pays paying paid run runs running say says said mean means meant try tried help let think know knew remember check checked hold holds holding move moved stand stands stood stay stayed cover covers covered covering track tracked tracking manage managed handle handled end ends start starts started add adds adding added work works worked worth do doing done sit sits sat look-up lookup forked fork lay laid wind wound problem problems thing things stuff side sides kind kinds type types sort sorts lot lots bit bits part parts piece pieces way ways time times day days point points place bunch info information detail details question questions answer answers matter matters whole rest chunk chunks big bigger biggest small smaller good better bad worse new main basic overall exact exactly specific particular different same actual really basically just still already yet ever even now currently today back again ago approximately roughly about around almost nearly quite pretty very also too please thanks thank hey hi hello ok okay quick quickly real reals".split(/\s+/).filter((w) => w && !w.endsWith("?"))
);

// server/modules/assistant/analyst/plan/parse.ts
var FILLER = new Set(
  "what whats which who whom whose when where why how is are was were be been being am do does did done doing has have had having can could will would shall should may might must a an the of for in on at to by from with within into onto as and or nor but than then that this these those there here it its our us we you your i me my they them their he she his her one ones please tell show give find let know about any some all each every via so such just also only really actually exactly roughly approximately approx about around among amongst figure number level sum totals overall whole entire full reporting show showed shown list listed stated indicate indicated assume assuming compute computed calculate calculated calculation work out find out look up get got see need want wanted like quick question hey hi tally thanks thank dollar dollars usd money figure in terms nominal absolute basis terms value values earlier later ago previously month months monthly year years yearly annual annually quarter quarters quarterly period periods fiscal calendar ytd far date dates across through so ended fys fy during within throughout prior owing budget budgets budgeted budgeting actual actuals actually forecast forecasted projected planned approved proposed".split(/\s+/)
);
var DOCUMENT_WORDS = new Set(
  "statement statements financial financials position activities balance sheet report reports letter agreement workbook spreadsheet file document documents table tables sheet page schedule note notes chart per according budgeted operating plan".split(
    " "
  )
);
var OP_WORDS = new Set(
  "average mean median change changed changes difference differ differed increase increased increases decrease decreased decreases grow grew growth grown rise rose risen fall fell fallen drop dropped decline declined gain gained go went up down more less higher lower highest lowest largest smallest biggest most least greatest maximum minimum max min larger smaller bigger top peak best worst percent percentage proportion share ratio fraction portion compared compare comparison versus against relative variance variances delta combined together altogether both sum add added adding summing cumulative aggregate respectively between period periods year years month months quarter quarters fiscal calendar ytd far date across through trend trends trending over time much many".split(/\s+/)
);
var BUDGET_WORDS = /\b(budget|budgets|budgeted|budgeting|plan|planned|planning|approved|proposed|adopted)\b/;
var ACTUAL_WORDS = /\b(actual|actuals|actually|spent|spend|spending|came in|come in|cost us)\b/;
var FORECAST_WORDS = /\b(forecast|forecasted|projected|projection|outlook|estimated|reforecast)\b/;
var VARIANT_WORDS = ["revised", "amended", "original", "approved", "proposed", "adopted", "restated", "adjusted", "reported", "normalised", "normalized", "unaudited", "audited", "gaap", "non-gaap", "recast"];
var names = /* @__PURE__ */ new Set();
function tokensOf(text2) {
  const out = [];
  for (const w of words2(text2.replace(/§\d*/g, " ").replace(/\b([a-z])\s?&\s?([a-z])\b/gi, "$1$2"))) {
    if (isStopword(w.word) && !/^(net|total)$/.test(w.word)) continue;
    if (FILLER.has(w.word) && w.word !== "total") continue;
    const soft = w.word === "total" || EVERYDAY.has(w.word) || DOCUMENT_WORDS.has(w.word) || /^(line|lines|item|items|amount|amounts|balance|value|values|category|account|accounts|report|reported|record|recorded|company|companies|organization|organisation|firm|group|entity|business|gross|net|end|ending|beginning|opening|closing)$/.test(w.word) || // Verbs that say how a figure came about, not which: 'generated from', 'attributable to'.
    /^(generated|generate|generates|used|made|incurred|recognized|recognised|attributable|related|relating|associated|derived|resulting|arising|arise|arises|due|owed|held|represented|represents|comprised|consisting)$/.test(w.word) || /^\d+$/.test(w.word) && !/^\d{4,6}$/.test(w.word);
    if (/^(?:19|20)\d{2}$/.test(w.word)) continue;
    out.push({ word: w.word, stem: w.stem, soft, ...names.has(w.word) && !soft ? { name: true } : {} });
  }
  return out;
}
var NOT_NAMES = /^(?:I|FY|YTD|Q[1-4]|H[12]|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Total|Net|Gross|Budget|Actual|Fiscal|Quarter|Year|US|USD|GAAP)$/;
function namesOf(question2) {
  const out = /* @__PURE__ */ new Set();
  for (const m of question2.matchAll(/(?<=[a-z0-9,;:'’)&-]\s+(?:the\s+|a\s+|an\s+|of\s+|from\s+)?)([A-Z][A-Za-z'’-]{1,})\b|\b([A-Z]{2,}[a-z]?)\b/g)) {
    const w = m[1] ?? m[2];
    if (NOT_NAMES.test(w)) continue;
    out.add(w.toLowerCase().replace(/['’]s$/, ""));
  }
  return out;
}
function phraseOf(text2, periods = []) {
  const clean2 = text2.replace(/§\d*/g, " ").replace(/[?!.,;:"“”()]+/g, " ").replace(/\s+/g, " ").trim();
  return { text: clean2, tokens: tokensOf(clean2), periods };
}
var ORDINAL = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, last: -1, final: -1, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4 };
function readPeriods2(text2) {
  let periods = findPeriods(text2).filter((p) => !(p.kind === "year" && p.year !== void 0 && /\b\d{4}-\d{3}\b/.test(text2.slice(p.start, p.end + 4))));
  const years = periods.filter((p) => p.kind === "year" && !p.calendar);
  const consumed = /* @__PURE__ */ new Set();
  for (const q of periods.filter((p) => (p.kind === "quarter" || p.kind === "half") && p.year === void 0)) {
    const after = years.filter((y) => y.start >= q.end && y.start - q.end <= 16).sort((a, b) => a.start - b.start)[0];
    const nearest = after ?? [...years].sort((a, b) => Math.abs(a.start - q.start) - Math.abs(b.start - q.start))[0];
    if (!nearest) continue;
    q.year = nearest.year;
    q.fiscal = true;
    if (years.length === periods.filter((p) => p.kind === "quarter" || p.kind === "half").length || years.length === 1) consumed.add(nearest);
  }
  const bareMonths = periods.filter((p) => p.kind === "month" && p.year === void 0);
  if (bareMonths.length && years.length === 1) {
    for (const m of bareMonths) m.fiscalYear = years[0].year;
    consumed.add(years[0]);
  }
  const withYear = periods.filter((p) => p.kind === "month" && p.year !== void 0);
  if (withYear.length === 1) {
    for (const m of bareMonths) if (m.start < withYear[0].start && m.fiscalYear === void 0) m.year = withYear[0].year;
  }
  for (const s of periods.filter((p) => p.kind === "span" && p.year === void 0)) {
    const y = years[0];
    if (y) {
      s.year = y.year;
      consumed.add(y);
    }
  }
  const dayOnly = periods.filter((p) => p.kind === "date" && p.year === void 0 && p.month);
  const plainYears = periods.filter((p) => p.kind === "year" && !consumed.has(p));
  if (dayOnly.length === 1 && plainYears.length >= 1) {
    const d = dayOnly[0];
    for (const y of plainYears) Object.assign(y, { kind: "date", month: d.month, day: d.day, fiscal: void 0 });
    consumed.add(d);
  }
  periods = periods.filter((p) => !consumed.has(p)).sort((a, b) => a.start - b.start);
  let masked = "";
  let at = 0;
  periods.forEach((p, i) => {
    masked += text2.slice(at, p.start) + ` \xA7${i} `;
    at = p.end;
  });
  masked += text2.slice(at);
  let baseIndex = null;
  periods.forEach((p, i) => {
    const before = text2.slice(Math.max(0, p.start - 40), p.start);
    if (baseIndex === null && /\b(from|since|compared (?:to|with)|than|relative to|over)\s+(?:in\s+|for\s+|at\s+|on\s+|as of\s+)?(?:the\s+)?(?:end of\s+|start of\s+)?(?:fiscal\s+(?:year\s+)?|fy\s?|calendar\s+)?$/.test(before)) baseIndex = i;
  });
  let range = false;
  if (periods.length === 2 && periods[0].kind === periods[1].kind) {
    const between = text2.slice(periods[0].end, periods[1].start);
    range = /^\s*(?:-|–|to|through|until|thru)\s*$/.test(between);
  }
  if (periods.length === 1 && periods[0].kind === "range" && periods[0].year !== void 0 && periods[0].endYear !== void 0) range = true;
  const rel = /\b(this|current|the current|last|previous|prior|the prior|the previous|next|the coming|coming)\s+(fiscal\s+|financial\s+)?year\b/.exec(text2);
  const relative = rel ? /(last|previous|prior)/.test(rel[1]) ? -1 : /(next|coming)/.test(rel[1]) ? 1 : 0 : null;
  const yearOverYear = /\byear over year\b|\byear-over-year\b|\bsince last year\b|\bfrom last year\b|\bover (?:the )?(?:prior|previous|last) year\b|\bversus (?:the )?(?:prior|previous|last) year\b|\bcompared (?:to|with) (?:the )?(?:prior|previous|last) year\b|\bvs (?:prior|last) year\b/.test(text2);
  return { periods, masked, baseIndex, range, relative, yearOverYear };
}
var SUPER_MAX = /\b(highest|largest|biggest|greatest|most|maximum|max|top|peak|best|record)\b/;
var SUPER_MIN = /\b(lowest|smallest|least|minimum|min|fewest|worst|weakest)\b/;
var COMPARATIVE_MAX = /\b(higher|larger|bigger|greater|more)\b/;
var COMPARATIVE_MIN = /\b(lower|smaller|less|fewer)\b/;
var CHANGE_WORDS = /\b(change|changed|changes|difference|differ|increase|increased|increases|decrease|decreased|decreases|grow|grew|growth|grown|rise|rose|risen|fall|fell|fallen|drop|dropped|decline|declined|gain|gained|delta|go up|went up|gone up|go down|went down|gone down|move|moved|movement|swing)\b/;
var NAMED_RATIOS2 = [
  {
    name: "months of cash",
    re: /\bmonths? of (?:cash|reserves?|operating (?:cash|reserves?)|expenses)(?: (?:on hand|cover(?:ed)?|in reserve))?\b|\bcash runway\b|\bhow (?:many months|long) (?:will|would|could|can|does|do) (?:our |the )?(?:cash|reserves?)\b|\bmonths? (?:of expenses )?(?:does|do|will|would|can) (?:our |the )?(?:cash|reserves?) (?:cover|last)\b|\bhow many months of (?:operating )?expenses\b/,
    num: ["cash and cash equivalents", "cash and equivalents", "cash"],
    den: ["total expenses", "total operating expenses", "total expenditure", "expenses"],
    per: 12
  },
  {
    name: "days of cash",
    re: /\bdays? (?:of )?cash(?: on hand)?\b|\bdays cash\b|\bhow many days (?:will|would|could|can|does) (?:our |the )?cash\b/,
    num: ["cash and cash equivalents", "cash"],
    den: ["total expenses", "total operating expenses"],
    per: 365
  },
  { name: "current ratio", re: /\bcurrent ratio\b|\b(?:dollars?|\$) of current assets (?:did we have |do we have )?(?:for|per) (?:every|each) (?:dollar|\$) of current liabilities\b|\bworking capital ratio\b/, num: ["total current assets", "current assets"], den: ["total current liabilities", "current liabilities"] },
  { name: "quick ratio", re: /\b(?:quick|acid[- ]test) ratio\b/, num: ["cash", "short-term investments", "receivables"], den: ["total current liabilities", "current liabilities"] },
  { name: "debt-to-asset ratio", re: /\bdebt[- ]to[- ]assets?(?: ratio)?\b|\bdebt ratio\b|\bliabilities[- ]to[- ](?:total )?assets\b/, num: ["total liabilities"], den: ["total assets"] },
  { name: "debt-to-equity ratio", re: /\bdebt[- ]to[- ]equity\b|\bliabilities[- ]to[- ](?:net assets|equity)\b/, num: ["total liabilities"], den: ["total net assets", "total equity", "net assets"] },
  { name: "working capital", re: /\bworking capital\b(?! ratio)/, num: ["total current assets", "current assets"], den: ["total current liabilities", "current liabilities"], difference: true },
  {
    name: "program expense ratio",
    re: /\bprogram (?:expense|spending|efficiency|service) ratio\b|\bprogram ratio\b|\bshare of (?:total )?expenses (?:spent |going )?(?:on|to) programs?\b/,
    num: ["program services", "total program services", "program expenses", "total program expenses", "program"],
    den: ["total expenses", "total functional expenses"],
    percent: true
  },
  { name: "fundraising efficiency", re: /\bcost to raise a dollar\b|\bfundraising (?:efficiency|ratio|cost ratio)\b/, num: ["fundraising", "fundraising expenses"], den: ["total contributions", "contributions"], percent: true },
  { name: "gross margin", re: /\bgross (?:profit )?margin\b/, num: ["gross profit", "gross margin"], den: ["total net sales", "net sales", "total revenues", "revenues", "total revenue", "revenue", "sales"], percent: true },
  { name: "operating margin", re: /\boperating (?:profit )?margin\b/, num: ["operating income", "income from operations"], den: ["total net sales", "net sales", "total revenues", "total revenue", "revenue"], percent: true },
  { name: "net margin", re: /\bnet (?:profit |income )?margin\b|\bprofit margin\b/, num: ["net income", "net earnings", "change in net assets", "net surplus"], den: ["total revenues", "total revenue", "net sales", "revenue"], percent: true }
];
var SHARE_PATTERNS = [
  // 'what share of B did A use up / account for / take'
  { re: /\bwhat (?:percent(?:age)?|%|share|proportion|portion|fraction|part) of (?:the |our |its |their )?(.+?) did (?:its |the |our |their )?(.+?) (?:use up|used up|use|take up|take|account for|represent|make up|consume|eat up|absorb)\b/, part: 2, whole: 1 },
  // 'what percentage of B is A', 'what share of B came from A'
  { re: /\bwhat (?:percent(?:age)?|%|share|proportion|portion|fraction|part) of (?:the |our |its |their )?(.+?) (?:is|was|were|are|came from|comes? from|went to|goes to|go to|is made up of|was made up of|consists? of|is spent on|was spent on|did (?:.+?) (?:use|take|account for|represent|make up))\b(.*)$/, part: 2, whole: 1 },
  // 'what percentage did A make up of B', 'A makes up what % of B'
  { re: /^(.+?) (?:makes? up|made up|represents?|represented|accounts? for|accounted for|constitutes?|constituted|is|was|are|were) what (?:percent(?:age)?|%|share|proportion|portion|fraction) of (?:the |our |its )?(.+)$/, part: 1, whole: 2 },
  // 'A as a percentage of B', 'A as a share of B'
  { re: /^(.+?) (?:expressed |stated )?as (?:a |an )?(?:percent(?:age)?|%|share|proportion|fraction|ratio|portion) (?:of|to) (?:the |our |its )?(.+)$/, part: 1, whole: 2 },
  // 'the proportion of B made up of A' (TAT-QA style), 'what proportion of B is made up of A'
  { re: /\b(?:percent(?:age)?|%|share|proportion|portion|fraction) of (?:the |our |its )?(.+?) (?:that is |that was |which is |which was )?(?:made up of|made of|comprised of|consisting of|from|attributable to|spent on|going to|allocated to|represented by) (.+)$/, part: 2, whole: 1 },
  // 'A's share of B', 'the share of A in B', 'percentage of A to/in/over B'
  { re: /^(.+?)(?:'s)? (?:share|percentage|proportion|portion) of (?:the |our |its )?(total .+|overall .+|all .+)$/, part: 1, whole: 2 },
  { re: /\b(?:percent(?:age)?|%|share|proportion|portion|fraction) of (?:the |our )?(.+?) (?:in|to|over|of|within|out of|relative to|compared to|against) (?:the |our |its )?(total .+|overall .+|all .+|.+)$/, part: 1, whole: 2 },
  // 'how much of B went to A', 'how much of B is A'
  { re: /\bhow much of (?:the |our |its )?(.+?) (?:is|was|were|are|goes|went|go|came|comes) (?:to |for |on |from |spent on )?(.+)$/, part: 2, whole: 1 },
  // 'A out of B'
  { re: /^(.+?) out of (?:the |our |its )?(total .+|.+)$/, part: 1, whole: 2 }
];
var RATIO_PATTERNS = [
  /\bratio (?:of|between) (.+?) (?:to|and|versus|over|against) (.+)$/,
  /^(.+?)[- ]to[- ](.+?)[- ]ratio\b/,
  /\b(.+?) divided by (.+)$/,
  /\b(.+?) (?:relative to|per|for every|for each) (?!share\b|cent\b|month\b|year\b|quarter\b|annum\b|week\b|day\b|square\b|sq\b|employee\b|head\b|capita\b|unit\b|visit\b|patient\b|member\b|customer\b|store\b|hour\b)(?:every |each )?(.+)$/,
  /\(\s*([^()]+?)\s*\/\s*([^()]+?)\s*\)/,
  /\b([a-z][a-z &'-]+?)\s*\/\s*([a-z][a-z &'-]+)/
];
function parseFormula(text2) {
  const t = text2.replace(/\bdivided by\b|\bover\b(?!\s+(?:the\s+)?(?:budget|time|plan|prior|previous|last|period|year|years|month|months))|÷/g, " / ").replace(/\bminus\b|\bless\b(?!\s+than)|\bsubtract(?:ing)?\b|−/g, " - ").replace(/\bplus\b|\badded to\b|\+/g, " + ").replace(/\btimes\b|\bmultiplied by\b|×/g, " * ");
  if (!/[+\-*/]/.test(t.replace(/\b\d+-\d+\b|[a-z]-[a-z]/g, ""))) return null;
  const parts = t.split(/(\s[+\-*/]\s|\(|\)|\s\/|\/\s)/).map((s) => s.trim()).filter(Boolean);
  let i = 0;
  const peek = () => parts[i];
  const term = () => {
    const p = peek();
    if (p === void 0) return null;
    if (p === "(") {
      i++;
      const e2 = sum();
      if (peek() === ")") i++;
      return e2;
    }
    if (/^[+\-*/)]$/.test(p)) return null;
    i++;
    const n = Number(p.replace(/[$,%]/g, ""));
    if (/^[$]?\d[\d,]*(\.\d+)?%?$/.test(p) && Number.isFinite(n)) return { kind: "num", value: /%$/.test(p) ? n / 100 : n };
    const phrase = phraseOf(p);
    return phrase.tokens.length ? { kind: "term", phrase } : null;
  };
  const product = () => {
    let left = term();
    while (left && (peek() === "*" || peek() === "/")) {
      const op = peek();
      i++;
      const right = term();
      if (!right) return null;
      left = { kind: "op", op, left, right };
    }
    return left;
  };
  const sum = () => {
    let left = product();
    while (left && (peek() === "+" || peek() === "-")) {
      const op = peek();
      i++;
      const right = product();
      if (!right) return null;
      left = { kind: "op", op, left, right };
    }
    return left;
  };
  const e = sum();
  if (!e || e.kind === "term" || i < parts.length) return null;
  return e;
}
function termsOf(e) {
  if (e.kind === "term") return [e.phrase];
  if (e.kind === "num") return [];
  return [...termsOf(e.left), ...termsOf(e.right)];
}
function alike(periods) {
  if (periods.length < 2) return false;
  const kinds = new Set(periods.map((p) => p.kind === "date" ? p.ended ? "year" : "date" : p.kind));
  return kinds.size === 1;
}
function listOf(text2) {
  const parts = text2.split(/\s*,\s*|\s+(?:and|or)\s+/).map((s) => s.replace(/^(?:the|and|or)\s+/, "").trim()).filter(Boolean);
  return parts.length >= 2 && parts.length <= 8 ? parts : null;
}
function parsePlan(raw, previous = null) {
  const question2 = plainText(raw).replace(/\s+/g, " ").trim();
  names = namesOf(question2);
  let lower = question2.toLowerCase().replace(/\b(what|where|how|who|which|that|it|there|here)'s\b/g, "$1 is").replace(/\b(are|is|were|was|did|do|does|have|has|had|could|would|should)n't\b/g, "$1 not").replace(/\bcan't\b/g, "cannot").replace(/\bwe've\b/g, "we have").replace(/\b(\w+)'s\b/g, "$1").replace(/\bf(\d{2})\b/g, "fy$1").replace(/([a-z])(\d)/g, (m, a, d) => /^(?:fy|q|h)$/.test(a) ? m : `${a} ${d}`).replace(/->|→|=>/g, " to ").replace(/\?+/g, " ? ");
  lower = normalizeQuestion(lower);
  const found = readPeriods2(lower);
  const t = found.masked.replace(/\s+/g, " ").trim();
  const noQ = t.replace(/[?!.]+\s*$/g, "").trim();
  const budgetWord = BUDGET_WORDS.test(lower);
  const actualWord = ACTUAL_WORDS.test(lower);
  let measure = null;
  if (FORECAST_WORDS.test(lower) && !actualWord) measure = "forecast";
  else if (budgetWord && !actualWord) measure = "budget";
  else if (actualWord && !budgetWord) measure = "actual";
  else if (budgetWord && actualWord) measure = /\bactual/.test(lower) ? null : "budget";
  const variants = VARIANT_WORDS.filter((v) => new RegExp(`\\b${v}\\b`).test(lower));
  if (/\byear to date\b|\bytd\b|\bso far\b|\bto date\b/.test(lower)) variants.push("ytd");
  const codeMatch = lower.match(/\b(?:account|acct|gl|code|a\/c|line)\s*(?:#|no\.?|number|code)?\s*(\d{3,6}(?:[-.]\d{1,4})?)\b/) ?? lower.match(/(?:^|\s)#\s?(\d{4,6})\b/) ?? lower.match(/\b(?:see|saw|is|put)\s+(\d{4})\s+on\b/);
  const code = codeMatch ? codeMatch[1] : null;
  const codeQuestion = !code && /\b(account (?:code|number|no|#)|gl (?:code|account|number)|ledger (?:code|account)|what code|which code|which account|what account|code (?:do|should|would|shall) (?:we|i)|account # for|account for (?:a |an )?(?:\w+ ){0,3}expense|what (?:gl )?number)\b/.test(lower);
  const yesNo = /^(did|does|do|is|are|was|were|has|have|had|can|could|will|would|should|must|may|any)\b/.test(lower);
  const explain = /\b(why|reasons?|because|due to|driven by|drove|drivers?|driving|led to|contributed|factors|attributable to|caused?|explain|explanation|primarily)\b/.test(lower);
  const textual = explain || /^(when|who|whom|where|describe|explain|summari[sz]e|list|how (?:is|are|was|were|does|do|did) .{0,60}\b(?:calculated|computed|determined|measured|defined|recognized|recognised|accounted|valued|treated|funded|used|derived|estimated|allocated|presented|classified))\b/.test(lower) || /\bwhat (?:do|does|did|is|are|were|was) (?:the |our |their )?.{0,60}\b(include|includes|consist|consists|comprise|comprises|comprised|cover|covers|say|says|mean|means|require|requires|state|states|allow|allows|about|represent|represents|refer|refers|entail|entails)\b/.test(lower) || /\bwhat (?:is|are|was|were) (?:the |our |their )?(?:components?|types?|kinds?|nature|basis|method|policy|policies|definition|purpose|reason|terms?)\b/.test(lower) || /\b(terms|conditions|requirements?|findings?|recommendations?|deadline|due date|due|obligations?|restrictions?|weakness(es)?|deficienc(y|ies)|opinion|covenants?|match requirement|matching requirement)\b/.test(lower) || yesNo && !/\b(over|under|above|below)\s+budget\b|\bmore than\b|\bless than\b|\bhigher\b|\blower\b/.test(lower);
  let op = "lookup";
  let operands = [];
  let formula = null;
  let extreme = null;
  let threshold = null;
  let literal = null;
  let alternatives = null;
  let rest = noQ;
  const periodsOf = (s) => [...s.matchAll(/§(\d+)/g)].map((m) => found.periods[Number(m[1])]).filter(Boolean);
  const named = NAMED_RATIOS2.find((r) => r.re.test(noQ));
  const shareHit = (() => {
    for (const p of SHARE_PATTERNS) {
      const m = noQ.match(p.re);
      if (m && m[p.part]?.trim() && m[p.whole]?.trim()) return { part: m[p.part].trim(), whole: m[p.whole].trim(), m: m[0] };
    }
    return null;
  })();
  const absoluteChange = /\babsolute (?:percentage |percent )?(?:change|difference|increase|decrease)\b/.test(noQ);
  const percentChange = !absoluteChange && /(?:\bpercent(?:age)?|%)\s*(?:change|increase|decrease|growth|difference|rise|decline|drop|fall|gain|reduction|movement)\b|\b(?:change|increase|decrease|growth)\s*\(%\)|\bby what (?:percent(?:age)?|%)|\bgrowth rate\b|\brate of (?:growth|change|increase|decrease)\b|\b(?:change|increase|decrease|grow|grew|growth|rise|rose|decline|declined|drop|dropped|fall|fell)\b.{0,40}\b(?:in|by|as a) (?:percent(?:age)?|%)(?:\s+terms)?\b|\bwhat (?:percent(?:age)?|%) (?:did|does|has|was|is)\b.{0,60}\b(?:change|increase|decrease|grow|rise|decline|drop|fall|go up|go down)(?:d|s|ed)?\b|\b(?:increase|decrease|change|growth)d? (?:of|by) (?:how many|what) (?:percent|%)/.test(
    noQ
  );
  const varianceRe = /\bvariance\b|\b(?:more|less|over|under|above|below|higher|lower) than (?:we |was |were |it was |what was )?budget(?:ed)?\b|\bthan (?:the |our |we |was |were )?(?:budget|budgeted|planned)\b|\b(?:over|under|above|below|off|short of|ahead of|behind) (?:the |our )?budget\b|\bbudget (?:to|versus|against) actual|\bactual (?:to|versus|against|compared (?:to|with)) (?:the )?budget|\bbudget(?:ed)? (?:and|versus) actual|\b(?:between|of) (?:the )?budget(?:ed)? and (?:the )?actual|\bactual and budget|\bcompared (?:to|with) (?:the )?budget\b|\bagainst (?:the )?budget\b|\bversus (?:the )?budget\b|\bactual versus\b|\bhow far off\b|\bhow far (?:was|were|is|are|did)\b|\bfrom (?:the |our )?budget(?:ed)?\b|\bover or under\b|\bunder or over\b|\bon budget\b|\bwithin budget\b|\b(?:beat|beats|exceed|exceeded|exceeds|missed|miss|fell short of|came in (?:above|below|under|over)) (?:the |our )?(?:\w+ )?budget\b|\bshortfall\b.*\bbudget|\bbudget\b.*\bshortfall\b/;
  const formulaText = noQ.match(/\(([^()]*(?:\/|\bminus\b|\bplus\b|\bdivided by\b|\bover\b|\bless\b)[^()]*)\)/)?.[1] ?? noQ.match(/(?:,|:|\bis|\bas|\bequals?|\bdefined as|\bi\.e\.?)\s+((?:[\w&'-]+\s+){0,6}[\w&'-]+\s+(?:minus|plus|divided by|less(?!\s+than)|over(?!\s+(?:the\s+)?(?:budget|time))|\/)\s+[^,;]+)$/)?.[1] ?? null;
  const formulaExpr = formulaText ? parseFormula(formulaText) : null;
  if (formulaExpr && termsOf(formulaExpr).length >= 2) {
    op = "formula";
    formula = formulaExpr;
    operands = termsOf(formulaExpr);
    rest = noQ.replace(formulaText, " ");
  } else if (code && !codeQuestion && !found.periods.length && !/\bhow much|\b(spent|spend|budget|total|balance|amount)\b/.test(lower)) {
    op = "code";
  } else if (codeQuestion) {
    op = "code";
  } else if (named && !(CHANGE_WORDS.test(noQ.replace(named.re, " ")) && found.periods.length >= 2)) {
    op = named.difference ? "formula" : "ratio";
    operands = [phraseOf(named.num[0]), phraseOf(named.den[0])];
    alternatives = [named.num.map((x) => phraseOf(x)), named.den.map((x) => phraseOf(x))];
    rest = noQ.replace(named.re, " ");
    literal = phraseOf(noQ.match(named.re)[0]);
  } else if (/\b(?:in )?(?:which|what) (?:year|month|quarter|period|fy|fiscal year)s?\b.{0,80}\b(?:negative|positive|a loss|a profit)\b/.test(noQ)) {
    op = "threshold";
    const negative = /\b(?:negative|a loss)\b/.test(noQ);
    threshold = { cmp: negative ? "<" : ">", value: 0 };
    rest = noQ.replace(/\b(?:negative|positive|a loss|a profit)\b/, " ");
    extreme = { dir: negative ? "min" : "max", over: "period", measure: "value", noun: null, unit: "period" };
  } else if (/\b(?:in )?(?:which|what) (?:year|month|quarter|period|fy|fiscal year)s?\b.{0,80}\b(?:less|more|lower|higher|greater|fewer|below|above|under|over|exceed(?:ed)?)\s+(?:than\s+)?\$?\s?\d/.test(noQ) || /\bwhen (?:was|were|did)\b.{0,80}\b(?:less|more|lower|higher|below|above|exceed(?:ed)?)\s+(?:than\s+)?\$?\s?\d/.test(noQ)) {
    op = "threshold";
    const m = noQ.match(/\b(less|more|lower|higher|greater|fewer|below|above|under|over|exceed(?:ed)?)\s+(?:than\s+)?\$?\s?(\d[\d,]*(?:\.\d+)?)\s*(thousand|million|billion|k|m|bn)?/);
    const mult = m[3] ? { thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, billion: 1e9, bn: 1e9 }[m[3]] : 1;
    threshold = { cmp: /less|lower|fewer|below|under/.test(m[1]) ? "<" : ">", value: Number(m[2].replace(/,/g, "")) * mult, raw: Number(m[2].replace(/,/g, "")), unit: mult };
    rest = noQ.replace(m[0], " ");
    extreme = { dir: threshold.cmp === "<" ? "min" : "max", over: "period", measure: "value", noun: null, unit: "period" };
  } else if (/\b(?:which|what\s+(?!is\b|was\b|are\b|were\b|s\b)\w+)\b.{0,60}\b(?:is|was|are|were|had|has|have|did|does|shows?|showed|recorded|saw)?\b.{0,40}\b(?:the )?(?:highest|largest|biggest|greatest|most|maximum|peak|best|lowest|smallest|least|minimum|fewest|worst)\b|\bwhat (?:is|was|are|were) the (?:highest|largest|biggest|greatest|lowest|smallest)\b|\bwhere did (?:we|they|the \w+) (?:add|spend|cut|gain|lose|save|put)\b.{0,30}\b(?:most|least)\b|\b(?:highest|largest|biggest|greatest|lowest|smallest)\s+(?:expense|cost|revenue|source|line|item|month|year|quarter|category|program|grant|donor|account)s?\b|\bin which (?:year|month|quarter|period|fy|fiscal year)\b.{0,80}\b(?:highest|largest|biggest|greatest|most|maximum|lowest|smallest|least|minimum|higher|lower|larger|smaller|greater|more|less)\b|\b(?:which|what) (?:year|month|quarter|period|fy|fiscal year)\b.{0,80}\b(?:higher|lower|larger|smaller|greater|more|less)\b|^(?:best|worst|top|peak|biggest|largest|highest|lowest) (?:month|year|quarter|expense|line|source)\b/.test(noQ) && !/\bless than\b|\bmore than\b(?!\s+(?:we|they|it))/.test(noQ.replace(/\b(?:higher|lower|more|less) than (?:budget|planned|we budgeted)/, ""))) {
    op = "extreme";
    const nounM = noQ.match(/\b(?:which|what)\s+(?:\w+\s+){0,3}?(year|month|quarter|period|line item|line|item|expense|expenses|expenditure|cost|spending|revenue|revenues|income|category|categories|account|source|program|programme|fund|grant|row|segment|asset|liability|department|function|region|country|product|foundation|organi[sz]ation|entity|company|one)s?\b/) ?? noQ.match(/\b(?:highest|largest|biggest|greatest|lowest|smallest|best|worst|top|peak)\s+(month|year|quarter|expense|cost|revenue|source|line|item|category|program|grant|donor|account)s?\b/);
    const inWhich = noQ.match(/\b(?:in|during|for|on)\s+which\s+(year|month|quarter|period)\b|\bwhen\s+(?:was|were|did|is)\b|\bwhich (fy|fiscal year)\b/);
    const noun = (inWhich?.[1] ?? inWhich?.[2] ?? (inWhich ? "period" : nounM?.[1]) ?? null)?.replace(/^(?:fy|fiscal year)$/, "year") ?? null;
    const overPeriod = noun !== null && /^(year|month|quarter|period)$/.test(noun);
    const maxish = SUPER_MAX.test(noQ) || !SUPER_MIN.test(noQ) && COMPARATIVE_MAX.test(noQ);
    const minish = SUPER_MIN.test(noQ) || !SUPER_MAX.test(noQ) && COMPARATIVE_MIN.test(noQ);
    let dir2 = minish && !maxish ? "min" : "max";
    let em = "value";
    const mostLeast = noQ.match(/\b(increased|increase|grew|grow|growth|rose|rise|went up|gone up|decreased|decrease|fell|fall|dropped|drop|declined|decline|changed|change|went down|added|add|cut)\b.*\b(most|least|highest|lowest|largest|smallest|biggest|fastest|slowest)\b|\b(largest|biggest|highest|smallest|lowest|most)\s+(?:dollar\s+|\$\s+|percentage\s+|%\s+)?(increase|decrease|growth|rise|drop|decline|change|jump|gain|addition)\b/);
    if (mostLeast) {
      em = /percent|%|fastest|slowest|rate/.test(noQ) ? "percentChange" : "change";
      const down = /(decreas|fell|fall|dropp|declin|drop|went down|cut)/.test(mostLeast[0]);
      const least = /(least|lowest|smallest|slowest)/.test(mostLeast[0]);
      dir2 = down !== least ? "min" : "max";
    }
    extreme = { dir: dir2, over: overPeriod ? "period" : "row", measure: em, noun: overPeriod ? null : noun === "one" ? null : noun ?? null, unit: overPeriod ? noun : "period" };
    const among = noQ.match(/\bamong (?:the )?(.+?),\s*(?:which|what|who)\b/) ?? noQ.match(/(?:\s-\s|:\s*|,\s*)((?:the )?[\w&'. -]+?(?:,\s*(?:the )?[\w&'. -]+?)*,?\s+(?:or|and)\s+(?:the )?[\w&'. -]+?)$/);
    const list = among ? listOf(among[1]) : null;
    if (list) {
      operands = list.map((x) => phraseOf(x));
      rest = noQ.replace(among[0], " ");
    }
    if (extreme.over === "period" && found.periods.length === 2 && !found.range) {
      op = "extreme";
    }
  } else if (shareHit && !(percentChange && CHANGE_WORDS.test(shareHit.part) && found.periods.length >= 2)) {
    op = "share";
    operands = [phraseOf(shareHit.part, periodsOf(shareHit.part)), phraseOf(shareHit.whole, periodsOf(shareHit.whole))];
    rest = `${shareHit.part} ${shareHit.whole}`;
    if (CHANGE_WORDS.test(shareHit.part) && found.periods.length >= 2) {
      op = "percentChange";
      operands = [];
    }
  } else if (percentChange) {
    op = "percentChange";
    rest = noQ;
    literal = phraseOf(noQ);
  } else if (/\bratio\b|\bdivided by\b|\bper\b(?! (?:(?:basic|diluted|common|ordinary) )?(?:share|cent|month|year|quarter|annum|week|day|square|sq|employee|head|capita|unit|visit|patient|member|customer|store|hour|dozen|ton|tonne|barrel|ounce|person|student|client|household|meal|night|seat|bed|mile|kilometre|kilometer|user|subscriber|location|site|share))|\bfor every\b|\(\s*[a-z][^()]*\/[^()]*\)|\b[a-z]{3,}\s*\/\s*[a-z]{3,}/.test(noQ)) {
    for (const re of RATIO_PATTERNS) {
      const m = noQ.match(re);
      if (m && m[1]?.trim() && m[2]?.trim() && phraseOf(m[1]).tokens.length && phraseOf(m[2]).tokens.length) {
        op = "ratio";
        const a = m[1].replace(/^.*\b(?:what is|what was|what were|whats|the)\s+/, "");
        operands = [phraseOf(a, periodsOf(a)), phraseOf(m[2], periodsOf(m[2]))];
        rest = `${m[1]} ${m[2]}`;
        break;
      }
    }
    if (op !== "ratio") literal = phraseOf(noQ);
  } else if (varianceRe.test(noQ) && !/\b(?:this|last|next|prior)\s+year(?:'s)?\s+budget\b.*\b(?:budget)\b/.test(noQ)) {
    op = "variance";
    rest = noQ.replace(varianceRe, " ");
    literal = phraseOf(noQ);
  } else if (/\b(?:average|mean|typical)\b/.test(noQ)) {
    op = "average";
    literal = phraseOf(noQ);
  } else if (/\b(?:sum|combined|together|altogether|all together|add up|added up|adding up|summing|cumulative|aggregate|overall total)\b|\bin total\b(?!\s+[a-z(])/.test(noQ) || /\b(?:total|both)\b/.test(noQ) && (alike(found.periods) || /\band\b/.test(noQ.replace(/\b(?:between|from) .+? and\b/, ""))) && !CHANGE_WORDS.test(noQ) || /\b(?:total|sum)\b/.test(noQ) && /\b(?:across|over|for|in) (?:all|each of|every one of) (?:the )?(?:\d+|two|three|four|five|six)? ?(?:years|periods|months|quarters)\b|\ball (?:\d+|two|three|four|five) (?:years|periods|quarters)\b/.test(noQ)) {
    op = "sum";
    literal = phraseOf(noQ);
  } else if (CHANGE_WORDS.test(noQ) || /\bhow much (?:more|less|higher|lower|bigger|smaller)\b|\b(?:more|less|higher|lower) than\b|\bcompared? (?:to|with)\b|\bversus\b/.test(noQ)) {
    op = "difference";
    literal = phraseOf(noQ);
  } else if (/\bhow many\b/.test(noQ) && /\bhow many (?:line items?|lines|accounts|items|entries|transactions|receipts|documents|grants|rows|categories|months|years|quarters|programs|funds|times)\b/.test(noQ)) {
    op = "count";
  }
  if ((op === "difference" || op === "sum" || op === "average" || op === "percentChange") && !operands.length) {
    const pairs = [];
    const lastBetween = [...noQ.matchAll(/\bbetween\s+(?:the\s+)?(.+?)\s+(?:and|versus|vs|&)\s+(?:the\s+)?(.+?)(?=\s+(?:in|at|for|as of|during|on)\s+(?:the\s+)?(?:§|fiscal|year)|\s*$)/g)].pop();
    if (lastBetween) pairs.push([lastBetween[1], lastBetween[2]]);
    const between = noQ.match(/\b(?:difference|gap|spread|change)\s+(?:in|of)\s+(?:the\s+)?(.+?)\s+(?:and|versus|vs|compared to|compared with|against)\s+(?:the\s+)?(.+?)(?:\s+(?:in|at|for|as of|during)\s+§.*)?$/);
    if (between) pairs.push([between[1], between[2]]);
    const than = noQ.match(/\bhow much (?:more|less|higher|lower|bigger|smaller)\s+(?:is|was|were|are|did)?\s*(?:the\s+)?(.+?)\s+than\s+(?:the\s+)?(.+)$/);
    if (than) pairs.push([than[1], than[2]]);
    for (const [x, y] of pairs) {
      if (/^§\d+\s*$/.test(x.trim()) || /^§\d+\s*$/.test(y.trim().replace(/\s+(?:in|at|for|as of)\s*$/, ""))) continue;
      const a = phraseOf(x, periodsOf(x));
      const b = phraseOf(y, periodsOf(y));
      if (!a.tokens.length || !b.tokens.length || a.tokens.every((t2) => t2.soft) || b.tokens.every((t2) => t2.soft)) continue;
      const shared = subjectPhrase(noQ.replace(x, " ").replace(y, " "), op).tokens.filter((t2) => !a.tokens.some((u) => u.stem === t2.stem) && !b.tokens.some((u) => u.stem === t2.stem));
      const withShared = (ph) => ({ ...ph, tokens: [...ph.tokens, ...shared.map((t2) => ({ ...t2 }))] });
      operands = [withShared(a), withShared(b)];
      break;
    }
  }
  let subjectText = rest;
  subjectText = subjectText.replace(/\bincrease\s*\/\s*\(?decrease\)?|\bdecrease\s*\/\s*\(?increase\)?/g, " ");
  const subject = subjectPhrase(subjectText, op);
  const keepOpWordsSubject = phraseOf(noQ);
  if (!literal && op !== "lookup" && op !== "code") literal = keepOpWordsSubject;
  const ordinalM = noQ.match(/\b(first|second|third|fourth|fifth|sixth|last|final|1st|2nd|3rd|4th)(?:\s+(?:and|to|through|-|&)\s+(?:the\s+)?(first|second|third|fourth|fifth|sixth|last|final|1st|2nd|3rd|4th))?\s+(month|quarter|year|period)s?\b/);
  const decimalsM = lower.match(/\b(?:round(?:ed)?|to)\s+(?:to\s+)?(?:the\s+nearest\s+)?(one|two|three|four|zero|no|\d)\s+decimal(?:s| places?| points?)?\b|\bto\s+(\d)\s*dp\b/);
  const decimalsWord = { zero: 0, no: 0, one: 1, two: 2, three: 3, four: 4 };
  const scaleM = lower.match(/\bin (thousands|millions|billions)\b/);
  const plan2 = {
    question: question2,
    text: lower,
    op,
    subject,
    operands: withSharedWords(operands, op === "share" || op === "extreme" ? null : noQ, op),
    formula,
    alternatives: alternatives ? alternatives.map((alts) => withSharedWords([...alts], noQ, op, [...operands, ...alternatives.flat()])) : null,
    periods: found.periods,
    range: found.range,
    baseIndex: found.baseIndex,
    measure,
    variants,
    extreme,
    threshold,
    ordinal: ordinalM && !found.periods.some((p) => p.kind === "quarter" || p.kind === "half") ? { n: ORDINAL[ordinalM[1]] ?? 1, unit: ordinalM[3], all: [ORDINAL[ordinalM[1]] ?? 1, ...ordinalM[2] ? [ORDINAL[ordinalM[2]] ?? 1] : []] } : null,
    outer: (op === "share" || op === "ratio") && new Set(found.periods.map((x) => `${x.kind}${x.year}${x.month ?? ""}${x.day ?? ""}${x.quarter ?? ""}`)).size >= 2 ? /\b(?:average|mean)\b/.test(noQ) ? "average" : CHANGE_WORDS.test(noQ.replace(/\bpercent(?:age)?\b/g, "")) ? "difference" : /\b(?:sum|combined|together|total of|in total)\b/.test(noQ) ? "sum" : null : null,
    decimals: decimalsM ? decimalsM[1] ? decimalsWord[decimalsM[1]] ?? Number(decimalsM[1]) : Number(decimalsM[2]) : null,
    scale: scaleM ? { thousands: 1e3, millions: 1e6, billions: 1e9 }[scaleM[1]] : null,
    wantsPercent: /\bas a percent(?:age)?\b|\bin percent(?:age)?(?: terms)?\b|\bpercent(?:age)?\b|%/.test(lower) && op !== "percentChange",
    literal: literal && literal.tokens.length ? literal : null,
    textual: textual && op === "lookup",
    explain,
    yesNo,
    soFar: /\bso far\b|\bto date\b|\byear to date\b|\bacross all\b|\ball (?:\d+|two|three|four|five) (?:years|periods|quarters)\b|\ball (?:the )?months\b|\bevery month\b|\beach month\b|\bfor the (?:whole|full|entire) year\b|\ball reported months\b/.test(lower),
    monthly: /\b(?:average|mean|typical)\s+(?:monthly|per month|a month|each month)\b|\bper month\b|\bmonthly average\b|\ba month on average\b|\baverage month\b/.test(lower),
    code,
    codeQuestion,
    receipt: /\b(receipts?|reciepts?|invoices?|till slips?|purchases? (?:at|from)|bought (?:at|from)|paid (?:at|to))\b/.test(lower),
    relative: found.relative,
    yearOverYear: found.yearOverYear,
    followUp: false
  };
  return previous ? followUp(plan2, previous) : plan2;
}
function withSharedWords(operands, question2, op, all = operands) {
  if (!question2 || all.length < 2) return operands;
  let rest = ` ${question2} `;
  for (const o of all) for (const w of o.text.split(/\s+/)) if (w.length > 2) rest = rest.replace(new RegExp(`\\b${w.replace(/[^a-z0-9]/gi, "")}\\b`, "i"), " ");
  const shared = subjectPhrase(rest.replace(/\b(?:ratio|share|percent(?:age)?|proportion|minus|plus|divided|over|of|to|from|by|what|is|was|the|in)\b/g, " "), op === "lookup" ? "difference" : op).tokens.filter(
    (t) => !t.soft && !all.some((o) => o.tokens.some((u) => u.stem === t.stem)) && !/^(came|come|use|used|took|take|made|make)$/.test(t.word)
  );
  if (!shared.length) return operands;
  return operands.map((o) => ({ ...o, tokens: [...o.tokens, ...shared.map((t) => ({ ...t }))] }));
}
function subjectPhrase(text2, op) {
  let t = ` ${text2.replace(/§\d+/g, " ")} `;
  if (op !== "lookup" && op !== "code") {
    t = t.replace(/\b(?:by )?what (?:percent(?:age)?|%)\b/g, " ").replace(/\b(?:net )?(?:percent(?:age)?|%) (?:change|increase|decrease|growth|difference|rise|decline|drop|fall|gain)\b/g, " ").replace(/\bhow (?:much|many)(?: (?:more|less|higher|lower))?\b/g, " ").replace(/\bnet (?:difference|change|increase|decrease|movement)\b/g, " ").replace(/\bin total\b(?!\s+[a-z(])|\ball together\b|\baltogether\b|\bcombined\b|\btogether\b/g, " ").replace(/\b(?:over|under|off|above|below) (?:the )?budget\b/g, " budget ").replace(/\bover time\b|\byear over year\b/g, " ");
    t = words2(t).map((w) => OP_WORDS.has(w.word) ? " " : w.word).join(" ");
  }
  return phraseOf(t);
}
function followUp(plan2, previous) {
  const q = plan2.text.replace(/[?!.]+$/, "").trim();
  const short = q.split(/\s+/).length <= 7;
  const cue = /^(?:and|what about|how about|same for|same|what of|and for|and in|and at|also|ok and|okay and|now|then)\b/.test(q) || /^(?:in|for|at|as of)\s/.test(q);
  if (!short || !cue) return plan2;
  const merged = { ...previous, question: plan2.question, text: plan2.text, followUp: true, literal: previous.literal };
  if (plan2.periods.length) {
    merged.periods = plan2.periods;
    merged.range = plan2.range;
    merged.baseIndex = plan2.baseIndex;
    merged.relative = plan2.relative;
  }
  const subjectWords = plan2.subject.tokens.filter((t) => !t.soft && !/^(about|also|same|and)$/.test(t.word));
  if (subjectWords.length) {
    merged.subject = plan2.subject;
    merged.operands = plan2.operands.length ? plan2.operands : [];
    merged.literal = null;
  }
  if (plan2.measure) merged.measure = plan2.measure;
  if (plan2.wantsPercent && previous.op === "difference") merged.op = "percentChange";
  else if (plan2.op !== "lookup") {
    merged.op = plan2.op;
    merged.extreme = plan2.extreme ?? previous.extreme;
  }
  if (/\bas a percent(?:age)?\b|\bin percent\b|\bpercentage\b/.test(q) && (previous.op === "difference" || previous.op === "variance")) merged.op = previous.op === "variance" ? "variance" : "percentChange";
  merged.wantsPercent = plan2.wantsPercent || previous.wantsPercent;
  return merged;
}

// server/modules/assistant/analyst/receipts.ts
var FIELD_WORDS = new Set(
  "receipt receipts invoice invoices bill till slip purchase purchases purchased buy bought paid pay spent spend total amount date dated day when tax vat gst hst sales subtotal sub merchant vendor store shop supplier seller company where who much cost costs including included incl".split(
    " "
  )
);
var titleCase = (s) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
function money(n, currency) {
  return `${currency}${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
function receiptDate(fields) {
  const text2 = typeof fields.dateText === "string" ? fields.dateText : typeof fields.date === "string" ? fields.date : null;
  if (!text2) return null;
  const iso2 = typeof fields.date === "string" ? fields.date.match(/^(\d{4})-(\d{2})-(\d{2})/) : null;
  const long = iso2 ? `${MONTH_NAMES[Number(iso2[2]) - 1]} ${Number(iso2[3])}, ${iso2[1]}` : null;
  return { text: text2, long };
}
function fieldAsked(text2) {
  if (/\b(?:what|which) (?:date|day)\b|\bwhen\b|\bdated\b|\bdate (?:on|of)\b|^date\b/.test(text2)) return "date";
  if (/\btotal\b/.test(text2)) return "total";
  if (/\bsub-?total\b|\bbefore tax\b/.test(text2)) return "subtotal";
  if (/\b(?:sales tax|tax|vat|gst|hst)\b/.test(text2) && !/\bincluding\b|\bincl\b|\bwith tax\b/.test(text2)) return "tax";
  if (/\b(?:merchant|vendor|store|shop|supplier|seller|company)\b|\bwhere\b|\bwho\b/.test(text2)) return "merchant";
  return "total";
}
function receiptAnswer(index3, plan2) {
  const receipts = index3.docs.filter((d) => d.fields && (d.fields.total !== void 0 || d.fields.merchant !== void 0));
  if (!receipts.length) return null;
  const tokens = [...plan2.subject.tokens, ...plan2.operands.flatMap((o) => o.tokens)];
  const descriptors = tokens.filter((t, i) => !FIELD_WORDS.has(t.word) && !t.soft && tokens.findIndex((u) => u.stem === t.stem) === i);
  const scored = receipts.map((doc) => {
    const merchant = typeof doc.fields.merchant === "string" ? words2(doc.fields.merchant).map((w) => w.stem) : [];
    const text2 = [...doc.stems];
    let named = 0;
    let merchantNamed = 0;
    for (const t of descriptors) {
      if (bestMatch(t.stem, merchant) >= 0.8) merchantNamed++;
      if (bestMatch(t.stem, merchant) >= 0.8 || bestMatch(t.stem, text2) >= 0.8 || bestMatch(t.stem, doc.nameStems.filter((s) => !/^\d+$/.test(s) && s !== "receipt")) >= 0.8) named++;
    }
    return { doc, named, merchantNamed };
  });
  const merchantCue = scored.some((s) => s.merchantNamed >= 2 || s.merchantNamed === 1 && descriptors.some((t) => t.name && t.word.length >= 4));
  if (!plan2.receipt && !merchantCue) return null;
  const top = Math.max(...scored.map((s) => s.named));
  if (descriptors.length && top === 0 && plan2.receipt) {
    const what = descriptors.map((t) => t.word).join(" ");
    return {
      answer: `I couldn't find a receipt for ${md(what)} in your documents.

The receipts I have are from ${receipts.map((d) => md(titleCase(String(d.fields.merchant ?? d.fileName)))).join(", ")}. If the receipt isn't uploaded yet, take a photo of it on the Documents screen and ask again.`,
      found: false,
      clarifying: false,
      figures: [],
      passages: []
    };
  }
  const together = /\b(and|combined|together|both|plus|all)\b/.test(plan2.text) && scored.filter((s) => s.named > 0).length > 1;
  let picks = scored.filter((s) => together ? s.named > 0 : s.named === top);
  if (!descriptors.length || top === 0) picks = /\breceipts\b|\ball (?:the |our )?receipts\b/.test(plan2.text) ? scored : receipts.length === 1 ? scored : [];
  if (!picks.length) return null;
  const field = fieldAsked(plan2.text);
  const lines = [];
  const passages = [];
  const figures = [];
  let lead;
  if (picks.length > 1) {
    if (field !== "total") return null;
    const missing = picks.filter((p) => typeof p.doc.fields.total !== "number");
    if (missing.length) {
      lead = `I couldn't read the total of ${missing.map((m) => md(titleCase(String(m.doc.fields.merchant ?? m.doc.fileName)))).join(", ")}, so I can't add up these ${picks.length} receipts.`;
      return { answer: lead, found: false, clarifying: false, figures: [], passages: [] };
    }
    const currency = String(picks[0].doc.fields.currency ?? "$");
    const sum = picks.reduce((a, p) => a + p.doc.fields.total, 0);
    lead = `${together ? "These" : "Your"} ${picks.length} receipts total **${money(sum, currency)}**.`;
    for (const p of picks) lines.push(`- ${md(titleCase(String(p.doc.fields.merchant ?? p.doc.fileName)))}: ${money(p.doc.fields.total, currency)} (*${md(p.doc.fileName)}*)`);
    figures.push({ label: "Total of receipts", value: sum, formatted: money(sum, currency), source: picks.map((p) => p.doc.fileName).join(", ") });
  } else {
    const d = picks[0].doc;
    const f = d.fields;
    const currency = String(f.currency ?? "$");
    const name = typeof f.merchant === "string" ? titleCase(f.merchant) : d.fileName;
    const date2 = receiptDate(f);
    if (field === "date") {
      if (!date2) return null;
      lead = `The ${md(name)} receipt is dated **${date2.text}**${date2.long ? ` (${date2.long})` : ""}.`;
    } else if (field === "merchant") {
      lead = `The receipt is from **${md(name)}**${date2 ? `, dated ${date2.text}` : ""}.`;
    } else {
      const v = f[field];
      if (typeof v !== "number") {
        lead = `I couldn't read the ${field} on the ${md(name)} receipt.`;
        return { answer: `${lead}

The photo may be blurred where it is printed; open it on the Documents screen to check.`, found: false, clarifying: false, figures: [], passages: [] };
      }
      const what = field === "tax" ? /\bvat\b/.test(plan2.text) ? "VAT" : "tax" : field;
      lead = `The ${md(name)} receipt's ${what} is **${money(v, currency)}**${date2 ? ` (dated ${date2.text})` : ""}.`;
      figures.push({ label: `${name} receipt ${what}`, value: v, formatted: money(v, currency), source: d.fileName });
    }
    const details = [
      typeof f.subtotal === "number" ? `subtotal ${money(f.subtotal, currency)}` : null,
      typeof f.tax === "number" ? `tax ${money(f.tax, currency)}` : null,
      typeof f.total === "number" ? `total ${money(f.total, currency)}` : null
    ].filter(Boolean);
    if (details.length) lines.push(`Read from the receipt: ${details.join(", ")}.`);
    lines.push(`**Source:** *${md(d.fileName)}* (read from the photo).`);
    const text2 = d.sentences.map((s) => s.text).join("\n");
    if (text2) passages.push({ text: text2, source: d.fileName });
  }
  return { answer: [lead, ...lines].join("\n\n"), found: true, clarifying: false, figures, passages };
}

// server/modules/assistant/analyst/eval/offline.ts
function orgDataOf(docs2) {
  const data = { documents: [], tables: [], passages: [] };
  for (const { id, fileName, doc } of docs2) {
    data.documents.push({ id, fileName, kind: doc.kind, fields: doc.fields ?? {} });
    for (const p of doc.passages ?? []) {
      for (const text2 of splitPassage(p.text ?? "")) data.passages.push({ documentId: id, text: text2, page: p.page ?? null, sheet: p.sheet ?? null, heading: p.heading ?? null });
    }
    (doc.tables ?? []).forEach((t, ordinal) => {
      const stored = {
        id: `${id}-t${ordinal}`,
        documentId: id,
        fileName,
        ordinal,
        name: t.name || `Table ${ordinal + 1}`,
        title: t.title ?? null,
        sheet: t.sheet ?? null,
        page: t.page ?? null,
        units: t.units ?? null,
        headerRows: t.headerRows ?? [],
        columns: t.columns ?? [],
        rows: t.rows ?? []
      };
      data.tables.push(stored);
    });
  }
  data.tables.sort((a, b) => a.fileName.localeCompare(b.fileName) || a.ordinal - b.ordinal);
  return data;
}

// ../../tmp/dbg6.ts
var [dir, question] = process.argv.slice(2);
var docs = [];
for (const [i, f] of readdirSync(dir).entries()) {
  const file = path3.join(dir, f);
  try {
    docs.push({ id: "d" + i, fileName: f, doc: await parseFile(file, f.split(".").pop().toLowerCase(), { fileName: f }) });
  } catch {
  }
}
var index2 = buildIndex(orgDataOf(docs));
var plan = parsePlan(question);
console.log(plan.receipt, receiptAnswer(index2, plan)?.answer.slice(0, 100));
