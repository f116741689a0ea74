import Foundation

#if !canImport(ObjectiveC)
  extension NSPredicate {
    /// A predicate from Foundation's format string language, evaluated against Core Data's
    /// managed objects, CloudKit's records and dictionaries by their keys (corelibs Foundation
    /// has no format predicates). A format it cannot read stops the program with the reason,
    /// as Apple's raises an exception.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
      self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
      let parsed: PredicateFormat
      do {
        parsed = try PredicateFormat(predicateFormat, arguments: (arguments ?? []).map { $0 as Any? })
      } catch {
        preconditionFailure("\(error)")
      }
      self.init { object, _ in parsed.evaluate(object) }
    }
  }
#endif
