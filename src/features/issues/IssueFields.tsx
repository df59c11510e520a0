import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ISSUE_DESCRIPTION_MAX,
  ISSUE_LOCATION_TYPES,
  ISSUE_PRIORITIES,
  ISSUE_TITLE_MAX,
  ISSUE_TYPES,
  type IssueLocationType,
} from '../../../contract/rules/issues';
import { useLoadFailureToast } from '../../lib/loadFailure';
import { useBuildingUnits } from '../../state/buildingUnits';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { useIssueCategories } from './api';
import { type IssueFormErrors, type IssueFormValues, flattenCategories, indented, withLocation } from './rules';

/**
 * An issue's own fields, one home for the create form and the detail's edit dialog (spec 001 §4,
 * §5): title and description (required), type, priority (create only: the detail edits it inline),
 * category from the building's tree, location; the unit select appears only for location unit and
 * changing the location resets it. Units are the building's, as the server checks them again.
 */
export function IssueFields({
  buildingId,
  values,
  setValues,
  errors,
  clearError,
  withPriority = false,
}: {
  buildingId: number;
  values: IssueFormValues;
  setValues: Dispatch<SetStateAction<IssueFormValues>>;
  errors: IssueFormErrors;
  clearError: (field: keyof IssueFormErrors) => void;
  withPriority?: boolean;
}) {
  const { t } = useTranslation();
  const categories = useIssueCategories(buildingId);
  useLoadFailureToast(categories.error, 'issues.toast.loadCategoriesFailed', 'issues-categories');
  const units = useBuildingUnits(buildingId);
  const set = <K extends keyof IssueFormValues>(key: K, value: IssueFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === 'title' || key === 'description' || key === 'unit_id') clearError(key);
  };

  return (
    <>
      <TextField
        autoFocus
        label={t('issues.form.titleLabel')}
        required
        maxLength={ISSUE_TITLE_MAX}
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title ? t(errors.title) : undefined}
      />
      <TextAreaField
        label={t('issues.form.description')}
        required
        rows={4}
        maxLength={ISSUE_DESCRIPTION_MAX}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description ? t(errors.description) : undefined}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={t('issues.form.type')}
          value={values.type}
          onChange={(e) => set('type', e.target.value as IssueFormValues['type'])}
          options={ISSUE_TYPES.map((v) => ({ value: v, label: t(`issues.type.${v}`) }))}
        />
        {withPriority && (
          <SelectField
            label={t('issues.form.priority')}
            value={values.priority}
            onChange={(e) => set('priority', e.target.value as IssueFormValues['priority'])}
            options={ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`issues.priority.${p}`) }))}
          />
        )}
        <SelectField
          label={t('issues.form.category')}
          value={values.category_id}
          onChange={(e) => set('category_id', e.target.value)}
          options={[
            { value: '', label: t('issues.form.noCategory') },
            ...flattenCategories(categories.data ?? []).map(({ category, depth }) => ({ value: String(category.id), label: indented(category.name, depth) })),
          ]}
        />
        <SelectField
          label={t('issues.form.location')}
          value={values.location_type}
          onChange={(e) => {
            setValues((v) => withLocation(v, e.target.value as IssueLocationType));
            clearError('unit_id');
          }}
          options={ISSUE_LOCATION_TYPES.map((l) => ({ value: l, label: t(`issues.locationType.${l}`) }))}
        />
      </div>
      {values.location_type === 'unit' && (
        <SelectField
          label={t('issues.form.unit')}
          required
          emptyOption={t('common.choose')}
          value={values.unit_id}
          onChange={(e) => set('unit_id', e.target.value)}
          options={(units.data ?? []).map((u) => ({ value: String(u.id), label: u.number }))}
          error={errors.unit_id ? t(errors.unit_id) : undefined}
        />
      )}
    </>
  );
}

/** The issue forms' Cancel and submit row (create: 'Report', edit: 'Save'). */
export function IssueFormButtons({ pending, onCancel, submitLabel }: { pending: boolean; onCancel: () => void; submitLabel: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
