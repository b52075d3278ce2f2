/**
 * What the package holds of each API apart (its contract, its simulated service), loaded when the
 * API is first needed, so that a process serving one API loads nothing of the others: their
 * contracts, generated validators and services are most of what a start costs.
 *
 * Each API's module is named twice, by a literal `import()` and a literal `require()`, so that a
 * bundler finds it either way. `load(apis)` imports the modules (what a bundler splits into chunks:
 * the bin's bundle, scripts/build.mjs); `get(api)` is synchronous, for the synchronous functions
 * (createSimulator, createValidator): an API not loaded yet is required there and then. In a bundle
 * that `require()` is the bundle's own; in Node's ES modules there is no `require`, and the module
 * is required from `path(api)` beside the table's module (Node 20.19+ and 22.12+ require ES modules
 * synchronously). A bundle with neither (a browser's, from Rollup) gets every API from the module
 * that imports them all (src/simulator/every-api.ts, which `provide`s them).
 */
import type { ApiId } from "./apis.js";

/** How an API's module is loaded: each a literal call, which a bundler sees. */
export interface ApiModule<Module> {
  import: () => Promise<Module>;
  require: () => Module;
}

export class PerApi<Module> {
  readonly #loaded = new Map<ApiId, Module>();

  /**
   * `modules`: each API's module. `base`: the `import.meta.url` of the module that made the table;
   * `path(api)`: where the API's module is from there, the one its entry names
   * (test/simulator/lazy-apis.test.ts checks).
   */
  constructor(
    readonly what: string,
    readonly modules: Readonly<Partial<Record<ApiId, ApiModule<Module>>>>,
    private readonly base: string,
    readonly path: (api: ApiId) => string,
  ) {}

  /** Imports the modules of the APIs not loaded yet. */
  async load(apis: readonly ApiId[]): Promise<void> {
    await Promise.all(
      apis.map(async (api) => {
        const entry = this.modules[api];
        if (!this.#loaded.has(api) && entry) this.#loaded.set(api, await entry.import());
      }),
    );
  }

  /** Modules loaded by their importer (src/simulator/every-api.ts). */
  provide(modules: Partial<Record<ApiId, Module>>): void {
    for (const [api, module] of Object.entries(modules) as [ApiId, Module][]) if (!this.#loaded.has(api)) this.#loaded.set(api, module);
  }

  /** Whether the API's module is loaded (by `load`, `provide` or `get`). */
  has(api: ApiId): boolean {
    return this.#loaded.has(api);
  }

  /** The API's module, required now where it is not loaded yet; undefined for an API without one. */
  get(api: ApiId): Module | undefined {
    const loaded = this.#loaded.get(api);
    const entry = this.modules[api];
    if (loaded !== undefined || entry === undefined) return loaded;
    let module: Module;
    try {
      module = requireModule(entry, this.base, this.path(api));
    } catch (error) {
      // From the TypeScript sources (tsx), Node cannot require a generated module that imports a source one.
      const fromSources = this.base.endsWith(".ts")
        ? "; a program run from the TypeScript sources imports src/simulator/every-api.ts first"
        : "";
      throw new Error(`the ${this.what} of ${api} cannot be loaded: ${(error as Error).message}${fromSources}`, { cause: error });
    }
    this.#loaded.set(api, module);
    return module;
  }
}

/** The entry's `require()` where there is one (a bundle's); in Node's ES modules, Node's require of `path` beside `base`. */
function requireModule<Module>(entry: ApiModule<Module>, base: string, path: string): Module {
  try {
    return entry.require();
  } catch (error) {
    if (!(error instanceof ReferenceError && /\brequire\b/.test(error.message))) throw error;
    return requireBeside<Module>(base, path);
  }
}

/** A module required synchronously, its path relative to `base` (an `import.meta.url`): in Node only. */
export function requireBeside<Module>(base: string, path: string): Module {
  const nodeModule = globalThis.process?.getBuiltinModule?.("node:module");
  if (nodeModule === undefined)
    throw new Error(
      "there is no require here: in a browser, import createSimulator from vendor-api-contracts/simulator/in-process, which loads every API",
    );
  return nodeModule.createRequire(base)(path) as Module;
}
