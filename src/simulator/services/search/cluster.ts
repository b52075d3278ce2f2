/**
 * The cluster the simulated search service says it is: its name and id, its one node, and the
 * release it reports at its root (`GET /`), which every official client reads before its first
 * request and checks (its product check: the version number, `build_flavor`, the tagline). The
 * seed's `cluster` member and the `cluster` control command set the name and the version.
 */
import { ControlRefusal } from "../../service.js";
import type { components } from "../../../../generated/search/types.js";
import { accepting, fields, flag, optional, text, type Reader } from "../control-body.js";

type VersionInfo = components["schemas"]["VersionInfo"];
type RootNodeInfo = components["schemas"]["RootNodeInfo"];

/** The seed's (and the `cluster` command's) description of the cluster; what is left out keeps its default. */
export interface ClusterSeed {
  /** The cluster's name (`cluster_name`). */
  name?: string;
  /** The release: its number (`8.19.2`), or the members of `version` to answer. */
  version?: string | Partial<VersionInfo>;
}

export interface Cluster {
  name: string;
  uuid: string;
  nodeId: string;
  nodeName: string;
  version: VersionInfo;
}

/**
 * Releases as their nodes report themselves (installed from the container image, 7.13.4 from the
 * archive), recorded from public answers of real nodes: a number set without the other members
 * takes this record's members, or the latest record of its major version.
 */
const releases: VersionInfo[] = [
  release("7.13.4", "tar", "c5f60e894ca0c61cdbae4f5a686d9f08bcefc942", "2021-07-14T18:33:36.673943207Z", "8.8.2", "6.8.0", "6.0.0-beta1"),
  release(
    "7.17.6",
    "docker",
    "f65e9d338dc1d07b642e14a27f338990148ee5b6",
    "2022-08-23T11:08:48.893373482Z",
    "8.11.1",
    "6.8.0",
    "6.0.0-beta1",
  ),
  release("8.12.1", "docker", "6185ba65d27469afabc9bc951cded6c17c21e3f3", "2024-02-01T13:07:13.727175297Z", "9.9.2", "7.17.0", "7.0.0"),
  release("8.19.2", "docker", "c1c00e18ef14acd650768ff01f037eaede0c1f7b", "2025-08-11T10:07:54.721189302Z", "9.12.2", "7.17.0", "7.0.0"),
  release("9.1.5", "docker", "90ee222e7e0136dd8ddbb34015538f3a00c129b7", "2025-10-02T22:07:12.966975992Z", "10.2.2", "8.19.0", "8.0.0"),
];

function release(
  number: string,
  buildType: string,
  buildHash: string,
  buildDate: string,
  lucene: string,
  wire: string,
  index: string,
): VersionInfo {
  return {
    number,
    build_flavor: "default",
    build_type: buildType,
    build_hash: buildHash,
    build_date: buildDate,
    build_snapshot: false,
    lucene_version: lucene,
    minimum_wire_compatibility_version: wire,
    minimum_index_compatibility_version: index,
  };
}

/**
 * The release reported by default: the last minor of the 8 line, which the official clients of
 * both 8.x and 7.14+ accept (given the product header), which serves every flow of the contract
 * (points in time with `_shard_doc`, the `_shards` of an opened point in time, the
 * `compatible-with=8` media type), and which the 8.19 JS client in the tests is made for.
 */
export const defaultRelease = "8.19.2";

const versionPattern = /^(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.]+)?$/;

/** The members of `version` for a number or a partial version: what is given, the rest from the record of that release (or of its major version). */
export function versionInfo(given: string | Partial<VersionInfo> = defaultRelease): VersionInfo {
  const partial = typeof given === "string" ? { number: given } : given;
  const number = partial.number ?? defaultRelease;
  const major = versionPattern.exec(number)?.[1];
  if (major === undefined) throw new ControlRefusal(`version ${JSON.stringify(number)} is not a version number such as ${defaultRelease}`);
  const recorded =
    releases.find((candidate) => candidate.number === number) ??
    releases.filter((candidate) => candidate.number.split(".")[0] === major).at(-1) ??
    releases.find((candidate) => candidate.number === defaultRelease)!;
  return { ...recorded, build_snapshot: number.endsWith("-SNAPSHOT"), ...partial, number };
}

export function createCluster(seed: ClusterSeed = {}): Cluster {
  return {
    name: seed.name ?? "search-simulator",
    uuid: "sImUlAtEdClUsTeRuUiD0w",
    nodeId: "sim-node-0",
    nodeName: "search-simulator-1",
    version: versionInfo(seed.version),
  };
}

/** Changes a cluster as a seed or the `cluster` command describes it; a refused description changes nothing. */
export function configureCluster(cluster: Cluster, change: ClusterSeed): Cluster {
  const given = change.version;
  // Members without a number change the release reported now; a number names a release.
  const version =
    given === undefined
      ? cluster.version
      : typeof given === "object" && given.number === undefined
        ? { ...cluster.version, ...given }
        : versionInfo(given);
  return Object.assign(cluster, { name: change.name ?? cluster.name, version });
}

/** The answer to `GET /`. */
export function rootInfo(cluster: Cluster): RootNodeInfo {
  return {
    name: cluster.nodeName,
    cluster_name: cluster.name,
    cluster_uuid: cluster.uuid,
    version: { ...cluster.version },
    tagline: "You Know, for Search",
  };
}

const versionNumber = accepting<string>(
  `a version number such as ${defaultRelease}`,
  (value) => typeof value === "string" && versionPattern.test(value),
);
const versionMembers = fields<Partial<VersionInfo>>({
  number: optional(versionNumber),
  build_flavor: optional(text),
  build_type: optional(text),
  build_hash: optional(text),
  build_date: optional(text),
  build_snapshot: optional(flag),
  lucene_version: optional(text),
  minimum_wire_compatibility_version: optional(text),
  minimum_index_compatibility_version: optional(text),
});

/** Reads `{ name?, version? }`: a version is a number, or an object of `version` members. */
export const clusterReader: Reader<ClusterSeed> = fields<ClusterSeed>({
  name: optional(text),
  version: optional((value, where) => (typeof value === "string" ? versionNumber(value, where) : versionMembers(value, where))),
});
