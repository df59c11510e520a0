import { cn } from '../../lib/cn';

/**
 * What residents wrote, as text: React escapes it (no HTML is ever interpreted, so a pasted
 * <script> shows as the characters it is), and line breaks stay where they were typed.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return <p className={cn('whitespace-pre-wrap break-words [overflow-wrap:anywhere]', className)}>{text}</p>;
}
