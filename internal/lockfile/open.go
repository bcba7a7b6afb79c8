package lockfile

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// openRegular opens the regular file at path for reading. A symbolic link,
// FIFO, device or directory is an error saying so; the caller names path.
func openRegular(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		if isLink(err) {
			return nil, errNotRegular
		}
		return nil, err
	}
	if err := checkRegular(f); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

var errNotRegular = errors.New("not a regular file")

// checkRegular fails unless f, by fstat, is a regular file.
func checkRegular(f *os.File) error {
	fi, err := f.Stat()
	if err != nil {
		return unwrapPath(err)
	}
	if !fi.Mode().IsRegular() {
		return errNotRegular
	}
	return nil
}

// readLockfile reads the lockfile at path, at most maxSize bytes, through
// openRegular. A missing file returns (nil, nil).
func readLockfile(path string) ([]byte, error) {
	f, err := openRegular(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("cannot open lockfile '%s': %v", path, unwrapPath(err))
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Size() > maxSize {
		return nil, fmt.Errorf("cannot open lockfile '%s': larger than %d bytes", path, maxSize)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxSize+1))
	if err != nil {
		return nil, fmt.Errorf("cannot open lockfile '%s': %v", path, unwrapPath(err))
	}
	if len(data) > maxSize {
		return nil, fmt.Errorf("cannot open lockfile '%s': larger than %d bytes", path, maxSize)
	}
	return data, nil
}
