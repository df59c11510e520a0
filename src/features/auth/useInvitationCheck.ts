import { useEffect, useState } from 'react';
import type { InvitationStatus } from '../../../contract/auth';
import { checkInvitation } from './api';

/**
 * What the server says about the invitation code from the link (issue 29 §8a): 'checking' while it
 * asks, then the server's status. No code, or no answer (offline, a server error), is 'unchecked':
 * the page then shows its form as before and registration itself still refuses a bad code, so a
 * failed check never leaves a blank page or blocks someone with a good code.
 */
export type InvitationCheckState = 'checking' | 'unchecked' | InvitationStatus;

export function useInvitationCheck(code: string): InvitationCheckState {
  const trimmed = code.trim();
  const [answer, setAnswer] = useState<{ code: string; state: InvitationCheckState } | null>(null);
  useEffect(() => {
    if (!trimmed) return;
    let live = true;
    checkInvitation(trimmed).then(
      (res) => live && setAnswer({ code: trimmed, state: res.status }),
      () => live && setAnswer({ code: trimmed, state: 'unchecked' }),
    );
    return () => {
      live = false;
    };
  }, [trimmed]);
  if (!trimmed) return 'unchecked';
  // an answer about another code (the link changed) does not count
  return answer?.code === trimmed ? answer.state : 'checking';
}
