/**
 * The forum forms' checks before sending (spec 001 §5: a topic needs a title and content, a reply or
 * an edit non-blank content), with the contract's limits, so the server's answer is rarely needed
 * to learn a mistake. Values are i18n keys; the too-long ones take `{{max}}`.
 */
import { FORUM_CONTENT_MAX, FORUM_TITLE_MAX } from '../../../contract/rules/forum';
import type { FieldErrors } from '../../lib/useFormSubmit';

export interface TopicValues {
  title: string;
  content: string;
}

/** The server trims, then counts (contract/forum.ts), so the check does too. */
function check(text: string, max: number, required: string, tooLong: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return required;
  return trimmed.length > max ? tooLong : undefined;
}

export function validateContent(content: string): FieldErrors<'content'> {
  const error = check(content, FORUM_CONTENT_MAX, 'forum.form.contentRequired', 'forum.form.contentTooLong');
  return error ? { content: error } : {};
}

export function validateTopic(values: TopicValues): FieldErrors<'title' | 'content'> {
  const title = check(values.title, FORUM_TITLE_MAX, 'forum.form.titleRequired', 'forum.form.titleTooLong');
  return { ...(title ? { title } : {}), ...validateContent(values.content) };
}
