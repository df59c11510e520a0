/**
 * The create form's state and submit, shared by the screen's card and the palette's small form:
 * the spec's checks first (rules.ts), then the call; the server's message is toasted when it
 * refuses, and an answer without created codes is a failure too (spec 001 §8).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { createQrPasses, useReloadQrUnit } from './api';
import { EMPTY_QR_FORM, type QrField, type QrFormValues, toCreateInput, validateQrForm } from './rules';

export function useQrCreate(buildingId: number | null, unitId: number | null, onCreated?: () => void) {
  const { t } = useTranslation();
  const [values, setValues] = useState<QrFormValues>(EMPTY_QR_FORM);
  const reload = useReloadQrUnit();
  const form = useFormSubmit<QrFormValues, number, QrField>({
    key: 'form:qr-create',
    validate: (v) => validateQrForm(v, buildingId === null ? null : unitId, new Date().toISOString()),
    send: async (v) => (await createQrPasses(buildingId!, unitId!, toCreateInput(v, unitId!))).length,
    failureText: t('qr.toast.createFailed'),
    onSuccess: (count) => {
      void reload(buildingId!, unitId!);
      toast.success(t('qr.toast.created', { count }));
      setValues(EMPTY_QR_FORM);
      onCreated?.();
    },
  });

  const change = (patch: Partial<QrFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    for (const field of Object.keys(patch) as QrField[]) form.clearFieldErrors(field);
    // a new type can make the time errors moot
    if ('type' in patch) {
      form.clearFieldErrors('validFrom');
      form.clearFieldErrors('validTo');
    }
  };

  return { values, change, submit: () => form.submit(values), pending: form.pending, errors: form.fieldErrors };
}
