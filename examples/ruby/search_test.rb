# The search service's official Ruby client (elasticsearch-ruby) against the simulator, its session named by the header.
require "minitest/autorun"
require "elasticsearch"
require_relative "simulator"

class SearchTest < Minitest::Test
  include Simulator::Session

  def client
    # The simulator's own address, and the session named in a header the client sends with every request.
    Elasticsearch::Client.new(url: Simulator.urls["search"], transport_options: { headers: { "x-simulator-session" => @session["id"] } })
  end

  def test_searches_an_index_of_its_own_session
    Simulator.control(@session["urls"]["search"], "POST", "createIndex", { index: "orders", generate: { count: 25 } })
    page = client.search(index: "orders", body: { size: 10, sort: [{ seq: "asc" }], track_total_hits: true })
    assert_equal({ "value" => 25, "relation" => "eq" }, page["hits"]["total"])
    assert_equal (0...10).to_a, page["hits"]["hits"].map { |hit| hit["_source"]["seq"] }
  end

  def test_a_create_of_an_id_the_index_holds_is_refused
    # The 7.x client sends a create with an id as an index with op_type=create.
    client.create(index: "returns", id: "r-1", body: { reason: "damaged" })
    assert_raises(Elasticsearch::Transport::Transport::Errors::Conflict) do
      client.create(index: "returns", id: "r-1", body: { reason: "lost" })
    end
    assert_equal({ "reason" => "damaged" }, client.get(index: "returns", id: "r-1")["_source"])
  end

  def test_another_session_holds_no_such_index
    assert_raises(Elasticsearch::Transport::Transport::Errors::NotFound) { client.search(index: "orders") }
  end
end
