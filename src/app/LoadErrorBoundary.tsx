/**
 * Keeps a failed lazy part of the app from leaving a blank white page: a stale chunk reloads the
 * page once (chunkReload.ts); otherwise, or after that, a translated message with a retry. Retry
 * reloads, because React.lazy keeps a failed import failed for the life of the page.
 */
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, reloadOnceForChunk } from './chunkReload';

function LoadError(_: FallbackProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t('shell.loadError.title')}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('shell.loadError.body')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        {t('shell.loadError.retry')}
      </button>
    </div>
  );
}

export function LoadErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  return (
    <ErrorBoundary
      FallbackComponent={LoadError}
      resetKeys={[resetKey]}
      onError={(error) => {
        if (isChunkLoadError(error)) reloadOnceForChunk();
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
