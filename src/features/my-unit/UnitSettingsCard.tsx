/**
 * Unit settings card (spec 000 §2, §4–§6): doorbell (apartment, commercial) and elevator (those and
 * garages; no intercom auto-call for garages). Save is enabled only when something differs from
 * what was loaded; the auto options go out as false while the elevator is off.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unit } from '../../../contract/units';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { FeatureSwitch } from './FeatureSwitch';
import { DOORBELL_NAME_PATH, useFeaturesForm } from './useUnitSave';
import { buildFeaturesPayload, isDirty, settingsFromUnit, type UnitSettings } from './rules';
import { DOORBELL_NAME_MAX, featureRules } from '../../../contract/rules/units';

/** Keyed by the loaded values in the parent, so a fresh answer from the server resets the form. */
export function UnitSettingsCard({ unit }: { unit: Unit }) {
  const { t } = useTranslation();
  const rules = featureRules(unit.type);
  const [loaded] = useState(() => settingsFromUnit(unit));
  const save = useFeaturesForm<UnitSettings>(unit, loaded, (v) => buildFeaturesPayload(unit.type, v));
  const counterId = useId();
  const values = save.form.watch();

  const set = <K extends keyof UnitSettings>(key: K, value: UnitSettings[K]) => save.form.setValue(key, value as never, { shouldDirty: true });
  const dirty = isDirty(unit.type, loaded, values);
  const nameLabel = t('myUnit.settings.doorbell.name');
  const nameError = save.fieldError(DOORBELL_NAME_PATH);

  if (!rules.doorbell && !rules.elevator) {
    return (
      <Card title={t('myUnit.settings.title')}>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('myUnit.settings.noFeatures', { type: unit.type_name })}</p>
      </Card>
    );
  }

  return (
    <Card title={t('myUnit.settings.title')} description={t('myUnit.settings.description')}>
      <form onSubmit={(e) => (dirty ? void save.onSubmit(e) : e.preventDefault())} noValidate className="flex flex-col gap-4" aria-label={t('myUnit.settings.title')}>
        {rules.doorbell && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">{t('myUnit.settings.doorbell.title')}</legend>
            <FeatureSwitch
              label={t('myUnit.settings.doorbell.enabled')}
              checked={values.doorbellEnabled}
              onChange={(v) => set('doorbellEnabled', v)}
            />
            <TextField
              label={nameLabel}
              maxLength={DOORBELL_NAME_MAX}
              error={nameError}
              {...save.form.register('doorbellName')}
              // the error, when there is one, is what the field is described by
              aria-describedby={nameError ? undefined : counterId}
              autoComplete="off"
            />
            <p id={counterId} className="self-end text-xs text-slate-600 dark:text-slate-400" aria-live="polite" data-testid="doorbell-counter">
              {values.doorbellName.length}/{DOORBELL_NAME_MAX}
            </p>
          </fieldset>
        )}
        {rules.elevator && (
          <fieldset className="flex flex-col">
            <legend className="mb-1 text-sm font-semibold">{t('myUnit.settings.elevator.title')}</legend>
            <FeatureSwitch
              label={t('myUnit.settings.elevator.enabled')}
              checked={values.elevatorEnabled}
              onChange={(v) => set('elevatorEnabled', v)}
            />
            <FeatureSwitch
              label={t('myUnit.settings.elevator.autoOnCard')}
              description={t('myUnit.settings.elevator.autoOnCardHint')}
              checked={values.elevatorEnabled && values.autoOnCard}
              disabled={!values.elevatorEnabled}
              onChange={(v) => set('autoOnCard', v)}
            />
            {rules.intercomAuto && (
              <FeatureSwitch
                label={t('myUnit.settings.elevator.autoOnIntercom')}
                description={t('myUnit.settings.elevator.autoOnIntercomHint')}
                checked={values.elevatorEnabled && values.autoOnIntercom}
                disabled={!values.elevatorEnabled}
                onChange={(v) => set('autoOnIntercom', v)}
              />
            )}
          </fieldset>
        )}
        <div className="flex flex-wrap items-center justify-end gap-2">
          {dirty && (
            <Button variant="secondary" onClick={() => save.form.reset(loaded)} disabled={save.pending}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={!dirty} loading={save.pending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
