package mcp

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/google/go-cmp/cmp"
)

func testServer(t testing.TB) *Server {
	t.Helper()
	ctx, err := catalog.Load(t.TempDir(), fstest.MapFS{
		"cajeta.io/io-overview.md": {Data: []byte("---\nid: io-overview\napplies-to: [cajeta.io, cajeta/io]\ntitle: io\n---\n")},
	})
	if err != nil {
		t.Fatal(err)
	}
	return NewServer(ctx, "test")
}

func serve(t *testing.T, in string) string {
	t.Helper()
	var out bytes.Buffer
	if err := testServer(t).Serve(strings.NewReader(in), &out); err != nil {
		t.Fatalf("Serve: %v", err)
	}
	return out.String()
}

const pong1 = `{"id":1,"jsonrpc":"2.0","result":{}}` + "\n"

func TestFraming(t *testing.T) {
	long := `{"jsonrpc":"2.0","id":9,"method":"ping","params":{"x":"` + strings.Repeat("a", MaxLine) + `"}}`
	tooLong := `{"error":{"code":-32700,"message":"parse error: line longer than 16777216 bytes"},"id":null,"jsonrpc":"2.0"}` + "\n"
	for _, tt := range []struct {
		name, in, want string
	}{
		{"last line without newline", `{"jsonrpc":"2.0","id":1,"method":"ping"}`, pong1},
		{"crlf", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\r\n", pong1},
		{"bom", "\ufeff{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n", pong1},
		{"blank lines", "\n \t\n\r\n" + `{"jsonrpc":"2.0","id":1,"method":"ping"}` + "\n\n", pong1},
		{"cut mid-line", `{"jsonrpc":"2.0","id":1,"method":"pi`, `{"error":{"code":-32700,"message":"parse error"},"id":null,"jsonrpc":"2.0"}` + "\n"},
		{"line over the limit, then a request", long + "\n" + `{"jsonrpc":"2.0","id":1,"method":"ping"}` + "\n", tooLong + pong1},
		{"line over the limit at the end", long, tooLong},
		{"invalid utf-8 in a string", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"x\":\"\xff\"}}\n", `{"error":{"code":-32700,"message":"parse error: invalid UTF-8"},"id":null,"jsonrpc":"2.0"}` + "\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, serve(t, tt.in)); diff != "" {
				t.Errorf("mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestBurst: a pipelined burst ending at end of input is answered in full,
// in order.
func TestBurst(t *testing.T) {
	var in strings.Builder
	const n = 10000
	for i := 0; i < n; i++ {
		in.WriteString(`{"jsonrpc":"2.0","id":` + itoa(i) + `,"method":"tools/call","params":{"name":"searchSkills","arguments":{"name":"cajeta/io"}}}` + "\n")
	}
	lines := strings.Split(strings.TrimSuffix(serve(t, in.String()), "\n"), "\n")
	if len(lines) != n {
		t.Fatalf("%d responses, want %d", len(lines), n)
	}
	for i, l := range lines {
		var r struct{ ID int }
		if err := json.Unmarshal([]byte(l), &r); err != nil || r.ID != i {
			t.Fatalf("response %d: id %d, %v", i, r.ID, err)
		}
	}
}

func itoa(i int) string { b, _ := json.Marshal(i); return string(b) }

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("closed") }

// TestClosedOutput: when the client stops reading, Serve returns an error
// instead of hanging or dropping responses silently.
func TestClosedOutput(t *testing.T) {
	err := testServer(t).Serve(strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"ping"}`+"\n"), failingWriter{})
	if err == nil || !strings.Contains(err.Error(), "writing response") {
		t.Errorf("Serve error = %v", err)
	}
}

func TestInstructionsVerbatim(t *testing.T) {
	const want = `This server provides skills: authoritative, hand-written implementation guides for cajeta libraries. Before you write or edit cajeta code that uses a library, package, class, or method, first call searchSkills with its name (fuzzy and typo-tolerant). If a relevant skill is returned, call getSkills to fetch its payload and follow that guidance over your prior assumptions. Use listSkills to browse what is available, and follow a skill's references to related skills.`
	if Instructions != want {
		t.Errorf("Instructions mismatch (-want +got):\n%s", cmp.Diff(want, Instructions))
	}
}

// TestManyURIs: one getSkills call with 10,000 URIs, good and bad, gets one
// response with an item per URI, in order; the good URI, repeated, is
// served once, at its first place.
func TestManyURIs(t *testing.T) {
	uris := make([]string, 10000)
	for i := range uris {
		uris[i] = "cja-skill://cajeta.io@1.0/io-overview"
		if i%3 == 0 {
			uris[i] = "bad-" + itoa(i)
		}
	}
	raw, _ := json.Marshal(uris)
	out := serve(t, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"getSkills","arguments":{"uris":`+string(raw)+`}}}`+"\n")
	var resp struct {
		Result struct {
			StructuredContent struct {
				Skills []struct {
					OK  bool
					URI string
				}
			}
		}
	}
	if strings.Count(out, "\n") != 1 || json.Unmarshal([]byte(out), &resp) != nil {
		t.Fatalf("not one response line: %.200s", out)
	}
	items := resp.Result.StructuredContent.Skills
	if len(items) != len(uris) {
		t.Fatalf("%d items, want %d", len(items), len(uris))
	}
	for i, it := range items {
		if it.URI != uris[i] || it.OK != (i == 1) {
			t.Fatalf("item %d = %+v, want uri %s", i, it, uris[i])
		}
	}
}
