package eval

import (
	"database/sql"
	"io/fs"
	"path"
	"strings"
	"testing"
	"unicode"

	_ "modernc.org/sqlite" // the peer: SQLite with FTS5

	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/skilluri"
)

// fts5 is the stock full-text engine the benchmark measures us against:
// SQLite FTS5 over the same skill files, each file (front matter and body)
// one document, tokenized with the porter stemmer over unicode61 and ranked
// by FTS5's BM25; a query is its words joined with OR, as a user of the
// engine would write it.
func fts5(t *testing.T, corpus fs.FS) Engine {
	t.Helper()
	db, err := sql.Open("sqlite", ":memory:")
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1) // one connection: one in-memory database
	t.Cleanup(func() { db.Close() })
	if _, err := db.Exec(`CREATE VIRTUAL TABLE skills USING fts5(uri UNINDEXED, file, tokenize='porter unicode61')`); err != nil {
		t.Fatal(err)
	}
	files, err := fs.Glob(corpus, "*/*.md")
	if err != nil || len(files) == 0 {
		t.Fatalf("no skill files: %v", err)
	}
	for _, f := range files {
		data, err := fs.ReadFile(corpus, f)
		if err != nil {
			t.Fatal(err)
		}
		lib, file := path.Split(f)
		u := skilluri.URI{Library: strings.TrimSuffix(lib, "/"), Version: catalog.EmbeddedVersion, ID: strings.TrimSuffix(file, ".md")}
		if _, err := db.Exec(`INSERT INTO skills VALUES (?, ?)`, u.String(), string(data)); err != nil {
			t.Fatal(err)
		}
	}
	return func(query string) (Answer, error) {
		words := strings.FieldsFunc(query, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if len(words) == 0 {
			return Answer{}, nil
		}
		match := `"` + strings.Join(words, `" OR "`) + `"`
		rows, err := db.Query(`SELECT uri FROM skills WHERE skills MATCH ? ORDER BY bm25(skills) LIMIT 5`, match)
		if err != nil {
			return Answer{}, err
		}
		defer rows.Close()
		var a Answer
		for rows.Next() {
			var u string
			if err := rows.Scan(&u); err != nil {
				return Answer{}, err
			}
			a.URIs = append(a.URIs, u)
		}
		a.Guesses = len(a.URIs)
		return a, rows.Err()
	}
}
