// ../../tmp/lines.ts
import { readFile } from "node:fs/promises";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

// server/modules/documents/parse/layout.ts
function buildLines(pieces2) {
  const sorted = pieces2.filter((p) => p.text.trim() !== "" && Number.isFinite(p.x) && Number.isFinite(p.y)).sort((a, b) => b.y - a.y || a.x - b.x);
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

// ../../tmp/lines.ts
var [file, pageArg] = process.argv.slice(2);
var doc = await pdfjs.getDocument({ data: new Uint8Array(await readFile(file)), isEvalSupported: false, disableFontFace: true, useSystemFonts: false }).promise;
var page = await doc.getPage(Number(pageArg));
var content = await page.getTextContent();
var pieces = content.items.filter((i) => "str" in i).map((i) => ({ text: i.str, x: i.transform[4], y: i.transform[5], width: i.width, size: Math.hypot(i.transform[2], i.transform[3]) }));
for (const l of buildLines(pieces)) console.log(l.y.toFixed(1), l.segments.map((s) => `[${s.x0.toFixed(0)}-${s.x1.toFixed(0)}] ${s.text}`).join("  "));
