package lockfile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/cajeta-lang/skills/internal/jsonscan"
)

// AddPackage records p in the lockfile at path, creating the file when it
// is missing. Every entry of p's coordinate (name and version) gets p's
// checksum, so that the coordinate keeps one; when no entry of it has p's
// member, an entry is appended. Nothing else changes: the edit is made in
// the file's bytes, so unknown fields, big numbers, duplicate keys, key
// order and layout survive. The new file replaces the old one atomically
// (see writeAtomic). Callers that may run concurrently hold the install
// lock (see Install).
func AddPackage(path string, p Package) error {
	data, err := readLockfile(path)
	if err != nil {
		return err
	}
	if data == nil {
		data = newLockfile(p)
	} else {
		_, l, err := parse(path, data)
		if err != nil {
			return err
		}
		data = addPackage(data, l, p)
	}
	if err := writeAtomic(path, data); err != nil {
		return fmt.Errorf("cannot write lockfile '%s': %v", path, unwrapPath(err))
	}
	return nil
}

// newLockfile is a fresh lockfile holding only p.
func newLockfile(p Package) []byte {
	return encode(map[string]any{"lockfile-version": 1, "manifest-checksum": "", "packages": []any{entry(p)}}, "")
}

func entry(p Package) map[string]any {
	e := map[string]any{"name": p.Name, "version": p.Version, "checksum": p.Checksum}
	if p.Member != "" {
		e["member"] = p.Member
	}
	return e
}

// encode is v as indented JSON (sorted keys, no HTML escaping), each line
// after the first prefixed with prefix, without a final newline unless
// prefix is "".
func encode(v any, prefix string) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent(prefix, "  ")
	enc.Encode(v)
	if prefix != "" {
		return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
	}
	return b.Bytes()
}

// compact is p's entry on one line, keys sorted as encode sorts them.
func compact(p Package) []byte {
	b := fmt.Appendf(nil, `{"checksum": %s, `, quote(p.Checksum))
	if p.Member != "" {
		b = fmt.Appendf(b, `"member": %s, `, quote(p.Member))
	}
	return fmt.Appendf(b, `"name": %s, "version": %s}`, quote(p.Name), quote(p.Version))
}

// edit replaces data[at.start:at.end] with text.
type edit struct {
	at   span
	text []byte
}

// addPackage returns data, laid out as l, with p recorded.
func addPackage(data []byte, l *layout, p Package) []byte {
	sum := quote(p.Checksum)
	var edits []edit
	replaced := false
	for _, obj := range l.entries {
		if obj == nil || str(data, obj, "name") != p.Name || str(data, obj, "version") != p.Version {
			continue
		}
		if str(data, obj, "member") == p.Member {
			replaced = true
		}
		found := false
		for _, m := range obj.members {
			if m.key == "checksum" {
				edits = append(edits, edit{m.val, sum})
				found = true
			}
		}
		if !found {
			at := obj.span.start + 1
			edits = append(edits, edit{span{at, at}, fmt.Appendf(nil, `"checksum": %s, `, sum)})
		}
	}
	if !replaced {
		edits = append(edits, appendEntry(data, l, p))
	}
	return applyEdits(data, edits)
}

// applyEdits returns data with each edit made; the edits' spans do not
// overlap.
func applyEdits(data []byte, edits []edit) []byte {
	slices.SortFunc(edits, func(a, b edit) int { return a.at.start - b.at.start })
	var out []byte
	last := 0
	for _, e := range edits {
		out = append(out, data[last:e.at.start]...)
		out = append(out, e.text...)
		last = e.at.end
	}
	return append(out, data[last:]...)
}

// appendEntry is the edit that adds e to the end of the packages array,
// in the style of the entry before it, or creates the array.
func appendEntry(data []byte, l *layout, p Package) edit {
	ps, ok := l.top.last("packages")
	if !ok {
		// lockfile-version and manifest-checksum are there: append after them.
		end := l.top.members[len(l.top.members)-1].val.end
		return edit{span{end, end}, fmt.Appendf(nil, `, "packages": [%s]`, compact(p))}
	}
	if len(l.packages) == 0 {
		return edit{ps, fmt.Appendf(nil, `[%s]`, compact(p))}
	}
	prev := l.packages[len(l.packages)-1]
	// The white space before the previous entry, after its comma or '['.
	ws := prev.start
	for ws > 0 && jsonscan.IsSpace(data[ws-1]) {
		ws--
	}
	sep := data[ws:prev.start]
	text := []byte{','}
	if i := bytes.LastIndexByte(sep, '\n'); i >= 0 {
		text = append(text, sep...)
		if bytes.IndexByte(data[prev.start:prev.end], '\n') >= 0 {
			return edit{span{prev.end, prev.end}, append(text, encode(entry(p), string(sep[i+1:]))...)}
		}
	} else {
		text = append(text, ' ')
	}
	return edit{span{prev.end, prev.end}, append(text, compact(p)...)}
}

func quote(s string) []byte {
	return bytes.TrimSuffix(encode(s, ""), []byte("\n"))
}
