package construct

import (
	"regexp/syntax"
	"strings"
	"testing"
)

// TestKeys: a construct's key is a literal that every text its pattern
// matches holds (required), so that looking for the key first never
// misses a construct.
func TestKeys(t *testing.T) {
	for _, line := range strings.Split(strings.TrimSuffix(constructsText, "\n"), "\n") {
		if strings.HasPrefix(line, "# ") {
			continue
		}
		f := strings.Split(line, "\t")
		re, err := syntax.Parse(f[1], syntax.Perl)
		if err != nil {
			t.Errorf("%q: %v", f[1], err)
			continue
		}
		if !holds(re.Simplify(), f[0]) {
			t.Errorf("key %q is not in every text %q matches", f[0], f[1])
		}
	}
}

// holds reports whether every text re matches holds the literal key.
func holds(re *syntax.Regexp, key string) bool {
	switch re.Op {
	case syntax.OpLiteral:
		return re.Flags&syntax.FoldCase == 0 && strings.Contains(string(re.Rune), key)
	case syntax.OpCapture, syntax.OpPlus:
		return holds(re.Sub[0], key)
	case syntax.OpRepeat:
		return re.Min >= 1 && holds(re.Sub[0], key)
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if !holds(s, key) {
				return false
			}
		}
		return true
	case syntax.OpConcat:
		// The key may span adjacent parts: a run of literals, each part
		// that is one character for sure, a repeated character's first.
		run := ""
		for _, s := range flat(re.Sub) {
			if holds(s, key) {
				return true
			}
			c, ok, more := single(s)
			switch {
			case !ok:
				run = ""
			case more:
				run += c
				if strings.Contains(run, key) {
					return true
				}
				run = c // more of it may follow: only a run ending in it goes on
			default:
				run += c
			}
			if strings.Contains(run, key) {
				return true
			}
		}
	}
	return false
}

// single returns the text re matches when it is always the same (a
// literal, a class of one character), and whether it may repeat (c+,
// c{1,3}).
func single(re *syntax.Regexp) (text string, ok, repeats bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase == 0 {
			return string(re.Rune), true, false
		}
	case syntax.OpCharClass:
		if len(re.Rune) == 2 && re.Rune[0] == re.Rune[1] {
			return string(re.Rune[0]), true, false
		}
	case syntax.OpPlus, syntax.OpRepeat:
		if re.Op == syntax.OpRepeat && re.Min < 1 {
			return "", false, false
		}
		if c, ok, _ := single(re.Sub[0]); ok {
			return c, true, true
		}
	case syntax.OpCapture:
		return single(re.Sub[0])
	}
	return "", false, false
}

// flat returns the parts of a concatenation with those of the
// concatenations among them in their place.
func flat(subs []*syntax.Regexp) []*syntax.Regexp {
	var out []*syntax.Regexp
	for _, s := range subs {
		if s.Op == syntax.OpConcat {
			out = append(out, flat(s.Sub)...)
			continue
		}
		out = append(out, s)
	}
	return out
}
