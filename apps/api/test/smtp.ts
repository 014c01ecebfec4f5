import { SMTPServer } from 'smtp-server';

export interface Received { messageId: string; to: string; subject: string; text: string }

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives; it can be stopped and started again on the
 * same port to stand for an outage of the ministry's mail relay.
 */
export class LocalSmtp {
  readonly received: Received[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(port = this.port) {
    const server = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, closeTimeout: 100,
      onData: (stream, _session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => { this.received.push(parse(Buffer.concat(chunks).toString('utf8'))); done(); });
      },
    });
    await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(port, '127.0.0.1', () => resolve()); });
    // A client that goes away mid-conversation (a killed server) is the client's failure, not this server's.
    server.removeAllListeners('error');
    server.on('error', () => {});
    this.port = (server.server.address() as { port: number }).port;
    this.server = server;
  }

  async stop() {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  get url() { return `smtp://127.0.0.1:${this.port}`; }
}

/** The headers a test reads, and the plain body (unfolded, quoted-printable soft breaks joined). */
function parse(raw: string): Received {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  return {
    messageId: headers.get('message-id') ?? '', to: headers.get('to') ?? '', subject: headers.get('subject') ?? '',
    text: rest.join('\n\n').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
  };
}
