import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds Ogg audio files in code, for the tests of the voice's upload: a valid Ogg Opus stream
 * (OpusHead, OpusTags, then audio pages whose granule positions count 48 kHz samples) of any
 * duration. Its packets are one-byte Opus frames of 20 ms without audio data, so a 4-minute file
 * weighs about 30 KB. The CRC of each page is computed here independently of the server's reader.
 * `npx tsx tests/support/server/make-ogg.ts` rewrites tests/fixtures/voice/sample.ogg (2 s).
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let bit = 0; bit < 8; bit++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** Ogg's CRC32: polynomial 0x04c11db7, not reflected, initial value 0, no final xor. */
export function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  return crc;
}

export interface OggPageOptions {
  /** Bit 1: continued packet; 2: first page of the stream; 4: last page. */
  headerType: number;
  granule: bigint;
  serial: number;
  sequence: number;
  packets: Uint8Array[];
}

/** One Ogg page holding whole packets (each under 255 × 255 bytes altogether), CRC included. */
export function oggPage({ headerType, granule, serial, sequence, packets }: OggPageOptions): Uint8Array {
  const lacing: number[] = [];
  for (const packet of packets) {
    let left = packet.length;
    while (left >= 255) {
      lacing.push(255);
      left -= 255;
    }
    lacing.push(left);
  }
  if (lacing.length > 255) throw new Error('too many packets for one Ogg page');
  const bodyLength = packets.reduce((sum, p) => sum + p.length, 0);
  const page = new Uint8Array(27 + lacing.length + bodyLength);
  const view = new DataView(page.buffer);
  page.set([0x4f, 0x67, 0x67, 0x53], 0); // "OggS"
  page[4] = 0; // version
  page[5] = headerType;
  view.setBigInt64(6, granule, true);
  view.setUint32(14, serial, true);
  view.setUint32(18, sequence, true);
  // bytes 22..25: the CRC, zero while it is computed
  page[26] = lacing.length;
  page.set(lacing, 27);
  let at = 27 + lacing.length;
  for (const packet of packets) {
    page.set(packet, at);
    at += packet.length;
  }
  view.setUint32(22, oggCrc(page), true);
  return page;
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function opusHead(preSkip: number): Uint8Array {
  const head = new Uint8Array(19);
  const view = new DataView(head.buffer);
  head.set(ascii('OpusHead'), 0);
  head[8] = 1; // version
  head[9] = 1; // mono
  view.setUint16(10, preSkip, true);
  view.setUint32(12, 48_000, true); // the input's sample rate, informative only
  view.setInt16(16, 0, true); // output gain
  head[18] = 0; // channel mapping family
  return head;
}

export function opusTags(vendor = 'FantasMia test'): Uint8Array {
  const v = ascii(vendor);
  const tags = new Uint8Array(8 + 4 + v.length + 4);
  const view = new DataView(tags.buffer);
  tags.set(ascii('OpusTags'), 0);
  view.setUint32(8, v.length, true);
  tags.set(v, 12);
  view.setUint32(12 + v.length, 0, true); // no user comments
  return tags;
}

export interface OggOpusOptions {
  durationMs: number;
  /** Samples the decoder drops at the start (Opus encoders usually say 312). */
  preSkip?: number;
  serial?: number;
}

/**
 * An Ogg Opus file of the given duration: 50 frames of 20 ms a page, the last page marked as the
 * end of the stream with granule position = pre-skip + duration × 48 kHz.
 */
export function makeOggOpus({ durationMs, preSkip = 312, serial = 0x766f6365 }: OggOpusOptions): Uint8Array {
  const pages: Uint8Array[] = [];
  let sequence = 0;
  pages.push(oggPage({ headerType: 2, granule: 0n, serial, sequence: sequence++, packets: [opusHead(preSkip)] }));
  pages.push(oggPage({ headerType: 0, granule: 0n, serial, sequence: sequence++, packets: [opusTags()] }));
  const totalSamples = Math.round((durationMs * 48_000) / 1000);
  const frameSamples = 960; // 20 ms at 48 kHz
  // TOC byte 0xf8: CELT fullband, 20 ms, mono, one frame; no payload, which a decoder conceals.
  const frame = Uint8Array.of(0xf8);
  let written = 0;
  do {
    const frames = Math.min(50, Math.max(1, Math.ceil((totalSamples - written) / frameSamples)));
    written = Math.min(totalSamples, written + frames * frameSamples);
    const last = written >= totalSamples;
    pages.push(
      oggPage({
        headerType: last ? 4 : 0,
        granule: BigInt(preSkip + written),
        serial,
        sequence: sequence++,
        packets: Array.from({ length: frames }, () => frame),
      }),
    );
  } while (written < totalSamples);
  return concat(pages);
}

export interface OggVorbisOptions {
  durationMs: number;
  sampleRate?: number;
}

/**
 * An Ogg stream that starts like Vorbis (the identification header) and ends on a page whose
 * granule position is duration × sample rate: enough for a reader of durations, not for a decoder.
 */
export function makeOggVorbisShape({ durationMs, sampleRate = 44_100 }: OggVorbisOptions): Uint8Array {
  const ident = new Uint8Array(30);
  const view = new DataView(ident.buffer);
  ident[0] = 1;
  ident.set(ascii('vorbis'), 1);
  view.setUint32(7, 0, true); // version
  ident[11] = 1; // channels
  view.setUint32(12, sampleRate, true);
  ident[28] = 0xb8; // block sizes 256 / 2048
  ident[29] = 1; // framing
  const serial = 0x766f7262;
  const granule = BigInt(Math.round((durationMs * sampleRate) / 1000));
  return concat([
    oggPage({ headerType: 2, granule: 0n, serial, sequence: 0, packets: [ident] }),
    oggPage({ headerType: 4, granule, serial, sequence: 1, packets: [Uint8Array.of(0)] }),
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.resolve('tests/fixtures/voice/sample.ogg');
  fs.writeFileSync(out, makeOggOpus({ durationMs: 2000 }));
  console.log('written', out);
}
