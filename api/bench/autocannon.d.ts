/** The part of autocannon's programmatic api the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Percentiles {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Percentiles & { total: number };
    latency: Percentiles;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Responses the verifyBody function refused. */
    mismatches: number;
    duration: number;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests each connection sends in turn (paths relative to url). */
    requests?: Request[];
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    pipelining?: number;
    /** False counts the response as a mismatch. */
    verifyBody?: (body: string) => boolean;
  }
  /** The running load: 'response' events (client, status, bytes, milliseconds) and, awaited, the result. */
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
