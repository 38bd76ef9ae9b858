package shell

// ExitCodesHelp is the section of the root's --help that lists CLI.md's
// exit codes.
const ExitCodesHelp = `Exit codes:
  0  success, or the thing checked is valid
  1  the thing checked is invalid (a refused capture, cut or entry; stdout says why)
  2  usage or input error (unknown card, bad flag, bad config)
  3  ledger error (cannot open, locked past the timeout, corrupt, newer schema)
  4  internal error (a failed write to stdout, or anything not foreseen)
130  interrupted by Ctrl-C; what was under way (an import) is not recorded
`
