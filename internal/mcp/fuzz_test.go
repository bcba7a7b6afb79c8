package mcp

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"unicode/utf8"

	"github.com/cajeta-lang/skills/internal/authoring"
	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/lockfile"
	"github.com/cajeta-lang/skills/internal/skilldoc"
	"github.com/cajeta-lang/skills/internal/wirejson"
)

// fuzzServer is a server over a tiny catalog: two embedded libraries, and a
// lockfile that resolves one cached archive for module "app" and names one
// package that is not cached, so that every tool and the 'from' and
// 'version' selections have something to find.
func fuzzServer(f *testing.F) *Server {
	f.Helper()
	dir := f.TempDir()
	doc := func(id, title string, names ...string) *fstest.MapFile {
		return &fstest.MapFile{Data: []byte("---\nid: " + id + "\napplies-to: [" + strings.Join(names, ", ") + "]\ntitle: " + title + "\n---\n# " + title + "\n")}
	}
	corpus := fstest.MapFS{
		"cajeta.io/io-overview.md":       doc("io-overview", "The io library", "cajeta.io", "cajeta/io"),
		"cajeta.io/io-file-File.md":      doc("io-file-File", "File handles", "cajeta/io/file/File"),
		"cajeta.io/io-file-File-open.md": doc("io-file-File-open", "Opening files", "cajeta/io/file/File.open"),
		"cajeta.lang/lang-String.md":     doc("lang-String", "Strings", "cajeta/lang/String"),
	}
	data := []byte("---\nid: vendor-io\napplies-to: [vendor/io, vendor/io/Stream]\ntitle: Vendored io\n---\n# Vendored io\n")
	d, err := skilldoc.Parse("vendor-io.md", data)
	if err != nil {
		f.Fatal(err)
	}
	archive, sum, err := authoring.Pack("vendor.x", "2.1", []authoring.Skill{{Path: "vendor-io.md", Doc: d, Data: data}}, true)
	if err != nil {
		f.Fatal(err)
	}
	rel, ok := lockfile.CachePath(sum)
	if !ok {
		f.Fatalf("CachePath(%s) not ok", sum)
	}
	full := filepath.Join(dir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
		f.Fatal(err)
	}
	if err := os.WriteFile(full, archive, 0o644); err != nil {
		f.Fatal(err)
	}
	lock := `{"lockfile-version":1,"manifest-checksum":"m","packages":[` +
		`{"name":"vendor.x","version":"2.1","checksum":"` + sum + `","member":"app"},` +
		`{"name":"vendor.y","version":"3","checksum":"sha256:` + strings.Repeat("0", 64) + `","member":"tool"}]}`
	if err := os.WriteFile(filepath.Join(dir, lockfile.Name), []byte(lock), 0o644); err != nil {
		f.Fatal(err)
	}
	ctx, err := catalog.Load(dir, corpus)
	if err != nil {
		f.Fatal(err)
	}
	return NewServer(ctx, "fuzz")
}

// fuzzRequests are in-code seeds for both targets; the checked-in corpus in
// testdata/fuzz holds more.
var fuzzRequests = []string{
	`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}`,
	`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
	`{"jsonrpc":"2.0","id":2,"method":"ping"}`,
	`{"jsonrpc":"2.0","id":"s","method":"tools/list"}`,
	`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"searchSkills","arguments":{"name":"cajeta/io/file/Flie.open"}}}`,
	`{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"listSkills","arguments":{"scope":"cajeta/io","from":"app"}}}`,
	`{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"getSkills","arguments":{"uris":["cja-skill://cajeta.io@1.0/io-overview","cja-skill://vendor.x@2.1/vendor-io","x"]}}}`,
	`{"jsonrpc":"2.0","id":6,"method":"nope"}`,
	`{"jsonrpc":"2.0","id":7,"method":"tools/call"}`,
	`{"jsonrpc":"2.0","id":8`,
	`[{"jsonrpc":"2.0","id":9,"method":"ping"}]`,
	`{"jsonrpc":"1.0","id":10,"method":"ping"}`,
	`{"jsonrpc":"2.0","id":11}`,
}

// FuzzHandleLine feeds any bytes to handleLine as one request line.
func FuzzHandleLine(f *testing.F) {
	s := fuzzServer(f)
	for _, r := range fuzzRequests {
		f.Add([]byte(r))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		resp := s.handleLine(line)
		want, id := expectAnswer(line)
		switch {
		case want == answerOne && resp == nil:
			t.Fatalf("request %q got no response", line)
		case want == answerNone && resp != nil:
			t.Fatalf("notification %q got a response: %+v", line, resp)
		}
		if resp == nil {
			return
		}
		b, err := wirejson.Marshal(resp)
		if err != nil {
			t.Fatalf("response to %q does not marshal: %v", line, err)
		}
		if err := checkResponse(b); err != nil {
			t.Fatalf("response to %q: %v\n%s", line, err, b)
		}
		if want == answerOne {
			var got struct{ ID json.RawMessage }
			if err := json.Unmarshal(b, &got); err != nil {
				t.Fatal(err)
			}
			var echo bytes.Buffer
			if err := json.Compact(&echo, id); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.ID, echo.Bytes()) {
				t.Fatalf("request %q: response id %s, want %s", line, got.ID, echo.Bytes())
			}
		}
	})
}

// FuzzServe feeds any bytes to Serve as the whole of stdin.
func FuzzServe(f *testing.F) {
	s := fuzzServer(f)
	f.Add([]byte(strings.Join(fuzzRequests, "\n") + "\n"))
	f.Add([]byte(strings.Join(fuzzRequests, "\r\n")))
	f.Add([]byte("\n\n \t\r\n"))
	f.Add([]byte("\ufeff" + fuzzRequests[2] + "\n" + fuzzRequests[9]))
	f.Fuzz(func(t *testing.T, in []byte) {
		var out bytes.Buffer
		if err := s.Serve(bytes.NewReader(in), &out); err != nil {
			t.Fatalf("Serve: %v", err)
		}
		// One response per line that handleLine answers, in order, each a
		// whole line.
		want := 0
		for _, l := range bytes.Split(in, []byte("\n")) {
			if s.handleLine(l) != nil {
				want++
			}
		}
		o := out.Bytes()
		if len(o) > 0 && o[len(o)-1] != '\n' {
			t.Fatalf("output does not end with a newline: %q", o)
		}
		lines := bytes.SplitAfter(o, []byte("\n"))
		lines = lines[:len(lines)-1] // the empty rest after the last newline
		if len(lines) != want {
			t.Fatalf("%d response lines, want %d; output:\n%s", len(lines), want, o)
		}
		for i, l := range lines {
			if err := checkResponse(bytes.TrimSuffix(l, []byte("\n"))); err != nil {
				t.Fatalf("response line %d: %v\n%s", i+1, err, l)
			}
		}
	})
}

type answer int

const (
	answerUnknown answer = iota // the property does not say
	answerOne                   // a request: exactly one response
	answerNone                  // a notification: no response
)

// expectAnswer says what line must get, independently of decode: a JSON
// object (after an optional BOM) with no "id" member is a notification,
// however malformed, and so is a response (an "id" with a "result" or an
// "error", and no "method"): neither gets an answer. One with an "id" and
// a string "method" is a request, answered with its id. Duplicate members
// count as encoding/json reads them: the last one wins.
func expectAnswer(line []byte) (answer, json.RawMessage) {
	var m map[string]json.RawMessage
	if json.Unmarshal(bytes.TrimPrefix(line, bom), &m) != nil || m == nil {
		return answerUnknown, nil
	}
	if !utf8.Valid(line) {
		return answerOne, json.RawMessage("null") // not JSON text: a parse error, even for a notification
	}
	id, hasID := m["id"]
	_, hasMethod := m["method"]
	_, hasResult := m["result"]
	_, hasError := m["error"]
	if !hasID || !hasMethod && (hasResult || hasError) {
		return answerNone, nil
	}
	if _, err := object(bytes.TrimPrefix(line, bom)); err != nil { // a repeated key (SPEC 7)
		return answerOne, json.RawMessage("null")
	}
	if method := m["method"]; len(method) == 0 || method[0] != '"' {
		return answerUnknown, nil
	}
	if !scalarID(id) {
		return answerOne, json.RawMessage("null") // refused: the id can not be echoed
	}
	return answerOne, id
}

// checkResponse checks one response as written to the wire: one line of
// valid JSON, a JSON-RPC 2.0 response object with exactly one of result and
// error, and object keys in byte order at every level.
func checkResponse(b []byte) error {
	if bytes.ContainsAny(b, "\n\r") {
		return errors.New("response holds a line break")
	}
	if !json.Valid(b) {
		return errors.New("response is not valid JSON")
	}
	if err := wirejson.CheckSorted(b); err != nil {
		return err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil || m == nil {
		return fmt.Errorf("response is not an object: %v", err)
	}
	if string(m["jsonrpc"]) != `"2.0"` {
		return fmt.Errorf("jsonrpc is %s, want \"2.0\"", m["jsonrpc"])
	}
	if _, ok := m["id"]; !ok {
		return errors.New("response has no id")
	}
	_, hasResult := m["result"]
	e, hasError := m["error"]
	if hasResult == hasError {
		return fmt.Errorf("response has result: %v, error: %v; want exactly one", hasResult, hasError)
	}
	for k := range m {
		if k != "id" && k != "jsonrpc" && k != "result" && k != "error" {
			return fmt.Errorf("response has member %q", k)
		}
	}
	if hasError {
		var we struct {
			Code    *int
			Message *string
		}
		if err := json.Unmarshal(e, &we); err != nil || we.Code == nil || we.Message == nil {
			return fmt.Errorf("error %s is not {code, message}", e)
		}
	}
	return nil
}
