import { describe, expect, it } from 'vitest';
import { sniffFileKind } from '../../server/domain/files/sniff';

const bytes = (...b: number[]) => Buffer.from(b);

describe('sniffFileKind decides by content, not by name', () => {
  it.each([
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['pdf', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj')],
    ['svg', Buffer.from('<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['txt', Buffer.from('Zápis ze schůze vlastníků\nBod 1: …\n')],
  ])('recognises %s', (kind, content) => {
    expect(sniffFileKind(content)).toBe(kind);
  });

  it('refuses HTML, even when it would be sent as a .png', () => {
    expect(sniffFileKind(Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniffFileKind(Buffer.from('<html><body>hi</body></html>'))).toBeNull();
  });

  it('refuses binary noise and empty files', () => {
    expect(sniffFileKind(bytes(0x00, 0x01, 0x02, 0xff, 0x00))).toBeNull();
    expect(sniffFileKind(Buffer.alloc(0))).toBeNull();
  });

  it('does not take a text that merely mentions svg for an SVG', () => {
    expect(sniffFileKind(Buffer.from('This text talks about <svg> elements.'))).toBe('txt');
  });
});
