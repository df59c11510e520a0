import { useTranslation } from 'react-i18next';
import type { FloorplanAccessLevel, FloorplanType } from '../../../contract/floorplans';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { FLOORPLAN_DESCRIPTION_MAX, FLOORPLAN_NAME_MAX, FLOOR_MAX, FLOOR_MIN } from '../../../contract/rules/floorplans';
import { accessOptions, typeOptions } from './options';
import type { FloorplanFormErrors } from './validation';

export interface FloorplanFieldValues {
  /** as typed; validated as a whole number from -5 to 100 before sending */
  floor: string;
  name: string;
  description: string;
  type: FloorplanType;
  access: FloorplanAccessLevel;
}

/** The plan's own fields, shared by the upload form and the edit dialog. */
export function FloorplanFields({
  values,
  errors,
  onChange,
}: {
  values: FloorplanFieldValues;
  errors: FloorplanFormErrors;
  onChange: (patch: Partial<FloorplanFieldValues>) => void;
}) {
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
          value={values.floor}
          onChange={(e) => onChange({ floor: e.target.value })}
          hint={t('floorplans.fields.floorHint')}
          error={errors.floor && t(errors.floor)}
        />
        <TextField
          label={t('floorplans.fields.name')}
          required
          maxLength={FLOORPLAN_NAME_MAX}
          value={values.name}
          onChange={(e) => onChange({ name: e.target.value })}
          error={errors.name && t(errors.name)}
        />
      </div>
      <TextAreaField
        label={t('floorplans.fields.description')}
        rows={2}
        maxLength={FLOORPLAN_DESCRIPTION_MAX}
        value={values.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('floorplans.fields.type')}
          value={values.type}
          onChange={(e) => onChange({ type: e.target.value as FloorplanType })}
          options={typeOptions(t)}
        />
        <SelectField
          label={t('floorplans.fields.accessLevel')}
          value={values.access}
          onChange={(e) => onChange({ access: e.target.value as FloorplanAccessLevel })}
          options={accessOptions(t)}
        />
      </div>
    </>
  );
}
