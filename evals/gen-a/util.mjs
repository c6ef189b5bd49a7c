import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { rng } from './data.mjs';

export const OUT = path.resolve(new URL('.', import.meta.url).pathname, '../set-a/documents');
export function out(org, file) {
  const dir = path.join(OUT, org);
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, file);
}

// CSV cell quoting
export const q = (v) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
export const csvLine = (cells) => cells.map(q).join(',');

// 1234567 -> "1,234,567"; negatives in brackets when paren=true
export function fmt(n, { dp = 0, paren = true, dash = false } = {}) {
  if (dash && n === 0) return '—';
  const s = Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
  if (n < 0) return paren ? `(${s})` : `-${s}`;
  return s;
}

// Text wrapping helper for pdf-lib
export function wrap(font, size, text, width) {
  const words = text.split(/\s+/);
  const lines = [];
  let cur = '';
  for (const w of words) {
    const t = cur ? `${cur} ${w}` : w;
    if (font.widthOfTextAtSize(t, size) > width && cur) { lines.push(cur); cur = w; } else cur = t;
  }
  if (cur) lines.push(cur);
  return lines;
}

GlobalFonts.registerFromPath('/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf', 'RcptMono');
GlobalFonts.registerFromPath('/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf', 'RcptMonoReg');

// Draw a receipt: lines = [{text, align:'left'|'center'|'lr', right, size, bold}], returns encoded image buffer
export function receiptImage(lines, { width = 560, angleDeg = 2, seed = 1, format = 'png', bg = '#6f6a63' }) {
  const R = rng(seed);
  const lh = (l) => (l.size ?? 26) * 1.45;
  const paperH = 70 + lines.reduce((s, l) => s + lh(l), 0) + 60;
  const W = width + 220, H = paperH + 220;
  const cv = createCanvas(W, H);
  const ctx = cv.getContext('2d');
  ctx.fillStyle = bg; ctx.fillRect(0, 0, W, H);
  // table texture
  for (let i = 0; i < 4000; i++) {
    ctx.fillStyle = `rgba(${R() > 0.5 ? 255 : 0},${R() > 0.5 ? 255 : 0},${R() > 0.5 ? 255 : 0},0.05)`;
    ctx.fillRect(R() * W, R() * H, 2, 2);
  }
  ctx.save();
  ctx.translate(W / 2, H / 2);
  ctx.rotate((angleDeg * Math.PI) / 180);
  ctx.translate(-width / 2, -paperH / 2);
  ctx.shadowColor = 'rgba(0,0,0,0.35)'; ctx.shadowBlur = 18; ctx.shadowOffsetX = 6; ctx.shadowOffsetY = 8;
  ctx.fillStyle = '#f7f4ec'; ctx.fillRect(0, 0, width, paperH);
  ctx.shadowColor = 'transparent';
  // gentle shading across the paper
  const g = ctx.createLinearGradient(0, 0, width, paperH);
  g.addColorStop(0, 'rgba(255,255,255,0.0)'); g.addColorStop(1, 'rgba(120,110,90,0.10)');
  ctx.fillStyle = g; ctx.fillRect(0, 0, width, paperH);
  let y = 70;
  const pad = 34;
  for (const l of lines) {
    const size = l.size ?? 26;
    ctx.font = `${size}px ${l.bold === false ? 'RcptMonoReg' : 'RcptMono'}`;
    ctx.fillStyle = l.color ?? '#1d1b19';
    ctx.textBaseline = 'alphabetic';
    if (l.align === 'center') { ctx.textAlign = 'center'; ctx.fillText(l.text, width / 2, y); }
    else {
      ctx.textAlign = 'left'; ctx.fillText(l.text ?? '', pad, y);
      if (l.right !== undefined) { ctx.textAlign = 'right'; ctx.fillText(l.right, width - pad, y); }
    }
    y += lh(l);
  }
  ctx.restore();
  // sensor noise
  const img = ctx.getImageData(0, 0, W, H);
  for (let i = 0; i < img.data.length; i += 4) {
    const d = (R() - 0.5) * 22;
    img.data[i] = Math.max(0, Math.min(255, img.data[i] + d));
    img.data[i + 1] = Math.max(0, Math.min(255, img.data[i + 1] + d));
    img.data[i + 2] = Math.max(0, Math.min(255, img.data[i + 2] + d));
  }
  ctx.putImageData(img, 0, 0);
  return format === 'jpg' ? cv.encode('jpeg', 85) : cv.encode('png');
}
