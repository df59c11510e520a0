import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import type { ParkingLogEntry } from '../../contract/parking';
import { useGateToasts } from '../../src/app/useGateToasts';
import { createBridge } from '../../src/live/bridge';
import { selectedUnitIdAtom } from '../../src/state/unit';

function Probe() {
  useGateToasts();
  return <Toaster />;
}

const entry = (over: Partial<ParkingLogEntry>): ParkingLogEntry => ({
  log_id: 1,
  unit_id: 7,
  license_plate: '1AB2345',
  direction: 'forward',
  access_time: '2026-11-23T10:00:00.000Z',
  door_name: 'Vjezd',
  was_granted: true,
  reason: 'granted',
  has_image: true,
  ...over,
});

/** Anywhere in the app (issue 9 §2): passes of the selected unit are toasted, others are not. */
describe('gate toasts in the app', () => {
  it('toasts a pass of the selected unit, granted or denied, once per pass, and nothing for other units', async () => {
    const store = createStore();
    store.set(selectedUnitIdAtom, 7);
    render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    const bridge = createBridge(async () => undefined);
    let seq = 0;
    const send = (data: ParkingLogEntry) =>
      act(() => bridge.onEvent({ type: 'parking.gate_event', building_id: 1, seq: ++seq, at: data.access_time, data }));

    send(entry({ log_id: 1 }));
    // the same pass told again (a second place asking for it, a redelivery)
    send(entry({ log_id: 1 }));
    send(entry({ log_id: 2, license_plate: 'ZZ99999', direction: 'reverse', was_granted: false, reason: 'unknown_plate' }));
    expect(await screen.findByText('ZZ99999: Exit denied')).toBeInTheDocument();
    // counted once the later pass shows (both tellings are on screen by then), not with a find, which
    // would wait until a duplicate had timed out
    expect(screen.getAllByText('1AB2345: Entry granted')).toHaveLength(1);
    send(entry({ log_id: 3, unit_id: 8, license_plate: 'OTHER1' }));
    send(entry({ log_id: 4, unit_id: null, license_plate: 'NOUNIT1' }));
    // a pass of the unit sent after them: once its toast shows, theirs would have shown too
    send(entry({ log_id: 5, license_plate: 'MARKER1' }));
    expect(await screen.findByText('MARKER1: Entry granted')).toBeInTheDocument();
    expect(screen.queryByText(/OTHER1|NOUNIT1/)).not.toBeInTheDocument();
  });
});
