import { Description, Field, Label, Switch } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** An on/off switch with its label (headlessui Switch: role="switch", Space toggles). */
export function FeatureSwitch({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Field disabled={disabled} className="flex items-start justify-between gap-4 py-2 data-disabled:opacity-50">
      <div className="min-w-0">
        <Label className="text-sm font-medium text-slate-800 dark:text-slate-200">{label}</Label>
        {description && <Description className="text-xs text-slate-600 dark:text-slate-400">{description}</Description>}
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500',
          'bg-slate-300 data-checked:bg-blue-600 dark:bg-slate-600 dark:data-checked:bg-blue-500',
          'data-disabled:cursor-not-allowed',
        )}
      >
        <span
          aria-hidden="true"
          className="inline-block h-4 w-4 rounded-full bg-white shadow transition-transform"
          style={{ transform: checked ? 'translateX(1.5rem)' : 'translateX(0.25rem)' }}
        />
      </Switch>
    </Field>
  );
}
