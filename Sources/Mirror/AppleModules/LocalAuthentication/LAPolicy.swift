/// What an evaluation asks the device owner to prove.
public enum LAPolicy: Int, Sendable {
  case deviceOwnerAuthenticationWithBiometrics = 1
  case deviceOwnerAuthentication = 2
  case deviceOwnerAuthenticationWithCompanion = 3
  case deviceOwnerAuthenticationWithBiometricsOrCompanion = 4

  /// Whether the policy needs a paired companion device (a watch) when biometry alone does not do.
  var needsCompanion: Bool {
    self == .deviceOwnerAuthenticationWithCompanion
  }
}
