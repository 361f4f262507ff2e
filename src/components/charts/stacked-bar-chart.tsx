import { clip, niceScale } from './chart-scale';
import { useWidth } from './use-width';

export interface StackSeries {
  key: string;
  label: string;
  color: string;
}

export interface StackRow {
  key: string;
  label: string;
  values: Readonly<Record<string, number>>;
}

export interface StackedBarChartProps {
  rows: readonly StackRow[];
  series: readonly StackSeries[];
  formatValue: (value: number) => string;
}

const ROW = 30;
/** Rough width of one character of 12 px text. */
const CHAR = 7.5;
const TOP = 4;

const valueOf = (row: StackRow, key: string): number => {
  const value = row.values[key];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
};

export function StackedBarChart({ rows, series, formatValue }: StackedBarChartProps) {
  const [ref, measured] = useWidth<HTMLDivElement>(640);
  const W = Math.max(200, measured);
  const above = W < 480;
  const totals = rows.map((row) => series.reduce((sum, s) => sum + valueOf(row, s.key), 0));
  const labelW = above ? 0 : Math.round(Math.min(180, W * 0.3));
  const labelChars = Math.max(4, Math.floor(((above ? W : labelW) - 8) / CHAR));
  const totalW = Math.max(32, ...totals.map((total) => formatValue(total).length * CHAR + 10));
  const scale = niceScale(Math.max(0, ...totals), 4, true);
  const plotW = W - labelW - totalW;
  const rowH = above ? ROW + 16 : ROW;
  const barTop = above ? 20 : 5;
  const H = TOP * 2 + rowH * Math.max(1, rows.length);
  const width = (value: number) => (value / scale.max) * plotW;
  return (
    <div ref={ref}>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="presentation" style={{ display: 'block' }}>
        {rows.map((row, index) => {
          const top = TOP + rowH * index;
          const middle = top + barTop + (ROW - 10) / 2;
          let x = labelW;
          return (
            <g key={row.key} data-testid="stack">
              <text
                x={above ? 0 : labelW - 8}
                y={above ? top + 12 : middle}
                dy={above ? undefined : '0.32em'}
                textAnchor={above ? 'start' : 'end'}
                fontSize="12"
                fill="var(--chakra-colors-fg)"
              >
                <title>{row.label}</title>
                {clip(row.label, labelChars)}
              </text>
              {series.map((s) => {
                const value = valueOf(row, s.key);
                const w = width(value);
                const rect = (
                  <rect key={s.key} x={x} y={top + barTop} width={w} height={ROW - 10} fill={s.color}>
                    <title>{`${row.label}, ${s.label}: ${formatValue(value)}`}</title>
                  </rect>
                );
                x += w;
                return value > 0 ? rect : null;
              })}
              <text x={x + 6} y={middle} dy="0.32em" fontSize="12" fill="var(--chakra-colors-fg-muted)">
                {formatValue(totals[index] ?? 0)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
