/**
 * The app's modal (headlessui Dialog): focus trap, Escape, scroll lock and
 * aria wiring come from headlessui; this adds our look and a footer slot.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as HDialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof SIZES;
  /** ignore outside clicks (forms that would lose input); Escape and the X still close */
  dismissOnOutsideClick?: boolean;
  className?: string;
  'data-testid'?: string;
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissOnOutsideClick = true,
  className,
  'data-testid': testId,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <HDialog
      open={open}
      onClose={dismissOnOutsideClick ? onClose : () => undefined}
      // With outside clicks ignored headlessui's onClose must be a no-op, so Escape is handled here.
      // On the dialog root, not the panel: after a click on plain text or the scrollbar the focus
      // sits on the root (tabIndex -1). Only keys from this dialog's own DOM count — React bubbles
      // a nested dialog's Escape through portals, and that one should close only itself.
      onKeyDown={(e) => {
        if (!dismissOnOutsideClick && e.key === 'Escape' && e.currentTarget.contains(e.target as Node)) onClose();
      }}
      className="relative z-50"
    >
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
      {/* The panel is never taller than the viewport: its header and footer stay put and the body
          scrolls, so the top and the buttons of a long form are reachable at 360 px and on a laptop. */}
      <div className="fixed inset-0 flex w-screen items-end justify-center p-2 sm:items-center sm:p-4">
        <DialogPanel
          data-testid={testId}
          className={cn(
            'flex max-h-full w-full flex-col rounded-lg bg-white text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100',
            SIZES[size],
            className,
          )}
        >
          <div className="flex shrink-0 items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            <div className="min-w-0">
              <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
              {description && (
                <Description className="text-sm text-slate-600 dark:text-slate-400">{description}</Description>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-slate-100"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4" data-dialog-body="">
            {children}
          </div>
          {footer && (
            <div className="flex shrink-0 flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 dark:border-slate-700">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </HDialog>
  );
}
