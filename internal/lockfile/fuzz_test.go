package lockfile

import (
	"strings"
	"testing"
)

// FuzzParse parses any bytes as cajeta.lock, and asks CachePath for every
// checksum it gives, and for the input itself taken as a checksum.
func FuzzParse(f *testing.F) {
	hex := strings.Repeat("0123456789abcdef", 4)
	f.Add([]byte(`{"lockfile-version":1,"manifest-checksum":"m","packages":[{"name":"a","version":"1","checksum":"sha256:` + hex + `","member":"app"},{"name":"b"},7]}`))
	f.Add([]byte(`{"lockfile-version":1.5,"manifest-checksum":"m"}`))
	f.Add([]byte("sha256:" + hex))
	f.Add([]byte("sha256:../../" + hex[6:]))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkCachePath(t, string(data))
		lf, err := Parse("cajeta.lock", data)
		if err != nil {
			if lf != nil {
				t.Fatalf("Parse returned a lockfile and an error")
			}
			return
		}
		for i, p := range lf.Packages {
			if p.Name == "" || p.Version == "" {
				t.Fatalf("package %d has name %q, version %q", i, p.Name, p.Version)
			}
			checkCachePath(t, p.Checksum)
		}
	})
}

// checkCachePath: only "sha256:" and 64 lowercase hex digits is a path, and
// that path is the cache's file for those digits.
func checkCachePath(t *testing.T, checksum string) {
	t.Helper()
	path, ok := CachePath(checksum)
	valid := validChecksum(checksum)
	if ok != valid {
		t.Fatalf("CachePath(%q) ok = %v, want %v", checksum, ok, valid)
	}
	if !ok {
		if path != "" {
			t.Fatalf("CachePath(%q) = %q, not ok", checksum, path)
		}
		return
	}
	if strings.Contains(path, "..") {
		t.Fatalf("CachePath(%q) = %q, which holds '..'", checksum, path)
	}
	if want := CacheDir + "/" + checksum[len("sha256:"):] + ".cja"; path != want {
		t.Fatalf("CachePath(%q) = %q, want %q", checksum, path, want)
	}
}

func validChecksum(s string) bool {
	hex, ok := strings.CutPrefix(s, "sha256:")
	if !ok || len(hex) != 64 {
		return false
	}
	for _, c := range []byte(hex) {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}
