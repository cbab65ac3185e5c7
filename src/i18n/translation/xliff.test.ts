// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readXliff, writeXliff, XliffError } from './xliff';

const file = (unit: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr"><file id="home">${unit}</file></xliff>`;

describe('XLIFF 2.0', () => {
  it('reads back what it writes: notes aside, text and codes, spaces kept', () => {
    const written = writeXliff({
      srcLang: 'en',
      trgLang: 'fr',
      files: [
        {
          id: 'legal',
          units: [
            {
              id: 'legal.intro',
              notes: [{ category: 'codes', text: 'Keep the codes.' }],
              codeValues: new Map([['site.name', 'Volta & Co']]),
              source: [{ code: 'notice' }, ' ', { code: 'site.name' }, ' <respects> your privacy'],
              target: [{ code: 'notice' }, ' ', { code: 'site.name' }, ' respecte votre vie privée'],
            },
          ],
        },
      ],
    });
    expect(written).toContain('<ph id="site.name" dataRef="site.name" disp="Volta &amp; Co" equiv="Volta &amp; Co"/> &lt;respects&gt;');
    const [unit] = readXliff(written).files[0]?.units ?? [];
    expect(unit?.source).toEqual([{ code: 'notice' }, ' ', { code: 'site.name' }, ' <respects> your privacy']);
    expect(unit?.target).toEqual([{ code: 'notice' }, ' ', { code: 'site.name' }, ' respecte votre vie privée']);
  });

  it('joins the segments a translation tool split a unit into, and reads annotations through', () => {
    const { files } = readXliff(
      file(`<unit id="home.lead">
        <segment><source>One.</source><target>Un.</target></segment>
        <ignorable><source> </source></ignorable>
        <segment><source>Two.</source><target><mrk id="m1" type="term">Deux</mrk>.</target></segment>
      </unit>`),
    );
    expect(files[0]?.units[0]).toMatchObject({ id: 'home.lead', source: ['One. Two.'], target: ['Un. Deux.'] });
  });

  it('refuses what it cannot write back', () => {
    expect(() => readXliff(file('<unit id="a"><segment><source>x</source><target><pc id="1">y</pc></target></segment></unit>'))).toThrow(
      new XliffError('Unit a: <pc> is not supported here (only text, <ph> codes and <mrk> annotations)'),
    );
    expect(() =>
      readXliff(file('<unit id="a"><segment><source>x.</source><target>y.</target></segment><segment><source>z.</source></segment></unit>')),
    ).toThrow(new XliffError('Unit a is partly translated: 1 of its 2 segments have no <target>'));
    expect(() => readXliff('<xliff version="2.0"')).toThrow(/^Not well-formed XML/);
  });
});
