import { site } from '../content/site';
import type { PdfSection, SiteContent } from '../content/types';
import { resourceHref, transcriptHref } from '../lib/downloads';
import type { GeneratedFile } from './index';
import { type PdfBlock, buildPdf } from './pdf';

/** The PDF text of one resource, by its file slug; a missing text fails the build instead of shipping an empty PDF. */
function textFor<T extends unknown[]>(texts: Record<string, T>, kind: string, fileSlug: string): T {
  const text = Object.hasOwn(texts, fileSlug) ? texts[fileSlug] : undefined;
  if (!text?.length) {
    throw new Error(`No PDF text for ${kind} "${fileSlug}": add it to the locale's resourceTexts.ts under its fileSlug.`);
  }
  return text;
}

const sectionBlocks = (sections: PdfSection[]): PdfBlock[] =>
  sections.flatMap(({ heading, paragraphs }) => [
    { kind: 'heading' as const, text: heading },
    ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
  ]);

/** Closing lines of every resource: who prepared it, how to reach them, what it is not. */
const contactBlocks = (labels: SiteContent['resourcesMessages']['pdf']): PdfBlock[] => [
  { kind: 'heading', text: labels.contactHeading },
  { kind: 'paragraph', text: labels.contactText },
  ...labels.contactLines.map((text) => ({ kind: 'bullet' as const, text })),
  { kind: 'meta', text: labels.disclaimer },
];

/** One resource PDF at `path`: the item's title and description, its blocks, then the contact details. */
const resourcePdf = async (path: string, item: { title: string; description: string }, blocks: PdfBlock[], closing: PdfBlock[]): Promise<GeneratedFile> => ({
  path,
  contents: await buildPdf({ title: item.title, subtitle: item.description, blocks: [...blocks, ...closing] }),
});

/** The six guides, the documents list and the video transcripts, as PDFs under /resources/. */
export async function resourceFiles({ resources, resourcesMessages }: SiteContent): Promise<GeneratedFile[]> {
  const { guides, documents, videos, guideTexts, documentTexts, videoTranscripts } = resources;
  const labels = resourcesMessages.pdf;
  const closing = contactBlocks(labels);
  const guideFiles = guides.map((guide) => {
    const sections = textFor(guideTexts, 'guide', guide.fileSlug);
    return resourcePdf(resourceHref(guide.fileSlug), guide, [
      { kind: 'meta', text: `${guide.category}  |  ${site.name}` },
      { kind: 'subheading', text: labels.contents },
      ...sections.map(({ heading }) => ({ kind: 'bullet' as const, text: heading })),
      ...sectionBlocks(sections),
    ], closing);
  });
  const documentFiles = documents.map((document) =>
    resourcePdf(resourceHref(document.fileSlug), document, sectionBlocks(textFor(documentTexts, 'document', document.fileSlug)), closing),
  );
  const transcriptFiles = videos.map((video) =>
    resourcePdf(transcriptHref(video.fileSlug), video, [
      { kind: 'meta', text: `${labels.transcript}  |  ${video.category}  |  ${resourcesMessages.video.durationLabel} ${video.duration}` },
      ...textFor(videoTranscripts, 'video transcript', video.fileSlug).map((text) => ({ kind: 'paragraph' as const, text })),
    ], closing),
  );
  return Promise.all([...guideFiles, ...documentFiles, ...transcriptFiles]);
}
