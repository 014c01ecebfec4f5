import { useState } from 'react';

/**
 * State that starts over from `initial(key)` whenever `key` changes: edits of the lines shown, the page of
 * a filtered list, a draft of what the server sent. Derived while rendering, so no effect re-renders to reset it.
 */
export function useKeyedState<K, T>(key: K, initial: (key: K) => T): [T, (next: T | ((prev: T) => T)) => void] {
  const [state, setState] = useState<{ key: K; value: T }>(() => ({ key, value: initial(key) }));
  const value = Object.is(state.key, key) ? state.value : initial(key);
  const set = (next: T | ((prev: T) => T)) => setState((s) => {
    const prev = Object.is(s.key, key) ? s.value : initial(key);
    return { key, value: next instanceof Function ? next(prev) : next };
  });
  return [value, set];
}
