package safetext

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"unicode"

	"github.com/chuche-ref/chuche-ref/variants"
)

func TestEscape(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Ana", "Ana"},
		{"Ána Νίκος 李 🂡", "Ána Νίκος 李 🂡"},
		{"Zed\x1b]0;pwned\x07\x1b[2J", `Zed\x1b]0;pwned\x07\x1b[2J`},
		{"a\bb\x7fc", `a\x08b\x7fc`},
		{"tab\there\nline\rcr", `tab\x09here\x0aline\x0dcr`},
		{"nul\x00", `nul\x00`},
		{"c1\u009b2J\u0085", "c1<U+009B>2J<U+0085>"},
		{"evil\u202eexe.txt", "evil<U+202E>exe.txt"},
		{"\u2066iso\u2069 \u200eLRM", "<U+2066>iso<U+2069> <U+200E>LRM"},
		{"zero\u200bwidth\u200c\u200d\u2060", "zero<U+200B>width<U+200C><U+200D><U+2060>"},
		{"\ufeffBOM", "<U+FEFF>BOM"},
		{"soft\u00adhyphen", "soft<U+00AD>hyphen"},
		{"sep\u2028\u2029", "sep<U+2028><U+2029>"},
		{"tag\U000E0041", "tag<U+E0041>"},
		{"filler\u3164", "filler<U+3164>"},
		{"bad\xff\xc3", `bad\xff\xc3`},
	}
	for _, tt := range tests {
		got := Escape(tt.in)
		if got != tt.want {
			t.Errorf("Escape(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if Clean(tt.in) != (tt.in == tt.want) {
			t.Errorf("Clean(%q) = %v", tt.in, Clean(tt.in))
		}
		if !Clean(got) {
			t.Errorf("Escape(%q) = %q is not clean", tt.in, got)
		}
	}
}

func TestEscapeLinesKeepsLineFeeds(t *testing.T) {
	if got, want := EscapeLines("one\x1b[2J\ntwo\r\n"), "one\\x1b[2J\ntwo\\x0d\n"; got != want {
		t.Errorf("EscapeLines = %q, want %q", got, want)
	}
}

// A C1 control split across two writes must not come out raw.
func TestWriterSplitSequence(t *testing.T) {
	var buf bytes.Buffer
	w := NewWriter(&buf)
	csi := "\u009b" // 0xc2 0x9b
	for _, part := range []string{"chuche-ref: x" + csi[:1], csi[1:] + "2J é", "\xe2\x80", "\xae\n"} {
		if n, err := w.Write([]byte(part)); err != nil || n != len(part) {
			t.Fatalf("Write(%q) = %d, %v", part, n, err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if got, want := buf.String(), "chuche-ref: x<U+009B>2J é<U+202E>\n"; got != want {
		t.Errorf("written %q, want %q", got, want)
	}
}

func TestWriterFlushesUnfinishedSequence(t *testing.T) {
	var buf bytes.Buffer
	w := NewWriter(&buf)
	_, _ = w.Write([]byte("end\xe2\x80"))
	_ = w.Flush()
	if got := buf.String(); got != `end\xe2\x80` {
		t.Errorf("written %q", got)
	}
}

func TestCSVCell(t *testing.T) {
	tests := []struct{ in, want string }{
		{"=HYPERLINK(\"http://x\",\"y\")", "'=HYPERLINK(\"http://x\",\"y\")"},
		{"+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"},
		{"-2+3", "'-2+3"},
		{"@SUM(A1)", "'@SUM(A1)"},
		{"\tx", `'\x09x`},
		{"\rx", `'\x0dx`},
		{"=1\x1b[2J", `'=1\x1b[2J`},
		{"Zed\u202e", "Zed<U+202E>"},
		{"Ana", "Ana"},
		{"", ""},
		{"a=b", "a=b"},
	}
	for _, tt := range tests {
		if got := CSVCell(tt.in); got != tt.want {
			t.Errorf("CSVCell(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func BenchmarkEscapeClean(b *testing.B) {
	s := strings.Repeat("Ana Ben Cleo ", 4)
	for b.Loop() {
		_ = Escape(s)
	}
}

// FuzzEscape: the result is always clean and escaping it again changes
// nothing; the Writer, however the text is split, writes EscapeLines.
func FuzzEscape(f *testing.F) {
	f.Add("Zed\x1b]0;pwned\x07", 3)
	f.Add("a\u009b\u202e\xff\xc3", 1)
	f.Fuzz(func(t *testing.T, s string, cut int) {
		e := Escape(s)
		if !Clean(e) || Escape(e) != e {
			t.Fatalf("Escape(%q) = %q", s, e)
		}
		if strings.ContainsRune(EscapeLines(s), '\r') {
			t.Fatalf("EscapeLines(%q) keeps a CR", s)
		}
		var buf bytes.Buffer
		w := NewWriter(&buf)
		if cut < 0 {
			cut = -cut
		}
		cut %= len(s) + 1
		_, _ = w.Write([]byte(s[:cut]))
		_, _ = w.Write([]byte(s[cut:]))
		_ = w.Flush()
		if buf.String() != EscapeLines(s) {
			t.Fatalf("Writer(%q split at %d) = %q, EscapeLines %q", s, cut, buf.String(), EscapeLines(s))
		}
		if !Clean(strings.ReplaceAll(buf.String(), "\n", "")) {
			t.Fatalf("Writer(%q) wrote %q", s, buf.String())
		}
	})
}

// One definition of the hidden and control characters. A
// character the name rule refuses as hidden is exactly one Escape shows
// escaped, over every code point: nothing refused at the door is shown raw,
// and nothing shown escaped could have been stored by the rule.
func TestEscapeAndTheNameRuleShareOneDefinition(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF || r == '=' || r == ',' {
			continue // surrogates are no runes; = and , are the roster's separators
		}
		_, err := variants.CleanPlayerName("A" + string(r) + "B")
		refused := err != nil && strings.Contains(err.Error(), fmt.Sprintf("contains %U (", r))
		if err != nil && !refused {
			continue // refused for another reason than being hidden
		}
		if escaped := !Clean(string(r)); escaped != refused {
			t.Errorf("%U: the name rule refuses it %v, Escape escapes it %v", r, refused, escaped)
		}
	}
}
