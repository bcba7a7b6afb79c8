package mcp

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/cajeta-lang/skills/internal/authoring"
	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/lockfile"
	"github.com/cajeta-lang/skills/internal/skilldoc"
)

// TestReloadClosesArchives: each archive is kept open for the life of its
// context, and a reload closes the files of the context it replaces, so
// that a lockfile rewritten again and again does not pile up descriptors
// until a garbage collection.
func TestReloadClosesArchives(t *testing.T) {
	dir := t.TempDir()
	var pkgs []lockfile.Package
	for i := range 20 {
		name := fmt.Sprintf("acme.l%d", i)
		data := []byte("---\nid: s\napplies-to: [acme/" + name + "]\ntitle: S\n---\nbody\n")
		doc, err := skilldoc.Parse("s.md", data)
		if err != nil {
			t.Fatal(err)
		}
		archive, sum, err := authoring.Pack(name, "1.0", []authoring.Skill{{Path: "s.md", Doc: doc, Data: data}}, true)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := lockfile.CachePath(sum)
		os.MkdirAll(filepath.Join(dir, filepath.Dir(rel)), 0o777)
		os.WriteFile(filepath.Join(dir, rel), archive, 0o666)
		pkgs = append(pkgs, lockfile.Package{Name: name, Version: "1.0", Checksum: sum})
	}
	lock := filepath.Join(dir, lockfile.Name)
	for _, p := range pkgs {
		if err := lockfile.AddPackage(lock, p); err != nil {
			t.Fatal(err)
		}
	}
	ctx, err := catalog.Load(dir, fstest.MapFS{
		"cajeta.io/io-overview.md": {Data: []byte("---\nid: io-overview\napplies-to: [cajeta.io]\ntitle: io\n---\n")},
	})
	if err != nil {
		t.Fatal(err)
	}
	s := NewServer(ctx, "test")
	open := func() int {
		des, err := os.ReadDir("/proc/self/fd")
		if err != nil {
			t.Skip("no /proc/self/fd")
		}
		return len(des)
	}
	call(t, s, "ping", "")
	before := open()
	for i := range 30 {
		data, _ := os.ReadFile(lock)
		os.WriteFile(lock, append(data, fmt.Sprintf("%*s", i+1, "")...), 0o666) // another size: a change
		res := call(t, s, "tools/call", `{"name":"getSkills","arguments":{"uris":["cja-skill://acme.l7@1.0/s"]}}`)
		if len(res["structuredContent"]) == 0 {
			t.Fatalf("reload %d: %v", i, res)
		}
	}
	if after := open(); after > before+len(pkgs)+5 {
		t.Errorf("%d files open after 30 reloads of 20 archives, %d before", after, before)
	}
}
