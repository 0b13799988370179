import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG for picture uploads: a size × size saffron-to-teal gradient with a light disc in the
 * middle, so a screenshot shows it is a picture and not a colour.
 */
export function samplePng(size = 96): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  const middle = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    rows.push(0); // no filter
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1));
      const inDisc = Math.hypot(x - middle, y - middle) < size / 5;
      const [r, g, b] = inDisc ? [250, 246, 236] : [244 - 230 * t, 140 - 10 * t, 40 + 110 * t];
      rows.push(Math.round(r), Math.round(g), Math.round(b));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
