/**
 * Tabs written to the WAI-ARIA pattern by hand: a tablist with one tab stop, arrows, Home and End,
 * and one tabpanel holding the selected tab's content. Not headlessui's TabGroup (as the parking and
 * sensors screens use): pulling TabGroup into one more lazy chunk re-splits headlessui's shared
 * internals into chunks the signed-in first screen then lists, over a budget with little room left.
 * Static tabs need only roles, focus and keys, which is all this is. The tabs wrap onto a second line
 * where the row is too narrow (issue 29 §5: the SVJ page's third tab was cut off at 360 px behind a
 * scroll nobody saw): every tab stays in sight, none scrolls away.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface TabItem<Id extends string = string> {
  id: Id;
  /** already translated */
  label: string;
  /** the palette command that does what this tab shows (`data-command`: tests match screen actions to commands) */
  command?: string;
}

const tabClass = (selected: boolean) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-blue-500 sm:px-4',
    selected ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
  );

export function Tabs<Id extends string>({
  idPrefix,
  label,
  items,
  selected,
  onSelect,
  children,
  panelClassName,
}: {
  /** makes the tab and panel ids unique on the page: `${idPrefix}-tab-${id}`, `${idPrefix}-panel-${id}` */
  idPrefix: string;
  /** the tablist's accessible name */
  label: string;
  items: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** the selected tab's content */
  children: ReactNode;
  panelClassName?: string;
}) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(0, items.findIndex((item) => item.id === selected));
  const choose = (next: number) => {
    const wrapped = (next + items.length) % items.length;
    onSelect(items[wrapped].id);
    tabRefs.current[wrapped]?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    choose(moves[e.key]);
  };
  const current = items[index];
  return (
    <>
      <div role="tablist" aria-label={label} onKeyDown={onKey} className="mb-4 inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.id}`}
            aria-selected={i === index}
            aria-controls={`${idPrefix}-panel-${item.id}`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onSelect(item.id)}
            data-command={item.command}
            className={tabClass(i === index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${current.id}`} aria-labelledby={`${idPrefix}-tab-${current.id}`} tabIndex={0} className={cn('min-w-0', panelClassName)}>
        {children}
      </div>
    </>
  );
}
