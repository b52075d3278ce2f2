// The Go guide's suite (docs/languages/go.md). In a project of your own, `go mod tidy` adds the
// clients it imports to this file. The repository's tests build it offline in GOPATH mode against
// Debian's packages of the clients (GO111MODULE=off), where this file still makes the imports of
// go-github's major version (/v48) resolve.
module example.com/simulator-suite

go 1.19
