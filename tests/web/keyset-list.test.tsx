import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { KeysetList, type KeysetListState } from '../../src/ui/KeysetList';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = [
  { id: 1, name: 'First row' },
  { id: 2, name: 'Second row' },
];

function state(over: Partial<KeysetListState<Row>> = {}): KeysetListState<Row> {
  return { data: { items: ROWS, next_cursor: null, pages: 1 }, error: undefined, isLoading: false, loadingMore: false, retry: vi.fn(), ...over };
}

function renderList(list: KeysetListState<Row>, extra: Partial<Parameters<typeof KeysetList<Row>>[0]> = {}) {
  const onLoadMore = vi.fn();
  render(
    <KeysetList
      list={list}
      failure={(error) => ({ title: 'Rows could not be loaded', message: error?.message })}
      empty={<p>Nothing here yet</p>}
      rows={(items) => (
        <ul aria-label="Rows">
          {items.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      )}
      loadMoreLabel="Load more rows"
      onLoadMore={onLoadMore}
      {...extra}
    />,
  );
  return { onLoadMore };
}

const loadMore = () => screen.queryByRole('button', { name: 'Load more rows' });

describe('a list read in keyset pages', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a busy placeholder while the first page loads, and nothing else', () => {
    renderList(state({ isLoading: true, data: undefined }), { loadingTestId: 'rows-loading' });
    const placeholder = screen.getByTestId('rows-loading');
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveAccessibleName('Loading…');
    expect(within(placeholder).getByTestId('skeleton-rows')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('Nothing here yet')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loadMore()).toBeNull();
  });

  it('shows the placeholder the screen gives instead of the default skeleton', () => {
    renderList(state({ isLoading: true, data: undefined }), { placeholder: <p>Fetching rows</p> });
    expect(screen.getByText('Fetching rows').closest('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-rows')).toBeNull();
  });

  it('shows the failure with a retry when the first page could not be read', async () => {
    const user = userEvent.setup();
    const list = state({ data: undefined, error: new Error('Server said no') });
    renderList(list);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Rows could not be loaded');
    expect(alert).toHaveTextContent('Server said no');
    expect(list.retry).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(list.retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list')).toBeNull();
    expect(loadMore()).toBeNull();
  });

  it('shows the empty state alone when there are no rows', () => {
    renderList(state({ data: { items: [], next_cursor: 'c2', pages: 1 }, error: new Error('refresh failed') }));
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loadMore()).toBeNull();
  });

  it('keeps the failure and "Load more" below the empty state when the screen asks for it', () => {
    renderList(state({ data: { items: [], next_cursor: 'c2', pages: 1 }, error: new Error('refresh failed') }), { footerBelowEmpty: true });
    const empty = screen.getByText('Nothing here yet');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('refresh failed');
    expect(empty.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(loadMore()).toBeInTheDocument();
  });

  it('shows the rows, with no alert and no "Load more" on the last page', () => {
    renderList(state());
    const rows = within(screen.getByRole('list', { name: 'Rows' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['First row', 'Second row']);
    expect(screen.queryByText('Nothing here yet')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a failed next page below the rows, which stay, with a retry', async () => {
    const user = userEvent.setup();
    const list = state({ data: { items: ROWS, next_cursor: 'c2', pages: 1 }, error: new Error('Page two failed') });
    renderList(list);
    const rows = screen.getByRole('list', { name: 'Rows' });
    const alert = screen.getByRole('alert');
    expect(within(rows).getAllByRole('listitem')).toHaveLength(2);
    expect(alert).toHaveTextContent('Rows could not be loaded');
    expect(alert).toHaveTextContent('Page two failed');
    expect(rows.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(list.retry).toHaveBeenCalledTimes(1);
    expect(loadMore()).toBeInTheDocument();
  });

  it('hides an earlier failure while the next page is on its way', () => {
    renderList(state({ data: { items: ROWS, next_cursor: 'c2', pages: 1 }, error: new Error('Page two failed'), loadingMore: true }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('list', { name: 'Rows' })).toBeInTheDocument();
  });

  it('asks for one page more than on screen from "Load more"', async () => {
    const user = userEvent.setup();
    const { onLoadMore } = renderList(state({ data: { items: ROWS, next_cursor: 'c3', pages: 2 } }));
    const button = loadMore();
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button!);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(onLoadMore).toHaveBeenCalledWith(3);
  });

  it('shows "Load more" busy while the next page loads', async () => {
    const user = userEvent.setup();
    const { onLoadMore } = renderList(state({ data: { items: ROWS, next_cursor: 'c2', pages: 1 }, loadingMore: true }));
    const button = loadMore();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await user.click(button!);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('does not show "Load more" busy when the rows on screen are stale ones of another query', () => {
    renderList(state({ data: { items: ROWS, next_cursor: 'c2', pages: 1 }, loadingMore: true }), { stale: true });
    const button = loadMore();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeEnabled();
  });
});
