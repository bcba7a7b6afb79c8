package agentskill

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

func TestName(t *testing.T) {
	for _, tt := range []struct{ id, want string }{
		{"io-file-File-open", "io-file-file-open"},
		{"a.b_c", "a-b-c"},
		{"--Lead..trail--", "lead-trail"},
		{"x..y", "x-y"},
		{"...", ""},
		{strings.Repeat("ab", 40), strings.Repeat("ab", 32)},
		{strings.Repeat("a", 63) + ".b", strings.Repeat("a", 63)}, // no trailing '-' after the cut
	} {
		if got := Name(tt.id); got != tt.want {
			t.Errorf("Name(%q) = %q, want %q", tt.id, got, tt.want)
		}
	}
}

// TestDocument: the generated front matter is YAML that reads back as the
// Frontmatter, whatever the strings hold, and the body follows unchanged.
func TestDocument(t *testing.T) {
	s := Skill{URI: "cja-skill://acme.x@1.0/X.y", ID: "X.y", Title: `Say "hi": 'quotes', #hash & <html> \ and a tab	`,
		Names: []string{"acme/x/X", "acme/x/X.y"}, Body: "# Body\n\nunchanged: ---\n"}
	doc := string(s.Document())
	head, body, ok := strings.Cut(strings.TrimPrefix(doc, "---\n"), "\n---\n")
	if !ok || body != s.Body {
		t.Fatalf("document:\n%s", doc)
	}
	var got Frontmatter
	if err := yaml.Unmarshal([]byte(head), &got); err != nil {
		t.Fatal(err)
	}
	want := s.Frontmatter()
	if got.Name != "x-y" || got.Description != s.Title || got.Metadata["title"] != want.Metadata["title"] ||
		got.Metadata["cajeta-applies-to"] != "acme/x/X, acme/x/X.y" || got.Metadata["cajeta-uri"] != s.URI {
		t.Errorf("front matter reads back as %+v, want %+v", got, want)
	}
	if Digest([]byte("")) != "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" {
		t.Error("Digest of the empty string")
	}
}
