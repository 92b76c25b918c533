/** Bytes an ISO base media file starts with (a 16-byte `ftyp` box of the brand), then filler: what the stores accept as a video. */
export function mp4Bytes(length: number, brand = 'isom'): Uint8Array {
  const bytes = new Uint8Array(length);
  new DataView(bytes.buffer).setUint32(0, 16);
  bytes.set(Buffer.from(`ftyp${brand}`, 'latin1'), 4);
  for (let i = 16; i < length; i += 1) bytes[i] = i % 251;
  return bytes;
}

/** An upload's content in chunks of `size` bytes, as a request body arrives. */
export async function* chunks(bytes: Uint8Array, size = 7): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.byteLength; at += size) yield bytes.subarray(at, at + size);
}

/** A read video's body, whole. */
export async function collect(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}
