import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n';

/** After each path change: fills 10 % every 30 ms, resets 300 ms after reaching 100 %. */
export function ProgressBar() {
  const { pathname } = useLocation();
  // A new bar for each path, so each starts empty.
  return <Bar key={pathname} />;
}

function Bar() {
  const t = useT();
  const [width, setWidth] = useState(0);
  useEffect(() => {
    let w = 0;
    let reset: number | undefined;
    const step = window.setInterval(() => {
      w += 10;
      setWidth(w);
      if (w >= 100) {
        window.clearInterval(step);
        reset = window.setTimeout(() => setWidth(0), 300);
      }
    }, 30);
    return () => { window.clearInterval(step); window.clearTimeout(reset); };
  }, []);
  return <div className="progress-bar" style={{ width: `${width}%`, opacity: width ? 1 : 0 }} role="progressbar" aria-valuenow={width} aria-label={t('COMMON.LOADING')} />;
}
