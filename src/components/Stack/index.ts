export { Grid, type GridProps, Stack, type StackProps } from './Stack';
