import CoreData

/// The class of `Journal.xcdatamodeld`'s Notebook, whose codegen is Category/Extension: the
/// app writes the class, the plugin its properties.
public class Notebook: NSManagedObject {
  var isEmpty: Bool { (entries?.count ?? 0) == 0 }
}
