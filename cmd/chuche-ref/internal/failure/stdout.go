package failure

import "io"

// Stdout is stdout remembering its first failed write, so that a command
// that ignores Fprintf's error still cannot end in success (CLI.md: exit 4).
type Stdout struct {
	w   io.Writer
	err error
}

// Watch wraps the command's stdout.
func Watch(w io.Writer) *Stdout { return &Stdout{w: w} }

func (s *Stdout) Write(p []byte) (int, error) {
	n, err := s.w.Write(p)
	if err != nil && s.err == nil {
		s.err = err
	}
	return n, err
}

// Failed is the first write error, nil when every write went through.
func (s *Stdout) Failed() error { return s.err }

// Unwrap is the stream itself, for a pager that must inherit the terminal.
func (s *Stdout) Unwrap() io.Writer { return s.w }

// Fd is the stream's file descriptor, for the terminal's size.
func (s *Stdout) Fd() uintptr {
	if f, ok := s.w.(interface{ Fd() uintptr }); ok {
		return f.Fd()
	}
	return ^uintptr(0)
}
