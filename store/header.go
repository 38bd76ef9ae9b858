package store

import (
	"encoding/binary"
	"errors"
	"io"
	"io/fs"
	"os"
	"syscall"

	"github.com/chuche-ref/chuche-ref/fault"
)

// The SQLite file header, https://www.sqlite.org/fileformat.html.
const (
	sqliteMagic      = "SQLite format 3\x00"
	offPageSize      = 16
	offChangeCounter = 24
	offPageCount     = 28
	offUserVersion   = 60
	offApplicationID = 68
	offVersionValid  = 92
	offSchemaPage    = 100 // b-tree header of page 1, holding sqlite_schema
	headerLen        = 108
	leafTablePage    = 0x0d
)

// inspectFile reads the header itself so that files we refuse are never
// opened by SQLite, which would convert them to WAL or leave -wal and -shm
// files beside them; it returns the file's schema version. Only a regular
// file is read: the open does not block (a FIFO would wait for a writer for
// ever) and the kind of file is checked on the open descriptor.
func inspectFile(path string) (int, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return 0, ioError(path, err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return 0, ioError(path, err)
	}
	if what := fileKind(info.Mode()); !what.IsZero() {
		return 0, fault.Ledgerf("ledger %s is %s, not a file", path, what).Of(fault.IO)
	}
	size := info.Size()
	if size == 0 {
		return 0, notLedger(path, fault.M("an empty file; chuche-ref creates a ledger only where no file exists"))
	}
	buf := make([]byte, headerLen)
	n, err := io.ReadFull(f, buf)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return 0, ioError(path, err)
	}
	if n < len(sqliteMagic) || string(buf[:len(sqliteMagic)]) != sqliteMagic {
		return 0, notLedger(path, fault.M("not an SQLite database"))
	}
	if n < headerLen {
		return 0, truncated(path, size, headerLen)
	}
	if err := checkFields(path, buf, size, walInUse(path)); err != nil {
		return 0, err
	}
	return int(int32(binary.BigEndian.Uint32(buf[offUserVersion:]))), nil
}

// fileKind names what a non-regular file is, "" for a regular file.
func fileKind(m fs.FileMode) fault.Message {
	switch {
	case m.IsRegular():
		return fault.Message{}
	case m.IsDir():
		return fault.M("a folder")
	case m&fs.ModeNamedPipe != 0:
		return fault.M("a FIFO (named pipe)")
	case m&fs.ModeSocket != 0:
		return fault.M("a socket")
	case m&fs.ModeCharDevice != 0:
		return fault.M("a character device")
	case m&fs.ModeDevice != 0:
		return fault.M("a block device")
	}
	return fault.M("not a regular file")
}

func checkFields(path string, h []byte, size int64, walInUse bool) error {
	pageSize := int64(binary.BigEndian.Uint16(h[offPageSize:]))
	if pageSize == 1 {
		pageSize = 65536
	}
	if pageSize < 512 || pageSize&(pageSize-1) != 0 {
		return fault.Ledgerf("%s is damaged (bad page size %d); restore it from a backup", path, pageSize).Of(fault.Corrupt)
	}

	app := binary.BigEndian.Uint32(h[offApplicationID:])
	version := int64(int32(binary.BigEndian.Uint32(h[offUserVersion:])))
	hasTables := h[offSchemaPage] != leafTablePage || binary.BigEndian.Uint16(h[offSchemaPage+3:]) != 0
	// An empty database with no marks is adopted; anything else must be ours.
	if app != applicationID && (app != 0 || version != 0 || hasTables) {
		return notLedger(path, fault.M("an SQLite database of another program"))
	}
	if version > int64(latestVersion) {
		return newer(path, int(version))
	}

	// While a WAL is in use a checkpoint may be growing the file behind the
	// header it has already written; SQLite judges that case as it reads.
	if walInUse {
		return nil
	}
	if size%pageSize != 0 {
		return truncated(path, size, (size/pageSize+1)*pageSize)
	}
	// The page count is only trustworthy when the change counter matches.
	pages := int64(binary.BigEndian.Uint32(h[offPageCount:]))
	if pages > 0 && binary.BigEndian.Uint32(h[offChangeCounter:]) == binary.BigEndian.Uint32(h[offVersionValid:]) &&
		size < pages*pageSize {
		return truncated(path, size, pages*pageSize)
	}
	return nil
}

func walInUse(path string) bool {
	info, err := os.Stat(path + "-wal")
	return err == nil && info.Size() > 0
}

// checkWritable reports a read-only ledger up front, in plain words, rather
// than as whichever SQLite error the first write happens to hit.
func checkWritable(path string) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS) {
		return fault.Ledgerf("ledger %s is read-only", path).Of(fault.IO).Because(err)
	}
	if err != nil {
		return ioError(path, err)
	}
	return f.Close()
}

func notLedger(path string, why fault.Message) error {
	return fault.Ledgerf("%s is not a chuche-ref ledger (%s)", path, why).Of(fault.NotLedger)
}

func newer(path string, version int) error {
	return fault.Ledgerf("%s was written by a newer chuche-ref (schema %#d, this one knows %#d); upgrade chuche-ref",
		path, version, latestVersion).Of(fault.NewerLedger)
}

func truncated(path string, size, want int64) error {
	return fault.Ledgerf("%s is damaged (truncated: %d bytes of at least %d); restore it from a backup",
		path, size, want).Of(fault.Corrupt)
}
