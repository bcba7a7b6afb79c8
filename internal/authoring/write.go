package authoring

import (
	"fmt"
	"os"
)

// WriteFile writes data to the regular file at path, creating it when
// missing. Like readSkillFile it opens without following a symbolic link
// at the last component and without blocking, and checks what it opened
// before changing it: a link, named pipe, device or directory at path is
// an error naming path, so that a write can neither hang nor land outside
// the place asked for.
func WriteFile(path string, data []byte) error {
	if fi, err := os.Lstat(path); err == nil && !fi.Mode().IsRegular() {
		return fmt.Errorf("%s: %w", path, notRegular(fi.Mode()))
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|openFlags, 0o666)
	if err != nil {
		if fi, lerr := os.Lstat(path); lerr == nil && !fi.Mode().IsRegular() {
			return fmt.Errorf("%s: %w", path, notRegular(fi.Mode()))
		}
		return err
	}
	fi, err := f.Stat()
	if err == nil && !fi.Mode().IsRegular() {
		err = fmt.Errorf("%s: %w", path, notRegular(fi.Mode()))
	}
	if err == nil {
		err = f.Truncate(0)
	}
	if err == nil {
		_, err = f.Write(data)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
