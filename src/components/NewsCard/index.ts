export { NewsCard, type NewsCardLabels, type NewsCardProps, type NewsShareLabels, type NewsStory } from './NewsCard';
export { readNewsCard, saveStoryText, type StoryText, storyText } from './storyText';
