import { openingTimesIn } from '../content/office';
import { site } from '../content/site';
import type { PdfSection, SiteContent } from '../content/types';
import { resourceHref, transcriptHref } from '../lib/downloads';
import type { GeneratedFile } from './index';
import { formatMessage } from '../i18n/format';
import { type Locale, localeInfo } from '../i18n/locales';
import { type PdfBlock, type PdfFrame, buildPdf, pdfFrame } from './pdf';

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

/** Closing lines of every resource: who prepared it, how to reach them (the office's place and hours in the locale), what it is not. */
function contactBlocks({ resourcesMessages, office }: SiteContent, locale: Locale): PdfBlock[] {
  const labels = resourcesMessages.pdf;
  const values = { location: office.location, ...openingTimesIn(locale) };
  return [
    { kind: 'heading', text: labels.contactHeading },
    { kind: 'paragraph', text: formatMessage(labels.contactText, values) },
    ...labels.contactLines.map((line) => ({ kind: 'bullet' as const, text: formatMessage(line, values) })),
    { kind: 'meta', text: labels.disclaimer },
  ];
}

/** One resource PDF at `path`: the item's title and description, its blocks, then the contact details. */
const resourcePdf = async (path: string, item: { title: string; description: string }, blocks: PdfBlock[], closing: PdfBlock[], frame: PdfFrame): Promise<GeneratedFile> => ({
  path,
  contents: await buildPdf({ title: item.title, subtitle: item.description, blocks: [...blocks, ...closing] }, frame),
});

/** The six guides, the documents list and the video transcripts, as PDFs under /resources/. */
export async function resourceFiles(content: SiteContent, _intlLocale: string, locale: Locale): Promise<GeneratedFile[]> {
  const { resources, resourcesMessages } = content;
  const { guides, documents, videos, guideTexts, documentTexts, videoTranscripts } = resources;
  const labels = resourcesMessages.pdf;
  const closing = contactBlocks(content, locale);
  const frame = pdfFrame(content, localeInfo[locale].htmlLang);
  const guideFiles = guides.map((guide) => {
    const sections = textFor(guideTexts, 'guide', guide.fileSlug);
    return resourcePdf(resourceHref(guide.fileSlug), guide, [
      { kind: 'meta', text: `${guide.category}  |  ${site.name}` },
      { kind: 'subheading', text: labels.contents },
      ...sections.map(({ heading }) => ({ kind: 'bullet' as const, text: heading })),
      ...sectionBlocks(sections),
    ], closing, frame);
  });
  const documentFiles = documents.map((document) =>
    resourcePdf(resourceHref(document.fileSlug), document, sectionBlocks(textFor(documentTexts, 'document', document.fileSlug)), closing, frame),
  );
  const transcriptFiles = videos.map((video) =>
    resourcePdf(transcriptHref(video.fileSlug), video, [
      { kind: 'meta', text: `${labels.transcript}  |  ${video.category}  |  ${resourcesMessages.video.durationLabel} ${video.duration}` },
      ...textFor(videoTranscripts, 'video transcript', video.fileSlug).map((text) => ({ kind: 'paragraph' as const, text })),
    ], closing, frame),
  );
  return Promise.all([...guideFiles, ...documentFiles, ...transcriptFiles]);
}
