// Renders a paper document (invoice, till receipt) and "photographs" it: placed on a desk,
// slightly rotated, uneven lighting and sensor noise. Deterministic (seeded).
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import fs from 'node:fs';

const FD = '/usr/share/fonts/truetype/dejavu';
GlobalFonts.registerFromPath(`${FD}/DejaVuSans.ttf`, 'PhotoSans');
GlobalFonts.registerFromPath(`${FD}/DejaVuSans-Bold.ttf`, 'PhotoSansBold');
GlobalFonts.registerFromPath(`${FD}/DejaVuSansMono.ttf`, 'PhotoMono');
GlobalFonts.registerFromPath(`${FD}/DejaVuSansMono-Bold.ttf`, 'PhotoMonoBold');

function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function photoDocument(file, lines, { width, height, angle = 1.5, seed = 1, format = 'png', tableX, mono = false, margin = 60, center = false, noise = 26 } = {}) {
  const R = rng(seed);
  const paper = createCanvas(width, height);
  const p = paper.getContext('2d');
  p.fillStyle = mono ? '#f4f1ea' : '#fbfaf6';
  p.fillRect(0, 0, width, height);
  p.fillStyle = '#1d1d1f';
  p.textBaseline = 'alphabetic';
  let y = margin + 10;
  const font = (size, bold) => `${size}px ${mono ? (bold ? 'PhotoMonoBold' : 'PhotoMono') : (bold ? 'PhotoSansBold' : 'PhotoSans')}`;
  for (const L of lines) {
    if (L.gap) { y += L.gap; continue; }
    if (L.rule) { p.fillRect(margin, y + 9, width - 2 * margin, 2); y += 10; continue; }
    p.font = font(L.size, L.bold);
    y += Math.round(L.size * 1.35);
    if (L.t !== undefined) {
      if (center || L.center) { p.textAlign = 'center'; p.fillText(L.t, width / 2, y); p.textAlign = 'left'; } else p.fillText(L.t, margin, y);
    } else if (L.table) {
      L.cols.forEach((c, i) => {
        if (!c) return;
        if (i === 0) { p.textAlign = 'left'; p.fillText(c, tableX[0], y); } else { p.textAlign = 'right'; p.fillText(c, tableX[i], y); }
      });
      p.textAlign = 'left';
    } else {
      p.textAlign = 'left'; p.fillText(L.cols[0], margin, y);
      if (L.cols[1]) { p.textAlign = 'right'; p.fillText(L.cols[1], width - margin, y); p.textAlign = 'left'; }
    }
  }
  // the photo: paper on a desk, rotated
  const W = Math.round(width * 1.12), H = Math.round(height * 1.1);
  const ph = createCanvas(W, H);
  const c = ph.getContext('2d');
  const g = c.createLinearGradient(0, 0, W, H);
  g.addColorStop(0, '#6b5843'); g.addColorStop(1, '#4a3b2c');
  c.fillStyle = g; c.fillRect(0, 0, W, H);
  c.save();
  c.translate(W / 2, H / 2);
  c.rotate((angle * Math.PI) / 180);
  c.shadowColor = 'rgba(0,0,0,0.45)'; c.shadowBlur = 18; c.shadowOffsetX = 8; c.shadowOffsetY = 10;
  c.drawImage(paper, -width / 2, -height / 2);
  c.restore();
  // uneven lighting + noise
  const img = c.getImageData(0, 0, W, H);
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    const px = (i / 4) % W, py = Math.floor(i / 4 / W);
    const light = 1 - 0.12 * (px / W) - 0.08 * (py / H);
    const n = (R() - 0.5) * noise;
    d[i] = Math.max(0, Math.min(255, d[i] * light + n));
    d[i + 1] = Math.max(0, Math.min(255, d[i + 1] * light + n));
    d[i + 2] = Math.max(0, Math.min(255, d[i + 2] * light * 0.97 + n));
  }
  c.putImageData(img, 0, 0);
  const buf = format === 'jpeg' ? await ph.encode('jpeg', 82) : await ph.encode('png');
  fs.writeFileSync(file, buf);
}
