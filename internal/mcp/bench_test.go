package mcp

import (
	"bufio"
	"bytes"
	"testing"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/catalog"
)

// benchSearchLine is the request BenchmarkRoundTrip answers: a searchSkills
// call on the embedded corpus.
const benchSearchLine = `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"searchSkills","arguments":{"name":"cajeta/io/file/File.open"}}}`

// BenchmarkRoundTrip is one full JSON-RPC round trip in process over the
// embedded corpus: decode the line, dispatch, search, encode the response
// and flush it. /line is the per-request cost of a running server (the path
// Serve takes for each line); /serve adds Serve's per-connection set-up, one
// request per connection.
func BenchmarkRoundTrip(b *testing.B) {
	ctx, err := catalog.Load(b.TempDir(), corpus.FS)
	if err != nil {
		b.Fatal(err)
	}
	if err := ctx.Wait(); err != nil { // the corpus is read in the background
		b.Fatal(err)
	}
	s := NewServer(ctx, "bench")
	line := []byte(benchSearchLine)
	check := func(b *testing.B, out []byte) {
		if !bytes.HasPrefix(out, []byte(`{"id":7,"jsonrpc":"2.0","result":{"content":[{"text":"{\"results\":[{\"distance\":0`)) {
			b.Fatalf("unexpected response %.200s", out)
		}
	}
	b.Run("line", func(b *testing.B) {
		var out bytes.Buffer
		w := bufio.NewWriter(&out)
		for b.Loop() {
			out.Reset()
			resp := s.handleLine(line)
			if err := s.write(w, encode(resp)); err != nil {
				b.Fatal(err)
			}
		}
		check(b, out.Bytes())
		b.ReportMetric(float64(out.Len()), "resp-bytes")
	})
	b.Run("serve", func(b *testing.B) {
		in := append(append([]byte(nil), line...), '\n')
		var out bytes.Buffer
		r := bytes.NewReader(in)
		for b.Loop() {
			out.Reset()
			r.Reset(in)
			if err := s.Serve(r, &out); err != nil {
				b.Fatal(err)
			}
		}
		check(b, out.Bytes())
	})
}
