// Temporary (not committed): runs the services spec against a private copy of dist in /tmp/svc-site.
import base from './playwright.config';
const port = Number(process.env.E2E_PORT ?? 4387);
export default {
  ...base,
  outputDir: '/tmp/svc-test-results',
  reporter: [['list']],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: { ...base.webServer, command: 'node /tmp/svc-site/scripts/serve.mjs', url: `http://localhost:${port}/`, env: { PORT: String(port), SKIP_BUILD: '1' } },
};
