package scorer

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Every payload a game writes is one of the types below, marshalled as
// they are; so a payload with a field none of them has was not written by
// chuche-ref, and is refused rather than carried along (an import
// file padded with unknown fields must not be stored).

// strictUnmarshal is json.Unmarshal that refuses unknown fields and
// anything after the value.
func strictUnmarshal(raw []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return fault.Internalf("more than one JSON value") // a cause, worded inside "cannot be read"
	}
	return nil
}
