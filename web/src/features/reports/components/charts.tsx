import { useId } from 'react';
import { t } from '../../../i18n';

export interface BarDatum {
  key: string;
  label: string;
  value: number;
  /** The value as shown (counts, SAR, hours). */
  display: string;
  /** Secondary text after the value (e.g. the order count beside a value). */
  note?: string;
  tone?: 'brand' | 'info' | 'success' | 'warning' | 'danger' | 'neutral';
}

/**
 * Horizontal bars as a table: each row reads as label and value to assistive technology,
 * and the bar is decoration scaled to the largest value.
 */
export function BarChart({
  caption,
  data,
  valueHeader,
}: {
  caption: string;
  data: BarDatum[];
  valueHeader: string;
}) {
  const max = Math.max(0, ...data.map((d) => d.value));
  return (
    <table className="bar-chart">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('reports.chart.category')}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((d) => (
          <tr key={d.key} className="bar-chart__row">
            <th scope="row" className="bar-chart__label">
              {d.label}
            </th>
            <td className="bar-chart__cell">
              <span className="bar-chart__track" aria-hidden="true">
                <span
                  className={`bar-chart__bar bar-chart__bar--${d.tone ?? 'brand'}`}
                  style={{
                    inlineSize: max > 0 ? `${Math.max((d.value / max) * 100, d.value > 0 ? 1.5 : 0)}%` : 0,
                  }}
                />
              </span>
              <span className="bar-chart__value">
                {d.display}
                {d.note && <span className="bar-chart__note"> {d.note}</span>}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface LineSeries {
  name: string;
  values: number[];
}

const PALETTE = ['#0b5a78', '#c2410c', '#15803d', '#7c3aed', '#b42318', '#0e7490', '#a16207', '#4f46e5'];

/**
 * A small SVG line chart of several series over the same buckets. The picture is labelled
 * for screen readers, and the same numbers follow in a table for anyone who needs them.
 */
export function LineChart({
  title,
  buckets,
  bucketLabel,
  series,
  formatValue,
}: {
  title: string;
  buckets: string[];
  bucketLabel(bucket: string): string;
  series: LineSeries[];
  formatValue(value: number): string;
}) {
  const id = useId();
  const width = 720;
  const height = 240;
  const pad = { top: 12, right: 16, bottom: 28, left: 72 };
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const x = (i: number) =>
    pad.left + (buckets.length <= 1 ? 0 : (i / (buckets.length - 1)) * (width - pad.left - pad.right));
  const y = (v: number) => pad.top + (1 - v / max) * (height - pad.top - pad.bottom);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => max * f);
  const labelEvery = Math.max(1, Math.ceil(buckets.length / 8));
  return (
    <figure className="line-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="sr-only">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="line-chart__svg" role="img">
        <title>{title}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(tick)}
              y2={y(tick)}
              className="line-chart__grid"
            />
            <text x={pad.left - 8} y={y(tick) + 4} textAnchor="end" className="line-chart__axis">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {buckets.map((bucket, i) =>
          i % labelEvery === 0 ? (
            <text key={bucket} x={x(i)} y={height - 8} textAnchor="middle" className="line-chart__axis">
              {bucketLabel(bucket)}
            </text>
          ) : null,
        )}
        {series.map((s, index) => (
          <g key={s.name} stroke={PALETTE[index % PALETTE.length]} fill={PALETTE[index % PALETTE.length]}>
            <polyline
              fill="none"
              strokeWidth="2.5"
              strokeLinejoin="round"
              points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            />
            {s.values.map((v, i) => (v > 0 ? <circle key={buckets[i]} cx={x(i)} cy={y(v)} r="3.5" /> : null))}
          </g>
        ))}
      </svg>
      <ul className="legend">
        {series.map((s, index) => (
          <li key={s.name}>
            <span
              className="legend__swatch"
              style={{ background: PALETTE[index % PALETTE.length] }}
              aria-hidden="true"
            />
            {s.name}
          </li>
        ))}
      </ul>
      <details className="chart-data">
        <summary>{t('reports.showData')}</summary>
        <div className="table-wrap">
          <table className="data-table data-table--compact">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reports.period.bucket')}</th>
                {series.map((s) => (
                  <th key={s.name} scope="col" className="num">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {buckets.map((bucket, i) => (
                <tr key={bucket}>
                  <th scope="row">{bucketLabel(bucket)}</th>
                  {series.map((s) => (
                    <td key={s.name} className="num">
                      {formatValue(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
