import { island } from '../app/island';
import { ToastHost } from '../components/Toast';

/**
 * Toasts follow the other islands' actions: the host travels with the hydrator and hydrates
 * with the page's first island (a page with none never fetches it).
 */
export default /* @__PURE__ */ island(ToastHost, { everyPage: true, laterIcons: ['close'] });
