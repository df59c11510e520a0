import { cn } from '../lib/cn';

const SIZES = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10' } as const;

/** A spinning ring. Decorative by default; pass `label` when it is the only sign of loading. */
export function Spinner({ size = 'md', label, className }: { size?: keyof typeof SIZES; label?: string; className?: string }) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('inline-block animate-spin rounded-full border-2 border-current border-r-transparent', SIZES[size], className)}
    />
  );
}
