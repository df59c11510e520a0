import { Raster, encodePng, mix, type RGB } from '../../lib/png';

/**
 * Hero images are drawn by the project, never downloaded: a stylised facade per building,
 * deterministic from its code and floor count. `buildings.image_path` holds either this marker
 * (draw it) or a path in the file store (an uploaded image).
 */
export const GENERATED_FACADE = 'generated:facade';

/** The public URL path of a building's hero image (an <img> cannot send a bearer token, so it is public). */
export const heroImageUrl = (buildingId: number) => `/v1/buildings/${buildingId}/image`;

export const HERO_WIDTH = 960;
export const HERO_HEIGHT = 400;

/** A small deterministic PRNG (mulberry32) seeded from the building code. */
function prng(seedText: string) {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FACADES: RGB[] = [
  [232, 217, 192], // sandstone
  [206, 214, 224], // concrete blue-grey
  [236, 204, 170], // apricot render
  [198, 222, 206], // sage
  [226, 226, 220], // off-white
];
const ROOFS: RGB[] = [
  [120, 63, 52],
  [71, 85, 105],
  [88, 72, 60],
];
const SKY_TOP: RGB = [96, 150, 214];
const SKY_BOTTOM: RGB = [205, 228, 246];
const GROUND: RGB = [104, 140, 88];
const PAVEMENT: RGB = [170, 170, 165];
const WINDOW_DARK: RGB = [58, 78, 104];
const WINDOW_LIT: RGB = [250, 214, 120];
const DOOR: RGB = [92, 60, 40];

export interface FacadeInput {
  /** the building code (seed of colours and lit windows) */
  code: string;
  /** storeys above ground; 4 when unknown */
  floors: number | null;
}

/** Draws the facade as a PNG; the same input always gives the same bytes. */
export function drawFacadePng({ code, floors }: FacadeInput, width = HERO_WIDTH, height = HERO_HEIGHT): Buffer {
  const rand = prng(code);
  const canvas = new Raster(width, height);
  const groundY = Math.round(height * 0.86);

  canvas.verticalGradient(0, groundY, SKY_TOP, SKY_BOTTOM);
  canvas.fillRect(0, groundY, width, height - groundY, GROUND);
  canvas.fillRect(0, groundY, width, Math.round(height * 0.04), PAVEMENT);

  // a few soft clouds
  for (let i = 0; i < 3; i++) {
    const cx = rand() * width;
    const cy = height * (0.08 + rand() * 0.15);
    const cloud = mix(SKY_BOTTOM, [255, 255, 255], 0.6);
    canvas.fillRect(cx - 50, cy, 100, 14, cloud);
    canvas.fillRect(cx - 30, cy - 10, 60, 12, cloud);
  }

  const storeys = Math.max(1, Math.min(12, floors ?? 4));
  const facade = FACADES[Math.floor(rand() * FACADES.length)];
  const roof = ROOFS[Math.floor(rand() * ROOFS.length)];
  const columns = 4 + Math.floor(rand() * 4);
  const storeyH = Math.min(52, Math.floor((groundY - height * 0.2) / storeys));
  const bodyH = storeyH * storeys + 24;
  const bodyW = Math.min(width * 0.7, columns * 70 + 60);
  const bodyX = Math.round((width - bodyW) / 2);
  const bodyY = groundY - bodyH;

  // body, a darker plinth, a cornice and the roof
  canvas.fillRect(bodyX, bodyY, bodyW, bodyH, facade);
  canvas.fillRect(bodyX, groundY - 18, bodyW, 18, mix(facade, [0, 0, 0], 0.25));
  canvas.fillRect(bodyX - 8, bodyY - 8, bodyW + 16, 8, mix(facade, [0, 0, 0], 0.35));
  canvas.trapezoid(width / 2, bodyY - 8, bodyW + 16, bodyW * 0.55, Math.round(storeyH * 0.9), roof);

  // windows, some of them lit
  const cellW = (bodyW - 40) / columns;
  for (let s = 0; s < storeys; s++) {
    const y = bodyY + 14 + s * storeyH;
    for (let c = 0; c < columns; c++) {
      const x = bodyX + 20 + c * cellW + cellW * 0.2;
      // the ground storey leaves room around the entrance
      const isDoorBay = s === storeys - 1 && Math.abs(x + cellW * 0.3 - width / 2) < cellW * 0.75;
      if (isDoorBay) continue;
      const w = cellW * 0.6;
      const h = storeyH * 0.55;
      canvas.fillRect(x - 2, y - 2, w + 4, h + 4, mix(facade, [255, 255, 255], 0.5));
      canvas.fillRect(x, y, w, h, rand() < 0.3 ? WINDOW_LIT : WINDOW_DARK);
      canvas.fillRect(x + w / 2 - 1, y, 2, h, mix(facade, [255, 255, 255], 0.5));
    }
  }

  // the entrance
  const doorW = Math.max(26, cellW * 0.6);
  const doorH = Math.max(34, storeyH * 0.85);
  canvas.fillRect(width / 2 - doorW / 2 - 4, groundY - doorH - 4, doorW + 8, doorH + 4, mix(facade, [0, 0, 0], 0.4));
  canvas.fillRect(width / 2 - doorW / 2, groundY - doorH, doorW, doorH, DOOR);

  // two trees
  for (const side of [-1, 1]) {
    const tx = width / 2 + side * (bodyW / 2 + 60 + rand() * 40);
    canvas.fillRect(tx - 4, groundY - 50, 8, 50, [96, 64, 40]);
    canvas.fillRect(tx - 26, groundY - 100, 52, 56, [62, 118, 70]);
    canvas.fillRect(tx - 18, groundY - 118, 36, 22, [74, 134, 80]);
  }

  return encodePng(canvas);
}

/** Drawn images are kept per building and input; a building's facade changes only with its floor count. */
const cache = new Map<string, Buffer>();

export function cachedFacadePng(input: FacadeInput): Buffer {
  const key = `${input.code}:${input.floors ?? ''}`;
  let png = cache.get(key);
  if (!png) {
    png = drawFacadePng(input);
    if (cache.size > 500) cache.clear();
    cache.set(key, png);
  }
  return png;
}
