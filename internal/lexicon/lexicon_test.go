package lexicon

import (
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite table.tsv and bases.tsv from names.tsv")

// readNames returns names.tsv's lines.
func readNames(t testing.TB) []string {
	b, err := os.ReadFile("names.tsv")
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

// TestNames holds names.tsv to its form: a name of three or more
// characters, a tab, two to seven lowercase words; no name twice, whatever
// its case.
func TestNames(t *testing.T) {
	seen := map[string]int{}
	for i, line := range readNames(t) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		name, words, ok := strings.Cut(line, "\t")
		if !ok || strings.Contains(words, "\t") {
			t.Errorf("line %d: %q is not a name, a tab and its words", i+1, line)
			continue
		}
		if len(name) < 3 || strings.TrimSpace(name) != name {
			t.Errorf("line %d: name %q is shorter than three characters or padded", i+1, name)
		}
		if ws := strings.Fields(words); len(ws) < 2 || len(ws) > 7 || strings.Join(ws, " ") != words || strings.ToLower(words) != words {
			t.Errorf("line %d: words %q are not two to seven lowercase words, one space apart", i+1, words)
		}
		if key(name) != strings.ToLower(name) {
			t.Errorf("line %d: name %q can never be found (it is read as %q)", i+1, name, key(name))
		}
		if j, dup := seen[strings.ToLower(name)]; dup {
			t.Errorf("line %d: name %q is on line %d too", i+1, name, j)
		}
		seen[strings.ToLower(name)] = i + 1
	}
}

// TestTable holds table.tsv to names.tsv: its names lowercased, with their
// words, sorted. With -update it rewrites it.
func TestTable(t *testing.T) {
	var lines []string
	for _, line := range readNames(t) {
		if name, words, ok := strings.Cut(line, "\t"); ok && !strings.HasPrefix(line, "#") {
			lines = append(lines, strings.ToLower(name)+"\t"+words+"\n")
		}
	}
	slices.Sort(lines)
	want := strings.Join(lines, "")
	if *update {
		for file, text := range map[string]string{"table.tsv": want, "bases.tsv": basesOf(want)} {
			if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	if table != want {
		t.Errorf("table.tsv does not match names.tsv: run 'go test ./internal/lexicon -update'")
	}
	if bases != basesOf(table) {
		t.Errorf("bases.tsv does not match table.tsv: run 'go test ./internal/lexicon -update'")
	}
}

// basesOf returns bases.tsv as the table t makes it: each package name
// ending in a suffix of packageSuffixes, under its name without it, with
// its words; not a name t holds itself, nor one two packages share.
func basesOf(t string) string {
	count, words := map[string]int{}, map[string]string{}
	for line := range strings.Lines(t) {
		name, w, _ := strings.Cut(strings.TrimSuffix(line, "\n"), "\t")
		if base, ok := unsuffixed(name); ok {
			count[base]++
			words[base] = w
		}
	}
	at := lineStarts(t)
	var lines []string
	for base, n := range count {
		if _, inTable := lookupIn(t, at, base); n == 1 && !inTable {
			lines = append(lines, base+"\t"+words[base]+"\n")
		}
	}
	slices.Sort(lines)
	return strings.Join(lines, "")
}

// TestLookup: every name of the table is found, with its words, and
// names around and between them are not.
func TestLookup(t *testing.T) {
	for line := range strings.Lines(table) {
		name, words, _ := strings.Cut(strings.TrimSuffix(line, "\n"), "\t")
		if got, ok := lookup(name); !ok || got != words {
			t.Fatalf("lookup(%q) = %q, %v; want %q", name, got, ok, words)
		}
		for _, near := range []string{name + " ", name[:len(name)-1], "\x00" + name} {
			if _, ok := lookup(near); ok && !strings.Contains(table, "\n"+near+"\t") && !strings.HasPrefix(table, near+"\t") {
				t.Fatalf("lookup(%q) found a name the table does not hold", near)
			}
		}
	}
	for _, k := range []string{"", "\t", "\n", "\xff\xff", "zzzzzzzz"} {
		if w, ok := lookup(k); ok {
			t.Errorf("lookup(%q) = %q, want nothing", k, w)
		}
	}
}

func TestWords(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want string
	}{
		{"cassava", "csv"},
		{"CASSAVA", "csv"},
		{"`cassava`", "csv"},
		{"cassava?", "csv"},
		{"os.kill(pid)", "signal"},
		{"os.kill()", "signal"},
		{"std::unique_ptr<T>", "ownership"},
		{"quux_not_a_name", ""},
		// the last segment of a qualified name, alone
		{"prcomp", "principal"},
		{"", ""},
		{"()", ""},
	} {
		got, ok := Words(tt.in)
		if ok != (tt.want != "") || !strings.Contains(got, tt.want) {
			t.Errorf("Words(%q) = %q, %v; want words holding %q", tt.in, got, ok, tt.want)
		}
	}
}

func TestFind(t *testing.T) {
	none := func(string) bool { return false }
	for _, tt := range []struct {
		in    string
		known func(string) bool
		want  []string // the names found
	}{
		{"cassava", none, []string{"cassava"}},
		{"Haskell cassava?", none, []string{"cassava?"}},
		{"cassava and hmatrix", none, []string{"cassava", "hmatrix"}},
		// the longest name wins: Entity Framework Core, not Core
		{"Entity Framework Core migrations", none, []string{"Entity Framework Core"}},
		// a package named without its ecosystem's suffix, or with one the
		// lexicon's name lacks
		{"open it in speedscope", none, []string{"speedscope"}},
		{"Flux and Three", none, []string{"Flux", "Three"}},
		{"cassava.jl", none, []string{"cassava.jl"}},
		// a name the skills hold is theirs
		{"cassava", func(n string) bool { return n == "cassava" }, nil},
		{"read a file", none, nil},
	} {
		var got []string
		for _, m := range Find(tt.in, tt.known) {
			got = append(got, tt.in[m.Start:m.End])
			w, ok := Words(tt.in[m.Start:m.End])
			if !ok {
				w, _ = suffixed(tt.in[m.Start:m.End])
			}
			if w != m.Words || w == "" {
				t.Errorf("Find(%q): %q has words %q, want %q", tt.in, tt.in[m.Start:m.End], m.Words, w)
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Find(%q) names (-want +got):\n%s", tt.in, diff)
		}
	}
}

// BenchmarkFind is what looking up a query's names costs the text stage:
// binary searches over the embedded table, nothing built first.
func BenchmarkFind(b *testing.B) {
	none := func(string) bool { return false }
	for _, q := range []string{
		"cassava",
		"how do I read a file line by line and split each line at commas into fields?",
	} {
		b.Run(strings.Fields(q)[0], func(b *testing.B) {
			for b.Loop() {
				Find(q, none)
			}
		})
	}
}

// BenchmarkStarts is finding the table's lines, once per process on the
// first lookup: all that is built at run time.
func BenchmarkStarts(b *testing.B) {
	for b.Loop() {
		lineStarts(table)
	}
}

// FuzzFind: whatever the query, the names found lie inside it, in order,
// apart, each with the words the lexicon gives for it.
func FuzzFind(f *testing.F) {
	for _, s := range []string{"cassava", "Haskell `cassava`?", "Entity Framework Core", "os.kill(pid) and\thmatrix", "\xff\xfe cassava", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		end := 0
		for _, m := range Find(s, func(string) bool { return false }) {
			if m.Start < end || m.End <= m.Start || m.End > len(s) {
				t.Fatalf("Find(%q): match [%d, %d) after %d", s, m.Start, m.End, end)
			}
			if w, ok := Words(s[m.Start:m.End]); !ok || w != m.Words {
				t.Fatalf("Find(%q): %q has words %q, the lexicon %q", s, s[m.Start:m.End], m.Words, w)
			}
			end = m.End
		}
	})
}
