/** Copies a pass's public link (spec 001 §3): the list's copy button and the palette's 'Copy a pass link…'. */
import toast from 'react-hot-toast';
import { passHref } from './rules';

export async function copyLink(code: string, t: (key: string) => string): Promise<void> {
  try {
    await navigator.clipboard.writeText(new URL(passHref(code), window.location.origin).href);
    toast.success(t('qr.toast.linkCopied'));
  } catch {
    toast.error(t('qr.toast.copyFailed'));
  }
}
