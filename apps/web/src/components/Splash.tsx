import { useEffect } from 'react';

/** The splash in index.html hides after 3 seconds or as soon as the app has rendered. */
export function Splash() {
  useEffect(() => {
    const el = document.getElementById('splash');
    if (!el) return;
    const hide = () => el.classList.add('splash-hidden');
    const timer = window.setTimeout(hide, 3000);
    requestAnimationFrame(hide);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
