package main

import (
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"strconv"
	"syscall"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scoreboard"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"

	"github.com/mdp/qrterminal/v3"
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/serve"
)

type serveOptions struct {
	f       *Factory
	addr    string
	key     string
	verbose bool
}

func newServeCmd(f *Factory) *cobra.Command {
	opts := &serveOptions{f: f}
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Show the standings live on every phone and TV at the table (read-only web page)",
		Long: `serve shows the ledger's games, read-only, as web pages that follow every
entry live: put a game's standings on the TV, or let everyone at the table
open them on their phone from the QR code.

The first line on stdout is the address to open, access key included; on a
terminal a QR code of it follows. The default address is for this machine
only; --addr 0.0.0.0:8080 opens it to the local network. Every request
needs the key (random per start, or --key, CHUCHE_REF_SERVE_KEY, or
serve.key in the config file). Runs until Ctrl-C or SIGTERM.`,
		Example: `  chuche-ref serve
  chuche-ref serve --addr 0.0.0.0:8080
  chuche-ref serve --addr 127.0.0.1:0 --key our-club-2026 --verbose`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error { return runServe(cmd, opts) },
	}
	cmd.Flags().StringVar(&opts.addr, "addr", "127.0.0.1:8080", "address to listen on; port 0 picks a free one, 0.0.0.0 opens it to the network")
	cmd.Flags().StringVar(&opts.key, "key", "", "access key (default: CHUCHE_REF_SERVE_KEY, serve.key in the config, else random)")
	cmd.Flags().BoolVar(&opts.verbose, "verbose", false, "log one line per request to stderr")
	return cmd
}

func runServe(cmd *cobra.Command, opts *serveOptions) error {
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cfg, err := opts.f.Config()
	if err != nil {
		return err
	}
	key := opts.key
	if !cmd.Flags().Changed("key") {
		key = cfg.ServeKey
	}
	if key == "" && !cmd.Flags().Changed("key") {
		key = serve.NewKey()
	}
	if err := serve.CheckKey(key); err != nil {
		return usageError("%v", err)
	}
	db, err := opts.f.Ledger(ctx)
	if err != nil {
		return err
	}
	src, err := scoreboard.New(ctx, db)
	if err != nil {
		return err
	}
	defer src.Close()
	errOut := opts.f.IO.ErrOut
	so := serve.Options{Key: key, Errors: errOut}
	if opts.verbose {
		so.Log = errOut
	}
	srv, err := serve.New(src, so)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", opts.addr)
	if err != nil {
		return failure.Inputf("cannot listen on %s: %v", opts.addr, err).
			WithHint("give --addr HOST:PORT, such as 127.0.0.1:8080; port 0 picks a free one")
	}
	defer ln.Close()
	if err := announce(opts.f.IO, errOut, serve.AddressOf(ln.Addr(), key), ln.Addr()); err != nil {
		return err
	}
	return srv.Serve(ctx, ln)
}

// announce prints the address first of all (a script reads that line),
// then, on a terminal, its QR code for the phones; the hints go to stderr.
func announce(streams *IOStreams, errOut io.Writer, a serve.Address, bound net.Addr) error {
	if _, err := fmt.Fprintln(streams.Out, a.URL); err != nil {
		return fmt.Errorf("write the address: %w", err)
	}
	if streams.IsStdoutTTY() {
		qrterminal.GenerateWithConfig(a.URL, qrterminal.Config{
			Level: qrterminal.L, Writer: streams.Out, HalfBlocks: true, QuietZone: 2,
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
		fmt.Fprintf(errOut, "chuche-ref: only this machine can open this address\n"+
			"chuche-ref: hint: for the phones and the TV at the table, run chuche-ref serve --addr 0.0.0.0:%s\n", port)
	case a.NoLAN:
		fmt.Fprintln(errOut, "chuche-ref: no network address found on this machine: phones cannot reach it yet")
	}
	fmt.Fprintln(errOut, "chuche-ref: serving the ledger read-only; Ctrl-C stops")
	return nil
}
