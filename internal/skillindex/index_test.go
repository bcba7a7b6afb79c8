package skillindex

import (
	"strings"
	"testing"

	"github.com/cajeta-lang/skills/internal/skilldoc"
	"github.com/google/go-cmp/cmp"
)

func TestRoundTrip(t *testing.T) {
	ix := Build([]*skilldoc.Doc{
		{ID: "a", AppliesTo: []string{"x/A", "x"}, Title: "A <b> & c", Keywords: []string{"dict"}},
		{ID: "b", AppliesTo: []string{"x"}},
	})
	want := "{\n  \"names\": {\n    \"x\": [\n      \"a\",\n      \"b\"\n    ],\n    \"x/A\": [\n      \"a\"\n    ]\n  },\n  \"schema-version\": \"skill-index-v1\",\n  \"skills\": {\n    \"a\": {\n      \"title\": \"A <b> & c\",\n      \"member\": \"skills/a.md\",\n      \"keywords\": [\n        \"dict\"\n      ]\n    },\n    \"b\": {\n      \"title\": \"\",\n      \"member\": \"skills/b.md\"\n    }\n  }\n}\n"
	if diff := cmp.Diff(want, string(ix.Encode())); diff != "" {
		t.Errorf("Encode mismatch (-want +got):\n%s", diff)
	}
	got, err := Decode("p", ix.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(ix, got); diff != "" {
		t.Errorf("Decode(Encode) mismatch (-want +got):\n%s", diff)
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, tt := range []struct{ in, err string }{
		{`[]`, "p index: index is not a JSON object"},
		{`{`, "p index: invalid JSON: unexpected end of JSON input"},
		{`{}`, "p index: missing 'schema-version'"},
		{`{"schema-version":"skill-index-v2"}`, "p index: unsupported schema-version 'skill-index-v2' (supported: skill-index-v1)"},
		{`{"schema-version":2}`, "p index: unsupported schema-version '2' (supported: skill-index-v1)"},
		{`{"schema-version":"skill-index-v1","skills":{"a":3}}`, "p index: skill entry is not an object"},
		{`{"schema-version":"skill-index-v1","skills":{"../a":{}}}`, `p index: skill '../a': field 'id' "../a" has a character outside [A-Za-z0-9._-]`},
		{`{"schema-version":"skill-index-v1","skills":{"a":{"title":1}}}`, "p index: skill 'a': 'title' is not a string"},
		{`{"schema-version":"skill-index-v1","skills":{"a":{"keywords":"x"}}}`, "p index: skill 'a': 'keywords' is not an array of strings"},
		{`{"schema-version":"skill-index-v1","skills":{"a":{"keywords":["x",2]}}}`, "p index: skill 'a': 'keywords' is not an array of strings"},
		{`{"schema-version":"skill-index-v1","skills":{"a":{}},"names":{"x":"a"}}`, "p index: name binding is not an array"},
		{`{"schema-version":"skill-index-v1","skills":{"a":{}},"names":{"x":[1]}}`, "p index: name binding of 'x' has a non-string entry"},
		{`{"schema-version":"skill-index-v1","skills":{"a":{}},"names":{"x":["b"]}}`, "p index: name 'x' binds skill 'b', which 'skills' does not describe"},
	} {
		_, err := Decode("p", []byte(tt.in))
		if err == nil || err.Error() != tt.err {
			t.Errorf("Decode(%s) error = %v, want %q", tt.in, err, tt.err)
		}
	}
}

// TestDecodeFast: the one-pass decoder reads what Encode writes, escapes
// and unknown keys included, as the checked decoder does; and it leaves to
// the checked decoder every input encoding/json may read another way,
// which that decoder still accepts.
func TestDecodeFast(t *testing.T) {
	const v = `"schema-version":"skill-index-v1"`
	accept := []string{
		string(Build([]*skilldoc.Doc{
			{ID: "a", AppliesTo: []string{"x/A", "x", "é/\"q\"\\"}, Title: "A \"quoted\" \\ \t <b> & c \u2028 é"},
			{ID: "b", AppliesTo: []string{"x"}, Description: "line\nbreak", Keywords: []string{"std::move", "use of \"moved\" value"}},
		}).Encode()),
		`{` + v + `,"skills":{"a":{"keywords":[]},"b":{"keywords":["x","\u0079"]}}}`,
		`{` + v + `}`,
		`{` + v + `,"skills":{"a":{"title":"\u0041\ud83d\ude00","x":[1,{"y":null}]}},"names":{"n":[],"\u006d":["a"]},"other":{}}` + " \n\t",
		`{"names":{"x":["a","a"]},` + v + `,"skills":{"a":{"member":"elsewhere.md","description":""}}}`,
		`{` + v + `,"n":[0,-1,2.5,-0.5e+3,1E9,true,false,null,"\/\b\f\n\r\t\\"],"skills":{"a":{"title":"\u00e9\u2028"}}}`,
	}
	for _, in := range accept {
		fast, ok := decodeFast([]byte(in))
		if !ok {
			t.Errorf("decodeFast refuses %s", in)
			continue
		}
		checked, err := decodeChecked([]byte(in))
		if err != nil {
			t.Fatalf("decodeChecked(%s): %v", in, err)
		}
		if diff := cmp.Diff(checked, fast); diff != "" {
			t.Errorf("decodeFast(%s) mismatch (-checked +fast):\n%s", in, diff)
		}
	}
	deferred := []string{
		`{` + v + `,` + v + `}`, // repeated keys: encoding/json keeps the last
		`{` + v + `,"skills":{"a":{"title":"x","title":"y"}}}`,
		`{` + v + `,"skills":{"a":{},"a":{"title":"y"}}}`,
		`{` + v + `,"skills":{"a":{}},"names":{"x":["a"],"x":[]}}`,
		`{` + v + `,"names":{},"names":{}}`,
		`{` + v + `,"skills":{"a":{"title":"` + "\xff" + `"}}}`, // invalid UTF-8 becomes U+FFFD
		`{` + v + `,"skills":{"a":{"title":"\ud800"}}}`,         // so does a lone surrogate
		`{` + v + `,"skills":{"a":{"title":null}}}`,
		`{` + v + `,"skills":null,"names":null}`,
		`{` + v + `,"names":{"x":null}}`,
		`{` + v + `,"n":` + strings.Repeat("[", 100) + strings.Repeat("]", 100) + `}`, // deeper than the reader follows
	}
	for _, in := range []string{`{` + v + `,"n":01}`, `{` + v + `,"n":1.}`, `{` + v + `,"n":-}`, `{` + v + `,"n":tru}`,
		`{` + v + `}x`, `{` + v + `,}`, `{` + v + `,"names":{"x":["a",]}}`, `{` + v + `,"skills":{"a":{"title":"` + "\x01" + `"}}}`} {
		if _, ok := decodeFast([]byte(in)); ok {
			t.Errorf("decodeFast accepts %s, which is not JSON", in)
		}
	}
	for _, in := range deferred {
		if _, ok := decodeFast([]byte(in)); ok {
			t.Errorf("decodeFast accepts %s", in)
		}
		if _, err := decodeChecked([]byte(in)); err != nil {
			t.Errorf("decodeChecked(%s): %v", in, err)
		}
	}
}
