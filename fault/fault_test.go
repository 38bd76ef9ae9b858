package fault

import (
	"bytes"
	"context"
	"encoding/json"
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

func TestPluralEnglish(t *testing.T) {
	for _, tt := range []struct {
		m    Message
		want string
	}{
		{Plural(1, "%d turn", "%d turns", 1), "1 turn"},
		{Plural(1, "%d turn", "%d turns", 0), "0 turns"},
		{Plural(1, "%d turn", "%d turns", 2), "2 turns"},
		{Plural(2, "%s used %d buy-back", "%s used %d buy-backs", "Ana", int64(1)), "Ana used 1 buy-back"},
		{Plural(2, "%s used %d buy-back", "%s used %d buy-backs", "Ana", 11), "Ana used 11 buy-backs"},
	} {
		if got := tt.m.String(); got != tt.want {
			t.Errorf("%q, want %q", got, tt.want)
		}
	}
}

func TestWrapf(t *testing.T) {
	inner := Refusedf("no cut").Coded("late").Of(Conflict).WithHint("try again")
	err := Wrapf(inner, "%s's hand", "Ana")
	if got := err.Error(); got != "Ana's hand: no cut" {
		t.Fatalf("Error() = %q", got)
	}
	if KindOf(err) != Refused || CodeOf(err) != "late" || StoreOf(err) != Conflict || !errors.Is(err, inner) {
		t.Fatalf("kind %v code %q store %v: the context hides the error", KindOf(err), CodeOf(err), StoreOf(err))
	}
	if e, _ := As(err); e.Hint.String() != "try again" {
		t.Fatalf("hint %q: the context hides the error's hint", e.Hint.String())
	}
	if Wrapf(nil, "x") != nil {
		t.Fatal("no error, no context")
	}
}

func TestStoreThroughWrapping(t *testing.T) {
	err := errors.Join(errors.New("first"), fmt.Errorf("x: %w", Inputf("no game %d", 3).Of(NotFound)))
	if StoreOf(err) != NotFound || !IsStore(err, NotFound) || IsStore(err, Exists) {
		t.Fatalf("store %v", StoreOf(err))
	}
	if StoreOf(Inputf("bad card")) != 0 || StoreOf(nil) != 0 {
		t.Fatal("an error the store did not make has no Store")
	}
	for s := NotLedger; s <= Invalid; s++ {
		want := Ledger
		if s == NotFound || s == Exists || s == Invalid {
			want = Input
		}
		if s.Kind() != want || strings.HasPrefix(s.String(), "Store(") {
			t.Errorf("%v: kind %v", s, s.Kind())
		}
	}
}

// A Message is JSON as its English text, and reads back as that text.
func TestMessageJSON(t *testing.T) {
	in := struct {
		Events []Message `json:"events"`
	}{[]Message{M("%s wins with %d", "Ana & <Ben>", 104), Plural(1, "%d turn", "%d turns", 1)}}
	b, err := json.Marshal(in)
	if err != nil || string(b) != `{"events":["Ana \u0026 \u003cBen\u003e wins with 104","1 turn"]}` {
		t.Fatalf("%s %v", b, err)
	}
	var back struct{ Events []Message }
	if err := json.Unmarshal(b, &back); err != nil || back.Events[0].String() != "Ana & <Ben> wins with 104" || back.Events[1].String() != "1 turn" {
		t.Fatalf("%v %v", back, err)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(in); err != nil || buf.String() != `{"events":["Ana & <Ben> wins with 104","1 turn"]}`+"\n" {
		t.Fatalf("%s %v", buf.String(), err)
	}
}
