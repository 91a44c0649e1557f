import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

import styles from './DayChart.module.css';

interface DayChartProps {
  label: string;
  dates: readonly string[];
  values: readonly number[];
  color: string;
}

const HEIGHT = 160;
const HALF_DAY = 12 * 60 * 60;

/** A small bar chart of one count per day (uPlot: loaded only with the dashboard). */
export function DayChart({ label, dates, values, color }: DayChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const xs = dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 1000);
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false },
        scales: {
          x: { time: true, range: (_u, min, max) => [min - HALF_DAY, max + HALF_DAY] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [
          { stroke: '#5b6773', grid: { show: false }, size: 28, font: '11px system-ui' },
          { stroke: '#5b6773', grid: { stroke: '#eef1f4' }, size: 36, font: '11px system-ui' },
        ],
        series: [
          {},
          {
            label,
            stroke: color,
            fill: `${color}33`,
            width: 2,
            paths: uPlot.paths.bars?.({ size: [0.7, 24] }),
            points: { show: false },
          },
        ],
      },
      [xs, [...values]],
      element,
    );
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: element.clientWidth, height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [dates, values, label, color]);
  return <div ref={box} className={styles.chart} role="img" aria-label={label} />;
}
