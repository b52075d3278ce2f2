// The code-hosting service's official Go client (go-github) against the simulator, a session per test.
package app_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/google/go-github/v48/github"
	"golang.org/x/oauth2"
)

// How long an import takes on the simulator's clock, step by step (docs/simulator/code-hosting.md).
const importMs = 2_000 + 4_000 + 1_000 + 2_000

func codeHosting(t *testing.T, s Session) *github.Client {
	token := oauth2.NewClient(context.Background(), oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "test-token"}))
	// The client's base address is the session's URL of the API (the enterprise form adds /api/v3/,
	// which the simulator serves too): everything it reads stays in the session.
	client, err := github.NewEnterpriseClient(s.URLs["code-hosting"]+"/", s.URLs["code-hosting"]+"/", token)
	if err != nil {
		t.Fatal(err)
	}
	return client
}

func emailsOf(t *testing.T, client *github.Client) []string {
	listed, _, err := client.Users.ListEmails(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	emails := []string{}
	for _, email := range listed {
		emails = append(emails, email.GetEmail())
	}
	return emails
}

func contains(values []string, wanted string) bool {
	for _, value := range values {
		if value == wanted {
			return true
		}
	}
	return false
}

func TestAddsAnEmailInItsOwnSession(t *testing.T) {
	client := codeHosting(t, session(t))
	if _, _, err := client.Users.AddEmails(context.Background(), []string{"gopher@vendor.example"}); err != nil {
		t.Fatal(err)
	}
	if emails := emailsOf(t, client); !contains(emails, "gopher@vendor.example") {
		t.Fatalf("the added address is not listed: %v", emails)
	}
}

func TestStartsFromTheSeedWhateverAnotherTestDid(t *testing.T) {
	if emails := emailsOf(t, codeHosting(t, session(t))); contains(emails, "gopher@vendor.example") {
		t.Fatalf("another test's address is listed: %v", emails)
	}
}

func TestAnImportCompletesAsTheSessionsClockMoves(t *testing.T) {
	s := session(t)
	client, ctx := codeHosting(t, s), context.Background()
	started, _, err := client.Migrations.StartImport(ctx, "octocat", "socm", &github.Import{VCS: github.String("git"), VCSURL: github.String("https://git.example.org/socm.git")})
	if err != nil || started.GetStatus() != "importing" {
		t.Fatalf("started: %v, %v", started, err)
	}
	control(t, s.URLs["code-hosting"], http.MethodPost, "clock", map[string]int{"advanceMs": importMs}, nil)
	if progress, _, err := client.Migrations.ImportProgress(ctx, "octocat", "socm"); err != nil || progress.GetStatus() != "complete" {
		t.Fatalf("after the import's time: %v, %v", progress, err)
	}
}
