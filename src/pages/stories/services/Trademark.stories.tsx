import { type ServiceDetailMeta, type ServiceDetailStory, serviceDetailStory } from './serviceDetailStory';

const meta = { title: 'Pages/Services/Trademark', ...serviceDetailStory('trademark') } satisfies ServiceDetailMeta;
export default meta;

export const Trademark: ServiceDetailStory = {};
