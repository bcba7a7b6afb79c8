package text

import (
	_ "embed"
	"slices"
	"strings"
	"sync"
)

// phrasingText is phrasing.txt: common English verbs, adjectives and
// adverbs in every form, one lowercase word a line, sorted.
//
//go:embed phrasing.txt
var phrasingText string

// phrasingWords are the lines of phrasingText, split on first use.
var phrasingWords = sync.OnceValue(func() []string {
	return strings.Split(strings.TrimSpace(phrasingText), "\n")
})

// isPhrasing reports whether the lowercase word w only phrases a
// question (propose, redact, cleanest, honouring): everyday English that,
// where no skill holds it, says how the writer asks, not what about. It
// counts only where some skill holds it, as the writer's data does.
func isPhrasing(w string) bool {
	_, found := slices.BinarySearch(phrasingWords(), w)
	return found
}
