package main

import (
	"math"
	"net"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scoreboard"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/serve"
	"github.com/chuche-ref/chuche-ref/fault"
)

type serveOptions struct {
	f                  *Factory
	addr, key, keyFile string
	wait, verbose      bool
	pace               float64
}

func newServeCmd(f *Factory) *cobra.Command {
	opts := &serveOptions{f: f}
	cmd := &cobra.Command{
		Use: "serve",
		Example: `  chuche-ref serve
  chuche-ref serve --addr 0.0.0.0:8080 --wait
  chuche-ref serve --addr 0.0.0.0:8080 --key-file ~/.config/chuche-ref/serve.key --verbose`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error { return runServe(cmd, opts) },
	}
	cmd.Flags().StringVar(&opts.addr, "addr", "127.0.0.1:8080", "address to listen on; port 0 picks a free one, 0.0.0.0 opens it to the network")
	cmd.Flags().StringVar(&opts.keyFile, "key-file", "", "read the access key from this file (its first line)")
	cmd.Flags().StringVar(&opts.key, "key", "", "access key; visible to every user in ps: prefer --key-file or CHUCHE_REF_SERVE_KEY (default: serve.key in the config, else random)")
	cmd.Flags().BoolVar(&opts.wait, "wait", false, "start before the ledger exists, and show it once chuche-ref new has made it (never creates it)")
	cmd.Flags().BoolVar(&opts.verbose, "verbose", false, "log one line per request to stderr")
	// For the browser tests, which would otherwise wait out the pages'
	// pauses (docs/cli.md, serve): hidden, as no table needs it.
	cmd.Flags().Float64Var(&opts.pace, "pace", 1, "scale every clock of the pages (retries, reconnections, the TV's turns) by this factor")
	_ = cmd.Flags().MarkHidden("pace")
	return cmd
}

func runServe(cmd *cobra.Command, opts *serveOptions) error {
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if !(opts.pace > 0) || math.IsInf(opts.pace, 0) {
		return fault.Inputf("--pace %v: give a number above 0 (1 is real time)", opts.pace)
	}
	cfg, err := opts.f.Config()
	if err != nil {
		return err
	}
	errOut, flags := opts.f.IO.ErrOut, cmd.Flags()
	key, err := serve.KeySources{Flag: opts.key, FlagSet: flags.Changed("key"), File: opts.f.Path(opts.keyFile),
		FileSet: flags.Changed("key-file"), Configured: cfg.ServeKey}.Key()
	if err != nil {
		return err
	}
	if flags.Changed("key") {
		opts.f.Printer().Line(errOut, "chuche-ref: warning: every user of this machine can read --key in ps; --key-file FILE or CHUCHE_REF_SERVE_KEY keep it out of sight")
	}
	src, err := scoreboard.Open(ctx, cfg.DB, opts.wait, opts.f.Ledger, scoreboard.Settings{LeaguePoints: cfg.LeaguePoints, Now: opts.f.Now})
	if err != nil {
		return err
	}
	defer src.Close()
	so := serve.Options{Key: key, Errors: errOut, Printer: opts.f.Printer(), Pace: opts.pace}
	if opts.verbose {
		so.Log = errOut
	}
	srv, err := serve.New(src, so)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", opts.addr)
	if err != nil {
		return fault.Inputf("cannot listen on %s: %v", opts.addr, err).
			WithHint("give --addr HOST:PORT, such as 127.0.0.1:8080; port 0 picks a free one")
	}
	defer ln.Close()
	if err := serve.Announce(opts.f.Printer(), opts.f.IO.Out, opts.f.IO.IsStdoutTTY(), errOut, serve.AddressOf(ln.Addr(), key), ln.Addr()); err != nil {
		return err
	}
	if scoreboard.Waiting(src) {
		opts.f.Printer().Line(errOut, "chuche-ref: no ledger at %s yet: the pages show it once chuche-ref new makes it", cfg.DB)
	}
	return srv.Serve(ctx, ln)
}
