// A `go test` suite's fixture for testing code against the vendor-api-contracts simulator
// (docs/languages/go.md).
//
// TestMain starts the simulator once for the package's tests, on free ports: the single executable
// (`vendor-api-contracts` on the PATH, or the command in $VENDOR_API_CONTRACTS), else the npm
// package's command through npx. It waits for the ready file the simulator writes once it listens,
// keeps each API's base URL in `simulator`, and stops the simulator when the tests end. session(t)
// gives a test a session of that simulator: state, clock and faults of its own, at base URLs of its
// own, closed when the test ends.
package app_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Each API's base URL, from the simulator's ready file.
var simulator map[string]string

// The search clients (7.14 and later) check a product header whose name and value carry the
// vendor's name: put the vendor's own words here (docs/simulator/search.md).
var productHeader = envOr("SEARCH_PRODUCT_HEADER", "X-Vendor-Product=Vendor")

func envOr(name, otherwise string) string {
	if value := os.Getenv(name); value != "" {
		return value
	}
	return otherwise
}

func simulatorCommand() []string {
	if given := strings.Fields(os.Getenv("VENDOR_API_CONTRACTS")); len(given) > 0 {
		return given
	}
	if _, err := exec.LookPath("vendor-api-contracts"); err == nil {
		return []string{"vendor-api-contracts"}
	}
	return []string{"npx", "--no-install", "vendor-api-contracts"}
}

func TestMain(m *testing.M) {
	os.Exit(runWithSimulator(m))
}

// runWithSimulator runs the tests between the simulator's start and its stop (os.Exit would skip deferred calls).
func runWithSimulator(m *testing.M) int {
	folder, err := os.MkdirTemp("", "simulator")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(folder)
	readyFile := filepath.Join(folder, "ready.json")
	log, err := os.Create(filepath.Join(folder, "simulator.log"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer log.Close()
	command := simulatorCommand()
	args := append(command[1:], "serve", "--port", "0", "--quiet", "--ready-file", readyFile, "--response-header", "search:"+productHeader)
	server := exec.Command(command[0], args...)
	server.Stdout, server.Stderr = log, log
	if err := server.Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	exited := make(chan struct{})
	go func() { server.Wait(); close(exited) }()
	defer func() {
		if server.Process.Signal(os.Interrupt) != nil { // not on Windows
			server.Process.Kill()
		}
		<-exited
	}()
	if simulator, err = waitForReady(readyFile, exited); err != nil {
		text, _ := os.ReadFile(log.Name())
		fmt.Fprintf(os.Stderr, "%v\n%s", err, text)
		return 1
	}
	return m.Run()
}

func waitForReady(readyFile string, exited <-chan struct{}) (map[string]string, error) {
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		select {
		case <-exited:
			return nil, fmt.Errorf("the simulator exited")
		default:
		}
		if text, err := os.ReadFile(readyFile); err == nil {
			var ready struct {
				URLs map[string]string `json:"urls"`
			}
			return ready.URLs, json.Unmarshal(text, &ready)
		}
	}
	return nil, fmt.Errorf("the simulator did not write %s within 30 s", readyFile)
}

// control sends a request to the simulator's control API (/__control), which the tests use and
// clients never see, and reads its answer into answer unless that is nil.
func control(t *testing.T, url, method, path string, body, answer any) {
	t.Helper()
	payload, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	request, err := http.NewRequest(method, url+"/__control/"+path, bytes.NewReader(payload))
	if err != nil {
		t.Fatal(err)
	}
	request.Header.Set("Content-Type", "application/json")
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		t.Fatal(err)
	}
	defer response.Body.Close()
	if response.StatusCode >= 300 {
		t.Fatalf("%s /__control/%s: %s", method, path, response.Status)
	}
	if answer != nil {
		if err := json.NewDecoder(response.Body).Decode(answer); err != nil {
			t.Fatal(err)
		}
	}
}

// Session is a session of the simulator: its id (for the x-simulator-session header) and its base URL of each API.
type Session struct {
	ID   string            `json:"id"`
	URLs map[string]string `json:"urls"`
}

// session opens a session of its own for the test, closed when the test ends.
func session(t *testing.T) Session {
	var opened Session
	control(t, simulator["code-hosting"], http.MethodPost, "sessions", struct{}{}, &opened)
	t.Cleanup(func() { control(t, simulator["code-hosting"], http.MethodDelete, "sessions/"+opened.ID, nil, nil) })
	return opened
}
