/**
 * The hostile inputs to the control API and the JSON reader: the control API from a page on a
 * rebound name, the clock moved by 1e300 ms, commands named after what every object has, JSON
 * nested 100,000 deep to every API and a body of a million members no contract names.
 */
import { bearer, eventHeaders, send, targets, type Input } from "./requests.js";
import type { Urls } from "./server.js";

/** A body nesting arrays `depth` deep under a member. */
const deepMember = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
/** A JSON object of a million members no contract names, made once here: making it in an input would hold the probe. */
const broadBody = `{${[...Array(1_000_000)].map((_, i) => `"m${i}":1`).join(",")}}`;

export function controlInputs(urls: Urls): Input[] {
  const { ch, computePolicy } = targets(urls);
  return [
    [
      "the control API from a page on a rebound name (Host and Origin evil.example)",
      async () =>
        Promise.all(
          ["reset", "tokens", "clock", "faults"].map((command) =>
            send(
              `${ch}/__control/${command}`,
              "POST",
              {
                host: `evil.example:${new URL(ch).port}`,
                origin: `http://evil.example:${new URL(ch).port}`,
                "content-type": "application/json",
              },
              "{}",
            ),
          ),
        ),
    ],
    [
      "the clock moved by 1e300 ms, then a dated answer",
      async () => [
        await send(`${ch}/__control/clock`, "POST", { "content-type": "application/json" }, JSON.stringify({ advanceMs: 1e300 })),
        await send(`${ch}/repos/o/clock/import`, "PUT", bearer, JSON.stringify({ vcs: "git", vcs_url: "https://git.example.org/x.git" })),
      ],
    ],
    [
      "control commands named after what every object has (constructor, toString)",
      async () =>
        Promise.all(
          ["constructor", "toString", "__proto__"].map((command) =>
            send(`${ch}/__control/${command}`, "POST", { "content-type": "application/json" }, "{}"),
          ),
        ),
    ],
    [
      "JSON nested 100,000 deep, to every API",
      async () =>
        Promise.all([
          send(`${ch}/repos/o/r/import`, "PUT", bearer, `{"vcs_url":"https://git.example.org/x.git","x":${deepMember(100_000)}}`),
          send(
            `${urls["social-graph"]}/v24.0/23843129321830525/users?access_token=t`,
            "POST",
            { "content-type": "application/x-www-form-urlencoded" },
            `payload=${encodeURIComponent(`{"schema":"EMAIL_SHA256","data":${deepMember(100_000)}}`)}`,
          ),
          send(`${urls["event-management"]}/rest/events`, "POST", eventHeaders, `{"x":${deepMember(100_000)}}`),
          send(computePolicy("storefront-edge"), "PATCH", bearer, `{"x":${deepMember(100_000)}}`),
          send(
            `${urls.search}/_search`,
            "POST",
            { "content-type": "application/json" },
            `{"x":${deepMember(100_000)}, "n": 1234567890123456}`,
          ),
        ]),
    ],
    [
      "a body of 1,000,000 members no contract names, to search and compute",
      async () =>
        Promise.all([
          send(`${urls.search}/_search`, "POST", { "content-type": "application/json" }, broadBody),
          send(computePolicy("storefront-edge"), "PATCH", bearer, broadBody),
        ]),
    ],
  ];
}
