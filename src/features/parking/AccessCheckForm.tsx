/**
 * The parking access check (issue 29 §4): a plate and a unit in, the gate's decision and its reason
 * out, as the gate would decide now. Staff use it on the parking screen (AccessCheckCard) and from
 * the palette ("Check parking access…"). The server decides and records the check in the unit's log;
 * it opens no gate. The answer stays on screen until the plate or unit changes.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import type { GateDecisionResponse } from '../../../contract/parking';
import { LICENSE_PLATE_MAX, normalizePlate, plateProblem } from '../../../contract/rules/parking';
import { cn } from '../../lib/cn';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { useBuildingUnits } from '../../state/buildingUnits';
import { compareUnits } from '../../state/selection';
import { Button } from '../../ui/Button';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { checkAccess } from './api';

interface Values {
  plate: string;
  unitId: string;
}
type Field = keyof Values;

function validate(v: Values) {
  const errors: Partial<Record<Field, string>> = {};
  const problem = plateProblem(normalizePlate(v.plate));
  if (problem) errors.plate = `parking.form.errors.plate_${problem}`;
  if (!v.unitId) errors.unitId = 'parking.accessCheck.unitRequired';
  return errors;
}

export function AccessCheckForm({ buildingId, initialUnitId = null, autoFocus = false }: { buildingId: number; initialUnitId?: number | null; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const units = useBuildingUnits(buildingId);
  const [values, setValues] = useState<Values>({ plate: '', unitId: initialUnitId === null ? '' : String(initialUnitId) });
  const [result, setResult] = useState<{ plate: string; unit: string; decision: GateDecisionResponse } | null>(null);
  const check = useFormSubmit<Values, GateDecisionResponse, Field>({
    key: `form:parking-access-check:${buildingId}`,
    validate,
    send: (v) => checkAccess(buildingId, { license_plate: normalizePlate(v.plate), unit_id: Number(v.unitId) }),
    failureText: t('parking.accessCheck.failed'),
    onSuccess: (decision, v) => {
      const unit = units.data?.find((u) => String(u.id) === v.unitId);
      setResult({ plate: normalizePlate(v.plate), unit: unit?.number ?? v.unitId, decision });
    },
  });

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    check.clearFieldErrors(field);
    setResult(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void check.submit(values);
  };
  const err = (field: Field) => (check.fieldErrors[field] ? t(check.fieldErrors[field]!, { max: LICENSE_PLATE_MAX }) : undefined);
  const sorted = [...(units.data ?? [])].sort(compareUnits);

  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-3" aria-label={t('parking.accessCheck.title')} data-testid="access-check-form">
      <div className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 *:min-w-0">
        <TextField
          label={t('parking.accessCheck.plate')}
          name="license_plate"
          autoComplete="off"
          autoCapitalize="characters"
          // the palette's form page: the plate is what the user came to type
          autoFocus={autoFocus}
          placeholder={t('parking.log.searchPlaceholder')}
          value={values.plate}
          error={err('plate')}
          onChange={(e) => set('plate', e.target.value)}
        />
        <SelectField
          label={t('parking.accessCheck.unit')}
          className="truncate"
          emptyOption={units.data ? t('common.choose') : t('common.loading')}
          disabled={!units.data}
          value={values.unitId}
          error={err('unitId')}
          onChange={(e) => set('unitId', e.target.value)}
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
