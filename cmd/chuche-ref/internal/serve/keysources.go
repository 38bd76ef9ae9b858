package serve

import (
	"errors"
	"io/fs"
	"os"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// KeySources are where serve's access key may come from: --key (Flag, when
// FlagSet), --key-file (File, when FileSet), then CHUCHE_REF_SERVE_KEY or
// serve.key (Configured), else a random one.
type KeySources struct {
	Flag, File, Configured string
	FlagSet, FileSet       bool
}

// Key is the key the sources give, checked (CheckKey). Both flags at once
// are refused: one of them would be ignored.
func (k KeySources) Key() (string, error) {
	key := k.Configured
	switch {
	case k.FlagSet && k.FileSet:
		return "", fault.Inputf("give the access key once: --key or --key-file, not both")
	case k.FlagSet:
		key = k.Flag
	case k.FileSet:
		var err error
		if key, err = ReadKeyFile(k.File); err != nil {
			return "", err
		}
	case key == "":
		key = NewKey()
	}
	return key, CheckKey(key)
}

// ReadKeyFile is the access key kept in a file (serve --key-file): its
// first line, spaces trimmed. Out of a command line, the key is out of
// sight of ps.
func ReadKeyFile(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err // the path is said once, by the message
		}
		return "", fault.Inputf("--key-file %s: %v", path, err).
			WithHint("the file holds the access key on its first line: 8 to 128 letters, digits, or - . _ ~")
	}
	line, _, _ := strings.Cut(string(b), "\n")
	return strings.TrimSpace(line), nil
}
