// Records tests/fixtures/voice/chromium.webm and chromium.mp4 with Chromium's own MediaRecorder,
// the microphone being tests/fixtures/voice/voice.wav (make it first: node scripts/make-voice-wav.mjs).
// These are the containers a child's browser really sends; detect-audio's tests read them.
// Run: node scripts/record-voice-fixtures.mjs   (CHROMIUM_PATH overrides /usr/bin/chromium)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';

/* global MediaRecorder -- the recording runs in the page, not in node */

const dir = path.resolve('tests/fixtures/voice');
const wav = path.join(dir, 'voice.wav');
if (!fs.existsSync(wav)) throw new Error(`${wav} is missing: run node scripts/make-voice-wav.mjs first`);

const RECORD_MS = 2000;
const targets = [
  { file: 'chromium.webm', mime: 'audio/webm;codecs=opus' },
  { file: 'chromium.mp4', mime: 'audio/mp4' },
];

// getUserMedia needs a secure context: http://127.0.0.1 is one, about:blank is not.
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end('<!doctype html><title>record</title>');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`],
});
try {
  const context = await browser.newContext();
  await context.grantPermissions(['microphone'], { origin: `http://127.0.0.1:${port}` });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  for (const { file, mime } of targets) {
    const result = await page.evaluate(
      async ({ mime, ms }) => {
        if (!MediaRecorder.isTypeSupported(mime)) return { error: `${mime} is not supported` };
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        const recorder = new MediaRecorder(stream, { mimeType: mime });
        const chunks = [];
        recorder.ondataavailable = (e) => chunks.push(e.data);
        const stopped = new Promise((resolve) => (recorder.onstop = resolve));
        // A timeslice, as the app's recorder uses, so the container is written in pieces.
        recorder.start(250);
        await new Promise((resolve) => setTimeout(resolve, ms));
        recorder.stop();
        await stopped;
        stream.getTracks().forEach((t) => t.stop());
        const blob = new Blob(chunks, { type: recorder.mimeType });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return { type: recorder.mimeType, base64: btoa(binary) };
      },
      { mime, ms: RECORD_MS },
    );
    if ('error' in result) throw new Error(result.error);
    const bytes = Buffer.from(result.base64, 'base64');
    fs.writeFileSync(path.join(dir, file), bytes);
    console.log(`${file}: ${result.type}, ${bytes.length} bytes, about ${RECORD_MS} ms`);
  }
} finally {
  await browser.close();
  server.close();
}
