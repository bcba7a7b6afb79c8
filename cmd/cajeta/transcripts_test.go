package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cajeta-lang/skills/internal/wirejson"
	"github.com/rogpeppe/go-internal/txtar"
)

// TestTranscripts checks the test data itself: in every scenario, each line
// of a *response*.jsonl section is a JSON-RPC 2.0 response whose object keys
// are in byte order at every level, each *.json section (a --json output) is
// one line of JSON with sorted keys, and each other *.jsonl section holds
// well-formed requests and notifications, unless the scenario is about bad
// input.
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "scripts", "*.txtar"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, f := range files {
		a, err := txtar.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(f)
		hostile := strings.Contains(name, "bad") || strings.Contains(name, "hostile")
		for _, s := range a.Files {
			where := name + ": " + s.Name
			switch {
			case strings.HasSuffix(s.Name, ".jsonl") && strings.Contains(s.Name, "response"):
				eachLine(t, where, s.Data, checkResponse)
			case strings.HasSuffix(s.Name, ".json"):
				eachLine(t, where, s.Data, func(line []byte) error { return wirejson.CheckSorted(line) })
			case strings.HasSuffix(s.Name, ".jsonl") && !hostile:
				eachLine(t, where, s.Data, checkRequest)
			}
		}
	}
	// The goldens kept in testdata/golden: .jsonl ones are responses.
	goldens, _ := filepath.Glob(filepath.Join(goldenDir, "*"))
	for _, f := range goldens {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		switch where := "golden/" + filepath.Base(f); {
		case strings.HasSuffix(f, ".jsonl"):
			eachLine(t, where, data, checkResponse)
		case strings.HasSuffix(f, ".json"):
			eachLine(t, where, data, func(line []byte) error { return wirejson.CheckSorted(line) })
		}
	}
}

func eachLine(t *testing.T, where string, data []byte, check func([]byte) error) {
	for i, line := range bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n")) {
		if len(data) == 0 {
			return
		}
		if err := check(line); err != nil {
			t.Errorf("%s:%d: %v", where, i+1, err)
		}
	}
}

func checkResponse(line []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(line, &m); err != nil {
		return err
	}
	if string(m["jsonrpc"]) != `"2.0"` {
		return fmt.Errorf("jsonrpc is %s", m["jsonrpc"])
	}
	if _, ok := m["id"]; !ok {
		return fmt.Errorf("response without an id")
	}
	if _, hasResult := m["result"]; hasResult == (m["error"] != nil) {
		return fmt.Errorf("a response needs exactly one of result and error")
	}
	return wirejson.CheckSorted(line)
}

func checkRequest(line []byte) error {
	var req struct {
		JSONRPC string          `json:"jsonrpc"`
		Method  *string         `json:"method"`
		Params  json.RawMessage `json:"params"`
	}
	if err := json.Unmarshal(line, &req); err != nil {
		return err
	}
	if req.JSONRPC != "2.0" || req.Method == nil {
		return fmt.Errorf("not a JSON-RPC 2.0 request or notification")
	}
	return nil
}
