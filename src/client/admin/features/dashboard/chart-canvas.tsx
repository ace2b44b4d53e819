import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

// Only the pieces the dashboard draws, so the rest of Chart.js stays out of the bundle.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

export const CHART_COLOURS = { forest: '#25503a', wood: '#a8652f' } as const;

/**
 * A Chart.js chart on a canvas, drawn again when its configuration changes. The canvas is an
 * image named by `summary`; the numbers themselves are in the table beside every chart.
 */
export function ChartCanvas({
  config,
  summary,
  className = 'h-64 sm:h-72',
}: {
  config: ChartConfiguration<'bar' | 'line'>;
  summary: string;
  className?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={`relative ${className}`}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
