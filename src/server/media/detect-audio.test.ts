import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeOggOpus, makeOggVorbisShape, oggPage, opusHead, opusTags } from '../../../tests/support/server/make-ogg';
import { VOICE_LIMITS } from '../../shared/schemas/voice';
import { detectAudio } from './detect-audio';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.resolve('tests/fixtures/voice', name)));
const webm = fixture('chromium.webm');
const mp4 = fixture('chromium.mp4');
const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};
/** Where `needle` first occurs in `bytes` (the fixtures' boxes and elements are found so). */
const find = (bytes: Uint8Array, needle: number[] | string) => Buffer.from(bytes).indexOf(Buffer.from(typeof needle === 'string' ? ascii(needle) : needle));
const withBytes = (bytes: Uint8Array, at: number, values: number[]) => {
  const copy = bytes.slice();
  copy.set(values, at);
  return copy;
};
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

// The fixtures are 2 s recordings (scripts/record-voice-fixtures.mjs).
const RECORDED_MS = 2000;

describe('detectAudio: what the browsers record', () => {
  it("reads Chromium's WebM (Opus; no Duration, a Segment and Clusters of unknown size) from its blocks", () => {
    const found = detectAudio(webm);
    expect(found?.mime).toBe('audio/webm');
    expect(Math.abs((found?.durationMs ?? 0) - RECORDED_MS)).toBeLessThanOrEqual(300);
  });

  it("reads Chromium's fragmented MP4 (mvhd's duration 0) from its fragments", () => {
    const found = detectAudio(mp4);
    expect(found?.mime).toBe('audio/mp4');
    expect(Math.abs((found?.durationMs ?? 0) - RECORDED_MS)).toBeLessThanOrEqual(300);
  });

  it('reads the committed Ogg Opus sample and built ones of 2 s and of 4 minutes', () => {
    expect(detectAudio(fixture('sample.ogg'))).toEqual({ mime: 'audio/ogg', durationMs: 2000 });
    expect(detectAudio(makeOggOpus({ durationMs: 2000 }))).toEqual({ mime: 'audio/ogg', durationMs: 2000 });
    const long = makeOggOpus({ durationMs: 240_000 });
    expect(long.length).toBeLessThan(64 * 1024);
    expect(detectAudio(long)).toEqual({ mime: 'audio/ogg', durationMs: 240_000 });
    expect(detectAudio(makeOggOpus({ durationMs: 3000, preSkip: 3840 }))).toEqual({ mime: 'audio/ogg', durationMs: 3000 });
  });

  it("reads an Ogg Vorbis stream's duration in its own sample rate", () => {
    expect(detectAudio(makeOggVorbisShape({ durationMs: 5000, sampleRate: 44_100 }))).toEqual({ mime: 'audio/ogg', durationMs: 5000 });
  });

  it("prefers the WebM Segment Info's Duration when it is written", () => {
    // Chromium's Info (15 49 A9 66, size 0x99 = 25) gets a Duration of 5000.0 ticks of 1 ms.
    const info = find(webm, [0x15, 0x49, 0xa9, 0x66]);
    const duration = [0x44, 0x89, 0x88, ...new Uint8Array(new Float64Array([5000]).buffer).reverse()];
    const withDuration = concat(
      webm.subarray(0, info + 4),
      Uint8Array.of(0x80 | (25 + duration.length)),
      webm.subarray(info + 5, info + 5 + 25),
      Uint8Array.from(duration),
      webm.subarray(info + 5 + 25),
    );
    expect(webm[info + 4]).toBe(0x80 | 25);
    expect(detectAudio(withDuration)).toEqual({ mime: 'audio/webm', durationMs: 5000 });
  });

  it("prefers the MP4 movie header's duration when it is not 0", () => {
    // mvhd version 1: duration (64 bits) after version/flags, two 64-bit times and the timescale (1000).
    const mvhd = find(mp4, 'mvhd') + 4;
    expect(mp4[mvhd]).toBe(1);
    expect(detectAudio(withBytes(mp4, mvhd + 24, [0, 0, 0, 0, ...u32(3500)]))).toEqual({ mime: 'audio/mp4', durationMs: 3500 });
  });
});

describe('detectAudio: what is not a recording', () => {
  it('refuses a text file, an HTML page, a PNG, a WAV and an empty file', () => {
    expect(detectAudio(ascii('C’era una volta un drago che non sapeva volare.\n'))).toBeNull();
    expect(detectAudio(ascii('<!doctype html><html><script>alert(1)</script></html>'))).toBeNull();
    expect(detectAudio(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...ascii('IHDR')))).toBeNull();
    expect(detectAudio(fixture('voice.wav'))).toBeNull();
    expect(detectAudio(new Uint8Array(0))).toBeNull();
  });

  it("refuses each container's magic followed by HTML", () => {
    const html = ascii('<html><body><script>fetch("/api/me")</script></body></html>');
    expect(detectAudio(concat(Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3), html))).toBeNull();
    expect(detectAudio(concat(ascii('OggS'), html))).toBeNull();
    expect(detectAudio(concat(Uint8Array.of(0, 0, 0, 16), ascii('ftypisom'), Uint8Array.of(0, 0, 0, 0), html))).toBeNull();
  });

  it('refuses a WebM or an MP4 without an audio track', () => {
    const trackType = find(webm, [0x83, 0x81, 0x02]);
    expect(detectAudio(withBytes(webm, trackType + 2, [1]))).toBeNull(); // a video track
    expect(detectAudio(withBytes(mp4, find(mp4, 'soun'), [...ascii('vide')]))).toBeNull();
  });

  it('refuses an Ogg whose pages do not check out (CRC) and one with only its headers', () => {
    // 50 frames of 20 ms a page: the last page fails its CRC, so the duration is the page before it's.
    const corrupt = makeOggOpus({ durationMs: 2000 });
    corrupt[corrupt.length - 1] = 0x42;
    expect(detectAudio(corrupt)).toEqual({ mime: 'audio/ogg', durationMs: 1000 });
    const headersOnly = concat(
      oggPage({ headerType: 2, granule: 0n, serial: 1, sequence: 0, packets: [opusHead(312)] }),
      oggPage({ headerType: 4, granule: 0n, serial: 1, sequence: 1, packets: [opusTags()] }),
    );
    expect(detectAudio(headersOnly)).toBeNull();
  });

  it('reads a truncated WebM, MP4 or Ogg as far as it goes, or refuses it', () => {
    for (const bytes of [webm, mp4, makeOggOpus({ durationMs: 2000 })]) {
      const full = detectAudio(bytes)?.durationMs ?? 0;
      for (const cut of [1, 4, 5, 20, 40, 64, 100, 200, 400, 1000, 5000, Math.floor(bytes.length / 2), bytes.length - 1]) {
        const found = detectAudio(bytes.subarray(0, cut));
        if (found) expect(found.durationMs).toBeLessThanOrEqual(full + 100);
      }
      expect(detectAudio(bytes.subarray(0, 40))).toBeNull();
    }
  });

  it('survives sizes in headers far larger than the file', () => {
    // A WebM whose first cluster claims 2^56 - 2 bytes, an MP4 trun that claims 2^32 - 1 samples.
    const cluster = find(webm, [0x1f, 0x43, 0xb6, 0x75]);
    expect(() => detectAudio(withBytes(webm, cluster + 4, [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe]))).not.toThrow();
    const trun = find(mp4, 'trun') + 4;
    expect(() => detectAudio(withBytes(mp4, trun + 4, u32(0xffffffff)))).not.toThrow();
    expect(() => detectAudio(withBytes(mp4, find(mp4, 'moov') - 4, [0, 0, 0, 1]))).not.toThrow(); // a 64-bit size, cut short
    const ogg = makeOggOpus({ durationMs: 1000 });
    expect(() => detectAudio(withBytes(ogg, 26, [255]))).not.toThrow();
  });
});

describe('detectAudio on a hostile 4 MiB body', () => {
  it('reads hundreds of thousands of tiny elements, boxes or pages in well under a second', () => {
    const size = VOICE_LIMITS.maxBytes;
    // WebM: entered BlockGroups of unknown size, two bytes each.
    const webmMaze = new Uint8Array(size).fill(0xa0);
    webmMaze.set([0x1a, 0x45, 0xdf, 0xa3], 0);
    for (let i = 5; i < size; i += 2) webmMaze[i] = 0xff;
    // MP4: a moov of empty 8-byte traks.
    const mp4Maze = new Uint8Array(size);
    const view = new DataView(mp4Maze.buffer);
    view.setUint32(0, 8);
    mp4Maze.set(ascii('ftyp'), 4);
    view.setUint32(8, size - 8);
    mp4Maze.set(ascii('moov'), 12);
    for (let at = 16; at + 8 <= size; at += 8) {
      view.setUint32(at, 8);
      mp4Maze.set(ascii('trak'), at + 4);
    }
    // Ogg: a 20 ms stream repeated to the end.
    const tiny = makeOggOpus({ durationMs: 20 });
    const oggMaze = new Uint8Array(size);
    for (let at = 0; at + tiny.length <= size; at += tiny.length) oggMaze.set(tiny, at);
    for (const bytes of [webmMaze, mp4Maze, oggMaze]) {
      const started = performance.now();
      detectAudio(bytes);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});

describe('detectAudio never throws', () => {
  const isResult = (found: ReturnType<typeof detectAudio>) =>
    found === null || (['audio/webm', 'audio/ogg', 'audio/mp4'].includes(found.mime) && Number.isFinite(found.durationMs) && found.durationMs > 0);

  it('on arbitrary bytes, with or without a container magic in front', () => {
    const magic = fc.constantFrom(new Uint8Array(0), Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3), ascii('OggS'), Uint8Array.of(0, 0, 0, 24, ...ascii('ftypisom')));
    fc.assert(
      fc.property(magic, fc.uint8Array({ maxLength: 2048 }), (head, tail) => {
        expect(isResult(detectAudio(concat(head, tail)))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('on arbitrary mutations and truncations of the fixtures', () => {
    const fixtures = [webm, mp4, makeOggOpus({ durationMs: 2000 })];
    const mutation = fc.record({
      which: fc.integer({ min: 0, max: fixtures.length - 1 }),
      edits: fc.array(fc.record({ at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }), { maxLength: 20 }),
      // Most edits land in the headers, where the sizes are.
      headerBias: fc.boolean(),
      cut: fc.option(fc.nat(), { nil: undefined }),
    });
    fc.assert(
      fc.property(mutation, ({ which, edits, headerBias, cut }) => {
        const source = fixtures[which] ?? webm;
        const bytes = source.slice(0, cut === undefined ? undefined : cut % (source.length + 1));
        for (const { at, value } of edits) if (bytes.length > 0) bytes[at % (headerBias ? Math.min(bytes.length, 1024) : bytes.length)] = value;
        expect(isResult(detectAudio(bytes))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
