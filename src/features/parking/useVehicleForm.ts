/**
 * The vehicle form (spec 000 §5) in the one form model (lib/useContractForm.ts), shared by the
 * screen's dialog and the palette's small form: the route's body schema checks it in the server's
 * words, plus the server's one check the schema cannot make, an end date already past (it needs
 * today, read when the form is checked).
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Vehicle, VehicleInput } from '../../../contract/parking';
import { createUnitPlate } from '../../../contract/routes/parking';
import { formatApiDate } from '../../lib/format';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { type VehicleFormValues, vehiclePayload } from './rules';

// adding and editing take the same body (contract/parking.ts VehicleUpdate = VehicleInput)
const vehicleSchema = async () =>
  (await bodySchemaOf(createUnitPlate)()).superRefine((value: unknown, ctx: z.RefinementCtx) => {
    const body = value as { type?: string; valid_to?: string | null };
    if (body.type === 'temporary' && body.valid_to && body.valid_to < formatApiDate(new Date())) {
      ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'server.parking.valid_to_past' });
    }
  });

export function useVehicleForm(options: {
  defaultValues: VehicleFormValues;
  send: (body: VehicleInput) => Promise<Vehicle>;
  failureText: string;
  onSuccess: (saved: Vehicle) => void;
}) {
  const { t } = useTranslation();
  return useContractForm<VehicleFormValues, Vehicle>({
    schema: vehicleSchema,
    defaultValues: options.defaultValues,
    labels: {
      license_plate: t('parking.form.plate'),
      name: t('parking.form.name'),
      email: t('parking.form.email'),
      type: t('parking.form.type'),
      valid_to: t('parking.form.validTo'),
      parking_space_id: t('parking.form.space'),
      note: t('parking.form.note'),
    },
    toBody: vehiclePayload,
    send: (values) => options.send(vehiclePayload(values)),
    failureText: options.failureText,
    onSuccess: options.onSuccess,
  });
}

export type VehicleForm = ReturnType<typeof useVehicleForm>;
