import sharp from 'sharp';
import type { BodyType } from '@ratai/domain';

/**
 * Demo pictures drawn locally: an SVG of a stylised car in the listing's colour, with the make
 * and model written on it, rasterised by sharp. No downloads, so the seed works offline, is
 * free of third-party image rights and gives the same pixels on every run.
 */

/** What one demo car picture shows. */
export interface CarImageSpec {
  make: string;
  model: string;
  year: number;
  bodyType: BodyType;
  /** Body colour as #rrggbb. */
  color: string;
  /** 0 side view by day, 1 facing the other way at dusk, 2 studio, 3 close-up of the front. */
  view: number;
}

/** Renders a car picture as PNG bytes (what an owner would upload). */
export type CarImageRenderer = (spec: CarImageSpec) => Promise<Buffer>;

export const CAR_IMAGE_SIZE = { width: 1200, height: 800 } as const;

/** Side profile of a body style in a 1000 × 400 box, front to the left, ground at y = 340. */
interface Profile {
  /** Bottom of the body (sill line). */
  sill: number;
  hood: number;
  /** Where the windscreen starts on the hood. */
  aBase: number;
  roofStart: number;
  roof: number;
  roofEnd: number;
  /** Where the rear window meets the boot / body. */
  cBase: number;
  deck: number;
  /** Where the side windows end (vans and pickups have a short glasshouse). */
  windowEnd?: number;
  /** No roof: only a windscreen and headrests above the waistline. */
  openTop?: boolean;
  wheelRadius: number;
}

const SEDAN: Profile = { sill: 300, hood: 200, aBase: 330, roofStart: 450, roof: 110, roofEnd: 680, cBase: 800, deck: 195, wheelRadius: 58 };

const PROFILES: Record<BodyType, Profile> = {
  sedan: SEDAN,
  hatchback: { sill: 300, hood: 205, aBase: 320, roofStart: 430, roof: 105, roofEnd: 820, cBase: 945, deck: 200, wheelRadius: 56 },
  stationWagon: { sill: 300, hood: 200, aBase: 330, roofStart: 450, roof: 108, roofEnd: 905, cBase: 965, deck: 185, wheelRadius: 58 },
  suv: { sill: 290, hood: 170, aBase: 330, roofStart: 430, roof: 70, roofEnd: 860, cBase: 950, deck: 165, wheelRadius: 68 },
  crossover: { sill: 295, hood: 185, aBase: 330, roofStart: 440, roof: 92, roofEnd: 820, cBase: 935, deck: 180, wheelRadius: 64 },
  coupe: { sill: 305, hood: 210, aBase: 380, roofStart: 490, roof: 135, roofEnd: 640, cBase: 850, deck: 200, wheelRadius: 58 },
  sportCar: { sill: 310, hood: 230, aBase: 400, roofStart: 510, roof: 160, roofEnd: 620, cBase: 860, deck: 215, wheelRadius: 60 },
  convertible: { sill: 305, hood: 210, aBase: 390, roofStart: 470, roof: 196, roofEnd: 780, cBase: 840, deck: 200, wheelRadius: 58, openTop: true },
  minivan: { sill: 295, hood: 190, aBase: 250, roofStart: 400, roof: 75, roofEnd: 930, cBase: 965, deck: 175, wheelRadius: 60 },
  van: { sill: 295, hood: 190, aBase: 200, roofStart: 300, roof: 45, roofEnd: 975, cBase: 980, deck: 60, windowEnd: 420, wheelRadius: 60 },
  pickup: { sill: 285, hood: 170, aBase: 330, roofStart: 420, roof: 70, roofEnd: 600, cBase: 620, deck: 170, wheelRadius: 68 },
};

const SCENES = [
  { skyTop: '#8ec5ff', skyBottom: '#e6f2ff', ground: '#6b7280', line: '#f5f5f4', text: '#0f172a' },
  { skyTop: '#1e1b4b', skyBottom: '#f59e0b', ground: '#374151', line: '#fbbf24', text: '#ffffff' },
  { skyTop: '#e5e7eb', skyBottom: '#f9fafb', ground: '#d1d5db', line: '#9ca3af', text: '#111827' },
  { skyTop: '#0f766e', skyBottom: '#99f6e4', ground: '#57534e', line: '#e7e5e4', text: '#ffffff' },
] as const;

/** Darker or lighter shade of #rrggbb by `factor` (<1 darker, >1 lighter). */
export function shade(color: string, factor: number): string {
  const value = Number.parseInt(color.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((value >> shift) & 0xff) * factor)));
  return `#${[channel(16), channel(8), channel(0)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function bodyPath(p: Profile): string {
  return [
    `M 40 ${p.sill}`,
    `L 22 ${p.sill - 45}`,
    `Q 26 ${p.hood + 12} 90 ${p.hood}`,
    `L ${p.aBase} ${p.hood - 8}`,
    `Q ${p.roofStart - 30} ${p.roof + 4} ${p.roofStart} ${p.roof}`,
    `L ${p.roofEnd} ${p.roof}`,
    `Q ${p.cBase - 20} ${p.roof + 8} ${p.cBase} ${p.deck}`,
    `L 975 ${p.deck + 6}`,
    `Q 992 ${p.deck + 40} 985 ${p.sill}`,
    'Z',
  ].join(' ');
}

/** Windscreen and headrests of an open car. */
function openTopParts(p: Profile, frame: string): string {
  return [
    `<path d="M ${p.aBase} ${p.hood - 8} L ${p.aBase + 60} ${p.hood - 78}" stroke="${frame}" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="M ${p.aBase + 6} ${p.hood - 10} L ${p.aBase + 58} ${p.hood - 72} L ${p.aBase + 70} ${p.hood - 12} Z" fill="#bfdbfe" opacity="0.55"/>`,
    `<rect x="${p.aBase + 150}" y="${p.hood - 48}" width="26" height="42" rx="10" fill="#1f2937"/>`,
    `<rect x="${p.aBase + 280}" y="${p.hood - 48}" width="26" height="42" rx="10" fill="#1f2937"/>`,
  ].join('');
}

function windowPath(p: Profile): string {
  const inset = 14;
  const end = p.windowEnd ?? p.cBase - 24;
  const endRoof = p.windowEnd ? p.windowEnd : p.roofEnd - 6;
  const bottom = p.hood - 6;
  return [
    `M ${p.aBase + 22} ${bottom}`,
    `L ${p.roofStart + 8} ${p.roof + inset}`,
    `L ${endRoof} ${p.roof + inset}`,
    `L ${end} ${p.windowEnd ? bottom : p.deck - 6}`,
    'Z',
  ].join(' ');
}

function wheel(cx: number, cy: number, r: number, rim: string): string {
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r + 8}" fill="#111827"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1f2937"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.62)}" fill="${rim}"/>`,
    ...[0, 72, 144, 216, 288].map(
      (deg) =>
        `<rect x="${cx - 4}" y="${cy - r * 0.58}" width="8" height="${Math.round(r * 0.5)}" fill="#6b7280" transform="rotate(${deg} ${cx} ${cy})"/>`,
    ),
    `<circle cx="${cx}" cy="${cy}" r="9" fill="#374151"/>`,
  ].join('');
}

/** The SVG source of one picture; exported for tests and for looking at it in a browser. */
export function carImageSvg(spec: CarImageSpec): string {
  const { width, height } = CAR_IMAGE_SIZE;
  const p = PROFILES[spec.bodyType];
  const scene = SCENES[spec.view % SCENES.length] ?? SCENES[0];
  const mirrored = spec.view === 1;
  const wheelY = 340 - p.wheelRadius;
  const dark = shade(spec.color, 0.65);
  const light = shade(spec.color, 1.35);
  const car = [
    `<ellipse cx="500" cy="345" rx="470" ry="14" fill="#000" opacity="0.25"/>`,
    `<path d="${bodyPath(p)}" fill="url(#paint)" stroke="${dark}" stroke-width="4"/>`,
    p.openTop ? openTopParts(p, dark) : `<path d="${windowPath(p)}" fill="#1e293b" opacity="0.85"/>`,
    `<line x1="${(p.aBase + p.cBase) / 2}" y1="${p.roof + 18}" x2="${(p.aBase + p.cBase) / 2}" y2="${p.sill - 20}" stroke="${dark}" stroke-width="3"/>`,
    `<path d="M 60 ${p.hood + 60} L 960 ${p.deck + 66}" stroke="${light}" stroke-width="5" opacity="0.6"/>`,
    `<rect x="24" y="${p.hood + 20}" width="36" height="16" rx="6" fill="#fef3c7"/>`,
    `<rect x="958" y="${p.deck + 24}" width="22" height="18" rx="5" fill="#dc2626"/>`,
    wheel(220, wheelY, p.wheelRadius, '#d1d5db'),
    wheel(790, wheelY, p.wheelRadius, '#d1d5db'),
  ].join('');
  const carTransform = `translate(100 280) ${mirrored ? 'translate(1000 0) scale(-1 1)' : ''}`;
  // A close-up magnifies the scene around the front wheel; the text stays outside the zoom so
  // every picture still names the car.
  const sceneTransform = spec.view === 3 ? 'scale(2) translate(-40 -330)' : '';
  const name = `${spec.make} ${spec.model}`;
  const title = escapeXml(name);
  // The text is centred and kept below the top fifth: a search card crops the 3:2 picture to 4:3
  // (the sides go) and lays its badges and the 'Įsiminti' button over the top corners. A long name
  // is written smaller so that it still fits the cropped width.
  const titleSize = Math.min(60, Math.floor(1500 / name.length));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.skyTop}"/><stop offset="1" stop-color="${scene.skyBottom}"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${spec.color}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
</defs>
<g transform="${sceneTransform}">
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<rect y="600" width="${width}" height="200" fill="${scene.ground}"/>
<rect x="0" y="690" width="${width}" height="8" fill="${scene.line}" opacity="0.7"/>
<g transform="${carTransform}">${car}</g>
</g>
<text x="${width / 2}" y="215" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${titleSize}" font-weight="bold" fill="${scene.text}">${title}</text>
<text x="${width / 2}" y="270" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="${scene.text}">${spec.year} · demonstracinė nuotrauka</text>
</svg>`;
}

/**
 * The real renderer: SVG → PNG. PNG (not WebP) because the upload pipeline accepts PNG and JPEG
 * only and the seed sends the pictures through it like an owner's upload; compression level 1
 * because these bytes are decoded again right away.
 */
export const renderCarImage: CarImageRenderer = (spec) =>
  sharp(Buffer.from(carImageSvg(spec))).png({ compressionLevel: 1 }).toBuffer();

/** Article cover: the title on a gradient in the category's colour, 1200 × 630 (link-preview size). */
export interface ArticleCoverSpec {
  title: string;
  categoryName: string;
  /** Hue 0–359 of the gradient. */
  hue: number;
}

/** Breaks a title into lines of at most `max` characters. */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function articleCoverSvg(spec: ArticleCoverSpec): string {
  const lines = wrapText(spec.title, 30).slice(0, 4);
  const text = lines
    .map((line, i) => `<text x="80" y="${250 + i * 72}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="58" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${spec.hue}, 65%, 32%)"/><stop offset="1" stop-color="hsl(${(spec.hue + 40) % 360}, 70%, 18%)"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<circle cx="1080" cy="120" r="220" fill="#ffffff" opacity="0.06"/>
<circle cx="1010" cy="560" r="140" fill="#ffffff" opacity="0.05"/>
<text x="80" y="140" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#ffffff" opacity="0.85">${escapeXml(spec.categoryName.toUpperCase())}</text>
${text}
<text x="80" y="570" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" font-weight="bold" fill="#ffffff" opacity="0.9">Ratai</text>
</svg>`;
}

/** Article cover as WebP bytes, stored as is (it is ours, not an upload to re-encode). */
export function renderArticleCover(spec: ArticleCoverSpec): Promise<Buffer> {
  return sharp(Buffer.from(articleCoverSvg(spec))).webp({ quality: 80 }).toBuffer();
}
