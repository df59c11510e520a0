import { describe, expect, it } from 'vitest';
import { sniffFileKind } from '../../server/domain/files/sniff';
import { docx, odt, xlsx, zip } from '../server/office-files';

const bytes = (...b: number[]) => Buffer.from(b);

describe('sniffFileKind decides by content, not by name', () => {
  it.each([
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52)],
    ['gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['pdf', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj')],
    ['svg', Buffer.from('<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>')],
    ['txt', Buffer.from('Zápis ze schůze vlastníků\nBod 1: …\n')],
    ['docx', docx()],
    ['xlsx', xlsx()],
    ['odt', odt()],
  ])('recognises %s', async (kind, content) => {
    expect(await sniffFileKind(content)).toBe(kind);
  });

  it('tells old Word from old Excel inside the OLE container that file-type reports only as cfb', async () => {
    const ole = (stream: string) => {
      const buf = Buffer.alloc(2048);
      bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1).copy(buf, 0);
      buf.writeUInt16LE(0x003e, 24); // minor version
      buf.writeUInt16LE(0x0003, 26); // major version 3
      buf.writeUInt16LE(0xfffe, 28); // byte order
      buf.writeUInt16LE(9, 30); // sector shift
      Buffer.from(stream, 'utf16le').copy(buf, 1024);
      return buf;
    };
    expect(await sniffFileKind(ole('WordDocument'))).toBe('doc');
    expect(await sniffFileKind(ole('Workbook'))).toBe('xls');
  });

  it('refuses HTML, even when it would be sent as a .png', async () => {
    expect(await sniffFileKind(Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'))).toBeNull();
    expect(await sniffFileKind(Buffer.from('<html><body>hi</body></html>'))).toBeNull();
    expect(await sniffFileKind(Buffer.from('\n  <script>fetch("/v1/users/me")</script>'))).toBeNull();
  });

  it('refuses binary formats it does not accept and a plain zip, instead of calling them text', async () => {
    expect(await sniffFileKind(zip([['notes.txt', 'hello']]))).toBeNull();
    expect(await sniffFileKind(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]))).toBeNull();
    expect(await sniffFileKind(Buffer.from('7z\xbc\xaf\x27\x1c\x00\x04', 'latin1'))).toBeNull();
  });

  it('refuses binary noise and empty files', async () => {
    expect(await sniffFileKind(bytes(0x00, 0x01, 0x02, 0xff, 0x00))).toBeNull();
    expect(await sniffFileKind(Buffer.alloc(0))).toBeNull();
  });

  it('does not take a text that merely mentions svg for an SVG, nor other XML', async () => {
    expect(await sniffFileKind(Buffer.from('This text talks about <svg> elements.'))).toBe('txt');
    expect(await sniffFileKind(Buffer.from('<?xml version="1.0"?><note><svg/></note>'))).not.toBe('svg');
  });
});
