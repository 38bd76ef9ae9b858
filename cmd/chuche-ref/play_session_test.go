package main

import (
	"context"
	"errors"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/play"
)

// A Ctrl-C that arrives between prompts is a signal that cancels the
// command's context; the next prompt must stop without asking.
func TestPlayStopOnCancel(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := play.StopWhenDone(ctx, &scriptedPrompter{t: t}, errQuit) // no answers: asking fails the test
	if _, err := p.Input("Ana's 7 cards", "", nil); !errors.Is(err, errQuit) {
		t.Errorf("Input: %v, want errQuit", err)
	}
	if _, err := p.Select("What next", []string{"quit"}, 0); !errors.Is(err, errQuit) {
		t.Errorf("Select: %v, want errQuit", err)
	}
	if _, err := p.Confirm("Record hand 1", true); !errors.Is(err, errQuit) {
		t.Errorf("Confirm: %v, want errQuit", err)
	}
}
