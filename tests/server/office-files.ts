import zlib from 'node:zlib';

// Office files as their programs write them (zip containers), for tests of content sniffing.

/** A little-endian record: [offset, value, 2 or 4 bytes] fields in a zeroed buffer. */
function record(size: number, fields: Array<[number, number, 2 | 4]>): Buffer {
  const buf = Buffer.alloc(size);
  for (const [at, value, width] of fields) {
    if (width === 2) buf.writeUInt16LE(value, at);
    else buf.writeUInt32LE(value, at);
  }
  return buf;
}

/** A minimal zip (stored entries) as Office and LibreOffice write them: the entries name the format. */
export function zip(entries: Array<[string, string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = record(30, [[0, 0x04034b50, 4], [4, 20, 2], [14, crc, 4], [18, data.length, 4], [22, data.length, 4], [26, fileName.length, 2]]);
    const central = record(46, [[0, 0x02014b50, 4], [4, 20, 2], [6, 20, 2], [16, crc, 4], [20, data.length, 4], [24, data.length, 4], [28, fileName.length, 2], [42, offset, 4]]);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = record(22, [[0, 0x06054b50, 4], [8, entries.length, 2], [10, entries.length, 2], [12, dir.length, 4], [16, offset, 4]]);
  return Buffer.concat([...locals, dir, end]);
}

const CONTENT_TYPES = (part: string, type: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${type}"/></Types>`;
const OOXML = 'application/vnd.openxmlformats-officedocument';
export const docx = () =>
  zip([
    ['[Content_Types].xml', CONTENT_TYPES('word/document.xml', `${OOXML}.wordprocessingml.document.main+xml`)],
    ['word/document.xml', '<w:document/>'],
  ]);
export const xlsx = () =>
  zip([
    ['[Content_Types].xml', CONTENT_TYPES('xl/workbook.xml', `${OOXML}.spreadsheetml.sheet.main+xml`)],
    ['xl/workbook.xml', '<workbook/>'],
  ]);
export const odt = () => zip([['mimetype', 'application/vnd.oasis.opendocument.text'], ['content.xml', '<office:document-content/>']]);
