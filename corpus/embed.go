// Package corpus embeds the skills every cajeta binary serves: one directory
// per library (cajeta.language, cajeta.io, ...), one Markdown skill document
// per file, named <id>.md. See docs/corpus.md for what each library covers.
package corpus

import "embed"

// FS holds <library>/<id>.md for every embedded skill.
//
//go:embed */*.md
var FS embed.FS
