package main

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// scriptCommands are the script commands beyond testscript's own: byte-level
// edits, so that a scenario can corrupt an archive made by 'cajeta skills pack'
// (FILE may be a glob that matches exactly one file: an archive in the cache
// is named by its checksum); mcp-results, so that a scenario can hold the
// CLI and the MCP server to the same answer; and mcp-start, mcp-send and
// mcp-stop, so that a scenario can change the project between the requests
// of one server session.
var scriptCommands = map[string]func(ts *testscript.TestScript, neg bool, args []string){
	"truncate-file": truncateFile,
	"patch-file":    patchFile,
	"mcp-results":   mcpResults,
	"mcp-start":     mcpStart,
	"mcp-send":      mcpSend,
	"mcp-stop":      mcpStop,
}

// mcpResults: mcp-results RESPONSES ID OUT writes to OUT the results of the
// tools/call response with that id in the JSONL file RESPONSES, as
// 'search-skill --json' prints them (compact, keys sorted, no HTML
// escaping, a newline), so that 'cmp' can compare the two.
func mcpResults(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: mcp-results RESPONSES ID OUT")
	}
	for _, line := range strings.Split(ts.ReadFile(args[0]), "\n") {
		var resp struct {
			ID     json.RawMessage `json:"id"`
			Result struct {
				StructuredContent struct {
					Results any `json:"results"`
				} `json:"structuredContent"`
			} `json:"result"`
		}
		if json.Unmarshal([]byte(line), &resp) != nil || string(resp.ID) != args[1] {
			continue
		}
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		ts.Check(enc.Encode(resp.Result.StructuredContent.Results))
		ts.Check(os.WriteFile(ts.MkAbs(args[2]), buf.Bytes(), 0o666))
		return
	}
	ts.Fatalf("%s has no response with id %s", args[0], args[1])
}

// truncateFile: truncate-file FILE N cuts FILE to N bytes; a negative N
// drops -N bytes from its end.
func truncateFile(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: truncate-file FILE N")
	}
	path := onePath(ts, args[0])
	n, err := strconv.ParseInt(args[1], 10, 64)
	ts.Check(err)
	if n < 0 {
		fi, err := os.Stat(path)
		ts.Check(err)
		n += fi.Size()
	}
	ts.Check(os.Truncate(path, n))
}

// patchFile: patch-file FILE OFFSET HEX overwrites the bytes of FILE at
// OFFSET (from the end when negative) with the bytes spelled by HEX.
func patchFile(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: patch-file FILE OFFSET HEX")
	}
	path := onePath(ts, args[0])
	off, err := strconv.ParseInt(args[1], 10, 64)
	ts.Check(err)
	b, err := hex.DecodeString(args[2])
	ts.Check(err)
	data, err := os.ReadFile(path)
	ts.Check(err)
	if off < 0 {
		off += int64(len(data))
	}
	if off < 0 || off+int64(len(b)) > int64(len(data)) {
		ts.Fatalf("patch-file: %d bytes at offset %d lie outside %s (%d bytes)", len(b), off, args[0], len(data))
	}
	copy(data[off:], b)
	ts.Check(os.WriteFile(path, data, 0o666))
}

// onePath returns the one file that the glob pattern names.
func onePath(ts *testscript.TestScript, pattern string) string {
	matches, err := filepath.Glob(ts.MkAbs(pattern))
	ts.Check(err)
	if len(matches) != 1 {
		ts.Fatalf("%s matches %d files, want 1", pattern, len(matches))
	}
	return matches[0]
}

// mcpTimeout is how long mcp-send waits for a response, and mcp-stop for
// the server to exit, before failing the script: a hung server fails it
// rather than hanging the test.
const mcpTimeout = 10 * time.Second

// scriptServerKey is the key of a script's *scriptServer in its Values.
type scriptServerKey struct{}

// scriptServer is a script's 'cajeta compiler-mcp' process, from mcp-start
// to mcp-stop; cmd is nil when none runs.
type scriptServer struct {
	// env names the script's environment variables as Setup left them;
	// the server gets each at its value when mcp-start runs.
	env    []string
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan string   // the server's stdout, a line at a time; closed at its end
	done   chan struct{} // closed when the session ends, to stop the reader
	stderr *lockedBuffer
}

// setupMCP gives the script e a session for mcp-start, mcp-send and
// mcp-stop; Setup calls it last.
func setupMCP(e *testscript.Env) {
	var names []string
	for _, kv := range e.Vars {
		name, _, _ := strings.Cut(kv, "=")
		names = append(names, name)
	}
	slices.Sort(names)
	e.Values[scriptServerKey{}] = &scriptServer{env: slices.Compact(names)}
}

// session is the script's session, running or not.
func session(ts *testscript.TestScript) *scriptServer {
	s, _ := ts.Value(scriptServerKey{}).(*scriptServer)
	if s == nil {
		ts.Fatalf("no MCP session: Setup must call setupMCP")
	}
	return s
}

// running is the script's session, failing the script when mcp-start has
// not started one.
func running(ts *testscript.TestScript, verb string) *scriptServer {
	s := session(ts)
	if s.cmd == nil {
		ts.Fatalf("%s: no server running (mcp-start first)", verb)
	}
	return s
}

// mcpStart: mcp-start starts 'cajeta compiler-mcp' (the cajeta that 'exec
// cajeta' runs) in the script's current directory, with the script's
// environment, for mcp-send to talk to and mcp-stop to end: one server
// session across many commands, so that a scenario can change the project
// between requests. A server not stopped is killed when the script ends.
func mcpStart(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 0 {
		ts.Fatalf("usage: mcp-start")
	}
	s := session(ts)
	if s.cmd != nil {
		ts.Fatalf("mcp-start: a server is running already (mcp-stop it first)")
	}
	dir := ts.MkAbs(".")
	cmd := exec.Command(lookPath(ts, "cajeta"), "compiler-mcp")
	cmd.Dir = dir
	for _, name := range s.env {
		cmd.Env = append(cmd.Env, name+"="+ts.Getenv(name))
	}
	cmd.Env = append(cmd.Env, "PWD="+dir)
	stdin, err := cmd.StdinPipe()
	ts.Check(err)
	stdout, err := cmd.StdoutPipe()
	ts.Check(err)
	s.stderr = new(lockedBuffer)
	cmd.Stderr = s.stderr
	ts.Check(cmd.Start())
	s.cmd, s.stdin = cmd, stdin
	s.lines, s.done = make(chan string), make(chan struct{})
	go readLines(stdout, s.lines, s.done)
	ts.Defer(func() {
		if s.cmd == cmd {
			cmd.Process.Kill()
			s.end()
		}
	})
}

// readLines sends each line of r, newline included, to lines until r
// ends or done is closed, then closes lines.
func readLines(r io.Reader, lines chan<- string, done <-chan struct{}) {
	defer close(lines)
	br := bufio.NewReader(r)
	for {
		line, err := br.ReadString('\n')
		if line != "" {
			select {
			case lines <- line:
			case <-done:
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// end waits for the server and forgets it, returning how it exited; the
// caller has closed its stdin or killed it.
func (s *scriptServer) end() error {
	close(s.done)
	err := s.cmd.Wait()
	s.cmd, s.stdin = nil, nil
	return err
}

// mcpSend: mcp-send FILE writes the lines of FILE to the server mcp-start
// started, one at a time, and after each that awaits an answer reads the
// server's one response line; the responses, in order, are the command's
// stdout, for cmp. A blank line or a notification (an object with a
// string "method" and no "id") awaits no answer, any other line exactly
// one; malformed lines, which the server may leave unanswered, belong in
// an 'exec cajeta compiler-mcp' transcript instead. A response that does
// not come within mcpTimeout fails the script.
func mcpSend(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: mcp-send FILE")
	}
	s := running(ts, "mcp-send")
	out := ts.Stdout() // empty, not the last command's, when nothing is answered
	data := strings.TrimSuffix(ts.ReadFile(args[0]), "\n")
	for i, line := range strings.Split(data, "\n") {
		if _, err := io.WriteString(s.stdin, line+"\n"); err != nil {
			ts.Fatalf("mcp-send: writing line %d of %s: %v; server stderr:\n%s", i+1, args[0], err, s.stderr)
		}
		if !awaitsAnswer(line) {
			continue
		}
		select {
		case resp, ok := <-s.lines:
			if !ok {
				ts.Fatalf("mcp-send: the server ended its output before answering line %d of %s; server stderr:\n%s", i+1, args[0], s.stderr)
			}
			io.WriteString(out, resp)
		case <-time.After(mcpTimeout):
			ts.Fatalf("mcp-send: no response to line %d of %s within %v", i+1, args[0], mcpTimeout)
		}
	}
}

// awaitsAnswer reports whether the server answers the request line line:
// all but a blank line, a notification (no id, however malformed) and a
// response (an id with a result or an error, and no method).
func awaitsAnswer(line string) bool {
	if strings.TrimSpace(line) == "" {
		return false
	}
	var m map[string]json.RawMessage
	if json.Unmarshal([]byte(line), &m) != nil || m == nil {
		return true
	}
	_, hasID := m["id"]
	_, hasMethod := m["method"]
	_, hasResult := m["result"]
	_, hasError := m["error"]
	return hasID && (hasMethod || !hasResult && !hasError)
}

// mcpStop: mcp-stop closes the server's stdin, as a host ending the
// session does, and waits up to mcpTimeout for it to exit; the server's
// stderr is the command's stderr. The server must exit 0 ('! mcp-stop':
// must fail), having written no line that mcp-send did not read.
func mcpStop(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 0 {
		ts.Fatalf("usage: mcp-stop")
	}
	s := running(ts, "mcp-stop")
	s.stdin.Close()
	var unread []string
	deadline := time.After(mcpTimeout)
	for open := true; open; {
		select {
		case line, ok := <-s.lines:
			if ok {
				unread = append(unread, line)
			}
			open = ok
		case <-deadline:
			s.cmd.Process.Kill()
			s.end()
			ts.Fatalf("mcp-stop: the server did not exit within %v of the end of its input", mcpTimeout)
		}
	}
	err := s.end()
	io.WriteString(ts.Stderr(), s.stderr.String())
	if len(unread) > 0 {
		ts.Fatalf("mcp-stop: the server wrote %d line(s) no request awaited:\n%s", len(unread), strings.Join(unread, ""))
	}
	switch {
	case neg && err == nil:
		ts.Fatalf("mcp-stop: the server exited 0, want a failure")
	case !neg && err != nil:
		ts.Fatalf("mcp-stop: the server exited with %v", err)
	}
}

// lookPath finds the program name in the script's $PATH, as exec does.
func lookPath(ts *testscript.TestScript, name string) string {
	for _, dir := range filepath.SplitList(ts.Getenv("PATH")) {
		path := filepath.Join(dir, name)
		if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			return path
		}
	}
	ts.Fatalf("%s not found in $PATH", name)
	return ""
}

// lockedBuffer is a bytes.Buffer that a process can write while a script
// command reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
