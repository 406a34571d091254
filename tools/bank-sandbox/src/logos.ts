import sharp from 'sharp';
import type { SandboxInstitution } from './institutions';

/**
 * Bank logos drawn locally: the bank's initials on a brand-coloured rounded square, rendered from
 * SVG to PNG with sharp. The letters are stroked paths rather than <text>, because text would
 * depend on the fonts installed on the machine (a slim container may have none) and the logos
 * must look the same everywhere.
 */

export const LOGO_SIZE = 128;

/** Glyphs on a 10 × 14 grid (cap height 14; the caron of Š rises above it). */
const GLYPHS: Record<string, { width: number; path: string }> = {
  B: { width: 10, path: 'M1 1V13M1 1H6Q9 1 9 4Q9 7 6 7H1M6 7Q9.5 7 9.5 10Q9.5 13 6 13H1' },
  C: { width: 10, path: 'M9 3Q7.5 1 5 1Q1 1 1 7Q1 13 5 13Q7.5 13 9 11' },
  E: { width: 9, path: 'M8.5 1H1V13H8.5M1 7H7' },
  L: { width: 9, path: 'M1 1V13H8.5' },
  M: { width: 11, path: 'M1 13V1L5.5 9L10 1V13' },
  R: { width: 10, path: 'M1 13V1H6Q9 1 9 4Q9 7 6 7H1M5.5 7L9 13' },
  S: { width: 10, path: 'M9 2.6Q7.6 1 5 1Q1 1 1 4Q1 6.4 5 7Q9 7.6 9 10Q9 13 5 13Q2.4 13 1 11.4' },
  Š: {
    width: 10,
    path: 'M9 2.6Q7.6 1 5 1Q1 1 1 4Q1 6.4 5 7Q9 7.6 9 10Q9 13 5 13Q2.4 13 1 11.4M3 -4L5 -2L7 -4',
  },
};
const GAP = 2.5;

export function logoSvg(institution: SandboxInstitution): string {
  const letters = [...institution.initials].map((ch) => GLYPHS[ch] ?? GLYPHS['B']);
  const width = letters.reduce((sum, g) => sum + g.width, 0) + GAP * (letters.length - 1);
  const hasCaron = institution.initials.includes('Š');
  const top = hasCaron ? -4 : 0;
  const height = 14 - top;
  // Fit the word into the inner 62 % of the square, keeping the proportions.
  const scale = Math.min((LOGO_SIZE * 0.62) / width, (LOGO_SIZE * 0.5) / height);
  const x0 = (LOGO_SIZE - width * scale) / 2;
  const y0 = (LOGO_SIZE - height * scale) / 2 - top * scale;
  let x = 0;
  const paths = letters
    .map((g) => {
      const p = `<path transform="translate(${x.toFixed(2)} 0)" d="${g.path}"/>`;
      x += g.width + GAP;
      return p;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}">` +
    `<rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="24" fill="${institution.background}"/>` +
    `<g transform="translate(${x0.toFixed(2)} ${y0.toFixed(2)}) scale(${scale.toFixed(3)})" fill="none" stroke="${institution.foreground}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
    paths +
    `</g></svg>`
  );
}

const cache = new Map<string, Promise<Buffer>>();

/** The PNG of one bank, rendered once per process and kept (seven small images). */
export function logoPng(institution: SandboxInstitution): Promise<Buffer> {
  let png = cache.get(institution.id);
  if (!png) {
    png = sharp(Buffer.from(logoSvg(institution))).png({ compressionLevel: 9 }).toBuffer();
    // A failed render is not cached, so the next request tries again.
    png.catch(() => cache.delete(institution.id));
    cache.set(institution.id, png);
  }
  return png;
}
