package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cajeta-lang/skills/internal/cja"
)

// callOnce starts the server in dir, sends one tools/call line and returns
// its answer line, failing the test past the deadline.
func callOnce(t *testing.T, bin, dir, request string) []byte {
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	cmd, stdin, stdout, stderr := startServerIn(t, bin, dir)
	go func() {
		io.WriteString(stdin, request+"\n")
		stdin.Close()
	}()
	r := bufio.NewReaderSize(stdout, 1<<20)
	line, err := r.ReadBytes('\n')
	if err != nil {
		t.Fatalf("no answer: %v; stderr %q", err, stderr)
	}
	if err := wait(t, cmd, 20*time.Second); err != nil {
		t.Fatalf("exit %v; stderr %q", err, stderr)
	}
	return line
}

type getAnswer struct {
	Result struct {
		StructuredContent struct {
			Skills []struct {
				Error, Payload, URI string
				OK                  bool
			}
		}
	}
}

// TestGetRepeatedURI: one URI asked for 10,000 times is served once; the
// repeats get a short error each. It used to be served 10,000 times (about
// 1 GB of memory and a 100 MB answer line).
func TestGetRepeatedURI(t *testing.T) {
	bin := buildCajeta(t)
	uri := `"cja-skill://cajeta.language@1.0/language-ownership"`
	uris := strings.TrimSuffix(strings.Repeat(uri+",", 10000), ",")
	line := callOnce(t, bin, "", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"getSkills","arguments":{"uris":[`+uris+`]}}}`)
	if len(line) > 8<<20 {
		t.Fatalf("answer is %d bytes, want the payload once and short errors (under 8 MiB)", len(line))
	}
	var a getAnswer
	if err := json.Unmarshal(line, &a); err != nil {
		t.Fatal(err)
	}
	s := a.Result.StructuredContent.Skills
	if len(s) != 10000 || !s[0].OK || s[1].OK || !strings.Contains(s[9999].Error, "repeats entry 1") {
		t.Fatalf("got %d items, first %v, second %+v", len(s), s[0].OK, s[1])
	}
}

// TestGetPayloadBudget: a legal 16 MiB member of NUL bytes (six bytes each
// once escaped, twice in the answer) is not served: its URI gets an error
// naming the budget, and the answer stays small. It used to make a ~200 MB
// answer line.
func TestGetPayloadBudget(t *testing.T) {
	bin := buildCajeta(t)
	dir := t.TempDir()
	body := append([]byte("---\nid: big\napplies-to: [acme/big]\ntitle: Big\n---\n"), make([]byte, 16<<20)...)
	index := `{"schema-version":"skill-index-v1","names":{"acme/big":["big"],"acme/small":["small"]},` +
		`"skills":{"big":{"title":"Big","member":"skills/big.md"},"small":{"title":"Small","member":"skills/small.md"}}}`
	var b bytes.Buffer
	err := cja.Write(&b, []byte(`{"kind":"cja","name":"acme.big","version":"1"}`), []cja.Entry{
		{Name: "skills/index.json", Data: []byte(index)},
		{Name: "skills/big.md", Data: body},
		{Name: "skills/small.md", Data: []byte("---\nid: small\napplies-to: [acme/small]\ntitle: Small\n---\nsmall\n")},
	}, true)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b.Bytes())
	checksum := "sha256:" + hex.EncodeToString(sum[:])
	path := filepath.Join(dir, ".cajeta", "cache", "artifacts", hex.EncodeToString(sum[:])+".cja")
	os.MkdirAll(filepath.Dir(path), 0o777)
	if err := os.WriteFile(path, b.Bytes(), 0o666); err != nil {
		t.Fatal(err)
	}
	lock := fmt.Sprintf(`{"lockfile-version":1,"manifest-checksum":"","packages":[{"checksum":%q,"name":"acme.big","version":"1"}]}`, checksum)
	if err := os.WriteFile(filepath.Join(dir, "cajeta.lock"), []byte(lock), 0o666); err != nil {
		t.Fatal(err)
	}
	line := callOnce(t, bin, dir, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"getSkills","arguments":{"uris":["cja-skill://acme.big@1/big","cja-skill://acme.big@1/small"]}}}`)
	if len(line) > 1<<20 {
		t.Fatalf("answer is %d bytes, want under 1 MiB", len(line))
	}
	var a getAnswer
	if err := json.Unmarshal(line, &a); err != nil {
		t.Fatal(err)
	}
	s := a.Result.StructuredContent.Skills
	if len(s) != 2 || s[0].OK || !strings.Contains(s[0].Error, "payload budget") {
		t.Fatalf("big: %+v", s)
	}
}
