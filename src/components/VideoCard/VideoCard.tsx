import { useState } from 'react';
import { island } from '../../app/island';
import { resourcesMessages } from '../../content/en/resourcesMessages';
import type { TrainingVideo } from '../../content/types';
import { transcriptFileName, transcriptHref } from '../../lib/downloads';
import { Badge } from '../Badge';
import { DownloadLink } from '../DownloadLink';
import { Heading } from '../Heading';
import { Grid } from '../Stack';
import { Icon } from '../Icon';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './VideoCard.css';

export interface VideoCardProps {
  video: TrainingVideo;
  as?: 'li' | 'article';
}

/**
 * A training video. Published videos open their watch page in a new tab; the others
 * toggle a placeholder "playing" state until they are published.
 */
export function VideoCard({ video, as: Tag = 'li' }: VideoCardProps) {
  const labels = resourcesMessages.video;
  const [playing, setPlaying] = useState(false);
  const mark = (
    <span className={styles.playMark}>
      <Icon name="play" size="lg" />
    </span>
  );

  return (
    <Tag className={styles.card}>
      <div className={styles.stage}>
        {video.youtubeId ? (
          <a className={styles.screen} href={labels.watchUrl(video.youtubeId)} target="_blank" rel="noopener noreferrer">
            {mark}
            <Icon name="externalLink" size="sm" className={styles.external} />
            <VisuallyHidden>
              {labels.watch}: {video.title} {labels.newTab}
            </VisuallyHidden>
          </a>
        ) : (
          <>
            <button type="button" className={styles.screen} aria-pressed={playing} onClick={() => setPlaying((value) => !value)}>
              {!playing && mark}
              <VisuallyHidden>
                {labels.play}: {video.title}
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
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.details}>
          <Badge>{video.category}</Badge>
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
            href={transcriptHref(video.title)}
            fileName={transcriptFileName(video.title)}
            type="application/pdf"
            icon="fileText"
            label={labels.transcript}
            context={video.title}
            notice={{ title: resourcesMessages.downloadStarted.title, description: labels.transcriptToast(video.title) }}
          />
        </div>
      </div>
    </Tag>
  );
}

/** The training videos as a three-column list of cards. */
export function VideoGrid({ videos }: { videos: readonly TrainingVideo[] }) {
  return (
    <Grid as="ul" columns={3}>
      {videos.map((video) => (
        <VideoCard key={video.title} video={video} />
      ))}
    </Grid>
  );
}

/** Hydrated when the visitor reaches for it; a click before then is replayed. */
export const VideoGridIsland = /* @__PURE__ */ island('VideoGrid', VideoGrid, { hydrate: 'interaction', laterIcons: ['pause'] });
