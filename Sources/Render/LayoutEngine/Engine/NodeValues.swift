/// One optional value per node, nodes given by their `NodeNumbering`.
struct NodeValues<Value> {
  private var values: [Value?] = []

  subscript(number: Int) -> Value? {
    get { number < values.count ? values[number] : nil }
    set {
      if number >= values.count { values.append(contentsOf: repeatElement(nil, count: number + 1 - values.count)) }
      values[number] = newValue
    }
  }
}
