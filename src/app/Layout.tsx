/**
 * The signed-in frame: fixed sidebar from 768 px, a drawer below that, top bar, the fire alarm banner
 * while a zone is in alarm (in the flow under the bar: it pushes the page down), main content.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../ui/useOpenedOnce';
import { FireAlarmBanner } from './FireAlarmBanner';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

// the drawer (headlessui's dialog) loads when first opened: wide screens never need it
const NavDrawer = lazy(() => import('./NavDrawer'));

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const drawerLoaded = useOpenedOnce(drawerOpen);

  return (
    <div className="flex min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('shell.skipToContent')}
      </a>
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
        <div className="sticky top-0 h-dvh">
          <Sidebar />
        </div>
      </aside>

      <Suspense fallback={null}>{drawerLoaded && <NavDrawer open={drawerOpen} onClose={closeDrawer} />}</Suspense>

      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar onOpenDrawer={() => setDrawerOpen(true)} />
        <FireAlarmBanner />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 p-3 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
