/** parse-prometheus-text-format (no bundled types): Prometheus text exposition → metric families. */
declare module 'parse-prometheus-text-format' {
  export default function parsePrometheusTextFormat(text: string): unknown[];
}
