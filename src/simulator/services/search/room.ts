/**
 * The simulator's own bounds on what the search service holds over all its indices, so that no
 * seed or command can take the process's memory, and the service's bound on the shards of its one
 * node. Writes run in steps, between which other writes may start: each reserves its room first,
 * counted with what the writes under way have reserved, and frees it when done.
 */
import { ControlRefusal } from "../../service.js";
import { byteSize } from "./breaker.js";
import type { SearchIndex } from "./store.js";

/**
 * Document versions (live documents, and the old versions open contexts keep) and the bytes of
 * JSON they were sent as. 100,000 generated documents take half of each.
 */
export const maxDocumentVersions = 200_000;
export const maxDocumentBytes = 40 * 2 ** 20;

/** The service's `cluster.max_shards_per_node` (1,000), for its one node: the shards of every index together (primaries; the simulator keeps no replicas). */
export const maxShardsPerNode = 1_000;

/** A write past the simulator's bounds: `memory` (document versions or bytes), `shards` (the node's shards) or `size` (NDJSON text too long). */
export class RoomRefusal extends ControlRefusal {
  constructor(
    message: string,
    readonly kind: "memory" | "shards" | "size",
  ) {
    super(message);
  }
}

export class Room {
  /** Room taken by writes under way. */
  private readonly reserved = { versions: 0, bytes: 0 };

  constructor(private readonly indices: ReadonlyMap<string, SearchIndex>) {}

  /**
   * Reserves room for a write of `versions` document versions of `bytes` bytes, or refuses it
   * (writing nothing) when the service would then hold more than its bounds; `replacing` is an
   * index the write replaces, whose room it frees. Returns the release, for when the write is done.
   */
  reserve(command: string, versions: number, bytes: number, replacing?: SearchIndex): () => void {
    this.check(command, versions, bytes, replacing);
    this.reserved.versions += versions;
    this.reserved.bytes += bytes;
    return () => {
      this.reserved.versions -= versions;
      this.reserved.bytes -= bytes;
    };
  }

  /** Refuses a write of `versions` document versions of `bytes` bytes that would pass the bounds (see reserve). */
  check(command: string, versions: number, bytes: number, replacing?: SearchIndex): void {
    let heldVersions = this.reserved.versions;
    let heldBytes = this.reserved.bytes;
    for (const index of this.indices.values()) {
      if (index === replacing) continue;
      heldVersions += index.versionsHeld();
      heldBytes += index.bytesHeld;
    }
    if (heldVersions + versions > maxDocumentVersions) {
      throw new RoomRefusal(
        `${command}: ${versions} document version(s) more would make ${heldVersions + versions}, over the ${maxDocumentVersions} the simulator holds (live documents, and the old versions open points in time and scrolls keep); delete an index or close contexts first`,
        "memory",
      );
    }
    if (heldBytes + bytes > maxDocumentBytes) {
      throw new RoomRefusal(
        `${command}: ${bytes} bytes of documents more would make ${heldBytes + bytes}, over the ${maxDocumentBytes} bytes (${byteSize(maxDocumentBytes)}) of documents the simulator holds; delete an index or close contexts first`,
        "memory",
      );
    }
  }

  /** Refuses, as the service does, a write that would open more than `cluster.max_shards_per_node` shards on the one node; `replacing` is an index it replaces. */
  checkShards(command: string, adding: number, replacing?: SearchIndex): void {
    let open = 0;
    for (const index of this.indices.values()) if (index !== replacing) open += index.shards.length;
    if (open + adding > maxShardsPerNode) {
      throw new RoomRefusal(
        `${command}: Validation Failed: 1: this action would add [${adding}] shards, but this cluster currently has [${open}]/[${maxShardsPerNode}] maximum normal shards open;`,
        "shards",
      );
    }
  }
}
