package export

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/chuche-ref/chuche-ref/store"
)

// RespellPayload renames players inside an entry's payload when the
// roster of the ledger being imported into spells them differently ("Ana"
// in the file, "ana" here): the games match players by their seat
// spelling. Every JSON string and object key equal to an old spelling is
// replaced; everything else keeps its order and form.
func RespellPayload(e store.Entry, names map[string]string) (json.RawMessage, error) {
	dec := json.NewDecoder(bytes.NewReader(e.Payload))
	dec.UseNumber()
	var out bytes.Buffer
	if err := respellValue(dec, &out, names); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

func respellValue(dec *json.Decoder, out *bytes.Buffer, names map[string]string) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	switch t := tok.(type) {
	case json.Delim:
		closing := map[json.Delim]byte{'{': '}', '[': ']'}[t]
		out.WriteByte(byte(t))
		for i := 0; dec.More(); i++ {
			if i > 0 {
				out.WriteByte(',')
			}
			if t == '{' {
				key, err := dec.Token()
				if err != nil {
					return err
				}
				if err := writeRespelled(out, key.(string), names); err != nil {
					return err
				}
				out.WriteByte(':')
			}
			if err := respellValue(dec, out, names); err != nil {
				return err
			}
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return err
		}
		out.WriteByte(closing)
	case string:
		return writeRespelled(out, t, names)
	case json.Number:
		out.WriteString(t.String())
	case bool:
		fmt.Fprint(out, t)
	case nil:
		out.WriteString("null")
	}
	return nil
}

// writeRespelled writes a string as json.Marshal does, which is how the
// games write their payloads.
func writeRespelled(out *bytes.Buffer, s string, names map[string]string) error {
	if to, ok := names[s]; ok {
		s = to
	}
	b, err := json.Marshal(s)
	out.Write(b)
	return err
}
