package corpus_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/cajeta-lang/skills/internal/apifile"
)

// plantedAPI is a small API for the planted-error tests, so they do not
// move when corpus/api does.
const plantedAPI = `
cajeta/io/file/Path
    static #Path of(String s)
    #Path resolve(String child)
    boolean exists()
    static boolean operator== (Path a, Path b)
cajeta/io/file/File
    static #File open(String path)
    static #File open(String path, OpenMode mode)
    static void write(String path, (int32, int32) -> int32 f)
    int64 size()
cajeta/io/file/OpenMode
    READ
cajeta/collection/ArrayList
    ArrayList()
    void add(T v)
    int32 count()
cajeta/lang/String
    int64 count()
    #String substring(int32 a, int32 b)
cajeta/lang/StringBuilder
    StringBuilder()
cajeta/error/Throwable
    String message
`

func plantedTestAPI(t *testing.T) *api {
	t.Helper()
	f, err := apifile.Parse("planted.api", []byte(plantedAPI))
	if err != nil {
		t.Fatal(err)
	}
	a := &api{classes: map[string]*apifile.Class{}, simple: map[string][]*apifile.Class{}, libs: map[string]bool{}}
	for i := range f.Classes {
		c := &f.Classes[i]
		a.classes[c.Name] = c
		a.simple[c.SimpleName()] = append(a.simple[c.SimpleName()], c)
	}
	return a
}

// TestExampleChecksPlanted: each check reports exactly the error planted in
// a small example, and nothing in its clean counterpart. Line numbers are
// those of the skill text (its front matter and fence count).
func TestExampleChecksPlanted(t *testing.T) {
	a := plantedTestAPI(t)
	for _, tt := range []struct {
		name, code string
		want       []string
	}{
		{"missing import: declaration and static call", `
public class A {
    public boolean f() {
        Path p #= Path.of("x");
        return p.exists();
    }
}`, []string{`7: Path is used with no import (import cajeta.io.file.Path;)`}},
		{"missing import: generic argument", `
import cajeta.collection.ArrayList;
ArrayList<Path> ps = heap ArrayList<Path>();`, []string{`6: Path is used with no import (import cajeta.io.file.Path;)`}},
		{"missing import: heap construction", `
StringBuilder sb = heap StringBuilder();`, []string{`5: StringBuilder is used with no import (import cajeta.lang.StringBuilder;)`}},
		{"missing import: owned parameter, cast, enum constant, catch", `
import cajeta.io.file.Path;
public class A {
    public void f(#File f) { }
    public void g(Object o) { Path p = (Path) o; }
    public int32 h() { return (int32) OpenMode.READ; }
    public void k() { try { } catch (Throwable e) { } }
}`, []string{
			`7: File is used with no import (import cajeta.io.file.File;)`,
			`9: OpenMode is used with no import (import cajeta.io.file.OpenMode;)`,
			`10: Throwable is used with no import (import cajeta.error.Throwable;)`,
		}},
		{"missing import: clean counterparts", `
import cajeta.io.file.Path;
import cajeta.io.file.File;

// Path and OpenMode in a comment are not uses; nor is "OpenMode.READ" in a string.
public class File2 {
    public int64 f(String name) {
        cajeta.io.file.OpenMode m = cajeta.io.file.OpenMode.READ;   // qualified: no import needed
        Path p #= Path.of(name);
        File f #= File.open(name, m);
        String s = "OpenMode.READ, File";
        return f.size();
    }
}
@Throwable public class Marked { }
public class StringBuilder2 { }
` + "```\n\nA second block goes on from the first:\n\n```cajeta\n" + `Path q #= Path.of("y");`, nil},
		{"missing import: a type the example declares", `
public class Path {
    public static Path of(String s) { return heap Path(); }
}
Path p = Path.of("x");`, nil},
		{"arity: static and instance calls", `
import cajeta.io.file.Path;
import cajeta.io.file.File;
public class A {
    public void f(Path base) {
        Path p #= Path.of("a", "b");
        Path q #= base.resolve();
        File g #= File.open("x", "y", "z");
    }
}`, []string{
			`9: Path.of(...) has 2 arguments; corpus/api declares cajeta/io/file/Path.of with 1 parameter`,
			`10: base (Path).resolve(...) has 0 arguments; corpus/api declares cajeta/io/file/Path.resolve with 1 parameter`,
			`11: File.open(...) has 3 arguments; corpus/api declares cajeta/io/file/File.open with 1 or 2 parameters`,
		}},
		{"arity: clean counterparts", `
import cajeta.io.file.Path;
import cajeta.io.file.File;
import cajeta.io.file.OpenMode;
import cajeta.collection.ArrayList;
public class A {
    public void f(Path base, String s, int32[] xs) {
        Path p #= Path.of(s.substring(0, (int32) s.count()));   // nested commas
        Path q #= base.resolve("a,b");                          // a comma in a string
        File g #= File.open("x");
        File h #= File.open("x", OpenMode.READ);                // the other overload
        File.write("x", (a, b) -> a + b);                       // a lambda's commas
        ArrayList<Pair<int32, int32>> ps = heap ArrayList<Pair<int32, int32>>();
        ps.add(heap Pair<int32, int32>(1, 2));                  // commas in type arguments
        int32 n = xs.count(1, 2);                               // an array: type unknown, skipped
        base.unknown(1, 2, 3);                                  // not in the API: skipped
        p.resolve("a").resolve("b", "c");                       // a chain: skipped
    }
}`, nil},
		{"arity: the nearest declaration decides", `
import cajeta.io.file.Path;
public class A {
    public void f(Path v) { v.resolve("a"); }
    public void g(String v) { v.substring(1, 2); }
    public void h(int32 v) { v.resolve(); }
}`, nil},
		{"record: constructor and outside assignment", `
public record Fill {
    float64 price;
    mut int64 qty;
    static int32 made;

    public Fill(float64 price, int64 qty) {
        this.price = price;
        this.qty = qty;
    }
    public void reprice() { this.price = 0.0; }
}
public class Desk {
    public void f() {
        Fill a = Fill { price: 1.0, qty: 2 };
        a.price = 2.0;
        a.price += 1.0;
        a.qty = 3;
        boolean same = a.price == 2.0;
    }
}`, []string{
			`14: record Fill: this.price is assigned; a record field is not (CAJETA_ERROR_RECORD_IMMUTABLE): build it with Fill { price: ... }`,
			`19: a.price is assigned, a field of record Fill (CAJETA_ERROR_RECORD_IMMUTABLE): use a.with(price: ...)`,
			`20: a.price is assigned, a field of record Fill (CAJETA_ERROR_RECORD_IMMUTABLE): use a.with(price: ...)`,
		}},
		{"record: clean counterparts", `
public record Fill {
    float64 price;
    int64 qty;
    public float64 notional() { return this.price * (float64) this.qty; }
}
public class Book {
    float64 price;
    public Book(float64 price) { this.price = price; }      // a class, not a record
    public void f(Fill a) {
        Fill b = a.with(price: 2.0);
        if (a.price == b.price) { }
        this.price = a.price;
    }
}`, nil},
		{"a line that names its error is shown on purpose", `
public record Fill {
    float64 price;
}
public class Desk {
    public void f(Fill a) {
        a.price = 2.0;        // CAJETA_ERROR_RECORD_IMMUTABLE
        StringBuilder sb = heap StringBuilder();   // CAJETA_ERROR_UNKNOWN_TYPE
    }
}`, nil},
	} {
		doc := "---\nid: x\n---\n```cajeta" + tt.code + "\n```\n"
		var got []string
		for _, f := range checkExample(a, doc) {
			got = append(got, fmt.Sprintf("%d: %s", f.line, f.msg))
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: findings mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}
