package fault

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestErrorText(t *testing.T) {
	cause := errors.New("disk full")
	tests := []struct {
		err  *Error
		want string
	}{
		{Inputf("unknown card %q", "Zz"), `unknown card "Zz"`},
		{Refusedf("%s cannot cut with %d points", "Ana", 7).AtEntry(4), "entry 4: Ana cannot cut with 7 points"},
		{Ledgerf("cannot write the ledger").Because(cause), "cannot write the ledger: disk full"},
		{&Error{Kind: Ledger, Err: cause}, "disk full"},
		{Inputf("bad rule: %s", M("%d is not between %d and %d", 3, 6, 10)), "bad rule: 3 is not between 6 and 10"},
		{Inputf("got %q", strings.Repeat("x", 200)), `got "` + strings.Repeat("x", MaxTokenShown) + `…"`},
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
}

func TestKindThroughWrapping(t *testing.T) {
	err := fmt.Errorf("record hand: %w", Refusedf("no").Coded("late"))
	if KindOf(err) != Refused || CodeOf(err) != "late" || !Is(err, Refused) {
		t.Fatalf("kind %v code %q", KindOf(err), CodeOf(err))
	}
	if KindOf(errors.New("boom")) != Internal {
		t.Fatal("an unknown error must be internal (exit 4), never usage")
	}
	if KindOf(fmt.Errorf("x: %w", context.Canceled)) != Interrupted {
		t.Fatal("a cancelled context is an interruption")
	}
	if Is(nil, Internal) {
		t.Fatal("nil is no failure")
	}
}

func TestHint(t *testing.T) {
	e := Inputf("unknown deck %q", "tarot").WithHint("use one of: %s", "spanish-40, spanish-48")
	if e.Hint.String() != "use one of: spanish-40, spanish-48" {
		t.Fatal(e.Hint.String())
	}
}

// A context put around an error keeps the error's kind, code and hint, and
// reads as the old "context: cause" in English.
func TestWrap(t *testing.T) {
	cause := Inputf("%q is not a card", "8x").WithHint("cards are like 7o").Coded("card")
	err := M("%s's hand", "Ben").Wrap(cause)
	if got := err.Error(); got != `Ben's hand: "8x" is not a card` {
		t.Errorf("Error() = %q", got)
	}
	if KindOf(err) != Input || CodeOf(err) != "card" {
		t.Errorf("kind %v code %q", KindOf(err), CodeOf(err))
	}
	if e, _ := As(err); e.Hint.String() != "cards are like 7o" {
		t.Errorf("hint %q", e.Hint.String())
	}
	if !errors.Is(err, cause) {
		t.Error("the cause is not in the chain")
	}
	if M("x").Wrap(nil) != nil {
		t.Error("nil wrapped is not nil")
	}
}
