package cja

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"sync"

	"github.com/klauspost/compress/zstd"
)

// Write writes an archive holding manifest and entries, in that order, with
// a trailing index. With compress, the manifest and the entry data are zstd
// frames that record their content size. Before writing anything, Write
// refuses what every reader would refuse: a manifest or member over
// MaxMemberSize, a name over maxNameLen bytes.
func Write(w io.Writer, manifest []byte, entries []Entry, compress bool) error {
	if len(manifest) > MaxMemberSize {
		return fmt.Errorf("manifest: size %d exceeds the limit of %d bytes", len(manifest), MaxMemberSize)
	}
	for _, e := range entries {
		if len(e.Name) > maxNameLen {
			return fmt.Errorf("entry '%.64s...': name length %d exceeds %d", e.Name, len(e.Name), maxNameLen)
		}
		if len(e.Data) > MaxMemberSize {
			return fmt.Errorf("entry '%s': size %d exceeds the limit of %d bytes", e.Name, len(e.Data), MaxMemberSize)
		}
	}
	var b bytes.Buffer
	var flags uint32
	if compress {
		flags = FlagManifestCompressed | FlagEntriesCompressed
	}
	b.Write(make([]byte, headerSize))
	putU64(&b, 0) // manifest length, patched below
	b.Write(pack(manifest, compress))
	binary.LittleEndian.PutUint64(b.Bytes()[headerSize:], uint64(b.Len()-headerSize-8))

	type loc struct {
		name      string
		off, size uint64
	}
	locs := make([]loc, 0, len(entries))
	for _, e := range entries {
		off := b.Len()
		data := pack(e.Data, compress)
		putU32(&b, uint32(len(e.Name)))
		b.WriteString(e.Name)
		b.Write([]byte{e.Origin, e.Kind, 0, 0})
		putU64(&b, uint64(len(data)))
		b.Write(data)
		locs = append(locs, loc{e.Name, uint64(off), uint64(b.Len() - off)})
	}
	indexOff := b.Len()
	putU32(&b, uint32(len(locs)))
	for _, l := range locs {
		putU32(&b, uint32(len(l.name)))
		b.WriteString(l.name)
		putU64(&b, l.off)
		putU64(&b, l.size)
	}
	h := b.Bytes()[:headerSize]
	copy(h, Magic)
	binary.LittleEndian.PutUint32(h[8:], FormatVersion)
	binary.LittleEndian.PutUint32(h[12:], flags)
	binary.LittleEndian.PutUint64(h[16:], uint64(indexOff))
	binary.LittleEndian.PutUint64(h[24:], uint64(b.Len()-indexOff))
	_, err := w.Write(b.Bytes())
	return err
}

// pack returns data, or when compress the block "u64 length || zstd frame".
func pack(data []byte, compress bool) []byte {
	if !compress {
		return data
	}
	out := binary.LittleEndian.AppendUint64(nil, uint64(len(data)))
	return encoder().EncodeAll(data, out)
}

var encoder = sync.OnceValue(func() *zstd.Encoder {
	// Single-segment frames always record their content size, which the
	// reader requires.
	e, err := zstd.NewWriter(nil, zstd.WithEncoderConcurrency(1), zstd.WithEncoderLevel(zstd.SpeedDefault), zstd.WithSingleSegment(true))
	if err != nil {
		panic(err) // only bad options fail
	}
	return e
})

func putU32(b *bytes.Buffer, v uint32) { b.Write(binary.LittleEndian.AppendUint32(nil, v)) }
func putU64(b *bytes.Buffer, v uint64) { b.Write(binary.LittleEndian.AppendUint64(nil, v)) }
