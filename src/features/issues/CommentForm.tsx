import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue, IssueComment } from '../../../contract/issues';
import { ISSUE_COMMENT_MAX, isFinished } from '../../../contract/rules/issues';
import { addIssueComment } from '../../../contract/routes/issues';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
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
  const disabled = isFinished(issue.status) || !issue.can.comment;
  const toBody = (v: CommentValues) => ({ content: v.content.trim(), is_internal: issue.can.comment_internal && v.internal });
  const save = useContractForm<CommentValues, IssueComment>({
    schema: bodySchemaOf(addIssueComment),
    defaultValues: { content: '', internal: false },
    labels: { content: t('issues.comments.label') },
    toBody,
    send: (v) => addComment(buildingId, issue.id, toBody(v)),
    successText: t('issues.toast.commented'),
    failureText: t('issues.toast.commentFailed'),
    onSuccess: () => {
      save.form.reset({ content: '', internal: false });
      void revalidate();
      onDone?.();
    },
  });
  return (
    <form onSubmit={(e) => void save.onSubmit(e)} noValidate className="flex flex-col gap-3" data-command="issues.comment" data-testid="comment-form">
      <fieldset disabled={disabled || save.pending} className="flex min-w-0 flex-col gap-3">
        <TextAreaField
          autoFocus={autoFocus}
          label={t('issues.comments.label')}
          placeholder={t('issues.comments.placeholder')}
          rows={3}
          maxLength={ISSUE_COMMENT_MAX}
          error={save.fieldError('content')}
          {...save.form.register('content')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {issue.can.comment_internal ? (
            <label htmlFor={`${id}-internal`} className="flex items-center gap-2 text-sm">
              <input
                id={`${id}-internal`}
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                {...save.form.register('internal')}
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
