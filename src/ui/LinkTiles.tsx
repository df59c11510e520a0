/** A row of icon links in a card (the dashboard's way to the building, the overview's quick links). */
import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../lib/cn';

export interface LinkTile {
  href: string;
  icon: LucideIcon;
  label: string;
}

export function LinkTiles({ links, className }: { links: readonly LinkTile[]; className?: string }) {
  return (
    <ul className={cn('grid gap-2', className)}>
      {links.map(({ href, icon: Icon, label }) => (
        <li key={href}>
          <Link
            href={href}
            className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <Icon className="h-4 w-4 text-slate-500" aria-hidden="true" />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
