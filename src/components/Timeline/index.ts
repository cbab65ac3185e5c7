export { type TimelineEntry, Timeline, type TimelineProps } from './Timeline';
