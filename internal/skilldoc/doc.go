// Package skilldoc parses and validates skill documents: Markdown files that
// open with a YAML front matter naming the skill's id, the canonical names it
// applies to, and an optional title, description and keywords.
package skilldoc

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"
)

// Doc is the front matter of one skill document.
type Doc struct {
	ID          string
	AppliesTo   []string
	Title       string
	Description string
	// Keywords are the words agents bring that the skill answers but its
	// text may not hold: other languages' names for the same thing, error
	// codes and messages, task words (SPEC 4.2). Only search reads them.
	Keywords []string
}

// Library is the skill documents of one library, in file name order.
type Library struct {
	Name string
	Docs []*Doc
}

// Problem is one thing wrong with a skill document, at a 1-based line of the
// file (0 when no line applies).
type Problem struct {
	Line int
	Msg  string
}

func (p Problem) String() string {
	if p.Line > 0 {
		return fmt.Sprintf("%d: %s", p.Line, p.Msg)
	}
	return p.Msg
}

// Error is every problem found in one document, prefixed by its source.
type Error struct {
	Source   string
	Problems []Problem
}

func (e *Error) Error() string {
	var b strings.Builder
	for i, p := range e.Problems {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(e.Source)
		b.WriteString(":")
		if p.Line > 0 {
			fmt.Fprintf(&b, "%d:", p.Line)
		}
		b.WriteString(" ")
		b.WriteString(p.Msg)
	}
	return b.String()
}

// Parse reads the front matter of the skill document data, named source in
// errors, and validates it. A returned error is an *Error listing every
// problem found.
func Parse(source string, data []byte) (*Doc, error) {
	doc, problems := parse(data)
	if len(problems) > 0 {
		return nil, &Error{Source: source, Problems: problems}
	}
	return doc, nil
}

func parse(data []byte) (*Doc, []Problem) {
	header, line, err := frontMatter(data)
	if err != nil {
		return nil, []Problem{{Line: 1, Msg: err.Error()}}
	}
	var root yaml.Node
	if err := yaml.Unmarshal(header, &root); err != nil {
		return nil, []Problem{yamlProblem(err, header, line)}
	}
	m := &yaml.Node{Kind: yaml.MappingNode, Line: 1}
	if len(root.Content) > 0 {
		m = root.Content[0]
	}
	if m.Kind != yaml.MappingNode {
		return nil, []Problem{{Line: line + m.Line - 1, Msg: "front matter: expected a mapping of fields"}}
	}
	return fields(m, line-1)
}

// fields reads the known keys of the front matter mapping m; lines in m are
// offset by off from lines of the file.
func fields(m *yaml.Node, off int) (*Doc, []Problem) {
	var doc Doc
	var problems []Problem
	add := func(n *yaml.Node, format string, args ...any) {
		problems = append(problems, Problem{Line: n.Line + off, Msg: fmt.Sprintf(format, args...)})
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		if seen[k.Value] {
			add(k, "field '%s' is given twice", k.Value)
			continue
		}
		seen[k.Value] = true
		switch k.Value {
		case "id":
			if !isString(v) {
				add(v, "field 'id' must be a string")
				continue
			}
			doc.ID = v.Value
			if err := CheckID(v.Value); err != nil {
				add(v, "%v", err)
			}
		case "applies-to":
			if v.Kind == yaml.ScalarNode && v.ShortTag() != "!!null" {
				add(v, "field 'applies-to' must be a list of canonical names, not a single value (write 'applies-to: [%s]')", v.Value)
				continue
			}
			if v.Kind == yaml.MappingNode {
				add(v, "field 'applies-to' must be a list of canonical names, not a mapping")
				continue
			}
			if v.Kind != yaml.SequenceNode || len(v.Content) == 0 {
				add(v, "missing required field 'applies-to' (expected a non-empty list of canonical names)")
				continue
			}
			for _, e := range v.Content {
				if !isString(e) || e.Value == "" {
					add(e, "field 'applies-to' has an empty or non-string entry")
					continue
				}
				if err := CheckName(e.Value); err != nil {
					add(e, "field 'applies-to': %v", err)
					continue
				}
				doc.AppliesTo = append(doc.AppliesTo, e.Value)
			}
		case "title", "description":
			if !isString(v) {
				add(v, "field '%s' must be a string", k.Value)
				continue
			}
			if k.Value == "title" {
				doc.Title = v.Value
			} else {
				doc.Description = v.Value
			}
		case "keywords":
			if v.Kind != yaml.SequenceNode {
				add(v, "field 'keywords' must be a list of strings")
				continue
			}
			for _, e := range v.Content {
				if !isString(e) || strings.TrimSpace(e.Value) == "" {
					add(e, "field 'keywords' has an empty or non-string entry (quote a value such as 404 or true)")
					continue
				}
				doc.Keywords = append(doc.Keywords, e.Value)
			}
		}
	}
	if !seen["id"] {
		add(m, "missing required field 'id'")
	}
	if !seen["applies-to"] {
		add(m, "missing required field 'applies-to' (expected a non-empty list of canonical names)")
	}
	return &doc, problems
}

// isString reports whether n is a scalar that YAML reads as a string.
func isString(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.ShortTag() == "!!str"
}

// yamlLine finds the line number in a YAML error message; compiled at
// first need, as only a malformed front matter needs it and every start
// of the binary would pay for it.
var yamlLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`line (\d+)`) })

// yamlProblem turns a YAML syntax error in header into a problem at its
// file line; the YAML starts at file line off. The YAML library numbers
// the lines of its parser's errors (an unclosed '[', a missing key) from 0
// and those of its scanner's from 1, so a parser error is moved one line
// down. A scanner error on a line indented with a tab says so, as the
// library's "found character that cannot start any token" does not.
func yamlProblem(err error, header []byte, off int) Problem {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	line := off
	if m := yamlLine().FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		msg = strings.TrimSpace(strings.TrimPrefix(msg, m[0]+":"))
		switch {
		case slices.Contains(parserErrors, msg):
			n++
		case tabIndented(header, n):
			msg = tabMsg
		case strings.Contains(msg, "tab") && tabIndented(header, n+1):
			// "found a tab character that violates indentation" names
			// the line before the tab's.
			n, msg = n+1, tabMsg
		}
		line = off + n - 1
	}
	return Problem{Line: line, Msg: "front matter: " + msg}
}

const tabMsg = "a tab indents this line (YAML indents with spaces only)"

// parserErrors are the messages of the YAML library's parser (go.yaml.in/yaml/v3
// parserc.go), whose lines it reports 0-based. (A slice of constants is
// static data; a map would be built at every start of the binary.)
var parserErrors = []string{
	"did not find expected <stream-start>",
	"did not find expected <document start>",
	"did not find expected node content",
	"did not find expected '-' indicator",
	"did not find expected key",
	"did not find expected ',' or ']'",
	"did not find expected ',' or '}'",
	"found undefined tag handle",
	"found duplicate %YAML directive",
	"found incompatible YAML document",
	"found duplicate %TAG directive",
}

// tabIndented reports whether the 1-based line n of yaml starts with
// whitespace holding a tab.
func tabIndented(yaml []byte, n int) bool {
	lines := bytes.Split(yaml, []byte("\n"))
	if n < 1 || n > len(lines) {
		return false
	}
	l := lines[n-1]
	return bytes.ContainsRune(l[:len(l)-len(bytes.TrimLeft(l, " \t"))], '\t')
}

var bom = []byte("\xef\xbb\xbf")

// Body returns what follows the front matter of a skill document: the whole
// document when it has no well-formed front matter.
func Body(data []byte) string {
	_, body, _, err := split(data)
	if err != nil {
		return string(data)
	}
	return string(body)
}

// frontMatter returns the YAML between the opening '---' line and the
// closing '---' or '...' line of data, and the file line the YAML starts on.
func frontMatter(data []byte) ([]byte, int, error) {
	header, _, line, err := split(data)
	return header, line, err
}

// split cuts data into the YAML of its front matter and the body after the
// closing fence line, and returns the file line the YAML starts on.
func split(data []byte) (header, body []byte, line int, err error) {
	data = bytes.TrimPrefix(data, bom)
	first, rest, ok := cutLine(data)
	if string(first) != "---" {
		return nil, nil, 0, errors.New("front matter: first line must be '---'")
	}
	if !ok {
		return nil, nil, 0, errors.New("front matter: opening '---' fence has no closing fence")
	}
	start := len(data) - len(rest)
	for pos := start; pos < len(data); {
		l, next, _ := cutLine(data[pos:])
		if s := string(l); s == "---" || s == "..." {
			return data[start:pos], next, 2, nil
		}
		pos = len(data) - len(next)
	}
	return nil, nil, 0, errors.New("front matter: opening '---' fence has no closing fence")
}

// cutLine splits data after its first line, dropping the line's "\n" or
// "\r\n"; ok is false when data holds no newline.
func cutLine(data []byte) (line, rest []byte, ok bool) {
	line, rest, ok = bytes.Cut(data, []byte("\n"))
	return bytes.TrimSuffix(line, []byte("\r")), rest, ok
}
