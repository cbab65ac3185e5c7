export { VideoCard, type VideoCardProps, type VideoItem, type VideoLabels, VideoGrid, VideoPlaceholder, type VideoPlaceholderLabels } from './VideoCard';
