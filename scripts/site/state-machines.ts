/**
 * The state machines of the source documents, for the rendered reference (npm run docs): the
 * states come from the contract where it names them (an enum), the transitions from the small
 * tables below, and each machine names the operations it concerns. test/docs-site.test.ts checks
 * every state, transition and operation against the contracts.
 */
import type { ApiId } from "../../src/contract/apis.js";
import { resolveRef, type OpenApiDocument } from "../../src/contract/openapi.js";

export interface Transition {
  from: string;
  to: string;
  /** What moves the machine, in a few words. */
  trigger: string;
  /** The operations that make the move, where the contract has them. */
  operationIds?: string[];
}

export interface StateMachine {
  id: string;
  api: ApiId;
  title: string;
  /** The schema of the bundled contract whose enum lists the states (`Schema` or `Schema.property`), where there is one. */
  statesFrom?: string;
  /** States the contract has no enum for: states of a context or of the client's view, and the start. */
  otherStates: string[];
  transitions: Transition[];
  /** Every operation the machine concerns: those that move it and those that read its state. */
  operationIds: string[];
  /** What the source document leaves open. */
  unshown?: string;
}

/** The start of a machine, drawn as a dot. */
export const start = "(start)";
/** Any state of the machine, for moves the document allows from every state. */
export const anyState = "(any state)";

export const stateMachines: readonly StateMachine[] = [
  {
    id: "import-status",
    api: "code-hosting",
    title: "Source import status",
    statesFrom: "ImportStatus",
    otherStates: [start, anyState, "stopped"],
    transitions: [
      { from: start, to: "detecting", trigger: "start without vcs", operationIds: ["startImport"] },
      { from: start, to: "importing", trigger: "start with vcs", operationIds: ["startImport"] },
      { from: "detecting", to: "importing", trigger: "proceeds" },
      { from: "importing", to: "mapping", trigger: "proceeds" },
      { from: "mapping", to: "pushing", trigger: "proceeds" },
      { from: "pushing", to: "complete", trigger: "proceeds" },
      { from: anyState, to: "detection_needs_auth", trigger: "detection needs credentials" },
      { from: anyState, to: "auth_failed", trigger: "source needs credentials" },
      { from: anyState, to: "detection_found_nothing", trigger: "nothing recognised" },
      { from: anyState, to: "detection_found_multiple", trigger: "several projects" },
      { from: anyState, to: "error", trigger: "failure" },
      { from: "auth_failed", to: "detecting", trigger: "update with credentials", operationIds: ["updateImport"] },
      { from: "detection_needs_auth", to: "detecting", trigger: "update with credentials", operationIds: ["updateImport"] },
      { from: anyState, to: "stopped", trigger: "cancel", operationIds: ["cancelImport"] },
    ],
    operationIds: ["startImport", "getImportStatus", "updateImport", "cancelImport", "setLfsPreference"],
    unshown:
      "The moves out of error, after a project choice or an empty update (a restart), and the status after cancelling are not shown in the source document. The six statuses drawn without moves (auth, none, choose, waiting_to_push, setup, unknown) are the service's own, beyond the document's; no document shows their moves.",
  },
  {
    id: "event-posting",
    api: "event-management",
    title: "Event posting",
    otherStates: [start, "created, not posted", "posted", "deleted"],
    transitions: [
      { from: start, to: "created, not posted", trigger: "create the event", operationIds: ["createEvent"] },
      { from: "created, not posted", to: "posted", trigger: "post it", operationIds: ["createPost"] },
      { from: "posted", to: "deleted", trigger: "delete its post", operationIds: ["deletePost"] },
    ],
    operationIds: ["createEvent", "createPost", "getEvent", "updateEvent", "updateEventByPost", "deletePost"],
    unshown:
      "An event that is not posted cannot be fetched, updated or deleted. Moves between the lifecycle filter values UPCOMING, ONGOING and PAST are not shown in the source document.",
  },
  {
    id: "operation-status",
    api: "compute",
    title: "Operation status",
    statesFrom: "Operation.status",
    otherStates: [],
    transitions: [],
    operationIds: ["patchSecurityPolicy", "deleteSecurityPolicy"],
    unshown: "The moves between PENDING, RUNNING and DONE are not shown in the source document.",
  },
  {
    id: "backend-bucket-migration",
    api: "compute",
    title: "Backend-bucket migration of a forwarding rule",
    statesFrom: "ForwardingRule.externalManagedBackendBucketMigrationState",
    otherStates: [start, "EXTERNAL_MANAGED"],
    transitions: [
      { from: start, to: "PREPARE", trigger: "begin migrating from EXTERNAL (required first step)" },
      { from: "PREPARE", to: "TEST_BY_PERCENTAGE", trigger: "optional partial step" },
      { from: "PREPARE", to: "TEST_ALL_TRAFFIC", trigger: "set state" },
      { from: "TEST_BY_PERCENTAGE", to: "TEST_ALL_TRAFFIC", trigger: "set state" },
      { from: "TEST_ALL_TRAFFIC", to: "EXTERNAL_MANAGED", trigger: "change the scheme" },
      { from: "EXTERNAL_MANAGED", to: "TEST_ALL_TRAFFIC", trigger: "roll back with the scheme" },
      { from: "TEST_ALL_TRAFFIC", to: "TEST_BY_PERCENTAGE", trigger: "roll back some traffic" },
      { from: "TEST_ALL_TRAFFIC", to: "PREPARE", trigger: "roll back all traffic" },
      { from: "TEST_BY_PERCENTAGE", to: "PREPARE", trigger: "roll back all traffic" },
    ],
    operationIds: ["listAggregatedForwardingRules"],
    unshown: "The contract reads the state (forwarding-rule lists); the operation that sets it is outside the contract.",
  },
  {
    id: "point-in-time",
    api: "search",
    title: "Point-in-time context",
    otherStates: [start, "open", "closed"],
    transitions: [
      { from: start, to: "open", trigger: "open (keep_alive)", operationIds: ["openPointInTime"] },
      {
        from: "open",
        to: "open",
        trigger: "search with pit.keep_alive: kept longer, maybe a new id",
        operationIds: ["search", "searchWithGet"],
      },
      { from: "open", to: "closed", trigger: "close", operationIds: ["closePointInTime"] },
    ],
    operationIds: ["openPointInTime", "search", "searchWithGet", "closePointInTime", "getNodesSearchStats"],
  },
  {
    id: "scroll",
    api: "search",
    title: "Scroll context",
    otherStates: [start, "open", "removed"],
    transitions: [
      { from: start, to: "open", trigger: "search with scroll", operationIds: ["searchIndex"] },
      { from: "open", to: "open", trigger: "scroll with scroll: new expiry", operationIds: ["continueScroll", "continueScrollWithGet"] },
      { from: "open", to: "removed", trigger: "scroll without scroll", operationIds: ["continueScroll", "continueScrollWithGet"] },
      { from: "open", to: "removed", trigger: "clear", operationIds: ["clearScroll", "clearScrollByIds", "clearAllScrolls"] },
      { from: "open", to: "removed", trigger: "timeout" },
    ],
    operationIds: [
      "searchIndex",
      "continueScroll",
      "continueScrollWithGet",
      "clearScroll",
      "clearScrollByIds",
      "clearAllScrolls",
      "getNodesSearchStats",
    ],
  },
];

/** A machine as a Graphviz graph: states as boxes (the start as a dot), transitions as labelled arrows. */
export function toDot(machine: StateMachine, states: readonly string[]): string {
  const quote = (text: string) => `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  const node = (state: string) =>
    state === start
      ? `  ${quote(state)} [shape=point, width=0.15, label=""];`
      : `  ${quote(state)}${state === anyState ? " [style=dashed]" : ""};`;
  const edge = ({ from, to, trigger, operationIds }: Transition) =>
    `  ${quote(from)} -> ${quote(to)} [label=${quote(operationIds ? `${trigger}\n${operationIds.join(", ")}` : trigger)}${operationIds ? "" : ", style=dashed"}];`;
  return [
    `digraph ${quote(machine.id)} {`,
    "  rankdir=LR;",
    '  node [shape=box, style=rounded, fontname="sans-serif", fontsize=11];',
    '  edge [fontname="sans-serif", fontsize=9];',
    ...states.map(node),
    ...machine.transitions.map(edge),
    "}",
  ].join("\n");
}

/**
 * Every state of a machine: the enum values of the contract's schema it names (`Schema` or
 * `Schema.property`, in the bundled contract), then the states the contract has no enum for.
 */
export function machineStates(machine: StateMachine, document: OpenApiDocument): string[] {
  if (!machine.statesFrom) return [...machine.otherStates];
  const [schemaName, property] = machine.statesFrom.split(".") as [string, string | undefined];
  const schema = resolveRef<{ properties?: Record<string, unknown> } | undefined>(document, document.components?.schemas?.[schemaName]);
  const states = resolveRef<{ enum?: unknown[] } | undefined>(document, property ? schema?.properties?.[property] : schema)?.enum;
  if (!states) throw new Error(`${machine.id}: the ${machine.api} contract has no enum at ${machine.statesFrom}`);
  return [...machine.otherStates, ...states.map(String)];
}
