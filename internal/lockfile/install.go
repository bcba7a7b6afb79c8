package lockfile

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// LockName is the file, beside the lockfile, that serialises installs.
const LockName = Name + ".lock"

// Install puts archive, whose checksum is p.Checksum, into the artifact
// cache under the project directory dir and records p in dir/cajeta.lock.
// Concurrent installs into one project are serialised by an exclusive flock
// on dir/cajeta.lock.lock, so none is lost. Each file is written to a
// temporary file in its directory, synced and renamed over its name, so a
// crash or a full disk leaves the old file or the new one, never a torn
// one. When recording fails, an archive this install added to the cache is
// removed again.
func Install(dir string, archive []byte, p Package) (err error) {
	rel, ok := CachePath(p.Checksum)
	if !ok {
		return fmt.Errorf("checksum '%s' does not name a cache file", p.Checksum)
	}
	cached := filepath.Join(dir, filepath.FromSlash(rel))
	if err := mkdirInProject(dir, path.Dir(rel)); err != nil {
		return err
	}
	unlock, err := lock(filepath.Join(dir, LockName))
	if err != nil {
		return err
	}
	defer unlock()
	_, statErr := os.Lstat(cached)
	if err := writeAtomic(cached, archive); err != nil {
		return fmt.Errorf("cannot write archive '%s': %v", rel, unwrapPath(err))
	}
	if err := AddPackage(filepath.Join(dir, Name), p); err != nil {
		if errors.Is(statErr, fs.ErrNotExist) {
			os.Remove(cached)
		}
		return err
	}
	return nil
}

// lock takes an exclusive flock on the regular file at path, creating it,
// and returns the function that releases it.
func lock(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|openFlags, 0o666)
	if err == nil {
		err = checkRegular(f)
		if err != nil {
			f.Close()
		}
	}
	if isLink(err) {
		err = errNotRegular
	}
	if err != nil {
		return nil, fmt.Errorf("cannot lock '%s': %v", path, unwrapPath(err))
	}
	if err := flock(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("cannot lock '%s': %v", path, err)
	}
	return func() { f.Close() }, nil
}

// writeAtomic replaces the file at path with data: it writes a new file
// beside it, syncs it, renames it over path and syncs the directory. The
// new file keeps the permissions of the one it replaces; a path that is a
// symbolic link, FIFO or device is replaced, never written through.
func writeAtomic(path string, data []byte) (err error) {
	var f *os.File
	for range 10000 {
		tmp := path + ".tmp" + strconv.FormatUint(rand.Uint64(), 36)
		f, err = os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL|createFlags, 0o666)
		if !errors.Is(err, fs.ErrExist) {
			break
		}
	}
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if fi, err := os.Lstat(path); err == nil && fi.Mode().IsRegular() {
		if err := f.Chmod(fi.Mode().Perm()); err != nil {
			return err
		}
	}
	if _, err := f.Write(data); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return err
	}
	if d, err := os.Open(filepath.Dir(path)); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// mkdirInProject makes the folder rel (slash-separated) under the project
// folder dir, one component at a time, and refuses a symbolic link on the
// way, checked before anything is made through it: a '.cajeta' pointing
// elsewhere would carry the write out of the project.
func mkdirInProject(dir, rel string) error {
	full := dir
	for _, part := range strings.Split(rel, "/") {
		full = filepath.Join(full, part)
		fi, err := os.Lstat(full)
		if errors.Is(err, fs.ErrNotExist) {
			if err := os.Mkdir(full, 0o777); err != nil && !errors.Is(err, fs.ErrExist) {
				return err
			}
			if fi, err = os.Lstat(full); err != nil {
				return err
			}
		} else if err != nil {
			return err
		}
		if fi.Mode()&fs.ModeSymlink != 0 {
			return fmt.Errorf("%s: a symbolic link, not followed out of the project", full)
		}
		if !fi.IsDir() {
			return fmt.Errorf("%s: not a directory", full)
		}
	}
	return nil
}
