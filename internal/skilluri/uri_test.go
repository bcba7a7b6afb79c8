package skilluri

import "testing"

func TestParse(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want URI
		err  string
	}{
		{in: "cja-skill://cajeta.io@1.0/io-file-File", want: URI{"cajeta.io", "1.0", "io-file-File"}},
		{in: "cja-skill://a@b@c/d/e", want: URI{"a", "b@c", "d/e"}},
		{in: "x", err: "skill URI: expected scheme 'cja-skill://' in 'x'"},
		{in: "CJA-SKILL://a@1/b", err: "skill URI: expected scheme 'cja-skill://' in 'CJA-SKILL://a@1/b'"},
		{in: "cja-skill://a@1", err: "skill URI: missing skill id in 'cja-skill://a@1'"},
		{in: "cja-skill://a@1/", err: "skill URI: missing skill id in 'cja-skill://a@1/'"},
		{in: "cja-skill://@1/x", err: "skill URI: missing library in 'cja-skill://@1/x'"},
		{in: "cja-skill://a/x", err: "skill URI: missing version (expected '<library>@<version>') in 'cja-skill://a/x'"},
		{in: "cja-skill://a@/x", err: "skill URI: missing version (expected '<library>@<version>') in 'cja-skill://a@/x'"},
	} {
		got, err := Parse(tt.in)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("Parse(%q) error = %v, want %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
		}
		if got.String() != tt.in {
			t.Errorf("Parse(%q).String() = %q", tt.in, got.String())
		}
	}
}
