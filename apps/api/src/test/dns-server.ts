import { createSocket, type RemoteInfo } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/**
 * A loopback DNS server (UDP, RFC 1035) that answers TXT questions from a
 * table, NXDOMAIN otherwise: the DKIM keys of the tests' "banks", read by the
 * app through DKIM_DNS_SERVER as it would read the banks' real records.
 */
export type DnsServer = {
  address: string;
  set(name: string, txt: string): void;
  close(): Promise<void>;
};

function readName(msg: Buffer, at: number): { name: string; end: number } {
  const labels: string[] = [];
  let i = at;
  while (msg[i]! > 0) {
    const len = msg[i]!;
    labels.push(msg.subarray(i + 1, i + 1 + len).toString('latin1'));
    i += len + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: i + 1 };
}

function answer(query: Buffer, records: Map<string, string>): Buffer {
  const { name, end } = readName(query, 12);
  const qtype = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const txt = qtype === 16 ? records.get(name) : undefined;
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the id
  // QR, the question's RD, RA; NXDOMAIN when there is no such name.
  header.writeUInt16BE(0x8180 | (query.readUInt16BE(2) & 0x0100) | (records.has(name) ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(txt ? 1 : 0, 6);
  if (!txt) return Buffer.concat([header, question]);
  const chunks: Buffer[] = [];
  for (let i = 0; i < txt.length; i += 255) {
    const part = Buffer.from(txt.slice(i, i + 255), 'latin1');
    chunks.push(Buffer.from([part.length]), part);
  }
  const rdata = Buffer.concat(chunks);
  const rr = Buffer.alloc(12);
  rr.writeUInt16BE(0xc00c, 0); // pointer to the question's name
  rr.writeUInt16BE(16, 2); // TXT
  rr.writeUInt16BE(1, 4); // IN
  rr.writeUInt32BE(60, 6);
  rr.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([header, question, rr, rdata]);
}

/** On `port` when given (the e2e server is told it before it starts), else any free one. */
export async function startDnsServer(port = 0): Promise<DnsServer> {
  const records = new Map<string, string>();
  const socket = createSocket('udp4');
  socket.on('message', (msg: Buffer, from: RemoteInfo) => {
    try {
      socket.send(answer(msg, records), from.port, from.address);
    } catch {
      // A malformed question gets no answer, as from a real server.
    }
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  const bound = (socket.address() as AddressInfo).port;
  return {
    address: `127.0.0.1:${bound}`,
    set: (name, txt) => records.set(name.toLowerCase(), txt),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
