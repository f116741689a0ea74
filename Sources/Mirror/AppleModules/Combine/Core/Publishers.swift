/// The publisher types of Combine's operators (`Publishers.Map` is what `map(_:)` returns).
public enum Publishers {}
