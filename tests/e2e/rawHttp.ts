import http from 'node:http';

export interface RawResponse {
  status: number;
  /** Header names lower-cased; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * One request with its target sent as given (a target like "//a//evil.example/x" or a Host
 * like "a b", which fetch and Playwright would normalise or refuse), on a connection of its
 * own; resolves with the whole answer.
 */
export function rawRequest(port: number, target: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: target, method: opts.method ?? 'GET', agent: false, headers: { Host: `127.0.0.1:${port}`, ...opts.headers }, timeout: 15_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 15 s')));
    request.on('error', (error) => reject(new Error(`${target} on port ${port}: ${error.message}`)));
    request.end(opts.body);
  });
}
