package mcp

import (
	"encoding/json"
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
