package lockfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRemovePackagesKeepsBytes: an uninstall takes out the entries it
// removes, each with one separator, and changes no other byte; an array
// left empty is [].
func TestRemovePackagesKeepsBytes(t *testing.T) {
	const head = `{"lockfile-version": 1, "manifest-checksum": "", "zz": 12345678901234567891, "packages": [`
	x1 := `{"name": "x", "version": "1", "checksum": "c1"}`
	x2 := `{"name": "x", "version": "2", "checksum": "c2", "member": "app"}`
	y := `{"name": "y", "version": "1", "checksum": "c3", "big": 1e400}`
	for _, tt := range []struct {
		name, in, want string
		pname, version string
		removed        int
	}{
		{"middle", head + y + ", " + x1 + ", " + y + "]}\n", head + y + ", " + y + "]}\n", "x", "1", 1},
		{"first", head + x1 + ", " + y + "]}\n", head + y + "]}\n", "x", "1", 1},
		{"last", head + y + ", " + x1 + "]}\n", head + y + "]}\n", "x", "1", 1},
		{"leading run and another", head + x1 + ",\n " + x2 + ", " + y + ", " + x1 + "]}", head + y + "]}", "x", "", 3},
		{"every version", head + x1 + ", " + x2 + "]}", head[:len(head)-1] + "[]}", "x", "", 2},
		{"one version of two", head + x1 + ", " + x2 + "]}", head + x1 + "]}", "x", "2", 1},
		{"none", head + y + "]}", head + y + "]}", "x", "", 0},
		{
			"indented",
			"{\n  \"lockfile-version\": 1,\n  \"manifest-checksum\": \"\",\n  \"packages\": [\n    {\n      \"name\": \"x\",\n      \"version\": \"1\"\n    },\n    {\n      \"name\": \"y\",\n      \"version\": \"1\"\n    }\n  ]\n}\n",
			"{\n  \"lockfile-version\": 1,\n  \"manifest-checksum\": \"\",\n  \"packages\": [\n    {\n      \"name\": \"y\",\n      \"version\": \"1\"\n    }\n  ]\n}\n",
			"x", "", 1,
		},
	} {
		data := []byte(tt.in)
		_, l, err := parse("l", data)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		got, removed := removePackages(data, l, func(p Package) bool {
			return p.Name == tt.pname && (tt.version == "" || p.Version == tt.version)
		})
		if string(got) != tt.want || len(removed) != tt.removed {
			t.Errorf("%s: removed %d entries, wrote\n%s\nwant %d and\n%s", tt.name, len(removed), got, tt.removed, tt.want)
		}
		if _, err := Parse("l", got); err != nil {
			t.Errorf("%s: the result does not parse: %v", tt.name, err)
		}
	}
}

// TestUninstall: an uninstall removes the entries asked for and the
// archives no entry left records, keeps an archive another entry still
// uses, and matching nothing is an error listing what is recorded.
func TestUninstall(t *testing.T) {
	dir := t.TempDir()
	a, b := "sha256:"+strings.Repeat("a", 64), "sha256:"+strings.Repeat("b", 64)
	for _, p := range []Package{
		{Name: "acme.x", Version: "1", Checksum: a},
		{Name: "acme.x", Version: "2", Checksum: b},
		{Name: "acme.x", Version: "2", Checksum: b, Member: "tool"},
		{Name: "acme.y", Version: "1", Checksum: a},
	} {
		if err := Install(dir, []byte(p.Checksum), p); err != nil {
			t.Fatal(err)
		}
	}
	cached := func(sum string) bool {
		rel, _ := CachePath(sum)
		return exists(filepath.Join(dir, rel))
	}

	// acme.x@1 shares its archive with acme.y@1: the archive stays.
	removed, pruned, err := Uninstall(dir, "acme.x", "1", "")
	if err != nil || len(removed) != 1 || len(pruned) != 0 || !cached(a) {
		t.Errorf("Uninstall(acme.x@1) = %v, %v, %v; archive a cached: %v", removed, pruned, err, cached(a))
	}
	// One member of acme.x@2: the other still records the archive.
	removed, pruned, err = Uninstall(dir, "acme.x", "2", "tool")
	if err != nil || len(removed) != 1 || len(pruned) != 0 || !cached(b) {
		t.Errorf("Uninstall(acme.x@2 for tool) = %v, %v, %v", removed, pruned, err)
	}
	// Every version of acme.x left: its archive goes.
	removed, pruned, err = Uninstall(dir, "acme.x", "", "")
	if err != nil || len(removed) != 1 || len(pruned) != 1 || cached(b) {
		t.Errorf("Uninstall(acme.x) = %v, %v, %v", removed, pruned, err)
	}
	_, _, err = Uninstall(dir, "acme.x", "", "")
	if want := "acme.x: not recorded in cajeta.lock (it records acme.y@1)"; !errors.Is(err, ErrNotRecorded) || err.Error() != want {
		t.Errorf("Uninstall of nothing = %v, want %q", err, want)
	}
	lf, err := Read(filepath.Join(dir, Name))
	if err != nil || len(lf.Packages) != 1 || lf.Packages[0].Name != "acme.y" {
		t.Errorf("left %+v, %v; want acme.y alone", lf, err)
	}
	if _, _, err := Uninstall(t.TempDir(), "acme.x", "", ""); err == nil || !strings.Contains(err.Error(), "no cajeta.lock") {
		t.Errorf("Uninstall without a lockfile = %v", err)
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "cajeta.lock.tmp*")); len(m) != 0 {
		t.Errorf("left %s", m)
	}
	if _, err := os.Stat(filepath.Join(dir, LockName)); err != nil {
		t.Errorf("no install lock was taken: %v", err)
	}
}
