// Renders the app icons (PNG) from the logo with Debian's Chromium. Run once when the logo
// changes: node scripts/make-icons.mjs
import { chromium } from '@playwright/test';
import { writeFile } from 'node:fs/promises';

const mark = (size, padding, radius) => `<!doctype html><html><body style="margin:0;background:transparent">
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
${radius === null ? '<rect width="32" height="32" fill="#0f766e"/>' : `<rect width="32" height="32" rx="${radius}" fill="#0f766e"/>`}
<g transform="translate(${padding} ${padding}) scale(${(32 - 2 * padding) / 32})">
<path d="M21.5 11.2c-1-1.3-2.8-2.1-4.9-2.1-3 0-5.1 1.6-5.1 3.9 0 2 1.4 3.1 4.3 3.7l1.6.3c2.5.5 3.6 1.3 3.6 2.8 0 1.9-1.9 3.1-4.6 3.1-2.3 0-4.3-.9-5.5-2.5" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>
</g></svg></body></html>`;

const icons = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 0, radius: 7 },
  { file: 'public/icons/icon-512.png', size: 512, padding: 0, radius: 7 },
  // Maskable icons keep the mark inside the 80% safe zone on a full-bleed background.
  { file: 'public/icons/maskable-192.png', size: 192, padding: 5, radius: null },
  { file: 'public/icons/maskable-512.png', size: 512, padding: 5, radius: null },
  { file: 'public/icons/apple-touch-icon.png', size: 180, padding: 3, radius: null },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(mark(icon.size, icon.padding, icon.radius));
  await writeFile(icon.file, await page.locator('svg').screenshot({ omitBackground: true }));
  console.log(icon.file);
}
await browser.close();
