/**
 * Local development transport: each message becomes an .eml file (RFC 5322, openable in any
 * mail client) in the outbox folder, named after the stored message so that a retry rewrites
 * the same file instead of adding a duplicate.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { MailMessage, Mailer, SendResult } from './mail.ts';
import { loadNodemailer, nodemailerMessage } from './mail-smtp.ts';

export function outboxFileName(message: MailMessage): string {
  const stamp = message.ref.createdAt.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${message.ref.kind}-${message.ref.id}.eml`;
}

export async function outboxMailer(opts: { dir: string }): Promise<Mailer> {
  const dir = resolve(opts.dir);
  await mkdir(dir, { recursive: true });
  const nodemailer = await loadNodemailer();
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'outbox',
    outboxDir: dir,
    async send(message: MailMessage): Promise<SendResult> {
      const info = await composer.sendMail(nodemailerMessage(message));
      const file = join(dir, outboxFileName(message));
      const tmp = `${file}.${crypto.randomUUID()}.tmp`;
      await writeFile(tmp, info.message as unknown as Uint8Array);
      await rename(tmp, file);
      return { providerId: file };
    },
  };
}
