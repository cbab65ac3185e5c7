/**
 * A news card as text: its plain-text file and what its shares carry, and a prerendered
 * card read back from its HTML. No component here: the news page's island imports this
 * module alone.
 */
import { formatMessage } from '../../i18n/format';
import { downloadText } from '../../lib/downloadText';
import { fileNameFor } from '../../lib/slugify';
import type { NewsShareLabels, NewsStory } from './NewsCard';

/** What a card's text file and its shares carry. */
export type StoryText = Pick<NewsStory, 'title' | 'excerpt' | 'categoryLabel' | 'author' | 'dateLabel' | 'readTime' | 'textFileName'>;

/** The plain-text version of a card: title, category, author, date, read time, summary, link. */
export function storyText(story: StoryText, labels: NewsShareLabels['textFile'], url: string): string {
  const line = (label: string, value: string) => formatMessage(labels.line, { label, value });
  return [
    line(labels.title, story.title),
    line(labels.category, story.categoryLabel),
    line(labels.author, story.author),
    line(labels.date, story.dateLabel),
    line(labels.readTime, story.readTime),
    '',
    line(labels.summary, '').trimEnd(),
    story.excerpt,
    '',
    line(labels.link, url),
    labels.publisher,
    '',
  ].join('\n');
}

/** Saves a card as its plain-text file; `address` is the story's real address. */
export const saveStoryText = (story: StoryText, labels: NewsShareLabels['textFile'], address: string) => downloadText(story.textFileName, storyText(story, labels, address));

/**
 * A prerendered card read back from its HTML: its page's path (with the locale's prefix, as
 * its link has it) and what its text file carries. For the script that answers the share and
 * download buttons of cards React does not own (the news list); `byline` is the "By {author}"
 * template its byline was written with. The file is named after the title, as the build names
 * every download (fileNameFor). A unit test reads cards back, so this and NewsCard's markup
 * cannot drift apart.
 */
export function readNewsCard(card: Element, byline: string): StoryText & { path: string } {
  const text = (element: Element | null | undefined) => element?.textContent ?? '';
  const heading = card.querySelector('h2, h3');
  const title = text(heading);
  // The byline, the date and the read time, in ArticleMeta's order.
  const [by, date, readTime] = [...card.querySelectorAll('ul li')].map(text);
  const [before = '', after = ''] = byline.split('{author}');
  const author = by?.slice(before.length, by.length - after.length) ?? '';
  return {
    path: card.querySelector('a')?.getAttribute('href') ?? '',
    title,
    excerpt: text(card.querySelector('p')),
    // The eyebrow's last badge, right above the title.
    categoryLabel: text(heading?.previousElementSibling?.lastElementChild),
    author,
    dateLabel: date ?? '',
    readTime: readTime ?? '',
    textFileName: fileNameFor(title, 'txt'),
  };
}
