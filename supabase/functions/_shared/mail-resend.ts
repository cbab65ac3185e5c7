/**
 * Resend HTTP API transport: POST {RESEND_API_URL or https://api.resend.com}/emails with a
 * bearer key, a JSON body and an Idempotency-Key (Resend drops a repeated request with the same
 * key for 24 hours, so a retry after an unclear failure does not mail twice).
 */
import { asciiAddress, asciiMailbox, type MailMessage, type Mailer, type SendResult } from './mail.ts';

export interface ResendOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Resend's request body. Every address with its domain in IDNA ASCII (punycode), as nodemailer sends them. */
export function resendRequestBody(message: MailMessage): Record<string, unknown> {
  return {
    from: asciiMailbox(message.from),
    to: [asciiMailbox(message.to)],
    reply_to: asciiAddress(message.replyTo.address),
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers,
  };
}

export function resendMailer(opts: ResendOptions): Mailer {
  const base = (opts.baseUrl ?? 'https://api.resend.com').replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  return {
    name: 'resend',
    async send(message: MailMessage): Promise<SendResult> {
      let res: Response;
      try {
        res = await doFetch(`${base}/emails`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${opts.apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': message.idempotencyKey,
            'User-Agent': 'volta-pharma-functions/1',
          },
          body: JSON.stringify(resendRequestBody(message)),
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
      } catch (err) {
        throw new Error(`Resend request failed: ${(err as Error).message ?? err}`);
      }
      const raw = await res.text().catch(() => '');
      if (!res.ok) {
        let detail = raw.slice(0, 300);
        try {
          const parsed = JSON.parse(raw) as { message?: string; name?: string };
          if (parsed.message) detail = `${parsed.name ? `${parsed.name}: ` : ''}${parsed.message}`;
        } catch { /* not JSON */ }
        throw new Error(`Resend answered ${res.status}: ${detail}`);
      }
      try {
        const parsed = JSON.parse(raw) as { id?: unknown };
        return { providerId: typeof parsed.id === 'string' ? parsed.id : undefined };
      } catch {
        return {};
      }
    },
  };
}
