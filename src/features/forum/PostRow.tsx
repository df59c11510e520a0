import { memo, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Reply, Trash2 } from 'lucide-react';
import type { ForumPost } from '../../../contract/forum';
import { FORUM_INDENT_REM, FORUM_MAX_LEVEL, quotePreview } from '../../../contract/rules/forum';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { createPost, updatePost } from './api';
import { PlainText } from './PlainText';
import { PostForm } from './PostForm';
import { createPost as createPostRoute, updatePost as updatePostRoute } from '../../../contract/routes/forum';

export type PostFormMode = 'reply' | 'edit';

export interface PostRowProps {
  post: ForumPost;
  buildingId: number;
  topicId: number;
  /** the topic takes replies (topic.can.reply) */
  canReply: boolean;
  /** the form open under this post, if any */
  form: PostFormMode | null;
  /** for a reply that does not sit deeper than its parent (beyond the deepest level), who and what it answers ('' for a deleted parent) */
  replyToAuthor?: string;
  replyToText?: string;
  onOpen: (postId: number, mode: PostFormMode) => void;
  onClose: () => void;
  /** after a reply or an edit was accepted */
  onSaved: () => void;
  onDelete: (post: ForumPost) => void;
}

/**
 * One post of the thread, indented 1.5rem per level (spec 001 §9), with its Reply / Edit / Delete
 * as the server allows (post.can_edit, can_delete; topic.can.reply) and the inline form when open.
 * A deleted post keeps its place as a placeholder, so the replies under it still read in order.
 */
function PostRowView({ post, buildingId, topicId, canReply, form, replyToAuthor, replyToText, onOpen, onClose, onSaved, onDelete }: PostRowProps) {
  const { t } = useTranslation();
  const metaId = useId();
  const level = Math.min(Math.max(post.level, 0), FORUM_MAX_LEVEL);
  const editing = form === 'edit' && !post.is_deleted;
  const actions = !post.is_deleted && !editing;
  // an inline form takes the focus, and closes on Cancel, Escape or once saved
  const inline = { onDone: onSaved, onCancel: onClose, autoFocus: true };
  const replyButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const shownForm = useRef(form);
  useEffect(() => {
    // a keyboard user whose form closed goes on from the button that opened it, not from the page's top
    // (unless the focus moved on already, e.g. into another post's form)
    const closed = shownForm.current;
    shownForm.current = form;
    if (closed && !form && (document.activeElement === null || document.activeElement === document.body)) {
      (closed === 'edit' ? editButton : replyButton).current?.focus();
    }
  }, [form]);
  return (
    <li
      style={{ marginInlineStart: `${level * FORUM_INDENT_REM}rem` }}
      className={level > 0 ? 'border-l-2 border-slate-200 pl-3 dark:border-slate-700' : undefined}
      data-testid={`post-${post.id}`}
      data-level={level}
    >
      <article className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900" aria-describedby={metaId}>
        <p id={metaId} className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500 dark:text-slate-400">
          {!post.is_deleted && <span className="font-medium text-slate-800 dark:text-slate-200">{post.author_name}</span>}
          <time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time>
          {post.updated_at && !post.is_deleted && (
            <span title={formatDateTime(post.updated_at)} data-testid="edited-mark">
              {t('forum.post.edited')}
            </span>
          )}
        </p>
        {replyToAuthor !== undefined && (
          <p className="mt-1 break-words text-xs text-slate-500 dark:text-slate-400" data-testid="reply-to">
            {replyToAuthor ? (
              <>
                {t('forum.post.inReplyTo', { name: replyToAuthor })} <q>{replyToText}</q>
              </>
            ) : (
              t('forum.post.inReplyToDeleted')
            )}
          </p>
        )}
        {post.is_deleted ? (
          <p className="mt-1 text-sm italic text-slate-500 dark:text-slate-400" data-testid="deleted-post">
            {t('forum.post.deleted')}
          </p>
        ) : editing ? (
          <div className="mt-2">
            <PostForm
              route={updatePostRoute}
              label={t('forum.post.editLabel')}
              submitLabel={t('common.save')}
              initial={post.content}
              send={(content) => updatePost(buildingId, post.id, content)}
              successText={t('forum.toast.updated')}
              failureText={t('forum.toast.updateFailed')}
              {...inline}
              data-testid="edit-form"
            />
          </div>
        ) : (
          <PlainText text={post.content} className="mt-1 text-sm" />
        )}
        {actions && (canReply || post.can_edit || post.can_delete) && (
          <div className="mt-2 flex flex-wrap gap-1">
            {canReply && (
              <Button ref={replyButton} variant="ghost" size="sm" aria-expanded={form === 'reply'} aria-describedby={metaId} onClick={() => (form === 'reply' ? onClose() : onOpen(post.id, 'reply'))} data-command="forum.reply">
                <Reply className="h-4 w-4" aria-hidden="true" />
                {t('forum.post.reply')}
              </Button>
            )}
            {post.can_edit && (
              <Button ref={editButton} variant="ghost" size="sm" aria-describedby={metaId} onClick={() => onOpen(post.id, 'edit')} data-command="forum.editPost">
                <Pencil className="h-4 w-4" aria-hidden="true" />
                {t('forum.post.edit')}
              </Button>
            )}
            {post.can_delete && (
              <Button variant="ghost" size="sm" className="text-red-700 dark:text-red-400" aria-describedby={metaId} onClick={() => onDelete(post)} data-command="forum.deletePost">
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                {t('forum.post.delete')}
              </Button>
            )}
          </div>
        )}
      </article>
      {form === 'reply' && canReply && !post.is_deleted && (
        <div className="mt-2">
          <PostForm
            route={createPostRoute}
            label={t('forum.post.replyLabel')}
            submitLabel={t('forum.post.send')}
            quote={{ author: post.author_name, text: quotePreview(post.content) }}
            send={(content) => createPost(buildingId, topicId, content, post.id)}
            successText={t('forum.toast.replied')}
            failureText={t('forum.toast.replyFailed')}
            {...inline}
            data-testid="reply-form"
          />
        </div>
      )}
    </li>
  );
}

/** Field by field: a refetch brings new objects for unchanged posts, and those rows need not render again. */
function samePost(a: ForumPost, b: ForumPost): boolean {
  return (Object.keys(a) as Array<keyof ForumPost>).every((k) => a[k] === b[k]);
}

function sameRow(prev: PostRowProps, next: PostRowProps): boolean {
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)] as Array<keyof PostRowProps>);
  return [...keys].every((k) => (k === 'post' ? samePost(prev.post, next.post) : prev[k] === next[k]));
}

/**
 * Memoized: typing in a form, opening another post's form or a refetch with the same posts renders
 * no other row, so a thread of hundreds of posts stays smooth.
 */
export const PostRow = memo(PostRowView, sameRow);
