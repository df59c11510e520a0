import { describe, expect, it } from 'vitest';
import { defaultTitle, documentFileName } from '../../server/domain/documents/file-types';
import { DOCUMENT_FILE_NAME_MAX as NAME_MAX } from '../../contract/rules/documents';
import { containsPattern, foldForSearch } from '../../server/domain/documents/search-text';

describe('document file names', () => {
  it('keeps a name whose extension matches the content', () => {
    expect(documentFileName('Zápis ze schůze.pdf', 'pdf')).toBe('Zápis ze schůze.pdf');
    expect(documentFileName('FOTO.JPEG', 'jpg')).toBe('FOTO.JPEG');
    expect(documentFileName('data.csv', 'txt')).toBe('data.csv');
  });

  it('appends the content’s extension when the name claims another type', () => {
    expect(documentFileName('stranka.html', 'txt')).toBe('stranka.html.txt');
    expect(documentFileName('obrazek.png', 'pdf')).toBe('obrazek.png.pdf');
    expect(documentFileName('bez-pripony', 'docx')).toBe('bez-pripony.docx');
  });

  it('drops paths, control and reserved characters, and never returns an empty name', () => {
    expect(documentFileName('C:\\Users\\eva\\..\\smlouva.pdf', 'pdf')).toBe('smlouva.pdf');
    expect(documentFileName('../../etc/passwd', 'txt')).toBe('passwd.txt');
    expect(documentFileName('a\u0000b\r\n"c".pdf', 'pdf')).toBe('a_b___c_.pdf');
    expect(documentFileName('...', 'pdf')).toBe('dokument.pdf');
  });

  it('shortens a long name but keeps its extension', () => {
    const name = documentFileName(`${'x'.repeat(300)}.pdf`, 'pdf');
    expect(name).toHaveLength(NAME_MAX);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(documentFileName('y'.repeat(300), 'pdf')).toMatch(/^y+\.pdf$/);
  });

  it('defaults the title to the picked file name', () => {
    expect(defaultTitle('Zápis ze schůze.pdf')).toBe('Zápis ze schůze.pdf');
    expect(defaultTitle('/tmp/x/report.pdf')).toBe('report.pdf');
  });
});

describe('document search folding', () => {
  it('ignores case and Czech accents', () => {
    expect(foldForSearch('ŽLUŤOUČKÝ Kůň')).toBe('zlutoucky kun');
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
