/** The signed-in frame: fixed sidebar from 768 px, a drawer below that, top bar, main content. */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { X } from 'lucide-react';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

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

      <Dialog open={drawerOpen} onClose={closeDrawer} className="relative z-40 md:hidden">
        <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
        <DialogPanel aria-label={t('shell.nav.label')} className="fixed inset-y-0 left-0 w-72 max-w-[85vw] bg-white shadow-xl dark:bg-slate-900">
          <button
            type="button"
            onClick={closeDrawer}
            aria-label={t('shell.nav.close')}
            className="absolute right-2 top-3 rounded-md p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
          <Sidebar onNavigate={closeDrawer} />
        </DialogPanel>
      </Dialog>

      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar onOpenDrawer={() => setDrawerOpen(true)} />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 p-3 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
