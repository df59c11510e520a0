import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { cn } from '../lib/cn';

export function EmptyState({
  title,
  description,
  icon,
  action,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-3 px-4 py-10 text-center', className)}>
      <div className="text-slate-400 dark:text-slate-500" aria-hidden="true">
        {icon ?? <Inbox className="h-10 w-10" />}
      </div>
      <p className="font-medium">{title}</p>
      {description && <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      {action}
    </div>
  );
}
