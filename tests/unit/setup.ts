import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllDeferred } from '../../src/app/deferred';

// Components render whole, as in the prerender: code the browser defers is loaded first.
beforeAll(() => loadAllDeferred());
afterEach(() => cleanup());
