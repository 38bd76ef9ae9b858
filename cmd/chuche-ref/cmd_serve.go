package main

import (
	"net"
	"os"
	"os/signal"
	"syscall"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scoreboard"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"

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
	src.LeaguePoints, src.Now = cfg.LeaguePoints, opts.f.Now
	defer src.Close()
	errOut := opts.f.IO.ErrOut
	so := serve.Options{Key: key, Errors: errOut, Printer: opts.f.Printer()}
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
	if err := serve.Announce(opts.f.Printer(), opts.f.IO.Out, opts.f.IO.IsStdoutTTY(), errOut, serve.AddressOf(ln.Addr(), key), ln.Addr()); err != nil {
		return err
	}
	return srv.Serve(ctx, ln)
}
