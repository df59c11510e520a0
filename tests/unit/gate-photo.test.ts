import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PHOTO_HEIGHT, PHOTO_WIDTH, drawGatePhoto, photoTimestamp } from '../../server/domain/parking/photo-draw';
import { drawText, hasGlyph, textWidth } from '../../server/domain/parking/photo-font';
import { Raster } from '../../server/lib/png';

/** The RGB pixels of a PNG written by encodePng (8-bit RGB, filter 0 on every row). */
function decode(png: Buffer): { width: number; height: number; pixels: Buffer } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const len = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + len));
    at += 12 + len;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) raw.copy(pixels, y * stride, y * (stride + 1) + 1, (y + 1) * (stride + 1));
  return { width, height, pixels };
}

/** The glyph bits `text` leaves on a white 1× canvas, as rows of '#' and '.'. */
function rendered(text: string): string[] {
  const r = new Raster(textWidth(text, 1), 7);
  r.fillRect(0, 0, r.width, r.height, [255, 255, 255]);
  drawText(r, text, 0, 0, 1, [0, 0, 0]);
  return Array.from({ length: 7 }, (_, y) => Array.from({ length: r.width }, (_, x) => (r.pixels[(y * r.width + x) * 3] === 0 ? '#' : '.')).join(''));
}

describe('gate camera picture', () => {
  it('is a PNG of the camera size, the same for the same pass and different for another plate or time', () => {
    const at = '2026-03-01T07:15:00.000Z';
    const a = drawGatePhoto('1AB2345', 'forward', at);
    const { width, height } = decode(a);
    expect([width, height]).toEqual([PHOTO_WIDTH, PHOTO_HEIGHT]);
    expect(drawGatePhoto('1AB2345', 'forward', at)).toEqual(a);
    expect(decode(drawGatePhoto('1AB2346', 'forward', at)).pixels).not.toEqual(decode(a).pixels);
    expect(decode(drawGatePhoto('1AB2345', 'forward', '2026-03-01T07:16:00.000Z')).pixels).not.toEqual(decode(a).pixels);
    expect(decode(drawGatePhoto('1AB2345', 'reverse', at)).pixels).not.toEqual(decode(a).pixels);
  });

  it('prints the building’s local time, summer time included', () => {
    expect(photoTimestamp('2026-01-15T23:30:05.000Z')).toBe('2026-01-16 00:30:05');
    expect(photoTimestamp('2026-07-15T12:00:00.000Z')).toBe('2026-07-15 14:00:00');
  });

  it('has a glyph for every character a plate or a time stamp uses, and a box for any other', () => {
    for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:.- ') expect(hasGlyph(ch), ch).toBe(true);
    expect(hasGlyph('Ž')).toBe(false);
    expect(rendered('Ž')).toEqual(['#####', '#...#', '#...#', '#...#', '#...#', '#...#', '#####']);
    expect(rendered('1')).toEqual(['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.']);
    // one blank column between characters; lower case is drawn as capitals
    expect(rendered('-a')).toEqual(rendered('-A'));
    expect(rendered('--')[3]).toBe('#####.#####');
    // every glyph differs from every other (a plate must read unambiguously)
    const chars = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:.-'];
    expect(new Set(chars.map((c) => rendered(c).join('/'))).size).toBe(chars.length);
  });
});
