import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Connection, NodeWebSocket } from '../ddp-client/server';
import { ScriptedPeer } from '../ddp-client/scripted-peer';
import { setDefaultConnection } from '../meteor/client';
import { ClientCollection } from '../mongo/client-collection';
import { useFind, useSubscribe } from './index';

let peer: ScriptedPeer;
let connection: Connection;

beforeEach(async () => {
  peer = await ScriptedPeer.start();
  connection = new Connection(peer.url, { WebSocket: NodeWebSocket, bufferedWritesInterval: 0 });
  setDefaultConnection(connection);
});
afterEach(async () => {
  cleanup();
  setDefaultConnection(null);
  connection.close();
  await peer.close();
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) {
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  expect(condition()).toBe(true);
}

describe('useSubscribe', () => {
  it('is loading until the subscription is ready, shows its data, and unsubscribes on unmount', async () => {
    const projects = new ClientCollection<{ _id: string; title: string }>('projects', { connection });
    let renders = 0;
    function Projects({ status }: { status: string }) {
      renders++;
      const isLoading = useSubscribe('projects.byStatus', status);
      const list = useFind(() => projects.find({}, { sort: { title: 1 } }), []);
      if (isLoading()) return <p>loading</p>;
      return <p>{list.map((p) => p.title).join(',')}</p>;
    }
    const view = render(<Projects status="open" />);
    expect(view.container.textContent).toBe('loading');
    const sub = await peer.waitFor((f) => f.msg === 'sub');
    expect(sub).toMatchObject({ name: 'projects.byStatus', params: ['open'] });
    peer.send({ msg: 'added', collection: 'projects', id: 'p1', fields: { title: 'Bridge' } });
    peer.send({ msg: 'added', collection: 'projects', id: 'p2', fields: { title: 'Arch' } });
    peer.send({ msg: 'ready', subs: [String(sub.id)] });
    await until(() => view.container.textContent === 'Arch,Bridge');
    const settled = renders;
    // The same props do not resubscribe.
    view.rerender(<Projects status="open" />);
    expect(peer.received.filter((r) => r.frame.msg === 'sub')).toHaveLength(1);
    expect(renders).toBe(settled + 1);
    view.unmount();
    expect(await peer.waitFor((f) => f.msg === 'unsub')).toEqual({ msg: 'unsub', id: sub.id });
  });

  it('is never loading without a name', () => {
    let loading: boolean | undefined;
    function Nothing() {
      loading = useSubscribe(null)();
      return null;
    }
    render(<Nothing />);
    expect(loading).toBe(false);
  });
});
