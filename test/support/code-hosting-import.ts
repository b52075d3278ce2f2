/**
 * The source document's import flow as an application runs it with the code-hosting service's
 * official client, for the suites that drive it from a repository that exists (the default seed)
 * and from one the application created first: start, poll, read and map authors, large files and
 * the LFS preference, poll to complete; authors can no longer be mapped after the push.
 */
import type { Octokit } from "@octokit/rest";
import { expect } from "vitest";
import type { ControlClient } from "../../src/simulator/control.js";
import { phaseMilliseconds } from "../../src/simulator/services/code-hosting/index.js";

/** The status of a call the client throws on (it throws for every status from 400). */
export async function refusal(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (error) {
    return (error as { status: number }).status;
  }
  throw new Error("the call was not refused");
}

/** Runs an import into the repository of `importRoute` from its start to `complete`; the clock moves where an application would wait. */
export async function importToComplete(
  octokit: Octokit,
  control: ControlClient,
  importRoute: { owner: string; repo: string },
): Promise<void> {
  const started = await octokit.request("PUT /repos/{owner}/{repo}/import", {
    ...importRoute,
    vcs_url: "https://svn.example.org/large-files/trunk",
  });
  expect(started.status).toBe(201);
  expect(started.data).toMatchObject({ status: "detecting", vcs: null });

  await control.advanceClock(phaseMilliseconds.detecting + phaseMilliseconds.importing / 2);
  const importing = await octokit.request("GET /repos/{owner}/{repo}/import", importRoute);
  expect(importing.data).toMatchObject({ status: "importing", vcs: "subversion", has_large_files: true, large_files_count: 3 });

  const authors = await octokit.request("GET /repos/{owner}/{repo}/import/authors", importRoute);
  expect(authors.data).toHaveLength(3);
  const [first, second] = authors.data as { id: number; remote_name: string }[];
  const later = await octokit.request("GET /repos/{owner}/{repo}/import/authors", { ...importRoute, since: first!.id });
  expect((later.data as { id: number }[]).map((author) => author.id)).not.toContain(first!.id);
  const mapped = await octokit.request("PATCH /repos/{owner}/{repo}/import/authors/{author_id}", {
    ...importRoute,
    author_id: first!.id,
    name: "Hubot the Robot",
    email: "hubot@vendor.example",
  });
  expect(mapped.data).toMatchObject({
    id: first!.id,
    name: "Hubot the Robot",
    email: "hubot@vendor.example",
    remote_name: first!.remote_name,
  });
  await octokit.request("PATCH /repos/{owner}/{repo}/import/authors/{author_id}", {
    ...importRoute,
    author_id: second!.id,
    email: "svner@vendor.example",
  });

  const largeFiles = await octokit.request("GET /repos/{owner}/{repo}/import/large_files", importRoute);
  expect((largeFiles.data as { size: number }[]).every((file) => file.size > 100 * 2 ** 20)).toBe(true);
  const lfs = await octokit.request("PATCH /repos/{owner}/{repo}/import/lfs", { ...importRoute, use_lfs: "opt_in" });
  expect(lfs.data).toMatchObject({ use_lfs: "opt_in" });

  await control.advanceClock(phaseMilliseconds.importing + phaseMilliseconds.mapping + phaseMilliseconds.pushing);
  const complete = await octokit.request("GET /repos/{owner}/{repo}/import", importRoute);
  expect(complete.data).toMatchObject({ status: "complete", use_lfs: "opt_in", authors_count: 3 });
  const final = await octokit.request("GET /repos/{owner}/{repo}/import/authors", importRoute);
  expect(final.data).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: first!.id, name: "Hubot the Robot", email: "hubot@vendor.example" }),
      expect.objectContaining({ id: second!.id, email: "svner@vendor.example" }),
    ]),
  );
  // Authors are mapped only until the push.
  expect(
    await refusal(
      octokit.request("PATCH /repos/{owner}/{repo}/import/authors/{author_id}", { ...importRoute, author_id: second!.id, name: "Late" }),
    ),
  ).toBe(422);
}
