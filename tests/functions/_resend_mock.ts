/** A local stand-in for the Resend API that records every request it gets. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: Record<string, unknown>;
}

export interface ResendMock {
  url: string;
  requests: RecordedRequest[];
  /** Status to answer with (200 by default; e.g. 503 to simulate an outage). */
  status: number;
  /** Idempotency keys of the e-mails accepted (status 200). */
  accepted: string[];
  close(): Promise<void>;
}

export function startResendMock(): ResendMock {
  const mock: ResendMock = {
    url: '',
    requests: [],
    status: 200,
    accepted: [],
    close: async () => {},
  };
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (req) => {
    const body = await req.json().catch(() => ({}));
    mock.requests.push({ method: req.method, path: new URL(req.url).pathname, headers: req.headers, body });
    if (mock.status !== 200) {
      return Response.json({ statusCode: mock.status, name: 'application_error', message: 'Service unavailable' }, { status: mock.status });
    }
    mock.accepted.push(req.headers.get('idempotency-key') ?? '');
    return Response.json({ id: `re_${mock.accepted.length}` });
  });
  mock.url = `http://127.0.0.1:${server.addr.port}`;
  mock.close = () => server.shutdown();
  return mock;
}
