// Generated from specs/search/openapi.yaml by `npm run generate`. Do not edit.

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the cluster's identity and version
         * @description Answers the name of the node, the cluster's name and id, the version and build of the software and the service's tagline. Not part of the source document, but on the way to every documented flow: the official clients send it before their first request and check the answer (their product check). A 7.14 or later client needs `version.number` and the service's product header, which this contract cannot hold as its name carries the vendor's name; from 7.0 to 7.13 it needs `build_flavor` `default` and the tagline instead. Without it an unmodified client fails every call. The operation is named as in the service's own specification.
         */
        get: operations["info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Check that the cluster answers
         * @description Answers 200 without a body when the node is up. Not part of the source document, but on the way to its flows: official clients send it to check a node before using it (the .NET client pings a node it brings back into use, the Python and other clients offer it as `ping`). The operation is named as in the service's own specification. Answers to HEAD carry no body.
         */
        head: operations["ping"];
        patch?: never;
        trace?: never;
    };
    "/_search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search all indices (GET)
         * @description Runs a search without an index in the path (B1). This is the path of point-in-time searches: a request with `pit` leaves out the index (rule 5 of search_after), so `pit` is accepted here and refused on `/{index}/_search`. Returns the top 10 hits by default.
         *
         *     The paging fields travel in the query string (`from`, `size`, `sort`, `track_total_hits`) or in the body (every field of `SearchRequest`); `query`, `search_after`, `pit` and `slice` only fit in the body. Many HTTP clients (the Fetch API among them) cannot send a body with GET: use `search` (POST) for those. `from + size` may not pass 10,000 hits unless `index.max_result_window` is raised (400, example `resultWindowTooLarge`).
         *
         *     With `scroll` this is the initial search of a scroll over every index (B4 without an index and without a body: official clients send a search without a body as GET).
         */
        get: operations["searchWithGet"];
        put?: never;
        /**
         * Search all indices
         * @description Runs a search without an index in the path (B1). This is the path of point-in-time searches: a request with `pit` leaves out the index (rule 5 of search_after), so `pit` is accepted here and refused on `/{index}/_search`. Returns the top 10 hits by default.
         *
         *     Paging: `from` and `size` (their sum may not pass 10,000 hits unless `index.max_result_window` is raised: 400, example `resultWindowTooLarge`); or, for deep paging, `search_after` with a point in time: open it on `/{index}/_pit`, sort (the `_shard_doc` tiebreaker is added implicitly, or sorted explicitly), pass the last hit's `sort` as `search_after` and the latest `pit_id` as `pit.id`, stop on an empty page, close the PIT. A PIT whose keep-alive elapsed or that was closed answers 404 (example `expired`).
         *
         *     The paging fields may also travel in the query string (`from`, `size`, `sort`, `track_total_hits`), as some official clients send them; the query's win. With `scroll` this is the initial search of a scroll over every index (B4 without an index; not with `pit`).
         */
        post: operations["search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{index}/_search": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index to search or to open a point in time on. Whether lists of indices, patterns or aliases are accepted: Not specified by the source document. */
                index: components["parameters"]["Index"];
            };
            cookie?: never;
        };
        /**
         * Search an index (GET)
         * @description Runs a search on the index named in the path (B1). A point-in-time search names no index (rule 5 of search_after): the body refuses `pit` here; use `/_search`.
         *
         *     The paging fields travel in the query string (`from`, `size`, `sort`, `track_total_hits`) or in the body (every field of `IndexSearchRequest`); `query`, `search_after` and `slice` only fit in the body. Many HTTP clients (the Fetch API among them) cannot send a body with GET: use `searchIndex` (POST) for those. `from + size` may not pass 10,000 hits unless `index.max_result_window` is raised (400, example `resultWindowTooLarge`).
         *
         *     With `scroll` this is the initial scroll search (B4), as official clients send it when the search has no body (the JS client 7.x, Ruby and PHP clients send a search without a body as GET).
         */
        get: operations["searchIndexWithGet"];
        put?: never;
        /**
         * Search an index, or open a scroll on it
         * @description Runs a search on the index named in the path (B1). A point-in-time search names no index (rule 5 of search_after): the body refuses `pit` here; use `/_search`.
         *
         *     With the `scroll` query parameter this is the initial scroll search (B4): the service opens a scroll context that reflects the data at the time of this search, and the response carries `_scroll_id` (and the aggregations, on this first response only). Continue with `continueScroll` until `hits.hits` is empty, then clear the context. Scroll is meant for bulk processing such as reindexing, not for real-time user requests; for deep paging `search_after` with a point in time is recommended. Sorting by `_doc` is the fastest order. A `slice` splits the scroll into independent parts read in parallel. At most 500 scroll contexts may be open by default (cluster setting `search.max_open_scroll_context`); beyond it opening one is refused (429, example `refused`).
         *
         *     `from + size` may not pass 10,000 hits unless `index.max_result_window` is raised (400, example `resultWindowTooLarge`). The paging fields may also travel in the query string (`from`, `size`, `sort`, `track_total_hits`), as some official clients send them; the query's win.
         */
        post: operations["searchIndex"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{index}/_pit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a point in time
         * @description Opens a point in time (PIT) on the index (B2): the state of the index is preserved for the keep-alive, so that `search_after` pages stay consistent across refreshes. The returned `id` goes into `pit.id` of searches on `/_search` (no index in their path). Each such search can extend the retention with `pit.keep_alive` and may return a new id in `pit_id`, always to be used next. Close the PIT with `closePointInTime` when done; otherwise it is kept until its keep-alive elapses.
         */
        post: operations["openPointInTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_pit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Close a point in time
         * @description Closes a point in time (B3), freeing its search contexts. A PIT that was already closed or whose keep-alive elapsed frees nothing (404, example `alreadyGone`).
         */
        delete: operations["closePointInTime"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_search/scroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the next batch of a scroll (GET)
         * @description Returns the next batch of a scroll (B5); no index in the path. The scroll id and keep-alive travel in the query string. With `scroll` the context is kept alive and gets a new expiry; without it this request frees the context. Repeat until `hits.hits` is empty, always with the most recently received `_scroll_id`. Later batches carry no aggregations. A context that expired or was cleared answers 404 (example `expired`).
         */
        get: operations["continueScrollWithGet"];
        put?: never;
        /**
         * Get the next batch of a scroll
         * @description Returns the next batch of a scroll (B5); no index in the path. With `scroll` the context is kept alive and gets a new expiry (it need only cover the processing of the previous batch); without it this request frees the context. Repeat until `hits.hits` is empty, always with the most recently received `_scroll_id` (it may change). Later batches carry no aggregations. A context that expired or was cleared answers 404 (example `expired`).
         *
         *     The id and the keep-alive may also travel in the query string (`scroll_id`, `scroll`), as some official clients send them, with or without a body; a body's members win over the query's. One of the two names the id (a rule between the body and the query that JSON Schema cannot state).
         */
        post: operations["continueScroll"];
        /**
         * Clear scroll contexts
         * @description Clears the scroll contexts of the given ids (B6): one id or an array of ids in the body, or a comma-separated list in the `scroll_id` query parameter (one of the two is needed; a rule between the body and the query that JSON Schema cannot state). Clearing explicitly is advised: open contexts hold old segments (disk space, file handles) and heap. Contexts that were already cleared or expired free nothing (404, example `alreadyGone`).
         */
        delete: operations["clearScroll"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_search/scroll/_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear all scroll contexts
         * @description Clears every open scroll context (B7).
         */
        delete: operations["clearAllScrolls"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_search/scroll/{ids}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the next batch of a scroll, its id in the path (GET)
         * @deprecated
         * @description Returns the next batch of a scroll (B5) whose id travels in the path: the service's older route of the scroll request, deprecated by the service since 7.0.0 (a scroll id can be long) and still served; the official JS client 7.x, Ruby client and PHP client send it this way when the id is given as a parameter and no body (`GET`). It behaves as `continueScroll`: with `scroll` (in the query string or a body) the context is kept alive with a new expiry, without it the request frees the context; repeat until `hits.hits` is empty, always with the most recently received `_scroll_id`. A body's `scroll_id` wins over the path's. A context that expired or was cleared answers 404 (example `expired`).
         */
        get: operations["continueScrollByIdWithGet"];
        put?: never;
        /**
         * Get the next batch of a scroll, its id in the path
         * @deprecated
         * @description Returns the next batch of a scroll (B5) whose id travels in the path: the service's older route of the scroll request, deprecated by the service since 7.0.0 (a scroll id can be long) and still served; the official JS client 7.x, Ruby client and PHP client send it this way when the id is given as a parameter (`POST` when they also send a body). It behaves as `continueScroll`: with `scroll` (in the query string or a body) the context is kept alive with a new expiry, without it the request frees the context; repeat until `hits.hits` is empty, always with the most recently received `_scroll_id`. A body's `scroll_id` wins over the path's. A context that expired or was cleared answers 404 (example `expired`).
         */
        post: operations["continueScrollById"];
        /**
         * Clear scroll contexts named in the path
         * @description Clears the scroll contexts whose ids are listed, comma-separated, in the path (B8). Contexts that were already cleared or expired free nothing (404, example `alreadyGone`).
         */
        delete: operations["clearScrollByIds"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_nodes/stats/indices/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count open search contexts
         * @description Returns the search statistics of every node (B9), among them the number of open search contexts (`open_contexts`), to watch the limit of 500 open scroll contexts (cluster setting `search.max_open_scroll_context`) and contexts left open.
         */
        get: operations["getNodesSearchStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get indices
         * @description Answers each index named (a name, a list, a pattern with `*`, `_all`, an alias) with its aliases, mapping and settings. Not part of the source document.
         */
        get: operations["getIndex"];
        /**
         * Create an index
         * @description Creates an index with its settings (shards, replicas, `refresh_interval`, `max_result_window`), its mapping (the type of each field, which decides how it compares, sorts and is written back in sort values) and its aliases. A name that is invalid or taken is refused (400). Not part of the source document, whose flows read indices; the service's own operation, so that an application makes what it later searches.
         */
        put: operations["createIndex"];
        post?: never;
        /**
         * Delete indices
         * @description Deletes the indices named in full (a comma-separated list): a pattern, `_all` or an alias is refused (400), as the service refuses them by default (`action.destructive_requires_name`). Open points in time and scrolls on a deleted index see nothing more of it. Not part of the source document.
         */
        delete: operations["deleteIndex"];
        options?: never;
        /**
         * Check that indices exist
         * @description Answers 200 when every index named exists (a pattern: when it names any), 404 otherwise; no body, as answers to HEAD have none. Not part of the source document.
         */
        head: operations["checkIndexExists"];
        patch?: never;
        trace?: never;
    };
    "/{index}/_mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the mappings of indices
         * @description Answers each index named with its mapping: the fields given when it was created and those dynamic mapping added since. Not part of the source document.
         */
        get: operations["getIndexMapping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{index}/_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the settings of indices
         * @description Answers each index named with its settings, as strings, under `index`. Not part of the source document.
         */
        get: operations["getIndexSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{index}/_doc/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a document
         * @description Answers the document as the last write left it, refreshed or not (a realtime read), with its version and sequence number; 404 with `found: false` where there is none. Not part of the source document.
         */
        get: operations["getDocument"];
        /**
         * Index a document
         * @description Indexes the document under its id: creates it (201) or replaces it (200, its version one more); with `op_type=create`, only creates it (409 where the id is held). An index that does not exist is created (a name the service refuses: 400), its fields mapped dynamically; a value that does not fit its field's type refuses the document (400). The write is searchable after a refresh: `refresh=true`, `wait_for`, or the index's refresh interval. Not part of the source document.
         */
        put: operations["indexDocument"];
        /**
         * Index a document (POST)
         * @description Indexes the document under its id: creates it (201) or replaces it (200, its version one more); with `op_type=create`, only creates it (409 where the id is held). An index that does not exist is created (a name the service refuses: 400), its fields mapped dynamically; a value that does not fit its field's type refuses the document (400). The write is searchable after a refresh: `refresh=true`, `wait_for`, or the index's refresh interval. Not part of the source document. The same as `indexDocument`, by POST.
         */
        post: operations["indexDocumentWithPost"];
        /**
         * Delete a document
         * @description Deletes the document; 404 with `result: not_found` (not an error) where there is none. Searchable after a refresh, as every write. Not part of the source document.
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{index}/_doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Index a document under an id the service makes
         * @description Indexes a new document under an id the service makes (201), as `indexDocument` does otherwise. Not part of the source document.
         */
        post: operations["indexDocumentWithGeneratedId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{index}/_create/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create a document
         * @description Indexes the document only when the index holds none of that id (201); otherwise 409 with the service's `version_conflict_engine_exception`. Otherwise as `indexDocument`. Not part of the source document.
         */
        put: operations["createDocument"];
        /**
         * Create a document (POST)
         * @description Indexes the document only when the index holds none of that id (201); otherwise 409 with the service's `version_conflict_engine_exception`. Otherwise as `indexDocument`. Not part of the source document. The same as `createDocument`, by POST.
         */
        post: operations["createDocumentWithPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{index}/_update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a document with a partial document
         * @description Merges `doc` into the document (objects member by member; 200, `result: updated`), or answers `noop` when nothing changes; where there is no document, indexes `upsert` (or `doc` with `doc_as_upsert`, 201) or answers 404 (`document_missing_exception`). Not part of the source document.
         */
        post: operations["updateDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write many documents
         * @description Runs many writes in one request, as NDJSON (`application/x-ndjson`, or the service's own `+x-ndjson` media type the official clients send): each action line (`index`, `create`, `update`, `delete`) with its document line. Every line is read before any is written: a malformed action line refuses the request (400). Each write then succeeds or fails on its own: `items` holds each result in order and `errors` says whether any failed. Not part of the source document, whose flows page through what such a load makes.
         */
        post: operations["bulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{index}/_bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write many documents of an index
         * @description Runs many writes in one request, as NDJSON (`application/x-ndjson`, or the service's own `+x-ndjson` media type the official clients send): each action line (`index`, `create`, `update`, `delete`) with its document line. Every line is read before any is written: a malformed action line refuses the request (400). Each write then succeeds or fails on its own: `items` holds each result in order and `errors` says whether any failed. Not part of the source document, whose flows page through what such a load makes. Lines without `_index` go to the index of the path.
         */
        post: operations["bulkIndex"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Refresh every index (GET)
         * @description As the POST form (the official clients send GET when there is no body). Makes every write so far visible to new searches (a point in time or scroll open before keeps its own view). Not part of the source document, whose rule 4 of search_after says refreshes change what searches see.
         */
        get: operations["refreshWithGet"];
        put?: never;
        /**
         * Refresh every index
         * @description Makes every write so far visible to new searches (a point in time or scroll open before keeps its own view). Not part of the source document, whose rule 4 of search_after says refreshes change what searches see.
         */
        post: operations["refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{index}/_refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Refresh indices (GET)
         * @description As the POST form (the official clients send GET when there is no body). Makes every write so far visible to new searches (a point in time or scroll open before keeps its own view). Not part of the source document, whose rule 4 of search_after says refreshes change what searches see.
         */
        get: operations["refreshIndexWithGet"];
        put?: never;
        /**
         * Refresh indices
         * @description Makes every write so far visible to new searches (a point in time or scroll open before keeps its own view). Not part of the source document, whose rule 4 of search_after says refreshes change what searches see.
         */
        post: operations["refreshIndex"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count documents (GET)
         * @description Counts the documents a query matches in the indices' refreshed state (every document without a query). Not part of the source document.
         */
        get: operations["countWithGet"];
        put?: never;
        /**
         * Count documents
         * @description Counts the documents a query matches in the indices' refreshed state (every document without a query). Not part of the source document.
         */
        post: operations["count"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{index}/_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count documents of indices (GET)
         * @description Counts the documents a query matches in the indices' refreshed state (every document without a query). Not part of the source document.
         */
        get: operations["countIndexWithGet"];
        put?: never;
        /**
         * Count documents of indices
         * @description Counts the documents a query matches in the indices' refreshed state (every document without a query). Not part of the source document.
         */
        post: operations["countIndex"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * ErrorCause
         * @description One cause of an error, as the service writes it. Error bodies of the search API: Not specified by the source document. This shape is the service's and stays open (the service adds members per error type). Nothing is required.
         */
        ErrorCause: {
            /** @description The kind of error, in snake case (for example `search_context_missing_exception`). */
            type?: string;
            /** @description Human-readable explanation. */
            reason?: string | null;
            /** @description The innermost causes. */
            root_cause?: components["schemas"]["ErrorCause"][];
            caused_by?: components["schemas"]["ErrorCause"];
            /** @description The index the error is about (index and document errors). */
            index?: string | null;
            /** @description The UUID of that index (`_na_` where it has none). */
            index_uuid?: string;
            /** @description The shard the error is about, as a string (document errors). */
            shard?: string | number;
            /** @description The kind of what was not found (`index_or_alias`). */
            "resource.type"?: string;
            /** @description The name of what was not found. */
            "resource.id"?: string;
            /** @description The search phase that failed (search errors). */
            phase?: string;
            /** @description Whether shard failures with the same cause are grouped (search errors). */
            grouped?: boolean;
            /** @description The shard failures (search errors). */
            failed_shards?: {
                shard?: number;
                index?: string | null;
                node?: string | null;
                reason?: components["schemas"]["ErrorCause"];
            }[];
        };
        /**
         * ErrorResponse
         * @description The error body of the service. The source document shows no error of the search API: Not specified by the source document. This permissive shape is the service's: `error`, an object with `root_cause`, `type`, `reason` and more (a plain string in some answers), and `status`, the HTTP status. Open; nothing is required.
         */
        ErrorResponse: {
            error?: components["schemas"]["ErrorCause"] | string;
            /** @description The HTTP status code of the answer. */
            status?: number;
        };
        /**
         * VersionInfo
         * @description The version and build of the software a node runs (`version` of the root answer). The official clients compare `number` with 7.14 (from which they need the service's product header instead of the tagline) and, between 7.0 and 7.13, require `build_flavor` to be `default`. All members are required, as in the service's specification. Open to new members.
         */
        VersionInfo: {
            /** @description The release, `major.minor.patch`, with a suffix on pre-releases and snapshots (`8.19.2`, `9.1.2-SNAPSHOT`). */
            number: string;
            /** @description The distribution: `default` for the service's own; hosted offerings answer other values (`serverless`). The official clients refuse a 7.0 to 7.13 node whose flavor is not `default`. */
            build_flavor: string;
            /** @description The package the node was installed from (`docker`, `tar`, `deb`, `rpm`, `zip`). */
            build_type: string;
            /** @description The commit the release was built from. */
            build_hash: string;
            /** @description When the release was built (an ISO 8601 date-time, or a date). */
            build_date: string;
            /** @description Whether this is a snapshot build. */
            build_snapshot: boolean;
            /** @description The version of the search library the release is built on. */
            lucene_version: string;
            /** @description The oldest release whose nodes this node can talk to. */
            minimum_wire_compatibility_version: string;
            /** @description The oldest release whose indices this node can read. */
            minimum_index_compatibility_version: string;
        };
        /**
         * RootNodeInfo
         * @description What the service answers at its root (`GET /`): the name of the node that answered, the cluster's name and id, the version and build of the software, and the service's tagline. Not part of the source document: every official client reads it before its first request (its product check: the version number, `build_flavor` and, before version 7.14, the tagline), so a client fails on every call where it is missing. Members and types are those of the service's own specification, where all five are required (an official client's parser refuses an answer without one of them). Open to new members.
         */
        RootNodeInfo: {
            /** @description The name of the node that answered. */
            name: string;
            /** @description The name of the cluster (the cluster setting `cluster.name`). */
            cluster_name: string;
            /** @description The cluster's id, given when the cluster first forms; `_na_` while the node has not yet joined an elected cluster. */
            cluster_uuid: string;
            version: components["schemas"]["VersionInfo"];
            /** @description The service's tagline, `You Know, for Search`. The official clients check it for versions before 7.14, where the product header did not exist yet. */
            tagline: string;
        };
        /**
         * TimeUnitText
         * @description A duration as text, as a query string carries it: a time unit such as `1m`, `30s` or `5m` (the source document's rule 9 of search_after: "Keep-alive values are time units such as `1m`"), a whole number followed by a unit suffix; the document gives only `m` by its sample, the other suffixes (`d` days, `h` hours, `m` minutes, `s` seconds, `ms` milliseconds, `micros`, `nanos`) are the service's time units. The service's own duration type also takes `0` without a unit and `-1` for an unspecified value, and so does this one. Free words such as `soon` are refused. Upper bounds (the service's maximum keep-alive): Not specified by the source document.
         */
        TimeUnitText: string;
        /**
         * SortOrder
         * @description Direction of a sort key. The source document says a key (for example the `_shard_doc` tiebreaker) is sorted "ascending or descending"; the spelling of the two values comes from the service. The default direction: Not specified by the source document.
         * @enum {string}
         */
        SortOrder: "asc" | "desc";
        /**
         * SortField
         * @description Options of one sort key: its direction, and for a field that is a date in some targets and a nanosecond date in others, `numeric_type` and `format`, which unify the sort values (rule 8 of search_after). `missing`, `mode`, `unmapped_type` and `nested` are not part of the source document; they are the service's options that its clients send, accepted here. Anything else is refused, so that a typo is caught.
         */
        SortField: {
            order?: components["schemas"]["SortOrder"];
            /**
             * @description The numeric type the sort values of this field are converted to, for example `date_nanos` (the source document's sample). The list of values comes from the service.
             * @enum {string}
             */
            numeric_type?: "long" | "double" | "date" | "date_nanos";
            /** @description Date format of the sort values returned for this field (for example `strict_date_optional_time_nanos`). The accepted formats are not specified by the source document. */
            format?: string;
            /** @description Where documents without a value of the field sort: `_last` (the service's default) or `_first`, or a value to sort them as. */
            missing?: string | number | boolean;
            /**
             * @description Which value of a field with several values is sorted on.
             * @enum {string}
             */
            mode?: "min" | "max" | "sum" | "avg" | "median";
            /** @description The type to sort a field as in an index where the field is not mapped. */
            unmapped_type?: string;
            /** @description For a field inside nested objects, which of them count (`path`, and optionally a `filter`, `max_children` and a deeper `nested`). */
            nested?: {
                [key: string]: unknown;
            };
        };
        /**
         * SortCombination
         * @description One sort key: either a field name (`"@timestamp"`, `"_doc"`, `"_shard_doc"`), or an object with exactly one member whose name is the field and whose value is a direction (`"asc"`/`"desc"`) or the options of `SortField`. `_doc` is the fastest order for scroll (rule 6 of scroll); `_shard_doc` is the tiebreaker that every point-in-time search adds implicitly as its last key and that may be sorted explicitly, ascending or descending (rule 5 of search_after); it takes only a direction. Field names are free: which fields exist is the index's own mapping. The service also sorts by a script (`_script`) and by the distance to a point (`_geo_distance`), whose options are its own.
         */
        SortCombination: string | ({
            /** @description The point-in-time tiebreaker, unique per document and constant within a point in time. Sorted ascending or descending; `numeric_type` and `format` do not apply to it. */
            _shard_doc?: components["schemas"]["SortOrder"] | {
                order?: components["schemas"]["SortOrder"];
            };
            /** @description A sort by the value a script computes per hit (`script`, `type`, `order`, ...). */
            _script?: {
                [key: string]: unknown;
            };
            /** @description A sort by the distance of a geo field to points (the field's name with the points, `order`, `unit`, ...). */
            _geo_distance?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: components["schemas"]["SortOrder"] | components["schemas"]["SortField"];
        });
        /**
         * Sort
         * @description The sort of a search: one key or a list of keys, the first deciding first. A `search_after` search must repeat the same sort on every page (rule 1 of search_after). Without a point in time a key with a unique value per document (a tiebreaker, for example a copy of `_id` with doc values) is recommended, otherwise pages can miss or repeat hits (rule 3). Every point-in-time search gets `_shard_doc` as an implicit last key (rule 5).
         */
        Sort: components["schemas"]["SortCombination"] | components["schemas"]["SortCombination"][];
        /**
         * SortValues
         * @description The sort values of one hit, one per sort key, in the order of the sort (with a point in time the last one is the `_shard_doc` tiebreaker). Passed back unchanged as `search_after` to get the next page. Each value is any JSON scalar: a number, a string (for example a formatted date), a boolean, or null (a document without the field).
         */
        SortValues: (string | number | boolean | null)[];
        /**
         * TimeUnit
         * @description A duration in a JSON body: a time unit as text (`TimeUnitText`: `1m`, `30s`, `0`, `-1`), or the numbers `0` and `-1`, which the service's own duration type also takes.
         */
        TimeUnit: components["schemas"]["TimeUnitText"] | (-1 | 0);
        /**
         * PointInTimeReference
         * @description The point in time (PIT) a search reads from. The search leaves out the index in its path (rule 5 of search_after). Each response may carry a new PIT id in `pit_id`; later requests use the latest one (rule 6).
         */
        PointInTimeReference: {
            /** @description The PIT id returned when the PIT was opened, or the latest `pit_id` of a response. */
            id: string;
            /** @description Optional; extends the retention of the PIT by this duration from this request on. When absent the retention is not extended by this request. */
            keep_alive?: components["schemas"]["TimeUnit"];
        };
        /**
         * Slice
         * @description Splits a scroll (or a point-in-time search) into `max` independent slices that can be consumed in parallel; the union of all slices is the unsliced result. By default the split is by shard, then inside each shard by `floorMod(hashCode(_id), max)`. When `max` exceeds the number of shards, the first calls are slow (O(N) time and N bits of memory per slice, N being the documents of the shard), so limit the sliced queries run in parallel; slicing a point-in-time search avoids this.
         *
         *     **Rule: `id` is below `max`** (slice ids run from 0 to `max - 1`). JSON Schema cannot compare two values of one instance, so the schema says the bounds that follow from the rule (`id` ≥ 0, hence `max` ≥ 1) and names the comparison in `x-less-than` for the package's validators; the service refuses a slice whose `id` is not below `max`.
         *
         *     Both `id` and `max` are required: the source document lists them without saying so, but the service refuses a slice without either (its specification requires both). It also refuses a `max` of 1 (400, "max must be greater than 1"): a single slice is the unsliced scroll.
         */
        Slice: {
            /** @description The id of this slice, from 0 to `max - 1`. A whole number, or the same number written as a string: the service's official client types the slice id as a string (its `Id` type), and the service reads either. */
            id: number | string;
            /** @description The number of slices. */
            max: number;
            /** @description Optional field to slice by instead of `_id`. It must be numeric, have doc values, have one value per document (the first is used when there are several), be set once and never updated, and have high cardinality; the timestamp field is safe for append-only time-based indices. These conditions are the service's to check. */
            field?: string;
        };
        /**
         * SourceConfig
         * @description Which members of a document's `_source` come back: `false` for none, `true` for all, a field pattern or a list of them (with `*` wildcards), or `includes` and `excludes` lists of patterns. Not specified by the source document.
         */
        SourceConfig: boolean | string | string[] | {
            includes?: string | string[];
            excludes?: string | string[];
            /** @description The older name of `includes`. */
            include?: string | string[];
            /** @description The older name of `excludes`. */
            exclude?: string | string[];
            /** @description `true` leaves vector fields out of the returned source, even where `includes` names them. The simulator's documents hold no vector field, so it changes nothing there. */
            exclude_vectors?: boolean;
        };
        /**
         * SearchRequest
         * @description The body of a search (B1), of a scroll search (B4) and of a point-in-time search. Every field is optional. Beside the fields of the source document it takes every other member the service's own specification gives a search body (highlighting, source filtering, field collapsing, ...; each marked `x-outside-source`), as the service accepts them and clients send them; a name that is none of these is refused, so that a typo is caught. Their insides are the service's languages and stay open: Not specified by the source document.
         *
         *     Rules between fields, in JSON Schema:
         *     - with `search_after`, `from` is 0 or -1 (rule 2 of search_after), otherwise `from` is not
         *       negative (`if`/`then`/`else`);
         *
         *     - `search_after` needs `sort`: the first request has a sort and no `search_after`, each later
         *       request repeats the same query and sort (rule 1; `dependentRequired`).
         *
         *
         *     Rules stated here because JSON Schema cannot say them:
         *     - **result window**: `from + size` may not pass 10,000 hits unless the index setting
         *       `index.max_result_window` is raised (rule 2 of from/size). The service answers 400 (example
         *       `resultWindowTooLarge`); page deeper with `search_after`, best with a point in time. Deep
         *       paging also loads the previous pages on every shard (more memory and CPU, rule 3);
         *
         *     - **point in time and index**: a request with `pit` leaves the index out of its path (rule 5 of
         *       search_after). This contract says it with separate operations: the searches on `/_search`
         *       take this schema, those on `/{index}/_search` take `IndexSearchRequest`, which refuses
         *       `pit`;
         *
         *     - `slice.id` below `slice.max` (see `Slice`).
         */
        SearchRequest: {
            /** @description The query that selects the hits. Its language is not part of the source document: Not specified by the source document. Only its being a JSON object is taken from the service. */
            query?: {
                [key: string]: unknown;
            };
            /**
             * @description Number of hits to skip. Default 0. Not negative, except that with `search_after` it may only be 0 or -1. `from + size` may not pass the result window (10,000 by default, `index.max_result_window`).
             * @default 0
             */
            from?: number;
            /**
             * @description Maximum number of hits returned (the page size, or the batch size of a scroll). Default 10.
             * @default 10
             */
            size?: number;
            sort?: components["schemas"]["Sort"];
            /** @description The sort values of the last hit of the previous page (its `sort`), to get the page after it. Needs `sort`; `from` is then 0 or -1. Index refreshes between requests can change the order unless a point in time preserves the index state (rule 4). */
            search_after?: components["schemas"]["SortValues"];
            pit?: components["schemas"]["PointInTimeReference"];
            /** @description Whether the total number of hits is tracked (`true`/`false`), or (an integer, as in the service) the number up to which it is counted exactly. Searches ordered by `_shard_doc` with `track_total_hits: false` are the fastest way to walk all documents in any order (rule 7 of search_after). The default: Not specified by the source document. */
            track_total_hits?: boolean | number;
            slice?: components["schemas"]["Slice"];
            /** @description Aggregations to compute. The source document mentions requests with aggregations (a scroll returns them on its first response only, rule 5 of scroll) but not their language: Not specified by the source document. */
            aggregations?: {
                [key: string]: unknown;
            };
            /** @description The other name of `aggregations`, which the service takes alike (the official Python client sends this one when called with `aggs=`). When a body has both, the later one counts. */
            aggs?: {
                [key: string]: unknown;
            };
            /** @description Which members of each hit's `_source` come back: `false` for none, `true` for all (the default), a field pattern or a list of them (with `*` wildcards), or `includes` and `excludes` lists of patterns. */
            _source?: components["schemas"]["SourceConfig"];
            /** @description Field patterns whose values come back in each hit's `fields`, each a name or `{ field, format }`. */
            fields?: (string | Record<string, unknown>)[];
            /** @description Field patterns whose doc values come back in each hit's `fields`, each a name or `{ field, format }`. */
            docvalue_fields?: (string | Record<string, unknown>)[];
            /** @description Stored fields to return, a name or a list; `_none_` returns no stored field, not even `_id`. */
            stored_fields?: string | string[];
            /** @description Values computed by scripts for each hit, by name. */
            script_fields?: {
                [key: string]: unknown;
            };
            /** @description Fields defined for this search only, by name. */
            runtime_mappings?: {
                [key: string]: unknown;
            };
            /** @description A query applied to the hits after the aggregations are computed. */
            post_filter?: {
                [key: string]: unknown;
            };
            /** @description Hits scoring below this are left out. */
            min_score?: number;
            /** @description Highlighted fragments of the matching fields, per hit. */
            highlight?: {
                [key: string]: unknown;
            };
            /** @description Collapses the hits on the values of a field (one hit per value). */
            collapse?: {
                [key: string]: unknown;
            };
            /** @description Rescores the top hits with another query, one rescorer or a list. */
            rescore?: {
                [key: string]: unknown;
            } | {
                [key: string]: unknown;
            }[];
            /** @description Suggestions for a text, by name. */
            suggest?: {
                [key: string]: unknown;
            };
            /** @description A nearest-neighbour search on vector fields, one or a list. */
            knn?: {
                [key: string]: unknown;
            } | {
                [key: string]: unknown;
            }[];
            /** @description How the results of several queries are ranked together. */
            rank?: {
                [key: string]: unknown;
            };
            /** @description The retriever that finds the hits, in place of `query`. */
            retriever?: {
                [key: string]: unknown;
            };
            /** @description Boosts the scores of the hits of some indices: a list of objects, each an index name and its factor. */
            indices_boost?: {
                [key: string]: number;
            }[];
            /** @description Members for the service's plugins, by plugin name. */
            ext?: {
                [key: string]: unknown;
            };
            /** @description Whether each hit carries an explanation of its score. */
            explain?: boolean;
            /** @description Whether the answer carries timings of the search's parts. */
            profile?: boolean;
            /** @description Whether each hit carries its document's version. */
            version?: boolean;
            /** @description Whether each hit carries its sequence number and primary term. */
            seq_no_primary_term?: boolean;
            /** @description Whether scores are computed and returned when the search sorts on other keys. */
            track_scores?: boolean;
            /** @description The most documents each shard collects; 0 (the default) for no limit. */
            terminate_after?: number;
            /** @description How long each shard may search (a time value such as `2s`); the hits may then be partial. */
            timeout?: string;
            /** @description Statistics groups the search is counted in. */
            stats?: string[];
        };
        /**
         * ShardStatistics
         * @description Counts of the shards a request ran on. The contents of `_shards`: Not specified by the source document. The object stays open and nothing in it is required. The members below are the service's.
         */
        ShardStatistics: {
            /** @description Shards the request was sent to. */
            total?: number;
            /** @description Shards that answered successfully. */
            successful?: number;
            /** @description Shards skipped because they could not hold a match. */
            skipped?: number;
            /** @description Shards that failed. */
            failed?: number;
        };
        /**
         * TotalHits
         * @description The total number of hits. Its contents: Not specified by the source document. The object stays open and nothing in it is required. The members below are the service's: `value`, the count, and `relation`, which the service writes `eq` when the count is exact and `gte` when it is a lower bound (no enum is set, since the document gives none).
         */
        TotalHits: {
            /** @description Number of hits counted. */
            value?: number;
            /** @description How `value` relates to the true count (`eq` exact, `gte` lower bound, in the service). */
            relation?: string;
        };
        /**
         * Hit
         * @description One hit of a search. No member is required: the source document lists them without saying so, and the service leaves members out where the request asks it to (`filter_path` keeps only the members it names; `stored_fields: _none_` drops `_id` and `_source`), so a client must not count on any of them being there.
         */
        Hit: {
            /** @description The index the document is in. */
            _index?: string;
            /** @description The id of the document. */
            _id?: string;
            /** @description Relevance score of the hit; null when the search sorts on other keys than the score. */
            _score?: number | null;
            /** @description The document as it was indexed. Its shape is the index's own: Not specified by the source document. Not required, because the service leaves it out when the index does not keep sources. */
            _source?: {
                [key: string]: unknown;
            };
            /** @description Present when the search sorts: the sort values of this hit, to pass as `search_after` when this is the last hit of a page. With a point in time the last value is the `_shard_doc` tiebreaker. */
            sort?: components["schemas"]["SortValues"];
        };
        /**
         * Hits
         * @description The hits of a search response. No member is required: the source document lists them without saying so, the service's specification makes `max_score` optional, and `filter_path` keeps only the members a request names.
         */
        Hits: {
            /** @description The total number of hits. Its inside: Not specified by the source document. The service answers an object (`TotalHits`), or a plain number when the request asked for it with `rest_total_hits_as_int=true`; both are accepted. Absent when the request set `track_total_hits` to false (the service's behaviour), hence not required; as a plain number it is then -1, as the service writes it. */
            total?: components["schemas"]["TotalHits"] | number;
            /** @description The highest `_score` of the hits; null when the search sorts on other keys than the score. */
            max_score?: number | null;
            /** @description The hits of this page, at most `size`. An empty array is the last page of a scroll or of a `search_after` walk: repeat scroll requests until it is empty (rule 3 of scroll). */
            hits?: components["schemas"]["Hit"][];
        };
        /**
         * SearchResponse
         * @description The results of a search (B1), of a scroll search (B4) and of a point-in-time search.
         *
         *     Which optional members appear depends on the request, a rule JSON Schema cannot tie to the request and which is therefore stated here: `pit_id` on point-in-time searches (possibly a new id, to be used by the next request), `_scroll_id` on scroll searches (the request had `scroll`), `aggregations` when the request had aggregations (for a scroll, only on its first response). Open to members the service adds.
         *
         *     No member is required: the source document lists `took`, `timed_out`, `_shards` and `hits` without saying so, and the service answers only the members a request's `filter_path` names (the official JS client 7.x's scroll helper adds `_scroll_id` to a caller's `filter_path`).
         */
        SearchResponse: {
            /** @description Time the search took, in milliseconds in the service. The unit: Not specified by the source document. */
            took?: number;
            /** @description Whether the search timed out before completing; the hits may then be partial. */
            timed_out?: boolean;
            _shards?: components["schemas"]["ShardStatistics"];
            hits?: components["schemas"]["Hits"];
            /** @description On point-in-time searches: the PIT id to use in the next request. It may differ from the id sent (rule 6 of search_after: always use the latest). */
            pit_id?: string;
            /** @description On scroll searches: the scroll id for the next batch. It may change; use only the most recently received one (rule 3 of scroll). */
            _scroll_id?: string;
            /** @description Aggregation results, when the request had aggregations; a scroll returns them on its first response only (rule 5 of scroll). Their shape: Not specified by the source document. */
            aggregations?: {
                [key: string]: unknown;
            };
        };
        /**
         * IndexSearchRequest
         * @description The body of a search whose path names an index (`/{index}/_search`, B1 and B4): every field and rule of `SearchRequest`, without `pit`. A point-in-time search leaves the index out of its path (rule 5 of search_after), so it is sent to `/_search` instead; the service refuses a `pit` with an index in the path (400, example `pitWithIndex`).
         */
        IndexSearchRequest: {
            pit?: never;
        } & components["schemas"]["SearchRequest"];
        /**
         * PointInTime
         * @description An opened point in time (B2): its id, which a search sends as `pit.id`, and the shard counts. The PIT preserves the state of the index, so refreshes between requests do not change the order of the pages (rule 4 of search_after). Neither member is required: the source document lists them without saying so.
         */
        PointInTime: {
            /** @description The PIT id. */
            id?: string;
            /** @description The shard counts of the opening. The source document shows them (`{id: string}` plus `_shards`), but older versions of the service answer the id alone, so `_shards` is not required. */
            _shards?: components["schemas"]["ShardStatistics"];
        };
        /**
         * ClosePointInTimeRequest
         * @description The body of a request that closes a point in time (B3). `id` is required: the source document lists it without saying so, but the service refuses a body without it (400, `illegal_argument_exception`), and its specification requires it.
         */
        ClosePointInTimeRequest: {
            /** @description The PIT id to close (the latest one received). */
            id: string;
        };
        /**
         * FreedContexts
         * @description The answer to closing a point in time (B3) or clearing scroll contexts (B6, B7, B8). The source document says only that the contexts are closed or cleared; the body is Not specified by the source document. The members below are the service's; nothing is required.
         */
        FreedContexts: {
            /** @description Whether the request succeeded. */
            succeeded?: boolean;
            /** @description Number of search contexts freed (one per shard of each context). 0 when the contexts had already been closed, cleared or had expired; the service then answers 404 with this body. */
            num_freed?: number;
        };
        /**
         * ScrollRequest
         * @description The body of a request for the next batch of a scroll (B5). With `scroll` the context is kept alive and gets a new expiry; without it the context is freed by this request. `scroll` need only cover the processing of the previous batch, not of the whole data set (rule 4 of scroll).
         *
         *     Neither member is required: the source document lists them without saying so, and the service also takes the id in the query string or the path (the request then needs a body only for what it does not carry there); a request that names no id anywhere is refused by the service (400, "scrollId is missing").
         */
        ScrollRequest: {
            /** @description How long to keep the scroll context alive from this request on. */
            scroll?: components["schemas"]["TimeUnit"];
            /** @description The most recently received `_scroll_id` (it may change, rule 3 of scroll). */
            scroll_id?: string;
        };
        /**
         * ScrollResponse
         * @description The next batch of a scroll (B5): a `SearchResponse` that never carries `aggregations` (only the first response of a scroll does, rule 5 of scroll). Repeat scroll requests until `hits.hits` is empty (rule 3).
         *
         *     `_scroll_id` is present while the request keeps the context alive (it had `scroll`). The source document shows it on every batch, yet also says that a request without `scroll` frees the context; the service then leaves `_scroll_id` out, so the schema does not require it.
         */
        ScrollResponse: {
            aggregations?: never;
        } & components["schemas"]["SearchResponse"];
        /**
         * ClearScrollRequest
         * @description The body of a request that clears scroll contexts (B6). Clearing explicitly is advised: open contexts keep old segments alive (more disk space and file handles) and track live documents (more heap), rule 7 of scroll. `scroll_id` is not required: the source document lists it without saying so, and the ids may travel in the `scroll_id` query parameter instead (B8); a request that names no id anywhere is refused by the service (400, "no scroll ids specified").
         */
        ClearScrollRequest: {
            /** @description One scroll id, or an array of scroll ids, whose contexts are cleared. */
            scroll_id?: string | string[];
        };
        /**
         * SearchContextStats
         * @description Search statistics of one node (`indices.search` of the node statistics, B9). The source document gives only that they count the open search contexts (`open_contexts`); the other members are the service's. Open to the many other counters the service returns.
         */
        SearchContextStats: {
            /** @description Number of search contexts open on the node (scroll and point-in-time contexts). At most 500 scroll contexts may be open by default (cluster setting `search.max_open_scroll_context`). */
            open_contexts?: number;
            /** @description Number of scroll requests running or open on the node. */
            scroll_current?: number;
            /** @description Number of scroll contexts opened since the node started. */
            scroll_total?: number;
            /** @description Total time scroll contexts were held open, in milliseconds. */
            scroll_time_in_millis?: number;
        };
        /**
         * NodesStats
         * @description Node statistics restricted to the search statistics of the indices (B9), to count the open search contexts. The source document says only "counts of open search contexts"; the envelope (`_nodes`, `cluster_name`, `nodes` keyed by node id, `indices.search`) is the service's. Open to new members.
         */
        NodesStats: {
            /** @description How many nodes were asked and answered. */
            _nodes?: {
                total?: number;
                successful?: number;
                failed?: number;
            };
            /** @description Name of the cluster. */
            cluster_name?: string;
            /** @description Statistics of each node, keyed by node id. */
            nodes?: {
                [key: string]: {
                    /** @description Name of the node. */
                    name?: string;
                    indices?: {
                        search?: components["schemas"]["SearchContextStats"];
                    };
                };
            };
        };
        /**
         * FieldMapping
         * @description One field of a mapping: its `type` (or `properties`, for an object), and for a date its `format` (built-in names such as `strict_date_optional_time` or `epoch_millis`, or a pattern such as `yyyy-MM-dd HH:mm:ss`, alternatives joined by `||`). Open to the service's other parameters. Not specified by the source document.
         */
        FieldMapping: {
            /**
             * @description The field type.
             * @example keyword
             * @example date_nanos
             */
            type?: string;
            /** @description A date field's formats. */
            format?: string;
            /** @description An object's fields. */
            properties?: Record<string, unknown>;
            /** @description Subfields of the same value, by name (a `keyword` under a `text` field, for example). */
            fields?: Record<string, unknown>;
        };
        /**
         * TypeMapping
         * @description The mapping of an index: the type of each field under `properties` (`keyword`, `text`, `long`, `integer`, `short`, `byte`, `double`, `float`, `boolean`, `date` with its `format`, `date_nanos`, `object` with its own `properties`; `fields` for subfields), and `dynamic` (`true`: a new field is mapped from its first value; `false`: kept in the source, not mapped; `strict`: a document with a new field is refused). The mapped type decides how a field compares, sorts and is written back in sort values (a date as epoch milliseconds, a `date_nanos` as epoch nanoseconds; `numeric_type` and `format` of a sort unify them, rule 8 of search_after). Not specified by the source document; the service's mapping, open to its other members.
         */
        TypeMapping: {
            /** @description What a field the mapping does not name does. */
            dynamic?: boolean | string;
            /** @description The fields, by name. */
            properties?: {
                [key: string]: components["schemas"]["FieldMapping"];
            };
        };
        /**
         * IndexDescriptions
         * @description Per index named, by its name: what was asked of it (`aliases`, `mappings`, `settings`, each an object as the service writes it; settings values are strings). Not specified by the source document.
         */
        IndexDescriptions: {
            [key: string]: {
                aliases?: Record<string, unknown>;
                mappings?: components["schemas"]["TypeMapping"];
                settings?: Record<string, unknown>;
            };
        };
        /**
         * IndexSettingsRequest
         * @description Index settings, nested (`{"index": {"number_of_shards": 3}}`) or flat (`"index.number_of_shards"`, or without the `index.` prefix), as the service takes them. The simulator evaluates `number_of_shards` (1 to 1,024), `number_of_replicas`, `refresh_interval` (a time value, or `-1` for none), `max_result_window` (the result window of from/size, 10,000 by default; rule 2 of from/size), `max_terms_count` and `max_slices_per_scroll`; it keeps every other setting the engine knows (`analysis`, `codec`, `mapping.total_fields.limit`, ...) as given and answers it back, and refuses a setting the engine does not know, as the service does. Open here, as the service has hundreds of settings.
         */
        IndexSettingsRequest: {
            /** @description Primary shards of the index. */
            number_of_shards?: number | string;
            /** @description Replicas of each shard (the simulator's one node holds none of them). */
            number_of_replicas?: number | string;
            /** @description How often new writes become visible to searches (`1s` by default; `-1` for never, but on a refresh). */
            refresh_interval?: string | number;
            /** @description The most `from + size` may reach (10,000 by default). */
            max_result_window?: number | string;
            /** @description The same settings, nested under `index`. */
            index?: Record<string, unknown>;
        };
        /**
         * CreateIndexRequest
         * @description An index to create: its settings, mappings and aliases, each optional. Closed: a member the service does not take is a typo. Not specified by the source document, whose flows read indices it does not say how to make; the service's own request.
         */
        CreateIndexRequest: {
            settings?: components["schemas"]["IndexSettingsRequest"];
            mappings?: components["schemas"]["TypeMapping"];
            /** @description Aliases of the index, by name; an alias names the index in the paths that read, and writes go to it when it names one index. */
            aliases?: {
                [key: string]: Record<string, unknown>;
            };
        };
        /**
         * CreatedIndex
         * @description The index created. Not specified by the source document.
         */
        CreatedIndex: {
            acknowledged?: boolean;
            shards_acknowledged?: boolean;
            index?: string;
        };
        /**
         * Acknowledged
         * @description The service took the change. Not specified by the source document.
         */
        Acknowledged: {
            acknowledged?: boolean;
        };
        /**
         * IndexMappings
         * @description Per index named, by its name: its mapping (`mappings`), as the service writes it. Not specified by the source document.
         */
        IndexMappings: {
            [key: string]: {
                mappings: components["schemas"]["TypeMapping"];
            };
        };
        /**
         * DocumentRead
         * @description A document as the last write left it (refreshed or not): its source with its version and sequence number, or `found: false`. Not specified by the source document.
         */
        DocumentRead: {
            _index?: string;
            _id?: string;
            _version?: number;
            _seq_no?: number;
            _primary_term?: number;
            found?: boolean;
            _source?: Record<string, unknown>;
        };
        /**
         * IndexDocumentRequest
         * @description The document: any JSON object. Its fields are mapped by the index's mapping (or dynamically); a value that does not fit its field's type is refused (400, `document_parsing_exception`). Not specified by the source document, whose flows read documents it does not say how to write.
         */
        IndexDocumentRequest: Record<string, unknown>;
        /**
         * WriteResult
         * @description The result of a document write: the index and id, the document's version and sequence number, what happened (`created`, `updated`, `deleted`, `not_found`, `noop`) and the shards reached. Not specified by the source document.
         */
        WriteResult: {
            _index?: string;
            _id?: string;
            _version?: number;
            /** @enum {string} */
            result?: "created" | "updated" | "deleted" | "not_found" | "noop";
            _shards?: components["schemas"]["ShardStatistics"];
            _seq_no?: number;
            _primary_term?: number;
            /** @description The write was refreshed at once (`refresh=true`). */
            forced_refresh?: boolean;
        };
        /**
         * UpdateDocumentRequest
         * @description A partial update: `doc` is merged into the document (objects member by member); where the document does not exist, `upsert` is indexed instead, or `doc` itself with `doc_as_upsert`. An update that changes nothing writes nothing (`result: noop`); with `_source`, the answer's `get` holds the document as written. The service also runs scripts (`script`, `scripted_upsert`), which the contract takes and the simulator refuses (400: it runs no script). Closed. Not specified by the source document.
         */
        UpdateDocumentRequest: {
            /** @description The members to change. */
            doc?: Record<string, unknown>;
            /** @description The document to index where there is none. */
            upsert?: Record<string, unknown>;
            /** @description Index `doc` where there is no document. */
            doc_as_upsert?: boolean;
            /** @description Whether an update that changes nothing is answered `noop` (true, the default, the only way the simulator answers). */
            detect_noop?: boolean;
            /** @description A script that changes the document (the service's; the simulator does not run scripts). */
            script?: Record<string, unknown> | string;
            /** @description Run the script whether or not the document exists (the service's; the simulator does not run scripts). */
            scripted_upsert?: boolean;
            /** @description What of the document as written the answer's `get` holds (none by default). */
            _source?: components["schemas"]["SourceConfig"];
        };
        /**
         * BulkRequest
         * @description NDJSON: for each write an action line (`{"index": {"_index": "orders", "_id": "1"}}`, `create`, `update` or `delete`, naming `_index` unless the path does) followed, but for `delete`, by its document line (for `update`, `{"doc": {...}}` with optional `upsert` or `doc_as_upsert`), each line ended by a newline, the last one too. A malformed action line refuses the whole request (400, `illegal_argument_exception` naming the line); a document line that is not a JSON object fails its own item only. The simulator reads at most 32 MiB and 400,000 lines at once. Not specified by the source document.
         */
        BulkRequest: string;
        /**
         * BulkResponseItem
         * @description One write of a bulk request: as a single write answers it (`result`, `_version`, `_seq_no`, ...), with its HTTP `status`, or its `error` (a version conflict, a missing document, a document its mapping refuses). Not specified by the source document.
         */
        BulkResponseItem: {
            _index?: string;
            _id?: string | null;
            status?: number;
            result?: string;
            _version?: number;
            _seq_no?: number;
            _primary_term?: number;
            _shards?: components["schemas"]["ShardStatistics"];
            forced_refresh?: boolean;
            error?: components["schemas"]["ErrorCause"];
        };
        /**
         * BulkResponse
         * @description The result of each write of a bulk request, in its order, each under its action's name, and `errors`: whether any failed. Not specified by the source document.
         */
        BulkResponse: {
            took?: number;
            errors?: boolean;
            items?: {
                [key: string]: components["schemas"]["BulkResponseItem"];
            }[];
        };
        /**
         * Refreshed
         * @description The shards refreshed. Not specified by the source document.
         */
        Refreshed: {
            _shards?: components["schemas"]["ShardStatistics"];
        };
        /**
         * CountRequest
         * @description The documents to count, as a search's `query` selects them; without it, every document. Closed. Not specified by the source document.
         */
        CountRequest: {
            /** @description The query, as in a search. */
            query?: Record<string, unknown>;
        };
        /**
         * DocumentCount
         * @description How many documents of the indices' refreshed state match. Not specified by the source document.
         */
        DocumentCount: {
            count?: number;
            _shards?: components["schemas"]["ShardStatistics"];
        };
    };
    responses: {
        /** @description Any other error. The source document shows no error of the search API, so every other status is possible; the body is the service's error body, modelled permissively. */
        UnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No valid credentials, on a service with security enabled. Authentication of the search API: Not specified by the source document. Status, header and body are the service's. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many requests: the thread pool that runs the request and its queue are full, so the request was rejected without being run (`es_rejected_execution_exception`, the search thread pool for a search), or a circuit breaker refused the memory the request needs (`circuit_breaking_exception`); sending it again later may succeed. The source document shows no error of the search API; the status and body are the service's. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The cluster cannot serve the request for now (no elected master node, or the cluster state not yet recovered). The source document shows no error of the search API; the status and body are the service's. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Any other error; no body, as the answer to HEAD has none. The source document shows no error of the search API, so every other status is possible. */
        PingUnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description No valid credentials, on a service with security enabled; no body, as the answer to HEAD has none. Authentication of the search API: Not specified by the source document. */
        PingUnauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The cluster cannot serve requests for now (no elected master node, or the cluster state not yet recovered); no body, as the answer to HEAD has none. */
        PingServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The search is refused: `from + size` passes the result window (10,000 by default, index setting `index.max_result_window`), or a duration is not a time unit, or the body breaks a rule of `SearchRequest`. Error responses of the search API: Not specified by the source document. The body is the service's, modelled permissively. */
        SearchBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The search context is gone: the scroll or point in time expired (its keep-alive elapsed), was closed or was cleared. Start again with a new scroll search or point in time. Error responses of the search API: Not specified by the source document. The body is the service's, modelled permissively. */
        SearchContextNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The search on an index is refused: `from + size` passes the result window (10,000 by default, index setting `index.max_result_window`), the body has `pit` although the path names an index, a duration is not a time unit, or the body breaks a rule of `IndexSearchRequest`. Error responses of the search API: Not specified by the source document. The body is the service's, modelled permissively. */
        IndexSearchBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Opening a scroll context is refused: 500 scroll contexts are open already (the default limit, changed with the cluster setting `search.max_open_scroll_context`). The source document says only that opening more is refused; the status (429; older releases of the service answered 500, covered by `default`) and the body are the service's. The same status is the service's answer when its search thread pool rejects the request (`es_rejected_execution_exception`), as on every search operation (`TooManyRequests`). */
        ScrollContextsTooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request is refused, for example because a keep-alive or scroll duration is not a time unit such as `1m`. Error responses of the search API: Not specified by the source document. The body is the service's, modelled permissively. */
        InvalidTimeValueBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request is refused, for example because it names no id to close or clear. Error responses of the search API: Not specified by the source document. The body is the service's, modelled permissively. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No context was freed: the named point in time or scroll contexts had already been closed, cleared or had expired. The service answers 404 with the ordinary close/clear body and `num_freed` 0; the source document does not show this answer. */
        NothingFreedNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FreedContexts"];
            };
        };
        /** @description The index (or alias) named does not exist. Not specified by the source document; the service's error body. */
        IndexNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The index is not created: its name is invalid or taken, or a setting or the mapping cannot be read. Not specified by the source document; the service's error body. */
        CreateIndexBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The index does not exist; no body, as the answer to HEAD has none. Not specified by the source document. */
        IndexAbsentNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description No document of that id (`found: false`), or no such index (the service's error body). Not specified by the source document. */
        DocumentNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DocumentRead"] | components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The document is refused: a value does not fit its field's type, a new field under a `strict` mapping, or the request cannot be read. Not specified by the source document; the service's error body. */
        DocumentBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The document exists already: a create does not replace it. Not specified by the source document; the service's error body. */
        DocumentExistsConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No document of that id: the delete's result (`not_found`), or no such index (the service's error body). Not specified by the source document. */
        DeletedNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["WriteResult"] | components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The document (or its index) does not exist: nothing to update. Not specified by the source document; the service's error body. */
        DocumentMissingNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The bulk request is refused whole: a malformed action line, no final newline, an action without its id or index. Not specified by the source document; the service's error body. */
        BulkBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description Makes the search a scroll search (B4): opens a scroll context kept for this duration (a time unit such as `1m`) and returns `_scroll_id`. It need only cover the processing of one batch. At most 500 scroll contexts may be open by default (cluster setting `search.max_open_scroll_context`); beyond it the service refuses to open one (429, example `refused`). */
        Scroll: components["schemas"]["TimeUnitText"];
        /** @description Number of hits to skip (the body's `from` in the query string), default 0, not negative. `from + size` may not pass the result window (10,000 by default, index setting `index.max_result_window`); the service answers 400 beyond it. */
        From: number;
        /** @description Maximum number of hits returned (the body's `size` in the query string), default 10. -1 is as if none were given (the default applies); below -1 the service answers 400. */
        Size: number;
        /** @description The sort in the query string: a comma-separated list of `field` or `field:asc|desc` entries (the service's query-string form; the source document gives the sort only as a body field). */
        SortQuery: string[];
        /** @description The body's `track_total_hits` in the query string: `true`, `false`, or a number up to which hits are counted exactly. */
        TrackTotalHits: boolean | number;
        /** @description When `true`, `hits.total` is answered as a plain number of hits instead of an object. Not specified by the source document: the service's parameter, which its official clients pass on (the scroll helper sends it on every batch). Default `false`. */
        RestTotalHitsAsInt: boolean;
        /** @description The index to search or to open a point in time on. Whether lists of indices, patterns or aliases are accepted: Not specified by the source document. */
        Index: string;
        /** @description How long the point in time is kept (retention), as a time unit such as `1m`. Each search with `pit.keep_alive` extends it. */
        KeepAlive: components["schemas"]["TimeUnitText"];
        /** @description Keeps the scroll context alive for this duration from this request on (a time unit such as `1m`; it need only cover the processing of one batch). Without it the request frees the context after returning its batch. */
        ScrollKeepAliveQuery: components["schemas"]["TimeUnitText"];
        /** @description The most recently received `_scroll_id` (the body's `scroll_id` in the query string). Needed here unless the request carries it in a body. */
        ScrollIdQuery: string;
        /** @description Scroll ids to clear, comma-separated, in the query string instead of the body (B8 note: the ids may travel in the path, as a query parameter or in the body). A request names its ids in the body or in this parameter; JSON Schema cannot relate a query parameter to the body, so this rule is stated here. */
        ScrollIdListQuery: string[];
        /** @description The most recently received `_scroll_id`, in the path: the service's older form of the scroll request (deprecated by the service since 7.0.0, as a scroll id can be long, and still served), which official clients use when the id is given as a parameter. A body's `scroll_id`, when sent, wins over it. The path's variable is named `ids` because the path is shared with the clear of B8, which takes a comma-separated list there. */
        ScrollIdPath: string;
        /** @description Scroll ids to clear, comma-separated in the path (`<id>,<id>`). The schema accepts the list as one string or as an array (serialized with `style: simple`, joined by commas): an array alone makes the mock server (Prism 5.14) fail, a string alone makes it refuse a path with a literal comma. */
        ScrollIds: string | string[];
        /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
        TargetIndex: string;
        /** @description The document's id: at most 512 bytes. Not specified by the source document. */
        DocumentId: string;
        /** @description When the write becomes visible to searches: `true` (or empty) refreshes the shards it changed at once, `wait_for` answers once a refresh has made it visible, `false` (the default) leaves it to the index's refresh interval (`index.refresh_interval`, 1s by default). Not specified by the source document, which says only that index refreshes change what searches see (rule 4 of search_after). */
        Refresh: "true" | "false" | "wait_for" | "";
        /** @description `create` writes the document only when the index holds none of that id, as `createDocument` does (409 otherwise); `index` (the default for a write with an id) creates or replaces it. The official clients of the 7.x lines send a create with an id this way. Not specified by the source document. */
        OpType: "index" | "create";
    };
    requestBodies: never;
    headers: {
        /** @description The authentication schemes the service accepts, sent with a 401 answer (HTTP semantics, RFC 9110). The schemes of the search API: Not specified by the source document. */
        WwwAuthenticate: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The node's and cluster's identity and the software's version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RootNodeInfo"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The node is up. No body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["PingUnauthorized"];
            503: components["responses"]["PingServiceUnavailable"];
            default: components["responses"]["PingUnexpectedError"];
        };
    };
    searchWithGet: {
        parameters: {
            query?: {
                /** @description Makes the search a scroll search (B4): opens a scroll context kept for this duration (a time unit such as `1m`) and returns `_scroll_id`. It need only cover the processing of one batch. At most 500 scroll contexts may be open by default (cluster setting `search.max_open_scroll_context`); beyond it the service refuses to open one (429, example `refused`). */
                scroll?: components["parameters"]["Scroll"];
                /** @description Number of hits to skip (the body's `from` in the query string), default 0, not negative. `from + size` may not pass the result window (10,000 by default, index setting `index.max_result_window`); the service answers 400 beyond it. */
                from?: components["parameters"]["From"];
                /** @description Maximum number of hits returned (the body's `size` in the query string), default 10. -1 is as if none were given (the default applies); below -1 the service answers 400. */
                size?: components["parameters"]["Size"];
                /** @description The sort in the query string: a comma-separated list of `field` or `field:asc|desc` entries (the service's query-string form; the source document gives the sort only as a body field). */
                sort?: components["parameters"]["SortQuery"];
                /** @description The body's `track_total_hits` in the query string: `true`, `false`, or a number up to which hits are counted exactly. */
                track_total_hits?: components["parameters"]["TrackTotalHits"];
                /** @description When `true`, `hits.total` is answered as a plain number of hits instead of an object. Not specified by the source document: the service's parameter, which its official clients pass on (the scroll helper sends it on every batch). Default `false`. */
                rest_total_hits_as_int?: components["parameters"]["RestTotalHitsAsInt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The search; optional, every field is optional. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description The search results; `pit_id` on point-in-time searches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            400: components["responses"]["SearchBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["SearchContextNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    search: {
        parameters: {
            query?: {
                /** @description Makes the search a scroll search (B4): opens a scroll context kept for this duration (a time unit such as `1m`) and returns `_scroll_id`. It need only cover the processing of one batch. At most 500 scroll contexts may be open by default (cluster setting `search.max_open_scroll_context`); beyond it the service refuses to open one (429, example `refused`). */
                scroll?: components["parameters"]["Scroll"];
                /** @description Number of hits to skip (the body's `from` in the query string), default 0, not negative. `from + size` may not pass the result window (10,000 by default, index setting `index.max_result_window`); the service answers 400 beyond it. */
                from?: components["parameters"]["From"];
                /** @description Maximum number of hits returned (the body's `size` in the query string), default 10. -1 is as if none were given (the default applies); below -1 the service answers 400. */
                size?: components["parameters"]["Size"];
                /** @description The sort in the query string: a comma-separated list of `field` or `field:asc|desc` entries (the service's query-string form; the source document gives the sort only as a body field). */
                sort?: components["parameters"]["SortQuery"];
                /** @description The body's `track_total_hits` in the query string: `true`, `false`, or a number up to which hits are counted exactly. */
                track_total_hits?: components["parameters"]["TrackTotalHits"];
                /** @description When `true`, `hits.total` is answered as a plain number of hits instead of an object. Not specified by the source document: the service's parameter, which its official clients pass on (the scroll helper sends it on every batch). Default `false`. */
                rest_total_hits_as_int?: components["parameters"]["RestTotalHitsAsInt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The search; optional (without it the top 10 hits of every index), every field is optional. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description The search results; `pit_id` on point-in-time searches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            400: components["responses"]["SearchBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["SearchContextNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    searchIndexWithGet: {
        parameters: {
            query?: {
                /** @description Makes the search a scroll search (B4): opens a scroll context kept for this duration (a time unit such as `1m`) and returns `_scroll_id`. It need only cover the processing of one batch. At most 500 scroll contexts may be open by default (cluster setting `search.max_open_scroll_context`); beyond it the service refuses to open one (429, example `refused`). */
                scroll?: components["parameters"]["Scroll"];
                /** @description Number of hits to skip (the body's `from` in the query string), default 0, not negative. `from + size` may not pass the result window (10,000 by default, index setting `index.max_result_window`); the service answers 400 beyond it. */
                from?: components["parameters"]["From"];
                /** @description Maximum number of hits returned (the body's `size` in the query string), default 10. -1 is as if none were given (the default applies); below -1 the service answers 400. */
                size?: components["parameters"]["Size"];
                /** @description The sort in the query string: a comma-separated list of `field` or `field:asc|desc` entries (the service's query-string form; the source document gives the sort only as a body field). */
                sort?: components["parameters"]["SortQuery"];
                /** @description The body's `track_total_hits` in the query string: `true`, `false`, or a number up to which hits are counted exactly. */
                track_total_hits?: components["parameters"]["TrackTotalHits"];
                /** @description When `true`, `hits.total` is answered as a plain number of hits instead of an object. Not specified by the source document: the service's parameter, which its official clients pass on (the scroll helper sends it on every batch). Default `false`. */
                rest_total_hits_as_int?: components["parameters"]["RestTotalHitsAsInt"];
            };
            header?: never;
            path: {
                /** @description The index to search or to open a point in time on. Whether lists of indices, patterns or aliases are accepted: Not specified by the source document. */
                index: components["parameters"]["Index"];
            };
            cookie?: never;
        };
        /** @description The search; optional, every field is optional; no `pit`. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["IndexSearchRequest"];
            };
        };
        responses: {
            /** @description The search results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            400: components["responses"]["IndexSearchBadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["ScrollContextsTooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    searchIndex: {
        parameters: {
            query?: {
                /** @description Makes the search a scroll search (B4): opens a scroll context kept for this duration (a time unit such as `1m`) and returns `_scroll_id`. It need only cover the processing of one batch. At most 500 scroll contexts may be open by default (cluster setting `search.max_open_scroll_context`); beyond it the service refuses to open one (429, example `refused`). */
                scroll?: components["parameters"]["Scroll"];
                /** @description Number of hits to skip (the body's `from` in the query string), default 0, not negative. `from + size` may not pass the result window (10,000 by default, index setting `index.max_result_window`); the service answers 400 beyond it. */
                from?: components["parameters"]["From"];
                /** @description Maximum number of hits returned (the body's `size` in the query string), default 10. -1 is as if none were given (the default applies); below -1 the service answers 400. */
                size?: components["parameters"]["Size"];
                /** @description The sort in the query string: a comma-separated list of `field` or `field:asc|desc` entries (the service's query-string form; the source document gives the sort only as a body field). */
                sort?: components["parameters"]["SortQuery"];
                /** @description The body's `track_total_hits` in the query string: `true`, `false`, or a number up to which hits are counted exactly. */
                track_total_hits?: components["parameters"]["TrackTotalHits"];
                /** @description When `true`, `hits.total` is answered as a plain number of hits instead of an object. Not specified by the source document: the service's parameter, which its official clients pass on (the scroll helper sends it on every batch). Default `false`. */
                rest_total_hits_as_int?: components["parameters"]["RestTotalHitsAsInt"];
            };
            header?: never;
            path: {
                /** @description The index to search or to open a point in time on. Whether lists of indices, patterns or aliases are accepted: Not specified by the source document. */
                index: components["parameters"]["Index"];
            };
            cookie?: never;
        };
        /** @description The search; optional, every field is optional; no `pit`. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["IndexSearchRequest"];
            };
        };
        responses: {
            /** @description The search results; with `scroll`, also `_scroll_id` and (first response only) the aggregations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            400: components["responses"]["IndexSearchBadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["ScrollContextsTooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    openPointInTime: {
        parameters: {
            query: {
                /** @description How long the point in time is kept (retention), as a time unit such as `1m`. Each search with `pit.keep_alive` extends it. */
                keep_alive: components["parameters"]["KeepAlive"];
            };
            header?: never;
            path: {
                /** @description The index to search or to open a point in time on. Whether lists of indices, patterns or aliases are accepted: Not specified by the source document. */
                index: components["parameters"]["Index"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The point in time is open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointInTime"];
                };
            };
            400: components["responses"]["InvalidTimeValueBadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    closePointInTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClosePointInTimeRequest"];
            };
        };
        responses: {
            /** @description The point in time is closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreedContexts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NothingFreedNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    continueScrollWithGet: {
        parameters: {
            query?: {
                /** @description Keeps the scroll context alive for this duration from this request on (a time unit such as `1m`; it need only cover the processing of one batch). Without it the request frees the context after returning its batch. */
                scroll?: components["parameters"]["ScrollKeepAliveQuery"];
                /** @description The most recently received `_scroll_id` (the body's `scroll_id` in the query string). Needed here unless the request carries it in a body. */
                scroll_id?: components["parameters"]["ScrollIdQuery"];
                /** @description When `true`, `hits.total` is answered as a plain number of hits instead of an object. Not specified by the source document: the service's parameter, which its official clients pass on (the scroll helper sends it on every batch). Default `false`. */
                rest_total_hits_as_int?: components["parameters"]["RestTotalHitsAsInt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The scroll id and keep-alive in a body, as `continueScroll` takes them; the service reads them from a GET body too (its own reference shows `GET /_search/scroll` with a body). A request names the id in the body or in the `scroll_id` query parameter; JSON Schema cannot relate the two, so the rule is stated here. Many HTTP clients (the Fetch API among them) cannot send a body with GET: use `continueScroll` (POST) for those. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ScrollRequest"];
            };
        };
        responses: {
            /** @description The next batch; `_scroll_id` while the context is kept alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScrollResponse"];
                };
            };
            400: components["responses"]["InvalidTimeValueBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["SearchContextNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    continueScroll: {
        parameters: {
            query?: {
                /** @description Keeps the scroll context alive for this duration from this request on (a time unit such as `1m`; it need only cover the processing of one batch). Without it the request frees the context after returning its batch. */
                scroll?: components["parameters"]["ScrollKeepAliveQuery"];
                /** @description The most recently received `_scroll_id` (the body's `scroll_id` in the query string). Needed here unless the request carries it in a body. */
                scroll_id?: components["parameters"]["ScrollIdQuery"];
                /** @description When `true`, `hits.total` is answered as a plain number of hits instead of an object. Not specified by the source document: the service's parameter, which its official clients pass on (the scroll helper sends it on every batch). Default `false`. */
                rest_total_hits_as_int?: components["parameters"]["RestTotalHitsAsInt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ScrollRequest"];
            };
        };
        responses: {
            /** @description The next batch; `_scroll_id` while the context is kept alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScrollResponse"];
                };
            };
            400: components["responses"]["InvalidTimeValueBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["SearchContextNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    clearScroll: {
        parameters: {
            query?: {
                /** @description Scroll ids to clear, comma-separated, in the query string instead of the body (B8 note: the ids may travel in the path, as a query parameter or in the body). A request names its ids in the body or in this parameter; JSON Schema cannot relate a query parameter to the body, so this rule is stated here. */
                scroll_id?: components["parameters"]["ScrollIdListQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ClearScrollRequest"];
            };
        };
        responses: {
            /** @description The contexts are cleared. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreedContexts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NothingFreedNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    clearAllScrolls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All scroll contexts are cleared. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreedContexts"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    continueScrollByIdWithGet: {
        parameters: {
            query?: {
                /** @description Keeps the scroll context alive for this duration from this request on (a time unit such as `1m`; it need only cover the processing of one batch). Without it the request frees the context after returning its batch. */
                scroll?: components["parameters"]["ScrollKeepAliveQuery"];
                /** @description When `true`, `hits.total` is answered as a plain number of hits instead of an object. Not specified by the source document: the service's parameter, which its official clients pass on (the scroll helper sends it on every batch). Default `false`. */
                rest_total_hits_as_int?: components["parameters"]["RestTotalHitsAsInt"];
            };
            header?: never;
            path: {
                /** @description The most recently received `_scroll_id`, in the path: the service's older form of the scroll request (deprecated by the service since 7.0.0, as a scroll id can be long, and still served), which official clients use when the id is given as a parameter. A body's `scroll_id`, when sent, wins over it. The path's variable is named `ids` because the path is shared with the clear of B8, which takes a comma-separated list there. */
                ids: components["parameters"]["ScrollIdPath"];
            };
            cookie?: never;
        };
        /** @description Optional: the keep-alive (and the id, which then wins over the path's) in a body, as `continueScroll` takes them. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ScrollRequest"];
            };
        };
        responses: {
            /** @description The next batch; `_scroll_id` while the context is kept alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScrollResponse"];
                };
            };
            400: components["responses"]["InvalidTimeValueBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["SearchContextNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    continueScrollById: {
        parameters: {
            query?: {
                /** @description Keeps the scroll context alive for this duration from this request on (a time unit such as `1m`; it need only cover the processing of one batch). Without it the request frees the context after returning its batch. */
                scroll?: components["parameters"]["ScrollKeepAliveQuery"];
                /** @description When `true`, `hits.total` is answered as a plain number of hits instead of an object. Not specified by the source document: the service's parameter, which its official clients pass on (the scroll helper sends it on every batch). Default `false`. */
                rest_total_hits_as_int?: components["parameters"]["RestTotalHitsAsInt"];
            };
            header?: never;
            path: {
                /** @description The most recently received `_scroll_id`, in the path: the service's older form of the scroll request (deprecated by the service since 7.0.0, as a scroll id can be long, and still served), which official clients use when the id is given as a parameter. A body's `scroll_id`, when sent, wins over it. The path's variable is named `ids` because the path is shared with the clear of B8, which takes a comma-separated list there. */
                ids: components["parameters"]["ScrollIdPath"];
            };
            cookie?: never;
        };
        /** @description Optional: the keep-alive (and the id, which then wins over the path's) in a body, as `continueScroll` takes them. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ScrollRequest"];
            };
        };
        responses: {
            /** @description The next batch; `_scroll_id` while the context is kept alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScrollResponse"];
                };
            };
            400: components["responses"]["InvalidTimeValueBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["SearchContextNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    clearScrollByIds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Scroll ids to clear, comma-separated in the path (`<id>,<id>`). The schema accepts the list as one string or as an array (serialized with `style: simple`, joined by commas): an array alone makes the mock server (Prism 5.14) fail, a string alone makes it refuse a path with a literal comma. */
                ids: components["parameters"]["ScrollIds"];
            };
            cookie?: never;
        };
        /** @description Optional: ids in a body, as `clearScroll` takes them; where a body names ids, they are the ones cleared, not the path's (the row's "in the path, or as a query parameter or in the body"), as the service reads the body after the path. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ClearScrollRequest"];
            };
        };
        responses: {
            /** @description The contexts are cleared. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreedContexts"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NothingFreedNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getNodesSearchStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The search statistics of each node. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NodesStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The indices, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexDescriptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["IndexNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
            };
            cookie?: never;
        };
        /** @description The settings, mappings and aliases; optional. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateIndexRequest"];
            };
        };
        responses: {
            /** @description The index is created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedIndex"];
                };
            };
            400: components["responses"]["CreateIndexBadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The indices are deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["IndexNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    checkIndexExists: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The indices exist. No body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["PingUnauthorized"];
            404: components["responses"]["IndexAbsentNotFound"];
            503: components["responses"]["PingServiceUnavailable"];
            default: components["responses"]["PingUnexpectedError"];
        };
    };
    getIndexMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mappings, by index. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexMappings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["IndexNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getIndexSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings, by index. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexDescriptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["IndexNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
                /** @description The document's id: at most 512 bytes. Not specified by the source document. */
                id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentRead"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    indexDocument: {
        parameters: {
            query?: {
                /** @description When the write becomes visible to searches: `true` (or empty) refreshes the shards it changed at once, `wait_for` answers once a refresh has made it visible, `false` (the default) leaves it to the index's refresh interval (`index.refresh_interval`, 1s by default). Not specified by the source document, which says only that index refreshes change what searches see (rule 4 of search_after). */
                refresh?: components["parameters"]["Refresh"];
                /** @description `create` writes the document only when the index holds none of that id, as `createDocument` does (409 otherwise); `index` (the default for a write with an id) creates or replaces it. The official clients of the 7.x lines send a create with an id this way. Not specified by the source document. */
                op_type?: components["parameters"]["OpType"];
            };
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
                /** @description The document's id: at most 512 bytes. Not specified by the source document. */
                id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IndexDocumentRequest"];
            };
        };
        responses: {
            /** @description The write's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriteResult"];
                };
            };
            /** @description A new document. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriteResult"];
                };
            };
            400: components["responses"]["DocumentBadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["DocumentExistsConflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    indexDocumentWithPost: {
        parameters: {
            query?: {
                /** @description When the write becomes visible to searches: `true` (or empty) refreshes the shards it changed at once, `wait_for` answers once a refresh has made it visible, `false` (the default) leaves it to the index's refresh interval (`index.refresh_interval`, 1s by default). Not specified by the source document, which says only that index refreshes change what searches see (rule 4 of search_after). */
                refresh?: components["parameters"]["Refresh"];
                /** @description `create` writes the document only when the index holds none of that id, as `createDocument` does (409 otherwise); `index` (the default for a write with an id) creates or replaces it. The official clients of the 7.x lines send a create with an id this way. Not specified by the source document. */
                op_type?: components["parameters"]["OpType"];
            };
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
                /** @description The document's id: at most 512 bytes. Not specified by the source document. */
                id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IndexDocumentRequest"];
            };
        };
        responses: {
            /** @description The write's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriteResult"];
                };
            };
            /** @description A new document. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriteResult"];
                };
            };
            400: components["responses"]["DocumentBadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["DocumentExistsConflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: {
                /** @description When the write becomes visible to searches: `true` (or empty) refreshes the shards it changed at once, `wait_for` answers once a refresh has made it visible, `false` (the default) leaves it to the index's refresh interval (`index.refresh_interval`, 1s by default). Not specified by the source document, which says only that index refreshes change what searches see (rule 4 of search_after). */
                refresh?: components["parameters"]["Refresh"];
            };
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
                /** @description The document's id: at most 512 bytes. Not specified by the source document. */
                id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document is deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriteResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DeletedNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    indexDocumentWithGeneratedId: {
        parameters: {
            query?: {
                /** @description When the write becomes visible to searches: `true` (or empty) refreshes the shards it changed at once, `wait_for` answers once a refresh has made it visible, `false` (the default) leaves it to the index's refresh interval (`index.refresh_interval`, 1s by default). Not specified by the source document, which says only that index refreshes change what searches see (rule 4 of search_after). */
                refresh?: components["parameters"]["Refresh"];
            };
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IndexDocumentRequest"];
            };
        };
        responses: {
            /** @description A new document. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriteResult"];
                };
            };
            400: components["responses"]["DocumentBadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createDocument: {
        parameters: {
            query?: {
                /** @description When the write becomes visible to searches: `true` (or empty) refreshes the shards it changed at once, `wait_for` answers once a refresh has made it visible, `false` (the default) leaves it to the index's refresh interval (`index.refresh_interval`, 1s by default). Not specified by the source document, which says only that index refreshes change what searches see (rule 4 of search_after). */
                refresh?: components["parameters"]["Refresh"];
            };
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
                /** @description The document's id: at most 512 bytes. Not specified by the source document. */
                id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IndexDocumentRequest"];
            };
        };
        responses: {
            /** @description A new document. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriteResult"];
                };
            };
            400: components["responses"]["DocumentBadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["DocumentExistsConflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createDocumentWithPost: {
        parameters: {
            query?: {
                /** @description When the write becomes visible to searches: `true` (or empty) refreshes the shards it changed at once, `wait_for` answers once a refresh has made it visible, `false` (the default) leaves it to the index's refresh interval (`index.refresh_interval`, 1s by default). Not specified by the source document, which says only that index refreshes change what searches see (rule 4 of search_after). */
                refresh?: components["parameters"]["Refresh"];
            };
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
                /** @description The document's id: at most 512 bytes. Not specified by the source document. */
                id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IndexDocumentRequest"];
            };
        };
        responses: {
            /** @description A new document. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriteResult"];
                };
            };
            400: components["responses"]["DocumentBadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["DocumentExistsConflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateDocument: {
        parameters: {
            query?: {
                /** @description When the write becomes visible to searches: `true` (or empty) refreshes the shards it changed at once, `wait_for` answers once a refresh has made it visible, `false` (the default) leaves it to the index's refresh interval (`index.refresh_interval`, 1s by default). Not specified by the source document, which says only that index refreshes change what searches see (rule 4 of search_after). */
                refresh?: components["parameters"]["Refresh"];
            };
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
                /** @description The document's id: at most 512 bytes. Not specified by the source document. */
                id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDocumentRequest"];
            };
        };
        responses: {
            /** @description The document is updated, or nothing changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriteResult"];
                };
            };
            /** @description Where there was no document, the upsert is indexed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriteResult"];
                };
            };
            400: components["responses"]["DocumentBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DocumentMissingNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    bulk: {
        parameters: {
            query?: {
                /** @description When the write becomes visible to searches: `true` (or empty) refreshes the shards it changed at once, `wait_for` answers once a refresh has made it visible, `false` (the default) leaves it to the index's refresh interval (`index.refresh_interval`, 1s by default). Not specified by the source document, which says only that index refreshes change what searches see (rule 4 of search_after). */
                refresh?: components["parameters"]["Refresh"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-ndjson": components["schemas"]["BulkRequest"];
            };
        };
        responses: {
            /** @description The result of each write. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResponse"];
                };
            };
            400: components["responses"]["BulkBadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    bulkIndex: {
        parameters: {
            query?: {
                /** @description When the write becomes visible to searches: `true` (or empty) refreshes the shards it changed at once, `wait_for` answers once a refresh has made it visible, `false` (the default) leaves it to the index's refresh interval (`index.refresh_interval`, 1s by default). Not specified by the source document, which says only that index refreshes change what searches see (rule 4 of search_after). */
                refresh?: components["parameters"]["Refresh"];
            };
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-ndjson": components["schemas"]["BulkRequest"];
            };
        };
        responses: {
            /** @description The result of each write. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResponse"];
                };
            };
            400: components["responses"]["BulkBadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    refreshWithGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shards are refreshed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refreshed"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shards are refreshed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refreshed"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    refreshIndexWithGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shards are refreshed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refreshed"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["IndexNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    refreshIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shards are refreshed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refreshed"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["IndexNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    countWithGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The query; optional. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CountRequest"];
            };
        };
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentCount"];
                };
            };
            400: components["responses"]["SearchBadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    count: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The query; optional. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CountRequest"];
            };
        };
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentCount"];
                };
            };
            400: components["responses"]["SearchBadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    countIndexWithGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
            };
            cookie?: never;
        };
        /** @description The query; optional. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CountRequest"];
            };
        };
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentCount"];
                };
            };
            400: components["responses"]["SearchBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["IndexNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    countIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index the request is about: a name; where the operation reads, also a comma-separated list, a pattern with `*`, `_all` or an alias. An index name is lower case, at most 255 bytes, without `\ / * ? " < > | , # :` or a space, does not start with `_`, `-` or `+`, and is not `.` or `..` (the service refuses others with `invalid_index_name_exception`). Not specified by the source document. */
                index: components["parameters"]["TargetIndex"];
            };
            cookie?: never;
        };
        /** @description The query; optional. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CountRequest"];
            };
        };
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentCount"];
                };
            };
            400: components["responses"]["SearchBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["IndexNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
}
