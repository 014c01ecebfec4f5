import { useSyncExternalStore } from 'react';

/** Whether the screen matches a media query now, and again whenever that changes (a phone turned, a window narrowed). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}
