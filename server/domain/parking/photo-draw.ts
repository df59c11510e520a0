import { Raster, encodePng, type RGB } from '../../lib/png';
import { BUILDING_TIME_ZONE } from '../../lib/building-time';
import type { GateDirection } from '../../../contract/rules/parking';
import { GLYPH_HEIGHT, drawText, textWidth } from './photo-font';

export const PHOTO_WIDTH = 320;
export const PHOTO_HEIGHT = 200;

const DARK: RGB = [34, 38, 46];
const FLOOR: RGB = [82, 86, 94];
const WHITE: RGB = [245, 245, 240];
const BLACK: RGB = [20, 20, 20];
const EU_BLUE: RGB = [0, 51, 153];
const CAR_COLOURS: RGB[] = [
  [150, 30, 36],
  [40, 70, 130],
  [200, 200, 205],
  [40, 40, 44],
  [60, 110, 70],
];

/** The camera's time stamp: the building's local time, as a gate camera prints it. */
export function photoTimestamp(at: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: BUILDING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The same plate always comes in the same car colour. */
function carColour(plate: string): RGB {
  let h = 0;
  for (const ch of plate) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return CAR_COLOURS[h % CAR_COLOURS.length];
}

/**
 * The built-in gate camera's picture of one pass (issue 9: drawn by the project, no downloaded
 * images): the front of a car in the garage entrance with its plate readable, and a caption bar
 * with the direction and the local time.
 */
export function drawGatePhoto(plate: string, direction: GateDirection, at: string): Buffer {
  const r = new Raster(PHOTO_WIDTH, PHOTO_HEIGHT);
  r.verticalGradient(0, PHOTO_HEIGHT, DARK, FLOOR);
  // lane markings
  r.fillRect(40, 150, 4, 50, [200, 180, 60]);
  r.fillRect(276, 150, 4, 50, [200, 180, 60]);
  // the car: body, windscreen, lights
  const body = carColour(plate);
  r.fillRect(70, 60, 180, 30, body);
  r.fillRect(90, 66, 140, 22, [120, 150, 170]);
  r.fillRect(55, 90, 210, 70, body);
  r.fillRect(62, 100, 34, 14, [250, 240, 200]);
  r.fillRect(224, 100, 34, 14, [250, 240, 200]);
  r.fillRect(65, 160, 30, 14, BLACK);
  r.fillRect(225, 160, 30, 14, BLACK);
  // the plate: white field, the EU strip, the text at three times the font's size
  const scale = 3;
  const plateW = Math.max(textWidth('AAAAAAA', scale), textWidth(plate, scale)) + 30;
  const plateH = GLYPH_HEIGHT * scale + 10;
  const plateX = Math.round((PHOTO_WIDTH - plateW) / 2);
  const plateY = 125;
  r.fillRect(plateX - 2, plateY - 2, plateW + 4, plateH + 4, BLACK);
  r.fillRect(plateX, plateY, plateW, plateH, WHITE);
  r.fillRect(plateX, plateY, 12, plateH, EU_BLUE);
  drawText(r, plate, plateX + 12 + Math.round((plateW - 12 - textWidth(plate, scale)) / 2), plateY + 5, scale, BLACK);
  // the caption bar
  r.fillRect(0, 0, PHOTO_WIDTH, 24, BLACK);
  drawText(r, direction === 'forward' ? 'IN' : 'OUT', 6, 5, 2, WHITE);
  const stamp = photoTimestamp(at);
  drawText(r, stamp, PHOTO_WIDTH - 6 - textWidth(stamp, 2), 5, 2, WHITE);
  return encodePng(r);
}
