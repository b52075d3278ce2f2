/** Payloads that break a rule of the code-hosting document are rejected, one case per rule. */
import { describe, expect, it } from "vitest";
import { createValidator } from "../../src/contract/validate.js";
import { itRejectsEach, type ConstraintCase } from "../support/constraints.js";
import { contractOf } from "../support/contract.js";
import { corpus } from "../support/real-payloads.js";

const { schemas, ref } = contractOf("code-hosting");

const progress = {
  vcs: "git",
  use_lfs: "undecided",
  vcs_url: "https://git.example.org/socm.git",
  status: "importing",
  url: "https://api.vendor.example/repos/octocat/socm/import",
  html_url: "https://vendor.example/octocat/socm/import",
  authors_url: "https://api.vendor.example/repos/octocat/socm/import/authors",
  repository_url: "https://api.vendor.example/repos/octocat/socm",
};

const cases: ConstraintCase[] = [
  { given: "a start without vcs_url", schema: "StartImportRequest", value: { vcs: "git" }, rule: "required" },
  { given: "a start with an unknown vcs", schema: "StartImportRequest", value: { vcs_url: "https://x.example", vcs: "cvs" }, rule: "enum" },
  {
    given: "a start with an unknown field",
    schema: "StartImportRequest",
    value: { vcs_url: "https://x.example", vcs_pasword: "x" },
    rule: "additionalProperties",
  },
  { given: "a start with a non-string vcs_url", schema: "StartImportRequest", value: { vcs_url: 42 }, rule: "type" },
  { given: "an update with an unknown vcs", schema: "UpdateImportRequest", value: { vcs: "bazaar" }, rule: "enum" },
  { given: "an LFS preference of maybe", schema: "LfsPreferenceRequest", value: { use_lfs: "maybe" }, rule: "enum" },
  {
    given: "an LFS preference of undecided (a state, not a choice)",
    schema: "LfsPreferenceRequest",
    value: { use_lfs: "undecided" },
    rule: "enum",
  },
  { given: "an LFS preference without use_lfs", schema: "LfsPreferenceRequest", value: {}, rule: "required" },
  {
    given: "an author mapping with an unknown field",
    schema: "MapCommitAuthorRequest",
    value: { mail: "a@b.example" },
    rule: "additionalProperties",
  },
  { given: "a progress record with an unknown status", schema: "ImportProgress", value: { ...progress, status: "paused" }, rule: "enum" },
  { given: "a progress record with percent 101", schema: "ImportProgress", value: { ...progress, percent: 101 }, rule: "maximum" },
  { given: "a progress record with percent -1", schema: "ImportProgress", value: { ...progress, percent: -1 }, rule: "minimum" },
  { given: "a progress record with use_lfs maybe", schema: "ImportProgress", value: { ...progress, use_lfs: "maybe" }, rule: "enum" },
  {
    given: "a progress record with a fractional commit_count",
    schema: "ImportProgress",
    value: { ...progress, commit_count: 1.5 },
    rule: "type",
  },
  { given: "a progress record without status", schema: "ImportProgress", value: { ...progress, status: undefined }, rule: "required" },
  { given: "a progress record whose url is not a URL", schema: "ImportProgress", value: { ...progress, url: "not a url" }, rule: "format" },
  {
    given: "a commit author with a string id",
    schema: "CommitAuthor",
    value: { id: "1", remote_id: "a", remote_name: "a", email: "e", name: "n", url: "https://a.example", import_url: "https://a.example" },
    rule: "type",
  },
  {
    given: "a large file with a negative size",
    schema: "LargeFileEntry",
    value: { ref_name: "refs/heads/main", path: "a", oid: "b", size: -1 },
    rule: "minimum",
  },
  // Permission-catalog request bodies (their shapes come from the real service's reference).
  { given: "an email list that is empty", schema: "EmailAddressList", value: { emails: [] }, rule: "minItems" },
  {
    given: "an email body with an unknown field",
    schema: "EmailAddressList",
    value: { email: ["a@b.example"] },
    rule: "additionalProperties",
  },
  { given: "a social-account body without account_urls", schema: "SocialAccountUrlList", value: {}, rule: "required" },
  { given: "a GPG key without armored_public_key", schema: "GpgKeyCreate", value: { name: "laptop" }, rule: "required" },
  { given: "an SSH key that is not in a known format", schema: "KeyCreate", value: { key: "not-a-key AAAA" }, rule: "pattern" },
  { given: "an SSH signing key that is not in a known format", schema: "SshSigningKeyCreate", value: { key: "pgp AAAA" }, rule: "pattern" },
  { given: "a commit status with an unknown state", schema: "StatusCreate", value: { state: "done" }, rule: "enum" },
  { given: "a custom property value without a name", schema: "CustomPropertyValue", value: { value: "x" }, rule: "required" },
  { given: "a custom property value of a number", schema: "CustomPropertyValue", value: { property_name: "team", value: 7 }, rule: "type" },
  { given: "a custom-properties update without properties", schema: "CustomPropertyValuesUpdate", value: {}, rule: "required" },
  {
    given: "an announcement whose expiry is not a date-time",
    schema: "Announcement",
    value: { announcement: "Hi", expires_at: "tomorrow" },
    rule: "format",
  },
  {
    given: "a profile update with an unknown field",
    schema: "PrivateUserUpdate",
    value: { nickname: "octo" },
    rule: "additionalProperties",
  },
];

describe("code-hosting rejects what its document forbids", () => {
  itRejectsEach("code-hosting", cases);

  it("accepts both the documented strings and the sampled booleans for use_lfs", () => {
    for (const useLfs of ["opt_in", "opt_out", "undecided", true, false]) {
      expect(schemas.validate(ref("ImportProgress"), { ...progress, use_lfs: useLfs }).problems).toEqual([]);
    }
  });
});

describe("code-hosting's commit-status create answer", () => {
  // The recorded create answer of the corpus (octokit/fixtures create-status), as the service's
  // answers embed a creator. No public recording shows a creator without `avatar_url` (the
  // octokit fixtures and PyGithub's replay data both carry it), but the contract does not require
  // it of an embedded account (SimpleUser): such an answer is accepted, and the creator is still
  // checked as an account.
  const [, recorded] = corpus("code-hosting").find(([file]) => file === "createCommitStatus.201-recorded-failure.json")!;
  const answer = (creator: Record<string, unknown>) =>
    createValidator("code-hosting").validateResponse({
      ...recorded,
      status: recorded.status!,
      body: { ...(recorded.body as object), creator },
    });
  const { avatar_url: _avatar, ...withoutAvatar } = (recorded.body as { creator: Record<string, unknown> }).creator;

  it("is accepted with a creator that has no avatar_url", () => {
    expect(answer(withoutAvatar).problems).toEqual([]);
  });

  it("is refused with a creator that has no login: the creator is still checked", () => {
    const { login: _login, ...withoutLogin } = withoutAvatar;
    expect(answer(withoutLogin).problems.map((problem) => problem.rule)).toContain("required");
  });
});
