// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { footerServices, formServices, overviewSections, overviewServices } from './manifest';

const oneToN = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

// Each order is a sort by position: a position given twice, or skipped, is a slip of the pen.
describe('the services manifest', () => {
  it('numbers the footer and the form from 1, each position once', () => {
    expect(footerServices.map((service) => service.footer)).toEqual(oneToN(footerServices.length));
    expect(formServices.map((service) => service.form)).toEqual(oneToN(formServices.length));
  });

  it.each(overviewSections)('numbers the overview band %s from 1, each position once', (section) => {
    const band = overviewServices(section);
    expect(band.length).toBeGreaterThan(0);
    expect(band.map((service) => service.overview.position)).toEqual(oneToN(band.length));
  });
});
