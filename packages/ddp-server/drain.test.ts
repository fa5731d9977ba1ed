// DdpServer.drain() over in-memory sockets (a graceful shutdown's first half): the calls already
// running finish and are answered (an unblocked one and the one after it too), a call queued
// behind a running one or sent after the drain began is never run nor answered (the client sends
// it again to the next server), and closeAllSessions then closes with the code it is given.
import { describe, expect, it } from 'vitest';
import { DdpServer } from './ddp-server';
import { connect, flush, gate, isResult } from './fake-socket.testkit';

describe('drain', () => {
  it('answers the calls running, runs none queued or sent later, then closes with 1012', async () => {
    const server = new DdpServer({ heartbeatInterval: 0 });
    const slow = gate();
    const unblocking = gate();
    const ran: string[] = [];
    server.methods({
      slow: async () => {
        ran.push('slow');
        await slow.promise;
        return 'slow';
      },
      unblocking: async function () {
        ran.push('unblocking');
        this.unblock();
        await unblocking.promise;
        return 'unblocking';
      },
      fast: (label: unknown) => {
        ran.push(String(label));
        return label;
      },
    });
    const holding = connect(server);
    holding.receive({ msg: 'method', id: '1', method: 'slow', params: [] });
    holding.receive({ msg: 'method', id: '2', method: 'fast', params: ['queued'] });
    const unblocked = connect(server);
    unblocked.receive({ msg: 'method', id: '1', method: 'unblocking', params: [] });
    unblocked.receive({ msg: 'method', id: '2', method: 'slow', params: [] });
    await flush();
    expect(ran).toEqual(['slow', 'unblocking', 'slow']);
    expect(server.unansweredMethods()).toBe(3);

    let drained = false;
    const draining = server.drain().then(() => (drained = true));
    holding.receive({ msg: 'method', id: '3', method: 'fast', params: ['late'] });
    slow.open();
    await flush();
    expect(drained).toBe(false);
    unblocking.open();
    await draining;
    expect(server.unansweredMethods()).toBe(0);

    expect(ran).toEqual(['slow', 'unblocking', 'slow']);
    expect(holding.sent.filter((frame) => frame.msg === 'result')).toEqual([{ msg: 'result', id: '1', result: 'slow' }]);
    expect(unblocked.sent.filter((frame) => frame.msg === 'result').map((frame) => frame.id).sort()).toEqual(['1', '2']);
    expect(holding.sent.some(isResult('2')) || holding.sent.some(isResult('3'))).toBe(false);
    expect(holding.closed).toBe(false);

    server.closeAllSessions(1012, 'Server restarting');
    expect([holding.closeCode, unblocked.closeCode]).toEqual([1012, 1012]);
  });

  it('resolves at once with nothing running, and a session opened while draining takes nothing', async () => {
    const server = new DdpServer({ heartbeatInterval: 0 });
    const ran: string[] = [];
    server.methods({ fast: (label: unknown) => void ran.push(String(label)) });
    const idle = connect(server);
    await server.drain();
    const late = connect(server);
    late.receive({ msg: 'method', id: '1', method: 'fast', params: ['after'] });
    idle.receive({ msg: 'method', id: '1', method: 'fast', params: ['idle'] });
    await flush();
    expect(ran).toEqual([]);
    expect([...idle.sent, ...late.sent].filter((frame) => frame.msg === 'result')).toEqual([]);
    await server.close();
  });
});
