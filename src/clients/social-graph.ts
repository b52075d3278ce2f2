/**
 * The social-graph API: typed client.
 *
 * Every path of the contract starts with the version segment (`/{api_version}/{user_id}`). The
 * client puts the version into its base URL instead, so calls name the path without it:
 *
 *   const client = createSocialGraphClient({ baseUrl: "https://graph.vendor.example", auth: "EAAB...", version: "v24.0" });
 *   const { data } = await client.GET("/{user_id}", { params: { path: { user_id: "1000" } } });
 *
 * `uploadAudienceUsers` adds users to (or removes them from) a custom audience in one session of
 * batches of at most 10,000 rows.
 */
import type { Middleware } from "openapi-fetch";
import type { components, paths } from "../../generated/social-graph/types.js";
import { commaListMiddleware, createApiClient, type ApiClientOptions } from "./client.js";
import { kindOf, type RetryRules } from "./retry.js";
import { ApiNetworkError, ApiRequestError, ClientOptionsError, ApiResponseError, dataOrThrow } from "./errors.js";

export * from "./client-public.js";
export type { components, paths };
export type User = components["schemas"]["User"];
export type GraphError = components["schemas"]["Error"];
export type AudienceUploadPayload = components["schemas"]["AudienceUploadPayload"];
export type AudienceUploadResult = components["schemas"]["AudienceUploadResult"];
export type AudienceUploadSession = components["schemas"]["AudienceUploadSession"];

export const defaultVersion = "v24.0";

type WithoutVersion<Path> = Path extends `/{api_version}${infer Rest}` ? (Rest extends "" ? "/" : Rest) : Path;
type DropVersionParameter<Parameters> = {
  [Place in keyof Parameters]: Place extends "path" ? Omit<Parameters[Place], "api_version"> : Parameters[Place];
};
type WithoutVersionParameter<Item> = {
  [Key in keyof Item]: Key extends "parameters"
    ? DropVersionParameter<Item[Key]>
    : Item[Key] extends { parameters: infer Parameters }
      ? Omit<Item[Key], "parameters"> & { parameters: DropVersionParameter<Parameters> }
      : Item[Key];
};
/** The contract's paths with the version segment taken out: the version lives in the base URL. */
export type VersionedPaths = { [Path in keyof paths as WithoutVersion<Path & string>]: WithoutVersionParameter<paths[Path]> };

export interface SocialGraphClientOptions extends ApiClientOptions {
  /**
   * The service's address, without the version segment (the client adds `version`); one that
   * ends with the same version segment is taken as it is.
   */
  baseUrl: string;
  /** The access token, sent as the `access_token` query parameter of every request. */
  auth?: string;
  /** @deprecated The former name of `auth`; still read. */
  accessToken?: string;
  /** The version segment, `v<major>.<minor>`; defaults to v24.0. */
  version?: string;
}

/** Adds `access_token` to the query of every request that has none. */
export function accessTokenMiddleware(accessToken: string | undefined): Middleware {
  return {
    onRequest({ request }) {
      if (accessToken === undefined) return request;
      const url = new URL(request.url);
      if (!url.searchParams.has("access_token")) url.searchParams.set("access_token", accessToken);
      return new Request(url, request);
    },
  };
}

export function createSocialGraphClient(options: SocialGraphClientOptions) {
  const version = options?.version ?? defaultVersion;
  if (!/^v\d+\.\d+$/.test(version)) throw new ClientOptionsError("social-graph", `version must look like v24.0, not "${version}"`);
  return createApiClient<VersionedPaths>(
    {
      api: "social-graph",
      options: ["version"],
      basePath: `/${version}`,
      authMiddleware: accessTokenMiddleware,
      deprecatedAuth: { name: "accessToken", value: options?.accessToken },
      middleware: [commaListMiddleware()],
      retry: socialGraphRetry,
    },
    options,
  );
}

/**
 * The service answers a rate limit with its own error codes in the body (001 Errors: 613 and
 * 80002 to 80006, "wait and retry"; and, from its public error guide, 4, 17 and 32 for the app,
 * user and page limits). 3919 ("unexpected technical issue; retry") and an error marked
 * `is_transient` are passing faults, retried where the request may be repeated.
 */
const rateLimitCodes = new Set([4, 17, 32, 613, 80002, 80003, 80004, 80006]);
const graphError = (body: unknown) => (body as { error?: { code?: unknown; is_transient?: unknown } } | undefined)?.error;
const socialGraphRetry: RetryRules = {
  rateLimited: (_response, body) => rateLimitCodes.has(Number(graphError(body)?.code)),
  transient: (_response, body) => graphError(body)?.code === 3919 || graphError(body)?.is_transient === true,
};

export type SocialGraphClient = ReturnType<typeof createSocialGraphClient>;

/** The service takes at most this many users (rows of `data`) per request (001 Limits 1). */
export const maxAudienceBatchSize = 10_000;

export interface AudienceUploadOptions {
  /** The custom audience, a numeric string. */
  audienceId: string;
  /** The key, or the keys in row order, of every row. */
  schema: AudienceUploadPayload["schema"];
  /** Any number of user rows; they are sent in this order. */
  rows: AudienceUploadPayload["data"];
  /** `add` posts the rows (A3), `remove` deletes them (A7). */
  mode: "add" | "remove";
  /** Rows per request, 1 to 10,000; defaults to 10,000. */
  batchSize?: number;
  /** `is_raw` of every batch's payload; defaults to false, as the service's does. */
  isRaw?: boolean;
  dataSource?: AudienceUploadPayload["data_source"];
}

/** The results of every batch of one session, added up. */
export interface AudienceUploadSummary {
  audienceId: string;
  sessionId: number;
  /** Requests sent (and accepted). */
  batches: number;
  num_received: number;
  num_invalid_entries: number;
  /** The samples of every batch, merged; a later batch wins on a repeated entry. */
  invalid_entry_samples: Record<string, string>;
}

/**
 * A batch failed: the upload stopped there, and the batches before it were accepted. Its `cause`
 * is the batch's own ApiResponseError or ApiNetworkError; `status` and `body` are that error's.
 */
export class AudienceUploadError extends ApiRequestError<GraphError> {
  override name = "AudienceUploadError";
  readonly sessionId: number;
  readonly batchSeq: number;

  constructor(message: string, sessionId: number, batchSeq: number, cause: ApiResponseError | ApiNetworkError) {
    // The body of a refused batch is the contract's error body of the operation.
    const body = cause.body as GraphError | undefined;
    super("social-graph", message, { method: cause.method, url: cause.url, status: cause.status, body, operation: cause.operation, cause });
    this.sessionId = sessionId;
    this.batchSeq = batchSeq;
  }

  /** @deprecated The former name of `body`. */
  get error(): GraphError | undefined {
    return this.body;
  }
}

let lastSessionId = 0;

/**
 * A new session ID (an int64 on the wire). Milliseconds times 1000 plus a random part, so that two
 * processes of one ad account hardly ever meet, and strictly increasing within this process, so
 * two calls never share one. It stays below 2^53 (a safe JavaScript integer) until the year 2255.
 */
export function newAudienceSessionId(): number {
  lastSessionId = Math.max(lastSessionId + 1, Date.now() * 1000 + Math.floor(Math.random() * 1000));
  return lastSessionId;
}

/**
 * The upload's options, checked before anything is sent, as JavaScript callers and `any` reach
 * here too: a mode other than exactly "add" or "remove" is refused (any other value, "ADD" or none
 * at all, used to remove the rows from the audience).
 */
function checkUploadOptions(options: AudienceUploadOptions): void {
  const refuse = (problem: string) => new ClientOptionsError("social-graph", `uploadAudienceUsers: ${problem}`);
  if (typeof options !== "object" || options === null)
    throw refuse(`takes options { audienceId, schema, rows, mode, ... }, not ${kindOf(options)}`);
  const { audienceId, schema, rows, mode, isRaw } = options as unknown as Record<string, unknown>;
  if (mode !== "add" && mode !== "remove")
    throw refuse(`mode must be "add" or "remove", not ${typeof mode === "string" ? JSON.stringify(mode) : kindOf(mode)}`);
  if (typeof audienceId !== "string" || !/^[0-9]+$/.test(audienceId))
    throw refuse(
      `audienceId must be the audience's numeric ID as a string, not ${typeof audienceId === "string" ? JSON.stringify(audienceId) : kindOf(audienceId)}`,
    );
  if (!(typeof schema === "string" && schema !== "") && !(Array.isArray(schema) && schema.length > 0))
    throw refuse(`schema must be a key type or a list of them, not ${kindOf(schema)}`);
  if (!Array.isArray(rows)) throw refuse(`rows must be a list, not ${kindOf(rows)}`);
  if (isRaw !== undefined && typeof isRaw !== "boolean") throw refuse(`isRaw must be true or false, not ${kindOf(isRaw)}`);
}

/**
 * Sends any number of rows to a custom audience as one session: requests of at most `batchSize`
 * rows, in order, with `batch_seq` from 1 and `last_batch_flag` on the last. Stops at the first
 * batch that fails, with an AudienceUploadError naming it. Rows go in a JSON body, also for
 * removal: 10,000 rows do not fit in a query string. No rows, no request.
 */
export async function uploadAudienceUsers(client: SocialGraphClient, options: AudienceUploadOptions): Promise<AudienceUploadSummary> {
  checkUploadOptions(options);
  const { audienceId, schema, rows, mode, isRaw, dataSource } = options;
  const batchSize = options.batchSize ?? maxAudienceBatchSize;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > maxAudienceBatchSize) {
    throw new RangeError(`batchSize must be an integer from 1 to ${maxAudienceBatchSize}, not ${batchSize}`);
  }
  const sessionId = newAudienceSessionId();
  const batchCount = Math.ceil(rows.length / batchSize);
  const summary: AudienceUploadSummary = {
    audienceId,
    sessionId,
    batches: 0,
    num_received: 0,
    num_invalid_entries: 0,
    invalid_entry_samples: {},
  };
  const what = mode === "add" ? "upload" : "removal";

  for (let batchSeq = 1; batchSeq <= batchCount; batchSeq++) {
    const session: AudienceUploadSession = {
      session_id: sessionId,
      estimated_num_total: rows.length,
      batch_seq: batchSeq,
      last_batch_flag: batchSeq === batchCount,
    };
    const payload: AudienceUploadPayload = {
      schema,
      data: rows.slice((batchSeq - 1) * batchSize, batchSeq * batchSize),
      // Always sent: the generated type makes a member with a default required; false is the default.
      is_raw: isRaw ?? false,
      ...(dataSource === undefined ? {} : { data_source: dataSource }),
    };
    const request = { params: { path: { custom_audience_id: audienceId } }, body: { payload, session } };
    const where = `Audience ${what} for ${audienceId} stopped at batch ${batchSeq} of ${batchCount} (session ${sessionId}; ${batchSeq - 1} accepted before it)`;

    let data: AudienceUploadResult | undefined;
    const operation = mode === "add" ? "addCustomAudienceUsers" : "removeCustomAudienceUsers";
    try {
      data = await dataOrThrow(
        mode === "add" ? client.POST("/{custom_audience_id}/users", request) : client.DELETE("/{custom_audience_id}/users", request),
        { operation },
      );
    } catch (cause) {
      if (cause instanceof ApiResponseError) {
        const body = cause.body as GraphError | undefined;
        const detail = body?.error
          ? `error ${body.error.code}${body.error.error_subcode === undefined ? "" : `/${body.error.error_subcode}`}: ${body.error.message}`
          : JSON.stringify(body);
        throw new AudienceUploadError(`${where}: HTTP ${cause.status}, ${detail}`, sessionId, batchSeq, cause);
      }
      if (cause instanceof ApiNetworkError) throw new AudienceUploadError(`${where}: ${cause.message}`, sessionId, batchSeq, cause);
      throw cause;
    }
    summary.batches = batchSeq;
    summary.num_received += data?.num_received ?? 0;
    summary.num_invalid_entries += data?.num_invalid_entries ?? 0;
    Object.assign(summary.invalid_entry_samples, data?.invalid_entry_samples);
  }
  return summary;
}
