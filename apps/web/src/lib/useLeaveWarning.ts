import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While `unsaved`: closing or reloading the tab asks the browser's own 'Leave site?' question, and going to
 * another screen (a menu, Sign Out) is held until the user confirms (the returned blocker; LeaveConfirm asks).
 */
export function useLeaveWarning(unsaved: boolean): Blocker {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => { e.preventDefault(); };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
}
