package skillindex

import (
	"fmt"
	"testing"

	"github.com/cajeta-lang/skills/internal/skilldoc"
)

// BenchmarkDecode decodes the index of a 100-skill package by the one-pass
// path Decode takes and by the member-by-member checked path it falls back
// to, so that their ratio is measured in one run.
func BenchmarkDecode(b *testing.B) {
	var docs []*skilldoc.Doc
	for i := range 100 {
		class := fmt.Sprintf("vendor042/lib042/net%d/HttpClient%d", i/10, i)
		docs = append(docs, &skilldoc.Doc{
			ID:        fmt.Sprintf("net-HttpClient%d", i),
			AppliesTo: []string{class, class + ".send"},
			Title:     fmt.Sprintf("HttpClient%d handles and when to close them", i),
		})
	}
	data := Build(docs).Encode()
	b.Run("fast", func(b *testing.B) {
		for b.Loop() {
			if _, ok := decodeFast(data); !ok {
				b.Fatal("refused")
			}
		}
	})
	b.Run("checked", func(b *testing.B) {
		for b.Loop() {
			if _, err := decodeChecked(data); err != nil {
				b.Fatal(err)
			}
		}
	})
}
