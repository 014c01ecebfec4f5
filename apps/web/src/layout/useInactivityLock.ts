import { useEffect } from 'react';
import { INACTIVITY_LOCK_MS } from '@pbs/domain';
import { sessionActions } from '../lib/session';

const EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;

/** Locks the screen after 15 minutes without input; the server enforces the same limit. */
export function useInactivityLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    let timer = window.setTimeout(lock, INACTIVITY_LOCK_MS);
    function lock() { sessionActions.setLocked(true); }
    const reset = () => { window.clearTimeout(timer); timer = window.setTimeout(lock, INACTIVITY_LOCK_MS); };
    EVENTS.forEach((e) => window.addEventListener(e, reset, { passive: true }));
    return () => { window.clearTimeout(timer); EVENTS.forEach((e) => window.removeEventListener(e, reset)); };
  }, [active]);
}
