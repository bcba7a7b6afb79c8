// Package lockfile reads cajeta.lock, the project's record of the exact
// package versions its build resolved, and locates each package's archive in
// the artifact cache.
package lockfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Name is the lockfile's file name in the project directory.
const Name = "cajeta.lock"

// CacheDir is the artifact cache, relative to the project directory.
const CacheDir = ".cajeta/cache/artifacts"

// maxSize caps the lockfile read.
const maxSize = 64 << 20

// Package is one resolved package.
type Package struct {
	Name     string
	Version  string
	Checksum string
	// Member is the workspace module that depends on the package, if given.
	Member       string
	ResolvedFrom string
	ProvidedBy   string
}

// Lockfile is a parsed cajeta.lock.
type Lockfile struct {
	Version          int64
	ManifestChecksum string
	// Packages are the entries with a name and a version, in file order.
	Packages []Package
}

// Read reads the lockfile at path. A missing file returns (nil, nil). Only
// a regular file is read: a symbolic link, FIFO, device or directory at path
// is an error naming it, and opening never blocks.
func Read(path string) (*Lockfile, error) {
	data, err := ReadBytes(path)
	if data == nil || err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// ReadBytes reads the lockfile at path as Read does, without parsing it: a
// missing file returns (nil, nil), anything but a regular file is an
// error, and no more than the lockfile's size cap is read.
func ReadBytes(path string) ([]byte, error) { return readLockfile(path) }

// Parse parses lockfile data; path names it in errors. One package
// coordinate (name@version) with two different checksums is an error.
func Parse(path string, data []byte) (*Lockfile, error) {
	lf, _, err := parse(path, data)
	return lf, err
}

// parse parses lockfile data and returns its layout too.
func parse(path string, data []byte) (*Lockfile, *layout, error) {
	if !json.Valid(data) {
		err := json.Unmarshal(data, new(json.RawMessage))
		return nil, nil, fmt.Errorf("lockfile parse error in '%s': %v", path, err)
	}
	if bytes.TrimLeft(data, " \t\r\n")[0] != '{' {
		return nil, nil, fmt.Errorf("lockfile '%s' must be a JSON object", path)
	}
	l := scanLayout(data)
	lf := &Lockfile{}
	lv, ok := l.top.last("lockfile-version")
	switch {
	case !ok || isNull(data, lv):
		return nil, nil, errors.New("lockfile missing 'lockfile-version' field")
	default:
		var f float64
		if err := json.Unmarshal(data[lv.start:lv.end], &f); err != nil || f != float64(int64(f)) {
			return nil, nil, fmt.Errorf("lockfile '%s': 'lockfile-version' must be an integer", path)
		}
		lf.Version = int64(f)
	}
	mc, ok := l.top.last("manifest-checksum")
	switch {
	case !ok || isNull(data, mc):
		return nil, nil, errors.New("lockfile missing 'manifest-checksum' field")
	case data[mc.start] != '"':
		return nil, nil, fmt.Errorf("lockfile '%s': 'manifest-checksum' must be a string", path)
	}
	lf.ManifestChecksum = str(data, &l.top, "manifest-checksum")
	if ps, ok := l.top.last("packages"); ok && !isNull(data, ps) && data[ps.start] != '[' {
		return nil, nil, fmt.Errorf("lockfile '%s': 'packages' must be an array", path)
	}
	checksums := map[string]string{}
	for _, obj := range l.entries {
		if obj == nil {
			continue
		}
		pkg := entryPackage(data, obj)
		if pkg.Name == "" || pkg.Version == "" {
			continue
		}
		coord := pkg.Name + "@" + pkg.Version
		if sum, seen := checksums[coord]; !seen {
			checksums[coord] = pkg.Checksum
		} else if sum != pkg.Checksum {
			return nil, nil, fmt.Errorf("lockfile '%s': package '%s' has two checksums, '%s' and '%s'", path, coord, sum, pkg.Checksum)
		}
		lf.Packages = append(lf.Packages, pkg)
	}
	return lf, l, nil
}

func isNull(data []byte, s span) bool { return data[s.start] == 'n' }

// str returns the string value of obj's last member named key, "" when
// there is none or it is not a string.
// entryPackage is the package a lockfile entry describes, its missing
// keys empty.
func entryPackage(data []byte, obj *object) Package {
	return Package{
		Name:         str(data, obj, "name"),
		Version:      str(data, obj, "version"),
		Checksum:     str(data, obj, "checksum"),
		Member:       str(data, obj, "member"),
		ResolvedFrom: str(data, obj, "resolved-from"),
		ProvidedBy:   str(data, obj, "provided-by"),
	}
}

func str(data []byte, obj *object, key string) string {
	v, ok := obj.last(key)
	if !ok || data[v.start] != '"' {
		return ""
	}
	return unquote(data[v.start:v.end])
}

// CachePath returns the path, relative to the project directory, of the
// archive whose checksum is checksum ("sha256:" and 64 lowercase hex digits).
// ok is false for any other checksum, which never becomes a path.
func CachePath(checksum string) (path string, ok bool) {
	hex, found := strings.CutPrefix(checksum, "sha256:")
	if !found || len(hex) != 64 {
		return "", false
	}
	for i := 0; i < len(hex); i++ {
		if c := hex[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return "", false
		}
	}
	return filepath.ToSlash(filepath.Join(CacheDir, hex+".cja")), true
}

// unwrapPath drops the *PathError wrapper, whose path the caller prints.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
