//go:build unix

package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cajeta-lang/skills/internal/cja"
)

// hostileArchive writes a compressed archive holding index as
// skills/index.json and each body as skills/<id>.md.
func hostileArchive(t *testing.T, index any, bodies map[string]string) []byte {
	t.Helper()
	ix, err := json.Marshal(index)
	if err != nil {
		t.Fatal(err)
	}
	entries := []cja.Entry{{Name: "skills/index.json", Data: ix}}
	for id, body := range bodies {
		entries = append(entries, cja.Entry{Name: "skills/" + id + ".md", Data: []byte(body)})
	}
	var b bytes.Buffer
	if err := cja.Write(&b, []byte(`{"kind":"cja"}`), entries, true); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// cacheArchive puts data in dir's artifact cache and returns its checksum
// and path.
func cacheArchive(t *testing.T, dir string, data []byte) (checksum, path string) {
	t.Helper()
	sum := sha256.Sum256(data)
	h := hex.EncodeToString(sum[:])
	cache := filepath.Join(dir, ".cajeta", "cache", "artifacts")
	if err := os.MkdirAll(cache, 0o777); err != nil {
		t.Fatal(err)
	}
	path = filepath.Join(cache, h+".cja")
	if err := os.WriteFile(path, data, 0o666); err != nil {
		t.Fatal(err)
	}
	return "sha256:" + h, path
}

// writeLock writes dir/cajeta.lock resolving pkgs.
func writeLock(t *testing.T, dir string, pkgs []map[string]string) {
	t.Helper()
	b, err := json.Marshal(map[string]any{"lockfile-version": 1, "manifest-checksum": "", "packages": pkgs})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "cajeta.lock"), b, 0o666); err != nil {
		t.Fatal(err)
	}
}

// runWithin runs bin with args in dir, failing the test when it takes
// longer than d.
func runWithin(t *testing.T, d time.Duration, bin, dir string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = dir
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	start := time.Now()
	err = cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("cajeta %s did not finish within %v", args[0], d)
	}
	t.Logf("cajeta %s: %v", args[0], time.Since(start).Round(time.Millisecond))
	return o.String(), e.String(), err
}

// mcpSession is a running compiler-mcp whose answers are read one line at
// a time, each within a deadline.
type mcpSession struct {
	t     *testing.T
	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan string
}

func startSession(t *testing.T, bin, dir string) *mcpSession {
	t.Helper()
	cmd, stdin, stdout, _ := startServerIn(t, bin, dir)
	s := &mcpSession{t: t, cmd: cmd, stdin: stdin, lines: make(chan string, 16)}
	go func() {
		r := bufio.NewReaderSize(stdout, 1<<20)
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				close(s.lines)
				return
			}
			s.lines <- line
		}
	}()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	return s
}

// ask sends one request line and returns the answer's line, failing the
// test when none comes within d.
func (s *mcpSession) ask(d time.Duration, request string) string {
	s.t.Helper()
	if _, err := io.WriteString(s.stdin, request+"\n"); err != nil {
		s.t.Fatalf("write: %v", err)
	}
	select {
	case line, ok := <-s.lines:
		if !ok {
			s.t.Fatalf("the server exited instead of answering %.100s", request)
		}
		return line
	case <-time.After(d):
		s.t.Fatalf("no answer within %v to %.100s", d, request)
		return ""
	}
}

// getPayloads asks getSkills for uris and returns the skills it answers.
func (s *mcpSession) getPayloads(d time.Duration, id int, uris ...string) []fetchedItem {
	s.t.Helper()
	u, _ := json.Marshal(uris)
	line := s.ask(d, fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"getSkills","arguments":{"uris":%s}}}`, id, u))
	var r struct {
		Result struct {
			StructuredContent struct {
				Skills []fetchedItem `json:"skills"`
			} `json:"structuredContent"`
		} `json:"result"`
	}
	if err := json.Unmarshal([]byte(line), &r); err != nil {
		s.t.Fatalf("answer %.200q: %v", line, err)
	}
	return r.Result.StructuredContent.Skills
}

type fetchedItem struct {
	Error   string `json:"error"`
	OK      bool   `json:"ok"`
	Payload string `json:"payload"`
	URI     string `json:"uri"`
}

// TestHostileCatalogSharedArchive: many lockfile entries that name one
// cached archive under different coordinates hold it once: the archive is
// read and indexed for the first of them, so start-up and answers stay the
// size of the archive, not of entries times archive.
func TestHostileCatalogSharedArchive(t *testing.T) {
	bin := buildCajeta(t)
	dir := t.TempDir()
	names := map[string][]string{}
	skills := map[string]any{}
	bodies := map[string]string{}
	for i := 0; i < 40; i++ {
		id := fmt.Sprintf("s%d", i)
		skills[id] = map[string]string{"title": "Widget " + id}
		bodies[id] = "---\nid: " + id + "\n---\nbody of " + id + "\n"
		for j := 0; j < 100; j++ {
			names[fmt.Sprintf("acme/widget%d/Widget.method%d", i, j)] = []string{id}
		}
	}
	sum, _ := cacheArchive(t, dir, hostileArchive(t, map[string]any{"schema-version": "skill-index-v1", "names": names, "skills": skills}, bodies))
	const entries = 300
	var pkgs []map[string]string
	for i := 0; i < entries; i++ {
		pkgs = append(pkgs, map[string]string{"name": fmt.Sprintf("acme.l%d", i), "version": "1.0", "checksum": sum, "member": fmt.Sprintf("m%d", i)})
	}
	writeLock(t, dir, pkgs)

	out, stderr, err := runWithin(t, 20*time.Second, bin, dir, "list-skills", "acme", "--json")
	if err != nil {
		t.Fatalf("list-skills: %v: %s", err, stderr)
	}
	var listed []struct{ URI string }
	if err := json.Unmarshal([]byte(out), &listed); err != nil {
		t.Fatal(err)
	}
	if len(listed) != 40 {
		t.Errorf("list-skills acme listed %d skills, want the archive's 40 once", len(listed))
	}
	for _, e := range listed {
		if !strings.HasPrefix(e.URI, "cja-skill://acme.l0@1.0/") {
			t.Errorf("listed %s, want only the first entry's coordinate acme.l0@1.0", e.URI)
			break
		}
	}
	// Every entry still resolves: its skills are the shared archive's, and
	// its member sees the archive.
	out, stderr, err = runWithin(t, 20*time.Second, bin, dir, "get-skills", "cja-skill://acme.l299@1.0/s7")
	if err != nil || !strings.Contains(out, "body of s7") {
		t.Errorf("get-skills of the last entry: %v, %q, %q", err, out, stderr)
	}
	out, stderr, err = runWithin(t, 20*time.Second, bin, dir, "list-skills", "acme/widget7", "--from", "m299")
	if err != nil || strings.Count(out, "\n") != 1 {
		t.Errorf("list-skills --from m299: %v, %q, %q", err, out, stderr)
	}
}

// TestHostileCatalogManyMembers: one package repeated under many members
// loads in linear time, and a 'from' module the lockfile does not name is
// an error that lists only the first few modules it does.
func TestHostileCatalogManyMembers(t *testing.T) {
	bin := buildCajeta(t)
	dir := t.TempDir()
	sum, _ := cacheArchive(t, dir, hostileArchive(t, map[string]any{"schema-version": "skill-index-v1",
		"names": map[string][]string{"acme/w": {"s"}}, "skills": map[string]any{"s": map[string]string{"title": "W"}}},
		map[string]string{"s": "x"}))
	const members = 60000
	var pkgs []map[string]string
	for i := 0; i < members; i++ {
		pkgs = append(pkgs, map[string]string{"name": "acme.l", "version": "1.0", "checksum": sum, "member": fmt.Sprintf("m%05d", i)})
	}
	writeLock(t, dir, pkgs)
	out, stderr, err := runWithin(t, 5*time.Second, bin, dir, "list-skills", "acme", "--from", "m59999")
	if err != nil || out != "cja-skill://acme.l@1.0/s\tW\n" {
		t.Errorf("list-skills --from m59999: %v, %q, %q", err, out, stderr)
	}
	_, stderr, err = runWithin(t, 5*time.Second, bin, dir, "list-skills", "acme", "--from", "nope")
	if err == nil || len(stderr) > 1000 || !strings.Contains(stderr, "'m00000'") || !strings.Contains(stderr, fmt.Sprintf("and %d more", members-20)) {
		t.Errorf("list-skills --from nope: %v, stderr (%d bytes) %.300q", err, len(stderr), stderr)
	}
}

// TestHostileCatalogManyNames: an index binding many names to one skill,
// each twice, lists the skill once with its names sorted and unique (the
// near-linear cost of that binding is TestManyNamesOneSkill's, in
// internal/catalog: 200,000 names took 65 s).
func TestHostileCatalogManyNames(t *testing.T) {
	bin := buildCajeta(t)
	dir := t.TempDir()
	names := map[string][]string{}
	const n = 2000
	for i := 0; i < n; i++ {
		names[fmt.Sprintf("a/n%d", i)] = []string{"s", "s"} // a repeated id binds once
	}
	sum, _ := cacheArchive(t, dir, hostileArchive(t, map[string]any{"schema-version": "skill-index-v1",
		"names": names, "skills": map[string]any{"s": map[string]string{"title": "W"}}}, map[string]string{"s": "x"}))
	writeLock(t, dir, []map[string]string{{"name": "acme.l", "version": "1.0", "checksum": sum}})
	out, stderr, err := runWithin(t, 5*time.Second, bin, dir, "list-skills", "a/n1999", "--json")
	if err != nil {
		t.Fatalf("list-skills: %v: %s", err, stderr)
	}
	var listed []struct{ Names []string }
	if err := json.Unmarshal([]byte(out), &listed); err != nil || len(listed) != 1 || len(listed[0].Names) != n {
		t.Fatalf("list-skills a/n1999: %v, %d skills", err, len(listed))
	}
	if got := listed[0].Names[:3]; got[0] != "a/n0" || got[1] != "a/n1" || got[2] != "a/n10" {
		t.Errorf("names start %q, want sorted", got)
	}
}

// TestHostileCatalogLongQuery: a 100 KB title and a 100 KB name segment
// against a 100 KB query one edit away are answered at once (the matcher
// scores at most match.MaxScored bytes; it took 39 s), and a ping and
// SIGTERM behind it are not held up; list and get with 100 KB arguments
// are as quick.
func TestHostileCatalogLongQuery(t *testing.T) {
	bin := buildCajeta(t)
	dir := t.TempDir()
	const n = 100000
	title := strings.Repeat("ab", n/2)
	name := "acme/" + strings.Repeat("cd", n/2)
	sum, _ := cacheArchive(t, dir, hostileArchive(t, map[string]any{"schema-version": "skill-index-v1",
		"names":  map[string][]string{name: {"s"}},
		"skills": map[string]any{"s": map[string]string{"title": title, "description": strings.Repeat("ef gh ", n/6)}}},
		map[string]string{"s": "x"}))
	writeLock(t, dir, []map[string]string{{"name": "acme.l", "version": "1.0", "checksum": sum}})

	s := startSession(t, bin, dir)
	s.ask(10*time.Second, `{"jsonrpc":"2.0","id":0,"method":"ping"}`) // the context is loaded
	for i, q := range []string{
		name[:len(name)-1] + "x",             // the name, one edit away
		title[:len(title)-1] + "x",           // the title, one edit away
		strings.Repeat("ef gh ", n/6) + "ex", // the description's words
		strings.Repeat("a", n),
		// Not yet: a query of many segments walks its prefixes in
		// internal/search (queryAncestors re-splits each prefix), O(n²) in
		// the segments: 8,000 segments take 3.4 s.
	} {
		start := time.Now()
		s.ask(5*time.Second, fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"searchSkills","arguments":{"name":%q}}}`, i+1, q))
		s.ask(time.Second, `{"jsonrpc":"2.0","id":"p","method":"ping"}`)
		if d := time.Since(start); d > 10*time.Second { // 39 s before MaxScored; a loaded machine is slow, not quadratic
			t.Errorf("query %d (%.20q...): answered in %v", i, q, d)
		}
	}
	for _, args := range []string{
		fmt.Sprintf(`{"name":"listSkills","arguments":{"scope":%q}}`, name[:len(name)-1]+"x"),
		fmt.Sprintf(`{"name":"listSkills","arguments":{"scope":%q}}`, strings.Repeat("a/", n/2)),
		fmt.Sprintf(`{"name":"getSkills","arguments":{"uris":[%q]}}`, "cja-skill://acme.l@1.0/"+strings.Repeat("s", n)),
	} {
		start := time.Now()
		s.ask(5*time.Second, `{"jsonrpc":"2.0","id":9,"method":"tools/call","params":`+args+`}`)
		if d := time.Since(start); d > 10*time.Second { // 39 s before MaxScored; a loaded machine is slow, not quadratic
			t.Errorf("%.40s...: answered in %v", args, d)
		}
	}
	// A slow search in flight does not hold up SIGTERM.
	io.WriteString(s.stdin, fmt.Sprintf(`{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"searchSkills","arguments":{"name":%q}}}`+"\n", title[1:]+"x"))
	s.cmd.Process.Signal(syscall.SIGTERM)
	wait(t, s.cmd, 2*time.Second)
}

// TestHostileCatalogSwappedArchive: a cached archive is read through the
// descriptor opened at load for the life of the server, so replacing it
// afterwards by a symbolic link to a FIFO (which blocked the server on
// open) or to a file outside the project (which was served) changes
// nothing that getSkills answers.
func TestHostileCatalogSwappedArchive(t *testing.T) {
	bin := buildCajeta(t)
	dir := t.TempDir()
	outside := t.TempDir()
	index := map[string]any{"schema-version": "skill-index-v1",
		"names": map[string][]string{"acme/w": {"s"}}, "skills": map[string]any{"s": map[string]string{"title": "W"}}}
	sum, path := cacheArchive(t, dir, hostileArchive(t, index, map[string]string{"s": "the real payload"}))
	writeLock(t, dir, []map[string]string{{"name": "acme.l", "version": "1.0", "checksum": sum}})
	// The files swapped in: a FIFO, and an archive outside the project
	// with another payload for the same skill.
	fifo := filepath.Join(outside, "fifo")
	if err := syscall.Mkfifo(fifo, 0o666); err != nil {
		t.Fatal(err)
	}
	evil := filepath.Join(outside, "evil.cja")
	if err := os.WriteFile(evil, hostileArchive(t, index, map[string]string{"s": "SECRET from outside"}), 0o666); err != nil {
		t.Fatal(err)
	}

	s := startSession(t, bin, dir)
	const uri = "cja-skill://acme.l@1.0/s"
	want := []fetchedItem{{OK: true, Payload: "the real payload", URI: uri}}
	check := func(when string, id int) {
		t.Helper()
		got := s.getPayloads(3*time.Second, id, uri)
		if len(got) != 1 || got[0] != want[0] {
			t.Errorf("%s: getSkills answered %+v, want %+v", when, got, want)
		}
	}
	check("before the swap", 1)
	for i, target := range []string{fifo, evil} {
		os.Remove(path)
		if err := os.Symlink(target, path); err != nil {
			t.Fatal(err)
		}
		check("with the cache file a link to "+filepath.Base(target), i+2)
	}
	// Replaced by a regular file outside our control too.
	os.Remove(path)
	data, _ := os.ReadFile(evil)
	os.WriteFile(path, data, 0o666)
	check("with the cache file rewritten", 4)
}

// TestHostileCatalogGetBudget: a getSkills answer is bounded by its budget
// of payload, not by how often a URI repeats or how many are asked: a 1 MB
// skill asked 300 times is served once, and of twelve 1 MB skills the
// ones past 8 MiB answer an error saying so.
func TestHostileCatalogGetBudget(t *testing.T) {
	bin := buildCajeta(t)
	dir := t.TempDir()
	names := map[string][]string{}
	skills := map[string]any{}
	bodies := map[string]string{}
	var uris []string
	for i := 0; i < 12; i++ {
		id := fmt.Sprintf("s%d", i)
		names["acme/"+id] = []string{id}
		skills[id] = map[string]string{"title": id}
		bodies[id] = strings.Repeat(id[len(id)-1:], 1000000)
		uris = append(uris, "cja-skill://acme.l@1.0/"+id)
	}
	sum, _ := cacheArchive(t, dir, hostileArchive(t, map[string]any{"schema-version": "skill-index-v1", "names": names, "skills": skills}, bodies))
	writeLock(t, dir, []map[string]string{{"name": "acme.l", "version": "1.0", "checksum": sum}})

	repeated := strings.Repeat(uris[0]+",", 300)
	out, _, err := runWithin(t, 10*time.Second, bin, dir, "get-skills", repeated[:len(repeated)-1], "--json")
	if err == nil || len(out) > 3<<20 {
		t.Errorf("get-skills of one URI 300 times: %v, %d bytes out, want an error and one payload", err, len(out))
	}
	out, _, err = runWithin(t, 10*time.Second, bin, dir, "get-skills", strings.Join(uris, ","), "--json")
	var items []fetchedItem
	if jerr := json.Unmarshal([]byte(out), &items); err == nil || jerr != nil || len(items) != 12 {
		t.Fatalf("get-skills of 12 skills: %v, %v, %d items", err, jerr, len(items))
	}
	for i, it := range items {
		if served := i < 8; it.OK != served || (!served && !strings.Contains(it.Error, "budget")) {
			t.Errorf("item %d: ok %v, error %q; want the first 8 served", i, it.OK, it.Error)
		}
	}
}
