/** A failed issue read's text under its alert's title: the answer of a wrong shape says so (spec 000 §8), else the server's words or the fallback. */
import { isMalformedAnswer } from '../../lib/api';
import { failureText } from '../../lib/loadFailure';

export function issueFailureText(error: unknown, t: (key: string) => string): string | undefined {
  if (isMalformedAnswer(error)) return t('issues.errors.malformed');
  return failureText(error, t('issues.toast.loadFailed')) ?? undefined;
}
