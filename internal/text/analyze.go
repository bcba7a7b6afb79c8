package text

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kljensen/snowball/english"
)

// token is one unit of text before it becomes terms: an identifier run (a
// run of letters, digits and '_', joined across '.' and '::' when a letter
// or digit follows: HashMap, unique_ptr, Files.readAllLines, std::move), or
// a sigil, already in its term form.
type token struct {
	text  string
	sigil bool
	// arg: the run is a whole argument of a call, between '(' or ','
	// and ',' or ')', or a call there: a value the writer named (f(ctrl),
	// g(a, b), h(vec2(x, y))).
	arg bool
	// called: the run is a name called, '(' right after it (the qr of
	// qr(A), the lm of lm()).
	called bool
	// quoted: the run is inside double quotes or backticks (a message, a
	// value or a command the writer shows: "naïve", "42abc", `git
	// rev-parse HEAD`, `stauts`).
	quoted bool
	// hyphened: the token is the two words around a hyphen written as one
	// (readonly of read-only), or a word of two letters or more and the
	// number after it (sha256 of SHA-256, md5 of md-5, utf8 of UTF-8: the
	// names Sha256 and MD5; not x1 of x-1, arithmetic), given after the
	// second of them.
	hyphened bool
}

// Sigil terms. A '#' directly before a name transfers it (#x, #T: both
// give "#", and a capitalised name also "#T", an owned type); "#=" binds
// an owned result; '^' before a capitalised name is a borrowed type; '@'
// before a name is an annotation ("@inject"). The operators ::, ->, [],
// ==, !=, &&, || and the compound assignments (+=, -=, *=, /=, %=) are
// terms as they are written; in a query, so is the [] of a name indexed by
// a name or a number (g[i], m[k]: see isIndex), and so are other
// languages' operators (see isCodeOperator). "${" opening a substitution
// (${id.field} in a manifest, ${name} in another language's string) is
// the term "${}".
const (
	sigilHash     = "#"
	sigilHashEq   = "#="
	sigilOwned    = "#T"
	sigilBorrowed = "^T"
	sigilCaret    = "^"
	sigilScope    = "::"
	sigilArrow    = "->"
	sigilBrackets = "[]"
	sigilSubst    = "${}"
)

// layout says how a string to scan is written.
type layout uint8

const (
	// typed is a query: one line as an agent typed it.
	typed layout = iota
	// listed is Markdown an agent's words are listed in (a keyword, a
	// question the skill answers): its operators are code.
	listed
	// prose is a skill's Markdown text, where "**" is bold unless it is
	// inside backticks.
	prose
)

// scan calls emit for each token of s, in order. In Markdown (a skill's
// text) a heading's leading '#'s are not sigils; a query is one line of
// its own, where a '#' at the start is the sigil (`#`, "# on an
// argument").
func scan(s string, l layout, emit func(token)) {
	markdown := l != typed
	lineStart := markdown
	depth := 0 // of parentheses
	quoted := false
	code := false          // inside backticks: where Markdown's "**" is an operator, not bold
	f := func(tok token) { // inside quotes every token is quoted, a sigil too
		tok.quoted = tok.quoted || quoted
		emit(tok)
	}
	prev, prevEnd := "", -1 // the last identifier run and its end
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if isIdent(r) {
			j := identEnd(s, i)
			tok := token{text: s[i:j], arg: depth > 0 && argument(s, i, j), called: j < len(s) && s[j] == '('}
			f(tok)
			if i > 0 && prevEnd == i-1 && s[i-1] == '-' && isWord(prev) && (isWord(tok.text) || len(prev) >= 2 && digits(tok.text)) {
				f(token{text: prev + tok.text, hyphened: true})
			}
			prev, prevEnd = tok.text, j
			i, lineStart = j, false
			continue
		}
		switch r {
		case '(':
			depth++
		case ')':
			depth = max(depth-1, 0)
		case '"':
			quoted = !quoted
		case '`':
			quoted, code = !quoted, !code
		case '\'':
			if !markdown && singleQuote(s, i, quoted) {
				quoted = !quoted
			}
		}
		next := byte(0)
		if i+1 < len(s) {
			next = s[i+1]
		}
		rowEnd, head := i, -1 // the end of the run of symbols a sigil starts; of a heading's '#'s
		if r == '#' || r == '^' || r == '@' {
			rowEnd = symbolEnd(s, i)
		}
		if r == '#' && lineStart {
			head = headingEnd(s, i)
		}
		switch {
		case r == '\n':
			lineStart = markdown
			i++
			continue
		case r == ' ' || r == '\t' || r == '\r':
			i++
			continue
		case head > i:
			i, lineStart = head, false
			continue
		case r == '#' && i > 0 && isLetterByte(s[i-1]) && !hashOperand(next):
			i++ // C#, F#: a language's name, not a sigil
			continue
		case r == '#' && i > 0 && isIdentByte(s[i-1]) && (isLetterByte(next) || next == '_'):
			i++ // Hash#keys, List#add: Ruby's and Javadoc's Class#method, not a sigil
			continue
		case r == '#' && foreignHash(s[i+1:]):
			i++ // #[derive(Debug)], #include, #pragma: another language's, not a sigil
			continue
		case rowEnd > i && !oneSigil(s[i:rowEnd]):
			i = rowEnd // "###***###", "^^^": no sigil
		case r == '#':
			i += hashSigil(s, i, f)
		case r == '^':
			nr, _ := utf8.DecodeRuneInString(s[i+1:])
			switch {
			case unicode.IsUpper(nr):
				f(token{text: sigilBorrowed, sigil: true})
			case !isIdent(nr) && nr != '=':
				f(token{text: sigilCaret, sigil: true})
			}
			i++
		case r == '@':
			if nr, _ := utf8.DecodeRuneInString(s[i+1:]); unicode.IsLetter(nr) {
				j := i + 1
				for j < len(s) {
					r2, n := utf8.DecodeRuneInString(s[j:])
					if !unicode.IsLetter(r2) && !unicode.IsDigit(r2) {
						break
					}
					j += n
				}
				f(token{text: "@" + strings.ToLower(s[i+1:j]), sigil: true})
			}
			i++ // the name itself is a word of its own
		case (r == '<' || r == '>') && (i == 0 || s[i-1] == ' ' || s[i-1] == '`'):
			j := i + 1
			for j < len(s) && strings.IndexByte("<=>", s[j]) >= 0 {
				j++
			}
			if op := s[i:j]; isCodeOperator(op) && (j == len(s) || s[j] == ' ' || s[j] == '`') && (l != prose || code) {
				f(token{text: op, sigil: true})
			}
			i, lineStart = j, false
			continue
		case r < utf8.RuneSelf && strings.IndexByte(operatorChars, byte(r)) >= 0:
			j := i + 1
			for j < len(s) && strings.IndexByte(operatorChars, s[j]) >= 0 {
				j++
			}
			op := s[i:j]
			switch {
			case op == "-" && j < len(s) && s[j] == '>':
				op, j = sigilArrow, j+1
			case op == "?" && j < len(s) && s[j] == '.':
				op, j = "?.", j+1
			}
			if isOperator(op) || isCodeOperator(op) && (l != prose || code) && standsAlone(s, i, j) {
				f(token{text: op, sigil: true})
			}
			i, lineStart = j, false
			continue
		case r == '$' && next == '{':
			f(token{text: sigilSubst, sigil: true})
			i += 2
		case r == '[' && next == ']':
			f(token{text: sigilBrackets, sigil: true})
			i += 2
		case r == '[' && !markdown && i > 0 && isIdentByte(s[i-1]) && isIndex(s, i):
			f(token{text: sigilBrackets, sigil: true})
			i++
		default:
			i += size
		}
		lineStart = false
	}
}

// argument reports whether s[i:j] stands alone between '(' or ',' and ','
// or ')', spaces aside, or is called there (the ivec2 of imageStore(img,
// ivec2(x, y))): the writer's own expression.
func argument(s string, i, j int) bool {
	before := strings.TrimRight(s[:i], " \t")
	after := strings.TrimLeft(s[j:], " \t")
	return before != "" && after != "" && strings.IndexByte("(,", before[len(before)-1]) >= 0 &&
		strings.IndexByte(",)(", after[0]) >= 0
}

// headingEnd returns the end of the '#'s at s[i] when they open a
// Markdown heading (a space, a tab or the end follows them), else -1.
func headingEnd(s string, i int) int {
	j := i
	for j < len(s) && s[j] == '#' {
		j++
	}
	if j == len(s) || s[j] == ' ' || s[j] == '\t' {
		return j
	}
	return -1
}

// symbolEnd returns the end of the run of symbols starting at s[i]: ASCII
// punctuation and symbols other than brackets, quotes, ',', '.' and '_'.
func symbolEnd(s string, i int) int {
	j := i
	for ; j < len(s); j++ {
		c := s[j]
		symbol := c < utf8.RuneSelf && (unicode.IsPunct(rune(c)) || unicode.IsSymbol(rune(c)))
		if !symbol || strings.IndexByte("()[]{}<>'\"`,._", c) >= 0 {
			break
		}
	}
	return j
}

// oneSigil reports whether a run of symbols is a single sigil ("#", "#=",
// "^", "@"), as opposed to a row of them.
func oneSigil(run string) bool {
	switch run {
	case sigilHash, sigilHashEq, sigilCaret, "^=", "@":
		return true
	}
	return false
}

// operatorChars are the characters operators are written with ('<' and
// '>' aside: they close a type's arguments as often as they shift). A run
// of them is an operator only when it is one whole: ":::" and ";;;" are
// not "::".
const operatorChars = ":;=!+-*/%&|?"

// isOperator reports whether op is an operator that is a term: ::, ->, ==,
// !=, &&, || and the compound assignments.
func isOperator(op string) bool {
	switch op {
	case sigilScope, sigilArrow, "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=":
		return true
	}
	return false
}

// isCodeOperator reports whether op is an operator of other languages
// that agents ask about (x ** 2, a ?? b, a?.b, a <=> b, $? >> 8) and
// language-syntax names: a term in a query, a keyword or an asked
// question, and in a skill's prose only inside backticks, since its bold
// is "**" too. The shifts and
// <=> count only with a space before and after them, never the ">>" that
// closes List<List<T>>.
func isCodeOperator(op string) bool {
	switch op {
	case "**", "===", "!==", "??", "?.", "?:", "<<", ">>", ">>>", "<=>":
		return true
	}
	return false
}

// standsAlone reports whether the operator s[i:j] has no other symbol
// beside it (not the === of "~~~===~~~").
func standsAlone(s string, i, j int) bool {
	symbol := func(c byte) bool {
		return c < utf8.RuneSelf && (unicode.IsPunct(rune(c)) || unicode.IsSymbol(rune(c))) &&
			strings.IndexByte("()[]{}'\"`,_", c) < 0
	}
	return (i == 0 || !symbol(s[i-1])) && (j == len(s) || !symbol(s[j]))
}

// hashSigil reports the sigil of the '#' at s[i] and returns how many bytes
// it takes: 2 for "#=", else 1 (a name after it is a token of its own).
func hashSigil(s string, i int, f func(token)) int {
	if i+1 < len(s) && s[i+1] == '=' {
		f(token{text: sigilHashEq, sigil: true})
		return 2
	}
	f(token{text: sigilHash, sigil: true})
	if nr, _ := utf8.DecodeRuneInString(s[i+1:]); unicode.IsUpper(nr) {
		f(token{text: sigilOwned, sigil: true})
	}
	return 1
}

// isIdentByte reports whether b is an ASCII letter, digit or '_'.
func isIdentByte(b byte) bool { return isLetterByte(b) || '0' <= b && b <= '9' || b == '_' }

// isLetterByte reports whether b is an ASCII letter.
func isLetterByte(b byte) bool { return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' }

// foreignHash reports whether rest, after a '#', makes it another
// language's: a Rust or C# attribute (#[derive(Debug)], #[Fact]; Cajeta's
// own #[] extracts), a C preprocessor directive (#include, #pragma), or
// Clojure's and Ruby's #(...), #{...} and #'var.
func foreignHash(rest string) bool {
	switch {
	case strings.HasPrefix(rest, "["):
		return !strings.HasPrefix(rest, "[]")
	case strings.HasPrefix(rest, "("), strings.HasPrefix(rest, "{"), strings.HasPrefix(rest, "'"):
		return true
	}
	j := 0
	for j < len(rest) && isLetterByte(rest[j]) {
		j++
	}
	switch rest[:j] {
	case "include", "define", "pragma", "ifdef", "ifndef", "endif", "undef", "elif", "region", "endregion":
		return true
	}
	return false
}

// hashOperand reports whether b, after a '#', makes it a sigil: a name,
// '=' or '['.
func hashOperand(b byte) bool {
	return b == '=' || b == '[' || b == '_' || isLetterByte(b) || b >= 0x80
}

// isIdent reports whether r belongs to an identifier run.
func isIdent(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// identEnd returns the end of the identifier run starting at s[i]: its
// letters, digits and '_', and a '.' or '::' between two of those.
func identEnd(s string, i int) int {
	j := i
	for j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if isIdent(r) {
			j += n
			continue
		}
		joiner := 0
		switch {
		case r == '.':
			joiner = 1
		case r == ':' && j+1 < len(s) && s[j+1] == ':':
			joiner = 2
		}
		if joiner == 0 || j+joiner >= len(s) {
			break
		}
		if nr, _ := utf8.DecodeRuneInString(s[j+joiner:]); !isIdent(nr) || nr == '_' {
			break
		}
		j += joiner
	}
	return j
}

// stems caches the index word of each lowercase word seen.
type stems map[string]string

// placeholder reports whether w is a name examples give things that have
// none (a class Foo, a field bar): a word of no meaning, in a skill or in
// a query.
func placeholder(w string) bool {
	switch w {
	case "foo", "bar", "baz", "qux", "quux":
		return true
	}
	return false
}

// contraction reports whether w is what an apostrophe leaves of a
// contraction whose other half is a stop word: the doesn of doesn't, the
// ll of you'll. Snowball's list holds don, s and t, not these.
func contraction(w string) bool {
	switch w {
	case "aren", "couldn", "didn", "doesn", "hadn", "hasn", "haven", "isn", "ll", "mightn",
		"mustn", "needn", "re", "shan", "shouldn", "ve", "wasn", "weren", "won", "wouldn":
		return true
	}
	return false
}

// stem is the index word of the lowercase word w: the Snowball English
// stem of its American spelling, or "" for a one-letter word, a stop word
// (or what a contraction leaves of one) or a placeholder.
func (c stems) stem(w string) string {
	if st, ok := c[w]; ok {
		return st
	}
	st := ""
	if utf8.RuneCountInString(w) > 1 && !english.IsStopWord(w) && !contraction(w) && !placeholder(w) {
		st = english.Stem(american(w), false)
	}
	c[w] = st
	return st
}

// terms appends to dst the terms of tok: a sigil as it is; an identifier
// run as the stem of each of its words (split at '_', '.', '::' and
// camelCase), and, when it has several words, the stem of all of them
// written together (hashmap for HashMap and hash_map), for each part
// between joiners and for the whole run.
func (c stems) terms(dst []string, tok token) []string {
	if tok.sigil {
		return append(dst, tok.text)
	}
	if isASCII(tok.text) {
		return c.termsASCII(dst, tok.text)
	}
	return c.termsUnicode(dst, tok.text)
}

// termsUnicode is terms of any identifier run.
func (c stems) termsUnicode(dst []string, run string) []string {
	var whole strings.Builder
	wholeWords, segments := 0, 0
	var seg strings.Builder
	segWords := 0
	var segStems []string
	flushSeg := func() {
		if segWords > 1 {
			if len(segStems) == 2 {
				dst = append(dst, pairTerm(segStems[0], segStems[1]))
			}
			if st := c.stem(seg.String()); st != "" {
				dst = append(dst, st)
			}
		}
		seg.Reset()
		segWords = 0
		segStems = segStems[:0]
		segments++
	}
	for _, part := range splitJoiners(run) {
		for _, w := range splitWords(part) {
			lw := strings.ToLower(w)
			if st := c.stem(lw); st != "" {
				dst = append(dst, st)
				segStems = append(segStems, st)
			}
			seg.WriteString(lw)
			whole.WriteString(lw)
			segWords++
			wholeWords++
		}
		flushSeg()
	}
	if segments > 1 && wholeWords > 1 {
		if st := c.stem(whole.String()); st != "" {
			dst = append(dst, st)
		}
	}
	return dst
}

// termsASCII is terms of an ASCII identifier run, nearly every one, made
// without allocating once its words are in c: words are lowercased into
// reused buffers, and c is looked up with them directly.
func (c stems) termsASCII(dst []string, run string) []string {
	var wordBuf, segBuf, wholeBuf, pairBuf [maxScanned]byte
	seg, whole := segBuf[:0], wholeBuf[:0]
	// pairKey is '+' and each of the part's first two words that have a
	// stem: the key of c that caches their pair term.
	pairKey := pairBuf[:0]
	wholeWords, segments, segWords := 0, 0, 0
	var pair [2]string
	nStems := 0
	flushSeg := func() {
		if segWords > 1 {
			if nStems == 2 {
				t, ok := c[string(pairKey)]
				if !ok {
					t = pairTerm(pair[0], pair[1])
					c[string(pairKey)] = t
				}
				dst = append(dst, t)
			}
			if st := c.stemBytes(seg); st != "" {
				dst = append(dst, st)
			}
		}
		seg, pairKey, segWords, nStems = seg[:0], pairKey[:0], 0, 0
		segments++
	}
	word := func(w string) {
		lw := wordBuf[:0]
		for i := 0; i < len(w); i++ {
			b := w[i]
			if 'A' <= b && b <= 'Z' {
				b += 'a' - 'A'
			}
			lw = append(lw, b)
		}
		if st := c.stemBytes(lw); st != "" {
			dst = append(dst, st)
			if nStems < 2 {
				pair[nStems] = st
				pairKey = append(append(pairKey, '+'), lw...)
			}
			nStems++
		}
		seg, whole = append(seg, lw...), append(whole, lw...)
		segWords++
		wholeWords++
	}
	if len(run) > maxScanned/2 {
		return c.termsUnicode(dst, run) // longer than the buffers: rare enough to allocate
	}
	start := 0
	for i := 0; i <= len(run); i++ {
		if i < len(run) && run[i] != '.' && run[i] != ':' {
			continue
		}
		if start < i {
			part := run[start:i]
			for len(part) > 0 {
				w, rest, _ := strings.Cut(part, "_")
				from := 0
				for j := 1; j <= len(w); j++ {
					if j < len(w) && !camelBreakASCII(w, j) {
						continue
					}
					word(w[from:j])
					from = j
				}
				part = rest
			}
			flushSeg()
		}
		start = i + 1
	}
	if segments > 1 && wholeWords > 1 {
		if st := c.stemBytes(whole); st != "" {
			dst = append(dst, st)
		}
	}
	return dst
}

// maxScanned is the size of termsASCII's buffers.
const maxScanned = 256

// stemBytes is stem of the lowercase word w, without allocating when w is
// in c.
func (c stems) stemBytes(w []byte) string {
	if st, ok := c[string(w)]; ok {
		return st
	}
	return c.stem(string(w))
}

// isASCII reports whether s is ASCII only.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// camelBreakASCII is camelBreak on an ASCII word.
func camelBreakASCII(s string, i int) bool {
	if c := s[i]; c < 'A' || c > 'Z' {
		return false
	}
	prev := s[i-1]
	if 'a' <= prev && prev <= 'z' || '0' <= prev && prev <= '9' {
		return true
	}
	return 'A' <= prev && prev <= 'Z' && i+1 < len(s) && 'a' <= s[i+1] && s[i+1] <= 'z'
}

// splitJoiners cuts an identifier run at its '.' and '::' joiners.
func splitJoiners(run string) []string {
	if !strings.ContainsAny(run, ".:") {
		return []string{run}
	}
	return strings.FieldsFunc(run, func(r rune) bool { return r == '.' || r == ':' })
}

// splitWords cuts one part of an identifier run into its words: at '_',
// and where camelCase starts a word (readAll, XMLParser).
func splitWords(part string) []string {
	var out []string
	for _, w := range strings.Split(part, "_") {
		rs := []rune(w)
		start := 0
		for i := 1; i <= len(rs); i++ {
			if i < len(rs) && !camelBreak(rs, i) {
				continue
			}
			if start < i {
				out = append(out, string(rs[start:i]))
			}
			start = i
		}
	}
	return out
}

// camelBreak reports whether a word of a run starts at rs[i]: a capital
// after a lowercase letter or a digit (readAll), or the last capital of a
// run of capitals followed by a lowercase letter (XMLParser).
func camelBreak(rs []rune, i int) bool {
	if !unicode.IsUpper(rs[i]) {
		return false
	}
	prev := rs[i-1]
	if unicode.IsLower(prev) || unicode.IsDigit(prev) {
		return true
	}
	return unicode.IsUpper(prev) && i+1 < len(rs) && unicode.IsLower(rs[i+1])
}

// phrase returns the sequence of s's words as a phrase sees them: each
// token's stem, one term for a compound (its whole stem) or a sigil; stop
// words and one-letter words are left out, fillers too when drop is set.
// l is scan's.
func (c stems) phrase(s string, l layout, drop bool) []string {
	var out []string
	var buf []string
	scan(s, l, func(tok token) {
		if tok.hyphened || drop && !tok.sigil && isFiller(strings.ToLower(tok.text)) {
			return
		}
		buf = c.terms(buf[:0], tok)
		if len(buf) > 0 {
			out = append(out, buf[len(buf)-1]) // a compound's whole stem comes last
		}
	})
	return out
}

// pairTerm is the term of a compound of two words (StringBuilder) found
// from its words in any order and place ("build a string"): their stems,
// sorted, each after a '+'.
func pairTerm(a, b string) string {
	if b < a {
		a, b = b, a
	}
	return "+" + a + "+" + b
}

// phraseTerm is the term of a whole title or keyword: its words' stems
// joined with spaces after a '=', so that it never equals a word's term.
func phraseTerm(words []string) string { return "=" + strings.Join(words, " ") }

// errorCode reports whether an identifier run is an error code: capitals
// and digits with underscores between them, one of the parts saying it
// is an error or a warning (CAJETA_ERROR_RECORD_IMMUTABLE,
// CAJETA_WARN_LAST_USE_TRANSFER, ERR_INVALID_ARG_TYPE), not any constant
// (PROFILE_DATA_DIR, GL_REPEAT), which names no subject the off-topic gate
// should trust.
func errorCode(run string) bool {
	if !strings.Contains(run, "_") || !errorLike(run) {
		return false
	}
	for _, part := range strings.Split(run, "_") {
		switch part {
		case "ERROR", "ERR", "WARN", "WARNING", "FAIL", "FAILED", "FAULT", "EXCEPTION":
			return true
		}
	}
	return false
}

// errorLike reports whether an identifier run names an error: a code in
// capitals with underscores (CAJETA_ERROR_RECORD_IMMUTABLE) or a class
// ending in Exception or Error.
func errorLike(run string) bool {
	if strings.HasSuffix(run, "Exception") || strings.HasSuffix(run, "Error") && len(run) > len("Error") {
		return true
	}
	if !strings.Contains(run, "_") {
		return false
	}
	for _, r := range run {
		if r != '_' && !unicode.IsUpper(r) && !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// singleQuote reports whether the ' at s[i] of a query opens or closes a
// quoted example ('biuld', 'Europe/Berlin'), as double quotes do: it
// opens after a space or an opening bracket, before a letter or digit,
// with its closing ' ahead on the line; it closes before a space,
// punctuation or the end. An apostrophe inside a word (doesn't, user's)
// does neither.
func singleQuote(s string, i int, open bool) bool {
	if open {
		return i+1 >= len(s) || !isIdentByte(s[i+1])
	}
	if i > 0 && !strings.ContainsRune(" \t([{=,:", rune(s[i-1])) || i+1 >= len(s) || !isIdentByte(s[i+1]) {
		return false
	}
	end := strings.IndexByte(s[i+1:], '\'')
	return end > 0 && !strings.ContainsRune(s[i+1:i+1+end], '\n') &&
		(i+2+end >= len(s) || !isIdentByte(s[i+2+end]))
}

// isIndex reports whether the '[' at s[i] opens an index written after a
// name (the [i] of g[i], the [k] of m[k]): one name or number, then ']'.
// A capital first is a code, not an index (Rust's error[E0502]).
func isIndex(s string, i int) bool {
	j := i + 1
	for j < len(s) && isIdentByte(s[j]) {
		j++
	}
	return j > i+1 && j < len(s) && s[j] == ']' && !('A' <= s[i+1] && s[i+1] <= 'Z')
}
