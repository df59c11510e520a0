/**
 * A list's filters folded behind one button on phones and tablets (issue 29 §5): "Filtry (2)" says
 * how many are set, so a phone's first screen shows the list, not the filters. From 1024 px (`lg`,
 * where the lists become tables) the filters are always open and the button is gone. The fold is
 * CSS only (`hidden lg:block`): the fields stay mounted, so a typed value or a palette command that
 * focuses a field by its `data-command` keeps working whichever way it is shown; the button is a
 * native button with aria-expanded and aria-controls, so Enter and Space open it.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './Button';

export function FilterDisclosure({
  active,
  children,
  className,
  defaultOpen = false,
}: {
  /** how many filters differ from "all" */
  active: number;
  /** the filter fields */
  children: ReactNode;
  className?: string;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-3', className)}>
      <Button variant="secondary" className="self-start lg:hidden" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} data-testid="filter-toggle">
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        {active > 0 ? t('common.filters.toggleActive', { n: active }) : t('common.filters.toggle')}
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </Button>
      <div id={panelId} className={cn('min-w-0', open ? 'block' : 'hidden lg:block')} data-testid="filter-panel">
        {children}
      </div>
    </div>
  );
}
