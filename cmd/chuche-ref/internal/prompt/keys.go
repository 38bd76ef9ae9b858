package prompt

import (
	"unicode/utf8"
)

// keyKind is what a key (or escape sequence) means to a prompt.
type keyKind int

const (
	keyNone         keyKind = iota // a byte or sequence no prompt uses
	keyRune                        // printable text, in key.text
	keyEnter                       // Enter, Ctrl-J
	keyBackspace                   // Backspace, Ctrl-H
	keyDelete                      // Delete: the character under the cursor
	keyLeft                        // Left, Ctrl-B
	keyRight                       // Right, Ctrl-F
	keyUp                          // Up, Ctrl-P
	keyDown                        // Down, Ctrl-N
	keyHome                        // Home, Ctrl-A
	keyEnd                         // End, Ctrl-E
	keyWordLeft                    // Alt-B, Ctrl-Left, Alt-Left
	keyWordRight                   // Alt-F, Ctrl-Right, Alt-Right
	keyKillWordBack                // Ctrl-W, Alt-Backspace
	keyKillWordFwd                 // Alt-D
	keyKillStart                   // Ctrl-U: from the start of the line to the cursor
	keyKillEnd                     // Ctrl-K: from the cursor to the end of the line
	keyPageUp
	keyPageDown
	keyEsc       // Escape on its own
	keyEOF       // Ctrl-D
	keyInterrupt // Ctrl-C
	keyStop      // a signal stopped the prompt (not a key: nothing to echo)
	keyRedraw    // Ctrl-L
	keyTab
	keyCursorReport // the terminal's answer to ESC[6n: "row;col" in text
)

// key is one decoded key press.
type key struct {
	kind keyKind
	text string // for keyRune: one rune
}

// parseKey decodes the first key of b. n is how many bytes it used; more
// reports that b ends inside a sequence that may still be completed (an
// escape sequence or a UTF-8 character cut in two), so the caller should
// wait a moment for more bytes. With final set, a cut sequence is decoded
// as far as it goes: a lone ESC is the Escape key.
func parseKey(b []byte, final bool) (k key, n int, more bool) {
	if len(b) == 0 {
		return key{}, 0, !final
	}
	c := b[0]
	switch {
	case c == 0x1b:
		return parseEscape(b, final)
	case c < 0x20 || c == 0x7f:
		return key{kind: controlKeys[c]}, 1, false
	case c < utf8.RuneSelf:
		return key{kind: keyRune, text: string(rune(c))}, 1, false
	}
	if !utf8.FullRune(b) && !final {
		return key{}, 0, true
	}
	r, size := utf8.DecodeRune(b)
	if r == utf8.RuneError || (r >= 0x80 && r < 0xa0) { // not UTF-8, or a C1 control
		return key{}, size, false
	}
	return key{kind: keyRune, text: string(r)}, size, false
}

var controlKeys = [256]keyKind{
	0x01: keyHome, 0x02: keyLeft, 0x03: keyInterrupt, 0x04: keyEOF, 0x05: keyEnd,
	0x06: keyRight, 0x08: keyBackspace, 0x09: keyTab, 0x0a: keyEnter, 0x0b: keyKillEnd,
	0x0c: keyRedraw, 0x0d: keyEnter, 0x0e: keyDown, 0x10: keyUp, 0x15: keyKillStart,
	0x17: keyKillWordBack, 0x7f: keyBackspace,
}

// altKeys are ESC followed by one byte (Meta sent as an escape prefix).
var altKeys = map[byte]keyKind{
	'b': keyWordLeft, 'B': keyWordLeft, 'f': keyWordRight, 'F': keyWordRight,
	'd': keyKillWordFwd, 'D': keyKillWordFwd, 0x7f: keyKillWordBack, 0x08: keyKillWordBack,
}

func parseEscape(b []byte, final bool) (key, int, bool) {
	if len(b) == 1 {
		if final {
			return key{kind: keyEsc}, 1, false
		}
		return key{}, 0, true
	}
	switch b[1] {
	case '[':
		return parseCSI(b, final)
	case 'O': // SS3: application-mode cursor keys
		if len(b) < 3 {
			if final {
				return key{}, 2, false
			}
			return key{}, 0, true
		}
		return key{kind: ss3Keys[b[2]]}, 3, false
	case 0x1b: // ESC ESC: the first is a lone Escape
		return key{kind: keyEsc}, 1, false
	}
	if k, ok := altKeys[b[1]]; ok {
		return key{kind: k}, 2, false
	}
	return key{}, 2, false // Alt with a key no prompt uses
}

var ss3Keys = map[byte]keyKind{
	'A': keyUp, 'B': keyDown, 'C': keyRight, 'D': keyLeft, 'H': keyHome, 'F': keyEnd, 'M': keyEnter,
}

// parseCSI decodes ESC [ params final, e.g. ESC[3~ (Delete), ESC[1;5C
// (Ctrl-Right).
func parseCSI(b []byte, final bool) (key, int, bool) {
	i := 2
	for i < len(b) && b[i] >= 0x20 && b[i] <= 0x3f { // parameter and intermediate bytes
		i++
	}
	if i == len(b) {
		if final {
			return key{}, len(b), false
		}
		return key{}, 0, true
	}
	if b[i] < 0x40 || b[i] > 0x7e { // not a CSI after all: drop ESC [ and go on
		return key{}, 2, false
	}
	params, fin := string(b[2:i]), b[i]
	n := i + 1
	first, mod := params, ""
	for j := 0; j < len(params); j++ {
		if params[j] == ';' {
			first, mod = params[:j], params[j+1:]
			break
		}
	}
	wordMod := mod == "3" || mod == "5" // Alt or Ctrl
	switch fin {
	case 'A':
		return key{kind: keyUp}, n, false
	case 'B':
		return key{kind: keyDown}, n, false
	case 'C':
		if wordMod {
			return key{kind: keyWordRight}, n, false
		}
		return key{kind: keyRight}, n, false
	case 'D':
		if wordMod {
			return key{kind: keyWordLeft}, n, false
		}
		return key{kind: keyLeft}, n, false
	case 'H':
		return key{kind: keyHome}, n, false
	case 'R':
		return key{kind: keyCursorReport, text: params}, n, false
	case 'F':
		return key{kind: keyEnd}, n, false
	case '~':
		switch first {
		case "1", "7":
			return key{kind: keyHome}, n, false
		case "4", "8":
			return key{kind: keyEnd}, n, false
		case "3":
			return key{kind: keyDelete}, n, false
		case "5":
			return key{kind: keyPageUp}, n, false
		case "6":
			return key{kind: keyPageDown}, n, false
		}
	}
	return key{}, n, false
}
