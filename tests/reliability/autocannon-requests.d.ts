import 'autocannon';

/** The parts of autocannon's options and result the load test uses beyond tests/bench/autocannon.d.ts. */
declare module 'autocannon' {
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    requests?: Request[];
    /** Seconds without an answer before a request counts as a timeout. */
    timeout?: number;
  }
  interface Result {
    '4xx': number;
    '5xx': number;
  }
}
