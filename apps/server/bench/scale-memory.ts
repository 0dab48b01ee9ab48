/**
 * The memory phase of `npm run bench:scale`: the server's resident memory (VmRSS) idle, at its
 * highest under 8 concurrent loops of every read for 15 s, and once it has settled after them.
 */
import { readFileSync } from 'node:fs';

export interface MemoryFigures {
  idleMb: number;
  loadedMb: number;
  settledMb: number;
  settleSeconds: number;
  readsPerSecond: number;
  errors: number;
}

interface TimedRead {
  path: string;
  token: string;
}

const LOAD_SECONDS = 15;
const SETTLE_SECONDS = 20;
const WORKERS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

export async function measureMemory(
  server: { port: number; pid: number },
  reads: readonly TimedRead[],
): Promise<MemoryFigures> {
  const idleMb = rssMb(server.pid);
  let loadedMb = idleMb;
  let done = 0;
  let errors = 0;
  const deadline = performance.now() + LOAD_SECONDS * 1000;
  const sampler = setInterval(() => (loadedMb = Math.max(loadedMb, rssMb(server.pid))), 250);
  const worker = async (offset: number) => {
    for (let i = offset; performance.now() < deadline; i += 1) {
      const read = reads[i % reads.length];
      if (!read) return;
      const response = await fetch(`http://127.0.0.1:${server.port}${read.path}`, {
        headers: { authorization: `Bearer ${read.token}` },
      }).catch(() => null);
      await response?.arrayBuffer();
      if (response?.ok) done += 1;
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i * 3)));
  clearInterval(sampler);
  await sleep(SETTLE_SECONDS * 1000);
  return {
    idleMb,
    loadedMb,
    settledMb: rssMb(server.pid),
    settleSeconds: SETTLE_SECONDS,
    readsPerSecond: done / LOAD_SECONDS,
    errors,
  };
}
