// R8's voice cases: hostile bodies for PUT /api/stories/:id/recordings/:page, each with what the
// route must answer. Real recordings (Chromium's WebM and MP4, an Ogg Opus) are the controls and
// must be stored; a file that is not audio is refused by its bytes whatever type it is sent as;
// a file over the limits is refused with the limit's own code. Hostile bodies go out with an
// audio content type, so that the container's check is what refuses them, not the body parser.
import fs from 'node:fs';
import path from 'node:path';
import { VOICE_LIMITS } from '../../src/shared/schemas/voice';
import { makeOggOpus } from '../../tests/support/server/make-ogg';
import { ROOT } from './lib';

export interface VoiceUploadCase {
  name: string;
  bytes: Buffer;
  /** The content-type header the upload is sent with. */
  contentType: string;
  /** stored: 201 with a RecordingDto whose mime is `mime`; refused: `status` with `code`. */
  expect: 'stored' | 'refused';
  status?: number;
  code?: string;
  mime?: 'audio/webm' | 'audio/ogg' | 'audio/mp4';
}

const HTML = Buffer.from('<html><body><script>window.__xss=1;alert(1)</script><svg onload=alert(1)></svg></body></html>');
const fixture = (name: string) => fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'voice', name));

/** An EBML Void element (ID 0xEC, 8-byte size) of `length` zero bytes: legal padding in a WebM. */
function ebmlVoid(length: number): Buffer {
  const head = Buffer.alloc(9);
  head[0] = 0xec;
  head[1] = 0x01; // an 8-byte size: marker byte, then 7 bytes of value
  head.writeUIntBE(length, 3, 6);
  return Buffer.concat([head, Buffer.alloc(length)]);
}

export function voiceCases(): VoiceUploadCase[] {
  const webm = fixture('chromium.webm');
  const mp4 = fixture('chromium.mp4');
  const ogg = Buffer.from(makeOggOpus({ durationMs: 2000 }));
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1d8a90000000049454e44ae426082',
    'hex',
  );
  const invalid = { expect: 'refused' as const, status: 415, code: 'invalid_audio' };
  // A real recording padded past the size limit: valid audio, so only the size refuses it.
  const tooLarge = Buffer.concat([webm, ebmlVoid(5 * 1024 * 1024 - webm.length)]);
  return [
    { name: 'Chromium WebM (control)', bytes: webm, contentType: 'audio/webm;codecs=opus', expect: 'stored', mime: 'audio/webm' },
    { name: 'Chromium MP4 (control)', bytes: mp4, contentType: 'audio/mp4', expect: 'stored', mime: 'audio/mp4' },
    { name: 'Ogg Opus 2 s (control)', bytes: ogg, contentType: 'audio/ogg;codecs=opus', expect: 'stored', mime: 'audio/ogg' },
    { name: 'WebM sent as application/octet-stream (control)', bytes: webm, contentType: 'application/octet-stream', expect: 'stored', mime: 'audio/webm' },
    {
      name: 'WebM cut in half (still playable up to the cut)',
      bytes: webm.subarray(0, Math.floor(webm.length / 2)),
      contentType: 'audio/webm',
      expect: 'stored',
      mime: 'audio/webm',
    },
    { name: 'text file sent as audio/webm', bytes: Buffer.from('C’era una volta un drago che non sapeva volare.\n'), contentType: 'audio/webm', ...invalid },
    { name: 'HTML named .webm', bytes: HTML, contentType: 'audio/webm', ...invalid },
    { name: 'PNG sent as audio/ogg', bytes: png, contentType: 'audio/ogg', ...invalid },
    { name: 'WebM magic + HTML', bytes: Buffer.concat([webm.subarray(0, 4), HTML]), contentType: 'audio/webm', ...invalid },
    { name: 'OggS + HTML', bytes: Buffer.concat([Buffer.from('OggS'), HTML]), contentType: 'audio/ogg', ...invalid },
    { name: 'MP4 ftyp + HTML', bytes: Buffer.concat([mp4.subarray(0, 36), HTML]), contentType: 'audio/mp4', ...invalid },
    { name: 'WebM cut inside its header', bytes: webm.subarray(0, 40), contentType: 'audio/webm', ...invalid },
    {
      name: 'MP4 with its audio track relabelled video',
      bytes: Buffer.from(mp4.toString('latin1').replace('soun', 'vide'), 'latin1'),
      contentType: 'audio/mp4',
      ...invalid,
    },
    {
      name: 'random bytes',
      bytes: Buffer.from(Array.from({ length: 4096 }, () => (Math.random() * 256) | 0)),
      contentType: 'application/octet-stream',
      ...invalid,
    },
    {
      name: `Ogg claiming 4 minutes (${VOICE_LIMITS.maxSeconds} s allowed)`,
      bytes: Buffer.from(makeOggOpus({ durationMs: 240_000 })),
      contentType: 'audio/ogg',
      expect: 'refused',
      status: 413,
      code: 'audio_too_long',
    },
    { name: 'a 5 MB WebM (4 MiB allowed)', bytes: tooLarge, contentType: 'audio/webm', expect: 'refused', status: 413, code: 'audio_too_large' },
  ];
}
