import { useEffect, useRef } from 'react';
import { init, use as registerCharts, type ComposeOption } from 'echarts/core';
import { BarChart, LineChart, PieChart, type BarSeriesOption, type LineSeriesOption, type PieSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, type GridComponentOption, type LegendComponentOption, type TooltipComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only the chart kinds the dashboard draws are bundled.
registerCharts([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/** An ECharts canvas that follows its option and its container's size. */
export function Chart({ option, height = 280, testId }: { option: ChartOption; height?: number; testId?: string }) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  useEffect(() => {
    const box = el.current;
    if (!box) return;
    const c = init(box);
    chart.current = c;
    const ro = new ResizeObserver(() => c.resize());
    ro.observe(box);
    return () => { ro.disconnect(); c.dispose(); chart.current = null; };
  }, []);
  useEffect(() => { chart.current?.setOption(option, true); }, [option]);
  return <div ref={el} style={{ width: '100%', height }} data-testid={testId} />;
}
