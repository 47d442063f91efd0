/**
 * Calls from the scan screen to the local scanner service (`npm run scan-agent`) on the teacher's
 * own computer. It is not the platform: its answers have the same `{code, msg, data}` envelope
 * but travel outside the API client (another origin, no session of the platform's).
 */
import { SCAN_AGENT_ORIGIN } from '../../domain/scan-agent.ts';

export const SCAN_AGENT_URL = SCAN_AGENT_ORIGIN;
/** A service that does not answer a ping within this time is taken as not running. */
const PING_TIMEOUT_MS = 1_500;
/** Listing can probe network scanners; SANE is given this long. */
const CALL_TIMEOUT_MS = 40_000;

export interface AgentScanner {
  device: string;
  vendor: string;
  model: string;
  type: string;
  options: { modes: string[]; sources: string[]; resolutions: { list: number[] } | { min: number; max: number } };
}

export interface AgentScanJob {
  id: string;
  state: 'scanning' | 'uploading' | 'done' | 'failed';
  scanned: number;
  uploaded: number;
  failed: number;
  error: string | null;
}

export interface AgentScanRequest {
  device: string;
  resolution: number;
  mode?: string;
  source?: string;
  pages?: number;
  serverUrl: string;
  token: string;
  batchId: number;
}

async function agentCall<T>(base: string, path: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? CALL_TIMEOUT_MS) });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (!response.ok) throw new Error(answer.msg);
  return answer.data;
}

/** Whether the service runs here and takes this page's calls (any failure — refused, timed out, not ours — is absent). */
export async function pingAgent(base = SCAN_AGENT_URL): Promise<'ready' | 'absent' | 'originNotAllowed'> {
  try {
    const answer = await agentCall<{ service: string; allowed: boolean }>(base, '/ping', { timeoutMs: PING_TIMEOUT_MS });
    if (answer.service !== 'yuejuan-scan-agent') return 'absent';
    return answer.allowed ? 'ready' : 'originNotAllowed';
  } catch {
    return 'absent';
  }
}

export const listAgentScanners = async (base = SCAN_AGENT_URL) => (await agentCall<{ result: AgentScanner[] }>(base, '/scanners')).result;

export const startAgentScan = (scan: AgentScanRequest, base = SCAN_AGENT_URL) =>
  agentCall<AgentScanJob>(base, '/scan', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(scan) });

export const agentScanProgress = (id: string, base = SCAN_AGENT_URL) => agentCall<AgentScanJob>(base, `/scan/${id}`);

export const retryAgentScan = (id: string, base = SCAN_AGENT_URL) => agentCall<AgentScanJob>(base, `/scan/${id}/retry`, { method: 'POST' });

/** The resolutions to offer: the scanner's own list, or the usual ones within its range. */
export function resolutionChoices(resolutions: AgentScanner['options']['resolutions']): number[] {
  const usual = [150, 200, 300];
  if ('list' in resolutions) return resolutions.list.length > 0 ? resolutions.list : usual;
  return usual.filter((dpi) => dpi >= resolutions.min && dpi <= resolutions.max);
}

/** 200 dpi when offered (what recognition is tuned for), else the nearest above it, else the highest. */
export function preferredResolution(choices: number[]): number | undefined {
  return choices.find((dpi) => dpi === 200) ?? choices.find((dpi) => dpi > 200) ?? choices.at(-1);
}
