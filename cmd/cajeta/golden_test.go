package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"

	"github.com/rogpeppe/go-internal/testscript"
)

// goldenDir holds the goldens too large to read inside a scenario
// (testdata/golden), compared by cmp-golden.
var goldenDir = filepath.Join("..", "..", "testdata", "golden")

func init() { scriptCommands["cmp-golden"] = cmpGolden }

// cmpGolden: cmp-golden FILE NAME compares FILE ("stdout", "stderr" or a
// file of the scenario) byte for byte with testdata/golden/NAME, and with
// -update rewrites NAME instead. When a .jsonl or .json golden differs, the
// failure names the first line and the JSON path that differ and the two
// values there, not two near-identical lines of hundreds of characters.
func cmpGolden(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: cmp-golden FILE NAME")
	}
	got := ts.ReadFile(args[0]) // "stdout" and "stderr" name the last command's output
	path := filepath.Join(goldenDir, args[1])
	if *update {
		ts.Check(os.MkdirAll(filepath.Dir(path), 0o777))
		ts.Check(os.WriteFile(path, []byte(got), 0o666))
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		ts.Fatalf("golden %s: %v (run with -update to write it)", args[1], err)
	}
	if got == string(want) {
		return
	}
	if strings.HasSuffix(args[1], ".json") || strings.HasSuffix(args[1], ".jsonl") {
		ts.Fatalf("%s differs from golden %s: %s", args[0], args[1], jsonlDiff(got, string(want)))
	}
	ts.Fatalf("%s differs from golden %s: %s", args[0], args[1], lineDiff(got, string(want)))
}

// lineDiff names the first line where got and want differ.
func lineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < max(len(g), len(w)); i++ {
		gl, wl := at(g, i), at(w, i)
		if gl != wl {
			return fmt.Sprintf("line %d: got %q, want %q", i+1, gl, wl)
		}
	}
	return "they differ"
}

func at(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "<none>"
}

// jsonlDiff decodes got and want line by line and names the first line,
// and in it the JSON path, where the values differ; when the values are
// equal it says the bytes differ (key order, spacing, escaping), which is
// the contract too.
func jsonlDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < max(len(g), len(w)); i++ {
		gl, wl := at(g, i), at(w, i)
		if gl == wl {
			continue
		}
		var gv, wv any
		if json.Unmarshal([]byte(gl), &gv) != nil || json.Unmarshal([]byte(wl), &wv) != nil {
			return fmt.Sprintf("line %d: got %.200q, want %.200q", i+1, gl, wl)
		}
		if p, a, b, ok := firstDiff("$", gv, wv); ok {
			return fmt.Sprintf("line %d, at %s: got %s, want %s", i+1, p, short(a), short(b))
		}
		return fmt.Sprintf("line %d: the same values, written with other bytes", i+1)
	}
	return "they differ"
}

// firstDiff walks a and b together and returns the first path where they
// differ, with the two values there.
func firstDiff(path string, a, b any) (string, any, any, bool) {
	switch av := a.(type) {
	case map[string]any:
		bv, ok := b.(map[string]any)
		if !ok {
			return path, a, b, true
		}
		keys := map[string]bool{}
		for k := range av {
			keys[k] = true
		}
		for k := range bv {
			keys[k] = true
		}
		sorted := make([]string, 0, len(keys))
		for k := range keys {
			sorted = append(sorted, k)
		}
		sort.Strings(sorted)
		for _, k := range sorted {
			if p, x, y, d := firstDiff(path+"."+k, av[k], bv[k]); d {
				return p, x, y, true
			}
		}
		return "", nil, nil, false
	case []any:
		bv, ok := b.([]any)
		if !ok {
			return path, a, b, true
		}
		for i := 0; i < max(len(av), len(bv)); i++ {
			var x, y any = "<none>", "<none>"
			if i < len(av) {
				x = av[i]
			}
			if i < len(bv) {
				y = bv[i]
			}
			if p, x, y, d := firstDiff(fmt.Sprintf("%s[%d]", path, i), x, y); d {
				return p, x, y, true
			}
		}
		return "", nil, nil, false
	case string:
		// A string holding JSON (a tool result's text) is compared inside.
		if bs, ok := b.(string); ok && av != bs {
			var ax, bx any
			if json.Unmarshal([]byte(av), &ax) == nil && json.Unmarshal([]byte(bs), &bx) == nil {
				if _, isObj := ax.(map[string]any); isObj {
					return firstDiff(path+"<json>", ax, bx)
				}
			}
		}
	}
	if !reflect.DeepEqual(a, b) {
		return path, a, b, true
	}
	return "", nil, nil, false
}

func short(v any) string {
	b, _ := json.Marshal(v)
	if s := bytes.TrimSpace(b); len(s) > 120 {
		return string(s[:120]) + "..."
	}
	return string(b)
}
