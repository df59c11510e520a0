/** Joins class names, skipping falsy ones — enough for our tailwind conditionals. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
