import { Writable } from 'node:stream';

/** One line of the server's JSON log. */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A stream to hand a logger, and the lines it writes, parsed; `text()` is all of them as JSON. */
export function logLines() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines, text: () => lines.map((line) => JSON.stringify(line)).join('\n') };
}
