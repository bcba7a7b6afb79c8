package lockfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// AddPackage records p in the lockfile at path, creating the file when it
// is missing: an entry with p's name, version and member has its checksum
// replaced, any other is kept; fields this package does not know are kept.
func AddPackage(path string, p Package) error {
	top := map[string]any{"lockfile-version": 1, "manifest-checksum": "", "packages": []any{}}
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		if _, err := Parse(path, data); err != nil {
			return err
		}
		top = nil
		if err := json.Unmarshal(data, &top); err != nil {
			return fmt.Errorf("lockfile parse error in '%s': %v", path, err)
		}
	case !errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("cannot open lockfile '%s': %v", path, unwrapPath(err))
	}
	entry := map[string]any{"name": p.Name, "version": p.Version, "checksum": p.Checksum}
	if p.Member != "" {
		entry["member"] = p.Member
	}
	pkgs, _ := top["packages"].([]any)
	replaced := false
	for i, e := range pkgs {
		obj, ok := e.(map[string]any)
		if ok && str(obj, "name") == p.Name && str(obj, "version") == p.Version && str(obj, "member") == p.Member {
			obj["checksum"] = p.Checksum
			pkgs[i] = obj
			replaced = true
		}
	}
	if !replaced {
		pkgs = append(pkgs, entry)
	}
	top["packages"] = pkgs
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(top); err != nil {
		return err
	}
	return os.WriteFile(path, b.Bytes(), 0o666)
}
