import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Download, FileImage, Pencil, Trash2 } from 'lucide-react';
import type { Floorplan } from '../../../contract/floorplans';
import { Button } from '../../ui/Button';
import { formatFileSize } from '../../lib/format';
import { downloadFloorplan } from './api';

/** The plans of one floor: name, description, download; administrators also edit and delete. */
export function FloorplanList({
  plans,
  canManage,
  onEdit,
  onDelete,
}: {
  plans: Floorplan[];
  canManage: boolean;
  onEdit: (plan: Floorplan) => void;
  onDelete: (plan: Floorplan) => void;
}) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (plan: Floorplan) => {
    setDownloading(plan.id);
    try {
      await downloadFloorplan(plan);
    } catch {
      toast.error(t('floorplans.errors.download'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label={t('floorplans.list')}>
      {plans.map((plan) => (
        <li key={plan.id} className="flex flex-wrap items-start gap-3 py-3" data-testid="floorplan-item">
          <FileImage className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words">{plan.name}</p>
            {plan.description && <p className="text-sm break-words text-slate-600 dark:text-slate-400">{plan.description}</p>}
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t(`floorplans.type.${plan.type}`)} · {t(`floorplans.access.${plan.access_level}`)}
              {plan.file.size ? ` · ${formatFileSize(plan.file.size)}` : ''}
            </p>
          </div>
          <div className="flex gap-1">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void download(plan)}
              data-command="floorplans.download"
              loading={downloading === plan.id}
              aria-label={t('floorplans.actions.downloadNamed', { name: plan.name })}
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              <span className="hidden sm:inline">{t('floorplans.actions.download')}</span>
            </Button>
            {canManage && (
              <>
                <Button variant="ghost" size="icon" onClick={() => onEdit(plan)} data-command="floorplans.edit" aria-label={t('floorplans.actions.editNamed', { name: plan.name })}>
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" onClick={() => onDelete(plan)} data-command="floorplans.delete" aria-label={t('floorplans.actions.deleteNamed', { name: plan.name })}>
                  <Trash2 className="h-4 w-4 text-red-600 dark:text-red-400" aria-hidden="true" />
                </Button>
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
