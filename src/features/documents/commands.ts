/**
 * The documents screen's actions as palette commands: upload (opens the screen's dialog),
 * search (the typed text becomes the list's filter) and download (pick, then save).
 */
import type { Command } from '../../commands/types';
import { OPEN_UPLOAD } from './rules';
import { canUploadDocuments } from '../../state/permissions';
import { withPageTexts } from '../../lib/i18n';

const GROUP = 'documents.palette.group';
const hasBuilding = (ctx: { buildingId: number | null }) => ctx.buildingId !== null;

export const documentsCommands: Command[] = [
  {
    id: 'documents.upload',
    group: GROUP,
    title: 'documents.palette.upload',
    keywords: ['upload', 'document', 'nahrát', 'dokument', 'soubor', 'file'],
    // document staff, or the owner of a unit here (the server's rule, answered on /users/me)
    isVisible: (ctx) => canUploadDocuments(ctx.user, ctx.buildingId),
    isEnabled: hasBuilding,
    isContextual: (ctx) => ctx.location === '/documents',
    run: (ctx) => {
      ctx.navigate('/documents');
      ctx.openDialog(OPEN_UPLOAD);
    },
  },
  {
    id: 'documents.search',
    group: GROUP,
    title: 'documents.palette.search',
    keywords: ['search', 'find', 'document', 'hledat', 'najít', 'dokumenty'],
    isEnabled: hasBuilding,
    isContextual: (ctx) => ctx.location === '/documents',
    page: { kind: 'form', load: () => withPageTexts('documents', () => import('./components/SearchDocumentsForm')).then((m) => ({ default: m.SearchDocumentsForm })) },
  },
  {
    id: 'documents.download',
    group: GROUP,
    title: 'documents.palette.download',
    keywords: ['download', 'document', 'stáhnout', 'dokument', 'soubor'],
    isEnabled: hasBuilding,
    page: { kind: 'form', load: () => withPageTexts('documents', () => import('./components/DownloadDocumentPicker')).then((m) => ({ default: m.DownloadDocumentPicker })) },
  },
];
