import { useTranslation } from 'react-i18next';
import { Maximize } from 'lucide-react';

/** The wall screen's full-screen switch (the building board's and the portfolio's). */
export function FullscreenButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="rounded-md border border-slate-300 p-1 dark:border-slate-600"
      aria-label={t('board.fullscreen')}
      // a browser that refuses (no user gesture, an iframe) leaves the screen as it is
      onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
    >
      <Maximize className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
