package authoring

import (
	"bytes"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"

	"github.com/cajeta-lang/skills/internal/skilldoc"
	"github.com/cajeta-lang/skills/internal/textline"
)

// WarnSize is the skill size, in bytes, over which a warning is given:
// about 5,000 tokens, the budget SPEC 8 sets for a skill.
const WarnSize = 20000

// Warnings returns what is worth fixing in the valid skills of the folder
// dir without making them wrong (SPEC 8), each "file:line: warning: ...":
// a skill over WarnSize bytes, an empty body, a missing title or
// description, a name bound outside the namespace of library (only when
// library is not empty) and a .md file in a subfolder of dir, which is not
// read. They are sorted by file, then line.
func Warnings(dir string, skills []Skill, library string) []string {
	type warning struct {
		path string
		line int
		msg  string
	}
	var ws []warning
	for _, sk := range skills {
		add := func(line int, format string, args ...any) {
			ws = append(ws, warning{sk.Path, line, fmt.Sprintf(format, args...)})
		}
		if n := len(sk.Data); n > WarnSize {
			add(1, "%d bytes, over the %d (about 5,000 tokens) a skill should stay within", n, WarnSize)
		}
		if body := skilldoc.Body(sk.Data); strings.TrimSpace(body) == "" {
			add(bytes.Count(sk.Data[:len(sk.Data)-len(body)], []byte("\n")), "empty body: nothing follows the front matter")
		}
		if sk.Doc.Title == "" {
			add(1, "no title")
		}
		if sk.Doc.Description == "" {
			add(1, "no description (the MCP Skills extension needs one)")
		}
		if library == "" {
			continue
		}
		for _, name := range sk.Doc.AppliesTo {
			if !inNamespace(name, library) {
				add(nameLine(sk.Data, name), "'%s' is outside library %s's names (%s, %s): it would shadow another library's skill for it",
					name, library, library, strings.ReplaceAll(library, ".", "/"))
			}
		}
	}
	// Hidden folders (.git, .cajeta) are not an author's skills.
	filepath.WalkDir(dir, func(p string, de fs.DirEntry, err error) error {
		if err == nil && de.IsDir() && p != dir && strings.HasPrefix(de.Name(), ".") {
			return filepath.SkipDir
		}
		if err == nil && !de.IsDir() && strings.HasSuffix(de.Name(), ".md") && filepath.Dir(p) != filepath.Clean(dir) {
			ws = append(ws, warning{textline.Escape(p), 0, "ignored: skills are the files directly in " + dir})
		}
		return nil
	})
	sort.SliceStable(ws, func(i, j int) bool {
		if ws[i].path != ws[j].path {
			return ws[i].path < ws[j].path
		}
		return ws[i].line < ws[j].line
	})
	out := make([]string, len(ws))
	for i, w := range ws {
		if w.line > 0 {
			out[i] = fmt.Sprintf("%s:%d: warning: %s", w.path, w.line, w.msg)
		} else {
			out[i] = fmt.Sprintf("%s: warning: %s", w.path, w.msg)
		}
	}
	return out
}

// inNamespace reports whether the canonical name is library's (acme.retry)
// or its package path's (acme/retry), or a descendant of either.
func inNamespace(name, library string) bool {
	for _, root := range []string{library, strings.ReplaceAll(library, ".", "/")} {
		if name == root || strings.HasPrefix(name, root) && (name[len(root)] == '/' || name[len(root)] == '.') {
			return true
		}
	}
	return false
}

// nameLine returns the file line of the front matter where name is
// written, or the line of the applies-to field when it is not found.
func nameLine(data []byte, name string) int {
	for i, l := range bytes.Split(data, []byte("\n")) {
		if i > 0 && isFence(l) {
			break
		}
		if bytes.Contains(l, []byte(name)) && !bytes.HasPrefix(l, []byte("id:")) {
			return i + 1
		}
	}
	return fieldLine(data, "applies-to")
}
