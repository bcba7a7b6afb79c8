package jsonscan

import "testing"

func TestSkipValue(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int
	}{
		{`"a\"b" x`, 6},
		{`{"a":["}",{"b":1}]},`, 19},
		{`[1, 2]`, 6},
		{`-1.5e3}`, 6},
		{`true`, 4},
		{`"open`, -1},
		{`{"a":[1}`, -1},
		{`"\`, -1},
		{``, -1},
		{`,`, -1},
	} {
		if got := SkipValue([]byte(tt.in), 0); got != tt.want {
			t.Errorf("SkipValue(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

func TestUnquote(t *testing.T) {
	for _, tt := range []struct {
		in, want  string
		ok, plain bool
	}{
		{`"plain é"`, "plain é", true, true},
		{`"a\"b\u00e9"`, `a"bé`, true, false},
		{`"\ud800"`, "\ufffd", true, false}, // as json.Unmarshal reads it
		{"\"\xff\"", "\ufffd", true, false},
		{"\"tab\there\"", "", false, false}, // a raw control byte
		{`x`, "", false, false},
		{`"`, "", false, false},
	} {
		got, ok := Unquote([]byte(tt.in))
		if got != tt.want || ok != tt.ok {
			t.Errorf("Unquote(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
		if plain := PlainLiteral([]byte(tt.in)); plain != tt.plain {
			t.Errorf("PlainLiteral(%q) = %v, want %v", tt.in, plain, tt.plain)
		}
	}
}
