import { type ServiceDetailMeta, type ServiceDetailStory, serviceDetailStory } from './serviceDetailStory';

const meta = { title: 'Pages/Services/Aripo', ...serviceDetailStory('aripo') } satisfies ServiceDetailMeta;
export default meta;

export const Aripo: ServiceDetailStory = {};
