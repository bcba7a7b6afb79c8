//go:build unix

package main

import (
	"bufio"
	"encoding/json"
	"io"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestProcessSignalHangup: SIGHUP, which a host's closing terminal sends,
// ends a server as SIGTERM does: exit code 0, after the responses already
// due, nothing half written. It used to kill the process.
func TestProcessSignalHangup(t *testing.T) {
	bin := buildCajeta(t)
	cmd, stdin, stdout, stderr := startServer(t, bin)
	io.WriteString(stdin, `{"jsonrpc":"2.0","id":1,"method":"ping"}`+"\n")
	r := bufio.NewReader(stdout)
	if line, err := r.ReadString('\n'); err != nil || line != `{"id":1,"jsonrpc":"2.0","result":{}}`+"\n" {
		t.Fatalf("first response %q, %v", line, err)
	}
	cmd.Process.Signal(syscall.SIGHUP)
	rest, _ := io.ReadAll(r)
	if err := wait(t, cmd, 5*time.Second); err != nil {
		t.Errorf("exit %v, stderr %q", err, stderr.String())
	}
	if len(rest) > 0 {
		t.Errorf("wrote %q after the signal", rest)
	}
}

// TestProcessSignalSlowReader: SIGTERM while a live client is still reading
// a large response line lets that line finish (SPEC 7: a line is never cut
// in half), however long past the signal, as long as the client keeps
// reading; then the process exits 0. It used to cut the line 500 ms after
// the signal.
func TestProcessSignalSlowReader(t *testing.T) {
	bin := buildCajeta(t)
	dir := t.TempDir()
	const size = 2 << 20
	body := strings.Repeat("slow reader ", size/12)
	sum, _ := cacheArchive(t, dir, hostileArchive(t, map[string]any{"schema-version": "skill-index-v1",
		"names": map[string][]string{"acme/big": {"big"}}, "skills": map[string]any{"big": map[string]string{"title": "Big"}}},
		map[string]string{"big": body}))
	writeLock(t, dir, []map[string]string{{"name": "acme.big", "version": "1.0", "checksum": sum}})
	cmd, stdin, stdout, stderr := startServerIn(t, bin, dir)
	defer cmd.Process.Kill()
	io.WriteString(stdin, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"getSkills","arguments":{"uris":["cja-skill://acme.big@1.0/big"]}}}`+"\n")
	// Read the first 64 KB, so that the line (over 4 MB: the payload is in
	// the text and in structuredContent) is being written, then signal and
	// go on reading what the pipe holds (64 KB at most) every 20 ms: over a
	// second for the line, twice the grace a blocked line gets.
	var got []byte
	buf := make([]byte, 64<<10)
	n, err := io.ReadFull(stdout, buf)
	if err != nil {
		t.Fatalf("reading the start of the answer: %v; stderr %q", err, stderr)
	}
	got = append(got, buf[:n]...)
	signalled := time.Now()
	cmd.Process.Signal(syscall.SIGTERM)
	buf = make([]byte, 256<<10)
	for {
		time.Sleep(20 * time.Millisecond)
		n, err := io.ReadAtLeast(stdout, buf, 1)
		got = append(got, buf[:n]...)
		if err != nil {
			break
		}
	}
	t.Logf("read %d bytes in %v after SIGTERM", len(got), time.Since(signalled).Round(time.Millisecond))
	if err := wait(t, cmd, 10*time.Second); err != nil {
		t.Errorf("exit %v, stderr %q", err, stderr.String())
	}
	if len(got) == 0 || got[len(got)-1] != '\n' || strings.Count(string(got), "\n") != 1 {
		t.Fatalf("the answer line was cut: %d bytes, ends %q", len(got), got[max(0, len(got)-20):])
	}
	var resp struct {
		Result struct {
			StructuredContent struct{ Skills []fetchedItem } `json:"structuredContent"`
		} `json:"result"`
	}
	if err := json.Unmarshal(got, &resp); err != nil || len(resp.Result.StructuredContent.Skills) != 1 ||
		resp.Result.StructuredContent.Skills[0].Payload != body {
		t.Errorf("the answer is not the whole payload: %v", err)
	}
}
