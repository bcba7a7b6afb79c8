package cli

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"
)

// TestMCPTerminalHint: compiler-mcp on a character device (a terminal; here
// /dev/null, which the same check sees) says on stderr, in one line, what it
// speaks and what to try instead; on a pipe or any other reader it says
// nothing (the goldens run it on a pipe).
func TestMCPTerminalHint(t *testing.T) {
	tty, err := os.Open(os.DevNull)
	if err != nil {
		t.Skip(err)
	}
	defer tty.Close()
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	pw.Close()
	defer pr.Close()
	want := "cajeta compiler-mcp: " + terminalHint + "\n"
	for _, tt := range []struct {
		name  string
		stdin io.Reader
		want  string
	}{
		{"terminal", tty, want},
		{"pipe", pr, ""},
		{"reader", strings.NewReader(""), ""},
	} {
		var out, errOut bytes.Buffer
		env := &Env{Stdin: tt.stdin, Stdout: &out, Stderr: &errOut, Dir: t.TempDir()}
		if code := Main([]string{"compiler-mcp"}, env); code != ExitOK {
			t.Errorf("%s: exit %d, stderr %q", tt.name, code, errOut.String())
		}
		if got := errOut.String(); got != tt.want {
			t.Errorf("%s: stderr = %q, want %q", tt.name, got, tt.want)
		}
		if strings.Count(errOut.String(), "\n") > 1 {
			t.Errorf("%s: hint is more than one line", tt.name)
		}
		if out.Len() != 0 {
			t.Errorf("%s: stdout = %q, want nothing", tt.name, out.String())
		}
	}
}
