package cli

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestCloseWords(t *testing.T) {
	verbs := []string{"compiler-mcp", "search-skill", "list-skills", "get-skills", "skills", "version"}
	flags := []string{"help", "exact", "from", "json", "long", "version"}
	for _, tt := range []struct {
		q          string
		candidates []string
		want       []string
	}{
		{"serach-skill", verbs, []string{"search-skill"}},
		{"search", verbs, []string{"search-skill"}},
		{"get-skill", verbs, []string{"get-skills"}},
		{"skill", verbs, []string{"skills"}},
		{"frobnicate", verbs, nil},
		{"jsn", flags, []string{"json"}},
		{"hlep", flags, []string{"help"}},
		{"lon", flags, []string{"long"}},
		{"x", flags, nil},
	} {
		if diff := cmp.Diff(tt.want, closeWords(tt.q, tt.candidates)); diff != "" {
			t.Errorf("closeWords(%q) mismatch (-want +got):\n%s", tt.q, diff)
		}
	}
}

func TestCloseScopes(t *testing.T) {
	bound := []string{"cajeta.io", "cajeta/io", "cajeta/io/file/File.open", "cajeta/language/ownership", "cajeta/os"}
	for _, tt := range []struct {
		q    string
		want []string
	}{
		{"io", []string{"cajeta.io", "cajeta/io"}},
		{"file", []string{"cajeta/io/file"}},
		{"io/file", []string{"cajeta/io/file"}},
		{"cajeta/langauge", []string{"cajeta/language"}},
		{"File.opn", []string{"cajeta/io/file/File.open"}},
		{"zzzzzz", nil},
	} {
		if diff := cmp.Diff(tt.want, closeScopes(tt.q, bound)); diff != "" {
			t.Errorf("closeScopes(%q) mismatch (-want +got):\n%s", tt.q, diff)
		}
	}
}

func TestLastSegments(t *testing.T) {
	for _, tt := range []struct {
		name string
		k    int
		want string
	}{
		{"cajeta/io/file/File.open", 1, "open"},
		{"cajeta/io/file/File.open", 2, "File.open"},
		{"cajeta/io", 2, "cajeta/io"},
		{"cajeta/io", 5, "cajeta/io"},
		{"cajeta", 1, "cajeta"},
	} {
		if got := lastSegments(tt.name, tt.k); got != tt.want {
			t.Errorf("lastSegments(%q, %d) = %q, want %q", tt.name, tt.k, got, tt.want)
		}
	}
}

func TestSplitURIs(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want []string
	}{
		{[]string{"a, b"}, []string{"a", "b"}},
		{[]string{"a,b,"}, []string{"a", "b"}},
		{[]string{" a ,,", ",", "b"}, []string{"a", "b"}},
		{[]string{" , "}, nil},
	} {
		if diff := cmp.Diff(tt.want, splitURIs(tt.args)); diff != "" {
			t.Errorf("splitURIs(%q) mismatch (-want +got):\n%s", tt.args, diff)
		}
	}
}
