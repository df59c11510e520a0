import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { Skeleton } from '../../ui/Skeleton';

/** The building's hero image; a drawn placeholder while loading, when there is none, or when it fails. */
export function HeroImage({ src, alt, loading }: { src: string | null | undefined; alt: string; loading?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (loading) return <Skeleton className="aspect-[12/5] w-full" />;
  if (!src || failed === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className="flex aspect-[12/5] w-full items-center justify-center rounded-lg bg-gradient-to-b from-sky-200 to-sky-50 text-slate-400 dark:from-slate-800 dark:to-slate-900 dark:text-slate-600"
      >
        <Building2 className="h-16 w-16" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      onError={() => setFailed(src)}
      className="aspect-[12/5] w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
      data-testid="building-hero"
    />
  );
}
