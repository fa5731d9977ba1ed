// DdpServer.rerunSubscriptions (beyond Meteor): when a connection's rights change under it, its
// subscriptions re-run as the same user; the client gets only the difference, a publication that
// now refuses ends with its error and withdraws its documents, and re-runs never overlap.
import { describe, expect, it } from 'vitest';
import { MeteorError } from '../meteor/errors';
import { DdpServer } from './ddp-server';
import { connect, isReady, waitForFrame } from './fake-socket.testkit';

function serverWithRights(): { server: DdpServer; rights: Set<string>; runs: string[] } {
  const server = new DdpServer({ heartbeatInterval: 0 });
  const rights = new Set(['reader', 'admin']);
  const runs: string[] = [];
  server.publish('notes', function () {
    runs.push('notes');
    this.added('notes', 'public', { text: 'for everyone' });
    if (rights.has('reader')) this.added('notes', 'members', { text: 'for readers' });
    this.ready();
  });
  server.publish('adminNotes', function () {
    runs.push('adminNotes');
    if (!rights.has('admin')) throw new MeteorError(403, 'You no longer have access');
    this.added('adminNotes', 'a1', { text: 'secret' });
    this.ready();
  });
  return { server, rights, runs };
}

describe('rerunSubscriptions', () => {
  it('sends only what changed, and ends a publication that now refuses with its error', async () => {
    const { server, rights } = serverWithRights();
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 'n', name: 'notes', params: [] });
    socket.receive({ msg: 'sub', id: 'a', name: 'adminNotes', params: [] });
    await waitForFrame(socket, isReady('a'));
    const connectionId = [...server.sessions.values()][0]!.connectionHandle.id;
    const mark = socket.sent.length;

    rights.delete('reader');
    rights.delete('admin');
    await server.rerunSubscriptions(connectionId);
    expect(socket.since(mark)).toEqual(
      expect.arrayContaining([
        { msg: 'nosub', id: 'a', error: expect.objectContaining({ error: 403, reason: 'You no longer have access' }) },
        { msg: 'removed', collection: 'notes', id: 'members' },
        { msg: 'removed', collection: 'adminNotes', id: 'a1' },
      ]),
    );
    // The unchanged document is not sent again.
    expect(socket.since(mark).some((frame) => frame.id === 'public')).toBe(false);

    rights.add('reader');
    const back = socket.sent.length;
    await server.rerunSubscriptions(connectionId);
    expect(socket.since(back)).toEqual(expect.arrayContaining([{ msg: 'added', collection: 'notes', id: 'members', fields: { text: 'for readers' } }]));
    // The ended subscription stays ended: re-running does not resurrect it.
    expect(socket.since(back).some((frame) => frame.collection === 'adminNotes')).toBe(false);
  });

  it('runs overlapping requests one after the other, and ignores unknown connections', async () => {
    const { server, runs } = serverWithRights();
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 'n', name: 'notes', params: [] });
    await waitForFrame(socket, isReady('n'));
    const connectionId = [...server.sessions.values()][0]!.connectionHandle.id;
    runs.length = 0;
    await Promise.all([server.rerunSubscriptions(connectionId), server.rerunSubscriptions(connectionId), server.rerunSubscriptions('nobody')]);
    expect(runs).toEqual(['notes', 'notes']);
    expect(socket.sent.filter((frame) => frame.msg === 'added' && frame.id === 'public')).toHaveLength(1);
  });
});
