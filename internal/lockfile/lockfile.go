// Package lockfile reads cajeta.lock, the project's record of the exact
// package versions its build resolved, and locates each package's archive in
// the artifact cache.
package lockfile

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
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

// Read reads the lockfile at path. A missing file returns (nil, nil).
func Read(path string) (*Lockfile, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("cannot open lockfile '%s': %v", path, unwrapPath(err))
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("cannot open lockfile '%s': not a regular file", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxSize+1))
	if err != nil {
		return nil, fmt.Errorf("cannot open lockfile '%s': %v", path, unwrapPath(err))
	}
	if len(data) > maxSize {
		return nil, fmt.Errorf("cannot open lockfile '%s': larger than %d bytes", path, maxSize)
	}
	return Parse(path, data)
}

// Parse parses lockfile data; path names it in errors.
func Parse(path string, data []byte) (*Lockfile, error) {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("lockfile parse error in '%s': %v", path, err)
	}
	top, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("lockfile '%s' must be a JSON object", path)
	}
	lf := &Lockfile{}
	switch lv := top["lockfile-version"].(type) {
	case float64:
		if lv != float64(int64(lv)) {
			return nil, fmt.Errorf("lockfile '%s': 'lockfile-version' must be an integer", path)
		}
		lf.Version = int64(lv)
	case nil:
		return nil, errors.New("lockfile missing 'lockfile-version' field")
	default:
		return nil, fmt.Errorf("lockfile '%s': 'lockfile-version' must be an integer", path)
	}
	switch mc := top["manifest-checksum"].(type) {
	case string:
		lf.ManifestChecksum = mc
	case nil:
		return nil, errors.New("lockfile missing 'manifest-checksum' field")
	default:
		return nil, fmt.Errorf("lockfile '%s': 'manifest-checksum' must be a string", path)
	}
	pkgs, ok := top["packages"].([]any)
	if !ok && top["packages"] != nil {
		return nil, fmt.Errorf("lockfile '%s': 'packages' must be an array", path)
	}
	for _, p := range pkgs {
		obj, ok := p.(map[string]any)
		if !ok {
			continue
		}
		pkg := Package{
			Name:         str(obj, "name"),
			Version:      str(obj, "version"),
			Checksum:     str(obj, "checksum"),
			Member:       str(obj, "member"),
			ResolvedFrom: str(obj, "resolved-from"),
			ProvidedBy:   str(obj, "provided-by"),
		}
		if pkg.Name == "" || pkg.Version == "" {
			continue
		}
		lf.Packages = append(lf.Packages, pkg)
	}
	return lf, nil
}

func str(obj map[string]any, key string) string {
	s, _ := obj[key].(string)
	return s
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
