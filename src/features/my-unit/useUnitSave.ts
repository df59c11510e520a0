/**
 * The unit forms' saves (spec 000 §8: success and error toasts) through the one submit pattern
 * (lib/useFormSubmit.ts). The palette's one-click toggles use saveUnitFeatures with the same texts.
 */
import { useTranslation } from 'react-i18next';
import type { Unit } from '../../../contract/units';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { FEATURES_SAVE_TEXT } from './actions';
import { updateUnit } from './api';
import type { FeaturesPayload } from './rules';

type UnitRef = Pick<Unit, 'id' | 'building'>;

export function useSaveFeatures(unit: UnitRef | null, onSaved?: () => void) {
  const { t } = useTranslation();
  return useFormSubmit({
    key: `form:unit-features:${unit?.id ?? 0}`,
    send: (features: FeaturesPayload) => updateUnit(unit!.building.id, unit!.id, { features }),
    successText: t(FEATURES_SAVE_TEXT.saved),
    failureText: t(FEATURES_SAVE_TEXT.failed),
    onSuccess: () => onSaved?.(),
  });
}

export function useSaveNote(unit: UnitRef | null, onSaved?: () => void) {
  const { t } = useTranslation();
  return useFormSubmit({
    key: `form:maintenance-note:${unit?.id ?? 0}`,
    send: (note: string) => updateUnit(unit!.building.id, unit!.id, { maintenance_note: note }),
    successText: t('myUnit.note.saved'),
    failureText: t('myUnit.note.saveFailed'),
    onSuccess: () => onSaved?.(),
  });
}
