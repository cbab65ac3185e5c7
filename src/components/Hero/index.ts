export { type HeroContent, Hero, type HeroProps } from './Hero';
