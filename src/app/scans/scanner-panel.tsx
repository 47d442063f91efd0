/**
 * The scan screen's panel for the scanner on this computer: it looks for the local scanner service
 * (`npm run scan-agent`, 127.0.0.1:7000), lists its scanners, starts a scan into the current batch
 * and follows it page by page. Without the service it says so (扫描服务未启动) and links to the
 * page that explains how to start it. The service uploads the pages itself, with the signed-in
 * administrator's session token, into the batch on this platform. The scan screen frames it (its
 * scanner slot), so the panel draws no card of its own.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, InputNumber, Progress, Select, Space, Typography } from 'antd';
import { Link } from 'wouter';
import { getToken } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { errorText } from '../common/error-text.ts';
import { useLoad } from '../common/use-load.ts';
import {
  agentScanProgress,
  listAgentScanners,
  pingAgent,
  preferredResolution,
  resolutionChoices,
  retryAgentScan,
  SCAN_AGENT_URL,
  startAgentScan,
  type AgentScanJob,
  type AgentScanner,
} from './scan-agent-client.ts';

const texts = t.scanClient.panel;
export const SCAN_CLIENT_HELP_PATH = '/help/appDownload/scanClient';
/** How often a running scan's progress is read. */
const PROGRESS_EVERY_MS = 1_000;

export interface ScannerPanelProps {
  /** the batch the pages go into; null while none is chosen */
  batchId: number | null;
  /** told whenever more pages have arrived in the batch, so the screen can reload it */
  onPagesUploaded?: () => void;
  agentUrl?: string;
  /** the platform's address the service uploads to (default: this page's origin) */
  serverUrl?: string;
}

type Found = { state: 'checking' } | { state: 'absent' } | { state: 'ready'; scanners: AgentScanner[] } | { state: 'error'; message: string };

/** The service runs but was not started with this platform's address among its origins. */
const originNotAllowed = (): Found => ({ state: 'error', message: texts.originNotAllowed(window.location.origin) });

/** Whether the service runs, and its scanners when it does. */
async function discover(agentUrl: string): Promise<Found> {
  const ping = await pingAgent(agentUrl);
  if (ping === 'absent') return { state: 'absent' };
  if (ping === 'originNotAllowed') return originNotAllowed();
  return { state: 'ready', scanners: await listAgentScanners(agentUrl) };
}

interface Choice {
  device?: string;
  mode?: string;
  source?: string;
  resolution?: number;
  pages?: number | null;
}

function defaultsFor(scanner: AgentScanner | undefined): Choice {
  if (!scanner) return {};
  const { modes, sources, resolutions } = scanner.options;
  return {
    device: scanner.device,
    mode: modes.find((m) => /gr[ae]y/i.test(m)) ?? modes[0],
    source: sources.find((s) => /feeder|adf/i.test(s)) ?? sources[0],
    resolution: preferredResolution(resolutionChoices(resolutions)),
  };
}

function jobLine(job: AgentScanJob): string {
  if (job.state === 'scanning') return texts.scanning(job.scanned, job.uploaded);
  if (job.state === 'uploading') return texts.uploading(job.uploaded, job.scanned);
  if (job.state === 'done') return texts.done(job.uploaded);
  return texts.failed;
}

export function ScannerPanel({ batchId, onPagesUploaded, agentUrl = SCAN_AGENT_URL, serverUrl }: ScannerPanelProps) {
  const discovery = useLoad(`scan-agent:${agentUrl}`, () => discover(agentUrl));
  const [picked, setChoice] = useState<Choice>({});
  const [job, setJob] = useState<AgentScanJob | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploadedSeen = useRef(0);
  const found: Found = discovery.error ? { state: 'error', message: discovery.error.message } : (discovery.data ?? { state: 'checking' });
  const scanners = found.state === 'ready' ? found.scanners : [];
  // the scanner picked while it is still listed, else the first one with its usual settings
  const choice = picked.device && scanners.some((s) => s.device === picked.device) ? picked : defaultsFor(scanners[0]);
  const look = discovery.reload;

  const running = job?.state === 'scanning' || job?.state === 'uploading';
  const jobId = job?.id;
  useEffect(() => {
    if (!running || !jobId) return;
    const timer = setInterval(() => {
      agentScanProgress(jobId, agentUrl).then(
        (next) => {
          setJob(next);
          if (next.uploaded > uploadedSeen.current) {
            uploadedSeen.current = next.uploaded;
            onPagesUploaded?.();
          }
        },
        () => setProblem(texts.agentLost),
      );
    }, PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [running, jobId, agentUrl, onPagesUploaded]);

  const start = async () => {
    if (batchId === null || !choice.device || !choice.resolution) return;
    setProblem(null);
    uploadedSeen.current = 0;
    try {
      setJob(
        await startAgentScan(
          {
            device: choice.device,
            resolution: choice.resolution,
            mode: choice.mode,
            source: choice.source,
            pages: choice.pages ?? undefined,
            serverUrl: serverUrl ?? window.location.origin,
            token: getToken('web'),
            batchId,
          },
          agentUrl,
        ),
      );
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const retry = async () => {
    if (!job) return;
    setProblem(null);
    try {
      setJob(await retryAgentScan(job.id, agentUrl));
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  if (found.state === 'checking') {
    return (
      <div className="scanner-panel" data-testid="scanner-panel">
        <Typography.Text type="secondary">{texts.checking}</Typography.Text>
      </div>
    );
  }
  if (found.state === 'absent' || found.state === 'error') {
    return (
      <div className="scanner-panel" data-testid="scanner-panel">
        <Alert
          type="warning"
          showIcon
          title={found.state === 'absent' ? texts.absent : found.message}
          description={
            <Space orientation="vertical">
              {found.state === 'absent' && <span>{texts.absentText}</span>}
              <Space>
                <Link href={SCAN_CLIENT_HELP_PATH} data-testid="scanner-help-link">
                  {texts.howToStart}
                </Link>
                <Button size="small" onClick={look} data-testid="scanner-check-again">
                  {texts.checkAgain}
                </Button>
              </Space>
            </Space>
          }
        />
      </div>
    );
  }

  const scanner = scanners.find((s) => s.device === choice.device);
  const options = scanner?.options;
  return (
    <div className="scanner-panel" data-testid="scanner-panel">
      {scanners.length === 0 ? (
        <Alert type="warning" showIcon title={texts.noScanners} action={<Button size="small" onClick={look}>{texts.checkAgain}</Button>} />
      ) : (
        <Form layout="inline" disabled={running}>
          <Form.Item label={texts.scanner}>
            <Select
              style={{ minWidth: 220 }}
              value={choice.device}
              onChange={(device: string) => setChoice(defaultsFor(scanners.find((s) => s.device === device)))}
              options={scanners.map((s) => ({ value: s.device, label: `${s.vendor} ${s.model} (${s.device})` }))}
              data-testid="scanner-device"
            />
          </Form.Item>
          {options && options.modes.length > 0 && (
            <Form.Item label={texts.mode}>
              <Select style={{ minWidth: 100 }} value={choice.mode} onChange={(mode: string) => setChoice({ ...choice, mode })} options={options.modes.map((m) => ({ value: m, label: m }))} />
            </Form.Item>
          )}
          {options && options.sources.length > 0 && (
            <Form.Item label={texts.source}>
              <Select style={{ minWidth: 160 }} value={choice.source} onChange={(source: string) => setChoice({ ...choice, source })} options={options.sources.map((s) => ({ value: s, label: s }))} />
            </Form.Item>
          )}
          {options && (
            <Form.Item label={texts.resolution}>
              <Select
                style={{ minWidth: 100 }}
                value={choice.resolution}
                onChange={(resolution: number) => setChoice({ ...choice, resolution })}
                options={resolutionChoices(options.resolutions).map((dpi) => ({ value: dpi, label: texts.dpi(dpi) }))}
              />
            </Form.Item>
          )}
          <Form.Item label={texts.pages} tooltip={texts.pagesHint}>
            <InputNumber min={1} max={500} precision={0} value={choice.pages ?? null} onChange={(pages) => setChoice({ ...choice, pages })} placeholder={texts.pagesHint} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" loading={running} disabled={batchId === null || !choice.device} onClick={() => void start()} data-testid="scanner-start">
              {texts.start}
            </Button>
          </Form.Item>
        </Form>
      )}
      {batchId === null && scanners.length > 0 && <Typography.Text type="secondary">{texts.noBatch}</Typography.Text>}
      {job && (
        <div data-testid="scanner-progress">
          <Progress percent={job.scanned === 0 ? 0 : Math.round((job.uploaded / job.scanned) * 100)} status={job.state === 'failed' ? 'exception' : running ? 'active' : 'success'} />
          <Typography.Text>{jobLine(job)}</Typography.Text>
          {job.state === 'failed' && (
            <Alert
              type="error"
              showIcon
              title={job.error ?? texts.failed}
              action={
                job.failed > 0 ? (
                  <Button size="small" onClick={() => void retry()} data-testid="scanner-retry">
                    {texts.retry}
                  </Button>
                ) : undefined
              }
            />
          )}
        </div>
      )}
      {problem && <Alert type="error" showIcon title={problem} />}
    </div>
  );
}
