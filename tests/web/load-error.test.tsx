import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadErrorBoundary } from '../../src/app/LoadErrorBoundary';
import { STORAGE_KEYS } from '../../src/lib/storageKeys';
import { i18n } from '../../src/lib/i18n';

describe('a part of the app that fails to load', () => {
  beforeEach(() => {
    // a reload has just happened: the boundary must show its screen, not reload again
    sessionStorage.setItem(STORAGE_KEYS.chunkReloadAt, String(Date.now()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each([
    ['en', 'This part of the app could not be loaded', 'Try again'],
    ['cs', 'Tuto část aplikace se nepodařilo načíst', 'Zkusit znovu'],
  ])('shows a message with a retry instead of a blank page (%s)', async (lng, title, retry) => {
    await i18n.changeLanguage(lng);
    const Broken = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc.js')));
    render(
      <LoadErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      </LoadErrorBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
  });
});
