import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The raw mail (.eml) in the local functions' `outbox` whose text carries `marker`, once it is there. */
export async function rawMailWith(outbox: string, marker: string): Promise<string> {
  let raw = '';
  await expect
    .poll(async () => {
      for (const file of (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))) {
        const text = await readFile(path.join(outbox, file), 'utf8');
        if (text.includes(marker)) raw = text;
      }
      return raw;
    }, { timeout: 15_000 })
    .not.toBe('');
  return raw;
}
