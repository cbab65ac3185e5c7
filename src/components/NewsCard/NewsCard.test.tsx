import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { storyData } from '../../stories/storyData';
import { NewsCard, type NewsStory } from './NewsCard';
import { readNewsCard } from './storyText';

/** The stories' English data. */
const { newsShare } = storyData('en');

const article: NewsStory = {
  href: '/news/q4-results',
  url: 'https://www.example.org/news/q4-results',
  title: 'Fourth Quarter: Steady Growth',
  excerpt: 'A strong quarter for supply.',
  category: 'business',
  categoryLabel: 'Business',
  author: 'Kofi Agyeman',
  byline: 'By Kofi Agyeman',
  date: '2024-02-19',
  dateLabel: 'February 19, 2024',
  readTime: '4 min read',
  image: { src: '/assets/news/q4-results.svg', alt: 'Chart', width: 1200, height: 675 },
  textFileName: 'fourth-quarter-steady-growth.txt',
};

const renderCard = (shareable: boolean) =>
  render(
    <Router hook={memoryLocation({ path: '/news' }).hook}>
      <NewsCard story={article} labels={{ readMore: 'Read more', details: 'Article details' }} share={shareable ? newsShare : undefined} />
    </Router>,
  );

describe('NewsCard', () => {
  it('shows category, title, byline, date, read time and a Read more link to the article', () => {
    renderCard(false);
    expect(screen.getByText('Business')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: article.title })).toBeInTheDocument();
    const details = screen.getByRole('list', { name: 'Article details' });
    expect(within(details).getByText('By Kofi Agyeman')).toBeInTheDocument();
    expect(within(details).getByText('February 19, 2024')).toHaveAttribute('datetime', '2024-02-19');
    expect(within(details).getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Read more: ${article.title}` })).toHaveAttribute('href', '/news/q4-results');
    expect(screen.queryByRole('button', { name: 'Share on Facebook' })).not.toBeInTheDocument();
  });

  it('downloads a text file with the article details', async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:article';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('fourth-quarter-steady-growth.txt');
      expect(this.getAttribute('href')).toBe('blob:article');
    });
    renderCard(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download as text file' }));
    expect(click).toHaveBeenCalledOnce();
    const text = await saved?.text();
    for (const line of [
      'Title: Fourth Quarter: Steady Growth',
      'Category: Business',
      'Author: Kofi Agyeman',
      'Date: February 19, 2024',
      'Read time: 4 min read',
      'A strong quarter for supply.',
      `${window.location.origin}/news/q4-results`,
    ]) {
      expect(text).toContain(line);
    }
  });
});

describe('readNewsCard', () => {
  it.each(['en', 'fr', 'pt'] as const)('reads every %s card back as it was written: what its shares and its text file carry', (locale) => {
    const { content, storyFor, newsCardLabels: cardLabels, newsShare: share } = storyData(locale);
    for (const article of content.news.articles) {
      const story = storyFor(article.slug);
      const { container, unmount } = render(
        <Router hook={memoryLocation({ path: '/news' }).hook} base={locale === 'en' ? '' : `/${locale}`}>
          <NewsCard story={story} labels={cardLabels} share={share} label={article.featured ? content.news.page.featuredLabel : undefined} />
        </Router>,
      );
      const read = readNewsCard(container.firstElementChild as Element, content.newsMessages.byline);
      expect(read).toEqual({
        path: locale === 'en' ? story.href : `/${locale}${story.href}`,
        title: story.title,
        excerpt: story.excerpt,
        categoryLabel: story.categoryLabel,
        author: story.author,
        dateLabel: story.dateLabel,
        readTime: story.readTime,
        textFileName: story.textFileName,
      });
      unmount();
    }
  });
});
