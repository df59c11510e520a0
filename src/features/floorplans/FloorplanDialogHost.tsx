/**
 * Hosts the floor-plan dialog for the whole signed-in app: the building overview's 'Building map'
 * button and the palette ask for it through pending actions (OPEN_FLOORPLANS, UPLOAD_FLOORPLAN),
 * so no other feature imports it. The dialog's code loads only when it is first asked for.
 */
import { lazy, Suspense, useState } from 'react';
import { OPEN_FLOORPLANS, UPLOAD_FLOORPLAN } from '../../commands/dialogIds';
import { usePendingAction } from '../../commands/pendingAction';
import { useSelectedBuilding } from '../../state/building';
import { withPageTexts } from '../../lib/i18n';
import { floorFromPayload, planFromPayload } from './actions';

// the dialog brings the feature's texts (lib/pageTexts.ts: floorplans)
const FloorplanDialog = lazy(() => withPageTexts('floorplans', () => import('./FloorplanDialog')).then((m) => ({ default: m.FloorplanDialog })));

interface MapState {
  floor: number | null;
  upload: boolean;
  /** a plan to edit or delete as soon as the plans are there (the palette's commands) */
  plan: { edit: number | null; delete: number | null };
  /** bumps on every request so asking for the same floor again still resets the dialog */
  seq: number;
}

export function FloorplanDialogHost() {
  const { buildingId } = useSelectedBuilding();
  const [map, setMap] = useState<MapState | null>(null);
  const openMap = (floor: number | null, upload = false, plan = { edit: null, delete: null } as MapState['plan']) =>
    setMap((m) => ({ floor, upload, plan, seq: (m?.seq ?? 0) + 1 }));
  usePendingAction(OPEN_FLOORPLANS, (payload) => openMap(floorFromPayload(payload), false, planFromPayload(payload)));
  usePendingAction(UPLOAD_FLOORPLAN, () => openMap(null, true));

  if (map === null || buildingId === null) return null;
  return (
    <Suspense fallback={null}>
      <FloorplanDialog
        key={map.seq}
        open
        onClose={() => setMap(null)}
        buildingId={buildingId}
        floor={map.floor}
        startWithUpload={map.upload}
        startEditing={map.plan.edit}
        startDeleting={map.plan.delete}
      />
    </Suspense>
  );
}
