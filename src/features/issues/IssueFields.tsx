import { useTranslation } from 'react-i18next';
import { ISSUE_DESCRIPTION_MAX, ISSUE_LOCATION_TYPES, ISSUE_PRIORITIES, ISSUE_TITLE_MAX, ISSUE_TYPES } from '../../../contract/rules/issues';
import type { ContractForm } from '../../lib/useContractForm';
import { useLoadFailureToast } from '../../lib/loadFailure';
import { useBuildingUnits } from '../../state/buildingUnits';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { useIssueCategories } from './api';
import { type IssueFormValues, flattenCategories, indented } from './rules';

/** The issue forms' labels, which the contract's messages name. */
export function useIssueFieldLabels(): Record<keyof IssueFormValues, string> {
  const { t } = useTranslation();
  return {
    title: t('issues.form.titleLabel'),
    description: t('issues.form.description'),
    type: t('issues.form.type'),
    priority: t('issues.form.priority'),
    location_type: t('issues.form.location'),
    unit_id: t('issues.form.unit'),
    category_id: t('issues.form.category'),
  };
}

/**
 * An issue's own fields, one home for the create form and the detail's edit dialog (spec 001 §4,
 * §5): title and description (required), type, priority (create only: the detail edits it inline),
 * category from the building's tree, location; the unit select appears only for location unit and
 * changing the location resets it. Units are the building's, as the server checks them again. The
 * checks are the contract's (the form's useContractForm).
 */
export function IssueFields({ buildingId, save, withPriority = false }: { buildingId: number; save: ContractForm<IssueFormValues>; withPriority?: boolean }) {
  const { t } = useTranslation();
  const labels = useIssueFieldLabels();
  const categories = useIssueCategories(buildingId);
  useLoadFailureToast(categories.error, 'issues.toast.loadCategoriesFailed', 'issues-categories');
  const units = useBuildingUnits(buildingId);
  const { form } = save;
  const location = form.watch('location_type');
  // the category and unit options arrive after the form: their selects follow the form's value (controlled)
  const [categoryId, unitId] = form.watch(['category_id', 'unit_id']);

  return (
    <>
      <TextField autoFocus label={labels.title} required maxLength={ISSUE_TITLE_MAX} error={save.fieldError('title')} {...form.register('title')} />
      <TextAreaField label={labels.description} required rows={4} maxLength={ISSUE_DESCRIPTION_MAX} error={save.fieldError('description')} {...form.register('description')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField label={labels.type} options={ISSUE_TYPES.map((v) => ({ value: v, label: t(`issues.type.${v}`) }))} {...form.register('type')} />
        {withPriority && (
          <SelectField label={labels.priority} options={ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`issues.priority.${p}`) }))} {...form.register('priority')} />
        )}
        <SelectField
          label={labels.category_id}
          options={[
            { value: '', label: t('issues.form.noCategory') },
            ...flattenCategories(categories.data ?? []).map(({ category, depth }) => ({ value: String(category.id), label: indented(category.name, depth) })),
          ]}
          {...form.register('category_id')}
          value={categoryId}
        />
        <SelectField
          label={labels.location_type}
          options={ISSUE_LOCATION_TYPES.map((l) => ({ value: l, label: t(`issues.locationType.${l}`) }))}
          // spec 001 §5: changing the location resets the unit
          {...form.register('location_type', {
            onChange: () => {
              form.setValue('unit_id', '');
              form.clearErrors('unit_id');
            },
          })}
        />
      </div>
      {location === 'unit' && (
        <SelectField
          label={labels.unit_id}
          required
          emptyOption={t('common.choose')}
          options={(units.data ?? []).map((u) => ({ value: String(u.id), label: u.number }))}
          error={save.fieldError('unit_id')}
          {...form.register('unit_id')}
          value={unitId}
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
