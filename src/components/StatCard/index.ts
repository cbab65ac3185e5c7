export { type Stat, StatCard, type StatCardProps } from './StatCard';
