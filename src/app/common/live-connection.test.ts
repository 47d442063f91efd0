import { describe, expect, it } from 'vitest';
import { fakeSockets } from '../../test/fake-socket.ts';
import { LiveConnection } from './live-connection.ts';

describe('a live connection following ids', () => {
  it('sends nothing while it follows none, and what it follows at once once open', () => {
    const { sockets, createSocket } = fakeSockets();
    const connection = new LiveConnection({
      url: 'ws://school/v1/ws/scans?token=x',
      channel: { createSocket },
      subscription: (ids) => ({ type: 'subscribe', ids }),
      onMessage: () => undefined,
    });
    sockets[0].emit('open');
    connection.follow([]);
    expect(sockets[0].sent).toEqual([]);
    const shown = [3, 5];
    connection.follow(shown);
    // the list the screen goes on to change is not the one followed
    shown.push(8);
    connection.follow([]);
    expect(sockets[0].sent).toEqual([{ type: 'subscribe', ids: [3, 5] }]);
    connection.close();
  });
});
