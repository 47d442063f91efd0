/**
 * `npm run scan-agent`: the local scanner service on the computer the scanner is plugged into.
 *   --port N / SCAN_AGENT_PORT (7000) · listens on 127.0.0.1 only
 *   --origins a,b / SCAN_AGENT_ORIGINS: the platform's addresses allowed to call it
 *     (default: the local server http://localhost:8080 and the dev server :5173)
 *   SCANIMAGE (scanimage): SANE's command-line front end; SANE_CONFIG_DIR chooses its backends
 * It imports nothing of the server: it runs on a teacher's computer with only this package.
 */
import { parseArgs } from 'node:util';
import { scanAgent as text } from '../i18n/zh-CN/scan-agent.ts';
import { createScanAgent } from './agent-server.ts';
import { SCAN_AGENT_PORT } from '../domain/scan-agent.ts';

const DEFAULT_ORIGINS = ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://localhost:5173', 'http://127.0.0.1:5173'];

const { values } = parseArgs({ options: { port: { type: 'string' }, origins: { type: 'string' } } });
const portText = values.port ?? process.env.SCAN_AGENT_PORT ?? String(SCAN_AGENT_PORT);
const port = Number(portText);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(text.badPort(portText));
  process.exit(1);
}
const origins = (values.origins ?? process.env.SCAN_AGENT_ORIGINS ?? DEFAULT_ORIGINS.join(','))
  .split(',')
  .map((o) => o.trim().replace(/\/+$/, ''))
  .filter(Boolean);

const { server } = createScanAgent({ origins, sane: { program: process.env.SCANIMAGE || 'scanimage', env: process.env } });
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? text.portInUse(port) : error.message);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(text.started(`http://127.0.0.1:${port}`));
  console.log(text.allowedOrigins(origins.join(', ')));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
