/** "Tell the unit's people": a native checkbox, with why it may be unavailable underneath. */
import { useId } from 'react';

export function NotifyField({ label, hint, checked, disabled, onChange }: { label: string; hint?: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input
          id={id}
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
