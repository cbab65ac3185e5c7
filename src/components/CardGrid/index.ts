export { type CardItem, CardGrid, type CardGridProps } from './CardGrid';
