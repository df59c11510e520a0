import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

/** A row of radio buttons drawn as segmented buttons; native radios keep keyboard and screen readers right. */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  choices,
  value,
  disabled,
  onChange,
}: {
  name: string;
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  disabled?: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset disabled={disabled} className="py-3">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((c) => (
          <label
            key={c.value}
            className={cn(
              'inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-500',
              c.value === value
                ? 'border-blue-600 bg-blue-50 text-blue-900 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100'
                : 'border-slate-300 bg-white hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700',
            )}
          >
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={c.value === value}
              onChange={() => onChange(c.value)}
              className="sr-only"
            />
            {c.icon}
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
