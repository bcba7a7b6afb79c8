package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestReloadLockfile: one server session sees a package added, a broken
// lockfile (one error naming the file, then the previous skills keep
// answering) and the lockfile repaired without the package: the server
// follows cajeta.lock without a restart.
func TestReloadLockfile(t *testing.T) {
	bin := buildCajeta(t)
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "lib"), 0o777)
	os.WriteFile(filepath.Join(dir, "lib", "client.md"), []byte("---\nid: client\napplies-to: [acme/http/Client]\ntitle: Client\ndescription: The client.\n---\nUse it.\n"), 0o666)
	cmd, stdin, stdout, stderr := startServerIn(t, bin, dir)
	r := bufio.NewReader(stdout)
	id := 0
	ask := func() string {
		t.Helper()
		id++
		fmt.Fprintf(stdin, `{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"searchSkills","arguments":{"name":"acme/http/Client","exact":true}}}`+"\n", id)
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("no answer: %v; stderr %q", err, stderr)
		}
		return line
	}
	const found = `cja-skill://acme.http@1.0/client`
	if got := ask(); strings.Contains(got, found) {
		t.Fatalf("before the install: %s", got)
	}
	pack := exec.Command(bin, "skills", "pack", "lib", "--name", "acme.http", "--version", "1.0", "--install")
	pack.Dir = dir
	if out, err := pack.CombinedOutput(); err != nil {
		t.Fatalf("pack: %v\n%s", err, out)
	}
	if got := ask(); !strings.Contains(got, found) {
		t.Fatalf("after the install: %s", got)
	}
	os.WriteFile(filepath.Join(dir, "cajeta.lock"), []byte("{ broken"), 0o666)
	if got := ask(); !strings.Contains(got, `"error"`) || !strings.Contains(got, "cajeta.lock") {
		t.Fatalf("with a broken lockfile: %s", got)
	}
	if got := ask(); !strings.Contains(got, found) {
		t.Fatalf("the previous skills do not answer on: %s", got)
	}
	os.WriteFile(filepath.Join(dir, "cajeta.lock"), []byte(`{"lockfile-version":1,"manifest-checksum":"","packages":[]}`), 0o666)
	if got := ask(); strings.Contains(got, found) || strings.Contains(got, `"error"`) {
		t.Fatalf("after removing the package: %s", got)
	}
	stdin.Close()
	io.ReadAll(r)
	if err := wait(t, cmd, 10*time.Second); err != nil {
		t.Fatalf("exit %v; stderr %q", err, stderr)
	}
}
