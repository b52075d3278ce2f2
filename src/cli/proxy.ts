/** `proxy`: the validating proxy in front of a server of one API. */
import { getApi } from "../contract/apis.js";
import { redactUserinfo } from "../contract/redaction.js";
import { violationLine } from "../servers/http.js";
import { apiArgument, help, name, parse, portOption, upstreamOption, UsageError } from "./arguments.js";
import { readyFileOption, readyLine, serveUntilStopped } from "./running.js";

export async function proxy(args: string[]): Promise<number> {
  const { values, positionals } = parse(
    args,
    {
      host: { type: "string" },
      port: { type: "string" },
      record: { type: "string" },
      "record-overwrite": { type: "boolean" },
      quiet: { type: "boolean" },
      "ready-file": { type: "string" },
    },
    "proxy",
  );
  if (values.help) return help("proxy");
  const api = apiArgument(positionals[0], "proxy");
  let upstream: string;
  try {
    upstream = upstreamOption(positionals[1], "<upstream-url>");
  } catch (error) {
    throw new UsageError((error as Error).message, "proxy");
  }
  const readyFile = readyFileOption(values["ready-file"]);
  if (values["record-overwrite"] && values.record === undefined)
    throw new UsageError("--record-overwrite goes with --record <file.har>", "proxy");
  const { startProxyServer, RecordingError } = await import("../servers/proxy.js");
  const server = await startProxyServer(api, upstream, {
    host: values.host,
    port: portOption(values.port) ?? getApi(api).port + 1000,
    log: values.quiet ? undefined : (line) => console.log(`${new Date().toISOString()} ${line}`),
    onViolation: (violation) => console.log(violationLine(api, violation)),
    // A failed write is told whatever --quiet says: the recording is what was asked for.
    record:
      values.record === undefined
        ? undefined
        : {
            file: values.record,
            overwrite: values["record-overwrite"],
            onError: (error) => console.error(`${name}: recording to ${values.record} failed (the proxy goes on): ${error.message}`),
          },
  }).catch((error: unknown) => {
    throw error instanceof RecordingError ? new UsageError(`--record: ${error.message}`) : error;
  });
  console.log(
    `${api} validating proxy on ${server.url} -> ${redactUserinfo(upstream)}${values.record === undefined ? "" : `, recording to ${values.record}`}`,
  );
  return serveUntilStopped([server], {
    line: readyLine("Proxy"),
    file: readyFile,
    ready: { urls: { [api]: server.url } },
  });
}
