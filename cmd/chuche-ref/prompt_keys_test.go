package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// A key read by a prompt that has ended stays for the next prompt, and
// Ctrl-U in a typed line becomes enough Backspaces to clear it.
func TestPromptKeys(t *testing.T) {
	pump := newKeyPump(strings.NewReader("ab\x15c"))
	read := func(r *promptKeys, n int) []byte {
		t.Helper()
		var got []byte
		b := make([]byte, 8)
		for len(got) < n {
			k, err := r.Read(b)
			if err != nil {
				t.Fatalf("read %d of %d: %v", len(got), n, err)
			}
			got = append(got, b[:k]...)
		}
		return got
	}
	first := pump.forPrompt()
	if got := read(first, 1); string(got) != "a" {
		t.Fatalf("first prompt read %q", got)
	}
	first.stop()
	stale := make(chan struct{})
	go func() {
		first.Read(make([]byte, 1)) // never returns: see abandoned
		close(stale)
	}()
	line := pump.forLine()
	want := append([]byte("b"), bytes.Repeat([]byte{keyBackspace}, killWidth)...)
	want = append(want, 'c')
	if got := read(line, len(want)); !bytes.Equal(got, want) {
		t.Fatalf("line read %q…, want b, %d Backspaces, c", got[:min(len(got), 4)], killWidth)
	}
	if _, err := line.Read(make([]byte, 1)); err != io.EOF {
		t.Fatalf("after the input ends: %v, want EOF", err)
	}
	select {
	case <-stale:
		t.Fatal("a read by a stopped prompt returned")
	default:
	}
}
