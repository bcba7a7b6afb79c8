package askedfile

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

func TestParseDir(t *testing.T) {
	fsys := fstest.MapFS{
		"cajeta.io.tsv":   {Data: []byte("# comment\n\nio-Buffer\tread a little-endian int64 at any offset\nio-Buffer\tpeek 8 bytes\nio-overview\twhere is file io\n")},
		"cajeta.lang.tsv": {Data: []byte("lang-String\tcount characters, not bytes\n")},
		"README.md":       {Data: []byte("not read")},
	}
	got, err := ParseDir(fsys)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"cajeta.io/io-Buffer":     {"read a little-endian int64 at any offset", "peek 8 bytes"},
		"cajeta.io/io-overview":   {"where is file io"},
		"cajeta.lang/lang-String": {"count characters, not bytes"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ParseDir (-want +got):\n%s", diff)
	}
}

func TestParseDirErrors(t *testing.T) {
	fsys := fstest.MapFS{
		"cajeta.io.tsv": {Data: []byte("io-Buffer no tab\n\tno id\n io-Buffer\tspace before the id\nio-Buffer\t \nio-Buffer\ttwo\ttabs\nio-Buffer\tfine\n")},
	}
	got, err := ParseDir(fsys)
	if err == nil {
		t.Fatal("ParseDir: no error")
	}
	for _, want := range []string{
		"cajeta.io.tsv:1: want a skill id, a tab and a question",
		`cajeta.io.tsv:2: bad skill id ""`,
		`cajeta.io.tsv:3: bad skill id " io-Buffer"`,
		"cajeta.io.tsv:4: empty question",
		"cajeta.io.tsv:5: want a skill id, a tab and a question",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if diff := cmp.Diff(map[string][]string{"cajeta.io/io-Buffer": {"fine"}}, got); diff != "" {
		t.Errorf("ParseDir kept (-want +got):\n%s", diff)
	}
}
