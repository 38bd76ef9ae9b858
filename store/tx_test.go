package store

import (
	"testing"
	"time"
)

// The hand-made parser reads exactly what formatTime writes and refuses
// what time.Parse would read differently.
func TestParseFixedTimeMatchesFormat(t *testing.T) {
	t.Parallel()
	for _, want := range []time.Time{
		time.Date(2026, 11, 30, 23, 59, 59, 999999999, time.UTC),
		time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(2024, 2, 29, 12, 0, 0, 1, time.UTC),
		time.Unix(1764460800, 123456789).UTC(),
	} {
		got, ok := parseFixedTime(formatTime(want))
		if !ok || !got.Equal(want) {
			t.Errorf("%s: got %s, %v", formatTime(want), got, ok)
		}
	}
	for _, bad := range []string{"", "2026-02-31T00:00:00.000000000Z", "2026-13-01T00:00:00.000000000Z", "2026-11-30T24:00:00.000000000Z", "2026-11-30T10:00:00.00000000xZ", "2026-11-30T10:00:00Z"} {
		if _, ok := parseFixedTime(bad); ok {
			t.Errorf("%q accepted", bad)
		}
	}
	if got, err := parseTime("2026-11-30T10:00:00Z"); err != nil || got.Hour() != 10 {
		t.Errorf("RFC 3339 fallback: %v %v", got, err)
	}
}
