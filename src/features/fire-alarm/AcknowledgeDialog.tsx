import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FireZone } from '../../../contract/fire-alarm';
import { fireZoneName } from '../../lib/fireZone';
import { Dialog } from '../../ui/Dialog';
import { AcknowledgeForm } from './AcknowledgeForm';

/** The screen's 'Acknowledge alarm' dialog: stays open (with the server's message) until the server accepts. */
export function AcknowledgeDialog({ buildingId, zone, onClose }: { buildingId: number; zone: FireZone | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={zone !== null}
      onClose={close}
      title={t('fireAlarm.ack.title')}
      description={zone ? fireZoneName(zone, t) : undefined}
      dismissOnOutsideClick={false}
      data-testid="acknowledge-dialog"
    >
      {/* a fresh form per zone: nothing typed for one alarm is sent for another */}
      {zone && <AcknowledgeForm key={zone.id} buildingId={buildingId} zoneId={zone.id} onDone={onClose} onCancel={close} onBusy={setBusy} />}
    </Dialog>
  );
}
