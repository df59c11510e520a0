import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { ForumPost } from '../../../contract/forum';
import { quotePreview } from '../../../contract/rules/forum';
import { errorMessage } from '../../lib/http';
import { usePendingAction } from '../../commands/pendingAction';
import { useScreenContext } from '../../commands/screenContext';
import { DELETE_POST, EDIT_POST, SCREEN_POSTS } from './screen';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { deletePost, useRevalidateForum } from './api';
import { type PostFormMode, PostRow } from './PostRow';

interface ReplyTo {
  author: string;
  text: string;
}

/**
 * Replies that do not sit deeper than their parent (the nesting stops at FORUM_MAX_LEVEL) name and
 * quote it, since the indentation no longer shows whom they answer.
 */
function flatReplies(posts: readonly ForumPost[]): Map<number, ReplyTo> {
  const byId = new Map(posts.map((p) => [p.id, p]));
  const out = new Map<number, ReplyTo>();
  for (const post of posts) {
    const parent = post.parent_post_id === null ? undefined : byId.get(post.parent_post_id);
    if (parent && post.level <= parent.level) out.set(post.id, { author: parent.is_deleted ? '' : parent.author_name, text: parent.is_deleted ? '' : quotePreview(parent.content) });
  }
  return out;
}

/**
 * The posts in the server's thread order, at most one inline form open at a time (a reply under a
 * post, or an edit in place), and the delete confirmation. Its state changes render only the rows
 * whose props change (PostRow is memoized and every callback here is stable).
 */
export function PostThread({ buildingId, topicId, posts, canReply }: { buildingId: number; topicId: number; posts: readonly ForumPost[]; canReply: boolean }) {
  const { t } = useTranslation();
  const revalidate = useRevalidateForum(buildingId);
  const [open, setOpen] = useState<{ postId: number; mode: PostFormMode } | null>(null);
  const [deleting, setDeleting] = useState<ForumPost | null>(null);
  const replies = useMemo(() => flatReplies(posts), [posts]);
  // the palette's 'Edit a post…' and 'Delete a post…' list these posts and hand back the one picked
  useScreenContext(SCREEN_POSTS, posts);
  usePendingAction(EDIT_POST, (id) => {
    const post = posts.find((p) => p.id === id);
    // after the palette has closed and handed the focus back, so the form's own focus stays
    if (post?.can_edit && !post.is_deleted) window.setTimeout(() => setOpen({ postId: post.id, mode: 'edit' }), 0);
  });
  usePendingAction(DELETE_POST, (id) => {
    const post = posts.find((p) => p.id === id);
    if (post?.can_delete && !post.is_deleted) setDeleting(post);
  });

  const onOpen = useCallback((postId: number, mode: PostFormMode) => setOpen({ postId, mode }), []);
  const onClose = useCallback(() => setOpen(null), []);
  const onSaved = useCallback(() => {
    setOpen(null);
    void revalidate();
  }, [revalidate]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deletePost(buildingId, deleting.id);
    } catch (err) {
      toast.error(errorMessage(err, t('forum.toast.deleteFailed')));
      // the confirmation stays open for another try
      throw err;
    }
    toast.success(t('forum.toast.deleted'));
    if (open?.postId === deleting.id) setOpen(null);
    void revalidate();
  };

  if (posts.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{t('forum.thread.empty')}</p>;
  return (
    <>
      <ol className="flex flex-col gap-3" aria-label={t('forum.thread.label')} data-testid="forum-thread">
        {posts.map((post) => {
          const replyTo = replies.get(post.id);
          return (
            <PostRow
              key={post.id}
              post={post}
              buildingId={buildingId}
              topicId={topicId}
              canReply={canReply}
              form={open?.postId === post.id ? open.mode : null}
              replyToAuthor={replyTo?.author}
              replyToText={replyTo?.text}
              onOpen={onOpen}
              onClose={onClose}
              onSaved={onSaved}
              onDelete={setDeleting}
            />
          );
        })}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title={t('forum.delete.title')}
        message={deleting ? t('forum.delete.message', { preview: quotePreview(deleting.content) }) : undefined}
        confirmLabel={t('common.delete')}
      />
    </>
  );
}
