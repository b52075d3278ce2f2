/**
 * The social-graph API: typed client.
 *
 * Every path of the contract starts with the version segment (`/{api_version}/{user_id}`). The
 * client puts the version into its base URL instead, so calls name the path without it:
 *
 *   const client = createSocialGraphClient({ accessToken: "EAAB...", version: "v24.0" });
 *   const { data } = await client.GET("/{user_id}", { params: { path: { user_id: "1000" } } });
 */
import type { Middleware } from "openapi-fetch";
import type { components, paths } from "../generated/social-graph/types.js";
import { createApiClient, type ApiClientOptions } from "./client.js";
import { mockUrl } from "./apis.js";

export type { components, paths };
export type User = components["schemas"]["User"];
export type GraphError = components["schemas"]["Error"];

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
  /** Sent as the `access_token` query parameter of every request. */
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

export function createSocialGraphClient(options: SocialGraphClientOptions = {}) {
  const version = options.version ?? defaultVersion;
  if (!/^v\d+\.\d+$/.test(version)) throw new Error(`version must look like v24.0, not "${version}"`);
  const baseUrl = `${(options.baseUrl ?? mockUrl("social-graph")).replace(/\/+$/, "")}/${version}`;
  return createApiClient<VersionedPaths>("social-graph", { ...options, baseUrl }, accessTokenMiddleware(options.accessToken));
}

export type SocialGraphClient = ReturnType<typeof createSocialGraphClient>;
