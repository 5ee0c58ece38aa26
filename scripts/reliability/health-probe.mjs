// A separate process that measures GET /api/health latency while the battery loads the app, so
// the load generator's own event loop does not colour the figure. Prints one JSON line at the end:
// latencies as [epoch ms, latency ms] pairs.
const [url, durationMs = '10000', intervalMs = '25'] = process.argv.slice(2);
const latencies = [];
let errors = 0;
const end = Date.now() + Number(durationMs);
while (Date.now() < end) {
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    if (res.ok) latencies.push([Date.now(), performance.now() - started]);
    else errors++;
  } catch {
    errors++;
  }
  await new Promise((r) => setTimeout(r, Number(intervalMs)));
}
process.stdout.write(`${JSON.stringify({ latencies, errors })}\n`);
