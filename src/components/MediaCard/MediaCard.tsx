import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { publicUrl } from '../../lib/publicUrl';
import { Heading, type HeadingLevel } from '../Heading';
import { body, card, content, eyebrow as eyebrowClass, featuredBody, featuredImage, footer as footerClass, image as imageClass, type MediaCardVariants } from './MediaCard.css';

/** An illustration: its path, its text alternative and its intrinsic size (no layout shift). */
export interface ImageRef {
  /** Path under /assets/, e.g. "/assets/news/waho-certification.svg". */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface MediaCardProps {
  /** `stacked` (default): the picture above the text; `featured`: side by side on wide screens, for the one item a page puts first. */
  layout?: MediaCardVariants['layout'];
  image: ImageRef;
  /** "eager" only for an image in the first screen: it is then also fetched first (likely the page's largest paint). */
  imageLoading?: 'lazy' | 'eager';
  title: string;
  headingLevel?: HeadingLevel;
  /** Labels above the title: category badge, file size. */
  eyebrow?: ReactNode;
  as?: 'li' | 'article' | 'div';
  /** Description, details. */
  children?: ReactNode;
  /** Actions along the bottom edge. */
  footer?: ReactNode;
  /** Data attributes of the card's root element, e.g. what a filter matches (`data-category`). */
  [data: `data-${string}`]: string | undefined;
}

/**
 * A card led by an illustration: guides, news stories, the featured story.
 *
 * Use it when a picture helps the reader recognise the item. Without a picture use Card; for a
 * news story, NewsCard (built on it).
 */
export function MediaCard({ image, imageLoading = 'lazy', title, headingLevel = 3, eyebrow, as: Tag = 'article', layout, children, footer, ...data }: MediaCardProps) {
  const featured = layout === 'featured';
  return (
    <Tag className={card({ layout })} {...data}>
      <img
        className={clsx(imageClass, featured && featuredImage)}
        src={publicUrl(image.src)}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={imageLoading}
        fetchPriority={imageLoading === 'eager' ? 'high' : undefined}
        decoding="async"
      />
      <div className={clsx(body, featured && featuredBody)}>
        {eyebrow && <div className={eyebrowClass}>{eyebrow}</div>}
        <Heading level={headingLevel} size={featured ? 'lg' : 'md'}>
          {title}
        </Heading>
        {children && <div className={content}>{children}</div>}
        {footer && <div className={footerClass}>{footer}</div>}
      </div>
    </Tag>
  );
}
