import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './Button';

/**
 * Previous/next under a paged list, with its summary ("page X of Y"): previous is disabled on the
 * first page, next on the last. The texts come translated from the feature; `note` says what the
 * pages do not reach (a list pages through its newest rows only, issue 28 §1).
 */
export function Pager({
  page,
  lastPage,
  onPage,
  summary,
  label,
  previous,
  next,
  note,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  summary: string;
  label: string;
  previous: string;
  next: string;
  note?: string;
}) {
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-3 py-3 text-sm dark:border-slate-700" aria-label={label}>
      <span className="text-slate-600 dark:text-slate-400">
        {summary}
        {note && (
          <span className="block text-xs" data-testid="pager-note">
            {note}
          </span>
        )}
      </span>
      <span className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={previous}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{previous}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= lastPage} aria-label={next}>
          <span className="hidden sm:inline">{next}</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </span>
    </nav>
  );
}
