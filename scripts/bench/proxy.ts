/**
 * The validating proxy's throughput with recording on (`proxy --record`, a HAR file rewritten
 * whole after each batch of exchanges) beside the same proxy without it, each in a process of its
 * own in front of the simulator (one process, started once), loaded by autocannon from this one:
 * three rounds in turned orders, the median of each. The recording's cost grows with its file
 * (each write is the whole file), so the entries recorded in the run are told too.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cli, load, median, path, serve, socketHeader, socketRow, startImport, stop, type LoadResult } from "./sockets.js";

export interface ProxyFigures {
  rows: LoadResult[];
  /** Entries in the last recording, and its size in bytes. */
  recorded: { entries: number; bytes: number };
}

export async function measureProxy(rounds = 3): Promise<ProxyFigures> {
  const scratch = mkdtempSync(join(tmpdir(), "contracts-bench-proxy-"));
  const file = join(scratch, "bench.har");
  const upstream = await serve(cli, ["serve", "code-hosting", "--port", "0", "--quiet"]);
  try {
    await startImport(`${upstream.url}${path}`);
    const proxy = ["proxy", "code-hosting", upstream.url, "--port", "0", "--quiet"];
    const variants: [string, string[]][] = [
      ["proxy", proxy],
      // Each round records afresh over the file the last one wrote, which --record refuses to replace unless told.
      ["proxy --record", [...proxy, "--record", file, "--record-overwrite"]],
    ];
    const results = variants.map((): Omit<LoadResult, "label">[] => []);
    for (let round = 0; round < rounds; round++) {
      for (let turn = 0; turn < variants.length; turn++) {
        const index = (round + turn) % variants.length;
        const { url, child } = await serve(cli, variants[index]![1]);
        try {
          results[index]!.push(await load(`${url}${path}`, child.pid!));
        } finally {
          await stop(child);
        }
      }
    }
    const har = readFileSync(file, "utf8");
    const entries = (JSON.parse(har) as { log: { entries: unknown[] } }).log.entries.length;
    return { rows: variants.map(([label], index) => median(label, results[index]!)), recorded: { entries, bytes: Buffer.byteLength(har) } };
  } finally {
    await stop(upstream.child);
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, recorded } = await measureProxy();
  console.log(socketHeader);
  for (const row of rows) console.log(socketRow(row));
  console.log(`last recording: ${recorded.entries} entries, ${recorded.bytes} bytes`);
}
