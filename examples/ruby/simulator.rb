# A Minitest suite's fixture for testing code against the vendor-api-contracts simulator
# (docs/languages/ruby.md).
#
# Simulator.urls starts the simulator once for the run, on free ports: the single executable
# (`vendor-api-contracts` on the PATH, or the command in $VENDOR_API_CONTRACTS), else the npm
# package's command through npx. It waits for the ready file the simulator writes once it listens,
# and gives each API's base URL; the simulator stops when the run ends. Simulator::Session gives
# each test a session of that simulator: state, clock and faults of its own, at base URLs of its
# own, closed when the test ends.
require "json"
require "net/http"
require "shellwords"
require "tmpdir"

module Simulator
  # The search clients (7.14 and later) check a product header whose name and value carry the
  # vendor's name: put the vendor's own words here (docs/simulator/search.md).
  PRODUCT_HEADER = ENV.fetch("SEARCH_PRODUCT_HEADER", "X-Vendor-Product=Vendor")

  def self.command
    return Shellwords.split(ENV["VENDOR_API_CONTRACTS"]) if ENV["VENDOR_API_CONTRACTS"]
    on_path = ENV.fetch("PATH", "").split(File::PATH_SEPARATOR).any? { |dir| File.executable?(File.join(dir, "vendor-api-contracts")) }
    on_path ? ["vendor-api-contracts"] : ["npx", "--no-install", "vendor-api-contracts"]
  end

  def self.urls
    @urls ||= begin
      folder = Dir.mktmpdir
      ready_file = File.join(folder, "ready.json")
      log = File.join(folder, "simulator.log")
      pid = Process.spawn(*command, "serve", "--port", "0", "--quiet", "--ready-file", ready_file,
                          "--response-header", "search:#{PRODUCT_HEADER}", %i[out err] => log)
      at_exit do
        Process.kill("TERM", pid)
        Process.wait(pid)
        FileUtils.remove_entry(folder)
      end
      deadline = Time.now + 30
      until File.exist?(ready_file)
        raise "the simulator exited with #{$?.exitstatus}: #{File.read(log)}" if Process.wait(pid, Process::WNOHANG)
        raise "the simulator did not write #{ready_file} within 30 s" if Time.now > deadline
        sleep 0.02
      end
      JSON.parse(File.read(ready_file)).fetch("urls")
    end
  end

  # A request to the simulator's control API (/__control), which the tests use and clients never see.
  def self.control(url, method, path, body = nil)
    uri = URI("#{url}/__control/#{path}")
    request = Net::HTTP.const_get(method.capitalize).new(uri, "Content-Type" => "application/json")
    request.body = JSON.generate(body) unless body.nil?
    answer = Net::HTTP.start(uri.host, uri.port) { |http| http.request(request) }
    answer.value # raises on a status other than 2xx
    answer.body.to_s.empty? ? nil : JSON.parse(answer.body)
  end

  # Included in a test case: a session of its own for each test (@session: its "id", for the
  # x-simulator-session header, and its base URL of each API in "urls"), closed when the test ends.
  module Session
    def setup
      super
      @session = Simulator.control(Simulator.urls["code-hosting"], "POST", "sessions", {})
    end

    def teardown
      Simulator.control(Simulator.urls["code-hosting"], "DELETE", "sessions/#{@session["id"]}") if @session
      super
    end
  end
end
