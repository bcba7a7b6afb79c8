package lockfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	lf, err := Parse("l", []byte(`{"lockfile-version":1,"manifest-checksum":"m","packages":[
		{"name":"a","version":"1","checksum":"c","member":"app","resolved-from":"r","provided-by":"p"},
		{"name":"b"},{"version":"2"},7,
		{"name":"c","version":"3"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := &Lockfile{Version: 1, ManifestChecksum: "m", Packages: []Package{
		{Name: "a", Version: "1", Checksum: "c", Member: "app", ResolvedFrom: "r", ProvidedBy: "p"},
		{Name: "c", Version: "3"},
	}}
	if diff := cmp.Diff(want, lf); diff != "" {
		t.Errorf("Parse mismatch (-want +got):\n%s", diff)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tt := range []struct{ in, err string }{
		{`{`, "lockfile parse error in 'l': unexpected end of JSON input"},
		{`[]`, "lockfile 'l' must be a JSON object"},
		{`{"manifest-checksum":"m"}`, "lockfile missing 'lockfile-version' field"},
		{`{"lockfile-version":1}`, "lockfile missing 'manifest-checksum' field"},
		{`{"lockfile-version":1.5,"manifest-checksum":"m"}`, "lockfile 'l': 'lockfile-version' must be an integer"},
		{`{"lockfile-version":"1","manifest-checksum":"m"}`, "lockfile 'l': 'lockfile-version' must be an integer"},
		{`{"lockfile-version":1,"manifest-checksum":"m","packages":{}}`, "lockfile 'l': 'packages' must be an array"},
	} {
		_, err := Parse("l", []byte(tt.in))
		if err == nil || err.Error() != tt.err {
			t.Errorf("Parse(%s) error = %v, want %q", tt.in, err, tt.err)
		}
	}
}

func TestRead(t *testing.T) {
	dir := t.TempDir()
	if lf, err := Read(filepath.Join(dir, Name)); lf != nil || err != nil {
		t.Errorf("missing lockfile: %v, %v", lf, err)
	}
	if _, err := Read(dir); err == nil || !strings.Contains(err.Error(), "cannot open lockfile") {
		t.Errorf("directory as lockfile: %v", err)
	}
}

func TestCachePath(t *testing.T) {
	hex := strings.Repeat("ab", 32)
	for sum, ok := range map[string]bool{
		"sha256:" + hex:                  true,
		"sha256:" + strings.ToUpper(hex): false,
		"sha256:" + hex[:63]:             false,
		"sha256:../../" + hex[6:]:        false,
		"sha512:" + hex:                  false,
		hex:                              false,
		"sha256:" + hex[:62] + "/x":      false,
		"sha256:" + hex + "\n":           false,
	} {
		p, got := CachePath(sum)
		if got != ok || (ok && p != ".cajeta/cache/artifacts/"+hex+".cja") {
			t.Errorf("CachePath(%q) = %q, %v", sum, p, got)
		}
	}
}

func TestAddPackage(t *testing.T) {
	path := filepath.Join(t.TempDir(), Name)
	os.WriteFile(path, []byte(`{"lockfile-version":2,"manifest-checksum":"m","extra":true,"packages":[{"name":"a","version":"1","checksum":"old"}]}`), 0o666)
	if err := AddPackage(path, Package{Name: "a", Version: "1", Checksum: "new"}); err != nil {
		t.Fatal(err)
	}
	if err := AddPackage(path, Package{Name: "b", Version: "2", Checksum: "c", Member: "app"}); err != nil {
		t.Fatal(err)
	}
	lf, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	want := &Lockfile{Version: 2, ManifestChecksum: "m", Packages: []Package{
		{Name: "a", Version: "1", Checksum: "new"},
		{Name: "b", Version: "2", Checksum: "c", Member: "app"},
	}}
	if diff := cmp.Diff(want, lf); diff != "" {
		t.Errorf("after AddPackage (-want +got):\n%s", diff)
	}
	if data, _ := os.ReadFile(path); !strings.Contains(string(data), `"extra":true`) {
		t.Errorf("unknown field dropped:\n%s", data)
	}
}
