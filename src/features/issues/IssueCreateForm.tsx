import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { Issue } from '../../../contract/issues';
import {
  ISSUE_ATTACHMENT_ACCEPT,
  ISSUE_ATTACHMENTS_MAX,
  ISSUE_DESCRIPTION_MAX,
  ISSUE_LOCATION_TYPES,
  ISSUE_PRIORITIES,
  ISSUE_TITLE_MAX,
  ISSUE_TYPES,
  type IssueLocationType,
} from '../../../contract/rules/issues';
import { formatFileSize } from '../../lib/format';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { useLoadFailureToast } from '../../lib/loadFailure';
import { useBuildingUnits } from '../../state/buildingUnits';
import { Button } from '../../ui/Button';
import { Field, controlClass } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { createIssue, useIssueCategories } from './api';
import { type IssueFormValues, emptyIssueForm, flattenCategories, indented, validateIssue, withLocation } from './rules';

/**
 * Report an issue (spec 001 §4 defaults, §5 checks): type fault, priority medium, location building,
 * no category; title and description required; the unit select appears only for location unit and
 * is required there; changing the location resets it; several attachments. Used by the list's
 * dialog and the palette's form page. On success `onCreated` gets the new issue.
 */
export function IssueCreateForm({ buildingId, onCreated, onCancel }: { buildingId: number; onCreated: (issue: Issue) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const [values, setValues] = useState<IssueFormValues>(emptyIssueForm);
  const [fileKey, setFileKey] = useState(0);
  const categories = useIssueCategories(buildingId);
  useLoadFailureToast(categories.error, 'issues.toast.loadCategoriesFailed', 'issues-categories');
  const units = useBuildingUnits(buildingId);

  const save = useFormSubmit({
    key: `form:issue-create:${buildingId}`,
    send: (v: IssueFormValues) => createIssue(buildingId, v),
    validate: validateIssue,
    successText: t('issues.toast.created'),
    failureText: t('issues.toast.createFailed'),
    onSuccess: (issue) => onCreated(issue),
  });
  const errors = save.fieldErrors;
  const set = <K extends keyof IssueFormValues>(key: K, value: IssueFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === 'title' || key === 'description' || key === 'unit_id') save.clearFieldErrors(key);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit(values);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={save.pending} data-testid="issue-create-form">
      <fieldset disabled={save.pending} className="flex min-w-0 flex-col gap-4">
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
          <SelectField
            label={t('issues.form.priority')}
            value={values.priority}
            onChange={(e) => set('priority', e.target.value as IssueFormValues['priority'])}
            options={ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`issues.priority.${p}`) }))}
          />
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
              save.clearFieldErrors('unit_id');
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
        <Field id={fileId} label={t('issues.form.files')} hint={t('issues.form.filesHint')}>
          <input
            key={fileKey}
            id={fileId}
            type="file"
            multiple
            accept={ISSUE_ATTACHMENT_ACCEPT}
            onChange={(e) => {
              const picked = Array.from(e.target.files ?? []);
              setValues((v) => ({ ...v, files: [...v.files, ...picked].slice(0, ISSUE_ATTACHMENTS_MAX) }));
              // the input only adds; the list below removes
              setFileKey((k) => k + 1);
            }}
            className={`${controlClass} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 dark:file:bg-slate-700 dark:file:text-slate-100`}
            data-testid="issue-files"
          />
        </Field>
        {values.files.length > 0 && (
          <ul className="-mt-2 flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-400">
            {values.files.map((f, n) => (
              <li key={`${f.name}-${n}`} className="flex items-center justify-between gap-2">
                <span className="break-all">
                  {f.name} · {formatFileSize(f.size)}
                </span>
                <button
                  type="button"
                  className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
                  aria-label={t('issues.form.removeFile', { name: f.name })}
                  onClick={() => setValues((v) => ({ ...v, files: v.files.filter((_, i) => i !== n) }))}
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={save.pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={save.pending}>
          {t('issues.form.submit')}
        </Button>
      </div>
    </form>
  );
}
