/// Script groups that select a fallback family.
enum ScriptClass: Hashable, Sendable { case cjk, hebrew, arabic, other }
