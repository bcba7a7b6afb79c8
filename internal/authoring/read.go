package authoring

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/cajeta-lang/skills/internal/cja"
)

// readSkillFile reads the skill file at path, which must be a regular file
// no larger than the archive member cap. It opens path without following a
// symbolic link and without blocking (a named pipe is refused, not waited
// on), then checks what it opened before reading a byte, and reads no more
// than the cap even if the file grows meanwhile. (The Lstat first only
// names what is there; the open and fstat are what make it safe.)
func readSkillFile(path string) ([]byte, error) {
	if fi, err := os.Lstat(path); err == nil && !fi.Mode().IsRegular() {
		return nil, notRegular(fi.Mode())
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		if fi, lerr := os.Lstat(path); lerr == nil && !fi.Mode().IsRegular() {
			return nil, notRegular(fi.Mode())
		}
		return nil, unwrapPath(err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, unwrapPath(err)
	}
	if !fi.Mode().IsRegular() {
		return nil, notRegular(fi.Mode())
	}
	if fi.Size() > cja.MaxMemberSize {
		return nil, overCap(fi.Size())
	}
	var b bytes.Buffer
	b.Grow(int(fi.Size()) + bytes.MinRead)
	if _, err := b.ReadFrom(io.LimitReader(f, cja.MaxMemberSize+1)); err != nil {
		return nil, unwrapPath(err)
	}
	if b.Len() > cja.MaxMemberSize {
		return nil, fmt.Errorf("grew past the archive member limit of %d bytes while it was read", cja.MaxMemberSize)
	}
	return b.Bytes(), nil
}

func overCap(size int64) error {
	return fmt.Errorf("size %d exceeds the archive member limit of %d bytes", size, cja.MaxMemberSize)
}

// notRegular is the error for a file of mode m where a regular file should be.
func notRegular(m fs.FileMode) error {
	kind := "of mode " + m.Type().String()
	switch {
	case m&fs.ModeSymlink != 0:
		kind = "a symbolic link"
	case m&fs.ModeNamedPipe != 0:
		kind = "a named pipe"
	case m&fs.ModeDevice != 0, m&fs.ModeCharDevice != 0:
		kind = "a device"
	case m&fs.ModeSocket != 0:
		kind = "a socket"
	case m.IsDir():
		kind = "a directory"
	}
	return fmt.Errorf("not a regular file (%s)", kind)
}

func unwrapPath(err error) error {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err
	}
	return err
}
