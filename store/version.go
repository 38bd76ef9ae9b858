package store

// SchemaVersion is the ledger schema this build writes: the number of
// embedded migrations, kept in PRAGMA user_version.
func SchemaVersion() int { return latestVersion }
