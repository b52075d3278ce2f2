/**
 * The scaffold (npm run scaffold, scripts/scaffold.ts; docs/maintaining.md, "Adding an API" and
 * "Adding an operation"): its usage errors, checked in process against this checkout, and no
 * placeholder of it left in the sources. Its runs in a scratch copy of the repository are
 * test/scaffold.ci.ts, which CI runs beside npm test (npm run test:ci).
 */
import { describe, expect, it } from "vitest";
import { packageRoot } from "../src/contract/files.js";
import { readCommand } from "../scripts/scaffold.js";
import { scaffoldPlaceholders } from "./support/contract.js";

describe("the scaffold's usage errors", () => {
  it.each([
    [["api", "Widgets", "--port", "4015", "--title", "Widgets API"], /the id "Widgets" is not lower-case words joined by hyphens/],
    [["api", "compute", "--port", "4015", "--title", "Compute"], /there is an API compute already/],
    [["api", "widgets", "--port", "4013", "--title", "Widgets API"], /port 4013 is compute's/],
    [["api", "widgets", "--port", "80", "--title", "Widgets API"], /--port is a whole number from 1024 to 65535/],
    [["api", "widgets", "--port", "4015"], /--title is the API's name/],
    [
      ["operation", "compute", "GET", "/projects/{project}/global/widgets", "getSecurityPolicy"],
      /compute has an operation getSecurityPolicy already/,
    ],
    [
      ["operation", "event-management", "GET", "/rest/events/{id}", "readEvent"],
      /event-management has GET \/rest\/events\/\{event_id\} already \(getEvent\)/,
    ],
    [
      ["operation", "event-management", "GET", "rest/events/{event_id}/x", "readEventX"],
      /the path "rest\/events\/\{event_id\}\/x" does not start with \//,
    ],
    [["operation", "event-management", "HEAD", "/rest/x", "headX"], /the method is one of GET, PUT, POST, PATCH, DELETE, not HEAD/],
    [["operation", "event-management", "GET", "/rest/x", "GetX"], /the operationId "GetX" is not camelCase/],
    [["operation", "widgets", "GET", "/x", "getX"], /there is no API widgets/],
    [["operation", "search", "GET", "/_x", "getX", "--tag", "nope"], /search declares no tag nope/],
    [["rename", "compute"], /no command rename/],
  ])("%j: %s", (argv, problem) => {
    expect(readCommand(argv)).toEqual({ problem: expect.stringMatching(problem) });
  });

  it("takes a well-formed command, without writing anything", () => {
    expect(
      readCommand(["operation", "event-management", "POST", "/rest/events/{event_id}/attendees", "addEventAttendee", "--stateful"]),
    ).toEqual({
      kind: "operation",
      operation: {
        api: "event-management",
        method: "post",
        path: "/rest/events/{event_id}/attendees",
        operationId: "addEventAttendee",
        tag: "events",
      },
      stateful: true,
    });
  });
});

describe("the repository", () => {
  it("holds no placeholder of the scaffold in its sources and tests (the specs' are the contract suite's)", () => {
    expect([...scaffoldPlaceholders(packageRoot, "src"), ...scaffoldPlaceholders(packageRoot, "test")]).toEqual([]);
  });
});
