// Serves a folder (the built Storybook) for the test runner: node scripts/serve-static.mjs <dir> <port>
import { createServer } from 'node:http';
import sirv from 'sirv';

const [dir = 'storybook-static', port = '6106'] = process.argv.slice(2);
const handler = sirv(dir, { dev: true, etag: false });
createServer((req, res) => handler(req, res, () => {
  res.statusCode = 404;
  res.end('Not found');
})).listen(Number(port), '127.0.0.1', () => console.log(`Serving ${dir} at http://127.0.0.1:${port}`));
