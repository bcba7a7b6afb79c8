package authoring

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/cajeta-lang/skills/internal/skilldoc"
)

// template is the skill NewSkill writes, laid out as SPEC 8's authoring
// rules ask: the answer first (a routing table with a "not here" row),
// ownership at each boundary, what the code does not do, one example with
// its imports, the sharp edges. ID is replaced by the skill's id.
const template = `---
id: ID
applies-to: [TODO/package/Class, TODO/package/Class.method]
title: TODO one line naming the task this skill answers
description: TODO one sentence saying what a reader can do after reading it (the MCP Skills extension shows it).
---
# TODO title

TODO one or two sentences: the answer a capable Java, C++ or Rust programmer
would get wrong without this skill. Keep the whole file well under 5,000
tokens; link to other skills by canonical name in backticks instead of
copying them.

| task | use | not here |
|---|---|---|
| TODO the common task | ` + "`TODO/package/Class.method`" + ` | |
| TODO the task people look for here | | TODO where it lives instead (` + "`TODO/other/Name`" + `) |

## Ownership at each boundary

- TODO per call that takes or returns a value: owned (` + "`#`" + ` transfers it) or
  lent (a plain name), who frees it, what the caller may still use afterwards.

## What it does not do

- TODO what a reader would expect from their own language and will not find.

## Example

` + "```cajeta" + `
import TODO.package.Class;

// TODO the smallest complete program that does the task idiomatically
` + "```" + `

## Sharp edges

- TODO what crashes, corrupts memory, fails to compile for a reason the
  error does not explain, or silently does the wrong thing.
`

// NewSkill writes dir/<id>.md from the template, making dir when missing,
// and returns the file's path. It never overwrites: an existing file (or
// link) at that path is an error.
func NewSkill(dir, id string) (string, error) {
	if err := skilldoc.CheckID(id); err != nil {
		return "", fmt.Errorf("%s", strings.Replace(err.Error(), "field 'id'", "id", 1))
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return "", err
	}
	path := filepath.Join(dir, id+".md")
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|openFlags, 0o666)
	if errors.Is(err, fs.ErrExist) {
		return "", fmt.Errorf("%s: already exists, not overwritten", path)
	}
	if err != nil {
		return "", err
	}
	_, err = f.WriteString(strings.Replace(template, "id: ID", "id: "+id, 1))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return path, err
}
