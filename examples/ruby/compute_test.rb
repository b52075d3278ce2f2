# The compute service's official Ruby client (google-api-client's ComputeV1) against the simulator, a session per test.
require "minitest/autorun"
require "google/apis/compute_v1"
require_relative "simulator"

class ComputeTest < Minitest::Test
  include Simulator::Session
  Compute = Google::Apis::ComputeV1
  PROJECT = "acme-web-prod"

  def compute
    # The client's root address is the session's URL of the API; the token is sent as a bearer token.
    Compute::ComputeService.new.tap do |service|
      service.root_url = "#{@session["urls"]["compute"]}/"
      service.authorization = "test-access-token"
    end
  end

  # Polls a project's operation until it is DONE, moving the session's clock where an application would wait.
  def wait_for(operation)
    until operation.status == "DONE"
      Simulator.control(@session["urls"]["compute"], "POST", "clock", { advanceMs: 1_000 })
      operation = compute.get_global_operation(PROJECT, operation.name)
    end
    operation
  end

  def test_a_policy_read_changed_and_written_back
    policy = Compute::SecurityPolicy.new(name: "edge-allow", description: "Made by the test.")
    assert_nil wait_for(compute.insert_security_policy(PROJECT, policy)).error
    read = compute.get_security_policy(PROJECT, "edge-allow")
    read.description = "Reviewed again."
    assert_nil wait_for(compute.patch_security_policy(PROJECT, "edge-allow", read)).error
    assert_equal "Reviewed again.", compute.get_security_policy(PROJECT, "edge-allow").description
  end

  def test_another_session_holds_no_such_policy
    error = assert_raises(Google::Apis::ClientError) { compute.get_security_policy(PROJECT, "edge-allow") }
    assert_equal 404, error.status_code
  end
end
