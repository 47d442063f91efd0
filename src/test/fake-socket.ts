/** A WebSocket stand-in for tests of live connections, and a factory that keeps every one it made. */
type Listener = (event: { data?: unknown; code?: number }) => void;

/** A socket the test opens, answers and closes by hand. */
export class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.emit('close', { code: 1000 });
  }
  emit(type: string, event: { data?: unknown; code?: number } = {}) {
    if (type === 'open') this.readyState = 1;
    if (type === 'close') this.readyState = 3;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** A createSocket option that records each socket, so a test can open, answer and drop them. */
export function fakeSockets(): { sockets: FakeSocket[]; createSocket: (url: string) => WebSocket } {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    createSocket: (url) => {
      const fake = new FakeSocket(url);
      sockets.push(fake);
      return fake as unknown as WebSocket;
    },
  };
}
