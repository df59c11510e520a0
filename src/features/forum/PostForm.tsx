import { useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FORUM_CONTENT_MAX } from '../../../contract/rules/forum';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { validateContent } from './validation';

export interface PostFormProps {
  /** names the mutation ('form:forum-…'), one per form on the page */
  formKey: string;
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

/**
 * One text field with send (and cancel): a reply to the topic or to a post, or an edit. The text
 * lives here, so typing re-renders this form only, never the thread around it. A failure is
 * toasted and the text stays for another try.
 */
export function PostForm({ formKey, label, submitLabel, initial = '', quote, send, successText, failureText, onDone, onCancel, autoFocus, textareaRef, 'data-testid': testId }: PostFormProps) {
  const { t } = useTranslation();
  const [content, setContent] = useState(initial);
  const save = useFormSubmit({
    key: formKey,
    send: (text: string) => send(text.trim()),
    validate: validateContent,
    successText,
    failureText,
    onSuccess: () => {
      setContent('');
      onDone?.();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit(content);
  };
  const error = save.fieldErrors.content;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" data-testid={testId}>
      {quote && (
        <blockquote className="break-words border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300" data-testid="reply-quote">
          <span className="font-medium">{t('forum.post.quoting', { name: quote.author })}</span> <q>{quote.text}</q>
        </blockquote>
      )}
      <fieldset disabled={save.pending} className="flex min-w-0 flex-col gap-2">
        <TextAreaField
          ref={textareaRef}
          autoFocus={autoFocus}
          label={label}
          rows={3}
          maxLength={FORUM_CONTENT_MAX}
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            save.clearFieldErrors('content');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && onCancel) {
              e.preventDefault();
              onCancel();
            }
          }}
          error={error ? t(error, { max: FORUM_CONTENT_MAX }) : undefined}
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
