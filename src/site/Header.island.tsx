import { island } from '../app/island';
import { Header } from '../components/Header';

/** On every page; hydrates once the page has painted. */
export default /* @__PURE__ */ island(Header, { everyPage: true, laterIcons: ['close'] });
