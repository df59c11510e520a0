/**
 * The create form's state and submit, shared by the screen's card and the palette's small form
 * (the one form model, lib/useContractForm.ts): the route's body schema checks it (spec 001 §5, in
 * the server's words), plus what only the form knows — a unit must be chosen, and a window already
 * over at the moment of sending is refused as the server refuses it (issue 30 §2). The server's
 * message is toasted when it refuses; an answer without created codes is a failure (spec 001 §8).
 */
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { createQrPasses as createRoute } from '../../../contract/routes/qr';
import { qrTimesProblem, type QrAccessType } from '../../../contract/rules/qr';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { createQrPasses, useReloadQrUnit } from './api';
import { EMPTY_QR_FORM, type QrFormValues, toCreateInput } from './rules';

type Body = { unit_id?: number; access_type: QrAccessType; valid_from?: string | null; valid_to?: string | null };

/** The route's schema with the form's own two checks; `now` is read when the form is checked. */
const formSchema = (hasUnit: () => boolean) => async () =>
  (await bodySchemaOf(createRoute)()).superRefine((value: unknown, ctx: z.RefinementCtx) => {
    const body = value as Body;
    if (!hasUnit()) ctx.addIssue({ code: 'custom', path: ['unit'], message: 'qr.form.errors.unitRequired' });
    if (qrTimesProblem(body.access_type, body.valid_from, body.valid_to, new Date().toISOString()) === 'already_ended') {
      ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'server.qr.already_ended' });
    }
  });

export function useQrCreate(buildingId: number | null, unitId: number | null, onCreated?: () => void) {
  const { t } = useTranslation();
  const reload = useReloadQrUnit();
  const scope = buildingId === null ? null : unitId;
  const create = useContractForm<QrFormValues, number>({
    schema: formSchema(() => scope !== null),
    defaultValues: EMPTY_QR_FORM,
    labels: {
      emails: t('qr.form.emails'),
      recipient_name: t('qr.form.recipientName'),
      access_type: t('qr.form.type'),
      valid_from: t('qr.form.validFrom'),
      valid_to: t('qr.form.validTo'),
    },
    toBody: (v) => toCreateInput(v, scope),
    send: async (v) => (await createQrPasses(buildingId!, unitId!, toCreateInput(v, unitId))).length,
    failureText: t('qr.toast.createFailed'),
    onSuccess: (count) => {
      void reload(buildingId!, unitId!);
      toast.success(t('qr.toast.created', { count }));
      create.form.reset(EMPTY_QR_FORM);
      onCreated?.();
    },
  });
  return create;
}

/** The message for the e-mails: the list's own (none given, too many) or its first bad address's. */
export function emailsError(create: ReturnType<typeof useQrCreate>): string | undefined {
  const own = create.fieldError('emails');
  if (own) return own;
  // an address's issue sits at `emails.N` (translated by the form's resolver); the list shows the first
  const items = create.form.formState.errors.emails as unknown as Array<{ message?: string } | undefined> | undefined;
  return Array.isArray(items) ? items.find((item) => item?.message)?.message : undefined;
}
