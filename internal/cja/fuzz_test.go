package cja

import (
	"bytes"
	"encoding/binary"
	"runtime"
	"slices"
	"sort"
	"testing"
)

// allocSlack is what one Read or Member may allocate beyond the member cap
// and a few copies of the archive itself: bookkeeping, error strings and
// the zstd decoder's own block buffers.
const allocSlack = 4 << 20

// FuzzRead reads any bytes as an archive, then every member it lists.
func FuzzRead(f *testing.F) {
	manifest := []byte(`{"kind":"cja","name":"cajeta.x","version":"1.0"}`)
	entries := []Entry{
		{Name: "skills/index.json", Kind: KindResource, Data: []byte(`{"names":{"cajeta/x":["x"]},"schema-version":"skill-index-v1","skills":{"x":{"member":"skills/x.md","title":"X"}}}`)},
		{Name: "skills/x.md", Kind: KindResource, Data: []byte("---\nid: x\napplies-to: [cajeta/x]\ntitle: X\n---\n# X\n")},
		{Name: "skills/x.md", Kind: KindResource, Data: []byte("second, ignored")},
		{Name: "empty", Kind: KindClassBitcode, Data: nil},
	}
	for _, compress := range []bool{false, true} {
		var b bytes.Buffer
		if err := Write(&b, manifest, entries, compress); err != nil {
			f.Fatal(err)
		}
		f.Add(b.Bytes())
		// The same entries without the trailing index, found by a scan.
		d := bytes.Clone(b.Bytes())
		d = d[:binary.LittleEndian.Uint64(d[16:])]
		binary.LittleEndian.PutUint64(d[16:], 0)
		binary.LittleEndian.PutUint64(d[24:], 0)
		f.Add(d)
		// A manifest that declares a gigabyte: past the cap, and past
		// what the file holds unless its size lies.
		d = bytes.Clone(b.Bytes())
		binary.LittleEndian.PutUint64(d[headerSize:], 1<<30)
		f.Add(d)
	}
	f.Add([]byte(Magic))
	// Make the zstd decoder, once, outside the allocation measurements.
	if _, err := unpack(pack([]byte("warm up"), true), true); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		// The archive as it is, then as a file whose size claims far more
		// than it holds (a stale size, a file cut short since it was
		// measured): neither may cost more than the bytes it holds.
		for _, size := range []int64{int64(len(data)), int64(len(data)) + 1<<40} {
			readAll(t, data, size)
		}
	})
}

// readAll reads data, claimed to be size bytes, as an archive, then every
// member it lists, failing when any of it allocates past the member cap and
// a few copies of data.
func readAll(t *testing.T, data []byte, size int64) {
	limit := uint64(MaxMemberSize + 4*len(data) + allocSlack)
	var a *Archive
	var err error
	if n := allocated(func() { a, err = Read(bytes.NewReader(data), size) }); n > limit {
		t.Fatalf("Read(size %d) allocated %d bytes (limit %d)", size, n, limit)
	}
	if err != nil {
		if a != nil {
			t.Fatal("Read returned an archive and an error")
		}
		return
	}
	if len(a.Manifest) > MaxMemberSize {
		t.Fatalf("manifest of %d bytes", len(a.Manifest))
	}
	names := make([]string, 0, len(a.entries))
	for name := range a.entries {
		names = append(names, name)
	}
	sort.Strings(names)
	// Every member again through one Scratch, in reverse, so that each
	// read reuses storage a larger or smaller member left: the same bytes
	// and errors as Member.
	var scratch Scratch
	for _, name := range slices.Backward(names) {
		want, wantOK, wantErr := a.Member(bytes.NewReader(data), name)
		got, ok, err := a.MemberScratch(bytes.NewReader(data), name, &scratch)
		if ok != wantOK || (err == nil) != (wantErr == nil) || err == nil && !bytes.Equal(got, want) {
			t.Fatalf("MemberScratch(%q) = %d bytes, %v, %v; Member = %d bytes, %v, %v", name, len(got), ok, err, len(want), wantOK, wantErr)
		}
	}
	for _, name := range names {
		if !a.Has(name) {
			t.Fatalf("Has(%q) is false for a listed member", name)
		}
		var m []byte
		var ok bool
		if n := allocated(func() { m, ok, err = a.Member(bytes.NewReader(data), name) }); n > limit {
			t.Fatalf("Member(%q) allocated %d bytes (limit %d)", name, n, limit)
		}
		if !ok {
			t.Fatalf("Member(%q) not found, but listed", name)
		}
		if err == nil && len(m) > MaxMemberSize {
			t.Fatalf("Member(%q) is %d bytes", name, len(m))
		}
	}
	if unlisted := "\x00unlisted"; !a.Has(unlisted) {
		if _, ok, err := a.Member(bytes.NewReader(data), unlisted); ok || err != nil {
			t.Fatalf("Member of an unlisted name = %v, %v", ok, err)
		}
	}
}

// allocated returns the bytes of heap that fn allocates.
func allocated(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

var sink []byte

// TestAllocated: the measurement sees a large allocation.
func TestAllocated(t *testing.T) {
	if n := allocated(func() { sink = make([]byte, 1<<20) }); n < 1<<20 {
		t.Errorf("allocated = %d, want at least %d", n, 1<<20)
	}
	sink = nil
}
