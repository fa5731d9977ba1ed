// Who may read /metrics, decided from the request alone: the client address as the app resolves
// it (HTTP_FORWARDED_COUNT) must be loopback and so must every address a forwarding header names;
// METRICS_TOKEN as a bearer token opens it from anywhere.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { forwardedAddresses, isLoopbackAddress, mayReadMetrics } from './metrics-access';

function request(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe('metrics access', () => {
  it('knows loopback addresses, IPv4-mapped included', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '', null, '127.0.0.1.example', 'unknown']) expect(isLoopbackAddress(address)).toBe(false);
  });

  it('reads every forwarding header', () => {
    expect(forwardedAddresses({ 'x-forwarded-for': '203.0.113.7, 127.0.0.1', 'x-real-ip': '198.51.100.2', forwarded: 'for=192.0.2.60:4711;proto=http, for="[2001:db8::1]:80"' })).toEqual([
      '203.0.113.7',
      '127.0.0.1',
      '198.51.100.2',
      '192.0.2.60',
      '2001:db8::1',
    ]);
  });

  it('answers loopback clients, not remote ones nor ones a local proxy forwards', () => {
    expect(mayReadMetrics(request('127.0.0.1'), {})).toBe(true);
    expect(mayReadMetrics(request('::1'), {})).toBe(true);
    expect(mayReadMetrics(request('10.0.0.5'), {})).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }), {})).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }), { HTTP_FORWARDED_COUNT: '1' })).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { 'x-real-ip': '203.0.113.7' }), {})).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { forwarded: 'for=unknown' }), {})).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }), { HTTP_FORWARDED_COUNT: '1' })).toBe(true);
    // A remote client claiming to be local through a header the proxy does not strip stays remote.
    expect(mayReadMetrics(request('10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }), {})).toBe(false);
  });

  it('answers anyone bearing METRICS_TOKEN, and only that token', () => {
    const env = { METRICS_TOKEN: 't0ken-value' };
    expect(mayReadMetrics(request('10.0.0.5', { authorization: 'Bearer t0ken-value' }), env)).toBe(true);
    expect(mayReadMetrics(request('10.0.0.5', { authorization: 'bearer t0ken-value' }), env)).toBe(true);
    expect(mayReadMetrics(request('10.0.0.5', { authorization: 'Bearer t0ken-valu' }), env)).toBe(false);
    expect(mayReadMetrics(request('10.0.0.5', { authorization: 'Bearer t0ken-value' }), {})).toBe(false);
    expect(mayReadMetrics(request('10.0.0.5', { authorization: 'Bearer ' }), { METRICS_TOKEN: '' })).toBe(false);
  });
});
