import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '../../../contract/issues';
import { ISSUE_COMMENT_MAX, isFinished } from '../../../contract/rules/issues';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { addComment, useRevalidateIssues } from './api';

interface CommentValues {
  content: string;
  internal: boolean;
}

/**
 * Adds a comment (spec 001 §5: non-blank; the internal-note flag only for those the server lets
 * write internal notes). Disabled once the issue is finished. The detail's card and the palette's
 * 'Comment…' page use it.
 */
export function CommentForm({ buildingId, issue, onDone, autoFocus }: { buildingId: number; issue: Issue; onDone?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const revalidate = useRevalidateIssues(buildingId);
  const [values, setValues] = useState<CommentValues>({ content: '', internal: false });
  const disabled = isFinished(issue.status) || !issue.can.comment;
  const save = useFormSubmit({
    key: `form:issue-comment:${issue.id}`,
    send: (v: CommentValues) => addComment(buildingId, issue.id, v.content.trim(), issue.can.comment_internal && v.internal),
    validate: (v) => (v.content.trim() ? {} : { content: 'issues.comments.required' }),
    successText: t('issues.toast.commented'),
    failureText: t('issues.toast.commentFailed'),
    onSuccess: () => {
      setValues({ content: '', internal: false });
      void revalidate();
      onDone?.();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit(values);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-command="issues.comment" data-testid="comment-form">
      <fieldset disabled={disabled || save.pending} className="flex min-w-0 flex-col gap-3">
        <TextAreaField
          autoFocus={autoFocus}
          label={t('issues.comments.label')}
          placeholder={t('issues.comments.placeholder')}
          rows={3}
          maxLength={ISSUE_COMMENT_MAX}
          value={values.content}
          onChange={(e) => {
            setValues((v) => ({ ...v, content: e.target.value }));
            save.clearFieldErrors('content');
          }}
          error={save.fieldErrors.content ? t(save.fieldErrors.content) : undefined}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {issue.can.comment_internal ? (
            <label htmlFor={`${id}-internal`} className="flex items-center gap-2 text-sm">
              <input
                id={`${id}-internal`}
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                checked={values.internal}
                onChange={(e) => setValues((v) => ({ ...v, internal: e.target.checked }))}
              />
              {t('issues.comments.internal')}
            </label>
          ) : (
            <span />
          )}
          <Button type="submit" size="sm" loading={save.pending}>
            {t('issues.comments.submit')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
