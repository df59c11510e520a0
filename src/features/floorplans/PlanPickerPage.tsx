import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Download, Pencil, Trash2 } from 'lucide-react';
import type { Floorplan } from '../../../contract/floorplans';
import type { CommandContext } from '../../commands/types';
import { OPEN_FLOORPLANS } from '../../commands/dialogIds';
import { floorLabel } from '../../lib/floors';
import { rank } from '../../lib/rank';
import { PickList } from '../../ui/PickList';
import { TextField } from '../../ui/TextField';
import { downloadFloorplan, loadErrorKey, useFloorplans } from './api';
import type { OpenFloorplansPayload } from './actions';

type PlanAction = 'edit' | 'delete' | 'download';
const ICONS = { edit: Pencil, delete: Trash2, download: Download } as const;

/**
 * Palette sub-page of 'Download / Edit / Delete a floor plan…': every plan of the building, filtered
 * by name or floor as the user types ('prizemi', '2'). Download saves the file here; edit and delete
 * open the building map on the plan's floor with its edit dialog or delete confirmation, the same as
 * the plan's buttons there.
 */
function PlanPicker({ ctx, close, action }: { ctx: CommandContext; close: () => void; action: PlanAction }) {
  const { t } = useTranslation();
  const { plans, error, isLoading } = useFloorplans(ctx.buildingId);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const Icon = ICONS[action];

  const pick = async (plan: Floorplan) => {
    if (action === 'download') {
      setBusy(plan.id);
      try {
        await downloadFloorplan(plan);
        close();
      } catch {
        toast.error(t('floorplans.errors.download'));
      } finally {
        setBusy(null);
      }
      return;
    }
    close();
    const payload: OpenFloorplansPayload = { floor: plan.floor, [action]: plan.id };
    ctx.navigate('/building-info');
    ctx.openDialog(OPEN_FLOORPLANS, payload);
  };

  const shown = rank(plans ?? [], query, (p) => ({ title: p.name, keywords: [floorLabel(t, p.floor), String(p.floor), p.description ?? ''] }));
  return (
    <div className="flex flex-col gap-3">
      <TextField autoFocus type="search" label={t('floorplans.commands.pickPlan')} value={query} onChange={(e) => setQuery(e.target.value)} />
      <PickList
        label={t('floorplans.commands.pickPlan')}
        loading={isLoading && !plans}
        error={error && !plans ? t(loadErrorKey(error)) : null}
        empty={t('floorplans.empty.none')}
        items={shown.map((p) => ({
          key: p.id,
          icon: <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />,
          label: p.name,
          detail: floorLabel(t, p.floor),
          busy: busy === p.id,
          onPick: () => void pick(p),
        }))}
      />
    </div>
  );
}

export const EditPlanPicker = (props: { ctx: CommandContext; close: () => void }) => <PlanPicker {...props} action="edit" />;
export const DeletePlanPicker = (props: { ctx: CommandContext; close: () => void }) => <PlanPicker {...props} action="delete" />;
export const DownloadPlanPicker = (props: { ctx: CommandContext; close: () => void }) => <PlanPicker {...props} action="download" />;
