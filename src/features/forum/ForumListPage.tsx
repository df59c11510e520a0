/**
 * The forum of a building (spec 001 §2 "Forum", issue 14): topic cards and the create dialog. At
 * /forum it shows the selected building, at /building/{id}/forum the building named. `?new=1`
 * (the palette's 'New topic…') opens the dialog.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Plus } from 'lucide-react';
import { useSelectedBuilding } from '../../state/building';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import { topicHref } from './paths';
import { NEW_TOPIC_PARAM } from './screen';
import { TopicForm } from './TopicForm';
import { TopicList } from './TopicList';
import { useForumBuilding } from './useForumBuilding';

export function ForumListPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { buildingId } = useForumBuilding(params);
  const { buildings } = useSelectedBuilding();
  const building = buildings.find((b) => b.id === buildingId);
  const [createOpen, setCreateOpen] = useState(false);

  // the parameter is a request, not a state: consumed once, so closing the dialog stays closed on reload
  const wantsNew = new URLSearchParams(search).has(NEW_TOPIC_PARAM);
  useEffect(() => {
    if (!wantsNew || buildingId === null) return;
    setCreateOpen(true);
    navigate(location, { replace: true });
  }, [wantsNew, buildingId, location, navigate]);

  const header = (
    <PageHeader
      title={t('forum.title')}
      description={building ? t('forum.descriptionFor', { building: building.name }) : t('forum.description')}
      actions={
        buildingId !== null && (
          <Button onClick={() => setCreateOpen(true)} data-command="forum.newTopic">
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('forum.list.newTopic')}
          </Button>
        )
      }
    />
  );
  if (buildingId === null) {
    return (
      <>
        {header}
        <SelectBuildingPrompt description={t('forum.selectBuilding')} />
      </>
    );
  }
  return (
    <>
      {header}
      <TopicList key={buildingId} buildingId={buildingId} onCreate={() => setCreateOpen(true)} />
      {/* outside clicks do not close it: a half-written post is not lost to a stray tap */}
      <Dialog open={createOpen} onClose={() => setCreateOpen(false)} title={t('forum.form.dialogTitle')} size="lg" dismissOnOutsideClick={false} data-testid="topic-create-dialog">
        {createOpen && (
          <TopicForm
            buildingId={buildingId}
            onCancel={() => setCreateOpen(false)}
            onCreated={(topic) => {
              setCreateOpen(false);
              navigate(topicHref(topic.building_id, topic.id));
            }}
          />
        )}
      </Dialog>
    </>
  );
}
