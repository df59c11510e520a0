import zlib from 'node:zlib';

/** A tiny RGB raster and a PNG encoder (node zlib only): enough to draw the generated hero images and gate photos. */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Fills the rectangle [x, x+w) × [y, y+h), clipped to the canvas. */
  fillRect(x: number, y: number, w: number, h: number, [r, g, b]: RGB) {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let yy = y0; yy < y1; yy++) {
      let i = (yy * this.width + x0) * 3;
      for (let xx = x0; xx < x1; xx++) {
        this.pixels[i++] = r;
        this.pixels[i++] = g;
        this.pixels[i++] = b;
      }
    }
  }

  /** A vertical gradient from `top` to `bottom` over the rows [y, y+h). */
  verticalGradient(y: number, h: number, top: RGB, bottom: RGB) {
    for (let row = 0; row < h; row++) {
      const t = h <= 1 ? 0 : row / (h - 1);
      this.fillRect(0, y + row, this.width, 1, mix(top, bottom, t));
    }
  }

  /** A filled triangle-ish roof: rows narrowing from `baseWidth` at `baseY` up to `peakWidth` at `baseY - h`. */
  trapezoid(cx: number, baseY: number, baseWidth: number, peakWidth: number, h: number, color: RGB) {
    for (let row = 0; row < h; row++) {
      const t = row / Math.max(1, h - 1);
      const w = baseWidth + (peakWidth - baseWidth) * t;
      this.fillRect(cx - w / 2, baseY - row - 1, w, 1, color);
    }
  }
}

export type RGB = readonly [number, number, number];

export function mix(a: RGB, b: RGB, t: number): RGB {
  return [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as unknown as RGB;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** 8-bit truecolour PNG, no interlace, filter 0 on every row. */
export function encodePng(raster: Raster): Buffer {
  const { width, height, pixels } = raster;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0;
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
