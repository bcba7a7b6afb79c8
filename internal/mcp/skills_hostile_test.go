package mcp

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/cja"
	"github.com/cajeta-lang/skills/internal/lockfile"
)

// depArchive is a dependency archive of library lib: its index binds each
// skill of bodies to acme/<lib>/<id>; a skill in missing is in the index
// but has no member.
func depArchive(t *testing.T, lib string, bodies map[string]string, missing ...string) []byte {
	t.Helper()
	names := map[string][]string{}
	skills := map[string]any{}
	entries := []cja.Entry{}
	for id, body := range bodies {
		names["acme/"+lib+"/"+id] = []string{id}
		skills[id] = map[string]string{"title": "Skill " + id, "description": "About " + id + "."}
		entries = append(entries, cja.Entry{Name: "skills/" + id + ".md", Data: []byte(body)})
	}
	for _, id := range missing {
		names["acme/"+lib+"/"+id] = []string{id}
		skills[id] = map[string]string{"title": "Skill " + id}
	}
	ix, _ := json.Marshal(map[string]any{"schema-version": "skill-index-v1", "names": names, "skills": skills})
	entries = append([]cja.Entry{{Name: "skills/index.json", Data: ix}}, entries...)
	var b bytes.Buffer
	if err := cja.Write(&b, []byte(`{"kind":"cja"}`), entries, true); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// project writes archives into dir's cache and a lockfile resolving them
// as library -> archive, in the order given.
func writeProject(t *testing.T, dir string, libs []string, archives map[string][]byte) {
	t.Helper()
	var pkgs []string
	for _, lib := range libs {
		data := archives[lib]
		sum := sha256.Sum256(data)
		h := hex.EncodeToString(sum[:])
		path := filepath.Join(dir, ".cajeta", "cache", "artifacts", h+".cja")
		os.MkdirAll(filepath.Dir(path), 0o777)
		if err := os.WriteFile(path, data, 0o666); err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, fmt.Sprintf(`{"name":%q,"version":"1.0","checksum":"sha256:%s"}`, lib, h))
	}
	lock := `{"lockfile-version":1,"manifest-checksum":"","packages":[` + strings.Join(pkgs, ",") + `]}`
	if err := os.WriteFile(filepath.Join(dir, lockfile.Name), []byte(lock), 0o666); err != nil {
		t.Fatal(err)
	}
}

func smallCorpus() fstest.MapFS {
	return fstest.MapFS{"cajeta.io/io-overview.md": {Data: []byte("---\nid: io-overview\napplies-to: [cajeta.io]\ntitle: io\ndescription: The io library.\n---\nbody\n")}}
}

// listAll pages skills/list to its end and returns the URIs, in order.
func listAll(t *testing.T, s *Server, cursor string) []string {
	t.Helper()
	var uris []string
	for {
		params := "{}"
		if cursor != "" {
			params = `{"cursor":"` + cursor + `"}`
		}
		res := call(t, s, "skills/list", params)
		var page []skillEntry
		json.Unmarshal(res["skills"], &page)
		for _, e := range page {
			uris = append(uris, e.URI)
		}
		cursor = ""
		json.Unmarshal(res["nextCursor"], &cursor)
		if cursor == "" {
			return uris
		}
	}
}

// TestSkillsListUnservableSkill: a dependency skill that cannot be served
// (its member is missing from the archive) loses only its own entry:
// skills/list answers every other skill, the embedded corpus on the same
// page included, and skills/get of it says why. The whole page used to be
// -32602, so that a host of the Skills extension saw no skills at all.
func TestSkillsListUnservableSkill(t *testing.T) {
	dir := t.TempDir()
	writeProject(t, dir, []string{"acme.dep"}, map[string][]byte{
		"acme.dep": depArchive(t, "acme.dep", map[string]string{"ok": "---\nid: ok\n---\nfine\n"}, "gone"),
	})
	ctx, err := catalog.Load(dir, smallCorpus())
	if err != nil {
		t.Fatal(err)
	}
	s := NewServer(ctx, "test")
	got := listAll(t, s, "")
	want := []string{"skill://acme.dep/1.0/ok/SKILL.md", "skill://cajeta.io/1.0/io-overview/SKILL.md"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("skills/list = %q, want %q", got, want)
	}
	resp := s.handleLine([]byte(`{"jsonrpc":"2.0","id":1,"method":"skills/get","params":{"uri":"skill://acme.dep/1.0/gone/SKILL.md"}}`))
	if resp.Error == nil || !strings.Contains(resp.Error.Message, "not found in archive") {
		t.Errorf("skills/get of the unservable skill: %+v", resp)
	}
}

// TestSkillsListAcrossReload: a client paging skills/list while the
// lockfile changes misses no skill that is there before and after, and
// lists none twice: the cursor names the last skill listed, not an
// offset. With an offset, a dependency of 10 skills removed between two
// pages made the second page skip 10 skills that were still there.
func TestSkillsListAcrossReload(t *testing.T) {
	dir := t.TempDir()
	bodies := map[string]string{}
	for i := range 10 {
		id := fmt.Sprintf("d%02d", i)
		bodies[id] = "---\nid: " + id + "\n---\nbody\n"
	}
	many := map[string]string{}
	for i := range 900 {
		id := fmt.Sprintf("m%03d", i)
		many[id] = "---\nid: " + id + "\n---\nbody\n"
	}
	archives := map[string][]byte{"aaa.dep": depArchive(t, "aaa.dep", bodies), "bbb.many": depArchive(t, "bbb.many", many)}
	writeProject(t, dir, []string{"aaa.dep", "bbb.many"}, archives)
	ctx, err := catalog.Load(dir, smallCorpus())
	if err != nil {
		t.Fatal(err)
	}
	s := NewServer(ctx, "test")
	res := call(t, s, "skills/list", "{}")
	var first []skillEntry
	json.Unmarshal(res["skills"], &first)
	var cursor string
	json.Unmarshal(res["nextCursor"], &cursor)
	if cursor == "" || len(first) == 0 {
		t.Fatalf("one page holds all %d skills", len(first))
	}
	// aaa.dep, whose skills sort first, leaves the project between pages.
	writeProject(t, dir, []string{"bbb.many"}, archives)
	seen := map[string]int{}
	for _, e := range first {
		seen[e.URI]++
	}
	for _, u := range listAll(t, s, cursor) {
		seen[u]++
	}
	for id := range many {
		u := "skill://bbb.many/1.0/" + id + "/SKILL.md"
		if seen[u] != 1 {
			t.Errorf("%s listed %d times across the reload, want once", u, seen[u])
		}
	}
}

// TestSkillsListMemory: skills/list and resources/read over a dependency
// of large skills keep none of the SKILL.md files they make: the memory
// a server holds after them is that of the skill set, not of the files.
// Every generated file used to stay cached until the next reload (8.7 GB
// after one skills/list of a dependency of many 8 MB skills).
func TestSkillsListMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 96 MiB of skills")
	}
	dir := t.TempDir()
	bodies := map[string]string{}
	const n, size = 24, 4 << 20
	for i := range n {
		id := fmt.Sprintf("big%02d", i)
		bodies[id] = "---\nid: " + id + "\n---\n" + strings.Repeat("a big skill body ", size/17)
	}
	writeProject(t, dir, []string{"acme.big"}, map[string][]byte{"acme.big": depArchive(t, "acme.big", bodies)})
	ctx, err := catalog.Load(dir, smallCorpus())
	if err != nil {
		t.Fatal(err)
	}
	s := NewServer(ctx, "test")
	// Two collections: the first moves what sync.Pools hold to their
	// victim caches, the second frees it; a pooled buffer is not held.
	heap := func() uint64 {
		runtime.GC()
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	call(t, s, "ping", "")
	base := heap()
	if got := listAll(t, s, ""); len(got) != n+1 {
		t.Fatalf("listed %d skills, want %d", len(got), n+1)
	}
	for i := range n {
		call(t, s, "resources/read", fmt.Sprintf(`{"uri":"skill://acme.big/1.0/big%02d/SKILL.md"}`, i))
	}
	held := int64(heap()) - int64(base)
	t.Logf("held after skills/list and %d resources/read: %d KiB", n, held>>10)
	if held > 8<<20 {
		t.Errorf("the server holds %d MiB after listing and reading %d skills of %d MiB", held>>20, n, size>>20)
	}
	runtime.KeepAlive(s)
}
