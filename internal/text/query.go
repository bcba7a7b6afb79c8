package text

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kljensen/snowball/english"
)

// query is an analysed query: its terms, each from one of its words.
type query struct {
	terms []qterm
	// words is how many words (and sigils) the query holds that carry
	// weight; a skill's distance is how many of them it lacks.
	words int
	// soft marks the words that count only when some skill holds them: a
	// value code in the query passes (the ctrl of f(ctrl)) or one in double
	// quotes ("naïve") is the writer's, as is a word of one or two letters
	// (the Ax of Ax = b), and a name joined as code joins names
	// (shutil.rmtree) another library's, and so is an annotation (@Audited,
	// @JsonCreator) and a type the writer declared (my Vec2 class), not
	// words of the question, unless the skills know them; so is every
	// word of a query that calls a name, code the writer pasted.
	soft []bool
	// codes marks the words that are error codes (CAJETA_ERROR_RECORD_IMMUTABLE):
	// a code the skills hold is the query's subject, whatever else it says.
	// errs marks those that name an error, codes and exception classes
	// (AddressNotAvailableException): the skills that list one rank as a
	// named skill does.
	codes, errs []bool
	// parts are, per query word, the parts of the name it is between '.'
	// and '::' (one for a plain word), each as the stem of its whole and
	// the stems of its words (ArrayList.removeIf: arraylist of array and
	// list, removeif of remov): what tells a name the skills know from one
	// they do not (see Index.holds).
	parts [][]namePart
	// constructs is how many of the last words are words a construct of
	// the query was read as (see Index.analyseRead), not the writer's.
	constructs int
}

// isRead reports whether term t is of a word a construct of the query was
// read as.
func (q *query) isRead(t qterm) bool { return t.word >= q.words-q.constructs }

// namesCode reports whether the query holds an error code that held says
// the skills hold.
func (q *query) namesCode(held []bool) bool {
	for w, c := range q.codes {
		if c && held[w] {
			return true
		}
	}
	return false
}

// isWhole reports whether terms[i] is its word's whole: the word's last
// term but its code parts, which analyse adds after it. terms are a
// query's, or one word's of them (see eachWord).
func isWhole(terms []qterm, i int) bool {
	next := i + 1
	return !isCodePart(terms[i].term) &&
		(next == len(terms) || terms[next].word != terms[i].word || isCodePart(terms[next].term))
}

// namePart is one part of a query word between joiners: the stem of its
// whole, the stems of its words (not stop words), and how many of its
// words are stop words (the From of ReadFrom, the or of getOrElse).
type namePart struct {
	whole string
	words []string
	stops int
}

// qterm is one term of a query and the query word it stands for (-1: a
// compound of two words, which a skill may lack without lacking them).
type qterm struct {
	term string
	word int
	// sigil: the term is a sigil, whose frequency is a topic's (see
	// stats).
	sigil bool
	// called: the term is the whole of a name the query calls (qr(A)).
	called bool
}

// fillers are words that carry no weight in a query: question words,
// politeness, words every question about Cajeta holds, and the names of
// the languages an agent ports from, which say where a name comes from
// but not what it is: every common one whose name is not also an English
// word (crystal, racket) or a shell's (a shell is a tool asked about:
// "powershell list running services"). (English stop words are dropped
// anyway.)
var fillers = []string{ // sorted: a slice of constants is static data, a map would be built at start
	"actionscript", "actually", "alternative", "alternatives", "analog", "analogue", "anything",
	"applescript", "best", "cajeta", "cajetas", "clojure", "cobol", "coffeescript", "correct",
	"correctly", "counterpart", "cpp", "csharp", "dart", "delphi", "dotnet", "elisp", "elixir",
	"equivalent", "equivalents", "erlang", "exactly", "example", "examples", "explain", "fortran",
	"fsharp", "golang", "good", "groovy", "haskell", "haxe", "help", "idiomatic", "idiomatically",
	"instead", "java", "javascript", "js", "julia", "kotlin", "like", "lua", "matlab", "mean",
	"meaning", "means", "need", "needs", "nodejs", "objc", "ocaml", "pascal", "perl", "php", "please",
	"possible", "prolog", "proper", "properly", "purescript", "py", "python", "raku",
	"recommended", "rescript", "right", "ruby", "rust", "scala", "show", "similar", "smalltalk",
	"solidity", "something", "supposed", "swift", "tcl", "tell", "thing", "things", "ts",
	"typescript", "vba", "vbnet", "versus", "vs", "want", "way", "ways", "work", "works", "zig",
}

// sortedHas reports whether the sorted list words holds w.
func sortedHas(words []string, w string) bool {
	_, found := slices.BinarySearch(words, w)
	return found
}

// isFiller reports whether the lowercase word w is a filler.
func isFiller(w string) bool {
	return sortedHas(fillers, w)
}

// analyse turns the text of a query into its terms. has reports whether
// the index holds a term: a pair of adjacent words is also looked up as
// their compound (hash map: hashmap), and a run of two to maxPhrase words
// as a phrase (list a directory).
func analyse(s string, c stems, has func(string) bool) query {
	var q query
	var words []string        // the single words, lowercased, in order; "" breaks a pair
	seen := map[string]bool{} // a word said twice counts once
	var code []bool           // per query word but sigils, in order: written as code (joined, or a capital inside: getOrPut)
	firstIsWord := false      // the query's first word is not a sigil
	prev := ""                // the token before, lowercased
	calls := false            // some name is called (see below)
	scan(s, typed, func(tok token) {
		calls = calls || tok.called
		before := prev
		prev = strings.ToLower(tok.text)
		if tok.hyphened { // a compound of two words, which a skill may lack
			for _, t := range c.terms(nil, tok) {
				if has(t) {
					q.terms = append(q.terms, qterm{term: t, word: -1})
				}
			}
			return
		}
		if tok.sigil {
			if !seen[tok.text] {
				seen[tok.text] = true
				q.addSymbols(tok.text, tok.quoted || strings.HasPrefix(tok.text, "@"))
			}
			words = append(words, "")
			return
		}
		lower := strings.ToLower(tok.text)
		if isFiller(lower) && !tok.called {
			words = append(words, "")
			return
		}
		terms := c.terms(nil, tok)
		key := strings.Join(terms, " ")
		if len(terms) > 0 && !seen[key] {
			seen[key] = true
			firstIsWord = firstIsWord || q.words == 0
			for i, t := range terms {
				q.terms = append(q.terms, qterm{term: t, word: q.words, called: tok.called && i == len(terms)-1})
			}
			asCode := joined(tok.text)
			if hasCodeParts(tok.text) {
				for _, t := range terms[:len(terms)-1] {
					q.terms = append(q.terms, qterm{term: codePart(t), word: q.words})
				}
			}
			q.addWord(tok.arg || tok.quoted || asCode || numeral(tok.text) || isNumberWord(lower) || isSymbol(tok.text) || isDataWord(lower) || isPhrasing(lower) || writersType(before, tok.text), errorCode(tok.text), errorLike(tok.text), c.nameParts(tok.text))
			code = append(code, asCode || innerCapital(tok.text))
		}
		single := len(terms) == 1 && isWord(tok.text)
		if single {
			words = append(words, strings.ToLower(tok.text))
		} else {
			words = append(words, "")
		}
	})
	if symbolsOnly(s) {
		q.unreadRows(s)
	}
	// A query that calls a name is code: the names in it the skills do
	// not know are the writer's own (the crunch of spawn { crunch(chunk)
	// }, the DTid of CSMain(uint3 DTid : SV_DispatchThreadID)), its
	// functions and variables, not a subject no skill answers.
	if calls {
		for w := range q.soft {
			q.soft[w] = true
		}
	}
	// A short query whose first word is prose and a later one code names
	// the library the code comes from first: the Unity of "Unity
	// Quaternion.Slerp", the gonum of "gonum topo.Sort". Unknown, it says
	// where the name comes from, as a language's name does (fillers).
	if firstIsWord && len(code) <= maxOriginWords && !code[0] && slices.Contains(code[1:], true) {
		q.soft[0] = true
	}
	for i := 1; i < len(words); i++ {
		if words[i-1] == "" || words[i] == "" {
			continue
		}
		if t := c.stem(words[i-1] + words[i]); t != "" && has(t) {
			q.terms = append(q.terms, qterm{term: t, word: -1})
		}
	}
	// Two words anywhere in the query may be the words of one compound:
	// "build a big string" holds StringBuilder's.
	var ws []string
	for _, w := range words {
		if st := c.stem(w); w != "" && st != "" && !slices.Contains(ws, st) {
			ws = append(ws, st)
		}
	}
	for i := range ws[:min(len(ws), maxPairWords)] {
		for j := i + 1; j < min(len(ws), maxPairWords); j++ {
			if t := pairTerm(ws[i], ws[j]); has(t) {
				q.terms = append(q.terms, qterm{term: t, word: -1})
			}
		}
	}
	// Runs of two or more words may be a title or keyword; a single word
	// only when it is the whole query.
	phrase := c.phrase(s, typed, true)
	for n := min(2, len(phrase)); n <= maxPhrase; n++ {
		for i := 0; i+n <= len(phrase); i++ {
			if t := phraseTerm(phrase[i : i+n]); has(t) {
				q.terms = append(q.terms, qterm{term: t, word: -1})
			}
		}
	}
	return q
}

// unreadRows adds to q, a query of symbols only, each of its runs of two
// or more symbols that is no sigil (the ";;" and "~~" of ":: ;; ~~ ^^")
// as an unknown word, as a name no skill knows is in a question: a row of
// punctuation with one operator in it is not a question about that
// operator.
func (q *query) unreadRows(s string) {
	eachUnreadRow(s, func(row string) { q.addSymbols(row, false) })
}

// symbolsOnly reports whether s holds no letter, digit or '_'.
func symbolsOnly(s string) bool { return strings.IndexFunc(s, isIdent) < 0 }

// eachUnreadRow calls f with each whitespace-separated run of s, a string
// of symbols only, that is two bytes or more and from which scan reads no
// token: the ??= and &. an agent types, which a keyword may list.
func eachUnreadRow(s string, f func(row string)) {
	for _, run := range strings.Fields(s) {
		read := false
		scan(run, typed, func(token) { read = true })
		if !read && len(run) >= 2 {
			f(run)
		}
	}
}

// eachWord calls f with each word of q that carries weight and its
// terms, in the order analyse added them: a plain word's one term; a
// name's words, then its whole (oskil of os.kill), then its code parts.
func (q *query) eachWord(f func(w int, terms []qterm)) {
	for i := 0; i < len(q.terms); {
		w := q.terms[i].word
		j := i + 1
		for j < len(q.terms) && q.terms[j].word == w {
			j++
		}
		if w >= 0 {
			f(w, q.terms[i:j])
		}
		i = j
	}
}

// addWord counts the query word whose terms were just added, with
// whether it is soft, whether it is an error code, whether it names an
// error, and its parts.
func (q *query) addWord(soft, code, err bool, parts []namePart) {
	q.words++
	q.soft = append(q.soft, soft)
	q.codes = append(q.codes, code)
	q.errs = append(q.errs, err)
	q.parts = append(q.parts, parts)
}

// addSymbols adds a run of symbols (a sigil, or a row no skill can hold)
// as a query word of one term, soft when the writer quoted it or it is an
// annotation.
func (q *query) addSymbols(run string, soft bool) {
	q.terms = append(q.terms, qterm{term: run, word: q.words, sigil: true})
	q.addWord(soft, false, false, []namePart{{whole: run}})
}

// maxPhrase is the most words a phrase term holds, maxPairWords the most
// words of a query paired as the words of a compound, and maxOriginWords
// the most words of a query whose first word may name where its code comes
// from.
const (
	maxPhrase      = 5
	maxPairWords   = 16
	maxOriginWords = 4
)

// joined reports whether the identifier s is written as code joins
// names: with '_', '.' or '::' between its letters (np.linalg.lstsq,
// shutil.rmtree, std::move). Such a word the skills do not hold names
// something of another library, not the subject of the question.
func joined(s string) bool {
	return strings.ContainsAny(strings.Trim(s, "_."), "_.") || strings.Contains(s, "::")
}

// codePart is the term of t met as a part of a name joined as code in a
// keyword (the replace of Hashtbl.replace): a code word of a query meets
// it, a plain word does not.
func codePart(t string) string { return "%" + t }

// isCodePart reports whether term t is a code part (see codePart).
func isCodePart(t string) bool { return strings.HasPrefix(t, "%") }

// hasCodeParts reports whether the words of the identifier run s are code
// parts (see codePart), in a keyword and in a query alike: those of a name
// joined as code (Hashtbl.replace), but not an error code's
// (CAJETA_ERROR_TRANSFER_REQUIRED), whose words say what went wrong.
func hasCodeParts(s string) bool { return joined(s) && !errorLike(s) }

// nameParts returns the parts of the identifier run s (see query.parts).
func (c stems) nameParts(s string) []namePart {
	var out []namePart
	for _, part := range splitJoiners(s) {
		var p namePart
		var whole strings.Builder
		for _, w := range splitWords(part) {
			lw := strings.ToLower(w)
			whole.WriteString(lw)
			if st := c.stem(lw); st != "" {
				p.words = append(p.words, st)
			} else if english.IsStopWord(lw) {
				p.stops++
			}
		}
		p.whole = c.stem(whole.String())
		if p.whole != "" || len(p.words) > 0 {
			out = append(out, p)
		}
	}
	return out
}

// innerCapital reports whether s has a capital after its first letter
// (ArrayList, getOrPut).
func innerCapital(s string) bool {
	_, size := utf8.DecodeRuneInString(s)
	return strings.ContainsFunc(s[size:], unicode.IsUpper)
}

// writersType reports whether w, after the word before, is a type the
// writer declared: a name shaped as a type (a capital first, a lower-case
// letter, and a capital inside or a digit) that a possessive introduces
// (my Vec2 class, our OrderBook, my own PaymentFailed exception). Like a
// value the writer passes, it is not a word of the question unless the
// skills know it.
func writersType(before, w string) bool {
	switch before {
	case "my", "our", "your", "own":
	default:
		return false
	}
	r, size := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && strings.ContainsFunc(w, unicode.IsLower) &&
		(innerCapital(w) || strings.ContainsFunc(w[size:], unicode.IsDigit))
}

// numeral reports whether s starts with a digit: a number the writer
// chose (port 8080, 65 for 'A', 100ms, 640x480, the 95th percentile),
// not a word of the question. A hexadecimal literal (0x80070005) is
// rather a code that names what went wrong.
func numeral(s string) bool {
	return s != "" && '0' <= s[0] && s[0] <= '9' && !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X")
}

// isSymbol reports whether the query word s is one or two characters
// long: a symbol or unit of the writer's (the Ax of Ax = b, KB), not what
// the query is about, unless a skill holds it.
func isSymbol(s string) bool {
	return utf8.RuneCountInString(s) <= 2
}

// isWord reports whether s is letters only: a word that may be a compound.
func isWord(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// NameLike returns the parts of a query with whitespace that look like
// canonical names, so that the caller can run them through its name
// stages: a field with a capital inside it (ArrayList, readAllLines), with
// '.', '/' or '::' between letters (File.open, std::move), or a
// capitalised word that does not start the query (the Vec of "Rust Vec").
// Punctuation around a field is left out. A method called on a string
// literal ("héllo".size()) is given as String's (String.size).
func NameLike(s string) []string {
	var out []string
	for i, f := range strings.Fields(s) {
		if m := literalCall.FindStringSubmatch(f); m != nil {
			out = append(out, "String."+m[1])
			continue
		}
		f = strings.TrimFunc(f, func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_'
		})
		if len(f) < 3 || !strings.ContainsFunc(f, unicode.IsLetter) {
			continue
		}
		r, _ := utf8.DecodeRuneInString(f)
		qualified := strings.ContainsAny(f, "./") || strings.Contains(f, "::")
		if innerCapital(f) || qualified || i > 0 && unicode.IsUpper(r) {
			out = append(out, f)
		}
	}
	return out
}

// literalCall matches a method called on a string literal ("héllo".size(),
// 'naïve'.count()): a String method, whatever the writer's language.
var literalCall = regexp.MustCompile("^`?(?:\"[^\"]*\"|'[^']*')\\.([A-Za-z_][A-Za-z0-9_]*)\\(")

// dataWords name the writer's data rather than what the question is
// about: the records of an example (sales per region, employees by
// salary). They count only where some skill holds them.
var dataWords = []string{ // sorted, as fillers is
	"age", "ages", "album", "albums", "animal", "animals", "apple", "apples", "author", "authors",
	"banana", "bananas", "book", "booking", "bookings", "books", "car", "cars", "cart", "cat",
	"cats", "cities", "city", "countries", "country", "course", "courses", "customer", "customers",
	"department", "departments", "dog", "dogs", "employee", "employees", "flight", "flights",
	"fruit", "fruits", "grade", "grades", "hotel", "inventory", "invoice", "invoices", "member",
	"members", "movie", "movies", "orders", "passenger", "passengers", "patient", "patients",
	"pizza", "player", "players", "price", "prices", "product", "products", "profit", "profits",
	"purchase", "purchases", "recipe", "recipes", "region", "regions", "revenue", "revenues",
	"salaries", "salary", "sale", "sales", "score", "scores", "shipment", "shipments", "shop",
	"song", "songs", "stock", "stocks", "student", "students", "subscriber", "subscribers",
	"teacher", "teachers", "team", "teams", "temperature", "temperatures", "ticker", "ticket",
	"tickets", "trades", "vehicle", "vehicles", "visitor", "visitors", "vote", "votes",
	"warehouse", "weather",
}

// numberWords are numbers spelled out: like a numeral, a value the writer
// chose (a few hundred releases, a million rows), not what the question is
// about. They count only where some skill holds them.
var numberWords = []string{ // sorted, as fillers is
	"billion", "billions", "dozen", "dozens", "eight", "eighteen", "eighty", "eleven", "fifteen",
	"fifty", "five", "forty", "four", "fourteen", "hundred", "hundreds", "million", "millions",
	"nine", "nineteen", "ninety", "seven", "seventeen", "seventy", "six", "sixteen", "sixty",
	"ten", "thirteen", "thirty", "thousand", "thousands", "three", "twelve", "twenty", "two",
}

// isNumberWord reports whether the lowercase word w is a number spelled out.
func isNumberWord(w string) bool {
	return sortedHas(numberWords, w)
}

// isDataWord reports whether the lowercase word w is a data word.
func isDataWord(w string) bool {
	return sortedHas(dataWords, w)
}
