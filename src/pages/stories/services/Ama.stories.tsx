import { type ServiceDetailMeta, type ServiceDetailStory, serviceDetailStory } from './serviceDetailStory';

const meta = { title: 'Pages/Services/Ama', ...serviceDetailStory('ama') } satisfies ServiceDetailMeta;
export default meta;

export const Ama: ServiceDetailStory = {};
