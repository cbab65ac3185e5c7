import { type ServiceDetailMeta, type ServiceDetailStory, serviceDetailStory } from './serviceDetailStory';

const meta = { title: 'Pages/Services/Ecowas', ...serviceDetailStory('ecowas') } satisfies ServiceDetailMeta;
export default meta;

export const Ecowas: ServiceDetailStory = {};
