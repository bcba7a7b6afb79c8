package corpus_test

import (
	"regexp"
	"strings"
)

// example is the Cajeta code of one skill, its ```cajeta blocks joined in
// order, read the way the example checks (example_checks_test.go) need it. The
// blocks of one skill are read as one program: a later block often goes on
// from an earlier one (uses its imports, its classes, its variables).
type example struct {
	// code is the joined blocks with comments and the insides of string
	// and character literals blanked, and import and package lines
	// blanked once read, so every offset and line stays where it was.
	code     string
	mdLine   []int             // skill-file line of each line of code
	marked   map[int]bool      // lines of code whose comment names a CAJETA_ERROR_ code
	imports  map[string]string // simple name -> dotted import
	declared map[string]bool   // types and type parameters the example declares
	generics [][2]int          // spans of type argument lists, '<' to '>'
	decls    []decl            // variable, field and parameter declarations, in order
}

// decl is one declaration `Type name` of the example.
type decl struct {
	pos  int    // offset of name in code
	name string // the variable
	typ  string // its type when that is a class name (not an array), else ""
}

var (
	importLine = regexp.MustCompile(`(?m)^[ \t]*import[ \t]+([A-Za-z_][\w.]*)[ \t]*;.*$`)
	packLine   = regexp.MustCompile(`(?m)^[ \t]*package[ \t]+[\w.]+[ \t]*;.*$`)
	typeDeclRE = regexp.MustCompile(`\b(?:class|record|interface|enum|@interface)\s+([A-Za-z_]\w*)\s*(<[^>{]*>)?`)
	typeParam  = regexp.MustCompile(`[<,]\s*([A-Z]\w*)`)
	genericRE  = regexp.MustCompile(`[A-Za-z_]\w*<`)
	identRE    = regexp.MustCompile(`[A-Za-z_]\w*`)
)

// keywords are the words that can stand where a declaration's type would.
var keywords = map[string]bool{
	"return": true, "throw": true, "new": true, "heap": true, "stack": true, "else": true,
	"case": true, "yield": true, "await": true, "import": true, "package": true,
	"instanceof": true, "public": true, "private": true, "protected": true, "static": true,
	"final": true, "abstract": true, "async": true, "mut": true, "extends": true,
	"implements": true, "throws": true, "class": true, "record": true, "interface": true,
	"enum": true, "default": true, "do": true, "try": true, "goto": true, "break": true,
	"continue": true, "var": true, "auto": true, "const": true, "native": true,
}

// parseExample reads the ```cajeta blocks of a skill; nil when it has none.
func parseExample(doc string) *example {
	blocks := codeBlock.FindAllStringSubmatchIndex(doc, -1)
	if blocks == nil {
		return nil
	}
	var raw strings.Builder
	x := &example{marked: map[int]bool{}, imports: map[string]string{}, declared: map[string]bool{}}
	for _, b := range blocks {
		first := strings.Count(doc[:b[2]], "\n") + 1
		body := doc[b[2]:b[3]]
		for i := range strings.Count(body, "\n") + 1 {
			x.mdLine = append(x.mdLine, first+i)
		}
		raw.WriteString(body)
		raw.WriteString("\n")
	}
	x.code = x.blank(raw.String())
	for _, m := range importLine.FindAllStringSubmatchIndex(x.code, -1) {
		path := x.code[m[2]:m[3]]
		x.imports[path[strings.LastIndexByte(path, '.')+1:]] = path
	}
	x.code = importLine.ReplaceAllStringFunc(x.code, spaces)
	x.code = packLine.ReplaceAllStringFunc(x.code, spaces)
	for _, m := range typeDeclRE.FindAllStringSubmatch(x.code, -1) {
		x.declared[m[1]] = true
		for _, p := range typeParam.FindAllStringSubmatch(m[2], -1) {
			x.declared[p[1]] = true
		}
	}
	x.findGenerics()
	x.findDecls()
	return x
}

// spaces is s with every character but a newline turned into a space.
func spaces(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' {
			return r
		}
		return ' '
	}, s)
}

// blank returns src with comments and the insides of string and character
// literals replaced by spaces (newlines kept), and marks the lines whose
// comment names a CAJETA_ERROR_ code.
func (x *example) blank(src string) string {
	out := []byte(src)
	line := 0
	for i := 0; i < len(out); i++ {
		switch {
		case out[i] == '\n':
			line++
		case strings.HasPrefix(src[i:], "//"):
			end := strings.IndexByte(src[i:], '\n')
			if end < 0 {
				end = len(src) - i
			}
			if strings.Contains(src[i:i+end], "CAJETA_ERROR_") {
				x.marked[line] = true
			}
			copy(out[i:i+end], strings.Repeat(" ", end))
			i += end - 1
		case strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				end = len(src) - i - 2
			}
			for j := i; j < i+end+4 && j < len(out); j++ {
				if out[j] == '\n' {
					line++
				} else {
					out[j] = ' '
				}
			}
			i += end + 3
		case out[i] == '"' || out[i] == '\'':
			q := out[i]
			j := i + 1
			for ; j < len(out) && out[j] != q && out[j] != '\n'; j++ {
				if out[j] == '\\' && j+1 < len(out) && out[j+1] != '\n' {
					out[j] = ' '
					j++
				}
				out[j] = ' '
			}
			i = j
			if j < len(out) && out[j] == '\n' {
				line++
			}
		}
	}
	return string(out)
}

// findGenerics records the spans of type argument lists: Name<...> whose
// brackets balance and hold only what a type can (names, ',', '[]', '#',
// '^', '?', '.', digits and function types), so that a comparison such as
// i<n is not one.
func (x *example) findGenerics() {
	for _, m := range genericRE.FindAllStringIndex(x.code, -1) {
		open := m[1] - 1
		depth := 0
	scan:
		for j := open; j < len(x.code); j++ {
			c := x.code[j]
			switch {
			case c == '<':
				depth++
			case c == '>' && x.code[j-1] == '-':
			case c == '>':
				if depth--; depth == 0 {
					x.generics = append(x.generics, [2]int{open, j})
					break scan
				}
			case c == '-' && j+1 < len(x.code) && x.code[j+1] == '>':
			case isWord(c) || strings.IndexByte(" ,[]#^?.()", c) >= 0:
			default:
				break scan
			}
		}
	}
}

// inGeneric reports whether offset i lies inside a type argument list.
func (x *example) inGeneric(i int) bool {
	for _, g := range x.generics {
		if g[0] < i && i < g[1] {
			return true
		}
	}
	return false
}

// genericAt returns the end (just past '>') of the type argument list
// opening at i, or i when none opens there.
func (x *example) genericAt(i int) int {
	for _, g := range x.generics {
		if g[0] == i {
			return g[1] + 1
		}
	}
	return i
}

// findDecls records every `Type name` followed by '=', '#=', ';', ',',
// ')' or ':' (locals, fields, parameters, for-each variables), so a
// receiver's type is that of its nearest declaration before the call.
// A primitive or an array type is kept with typ "" so it shadows.
func (x *example) findDecls() {
	c := x.code
	for _, m := range identRE.FindAllStringIndex(c, -1) {
		typ := c[m[0]:m[1]]
		if keywords[typ] || (m[0] > 0 && (isWord(c[m[0]-1]) || c[m[0]-1] == '.')) {
			continue
		}
		j := x.genericAt(m[1])
		array := false
		for strings.HasPrefix(c[j:], "[]") {
			j, array = j+2, true
		}
		k := skipSpace(c, j)
		if k == j {
			continue // no space between type and name
		}
		name := identRE.FindString(c[k:])
		if name == "" || !strings.HasPrefix(c[k:], name) || keywords[name] {
			continue
		}
		e := skipSpace(c, k+len(name))
		if e >= len(c) || !declEnd(c[e:]) {
			continue
		}
		d := decl{pos: k, name: name}
		if !array && isUpper(typ[0]) {
			d.typ = typ
		}
		x.decls = append(x.decls, d)
	}
}

// declEnd reports whether s opens with what may follow a declared name.
func declEnd(s string) bool {
	switch s[0] {
	case ';', ',', ')', ':':
		return true
	case '=':
		return len(s) == 1 || s[1] != '='
	case '#':
		return strings.HasPrefix(s, "#=")
	}
	return false
}

// typeOf returns the declared type of variable name as seen at offset
// pos: the nearest declaration before pos, else the only declaration of
// that name anywhere (a field declared below its use); "" when unknown.
func (x *example) typeOf(name string, pos int) string {
	var before, any []decl
	for _, d := range x.decls {
		if d.name != name {
			continue
		}
		any = append(any, d)
		if d.pos < pos {
			before = append(before, d)
		}
	}
	switch {
	case len(before) > 0:
		return before[len(before)-1].typ
	case len(any) == 1:
		return any[0].typ
	}
	return ""
}

// line returns the skill-file line of offset i of the code.
func (x *example) line(i int) int {
	return x.mdLine[x.codeLine(i)]
}

// codeLine returns the 0-based line of the code offset i lies on.
func (x *example) codeLine(i int) int {
	return strings.Count(x.code[:i], "\n")
}

// closeParen returns the offset of the ')' closing the '(' at open and the
// number of top-level arguments between them (commas nested in (), [],
// {} or a type argument list not counted; "()" is 0), or -1.
func (x *example) closeParen(open int) (int, int) {
	depth, commas, empty := 0, 0, true
	for j := open; j < len(x.code); j++ {
		switch c := x.code[j]; c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth--; depth == 0 {
				if empty {
					return j, 0
				}
				return j, commas + 1
			}
		case ',':
			if depth == 1 && !x.inGeneric(j) {
				commas++
			}
		default:
			if depth == 1 && c != ' ' && c != '\n' && c != '\t' {
				empty = false
			}
		}
	}
	return -1, 0
}

func isWord(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

func skipSpace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	return i
}
