/**
 * Demo floor plans drawn as plain SVG (rectangles and text, never script), so the demo data
 * needs no binary fixtures and nothing downloaded.
 */
export interface DemoRoom {
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
  /** fill tone: living space, shared space, technical space */
  tone?: 'living' | 'shared' | 'technical' | 'parking';
}

const FILL = { living: '#eef6ff', shared: '#f5f5f4', technical: '#fff7ed', parking: '#f1f5f9' } as const;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function floorPlanSvg(title: string, rooms: DemoRoom[], width = 800, height = 520): Buffer {
  const parts = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="24" y="36" font-size="20" font-weight="bold" fill="#0f172a">${esc(title)}</text>`,
    `<rect x="20" y="56" width="${width - 40}" height="${height - 76}" fill="none" stroke="#0f172a" stroke-width="6"/>`,
  ];
  for (const r of rooms) {
    parts.push(
      `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="${FILL[r.tone ?? 'living']}" stroke="#334155" stroke-width="2"/>`,
      `<text x="${r.x + r.w / 2}" y="${r.y + r.h / 2 + 5}" font-size="14" text-anchor="middle" fill="#1e293b">${esc(r.label)}</text>`,
    );
  }
  // a north arrow and a scale bar make it read as a plan
  parts.push(
    `<path d="M ${width - 50} 20 l 10 26 l -10 -6 l -10 6 z" fill="#0f172a"/>`,
    `<text x="${width - 50}" y="16" font-size="12" text-anchor="middle">S</text>`,
    `<rect x="${width - 180}" y="${height - 16}" width="100" height="4" fill="#0f172a"/>`,
    `<text x="${width - 70}" y="${height - 10}" font-size="11">10 m</text>`,
    `</svg>`,
  );
  return Buffer.from(parts.join('\n'), 'utf8');
}

/** A storey of flats around a corridor and a staircase; `flats` labels go left to right. */
export function typicalFloor(title: string, flats: string[]): Buffer {
  const n = flats.length;
  const w = 760 / Math.max(n, 1);
  const rooms: DemoRoom[] = flats.map((label, i) => ({ x: 20 + i * w, y: 56, w, h: 300, label, tone: 'living' }));
  rooms.push({ x: 20, y: 356, w: 560, h: 88, label: 'Chodba', tone: 'shared' });
  rooms.push({ x: 580, y: 356, w: 120, h: 88, label: 'Schodiště', tone: 'shared' });
  rooms.push({ x: 700, y: 356, w: 80, h: 88, label: 'Výtah', tone: 'technical' });
  return floorPlanSvg(title, rooms);
}
