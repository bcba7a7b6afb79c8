package skilldoc

import (
	"errors"
	"testing"
)

// FuzzParse parses any bytes as a skill document.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"---\nid: file-open\napplies-to: [cajeta/io/file/File, cajeta/io/file/File.open]\ntitle: Opening files\ndescription: How to open.\n---\n# Opening files\n",
		"\ufeff---\r\nid: x\r\napplies-to:\r\n  - cajeta.io\r\n...\r\nbody",
		"---\nid: x\napplies-to: [a\n---\n",
		"---\nid: x\n",
		"---\n- a\n---\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := Parse("s.md", data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || len(e.Problems) == 0 {
				t.Fatalf("Parse error %v is not an *Error with problems", err)
			}
			if doc != nil {
				t.Fatalf("Parse returned a doc and an error")
			}
			return
		}
		if err := CheckID(doc.ID); err != nil {
			t.Fatalf("Parse accepted id %q: %v", doc.ID, err)
		}
		if len(doc.AppliesTo) == 0 {
			t.Fatalf("Parse accepted an empty applies-to")
		}
		for _, n := range doc.AppliesTo {
			if n == "" {
				t.Fatalf("Parse accepted an empty name")
			}
			if err := CheckName(n); err != nil {
				t.Fatalf("Parse accepted name %q: %v", n, err)
			}
		}
	})
}
