import Combine
import Foundation

/// Every operator of the module, one row each (an operator with several forms has a row per
/// form that works differently), for `OperatorContractTests`.
enum OperatorTable {
  static let all = transforming + filtering + reducing + combining + timing + handling

  static let transforming: [OperatorCase] = [
    OperatorCase("map") { $0.upstream.map { $0 * 2 } },
    OperatorCase("tryMap") { $0.upstream.tryMap { $0 * 2 } },
    OperatorCase("mapError") { $0.upstream.mapError { TestError(code: $0.code + 1) } },
    OperatorCase("map(keyPath)") { $0.upstream.map(\.bitWidth) },
    OperatorCase("map(keyPath, keyPath)") { $0.upstream.map(\.bitWidth, \.trailingZeroBitCount) },
    OperatorCase("map(keyPath, keyPath, keyPath)") { $0.upstream.map(\.bitWidth, \.trailingZeroBitCount, \.magnitude) },
    OperatorCase("compactMap") { $0.upstream.compactMap { $0 % 2 == 0 ? $0 : nil } },
    OperatorCase("tryCompactMap") { $0.upstream.tryCompactMap { $0 % 2 == 0 ? $0 : nil } },
    OperatorCase("replaceNil") { $0.upstream.map { $0 % 2 == 0 ? $0 : nil }.replaceNil(with: 0) },
    OperatorCase("scan") { $0.upstream.scan(0, +) },
    OperatorCase("tryScan") { $0.upstream.tryScan(0, +) },
    OperatorCase("setFailureType", fails: .finishes) {
      $0.upstream.replaceError(with: 0).setFailureType(to: TestError.self)
    },
    OperatorCase("flatMap") { $0.upstream.flatMap { Just($0).setFailureType(to: TestError.self) } },
    OperatorCase("flatMap(maxPublishers:)") {
      $0.upstream.flatMap(maxPublishers: .max(1)) { [$0, $0].publisher.setFailureType(to: TestError.self) }
    },
    OperatorCase("switchToLatest") { $0.upstream.map { Just($0).setFailureType(to: TestError.self) }.switchToLatest() },
    OperatorCase("encode") { $0.upstream.encode(encoder: JSONEncoder()) },
    OperatorCase("decode") { $0.upstream.map { Data("\($0)".utf8) }.decode(type: Int.self, decoder: JSONDecoder()) },
    OperatorCase("eraseToAnyPublisher") { $0.upstream.eraseToAnyPublisher() },
  ]

  static let filtering: [OperatorCase] = [
    OperatorCase("filter") { $0.upstream.filter { $0 % 2 == 0 } },
    OperatorCase("tryFilter") { $0.upstream.tryFilter { $0 % 2 == 0 } },
    OperatorCase("removeDuplicates") { $0.upstream.map { $0 / 2 }.removeDuplicates() },
    OperatorCase("tryRemoveDuplicates") { $0.upstream.tryRemoveDuplicates { $0 / 2 == $1 / 2 } },
    OperatorCase("replaceEmpty") { $0.upstream.replaceEmpty(with: 0) },
    OperatorCase("first") { $0.upstream.first() },
    OperatorCase("first(where:)") { $0.upstream.first { $0 > 1 } },
    OperatorCase("tryFirst(where:)") { $0.upstream.tryFirst { $0 > 1 } },
    OperatorCase("last") { $0.upstream.last() },
    OperatorCase("last(where:)") { $0.upstream.last { $0 < 3 } },
    OperatorCase("tryLast(where:)") { $0.upstream.tryLast { $0 < 3 } },
    OperatorCase("output(at:)") { $0.upstream.output(at: 1) },
    OperatorCase("output(in:)") { $0.upstream.output(in: 1..<3) },
    OperatorCase("prefix") { $0.upstream.prefix(2) },
    OperatorCase("prefix(while:)") { $0.upstream.prefix { $0 < 3 } },
    OperatorCase("tryPrefix(while:)") { $0.upstream.tryPrefix { $0 < 3 } },
    OperatorCase("prefix(untilOutputFrom:)") { $0.upstream.prefix(untilOutputFrom: PassthroughSubject<Int, TestError>()) },
    OperatorCase("dropFirst") { $0.upstream.dropFirst() },
    OperatorCase("drop(while:)") { $0.upstream.drop { $0 < 2 } },
    OperatorCase("tryDrop(while:)") { $0.upstream.tryDrop { $0 < 2 } },
    OperatorCase("drop(untilOutputFrom:)") { $0.upstream.drop(untilOutputFrom: Just(0).setFailureType(to: TestError.self)) },
    OperatorCase("ignoreOutput") { $0.upstream.ignoreOutput() },
  ]

  static let reducing: [OperatorCase] = [
    OperatorCase("collect") { $0.upstream.collect() },
    OperatorCase("collect(count)") { $0.upstream.collect(2) },
    OperatorCase("reduce") { $0.upstream.reduce(0, +) },
    OperatorCase("tryReduce") { $0.upstream.tryReduce(0, +) },
    OperatorCase("count") { $0.upstream.count() },
    OperatorCase("allSatisfy") { $0.upstream.allSatisfy { $0 < 100 } },
    OperatorCase("tryAllSatisfy") { $0.upstream.tryAllSatisfy { $0 < 100 } },
    OperatorCase("contains") { $0.upstream.contains(2) },
    OperatorCase("contains(where:)") { $0.upstream.contains { $0 > 1 } },
    OperatorCase("tryContains(where:)") { $0.upstream.tryContains { $0 > 1 } },
    OperatorCase("min") { $0.upstream.min() },
    OperatorCase("max") { $0.upstream.max() },
    OperatorCase("min(by:)") { $0.upstream.min(by: <) },
    OperatorCase("max(by:)") { $0.upstream.max(by: <) },
    OperatorCase("tryMin(by:)") { $0.upstream.tryMin(by: <) },
    OperatorCase("tryMax(by:)") { $0.upstream.tryMax(by: <) },
  ]

  static let combining: [OperatorCase] = [
    OperatorCase("merge(with:)") { $0.upstream.merge(with: Empty<Int, TestError>()) },
    OperatorCase("merge(with:) of 8") {
      let empty = Empty<Int, TestError>()
      return $0.upstream.merge(with: empty, empty, empty, empty, empty, empty, empty)
    },
    OperatorCase("merge(with:) of one type") { $0.upstream.merge(with: $0.upstream) },
    OperatorCase("merge(with:) of 3") { $0.upstream.merge(with: Empty(), Empty()) },
    OperatorCase("merge(with:) of 4") { $0.upstream.merge(with: Empty(), Empty(), Empty()) },
    OperatorCase("merge(with:) of 5") { $0.upstream.merge(with: Empty(), Empty(), Empty(), Empty()) },
    OperatorCase("merge(with:) of 6") { $0.upstream.merge(with: Empty(), Empty(), Empty(), Empty(), Empty()) },
    OperatorCase("merge(with:) of 7") { $0.upstream.merge(with: Empty(), Empty(), Empty(), Empty(), Empty(), Empty()) },
    OperatorCase("Merge3.merge(with:)") { $0.upstream.merge(with: Empty(), Empty()).merge(with: Empty()) },
    OperatorCase("combineLatest of 3") {
      let just = Just(0).setFailureType(to: TestError.self)
      return $0.upstream.combineLatest(just, just)
    },
    OperatorCase("combineLatest(_:_:)") { $0.upstream.combineLatest(Just(0).setFailureType(to: TestError.self), +) },
    OperatorCase("zip of 3") {
      let values = (0..<100).publisher.setFailureType(to: TestError.self)
      return $0.upstream.zip(values, values)
    },
    OperatorCase("zip(_:_:)") { $0.upstream.zip((0..<100).publisher.setFailureType(to: TestError.self), +) },
    OperatorCase("append(publisher)") { $0.upstream.append(Just(0).setFailureType(to: TestError.self)) },
    OperatorCase("prepend(sequence)") { $0.upstream.prepend([0, 0]) },
    OperatorCase("combineLatest") { $0.upstream.combineLatest(Just(0).setFailureType(to: TestError.self)) },
    OperatorCase("combineLatest of 4") {
      let just = Just(0).setFailureType(to: TestError.self)
      return $0.upstream.combineLatest(just, just, just)
    },
    OperatorCase("zip") { $0.upstream.zip((0..<100).publisher.setFailureType(to: TestError.self)) },
    OperatorCase("zip of 4") {
      let values = (0..<100).publisher.setFailureType(to: TestError.self)
      return $0.upstream.zip(values, values, values)
    },
    OperatorCase("append") { $0.upstream.append(0) },
    OperatorCase("prepend") { $0.upstream.prepend(0) },
    OperatorCase("catch", fails: .finishes) { $0.upstream.catch { _ in Just(0) } },
    OperatorCase("tryCatch", fails: .finishes) { $0.upstream.tryCatch { _ in Just(0) } },
    OperatorCase("retry") { $0.upstream.retry(1) },
    OperatorCase("replaceError", fails: .finishes) { $0.upstream.replaceError(with: 0) },
  ]

  static let timing: [OperatorCase] = [
    OperatorCase("delay") { $0.upstream.delay(for: .milliseconds(100), scheduler: $0.scheduler) },
    OperatorCase("debounce") { $0.upstream.debounce(for: .milliseconds(100), scheduler: $0.scheduler) },
    OperatorCase("throttle(latest: true)") {
      $0.upstream.throttle(for: .milliseconds(100), scheduler: $0.scheduler, latest: true)
    },
    OperatorCase("throttle(latest: false)") {
      $0.upstream.throttle(for: .milliseconds(100), scheduler: $0.scheduler, latest: false)
    },
    OperatorCase("timeout") { $0.upstream.timeout(.seconds(3600), scheduler: $0.scheduler) },
    OperatorCase("collect(byTime)") { $0.upstream.collect(.byTime($0.scheduler, .milliseconds(100))) },
    OperatorCase("collect(byTimeOrCount)") { $0.upstream.collect(.byTimeOrCount($0.scheduler, .milliseconds(100), 2)) },
    OperatorCase("measureInterval") { $0.upstream.measureInterval(using: $0.scheduler) },
    OperatorCase("receive(on:)") { $0.upstream.receive(on: $0.scheduler) },
    OperatorCase("subscribe(on:)") { $0.upstream.subscribe(on: $0.scheduler) },
  ]

  static let handling: [OperatorCase] = [
    OperatorCase("buffer(byRequest)") { $0.upstream.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest) },
    OperatorCase("buffer(keepFull)") { $0.upstream.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest) },
    OperatorCase("share") { $0.upstream.share() },
    OperatorCase("multicast") { $0.upstream.multicast { PassthroughSubject<Int, TestError>() }.autoconnect() },
    OperatorCase("multicast(subject:)") { $0.upstream.multicast(subject: PassthroughSubject()).autoconnect() },
    OperatorCase("makeConnectable", fails: .finishes) { $0.upstream.replaceError(with: 0).makeConnectable().autoconnect() },
    OperatorCase("handleEvents") { $0.upstream.handleEvents(receiveOutput: { _ in }) },
    OperatorCase("print") { $0.upstream.print("", to: Discarded()) },
    OperatorCase("breakpoint") { $0.upstream.breakpoint() },
    OperatorCase("breakpointOnError", fails: .notApplicable("stops the process in a debugger's trap")) {
      $0.upstream.breakpointOnError()
    },
    OperatorCase("assertNoFailure", fails: .notApplicable("traps, by design")) { $0.upstream.assertNoFailure() },
  ]
}

/// A text stream that keeps nothing, for `print(_:to:)`.
private struct Discarded: TextOutputStream {
  mutating func write(_ string: String) {}
}
