/**
 * Small, valid files for demo data and tests, generated here so that no binary fixture has to
 * live in the repository.
 */

/** PDF strings escape backslash and parentheses; the base-14 fonts know only Latin-1, so other letters lose their accents. */
function pdfText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A one-page PDF 1.4 with the given lines in Helvetica, with a correct cross-reference table. */
export function minimalPdf(lines: string[]): Buffer {
  const content = [
    'BT',
    '/F1 14 Tf',
    '56 780 Td',
    '18 TL',
    ...lines.map((l, i) => `${i === 0 ? '' : 'T* '}(${pdfText(l)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A UTF-8 text file (the document library accepts plain text). */
export function textFile(lines: string[]): Buffer {
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}
