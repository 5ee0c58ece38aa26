// Makes tests/fixtures/voice/voice.wav: about 3 s of 16-bit mono 48 kHz PCM that sounds a little
// like speech (syllable-shaped tone bursts with a gliding pitch, separated by short silences), so
// a level meter visibly moves. Chromium's `--use-file-for-fake-audio-capture` plays it as the
// microphone in the e2e tests and in scripts/record-voice-fixtures.mjs.
// Run: node scripts/make-voice-wav.mjs
import fs from 'node:fs';
import path from 'node:path';

const RATE = 48_000;
const SECONDS = 3;
const samples = new Int16Array(RATE * SECONDS);

// [start s, length s, pitch Hz]: three "words" of two or three syllables, then a pause.
const syllables = [
  [0.1, 0.22, 220],
  [0.36, 0.18, 260],
  [0.6, 0.28, 200],
  [1.1, 0.2, 240],
  [1.34, 0.24, 280],
  [1.8, 0.18, 230],
  [2.02, 0.3, 190],
  [2.4, 0.2, 250],
];

for (const [start, length, pitch] of syllables) {
  const first = Math.round(start * RATE);
  const count = Math.round(length * RATE);
  let phase = 0;
  for (let i = 0; i < count && first + i < samples.length; i++) {
    const t = i / count;
    // A rise and fall like a syllable's loudness, the pitch gliding down a little as in speech.
    const envelope = Math.sin(Math.PI * t) ** 1.5;
    const f = pitch * (1.1 - 0.2 * t);
    phase += (2 * Math.PI * f) / RATE;
    // A few harmonics make it buzz like a voice rather than whistle like a pure tone.
    const wave = 0.6 * Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.15 * Math.sin(3 * phase);
    samples[first + i] = Math.round(wave * envelope * 0.7 * 32767);
  }
}

const data = Buffer.from(samples.buffer);
const header = Buffer.alloc(44);
header.write('RIFF', 0, 'ascii');
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8, 'ascii');
header.write('fmt ', 12, 'ascii');
header.writeUInt32LE(16, 16); // fmt chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28); // bytes a second
header.writeUInt16LE(2, 32); // bytes a frame
header.writeUInt16LE(16, 34); // bits a sample
header.write('data', 36, 'ascii');
header.writeUInt32LE(data.length, 40);

const out = path.resolve('tests/fixtures/voice/voice.wav');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, Buffer.concat([header, data]));
console.log('written', out, 44 + data.length, 'bytes');
