import { createServer, type Server, type Socket } from 'node:net';

/**
 * A mail server for tests, on a free local port: `recording` accepts every message and keeps it, so a test can
 * count how often each one arrived (the outbox's files would hide a second delivery: it replaces the same file);
 * `silent` accepts connections and never answers, like a mail server that hangs mid-delivery.
 */
export interface SmtpSink {
  url: string;
  /** The raw messages received, in order. */
  messages: string[];
  /** How many connections were opened so far. */
  connections: () => number;
  close: () => Promise<void>;
}

/** The Message-ID of a raw message, without its angle brackets. */
export const messageIdOf = (raw: string) => /^Message-ID:\s*<([^>]+)>/im.exec(raw)?.[1];

/** Just enough of SMTP (RFC 5321) for nodemailer: greeting, EHLO, MAIL, RCPT, DATA, QUIT. */
function converse(socket: Socket, messages: string[]): void {
  // Bytes in, bytes out: latin1 maps each byte to one character, so a split multi-byte letter does no harm.
  socket.setEncoding('latin1');
  let buffer = '';
  let inData = false;
  socket.write('220 sink ESMTP\r\n');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        messages.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('250 queued\r\n');
        continue;
      }
      const eol = buffer.indexOf('\r\n');
      if (eol === -1) return;
      const verb = buffer.slice(0, 4).toUpperCase();
      buffer = buffer.slice(eol + 2);
      if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
      else if (verb === 'DATA') {
        inData = true;
        socket.write('354 end with <CRLF>.<CRLF>\r\n');
      } else if (verb === 'QUIT') {
        socket.end('221 bye\r\n');
        return;
      } else socket.write('250 ok\r\n');
    }
  });
  socket.on('error', () => undefined);
}

export async function smtpSink(kind: 'recording' | 'silent'): Promise<SmtpSink> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (kind === 'recording') converse(socket, messages);
    else socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
