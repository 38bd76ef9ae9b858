package prompt

import "testing"

func TestParseKey(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want keyKind
		n    int
	}{
		{"\x1b[3~", keyDelete, 4},
		{"\x1b[H", keyHome, 3},
		{"\x1b[1~", keyHome, 4},
		{"\x1bOH", keyHome, 3},
		{"\x1b[F", keyEnd, 3},
		{"\x1b[4~", keyEnd, 4},
		{"\x1b[1;5C", keyWordRight, 6},
		{"\x1b[1;3D", keyWordLeft, 6},
		{"\x1bb", keyWordLeft, 2},
		{"\x1bf", keyWordRight, 2},
		{"\x1b\x7f", keyKillWordBack, 2},
		{"\x1b[A", keyUp, 3},
		{"\x0e", keyDown, 1},
		{"\x17", keyKillWordBack, 1},
		{"\x04", keyEOF, 1},
		{"\x03", keyInterrupt, 1},
		{"\r", keyEnter, 1},
		{"\x7f", keyBackspace, 1},
		{"ó", keyRune, 2},
		{"♥x", keyRune, 3},
		{"\x1b[200~", keyNone, 6},
	} {
		k, n, more := parseKey([]byte(tc.in), false)
		if k.kind != tc.want || n != tc.n || more {
			t.Errorf("parseKey(%q) = kind %d, %d bytes, more %v; want kind %d, %d bytes", tc.in, k.kind, n, more, tc.want, tc.n)
		}
	}
	// Cut sequences wait for more, unless nothing more will come.
	for _, in := range []string{"\x1b", "\x1b[", "\x1b[3", "\xc3"} {
		if _, _, more := parseKey([]byte(in), false); !more {
			t.Errorf("parseKey(%q) does not wait for the rest", in)
		}
	}
	if k, n, _ := parseKey([]byte("\x1b"), true); k.kind != keyEsc || n != 1 {
		t.Errorf("a lone ESC is %d (%d bytes), want Escape", k.kind, n)
	}
}
