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
