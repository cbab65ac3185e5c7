import { island } from '../../app/island';
import { MissingPathReport } from './MissingPathReport';

/** Runs on the 404 page once it has painted. */
export default /* @__PURE__ */ island(MissingPathReport);
