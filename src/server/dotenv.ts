import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads `.env` from the folder the server is started in (the repository root for `npm start`),
 * with Node's own parser (process.loadEnvFile, Node 20.12+). Settings already in the environment
 * win over the file, so `PORT=4000 npm start` still works with a `.env` present. No file: nothing
 * happens. Called first thing in the server entries, before the settings are parsed.
 */
export function loadDotEnv(file = path.resolve('.env')): boolean {
  if (!fs.existsSync(file)) return false;
  const before = { ...process.env };
  process.loadEnvFile(file);
  // Node's loader does not override variables already set; restate them anyway, so this holds
  // whatever the Node version does.
  for (const [key, value] of Object.entries(before)) process.env[key] = value;
  return true;
}
