package scorekeeper

import (
	"os"
	"testing"

	"github.com/chuche-ref/chuche-ref/internal/testtmp"
)

// The league's tests make many small ledgers: on a memory file system
// when there is one (testtmp).
func TestMain(m *testing.M) { os.Exit(testtmp.Run(m)) }
