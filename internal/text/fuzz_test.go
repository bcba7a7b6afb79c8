package text

import "testing"

// FuzzAnalyse feeds the query analysis and the index build text of any
// bytes, as queries and archives bring: neither may panic, and a query's
// terms must name its words in order, each word's terms together.
func FuzzAnalyse(f *testing.F) {
	for _, s := range []string{
		"how do I read a file line by line?", "#= #T ^T @Inject :: -> [] == != && ||",
		";;;:::;;; ###***### ~~~ ^^^", "f(ctrl, 'a', \"b\") = x(", "## Heading\nC# #x\n#", "doesn't you'll",
		"std::span<const int> Vec<T>::new", "\xff\xfe#\x00:", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q := analyse(s, stems{}, func(string) bool { return true })
		if len(q.soft) != q.words || len(q.parts) != q.words {
			t.Fatalf("analyse(%q): %d words, %d soft flags, %d part lists", s, q.words, len(q.soft), len(q.parts))
		}
		last := -1
		for _, term := range q.terms {
			switch {
			case term.word >= q.words:
				t.Fatalf("analyse(%q): term %q of word %d, of %d words", s, term.term, term.word, q.words)
			case term.word >= 0 && term.word < last:
				t.Fatalf("analyse(%q): term %q of word %d after word %d", s, term.term, term.word, last)
			case term.word >= 0:
				last = term.word
			}
		}
		Build([]Source{{URI: "u", Title: s, Description: s, Keywords: []string{s}, Names: []string{s}, Body: s}}, nil)
	})
}
