/**
 * The forum's one lazy page for its four addresses (spec 001 §2): /forum and /building/{id}/forum
 * list the topics, with a topic id they show that topic. One chunk for both screens: readers move
 * between them all the time, and the signed-in first screen (at its size budget) then carries one
 * lazy route for the forum, not two.
 */
import { ForumListPage } from './ForumListPage';
import { ForumTopicPage } from './ForumTopicPage';

export default function ForumPage({ params }: { params: Record<string, string | undefined> }) {
  return params.id === undefined ? <ForumListPage params={params} /> : <ForumTopicPage params={params} />;
}
