/**
 * The simulated search service: the model (model.ts) of the current seed (seed.ts), served by
 * typed handlers (handlers.ts), with control commands (POST /__control/<name>) that change
 * indices and settings: createIndex, deleteIndex, index, update, delete, bulk, refresh, settings,
 * inspect. Its behaviour is described in docs/simulator/search.md.
 */
import { untypedHandlers, type Service, type ServiceContext } from "../../service.js";
import { decorateSearchAnswer, searchHandlers } from "./handlers.js";
import { SearchModel } from "./model.js";
import { defaultSeed, parseSeed, type IndexSeed, type SearchSeed, type SearchSettings } from "./seed.js";
import { toDocument, type Source } from "./store.js";

export { generateDocuments, parseNdjson } from "./store.js";

export function createSearchService(context: ServiceContext): Service {
  const defaults = defaultSeed(context);
  let seed: SearchSeed = defaults;
  let model = new SearchModel(context.clock, seed);

  return {
    reset() {
      model = new SearchModel(context.clock, seed);
    },
    seed(data) {
      const given = parseSeed(data, defaults);
      model = new SearchModel(context.clock, given); // a seed that cannot be loaded leaves the service as it was
      seed = given;
    },
    control: {
      /** `{ index, shards?, maxResultWindow?, documents?, ndjson?, generate? }`: creates (or replaces) an index, refreshed. */
      createIndex(body) {
        const { index: name, ...spec } = (body ?? {}) as IndexSeed & { index?: string };
        if (typeof name !== "string" || name === "") throw new Error("createIndex takes { index: <name>, ... }");
        const index = model.createIndex(name, spec);
        return { index: name, shards: index.shards.length, documents: index.count(index.refreshed) };
      },
      deleteIndex(body) {
        const { index } = (body ?? {}) as { index?: string };
        model.indexNamed(index);
        model.indices.delete(index!);
        return { deleted: index };
      },
      /** `{ index, id?, document, refresh? }` or `{ index, documents: [...], refresh? }`: indexes (creates or replaces) documents. */
      index(body) {
        const { index: name, id, document, documents, refresh } = (body ?? {}) as { index?: string; id?: string; document?: Source; documents?: unknown[]; refresh?: boolean };
        const index = model.indexNamed(name);
        const items = documents ? documents.map(toDocument) : [{ ...toDocument(document ?? {}), ...(id === undefined ? {} : { id }) }];
        const ids = items.map((item) => index.put(item.id, item.source).id);
        model.written([index], refresh);
        return { index: name, ids };
      },
      /** `{ index, id, doc, refresh? }`: merges `doc` into the document. */
      update(body) {
        const { index: name, id, doc, refresh } = (body ?? {}) as { index?: string; id?: string; doc?: Source; refresh?: boolean };
        const index = model.indexNamed(name);
        index.update(String(id), doc ?? {});
        model.written([index], refresh);
        return { index: name, id };
      },
      /** `{ index, id | ids, refresh? }`: deletes documents. */
      delete(body) {
        const { index: name, id, ids, refresh } = (body ?? {}) as { index?: string; id?: string; ids?: string[]; refresh?: boolean };
        const index = model.indexNamed(name);
        const deleted = (ids ?? [id]).filter((each) => each !== undefined && index.remove(String(each)));
        model.written([index], refresh);
        return { index: name, deleted };
      },
      /** `{ ndjson, index?, refresh? }`: bulk lines (index, create, update, delete) or documents, one a line. */
      bulk(body) {
        const { ndjson, index, refresh } = (body ?? {}) as { ndjson?: string; index?: string; refresh?: boolean };
        if (typeof ndjson !== "string") throw new Error("bulk takes { ndjson: <text>, index?: <default index> }");
        const { written, touched } = model.bulk(ndjson, index);
        model.written(touched, refresh);
        return { written };
      },
      /** `{ index? }`: makes the changes visible to new searches (of one index, or of all). */
      refresh(body) {
        const { index } = (body ?? {}) as { index?: string };
        const targets = index === undefined ? [...model.indices.values()] : [model.indexNamed(index)];
        model.written(targets, true);
        return { refreshed: targets.map((target) => target.name) };
      },
      /** `{ "search.max_open_scroll_context"?, "search.max_keep_alive"?, maxOpenPointsInTime?, rotateIds?, index?, "index.max_result_window"? }`. */
      settings(body) {
        const given = (body ?? {}) as SearchSettings & { index?: string; "index.max_result_window"?: number };
        if (given["index.max_result_window"] !== undefined) model.indexNamed(given.index).maxResultWindow = given["index.max_result_window"];
        return model.contexts.configure(given);
      },
      /** What the service holds: per index its documents, refreshed and written, and versions held; the open contexts. */
      inspect() {
        model.contexts.sweep();
        const summary = Object.fromEntries(
          [...model.indices].map(([name, index]) => [name, { shards: index.shards.length, documents: index.count(index.refreshed), written: index.written, refreshed: index.refreshed, versionsHeld: index.versionsHeld(), maxResultWindow: index.maxResultWindow }]),
        );
        return { indices: summary, ...model.contexts.counts() };
      },
    },
    decorate: decorateSearchAnswer,
    handlers: untypedHandlers(searchHandlers(() => model)),
  };
}
