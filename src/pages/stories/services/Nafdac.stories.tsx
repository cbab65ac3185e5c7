import { type ServiceDetailMeta, type ServiceDetailStory, serviceDetailStory } from './serviceDetailStory';

const meta = { title: 'Pages/Services/Nafdac', ...serviceDetailStory('nafdac') } satisfies ServiceDetailMeta;
export default meta;

export const Nafdac: ServiceDetailStory = {};
