/**
 * The unit forms' saves (spec 000 §8: success and error toasts), both forms of the one form model
 * (lib/useContractForm.ts) checked by PATCH /buildings/{id}/units/{unitId}'s own body schema: the
 * feature switches (the card and the palette's doorbell form) and the maintenance note. The
 * palette's one-click toggles use saveUnitFeatures with the same texts.
 */
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { Unit } from '../../../contract/units';
import { updateUnit as updateUnitRoute } from '../../../contract/routes/units';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { FEATURES_SAVE_TEXT } from './actions';
import { updateUnit } from './api';
import type { FeaturesPayload } from './rules';

type UnitRef = Pick<Unit, 'id' | 'building'>;

/** Where the body carries the doorbell's name: its errors are reported there. */
export const DOORBELL_NAME_PATH = 'features.doorbell.name';

/**
 * The feature forms: `toFeatures` turns the form's values into the body's `features`, so the
 * schema judges exactly what is sent (the doorbell name's error is at `features.doorbell.name`).
 */
export function useFeaturesForm<V extends FieldValues>(unit: UnitRef | null, defaultValues: V, toFeatures: (values: V) => FeaturesPayload, onSaved?: () => void) {
  const { t } = useTranslation();
  return useContractForm<V, Unit>({
    schema: bodySchemaOf(updateUnitRoute),
    defaultValues: defaultValues as never,
    labels: { [DOORBELL_NAME_PATH]: t('myUnit.settings.doorbell.name') },
    toBody: (v) => ({ features: toFeatures(v) }),
    send: (v) => updateUnit(unit!.building.id, unit!.id, { features: toFeatures(v) }),
    successText: t(FEATURES_SAVE_TEXT.saved),
    failureText: t(FEATURES_SAVE_TEXT.failed),
    onSuccess: () => onSaved?.(),
  });
}

export interface NoteValues {
  maintenance_note: string;
}

/** The maintenance note form (the card and the palette's page): `maintenance_note` is the body's own field. */
export function useNoteForm(unit: UnitRef | null, loaded: string, onSaved?: () => void) {
  const { t } = useTranslation();
  return useContractForm<NoteValues, Unit>({
    schema: bodySchemaOf(updateUnitRoute),
    defaultValues: { maintenance_note: loaded },
    labels: { maintenance_note: t('myUnit.note.label') },
    toBody: (v) => ({ maintenance_note: v.maintenance_note.trim() }),
    send: (v) => updateUnit(unit!.building.id, unit!.id, { maintenance_note: v.maintenance_note.trim() }),
    successText: t('myUnit.note.saved'),
    failureText: t('myUnit.note.saveFailed'),
    onSuccess: () => onSaved?.(),
  });
}
