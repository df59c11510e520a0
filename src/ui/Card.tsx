import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** buttons at the right of the header */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** no inner padding, for tables that run edge to edge */
  flush?: boolean;
}

export function Card({ title, description, actions, children, className, flush }: CardProps) {
  const hasHeader = title || description || actions;
  return (
    <section
      className={cn(
        'rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
    >
      {hasHeader && (
        <header className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <div className="min-w-0">
            {title && <h2 className="text-base font-semibold">{title}</h2>}
            {description && <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </header>
      )}
      <div className={flush ? undefined : 'p-4'}>{children}</div>
    </section>
  );
}
