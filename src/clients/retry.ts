/**
 * Retries of the five clients. A request is sent again when the service refused it without
 * processing it (a rate limit, maintenance: 429, 503, and each API's own rate-limit answers),
 * after the wait the answer asks for (`Retry-After`, or the API's own reset time) or else after a
 * backoff with full jitter; and, where repeating it cannot do a thing twice (GET, PUT, DELETE, or a
 * compute request with its `requestId`), also when no answer came or a 5xx did.
 *
 * It wraps the client's fetch, below the middleware: each attempt is the very request the
 * middleware built, with the same credential and the same compute `requestId`.
 */
export interface RetryOptions {
  /** How many times a request is sent again after the first attempt; default 2. */
  retries?: number;
  /**
   * Milliseconds before retry number `retry` (1, 2, ...) when the answer names no time; default a
   * random wait up to 200 ms doubled each retry (full jitter), at most `maxDelayMs`.
   */
  delayMs?: (retry: number) => number;
  /** The longest wait accepted, Retry-After included: an answer that asks for longer is returned as it came. Default 60 000. */
  maxDelayMs?: number;
  /** Told before each retry: why, and how long it waits. */
  onRetry?: (retry: RetryEvent) => void;
}

export interface RetryEvent {
  /** 1 for the first retry. */
  retry: number;
  method: string;
  url: string;
  /** The status that asked for it; undefined when no answer came. */
  status?: number;
  reason: "rate-limited" | "unavailable" | "no-answer" | "server-error";
  delayMs: number;
}

/** What an API's module knows of its service's answers (all optional). */
export interface RetryRules {
  /** An answer that refuses the request for a rate limit, beyond 429 (its JSON body is given, when it has one). */
  rateLimited?(response: Response, body: unknown): boolean;
  /** An answer that says a passing fault, beyond 5xx: retried as a 5xx is, where the request may be repeated. */
  transient?(response: Response, body: unknown): boolean;
  /** The milliseconds an answer asks to wait, beyond `Retry-After` (a rate limit's reset time, say). */
  waitMs?(response: Response, now: number): number | undefined;
  /** A request that may be repeated after a failure that may have processed it, beyond GET, HEAD, PUT, DELETE, OPTIONS. */
  idempotent?(request: Request): boolean;
}

const idempotentMethods = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

const retryMembers: Record<keyof RetryOptions, { shape: string; test: (value: unknown) => boolean }> = {
  retries: { shape: "a whole number, 0 or more", test: (value) => Number.isSafeInteger(value) && (value as number) >= 0 },
  delayMs: { shape: "a function", test: (value) => typeof value === "function" },
  maxDelayMs: {
    shape: "a number of milliseconds, 0 or more",
    test: (value) => typeof value === "number" && value >= 0 && !Number.isNaN(value),
  },
  onRetry: { shape: "a function", test: (value) => typeof value === "function" },
};

/**
 * What is wrong with a client's `retry` option, if anything. Checked when the client is made: a
 * `retries` that is no number would repeat a failing request without end.
 */
export function retryOptionProblem(retry: unknown): string | undefined {
  if (retry === undefined || typeof retry === "boolean") return undefined;
  const shape = `true, false or { ${Object.keys(retryMembers).join("?, ")}? }`;
  if (typeof retry !== "object" || retry === null || Array.isArray(retry)) return `retry must be ${shape}, not ${kindOf(retry)}`;
  for (const [name, value] of Object.entries(retry)) {
    const member = Object.hasOwn(retryMembers, name) ? retryMembers[name as keyof RetryOptions] : undefined;
    if (!member) return `retry has no member ${name} (it takes ${shape})`;
    if (value !== undefined && !member.test(value)) return `retry.${name} must be ${member.shape}, not ${kindOf(value)}`;
  }
  return undefined;
}

/** The kind of a value for a message, never the value itself (an option may be a credential). */
export function kindOf(value: unknown): string {
  if (value === undefined) return "missing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "number" && Number.isNaN(value)) return "NaN";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/** A fetch that sends a request again as the options and the API's rules say. */
export function retryingFetch(send: (request: Request) => Promise<Response>, rules: RetryRules = {}, options: RetryOptions = {}) {
  const retries = options.retries ?? 2;
  const maxDelayMs = options.maxDelayMs ?? 60_000;
  const backoff = options.delayMs ?? ((retry: number) => Math.random() * Math.min(maxDelayMs, 200 * 2 ** (retry - 1)));
  const repeatable = (request: Request) => idempotentMethods.has(request.method) || rules.idempotent?.(request) === true;

  return async (request: Request): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= retries;
      const retry = attempt + 1;
      let response: Response;
      try {
        // A body can be read once: each attempt but the last sends a copy.
        response = await send(last ? request : request.clone());
      } catch (error) {
        if (last || request.signal.aborted || !repeatable(request)) throw error;
        const delayMs = backoff(retry);
        options.onRetry?.({ retry, method: request.method, url: request.url, reason: "no-answer", delayMs });
        await sleep(delayMs, request.signal);
        continue;
      }
      if (last) return response;
      const reason = await reasonToRetry(response, request, rules, repeatable);
      if (reason === undefined) return response;
      const delayMs = requestedWait(response, rules) ?? backoff(retry);
      if (delayMs > maxDelayMs) return response;
      options.onRetry?.({ retry, method: request.method, url: request.url, status: response.status, reason, delayMs });
      await response.body?.cancel();
      await sleep(delayMs, request.signal);
    }
  };
}

async function reasonToRetry(
  response: Response,
  request: Request,
  rules: RetryRules,
  repeatable: (request: Request) => boolean,
): Promise<RetryEvent["reason"] | undefined> {
  if (response.ok) return undefined;
  if (response.status === 429) return "rate-limited";
  if (response.status === 503) return "unavailable";
  const body = response.status < 500 && (rules.rateLimited || rules.transient) ? await jsonBody(response) : undefined;
  if (response.status < 500 && rules.rateLimited?.(response, body)) return "rate-limited";
  const transient = response.status >= 500 || rules.transient?.(response, body) === true;
  return transient && repeatable(request) ? "server-error" : undefined;
}

/** The wait an answer asks for: `Retry-After` in seconds or as a date, else the API's own. */
function requestedWait(response: Response, rules: RetryRules): number | undefined {
  const now = Date.now();
  const retryAfter = response.headers.get("retry-after")?.trim();
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter)) return Number(retryAfter) * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const own = rules.waitMs?.(response, now);
  return own === undefined ? undefined : Math.max(0, own);
}

async function jsonBody(response: Response): Promise<unknown> {
  if (!/[/+]json\b/i.test(response.headers.get("content-type") ?? "")) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", abort, { once: true });
  });
}
