/**
 * The local scanner service of spec 002 §7 (扫描服务): a small HTTP server on 127.0.0.1 that the
 * scan screen calls from the teacher's browser.
 *   GET  /ping              → { service, version, allowed }: allowed false for a page of an origin
 *                             not allowed (the only answer such a page gets)
 *   GET  /scanners          → the scanners SANE sees, with their modes, sources and resolutions
 *   POST /scan              → starts a scan into a batch: { device, resolution, mode?, source?,
 *                             pages?, serverUrl, token, batchId } → 202 and the scan
 *   GET  /scan/{id}         → the scan's progress (pages scanned, uploaded, failed)
 *   POST /scan/{id}/retry   → uploads again the pages that did not go up
 * Answers are `{code, msg, data}` like the platform's. Only the platform's own pages may call it:
 * CORS names the allowed origins, a request from any other origin is refused before it runs, a
 * POST must be JSON (so a foreign page cannot send it without a preflight), and the Host must be
 * this machine (no DNS rebinding).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { scanAgent as text } from '../i18n/zh-CN/scan-agent.ts';
import { parseScanRequest, ScanRequestError } from './scan-request.ts';
import { ScanJobs, type ScanJob } from './scan-jobs.ts';
import { listScanners, SaneMissingError, type SaneCommand } from './sane.ts';

export const AGENT_NAME = 'yuejuan-scan-agent';
export const AGENT_VERSION = 1;
/** A scan request is a few hundred bytes; anything much larger is not one. */
const MAX_BODY_BYTES = 16 * 1024;

export interface ScanAgentOptions {
  /** origins allowed to call (the platform's addresses), e.g. https://yuejuan.example.edu.cn */
  origins: string[];
  sane: SaneCommand;
  /** where scans keep their pages until uploaded (default: the system's temporary folder) */
  workFolder?: string;
}

class AgentError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function send(response: ServerResponse, status: number, data: unknown, message = 'ok'): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ code: status < 300 ? 200 : status, msg: message, data }));
}

function describeJob(job: ScanJob) {
  return {
    id: job.id,
    device: job.device,
    batchId: job.batchId,
    state: job.state,
    scanned: job.scanned,
    uploaded: job.uploaded,
    failed: job.pages.filter((p) => p.state === 'failed').length,
    pages: job.pages.map((p) => ({ page: p.page, state: p.state, error: p.error ?? null })),
    error: job.error ?? null,
    startedAt: job.startedAt,
  };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) throw new AgentError(415, text.jsonRequired);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new AgentError(413, text.bodyTooLarge);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new AgentError(400, text.malformedJson);
  }
}

export function createScanAgent(options: ScanAgentOptions): { server: Server; jobs: ScanJobs } {
  const jobs = new ScanJobs(options.sane, options.workFolder);
  const allowed = new Set(options.origins);

  async function route(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
    const method = request.method ?? 'GET';
    if (pathname === '/ping' && method === 'GET') return send(response, 200, { service: AGENT_NAME, version: AGENT_VERSION, allowed: true });
    if (pathname === '/scanners' && method === 'GET') {
      try {
        return send(response, 200, { result: await listScanners(options.sane) });
      } catch (error) {
        throw new AgentError(503, error instanceof SaneMissingError ? text.saneMissing : text.listFailed((error as Error).message));
      }
    }
    if (pathname === '/scan' && method === 'POST') {
      const { settings, target } = parseScanRequest(await readJson(request));
      if (jobs.isBusy(settings.device)) throw new AgentError(409, text.scannerBusy);
      return send(response, 202, describeJob(await jobs.start(settings, target)));
    }
    const scan = /^\/scan\/([0-9a-f-]{36})(\/retry)?$/.exec(pathname);
    if (scan && method === (scan[2] ? 'POST' : 'GET')) {
      const job = scan[2] ? jobs.retry(scan[1]) : jobs.get(scan[1]);
      if (!job) throw new AgentError(404, text.unknownJob);
      return send(response, 200, describeJob(job));
    }
    const known = ['/ping', '/scanners', '/scan'].includes(pathname) || scan !== null;
    throw new AgentError(known ? 405 : 404, known ? text.methodNotAllowed : text.notFound);
  }

  const server = createServer((request, response) => {
    const origin = request.headers.origin;
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    if (!LOCAL_HOSTS.has(host)) return send(response, 403, null, text.hostRefused);
    // a browser always names the calling page's origin on a cross-origin call; tools (curl) do not
    if (origin !== undefined && !allowed.has(origin)) {
      // a ping tells any page that the service runs but does not take its calls (nothing else), so
      // that a platform at an address not yet allowed can say to start it with --origins
      if (request.method === 'GET' && request.url === '/ping') {
        response.setHeader('access-control-allow-origin', origin);
        response.setHeader('vary', 'Origin');
        return send(response, 200, { service: AGENT_NAME, version: AGENT_VERSION, allowed: false });
      }
      return send(response, 403, null, text.originRefused);
    }
    if (origin) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'GET, POST');
      response.setHeader('access-control-allow-headers', 'content-type');
      response.setHeader('access-control-max-age', '600');
      // Chrome asks before a public site may reach a service on this machine (Private Network Access)
      if (request.headers['access-control-request-private-network'] === 'true') response.setHeader('access-control-allow-private-network', 'true');
      response.writeHead(204).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    route(request, response, pathname).catch((error: unknown) => {
      if (error instanceof AgentError) return send(response, error.status, null, error.message);
      if (error instanceof ScanRequestError) return send(response, 400, null, error.message);
      send(response, 500, null, text.scanFailed((error as Error).message));
    });
  });
  return { server, jobs };
}
