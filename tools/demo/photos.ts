// The sample stores' photos, drawn in code at run time: an SVG per picture, rendered to PNG by resvg (no
// download, no binary file in the repository, no text so no font is needed). A storefront for the
// representative image and a close-up of what the store sells for the normal one; colours vary per store.
import { Resvg } from '@resvg/resvg-js';

import type { Random } from './random';

export type StoreKind = 'sari-sari' | 'cafe' | 'bakery' | 'carinderia' | 'laundry';

export interface Photo {
  name: string;
  mimeType: 'image/png';
  bytes: Uint8Array;
}

const WIDTH = 640;
const HEIGHT = 480;

/** Facade, awning and trim colours a store is painted in (one chosen per store). */
const PALETTES = [
  { wall: '#f4e3c3', awning: '#d9453b', trim: '#7a3b2e' },
  { wall: '#d8ecd9', awning: '#2f8f5b', trim: '#1f5c3c' },
  { wall: '#fbe8a6', awning: '#2b6cb0', trim: '#1e3a5f' },
  { wall: '#f6d5cf', awning: '#e08a1e', trim: '#8a4b12' },
  { wall: '#e4ddf4', awning: '#7b4bb7', trim: '#46286e' },
  { wall: '#d6eef2', awning: '#148a9c', trim: '#0d5560' },
] as const;

type Palette = (typeof PALETTES)[number];

const svg = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;

/** A scalloped awning across the front, in stripes of the store's colour and white. */
function awning(palette: Palette, y: number): string {
  const stripes: string[] = [];
  const width = 40;
  for (let stripe = 0; stripe < 13; stripe++) {
    const x = 60 + stripe * width;
    const colour = stripe % 2 === 0 ? palette.awning : '#ffffff';
    stripes.push(
      `<path d="M${x} ${y} h${width} v46 a${width / 2} 14 0 0 1 -${width} 0 z" fill="${colour}" stroke="${palette.trim}" stroke-width="1.5"/>`,
    );
  }
  return stripes.join('');
}

/** What a passer-by sees in the window (or through the grille, for a sari-sari store). */
function windowDisplay(kind: StoreKind, random: Random): string {
  switch (kind) {
    case 'sari-sari': {
      const goods: string[] = [];
      const colours = ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#457b9d', '#f1faee'];
      for (let row = 0; row < 3; row++) {
        for (let col = 0; col < 9; col++) {
          const h = 18 + random.int(0, 10);
          goods.push(
            `<rect x="${112 + col * 26}" y="${300 + row * 34 - h}" width="18" height="${h}" rx="3" fill="${random.pick(colours)}"/>`,
          );
        }
        goods.push(`<rect x="104" y="${300 + row * 34}" width="240" height="4" fill="#8d6e63"/>`);
      }
      const grille = Array.from(
        { length: 13 },
        (_, i) =>
          `<line x1="${104 + i * 20}" y1="240" x2="${104 + i * 20}" y2="372" stroke="#5d5d5d" stroke-width="2"/>`,
      ).join('');
      return goods.join('') + grille;
    }
    case 'cafe':
      return (
        `<rect x="130" y="300" width="70" height="50" rx="10" fill="#ffffff"/>` +
        `<path d="M200 312 a14 14 0 0 1 0 28" fill="none" stroke="#ffffff" stroke-width="8"/>` +
        `<ellipse cx="165" cy="302" rx="35" ry="7" fill="#6f4e37"/>` +
        `<path d="M150 285 q8 -14 0 -28 M170 285 q8 -14 0 -28" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.8"/>` +
        `<circle cx="280" cy="320" r="30" fill="#c68642"/><circle cx="280" cy="320" r="12" fill="#f4e3c3"/>`
      );
    case 'bakery':
      return Array.from({ length: 6 }, (_, i) => {
        const x = 130 + (i % 3) * 70;
        const y = 290 + Math.floor(i / 3) * 45;
        return `<ellipse cx="${x}" cy="${y}" rx="28" ry="16" fill="#d4a056"/><path d="M${x - 14} ${y - 4} q14 -10 28 0" stroke="#a0522d" stroke-width="3" fill="none"/>`;
      }).join('');
    case 'carinderia':
      return [140, 215, 290]
        .map(
          (x, i) =>
            `<rect x="${x - 30}" y="300" width="60" height="44" rx="8" fill="${['#9e9e9e', '#b0bec5', '#8d6e63'][i]}"/>` +
            `<ellipse cx="${x}" cy="300" rx="32" ry="8" fill="#cfd8dc"/><circle cx="${x}" cy="290" r="5" fill="#37474f"/>`,
        )
        .join('');
    case 'laundry':
      return [150, 240]
        .map(
          (x) =>
            `<rect x="${x - 38}" y="262" width="76" height="96" rx="8" fill="#fafafa" stroke="#90a4ae" stroke-width="3"/>` +
            `<circle cx="${x}" cy="318" r="26" fill="#81d4fa" stroke="#607d8b" stroke-width="5"/>` +
            `<circle cx="${x + 20}" cy="276" r="4" fill="#607d8b"/>`,
        )
        .join('');
  }
}

/** The representative photo: the store's front, by day, with its awning, window and door. */
function storefront(kind: StoreKind, palette: Palette, random: Random): string {
  const sky = random.pick(['#bde3ff', '#cfe9ff', '#ffe0b8']);
  const plants = Array.from({ length: 3 }, (_, i) => {
    const x = 40 + i * 270 + random.int(0, 30);
    return `<circle cx="${x}" cy="390" r="${22 + random.int(0, 10)}" fill="#4caf50"/><rect x="${x - 14}" y="395" width="28" height="30" fill="#8d6e63"/>`;
  }).join('');
  return svg(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>` +
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>` +
      `<circle cx="${520 + random.int(-40, 40)}" cy="70" r="34" fill="#ffd54f" opacity="0.9"/>` +
      `<rect x="60" y="90" width="520" height="340" fill="${palette.wall}" stroke="${palette.trim}" stroke-width="4"/>` +
      `<rect x="60" y="70" width="520" height="34" fill="${palette.trim}"/>` +
      `<rect x="150" y="118" width="340" height="60" rx="8" fill="#ffffff" stroke="${palette.trim}" stroke-width="4"/>` +
      `<rect x="180" y="140" width="${120 + random.int(0, 120)}" height="16" rx="8" fill="${palette.awning}" opacity="0.8"/>` +
      awning(palette, 190) +
      `<rect x="100" y="240" width="250" height="135" fill="#fff8e1" stroke="${palette.trim}" stroke-width="5"/>` +
      windowDisplay(kind, random) +
      `<rect x="400" y="250" width="120" height="180" fill="${palette.trim}"/>` +
      `<rect x="412" y="262" width="96" height="110" fill="#e3f2fd" opacity="0.8"/>` +
      `<circle cx="500" cy="345" r="6" fill="#ffd54f"/>` +
      `<rect x="0" y="425" width="${WIDTH}" height="55" fill="#9e9e9e"/>` +
      `<rect x="0" y="425" width="${WIDTH}" height="6" fill="#757575"/>` +
      plants,
  );
}

/** The normal photo: a close-up on the counter of what the store sells. */
function closeUp(kind: StoreKind, palette: Palette, random: Random): string {
  const table = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.wall}"/><rect y="300" width="${WIDTH}" height="180" fill="#a1887f"/><rect y="300" width="${WIDTH}" height="8" fill="#6d4c41"/>`;
  switch (kind) {
    case 'cafe':
      return svg(
        table +
          `<ellipse cx="320" cy="360" rx="150" ry="30" fill="#ffffff"/>` +
          `<path d="M230 200 h180 l-20 150 h-140 z" fill="${palette.awning}"/>` +
          `<path d="M410 230 a40 40 0 0 1 0 80" fill="none" stroke="${palette.awning}" stroke-width="16"/>` +
          `<ellipse cx="320" cy="200" rx="90" ry="16" fill="#4e342e"/>` +
          `<path d="M290 170 q15 -30 0 -60 M330 170 q15 -30 0 -60" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.7"/>`,
      );
    case 'bakery':
      return svg(
        table +
          `<rect x="110" y="300" width="420" height="90" rx="12" fill="#78909c"/>` +
          Array.from({ length: 10 }, (_, i) => {
            const x = 150 + (i % 5) * 85;
            const y = 320 + Math.floor(i / 5) * 40 - random.int(0, 6);
            return `<ellipse cx="${x}" cy="${y}" rx="36" ry="22" fill="#d7a35a"/><ellipse cx="${x}" cy="${y - 6}" rx="26" ry="10" fill="#e8c48a"/>`;
          }).join(''),
      );
    case 'carinderia':
      return svg(
        table +
          [170, 320, 470]
            .map(
              (x, i) =>
                `<ellipse cx="${x}" cy="350" rx="70" ry="24" fill="#eceff1"/>` +
                `<ellipse cx="${x}" cy="340" rx="56" ry="16" fill="${['#8d4925', '#f9a825', '#558b2f'][i]}"/>` +
                `<circle cx="${x - 15}" cy="336" r="8" fill="#ffffff" opacity="0.6"/>`,
            )
            .join('') +
          `<path d="M60 240 h520" stroke="${palette.trim}" stroke-width="6"/>`,
      );
    case 'laundry':
      return svg(
        table +
          Array.from({ length: 4 }, (_, i) => {
            const colour = random.pick(['#90caf9', '#f48fb1', '#fff59d', '#a5d6a7', '#ffffff', '#ce93d8']);
            return `<rect x="${200 + random.int(-8, 8)}" y="${300 - (i + 1) * 38}" width="240" height="36" rx="10" fill="${colour}" stroke="#9e9e9e" stroke-width="2"/>`;
          }).join('') +
          `<circle cx="520" cy="200" r="40" fill="#b3e5fc" stroke="#607d8b" stroke-width="8"/>`,
      );
    case 'sari-sari':
      return svg(
        `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.wall}"/>` +
          Array.from({ length: 4 }, (_, row) => {
            const shelf = `<rect x="40" y="${110 + row * 100}" width="560" height="8" fill="#6d4c41"/>`;
            const goods = Array.from({ length: 14 }, (_, col) => {
              const h = 40 + random.int(0, 40);
              const colour = random.pick(['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#457b9d', '#ffffff']);
              return `<rect x="${50 + col * 39}" y="${110 + row * 100 - h}" width="30" height="${h}" rx="4" fill="${colour}"/>`;
            }).join('');
            return goods + shelf;
          }).join(''),
      );
  }
}

function png(name: string, source: string): Photo {
  return { name, mimeType: 'image/png', bytes: new Resvg(source).render().asPng() };
}

/** A store's two photos: its front (representative) and a close-up of its goods (normal). */
export function storePhotos(slug: string, kind: StoreKind, random: Random): { front: Photo; goods: Photo } {
  const palette = random.pick(PALETTES);
  return {
    front: png(`${slug}-front.png`, storefront(kind, palette, random)),
    goods: png(`${slug}-goods.png`, closeUp(kind, palette, random)),
  };
}
