import { labelEvery, niceScale } from './chart-scale';
import { useWidth } from './use-width';

export interface BarDatum {
  key: string;
  label: string;
  value: number;
  title?: string;
}

export interface BarChartProps {
  data: readonly BarDatum[];
  formatValue: (value: number) => string;
  integers?: boolean;
  color?: string;
}

const H = 220;
const M = { top: 10, right: 8, bottom: 26, left: 52 };

export function BarChart({
  data,
  formatValue,
  integers = false,
  color = 'var(--chakra-colors-brand-solid)',
}: BarChartProps) {
  const [ref, measured] = useWidth<HTMLDivElement>(640);
  const W = Math.max(200, measured);
  const values = data.map((datum) => (Number.isFinite(datum.value) && datum.value > 0 ? datum.value : 0));
  const scale = niceScale(Math.max(0, ...values), 4, integers);
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const band = plotW / Math.max(1, data.length);
  const barW = Math.max(1, Math.min(48, band * 0.72));
  // About 56 px per label on the category axis.
  const every = labelEvery(data.length, Math.floor(plotW / 56));
  const y = (value: number) => M.top + plotH - (value / scale.max) * plotH;
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="presentation"
        style={{ display: 'block', overflow: 'visible' }}
      >
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={M.left}
              x2={W - M.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--chakra-colors-border)"
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text
              x={M.left - 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              fontSize="11"
              fill="var(--chakra-colors-fg-muted)"
            >
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {data.map((datum, index) => {
          const value = values[index] ?? 0;
          const x = M.left + band * index + (band - barW) / 2;
          return (
            <g key={datum.key} data-testid="bar">
              <rect x={x} y={y(value)} width={barW} height={Math.max(0, y(0) - y(value))} rx="2" fill={color}>
                <title>{datum.title ?? `${datum.label}: ${formatValue(value)}`}</title>
              </rect>
              {index % every === 0 && (
                <text
                  x={x + barW / 2}
                  y={H - M.bottom + 16}
                  textAnchor="middle"
                  fontSize="11"
                  fill="var(--chakra-colors-fg-muted)"
                >
                  {datum.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
