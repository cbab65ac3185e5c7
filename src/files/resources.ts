import { documents, guides, videos } from '../content/resources';
import { resourcesMessages } from '../content/resourcesMessages';
import { site } from '../content/site';
import { resourceHref, transcriptHref } from '../lib/downloads';
import type { GeneratedFile } from './index';
import { type PdfBlock, buildPdf } from './pdf';

type Sections = { heading: string; paragraphs: string[] }[];

const sectionBlocks = (sections: Sections): PdfBlock[] =>
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

/** The six guides, the documents list and the video transcripts, as PDFs under /resources/. */
export async function resourceFiles(): Promise<GeneratedFile[]> {
  const guideFiles = guides.map(async (guide) => ({
    path: resourceHref(guide.title),
    contents: await buildPdf({
      title: guide.title,
      subtitle: guide.description,
      blocks: [
        { kind: 'meta', text: `${guide.category}  |  ${site.name}` },
        { kind: 'subheading', text: labels.contents },
        ...guide.sections.map(({ heading }) => ({ kind: 'bullet' as const, text: heading })),
        ...sectionBlocks(guide.sections),
        ...contactBlocks(),
      ],
    }),
  }));
  const documentFiles = documents.map(async (document) => ({
    path: resourceHref(document.title),
    contents: await buildPdf({
      title: document.title,
      subtitle: document.description,
      blocks: [...sectionBlocks(document.sections), ...contactBlocks()],
    }),
  }));
  const transcriptFiles = videos.map(async (video) => ({
    path: transcriptHref(video.title),
    contents: await buildPdf({
      title: video.title,
      subtitle: video.description,
      blocks: [
        { kind: 'meta', text: `${labels.transcript}  |  ${video.category}  |  ${resourcesMessages.video.durationLabel} ${video.duration}` },
        ...video.transcript.map((text) => ({ kind: 'paragraph' as const, text })),
        ...contactBlocks(),
      ],
    }),
  }));
  return Promise.all([...guideFiles, ...documentFiles, ...transcriptFiles]);
}
