import WebSocket from 'ws';
import type { WorkshopClientMessage } from '../../../src/shared/schemas/workshop';
import type { WorkshopServerMessage, WorkshopView } from '../../../src/shared/workshop/view';

/** A real WebSocket client of /api/workshops/:id/live for the API tests. */
export class LiveClient {
  readonly states: WorkshopView[] = [];
  readonly errors: { code: string; message: string }[] = [];
  closeCode: number | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const m = JSON.parse(data.toString()) as WorkshopServerMessage;
      if (m.kind === 'state') this.states.push(m.workshop);
      if (m.kind === 'error') this.errors.push({ code: m.code, message: m.message });
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  private wake() {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Opens the line; resolves once the first state arrives, rejects with the HTTP status of a refused upgrade. */
  static open(baseUrl: string, workshopId: string, cookie: string | undefined, origin: string | null = baseUrl): Promise<LiveClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/api/workshops/${workshopId}/live`;
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (origin) headers.origin = origin;
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      const client = new LiveClient(socket);
      socket.on('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
      socket.on('error', (e) => reject(e));
      client.until((s) => s !== undefined).then(() => resolve(client), reject);
    });
  }

  get latest(): WorkshopView {
    const s = this.states[this.states.length - 1];
    if (!s) throw new Error('no state yet');
    return s;
  }

  send(message: WorkshopClientMessage | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Waits for a state that satisfies the test (the latest one counts); fails after 10 s. */
  async until(test: (s: WorkshopView) => boolean, what = 'state'): Promise<WorkshopView> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const last = this.states[this.states.length - 1];
      if (last && test(last)) return last;
      if (this.closeCode !== null) throw new Error(`socket closed (${this.closeCode}) while waiting for ${what}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, 500);
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }

  async untilError(code: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!this.errors.some((e) => e.code === code)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for error ${code}; got ${JSON.stringify(this.errors)}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, 500);
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }

  async untilClosed(): Promise<number> {
    const deadline = Date.now() + 10_000;
    while (this.closeCode === null) {
      if (Date.now() > deadline) throw new Error('timed out waiting for close');
      await new Promise<void>((r) => {
        const t = setTimeout(r, 500);
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
    return this.closeCode;
  }

  close(): void {
    this.socket.close();
  }
}
