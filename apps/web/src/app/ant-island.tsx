import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

// The same module as the routes' scope (routeModules.ts): one chunk, fetched once.
const AntScope = lazy(() => import('./AntScope'));

/** Ant Design's scope, loaded with what it wraps: for a part of a light screen that is drawn with Ant Design. */
function WithAnt({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}><AntScope>{children}</AntScope></Suspense>;
}

// A function component's props ({} for one without): typed on the component, as React.lazy is, for the generic to hold.
type PropsOf<T> = T extends (props: infer P) => ReactNode ? (P extends object ? P : object) : never;

/**
 * A panel of a light screen (the dashboard, the header) drawn with Ant Design: it and Ant Design load when it first
 * shows, so the screen's first view carries neither. A dialog shows nothing while it loads; a tab, a spinner.
 */
export function antIsland<T extends (props: never) => ReactNode>(load: () => Promise<{ default: T }>, fallback: ReactNode = null): ComponentType<PropsOf<T>> {
  const Panel = lazy(load as unknown as () => Promise<{ default: ComponentType<PropsOf<T>> }>);
  return function AntIsland(props: PropsOf<T>) {
    return <WithAnt fallback={fallback}><Panel {...props} /></WithAnt>;
  };
}
