-- Every ledger has an identity of its own, made once when the ledger is
-- made (or, for an older ledger, by this step): what belongs to a ledger
-- but is kept outside it (play's drafts) is keyed by it, not by the file's
-- path, so a new ledger at an old path is a new ledger and a symlink is the
-- same one. It is not exported: a ledger restored from an export is a new
-- ledger.

CREATE TABLE ledger_identity (
	one INTEGER PRIMARY KEY CHECK (one = 1),
	id  TEXT NOT NULL
);
INSERT INTO ledger_identity (one, id) VALUES (1, lower(hex(randomblob(16))));
CREATE TRIGGER ledger_identity_fixed_update BEFORE UPDATE ON ledger_identity
BEGIN
	SELECT RAISE(ABORT, 'a ledger keeps its identity');
END;
CREATE TRIGGER ledger_identity_fixed_delete BEFORE DELETE ON ledger_identity
BEGIN
	SELECT RAISE(ABORT, 'a ledger keeps its identity');
END;
