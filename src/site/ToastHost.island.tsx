import { island } from '../app/island';
import { ToastHost } from '../components/Toast';

/** Toasts can follow any action on any page: the host hydrates once the page has painted. */
export default /* @__PURE__ */ island(ToastHost, { everyPage: true, laterIcons: ['close'] });
