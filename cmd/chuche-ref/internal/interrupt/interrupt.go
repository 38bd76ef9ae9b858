// Package interrupt says how an interrupted command exits: as shells report
// a process a signal stopped, 128 plus the signal's number — 130 for SIGINT
// (Ctrl-C), 143 for SIGTERM, 129 for SIGHUP — after it kept what it could
// (play's draft). The end of the input (Ctrl-D) and quit are a normal end.
package interrupt

import (
	"context"
	"errors"
	"os"
	"os/signal"
	"syscall"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
)

// SIGINT is the exit code of a Ctrl-C, as shells report 128+SIGINT.
const SIGINT = 130

// Stopped is a command stopped by a signal or Ctrl-C: Code is its exit
// code, and nothing more is written to stderr.
type Stopped struct{ Code int }

func (s *Stopped) Error() string { return "stopped" }

// cause is what a signal cancels the context with.
type cause struct{ sig os.Signal }

func (c *cause) Error() string { return "stopped by " + c.sig.String() }

// OnSignals is ctx, cancelled on SIGTERM or SIGHUP with the signal as its
// cause; stop lets the signals go.
func OnSignals(ctx context.Context) (_ context.Context, stop func()) {
	ctx, cancel := context.WithCancelCause(ctx)
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		select {
		case sig := <-sigs:
			cancel(&cause{sig})
		case <-ctx.Done():
		}
	}()
	return ctx, func() {
		signal.Stop(sigs)
		cancel(nil)
	}
}

// Status is how a stopped command exits: the signal that stopped it (the
// context's cause), Ctrl-C (130), or nil (0: quit, the end of the input).
func Status(ctx context.Context, err error) error {
	var c *cause
	switch {
	case errors.As(context.Cause(ctx), &c):
		if s, ok := c.sig.(syscall.Signal); ok {
			return &Stopped{Code: 128 + int(s)}
		}
		return &Stopped{Code: SIGINT}
	case ctx.Err() != nil, errors.Is(err, prompt.ErrInterrupt):
		return &Stopped{Code: SIGINT}
	}
	return nil
}
