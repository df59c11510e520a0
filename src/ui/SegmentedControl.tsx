/** A few choices as a segmented control: native radios underneath, so arrows, Tab and screen readers work as usual. */
import { cn } from '../lib/cn';

export function SegmentedControl<T extends string | boolean>({
  name,
  legend,
  legendHidden = false,
  choices,
  value,
  onChange,
}: {
  /** the radios' group name, unique on the page */
  name: string;
  legend: string;
  /** the legend for screen readers only (the choices say enough to the eye) */
  legendHidden?: boolean;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className={legendHidden ? 'sr-only' : 'mb-1 text-sm font-medium text-slate-800 dark:text-slate-200'}>{legend}</legend>
      <div className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {choices.map((choice) => (
          <label
            key={String(choice.value)}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-500',
              choice.value === value
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            <input type="radio" name={name} value={String(choice.value)} checked={choice.value === value} onChange={() => onChange(choice.value)} className="sr-only" />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
