import { island } from '../app/island';
import { Header } from '../components/Header';

/**
 * On every page. Its links, language switcher and phone menu (a native popover) work
 * without script: React only improves them (the menu button's label and icon, the Radix
 * menu's arrow keys), so it hydrates on intent only, its code a chunk of its own fetched then.
 */
export default /* @__PURE__ */ island(Header, { hydrate: 'intent', laterIcons: ['close'] });
