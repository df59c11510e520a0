/**
 * The documents screen's actions as palette commands: upload (opens the screen's dialog),
 * search (the typed text becomes the list's filter), download (pick, then save), and edit or
 * delete (pick one the server lets the user change, then the screen's dialog opens for it).
 */
import type { Command, CommandContext } from '../../commands/types';
import { OPEN_UPLOAD } from './rules';
import { canUploadDocuments } from '../../state/permissions';
import { withPageTexts } from '../../lib/i18n';

const GROUP = 'documents.palette.group';
const hasBuilding = (ctx: { buildingId: number | null }) => ctx.buildingId !== null;
const KEYWORDS = ['document', 'documents', 'file', 'dokument', 'dokumenty', 'soubor', 'listina'];
const pickers = () => withPageTexts('documents', () => import('./components/ManageDocumentPicker'));
/**
 * Those who may upload are those with documents of their own to change (document staff, unit owners;
 * /users/me's answer); the picker lists only what the server marks can_edit.
 */
const mayManage = (ctx: CommandContext) => canUploadDocuments(ctx.user, ctx.buildingId);

export const documentsCommands: Command[] = [
  {
    id: 'documents.upload',
    group: GROUP,
    title: 'documents.palette.upload',
    keywords: [...KEYWORDS, 'upload', 'add', 'new', 'nahrát', 'přidat', 'nový', 'vložit'],
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
    keywords: [...KEYWORDS, 'search', 'find', 'filter', 'hledat', 'najít', 'vyhledat', 'filtrovat'],
    isEnabled: hasBuilding,
    isContextual: (ctx) => ctx.location === '/documents',
    page: { kind: 'form', load: () => withPageTexts('documents', () => import('./components/SearchDocumentsForm')).then((m) => ({ default: m.SearchDocumentsForm })) },
  },
  {
    id: 'documents.download',
    group: GROUP,
    title: 'documents.palette.download',
    keywords: [...KEYWORDS, 'download', 'save', 'get', 'stáhnout', 'uložit', 'stažení'],
    isEnabled: hasBuilding,
    page: { kind: 'form', load: () => withPageTexts('documents', () => import('./components/DownloadDocumentPicker')).then((m) => ({ default: m.DownloadDocumentPicker })) },
  },
  {
    id: 'documents.edit',
    group: GROUP,
    title: 'documents.palette.edit',
    keywords: [...KEYWORDS, 'edit', 'change', 'rename', 'visibility', 'upravit', 'změnit', 'přejmenovat', 'viditelnost'],
    isVisible: mayManage,
    isEnabled: hasBuilding,
    isContextual: (ctx) => ctx.location === '/documents',
    page: { kind: 'form', load: () => pickers().then((m) => ({ default: m.EditDocumentPicker })) },
  },
  {
    id: 'documents.delete',
    group: GROUP,
    title: 'documents.palette.delete',
    keywords: [...KEYWORDS, 'delete', 'remove', 'smazat', 'odstranit', 'vymazat'],
    isVisible: mayManage,
    isEnabled: hasBuilding,
    isContextual: (ctx) => ctx.location === '/documents',
    page: { kind: 'form', load: () => pickers().then((m) => ({ default: m.DeleteDocumentPicker })) },
  },
];
