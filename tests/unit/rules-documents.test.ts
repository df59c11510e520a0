import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_ENTITY_TYPES,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_FORMATS_TEXT,
  DOCUMENT_KINDS,
  DOCUMENT_VISIBILITIES,
  canChangeDocument,
  canSeeDocument,
  mayUploadSomewhere,
  type DocumentAccess,
} from '../../contract/rules/documents';

const tenant: DocumentAccess = { staff: false, memberUnitIds: [1], managedUnitIds: [] };
const owner: DocumentAccess = { staff: false, memberUnitIds: [1], managedUnitIds: [1] };
const staff: DocumentAccess = { staff: true, memberUnitIds: [], managedUnitIds: [] };
const member: DocumentAccess = { staff: false, memberUnitIds: [], managedUnitIds: [] };

const doc = (entity_type: 'building' | 'unit', entity_id: number, visibility: 'public' | 'private') => ({ entity_type, entity_id, visibility });

describe('contract/rules/documents', () => {
  it('who sees which document', () => {
    const cases: Array<[DocumentAccess, ReturnType<typeof doc>, boolean]> = [
      [member, doc('building', 9, 'public'), true],
      [member, doc('building', 9, 'private'), false],
      [member, doc('unit', 1, 'public'), false],
      [tenant, doc('unit', 1, 'public'), true],
      [tenant, doc('unit', 1, 'private'), false],
      [tenant, doc('unit', 2, 'public'), false],
      [owner, doc('unit', 1, 'private'), true],
      [owner, doc('building', 9, 'private'), false],
      [staff, doc('building', 9, 'private'), true],
      [staff, doc('unit', 5, 'private'), true],
    ];
    for (const [access, target, expected] of cases) expect(canSeeDocument(access, target)).toBe(expected);
  });

  it('who changes and uploads: staff everywhere, owners for their unit only', () => {
    expect(canChangeDocument(owner, { entity_type: 'unit', entity_id: 1 })).toBe(true);
    expect(canChangeDocument(owner, { entity_type: 'building', entity_id: 9 })).toBe(false);
    expect(canChangeDocument(tenant, { entity_type: 'unit', entity_id: 1 })).toBe(false);
    expect(canChangeDocument(staff, { entity_type: 'building', entity_id: 9 })).toBe(true);
    // a building whose id is also the id of the owner's unit is still not the owner's to change
    expect(canChangeDocument(owner, { entity_type: 'building', entity_id: 1 })).toBe(false);
    expect([tenant, owner, staff, member].map(mayUploadSomewhere)).toEqual([false, true, true, false]);
  });

  it('has the spec’s entity types and visibilities (spec 000 §3)', () => {
    expect(DOCUMENT_ENTITY_TYPES).toEqual(['building', 'unit']);
    expect(DOCUMENT_VISIBILITIES).toEqual(['public', 'private']);
  });

  it('takes these kinds, each with these file-name extensions, and names them in the refusal', () => {
    expect(DOCUMENT_EXTENSIONS).toEqual({
      pdf: ['pdf'],
      jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
      png: ['png'],
      gif: ['gif'],
      webp: ['webp'],
      docx: ['docx'],
      xlsx: ['xlsx'],
      odt: ['odt'],
      doc: ['doc'],
      xls: ['xls'],
      txt: ['txt', 'csv', 'md', 'log', 'text'],
    });
    expect(DOCUMENT_ACCEPT).toBe('.pdf,.jpg,.jpeg,.jpe,.jfif,.png,.gif,.webp,.docx,.xlsx,.odt,.doc,.xls,.txt,.csv,.md,.log,.text');
    expect(DOCUMENT_FORMATS_TEXT).toBe('PDF, JPG, PNG, GIF, WEBP, DOC, DOCX, XLS, XLSX, ODT, TXT');
  });

  it('no SVG among documents; the file input offers every accepted extension', () => {
    expect(DOCUMENT_KINDS).not.toContain('svg' as never);
    for (const kind of DOCUMENT_KINDS) for (const ext of DOCUMENT_EXTENSIONS[kind]) expect(DOCUMENT_ACCEPT.split(',')).toContain(`.${ext}`);
  });
});
