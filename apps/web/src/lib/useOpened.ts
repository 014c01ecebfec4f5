import { useState } from 'react';

/**
 * Whether `open` has ever been true: a panel loaded on demand mounts at its first opening and stays mounted, so it
 * closes with its animation and opens again at once.
 */
export function useOpened(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
