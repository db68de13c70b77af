import autocannon from 'autocannon';

export interface EndpointResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  /** Exact, from every response time of the run (autocannon's own histogram has no p95). */
  p95: number;
  p97_5: number;
  p99: number;
  errors: number;
  /** Throughput as a share of the floor's for the same SQL (search endpoints only). */
  ratioToFloor?: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

function percentile(sorted: number[], share: number): number {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]);
}

/** A write the benchmark sends instead of a GET. */
export interface WriteRequest {
  method: 'PUT';
  body: string;
}

/** A warm-up run (discarded), then the measured run; errors count transport errors, timeouts and non-2xx answers. */
export async function measure(
  name: string,
  baseUrl: string,
  path: string,
  options: LoadOptions,
  headers: Record<string, string> = {},
  write?: WriteRequest,
): Promise<EndpointResult> {
  const url = `${baseUrl}${path}`;
  const request = { url, headers: write ? { ...headers, 'content-type': 'application/json' } : headers, ...write };
  if (options.warmupSeconds > 0) await autocannon({ ...request, connections: options.connections, duration: options.warmupSeconds });
  const responseTimes: number[] = [];
  const result = await autocannon({ ...request, connections: options.connections, duration: options.durationSeconds }).on(
    'response',
    (_client, _status, _bytes, responseTimeMs) => responseTimes.push(responseTimeMs),
  );
  responseTimes.sort((a, b) => a - b);
  return {
    name,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: percentile(responseTimes, 0.95),
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export function formatTable(rows: EndpointResult[]): string {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'vs floor'];
  const lines = rows.map((row) => [
    row.name,
    String(row.requestsPerSecond),
    String(row.p50),
    String(row.p95),
    String(row.p99),
    String(row.errors),
    row.ratioToFloor === undefined ? '' : `${Math.round(row.ratioToFloor * 100)}%`,
  ]);
  const widths = header.map((cell, index) => Math.max(cell.length, ...lines.map((line) => line[index].length)));
  const format = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n');
}
