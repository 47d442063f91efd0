/**
 * What a test's live connection (the marking websocket) has received: every message from the
 * first on, in order, and `next(type)` waiting for the first message of a type. The connection
 * itself (a real WebSocket or Fastify's injected one) hands each message's text to `receive`.
 */
export type LiveMessage = Record<string, unknown>;

export function liveInbox() {
  const seen: LiveMessage[] = [];
  const waiters: { type: string; resolve: (message: LiveMessage) => void }[] = [];
  return {
    seen,
    receive(text: string) {
      const message = JSON.parse(text) as LiveMessage;
      seen.push(message);
      for (const waiter of waiters.filter((w) => w.type === message.type)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    },
    /** the first message of this type (or the next one, after `forget`) */
    next: (type: string) =>
      new Promise<LiveMessage>((resolve) => {
        const earlier = seen.find((m) => m.type === type);
        if (earlier) resolve(earlier);
        else waiters.push({ type, resolve });
      }),
    /** drops the messages received so far, so that `next` waits for new ones */
    forget: () => void seen.splice(0),
  };
}
