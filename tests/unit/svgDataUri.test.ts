import { describe, expect, it } from 'vitest';
import { svgDataUri } from '../../scripts/svg-data-uri.mjs';

/** What a browser reads from the URI: the SVG after `data:image/svg+xml,`, percent-decoded. */
const decoded = (uri: string) => decodeURIComponent(uri.slice('data:image/svg+xml,'.length));

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
  <rect width="100%" height="10" fill="#dcefef"/>
  <path d="M1 1 L9 9" stroke="#0e5a66"/>
</svg>
`;

describe('an SVG as a data URI', () => {
  it('is the same SVG to the browser: white space collapsed, double quotes as single ones', () => {
    expect(decoded(svgDataUri(svg))).toBe(svg.trim().replace(/\s+/g, ' ').replaceAll('"', "'"));
  });

  it('escapes only what a URL in an attribute cannot carry: % # < > & " and the like, never a line break', () => {
    const uri = svgDataUri(svg);
    expect(uri).toMatch(/^data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www\.w3\.org\/2000\/svg'/);
    expect(uri).not.toMatch(/[\n"<>#&]|%(?![0-9A-F]{2})/);
    expect(uri).toContain("width='100%25'");
    expect(uri).toContain("fill='%23dcefef'");
  });

  it('is shorter than percent-encoding every character', () => {
    expect(svgDataUri(svg).length).toBeLessThan(`data:image/svg+xml,${encodeURIComponent(svg.trim())}`.length * 0.8);
  });

  it('keeps double quotes, encoded, in an SVG that has single ones of its own', () => {
    const quoted = `<svg xmlns="http://www.w3.org/2000/svg"><text font-family="'Public Sans'">A</text></svg>`;
    expect(decoded(svgDataUri(quoted))).toBe(quoted);
  });
});
