package mcp

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cajeta-lang/skills/internal/agentskill"
	"github.com/cajeta-lang/skills/internal/catalog"
)

// bigServer serves a corpus of n skills, two of whose ids map to one
// Agent Skills name.
func bigServer(t *testing.T, n int) *Server {
	t.Helper()
	fsys := fstest.MapFS{}
	for i := range n {
		id := fmt.Sprintf("x-%04d", i)
		fsys["acme.x/"+id+".md"] = &fstest.MapFile{Data: []byte("---\nid: " + id + "\napplies-to: [acme/x/C" + fmt.Sprint(i) + "]\ntitle: T" + fmt.Sprint(i) + "\n---\nbody " + id + "\n")}
	}
	fsys["acme.x/X-0000.md"] = &fstest.MapFile{Data: []byte("---\nid: X-0000\napplies-to: [acme/x/Other]\n---\nother\n")}
	ctx, err := catalog.Load(t.TempDir(), fsys)
	if err != nil {
		t.Fatal(err)
	}
	return NewServer(ctx, "test")
}

func call(t *testing.T, s *Server, method, params string) map[string]json.RawMessage {
	t.Helper()
	line := `{"jsonrpc":"2.0","id":1,"method":"` + method + `"`
	if params != "" {
		line += `,"params":` + params
	}
	resp := s.handleLine([]byte(line + "}"))
	if resp.Error != nil {
		t.Fatalf("%s %s: %+v", method, params, resp.Error)
	}
	b, _ := json.Marshal(resp.Result)
	var m map[string]json.RawMessage
	json.Unmarshal(b, &m)
	return m
}

// TestSkillsPagination: skills/list and resources/list page through every
// skill once, 500 entries a page; a skill whose id maps to a name already
// taken in its library (X-0000 and x-0000) is listed once; every listed
// file reads back with its digest and size.
func TestSkillsPagination(t *testing.T) {
	s := bigServer(t, 1200)
	seen := map[string]bool{}
	cursor := ""
	pages := 0
	for {
		params := "{}"
		if cursor != "" {
			params = `{"cursor":"` + cursor + `"}`
		}
		res := call(t, s, "skills/list", params)
		var skills []skillEntry
		json.Unmarshal(res["skills"], &skills)
		if len(skills) > pageSize {
			t.Fatalf("page of %d", len(skills))
		}
		for _, e := range skills {
			if seen[e.URI] {
				t.Fatalf("%s listed twice", e.URI)
			}
			seen[e.URI] = true
		}
		pages++
		cursor = ""
		json.Unmarshal(res["nextCursor"], &cursor)
		if cursor == "" {
			break
		}
	}
	if len(seen) != 1200 || pages != 3 {
		t.Fatalf("%d skills in %d pages, want 1200 in 3", len(seen), pages)
	}
	var entry struct{ Skill skillEntry }
	b, _ := json.Marshal(call(t, s, "skills/get", `{"uri":"skill://acme.x/1.0/x-0007/SKILL.md"}`))
	json.Unmarshal(b, &entry)
	read := call(t, s, "resources/read", `{"uri":"skill://acme.x/1.0/x-0007/SKILL.md"}`)
	var contents []resourceContents
	json.Unmarshal(read["contents"], &contents)
	f := entry.Skill.Resources[0]
	if len(contents) != 1 || len(contents[0].Text) != f.Size || agentskill.Digest([]byte(contents[0].Text)) != f.Digest ||
		!strings.HasSuffix(contents[0].Text, "---\nbody x-0007\n") {
		t.Errorf("read %+v does not match %+v", contents, f)
	}
	// resources/list: each skill twice, 500 resources a page, so the
	// third page starts with the 501st skill.
	var pagesOf [][]resource
	for cursor := ""; ; {
		params := "{}"
		if cursor != "" {
			params = `{"cursor":"` + cursor + `"}`
		}
		res := call(t, s, "resources/list", params)
		var resources []resource
		json.Unmarshal(res["resources"], &resources)
		pagesOf = append(pagesOf, resources)
		cursor = ""
		json.Unmarshal(res["nextCursor"], &cursor)
		if cursor == "" {
			break
		}
	}
	total := 0
	for _, p := range pagesOf {
		total += len(p)
	}
	if len(pagesOf) != 5 || total != 2400 {
		t.Fatalf("resources/list: %d resources in %d pages, want 2400 in 5", total, len(pagesOf))
	}
	if third := pagesOf[2]; len(third) != 500 || third[0].URI != "skill://acme.x/1.0/x-0500/SKILL.md" || third[1].URI != "cja-skill://acme.x@1.0/x-0500" {
		t.Errorf("third resources page: %d, first %+v", len(third), third[:2])
	}
	if resp := s.handleLine([]byte(`{"jsonrpc":"2.0","id":1,"method":"skills/list","params":{"cursor":"x"}}`)); resp.Error == nil || resp.Error.Code != CodeInvalidParams {
		t.Errorf("bad cursor: %+v", resp)
	}
}
