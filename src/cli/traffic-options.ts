/**
 * `serve`'s options of what the simulator answers from elsewhere: `--replay <file.har>` (repeatable)
 * with `--replay-strict` and `--replay-ignore <name>`, and `--upstream <api>=<url>` with `--forward
 * <operationId,...>` (docs/recording.md). Each misuse is a usage error naming the problem.
 */
import { apiIds, isApiId, type ApiId } from "../contract/apis.js";
import { operationIndex } from "../contract/documents.js";
import type { PassthroughOptions, ReplayOptions } from "../simulator/options.js";
import { didYouMean } from "../contract/closest.js";
import { name, unknownApi, upstreamOption, UsageError } from "./arguments.js";

export interface TrafficValues {
  replay?: string[];
  "replay-strict"?: boolean;
  "replay-ignore"?: string[];
  upstream?: string[];
  forward?: string[];
}

export const trafficFlags = {
  replay: { type: "string", multiple: true },
  "replay-strict": { type: "boolean" },
  "replay-ignore": { type: "string", multiple: true },
  upstream: { type: "string", multiple: true },
  forward: { type: "string", multiple: true },
} as const;

/** Whether any of the flags is given (they are the simulator's: Prism's mocks have none). */
export const anyTrafficFlag = (values: TrafficValues): boolean =>
  Object.keys(trafficFlags).some((flag) => values[flag as keyof TrafficValues] !== undefined);

export function replayOption(values: TrafficValues): ReplayOptions | undefined {
  if (values.replay === undefined) {
    const alone = values["replay-strict"] ? "--replay-strict" : values["replay-ignore"] ? "--replay-ignore" : undefined;
    if (alone) throw new UsageError(`${alone} goes with --replay <file.har>, which names the recording`);
    return undefined;
  }
  return { file: values.replay, strict: values["replay-strict"], ignore: values["replay-ignore"] };
}

/**
 * `--upstream <api>=<url>` (repeatable, one per API) and `--forward <operationId,...>` (repeatable):
 * each operation forwarded to the upstream of the API whose contract has it. Only APIs served, http(s)
 * upstreams and known operations; an upstream with nothing to forward, or an operation whose API has
 * no upstream, is a mistake said at once.
 */
export function passthroughOption(values: TrafficValues, served: readonly ApiId[]): Partial<Record<ApiId, PassthroughOptions>> | undefined {
  const passthrough: Partial<Record<ApiId, PassthroughOptions>> = {};
  for (const value of values.upstream ?? []) {
    const equals = value.indexOf("=");
    const api = value.slice(0, equals);
    if (equals <= 0)
      throw new UsageError(`--upstream takes <api>=<url>, for example code-hosting=https://code-hosting.vendor.example; not "${value}"`);
    if (!isApiId(api)) throw new UsageError(`--upstream ${value}: ${unknownApi(api)}`);
    if (!served.includes(api)) throw new UsageError(`--upstream ${value}: ${api} is not served; the APIs served are ${served.join(", ")}`);
    if (passthrough[api]) throw new UsageError(`--upstream ${value}: ${api} has an upstream already (${passthrough[api].upstream})`);
    passthrough[api] = { upstream: upstreamOption(value.slice(equals + 1), `--upstream ${api}`), operations: [] };
  }
  for (const operationId of (values.forward ?? []).flatMap((list) => list.split(",")).map((id) => id.trim())) {
    if (operationId === "") throw new UsageError("--forward takes operationIds joined by commas, for example getImportStatus,startImport");
    const owners = apiIds.filter((api) => operationIndex(api).get(operationId) !== undefined);
    const api = owners.find((owner) => passthrough[owner] !== undefined) ?? owners.find((owner) => served.includes(owner)) ?? owners[0];
    if (api === undefined) {
      const known = apiIds.flatMap((id) => operationIndex(id).operations.map((entry) => entry.operationId));
      throw new UsageError(
        `--forward ${operationId}: not an operation of any API${didYouMean(operationId, known) || ` (see '${name} list')`}`,
      );
    }
    if (!served.includes(api))
      throw new UsageError(
        `--forward ${operationId}: an operation of ${api}, which is not served; the APIs served are ${served.join(", ")}`,
      );
    const forwarded = passthrough[api];
    if (forwarded === undefined)
      throw new UsageError(`--forward ${operationId}: an operation of ${api}, which has no upstream: add --upstream ${api}=<url>`);
    (forwarded.operations as string[]).push(operationId);
  }
  for (const [api, forwarded] of Object.entries(passthrough)) {
    if (forwarded.operations.length === 0)
      throw new UsageError(
        `--upstream ${api}=${forwarded.upstream}: no operation of ${api} is forwarded: name them with --forward <operationId,...>`,
      );
  }
  return Object.keys(passthrough).length === 0 ? undefined : passthrough;
}
