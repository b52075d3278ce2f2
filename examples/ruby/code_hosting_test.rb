# The code-hosting service's official Ruby client (octokit.rb) against the simulator, a session per test.
require "minitest/autorun"
require "octokit"
require_relative "simulator"

class CodeHostingTest < Minitest::Test
  include Simulator::Session

  # How long an import takes on the simulator's clock, step by step (docs/simulator/code-hosting.md).
  IMPORT_MS = 2_000 + 4_000 + 1_000 + 2_000

  def client
    # The client's base address is the session's URL of the API: everything it reads stays in the session.
    Octokit::Client.new(access_token: "test-token", api_endpoint: @session["urls"]["code-hosting"])
  end

  def test_adds_an_email_in_its_own_session
    client.add_email("mona@vendor.example")
    assert_includes client.emails.map(&:email), "mona@vendor.example"
  end

  def test_starts_from_the_seed_whatever_another_test_did
    refute_includes client.emails.map(&:email), "mona@vendor.example"
  end

  def test_an_import_completes_as_the_sessions_clock_moves
    started = client.start_source_import("octocat/socm", "https://git.example.org/socm.git", vcs: "git")
    assert_equal "importing", started.status
    Simulator.control(@session["urls"]["code-hosting"], "POST", "clock", { advanceMs: IMPORT_MS })
    assert_equal "complete", client.source_import_progress("octocat/socm").status
  end
end
