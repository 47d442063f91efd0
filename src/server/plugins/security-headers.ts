/**
 * Security headers on every answer (helmet). The content security policy names exactly what the
 * app loads, all from this server:
 * - scripts and workers: the built bundles (the designer's layout worker is a file of its own);
 *   `blob:` workers for the canvas library;
 * - styles: the bundles plus inline styles, which antd, the canvas library and KaTeX write at run
 *   time (style elements and style attributes);
 * - images: `data:` and `blob:` besides this server, as the canvas shows downloaded scans as
 *   object URLs and draws its icons and exports as data images;
 * - fonts: the bundled KaTeX and Chinese fonts, and `data:` fonts the canvas embeds in exports;
 * - connections: the API and the live marking socket, both same-origin (`'self'` covers
 *   ws:/wss: to this host), `data:`/`blob:` URLs the canvas reads back, and the local scanner
 *   service on the teacher's own computer (SCAN_AGENT_ORIGIN), which the scan screen calls.
 * Only this site may frame it; no plugins, no foreign form targets, no `<base>` elsewhere.
 * Not sent: upgrade-insecure-requests and HSTS — schools run the server over plain HTTP on their
 * own network, and whether a site is HTTPS-only is for the reverse proxy in front of it to say.
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { SCAN_AGENT_ORIGIN } from '../../domain/scan-agent.ts';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'data:', 'blob:', SCAN_AGENT_ORIGIN],
  mediaSrc: ["'self'", 'blob:'],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  scriptSrcAttr: ["'none'"],
};

const SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  strictTransportSecurity: false,
  // addresses of this site (a QR code's token among them) are not sent to other sites
  referrerPolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'sameorigin' },
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, SECURITY_HEADERS);
}
