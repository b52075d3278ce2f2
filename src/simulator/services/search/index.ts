/**
 * The simulated search service: the model (model.ts) of the current seed (seed.ts), served by
 * typed handlers (handlers.ts), with control commands (POST /__control/<name>) that change
 * indices and settings: createIndex, deleteIndex, index, update, delete, bulk, refresh, settings,
 * cluster, inspect. Its behaviour is described in docs/simulator/search.md.
 */
import { fields, flag, list, object, optional, readControlBody, text, textList, wholeNumber } from "../control-body.js";
import { untypedHandlers, type Service, type ServiceContext } from "../../service.js";
import { clusterReader, configureCluster, rootInfo } from "./cluster.js";
import { decorateSearchAnswer, searchHandlers } from "./handlers.js";
import { SearchModel } from "./model.js";
import { defaultSeed, indexSpecReaders, ndjsonText, parseSeed, settingsReaders, type SearchSeed } from "./seed.js";
import { toDocument } from "./store.js";

export { generateDocuments, parseNdjson } from "./store.js";

const indexBody = fields({ index: text, id: optional(text), document: optional(object), documents: optional(list), refresh: optional(flag) });
const settingsBody = fields({ ...settingsReaders, index: optional(text), "index.max_result_window": optional(wholeNumber(1)) });

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
        const { index: name, ...spec } = readControlBody("createIndex", body, fields({ index: text, ...indexSpecReaders }));
        const index = model.createIndex(name, spec);
        return { index: name, shards: index.shards.length, documents: index.count(index.refreshed) };
      },
      deleteIndex(body) {
        const { index } = readControlBody("deleteIndex", body, fields({ index: text }));
        model.indexNamed(index);
        model.indices.delete(index);
        return { deleted: index };
      },
      /** `{ index, id?, document, refresh? }` or `{ index, documents: [...], refresh? }`: indexes (creates or replaces) documents. */
      index(body) {
        const { index: name, id, document, documents, refresh } = readControlBody("index", body, indexBody);
        if ((document === undefined) === (documents === undefined)) throw new Error("index takes either document (with an optional id) or documents");
        const index = model.indexNamed(name);
        const items = documents ? documents.map(toDocument) : [{ ...toDocument(document), ...(id === undefined ? {} : { id }) }];
        const ids = items.map((item) => index.put(item.id, item.source).id);
        model.written([index], refresh);
        return { index: name, ids };
      },
      /** `{ index, id, doc, refresh? }`: merges `doc` into the document. */
      update(body) {
        const { index: name, id, doc, refresh } = readControlBody("update", body, fields({ index: text, id: text, doc: object, refresh: optional(flag) }));
        const index = model.indexNamed(name);
        index.update(id, doc);
        model.written([index], refresh);
        return { index: name, id };
      },
      /** `{ index, id | ids, refresh? }`: deletes documents. */
      delete(body) {
        const { index: name, id, ids, refresh } = readControlBody("delete", body, fields({ index: text, id: optional(text), ids: optional(textList), refresh: optional(flag) }));
        if ((id === undefined) === (ids === undefined)) throw new Error("delete takes either id or ids");
        const index = model.indexNamed(name);
        const deleted = (ids ?? [id!]).filter((each) => index.remove(each));
        model.written([index], refresh);
        return { index: name, deleted };
      },
      /** `{ ndjson, index?, refresh? }`: bulk lines (index, create, update, delete) or documents, one a line. */
      bulk(body) {
        const { ndjson, index, refresh } = readControlBody("bulk", body, fields({ ndjson: ndjsonText, index: optional(text), refresh: optional(flag) }));
        const { written, touched } = model.bulk(ndjson, index);
        model.written(touched, refresh);
        return { written };
      },
      /** `{ index? }`: makes the changes visible to new searches (of one index, or of all). */
      refresh(body) {
        const { index } = readControlBody("refresh", body, fields({ index: optional(text) }));
        const targets = index === undefined ? [...model.indices.values()] : [model.indexNamed(index)];
        model.written(targets, true);
        return { refreshed: targets.map((target) => target.name) };
      },
      /** `{ "search.max_open_scroll_context"?, "search.max_keep_alive"?, maxOpenPointsInTime?, rotateIds?, index?, "index.max_result_window"? }`. */
      settings(body) {
        const given = readControlBody("settings", body, settingsBody);
        const maxResultWindow = given["index.max_result_window"];
        if (maxResultWindow !== undefined) {
          if (given.index === undefined) throw new Error("settings: index.max_result_window needs the index it is set on");
          model.indexNamed(given.index).maxResultWindow = maxResultWindow;
        }
        return model.contexts.configure(given);
      },
      /** `{ name?, version? }`: the cluster's name and the release it reports (a number, or `version` members); answers the root as `GET /` does. */
      cluster(body) {
        const change = readControlBody("cluster", body, clusterReader);
        return rootInfo(configureCluster(model.cluster, change));
      },
      /** What the service holds: per index its documents, refreshed and written, and versions held; the open contexts. */
      inspect(body) {
        readControlBody("inspect", body, fields({}));
        model.contexts.sweep();
        const summary = Object.fromEntries(
          [...model.indices].map(([name, index]) => [
            name,
            {
              shards: index.shards.length,
              documents: index.count(index.refreshed),
              written: index.written,
              refreshed: index.refreshed,
              versionsHeld: index.versionsHeld(),
              maxResultWindow: index.maxResultWindow,
            },
          ]),
        );
        return { indices: summary, ...model.contexts.counts() };
      },
    },
    decorate: decorateSearchAnswer,
    handlers: untypedHandlers(searchHandlers(() => model)),
  };
}
