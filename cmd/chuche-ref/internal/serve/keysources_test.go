package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The key's sources in order: --key, --key-file, then the environment or
// the config file, else a random key; both flags at once, a file that
// cannot be read and a key out of shape are refused.
func TestKeySources(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "serve.key")
	os.WriteFile(file, []byte("  from-the-file-1  \nsecond line\n"), 0o600)
	os.WriteFile(filepath.Join(dir, "bad.key"), []byte("with space here\n"), 0o600)
	for _, c := range []struct {
		name string
		k    KeySources
		want string // "" for a random key; "!" + words of the error
	}{
		{"flag", KeySources{Flag: "from-the-flag", FlagSet: true, Configured: "from-the-env"}, "from-the-flag"},
		{"file", KeySources{File: file, FileSet: true, Configured: "from-the-env"}, "from-the-file-1"},
		{"configured", KeySources{Configured: "from-the-env"}, "from-the-env"},
		{"random", KeySources{}, ""},
		{"both flags", KeySources{Flag: "from-the-flag", FlagSet: true, File: file, FileSet: true}, "!not both"},
		{"no such file", KeySources{File: filepath.Join(dir, "nowhere"), FileSet: true}, "!--key-file " + filepath.Join(dir, "nowhere") + ": no such file or directory"},
		{"a key out of shape", KeySources{File: filepath.Join(dir, "bad.key"), FileSet: true}, "!is not accepted"},
		{"an empty --key", KeySources{FlagSet: true}, "!access key of 0 characters"},
	} {
		got, err := c.k.Key()
		switch {
		case strings.HasPrefix(c.want, "!"):
			if err == nil || !strings.Contains(err.Error(), c.want[1:]) {
				t.Errorf("%s: %q, %v; want an error saying %q", c.name, got, err, c.want[1:])
			}
		case c.want == "":
			if err != nil || len(got) < 22 {
				t.Errorf("%s: %q, %v; want a random key", c.name, got, err)
			}
		case got != c.want || err != nil:
			t.Errorf("%s: %q, %v; want %q", c.name, got, err, c.want)
		}
	}
}
