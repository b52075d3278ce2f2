/**
 * The simulated search service: the model (model.ts) of the current seed (seed.ts), served by
 * typed handlers (handlers.ts), with control commands (POST /__control/<name>) that change
 * indices and settings: createIndex, deleteIndex, index, update, delete, bulk, refresh, settings,
 * cluster, inspect. Its behaviour is described in docs/simulator/search.md.
 */
import { accepting, fields, flag, object, optional, readControlBody, text } from "../control-body.js";
import type { operations } from "../../../../generated/search/types.js";
import { defineService } from "../../define-service.js";
import { perContract } from "../../per-contract.js";
import { ControlRefusal } from "../../service.js";
import { clusterReader, configureCluster, rootInfo } from "./cluster.js";
import { decorateSearchAnswer, searchHandlers } from "./handlers.js";
import { SearchModel } from "./model.js";
import type { SearchIndex } from "./store.js";
import { maxDocumentVersions } from "./room.js";
import {
  defaultSeed,
  indexSpecReaders,
  maxSetting,
  ndjsonText,
  parseSeed,
  settingsReaders,
  wholeNumberIn,
  type SearchSeed,
} from "./seed.js";
import { runPaced } from "../../steps.js";
import { toDocument } from "./ndjson.js";

export { parseNdjson } from "./ndjson.js";
export { generateDocuments } from "./store.js";

const indexBody = fields({
  index: text,
  id: optional(text),
  document: optional(object),
  documents: indexSpecReaders.documents,
  refresh: optional(flag),
});
const idList = accepting<string[]>(
  `a list of at most ${maxDocumentVersions} strings`,
  (value) => Array.isArray(value) && value.length <= maxDocumentVersions && value.every((item) => typeof item === "string"),
);

/** Index settings the settings command sets on the index it names, by the service's names. */
const indexSettings = {
  "index.max_result_window": "maxResultWindow",
  "index.max_terms_count": "maxTermsCount",
  "index.max_slices_per_scroll": "maxSlicesPerScroll",
} as const;
const settingsBody = fields({
  ...settingsReaders,
  index: optional(text),
  "index.max_result_window": optional(wholeNumberIn(1, maxSetting)),
  "index.max_terms_count": optional(wholeNumberIn(1, maxSetting)),
  "index.max_slices_per_scroll": optional(wholeNumberIn(1, maxSetting)),
});

/** The documents of an index the state shows, the first indexed first: a state of 100,000 documents is read by no one. */
const documentsShown = 100;

/** An index's shards, documents visible to searches, writes, versions held and result window. */
function indexSummary(index: SearchIndex) {
  return {
    shards: index.shards.length,
    documents: index.count(index.refreshed),
    written: index.written,
    refreshed: index.refreshed,
    versionsHeld: index.versionsHeld(),
    maxResultWindow: index.maxResultWindow,
  };
}

// The documents of the contract's examples, read once: a model copies what it loads.
const exampleSeed = perContract(defaultSeed);

export const createSearchService = defineService<SearchSeed, SearchModel, operations>((context) => {
  const defaults = exampleSeed(context);
  return {
    parseSeed: (data) => parseSeed(data, defaults),
    createModel: (seed) => new SearchModel(context.clock, seed),
    handlers: searchHandlers,
    /** Each index with its summary, its mapping and the sources of its first documents as a realtime get sees them; the open contexts and their limits. */
    state(model) {
      model.contexts.sweep();
      const indices = [...model.indices].map(([name, index]) => [
        name,
        { ...indexSummary(index), mapping: index.mapping.render(), sources: index.latestDocuments(documentsShown) },
      ]);
      return { indices: Object.fromEntries(indices), contexts: model.contexts.open(), ...model.contexts.counts() };
    },
    control: {
      /** `{ index, shards?, maxResultWindow?, documents?, ndjson?, generate? }`: creates (or replaces) an index, refreshed; loaded in steps, other requests answered between them. */
      async createIndex(body, model) {
        const { index: name, ...spec } = readControlBody("createIndex", body, fields({ index: text, ...indexSpecReaders }));
        const index = await runPaced(model.createIndexSteps(name, spec));
        return { index: name, shards: index.shards.length, documents: index.count(index.refreshed) };
      },
      deleteIndex(body, model) {
        const { index } = readControlBody("deleteIndex", body, fields({ index: text }));
        model.indexNamed(index);
        model.indices.delete(index);
        return { deleted: index };
      },
      /** `{ index, id?, document, refresh? }` or `{ index, documents: [...], refresh? }`: indexes (creates or replaces) documents. */
      async index(body, model) {
        const { index: name, id, document, documents, refresh } = readControlBody("index", body, indexBody);
        if ((document === undefined) === (documents === undefined))
          throw new ControlRefusal("index takes either document (with an optional id) or documents");
        const index = model.indexNamed(name);
        const items = documents ? documents.map(toDocument) : [{ ...toDocument(document), ...(id === undefined ? {} : { id }) }];
        const ids = await runPaced(model.indexSteps(index, items));
        model.written([index], refresh);
        return { index: name, ids };
      },
      /** `{ index, id, doc, refresh? }`: merges `doc` into the document. */
      update(body, model) {
        const {
          index: name,
          id,
          doc,
          refresh,
        } = readControlBody("update", body, fields({ index: text, id: text, doc: object, refresh: optional(flag) }));
        const index = model.indexNamed(name);
        model.update(index, id, doc);
        model.written([index], refresh);
        return { index: name, id };
      },
      /** `{ index, id | ids, refresh? }`: deletes documents. */
      delete(body, model) {
        const {
          index: name,
          id,
          ids,
          refresh,
        } = readControlBody("delete", body, fields({ index: text, id: optional(text), ids: optional(idList), refresh: optional(flag) }));
        if ((id === undefined) === (ids === undefined)) throw new ControlRefusal("delete takes either id or ids");
        const index = model.indexNamed(name);
        const deleted = (ids ?? [id!]).filter((each) => index.remove(each));
        model.written([index], refresh);
        return { index: name, deleted };
      },
      /** `{ ndjson, index?, refresh? }`: bulk lines (index, create, update, delete) or documents, one a line; how many lines were read, and how many of their writes failed (as the API's `_bulk` reports each). */
      async bulk(body, model) {
        const { ndjson, index, refresh } = readControlBody(
          "bulk",
          body,
          fields({ ndjson: ndjsonText, index: optional(text), refresh: optional(flag) }),
        );
        const { items, touched } = await runPaced(model.bulkSteps(ndjson, index));
        model.written(touched, refresh);
        return { written: items.length, errors: items.filter((item) => item.error).length };
      },
      /** `{ index? }`: makes the changes visible to new searches (of one index, or of all). */
      refresh(body, model) {
        const { index } = readControlBody("refresh", body, fields({ index: optional(text) }));
        const targets = index === undefined ? [...model.indices.values()] : [model.indexNamed(index)];
        model.written(targets, true);
        return { refreshed: targets.map((target) => target.name) };
      },
      /** Cluster settings (`search.max_open_scroll_context`, `search.max_keep_alive`, `search.max_buckets`, `indices.breaker.request.limit`, maxOpenPointsInTime, rotateIds), and with `index` that index's `index.max_result_window`, `index.max_terms_count`, `index.max_slices_per_scroll`. */
      settings(body, model) {
        const {
          index,
          "index.max_result_window": _window,
          "index.max_terms_count": _terms,
          "index.max_slices_per_scroll": _slices,
          ...cluster
        } = readControlBody("settings", body, settingsBody);
        const given = { "index.max_result_window": _window, "index.max_terms_count": _terms, "index.max_slices_per_scroll": _slices };
        const named = Object.entries(given).filter(([, value]) => value !== undefined);
        if (named.length > 0 && index === undefined)
          throw new ControlRefusal(`settings: ${named.map(([name]) => name).join(", ")} needs the index it is set on`);
        const target = index === undefined ? undefined : model.indexNamed(index);
        for (const [name, value] of named) target![indexSettings[name as keyof typeof indexSettings]] = value!;
        return model.configure(cluster);
      },
      /** `{ name?, version? }`: the cluster's name and the release it reports (a number, or `version` members); answers the root as `GET /` does. */
      cluster(body, model) {
        const change = readControlBody("cluster", body, clusterReader);
        return rootInfo(configureCluster(model.cluster, change));
      },
      /** What the service holds: per index its documents, refreshed and written, and versions held; the open contexts. */
      inspect(body, model) {
        readControlBody("inspect", body, fields({}));
        model.contexts.sweep();
        return {
          indices: Object.fromEntries([...model.indices].map(([name, index]) => [name, indexSummary(index)])),
          ...model.contexts.counts(),
        };
      },
    },
    decorate: decorateSearchAnswer,
  };
});

/** The service as services/index.ts loads it. */
export default createSearchService;
