import { type ServiceDetailMeta, type ServiceDetailStory, serviceDetailStory } from './serviceDetailStory';

const meta = { title: 'Pages/Services/Waho', ...serviceDetailStory('waho') } satisfies ServiceDetailMeta;
export default meta;

export const Waho: ServiceDetailStory = {};
