package mcp

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestToolListSize keeps tools/list under 4 KB: hosts put it in every
// prompt, so each byte of description costs every turn of every session.
func TestToolListSize(t *testing.T) {
	defs := make([]toolDef, len(tools()))
	for i, tl := range tools() {
		defs[i] = tl.def
	}
	data, err := json.Marshal(toolList{Tools: defs})
	if err != nil {
		t.Fatal(err)
	}
	if len(data) >= 4096 {
		t.Errorf("tools/list is %d bytes, want under 4096", len(data))
	}
}

// TestMeant: the one rule for arguments a tool does not take. A
// misspelling of one it takes (lowercased, within that argument's allowance
// as a name segment) names the one meant; anything else, such as what hosts
// add, is no misspelling and is ignored.
func TestMeant(t *testing.T) {
	byName := map[string]*tool{}
	for _, tl := range tools() {
		byName[tl.def.Name] = tl
	}
	for _, tt := range []struct{ tool, arg, want string }{
		{"listSkills", "scop", "scope"},
		{"listSkills", "Scope", "scope"},
		{"listSkills", "scopes", "scope"},
		{"listSkills", "verison", "version"},
		{"listSkills", "versoin", "version"},
		{"listSkills", "fro", "from"},
		{"searchSkills", "exacT", "exact"},
		{"searchSkills", "nmae", "name"},
		{"searchSkills", "NAME", "name"},
		{"searchSkills", "form", "from"},
		{"searchSkills", "vresion", "version"},
		{"getSkills", "uri", "uris"},
		{"getSkills", "URIS", "uris"},
		// Not misspellings: ignored.
		{"searchSkills", "query", ""},
		{"searchSkills", "wait_for_previous", ""},
		{"searchSkills", "id", ""},
		{"searchSkills", "mode", ""},
		{"searchSkills", "exact_match", ""},
		{"searchSkills", "scope", ""},
		{"listSkills", "name", ""},
		{"getSkills", "url", ""},
		{"getSkills", "ids", ""},
		{"getSkills", "uris" + strings.Repeat("s", 1<<20), ""},
	} {
		if got := byName[tt.tool].meant(tt.arg); got != tt.want {
			t.Errorf("%s.meant(%.20q) = %q, want %q", tt.tool, tt.arg, got, tt.want)
		}
	}
}
