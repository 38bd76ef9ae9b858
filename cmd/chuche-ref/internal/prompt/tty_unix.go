//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package prompt

import (
	"os"
	"os/signal"
	"syscall"

	"golang.org/x/sys/unix"

	"github.com/chuche-ref/chuche-ref/fault"
)

// ttyModes switches the terminal between three states. For the whole
// session it neither echoes nor buffers lines (so keys typed ahead between
// prompts are not echoed by the terminal where the next prompt will draw,
// and reach the keyboard at once) but still turns Ctrl-C into a signal and
// "\n" into a new line for everything else the program prints; while a
// prompt runs Ctrl-C is a key, so a prompt can tell it from a quit. Close
// restores what the session started with.
type ttyModes struct {
	fd                    int
	orig, session, prompt unix.Termios
}

func openTTY(fd int) (*ttyModes, error) {
	orig, err := unix.IoctlGetTermios(fd, ioctlGetTermios)
	if err != nil {
		return nil, fault.Wrapf(err, "read the terminal's modes")
	}
	m := &ttyModes{fd: fd, orig: *orig}
	s := *orig
	s.Iflag &^= unix.IGNBRK | unix.BRKINT | unix.PARMRK | unix.ISTRIP | unix.INLCR | unix.IGNCR | unix.ICRNL | unix.IXON
	s.Lflag &^= unix.ECHO | unix.ECHONL | unix.ICANON | unix.IEXTEN
	s.Lflag |= unix.NOFLSH // a Ctrl-C between prompts keeps the keys typed before it
	s.Cc[unix.VMIN], s.Cc[unix.VTIME] = 1, 0
	m.session = s
	s.Lflag &^= unix.ISIG
	m.prompt = s
	return m, m.set(&m.session)
}

func (m *ttyModes) set(t *unix.Termios) error {
	// TCSETS, not TCSETSF: switching modes must not flush keys typed ahead.
	if err := unix.IoctlSetTermios(m.fd, ioctlSetTermios, t); err != nil {
		return fault.Wrapf(err, "set the terminal's modes")
	}
	return nil
}

func (m *ttyModes) enterPrompt() error { return m.set(&m.prompt) }
func (m *ttyModes) leavePrompt() error { return m.set(&m.session) }
func (m *ttyModes) restore() error     { return m.set(&m.orig) }

// notifyResize delivers SIGWINCH, so a prompt redraws for the new width.
func notifyResize() chan os.Signal {
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGWINCH)
	return c
}

func stopResize(c chan os.Signal) { signal.Stop(c) }
