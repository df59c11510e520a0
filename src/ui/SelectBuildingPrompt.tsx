import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { useSelectedBuilding } from '../state/building';
import { EmptyState } from './EmptyState';
import { SelectField } from './SelectField';

/** Shown by building-scoped screens while no building is selected; lets the user pick one right here. */
export function SelectBuildingPrompt({ description }: { description?: string }) {
  const { t } = useTranslation();
  const { buildings, setBuildingId } = useSelectedBuilding();
  return (
    <EmptyState
      icon={<Building2 className="h-10 w-10" />}
      title={t('common.selectBuilding.title')}
      description={description ?? t('common.selectBuilding.description')}
      action={
        buildings.length > 0 ? (
          <div className="w-full max-w-xs text-left">
            <SelectField
              label={t('shell.building.label')}
              emptyOption={t('common.choose')}
              value=""
              onChange={(e) => e.target.value && setBuildingId(Number(e.target.value))}
              options={buildings.map((b) => ({ value: String(b.id), label: b.name }))}
            />
          </div>
        ) : undefined
      }
    />
  );
}
