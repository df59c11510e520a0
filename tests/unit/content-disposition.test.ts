import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../server/domain/files/download';

describe('contentDisposition (RFC 6266)', () => {
  it('keeps the exact UTF-8 name and an ASCII fallback', () => {
    expect(contentDisposition('Zápis ze schůze.pdf')).toBe(
      `attachment; filename="Zapis ze schuze.pdf"; filename*=UTF-8''Z%C3%A1pis%20ze%20sch%C5%AFze.pdf`,
    );
  });

  it('cannot be broken out of with quotes or new lines', () => {
    const header = contentDisposition('a"b\\c\r\nX-Evil: 1.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"').length).toBe(3);
  });
});
