// Replaced by the module's real files.
