#!/usr/bin/env node
// Regenerates mocks/media/: small labelled videos, photos, collage images,
// logos, favicon, language icons and two hand-written PDFs.
// Needs only Node builtins and the ffmpeg command (with drawtext/libfreetype).
// Usage: node scripts/make-media.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'mocks', 'media');

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
];
const font = FONT_CANDIDATES.find((f) => existsSync(f));
if (!font) {
  console.error('make-media: no bold TTF font with Cyrillic found (install fonts-dejavu-core)');
  process.exit(1);
}

// Flags that keep the output stable between runs.
const BITEXACT = [
  '-fflags',
  '+bitexact',
  '-flags:v',
  '+bitexact',
  '-map_metadata',
  '-1',
  '-threads',
  '1',
];

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
}

// drawtext needs ':' ',' '\'' '%' escaped inside the filter graph.
function esc(text) {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, '\u2019')
    .replace(/:/g, '\\:')
    .replace(/,/g, '\\,')
    .replace(/%/g, '\\%');
}

function label(text, size, color = 'white', y = '(h-text_h)/2') {
  return `drawtext=fontfile=${font}:text='${esc(text)}':fontsize=${size}:fontcolor=${color}:x=(w-text_w)/2:y=${y}:borderw=2:bordercolor=black@0.35`;
}

function video(name, text, color, seconds) {
  const vf = [
    'drawbox=x=0:y=ih-24:w=iw:h=24:color=black@0.35:t=fill',
    label(text, 34),
    // running clock so a playing video is visibly different from a still frame
    `drawtext=fontfile=${font}:text='%{pts\\:hms}':fontsize=14:fontcolor=white:x=8:y=h-20`,
    `drawtext=fontfile=${font}:text='Safety Terminal':fontsize=14:fontcolor=white@0.8:x=w-text_w-8:y=h-20`,
  ].join(',');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=${color}:s=320x180:r=12:d=${seconds}`,
    '-vf',
    vf,
    '-c:v',
    'libvpx',
    '-b:v',
    '120k',
    '-auto-alt-ref',
    '0',
    '-g',
    '24',
    '-pix_fmt',
    'yuv420p',
    '-an',
    ...BITEXACT,
    join(out, name),
  ]);
}

function image(name, width, height, color, lines, extraFilters = [], opts = {}) {
  const filters = [...extraFilters];
  const size = opts.size ?? Math.round(height / 6);
  lines.forEach((line, i) => {
    const offset = (i - (lines.length - 1) / 2) * size * 1.3;
    const y = `(h-text_h)/2${offset >= 0 ? '+' : ''}${Math.round(offset)}`;
    filters.push(
      label(line, i === 0 ? size : Math.round(size * 0.6), opts.fontcolor ?? 'white', y),
    );
  });
  const input = opts.alpha
    ? `color=c=${color}:s=${width}x${height}:d=1,format=rgba`
    : `color=c=${color}:s=${width}x${height}:d=1`;
  const codec = name.endsWith('.png')
    ? ['-c:v', 'png', '-pix_fmt', opts.alpha ? 'rgba' : 'rgb24']
    : ['-c:v', 'mjpeg', '-q:v', '6', '-pix_fmt', 'yuvj420p'];
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    input,
    '-vf',
    filters.length ? filters.join(',') : 'null',
    '-frames:v',
    '1',
    ...codec,
    ...BITEXACT,
    join(out, name),
  ]);
}

// ---------- PDF written by hand (standard Helvetica, WinAnsi, ASCII text only) ----------
function pdfString(text) {
  return '(' + text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)') + ')';
}

function makePdf(pages, { width = 842, height = 595 } = {}) {
  // pages: [{ title, lines: [], band: [r,g,b] }]
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalogId = add(null);
  const pagesId = add(null);
  const fontId = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const boldId = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const pageIds = [];
  pages.forEach((page, index) => {
    const [r, g, b] = page.band;
    const ops = [
      `${r} ${g} ${b} rg`,
      `0 ${height - 90} ${width} 90 re f`,
      '1 1 1 rg',
      'BT',
      `/F2 30 Tf 40 ${height - 58} Td ${pdfString(page.title)} Tj`,
      'ET',
      '0.1 0.1 0.1 rg',
    ];
    page.lines.forEach((line, i) => {
      ops.push('BT', `/F1 18 Tf 40 ${height - 150 - i * 30} Td ${pdfString(line)} Tj`, 'ET');
    });
    ops.push(
      '0.5 0.5 0.5 rg',
      'BT',
      `/F1 12 Tf 40 30 Td ${pdfString(`Page ${index + 1} of ${pages.length}`)} Tj`,
      'ET',
    );
    const stream = ops.join('\n');
    const contentId = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${width} ${height}] ` +
          `/Resources << /Font << /F1 ${fontId} 0 R /F2 ${boldId} 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

// ---------- build ----------
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// Videos (VP8, 320x180, silent)
video('situation-1.webm', 'Ситуация 1', '0x1f5fa8', 3);
video('situation-2.webm', 'Ситуация 2', '0x2e7d32', 3);
video('consequences.webm', 'Последствия', '0xb71c1c', 3);
video('instruction.webm', 'Видеоинструктаж', '0x6a1b9a', 4);
video('story.webm', 'Пролог · Эпилог', '0xef6c00', 2);

// Photos (640x360)
const photos = [
  ['photo-1.jpg', '0x37474f', ['Фото 1', 'Склад готовой продукции']],
  ['photo-2.jpg', '0x5d4037', ['Фото 2', 'Погрузчик в проходе']],
  ['photo-3.jpg', '0x1565c0', ['Фото 3', 'Строповка груза']],
  ['photo-4.jpg', '0x2e7d32', ['Фото 4', 'Ремонтный цех']],
  ['photo-5.jpg', '0xf9a825', ['Фото 5', 'Электрощитовая']],
  ['photo-6.jpg', '0xad1457', ['Фото 6', 'Работа на высоте']],
];
for (const [name, color, lines] of photos) image(name, 640, 360, color, lines);

// Interactive photo: the clickable areas used in mocks/flows (rect, circle, poly) are drawn on it.
image(
  'interactive.jpg',
  640,
  360,
  '0x455a64',
  ['Найдите нарушение'],
  [
    // areas: А rect 40,200,200,320; Б circle 460,150,60; В poly 250,230,380,230,380,330,250,330
    'drawbox=x=40:y=200:w=160:h=120:color=0xffeb3b@0.8:t=4',
    'drawbox=x=400:y=90:w=120:h=120:color=0x4fc3f7@0.8:t=4',
    'drawbox=x=250:y=230:w=130:h=100:color=0xef5350@0.8:t=4',
    `drawtext=fontfile=${font}:text='А':fontsize=36:fontcolor=0xffeb3b:x=105:y=240`,
    `drawtext=fontfile=${font}:text='Б':fontsize=36:fontcolor=0x4fc3f7:x=448:y=130`,
    `drawtext=fontfile=${font}:text='В':fontsize=36:fontcolor=0xef5350:x=302:y=260`,
  ],
  { size: 30 },
);

// Screensaver image
image(
  'screensaver.jpg',
  640,
  360,
  '0x263238',
  ['Безопасность — прежде всего', 'Коснитесь экрана'],
  [],
  { size: 34 },
);

// Collage answer images (320x180)
const collage = [
  ['collage-helmet.jpg', '0xffa000', ['Каска']],
  ['collage-cap.jpg', '0x0097a7', ['Бейсболка']],
  ['collage-hood.jpg', '0x7b1fa2', ['Капюшон']],
  ['collage-scarf.jpg', '0x558b2f', ['Косынка']],
];
for (const [name, color, lines] of collage) image(name, 320, 180, color, lines);

// Logos, favicon, language icons (PNG)
image('logo.png', 200, 60, '0x00000000', ['SAFETY TERMINAL'], [], {
  alpha: true,
  size: 16,
  fontcolor: '0x1a237e',
});
image('logo-negative.png', 200, 60, '0x00000000', ['SAFETY TERMINAL'], [], {
  alpha: true,
  size: 16,
  fontcolor: 'white',
});
image('favicon.png', 32, 32, '0x2e7d32', ['S'], [], { size: 22 });
for (const [code, color] of [
  ['ru', '0xd32f2f'],
  ['en', '0x1565c0'],
  ['kk', '0x00acc1'],
  ['ky', '0xe53935'],
]) {
  image(`flag-${code}.png`, 32, 24, color, [code.toUpperCase()], [], { size: 12 });
}

// PDFs
writeFileSync(
  join(out, 'presentation.pdf'),
  makePdf([
    {
      title: 'Safe forklift operation',
      band: [0.12, 0.37, 0.66],
      lines: ['Slide 1: check the forklift before every shift.'],
    },
    {
      title: 'Load handling',
      band: [0.18, 0.49, 0.2],
      lines: ['Slide 2: never exceed the rated load capacity.'],
    },
    {
      title: 'Pedestrians and aisles',
      band: [0.72, 0.11, 0.11],
      lines: ['Slide 3: keep to marked lanes, give way to people.'],
    },
  ]),
);
writeFileSync(
  join(out, 'document.pdf'),
  makePdf(
    [
      {
        title: 'Occupational safety instruction',
        band: [0.27, 0.35, 0.39],
        lines: ['Read this document to the end before starting work.'],
      },
    ],
    {
      width: 595,
      height: 842,
    },
  ),
);

let total = 0;
for (const file of readdirSync(out).sort()) {
  const size = statSync(join(out, file)).size;
  total += size;
  console.log(`${file.padEnd(24)} ${String(size).padStart(8)} B`);
}
console.log(`total ${(total / 1024).toFixed(1)} KiB in ${out}`);
if (total > 1.5 * 1024 * 1024) {
  console.error('make-media: media folder exceeds 1.5 MB');
  process.exit(1);
}
