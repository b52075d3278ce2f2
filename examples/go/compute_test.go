// The compute service's official Go client (google.golang.org/api/compute/v1) against the simulator, a session per test.
package app_test

import (
	"context"
	"errors"
	"net/http"
	"testing"

	"golang.org/x/oauth2"
	"google.golang.org/api/compute/v1"
	"google.golang.org/api/googleapi"
	"google.golang.org/api/option"
)

const project = "acme-web-prod"

func computeService(t *testing.T, s Session) *compute.Service {
	// The client's endpoint is the session's URL of the API with the service's path; the token is sent as a bearer token.
	service, err := compute.NewService(context.Background(),
		option.WithEndpoint(s.URLs["compute"]+"/compute/v1/"),
		option.WithTokenSource(oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "test-access-token"})))
	if err != nil {
		t.Fatal(err)
	}
	return service
}

// waitFor polls a project's operation until it is DONE, moving the session's clock where an application would wait.
func waitFor(t *testing.T, s Session, service *compute.Service, operation *compute.Operation, err error) *compute.Operation {
	for err == nil && operation.Status != "DONE" {
		control(t, s.URLs["compute"], http.MethodPost, "clock", map[string]int{"advanceMs": 1_000}, nil)
		operation, err = service.GlobalOperations.Get(project, operation.Name).Do()
	}
	if err != nil || operation.Error != nil {
		t.Fatalf("the operation: %v, %v", operation, err)
	}
	return operation
}

func TestAPolicyReadChangedAndWrittenBack(t *testing.T) {
	s := session(t)
	service := computeService(t, s)
	policy := &compute.SecurityPolicy{Name: "edge-allow", Description: "Made by the test."}
	operation, err := service.SecurityPolicies.Insert(project, policy).Do()
	waitFor(t, s, service, operation, err)
	read, err := service.SecurityPolicies.Get(project, "edge-allow").Do()
	if err != nil {
		t.Fatal(err)
	}
	read.Description = "Reviewed again."
	operation, err = service.SecurityPolicies.Patch(project, "edge-allow", read).Do()
	waitFor(t, s, service, operation, err)
	if after, err := service.SecurityPolicies.Get(project, "edge-allow").Do(); err != nil || after.Description != "Reviewed again." {
		t.Fatalf("after the patch: %v, %v", after, err)
	}
}

func TestAnotherSessionHoldsNoSuchPolicy(t *testing.T) {
	_, err := computeService(t, session(t)).SecurityPolicies.Get(project, "edge-allow").Do()
	var answer *googleapi.Error
	if !errors.As(err, &answer) || answer.Code != http.StatusNotFound {
		t.Fatalf("not a 404: %v", err)
	}
}
