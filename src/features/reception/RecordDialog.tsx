import type { ReceptionTab } from './screen';
import { LendKeyDialog } from './LendKeyDialog';
import { RecordMailDialog } from './RecordMailDialog';
import { RecordVisitorDialog } from './RecordVisitorDialog';

/** The record form of the register on screen. */
export function RecordDialog({ tab, buildingId, onClose }: { tab: ReceptionTab; buildingId: number; onClose: () => void }) {
  if (tab === 'visitors') return <RecordVisitorDialog buildingId={buildingId} onClose={onClose} />;
  if (tab === 'mail') return <RecordMailDialog buildingId={buildingId} onClose={onClose} />;
  return <LendKeyDialog buildingId={buildingId} onClose={onClose} />;
}
