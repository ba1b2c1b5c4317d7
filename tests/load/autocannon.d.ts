// The part of autocannon's API that tests/load/bench.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    headers?: Record<string, string>
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
  }
  /** The run: awaitable for its result, and an emitter of each answer as it comes. */
  interface Run extends Promise<Result> {
    /** `ms`: the answer's own duration (process.hrtime), in fractional milliseconds. */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this
  }
  export default function autocannon(options: Options): Run
}
