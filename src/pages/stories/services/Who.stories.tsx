import { type ServiceDetailMeta, type ServiceDetailStory, serviceDetailStory } from './serviceDetailStory';

const meta = { title: 'Pages/Services/Who', ...serviceDetailStory('who') } satisfies ServiceDetailMeta;
export default meta;

export const Who: ServiceDetailStory = {};
