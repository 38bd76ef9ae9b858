package export

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/ledgerurl"
)

// ReadImportFile reads the file to import, a relative name read in the
// folder dir ("" is the working directory); "-" is stdin. A file that
// cannot be read is an input error naming it as given.
func ReadImportFile(stdin io.Reader, dir, file string) ([]byte, error) {
	var data []byte
	var err error
	switch {
	case file == "-":
		data, err = io.ReadAll(stdin)
	case dir != "" && !filepath.IsAbs(file):
		data, err = os.ReadFile(filepath.Join(dir, file))
	default:
		data, err = os.ReadFile(file)
	}
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fault.Inputf("cannot read %s: %v", file, err)
	}
	return data, nil
}

// ImportProblem is a malformed export: an input error naming the file.
func ImportProblem(file string, err error) error {
	return fault.Inputf("%s: %v", file, err).WithHint("nothing was imported")
}

// ReadArchive reads, parses and checks (CheckArchivedGames) the file to
// import (ReadImportFile). progress, when not nil, is told how many games
// are checked.
func ReadArchive(stdin io.Reader, dir, file string, progress func(done, total int)) (scorekeeper.Archive, error) {
	data, err := ReadImportFile(stdin, dir, file)
	if err != nil {
		return scorekeeper.Archive{}, err
	}
	doc, err := ReadExportJSON(data)
	if err != nil {
		return scorekeeper.Archive{}, ImportProblem(file, err)
	}
	archive := doc.Archive()
	if err := CheckArchivedGames(archive, progress); err != nil {
		return scorekeeper.Archive{}, ImportProblem(file, err)
	}
	return archive, nil
}

// ReadLedger reads the whole of another ledger (a file's path or a
// postgres:// URL), without writing it (scorekeeper.OpenLedgerUntouched),
// as the archive its export --all would be: checked and with summaries
// recomputed as for a file (CheckArchivedGames).
// name is the ledger as messages show it (a URL without its password).
func ReadLedger(ctx context.Context, from string, progress func(done, total int)) (_ scorekeeper.Archive, name string, _ error) {
	if err := scorekeeper.CheckPath(from); err != nil {
		return scorekeeper.Archive{}, "", err
	}
	src, err := scorekeeper.OpenLedgerUntouched(ctx, from)
	if err != nil {
		return scorekeeper.Archive{}, "", err
	}
	defer src.Close()
	archive, err := src.ExportAll(ctx)
	if err != nil {
		return scorekeeper.Archive{}, "", err
	}
	name = src.Path()
	if err := CheckArchivedGames(archive, progress); err != nil {
		return scorekeeper.Archive{}, "", fault.Inputf("%s: %v", name, err).WithHint("nothing was imported")
	}
	return archive, name, nil
}

// ReadSource reads what import imports: the ledger from (ReadLedger), or
// else the file args[0] (ReadArchive); relative paths are read in dir.
// source names it for messages.
func ReadSource(ctx context.Context, stdin io.Reader, dir string, args []string, from string, progress func(done, total int)) (_ scorekeeper.Archive, source string, _ error) {
	if from != "" {
		return ReadLedger(ctx, ledgerurl.In(dir, from), progress)
	}
	a, err := ReadArchive(stdin, dir, args[0], progress)
	return a, args[0], err
}
