package lockfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// PruneCache removes the archive with checksum sum from the artifact cache
// of the project directory dir, unless a package of dir/cajeta.lock still
// records that checksum. It looks and removes under the install lock (see
// Install), so an install recording sum meanwhile keeps its archive. It
// reports whether a file was removed; a missing file is not an error.
func PruneCache(dir, sum string) (removed bool, err error) {
	if _, ok := CachePath(sum); !ok {
		return false, nil
	}
	unlock, err := lock(filepath.Join(dir, LockName))
	if err != nil {
		return false, err
	}
	defer unlock()
	lf, err := Read(filepath.Join(dir, Name))
	if err != nil {
		return false, err
	}
	if lf != nil {
		for _, p := range lf.Packages {
			if p.Checksum == sum {
				return false, nil
			}
		}
	}
	return removeCached(dir, sum)
}

// removeCached removes the archive with checksum sum from the artifact
// cache of dir, reporting whether there was one. The caller holds the
// install lock and has checked that no entry records sum.
func removeCached(dir, sum string) (bool, error) {
	rel, ok := CachePath(sum)
	if !ok {
		return false, nil
	}
	if err := os.Remove(filepath.Join(dir, filepath.FromSlash(rel))); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return false, nil
		}
		return false, err
	}
	return true, nil
}
