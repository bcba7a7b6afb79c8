package cja

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"
)

// TestDeclaredSizes: a manifest, index or member that declares a size past
// the member cap, or past the bytes the file really holds, is an error
// before that size is allocated. The reader claims a size far beyond the
// bytes it holds, as a stale size or a sparse file would.
func TestDeclaredSizes(t *testing.T) {
	const huge = 1 << 30 // past the cap
	const under = MaxMemberSize - 1<<20
	// noIndex returns the uncompressed archive without its trailing index.
	noIndex := func(t *testing.T) []byte {
		d := build(t, false)
		d = d[:binary.LittleEndian.Uint64(d[16:])]
		binary.LittleEndian.PutUint64(d[16:], 0)
		binary.LittleEndian.PutUint64(d[24:], 0)
		return d
	}
	// lastStored is the offset of the stored length of the last entry,
	// "empty", which holds no data.
	lastStored := func(d []byte) int { return len(d) - 8 }
	for _, tt := range []struct {
		name    string
		archive func(t *testing.T) (data []byte, size int64)
		member  string // read this member after Read succeeds
		wantErr string
	}{
		{"manifest over the cap", func(t *testing.T) ([]byte, int64) {
			d := build(t, false)
			binary.LittleEndian.PutUint64(d[32:], huge)
			return d, 1 << 40
		}, "", "manifest: size 1073741824 exceeds the limit"},
		{"compressed manifest over the cap", func(t *testing.T) ([]byte, int64) {
			d := build(t, true)
			binary.LittleEndian.PutUint64(d[32:], huge)
			return d, 1 << 40
		}, "", "manifest: size 1073741824 exceeds the limit"},
		{"manifest past the real size", func(t *testing.T) ([]byte, int64) {
			d := build(t, false)
			binary.LittleEndian.PutUint64(d[32:], under)
			return d, 1 << 40
		}, "", "manifest: truncated"},
		{"index over the cap", func(t *testing.T) ([]byte, int64) {
			d := build(t, false)
			binary.LittleEndian.PutUint64(d[24:], huge)
			return d, 1 << 40
		}, "", "index: size 1073741824 exceeds the limit"},
		{"index past the real size", func(t *testing.T) ([]byte, int64) {
			d := build(t, false)
			binary.LittleEndian.PutUint64(d[24:], under)
			return d, 1 << 40
		}, "", "index: truncated"},
		{"member over the cap", func(t *testing.T) ([]byte, int64) {
			d := noIndex(t)
			binary.LittleEndian.PutUint64(d[lastStored(d):], huge)
			return d, int64(len(d)) + huge
		}, "empty", "member 'empty': size 1073741824 exceeds the limit"},
		{"member past the real size", func(t *testing.T) ([]byte, int64) {
			d := noIndex(t)
			binary.LittleEndian.PutUint64(d[lastStored(d):], under)
			return d, int64(len(d)) + under
		}, "empty", "member 'empty': truncated"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			data, size := tt.archive(t)
			var err error
			n := allocated(func() {
				var a *Archive
				a, err = Read(bytes.NewReader(data), size)
				if err == nil && tt.member != "" {
					_, _, err = a.Member(bytes.NewReader(data), tt.member)
				}
			})
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("error = %v, want one containing %q", err, tt.wantErr)
			}
			if n > allocSlack {
				t.Errorf("allocated %d bytes for a %d-byte archive (limit %d)", n, len(data), allocSlack)
			}
		})
	}
}

// TestWriteRefuses: Write writes nothing that every reader would refuse.
func TestWriteRefuses(t *testing.T) {
	for _, tt := range []struct {
		name     string
		manifest []byte
		entries  []Entry
		wantErr  string
	}{
		{"member over the cap", []byte(`{}`), []Entry{{Name: "big", Data: make([]byte, MaxMemberSize+1)}},
			"entry 'big': size 67108865 exceeds the limit of 67108864 bytes"},
		{"manifest over the cap", make([]byte, MaxMemberSize+1), nil,
			"manifest: size 67108865 exceeds the limit of 67108864 bytes"},
		{"name over the limit", []byte(`{}`), []Entry{{Name: strings.Repeat("n", maxNameLen+1)}},
			"name length 4097 exceeds 4096"},
	} {
		var b bytes.Buffer
		err := Write(&b, tt.manifest, tt.entries, false)
		if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("%s: Write error = %v, want one containing %q", tt.name, err, tt.wantErr)
		}
		if b.Len() != 0 {
			t.Errorf("%s: Write wrote %d bytes", tt.name, b.Len())
		}
	}
}
