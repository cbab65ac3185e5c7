import { serviceOptionLabels } from '../en/contact';
import { formServices } from './manifest';

/** Where the server function's copy of the services manifest lives (it deploys on its own). */
export const functionCopyPath = 'supabase/functions/_shared/services.generated.ts';

/**
 * The function's copy of the manifest: the ids it accepts, in the form's order, with the
 * English label the e-mail to the company shows. Written by `npm run generate:functions`;
 * a unit test fails when the checked-in file differs.
 */
export function renderFunctionCopy(): string {
  const entries = formServices.map((service) => `  ${JSON.stringify(service.id)}: ${JSON.stringify(serviceOptionLabels[service.id])},`);
  return `// Generated from src/content/services/manifest.ts by \`npm run generate:services\`. Do not edit.
// The contact function deploys on its own, so it carries this copy of the services it accepts.

/** Service id -> the English label the e-mail to the company shows, in the form's order. */
export const SERVICE_LABELS = {
${entries.join('\n')}
} as const;

export type Service = keyof typeof SERVICE_LABELS;
export const SERVICES = Object.keys(SERVICE_LABELS) as Service[];
`;
}
