package cja

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"sync"

	"github.com/klauspost/compress/zstd"
)

// Archive is the table of contents of one archive: its manifest and where
// each member is. It holds no open file; members are read through the
// io.ReaderAt given to Member.
type Archive struct {
	Manifest []byte
	flags    uint32
	entries  map[string]span
}

// span locates one entry record.
type span struct {
	off, size int64
}

// Read reads the header, manifest and member table of the archive in r,
// whose size is size. It reads no member data.
func Read(r io.ReaderAt, size int64) (*Archive, error) {
	var h [headerSize]byte
	if err := readAt(r, h[:], 0, size); err != nil {
		return nil, fmt.Errorf("header: %w", err)
	}
	if string(h[:8]) != Magic {
		return nil, errors.New("not a cajeta archive (bad magic)")
	}
	if v := binary.LittleEndian.Uint32(h[8:]); v != FormatVersion {
		return nil, fmt.Errorf("unsupported format version %d (supported: %d)", v, FormatVersion)
	}
	a := &Archive{flags: binary.LittleEndian.Uint32(h[12:]), entries: map[string]span{}}
	if a.flags&^knownFlags != 0 {
		return nil, fmt.Errorf("unknown flags %#x", a.flags&^knownFlags)
	}
	indexOff, indexLen := binary.LittleEndian.Uint64(h[16:]), binary.LittleEndian.Uint64(h[24:])
	stored, err := readU64(r, headerSize, size)
	if err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	entriesStart := int64(headerSize + 8)
	if err := checkStored(stored, a.flags&FlagManifestCompressed != 0); err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	if stored > uint64(size-entriesStart) {
		return nil, errors.New("manifest: truncated")
	}
	entriesStart += int64(stored)
	raw, err := readBlock(r, entriesStart-int64(stored), int64(stored), size)
	if err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	if a.Manifest, err = unpack(raw, a.flags&FlagManifestCompressed != 0); err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	if !json.Valid(a.Manifest) || bytes.TrimSpace(a.Manifest)[0] != '{' {
		return nil, errors.New("manifest: not a JSON object")
	}
	if indexOff == 0 {
		err = a.scan(r, entriesStart, size)
	} else {
		if indexLen > maxIndexSize {
			return nil, fmt.Errorf("index: size %d exceeds the limit of %d bytes", indexLen, maxIndexSize)
		}
		if indexOff < uint64(entriesStart) || indexOff > uint64(size) || indexLen > uint64(size)-indexOff {
			return nil, fmt.Errorf("index: offset %d and length %d lie outside the archive (size %d)", indexOff, indexLen, size)
		}
		err = a.readIndex(r, entriesStart, int64(indexOff), int64(indexLen))
	}
	if err != nil {
		return nil, err
	}
	return a, nil
}

// scan walks the entry records from off to end, without reading their data.
func (a *Archive) scan(r io.ReaderAt, off, end int64) error {
	for off < end {
		name, size, err := recordAt(r, off, end)
		if err != nil {
			return fmt.Errorf("entry at offset %d: %w", off, err)
		}
		if _, dup := a.entries[name]; !dup {
			a.entries[name] = span{off, size}
		}
		off += size
	}
	return nil
}

// readIndex reads the trailing index, checking every span against the
// entry area [start, end).
func (a *Archive) readIndex(r io.ReaderAt, start, off, n int64) error {
	buf, err := readBlock(r, off, n, off+n)
	if err != nil {
		return fmt.Errorf("index: %w", err)
	}
	if len(buf) < 4 {
		return errors.New("index: truncated")
	}
	count := binary.LittleEndian.Uint32(buf)
	buf = buf[4:]
	if uint64(count) > uint64(len(buf))/(4+8+8) {
		return fmt.Errorf("index: %d entries do not fit in %d bytes", count, n)
	}
	for i := uint32(0); i < count; i++ {
		if len(buf) < 4 {
			return errors.New("index: truncated")
		}
		nl := binary.LittleEndian.Uint32(buf)
		if uint64(nl) > maxNameLen || uint64(len(buf)) < 4+uint64(nl)+16 {
			return fmt.Errorf("index: entry %d: truncated or over-long name", i)
		}
		name := string(buf[4 : 4+nl])
		eoff := binary.LittleEndian.Uint64(buf[4+nl:])
		esize := binary.LittleEndian.Uint64(buf[12+nl:])
		buf = buf[20+nl:]
		if eoff < uint64(start) || eoff > uint64(off) || esize > uint64(off)-eoff {
			return fmt.Errorf("index: entry '%s' lies outside the entry area", name)
		}
		if _, dup := a.entries[name]; !dup {
			a.entries[name] = span{int64(eoff), int64(esize)}
		}
	}
	return nil
}

// Has reports whether the archive holds a member called name.
func (a *Archive) Has(name string) bool {
	_, ok := a.entries[name]
	return ok
}

// Member reads and, when the archive says so, decompresses the member called
// name from r, the archive's bytes. ok is false when there is no such member.
func (a *Archive) Member(r io.ReaderAt, name string) (data []byte, ok bool, err error) {
	return a.MemberScratch(r, name, &Scratch{})
}

// Scratch is storage that MemberScratch reuses from one call to the next,
// so that a reader of many members, each used and dropped before the next
// is read, allocates for the largest of them only. The zero value is
// ready to use.
type Scratch struct{ raw, out []byte }

// MemberScratch is Member reading into, and returning bytes held by, s: the
// bytes it returns are valid until s is used again.
func (a *Archive) MemberScratch(r io.ReaderAt, name string, s *Scratch) (data []byte, ok bool, err error) {
	sp, ok := a.entries[name]
	if !ok {
		return nil, false, nil
	}
	end := sp.off + sp.size
	got, size, err := recordAt(r, sp.off, end)
	if err == nil && (got != name || size != sp.size) {
		err = errors.New("the index does not match the entry record")
	}
	if err != nil {
		return nil, true, fmt.Errorf("member '%s': %w", name, err)
	}
	dataOff := sp.off + int64(entryHeaderSize+len(name))
	compressed := a.flags&FlagEntriesCompressed != 0
	if err := checkStored(uint64(end-dataOff), compressed); err != nil {
		return nil, true, fmt.Errorf("member '%s': %w", name, err)
	}
	s.raw, err = readBlockInto(s.raw, r, dataOff, end-dataOff, end)
	if err != nil {
		return nil, true, fmt.Errorf("member '%s': %w", name, err)
	}
	data, err = unpackInto(s.out, s.raw, compressed)
	if err != nil {
		return nil, true, fmt.Errorf("member '%s': %w", name, err)
	}
	if compressed { // data is out's storage, never raw's
		s.out = data
	}
	return data, true, nil
}

// recordAt reads the record header at off, which must end by end, and
// returns the entry's name and the record's whole size.
func recordAt(r io.ReaderAt, off, end int64) (string, int64, error) {
	var nl [4]byte
	if err := readAt(r, nl[:], off, end); err != nil {
		return "", 0, err
	}
	n := int64(binary.LittleEndian.Uint32(nl[:]))
	if n > maxNameLen {
		return "", 0, fmt.Errorf("name length %d exceeds %d", n, maxNameLen)
	}
	rest := make([]byte, n+12)
	if err := readAt(r, rest, off+4, end); err != nil {
		return "", 0, err
	}
	stored := binary.LittleEndian.Uint64(rest[n+4:])
	size := int64(entryHeaderSize) + n
	if stored > uint64(end-off-size) {
		return "", 0, errors.New("data runs past the end of the entry area")
	}
	return string(rest[:n]), size + int64(stored), nil
}

// readAt fills buf from r at off, failing when that would pass end.
func readAt(r io.ReaderAt, buf []byte, off, end int64) error {
	if off < 0 || int64(len(buf)) > end-off {
		return errors.New("truncated")
	}
	if _, err := r.ReadAt(buf, off); err != nil {
		if errors.Is(err, io.EOF) {
			return errors.New("truncated")
		}
		return err
	}
	return nil
}

// checkStored checks the stored length of a manifest or member against the
// member cap, before anything of that length is allocated: stored data is
// at most MaxMemberSize bytes, and a compressed block at most its u64
// length and a zstd frame of that much content.
func checkStored(stored uint64, compressed bool) error {
	limit := uint64(MaxMemberSize)
	if compressed {
		limit = maxCompressedBlock
	}
	if stored > limit {
		return fmt.Errorf("size %d exceeds the limit of %d bytes", stored, limit)
	}
	return nil
}

// readBlock reads the n bytes of r at off, failing when they would pass
// end. It never allocates much more than r really holds: the buffer grows
// as bytes arrive, not to the size declared, so that an archive whose size
// claims more than its file holds costs no more than the file.
func readBlock(r io.ReaderAt, off, n, end int64) ([]byte, error) {
	return readBlockInto(nil, r, off, n, end)
}

// readBlockInto is readBlock reading into buf's storage, when it is large
// enough.
func readBlockInto(buf []byte, r io.ReaderAt, off, n, end int64) ([]byte, error) {
	if off < 0 || n < 0 || n > end-off {
		return nil, errors.New("truncated")
	}
	const chunk = 1 << 20
	if int64(cap(buf)) < min(n, chunk) {
		buf = make([]byte, 0, min(n, chunk))
	}
	buf = buf[:0]
	for int64(len(buf)) < n {
		k := min(n-int64(len(buf)), int64(max(chunk, len(buf))))
		buf = slices.Grow(buf, int(k))
		got, err := r.ReadAt(buf[len(buf):len(buf)+int(k)], off+int64(len(buf)))
		buf = buf[:len(buf)+got]
		if int64(got) < k {
			if err == nil || errors.Is(err, io.EOF) {
				return nil, errors.New("truncated")
			}
			return nil, err
		}
	}
	return buf, nil
}

func readU64(r io.ReaderAt, off, end int64) (uint64, error) {
	var b [8]byte
	if err := readAt(r, b[:], off, end); err != nil {
		return 0, err
	}
	return binary.LittleEndian.Uint64(b[:]), nil
}

// unpack returns raw, or when compressed the content of the block
// "u64 length || zstd frame" in raw.
func unpack(raw []byte, compressed bool) ([]byte, error) {
	return unpackInto(nil, raw, compressed)
}

// unpackInto is unpack decompressing into out's storage, when it is large
// enough.
func unpackInto(out, raw []byte, compressed bool) ([]byte, error) {
	if !compressed {
		if len(raw) > MaxMemberSize {
			return nil, fmt.Errorf("size %d exceeds the limit of %d bytes", len(raw), MaxMemberSize)
		}
		return raw, nil
	}
	if len(raw) < 8 {
		return nil, errors.New("compressed block: truncated length")
	}
	n := binary.LittleEndian.Uint64(raw)
	if n > MaxMemberSize {
		return nil, fmt.Errorf("compressed block: size %d exceeds the limit of %d bytes", n, MaxMemberSize)
	}
	frame := raw[8:]
	var fh zstd.Header
	if err := fh.Decode(frame); err != nil {
		return nil, fmt.Errorf("compressed block: %v", err)
	}
	if !fh.HasFCS {
		return nil, errors.New("compressed block: zstd frame does not record its content size")
	}
	if fh.FrameContentSize != n {
		return nil, fmt.Errorf("compressed block: zstd frame holds %d bytes, the block says %d", fh.FrameContentSize, n)
	}
	if uint64(cap(out)) < n {
		out = make([]byte, 0, n)
	}
	out, err := decoder().DecodeAll(frame, out[:0])
	if err != nil {
		return nil, fmt.Errorf("compressed block: %v", err)
	}
	if uint64(len(out)) != n {
		return nil, fmt.Errorf("compressed block: decompressed to %d bytes, the block says %d", len(out), n)
	}
	return out, nil
}

var decoder = sync.OnceValue(func() *zstd.Decoder {
	d, err := zstd.NewReader(nil,
		// One decoder per CPU: DecodeAll runs no more decodes at once than
		// there are decoders, and archives are read on every CPU at once.
		zstd.WithDecoderConcurrency(runtime.GOMAXPROCS(0)),
		zstd.WithDecoderMaxMemory(MaxMemberSize),
		zstd.WithDecoderMaxWindow(MaxMemberSize))
	if err != nil {
		panic(err) // only bad options fail
	}
	return d
})
