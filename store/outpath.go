package store

import (
	"io/fs"
	"os"
	"path/filepath"

	"github.com/chuche-ref/chuche-ref/fault"
)

// ledgerSuffixes are the names SQLite keeps a ledger in.
var ledgerSuffixes = []string{"", "-wal", "-shm", "-journal"}

// CheckOutputPath refuses an output path (export -o, backup) that is the
// ledger or one of its -wal, -shm and -journal files, by name or through a
// symbolic or hard link, whether or not that file exists yet: writing there
// would replace the live ledger or the log its last writes are in. It is a
// KindInvalid error (an input error), returned before anything is written.
func CheckOutputPath(ledgerPath, out string) error {
	if out == "" {
		return fault.Inputf("the output path is empty").Of(fault.Invalid)
	}
	if IsURL(ledgerPath) {
		ledgerPath = "" // a ledger on a server has no file to protect
	}
	ledger, err := filepath.Abs(ledgerPath)
	if err != nil || ledgerPath == "" {
		return nil // no ledger to protect
	}
	outAbs, err := filepath.Abs(out)
	if err != nil {
		return fault.Inputf("output %s", out).Of(fault.Invalid).Because(err)
	}
	target := resolve(outAbs)
	outInfo, outErr := os.Stat(outAbs)
	if outErr == nil && outInfo.IsDir() {
		return fault.Inputf("%s is a folder; name a file to write, nothing was written", out).Of(fault.Invalid)
	}
	base := resolve(ledger)
	for _, suffix := range ledgerSuffixes {
		for _, name := range []string{ledger + suffix, base + suffix} {
			if target == name || outAbs == name {
				return refusedOutput(out, ledger, suffix)
			}
			if outErr != nil {
				continue
			}
			if info, err := os.Stat(name); err == nil && os.SameFile(info, outInfo) {
				return refusedOutput(out, ledger, suffix)
			}
		}
	}
	return nil
}

func refusedOutput(out, ledger, suffix string) error {
	what := fault.M("the ledger itself")
	if suffix != "" {
		what = fault.M("the ledger's %s file", suffix)
	}
	return fault.Inputf("%s is %s (%s); choose another file to write, nothing was written", out, what, ledger+suffix).Of(fault.Invalid)
}

// resolve follows symbolic links in path as far as they go, dangling ones
// included (writing through a dangling link creates its target).
func resolve(path string) string {
	for hops := 0; hops < 40; hops++ {
		if real, err := filepath.EvalSymlinks(path); err == nil {
			return real
		}
		info, err := os.Lstat(path)
		if err != nil || info.Mode()&fs.ModeSymlink == 0 {
			// The file does not exist: resolve its folder.
			dir, err := filepath.EvalSymlinks(filepath.Dir(path))
			if err != nil {
				return path
			}
			return filepath.Join(dir, filepath.Base(path))
		}
		link, err := os.Readlink(path)
		if err != nil {
			return path
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(path), link)
		}
		path = link
	}
	return path
}
