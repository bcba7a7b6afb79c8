package cli

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"
)

// TestMCPTerminalHint: compiler-mcp on a terminal says on stderr, in one
// line, what it speaks and what to try instead (testTerminalHint, where the
// system lends a pseudo-terminal); on /dev/null, a character device but no
// terminal, on a pipe or any other reader it says nothing (the goldens run
// it on a pipe).
func TestMCPTerminalHint(t *testing.T) {
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Skip(err)
	}
	defer null.Close()
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	pw.Close()
	defer pr.Close()
	for _, tt := range []struct {
		name  string
		stdin io.Reader
		want  string
	}{
		{"/dev/null", null, ""},
		{"pipe", pr, ""},
		{"reader", strings.NewReader(""), ""},
	} {
		checkHint(t, tt.name, tt.stdin, tt.want)
	}
}

// checkHint runs compiler-mcp on stdin and checks that it exits 0 having
// written want on stderr, in one line at most, and nothing on stdout.
func checkHint(t *testing.T, name string, stdin io.Reader, want string) {
	t.Helper()
	var out, errOut bytes.Buffer
	env := &Env{Stdin: stdin, Stdout: &out, Stderr: &errOut, Dir: t.TempDir()}
	if code := Main([]string{"compiler-mcp"}, env); code != ExitOK {
		t.Errorf("%s: exit %d, stderr %q", name, code, errOut.String())
	}
	if got := errOut.String(); got != want {
		t.Errorf("%s: stderr = %q, want %q", name, got, want)
	}
	if strings.Count(errOut.String(), "\n") > 1 {
		t.Errorf("%s: hint is more than one line", name)
	}
	if out.Len() != 0 {
		t.Errorf("%s: stdout = %q, want nothing", name, out.String())
	}
}
