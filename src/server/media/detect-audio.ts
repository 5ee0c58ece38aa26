import type { VoiceMime } from '../../shared/schemas/voice';

/**
 * What a recording sent for a page of a story is, read from the file itself: its container, by
 * the magic bytes, and its duration, from the container's own fields (the name and the type the
 * browser declared are ignored). The browsers' MediaRecorder writes WebM (Chromium, Firefox),
 * Ogg (Firefox) or MP4 (Safari, recent Chromium).
 *
 * null when the file is none of these, has no audio track, or its duration cannot be read: the
 * upload refuses such a file. The readers only look inside the bytes given, never allocate by a
 * size a header declares, and never throw.
 */
export interface DetectedAudio {
  mime: VoiceMime;
  durationMs: number;
}

export function detectAudio(bytes: Uint8Array): DetectedAudio | null {
  try {
    const found = startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])
      ? { mime: 'audio/webm' as const, ms: webmDuration(bytes) }
      : startsWith(bytes, ascii('OggS'))
        ? { mime: 'audio/ogg' as const, ms: oggDuration(bytes) }
        : startsWith(bytes, ascii('ftyp'), 4)
          ? { mime: 'audio/mp4' as const, ms: mp4Duration(bytes) }
          : null;
    if (!found || found.ms === null || !Number.isFinite(found.ms) || found.ms <= 0) return null;
    return { mime: found.mime, durationMs: Math.max(1, Math.round(found.ms)) };
  } catch {
    // The readers check their bounds; this only keeps a file that slips past them a refusal.
    return null;
  }
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const startsWith = (b: Uint8Array, magic: readonly number[], offset = 0) => b.length >= offset + magic.length && magic.every((x, i) => b[offset + i] === x);

const byte = (b: Uint8Array, at: number) => b[at] ?? 0;

/** A big-endian unsigned integer of the bytes [start, end), at most 8 of them. */
function uintBE(b: Uint8Array, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end && i < start + 8; i++) value = value * 256 + byte(b, i);
  return value;
}

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

// WebM / Matroska (EBML) ---------------------------------------------------------------------

const EBML_HEADER = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** The masters whose children are read. Matroska's IDs are unique across levels, so the reader
 * walks them flat: entering a master is reading on from its first child. That is also how an
 * element of unknown size (Chromium writes the Segment and every Cluster so) is read. */
const ENTERED = new Set([EBML_HEADER, SEGMENT, INFO, TRACKS, TRACK_ENTRY, CLUSTER, BLOCK_GROUP]);

/** An EBML variable-length integer: an element's ID (marker bit kept) or size (marker removed;
 * `unknown` when all its value bits are 1). */
function vint(b: Uint8Array, at: number, isId: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = byte(b, at);
  const length = Math.clz32(first) - 23;
  if (first === 0 || length > (isId ? 4 : 8) || at + length > b.length) return null;
  let value = isId ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + byte(b, at + i);
    allOnes &&= byte(b, at + i) === 0xff;
  }
  return { value, length, unknown: !isId && allOnes };
}

/** Segment Info's Duration when written; otherwise the time of the last block plus one frame. */
function webmDuration(b: Uint8Array): number | null {
  let docType = '';
  let hasAudio = false;
  let scaleNs = 1_000_000;
  let declared = 0;
  let clusterTime = 0;
  let lastBlock = -1;
  let frame = 0;
  let endTicks = -1;
  let pos = 0;
  while (pos < b.length) {
    const id = vint(b, pos, true);
    const size = id && vint(b, pos + id.length, false);
    if (!id || !size) break;
    const start = pos + id.length + size.length;
    const end = Math.min(b.length, start + size.value);
    if (ENTERED.has(id.value)) {
      pos = start;
      continue;
    }
    if (size.unknown) break; // an element that cannot be skipped
    if (id.value === DOC_TYPE) docType = String.fromCharCode(...b.subarray(start, Math.min(end, start + 16))).replace(/\0+$/, '');
    else if (id.value === TIMECODE_SCALE) scaleNs = uintBE(b, start, end) || 1_000_000;
    else if (id.value === DURATION && end - start === 4) declared = view(b).getFloat32(start);
    else if (id.value === DURATION && end - start === 8) declared = view(b).getFloat64(start);
    else if (id.value === TRACK_TYPE) hasAudio ||= uintBE(b, start, end) === 2;
    else if (id.value === CLUSTER_TIMECODE) clusterTime = uintBE(b, start, end);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      // A block: the track number (a vint), then its time relative to the cluster (int16).
      const track = vint(b, start, false);
      if (track && start + track.length + 2 <= end) {
        const time = clusterTime + view(b).getInt16(start + track.length);
        if (lastBlock >= 0 && time > lastBlock) frame = time - lastBlock;
        lastBlock = time;
        endTicks = Math.max(endTicks, time);
      }
    }
    pos = start + size.value;
  }
  if ((docType !== 'webm' && docType !== 'matroska') || !hasAudio) return null;
  const tickMs = scaleNs / 1_000_000;
  if (declared > 0) return declared * tickMs;
  if (endTicks < 0) return null;
  // The last block lasts about as long as the one before it (Opus frames: 20 to 60 ms).
  const frameMs = frame * tickMs > 0 && frame * tickMs <= 120 ? frame * tickMs : 20;
  return endTicks * tickMs + frameMs;
}

// Ogg (Opus or Vorbis) ------------------------------------------------------------------------

const OGG_CRC = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let bit = 0; bit < 8; bit++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** The page's CRC32 (Ogg's: not reflected, computed with the CRC field's own bytes as zero). */
function oggPageCrc(b: Uint8Array, start: number, end: number): number {
  let crc = 0;
  for (let i = start; i < end; i++) {
    const x = i >= start + 22 && i < start + 26 ? 0 : byte(b, i);
    crc = ((crc << 8) ^ (OGG_CRC[((crc >>> 24) ^ x) & 0xff] ?? 0)) >>> 0;
  }
  return crc;
}

/** The granule position of the stream's last complete page, in samples, minus Opus's pre-skip. */
function oggDuration(b: Uint8Array): number | null {
  const v = view(b);
  let serial = -1;
  let rate = 0;
  let preSkip = 0;
  let granule = -1n;
  let pos = 0;
  while (pos + 27 <= b.length && startsWith(b, ascii('OggS'), pos)) {
    const segments = byte(b, pos + 26);
    let bodyLength = 0;
    for (let i = 0; i < segments; i++) bodyLength += byte(b, pos + 27 + i);
    const body = pos + 27 + segments;
    const next = body + bodyLength;
    if (next > b.length || oggPageCrc(b, pos, next) !== v.getUint32(pos + 22, true)) break;
    if (pos === 0) {
      serial = v.getUint32(pos + 14, true);
      if (bodyLength >= 19 && startsWith(b, ascii('OpusHead'), body)) {
        rate = 48_000; // Opus's granule positions always count 48 kHz samples
        preSkip = v.getUint16(body + 10, true);
      } else if (bodyLength >= 16 && startsWith(b, [1, ...ascii('vorbis')], body)) {
        rate = v.getUint32(body + 12, true);
      } else return null;
    } else if (v.getUint32(pos + 14, true) === serial) {
      const g = v.getBigInt64(pos + 6, true);
      if (g >= 0n) granule = g; // -1: no packet ends on this page
    }
    pos = next;
  }
  if (rate === 0 || granule < 0n) return null;
  return ((Number(granule) - preSkip) * 1000) / rate;
}

// MP4 (ISO BMFF) -----------------------------------------------------------------------------

interface Box {
  type: string;
  start: number;
  end: number;
}

const fourcc = (b: Uint8Array, at: number) => String.fromCharCode(byte(b, at), byte(b, at + 1), byte(b, at + 2), byte(b, at + 3));

/** The boxes in [start, end); a box that claims more than is there ends at `end`. */
function* boxes(b: Uint8Array, start: number, end: number): Generator<Box> {
  let pos = start;
  while (pos + 8 <= end) {
    let size = uintBE(b, pos, pos + 4);
    let header = 8;
    if (size === 1 && pos + 16 <= end) {
      size = uintBE(b, pos + 8, pos + 16);
      header = 16;
    } else if (size === 0) size = end - pos;
    if (size < header) return;
    yield { type: fourcc(b, pos + 4), start: pos + header, end: Math.min(end, pos + size) };
    pos += size;
  }
}

function child(b: Uint8Array, parent: Box, type: string): Box | undefined {
  for (const box of boxes(b, parent.start, parent.end)) if (box.type === type) return box;
  return undefined;
}

/** A full box's field at `offset0` in version 0 or `offset1` in version 1; a `wide` one (a time
 * or a duration) has 64 bits in version 1, every other 32. */
function field(b: Uint8Array, box: Box, offset0: number, offset1: number, wide = false): number {
  const v1 = byte(b, box.start) === 1;
  const at = box.start + (v1 ? offset1 : offset0);
  return uintBE(b, at, at + (v1 && wide ? 8 : 4));
}

interface AudioTrack {
  timescale: number;
  /** trex's default sample duration. */
  defaultDuration: number;
  /** Where the fragments read so far end, in the track's timescale. */
  end: number;
}

/**
 * moov/mvhd's duration; when it is 0 (a fragmented file, as Chromium writes), mvex/mehd's; else
 * where the audio track's last fragment (moof/traf) ends, in the track's own timescale.
 * The file must have an audio track (hdlr 'soun'). Any brand is accepted: the boxes decide.
 */
function mp4Duration(b: Uint8Array): number | null {
  const audio = new Map<number, AudioTrack>();
  let movieScale = 0;
  let movieDuration = 0;
  let fragmentDuration = 0;
  for (const top of boxes(b, 0, b.length)) {
    if (top.type === 'moov') {
      for (const box of boxes(b, top.start, top.end)) {
        if (box.type === 'mvhd') {
          movieScale = field(b, box, 12, 20);
          movieDuration = field(b, box, 16, 24, true);
        } else if (box.type === 'trak') {
          const tkhd = child(b, box, 'tkhd');
          const mdia = child(b, box, 'mdia');
          const mdhd = mdia && child(b, mdia, 'mdhd');
          const hdlr = mdia && child(b, mdia, 'hdlr');
          if (tkhd && mdhd && hdlr && fourcc(b, hdlr.start + 8) === 'soun')
            audio.set(field(b, tkhd, 12, 20), { timescale: field(b, mdhd, 12, 20), defaultDuration: 0, end: 0 });
        } else if (box.type === 'mvex') {
          for (const ext of boxes(b, box.start, box.end)) {
            if (ext.type === 'mehd') fragmentDuration = field(b, ext, 4, 4, true);
            const track = ext.type === 'trex' ? audio.get(uintBE(b, ext.start + 4, ext.start + 8)) : undefined;
            if (track) track.defaultDuration = uintBE(b, ext.start + 12, ext.start + 16);
          }
        }
      }
    } else if (top.type === 'moof') {
      for (const traf of boxes(b, top.start, top.end)) {
        if (traf.type === 'traf') addFragment(b, traf, audio);
      }
    }
  }
  if (audio.size === 0) return null;
  if (movieScale > 0 && movieDuration > 0 && movieDuration !== 0xffffffff) return (movieDuration * 1000) / movieScale;
  if (movieScale > 0 && fragmentDuration > 0) return (fragmentDuration * 1000) / movieScale;
  const ms = [...audio.values()].map((t) => (t.timescale > 0 ? (t.end * 1000) / t.timescale : 0));
  return Math.max(...ms);
}

/**
 * Moves a track's end to the end of this track fragment: its start (tfdt's base decode time, else
 * where the previous fragment ended) plus its samples' durations (trun's own, else tfhd's or trex's
 * default). Chromium's fragments leave gaps that the base decode time accounts for.
 */
function addFragment(b: Uint8Array, traf: Box, audio: Map<number, AudioTrack>) {
  let track: AudioTrack | undefined;
  let defaultDuration = 0;
  let base: number | null = null;
  let ticks = 0;
  for (const box of boxes(b, traf.start, traf.end)) {
    const flags = uintBE(b, box.start + 1, box.start + 4);
    if (box.type === 'tfhd') {
      track = audio.get(uintBE(b, box.start + 4, box.start + 8));
      // After the track ID: base data offset (8 bytes, flag 1), sample description index (4, flag 2).
      const at = box.start + 8 + (flags & 1 ? 8 : 0) + (flags & 2 ? 4 : 0);
      defaultDuration = flags & 8 ? uintBE(b, at, at + 4) : (track?.defaultDuration ?? 0);
    } else if (box.type === 'tfdt') {
      base = field(b, box, 4, 4, true);
    } else if (box.type === 'trun') {
      const count = uintBE(b, box.start + 4, box.start + 8);
      if (!(flags & 0x100)) {
        ticks += count * defaultDuration;
        continue;
      }
      // Per sample: duration (flag 0x100), size (0x200), flags (0x400), composition offset (0x800).
      const first = box.start + 8 + (flags & 1 ? 4 : 0) + (flags & 4 ? 4 : 0);
      const entry = 4 * [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length;
      const present = Math.min(count, Math.floor((box.end - first) / entry));
      for (let i = 0; i < present; i++) ticks += uintBE(b, first + i * entry, first + i * entry + 4);
    }
  }
  if (track) track.end = Math.max(track.end, (base ?? track.end) + ticks);
}
