/**
 * Type-level tests of the code-hosting client, checked by `tsc --noEmit` (part of npm test): each
 * `@ts-expect-error` line must be a type error, or the check fails. Never called at run time.
 */
import { ApiResponseError, asOpenapiFetchClient, createCodeHostingClient, dataOrThrow, type ImportProgress, type ImportStatus } from "../../src/clients/code-hosting.js";

export async function typeTests(): Promise<void> {
  const baseUrl = "http://127.0.0.1:4010";
  const client = createCodeHostingClient({ baseUrl, auth: "t" });

  // @ts-expect-error the base URL is required: a client has no default address
  createCodeHostingClient({ auth: "t" });

  // @ts-expect-error the credential is a token string
  createCodeHostingClient({ baseUrl, auth: { token: "t" } });

  // The former name of the credential still compiles (deprecated).
  createCodeHostingClient({ baseUrl, token: "t" });
  const path = { owner: "octocat", repo: "socm" };

  // @ts-expect-error a path the contract does not have
  await client.GET("/repos/{owner}/{repo}/imports", { params: { path } });

  // @ts-expect-error a method the path does not have
  await client.POST("/repos/{owner}/{repo}/import", { params: { path } });

  // @ts-expect-error a missing path parameter
  await client.GET("/repos/{owner}/{repo}/import", { params: { path: { owner: "octocat" } } });

  // @ts-expect-error since is an integer
  await client.GET("/repos/{owner}/{repo}/import/authors", { params: { path, query: { since: "yesterday" } } });

  // @ts-expect-error vcs_url is required
  await client.PUT("/repos/{owner}/{repo}/import", { params: { path }, body: { vcs: "git" } });

  // @ts-expect-error a misspelled optional member of a body (the schema is closed)
  await client.PUT("/repos/{owner}/{repo}/import", { params: { path }, body: { vcs_url: "https://x.example", vcs_usrname: "me" } });

  // An open body schema (the import update) takes members it does not declare.
  await client.PATCH("/repos/{owner}/{repo}/import", { params: { path }, body: { vcs_username: "me", tfvc_project: "p", extra: 1 } });

  // Typed as openapi-fetch's client, the same client lets the misspelling through.
  await asOpenapiFetchClient(client).PUT("/repos/{owner}/{repo}/import", { params: { path }, body: { vcs_url: "https://x.example", vcs_usrname: "me" } });

  // @ts-expect-error vcs is one of four kinds
  await client.PUT("/repos/{owner}/{repo}/import", { params: { path }, body: { vcs_url: "https://x.example", vcs: "cvs" } });

  // @ts-expect-error use_lfs is opt_in or opt_out
  await client.PATCH("/repos/{owner}/{repo}/import/lfs", { params: { path }, body: { use_lfs: "maybe" } });

  // @ts-expect-error author_id is an integer
  await client.PATCH("/repos/{owner}/{repo}/import/authors/{author_id}", { params: { path: { ...path, author_id: "x" } }, body: {} });

  const progress: ImportProgress = await dataOrThrow(client.GET("/repos/{owner}/{repo}/import", { params: { path } }));
  // @ts-expect-error dataOrThrow gives the success body, not the error body
  const notProgress: { documentation_url: string } = await dataOrThrow(client.GET("/repos/{owner}/{repo}/import", { params: { path } }));
  const failure = new ApiResponseError("code-hosting", "GET", "http://127.0.0.1:4010/x", 404, { message: "Not Found" });
  const status: number = failure.status;
  void [progress, notProgress, status];

  const { data } = await client.GET("/repos/{owner}/{repo}/import", { params: { path } });
  if (data) {
    const status: ImportStatus = data.status;
    // @ts-expect-error the status is one of the documented values
    const wrong: "paused" = data.status;
    const percent: number | null | undefined = data.percent; // null before the raw step reports progress
    void [status, wrong, percent];
  }
}
