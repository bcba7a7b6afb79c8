package catalog

import (
	"errors"
	"fmt"

	"github.com/cajeta-lang/skills/internal/wirejson"
)

// MaxAnswer is the payload budget of one Get (wirejson.MaxAnswer): the
// sum, over the payloads served, of the bytes each takes once escaped as a
// JSON string. A payload that would pass it is not served; its URI gets an
// error saying so.
const MaxAnswer = wirejson.MaxAnswer

// budget tracks one Get: the URIs served so far, the budget left, and the
// payload bytes read, served or not, so that a call naming many huge
// members reads at most one of them past the budget.
type budget struct {
	first map[string]int
	left  int
	read  int
}

func newBudget() *budget { return &budget{first: map[string]int{}, left: MaxAnswer} }

// seen records that entry i asks for uri, and reports the entry that asked
// first when it is not i.
func (b *budget) seen(uri string, i int) (int, bool) {
	if f, ok := b.first[uri]; ok {
		return f, true
	}
	b.first[uri] = i
	return i, false
}

// spent reports whether nothing more is served: the budget is used up, or
// twice its size was read (a refused payload counts too).
func (b *budget) spent() bool { return b.left <= 0 || b.read > 2*MaxAnswer }

// take charges payload to the budget, or returns why it is not served: it
// is too large for any answer (ErrTooLarge), or for what is left of this
// one. A payload over MaxAnswer is refused before it is escaped.
func (b *budget) take(payload []byte) error {
	b.read += len(payload)
	if len(payload) > MaxAnswer {
		return tooLarge(len(payload), 0)
	}
	n := wirejson.EscapedLen(payload)
	switch {
	case n > MaxAnswer:
		return tooLarge(len(payload), n)
	case n > b.left:
		return b.overError()
	}
	b.left -= n
	return nil
}

func (b *budget) overError() error {
	return fmt.Errorf("not served: this answer's payload budget of %d MiB is spent; ask for it in a call of its own", MaxAnswer>>20)
}

// ErrTooLarge is wrapped by the error of a skill too large for any answer:
// its payload, escaped as a JSON string, passes MaxAnswer. skills check and
// skills pack refuse such a skill; an archive made otherwise may hold one.
var ErrTooLarge = errors.New("too large to serve")

// tooLarge is the error of a payload of size bytes, escaped bytes once
// escaped (0 when not counted).
func tooLarge(size, escaped int) error {
	how := fmt.Sprintf("%d bytes", size)
	if escaped > 0 {
		how = fmt.Sprintf("%d bytes, %d once escaped in JSON", size, escaped)
	}
	return fmt.Errorf("not served: the skill is %w (%s, over the %d MiB one answer may carry)", ErrTooLarge, how, MaxAnswer>>20)
}
