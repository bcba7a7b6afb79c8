// Package askedfile reads the asked files of the skill corpus
// (corpus/asked/<library>.tsv): questions agents ask in their own words,
// each with the skill of that library that answers it. The text stage
// indexes them as a field of the skill (text.Asked), so that a question
// worded as agents word it reaches the skill whose text words it
// otherwise.
//
// The format, line by line: a line that is blank or starts with '#' is a
// comment; any other is a skill id, a tab, and the question, one line of
// text.
package askedfile

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
)

// ParseDir reads every <library>.tsv of fsys and returns the questions of
// each skill, keyed "<library>/<id>", in the order the files hold them.
func ParseDir(fsys fs.FS) (map[string][]string, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, err
	}
	out := map[string][]string{}
	var errs []error
	for _, e := range entries {
		lib, ok := strings.CutSuffix(e.Name(), ".tsv")
		if !ok || e.IsDir() {
			continue
		}
		data, err := fs.ReadFile(fsys, e.Name())
		if err == nil {
			err = parse(lib, e.Name(), string(data), out)
		}
		errs = append(errs, err)
	}
	return out, errors.Join(errs...)
}

// parse adds the questions of library lib, read from the file name holding
// data, to out.
func parse(lib, name, data string, out map[string][]string) error {
	var errs []error
	for i, line := range strings.Split(data, "\n") {
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		id, question, ok := strings.Cut(line, "\t")
		switch {
		case !ok || strings.Contains(question, "\t"):
			errs = append(errs, fmt.Errorf("%s:%d: want a skill id, a tab and a question", name, i+1))
		case strings.TrimSpace(id) != id || id == "":
			errs = append(errs, fmt.Errorf("%s:%d: bad skill id %q", name, i+1, id))
		case strings.TrimSpace(question) == "":
			errs = append(errs, fmt.Errorf("%s:%d: empty question", name, i+1))
		default:
			out[lib+"/"+id] = append(out[lib+"/"+id], question)
		}
	}
	return errors.Join(errs...)
}
