import { createECDH, randomBytes } from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import selfsigned from 'selfsigned';

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted message, as the browser would read it. */
  message: unknown;
}

/**
 * A Web Push service in this process (RFC 8030) on https://127.0.0.1 with a certificate of its
 * own, and a browser's subscription keys: what it receives is decrypted with the browser's
 * private key (RFC 8291), so a test reads exactly what a real browser would show. It stands in
 * for the browser vendors' push services, which are foreign servers this machine cannot reach.
 */
export async function startPushService() {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const browserKeys = createECDH('prime256v1');
  browserKeys.generateKeys();
  const authSecret = randomBytes(16);
  const received: PushRequest[] = [];
  let answer = 201;

  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: browserKeys,
        authSecret: authSecret.toString('base64url'),
      });
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        message: JSON.parse(plain.toString('utf8')),
      });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `https://127.0.0.1:${port}`;

  return {
    received,
    /** Trusts this service's certificate (give it to the sender). */
    agent: new Agent({ ca: pems.cert }),
    /** A browser's subscription at this service, as `PushSubscription.toJSON()` gives it. */
    subscription: (name: string) => ({
      endpoint: `${base}/push/${name}`,
      keys: {
        p256dh: browserKeys.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    }),
    /** What the service answers next: 201, or 410 Gone for an expired subscription. */
    answerWith: (status: number) => {
      answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
