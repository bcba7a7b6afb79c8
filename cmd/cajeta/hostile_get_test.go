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
// saying it passes the budget of any answer, and the answer stays small. It used to make a ~200 MB
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
	if len(s) != 2 || s[0].OK || !strings.Contains(s[0].Error, "over the 8 MiB one answer may carry") {
		t.Fatalf("big: %+v", s)
	}
}

// TestGetOversizedSkill: a 9 MiB skill, between the 8 MiB one answer may
// carry and the 64 MiB member cap, is refused where it is made (skills
// check and skills pack), and one shipped anyway says what is wrong with it
// when asked for alone: too large, not "ask for it in a call of its own",
// and resources/read does not call it "not found". It used to be packed,
// installed and never servable.
func TestGetOversizedSkill(t *testing.T) {
	bin := buildCajeta(t)
	dir := t.TempDir()
	body := "---\nid: big\napplies-to: [acme/big]\ntitle: Big\ndescription: Too big.\n---\n" + strings.Repeat("nine mebibytes ", 9<<20/15)
	os.MkdirAll(filepath.Join(dir, "lib"), 0o777)
	os.WriteFile(filepath.Join(dir, "lib", "big.md"), []byte(body), 0o666)
	for _, args := range [][]string{
		{"skills", "check", "lib"},
		{"skills", "pack", "lib", "--name", "acme.big", "--version", "1", "--install"},
	} {
		_, stderr, err := runWithin(t, 20*time.Second, bin, dir, args...)
		if err == nil || !strings.Contains(stderr, "lib/big.md: ") || !strings.Contains(stderr, "8 MiB") {
			t.Errorf("%q: %v, stderr %q; want the file refused, naming the 8 MiB an answer may carry", args[:2], err, stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "cajeta.lock")); err == nil {
		t.Fatal("skills pack --install installed the oversized skill")
	}

	// Shipped anyway, by hand.
	sum, _ := cacheArchive(t, dir, hostileArchive(t, map[string]any{"schema-version": "skill-index-v1",
		"names": map[string][]string{"acme/big": {"big"}}, "skills": map[string]any{"big": map[string]string{"title": "Big"}}},
		map[string]string{"big": body}))
	writeLock(t, dir, []map[string]string{{"name": "acme.big", "version": "1", "checksum": sum}})
	_, stderr, err := runWithin(t, 20*time.Second, bin, dir, "get-skills", "cja-skill://acme.big@1/big")
	if err == nil || strings.Contains(stderr, "call of its own") || !strings.Contains(stderr, "8 MiB") {
		t.Errorf("get-skills of the skill alone: %v, stderr %q; want it called too large", err, stderr)
	}
	for _, uri := range []string{"cja-skill://acme.big@1/big", "skill://acme.big/1/big/SKILL.md"} {
		line := callOnce(t, bin, dir, `{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"`+uri+`"}}`)
		var r struct {
			Error struct {
				Code    int
				Message string
			}
		}
		json.Unmarshal(line, &r)
		if r.Error.Code == 0 || strings.Contains(r.Error.Message, "not found") || strings.Contains(r.Error.Message, "call of its own") ||
			!strings.Contains(r.Error.Message, "8 MiB") {
			t.Errorf("resources/read %s: %.300s; want an error calling it too large", uri, line)
		}
	}
}
