package lockfile

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
)

// ErrNotRecorded is the error of an uninstall that matches no package.
var ErrNotRecorded = errors.New("not recorded")

// Uninstall removes from dir/cajeta.lock every package entry named name,
// of version version when it is not "", and of workspace module member
// when it is not "", and then removes from the artifact cache each archive
// they recorded that no entry left records. It returns the entries
// removed, in file order, and the cache paths (relative to dir) of the
// archives removed.
//
// It is as careful as Install: it holds the install lock
// (dir/cajeta.lock.lock) throughout; the lockfile is changed only by the
// entries it removes (every other byte stays, see removePackages) and is
// replaced atomically (see writeAtomic). Matching no entry is an error
// wrapping ErrNotRecorded that lists the packages the lockfile records.
func Uninstall(dir, name, version, member string) (removed []Package, pruned []string, err error) {
	path := filepath.Join(dir, Name)
	unlock, err := lock(filepath.Join(dir, LockName))
	if err != nil {
		return nil, nil, err
	}
	defer unlock()
	data, err := readLockfile(path)
	if err != nil {
		return nil, nil, err
	}
	if data == nil {
		return nil, nil, fmt.Errorf("no %s here: nothing is installed", Name)
	}
	lf, l, err := parse(path, data)
	if err != nil {
		return nil, nil, err
	}
	match := func(p Package) bool {
		return p.Name == name && (version == "" || p.Version == version) && (member == "" || p.Member == member)
	}
	out, removed := removePackages(data, l, match)
	if len(removed) == 0 {
		return nil, nil, notRecorded(lf, name, version, member)
	}
	if err := writeAtomic(path, out); err != nil {
		return nil, nil, fmt.Errorf("cannot write lockfile '%s': %v", path, unwrapPath(err))
	}
	left := map[string]bool{}
	for _, p := range lf.Packages {
		if !match(p) {
			left[p.Checksum] = true
		}
	}
	seen := map[string]bool{}
	for _, p := range removed {
		if left[p.Checksum] || seen[p.Checksum] {
			continue
		}
		seen[p.Checksum] = true
		if ok, err := removeCached(dir, p.Checksum); err != nil {
			return removed, pruned, err
		} else if ok {
			rel, _ := CachePath(p.Checksum)
			pruned = append(pruned, rel)
		}
	}
	return removed, pruned, nil
}

// notRecorded is the error of an uninstall that matched nothing: it says
// what was asked for and lists the packages the lockfile records.
func notRecorded(lf *Lockfile, name, version, member string) error {
	what := name
	if version != "" {
		what += "@" + version
	}
	if member != "" {
		what += " for module " + member
	}
	var has []string
	seen := map[string]bool{}
	for _, p := range lf.Packages {
		c := p.Name + "@" + p.Version
		if !seen[c] {
			seen[c] = true
			has = append(has, c)
		}
	}
	if len(has) == 0 {
		return fmt.Errorf("%s: %w in %s, which records no package", what, ErrNotRecorded, Name)
	}
	return fmt.Errorf("%s: %w in %s (it records %s)", what, ErrNotRecorded, Name, strings.Join(has, ", "))
}

// removePackages returns data, laid out as l, without the package
// entries that match, and those entries in file order. Nothing else
// changes: an entry goes with the separator before it (or, for leading
// entries, the one after them), so the layout of those left stays as it
// was; an array left empty becomes [].
func removePackages(data []byte, l *layout, match func(Package) bool) ([]byte, []Package) {
	var removed []Package
	gone := make([]bool, len(l.packages))
	for i, obj := range l.entries {
		if obj == nil {
			continue
		}
		p := entryPackage(data, obj)
		if p.Name != "" && p.Version != "" && match(p) {
			gone[i] = true
			removed = append(removed, p)
		}
	}
	if len(removed) == 0 {
		return data, nil
	}
	first := 0 // the first entry kept
	for first < len(gone) && gone[first] {
		first++
	}
	var edits []edit
	if first == len(gone) {
		ps, _ := l.top.last("packages")
		edits = append(edits, edit{ps, []byte("[]")})
	} else {
		if first > 0 {
			edits = append(edits, edit{span{l.packages[0].start, l.packages[first].start}, nil})
		}
		for i := first + 1; i < len(gone); i++ {
			if gone[i] {
				edits = append(edits, edit{span{l.packages[i-1].end, l.packages[i].end}, nil})
			}
		}
	}
	return applyEdits(data, edits), removed
}
