// Package corpus embeds the skills every cajeta binary serves: one directory
// per library (cajeta.language, cajeta.io, ...), one Markdown skill document
// per file, named <id>.md. See docs/corpus.md for what each library covers.
//
// index.go is the front matter of every file, and text_index.go the text
// index of every skill, made at build time so that the binary parses no
// YAML and reads no skill at start; 'go test ./corpus -update' rewrites them
// after a skill file changes, and the tests fail while they are stale.
package corpus

import (
	"embed"

	"github.com/cajeta-lang/skills/internal/skilldoc"
	"github.com/cajeta-lang/skills/internal/text"
)

//go:embed */*.md
var files embed.FS

// FS holds <library>/<id>.md for every embedded skill, and their index.
var FS = Indexed{files}

// Indexed is a corpus of skill files with the index made from them.
type Indexed struct{ embed.FS }

// SkillIndex returns the front matter of every skill, by library.
func (Indexed) SkillIndex() []skilldoc.Library { return index }

// TextIndex returns the text index of every skill.
func (Indexed) TextIndex() *text.Segment { return textIndex }
