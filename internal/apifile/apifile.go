// Package apifile parses the API files of the skill corpus
// (corpus/api/<library>.api): the public classes of one standard-library
// library and, under each, its public members.
//
// The format, line by line:
//
//   - A line that is blank, starts with '#' at column 0, or whose first
//     non-blank characters are "# " is a comment.
//   - A line at column 0 names a class by its canonical name
//     (cajeta/io/net/TcpStream).
//   - An indented line under a class declares one member as the source
//     writes it: "static #TcpStream connect(#SocketAddress addr)",
//     "int64 WOULD_BLOCK = -1", "static boolean operator== (Duration a,
//     Duration b)", "~MappedFile()", "supplier : () -> #R" (a field of
//     function type), "ERROR" (an enum constant), "namespace stdout",
//     "intrinsic sqrt(x)", "String name() default \"\"" (an annotation
//     member). A '#' that starts a member line marks an owned return
//     type (#T), not a comment. A method-level type parameter list is
//     written before the return type ("static <T> void sort(...)"). A
//     method known only from its callers may leave out its return type
//     ("static l2CacheBytes()"), as may an intrinsic.
package apifile

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"
)

// Kind is what a member declares.
type Kind int

const (
	Method      Kind = iota // a method (intrinsics and annotation members too)
	Constructor             // named after its class, no return type
	Destructor              // ~Name()
	Field                   // a field, a constant or an enum constant
	Operator                // operator==, operator[], operator+ ...
	Namespace               // a namespace of System (System.stdout)
)

var kindNames = [...]string{"method", "constructor", "destructor", "field", "operator", "namespace"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// File is one parsed API file.
type File struct {
	Name    string // as passed to Parse: "cajeta.io.api"
	Classes []Class
}

// Library is the corpus library the file describes: its name without
// directories and without ".api" ("cajeta.io").
func (f *File) Library() string {
	return strings.TrimSuffix(path.Base(f.Name), ".api")
}

// Class is one class (or interface, enum, record, annotation) and its
// public members in file order.
type Class struct {
	Name    string // canonical: cajeta/io/net/TcpStream
	Line    int
	Members []Member
}

// SimpleName is the last element of the canonical name: TcpStream.
func (c *Class) SimpleName() string {
	return c.Name[strings.LastIndexByte(c.Name, '/')+1:]
}

// Package is the dotted package the class belongs to: cajeta.io.net.
func (c *Class) Package() string {
	i := strings.LastIndexByte(c.Name, '/')
	if i < 0 {
		return ""
	}
	return strings.ReplaceAll(c.Name[:i], "/", ".")
}

// Lookup returns every declaration of the member called name (several
// for an overloaded method), nil when the class declares none.
func (c *Class) Lookup(name string) []Member {
	var out []Member
	for _, m := range c.Members {
		if m.Name == name {
			out = append(out, m)
		}
	}
	return out
}

// Member is one declaration under a class.
type Member struct {
	// Name is the declared name: "connect", "WOULD_BLOCK", the class's
	// simple name for a constructor, "~MappedFile" for a destructor,
	// "operator==" (the symbol included) for an operator.
	Name string
	Kind Kind
	// Static is true for static members, intrinsics (called on the
	// class: Math.sqrt), enum constants and namespaces.
	Static bool
	// Arity is the number of parameters; 0 for fields and namespaces.
	Arity int
	// Returns is the return type of a method or operator, or the type of
	// a field, as written (owned #T markers kept); the class's simple name
	// for an enum constant; empty for constructors, destructors,
	// namespaces, and methods whose declaration states none.
	Returns string
	Decl    string // the declaration, trimmed
	Line    int
}

var (
	classLine = regexp.MustCompile(`^cajeta(/[a-z][A-Za-z0-9_]*)+/[A-Z][A-Za-z0-9_]*$`)
	identRE   = regexp.MustCompile(`^~?[A-Za-z_][A-Za-z0-9_]*$`)
	colonRE   = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(\S.*)$`)
	defaultRE = regexp.MustCompile(`\)\s*default\s+\S.*$`)
	operRE    = regexp.MustCompile(`(?:^|\s)operator\s*([^\sA-Za-z0-9_(]+)$`)
)

// typeWords are the built-in type names, which no member is named: a
// declaration whose last word is one has lost its name.
var typeWords = map[string]bool{
	"boolean": true, "char": true, "void": true, "pointer": true,
	"int8": true, "int16": true, "int32": true, "int64": true, "int128": true,
	"uint8": true, "uint16": true, "uint32": true, "uint64": true, "uint128": true,
	"float16": true, "float32": true, "float64": true,
}

// modifiers may open a declaration; they are dropped from Returns.
var modifiers = []string{"public", "static", "final", "abstract", "async", "intrinsic", "native", "override", "synchronized", "mut"}

// Parse reads one API file. name is used in errors and as File.Name.
// Every malformed line is reported as "name:line: what" (all of them,
// joined); the members that did parse are returned with the error.
func Parse(name string, data []byte) (*File, error) {
	f := &File{Name: name}
	var errs []error
	bad := func(n int, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s:%d: %s", name, n, fmt.Sprintf(format, args...)))
	}
	index := map[string]int{} // class name -> index in f.Classes
	cur := -1
	for n, line := range strings.Split(string(data), "\n") {
		n++
		line = strings.TrimRight(line, " \t\r")
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "" || trimmed == "#" || line[0] == '#' || strings.HasPrefix(trimmed, "# "):
		case line[0] != ' ' && line[0] != '\t':
			if !classLine.MatchString(line) {
				bad(n, "%q is not a canonical class name", line)
				cur = -1
				continue
			}
			i, ok := index[line]
			if !ok {
				i = len(f.Classes)
				index[line] = i
				f.Classes = append(f.Classes, Class{Name: line, Line: n})
			}
			cur = i
		case cur < 0:
			bad(n, "member %q before any class", trimmed)
		default:
			c := &f.Classes[cur]
			m, err := parseMember(c.SimpleName(), trimmed)
			if err != nil {
				bad(n, "%v", err)
				continue
			}
			m.Line = n
			c.Members = append(c.Members, m)
		}
	}
	return f, errors.Join(errs...)
}

// ParseDir parses every *.api file at the root of fsys, in name order.
func ParseDir(fsys fs.FS) ([]*File, error) {
	names, err := fs.Glob(fsys, "*.api")
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, errors.New("no .api files")
	}
	var files []*File
	var errs []error
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		f, err := Parse(name, data)
		if err != nil {
			errs = append(errs, err)
		}
		files = append(files, f)
	}
	return files, errors.Join(errs...)
}

// MemberNames returns, for each class of files by canonical name, the
// names of its members other than constructors and destructors, each once,
// in the order declared: what a question can name of the class.
func MemberNames(files []*File) map[string][]string {
	out := map[string][]string{}
	for _, f := range files {
		for _, c := range f.Classes {
			for _, m := range c.Members {
				if m.Kind != Constructor && m.Kind != Destructor && !slices.Contains(out[c.Name], m.Name) {
					out[c.Name] = append(out[c.Name], m.Name)
				}
			}
		}
	}
	return out
}

// parseMember reads one member declaration of the class called class.
func parseMember(class, decl string) (Member, error) {
	m := Member{Decl: decl}
	if g := colonRE.FindStringSubmatch(decl); g != nil { // supplier : () -> #R
		m.Name, m.Kind, m.Returns = g[1], Field, g[2]
		return m, nil
	}
	body := defaultRE.ReplaceAllString(decl, ")") // annotation member defaults
	if !strings.HasSuffix(body, ")") || initializer(body) {
		return parseField(class, m, body)
	}
	open := matchOpen(body)
	if open < 0 {
		return m, fmt.Errorf("unbalanced parentheses in %q", decl)
	}
	params := body[open+1 : len(body)-1]
	arity, ok := countArgs(params)
	if !ok {
		return m, fmt.Errorf("unbalanced brackets in the parameters of %q", decl)
	}
	m.Arity = arity
	head, static := dropModifiers(strings.TrimSpace(body[:open]))
	m.Static = static
	head = dropTypeParams(head)
	if g := operRE.FindStringSubmatchIndex(head); g != nil {
		m.Kind = Operator
		m.Name = "operator" + head[g[2]:g[3]]
		m.Returns = strings.TrimSpace(head[:g[0]])
		return m, nil
	}
	head = trimTypeArgs(head) // zeros<E> written after the name, or Optional<T>(...)
	i := strings.LastIndexAny(head, " \t>]")
	name, ret := head[i+1:], strings.TrimSpace(head[:i+1])
	if !identRE.MatchString(name) || typeWords[name] {
		return m, fmt.Errorf("no member name in %q", decl)
	}
	m.Name, m.Returns = name, ret
	switch {
	case strings.HasPrefix(name, "~"):
		m.Kind = Destructor
	case ret == "" && name == class:
		m.Kind = Constructor
	}
	return m, nil
}

// parseField reads a field, a constant, an enum constant or a namespace.
func parseField(class string, m Member, decl string) (Member, error) {
	decl, _, _ = strings.Cut(decl, "=")
	decl = strings.TrimSpace(decl)
	if rest, ok := strings.CutPrefix(decl, "namespace "); ok {
		m.Name, m.Kind, m.Static = strings.TrimSpace(rest), Namespace, true
		if !identRE.MatchString(m.Name) {
			return m, fmt.Errorf("no namespace name in %q", m.Decl)
		}
		return m, nil
	}
	head, static := dropModifiers(decl)
	m.Kind, m.Static = Field, static
	i := strings.LastIndexAny(head, " \t>]")
	m.Name, m.Returns = head[i+1:], strings.TrimSpace(head[:i+1])
	if !identRE.MatchString(m.Name) || strings.HasPrefix(m.Name, "~") || typeWords[m.Name] {
		return m, fmt.Errorf("no member name in %q", m.Decl)
	}
	if m.Returns == "" { // an enum constant: ERROR, RGBA8_UNORM
		m.Returns, m.Static = class, true
	}
	return m, nil
}

// initializer reports whether decl is a field with an initializer (an
// '=' outside parentheses that is not part of an operator's name or of
// ==, !=, <=, >=): "static final Duration ZERO = Duration(0)".
func initializer(decl string) bool {
	if strings.Contains(decl, "operator") {
		return false
	}
	depth := 0
	for i := 0; i < len(decl); i++ {
		switch decl[i] {
		case '(':
			depth++
		case ')':
			depth--
		case '=':
			prev, next := byte(' '), byte(' ')
			if i > 0 {
				prev = decl[i-1]
			}
			if i+1 < len(decl) {
				next = decl[i+1]
			}
			if depth == 0 && !strings.ContainsRune("=!<>", rune(prev)) && next != '=' {
				return true
			}
		}
	}
	return false
}

// dropModifiers removes leading modifiers from head and reports whether
// the member is static (or an intrinsic, which is called on its class).
func dropModifiers(head string) (string, bool) {
	static := false
	for {
		word, rest, _ := strings.Cut(head, " ")
		if !slices.Contains(modifiers, word) || rest == "" {
			return head, static
		}
		static = static || word == "static" || word == "intrinsic"
		head = strings.TrimSpace(rest)
	}
}

// dropTypeParams removes a leading method type parameter list: "<T> void
// sort" -> "void sort".
func dropTypeParams(head string) string {
	if !strings.HasPrefix(head, "<") {
		return head
	}
	depth := 0
	for i := 0; i < len(head); i++ {
		switch head[i] {
		case '<':
			depth++
		case '>':
			if depth--; depth == 0 {
				return strings.TrimSpace(head[i+1:])
			}
		}
	}
	return head
}

// trimTypeArgs drops a trailing <...> (nested ones included) from s.
func trimTypeArgs(s string) string {
	if !strings.HasSuffix(s, ">") {
		return s
	}
	depth := 0
	for i := len(s) - 1; i >= 0; i-- {
		switch s[i] {
		case '>':
			depth++
		case '<':
			if depth--; depth == 0 {
				return strings.TrimSpace(s[:i])
			}
		}
	}
	return s
}

// matchOpen returns the index of the '(' that the final ')' of s closes,
// or -1.
func matchOpen(s string) int {
	depth := 0
	for i := len(s) - 1; i >= 0; i-- {
		switch s[i] {
		case ')':
			depth++
		case '(':
			if depth--; depth == 0 {
				return i
			}
		}
	}
	return -1
}

// countArgs counts the comma-separated items of a parameter list, commas
// nested in (), [], {} or <> not counted; "" and blanks are 0. ok is false
// when the brackets do not balance.
func countArgs(params string) (n int, ok bool) {
	if strings.TrimSpace(params) == "" {
		return 0, true
	}
	depth := 0
	n = 1
	for i := 0; i < len(params); i++ {
		switch params[i] {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}':
			depth--
		case '>':
			if i > 0 && params[i-1] == '-' { // the arrow of a function type
				continue
			}
			depth--
		case ',':
			if depth == 0 {
				n++
			}
		}
		if depth < 0 {
			return 0, false
		}
	}
	return n, depth == 0
}
