import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

// The same module as the routes' scope (routeModules.ts): one chunk, fetched once.
const loadScope = () => import('./AntScope');
const AntScope = lazy(loadScope);

// What warmAntIslands fetches: the scope, and the panels marked to be warmed.
const warmers: (() => Promise<unknown>)[] = [loadScope];
let warmed = false;

/** Ant Design's scope, loaded with what it wraps: for a part of a light screen that is drawn with Ant Design. */
function WithAnt({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}><AntScope>{children}</AntScope></Suspense>;
}

// A function component's props ({} for one without): typed on the component, as React.lazy is, for the generic to hold.
type PropsOf<T> = T extends (props: infer P) => ReactNode ? (P extends object ? P : object) : never;

/**
 * A panel of a light screen (the dashboard, the header) drawn with Ant Design: it and Ant Design load when it first
 * shows, so the screen's first view carries neither. Meanwhile it shows its `fallback` (a dialog, the mask and a
 * spinner: DialogLoading; a tab, a spinner). One marked `warm` is fetched early by warmAntIslands.
 */
export function antIsland<T extends (props: never) => ReactNode>(load: () => Promise<{ default: T }>, fallback: ReactNode = null,
  { warm = false } = {}): ComponentType<PropsOf<T>> {
  let loading: Promise<{ default: T }> | undefined;
  // One fetch for the warm-up and the panel; a failed one is forgotten, so the panel's own load tries again.
  const once = () => (loading ??= load().catch((e: unknown) => { loading = undefined; throw e; }));
  if (warm) warmers.push(once);
  const Panel = lazy(once as unknown as () => Promise<{ default: ComponentType<PropsOf<T>> }>);
  return function AntIsland(props: PropsOf<T>) {
    return <WithAnt fallback={fallback}><Panel {...props} /></WithAnt>;
  };
}

/**
 * Fetches Ant Design and the panels marked `warm` once the light screen's first view is drawn and the browser is idle,
 * so the first dialog opened does not wait for them. Not on a link that asks to save data: there they load when used.
 */
export function warmAntIslands() {
  if (warmed || (navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  warmed = true;
  const fetchAll = () => { for (const warm of warmers) warm().catch(() => undefined); };
  if ('requestIdleCallback' in window) window.requestIdleCallback(fetchAll);
  else setTimeout(fetchAll, 200);
}
