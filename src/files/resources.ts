import { documentTexts, guideTexts, videoTranscripts } from '../content/en/resourceTexts';
import { documents, guides, videos } from '../content/en/resources';
import { resourcesMessages } from '../content/en/resourcesMessages';
import { site } from '../content/site';
import type { PdfSection } from '../content/types';
import { resourceHref, transcriptHref } from '../lib/downloads';
import type { GeneratedFile } from './index';
import { type PdfBlock, buildPdf } from './pdf';

/** The PDF text of one resource, by its title; a missing text fails the build instead of shipping an empty PDF. */
function textFor<T extends unknown[]>(texts: Record<string, T>, kind: string, title: string): T {
  const text = Object.hasOwn(texts, title) ? texts[title] : undefined;
  if (!text?.length) {
    throw new Error(`No PDF text for ${kind} "${title}": add it to src/content/resourceTexts.ts under its exact title.`);
  }
  return text;
}

const sectionBlocks = (sections: PdfSection[]): PdfBlock[] =>
  sections.flatMap(({ heading, paragraphs }) => [
    { kind: 'heading' as const, text: heading },
    ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
  ]);

const labels = resourcesMessages.pdf;

/** Closing lines of every resource: who prepared it, how to reach them, what it is not. */
const contactBlocks = (): PdfBlock[] => [
  { kind: 'heading', text: labels.contactHeading },
  { kind: 'paragraph', text: labels.contactText },
  ...labels.contactLines.map((text) => ({ kind: 'bullet' as const, text })),
  { kind: 'meta', text: labels.disclaimer },
];

/** One resource PDF at `path`: the item's title and description, its blocks, then the contact details. */
const resourcePdf = async (path: string, item: { title: string; description: string }, blocks: PdfBlock[]): Promise<GeneratedFile> => ({
  path,
  contents: await buildPdf({ title: item.title, subtitle: item.description, blocks: [...blocks, ...contactBlocks()] }),
});

/** The six guides, the documents list and the video transcripts, as PDFs under /resources/. */
export async function resourceFiles(): Promise<GeneratedFile[]> {
  const guideFiles = guides.map((guide) => {
    const sections = textFor(guideTexts, 'guide', guide.title);
    return resourcePdf(resourceHref(guide.title), guide, [
      { kind: 'meta', text: `${guide.category}  |  ${site.name}` },
      { kind: 'subheading', text: labels.contents },
      ...sections.map(({ heading }) => ({ kind: 'bullet' as const, text: heading })),
      ...sectionBlocks(sections),
    ]);
  });
  const documentFiles = documents.map((document) =>
    resourcePdf(resourceHref(document.title), document, sectionBlocks(textFor(documentTexts, 'document', document.title))),
  );
  const transcriptFiles = videos.map((video) =>
    resourcePdf(transcriptHref(video.title), video, [
      { kind: 'meta', text: `${labels.transcript}  |  ${video.category}  |  ${resourcesMessages.video.durationLabel} ${video.duration}` },
      ...textFor(videoTranscripts, 'video transcript', video.title).map((text) => ({ kind: 'paragraph' as const, text })),
    ]),
  );
  return Promise.all([...guideFiles, ...documentFiles, ...transcriptFiles]);
}
