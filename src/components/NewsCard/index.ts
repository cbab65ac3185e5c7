export { NewsCard, type NewsCardLabels, type NewsCardProps, type NewsShareLabels, type NewsStory, storyText } from './NewsCard';
