/**
 * `health [url...]`: whether a simulator answers at each URL, by its readiness endpoint
 * (/__health); every API's own port on 127.0.0.1 by default. For a container's HEALTHCHECK, which
 * has no curl in an image of the single executable. Exit 0 when every one is ready, 1 otherwise.
 */
import { apiIds, getApi } from "../contract/apis.js";
import { healthPath } from "../simulator/health-route.js";
import { help, parse, UsageError } from "./arguments.js";

/** How long one answer may take: a HEALTHCHECK has its own timeout, this keeps within it. */
const answerMs = 3_000;

export async function health(args: string[]): Promise<number> {
  const { values, positionals } = parse(args, {}, "health");
  if (values.help) return help("health");
  const urls = positionals.length > 0 ? positionals : apiIds.map((api) => `http://127.0.0.1:${getApi(api).port}`);
  for (const url of urls)
    if (!/^https?:\/\/[^/]+\/?$/.test(url)) throw new UsageError(`health takes base URLs (http://host:port), not "${url}"`);
  const answers = await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(`${url.replace(/\/$/, "")}${healthPath}`, { signal: AbortSignal.timeout(answerMs) });
        await response.arrayBuffer();
        return { url, ready: response.status === 200, why: `answered ${response.status}` };
      } catch (error) {
        return { url, ready: false, why: ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message };
      }
    }),
  );
  for (const { url, ready, why } of answers) console.log(ready ? `${url} ready` : `${url} not ready: ${why}`);
  return answers.every(({ ready }) => ready) ? 0 : 1;
}
