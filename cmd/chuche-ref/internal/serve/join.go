package serve

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"rsc.io/qr"

	"github.com/chuche-ref/chuche-ref/fault"
)

// joinSVG is the QR code of url as an SVG image: one path of dark modules
// on a light square with the quiet zone of four modules the standard asks
// for, drawn crisp at any size. Level L: the largest modules for the
// length, and a TV screen is not torn or dirty.
func joinSVG(url string) ([]byte, error) {
	code, err := qr.Encode(url, qr.L)
	if err != nil {
		return nil, fault.Wrapf(err, "qr code of the address")
	}
	const quiet = 4
	n := code.Size + 2*quiet
	var d strings.Builder
	for y := range code.Size {
		for x := 0; x < code.Size; {
			if !code.Black(x, y) {
				x++
				continue
			}
			run := 1
			for x+run < code.Size && code.Black(x+run, y) {
				run++
			}
			fmt.Fprintf(&d, "M%d %dh%dv1h-%dz", x+quiet, y+quiet, run, run)
			x += run
		}
	}
	svg := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ` + strconv.Itoa(n) + ` ` + strconv.Itoa(n) +
		`" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="` + d.String() + `"/></svg>` + "\n"
	return []byte(svg), nil
}

// joinCode is /join.svg: the QR code of the address the phones at the
// table open, key included — the board shows it, so a phone joins by
// scanning the TV. It is served under the key like everything else.
func (s *Server) joinCode(w http.ResponseWriter, r *http.Request) {
	url := s.join.Load()
	if url == nil {
		s.fail(w, r, http.StatusNotFound, fault.M("no address to show yet: the scoreboard is not listening"))
		return
	}
	svg, err := joinSVG(*url)
	if err != nil {
		s.logError(r.URL.Path, err)
		s.fail(w, r, http.StatusInternalServerError, fault.M("could not draw the address's QR code: %v", err))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "image/svg+xml")
	h.Set("Content-Length", strconv.Itoa(len(svg)))
	w.Write(svg)
}
