import { useTranslation } from 'react-i18next';
import { House } from 'lucide-react';
import { useSelectedUnit } from '../../state/unit';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/SelectField';

/** Parking needs a unit (spec 000 §2): pick one of the user's units of the building right here. */
export function SelectUnitPrompt() {
  const { t } = useTranslation();
  const { units, setUnitId } = useSelectedUnit();
  return (
    <Card>
      <EmptyState
        icon={<House className="h-10 w-10" />}
        title={t('parking.selectUnit.title')}
        description={units.length > 0 ? t('parking.selectUnit.description') : t('parking.selectUnit.none')}
        action={
          units.length > 0 ? (
            <div className="w-full max-w-xs text-left">
              <SelectField
                label={t('parking.selectUnit.label')}
                emptyOption={t('common.choose')}
                value=""
                onChange={(e) => e.target.value && setUnitId(Number(e.target.value))}
                options={units.map((u) => ({ value: String(u.id), label: `${u.number} · ${u.type_name}` }))}
              />
            </div>
          ) : undefined
        }
      />
    </Card>
  );
}
