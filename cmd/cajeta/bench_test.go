package main

import (
	"bufio"
	"bytes"
	"io"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// initializeLine is the first request an MCP host sends.
const initializeLine = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}` + "\n"

// firstSearch follows initialize with what a host sends next when the model
// looks a name up at once: the initialized notification and a searchSkills
// call.
const firstSearch = `{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n" +
	`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"searchSkills","arguments":{"name":"cajeta/io/file/File.open"}}}` + "\n"

// BenchmarkStartup measures a server's cold start as an MCP host sees it:
// spawn the process, write the initialize request, read the response line,
// close stdin and wait for the exit. ns/op is that whole cycle; init-ns/op
// is spawn to the initialize response alone, and x-hello its ratio to the
// floor, hello, a Go binary that echoes one line. The peers are cajeta
// compiler-mcp on the embedded corpus (in a directory with no cajeta.lock)
// and gosdk, a minimal server with the same tool names on the official Go
// MCP SDK. Each binary is built once per run with go build.
//
// cajeta+search also sends a searchSkills call after initialize and reports
// spawn to that answer as search-ns/op: the corpus is read in the
// background, so this is when the server is really ready.
func BenchmarkStartup(b *testing.B) {
	bin := b.TempDir()
	build := func(name, pkg string) string {
		out := filepath.Join(bin, name)
		if msg, err := exec.Command("go", "build", "-o", out, pkg).CombinedOutput(); err != nil {
			b.Fatalf("go build %s: %v\n%s", pkg, err, msg)
		}
		return out
	}
	hello, cajeta, gosdk := build("hello", "./testdata/peers/hello"), build("cajeta", "."), build("gosdk", "./testdata/peers/gosdk")
	peers := []struct {
		name    string
		argv    []string
		input   string
		answers int
	}{
		{"hello", []string{hello}, initializeLine, 1},
		{"cajeta", []string{cajeta, "compiler-mcp"}, initializeLine, 1},
		{"gosdk", []string{gosdk}, initializeLine, 1},
		{"cajeta+search", []string{cajeta, "compiler-mcp"}, initializeLine + firstSearch, 2},
	}
	dir := b.TempDir()
	var floor float64 // hello's init-ns/op, once measured
	for _, p := range peers {
		b.Run(p.name, func(b *testing.B) {
			var toInit, toLast time.Duration
			var first, last []byte
			for b.Loop() {
				r := startOnce(b, dir, p.argv, p.input, p.answers)
				toInit += r.toFirst
				toLast += r.toLast
				first, last = r.first, r.last
			}
			if !bytes.Contains(first, []byte(`"id":1`)) {
				b.Fatalf("%s: unexpected first line %.200q", p.name, first)
			}
			ns := float64(toInit.Nanoseconds()) / float64(b.N)
			b.ReportMetric(ns, "init-ns/op")
			if p.name == "hello" {
				floor = ns
			} else if floor > 0 {
				b.ReportMetric(ns/floor, "x-hello")
			}
			if p.answers > 1 {
				if !bytes.Contains(last, []byte(`"id":2,"jsonrpc":"2.0","result":{"content"`)) {
					b.Fatalf("%s: unexpected search answer %.200q", p.name, last)
				}
				b.ReportMetric(float64(toLast.Nanoseconds())/float64(b.N), "search-ns/op")
			}
		})
	}
}

type startResult struct {
	toFirst, toLast time.Duration
	first, last     []byte
}

// startOnce runs one start-up cycle of argv in dir: spawn, write input, read
// answers lines, close stdin, wait for the exit. It times spawn to the first
// and to the last line read.
func startOnce(b *testing.B, dir string, argv []string, input string, answers int) startResult {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	stdin, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	var r startResult
	start := time.Now()
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	if _, err := io.WriteString(stdin, input); err != nil {
		b.Fatal(err)
	}
	out := bufio.NewReader(stdout)
	for i := range answers {
		line, err := out.ReadBytes('\n')
		if err != nil {
			b.Fatalf("%s: reading answer %d: %v", argv[0], i+1, err)
		}
		if i == 0 {
			r.toFirst, r.first = time.Since(start), line
		}
		r.toLast, r.last = time.Since(start), line
	}
	stdin.Close()
	io.Copy(io.Discard, out)
	if err := cmd.Wait(); err != nil {
		b.Fatalf("%s: %v", argv[0], err)
	}
	return r
}
