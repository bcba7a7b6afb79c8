//go:build unix

package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

var (
	lockfileBinOnce sync.Once
	lockfileBin     string
	lockfileBinErr  error
)

// hostileLockfileBin builds the binary once for the tests in this file.
func hostileLockfileBin(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	lockfileBinOnce.Do(func() {
		dir, err := os.MkdirTemp("", "cajeta-hostile-lockfile")
		if err != nil {
			lockfileBinErr = err
			return
		}
		lockfileBin = filepath.Join(dir, "cajeta")
		if out, err := exec.Command("go", "build", "-o", lockfileBin, ".").CombinedOutput(); err != nil {
			lockfileBinErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if lockfileBinErr != nil {
		t.Fatal(lockfileBinErr)
	}
	return lockfileBin
}

// hostileProject makes a project directory with a skills folder lib.
func hostileProject(t *testing.T) string {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "lib"), 0o777)
	os.WriteFile(filepath.Join(dir, "lib", "s.md"), []byte("---\nid: s\napplies-to: [acme/x]\ntitle: T\ndescription: D\n---\nbody\n"), 0o666)
	return dir
}

func runIn(t *testing.T, dir string, d time.Duration, name string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	err := wait(t, cmd, d)
	return out.String(), err
}

// TestHostileLockfileFIFO: a cajeta.lock that is a FIFO is an error naming
// it, at once, for the CLI, the server and an install (open used to block
// forever). The CLI and the install fail; the server says so and answers
// from the embedded corpus (here it reads no request and exits 0).
func TestHostileLockfileFIFO(t *testing.T) {
	bin := hostileLockfileBin(t)
	dir := hostileProject(t)
	if err := syscall.Mkfifo(filepath.Join(dir, "cajeta.lock"), 0o666); err != nil {
		t.Skip("mkfifo:", err)
	}
	for _, args := range [][]string{
		{"search-skill", "acme"},
		{"compiler-mcp"},
		{"skills", "pack", "lib", "--name", "acme.x", "--version", "1", "--install"},
	} {
		out, err := runIn(t, dir, 3*time.Second, bin, args...)
		if (err == nil) != (args[0] == "compiler-mcp") || !strings.Contains(out, "cannot open lockfile 'cajeta.lock': not a regular file") {
			t.Errorf("%s: %v\n%s", args, err, out)
		}
	}
	if m, _ := filepath.Glob(filepath.Join(dir, ".cajeta/cache/artifacts/*")); len(m) != 0 {
		t.Errorf("failed install left %s", m)
	}
}

// TestHostileLockfileFullDisk: an install that can not write the whole
// lockfile (here a file size limit of 8 KiB, as a full disk would) leaves
// the lockfile as it was and no archive or temporary file behind (the
// lockfile used to be truncated to the limit).
func TestHostileLockfileFullDisk(t *testing.T) {
	bin := hostileLockfileBin(t)
	dir := hostileProject(t)
	old := []byte(`{"lockfile-version": 1, "manifest-checksum": "", "pad": "` + strings.Repeat("x", 20000) + `", "packages": []}` + "\n")
	lock := filepath.Join(dir, "cajeta.lock")
	os.WriteFile(lock, old, 0o666)
	out, err := runIn(t, dir, 5*time.Second, "sh", "-c", `ulimit -f 16 && exec "$0" skills pack lib --name acme.x --version 1 --install`, bin)
	if err == nil {
		t.Errorf("install past the file size limit succeeded:\n%s", out)
	}
	if got, _ := os.ReadFile(lock); !bytes.Equal(got, old) {
		t.Errorf("lockfile damaged: %d bytes, was %d", len(got), len(old))
	}
	if m, _ := filepath.Glob(filepath.Join(dir, ".cajeta/cache/artifacts/*")); len(m) != 0 {
		t.Errorf("failed install left %s", m)
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "cajeta.lock.tmp*")); len(m) != 0 {
		t.Errorf("failed install left %s", m)
	}
}

// TestHostileLockfileConcurrentInstalls: installs run at once into one
// project all end up in the lockfile (one used to be lost in most trials).
func TestHostileLockfileConcurrentInstalls(t *testing.T) {
	bin := hostileLockfileBin(t)
	const trials, installs = 5, 4
	for trial := range trials {
		dir := hostileProject(t)
		var wg sync.WaitGroup
		outs := make([]string, installs)
		errs := make([]error, installs)
		for i := range installs {
			wg.Go(func() {
				cmd := exec.Command(bin, "skills", "pack", "lib", "--name", fmt.Sprintf("acme.p%d", i), "--version", "1", "--install")
				cmd.Dir = dir
				out, err := cmd.CombinedOutput()
				outs[i], errs[i] = string(out), err
			})
		}
		wg.Wait()
		data, _ := os.ReadFile(filepath.Join(dir, "cajeta.lock"))
		for i := range installs {
			if errs[i] != nil {
				t.Errorf("trial %d: install %d: %v\n%s", trial, i, errs[i], outs[i])
			}
			if !bytes.Contains(data, fmt.Appendf(nil, `"acme.p%d"`, i)) {
				t.Errorf("trial %d: acme.p%d lost from cajeta.lock:\n%s", trial, i, data)
			}
		}
	}
}

// TestHostileLockfileManyMembers: one package repeated under 40,000
// members loads in linear time (it took about 5 s, quadratic, before).
func TestHostileLockfileManyMembers(t *testing.T) {
	bin := hostileLockfileBin(t)
	dir := hostileProject(t)
	hex := strings.Repeat("ab", 32)
	os.MkdirAll(filepath.Join(dir, ".cajeta/cache/artifacts"), 0o777)
	if out, err := runIn(t, dir, 5*time.Second, bin, "skills", "pack", "lib", "--name", "acme.x", "--version", "1", "--out", ".cajeta/cache/artifacts/"+hex+".cja"); err != nil {
		t.Fatalf("pack: %v\n%s", err, out)
	}
	var b bytes.Buffer
	b.WriteString(`{"lockfile-version":1,"manifest-checksum":"","packages":[`)
	for i := range 40000 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"name":"acme.x","version":"1","checksum":"sha256:%s","member":"m%d"}`, hex, i)
	}
	b.WriteString("]}")
	os.WriteFile(filepath.Join(dir, "cajeta.lock"), b.Bytes(), 0o666)
	// The deadline only catches a hang or the old quadratic cost (3.7 s at
	// 40,000 members, minutes at the lockfile cap); the linear cost is held
	// by TestHostileCatalogManyMembers and measured in the note.
	out, err := runIn(t, dir, 20*time.Second, bin, "search-skill", "acme/x", "--from", "m39999")
	if err != nil || !strings.Contains(out, "cja-skill://acme.x@1/s") {
		t.Fatalf("search-skill: %v\n%s", err, out)
	}
}
