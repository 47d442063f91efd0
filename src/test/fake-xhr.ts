/**
 * XMLHttpRequest as a component test sees it: each request is answered by the test's own function
 * (given the method, address, headers and the body sent, a FormData for an upload), after the
 * upload reports its progress at a half and at the whole of the body.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

type Answer = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

export function fakeXhrClass(answer: Answer, sent: SentRequest[]) {
  return class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    private request: SentRequest = { method: '', url: '', headers: {}, body: undefined };
    private answerHeaders: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string): void {
      this.request = { method, url, headers: {}, body: undefined };
    }

    setRequestHeader(name: string, value: string): void {
      this.request.headers[name.toLowerCase()] = value;
    }

    getAllResponseHeaders(): string {
      return Object.entries(this.answerHeaders)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
    }

    abort(): void {
      this.aborted = true;
      this.dispatchEvent(new Event('abort'));
    }

    send(body: unknown): void {
      this.request.body = body;
      sent.push(this.request);
      void (async () => {
        const progress = (loaded: number) => this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }));
        await Promise.resolve();
        progress(50);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (this.aborted) return;
        progress(100);
        const reply = await answer(this.request);
        if (this.aborted) return;
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.answerHeaders = { 'content-type': 'application/json', ...reply.headers };
        this.dispatchEvent(new Event('load'));
      })();
    }
  };
}

/** XMLHttpRequest answered by `answer` in each test of the file (the requests sent kept in `sent`), and the real one back after it. */
export function stubXhrPerTest(answer: Answer, sent: SentRequest[]): void {
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('XMLHttpRequest', fakeXhrClass(answer, sent));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
