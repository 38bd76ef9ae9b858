package export

import (
	"bytes"
	"io"
	"os"
	"path/filepath"

	"github.com/chuche-ref/chuche-ref/fault"
)

// WriteFileAtomically replaces path with data, or leaves it untouched: a
// failed export never leaves half a file. The file is private (0600), like
// the ledger it comes from.
func WriteFileAtomically(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return fault.Inputf("cannot write %s: %v", path, err)
	}
	_, werr := io.Copy(tmp, bytes.NewReader(data))
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return fault.Inputf("cannot write %s: %v", path, werr)
	}
	return nil
}
