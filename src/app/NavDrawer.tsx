/** The navigation drawer below 768 px; its own chunk, loaded when first opened (Layout). */
import { useTranslation } from 'react-i18next';
import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { X } from 'lucide-react';
import { Sidebar } from './Sidebar';

export default function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40 md:hidden">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
      <DialogPanel aria-label={t('shell.nav.label')} className="fixed inset-y-0 left-0 w-72 max-w-[85vw] bg-white shadow-xl dark:bg-slate-900">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('shell.nav.close')}
          className="absolute right-2 top-3 rounded-md p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
        <Sidebar onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
