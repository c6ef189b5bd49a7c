// A photographed till receipt: paper on a wooden-ish table, slight rotation, uneven light, noise,
// and a handwritten note in blue ink. Figures from data.mjs (RECEIPT).
import fs from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { RECEIPT as R } from './data.mjs';

GlobalFonts.registerFromPath('/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf', 'RMono');
GlobalFonts.registerFromPath('/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf', 'RMonoB');
GlobalFonts.registerFromPath('/usr/share/fonts/truetype/humor-sans/Humor-Sans.ttf', 'Hand');

function rng(seed) { let a = seed; return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; }; }

export async function receipt(file) {
  const rand = rng(1118);
  const Wd = 1100, Ht = 1700;
  const c = createCanvas(Wd, Ht);
  const g = c.getContext('2d');
  // table background
  const bg = g.createLinearGradient(0, 0, Wd, Ht);
  bg.addColorStop(0, '#6b5038'); bg.addColorStop(1, '#4a3626');
  g.fillStyle = bg; g.fillRect(0, 0, Wd, Ht);
  for (let i = 0; i < 160; i++) { g.strokeStyle = `rgba(30,20,10,${0.05 + rand() * 0.08})`; g.lineWidth = 1 + rand() * 3; g.beginPath(); const y = rand() * Ht; g.moveTo(0, y); g.bezierCurveTo(Wd / 3, y + rand() * 30 - 15, (2 * Wd) / 3, y + rand() * 30 - 15, Wd, y + rand() * 20 - 10); g.stroke(); }

  g.save();
  g.translate(Wd / 2, Ht / 2);
  g.rotate((-1.6 * Math.PI) / 180);
  const PW = 780, PH = 1500;
  g.translate(-PW / 2, -PH / 2);
  g.shadowColor = 'rgba(0,0,0,0.45)'; g.shadowBlur = 25; g.shadowOffsetX = 8; g.shadowOffsetY = 10;
  g.fillStyle = '#f7f4ec'; g.fillRect(0, 0, PW, PH);
  g.shadowColor = 'transparent';
  // uneven light across the paper
  const lg = g.createLinearGradient(0, 0, PW, PH);
  lg.addColorStop(0, 'rgba(255,255,255,0.0)'); lg.addColorStop(0.7, 'rgba(120,110,90,0.10)'); lg.addColorStop(1, 'rgba(90,80,60,0.22)');
  g.fillStyle = lg; g.fillRect(0, 0, PW, PH);

  g.fillStyle = '#222';
  let y = 70;
  const center = (t, font) => { g.font = font; const w = g.measureText(t).width; g.fillText(t, (PW - w) / 2, y); };
  const lr = (l, r, font = '26px RMono') => { g.font = font; g.fillText(l, 50, y); const w = g.measureText(r).width; g.fillText(r, PW - 50 - w, y); };
  center('THOMPSON VALLEY', '44px RMonoB'); y += 50;
  center('SPORT SUPPLY', '44px RMonoB'); y += 46;
  center('1184 Lorne Street', '24px RMono'); y += 32;
  center('Cedar Flats, BC V2C 1W9', '24px RMono'); y += 32;
  center(`Tel ${R.phone}`, '24px RMono'); y += 32;
  center(R.gstNo, '22px RMono'); y += 50;
  lr(`Date: ${R.date}`, `Time: ${R.time}`); y += 34;
  lr(`Invoice #${R.invoice}`, 'Clerk: 07'); y += 26;
  g.fillText('-'.repeat(44), 50, y += 14); y += 40;
  for (const it of R.items) {
    lr(it.desc, ''); y += 32;
    lr(`   ${it.qty} @ ${it.price.toFixed(2)}`, it.amount.toFixed(2)); y += 40;
  }
  g.font = '26px RMono'; g.fillText('-'.repeat(44), 50, y); y += 40;
  lr('SUBTOTAL', R.subtotal.toFixed(2)); y += 36;
  lr('GST 5%', R.gst.toFixed(2)); y += 36;
  lr('PST 7%', R.pst.toFixed(2)); y += 44;
  lr('TOTAL', `$${R.total.toFixed(2)}`, '34px RMonoB'); y += 50;
  lr(R.card, R.total.toFixed(2)); y += 34;
  lr('AUTH 039127', 'APPROVED'); y += 50;
  center(`ITEMS SOLD: ${R.itemCount}`, '24px RMono'); y += 40;
  center('Returns within 30 days with receipt', '22px RMono'); y += 30;
  center('THANK YOU - GO PLAY!', '26px RMonoB'); y += 40;

  // handwritten note in blue ink near the bottom, slightly rotated
  g.save();
  g.translate(120, y + 90);
  g.rotate((-5 * Math.PI) / 180);
  g.fillStyle = '#1d3a8a';
  g.font = '44px Hand';
  R.note.forEach((t, i) => g.fillText(t, 0, i * 52));
  g.restore();
  g.restore();

  // sensor noise
  const img = g.getImageData(0, 0, Wd, Ht);
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    const n = (rand() - 0.5) * 26;
    d[i] = Math.max(0, Math.min(255, d[i] + n)); d[i + 1] = Math.max(0, Math.min(255, d[i + 1] + n)); d[i + 2] = Math.max(0, Math.min(255, d[i + 2] + n));
  }
  g.putImageData(img, 0, 0);
  fs.writeFileSync(file, await c.encode('jpeg', 82));
}
