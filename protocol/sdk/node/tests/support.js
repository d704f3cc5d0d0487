// Paths and replay helpers shared by the SDK's tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HERE = path.dirname(fileURLToPath(import.meta.url));
export const SDK = path.dirname(HERE);
export const PROTOCOL = path.dirname(path.dirname(SDK));

export function transcript(name) {
  return fs.readFileSync(path.join(PROTOCOL, 'transcripts', name), 'utf8').split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line));
}

/** A message as the replays compare it: an error's free-text message left out (spec §8). */
export function comparable(message) {
  if (message && message.error && typeof message.error === 'object') {
    const { message: _, ...error } = message.error;
    return { ...message, error };
  }
  return message;
}

/** The bytes a conformance-transcript host line sends (without the newline). */
export function hostBytes(line) {
  if ('rawBase64' in line) return Buffer.from(line.rawBase64, 'base64');
  if ('raw' in line) return Buffer.from(line.raw.repeat(line.repeat || 1), 'utf8');
  let text = JSON.stringify(line.message);
  if ('padTo' in line) text = `${text.slice(0, -1)}${' '.repeat(line.padTo - Buffer.byteLength(text))}}`;
  return Buffer.from(text, 'utf8');
}
