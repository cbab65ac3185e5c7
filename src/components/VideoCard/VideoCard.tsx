import { type ReactNode, useState } from 'react';
import { formatMessage } from '../../i18n/format';
import { Badge } from '../Badge';
import { DownloadLink } from '../DownloadLink';
import { Heading } from '../Heading';
import { Grid } from '../Stack';
import { Icon } from '../Icon';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './VideoCard.css';

export interface VideoItem {
  title: string;
  description: string;
  duration: string;
  categoryLabel: string;
  /** Watch-page id on the video site; absent for videos not yet published. */
  youtubeId?: string;
  /** Public path of its transcript PDF, and the name it is saved under. */
  transcriptHref: string;
  transcriptFileName: string;
}

export interface VideoLabels {
  play: string;
  pause: string;
  watch: string;
  newTab: string;
  playing: string;
  clickToPause: string;
  elapsed: string;
  durationLabel: string;
  transcript: string;
  /** Toast when the transcript download starts: title, and "... {title} ..." as its description. */
  transcriptStarted: { title: string; description: string };
}

/** Watch page of the video site. */
const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/** The words of a placeholder's screen. */
export type VideoPlaceholderLabels = Pick<VideoLabels, 'play' | 'playing' | 'clickToPause' | 'elapsed'>;

/**
 * The screen of a video not published yet: a button that toggles a "playing" placeholder,
 * announced (the only part of a video card that needs script).
 */
export function VideoPlaceholder({ title, labels }: { title: string; labels: VideoPlaceholderLabels }) {
  const [playing, setPlaying] = useState(false);
  return (
    <>
      <button type="button" className={styles.screen} aria-pressed={playing} onClick={() => setPlaying((value) => !value)}>
        {!playing && <PlayMark />}
        <VisuallyHidden>
          {labels.play}: {title}
        </VisuallyHidden>
      </button>
      <div role="status" className={playing ? styles.overlay : undefined}>
        {playing && (
          <>
            <Icon name="pause" size="lg" />
            <span className={styles.overlayTitle}>{labels.playing}</span>
            <span className={styles.overlayHint}>{labels.clickToPause}</span>
            <span className={styles.overlayHint}>{labels.elapsed}</span>
          </>
        )}
      </div>
    </>
  );
}

function PlayMark() {
  return (
    <span className={styles.playMark}>
      <Icon name="play" size="lg" />
    </span>
  );
}

export interface VideoCardProps {
  video: VideoItem;
  labels: VideoLabels;
  as?: 'li' | 'article';
  /**
   * Renders an unpublished video's screen (VideoPlaceholder by default): the site passes an
   * island, so that the rest of the card stays HTML that needs no script.
   */
  placeholder?: (video: VideoItem) => ReactNode;
}

/**
 * A training video. Published videos open their watch page in a new tab; the others
 * toggle a placeholder "playing" state until they are published.
 *
 * Use it for a video in a list of resources. Not for a dated event (WebinarList).
 */
export function VideoCard({ video, labels, as: Tag = 'li', placeholder = (unpublished) => <VideoPlaceholder title={unpublished.title} labels={labels} /> }: VideoCardProps) {
  return (
    <Tag className={styles.card}>
      <div className={styles.stage}>
        {video.youtubeId ? (
          <a className={styles.screen} href={watchUrl(video.youtubeId)} target="_blank" rel="noopener noreferrer">
            <PlayMark />
            <Icon name="externalLink" size="sm" className={styles.external} />
            <VisuallyHidden>
              {labels.watch}: {video.title} {labels.newTab}
            </VisuallyHidden>
          </a>
        ) : (
          placeholder(video)
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.details}>
          <Badge>{video.categoryLabel}</Badge>
          <span className={styles.duration}>
            <Icon name="clock" size="sm" />
            <VisuallyHidden>{labels.durationLabel}: </VisuallyHidden>
            {video.duration}
          </span>
        </div>
        <Heading level={3} size="md">
          {video.title}
        </Heading>
        <Text className={styles.description}>{video.description}</Text>
        <div>
          <DownloadLink
            href={video.transcriptHref}
            fileName={video.transcriptFileName}
            type="application/pdf"
            icon="fileText"
            label={labels.transcript}
            context={video.title}
            notice={{ title: labels.transcriptStarted.title, description: formatMessage(labels.transcriptStarted.description, { title: video.title }) }}
          />
        </div>
      </div>
    </Tag>
  );
}

/** The training videos as a three-column list of cards. */
export function VideoGrid({ videos, labels, placeholder }: { videos: ReadonlyArray<VideoItem>; labels: VideoLabels; placeholder?: VideoCardProps['placeholder'] }) {
  return (
    <Grid as="ul" columns={3}>
      {videos.map((video, index) => (
        <VideoCard key={index} video={video} labels={labels} placeholder={placeholder} />
      ))}
    </Grid>
  );
}
