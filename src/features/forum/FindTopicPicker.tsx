/**
 * 'Find topic…': the selected building's most active topics (one page of the largest size the
 * server gives) whose title matches the typed text, regardless of case and diacritics; picking one
 * (or Enter for the first) opens it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareText, Pin } from 'lucide-react';
import type { CommandContext } from '../../commands/types';
import { foldText } from '../../../contract/rules/text';
import { failureText } from '../../lib/loadFailure';
import { SearchPickList } from '../../ui/SearchPickList';
import { useTopicsToFind } from './api';
import { topicHref } from './paths';

export function FindTopicPicker({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const list = useTopicsToFind(ctx.buildingId);
  const needle = foldText(text.trim());
  const found = (list.data?.topics ?? []).filter((topic) => foldText(topic.title).includes(needle));
  return (
    <SearchPickList
      label={t('forum.find.label')}
      value={text}
      onSearch={setText}
      loading={list.isLoading && !list.data}
      error={list.error && !list.data ? failureText(list.error, t('forum.toast.loadFailed')) : null}
      empty={t('forum.find.noMatch')}
      items={found.map((topic) => ({
        key: topic.id,
        icon: topic.is_pinned ? (
          <Pin className="h-4 w-4 shrink-0 text-amber-600" aria-label={t('forum.topic.pinned')} />
        ) : (
          <MessageSquareText className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        ),
        label: topic.title,
        detail: t('forum.topic.posts', { count: topic.post_count }),
        onPick: () => {
          ctx.navigate(topicHref(topic.building_id, topic.id));
          close();
        },
      }))}
    />
  );
}
