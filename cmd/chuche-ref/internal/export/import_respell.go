package export

import (
	"encoding/json"

	"github.com/chuche-ref/chuche-ref/store"
)

// RespellPayload renames players inside an entry's payload when the
// roster of the ledger being imported into spells them differently ("Ana"
// in the file, "ana" here): the games match players by their seat
// spelling. It is the store's own respelling, the one a recorded rename
// uses, so both read a payload the same way.
func RespellPayload(e store.Entry, names map[string]string) (json.RawMessage, error) {
	return store.RespellJSON(e.Payload, names)
}
