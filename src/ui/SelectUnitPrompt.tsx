/**
 * What a unit screen (parking, QR access) shows instead of its body while it lacks a building or,
 * for a resident, a unit (spec 000 §2, 001 §2 "needs a selected building and unit, else pickers"):
 * the picker for what is missing, right here. The screen passes its own texts (its page texts).
 */
import { useTranslation } from 'react-i18next';
import { House } from 'lucide-react';
import { compareUnits } from '../state/selection';
import { useSelectedUnit } from '../state/unit';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { SelectBuildingPrompt } from './SelectBuildingPrompt';
import { SelectField } from './SelectField';

export interface UnitPromptTexts {
  title: string;
  /** under the title when the user has units here */
  description: string;
  /** under the title when the user has no unit in the building */
  none: string;
  /** the select's label */
  label: string;
}

/** A resident without a selected unit: a select over their units of the building (the sidebar's selection), or a note that there are none. */
export function SelectUnitPrompt({ texts }: { texts: UnitPromptTexts }) {
  const { t } = useTranslation();
  const { units, setUnitId } = useSelectedUnit();
  return (
    <Card>
      <EmptyState
        icon={<House className="h-10 w-10" />}
        title={texts.title}
        description={units.length > 0 ? texts.description : texts.none}
        action={
          units.length > 0 ? (
            <div className="w-full max-w-xs text-left">
              <SelectField
                label={texts.label}
                emptyOption={t('common.choose')}
                value=""
                onChange={(e) => e.target.value && setUnitId(Number(e.target.value))}
                options={[...units].sort(compareUnits).map((u) => ({ value: String(u.id), label: `${u.number} · ${u.type_name}` }))}
              />
            </div>
          ) : undefined
        }
      />
    </Card>
  );
}

/** The building picker while no building is selected, else the unit picker. */
export function UnitScreenPrompt({ buildingId, texts }: { buildingId: number | null; texts: UnitPromptTexts }) {
  return buildingId === null ? <SelectBuildingPrompt /> : <SelectUnitPrompt texts={texts} />;
}
