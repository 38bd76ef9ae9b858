package serve

import (
	"fmt"
	"io"
	"net"
	"strconv"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/mdp/qrterminal/v3"
)

// Announce prints the address first of all (a script reads that line),
// then, on a terminal, its QR code for the phones; the hints go to stderr.
func Announce(p *i18n.Printer, out io.Writer, tty bool, errOut io.Writer, a Address, bound net.Addr) error {
	if _, err := fmt.Fprintln(out, a.URL); err != nil {
		return fault.Wrapf(err, "write the address")
	}
	if tty {
		qrterminal.GenerateWithConfig(a.URL, qrterminal.Config{
			Level: qrterminal.L, Writer: out, HalfBlocks: true, QuietZone: 2,
			BlackChar: qrterminal.BLACK_BLACK, WhiteBlackChar: qrterminal.WHITE_BLACK,
			WhiteChar: qrterminal.WHITE_WHITE, BlackWhiteChar: qrterminal.BLACK_WHITE,
		})
	}
	port := "8080"
	if tcp, ok := bound.(*net.TCPAddr); ok {
		port = strconv.Itoa(tcp.Port)
	}
	switch {
	case a.LoopbackOnly:
		p.Line(errOut, "chuche-ref: only this machine can open this address")
		p.Line(errOut, "chuche-ref: hint: for the phones and the TV at the table, run chuche-ref serve --addr 0.0.0.0:%s", port)
	case a.NoLAN:
		p.Line(errOut, "chuche-ref: no network address found on this machine: phones cannot reach it yet")
	}
	p.Line(errOut, "chuche-ref: serving the ledger read-only; Ctrl-C stops")
	return nil
}
