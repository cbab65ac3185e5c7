/** A real SMTP server (npm smtp-server) for the tests: it keeps every message it receives. */
import { SMTPServer } from 'npm:smtp-server@3.21.6';

export interface Received {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

export async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    // The built-in certificate has expired: plain SMTP only (the client sets ignoreTLS).
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Uint8Array[] = [];
      stream.on('data', (c: Uint8Array) => chunks.push(c));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
          rcptTo: envelope.rcptTo.map((r) => r.address),
          raw: new TextDecoder().decode(new Uint8Array(chunks.flatMap((c) => [...c]))),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = ((server as unknown as { server: { address(): { port: number } } }).server.address()).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

