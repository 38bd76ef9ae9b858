package main

// How an interrupted command exits: as shells report a process a signal
// stopped, 128 plus the signal's number — 130 for SIGINT (Ctrl-C), 143 for
// SIGTERM, 129 for SIGHUP — after it kept what it could (play's draft).
// The end of the input (Ctrl-D) and quit are a normal end: 0.

import (
	"context"
	"errors"
	"os"
	"os/signal"
	"syscall"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
)

// signalled is a command stopped by a signal or Ctrl-C: its exit code
// says which, and nothing more is written to stderr.
type signalled struct{ code int }

func (s *signalled) Error() string { return "stopped" }

// stopCause is the cause a signal cancels play's context with.
type stopCause struct{ sig os.Signal }

func (c *stopCause) Error() string { return "stopped by " + c.sig.String() }

// stopOnSignals is ctx, cancelled (with a stopCause) on SIGTERM or SIGHUP.
func stopOnSignals(ctx context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(ctx)
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		select {
		case sig := <-sigs:
			cancel(&stopCause{sig})
		case <-ctx.Done():
		}
	}()
	return ctx, func() {
		signal.Stop(sigs)
		cancel(nil)
	}
}

// stopStatus is how a stopped play exits: the signal that stopped it (the
// context's cause), Ctrl-C (130), or nothing (0: quit, the end of the
// input).
func stopStatus(ctx context.Context, err error) error {
	var c *stopCause
	switch {
	case errors.As(context.Cause(ctx), &c):
		if s, ok := c.sig.(syscall.Signal); ok {
			return &signalled{code: 128 + int(s)}
		}
		return &signalled{code: exitSIGINT}
	case ctx.Err() != nil, errors.Is(err, prompt.ErrInterrupt):
		return &signalled{code: exitSIGINT}
	}
	return nil
}
