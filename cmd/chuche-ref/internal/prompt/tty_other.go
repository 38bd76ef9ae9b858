//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package prompt

import (
	"os"

	"golang.org/x/term"
)

// ttyModes on other systems: raw only while a prompt runs (x/term), the
// terminal's own modes between prompts.
type ttyModes struct {
	fd    int
	saved *term.State
}

func openTTY(fd int) (*ttyModes, error) { return &ttyModes{fd: fd}, nil }

func (m *ttyModes) enterPrompt() error {
	st, err := term.MakeRaw(m.fd)
	if err != nil {
		return err
	}
	m.saved = st
	return nil
}

func (m *ttyModes) leavePrompt() error {
	if m.saved == nil {
		return nil
	}
	err := term.Restore(m.fd, m.saved)
	m.saved = nil
	return err
}

func (m *ttyModes) restore() error { return m.leavePrompt() }

func notifyResize() chan os.Signal { return nil }

func stopResize(chan os.Signal) {}
