/** One request the fake server saw. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly authorization: string | null;
}

export interface FakeAnswer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** An answer, or one given later (a test holds a response back to let something happen while it is in flight). */
export type FakeRoute = (request: SeenRequest) => FakeAnswer | Promise<FakeAnswer> | undefined;

/**
 * A fetch that answers API calls from a list of routes (first match wins; 404 otherwise) and
 * records every request, so tests run the real HTTP client and response policy without a server.
 */
export class FakeServer {
  readonly seen: SeenRequest[] = [];
  private routes: FakeRoute[] = [];

  on(method: string, path: string, answer: FakeAnswer | ((request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>)): this {
    this.routes.push((request) => (request.method === method && request.path === path ? (typeof answer === 'function' ? answer(request) : answer) : undefined));
    return this;
  }

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const seen: SeenRequest = {
      method: request.method, path: url.pathname.replace(/^\/api\//, ''), query: url.searchParams,
      body: text ? JSON.parse(text) : null, authorization: request.headers.get('authorization'),
    };
    this.seen.push(seen);
    const answer = await (this.routes.map((route) => route(seen)).find((found) => found !== undefined) ?? { status: 404, body: { errors: ['Not found'] } });
    const body = answer.body === undefined || answer.status === 204 ? null : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status, headers: { 'content-type': 'application/json', ...answer.headers } });
  };

  requests(method: string, path: string): SeenRequest[] {
    return this.seen.filter((request) => request.method === method && request.path === path);
  }
}
