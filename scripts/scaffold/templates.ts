/**
 * The files `npm run scaffold -- api` writes for a new API, as the five services are written
 * (docs/maintaining.md, "Adding an API"): a spec root, the API's error shape, a service declared
 * with defineService (a tiny model of resources by id, its seed reader, its refusals, its handlers)
 * and the tests of that service. What only the source document can say is left as a placeholder
 * (`TODO(scaffold)`), which the tests refuse until it is replaced; nothing is made up.
 */
import { placeholder } from "./placeholder.js";

export interface ApiNames {
  id: string;
  port: number;
  title: string;
  /** `widget-store` → `widgetStore`, for variables. */
  camel: string;
  /** `widget-store` → `WidgetStore`, for types and factories. */
  pascal: string;
}

export function apiNames(id: string, port: number, title: string): ApiNames {
  const camel = id.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
  return { id, port, title, camel, pascal: camel.charAt(0).toUpperCase() + camel.slice(1) };
}

/** A key of an object literal: quoted where the id is not an identifier. */
export const key = (id: string) => (/^[a-z][a-z0-9]*$/i.test(id) ? id : JSON.stringify(id));

export const specRoot = ({ id, port, title }: ApiNames) => `openapi: 3.1.0
info:
  title: ${JSON.stringify(title)}
  version: "${placeholder}: the API's version, as the source document gives it"
  summary: "${placeholder}: what the API does, in one line."
  x-source: "${placeholder}: the source document the API is written from; its tables are transcribed in test/source/${id}.json"
  description: |
    ${placeholder}: the API as its source document describes it, in the project's own words.
servers:
  - url: "{base_url}"
    description: The service's base URL; the default is the local mock.
    variables:
      base_url:
        default: http://127.0.0.1:${port}
security:
  - bearer: []
tags:
  - name: ${id}
    description: "${placeholder}: the operations of this tag."
paths: {}
components:
  securitySchemes:
    bearer:
      type: http
      scheme: bearer
      description: "${placeholder}: the credential the service takes and where, from the source document (a bearer token until then)."
`;

export const registryEntry = ({ id, port, title }: ApiNames) => `  {
    id: "${id}",
    port: ${port},
    title: ${JSON.stringify(title)},
  },
`;

export const errorAnswers = ({ id, title, camel }: ApiNames) => `/**
 * The ${title}'s error shape. ${placeholder}: the body of the service's own errors (from its source
 * document, or its public reference marked x-outside-source in the spec); until then an RFC 9457
 * problem, the package's default.
 */
import type { ApiErrorAnswers } from "../error-answer-types.js";
import { problemBody } from "../problem.js";

export const errorBody = (status: number, message: string) => problemBody(status, message);

/** What the core, the mock and the proxy answer outside the ${id} service (a refused body, say). */
export const ${camel}ErrorAnswers = { errorBody } satisfies ApiErrorAnswers;
`;

const serviceFolder = (id: string) => `src/simulator/services/${id}`;

/** The API's contract module (src/contract/contracts/<id>.ts), which api-contracts.ts loads when the API is first needed. */
export const contractModule = ({
  id,
  camel,
}: ApiNames) => `/** The ${id} contract as the package runs it (api-contracts.ts loads it when ${id} is first needed). */
import document from "../../../generated/${id}/openapi.json" with { type: "json" };
import { precompiledValidators } from "../../../generated/${id}/validators.js";
import type { ApiContract } from "../api-contract.js";
import { ${camel}ErrorAnswers } from "../error-answers/${id}.js";

export const contract: ApiContract = { document, validators: precompiledValidators, errorAnswers: ${camel}ErrorAnswers };
`;

export const serviceFiles = ({ id, title, camel, pascal }: ApiNames): Record<string, string> => ({
  [`${serviceFolder(id)}/errors.ts`]: `/**
 * The ${id} service's refusals, in the API's error shape (src/contract/error-answers/${id}.ts).
 * ${placeholder}: one per refusal the contract declares, named after it.
 */
import { errorBody } from "../../../contract/error-answers/${id}.js";
import { Refusal } from "../../service.js";

const refusal = (status: number, message: string) => new Refusal({ status, body: errorBody(status, message) });

/** A resource that is not there. */
export const notFound = (message: string) => refusal(404, message);
`,
  [`${serviceFolder(id)}/model.ts`]: `/**
 * The ${title}'s state and its rules, without HTTP. Scaffolded: resources by id, which the seed
 * gives. ${placeholder}: the API's own state and the rules between its parts, from the source document.
 */
import { notFound } from "./errors.js";

/** A resource as stored. ${placeholder}: the contract's schema of it (components["schemas"] of generated/${id}/types.ts). */
export type Resource = Record<string, unknown>;

export class ${pascal}Model {
  /** The resources by id, in the order they were given. */
  readonly resources: Map<string, Resource>;

  constructor(resources: Readonly<Record<string, Resource>>) {
    // The model's own copy: a reset makes a new model of the same seed.
    this.resources = new Map(Object.entries(structuredClone(resources)));
  }

  /** The resource of an id; a 404 in the API's error shape where there is none. */
  resource(id: string): Resource {
    const found = this.resources.get(id);
    if (!found) throw notFound(\`There is no resource \${id}.\`);
    return found;
  }
}
`,
  [`${serviceFolder(id)}/seed.ts`]: `/** The ${id} seed: its shape (the body of POST /__control/seed), the default one, and its reader. */
import { entries, object } from "../control-body.js";
import { readSeed } from "../read-seed.js";
import type { Resource } from "./model.js";

/** The body of POST /__control/seed; a member left out keeps its default. */
export interface ${pascal}Seed {
  /** The resources the service starts with, by id. */
  resources: Record<string, Resource>;
}

/** No resource: a test seeds what it reads. */
export const defaultSeed: ${pascal}Seed = { resources: {} };

export function parseSeed(data: unknown): ${pascal}Seed {
  return readSeed<${pascal}Seed>("${id}", data, defaultSeed, {
    resources: (value, where) => Object.fromEntries(entries(object)(value, where)),
  });
}
`,
  [`${serviceFolder(id)}/handlers.ts`]: `/** The ${id} handlers, one per operationId: each reads its request, asks the model and answers a status its operation declares. */
import type { operations } from "../../../../generated/${id}/types.js";
import type { Handlers } from "../../service.js";
import type { ${pascal}Model } from "./model.js";

export function ${camel}Handlers(model: ${pascal}Model): Handlers<operations> {
  return {
    // One entry per operationId: \`npm run scaffold -- operation ${id} <METHOD> <path> <operationId> --stateful\` adds one with its model method.
  };
}
`,
  [`${serviceFolder(id)}/index.ts`]: `/**
 * The simulated ${id} service: the model (model.ts) of the current seed (seed.ts), served by typed
 * handlers (handlers.ts), with its state as the state command shows it. Refusals are errors.ts's.
 */
import type { operations } from "../../../../generated/${id}/types.js";
import { defineService } from "../../define-service.js";
import { ${camel}Handlers } from "./handlers.js";
import { ${pascal}Model } from "./model.js";
import { parseSeed, type ${pascal}Seed } from "./seed.js";

export type { ${pascal}Seed } from "./seed.js";

export const create${pascal}Service = defineService<${pascal}Seed, ${pascal}Model, operations>(() => ({
  parseSeed,
  createModel: (seed) => new ${pascal}Model(seed.resources),
  handlers: (model) => ${camel}Handlers(model),
  /** What the state holds now (the state command, the console): the ids of its resources. */
  state: (model) => ({ resources: [...model.resources.keys()] }),
}));

/** The service as services/index.ts loads it. */
export default create${pascal}Service;
`,
});

export const testFiles = ({ id, pascal }: ApiNames): Record<string, string> => ({
  [`test/${id}/model.test.ts`]: `/** The ${id} model's rules on their own, without HTTP. */
import { describe, expect, it } from "vitest";
import { errorBody } from "../../src/contract/error-answers/${id}.js";
import { Refusal } from "../../src/simulator/service.js";
import { ${pascal}Model } from "../../src/simulator/services/${id}/model.js";

function refusalOf(action: () => unknown): { status: number; body: unknown } {
  try {
    action();
  } catch (error) {
    if (error instanceof Refusal) return { status: error.reply.status, body: error.reply.body };
    throw error;
  }
  throw new Error("not refused");
}

describe("${id} model", () => {
  it("holds the resources it is given, and refuses an id it does not hold with a 404 in the API's error shape", () => {
    const model = new ${pascal}Model({ first: { name: "first" } });
    expect(model.resource("first")).toEqual({ name: "first" });
    expect(refusalOf(() => model.resource("second"))).toEqual({ status: 404, body: errorBody(404, "There is no resource second.") });
  });

  it("keeps its own copy of the seed, so that a reset starts from the seed as given", () => {
    const seed = { first: { name: "first" } };
    new ${pascal}Model(seed).resource("first").name = "changed";
    expect(new ${pascal}Model(seed).resource("first")).toEqual({ name: "first" });
  });
});
`,
  [`test/${id}/simulator.test.ts`]: `/** The simulated ${id} service over HTTP: its seed, its reset and its control command (strict, on a frozen clock). */
import { describe, expect, it } from "vitest";
import { useSimulator } from "../support/simulator.js";

const sim = useSimulator("${id}");

describe("the ${id} service", () => {
  it("starts from the default seed, takes a seed, and returns to it on reset", async () => {
    expect(await sim.control.command("state")).toEqual({ resources: [] });
    try {
      await sim.control.seed({ resources: { first: { name: "first" } } });
      expect(await sim.control.command("state")).toEqual({ resources: ["first"] });
      await sim.control.reset();
      expect(await sim.control.command("state")).toEqual({ resources: ["first"] });
    } finally {
      await sim.control.seed(null);
    }
  });

  it("refuses a seed it cannot read, naming the member, and changes nothing", async () => {
    await expect(sim.control.seed({ resources: { first: "first" } })).rejects.toThrow("resources.first must be an object, not a string");
    expect(await sim.control.command("state")).toEqual({ resources: [] });
  });
});
`,
});

/** The rows of test/simulator/control-bodies.test.ts for the template's control command. */
export const controlBodyRows = ({ id }: ApiNames) => `  ${key(id)}: [
    ["state", [], 400, /^state must be an object \\{\\} \\(no members\\), not a list$/],
    ["state", { all: true }, 400, /^state takes \\{\\} \\(no members\\): it has no member all$/],
    ["state", {}, 200, /^$/],
  ],
`;

/** The API's entry of test/support/recording.ts's sequences: an exchange only the maintainer can write. */
export const recordingSequence = ({
  id,
}: ApiNames) => `  // ${placeholder}: a short sequence of valid exchanges of ${id}, carrying its credentials the ways it takes them.
  ${key(id)}: [],
`;
