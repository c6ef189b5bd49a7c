// Renders the two short videos the spec asks for (the mission video beside onboarding
// progress, the how-to-rename video on the documents screen) from HTML slides: Debian's
// Chromium draws each slide to a PNG, ffmpeg cross-fades the slides into a silent VP9 WebM.
// Also writes a JPEG poster and a WebVTT track with the slide texts as timed cues.
//
// A one-off authoring tool, like make-icons.mjs: the outputs in public/videos/ are committed,
// so neither the build nor CI needs ffmpeg. Run it again when the slides change:
//   apt-get install -y ffmpeg && node scripts/make-videos.mjs [--frames DIR]
// (--frames keeps the rendered slide PNGs in DIR for review.)
import { chromium } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ArrowRight,
  Check,
  FileSpreadsheet,
  FileText,
  Image as ImageIcon,
  Lock,
  Pencil,
  Search,
  ShieldCheck,
  Upload,
  X,
} from 'lucide-react';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const OUT = 'public/videos';
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 10; // the slides are still; frames only matter during the cross-fades
const FADE = 0.6; // seconds of cross-fade between two slides
const MAX_VIDEO_BYTES = 1024 * 1024;
const MAX_POSTER_BYTES = 60 * 1024;

// The product's palette (Tailwind): teal-700 brand, slate text, white and slate-50 surfaces.
const C = {
  teal700: '#0f766e',
  teal800: '#115e59',
  teal50: '#f0fdfa',
  teal100: '#ccfbf1',
  slate50: '#f8fafc',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate500: '#64748b',
  slate600: '#475569',
  slate700: '#334155',
  slate900: '#0f172a',
  rose600: '#e11d48',
  rose50: '#fff1f2',
};

const icon = (Icon, size, extra = {}) =>
  renderToStaticMarkup(createElement(Icon, { size, 'aria-hidden': true, strokeWidth: 2, ...extra }));

const logoMark = (size, inverted = false) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="${inverted ? '#fff' : C.teal700}"/><path d="M21.5 11.2c-1-1.3-2.8-2.1-4.9-2.1-3 0-5.1 1.6-5.1 3.9 0 2 1.4 3.1 4.3 3.7l1.6.3c2.5.5 3.6 1.3 3.6 2.8 0 1.9-1.9 3.1-4.6 3.1-2.3 0-4.3-.9-5.5-2.5" fill="none" stroke="${inverted ? C.teal700 : '#fff'}" stroke-width="2.6" stroke-linecap="round"/></svg>`;

const tallyPortrait = (size) =>
  readFileSync('public/assistants/tally.svg', 'utf8')
    .replace('<svg ', `<svg width="${size}" height="${size}" `)
    .replace(/id="tally-frame"/, 'id="tally-frame-slide"')
    .replace(/url\(#tally-frame\)/, 'url(#tally-frame-slide)');

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CSS = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden}
body{font-family:system-ui,sans-serif;background:${C.slate50};color:${C.slate900};display:flex;flex-direction:column;padding:44px 72px 36px;-webkit-font-smoothing:antialiased}
body.brand{background:${C.teal700};color:#fff}
header{display:flex;align-items:center;gap:14px;font-weight:700;font-size:30px;color:${C.teal700}}
body.brand header{color:#fff}
header .topic{margin-left:auto;font-size:24px;font-weight:600;color:${C.slate600}}
body.brand header .topic{color:${C.teal100}}
main{flex:1;display:flex;align-items:center;gap:56px;min-height:0}
.text{flex:1 1 0;min-width:0}
.visual{flex:0 0 auto;display:flex;align-items:center;justify-content:center}
h1{font-size:64px;line-height:1.08;font-weight:800;letter-spacing:-0.02em;text-wrap:balance}
.lead{font-size:38px;line-height:1.28;color:${C.slate700};margin-top:26px;text-wrap:pretty}
body.brand .lead{color:${C.teal50}}
.center{flex-direction:column;justify-content:center;align-items:flex-start}
.big h1{font-size:80px}
footer{display:flex;gap:12px;justify-content:center}
footer i{width:14px;height:14px;border-radius:7px;background:${C.slate300}}
footer i.on{background:${C.teal700};width:40px}
body.brand footer i{background:rgba(255,255,255,.35)}
body.brand footer i.on{background:#fff}
.card{background:#fff;border:2px solid ${C.slate200};border-radius:24px;box-shadow:0 10px 30px rgba(15,23,42,.08)}
.doc{display:flex;align-items:center;gap:18px;padding:20px 26px;font-size:30px;font-weight:600}
.doc svg{color:${C.teal700};flex:none}
.muted{color:${C.slate500}}
.bad{color:${C.rose600}}
.pill{white-space:nowrap;display:inline-flex;align-items:center;gap:10px;border-radius:999px;padding:8px 20px;font-size:26px;font-weight:700}
.field{border:2px solid ${C.slate300};border-radius:14px;padding:10px 18px;font-size:28px;font-weight:600;background:#fff;white-space:nowrap}
.label{font-size:22px;font-weight:700;color:${C.slate600};margin-bottom:6px;white-space:nowrap}
`;

/** One slide as a whole HTML page. */
function page({ body, topic, index, count, brand = false }) {
  const dots = Array.from({ length: count }, (_, i) => `<i class="${i === index ? 'on' : ''}"></i>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${CSS}</style></head>
<body class="${brand ? 'brand' : ''}">
<header>${logoMark(44, brand)}<span>Steward</span><span class="topic">${esc(topic)}</span></header>
${body}
<footer>${dots}</footer>
</body></html>`;
}

const split = (title, lead, visual) =>
  `<main><div class="text"><h1>${title}</h1>${lead ? `<p class="lead">${lead}</p>` : ''}</div><div class="visual">${visual}</div></main>`;

const brandSlide = (title, lead, extra = '') =>
  `<main class="center big"><div>${extra}<h1>${title}</h1><p class="lead">${lead}</p></div></main>`;

// ---------------------------------------------------------------------------------------------
// The mission video: why Steward exists, in six slides.

const chatAnswer = `
<div class="card" style="width:560px;padding:28px;display:flex;flex-direction:column;gap:20px">
  <div style="align-self:flex-end;background:${C.teal700};color:#fff;border-radius:22px 22px 6px 22px;padding:16px 22px;font-size:26px;font-weight:600;max-width:440px;line-height:1.3">How much of the Rivers Foundation grant is left?</div>
  <div style="display:flex;gap:16px;align-items:flex-start">
    <div style="flex:none">${tallyPortrait(56)}</div>
    <div style="background:${C.slate50};border:2px solid ${C.slate200};border-radius:6px 22px 22px 22px;padding:18px 22px;flex:1">
      <div style="font-size:52px;font-weight:800;color:${C.teal700};letter-spacing:-0.02em">$18,400 left</div>
      <div style="font-size:24px;margin-top:10px;line-height:1.35"><b>Working:</b> $60,000 awarded − $41,600 spent to date</div>
      <div style="font-size:24px;margin-top:8px;line-height:1.35" class="muted"><b style="color:${C.slate700}">Sources:</b> Rivers Award Letter.pdf · FY2025 Actuals.xlsx</div>
    </div>
  </div>
</div>`;

const hunting = `
<div style="position:relative;width:520px;height:400px">
  <div class="card doc" style="position:absolute;left:0;top:0;width:440px;transform:rotate(-3deg)">${icon(FileSpreadsheet, 44)}<span>Operating Budget</span></div>
  <div class="card doc" style="position:absolute;left:60px;top:120px;width:440px;transform:rotate(2deg)">${icon(FileSpreadsheet, 44)}<span>March Actuals</span></div>
  <div class="card doc" style="position:absolute;left:20px;top:240px;width:440px;transform:rotate(-1deg)">${icon(FileText, 44)}<span>Grant letter</span></div>
  <div style="position:absolute;right:0;bottom:-10px;width:120px;height:120px;border-radius:60px;background:${C.teal700};color:#fff;display:grid;place-items:center;box-shadow:0 10px 30px rgba(15,23,42,.2)">${icon(Search, 60, { strokeWidth: 2.5 })}</div>
</div>`;

const meetTally = `
<div style="display:flex;flex-direction:column;align-items:center;gap:18px">
  ${tallyPortrait(240)}
  <div style="font-size:44px;font-weight:800">Tally</div>
  <div class="pill" style="background:${C.teal100};color:${C.teal800}">Finance assistant</div>
</div>`;

const privateData = `
<div class="card" style="width:500px;padding:40px;display:flex;flex-direction:column;align-items:center;gap:24px">
  <div style="width:170px;height:170px;border-radius:85px;background:${C.teal50};color:${C.teal700};display:grid;place-items:center">${icon(ShieldCheck, 104, { strokeWidth: 1.75 })}</div>
  <div style="font-size:34px;font-weight:800;text-align:center">Riverside Food Bank</div>
  <div class="pill" style="background:${C.slate50};border:2px solid ${C.slate200};color:${C.slate700}">${icon(Lock, 26)} Only your organisation</div>
</div>`;

const phone = `
<div style="width:330px;height:560px;border-radius:48px;background:${C.slate900};padding:14px;box-shadow:0 16px 40px rgba(15,23,42,.25)">
  <div style="width:100%;height:100%;border-radius:36px;background:#fff;padding:46px 20px 20px;display:flex;flex-direction:column;gap:16px">
    <div style="display:flex;align-items:center;gap:10px;font-size:22px;font-weight:700;color:${C.teal700}">${tallyPortrait(34)}Tally</div>
    <div style="align-self:flex-end;background:${C.teal700};color:#fff;border-radius:18px 18px 4px 18px;padding:12px 16px;font-size:21px;font-weight:600;line-height:1.3">Cash on hand at 30&nbsp;June?</div>
    <div style="background:${C.slate50};border:2px solid ${C.slate200};border-radius:4px 18px 18px 18px;padding:14px 16px">
      <div style="font-size:38px;font-weight:800;color:${C.teal700}">$212,350</div>
      <div style="font-size:18px;margin-top:6px;line-height:1.35" class="muted">Three accounts, from the June balance sheet</div>
    </div>
    <div style="margin-top:auto;border:2px solid ${C.slate200};border-radius:16px;padding:12px 16px;font-size:18px" class="muted">Ask Tally…</div>
  </div>
</div>`;

const mission = {
  name: 'mission',
  topic: 'Our mission',
  slides: [
    {
      seconds: 5,
      brand: true,
      body: brandSlide('Finance answers for nonprofit teams', 'Straight from your own documents.', `<div style="margin-bottom:28px">${logoMark(96, true)}</div>`),
      cue: 'Steward: finance answers for nonprofit teams, straight from your own documents.',
    },
    {
      seconds: 5.5,
      body: split('Hours spent hunting for one figure', 'Finance teams dig through budgets, actuals and grant letters.', hunting),
      cue: 'Hours spent hunting for one figure. Finance teams dig through budgets, actuals and grant letters. (A pile of documents: an operating budget, March actuals and a grant letter.)',
    },
    {
      seconds: 5,
      body: split('Meet Tally', 'Steward’s assistant reads your own documents and answers your questions.', meetTally),
      cue: 'Meet Tally, Steward’s finance assistant. Tally reads your own documents and answers your questions.',
    },
    {
      seconds: 6.5,
      body: split('The figure first', 'Then the working and the source, so you can check it.', chatAnswer),
      cue: 'The figure first, then the working and the source, so you can check it. (Asked how much of the Rivers Foundation grant is left, Tally answers: $18,400 left. Working: $60,000 awarded minus $41,600 spent to date. Sources: the Rivers award letter and the FY2025 actuals.)',
    },
    {
      seconds: 5,
      body: split('Your data stays yours', 'Your documents are private to your organisation.', privateData),
      cue: 'Your data stays yours: your documents are private to your organisation.',
    },
    {
      seconds: 5.5,
      body: split('Built for phones and board meetings', 'Ask as the agenda moves on; have the answer in hand.', phone),
      cue: 'Built for phones and board meetings: ask as the agenda moves on, and have the answer in hand. (On a phone, Tally answers “Cash on hand at 30 June?” with $212,350.)',
    },
    {
      seconds: 4.5,
      brand: true,
      body: brandSlide('Upload your documents.<br>Ask Tally.', 'Steward: less hunting, more mission.'),
      cue: 'Upload your documents, then ask Tally. Steward: less hunting, more mission.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// The how-to-rename video: naming documents well, and the upload dialog's suggested names.

const badGood = `
<main style="flex-direction:column;align-items:stretch;justify-content:center;gap:26px">
  <h1 style="font-size:58px;margin-bottom:8px">Say what it is, and which year</h1>
  <div class="card doc" style="border-color:#fecdd3;background:${C.rose50}">
    <span class="bad">${icon(X, 48, { strokeWidth: 3 })}</span>
    <div><div style="font-size:36px">scan0001.pdf</div><div class="muted" style="font-size:26px;font-weight:500;margin-top:4px">Says nothing about what is inside</div></div>
  </div>
  <div class="card doc" style="border-color:${C.teal700};background:${C.teal50}">
    ${icon(Check, 48, { strokeWidth: 3 })}
    <div><div style="font-size:36px">FY2025 Operating Budget.xlsx</div><div class="muted" style="font-size:26px;font-weight:500;margin-top:4px">What it is, and which fiscal year</div></div>
  </div>
</main>`;

const examples = [
  ['IMG_2231.jpg', 'Balance Sheet June 2025.jpg', ImageIcon],
  ['Document1.docx', 'Rivers Grant Letter FY2025.docx', FileText],
  ['final_v3.xlsx', 'FY2025 Actuals Q2.xlsx', FileSpreadsheet],
];
const exampleRows = `
<main style="flex-direction:column;align-items:stretch;justify-content:center;gap:22px">
  <h1 style="font-size:58px;margin-bottom:8px">More examples</h1>
  ${examples
    .map(
      ([bad, good, Icon]) => `
  <div class="card doc" style="padding:18px 26px;gap:22px">
    <span class="muted" style="text-decoration:line-through;text-decoration-color:${C.rose600};text-decoration-thickness:3px;width:270px;font-weight:500">${bad}</span>
    <span class="muted">${icon(ArrowRight, 36)}</span>
    ${icon(Icon, 40)}
    <span>${good}</span>
  </div>`,
    )
    .join('')}
</main>`;

/** The Configure File Upload dialog's row for one file, as the spec describes it. */
const uploadRow = ({ editing }) => {
  const name = editing ? 'Operating Budget-FY2025' : 'Budgets-FY2025';
  const caret = editing ? `<span style="display:inline-block;width:3px;height:32px;background:${C.teal700};vertical-align:-5px;margin-left:2px"></span>` : '';
  return `
<div class="card" style="width:600px;padding:28px 30px;display:flex;flex-direction:column;gap:18px">
  <div style="display:flex;align-items:center;gap:14px;font-size:26px;font-weight:700">${icon(FileSpreadsheet, 36, { color: C.teal700 })}budget 2025 final.xlsx<span class="muted" style="font-weight:500;font-size:22px;margin-left:auto">48 KB</span></div>
  <div style="display:grid;grid-template-columns:1fr 1.15fr 1fr;gap:14px">
    <div><div class="label">Category</div><div class="field">Budgets</div></div>
    <div><div class="label">Subcategory</div><div class="field muted">N/A</div></div>
    <div><div class="label">Fiscal year</div><div class="field">2025</div></div>
  </div>
  <div><div class="label">File name</div><div class="field" style="display:flex;align-items:center;gap:10px;${editing ? `border-color:${C.teal700};box-shadow:0 0 0 4px ${C.teal100}` : ''}">${editing ? `<span style="color:${C.teal700}">${icon(Pencil, 26)}</span>` : ''}<span>${name}${caret}</span></div></div>
  <div><div class="label">Final name</div><div style="font-size:30px;font-weight:800;color:${C.teal800}">${name}.xlsx</div></div>
  ${editing ? `<div style="align-self:flex-end;background:${C.teal700};color:#fff;border-radius:14px;padding:12px 22px;font-size:24px;font-weight:700;display:flex;gap:10px;align-items:center">${icon(Upload, 26)}Upload 1 File</div>` : ''}
</div>`;
};

const rename = {
  name: 'how-to-rename',
  topic: 'Naming documents',
  slides: [
    {
      seconds: 4.5,
      brand: true,
      body: brandSlide('Name your documents well', 'Clear names help your team, and Tally, find the right figure.', `<div style="margin-bottom:28px;color:#fff">${icon(FileSpreadsheet, 96, { strokeWidth: 1.75 })}</div>`),
      cue: 'Name your documents well: clear names help your team, and Tally, find the right figure.',
    },
    {
      seconds: 6,
      body: badGood,
      cue: 'Say what it is, and which year. Not “scan0001.pdf”, which says nothing about what is inside, but “FY2025 Operating Budget.xlsx”: what it is, and which fiscal year.',
    },
    {
      seconds: 6,
      body: exampleRows,
      cue: 'More examples: “IMG_2231.jpg” becomes “Balance Sheet June 2025.jpg”; “Document1.docx” becomes “Rivers Grant Letter FY2025.docx”; “final_v3.xlsx” becomes “FY2025 Actuals Q2.xlsx”.',
    },
    {
      seconds: 6.5,
      body: split('Steward suggests a name', 'When you upload, you get a category, subcategory, fiscal year and final name.', uploadRow({ editing: false })),
      cue: 'Steward suggests a name. When you upload “budget 2025 final.xlsx”, the upload dialog suggests the category Budgets, no subcategory, the fiscal year 2025, and the final name “Budgets-FY2025.xlsx”.',
    },
    {
      seconds: 6,
      body: split('Edit it before you upload', 'Change the name if you like; the preview shows the final name.', uploadRow({ editing: true })),
      cue: 'Edit it before you upload: change the name if you like, and the preview shows the final name, here “Operating Budget-FY2025.xlsx”. Then choose Upload.',
    },
    {
      seconds: 5,
      brand: true,
      body: brandSlide('Good names, better answers', 'Upload your most recent documents first, and include summary and detailed versions.'),
      cue: 'Good names, better answers. Upload your most recent documents first, and include summary and detailed versions.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------

function run(cmd, args) {
  const res = spawnSync(cmd, args, { encoding: 'utf8' });
  if (res.error?.code === 'ENOENT') {
    console.error(`${cmd} not found: install it once with \`apt-get install -y ffmpeg\` (only this script needs it).`);
    process.exit(1);
  }
  if (res.status !== 0) {
    console.error(res.stderr);
    throw new Error(`${cmd} failed (${res.status})`);
  }
  return res.stdout;
}

/** When each slide is on screen, allowing for the cross-fades. */
function timeline(slides) {
  const starts = [];
  let t = 0;
  for (const s of slides) {
    starts.push(t);
    t += s.seconds - FADE;
  }
  const total = t + FADE;
  return { starts, total };
}

const stamp = (seconds) => {
  const ms = Math.round(seconds * 1000);
  const h = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const m = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const s = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`;
};

function vtt(video) {
  const { starts, total } = timeline(video.slides);
  // A cue changes halfway through each cross-fade, when the next slide becomes the clearer one.
  const cues = video.slides.map((s, i) => {
    const from = i === 0 ? 0 : starts[i] + FADE / 2;
    const to = i === video.slides.length - 1 ? total : starts[i + 1] + FADE / 2;
    return `${i + 1}\n${stamp(from)} --> ${stamp(to)}\n${s.cue}\n`;
  });
  return `WEBVTT\n\nNOTE\nThe video has no sound: these cues are the slides' text, with a short description of each picture.\nGenerated by scripts/make-videos.mjs.\n\n${cues.join('\n')}`;
}

async function renderSlides(browser, video, dir) {
  const pageHandle = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  // Nothing may come from the network: the slides are self-contained.
  await pageHandle.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  const files = [];
  for (const [i, slide] of video.slides.entries()) {
    await pageHandle.setContent(page({ body: slide.body, topic: video.topic, index: i, count: video.slides.length, brand: slide.brand }));
    const overflow = await pageHandle.evaluate(() => document.documentElement.scrollHeight > innerHeight || document.documentElement.scrollWidth > innerWidth);
    if (overflow) throw new Error(`${video.name} slide ${i + 1} overflows the ${WIDTH}x${HEIGHT} frame`);
    const file = path.join(dir, `${video.name}-${String(i + 1).padStart(2, '0')}.png`);
    await pageHandle.screenshot({ path: file });
    files.push(file);
  }
  await pageHandle.close();
  return files;
}

function encode(video, frames) {
  const { starts, total } = timeline(video.slides);
  const inputs = frames.flatMap((file, i) => ['-loop', '1', '-framerate', String(FPS), '-t', String(video.slides[i].seconds), '-i', file]);
  const chain = [];
  for (let i = 0; i < frames.length; i++) chain.push(`[${i}:v]format=yuv420p,setsar=1[s${i}]`);
  let last = 's0';
  for (let i = 1; i < frames.length; i++) {
    const out = i === frames.length - 1 ? 'out' : `x${i}`;
    // Between two light slides, fade through the (near-white) background so two slides' text
    // never overlaps; to or from a teal slide, a plain cross-fade (no white flash).
    const light = !video.slides[i - 1].brand && !video.slides[i].brand;
    chain.push(`[${last}][s${i}]xfade=transition=${light ? 'fadewhite' : 'fade'}:duration=${FADE}:offset=${starts[i].toFixed(3)}[${out}]`);
    last = out;
  }
  const webm = path.join(OUT, `${video.name}.webm`);
  run('ffmpeg', [
    '-y', '-hide_banner', '-loglevel', 'error',
    ...inputs,
    '-filter_complex', chain.join(';'),
    '-map', '[out]',
    '-an',
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-deadline', 'good', '-cpu-used', '2', '-row-mt', '1',
    // A keyframe where each slide stands alone (just after its cross-fade), so seeking lands on
    // a whole slide and no keyframe is spent in the middle of one.
    '-force_key_frames', starts.map((t, i) => (i === 0 ? 0 : t + FADE).toFixed(3)).join(','),
    '-g', String(FPS * 10),
    '-pix_fmt', 'yuv420p',
    '-metadata', `title=Steward: ${video.topic}`,
    '-t', total.toFixed(3),
    webm,
  ]);
  const poster = path.join(OUT, `${video.name}.jpg`);
  run('ffmpeg', ['-y', '-hide_banner', '-loglevel', 'error', '-i', frames[0], '-vf', 'scale=960:-2', '-q:v', '6', poster]);
  writeFileSync(path.join(OUT, `${video.name}.vtt`), vtt(video));
  return { webm, poster, total };
}

const framesArg = process.argv.indexOf('--frames');
const framesDir = framesArg > 0 ? process.argv[framesArg + 1] : mkdtempSync(path.join(tmpdir(), 'steward-slides-'));
mkdirSync(framesDir, { recursive: true });
mkdirSync(OUT, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let failed = false;
try {
  for (const video of [mission, rename]) {
    const frames = await renderSlides(browser, video, framesDir);
    const { webm, poster } = encode(video, frames);
    const probed = Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', webm]).trim());
    const kb = (file) => `${(statSync(file).size / 1024).toFixed(0)} KB`;
    console.log(`${webm}: ${kb(webm)}, ${probed.toFixed(1)} s, ${video.slides.length} slides; ${poster}: ${kb(poster)}`);
    if (statSync(webm).size > MAX_VIDEO_BYTES) (failed = true), console.error(`  ${webm} is over 1 MB`);
    if (statSync(poster).size > MAX_POSTER_BYTES) (failed = true), console.error(`  ${poster} is over 60 KB`);
  }
} finally {
  await browser.close();
  if (framesArg > 0) console.log(`slide frames kept in ${framesDir}`);
  else rmSync(framesDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
