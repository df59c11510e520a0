/** The palette's 'Export issues (CSV)': the building's issues in the list's default order, toasted on failure. */
import toast from 'react-hot-toast';
import type { CommandContext } from '../../commands/types';
import { errorMessage } from '../../lib/http';
import { exportIssues } from './api';
import { DEFAULT_SORT, NO_FILTERS } from './rules';

export async function exportFromPalette(ctx: CommandContext): Promise<void> {
  if (ctx.buildingId === null) return;
  try {
    await exportIssues(ctx.buildingId, NO_FILTERS, DEFAULT_SORT);
  } catch (err) {
    toast.error(errorMessage(err, ctx.t('issues.toast.exportFailed')));
  }
}
