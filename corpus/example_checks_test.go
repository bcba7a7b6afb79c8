package corpus_test

import (
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/apifile"
)

// implicitTypes are the names every program reaches without an import,
// as upstream (jklappenbach/cajeta) shows:
//
//   - the cajeta.lang root types Object, String, Encoding, Optional<T>,
//     Pair<K, V> and the System and Cajeta namespaces
//     (docs/specification/07-names-scopes-packages.md §7.3). The other
//     cajeta.lang classes are not in that list, and the tour samples that
//     use them import them (samples/tour/src/main/cajeta/tour/lang/
//     StringDemo imports StringBuilder, GuidDemo Guid, tour/MathDemo Math),
//     so an example imports them too;
//   - the compiler's linear-algebra value types Vector, Matrix and
//     Quaternion (tour/LinearAlgebraDemo, tour/QuaternionDemo use them
//     with no import);
//   - the numeric pseudo-bounds Numeric, Integral and Floating
//     (tour/lang/NumericTemplatesDemo calls them built in and imports none).
var implicitTypes = map[string]bool{
	"Object": true, "String": true, "Encoding": true, "Optional": true,
	"Pair": true, "System": true, "Cajeta": true,
	"Vector": true, "Matrix": true, "Quaternion": true,
	"Numeric": true, "Integral": true, "Floating": true,
}

// finding is one problem an example check found.
type finding struct {
	line int    // in the skill file
	msg  string // stable text, no line number: the allowlist key
}

// checkExample runs the three mechanical example checks of issue 21 over
// the ```cajeta blocks of a skill and returns what they find, in line
// order. A finding on a line whose comment names a CAJETA_ERROR_ code is
// dropped: that line shows the error on purpose.
func checkExample(a *api, doc string) []finding {
	x := parseExample(doc)
	if x == nil {
		return nil
	}
	var out []finding
	add := func(at int, format string, args ...any) {
		if !x.marked[x.codeLine(at)] {
			out = append(out, finding{x.line(at), fmt.Sprintf(format, args...)})
		}
	}
	missingImports(a, x, add)
	arities(a, x, add)
	recordAssignments(x, add)
	sort.SliceStable(out, func(i, j int) bool { return out[i].line < out[j].line })
	return slices.CompactFunc(out, func(p, q finding) bool { return p == q })
}

// resolve returns the API class the simple type name stands for in the
// example: the class it imports, or the one API class of an implicit
// type's name (String, Matrix); nil when the example declares the name
// itself, does not import it, or the API lists no such class.
func (a *api) resolve(x *example, name string) *apifile.Class {
	if x.declared[name] {
		return nil
	}
	if path, ok := x.imports[name]; ok {
		return a.classes[strings.ReplaceAll(path, ".", "/")]
	}
	if implicitTypes[name] && len(a.simple[name]) == 1 {
		return a.simple[name][0]
	}
	return nil
}

// missingImports (check a) reports each runtime class an example uses as
// a type without importing it. A capitalised name counts as a type use
// only where nothing else can stand:
//
//   - inside a type argument list, or opening one: ArrayList<Path>,
//     (Tensor<float32>, Tensor<float32>) -> void;
//   - after heap, stack, new, extends, implements, instanceof, throws, or
//     the owned and borrowed markers: heap Path(, #Path p, ^Path p;
//   - before a declared name: Path p =, Path p;, (Path p), Path p :;
//   - before a static member: Path.of(, OpenMode.READ, Path::of;
//   - a construction without heap or stack: = Path(, return Path(;
//   - a cast or a function type: (Path) x, (Path) -> void.
//
// Skipped as ambiguous or legal: a qualified name (cajeta.io.file.Path
// needs no import), a name after '.', an annotation (@Inject: upstream
// samples use the cajeta.aot annotations without importing them), a name
// the example declares (class, record, interface, enum, type parameter),
// and a name in any other position. Each class is reported once per skill.
func missingImports(a *api, x *example, add func(int, string, ...any)) {
	c := x.code
	seen := map[string]bool{}
	for _, m := range identRE.FindAllStringIndex(c, -1) {
		name := c[m[0]:m[1]]
		classes := a.simple[name]
		if len(classes) == 0 || seen[name] || x.declared[name] || implicitTypes[name] {
			continue
		}
		if _, ok := x.imports[name]; ok {
			continue
		}
		if m[0] > 0 && (isWord(c[m[0]-1]) || c[m[0]-1] == '.' || c[m[0]-1] == '@') {
			continue
		}
		if !typePosition(x, m[0], m[1]) {
			continue
		}
		seen[name] = true
		var paths []string
		for _, cl := range classes {
			paths = append(paths, "import "+strings.ReplaceAll(cl.Name, "/", ".")+";")
		}
		add(m[0], "%s is used with no import (%s)", name, strings.Join(paths, " or "))
	}
}

// typePosition reports whether the name at code[s:e] stands where only a
// type can (see missingImports).
func typePosition(x *example, s, e int) bool {
	c := x.code
	if x.inGeneric(s) || x.genericAt(e) != e {
		return true // ArrayList<Path>, Tensor<float32>
	}
	prev := strings.TrimRight(c[:s], " \t\n")
	prevWord := prev[len(strings.TrimRightFunc(prev, func(r rune) bool { return r < 128 && isWord(byte(r)) })):]
	switch prevWord {
	case "heap", "stack", "new", "extends", "implements", "instanceof", "throws":
		return true
	}
	if strings.HasSuffix(prev, "#") || strings.HasSuffix(prev, "^") {
		return true
	}
	after := x.genericAt(e)
	for strings.HasPrefix(c[after:], "[]") {
		after += 2
	}
	rest := c[after:]
	switch {
	case after == e && (strings.HasPrefix(rest, "::") || len(rest) > 1 && rest[0] == '.' && isWord(rest[1])):
		return true // Path.of(, OpenMode.READ, Path::of
	case after == e && strings.HasPrefix(rest, "(") &&
		(strings.HasSuffix(prev, "=") || strings.HasSuffix(prev, "(") || strings.HasSuffix(prev, ",") || prevWord == "return"):
		return true // = Path(...)
	case strings.HasSuffix(prev, "(") && strings.HasPrefix(strings.TrimLeft(rest, " "), ")"):
		next := strings.TrimLeft(strings.TrimLeft(rest, " ")[1:], " ")
		return next != "" && (isWord(next[0]) || next[0] == '(' || next[0] == '#' || strings.HasPrefix(next, "->"))
	}
	k := skipSpace(c, after)
	if k == after {
		return false
	}
	name := identRE.FindString(c[k:])
	if name == "" || !strings.HasPrefix(c[k:], name) || keywords[name] {
		return false
	}
	end := skipSpace(c, k+len(name))
	return end < len(c) && (declEnd(c[end:]) || c[end] == '(') // Path p = / Path resolve(
}

var (
	staticCall   = regexp.MustCompile(`([A-Z]\w*)\.([A-Za-z_]\w*)\s*\(`)
	instanceCall = regexp.MustCompile(`(this\.)?([a-z_]\w*)\.([A-Za-z_]\w*)\s*\(`)
)

// arities (check b) reports a call whose argument count matches no
// declaration of the member in corpus/api: Class.method(...) on a class
// the example imports (or a cajeta.lang root type), and v.method(...)
// where v is declared in the example with such a class as its type.
//
// Skipped: a member the class does not declare (an inherited one may
// overload it; the name check of TestAPINames reports unknown statics), a
// member that is a field (a field of function type is called too), a
// receiver that is itself a call, an index or a chain (a.b().c(...)), a
// receiver whose declaration is not found, and explicit type arguments
// (v.m<T>(...)). Overloads a superclass adds are not known, so a class
// whose API lists the member is taken to list all of its overloads.
// Constructions (heap Table<Fill>(...)) are not checked: an API file need
// not list every constructor (cajeta.nucleo.api leaves out the column
// constructor synthesized per schema record).
func arities(a *api, x *example, add func(int, string, ...any)) {
	c := x.code
	check := func(at, open int, cl *apifile.Class, shown, member string) {
		decls := cl.Lookup(member)
		if len(decls) == 0 {
			return
		}
		var want []int
		for _, d := range decls {
			if d.Kind != apifile.Method {
				return
			}
			want = append(want, d.Arity)
		}
		_, n := x.closeParen(open)
		if slices.Contains(want, n) {
			return
		}
		slices.Sort(want)
		want = slices.Compact(want)
		add(at, "%s.%s(...) has %d arguments; corpus/api declares %s.%s with %s", shown, member, n, cl.Name, member, joinInts(want))
	}
	for _, m := range staticCall.FindAllStringSubmatchIndex(c, -1) {
		if m[0] > 0 && (isWord(c[m[0]-1]) || c[m[0]-1] == '.') {
			continue
		}
		cl := a.resolve(x, c[m[2]:m[3]])
		if cl == nil {
			continue
		}
		check(m[0], m[1]-1, cl, c[m[2]:m[3]], c[m[4]:m[5]])
	}
	for _, m := range instanceCall.FindAllStringSubmatchIndex(c, -1) {
		if m[0] > 0 && (isWord(c[m[0]-1]) || c[m[0]-1] == '.' || c[m[0]-1] == ')' || c[m[0]-1] == ']') {
			continue
		}
		v := c[m[4]:m[5]]
		if v == "this" || v == "super" {
			continue
		}
		typ := x.typeOf(v, m[0])
		if typ == "" {
			continue
		}
		cl := a.resolve(x, typ)
		if cl == nil {
			continue
		}
		check(m[0], m[1]-1, cl, v+" ("+typ+")", c[m[6]:m[7]])
	}
}

// joinInts writes parameter counts for a message: "1 parameter",
// "1 or 2 parameters".
func joinInts(ns []int) string {
	var s []string
	for _, n := range ns {
		s = append(s, fmt.Sprint(n))
	}
	text := s[len(s)-1]
	if len(s) > 1 {
		text = strings.Join(s[:len(s)-1], ", ") + " or " + text
	}
	if len(ns) == 1 && ns[0] == 1 {
		return text + " parameter"
	}
	return text + " parameters"
}

var (
	recordRE    = regexp.MustCompile(`\brecord\s+([A-Z]\w*)`)
	fieldRE     = regexp.MustCompile(`^\s*((?:(?:public|private|protected|static|final|mut)\s+)*)[#^]?[A-Za-z_][\w<>, \[\]]*?\s+([a-z_]\w*)\s*(?:=[^;]*)?$`)
	assignOp    = `\s*(\+\+|--|#=|<<=|>>=|[-+*/%&|^]?=)(=?)`
	thisAssign  = regexp.MustCompile(`\bthis\.([a-z_]\w*)` + assignOp)
	fieldAssign = regexp.MustCompile(`([a-z_]\w*)\.([a-z_]\w*)` + assignOp)
)

// recordAssignments (check c) reports an assignment to a field of a
// record the example declares: this.f = ... inside the record but outside
// its own constructors (the compiler exempts exactly those stores, and the
// runtime's cajeta.math.Color record fills its channels that way; the
// specification's records section shows only Name { f: v }), and
// v.f = ... where v is declared with the record as its type. A field
// declared mut or static is assignable and not reported. The API files do
// not mark which runtime classes are records, so runtime records are not
// checked; nor are fields a record inherits, or receivers that are not a
// plain variable (a[i].f = ..., this.r.f = ...).
func recordAssignments(x *example, add func(int, string, ...any)) {
	c := x.code
	fixed := map[string]map[string]bool{} // record -> its immutable fields
	for _, m := range recordRE.FindAllStringSubmatchIndex(c, -1) {
		name := c[m[2]:m[3]]
		open := strings.IndexByte(c[m[1]:], '{')
		if open < 0 {
			continue
		}
		open += m[1]
		end := matchBrace(c, open)
		if end < 0 {
			continue
		}
		fields := map[string]bool{}
		depth := 0
		start := open + 1
		for j := open + 1; j < end; j++ {
			switch c[j] {
			case '{', '(':
				depth++
			case '}', ')':
				depth--
				if depth == 0 && c[j] == '}' {
					start = j + 1
				}
			case ';':
				if depth == 0 {
					if g := fieldRE.FindStringSubmatch(c[start:j]); g != nil &&
						!strings.Contains(g[1], "mut") && !strings.Contains(g[1], "static") {
						fields[g[2]] = true
					}
					start = j + 1
				}
			}
		}
		fixed[name] = fields
		ctors := constructorBodies(c, open, end, name)
		for _, a := range thisAssign.FindAllStringSubmatchIndex(c[open:end], -1) {
			f := c[open+a[2] : open+a[3]]
			inCtor := slices.ContainsFunc(ctors, func(r [2]int) bool { return r[0] < open+a[0] && open+a[0] < r[1] })
			if a[6] == a[7] && fields[f] && !inCtor {
				add(open+a[0], "record %s: this.%s is assigned; a record field is not (CAJETA_ERROR_RECORD_IMMUTABLE): build it with %s { %s: ... }", name, f, name, f)
			}
		}
	}
	if len(fixed) == 0 {
		return
	}
	for _, m := range fieldAssign.FindAllStringSubmatchIndex(c, -1) {
		if m[0] > 0 && (isWord(c[m[0]-1]) || c[m[0]-1] == '.') || m[8] != m[9] {
			continue
		}
		v, f := c[m[2]:m[3]], c[m[4]:m[5]]
		typ := x.typeOf(v, m[0])
		if fixed[typ][f] {
			add(m[0], "%s.%s is assigned, a field of record %s (CAJETA_ERROR_RECORD_IMMUTABLE): use %s.with(%s: ...)", v, f, typ, v, f)
		}
	}
}

// constructorBodies returns the brace ranges of the constructors of
// record name declared in its body c[open:end]: each member body opened at
// the body's top level whose header (the text since the previous member)
// is the record's name and its parameters.
func constructorBodies(c string, open, end int, name string) [][2]int {
	header := regexp.MustCompile(`^\s*(?:(?:public|private|protected)\s+)?` + regexp.QuoteMeta(name) + `\s*\(`)
	var out [][2]int
	start := open + 1
	for j := open + 1; j < end; j++ {
		switch c[j] {
		case ';':
			start = j + 1
		case '{':
			close := matchBrace(c, j)
			if close < 0 {
				return out
			}
			if header.MatchString(c[start:j]) {
				out = append(out, [2]int{j, close})
			}
			j, start = close, close+1
		}
	}
	return out
}

// matchBrace returns the offset of the '}' closing the '{' at open, or -1.
func matchBrace(c string, open int) int {
	depth := 0
	for j := open; j < len(c); j++ {
		switch c[j] {
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// TestExamples: the ```cajeta examples of every skill import the runtime
// types they use, call runtime methods with an argument count the API
// declares, and assign no record field (issue 21).
func TestExamples(t *testing.T) {
	a := loadAPI(t)
	files, _ := fs.Glob(corpus.FS, "*/*.md")
	for _, f := range files {
		data, _ := fs.ReadFile(corpus.FS, f)
		for _, p := range checkExample(a, string(data)) {
			t.Errorf("%s:%d: %s", f, p.line, p.msg)
		}
	}
}
