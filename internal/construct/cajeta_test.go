package construct_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/construct"
)

// TestCajetaSyntax: Cajeta's own code is no other language's construct.
// No line of a skill's cajeta examples, nor of the API files, shows one,
// nor does a skill's title: what a query quotes from Cajeta is read
// through its own words.
func TestCajetaSyntax(t *testing.T) {
	check := func(where, line string) {
		if w := construct.Words(line); len(w) > 0 {
			t.Errorf("%s: %q reads as %q", where, line, w)
		}
	}
	err := fs.WalkDir(corpus.FS, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".md") {
			return err
		}
		b, err := fs.ReadFile(corpus.FS, path)
		if err != nil {
			return err
		}
		code := false
		for _, line := range strings.Split(string(b), "\n") {
			switch {
			case strings.HasPrefix(line, "```"):
				code = strings.TrimPrefix(line, "```") == "cajeta"
			case code:
				check(path, line)
			case strings.HasPrefix(line, "title: "):
				check(path, strings.TrimPrefix(line, "title: "))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	apis, err := filepath.Glob("../../corpus/api/*.api")
	if err != nil || len(apis) == 0 {
		t.Fatalf("no API files: %v", err)
	}
	for _, path := range apis {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			check(filepath.Base(path), line)
		}
	}
}
