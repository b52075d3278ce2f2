"""The search service's official Python client (elasticsearch-py) against the simulator, its session named by the header."""
import pytest
from elasticsearch import Elasticsearch, NotFoundError

from conftest import control


def test_searches_an_index_of_its_own_session(simulator, session):
    # The simulator's own address, and the session named in a header the client sends with every request.
    es = Elasticsearch(simulator["search"], headers={"x-simulator-session": session["id"]})
    control(session["urls"]["search"], "POST", "createIndex", {"index": "orders", "generate": {"count": 25}})
    page = es.search(index="orders", size=10, sort=[{"seq": "asc"}], track_total_hits=True)
    assert page["hits"]["total"] == {"value": 25, "relation": "eq"}
    assert [hit["_source"]["seq"] for hit in page["hits"]["hits"]] == list(range(10))


def test_another_session_holds_no_such_index(simulator, session):
    es = Elasticsearch(simulator["search"], headers={"x-simulator-session": session["id"]})
    with pytest.raises(NotFoundError):
        es.search(index="orders")
