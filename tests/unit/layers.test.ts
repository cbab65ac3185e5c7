// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Every module a file imports, resolved to a path from the repository root. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((match) => path.join(path.dirname(file), match[1] as string));
}

describe('layers', () => {
  // Stories and tests may pass the site's copy to a component; the component itself never reads it.
  const components = sourceFiles('src/components').filter((file) => !/\.(stories|test)\.tsx?$/.test(file));

  it('the design system (src/components) imports nothing from the site content or the routes', () => {
    expect(components.length).toBeGreaterThan(50);
    const offending = components.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('src/content') || target.startsWith('src/routes') || target.startsWith('src/site'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it("a service's slug is written in the manifest and in its own content module only", async () => {
    const { services } = await import('../../src/content/services/manifest');
    const files = sourceFiles('src').concat(sourceFiles('supabase'));
    for (const service of services) {
      const pattern = new RegExp(`['"\`]/services/${service.slug}\\b`);
      // Its own content module, in each locale: services/<id>.ts, or <id>.ts for a page of its own.
      const own = new RegExp(`^src/content/[a-z]{2}/(services/)?${service.id}\\.ts$`);
      const writers = files.filter((file) => !own.test(file) && pattern.test(readFileSync(path.join(root, file), 'utf8')));
      expect(writers, service.slug).toEqual([]);
    }
  });
});
