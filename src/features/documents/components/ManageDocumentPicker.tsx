import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { Document } from '../../../../contract/documents';
import type { CommandContext } from '../../../commands/types';
import { OPEN_DELETE, OPEN_EDIT } from '../rules';
import { DocumentSearchPicker } from './DocumentSearchPicker';

/**
 * Palette sub-page of 'Edit a document…' and 'Delete a document…': pick one of the selected
 * building's documents the server lets the user change (can_edit), then the documents screen opens
 * its edit dialog or delete confirmation for it (commands/pendingAction.ts), the same as the row's
 * buttons.
 */
function ManageDocumentPicker({ ctx, close, action }: { ctx: CommandContext; close: () => void; action: typeof OPEN_EDIT | typeof OPEN_DELETE }) {
  const { t } = useTranslation();
  const Icon = action === OPEN_EDIT ? Pencil : Trash2;

  const pick = (doc: Document) => {
    close();
    ctx.navigate('/documents');
    ctx.openDialog(action, doc);
  };

  return (
    <DocumentSearchPicker
      ctx={ctx}
      empty={t('documents.palette.noneToManage')}
      only={(d) => d.can_edit}
      icon={<Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />}
      detail={(d) => d.original_name}
      onPick={pick}
    />
  );
}

export function EditDocumentPicker(props: { ctx: CommandContext; close: () => void }) {
  return <ManageDocumentPicker {...props} action={OPEN_EDIT} />;
}

export function DeleteDocumentPicker(props: { ctx: CommandContext; close: () => void }) {
  return <ManageDocumentPicker {...props} action={OPEN_DELETE} />;
}
