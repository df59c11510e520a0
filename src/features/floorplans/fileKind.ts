/**
 * The client-side twin of the server's content check: the type comes from the first bytes of
 * the file, never from its name or the browser's guess. The server checks again.
 */
export type PlanKind = 'jpg' | 'png' | 'pdf' | 'svg';

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((v, i) => b[i] === v);

export function sniffPlanKind(bytes: Uint8Array): PlanKind | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096));
  } catch {
    return null;
  }
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^\s*<!DOCTYPE[^>]*>/i, '')
    .trimStart();
  return /^<svg[\s>]/i.test(head) ? 'svg' : null;
}

/** Reads just the head of a File (a plan can be megabytes). */
export async function fileKind(file: Blob): Promise<PlanKind | null> {
  const head = await readHead(file, 4096);
  return sniffPlanKind(head);
}

function readHead(file: Blob, size: number): Promise<Uint8Array> {
  const part = file.slice(0, size);
  if (typeof part.arrayBuffer === 'function') return part.arrayBuffer().then((b) => new Uint8Array(b));
  // jsdom's Blob lacks arrayBuffer(); FileReader works everywhere
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}
