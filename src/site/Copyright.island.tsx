import { island } from '../app/island';
import { Copyright } from '../components/Footer';

/** The copyright year follows the visitor's clock: the one live part of the footer. */
export default /* @__PURE__ */ island(Copyright, { everyPage: true });
