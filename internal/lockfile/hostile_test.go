//go:build unix

package lockfile

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestReadNotRegular: a FIFO, a symbolic link or a directory where the
// lockfile should be is an error naming it, at once (a FIFO used to block
// open forever).
func TestReadNotRegular(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.lock")
	if err := syscall.Mkfifo(fifo, 0o666); err != nil {
		t.Skip("mkfifo:", err)
	}
	target := filepath.Join(dir, "target.lock")
	os.WriteFile(target, []byte(`{"lockfile-version":1,"manifest-checksum":""}`), 0o666)
	link := filepath.Join(dir, "link.lock")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{fifo, link, dir} {
		done := make(chan error, 1)
		go func() { _, err := Read(path); done <- err }()
		select {
		case err := <-done:
			want := "cannot open lockfile '" + path + "': not a regular file"
			if err == nil || err.Error() != want {
				t.Errorf("Read(%s) = %v, want %q", path, err, want)
			}
		case <-time.After(2 * time.Second):
			t.Fatalf("Read(%s) blocked", path)
		}
	}
}

// TestAddPackageKeepsBytes: an install changes only the entry it adds or
// replaces; big integers, duplicate keys, key order, unknown fields and the
// layout survive byte for byte.
func TestAddPackageKeepsBytes(t *testing.T) {
	sum := "sha256:" + strings.Repeat("ab", 32)
	for _, tt := range []struct {
		name, in, want string
		p              Package
	}{{
		name: "append compact",
		in:   `{"lockfile-version": 1, "manifest-checksum": "", "zz": 12345678901234567891, "aa": {"k": 1, "k": 2}, "packages": [{"name": "x", "version": "1", "checksum": "c", "big": 1e400}]}` + "\n",
		p:    Package{Name: "y", Version: "2", Checksum: sum, Member: "app"},
		want: `{"lockfile-version": 1, "manifest-checksum": "", "zz": 12345678901234567891, "aa": {"k": 1, "k": 2}, "packages": [{"name": "x", "version": "1", "checksum": "c", "big": 1e400}, {"checksum": "` + sum + `", "member": "app", "name": "y", "version": "2"}]}` + "\n",
	}, {
		name: "replace in place",
		in:   "{\"manifest-checksum\":\"m\",\"lockfile-version\":1,\n \"packages\":[{\"version\":\"1\",\"name\":\"x\",\"checksum\":\"old\",\"n\":12345678901234567891},{\"name\":\"x\",\"version\":\"1\",\"member\":\"tool\",\"checksum\":\"old\"}]}",
		p:    Package{Name: "x", Version: "1", Checksum: sum},
		want: "{\"manifest-checksum\":\"m\",\"lockfile-version\":1,\n \"packages\":[{\"version\":\"1\",\"name\":\"x\",\"checksum\":\"" + sum + "\",\"n\":12345678901234567891},{\"name\":\"x\",\"version\":\"1\",\"member\":\"tool\",\"checksum\":\"" + sum + "\"}]}",
	}, {
		name: "append indented",
		in:   "{\n  \"lockfile-version\": 1,\n  \"manifest-checksum\": \"\",\n  \"packages\": [\n    {\n      \"name\": \"x\",\n      \"version\": \"1\"\n    }\n  ]\n}\n",
		p:    Package{Name: "y", Version: "2", Checksum: "c"},
		want: "{\n  \"lockfile-version\": 1,\n  \"manifest-checksum\": \"\",\n  \"packages\": [\n    {\n      \"name\": \"x\",\n      \"version\": \"1\"\n    },\n    {\n      \"checksum\": \"c\",\n      \"name\": \"y\",\n      \"version\": \"2\"\n    }\n  ]\n}\n",
	}, {
		name: "no packages",
		in:   `{"lockfile-version":1,"manifest-checksum":"","x":[1,2]}`,
		p:    Package{Name: "y", Version: "2", Checksum: "c"},
		want: `{"lockfile-version":1,"manifest-checksum":"","x":[1,2], "packages": [{"checksum": "c", "name": "y", "version": "2"}]}`,
	}, {
		name: "empty packages, no checksum field",
		in:   `{"lockfile-version":1,"manifest-checksum":"","packages":[ ]}`,
		p:    Package{Name: "y", Version: "2", Checksum: "c"},
		want: `{"lockfile-version":1,"manifest-checksum":"","packages":[{"checksum": "c", "name": "y", "version": "2"}]}`,
	}, {
		name: "entry without checksum",
		in:   `{"lockfile-version":1,"manifest-checksum":"","packages":[{"name":"y","version":"2"}]}`,
		p:    Package{Name: "y", Version: "2", Checksum: "c"},
		want: `{"lockfile-version":1,"manifest-checksum":"","packages":[{"checksum": "c", "name":"y","version":"2"}]}`,
	}} {
		path := filepath.Join(t.TempDir(), Name)
		os.WriteFile(path, []byte(tt.in), 0o640)
		if err := AddPackage(path, tt.p); err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		got, _ := os.ReadFile(path)
		if string(got) != tt.want {
			t.Errorf("%s: AddPackage wrote\n%s\nwant\n%s", tt.name, got, tt.want)
		}
		if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o640 {
			t.Errorf("%s: mode %v, want 0640", tt.name, fi.Mode())
		}
		if _, err := Read(path); err != nil {
			t.Errorf("%s: reading it back: %v", tt.name, err)
		}
	}
}

// TestParseTwoChecksums: one coordinate with two checksums is an error
// naming both, not first-wins.
func TestParseTwoChecksums(t *testing.T) {
	_, err := Parse("l", []byte(`{"lockfile-version":1,"manifest-checksum":"","packages":[
		{"name":"a","version":"1","checksum":"x","member":"m"},{"name":"a","version":"1","checksum":"y","member":"n"}]}`))
	want := "lockfile 'l': package 'a@1' has two checksums, 'x' and 'y'"
	if err == nil || err.Error() != want {
		t.Errorf("Parse = %v, want %q", err, want)
	}
}

// FuzzAddPackage: whatever lockfile Parse accepts, the bytes addPackage
// makes of it are valid JSON that Parse accepts, recording the package.
func FuzzAddPackage(f *testing.F) {
	f.Add([]byte(`{"lockfile-version":1,"manifest-checksum":"","packages":[{"name":"n","version":"v"},{"name":"n","version":"v","member":"m","checksum":"x","checksum":"y"}]}`))
	f.Add([]byte(`{"lockfile-version":1,"manifest-checksum":"", "packages": null}`))
	f.Add([]byte("{\"lockfile-version\":1,\n \"manifest-checksum\":\"\",\"packages\":[\n  {\"n\\u0061me\":\"a\"}, 7 ]}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, l, err := parse("l", data); err == nil {
			p := Package{Name: "n", Version: "v", Checksum: "c", Member: "m"}
			out := addPackage(data, l, p)
			lf, err := Parse("l", out)
			if err != nil {
				t.Fatalf("after addPackage: %v\n%s", err, out)
			}
			found := false
			for _, q := range lf.Packages {
				found = found || q == Package{Name: "n", Version: "v", Checksum: "c", Member: "m"}
			}
			if !found {
				t.Fatalf("package not recorded:\n%s", out)
			}
		}
	})
}
