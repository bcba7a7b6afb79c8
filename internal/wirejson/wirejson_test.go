package wirejson

import "testing"

func TestMarshal(t *testing.T) {
	b, err := Marshal(map[string]any{"b": "<&>", "a": []int{1}})
	if err != nil || string(b) != `{"a":[1],"b":"<&>"}` {
		t.Errorf("Marshal = %s, %v", b, err)
	}
}

func TestCheckSorted(t *testing.T) {
	for in, ok := range map[string]bool{
		`{"a":1,"b":{"x":[{"c":1,"d":2}],"y":2}}`: true,
		`{"b":1,"a":2}`:                             false,
		`{"a":{"y":1,"x":2}}`:                       false,
		`{"a":[{"d":1,"c":2}]}`:                     false,
		`{"a":1,"a":2}`:                             false,
		`[{"b":1,"a":2}]`:                           false,
		`{"a":[],"b":{},"c":[[],{}],"d":"}","e":1}`: true,
		`{"a":1} {"b":2}`:                           false,
		`[1,"x",null]`:                              true,
		`{"a":`:                                     false,
	} {
		if err := CheckSorted([]byte(in)); (err == nil) != ok {
			t.Errorf("CheckSorted(%s) = %v, want ok %v", in, err, ok)
		}
	}
}

// TestEscapedLen: EscapedLen is what Marshal writes for a string, quotes
// aside.
func TestEscapedLen(t *testing.T) {
	for _, s := range []string{"", "plain", "quote \" and \\", "ctl \x00\x1f\x7f", "short \b\f\n\r\t", "u2028 \u2028\u2029", "bad \xff\xfe", "é ✓ 文件", "<&>"} {
		b, err := Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := EscapedLen([]byte(s)), len(b)-2; got != want {
			t.Errorf("EscapedLen(%q) = %d, Marshal writes %d bytes", s, got, want)
		}
	}
}
