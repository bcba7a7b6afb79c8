package text

import (
	"github.com/cajeta-lang/skills/internal/lexicon"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// termsOf is every term the analysis makes of s.
func termsOf(s string) []string {
	c := stems{}
	var out []string
	scan(s, prose, func(tok token) { out = c.terms(out, tok) })
	return out
}

func TestTerms(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		// Words are lowercased and stemmed; stop words and one-letter
		// words go.
		{"Reading the files", []string{"read", "file"}},
		// A compound gives its words, its whole and its pair of words.
		{"HashMap", []string{"hash", "map", "+hash+map", "hashmap"}},
		{"unique_ptr", []string{"uniqu", "ptr", "+ptr+uniqu", "uniqueptr"}},
		{"XMLParser", []string{"xml", "parser", "+parser+xml", "xmlparser"}},
		// Dotted and :: names join their parts; each part's compound and
		// the whole run's.
		{"std::move", []string{"std", "move", "stdmove"}},
		{"Files.readAllLines", []string{"file", "read", "line", "+line+read", "readalllin", "filesreadalllin"}},
		// A '.' or "::" not between two words joins nothing.
		{"end. Next", []string{"end", "next"}},
		// Sigils are terms of their own; the name after one is a word.
		{"T t #= xs[i];", []string{"#=", "xs"}},
		{"#File f", []string{"#", "#T", "file"}},
		{"pass #x", []string{"pass", "#"}},
		{"^String s", []string{"^T", "string"}},
		{"@Inject Db db", []string{"@inject", "inject", "db", "db"}},
		{"`::` a::b -> c, int32[] xs", []string{"::", "ab", "->", "int32", "[]", "xs"}},
		{"a += b; x == y && p != q || n", []string{"+=", "==", "&&", "!=", "||"}},
		// An operator is a whole run of operator characters: none in
		// ";;;:::;;;", "-->" or "++", and "::" before a type's arguments.
		// Other languages' operators ("**", "!==", "?.", ">>") are terms in
		// a skill's prose only inside backticks: "**" is also bold, and
		// ">>" closes List<List<T>>.
		{";;;:::;;; --> !== ++", nil},
		{"`x ** 2` and **bold**, a?.b", []string{"**", "bold"}},
		{"| shift | `<<` `>>` `>>>` | `a?.b` `List<List<T>>`", []string{"shift", "<<", ">>", ">>>", "?.", "list", "list"}},
		// So is a sigil: none in a row of them.
		{"###***### ~~~ ^^^ @@ #x", []string{"#"}},
		{"Vec<T>::new(), f::<T>", []string{"vec", "::", "new", "::"}},
		// A heading's '#'s are not sigils; a '#' after a letter (C#) is
		// not one either.
		{"## Traps\nC# events", []string{"trap", "event"}},
		{"what does # mean", []string{"#", "mean"}},
		// Another language's '#': Rust's and C#'s attributes, C's
		// preprocessor, Clojure's and Ruby's #(, #{ and #'; Cajeta's #[]
		// is a sigil.
		{"#[derive(Debug)] #include <thread> #pragma once", []string{"deriv", "debug", "includ", "thread", "pragma"}},
		{"#(inc %) \"#{name}\" #'var", []string{"inc", "name", "var"}},
		{"T t = #[] xs", []string{"#", "[]", "xs"}},
		// "${" opens a substitution; a lone '$' or '{' is nothing.
		{"${gen.path} and `${name}`, $xs {ys}", []string{"${}", "gen", "path", "genpath", "${}", "name", "xs", "ys"}},
	} {
		if diff := cmp.Diff(tt.want, termsOf(tt.in)); diff != "" {
			t.Errorf("terms of %q mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestQueryIndex: in a query, a name indexed by a name or a number is the
// [] operator (g[i], m[k], int32[n]); in a skill's text, whose examples
// index everywhere, it is not, nor is a bracket after a space or holding
// an expression.
func TestQueryIndex(t *testing.T) {
	c := stems{}
	for in, want := range map[string][]string{
		"grid[i] = v":          {"grid", "[]"},
		"heap int32[n]":        {"heap", "int32", "[]"},
		"rows[0]":              {"row", "[]"},
		"grid [i], grid[i+1]":  {"grid", "grid"},
		"error[E0502]":         {"error", "e0502"},
		"grid[], grid[":        {"grid", "[]", "grid"},
		"#[derive(Debug)] x[y": {"deriv", "debug"},
	} {
		var got []string
		scan(in, typed, func(tok token) { got = c.terms(got, tok) })
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("query terms of %q mismatch (-want +got):\n%s", in, diff)
		}
	}
	if got := termsOf("grid[i] = v"); slices.Contains(got, sigilBrackets) {
		t.Errorf("terms of a skill's grid[i] = %v, want no []", got)
	}
}

// TestQueryOperators: in a query, other languages' operators are terms
// (x ** 2, a ?? b, a?.b, $? >> 8), when they stand alone: not in a row of
// symbols, not the ">>" that closes a type's arguments, not a lone '?'.
func TestQueryOperators(t *testing.T) {
	c := stems{}
	for in, want := range map[string][]string{
		"x ** 2":                {"**"},
		"a ?? b, x ?: y":        {"??", "?:"},
		"queryItems?.first":     {"queri", "item", "+item+queri", "queryitem", "?.", "first"},
		"a <=> b, a === b":      {"<=>", "==="},
		"$? >> 8, x << 2":       {">>", "<<"},
		"List<List<T>> xs":      {"list", "list", "xs"},
		"~~~===~~~ ***":         nil,
		"Kotlin as? Circle":     {"kotlin", "circl"},
		"what is ?: in cajeta?": {"?:", "cajeta"},
	} {
		var got []string
		scan(in, typed, func(tok token) { got = c.terms(got, tok) })
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("query terms of %q mismatch (-want +got):\n%s", in, diff)
		}
	}
}

func TestErrorLike(t *testing.T) {
	for in, want := range map[string]bool{
		"CAJETA_ERROR_RECORD_IMMUTABLE": true, "NoOptionalValueException": true, "OutOfMemoryError": true,
		"Error": false, "HashMap": false, "MAX_VALUE_x": false, "unique_ptr": false,
	} {
		if got := errorLike(in); got != want {
			t.Errorf("errorLike(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestAnalyse(t *testing.T) {
	index := []string{"hashmap", "=list directori", "+build+string", "iter", "remov", "list", "directori"}
	has := func(t string) bool { return slices.Contains(index, t) }
	for _, tt := range []struct {
		in    string
		want  []qterm
		words int
	}{
		// Question words, fillers and language names carry no weight.
		{"How do I use a Python dict in Cajeta?", []qterm{{"use", 0, false, false}, {"dict", 1, false, false}}, 2},
		// Two adjacent words are also their compound, when the index
		// holds it; two words anywhere, the pair of a compound.
		{"hash map", []qterm{{"hash", 0, false, false}, {"map", 1, false, false}, {"hashmap", -1, false, false}}, 2},
		{"build a big string", []qterm{{"build", 0, false, false}, {"big", 1, false, false}, {"string", 2, false, false}, {"+build+string", -1, false, false}}, 3},
		// A run of words may be a whole keyword.
		{"how do I list a directory?", []qterm{{"list", 0, false, false}, {"directori", 1, false, false}, {"=list directori", -1, false, false}}, 2},
		// A sigil is a word.
		{"what does #= do", []qterm{{"#=", 0, true, false}}, 1},
		// A word said twice counts once.
		{"list, then iter the list", []qterm{{"list", 0, false, false}, {"iter", 1, false, false}}, 2},
		// What an apostrophe leaves of a contraction is no word.
		{"list doesn't iter", []qterm{{"list", 0, false, false}, {"iter", 1, false, false}}, 2},
		{"you'll list", []qterm{{"list", 0, false, false}}, 1},
		// A string that code in the query passes or assigns is read as
		// any quoted example is (TestSoft); so is a quoted message.
		{"list('Europe/Berlin', x = \"remove\")", []qterm{{"list", 0, false, true}, {"europ", 1, false, false}, {"berlin", 2, false, false}, {"remov", 3, false, false}}, 4},
		{"list: \"remove\"", []qterm{{"list", 0, false, false}, {"remov", 1, false, false}}, 2},
		{"list(\"unclosed", []qterm{{"list", 0, false, true}, {"unclos", 1, false, false}}, 2},
		{"qqqq", []qterm{{"qqqq", 0, false, false}}, 1},
		// A name called is marked so (its whole); a qualifier is not.
		{"qr(A) np.where(x)", []qterm{{"qr", 0, false, true}, {"np", 1, false, false}, {"npwhere", 1, false, true}, {"%np", 1, false, false}}, 2},
		// A filler that is called is code: mean(xs) names a function.
		{"mean(xs), show me", []qterm{{"mean", 0, false, true}, {"xs", 1, false, false}}, 2},
		{"Hash#keys", []qterm{{"hash", 0, false, false}, {"key", 1, false, false}}, 2},
		{"keys #owned", []qterm{{"key", 0, false, false}, {"#", 1, true, false}, {"own", 2, false, false}}, 3},
		{"", nil, 0},
	} {
		q := analyse(tt.in, stems{}, has)
		if diff := cmp.Diff(tt.want, q.terms, cmp.AllowUnexported(qterm{})); diff != "" || q.words != tt.words {
			t.Errorf("analyse(%q) words %d (want %d), terms mismatch (-want +got):\n%s", tt.in, q.words, tt.words, diff)
		}
	}
}

// TestSoft checks which query words count only when a skill holds them:
// the values a call in the query is passed (a nested call's name too, a
// string's words), numbers, the writer's
// examples in quotes (single quotes too, not an apostrophe), the
// writer's data (employees, salary) and the everyday words that phrase a
// question (redact, propose), and a word of one or two letters, a symbol
// or unit of the writer's (the Ax of Ax = b, KB).
func TestSoft(t *testing.T) {
	for in, want := range map[string][]bool{
		"remove(ctrl, list)":                 {true, true, true},
		"remove(ctrl.list, 3)":               {true, true},
		"remove(f(ctrl), key = val)":         {true, true, true, true},
		"imageStore(img, ivec2(x, y))":       {true, true, true},
		"remove (list) and iter":             {false, true, false},
		"remove list, iter)":                 {false, false, false},
		"shutil.rmtree a folder":             {true, false},
		"std::move a unique_ptr":             {true, true},
		"_private __init__ list":             {false, false, false},
		`count "naïve" characters`:           {false, true, false},
		"typed `stauts` at the terminal":     {false, true, false},
		"typed 'stauts' at the terminal":     {false, true, false},
		"list 'commit' for 'comit'":          {false, true, true},
		"it doesn't list the user's dir":     {false, false, false},
		"Tom's 'raw' data":                   {false, true, false},
		"text.encode('latin-1')":             {true, true},
		`list(ctrl, "remove") iter`:          {true, true, true, true},
		"Unity Quaternion.Slerp":             {true, true},
		"gonum topo.Sort":                    {true, true},
		"Castle DynamicProxy":                {true, false},
		"methods I tag with @Audited":        {false, false, true, false},
		"@Test on a helper":                  {true, false, false},
		"Rust Vec push":                      {false, false},
		"one red green blue getOrPut":        {false, false, false, false, false},
		"int32 overflows at 3000000000":      {false, false, true},
		"frames of 640x480 at 40ms":          {false, true, true},
		"install error 0x80070005":           {false, false, false},
		"a million rows, a few hundred runs": {true, false, true, false},
		"sort employees by salary":           {false, true, true},
		"redact a substring, propose":        {true, false, true},
		"matrix Ax = b, truncated at 64 KB":  {false, true, false, true, true},
		// A type the writer declared, after a possessive; not one the
		// question names (Vec2 alone), nor a word after "my".
		"overload + for my Vec2 class":         {false, true, false},
		"my own PaymentFailed exception":       {true, false},
		"a Vec2 class, my TCP server, my oven": {false, false, false, false, false},
	} {
		if got := analyse(in, stems{}, func(string) bool { return false }).soft; !slices.Equal(got, want) {
			t.Errorf("analyse(%q).soft = %v, want %v", in, got, want)
		}
	}
}

func TestNameLike(t *testing.T) {
	for in, want := range map[string][]string{
		"ArrayList remove while iterating":   {"ArrayList"},
		"How do I use File.open?":            {"File.open"},
		"Rust Vec push":                      {"Vec"},
		"what is std::move in cajeta":        {"std::move"},
		"read cajeta/io/file/File, then Foo": {"cajeta/io/file/File", "Foo"},
		"how do I read a file line by line":  nil,
		"Is it OK":                           nil,
		// A method called on a string literal is String's.
		"why does `\"héllo\".size()` give 6": {"String.size"},
		"'naïve'.count() and .size()":        {"String.count"},
		"run \"ls -al\".!! in scala":         nil,
	} {
		if diff := cmp.Diff(want, NameLike(in)); diff != "" {
			t.Errorf("NameLike(%q) mismatch (-want +got):\n%s", in, diff)
		}
	}
}

// TestFillersSorted: isFiller and isDataWord search their lists by halves.
func TestFillersSorted(t *testing.T) {
	if !slices.IsSorted(fillers) {
		t.Error("fillers is not sorted")
	}
	if !slices.IsSorted(dataWords) {
		t.Error("dataWords is not sorted")
	}
	if !slices.IsSorted(numberWords) {
		t.Error("numberWords is not sorted")
	}
}

// TestTermsASCII holds the allocation-free terms of ASCII runs to the
// general ones, on runs mixing cases, digits, '_', '.' and '::'.
func TestTermsASCII(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const alphabet = "abcdefgHIJKLMxyzXYZ0129__..:"
	fast, slow := stems{}, stems{}
	for range 20000 {
		b := make([]byte, 1+rng.IntN(24))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		run := string(b)
		if diff := cmp.Diff(slow.termsUnicode(nil, run), fast.termsASCII(nil, run)); diff != "" {
			t.Fatalf("terms of %q mismatch (-unicode +ascii):\n%s", run, diff)
		}
	}
}

// TestHyphened: two words around a hyphen are also one compound, in a
// skill and in a query, so read-only meets ReadOnly and readonly; so are a
// word of two letters or more and a number after a hyphen, so md-5 meets
// MD5.
func TestHyphened(t *testing.T) {
	sources := []Source{
		{URI: "ro", Title: "Read-only snapshots", Body: "Lists nobody can change."},
		{URI: "ts", Title: "ThreadSafe queues", Body: "Queues for fibers."},
		{URI: "md", Title: "MD5 digests", Body: "Checksums of files."},
		{URI: "x", Title: "Other", Body: "Unrelated words."},
	}
	wantFirst(t, sources, map[string]string{"ReadonlyArray": "ro", "a thread-safe queue": "ts", "md-5": "md"})
	got := termsOf("x-1 b-2 SHA-256 8-bit")
	if slices.Contains(got, "x1") || slices.Contains(got, "b2") || slices.Contains(got, "8bit") {
		t.Errorf("termsOf(x-1 b-2 SHA-256 8-bit) = %v: a hyphen after a letter or a number joins nothing", got)
	}
	if !slices.Contains(got, "sha256") {
		t.Errorf("termsOf(x-1 b-2 SHA-256 8-bit) = %v, want sha256 among them", got)
	}
}

// TestQueryCodeParts: a query's name joined as code meets keywords' code
// parts (see codePart); an error code's words are words, in a query as in
// a keyword.
func TestQueryCodeParts(t *testing.T) {
	all := func(string) bool { return true }
	for in, want := range map[string]bool{"Hashtbl.replace": true, "CAJETA_ERROR_MOVE_OF_BORROW": false, "java.lang.NullPointerException": false} {
		got := slices.ContainsFunc(analyse(in, stems{}, all).terms, func(t qterm) bool { return isCodePart(t.term) })
		if got != want {
			t.Errorf("analyse(%q) has code parts: %v, want %v", in, got, want)
		}
	}
}

// TestOnlyNames: the lexicon reads a query's names of other ecosystems
// only when the query holds nothing else but fillers (see Index.analyse)
// and at most one other word.
func TestOnlyNames(t *testing.T) {
	// The skills hold csv, as the search's own known says: the lexicon's
	// csv (CSV.jl, named without its suffix) is not another ecosystem's
	// name here.
	known := func(name string) bool { return name == "csv" }
	for in, want := range map[string]bool{
		"cassava":                      true,
		"Haskell `cassava`?":           true,
		"cassava and hmatrix":          true, // and: a stop word, no field of its own weight
		"equivalent of hmatrix please": true,
		"R cassava":                    true, // a single letter (R, C): no weight
		"Haskell cassava decode":       true, // one word beside: what is done with it
		"cassava header row":           false,
		"read a csv with cassava":      false,
	} {
		found := lexicon.Find(in, known)
		if len(found) == 0 {
			t.Fatalf("lexicon.Find(%q) found no name", in)
		}
		if got := onlyNames(in, found); got != want {
			t.Errorf("onlyNames(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestPhrasingList: phrasing.txt is what isPhrasing searches, so it must
// be sorted and unique, one lowercase word a line.
func TestPhrasingList(t *testing.T) {
	words := phrasingWords()
	if len(words) < 1000 {
		t.Fatalf("phrasing.txt holds %d words", len(words))
	}
	for i, w := range words {
		if w == "" || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" {
			t.Errorf("phrasing.txt line %d: %q is not one lowercase word", i+1, w)
		}
		if i > 0 && words[i-1] >= w {
			t.Errorf("phrasing.txt line %d: %q after %q: not sorted and unique", i+1, w, words[i-1])
		}
	}
	for _, w := range []string{"propose", "redact", "cleanest", "honouring"} {
		if !isPhrasing(w) {
			t.Errorf("isPhrasing(%q) = false", w)
		}
	}
}

// TestErrorCode checks which runs in capitals are error codes: those a
// part of which says error or warning, not every constant.
func TestErrorCode(t *testing.T) {
	for in, want := range map[string]bool{
		"CAJETA_ERROR_RECORD_IMMUTABLE": true,
		"CAJETA_WARN_LAST_USE_TRANSFER": true,
		"ERR_INVALID_ARG_TYPE":          true,
		"VK_ERROR_OUT_OF_DATE_KHR":      true,
		"PROFILE_DATA_DIR":              false,
		"GL_REPEAT":                     false,
		"ERROR":                         false,
		"IllegalStateException":         false,
	} {
		if got := errorCode(in); got != want {
			t.Errorf("errorCode(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestReadNamesLanguage: a language's name is the language, not a
// package the lexicon holds under it without its suffix (swift-sh as
// swift): in "Swift ContinuousClock" only ContinuousClock is read through
// the lexicon, as a monotonic clock.
func TestReadNamesLanguage(t *testing.T) {
	ix := index([]Source{{URI: "clock", Title: "Clock", Body: "A monotonic clock measures a duration."}})
	named, ok := ix.readNames("Swift ContinuousClock")
	if !ok {
		t.Fatal("readNames(Swift ContinuousClock) read no name")
	}
	q := analyse(named, stems{}, ix.has)
	var terms []string
	for _, tm := range q.terms {
		terms = append(terms, tm.term)
	}
	for _, bad := range []string{"script", "depend"} {
		if slices.Contains(terms, bad) {
			t.Errorf("readNames(Swift ContinuousClock) terms %v hold %q: Swift read as swift-sh", terms, bad)
		}
	}
	if !slices.Contains(terms, "monoton") {
		t.Errorf("readNames(Swift ContinuousClock) terms %v lack the clock's words", terms)
	}
}

// TestAnalyseRead: the words a construct of the query is read as
// (construct.Words) follow the writer's and are counted apart, so that
// they weigh constructShare; a word the writer typed already is the
// writer's.
func TestAnalyseRead(t *testing.T) {
	ix := index([]Source{{URI: "cast", Title: "Casts", Body: "A safe conditional cast returns null."}})
	for _, tc := range []struct {
		in                string
		words, constructs int
	}{
		{"val c = shape as? Circle", 6, 3},    // val, c, shape, circle typed; safe, conditional, cast read
		{"safe cast: shape as? Circle", 5, 1}, // only conditional is new
		{"shape as Circle", 2, 0},             // no construct: as is a stop word
	} {
		q := ix.analyseRead(tc.in)
		if q.words != tc.words || q.constructs != tc.constructs {
			t.Errorf("analyseRead(%q): %d words, %d read from constructs; want %d, %d", tc.in, q.words, q.constructs, tc.words, tc.constructs)
		}
	}
}

// TestHolders: the skills holding a dotted name whole (a keyword
// std::vector, a body's File.open) and those holding its last part (an
// API member, a word); nothing for a name of one part or a phrase.
func TestHolders(t *testing.T) {
	ix, sources := sample()
	type held struct {
		uri   string
		whole bool
	}
	for in, want := range map[string][]held{
		"std::vector":      {{"s/list", true}, {"s/list", false}},
		"File.open":        {{"s/open", true}, {"s/file", false}, {"s/open", false}},
		"File.extension":   {{"s/file", false}},
		"Path.readAllLine": nil,
		"vector":           nil,
		"File.open twice":  nil,
	} {
		var got []held
		ix.Holders(in, func(d int32, whole bool) { got = append(got, held{sources[d].URI, whole}) })
		if diff := cmp.Diff(want, got, cmp.AllowUnexported(held{})); diff != "" {
			t.Errorf("Holders(%q) mismatch (-want +got):\n%s", in, diff)
		}
	}
}
