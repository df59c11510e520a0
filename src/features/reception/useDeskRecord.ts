/**
 * What the three record dialogs (visitor, mail, key loan) share, over the one form model
 * (lib/useContractForm.ts, checked by the register's record route's own body schema): sending the
 * values to the register, the toasts, refreshing the register and closing on success, and the
 * server's refusal kept in the form (FormError) while its toast fades. Each dialog keeps only its
 * own fields, named as the body names them, so the schema's errors land under them.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { errorMessage } from '../../lib/http';
import { bodySchemaOf, useContractForm, type FieldLabels } from '../../lib/useContractForm';
import { recordEntry, type RecordBody, useRefreshRegister } from './api';
import { REGISTER_ROUTES } from './paths';
import type { EntryOf } from './registers';
import type { ReceptionTab } from './screen';

/** Runs `send`; a refusal's words go to `keep` (shown in the form) and on to the toast. */
export async function keepingFailure<R>(send: () => Promise<R>, failureText: string, keep: (text: string | null) => void): Promise<R> {
  keep(null);
  try {
    return await send();
  } catch (e) {
    keep(errorMessage(e, failureText));
    throw e;
  }
}

export function useDeskRecord<T extends ReceptionTab, V extends FieldValues>(
  buildingId: number,
  tab: T,
  onClose: () => void,
  options: { defaultValues: DefaultValues<V>; labels: FieldLabels; toBody: (values: V) => RecordBody[T] },
) {
  const { t } = useTranslation();
  const refresh = useRefreshRegister(buildingId, tab);
  const [failure, setFailure] = useState<string | null>(null);
  const failureText = t(`reception.toast.recordFailed.${tab}`);
  const record = useContractForm<V, EntryOf[T]>({
    schema: bodySchemaOf(REGISTER_ROUTES[tab].record),
    defaultValues: options.defaultValues,
    labels: options.labels,
    toBody: options.toBody,
    send: (values) => keepingFailure(() => recordEntry(buildingId, tab, options.toBody(values)), failureText, setFailure),
    successText: t(`reception.toast.recorded.${tab}`),
    failureText,
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  /** what the FormDialog needs of the form */
  const dialog = { busy: record.pending, onClose, onSubmit: (e: FormEvent) => void record.onSubmit(e) };
  return { ...record, failure, dialog };
}
