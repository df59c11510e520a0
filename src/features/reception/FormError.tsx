/** The server's refusal inside the form that caused it: it stays while the toast fades, beside what was typed. */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200" data-testid="form-error">
      {text}
    </p>
  );
}
