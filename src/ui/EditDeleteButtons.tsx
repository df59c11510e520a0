import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './Button';

/** A table row's edit and delete icon buttons; the labels name the row for screen readers. */
export function EditDeleteButtons({
  onEdit,
  onDelete,
  editLabel,
  deleteLabel,
  editTitle,
  deleteTitle,
  editCommand,
  deleteCommand,
}: {
  onEdit: () => void;
  onDelete: () => void;
  /** e.g. "Edit ZZ999" */
  editLabel: string;
  deleteLabel: string;
  /** the tooltip, e.g. "Edit" */
  editTitle: string;
  deleteTitle: string;
  /** the palette commands that do the same (`data-command`: tests match screen actions to commands) */
  editCommand?: string;
  deleteCommand?: string;
}) {
  return (
    <>
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={editLabel} title={editTitle} data-command={editCommand}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" onClick={onDelete} aria-label={deleteLabel} title={deleteTitle} data-command={deleteCommand} className="text-red-600 dark:text-red-400">
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </>
  );
}
