package construct

import (
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTable holds constructs.tsv to its form: five fields; a key that is
// in the example; a pattern that compiles and matches the example; two
// to five lowercase words, one space apart; no key and pattern twice.
func TestTable(t *testing.T) {
	seen := map[string]int{}
	for i, line := range strings.Split(strings.TrimSuffix(constructsText, "\n"), "\n") {
		if strings.HasPrefix(line, "# ") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 5 {
			t.Errorf("line %d: %d fields, want key, pattern, words, languages, example", i+1, len(f))
			continue
		}
		key, expr, words, langs, example := f[0], f[1], f[2], f[3], f[4]
		re, err := regexp.Compile(expr)
		switch {
		case err != nil:
			t.Errorf("line %d: %v", i+1, err)
		case key == "" || !strings.Contains(example, key):
			t.Errorf("line %d: key %q is not in the example %q", i+1, key, example)
		case !re.MatchString(example):
			t.Errorf("line %d: pattern %q does not match the example %q", i+1, expr, example)
		}
		if ws := strings.Fields(words); len(ws) < 2 || len(ws) > 5 || strings.Join(ws, " ") != words || strings.ToLower(words) != words {
			t.Errorf("line %d: words %q are not two to five lowercase words, one space apart", i+1, words)
		}
		if langs == "" {
			t.Errorf("line %d: no languages", i+1)
		}
		if j, dup := seen[key+"\t"+expr]; dup {
			t.Errorf("line %d: the key and pattern of line %d", i+1, j)
		}
		seen[key+"\t"+expr] = i + 1
	}
}

// TestRead: a construct counts when its key and its pattern are both in
// the text, its words once, from the first maxConstructs constructs.
func TestRead(t *testing.T) {
	cs := parse("# a comment\n" +
		"$\"\t\\$\"[^\"]*\\{\tstring interpolation\tC#\t$\"{a}\"\n" +
		"as?\t\\bas\\? \\w\tsafe cast\tKotlin, Swift\tx as? T\n" +
		"?.\t\\w\\?\\.\\w\tsafe navigation\tKotlin\ta?.b\n" +
		"?:\t\\?: \tdefault value\tKotlin\ta ?: b\n" +
		"f\"\t\\bf\"[^\"]*\\{\tstring formatting\tPython\tf\"{a}\"\n")
	for _, tc := range []struct {
		text string
		want []string
	}{
		{`$"{user} has {n} items"`, []string{"string", "interpolation"}},
		{`$"plain"`, nil},              // the key without the pattern
		{`how do I cast safely?`, nil}, // neither
		{`$"{a}" and f"{b}"`, []string{"string", "interpolation", "formatting"}},                          // "string" once
		{`$"{a}" x as? T a?.b b ?: c`, []string{"string", "interpolation", "safe", "cast", "navigation"}}, // three constructs at most
	} {
		if got := read(cs, tc.text); !cmp.Equal(got, tc.want) {
			t.Errorf("read(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// BenchmarkWords: reading the constructs of a word and of a question that
// show none (every key looked for, a few patterns tried), and of a line
// that shows one.
func BenchmarkWords(b *testing.B) {
	for _, bc := range []struct{ name, text string }{
		{"word", "borrowing"},
		{"none", "how do I read a file line by line and count the words in it?"},
		{"one", `Console.WriteLine($"{user} has {n} items");`},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				Words(bc.text)
			}
		})
	}
}
