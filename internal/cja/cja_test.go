package cja

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/klauspost/compress/zstd"
)

var testEntries = []Entry{
	{Name: "skills/index.json", Kind: KindResource, Data: []byte(`{"schema-version":"skill-index-v1"}`)},
	{Name: "skills/a.md", Kind: KindResource, Data: []byte("---\nid: a\n---\n")},
	{Name: "skills/a.md", Kind: KindResource, Data: []byte("second, ignored")},
	{Name: "empty", Kind: KindResource, Data: nil},
}

func build(t *testing.T, compress bool) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, []byte(`{"kind":"cja","name":"x","version":"1"}`), testEntries, compress); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestRoundTrip(t *testing.T) {
	for _, compress := range []bool{false, true} {
		data := build(t, compress)
		a, err := Read(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatalf("compress=%v: Read: %v", compress, err)
		}
		if got := string(a.Manifest); got != `{"kind":"cja","name":"x","version":"1"}` {
			t.Errorf("compress=%v: manifest %q", compress, got)
		}
		for name, want := range map[string]string{
			"skills/index.json": `{"schema-version":"skill-index-v1"}`,
			"skills/a.md":       "---\nid: a\n---\n", // the first entry wins
			"empty":             "",
		} {
			got, ok, err := a.Member(bytes.NewReader(data), name)
			if err != nil || !ok {
				t.Fatalf("compress=%v: Member(%q) = %v, %v", compress, name, ok, err)
			}
			if diff := cmp.Diff(want, string(got)); diff != "" {
				t.Errorf("compress=%v: Member(%q) mismatch (-want +got):\n%s", compress, name, diff)
			}
		}
		if _, ok, _ := a.Member(bytes.NewReader(data), "nope"); ok {
			t.Errorf("compress=%v: Member(nope) found", compress)
		}
	}
}

// TestScanWithoutIndex reads an archive whose header has no index offset by
// walking its entries.
func TestScanWithoutIndex(t *testing.T) {
	data := build(t, true)
	indexOff := binary.LittleEndian.Uint64(data[16:])
	data = data[:indexOff]
	binary.LittleEndian.PutUint64(data[16:], 0)
	binary.LittleEndian.PutUint64(data[24:], 0)
	a, err := Read(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	got, ok, err := a.Member(bytes.NewReader(data), "skills/a.md")
	if err != nil || !ok || string(got) != "---\nid: a\n---\n" {
		t.Errorf("Member = %q, %v, %v", got, ok, err)
	}
}

// frame is a zstd frame of content, with or without its content size.
func frame(t *testing.T, content []byte, withSize bool) []byte {
	t.Helper()
	if withSize {
		return encoder().EncodeAll(content, nil)
	}
	var b bytes.Buffer
	w, _ := zstd.NewWriter(&b)
	w.Write(content)
	w.Close()
	return b.Bytes()
}

func TestHostile(t *testing.T) {
	good := build(t, true)
	patch := func(off int, b ...byte) []byte {
		d := bytes.Clone(good)
		copy(d[off:], b)
		return d
	}
	u64 := func(v uint64) []byte { return binary.LittleEndian.AppendUint64(nil, v) }
	u32 := func(v uint32) []byte { return binary.LittleEndian.AppendUint32(nil, v) }
	// manifestArchive is an archive with the given raw manifest block and flags.
	manifestArchive := func(flags uint32, block []byte) []byte {
		var b bytes.Buffer
		b.WriteString(Magic)
		b.Write(u32(1))
		b.Write(u32(flags))
		b.Write(u64(0))
		b.Write(u64(0))
		b.Write(u64(uint64(len(block))))
		b.Write(block)
		return b.Bytes()
	}
	bomb := bytes.Repeat([]byte{0}, 80<<20)
	for _, tt := range []struct {
		name string
		data []byte
		err  string
	}{
		{"empty", nil, "header: truncated"},
		{"bad magic", patch(0, 'X'), "not a cajeta archive (bad magic)"},
		{"bad version", patch(8, 2), "unsupported format version 2"},
		{"unknown flags", patch(12, 0xff), "unknown flags 0xfc"},
		{"truncated", good[:len(good)-5], "index: offset"},
		{"truncated manifest", good[:40], "manifest: truncated"},
		{"index past end", patch(16, u64(1<<40)...), "lie outside the archive"},
		{"manifest not json", manifestArchive(0, []byte("nope")), "manifest: not a JSON object"},
		{"frame without size", manifestArchive(1, append(u64(2), frame(t, []byte("{}"), false)...)), "does not record its content size"},
		{"size mismatch", manifestArchive(1, append(u64(3), frame(t, []byte("{}"), true)...)), "zstd frame holds 2 bytes, the block says 3"},
		{"over the cap", manifestArchive(1, append(u64(uint64(len(bomb))), frame(t, bomb, true)...)), "exceeds the limit"},
		{"garbage frame", manifestArchive(1, append(u64(2), 1, 2, 3, 4, 5, 6, 7, 8, 9)), "compressed block:"},
		{"entry runs past end", func() []byte {
			d := manifestArchive(0, []byte("{}"))
			d = append(d, u32(1)...)
			d = append(d, 'a', 0, 0, 0, 0)
			return append(d, u64(1000)...)
		}(), "data runs past the end"},
		{"huge name", func() []byte {
			d := manifestArchive(0, []byte("{}"))
			return append(d, u32(1<<31)...)
		}(), "name length"},
		{"index count lies", func() []byte {
			d := bytes.Clone(good)
			off := binary.LittleEndian.Uint64(d[16:])
			copy(d[off:], u32(1<<30))
			return d
		}(), "entries do not fit"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read(bytes.NewReader(tt.data), int64(len(tt.data)))
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("Read error = %v, want it to contain %q", err, tt.err)
			}
		})
	}
}

// TestMemberMismatch: an index entry that does not point at its record is
// an error when the member is read.
func TestMemberMismatch(t *testing.T) {
	data := build(t, false)
	a, err := Read(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	sp := a.entries["skills/a.md"]
	sp.size++
	a.entries["skills/a.md"] = sp
	if _, _, err := a.Member(bytes.NewReader(data), "skills/a.md"); err == nil || !strings.Contains(err.Error(), "does not match") {
		t.Errorf("Member error = %v", err)
	}
}

// TestMemberScratchAcrossArchives: one Scratch serves stored and
// compressed archives in turn, members empty or not, and each read gives
// the member's bytes.
func TestMemberScratchAcrossArchives(t *testing.T) {
	manifest := []byte(`{"kind":"cja"}`)
	entries := []Entry{
		{Name: "empty", Kind: KindResource},
		{Name: "small", Kind: KindResource, Data: []byte("small")},
		{Name: "large", Kind: KindResource, Data: bytes.Repeat([]byte("large member "), 4096)},
	}
	var archives [][]byte
	for _, compress := range []bool{false, true, false, true} {
		var b bytes.Buffer
		if err := Write(&b, manifest, entries, compress); err != nil {
			t.Fatal(err)
		}
		archives = append(archives, b.Bytes())
	}
	var s Scratch
	for _, order := range [][]int{{0, 1, 2}, {2, 0, 1}, {1, 2, 0}} {
		for _, data := range archives {
			a, err := Read(bytes.NewReader(data), int64(len(data)))
			if err != nil {
				t.Fatal(err)
			}
			for _, i := range order {
				got, ok, err := a.MemberScratch(bytes.NewReader(data), entries[i].Name, &s)
				if !ok || err != nil || !bytes.Equal(got, entries[i].Data) {
					t.Fatalf("MemberScratch(%s) = %.20q, %v, %v", entries[i].Name, got, ok, err)
				}
			}
		}
	}
}
