import { useEffect, useRef } from 'react';
import {
  ArcElement, BarController, BarElement, CategoryScale, Chart as ChartJs, Colors, DoughnutController, Filler, Legend, LinearScale,
  LineController, LineElement, PointElement, Tooltip, type ChartConfiguration, type ChartType,
} from 'chart.js';

// Only what the dashboard draws is bundled: bars, lines (filled or not), doughnuts, their scales, legend and tooltips.
ChartJs.register(ArcElement, BarController, BarElement, CategoryScale, Colors, DoughnutController, Filler, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip);

export type ChartConfig = ChartConfiguration<ChartType, number[], string>;
/** Sized by its box, drawn at once. */
const STILL = { responsive: true, maintainAspectRatio: false, animation: false } as const;

/**
 * A Chart.js canvas that follows its configuration and its box's size. The canvas is an image named by `label`
 * (the widget's figures are said beside it in words); motion is off, as a dashboard's figures are read, not watched.
 */
export function Chart({ config, label, height = 280, testId }: { config: ChartConfig; label: string; height?: number; testId?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<ChartJs | null>(null);
  // Made once, with the first configuration; later ones are given to it below.
  const first = useRef(config);
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const c = new ChartJs(el, { ...first.current, options: { ...first.current.options, ...STILL } });
    chart.current = c;
    return () => { c.destroy(); chart.current = null; };
  }, []);
  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    c.data = config.data;
    c.options = { ...config.options, ...STILL };
    c.update();
  }, [config]);
  return (
    <div style={{ position: 'relative', width: '100%', height }} data-testid={testId}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
