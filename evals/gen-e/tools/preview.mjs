import { loadImage, createCanvas } from '@napi-rs/canvas';
import fs from 'node:fs';
const img = await loadImage(fs.readFileSync(process.argv[2]));
const s = Number(process.argv[4] || 0.6);
const c = createCanvas(Math.round(img.width * s), Math.round(img.height * s));
c.getContext('2d').drawImage(img, 0, 0, c.width, c.height);
fs.writeFileSync(process.argv[3], await c.encode('png'));
