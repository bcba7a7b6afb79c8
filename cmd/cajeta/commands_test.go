package main

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/rogpeppe/go-internal/testscript"
)

// scriptCommands are the script commands beyond testscript's own: byte-level
// edits, so that a scenario can corrupt an archive made by 'cajeta skills pack'
// (FILE may be a glob that matches exactly one file: an archive in the cache
// is named by its checksum), and mcp-results, so that a scenario can hold the
// CLI and the MCP server to the same answer.
var scriptCommands = map[string]func(ts *testscript.TestScript, neg bool, args []string){
	"truncate-file": truncateFile,
	"patch-file":    patchFile,
	"mcp-results":   mcpResults,
}

// mcpResults: mcp-results RESPONSES ID OUT writes to OUT the results of the
// tools/call response with that id in the JSONL file RESPONSES, as
// 'search-skill --json' prints them (compact, keys sorted, no HTML
// escaping, a newline), so that 'cmp' can compare the two.
func mcpResults(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: mcp-results RESPONSES ID OUT")
	}
	for _, line := range strings.Split(ts.ReadFile(args[0]), "\n") {
		var resp struct {
			ID     json.RawMessage `json:"id"`
			Result struct {
				StructuredContent struct {
					Results any `json:"results"`
				} `json:"structuredContent"`
			} `json:"result"`
		}
		if json.Unmarshal([]byte(line), &resp) != nil || string(resp.ID) != args[1] {
			continue
		}
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		ts.Check(enc.Encode(resp.Result.StructuredContent.Results))
		ts.Check(os.WriteFile(ts.MkAbs(args[2]), buf.Bytes(), 0o666))
		return
	}
	ts.Fatalf("%s has no response with id %s", args[0], args[1])
}

// truncateFile: truncate-file FILE N cuts FILE to N bytes; a negative N
// drops -N bytes from its end.
func truncateFile(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: truncate-file FILE N")
	}
	path := onePath(ts, args[0])
	n, err := strconv.ParseInt(args[1], 10, 64)
	ts.Check(err)
	if n < 0 {
		fi, err := os.Stat(path)
		ts.Check(err)
		n += fi.Size()
	}
	ts.Check(os.Truncate(path, n))
}

// patchFile: patch-file FILE OFFSET HEX overwrites the bytes of FILE at
// OFFSET (from the end when negative) with the bytes spelled by HEX.
func patchFile(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: patch-file FILE OFFSET HEX")
	}
	path := onePath(ts, args[0])
	off, err := strconv.ParseInt(args[1], 10, 64)
	ts.Check(err)
	b, err := hex.DecodeString(args[2])
	ts.Check(err)
	data, err := os.ReadFile(path)
	ts.Check(err)
	if off < 0 {
		off += int64(len(data))
	}
	if off < 0 || off+int64(len(b)) > int64(len(data)) {
		ts.Fatalf("patch-file: %d bytes at offset %d lie outside %s (%d bytes)", len(b), off, args[0], len(data))
	}
	copy(data[off:], b)
	ts.Check(os.WriteFile(path, data, 0o666))
}

// onePath returns the one file that the glob pattern names.
func onePath(ts *testscript.TestScript, pattern string) string {
	matches, err := filepath.Glob(ts.MkAbs(pattern))
	ts.Check(err)
	if len(matches) != 1 {
		ts.Fatalf("%s matches %d files, want 1", pattern, len(matches))
	}
	return matches[0]
}
