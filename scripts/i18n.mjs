// The translation commands: `npm run i18n:export` and `npm run i18n:import` (see
// docs/translations.md). The tool is TypeScript (src/i18n/translation/cli.ts), run through Vite's
// module runner as the content it reads is.
import { runnerImport } from 'vite';

const root = process.cwd();
const { module } = await runnerImport('/src/i18n/translation/cli.ts', { root, configFile: false, logLevel: 'error', server: { watch: null } });
process.exitCode = await module.main(process.argv.slice(2), root);
