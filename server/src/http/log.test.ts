import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './log';

describe('the request log', () => {
  it('hides the token of a restore link', () => {
    expect(redactUrl('/restore/abcDEF123_-xyz')).toBe('/restore/[redacted]');
    expect(redactUrl('/restore/abcDEF123?lng=en')).toBe('/restore/[redacted]?lng=en');
    expect(redactUrl('//restore/abc')).toBe('//restore/[redacted]');
  });

  it('hides any token= query value', () => {
    expect(redactUrl('/anything?token=secret&lng=kz')).toBe('/anything?token=[redacted]&lng=kz');
    expect(redactUrl('/anything?lng=kz&token=secret')).toBe('/anything?lng=kz&token=[redacted]');
  });

  it('leaves other URLs as they are, the restore API calls too', () => {
    for (const url of ['/api/restore', '/api/restore/reset', '/catalog?city[]=1', '/']) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('serializes a request with its URL redacted', () => {
    const request = {
      method: 'GET',
      url: '/restore/live-token',
      host: 'bilim.kz',
      ip: '10.0.0.1',
      socket: { remotePort: 51234 },
      headers: { authorization: 'Bearer x' },
    } as unknown as FastifyRequest;
    expect(serializeRequest(request)).toEqual({
      method: 'GET',
      url: '/restore/[redacted]',
      host: 'bilim.kz',
      remoteAddress: '10.0.0.1',
      remotePort: 51234,
    });
  });
});
