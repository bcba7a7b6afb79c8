// Package authoring is the library author's side of skills: checking a
// skills folder and packing it into a .cja archive with its
// skills/index.json.
package authoring

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/cajeta-lang/skills/internal/agentskill"
	"github.com/cajeta-lang/skills/internal/skilldoc"
	"github.com/cajeta-lang/skills/internal/textline"
	"github.com/cajeta-lang/skills/internal/wirejson"
)

// Skill is one valid skill file of a folder.
type Skill struct {
	Path string
	Doc  *skilldoc.Doc
	Data []byte
}

// Check reads every *.md file of dir and validates it. Only regular files
// are read, none over the archive member cap (see readSkillFile). It returns the valid
// skills, sorted by id, and every problem found, each "file:line: message".
// Beyond each file's own problems: a file may have any name (its id names
// the archive member skills/<id>.md), but no two files may hold the same id
// or ids equal apart from ASCII case (each such pair is reported naming
// both files with their id lines), no two ids may make the same Agent
// Skills name (SPEC 9: the skill's skill:// URI), and the folder must hold
// at least one skill.
func Check(dir string) ([]Skill, []string, error) {
	// Listed, not globbed: a folder's name may hold '[' or '*'.
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, err
	}
	var paths []string
	var problems []string
	for _, de := range des {
		if !strings.HasSuffix(de.Name(), ".md") {
			continue
		}
		p := filepath.Join(dir, de.Name())
		if textline.Escape(de.Name()) != de.Name() {
			// Its name would break the problem lines it is named in.
			problems = append(problems, fmt.Sprintf("%s: the file name holds a control character (shown escaped); not read", textline.Escape(p)))
			continue
		}
		paths = append(paths, p)
	}
	var skills []Skill
	for _, p := range paths {
		data, err := readSkillFile(p)
		if err == nil {
			err = servable(data)
		}
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %v", p, err))
			continue
		}
		doc, err := skilldoc.Parse(p, data)
		if err != nil {
			problems = append(problems, strings.Split(err.Error(), "\n")...)
			continue
		}
		skills = append(skills, Skill{Path: p, Doc: doc, Data: data})
	}
	if len(paths) == 0 {
		problems = append(problems, fmt.Sprintf("%s: no skill files (*.md)", dir))
	}
	sort.SliceStable(skills, func(i, j int) bool { return skills[i].Doc.ID < skills[j].Doc.ID })
	skills, dups := uniqueIDs(skills)
	problems = append(problems, dups...)
	byName := map[string]string{}
	for _, sk := range skills {
		name := agentskill.Name(sk.Doc.ID)
		if name == "" {
			problems = append(problems, fmt.Sprintf("%s: id '%s' makes no Agent Skills name (it needs a letter or digit)", sk.Path, sk.Doc.ID))
		} else if other, dup := byName[name]; dup {
			problems = append(problems, fmt.Sprintf("%s: id '%s' makes the Agent Skills name '%s', as id '%s' does", sk.Path, sk.Doc.ID, name, other))
		} else {
			byName[name] = sk.Doc.ID
		}
	}
	return skills, problems, nil
}

// servable checks that a skill file fits in one answer: a payload that,
// escaped as a JSON string, passes the budget of a getSkills answer
// (wirejson.MaxAnswer) could be packed and installed, and then never be
// served.
func servable(data []byte) error {
	if n := wirejson.EscapedLen(data); n > wirejson.MaxAnswer {
		return fmt.Errorf("%d bytes (%d once escaped in JSON) exceed the %d MiB one answer may carry: it could never be served",
			len(data), n, wirejson.MaxAnswer>>20)
	}
	return nil
}
