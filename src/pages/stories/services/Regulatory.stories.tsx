import { type ServiceDetailMeta, type ServiceDetailStory, serviceDetailStory } from './serviceDetailStory';

const meta = { title: 'Pages/Services/Regulatory', ...serviceDetailStory('regulatory') } satisfies ServiceDetailMeta;
export default meta;

export const Regulatory: ServiceDetailStory = {};
