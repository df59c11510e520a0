import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForumTopic } from '../../../contract/forum';
import { FORUM_CONTENT_MAX, FORUM_TITLE_MAX } from '../../../contract/rules/forum';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { createTopic } from './api';
import { type TopicValues, validateTopic } from './validation';

/**
 * Opens a topic: title and opening text, checked as the server checks them. A failure is toasted
 * and the form keeps what was typed, so the user can try again.
 */
export function TopicForm({ buildingId, onCancel, onCreated }: { buildingId: number; onCancel: () => void; onCreated: (topic: ForumTopic) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TopicValues>({ title: '', content: '' });
  const save = useFormSubmit({
    key: `form:forum-topic:${buildingId}`,
    send: (v: TopicValues) => createTopic(buildingId, { title: v.title.trim(), content: v.content.trim() }),
    validate: validateTopic,
    successText: t('forum.toast.created'),
    failureText: t('forum.toast.createFailed'),
    onSuccess: onCreated,
  });
  const change = (field: keyof TopicValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    save.clearFieldErrors(field);
  };
  const errorText = (field: keyof TopicValues, max: number) => {
    const key = save.fieldErrors[field];
    return key ? t(key, { max }) : undefined;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit(values);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="topic-form">
      <fieldset disabled={save.pending} className="flex min-w-0 flex-col gap-4">
        <TextField
          autoFocus
          required
          label={t('forum.form.title')}
          maxLength={FORUM_TITLE_MAX}
          value={values.title}
          onChange={(e) => change('title', e.target.value)}
          error={errorText('title', FORUM_TITLE_MAX)}
        />
        <TextAreaField
          required
          label={t('forum.form.content')}
          rows={6}
          maxLength={FORUM_CONTENT_MAX}
          value={values.content}
          onChange={(e) => change('content', e.target.value)}
          error={errorText('content', FORUM_CONTENT_MAX)}
        />
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={save.pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={save.pending}>
          {t('forum.form.create')}
        </Button>
      </div>
    </form>
  );
}
