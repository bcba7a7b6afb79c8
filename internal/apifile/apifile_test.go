package apifile

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

func TestParseMember(t *testing.T) {
	for _, tt := range []struct {
		decl string
		want Member
	}{
		{"File(int32 fd)", Member{Name: "File", Kind: Constructor, Arity: 1}},
		{"File<T>(boolean present, T value)", Member{Name: "File", Kind: Constructor, Arity: 2}},
		{"~File()", Member{Name: "~File", Kind: Destructor}},
		{"static #File open(String path, OpenMode mode)", Member{Name: "open", Static: true, Arity: 2, Returns: "#File"}},
		{"int64 read(int8[] dst, int64 offset, int64 length)", Member{Name: "read", Arity: 3, Returns: "int64"}},
		{"void flush()", Member{Name: "flush", Returns: "void"}},
		{"static <T> void sort(T[] a, int32 n, (T, T) -> int32 cmp)", Member{Name: "sort", Static: true, Arity: 3, Returns: "void"}},
		{"static <E> #Tensor<E> zeros(int64[] shape)", Member{Name: "zeros", Static: true, Arity: 1, Returns: "#Tensor<E>"}},
		{"#HashMap<String, Pair<K, V>> index(Map<K, V> m, int32 n)", Member{Name: "index", Arity: 2, Returns: "#HashMap<String, Pair<K, V>>"}},
		{"static async int32 serveConnection((TcpStream) -> void handler, AtomicInt32 inflight, #TcpStream conn)", Member{Name: "serveConnection", Static: true, Arity: 3, Returns: "int32"}},
		{"intrinsic atan2(y, x)", Member{Name: "atan2", Static: true, Arity: 2}},
		{"static l2CacheBytes()", Member{Name: "l2CacheBytes", Static: true}},
		{`String scope() default "Singleton"`, Member{Name: "scope", Returns: "String"}},
		{"String[] value() default {}", Member{Name: "value", Returns: "String[]"}},
		{"static boolean operator== (File a, File b)", Member{Name: "operator==", Kind: Operator, Static: true, Arity: 2, Returns: "boolean"}},
		{"void operator[]= (int32 i, T v)", Member{Name: "operator[]=", Kind: Operator, Arity: 2, Returns: "void"}},
		{"#T operator#[] (int32 i)", Member{Name: "operator#[]", Kind: Operator, Arity: 1, Returns: "#T"}},
		{"Vector<T, C> operator[](uint32 r)", Member{Name: "operator[]", Kind: Operator, Arity: 1, Returns: "Vector<T, C>"}},
		{"static #Pred operator<=(#ColF64 a, float64 v)", Member{Name: "operator<=", Kind: Operator, Static: true, Arity: 2, Returns: "#Pred"}},
		{"int32 fd", Member{Name: "fd", Kind: Field, Returns: "int32"}},
		{"static final int64 WOULD_BLOCK = -1", Member{Name: "WOULD_BLOCK", Kind: Field, Static: true, Returns: "int64"}},
		{"static final Duration ZERO = Duration(0)", Member{Name: "ZERO", Kind: Field, Static: true, Returns: "Duration"}},
		{"Vector<float32,3> origin", Member{Name: "origin", Kind: Field, Returns: "Vector<float32,3>"}},
		{"Channel<TcpStream> queue", Member{Name: "queue", Kind: Field, Returns: "Channel<TcpStream>"}},
		{"supplier : () -> #R", Member{Name: "supplier", Kind: Field, Returns: "() -> #R"}},
		{"READ_WRITE", Member{Name: "READ_WRITE", Kind: Field, Static: true, Returns: "File"}},
		{"namespace stdout", Member{Name: "stdout", Kind: Namespace, Static: true}},
	} {
		got, err := parseMember("File", tt.decl)
		if err != nil {
			t.Errorf("parseMember(%q): %v", tt.decl, err)
			continue
		}
		tt.want.Decl = tt.decl
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("parseMember(%q) mismatch (-want +got):\n%s", tt.decl, diff)
		}
	}
}

func TestParse(t *testing.T) {
	const src = `# cajeta.io: a comment at column 0
#   continued

cajeta/io/file/File
    # (caller) an indented comment
    File(int32 fd)
    static #File open(String path)
    static #File open(String path, OpenMode mode)

cajeta/io/file/OpenMode
    READ
cajeta/io/file/File
    void flush()
`
	f, err := Parse("cajeta.io.api", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := &File{Name: "cajeta.io.api", Classes: []Class{
		{Name: "cajeta/io/file/File", Line: 4, Members: []Member{
			{Name: "File", Kind: Constructor, Arity: 1, Decl: "File(int32 fd)", Line: 6},
			{Name: "open", Static: true, Arity: 1, Returns: "#File", Decl: "static #File open(String path)", Line: 7},
			{Name: "open", Static: true, Arity: 2, Returns: "#File", Decl: "static #File open(String path, OpenMode mode)", Line: 8},
			{Name: "flush", Returns: "void", Decl: "void flush()", Line: 13},
		}},
		{Name: "cajeta/io/file/OpenMode", Line: 10, Members: []Member{
			{Name: "READ", Kind: Field, Static: true, Returns: "OpenMode", Decl: "READ", Line: 11},
		}},
	}}
	if diff := cmp.Diff(want, f); diff != "" {
		t.Errorf("Parse mismatch (-want +got):\n%s", diff)
	}
	if got := f.Library(); got != "cajeta.io" {
		t.Errorf("Library() = %q, want cajeta.io", got)
	}
	c := f.Classes[0]
	if got, want := len(c.Lookup("open")), 2; got != want {
		t.Errorf("Lookup(open) has %d declarations, want %d", got, want)
	}
	if got := c.SimpleName() + " " + c.Package(); got != "File cajeta.io.file" {
		t.Errorf("SimpleName, Package = %q", got)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want []string
	}{
		{"    int32 fd\n", []string{`x.api:1: member "int32 fd" before any class`}},
		{"cajeta/io/file\n    int32 fd\n", []string{
			`x.api:1: "cajeta/io/file" is not a canonical class name`,
			`x.api:2: member "int32 fd" before any class`,
		}},
		{"cajeta/io/File\n    int64 read(int8[ dst)\n    void ok()\n    int64 (int32 n)\n", []string{
			`x.api:2: unbalanced brackets in the parameters of "int64 read(int8[ dst)"`,
			`x.api:4: no member name in "int64 (int32 n)"`,
		}},
		{"cajeta/io/File\n    int64 read(int8[] dst))\n    int32 = 4\n", []string{
			`x.api:2: unbalanced parentheses in "int64 read(int8[] dst))"`,
			`x.api:3: no member name in "int32 = 4"`,
		}},
	} {
		_, err := Parse("x.api", []byte(tt.src))
		var got []string
		if err != nil {
			got = strings.Split(err.Error(), "\n")
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Parse(%q) errors mismatch (-want +got):\n%s", tt.src, diff)
		}
	}
}

func TestParseDir(t *testing.T) {
	fsys := fstest.MapFS{
		"cajeta.b.api": {Data: []byte("cajeta/b/B\n    void f()\n")},
		"cajeta.a.api": {Data: []byte("cajeta/a/A\n    A()\n")},
		"README":       {Data: []byte("not an API file")},
	}
	files, err := ParseDir(fsys)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		got = append(got, f.Library()+" "+f.Classes[0].Name)
	}
	want := []string{"cajeta.a cajeta/a/A", "cajeta.b cajeta/b/B"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ParseDir mismatch (-want +got):\n%s", diff)
	}
	if _, err := ParseDir(fstest.MapFS{}); err == nil {
		t.Error("ParseDir of an empty directory: no error")
	}
}

func TestMemberNames(t *testing.T) {
	f, err := Parse("x.api", []byte("cajeta/x/Box\n    Box(int32 n)\n    ~Box()\n    int32 count()\n    void put(int32 v)\n    void put(int32 v, int32 at)\n    int32 SIZE = 4\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{"cajeta/x/Box": {"count", "put", "SIZE"}}
	if diff := cmp.Diff(want, MemberNames([]*File{f})); diff != "" {
		t.Errorf("MemberNames mismatch (-want +got):\n%s", diff)
	}
}
