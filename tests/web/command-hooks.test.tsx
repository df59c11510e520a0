import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openDialog, PENDING_ACTION_TTL_MS, usePendingAction } from '../../src/commands/pendingAction';
import { screenContextAtom, useScreenContext } from '../../src/commands/screenContext';
import { resetApp } from './helpers';

beforeEach(() => resetApp());

function UploadScreen() {
  const [open, setOpen] = useState<unknown>(null);
  usePendingAction('documents.upload', (payload) => setOpen(payload ?? true));
  return <p>{open ? `dialog open: ${JSON.stringify(open)}` : 'closed'}</p>;
}

describe('openDialog → usePendingAction', () => {
  it('opens the screen’s form once, with the payload', () => {
    render(<UploadScreen />);
    act(() => openDialog('documents.upload', { unit: 4 }));
    expect(screen.getByText('dialog open: {"unit":4}')).toBeInTheDocument();
  });

  it('reaches a screen that mounts right after the command ran (navigate + openDialog)', () => {
    openDialog('documents.upload');
    render(<UploadScreen />);
    expect(screen.getByText('dialog open: true')).toBeInTheDocument();
  });

  it('drops a stale request nobody picked up in time', () => {
    vi.useFakeTimers();
    try {
      openDialog('documents.upload');
      vi.advanceTimersByTime(PENDING_ACTION_TTL_MS + 1);
      render(<UploadScreen />);
      expect(screen.getByText('closed')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores requests for other forms', () => {
    render(<UploadScreen />);
    act(() => openDialog('issues.create'));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});

describe('useScreenContext', () => {
  function Issue({ id }: { id: number }) {
    useScreenContext('issue', { id });
    return null;
  }
  function Probe() {
    return <output>{JSON.stringify(useAtomValue(screenContextAtom))}</output>;
  }

  it('publishes while mounted and removes on unmount', () => {
    const { rerender } = render(
      <>
        <Issue id={3} />
        <Probe />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('{"issue":{"id":3}}');
    rerender(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('{}');
  });
});
