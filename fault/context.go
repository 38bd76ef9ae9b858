package fault

// Context is an error with words put before it on its way up: "Ana's
// hand: 13x is not a card", "--take: …". Its Message is a catalog key like
// any other, so a printer words the context in the table's language as
// well as the error; kind, hint, code and store are the error's own.
type Context struct {
	Message
	Err error
}

// Wrapf puts the words key (with args) before err; nil when err is nil.
func Wrapf(err error, key Key, args ...any) error {
	if err == nil {
		return nil
	}
	return &Context{Message: M(key, args...), Err: err}
}

// Error is the context and the error in English: "Ana's hand: …".
func (c *Context) Error() string { return c.Message.String() + ": " + c.Err.Error() }

func (c *Context) Unwrap() error { return c.Err }
