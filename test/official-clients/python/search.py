"""
The search API's official Python client (7.17, Debian's python3-elasticsearch), unmodified, through
every flow of part B of the source document against the simulator: `python3 search.py <flow> <base URL>`.

The client is made as its users make it, from the base address alone. Before its first request it
reads the root (GET /) and checks the product; every flow asserts what it gets with plain asserts
and prints a JSON summary as its last line. The index `logs` holds the documents the suite loads
(`generate`), with a `seq` number 0, 1, 2, ... in each; or, in `from_api`, those the flow itself
makes through the API on a simulator started empty.
"""
import json
import sys

from elasticsearch import Elasticsearch, helpers
from elasticsearch.exceptions import NotFoundError, RequestError, TransportError, UnsupportedProductError

INDEX = "logs"


def client(base_url):
    return Elasticsearch(base_url)


def ids(hits):
    return [hit["_id"] for hit in hits]


def all_ids(es):
    """Every id of the index in `seq` order, read with from/size (the index is small)."""
    page = es.search(index=INDEX, size=10_000, sort=[{"seq": "asc"}], track_total_hits=True)
    assert page["hits"]["total"] == {"value": len(page["hits"]["hits"]), "relation": "eq"}
    return ids(page["hits"]["hits"])


def open_contexts(es):
    stats = es.nodes.stats(metric="indices", index_metric="search")
    return sum(node["indices"]["search"]["open_contexts"] for node in stats["nodes"].values())


def flow_info(es):
    """The product check the client runs before its first request, then the root and a ping."""
    info = es.info()
    assert info["tagline"] == "You Know, for Search"
    assert info["version"]["build_flavor"] == "default"
    assert es.ping() is True
    return {"version": info["version"]["number"], "cluster": info["cluster_name"], "name": info["name"], "lucene": info["version"]["lucene_version"]}


def flow_from_size(es):
    """B1: pages with from and size (default 10), sorted; a page past the result window is refused."""
    everything = all_ids(es)
    # The sort in the query string, as `field:order`; ten hits by default.
    first = es.search(index=INDEX, params={"sort": "seq:asc"})
    assert ids(first["hits"]["hits"]) == everything[:10], "ten hits by default"
    third = es.search(index=INDEX, from_=20, size=10, sort=[{"seq": {"order": "asc"}}])
    assert ids(third["hits"]["hits"]) == everything[20:30]
    # The older call with a whole body, still accepted (the client warns that it is deprecated).
    by_body = es.search(index=INDEX, body={"from": 30, "size": 5, "sort": [{"seq": "asc"}]})
    assert ids(by_body["hits"]["hits"]) == everything[30:35]
    # Source filtering, in the query string as the client sends it.
    filtered = es.search(index=INDEX, size=2, sort=[{"seq": "asc"}], _source_includes=["seq"])
    assert [hit["_source"] for hit in filtered["hits"]["hits"]] == [{"seq": 0}, {"seq": 1}]
    untracked = es.search(index=INDEX, size=1, track_total_hits=False)
    assert "total" not in untracked["hits"]
    as_number = es.search(index=INDEX, size=1, rest_total_hits_as_int=True)
    assert as_number["hits"]["total"] == len(everything)
    try:
        es.search(index=INDEX, from_=9_995, size=10)
        raise AssertionError("a page past the result window must be refused")
    except RequestError as error:
        assert error.status_code == 400
        reason = error.info["error"]["root_cause"][0]
        assert reason["type"] == "illegal_argument_exception", reason
    # search_after without a point in time: the sort values of the last hit continue the walk.
    after = es.search(index=INDEX, size=10, sort=[{"seq": "asc"}], search_after=third["hits"]["hits"][-1]["sort"])
    assert ids(after["hits"]["hits"]) == everything[30:40]
    return {"documents": len(everything), "third_page": ids(third["hits"]["hits"])}


def flow_search_after_pit(es):
    """B2, B1 with pit, B3: search_after in a point in time, always the latest pit id, then closed."""
    everything = all_ids(es)
    pit = es.open_point_in_time(index=INDEX, keep_alive="1m")
    pit_id = pit["id"]
    seen, pages, search_after, tiebreakers = [], 0, None, []
    while True:
        page_after = {} if search_after is None else {"search_after": search_after}
        page = es.search(size=50, sort=[{"seq": "asc"}], track_total_hits=False, pit={"id": pit_id, "keep_alive": "1m"}, **page_after)
        pit_id = page["pit_id"]  # the latest id, always
        hits = page["hits"]["hits"]
        if not hits:
            break
        pages += 1
        seen += ids(hits)
        search_after = hits[-1]["sort"]
        # the implicit _shard_doc tiebreaker is the last sort value
        assert len(search_after) == 2, search_after
        tiebreakers.append(search_after[-1])
    assert seen == everything
    assert open_contexts(es) == 1
    closed = es.close_point_in_time(body={"id": pit_id})
    assert closed["succeeded"] is True and closed["num_freed"] > 0
    try:
        es.search(pit={"id": pit_id}, size=1)
        raise AssertionError("a closed point in time must be gone")
    except NotFoundError as error:
        assert error.status_code == 404
    assert open_contexts(es) == 0
    return {"pages": pages, "hits": len(seen), "tiebreakers_distinct": len(set(tiebreakers)) == len(tiebreakers)}


def flow_scroll(es):
    """B4, B5, B6: a scroll read batch after batch with the latest id until empty, then cleared."""
    everything = all_ids(es)
    # Aggregations come with the first response only (rule 5 of scroll); `aggs` is sent under that name.
    page = es.search(index=INDEX, scroll="1m", size=40, sort=["_doc"], aggs={"by_status": {"terms": {"field": "status"}}})
    buckets = page["aggregations"]["by_status"]["buckets"]
    assert sum(bucket["doc_count"] for bucket in buckets) == len(everything)
    scroll_id = page["_scroll_id"]
    seen, batches = ids(page["hits"]["hits"]), 1
    while page["hits"]["hits"]:
        page = es.scroll(scroll_id=scroll_id, scroll="1m")
        assert "aggregations" not in page
        scroll_id = page["_scroll_id"]
        seen += ids(page["hits"]["hits"])
        batches += 1
    assert sorted(seen) == sorted(everything) and len(seen) == len(everything)
    assert open_contexts(es) == 1
    cleared = es.clear_scroll(scroll_id=scroll_id)
    assert cleared["succeeded"] is True and cleared["num_freed"] > 0
    assert open_contexts(es) == 0
    # A context cleared already frees nothing: 404, which the caller may ignore.
    again = es.clear_scroll(scroll_id=scroll_id, ignore=404)
    assert again["num_freed"] == 0
    # A scroll request without `scroll` frees the context once it has read its batch.
    page = es.search(index=INDEX, scroll="1m", size=10)
    last = es.scroll(scroll_id=page["_scroll_id"])
    assert len(last["hits"]["hits"]) == 10 and "_scroll_id" not in last
    assert open_contexts(es) == 0
    try:
        es.scroll(scroll_id=page["_scroll_id"], scroll="1m")
        raise AssertionError("a freed scroll must be gone")
    except NotFoundError as error:
        assert error.info["error"]["root_cause"][0]["type"] == "search_context_missing_exception"
    return {"batches": batches, "hits": len(seen)}


def flow_scan(es):
    """B4 to B6 through the client's own helper: every document, in _doc order, context cleared."""
    everything = all_ids(es)
    scanned = ids(helpers.scan(es, index=INDEX, size=25, scroll="30s", query={"query": {"match_all": {}}}))
    assert sorted(scanned) == sorted(everything) and len(scanned) == len(everything)
    # Stopped early, the helper still clears its context.
    walk = helpers.scan(es, index=INDEX, size=10, scroll="30s")
    first = [next(walk) for _ in range(15)]
    assert open_contexts(es) == 1
    walk.close()
    assert open_contexts(es) == 0
    by_range = list(helpers.scan(es, index=INDEX, query={"query": {"range": {"seq": {"lt": 50}}}}, preserve_order=True, sort=[{"seq": "asc"}], size=20))
    assert ids(by_range) == everything[:50]
    return {"scanned": len(scanned), "stopped_after": len(first), "ordered": len(by_range)}


def flow_sliced_scroll(es):
    """B4 with slice: each slice an independent scroll; their union is the unsliced result."""
    everything = all_ids(es)
    slices, union = 3, []
    sizes = []
    for slice_id in range(slices):
        page = es.search(index=INDEX, scroll="1m", slice={"id": slice_id, "max": slices}, size=30, sort=["_doc"])
        scroll_id, part = page["_scroll_id"], ids(page["hits"]["hits"])
        while page["hits"]["hits"]:
            page = es.scroll(scroll_id=scroll_id, scroll="1m")
            scroll_id = page["_scroll_id"]
            part += ids(page["hits"]["hits"])
        es.clear_scroll(scroll_id=scroll_id)
        sizes.append(len(part))
        union += part
    assert sorted(union) == sorted(everything) and len(union) == len(everything), "the slices are disjoint and cover every document"
    assert all(size > 0 for size in sizes), sizes
    assert open_contexts(es) == 0
    return {"slices": sizes}


def flow_clear_forms(es):
    """B6 to B8: clearing by ids in the body, all at once, and by ids in the path."""
    open_ids = [es.search(index=INDEX, scroll="1m", size=5)["_scroll_id"] for _ in range(4)]
    assert open_contexts(es) == 4
    two = es.clear_scroll(scroll_id=open_ids[:2])
    assert two["num_freed"] > 0 and open_contexts(es) == 2
    # The path form the client has no method for goes through its public transport.
    in_path = es.transport.perform_request("DELETE", "/_search/scroll/" + ",".join(open_ids[2:3]))
    assert in_path["succeeded"] is True and open_contexts(es) == 1
    everything = es.clear_scroll(scroll_id="_all")
    assert everything["succeeded"] is True and open_contexts(es) == 0
    return {"cleared": 4}


def flow_node_stats(es):
    """B9: the open search contexts of the nodes, counting points in time and scrolls."""
    assert open_contexts(es) == 0
    pit = es.open_point_in_time(index=INDEX, keep_alive="1m")["id"]
    scroll_id = es.search(index=INDEX, scroll="1m", size=5)["_scroll_id"]
    stats = es.nodes.stats(metric="indices", index_metric="search")
    (node,) = stats["nodes"].values()
    search = node["indices"]["search"]
    assert search["open_contexts"] == 2 and search["scroll_current"] == 1, search
    es.close_point_in_time(body={"id": pit})
    es.clear_scroll(scroll_id=scroll_id)
    assert open_contexts(es) == 0
    return {"cluster": stats["cluster_name"], "open_contexts": search["open_contexts"]}


def flow_scroll_limit(es):
    """Limits: opening a scroll context beyond search.max_open_scroll_context is refused with 429."""
    opened = [es.search(index=INDEX, scroll="1m", size=1)["_scroll_id"] for _ in range(2)]
    try:
        es.search(index=INDEX, scroll="1m", size=1)
        raise AssertionError("the third scroll context must be refused")
    except TransportError as error:
        assert error.status_code == 429, error.status_code
    es.clear_scroll(scroll_id=opened)
    assert open_contexts(es) == 0
    return {"opened": len(opened), "refused": 429}


def flow_unsupported_distribution(es):
    """The product check refuses a 7.0-7.13 node whose build flavor is not `default`, before any request."""
    try:
        es.search(index=INDEX, size=1)
        raise AssertionError("the client must refuse the distribution")
    except UnsupportedProductError as error:
        return {"refused": str(error)}


MAPPINGS = {
    "properties": {
        "@timestamp": {"type": "date"},
        "status": {"type": "keyword"},
        "quantity": {"type": "integer"},
        "message": {"type": "text"},
        "seq": {"type": "long"},
        "amount": {"type": "double"},
    }
}
STATUSES = ["paid", "shipped", "refunded", "cancelled", "pending"]


def document(seq):
    """An order-like document of its own: a timestamp, a keyword, numbers, text and its sequence number."""
    return {
        "@timestamp": "2024-01-%02dT%02d:%02d:00.000Z" % (1 + seq % 28, seq % 24, seq % 60),
        "status": STATUSES[(seq * 7) % 5],
        "quantity": 1 + (seq * 13) % 20,
        "message": "order %d delivery" % seq,
        "seq": seq,
        "amount": round((seq * 37) % 1000 + 0.25, 2),
    }


def flow_from_api(es, count="230"):
    """An application's own setup, then the document's flows: the index created with its mapping,
    the documents bulk-loaded with the client's helper and its bulk API, refreshed; no seed."""
    count = int(count)
    assert not es.indices.exists(index=INDEX), "the simulator starts empty"
    created = es.indices.create(index=INDEX, body={"settings": {"number_of_shards": 2}, "mappings": MAPPINGS})
    assert created["acknowledged"] is True and created["index"] == INDEX
    assert es.indices.exists(index=INDEX)
    half = count // 2
    # The client's helper: index actions, sent as NDJSON in chunks.
    done, errors = helpers.bulk(es, ({"_index": INDEX, "_id": "doc-%06d" % seq, "_source": document(seq)} for seq in range(half)), chunk_size=50)
    assert done == half and errors == []
    # The bulk API itself: action and document lines, a create and a delete among them.
    lines = []
    for seq in range(half, count):
        lines += [{"create": {"_index": INDEX, "_id": "doc-%06d" % seq}}, document(seq)]
    lines += [{"index": {"_index": INDEX, "_id": "stray"}}, {"seq": -1}, {"delete": {"_index": INDEX, "_id": "stray"}}]
    answer = es.bulk(body=lines)
    assert answer["errors"] is False, answer["items"][:3]
    assert [item.get("delete", {}).get("result") for item in answer["items"][-1:]] == ["deleted"]
    # Not searchable before a refresh.
    assert es.count(index=INDEX)["count"] == 0
    es.indices.refresh(index=INDEX)
    assert es.count(index=INDEX)["count"] == count
    assert es.count(index=INDEX, body={"query": {"term": {"status": "paid"}}})["count"] == sum(1 for seq in range(count) if document(seq)["status"] == "paid")
    mapping = es.indices.get_mapping(index=INDEX)[INDEX]["mappings"]
    assert mapping == MAPPINGS, mapping
    # A document read, updated and read again.
    es.update(index=INDEX, id="doc-000000", body={"doc": {"status": "shipped"}}, refresh=True)
    assert es.get(index=INDEX, id="doc-000000")["_source"]["status"] == "shipped"
    results = {name: FLOWS[name](es) for name in ["from_size", "search_after_pit", "scroll", "sliced_scroll"]}
    es.indices.delete(index=INDEX)
    assert not es.indices.exists(index=INDEX)
    return results


FLOWS = {name[len("flow_"):]: function for name, function in globals().items() if name.startswith("flow_")}

if __name__ == "__main__":
    flow, base_url = sys.argv[1], sys.argv[2]
    print(json.dumps(FLOWS[flow](client(base_url), *sys.argv[3:])))
