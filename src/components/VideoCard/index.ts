export { VideoCard, VideoGrid, VideoGridIsland, type VideoCardProps } from './VideoCard';
