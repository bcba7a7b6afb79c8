// Package cja reads and writes .cja archives (format CAJETA01), the
// containers that Cajeta libraries are shipped in. Only what skill discovery
// needs is read: the header, the manifest, the trailing index and the members
// asked for.
//
// Layout, all integers little-endian:
//
//	header (32 bytes)  magic "CAJETA01", u32 format version (1), u32 flags,
//	                   u64 index offset, u64 index length
//	manifest           u64 stored length, then the manifest JSON
//	entries            u32 name length, name, u8 origin, u8 kind,
//	                   2 reserved bytes, u64 stored length, data
//	index              u32 count, then per entry: u32 name length, name,
//	                   u64 offset of the entry record, u64 size of the record
//
// Flag bit 0 marks the manifest compressed and bit 1 the entry data; a
// compressed block is a u64 uncompressed length followed by one zstd frame,
// and its stored length counts both. Entries run from the end of the
// manifest to the index offset, or to the end of the file when the offset
// is 0 (no index). When a name repeats, the first entry wins.
package cja

// Magic opens every archive.
const Magic = "CAJETA01"

// FormatVersion is the archive format version read and written.
const FormatVersion = 1

// Header flags.
const (
	FlagManifestCompressed = 1 << 0
	FlagEntriesCompressed  = 1 << 1
	knownFlags             = FlagManifestCompressed | FlagEntriesCompressed
)

const (
	headerSize      = 32
	entryHeaderSize = 4 + 1 + 1 + 2 + 8 // before the name: 4; after it: 12
	// MaxMemberSize caps the decompressed size of any one member, so that a
	// hostile archive cannot exhaust memory.
	MaxMemberSize = 64 << 20
	// maxCompressedBlock caps the stored length of a compressed manifest or
	// member: its u64 length and a zstd frame of at most MaxMemberSize
	// bytes, which stores incompressible data in raw blocks of 3 bytes'
	// overhead per 128 KiB, after a frame header of at most 18 bytes.
	maxCompressedBlock = 8 + MaxMemberSize + MaxMemberSize>>8 + 64
	// maxIndexSize caps the trailing index: at 20 bytes and a name per
	// entry, a few million entries.
	maxIndexSize = MaxMemberSize
	// maxNameLen caps entry names.
	maxNameLen = 4096
)

// Entry kinds.
const (
	KindClassBitcode = 0
	KindResource     = 1
)

// Entry is one member to write.
type Entry struct {
	Name   string
	Origin byte
	Kind   byte
	Data   []byte
}
