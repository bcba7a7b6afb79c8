package mcp

import (
	"encoding/base64"
	"encoding/json"
	"sort"
	"strings"

	"github.com/cajeta-lang/skills/internal/wirejson"
)

// Pages of skills/list and resources/list have three budgets: at most
// pageSize items, at most maxPageBytes of JSON (wirejson.MaxAnswer, as a
// getSkills answer), and at most maxPageRead bytes of skill payloads read
// to make them (skills/list reads each skill once, for its digest). A page
// that reaches one ends there, with a cursor for the rest; every page
// holds at least one skill's items when one is left that can be listed.
const (
	pageSize     = 500
	maxPageBytes = wirejson.MaxAnswer
	maxPageRead  = 64 << 20
)

// A cursor names the last skill a page considered, by its skill:// URI
// (base64url, so that a client takes it for the opaque string MCP says it
// is): the next page starts at the first skill after it. It is not an
// offset, so that a page asked for after the lockfile changed neither
// skips nor repeats a skill that is there before and after; skills added
// before the cursor meanwhile appear at the next listing.
func encodeCursor(uri string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(uri))
}

// after returns the index in set of the first skill after the cursor, 0
// for no cursor; a cursor that names no skill:// URI is -32602.
func (set *skillSet) after(cursor string) (int, error) {
	if cursor == "" {
		return 0, nil
	}
	b, err := base64.RawURLEncoding.DecodeString(cursor)
	if err != nil || !strings.HasPrefix(string(b), "skill://") {
		return 0, invalidParams("invalid cursor '%s'", cursor)
	}
	last := string(b)
	return sort.Search(len(set.list), func(i int) bool { return set.list[i].uri > last }), nil
}

// page makes one page of the items of set's skills from after the cursor,
// within the budgets above: items gives a skill's items, and the payload
// bytes it read to make them. A skill whose items fail, or alone pass
// maxPageBytes, is left out, and only it: its own skills/get or
// resources/read says why. next is the cursor of the rest, "" when none is
// left.
func (s *Server) page(set *skillSet, cursor string, items func(as *agentSkill) ([]any, int, error)) (out []json.RawMessage, next string, err error) {
	i, err := set.after(cursor)
	if err != nil {
		return nil, "", err
	}
	out = []json.RawMessage{}
	size, read, last := 0, 0, ""
	for ; i < len(set.list) && len(out) < pageSize && read < maxPageRead; i++ {
		as := set.list[i]
		its, n, err := items(as)
		read += n
		var encoded []json.RawMessage
		group := 0
		for _, it := range its {
			b, merr := wirejson.Marshal(it)
			if err == nil && merr != nil {
				err = merr
			}
			encoded = append(encoded, b)
			group += len(b) + 1
		}
		if err == nil && group <= maxPageBytes {
			if len(out) > 0 && (size+group > maxPageBytes || len(out)+len(encoded) > pageSize) {
				break // for the next page
			}
			out = append(out, encoded...)
			size += group
		}
		last = as.uri
	}
	if i < len(set.list) {
		next = encodeCursor(last)
	}
	return out, next, nil
}
