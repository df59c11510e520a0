/** A one-answer list's states (src/ui/ListStates.tsx): placeholder, failure with retry, empty, rows. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListStates } from '../../src/ui/ListStates';

const rows = <p>rows</p>;
const empty = <p>nothing here</p>;

describe('ListStates', () => {
  it('shows a busy, labelled placeholder with the asked number of rows while nothing is there', () => {
    render(
      <ListStates loading failure={null} onRetry={vi.fn()} isEmpty empty={empty} skeletonRows={5}>
        {rows}
      </ListStates>,
    );
    const busy = screen.getByLabelText('Loading…');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('skeleton-rows').children).toHaveLength(5);
    expect(screen.queryByText('rows')).toBeNull();
    expect(screen.queryByText('nothing here')).toBeNull();
  });

  it('shows the failure with its texts, and Retry calls back', async () => {
    const onRetry = vi.fn();
    render(
      <ListStates loading={false} failure={{ title: 'Could not load', message: 'Databáze neodpovídá' }} onRetry={onRetry} isEmpty={false} empty={empty}>
        {rows}
      </ListStates>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toHaveTextContent('Databáze neodpovídá');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('shows the empty state when there are no rows, else the rows', () => {
    const { rerender } = render(
      <ListStates loading={false} failure={null} onRetry={vi.fn()} isEmpty empty={empty}>
        {rows}
      </ListStates>,
    );
    expect(screen.getByText('nothing here')).toBeInTheDocument();
    expect(screen.queryByText('rows')).toBeNull();
    rerender(
      <ListStates loading={false} failure={null} onRetry={vi.fn()} isEmpty={false} empty={empty}>
        {rows}
      </ListStates>,
    );
    expect(screen.getByText('rows')).toBeInTheDocument();
    expect(screen.queryByText('nothing here')).toBeNull();
  });
});
