/** Just enough MIME parsing to inspect a received mail (the SMTP tests here, the outbox in tests/e2e). */

export interface ParsedMail {
  /** Unfolded header lines, in order. */
  headerLines: string[];
  header(name: string): string | undefined;
  /** Decoded text of the first part with this content type. */
  part(type: 'text/plain' | 'text/html'): string | undefined;
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft.charAt(i);
    if (c === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(c));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

function splitHead(raw: string): [string[], string] {
  const idx = raw.search(/\r?\n\r?\n/);
  const head = idx < 0 ? raw : raw.slice(0, idx);
  const body = idx < 0 ? '' : raw.slice(idx).replace(/^\r?\n\r?\n/, '');
  const lines: string[] = [];
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && lines.length) lines[lines.length - 1] += ` ${line.trim()}`;
    else lines.push(line);
  }
  return [lines, body];
}

function get(lines: string[], name: string): string | undefined {
  const prefix = `${name.toLowerCase()}:`;
  return lines.find((l) => l.toLowerCase().startsWith(prefix))?.slice(prefix.length).trim();
}

export function parseMail(raw: string): ParsedMail {
  const [headerLines, body] = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(get(headerLines, 'content-type') ?? '')?.[1];
  const parts: Array<{ type: string; text: string }> = [];
  const chunks = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const chunk of chunks) {
    const [lines, content] = splitHead(chunk.replace(/^\r?\n/, ''));
    const type = (get(lines, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const encoding = (get(lines, 'content-transfer-encoding') ?? '7bit').toLowerCase();
    const text = encoding === 'quoted-printable'
      ? decodeQuotedPrintable(content)
      : encoding === 'base64'
      ? new TextDecoder().decode(Uint8Array.from(atob(content.replace(/\s+/g, '')), (ch) => ch.charCodeAt(0)))
      : content;
    parts.push({ type, text: text.replace(/\r?\n$/, '') });
  }
  return {
    headerLines,
    header: (name) => get(headerLines, name),
    part: (type) => parts.find((p) => p.type === type)?.text,
  };
}

/** A header value with its RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
export function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, kind: string, data: string) => {
    const bytes = kind.toUpperCase() === 'B'
      ? Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
      : new Uint8Array(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})|([^=])/gi, (_m, hex: string | undefined, ch: string | undefined) => (hex ? String.fromCharCode(parseInt(hex, 16)) : ch ?? '')).split('').map((c) => c.charCodeAt(0) & 0xff));
    return new TextDecoder(charset).decode(bytes);
  });
}
