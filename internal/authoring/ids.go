package authoring

import (
	"bytes"
	"fmt"
	"strings"
)

// uniqueIDs keeps the first of the skills (sorted by id, then path) whose
// ids are equal apart from ASCII case, and returns a problem for each other
// one, naming both files at their id lines. Two such files would make one
// archive member, or two members that a case-insensitive file system
// merges.
func uniqueIDs(skills []Skill) ([]Skill, []string) {
	var kept []Skill
	var problems []string
	first, exact := map[string]Skill{}, map[string]Skill{}
	for _, sk := range skills {
		key := strings.ToLower(sk.Doc.ID)
		other, dup := exact[sk.Doc.ID]
		if !dup {
			other, dup = first[key]
		}
		if !dup {
			first[key] = sk
			exact[sk.Doc.ID] = sk
			kept = append(kept, sk)
			continue
		}
		if _, seen := exact[sk.Doc.ID]; !seen {
			exact[sk.Doc.ID] = sk
		}
		how := "is also the id of"
		if other.Doc.ID != sk.Doc.ID {
			how = fmt.Sprintf("differs only in case from id '%s' of", other.Doc.ID)
		}
		problems = append(problems, fmt.Sprintf("%s:%d: id '%s' %s %s:%d",
			sk.Path, fieldLine(sk.Data, "id"), sk.Doc.ID, how, other.Path, fieldLine(other.Data, "id")))
	}
	return kept, problems
}

// fieldLine returns the file line of the front matter's top-level field
// key in data (a valid skill file), or 1 when it is not found on a line of
// its own.
func fieldLine(data []byte, key string) int {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	for i, l := range bytes.Split(data, []byte("\n")) {
		if i > 0 && isFence(l) {
			break
		}
		if bytes.HasPrefix(l, []byte(key+":")) {
			return i + 1
		}
	}
	return 1
}

// isFence reports whether the line l closes a front matter.
func isFence(l []byte) bool {
	l = bytes.TrimSuffix(l, []byte("\r"))
	return string(l) == "---" || string(l) == "..."
}
