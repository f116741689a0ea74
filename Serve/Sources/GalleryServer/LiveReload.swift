/// Sends the current `ServeStatus` to every open page, at once on connecting and again on
/// each change.
package actor LiveReload {
  package private(set) var status = ServeStatus()
  private var clients: [Int: AsyncStream<String>.Continuation] = [:]
  private var nextClient = 0

  package init() {}

  /// The events for one page: the current status first, then each new one.
  package func subscribe() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
    let id = nextClient
    nextClient += 1
    clients[id] = continuation
    continuation.onTermination = { _ in Task { await self.remove(id) } }
    continuation.yield(status.event)
    return stream
  }

  /// Pages open now.
  package var clientCount: Int { clients.count }

  /// A new site is in place: open pages reload it.
  package func siteChanged() {
    status.generation += 1
    status.building = false
    status.failure = nil
    broadcast()
  }

  /// A rebuild started.
  package func buildStarted() {
    status.building = true
    broadcast()
  }

  /// A rebuild ended well but changed no file: the site on disk is still current.
  package func unchanged() {
    status.building = false
    status.failure = nil
    broadcast()
  }

  /// A rebuild failed; the last good site stays.
  package func failed(_ failure: ServeStatus.Failure) {
    status.building = false
    status.failure = failure
    broadcast()
  }

  /// A comment line, so connections a page closed are noticed and dropped.
  package func ping() {
    for client in clients.values { client.yield(": ping\n\n") }
  }

  private func broadcast() {
    let event = status.event
    for client in clients.values { client.yield(event) }
  }

  private func remove(_ id: Int) {
    clients[id] = nil
  }
}
