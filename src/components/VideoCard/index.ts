export { VideoCard, type VideoItem, type VideoLabels, VideoGrid, type VideoCardProps } from './VideoCard';
