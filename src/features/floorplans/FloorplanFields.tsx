import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { FloorplanAccessLevel, FloorplanType } from '../../../contract/floorplans';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { FLOORPLAN_DESCRIPTION_MAX, FLOORPLAN_NAME_MAX, FLOOR_MAX, FLOOR_MIN } from '../../../contract/rules/floorplans';
import { accessOptions, typeOptions } from './options';

export interface FloorplanFieldValues {
  /** as typed; the route's schema wants a whole number from -5 to 100 */
  floor: string;
  name: string;
  description: string;
  type: FloorplanType;
  access_level: FloorplanAccessLevel;
}

/** Field → label, for the schema's messages. */
export function floorplanLabels(t: TFunction) {
  return { floor: t('floorplans.fields.floor'), name: t('floorplans.fields.name'), description: t('floorplans.fields.description') };
}

/** The plan's own fields, shared by the upload form and the edit dialog. */
export function FloorplanFields({ form, fieldError }: { form: UseFormReturn<FloorplanFieldValues>; fieldError: (name: string) => string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('floorplans.fields.floor')}
          type="number"
          inputMode="numeric"
          min={FLOOR_MIN}
          max={FLOOR_MAX}
          step={1}
          required
          hint={t('floorplans.fields.floorHint')}
          error={fieldError('floor')}
          {...form.register('floor')}
        />
        <TextField label={t('floorplans.fields.name')} required maxLength={FLOORPLAN_NAME_MAX} error={fieldError('name')} {...form.register('name')} />
      </div>
      <TextAreaField
        label={t('floorplans.fields.description')}
        rows={2}
        maxLength={FLOORPLAN_DESCRIPTION_MAX}
        error={fieldError('description')}
        {...form.register('description')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('floorplans.fields.type')} options={typeOptions(t)} {...form.register('type')} />
        <SelectField label={t('floorplans.fields.accessLevel')} options={accessOptions(t)} {...form.register('access_level')} />
      </div>
    </>
  );
}
