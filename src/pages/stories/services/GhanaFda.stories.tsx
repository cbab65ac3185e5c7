import { type ServiceDetailMeta, type ServiceDetailStory, serviceDetailStory } from './serviceDetailStory';

const meta = { title: 'Pages/Services/Ghana Fda', ...serviceDetailStory('ghanaFda') } satisfies ServiceDetailMeta;
export default meta;

export const GhanaFda: ServiceDetailStory = {};
