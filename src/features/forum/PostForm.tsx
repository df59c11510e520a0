import { useCallback, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FORUM_CONTENT_MAX } from '../../../contract/rules/forum';
import type { createPost, updatePost } from '../../../contract/routes/forum';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';

interface PostValues {
  content: string;
}

export interface PostFormProps {
  /** the route the text goes to: its body schema checks the text as the server will */
  route: typeof createPost | typeof updatePost;
  label: string;
  submitLabel: string;
  /** the text being edited; a reply starts empty */
  initial?: string;
  /** a reply's quote: the first characters of the post it answers (contract quotePreview) */
  quote?: { author: string; text: string };
  /** sends the trimmed text */
  send: (content: string) => Promise<unknown>;
  successText: string;
  failureText: string;
  onDone?: () => void;
  /** inline forms close on Cancel or Escape; the reply to the topic has no cancel */
  onCancel?: () => void;
  autoFocus?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
  'data-testid'?: string;
}

/** Sets a ref the caller passed, whichever kind it is. */
function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * One text field with send (and cancel): a reply to the topic or to a post, or an edit. The text
 * lives here, so typing re-renders this form only, never the thread around it. A failure is
 * toasted and the text stays for another try.
 */
export function PostForm({ route, label, submitLabel, initial = '', quote, send, successText, failureText, onDone, onCancel, autoFocus, textareaRef, 'data-testid': testId }: PostFormProps) {
  const { t } = useTranslation();
  const save = useContractForm<PostValues>({
    schema: bodySchemaOf(route),
    defaultValues: { content: initial },
    labels: { content: label },
    toBody: (v) => ({ content: v.content }),
    send: (v) => send(v.content.trim()),
    successText,
    failureText,
    onSuccess: () => {
      save.form.reset({ content: '' });
      onDone?.();
    },
  });
  const field = save.form.register('content');
  const fieldRef = field.ref;
  const ref = useCallback(
    (element: HTMLTextAreaElement | null) => {
      fieldRef(element);
      setRef(textareaRef, element);
    },
    [fieldRef, textareaRef],
  );
  return (
    <form onSubmit={(e) => void save.onSubmit(e)} noValidate className="flex flex-col gap-2" data-testid={testId}>
      {quote && (
        <blockquote className="break-words border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300" data-testid="reply-quote">
          <span className="font-medium">{t('forum.post.quoting', { name: quote.author })}</span> <q>{quote.text}</q>
        </blockquote>
      )}
      <fieldset disabled={save.pending} className="flex min-w-0 flex-col gap-2">
        <TextAreaField
          {...field}
          ref={ref}
          autoFocus={autoFocus}
          label={label}
          rows={3}
          maxLength={FORUM_CONTENT_MAX}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && onCancel) {
              e.preventDefault();
              onCancel();
            }
          }}
          error={save.fieldError('content')}
        />
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={save.pending}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" loading={save.pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
