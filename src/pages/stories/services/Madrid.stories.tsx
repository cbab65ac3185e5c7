import { type ServiceDetailMeta, type ServiceDetailStory, serviceDetailStory } from './serviceDetailStory';

const meta = { title: 'Pages/Services/Madrid', ...serviceDetailStory('madrid') } satisfies ServiceDetailMeta;
export default meta;

export const Madrid: ServiceDetailStory = {};
