package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cajeta-lang/skills/internal/synth"
)

// BenchmarkStartupProject is BenchmarkStartup on a large project: the
// synthetic project of 1,000 packages x 100 skills (internal/synth, the
// project of catalog.BenchmarkLoad), whose cajeta.lock the server reads,
// with every archive's skill index, before it answers initialize (SPEC 3:
// a corrupt archive stops it before it reads stdin).
//
// compiler-mcp reports init-ns/op, spawn to the initialize answer, and
// search-ns/op, spawn to the answer of a searchSkills call sent right
// after it (the search index is built after the first answer).
// search-skill runs the CLI verb on the project and reports its peak
// resident memory, from the kernel's accounting of the child, as
// peak-RSS-MB (the largest of the runs).
func BenchmarkStartupProject(b *testing.B) {
	bin := filepath.Join(b.TempDir(), "cajeta")
	if msg, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, msg)
	}
	dir := b.TempDir()
	if err := synth.Project(dir, 1000, 100); err != nil {
		b.Fatal(err)
	}
	var query string // the first method name of package 42
	for _, s := range synth.Generate(42, 100).Skills {
		if n := s.Doc.AppliesTo[0]; query == "" && strings.LastIndexByte(n, '.') > strings.LastIndexByte(n, '/') {
			query = n
		}
	}
	search := `{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n" +
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"searchSkills","arguments":{"name":"` + query + `"}}}` + "\n"

	b.Run("compiler-mcp", func(b *testing.B) {
		var toInit, toSearch time.Duration
		var last []byte
		for b.Loop() {
			r := startOnce(b, dir, []string{bin, "compiler-mcp"}, initializeLine+search, 2)
			toInit += r.toFirst
			toSearch += r.toLast
			last = r.last
		}
		if !bytes.Contains(last, []byte(`"id":2,"jsonrpc":"2.0","result":{"content"`)) {
			b.Fatalf("unexpected search answer %.300q", last)
		}
		b.ReportMetric(float64(toInit.Nanoseconds())/float64(b.N), "init-ns/op")
		b.ReportMetric(float64(toSearch.Nanoseconds())/float64(b.N), "search-ns/op")
	})
	b.Run("search-skill", func(b *testing.B) {
		var peak int64
		for b.Loop() {
			cmd := exec.Command(bin, "search-skill", query)
			cmd.Dir = dir
			if out, err := cmd.Output(); err != nil || !bytes.Contains(out, []byte(query)) {
				b.Fatalf("search-skill: %v\n%s", err, out)
			}
			if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
				peak = max(peak, ru.Maxrss) // KiB on Linux
			}
		}
		b.ReportMetric(float64(peak)/1024, "peak-RSS-MB")
	})
}
