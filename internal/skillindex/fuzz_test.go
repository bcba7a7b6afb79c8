package skillindex

import (
	"reflect"
	"strings"
	"testing"

	"github.com/cajeta-lang/skills/internal/skilldoc"
)

// FuzzDecode decodes any bytes as skills/index.json.
func FuzzDecode(f *testing.F) {
	f.Add(Build([]*skilldoc.Doc{
		{ID: "a", AppliesTo: []string{"x/A", "x"}, Title: "A <b> & c"},
		{ID: "b", AppliesTo: []string{"x"}},
	}).Encode())
	f.Add([]byte(`{"schema-version":"skill-index-v1","skills":{"a":{}},"names":{"x":["b"]}}`))
	f.Add([]byte(`{"schema-version":"skill-index-v1","skills":{"../a":{}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		// The one-pass decoder accepts only what the checked one accepts,
		// and reads it the same.
		if fast, ok := decodeFast(data); ok {
			checked, err := decodeChecked(data)
			if err != nil {
				t.Fatalf("decodeFast accepts what decodeChecked refuses: %v", err)
			}
			if !reflect.DeepEqual(fast, checked) {
				t.Fatalf("decodeFast and decodeChecked differ:\n%+v\n%+v", fast, checked)
			}
		}
		ix, err := Decode("p", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "p index: ") {
				t.Fatalf("error %q lacks the 'p index: ' prefix", err)
			}
			return
		}
		// An entry's "member" is taken as the index gives it, even "" (the
		// archive then has no such member, and get reports the skill not
		// found), so only the id is checked.
		for id := range ix.Skills {
			if err := skilldoc.CheckID(id); err != nil {
				t.Fatalf("Decode accepted skill id %q: %v", id, err)
			}
		}
		for n, ids := range ix.Names {
			if n == "" {
				t.Fatalf("Decode accepted an empty name")
			}
			for _, id := range ids {
				if _, ok := ix.Skills[id]; !ok {
					t.Fatalf("name %q binds %q, which Skills lacks", n, id)
				}
			}
		}
	})
}
