package skilldoc

import "testing"

// TestYAMLErrorLines: a YAML syntax error is reported at the file line it
// is on, for the library's parser errors (numbered from 0) as for its
// scanner errors (numbered from 1); a tab used for indentation says "tab";
// applies-to given as one string says it must be a list.
func TestYAMLErrorLines(t *testing.T) {
	for _, tt := range []struct {
		name, in, want string
	}{
		{"unclosed bracket", "---\nid: x\ntitle: t\napplies-to: [a/b\n---\n",
			"s.md:4: front matter: did not find expected ',' or ']'"},
		{"unclosed brace", "---\nid: x\napplies-to: [a]\nx: {a: b\n---\n",
			"s.md:4: front matter: did not find expected ',' or '}'"},
		{"missing key", "---\nid: x\nb:\n  c: d\n e: f\n---\n",
			"s.md:5: front matter: did not find expected key"},
		{"sequence under mapping", "---\nid: x\n- a\n---\n",
			"s.md:3: front matter: did not find expected key"},
		{"tab indent", "---\nid: x\napplies-to:\n\t- a/b\n---\n",
			"s.md:4: front matter: a tab indents this line (YAML indents with spaces only)"},
		{"tab after spaces", "---\nid: x\napplies-to:\n  - a\n \t- b\n---\n",
			"s.md:5: front matter: a tab indents this line (YAML indents with spaces only)"},
		{"scanner error", "---\nid: x\nx: : :\n---\n",
			"s.md:3: front matter: mapping values are not allowed in this context"},
		{"applies-to string", "---\nid: x\napplies-to: x/y\n---\n",
			"s.md:3: field 'applies-to' must be a list of canonical names, not a single value (write 'applies-to: [x/y]')"},
		{"applies-to mapping", "---\nid: x\napplies-to: {a: b}\n---\n",
			"s.md:3: field 'applies-to' must be a list of canonical names, not a mapping"},
	} {
		_, err := Parse("s.md", []byte(tt.in))
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: Parse error = %v, want %s", tt.name, err, tt.want)
		}
	}
}
