package authoring

import (
	"bytes"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/cajeta-lang/skills/internal/skilldoc"
	"github.com/cajeta-lang/skills/internal/textline"
)

// WarnSize is the skill size, in bytes, over which a warning is given:
// about 5,000 tokens, the budget SPEC 8 sets for a skill.
const WarnSize = 20000

// Warnings returns what is worth fixing in the valid skills of the folder
// dir without making them wrong (SPEC 8), each "file:line: warning: ...":
// a skill over WarnSize bytes, an empty body, a missing title or
// description, a TODO placeholder of the 'skills new' template left in its
// names, title, description or body, a title or description that YAML
// cuts short at " #", a name bound outside the namespace of
// library (only when library is not empty) and a .md file in a subfolder
// of dir, which is not read. They are sorted by file, then line.
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
		for _, name := range sk.Doc.AppliesTo {
			if hasPlaceholder(name) {
				add(nameLine(sk.Data, name), "applies-to: '%s' is %s", name, placeholder)
			}
		}
		if hasPlaceholder(sk.Doc.Title) {
			add(fieldLine(sk.Data, "title"), "title: %s", placeholder)
		}
		if hasPlaceholder(sk.Doc.Description) {
			add(fieldLine(sk.Data, "description"), "description: %s", placeholder)
		}
		if n, line := bodyPlaceholders(sk.Data); n > 0 {
			add(line, "body: %d line(s) hold %s, the first here", n, placeholder)
		}
		for _, key := range []string{"title", "description"} {
			if line := cutByComment(sk.Data, key); line > 0 {
				add(line, "%s: YAML reads ' #' and what follows as a comment, so the %s ends before it; quote the value", key, key)
			}
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

// cutByComment returns the line of the front matter's key when its value
// is a plain (unquoted) scalar holding " #", which YAML cuts there ("with
// #, #T and ^T" loses all from the '#'), else 0.
func cutByComment(data []byte, key string) int {
	line := fieldLine(data, key)
	lines := bytes.Split(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), []byte("\n"))
	if line < 2 || line > len(lines) {
		return 0
	}
	v := bytes.TrimSpace(bytes.TrimPrefix(lines[line-1], []byte(key+":")))
	if len(v) == 0 || bytes.IndexByte([]byte("\"'|>[{"), v[0]) >= 0 || !bytes.Contains(v, []byte(" #")) {
		return 0
	}
	return line
}

// placeholder says, in warnings, what a TODO of the template is.
const placeholder = "a TODO placeholder of the 'skills new' template"

// hasPlaceholder reports whether s holds the word TODO, in capitals and
// not inside a longer word, as the template writes its placeholders
// (TODO/package/Class, "TODO one line ...").
func hasPlaceholder(s string) bool {
	for i := 0; ; {
		at := strings.Index(s[i:], "TODO")
		if at < 0 {
			return false
		}
		at += i
		end := at + len("TODO")
		if (at == 0 || !isWordByte(s[at-1])) && (end == len(s) || !isWordByte(s[end])) {
			return true
		}
		i = end
	}
}

func isWordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// bodyPlaceholders counts the lines of data's body that hold a TODO
// placeholder, and returns the file line of the first. A line is one when
// it is a line of the template that holds TODO, as the template wrote it
// (in its example's code fence too), or, outside a code fence, when it holds
// the word TODO: a TODO in a skill's own code example ("TODO left in") is
// no placeholder.
func bodyPlaceholders(data []byte) (n, first int) {
	body := skilldoc.Body(data)
	start := bytes.Count(data[:len(data)-len(body)], []byte("\n")) + 1
	fenced := false
	for i, l := range strings.Split(body, "\n") {
		l = strings.TrimSpace(l)
		if strings.HasPrefix(l, "```") || strings.HasPrefix(l, "~~~") {
			fenced = !fenced
			continue
		}
		if templateTODOs()[l] || !fenced && hasPlaceholder(l) {
			if n == 0 {
				first = start + i
			}
			n++
		}
	}
	return n, first
}

// templateTODOs are the lines of the template that hold TODO, trimmed.
var templateTODOs = sync.OnceValue(func() map[string]bool {
	lines := map[string]bool{}
	for l := range strings.SplitSeq(template, "\n") {
		if l = strings.TrimSpace(l); hasPlaceholder(l) {
			lines[l] = true
		}
	}
	return lines
})
