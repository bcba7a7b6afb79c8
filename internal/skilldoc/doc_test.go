package skilldoc

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		want     *Doc
		errs     string // every problem, one per line, without the source
	}{
		{
			name: "full",
			in:   "---\nid: file-open\napplies-to: [cajeta/io/file/File, cajeta/io/file/File.open]\ntitle: Opening files\ndescription: How to open.\nother: ignored\n---\n# Body\n",
			want: &Doc{ID: "file-open", AppliesTo: []string{"cajeta/io/file/File", "cajeta/io/file/File.open"}, Title: "Opening files", Description: "How to open."},
		},
		{
			name: "bom crlf and dots",
			in:   "\ufeff---\r\nid: x\r\napplies-to:\r\n  - cajeta.io\r\n...\r\nbody",
			want: &Doc{ID: "x", AppliesTo: []string{"cajeta.io"}},
		},
		{name: "no fence", in: "id: x\n", errs: "1: front matter: first line must be '---'"},
		{name: "unclosed", in: "---\nid: x\n", errs: "1: front matter: opening '---' fence has no closing fence"},
		{name: "empty", in: "---\n---\n", errs: "2: missing required field 'id'\n2: missing required field 'applies-to' (expected a non-empty list of canonical names)"},
		{name: "missing id", in: "---\napplies-to: [a]\n---\n", errs: "2: missing required field 'id'"},
		{name: "empty list", in: "---\nid: x\napplies-to: []\n---\n", errs: "3: missing required field 'applies-to' (expected a non-empty list of canonical names)"},
		{name: "scalar list", in: "---\nid: x\napplies-to: cajeta/io\n---\n", errs: "3: field 'applies-to' must be a list of canonical names, not a single value (write 'applies-to: [cajeta/io]')"},
		{name: "bad entries", in: "---\nid: x\napplies-to:\n  - ''\n  - [a]\n  - 7\n---\n", errs: "4: field 'applies-to' has an empty or non-string entry\n5: field 'applies-to' has an empty or non-string entry\n6: field 'applies-to' has an empty or non-string entry"},
		{name: "bad name", in: "---\nid: x\napplies-to: [cajeta//io, 'a b']\n---\n", errs: "3: field 'applies-to': name \"cajeta//io\" has an empty segment\n3: field 'applies-to': name \"a b\" has a space or control character"},
		{name: "bad id", in: "---\nid: ../etc\napplies-to: [a]\n---\n", errs: "2: field 'id' \"../etc\" has a character outside [A-Za-z0-9._-]"},
		{name: "numeric id", in: "---\nid: 12\napplies-to: [a]\n---\n", errs: "2: field 'id' must be a string"},
		{name: "yaml error", in: "---\nid: x\napplies-to: [a\n---\n", errs: "front matter:"},
		{name: "not a mapping", in: "---\n- a\n---\n", errs: "2: front matter: expected a mapping of fields"},
		{name: "duplicate key", in: "---\nid: x\nid: y\napplies-to: [a]\n---\n", errs: "3: field 'id' is given twice"},
		{
			name: "keywords",
			in:   "---\nid: x\napplies-to: [a]\nkeywords: [\"std::move\", \"#=\", 'use of moved value']\n---\n",
			want: &Doc{ID: "x", AppliesTo: []string{"a"}, Keywords: []string{"std::move", "#=", "use of moved value"}},
		},
		{name: "keywords scalar", in: "---\nid: x\napplies-to: [a]\nkeywords: dict\n---\n", errs: "4: field 'keywords' must be a list of strings"},
		{name: "keywords entries", in: "---\nid: x\napplies-to: [a]\nkeywords:\n  - ' '\n  - 404\n  - [a]\n---\n",
			errs: "5: field 'keywords' has an empty or non-string entry (quote a value such as 404 or true)\n6: field 'keywords' has an empty or non-string entry (quote a value such as 404 or true)\n7: field 'keywords' has an empty or non-string entry (quote a value such as 404 or true)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Parse("s.md", []byte(tt.in))
			if tt.errs == "" {
				if err != nil {
					t.Fatalf("Parse: %v", err)
				}
				if diff := cmp.Diff(tt.want, doc); diff != "" {
					t.Errorf("Parse mismatch (-want +got):\n%s", diff)
				}
				return
			}
			if err == nil {
				t.Fatalf("Parse succeeded, want %q", tt.errs)
			}
			var lines []string
			for _, l := range strings.Split(err.Error(), "\n") {
				lines = append(lines, strings.TrimPrefix(l, "s.md:"))
			}
			got := strings.Join(lines, "\n")
			if !strings.Contains(got, tt.errs) {
				t.Errorf("Parse error:\n%s\nwant it to contain:\n%s", got, tt.errs)
			}
		})
	}
}

func TestCheckID(t *testing.T) {
	for id, ok := range map[string]bool{
		"io-file-File": true, "a.b_c-9": true, "": false, ".": false, "..": false,
		"a/b": false, "a b": false, strings.Repeat("x", 128): true, strings.Repeat("x", 129): false,
	} {
		if err := CheckID(id); (err == nil) != ok {
			t.Errorf("CheckID(%q) = %v, want ok %v", id, err, ok)
		}
	}
}
