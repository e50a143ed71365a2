import { vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/**
 * A stand-in for a socket.io-client Socket: tests play the server (`serverEmits`, `refuse`) and
 * the connection (`fire('connect')`, `fire('disconnect', reason)`). Use it with
 * `vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).fakeSocketModule)`.
 */
export class FakeSocket {
  readonly options: Record<string, unknown>;
  /** False after a refusal or a disconnect, as Socket.IO's own `active`. */
  active = true;
  readonly connect = vi.fn(() => {
    this.active = true;
    return this;
  });
  readonly disconnect = vi.fn(() => {
    this.active = false;
    return this;
  });
  private readonly listeners = new Map<string, Listener[]>();
  private readonly anyListeners: ((event: string, ...args: unknown[]) => void)[] = [];

  constructor(options: Record<string, unknown>) {
    this.options = options;
  }

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  onAny(listener: (event: string, ...args: unknown[]) => void): this {
    this.anyListeners.push(listener);
    return this;
  }

  /** A reserved event of the connection: connect, connect_error, disconnect. */
  fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  /** An event the server sends to the user's room. */
  serverEmits(event: string, payload: unknown): void {
    for (const listener of this.anyListeners) listener(event, payload);
  }

  /** The server's handshake turns the token away (the socket stops trying, as Socket.IO does). */
  refuse(message: string): void {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }
}

/** Every socket the code under test opened, oldest first. */
export const fakeSockets: FakeSocket[] = [];

export const fakeSocketModule = {
  io: vi.fn((options: Record<string, unknown>) => {
    const socket = new FakeSocket(options);
    fakeSockets.push(socket);
    return socket;
  }),
};
