/// A credential an app sets on a context.
public enum LACredentialType: Int, Sendable {
  case applicationPassword = 0
}
