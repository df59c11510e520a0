import type { ReactNode } from 'react';

/** An entry still open (in the building, waiting at the desk, lent out): the one thing the desk looks for. */
export function OpenBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200" data-testid="open-badge">
      {children}
    </span>
  );
}
