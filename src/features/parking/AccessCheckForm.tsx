/**
 * The parking access check (issue 29 §4): a plate and a unit in, the gate's decision and its reason
 * out, as the gate would decide now. Staff use it on the parking screen (AccessCheckCard) and from
 * the palette ("Check parking access…"). The server decides and records the check in the unit's log;
 * it opens no gate. The answer stays on screen until the plate or unit changes.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import type { GateDecisionResponse } from '../../../contract/parking';
import { accessCheck } from '../../../contract/routes/parking';
import { normalizePlate } from '../../../contract/rules/parking';
import { cn } from '../../lib/cn';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { useBuildingUnits } from '../../state/buildingUnits';
import { compareUnits } from '../../state/selection';
import { Button } from '../../ui/Button';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { checkAccess } from './api';

/** The form's fields carry the body's names, so the schema's messages land under them. */
interface Values {
  license_plate: string;
  /** a unit id, or '' before one is chosen */
  unit_id: string;
}

const checkBody = (v: Values) => ({ license_plate: normalizePlate(v.license_plate), unit_id: v.unit_id ? Number(v.unit_id) : undefined });

export function AccessCheckForm({ buildingId, initialUnitId = null, autoFocus = false }: { buildingId: number; initialUnitId?: number | null; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const units = useBuildingUnits(buildingId);
  const [result, setResult] = useState<{ plate: string; unit: string; decision: GateDecisionResponse } | null>(null);
  const check = useContractForm<Values, GateDecisionResponse>({
    schema: bodySchemaOf(accessCheck),
    defaultValues: { license_plate: '', unit_id: initialUnitId === null ? '' : String(initialUnitId) },
    labels: { license_plate: t('parking.accessCheck.plate'), unit_id: t('parking.accessCheck.unit') },
    toBody: checkBody,
    send: (v) => checkAccess(buildingId, { license_plate: normalizePlate(v.license_plate), unit_id: Number(v.unit_id) }),
    failureText: t('parking.accessCheck.failed'),
    onSuccess: (decision, v) => {
      const unit = units.data?.find((u) => String(u.id) === v.unit_id);
      setResult({ plate: normalizePlate(v.license_plate), unit: unit?.number ?? v.unit_id, decision });
    },
  });
  // a changed plate or unit makes the shown decision stale
  const field = (name: keyof Values) => check.form.register(name, { onChange: () => setResult(null) });
  const sorted = [...(units.data ?? [])].sort(compareUnits);

  return (
    <form onSubmit={(e) => void check.onSubmit(e)} noValidate className="flex min-w-0 flex-col gap-3" aria-label={t('parking.accessCheck.title')} data-testid="access-check-form">
      <div className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 *:min-w-0">
        <TextField
          label={t('parking.accessCheck.plate')}
          autoComplete="off"
          autoCapitalize="characters"
          // the palette's form page: the plate is what the user came to type
          autoFocus={autoFocus}
          placeholder={t('parking.log.searchPlaceholder')}
          error={check.fieldError('license_plate')}
          {...field('license_plate')}
        />
        <SelectField
          label={t('parking.accessCheck.unit')}
          className="truncate"
          emptyOption={units.data ? t('common.choose') : t('common.loading')}
          disabled={!units.data}
          // controlled: the chosen unit's option arrives with the units, after the form
          value={check.form.watch('unit_id')}
          error={check.fieldError('unit_id')}
          {...field('unit_id')}
          options={sorted.map((u) => ({ value: String(u.id), label: `${u.number} · ${u.type_name}` }))}
        />
      </div>
      {units.error && !units.data && <ErrorAlert message={t('errors.unitsLoad')} onRetry={units.retry} />}
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('parking.accessCheck.hint')}</p>
      <div>
        <Button type="submit" loading={check.pending}>
          {t('parking.accessCheck.submit')}
        </Button>
      </div>
      <div aria-live="polite">
        {result && (
          <div
            data-testid="access-check-result"
            className={cn(
              'flex items-start gap-3 rounded-md border p-3 text-sm',
              result.decision.granted
                ? 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100'
                : 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
            )}
          >
            {result.decision.granted ? <CircleCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" /> : <CircleX className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />}
            <div className="min-w-0 break-words">
              <p className="font-semibold" data-testid="access-check-decision">
                {t(result.decision.granted ? 'parking.accessCheck.granted' : 'parking.accessCheck.denied', { plate: result.plate, unit: result.unit })}
              </p>
              <p data-testid="access-check-reason">{t(`parking.accessCheck.reason.${result.decision.reason}`)}</p>
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
