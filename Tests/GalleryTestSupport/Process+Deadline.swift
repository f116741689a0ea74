import ChildProcesses
import Foundation

extension Process {
  /// Waits for the program to end, at most `seconds`; at the deadline it is killed and
  /// `ChildProcess.TimedOut` names `what` the test waited for.
  package func waitForExit(within seconds: Double, waitingFor what: String) throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(Int64(seconds * 1000)))
    while isRunning {
      guard clock.now < deadline else {
        kill(processIdentifier, SIGKILL)
        let command = ([executableURL?.path ?? "?"] + (arguments ?? [])).joined(separator: " ")
        throw ChildProcess.TimedOut(what: what, command: command, seconds: seconds, output: "")
      }
      usleep(5000)
    }
  }
}
