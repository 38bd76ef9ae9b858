// Package safetext makes text that came from the ledger, a config file or an
// import file safe to show on a terminal. Names are data, never control
// codes: a name stored by an older version, or typed into a
// hand-edited ledger, may hold ESC sequences, bidi overrides or invisible
// characters; every human output of such text passes Escape, so none of
// them reaches the terminal raw.
//
// What is escaped, and how it shows:
//
//   - C0 controls (BEL, BS, ESC, NUL, TAB, LF, CR …) and DEL: \x07, \x1b, \x7f.
//   - Bytes that are not UTF-8: \xff.
//   - Every other character the name rule refuses (variants.HiddenRune):
//     C1 controls (U+0080..U+009F; CSI is U+009B), format characters
//     (bidi embeddings, overrides and isolates, LRM/RLM, zero-width
//     space/joiners, word joiner, BOM, soft hyphen, tags), line and
//     paragraph separators, the invisible Hangul fillers, private-use
//     characters and noncharacters: <U+202E>.
//
// Everything else — letters of any script, accents, emoji, symbols — is
// left as it is.
package safetext

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/chuche-ref/chuche-ref/variants"
)

// Escape returns s with every character that could move the cursor, change
// the terminal, reorder or hide text shown as a visible escape. Newlines are
// escaped too: one value stays on one line.
func Escape(s string) string {
	if Clean(s) {
		return s // the common case allocates nothing
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	appendEscaped(&b, s, false)
	return b.String()
}

// EscapeLines is Escape that keeps line feeds, for multi-line text the
// program wrote itself around untrusted values (a whole error message).
func EscapeLines(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	appendEscaped(&b, s, true)
	return b.String()
}

// Clean reports whether Escape would leave s unchanged.
func Clean(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c == 0x7f {
				return false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && size == 1) || Hidden(r) {
			return false
		}
		i += size
	}
	return true
}

// Hidden reports whether a rune is one a terminal would act on or a reader
// could not see: C0 and C1 controls, format characters (Cf: bidi marks,
// embeddings, overrides and isolates, zero-width characters, the BOM),
// line and paragraph separators, the Hangul fillers that render blank,
// private-use and noncharacters. It is the name rule's own classification
// (variants.HiddenRune), so what is refused at the door and what is escaped
// on the way out are one set.
func Hidden(r rune) bool {
	if r < 0x80 {
		return r < 0x20 || r == 0x7f // the common case, without a call
	}
	return variants.HiddenRune(r) != ""
}

func appendEscaped(b *strings.Builder, s string, keepNewlines bool) {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if (c < 0x20 || c == 0x7f) && !(keepNewlines && c == '\n') {
				fmt.Fprintf(b, `\x%02x`, c)
			} else {
				b.WriteByte(c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(b, `\x%02x`, c)
		case Hidden(r):
			fmt.Fprintf(b, "<U+%04X>", r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
}

// Writer escapes everything written through it as EscapeLines does: for
// stderr, where every byte is a message and none is a colour code of ours.
// A UTF-8 sequence split across two writes is held back until it is whole,
// so a C1 control cannot slip through in halves.
type Writer struct {
	w       io.Writer
	pending []byte // the start of a multi-byte sequence cut by a write
}

// NewWriter wraps w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write escapes p and writes it; it reports len(p) written when the
// escaped text was written whole.
func (w *Writer) Write(p []byte) (int, error) {
	data := append(w.pending, p...)
	w.pending = nil
	// Hold back an incomplete sequence at the end: at most 3 bytes.
	cut := len(data)
	for k := 1; k <= 3 && k <= len(data); k++ {
		c := data[len(data)-k]
		if c < utf8.RuneSelf {
			break
		}
		if utf8.RuneStart(c) {
			if !utf8.FullRune(data[len(data)-k:]) {
				cut = len(data) - k
			}
			break
		}
	}
	w.pending = append([]byte(nil), data[cut:]...)
	if _, err := io.WriteString(w.w, EscapeLines(string(data[:cut]))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Flush writes a sequence still held back (escaped: it never completed).
func (w *Writer) Flush() error {
	if len(w.pending) == 0 {
		return nil
	}
	rest := w.pending
	w.pending = nil
	_, err := io.WriteString(w.w, EscapeLines(string(rest)))
	return err
}
