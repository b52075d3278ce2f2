"""pytest fixtures for a suite that tests code against the vendor-api-contracts simulator
(docs/languages/python.md).

`simulator` starts the simulator once per test run, on free ports: the single executable
(`vendor-api-contracts` on the PATH, or the command in $VENDOR_API_CONTRACTS), else the npm
package's command through npx. It waits for the ready file the simulator writes once it listens,
and gives each API's base URL. `session` gives each test a session of that simulator: state, clock
and faults of its own, at base URLs of its own, closed when the test ends.
"""
import json
import os
import shlex
import shutil
import subprocess
import tempfile
import time
import urllib.request

import pytest

# The search clients (7.14 and later) check a product header whose name and value carry the
# vendor's name: put the vendor's own words here (docs/simulator/search.md).
PRODUCT_HEADER = os.environ.get("SEARCH_PRODUCT_HEADER", "X-Vendor-Product=Vendor")


def simulator_command():
    given = os.environ.get("VENDOR_API_CONTRACTS")
    if given:
        return shlex.split(given)
    if shutil.which("vendor-api-contracts"):
        return ["vendor-api-contracts"]
    return ["npx", "--no-install", "vendor-api-contracts"]


@pytest.fixture(scope="session")
def simulator():
    with tempfile.TemporaryDirectory() as folder:
        ready_file = os.path.join(folder, "ready.json")
        command = [*simulator_command(), "serve", "--port", "0", "--quiet", "--ready-file", ready_file]
        command += ["--response-header", f"search:{PRODUCT_HEADER}"]
        with open(os.path.join(folder, "simulator.log"), "w+") as log:
            process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
            try:
                deadline = time.monotonic() + 30
                while not os.path.exists(ready_file):
                    if process.poll() is not None:
                        log.seek(0)
                        raise RuntimeError(f"the simulator exited with {process.returncode}: {log.read()}")
                    if time.monotonic() > deadline:
                        raise TimeoutError(f"the simulator did not write {ready_file} within 30 s")
                    time.sleep(0.02)
                with open(ready_file) as file:
                    yield json.load(file)["urls"]
            finally:
                process.terminate()
                process.wait(timeout=10)


def control(url, method, path, body=None):
    """A request to the simulator's control API (/__control), which the tests use and clients never see."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(f"{url}/__control/{path}", data=data, method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read() or b"null")


@pytest.fixture
def session(simulator):
    """A session of its own for the test: its id (for the x-simulator-session header) and its base URL of each API."""
    opened = control(simulator["code-hosting"], "POST", "sessions", {})
    yield opened
    control(simulator["code-hosting"], "DELETE", f"sessions/{opened['id']}")
