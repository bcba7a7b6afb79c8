package lexicon

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestNames holds names.tsv to its form: a name of three or more
// characters, a tab, two to seven lowercase words; no name twice, whatever
// its case.
func TestNames(t *testing.T) {
	seen := map[string]int{}
	n := 0
	for i, line := range strings.Split(strings.TrimSuffix(names, "\n"), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		n++
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
	if n != len(table()) {
		t.Errorf("names.tsv has %d names, the table %d", n, len(table()))
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
		// a name the skills hold is theirs
		{"cassava", func(n string) bool { return n == "cassava" }, nil},
		{"read a file", none, nil},
	} {
		var got []string
		for _, m := range Find(tt.in, tt.known) {
			got = append(got, tt.in[m.Start:m.End])
			if w, _ := Words(tt.in[m.Start:m.End]); w != m.Words {
				t.Errorf("Find(%q): %q has words %q, want %q", tt.in, tt.in[m.Start:m.End], m.Words, w)
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Find(%q) names (-want +got):\n%s", tt.in, diff)
		}
	}
}

// BenchmarkFind is what looking up a query's names costs the text stage,
// once the table is built (BenchmarkTable).
func BenchmarkFind(b *testing.B) {
	table()
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

// BenchmarkTable is building the table from names.tsv, once per process.
func BenchmarkTable(b *testing.B) {
	for b.Loop() {
		parse(names)
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
