/**
 * What the three record dialogs (visitor, mail, key loan) share: the form's values, sending them to
 * the register, the toasts, refreshing the register and closing on success, and the errors of the
 * fields the server or the check named. Each dialog keeps only its own fields.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, useFormSubmit } from '../../lib/useFormSubmit';
import { recordEntry, type RecordBody, useRefreshRegister } from './api';
import type { EntryOf } from './registers';
import type { ReceptionTab } from './screen';

export function useRecordForm<T extends ReceptionTab, V extends object, F extends string>(
  buildingId: number,
  tab: T,
  onClose: () => void,
  form: {
    empty: V;
    body: (values: V) => RecordBody[T];
    validate: (values: V) => FieldErrors<F>;
    /** the fields whose error goes as the user changes them */
    clearOnChange: readonly F[];
  },
) {
  const { t } = useTranslation();
  const refresh = useRefreshRegister(buildingId, tab);
  const [values, setValues] = useState<V>(form.empty);
  const save = useFormSubmit<V, EntryOf[T], F>({
    key: `form:reception-record-${tab}:${buildingId}`,
    send: (v) => recordEntry(buildingId, tab, form.body(v)),
    validate: form.validate,
    successText: t(`reception.toast.recorded.${tab}`),
    failureText: t(`reception.toast.recordFailed.${tab}`),
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    const named = form.clearOnChange.find((f) => (f as string) === field);
    if (named) save.clearFieldErrors(named);
  };
  /** the field's error in words, if it has one */
  const error = (field: F) => save.fieldErrors[field] && t(save.fieldErrors[field]);
  /** what the FormDialog needs of the form */
  const dialog = {
    busy: save.pending,
    onClose,
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      void save.submit(values);
    },
  };
  return { values, set, save, error, dialog };
}
