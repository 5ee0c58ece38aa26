import { runSuperuserCli } from './cli/superuser';
import { loadDotEnv } from './dotenv';
import { loadEnv } from './env';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

loadDotEnv();
runSuperuserCli(process.argv.slice(2), loadEnv(), {
  readStdin,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
})
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
