import { useTranslation } from 'react-i18next';
import type { CreateTopicRequest, ForumTopic } from '../../../contract/forum';
import { FORUM_CONTENT_MAX, FORUM_TITLE_MAX } from '../../../contract/rules/forum';
import { createTopic as createTopicRoute } from '../../../contract/routes/forum';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { createTopic } from './api';

/**
 * Opens a topic: title and opening text, checked by the route's own schema (the server's messages).
 * A failure is toasted and the form keeps what was typed, so the user can try again.
 */
export function TopicForm({ buildingId, onCancel, onCreated }: { buildingId: number; onCancel: () => void; onCreated: (topic: ForumTopic) => void }) {
  const { t } = useTranslation();
  const save = useContractForm<CreateTopicRequest, ForumTopic>({
    schema: bodySchemaOf(createTopicRoute),
    defaultValues: { title: '', content: '' },
    labels: { title: t('forum.form.title'), content: t('forum.form.content') },
    send: (v) => createTopic(buildingId, { title: v.title.trim(), content: v.content.trim() }),
    successText: t('forum.toast.created'),
    failureText: t('forum.toast.createFailed'),
    onSuccess: onCreated,
  });
  return (
    <form onSubmit={(e) => void save.onSubmit(e)} noValidate className="flex flex-col gap-4" data-testid="topic-form">
      <fieldset disabled={save.pending} className="flex min-w-0 flex-col gap-4">
        <TextField autoFocus required label={t('forum.form.title')} maxLength={FORUM_TITLE_MAX} error={save.fieldError('title')} {...save.form.register('title')} />
        <TextAreaField required label={t('forum.form.content')} rows={6} maxLength={FORUM_CONTENT_MAX} error={save.fieldError('content')} {...save.form.register('content')} />
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
