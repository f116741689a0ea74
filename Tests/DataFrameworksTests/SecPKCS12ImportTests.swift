import Foundation
import Security
import XCTest

/// `SecPKCS12Import`, identities and certificates as Apple documents them, over PKCS #12 files
/// made with `openssl pkcs12 -export` from a self-signed certificate whose subject is
/// "O=Example, CN=beszel-client" (the key and the file's name are "Beszel").
final class SecPKCS12ImportTests: XCTestCase {
  /// `-keypbe NONE -certpbe NONE -nomac`: stored without encryption or MAC.
  private let plain = Data(
    base64Encoded: """
      MIIFzQIBAzCCBcYGCSqGSIb3DQEHAaCCBbcEggWzMIIFrzCCArwGCSqGSIb3DQEHAaCCAq0EggKpMIICpTCCAqEGCyqGSIb3DQEM
      CgEDoIICTDCCAkgGCiqGSIb3DQEJFgGgggI4BIICNDCCAjAwggGZoAMCAQICFB5JpCJhyqgj5mxPqqRwiPqdQ2QYMA0GCSqGSIb3
      DQEBCwUAMCoxEDAOBgNVBAoMB0V4YW1wbGUxFjAUBgNVBAMMDWJlc3plbC1jbGllbnQwHhcNMjYxMTI4MTg1NDAxWhcNMzYxMTI1
      MTg1NDAxWjAqMRAwDgYDVQQKDAdFeGFtcGxlMRYwFAYDVQQDDA1iZXN6ZWwtY2xpZW50MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCB
      iQKBgQDUh8aROSGi+OTeaB4PA87CT6re7vaGgu5rxZiQ5ZEfYpNS1NqrWbnOw8baQenNw2ho7jilWA1CzSPsMhjypoiuoqvNAbAc
      WCr8hYdVNW3yarPMgeYKJO/eybiQmo/z8aqNvbaHmIH0iqZ7T/eIjOnHCVnYvf9q3QNllF16mcDncwIDAQABo1MwUTAdBgNVHQ4E
      FgQU+BriyESymjQZ5RZdUfLHMkPzj7gwHwYDVR0jBBgwFoAU+BriyESymjQZ5RZdUfLHMkPzj7gwDwYDVR0TAQH/BAUwAwEB/zAN
      BgkqhkiG9w0BAQsFAAOBgQCvRBZfjWY0oLVjeaI3T+yW/sTsSQJiBqq9CCa0hcbZ2sb232wbR+enLFailC3+g2gni2AA8tJcda3z
      INuv+I8RvhmrODHAaD1pcqCRNX7GgHdRtirDqxZscXxZmw+gQE2bVeIwufeLuFFvr4GgXN41TDiSqxhguOuXH4PZ5UB3lzFCMBsG
      CSqGSIb3DQEJFDEOHgwAQgBlAHMAegBlAGwwIwYJKoZIhvcNAQkVMRYEFMlp4IcChKsRzEIOAe+AkXjWIXyNMIIC6wYJKoZIhvcN
      AQcBoIIC3ASCAtgwggLUMIIC0AYLKoZIhvcNAQwKAQGgggJ7MIICdwIBADANBgkqhkiG9w0BAQEFAASCAmEwggJdAgEAAoGBANSH
      xpE5IaL45N5oHg8DzsJPqt7u9oaC7mvFmJDlkR9ik1LU2qtZuc7DxtpB6c3DaGjuOKVYDULNI+wyGPKmiK6iq80BsBxYKvyFh1U1
      bfJqs8yB5gok797JuJCaj/Pxqo29toeYgfSKpntP94iM6ccJWdi9/2rdA2WUXXqZwOdzAgMBAAECgYB4JKkjv2A8eOcos0MKyeRA
      BDlb/Upvj+SoF/O/NYdsbpVJ5foXk4luUU5AY7KAF08WwlRTZAtbEAyWoVtpEKuCxXc5z/TLaKoEbga6g4514uW8GwGGKbChyo9I
      ZwKWlpNSNOKqQLxYfAK7tcuhgzGGHLq1hunpL0IF1CZD33xqwQJBAPUacOIlcSCGFnWAObpS7h7qzbd1WNIJgP7J72pyC6KP0LJp
      mjc4rv33Mr2agcyrxHihHVdNukHWR080vRhw3k0CQQDd+p4FrjC8OPUnVX15085/44lRAdlS9qZaUfJZqpxYw+OEcJatlPDp+Xh+
      2q6IY4ku7R8dSWBjJ+MF5BUxtTy/AkEAgcKl0JQR+C4E5eAkr8gH2MZmcqHljA0MBdfSsIAAOOf6jPnrcyDHRB0C9+48maa2NUbW
      ycmUuhY/WmeJVM8sYQJBAIds8eGHTyZWHYLczkt4JECz4b+xQBQ0dHMgEZoQ04f4IqNXSSYnev9T+uZxpg+Bol0lv1jPvmVgHUon
      x6Jm7uMCQFTy5nrZHqWzyoCWA7C2Wst29zZLXUmdYM0UoYr8VBirNVgQRFhfjK6qmPIUIw+EALv7A2MH0YLkGPYDn29wyoAxQjAb
      BgkqhkiG9w0BCRQxDh4MAEIAZQBzAHoAZQBsMCMGCSqGSIb3DQEJFTEWBBTJaeCHAoSrEcxCDgHvgJF41iF8jQ==
      """, options: .ignoreUnknownCharacters)!
  /// With the password "secret" (OpenSSL's defaults: AES-256 and a SHA-256 MAC).
  private let protected = Data(
    base64Encoded: """
      MIIG7AIBAzCCBqIGCSqGSIb3DQEHAaCCBpMEggaPMIIGizCCAzIGCSqGSIb3DQEHBqCCAyMwggMfAgEAMIIDGAYJKoZIhvcNAQcB
      MFcGCSqGSIb3DQEFDTBKMCkGCSqGSIb3DQEFDDAcBAiU04Xn9n9JlgICCAAwDAYIKoZIhvcNAgkFADAdBglghkgBZQMEASoEEAQl
      KuC0441UzWQmx/2fZjeAggKwJwgA/cU5ngXDZU7sbgQn4WsGPywMJjG+MpNYynut3Q1T4jVCH1fZqCKI9Qi0kPXn2nzxE9fvyHJs
      Rk+BUZEgY52T+DQe9GminGdYT0okSO2HMd4Dy0e+U6qw3q2G+RNvOtWJCCff7MzoZi8HXOpnja6He+cL5lCTt+8ovc4fNvU0sIxD
      CW/KY2JNUGiX3J4TD52cAbwnAbnt+ZTXpBCn6ujBAAhAS/fyhOAdXEyHSgTMFoA0rmXA0JG1rxHRNRwp96hcMkwchHRiGW8K2MSs
      xDkAwO1Jis5VH+F067NKDuZIGjp1PtLqZgk1cIWp/9VM9BKm5wULCHw3VjAOx5svBW91nVsmBI8pQFoqQoHbDqj1GkhF2FNqvzgN
      IFG0Bwj1lVGWaMuDpzDBePR/A23u4ntoXbNagqmsrBFpgNh/FbN02yergSu9ULCvUlmE6CFnpLuOJAYSRMvPuIFqAVPDxAOZPpMt
      d5x1tpD172/YMVykJXkUGTerckpHZoZ3nGBTcUECMHyUoiGio0B42Yh9ScwPsoI+Fmz4NGvZaQ5PdLV9R4X6qF+IybjMH0mwHsHC
      0o+YF93cHJvwL8ymJNrJDJQGhocx4E8WQhMxhyPftq8P3is1hQmL71O6y5R1M6ovHatqUQLo8hrclzgDKpMOboBW2rqJ4bjhPeA7
      Mufsh3+KEJtWUiOflsNGpHvTlO356x5J/KllMN+f2ua3ewt+I6uOZBqcOBsVWJmBb9BCjGdJCKLRSk9+FAeDMoqYyb5RuRRpV9Qx
      L8LQCrcz3S4TT3NnAlut4wtD3sVCmdOO1kLwjD6um2t/5/Zj9raV91PQ5F00jpf1fVmeqIO02tBiNEycxvdDAEe04+E1k6A7lngv
      Uyw9zfkbzeS4iJ6F4D6MwdWSOM1VO/4vMLDmn8VfPjCCA1EGCSqGSIb3DQEHAaCCA0IEggM+MIIDOjCCAzYGCyqGSIb3DQEMCgEC
      oIIC4TCCAt0wVwYJKoZIhvcNAQUNMEowKQYJKoZIhvcNAQUMMBwECHBIw/2r7h6rAgIIADAMBggqhkiG9w0CCQUAMB0GCWCGSAFl
      AwQBKgQQInFRqpHCwPU/rAU4kJZ3cgSCAoAMCDECi35hCGPKSt2DLu3AbjvQYuYeHHgQgnt2rYF1AEKtb8zxxclYOHf0cx+nGOHg
      +8qFDikYli5V696SZcCdlKLQ97jihFJ48kHMYyxhIvLVO3vTMw3UEoR4y9zs4M7WRqVrlPeOG2S71+HjM0EcDivcEpUi7fuRsvMO
      GN2EtcZRtQs0DjNqEMEgvUhR2WgsaqvT+N5sb4s1TCvyv4lDOOmLx1AlzrAybfumtGuorin51kcKXVdSCOBQHLltzn4GaKqR0MZF
      ABijBiNocbkyvQgd2TlVoTCbxlaQ7pYSzttjURxlh7296gU5opUphcSh7eOiv3iwlQnQNI5BJqYUgMoyYx/r6i3seTd9xhrGJhbl
      YYnwS9jxxtYRu87T2gOriIZWFJOPgILL944RS9oVvu2PjEGpEXgar/4uCmDci01XQlXmQOButpWKrrCScJKTcTSmLhi80yaKzKSW
      +yh1cGfNcODjdAgdxCimhcnA0gENw41h1zsx1DYVfu9QkfWNj5SqVVtvomyLhNIthgSHQTcRVgvsy34KmJXfO1bzfL9uqA0pBDwL
      Q7/oluLO4+602SPyF53WqnJTNP8V0OuIqEX6cMyYPNMrke8I/GGmzYDl/uyEAeROikxlhZ1eASSXWwPWe+gtz+hGLP2jeeZmHNbt
      /vsO6LFgjCaag6GWSTT6FuOZQHovlVMBfqApJgM/6v4oUT1ZXlmoozmPxNDFmBxnOyRm7uIXQcxyQIJTWiW38XERYQv/6CDjOTpx
      3f8bV7MNoVOtdHT920A/XXY+zJ09Zw/NqMObRAXVzoBf9Jzn1fp6GCiUX3gCzUHsJRHcOByhee0zGa6GHpkbS9WZMUIwGwYJKoZI
      hvcNAQkUMQ4eDABCAGUAcwB6AGUAbDAjBgkqhkiG9w0BCRUxFgQUyWnghwKEqxHMQg4B74CReNYhfI0wQTAxMA0GCWCGSAFlAwQC
      AQUABCAbZb7I+s4zvMJBHBuxlMvZnztrcpQocF51sCIEWYS2igQIC41NpZin4cgCAggA
      """, options: .ignoreUnknownCharacters)!
  /// The certificate alone, in DER.
  private let certificate = Data(
    base64Encoded: """
      MIICMDCCAZmgAwIBAgIUHkmkImHKqCPmbE+qpHCI+p1DZBgwDQYJKoZIhvcNAQELBQAwKjEQMA4GA1UECgwHRXhhbXBsZTEWMBQG
      A1UEAwwNYmVzemVsLWNsaWVudDAeFw0yNjExMjgxODU0MDFaFw0zNjExMjUxODU0MDFaMCoxEDAOBgNVBAoMB0V4YW1wbGUxFjAU
      BgNVBAMMDWJlc3plbC1jbGllbnQwgZ8wDQYJKoZIhvcNAQEBBQADgY0AMIGJAoGBANSHxpE5IaL45N5oHg8DzsJPqt7u9oaC7mvF
      mJDlkR9ik1LU2qtZuc7DxtpB6c3DaGjuOKVYDULNI+wyGPKmiK6iq80BsBxYKvyFh1U1bfJqs8yB5gok797JuJCaj/Pxqo29toeY
      gfSKpntP94iM6ccJWdi9/2rdA2WUXXqZwOdzAgMBAAGjUzBRMB0GA1UdDgQWBBT4GuLIRLKaNBnlFl1R8scyQ/OPuDAfBgNVHSME
      GDAWgBT4GuLIRLKaNBnlFl1R8scyQ/OPuDAPBgNVHRMBAf8EBTADAQH/MA0GCSqGSIb3DQEBCwUAA4GBAK9EFl+NZjSgtWN5ojdP
      7Jb+xOxJAmIGqr0IJrSFxtnaxvbfbBtH56csVqKULf6DaCeLYADy0lx1rfMg26/4jxG+Gas4McBoPWlyoJE1fsaAd1G2KsOrFmxx
      fFmbD6BATZtV4jC594u4UW+vgaBc3jVMOJKrGGC465cfg9nlQHeX
      """, options: .ignoreUnknownCharacters)!

  private func importItems(_ data: Data, passphrase: String = "secret") -> (OSStatus, [[String: Any]]?) {
    var items: CFArray?
    let status = SecPKCS12Import(data as CFData, [kSecImportExportPassphrase as String: passphrase] as CFDictionary, &items)
    return (status, items as? [[String: Any]])
  }

  func testAnUnencryptedFileGivesItsIdentityWithCertificateChainAndLabel() throws {
    let (status, items) = importItems(plain, passphrase: "")
    XCTAssertEqual(status, errSecSuccess)
    let item = try XCTUnwrap(items?.first)
    XCTAssertEqual(items?.count, 1)
    let identity = try XCTUnwrap(item[kSecImportItemIdentity as String].map { $0 as! SecIdentity })
    var copied: SecCertificate?
    XCTAssertEqual(SecIdentityCopyCertificate(identity, &copied), errSecSuccess)
    let own = try XCTUnwrap(copied)
    XCTAssertEqual(SecCertificateCopySubjectSummary(own) as String?, "beszel-client")
    XCTAssertEqual(SecCertificateCopyData(own) as Data, certificate)
    XCTAssertEqual((item[kSecImportItemCertChain as String] as? [SecCertificate])?.count, 1)
    XCTAssertEqual(item[kSecImportItemLabel as String] as? String, "Beszel")
  }

  func testDataThatIsNotPKCS12FailsWithErrSecDecode() {
    XCTAssertEqual(importItems(Data("not a p12".utf8)).0, errSecDecode)
    XCTAssertEqual(importItems(certificate).0, errSecDecode, "a certificate is not a PKCS #12 file")
    XCTAssertEqual(importItems(Data()).0, errSecDecode)
  }

  func testAPasswordProtectedFileIsReadAsPKCS12ButNotDecryptedHere() {
    let (status, items) = importItems(protected)
    XCTAssertEqual(status, errSecUnimplemented, "the gallery has no cryptography to decrypt or verify it")
    XCTAssertNil(items)
  }

  func testACertificateIsMadeFromDERAndSummarisedByItsCommonName() throws {
    let made = try XCTUnwrap(SecCertificateCreateWithData(nil, certificate as CFData))
    XCTAssertEqual(SecCertificateCopySubjectSummary(made) as String?, "beszel-client")
    XCTAssertNil(SecCertificateCreateWithData(nil, Data([0x30, 0x03, 0x02, 0x01, 0x01]) as CFData))
  }

  func testTheNewStatusCodesHaveApplesValuesAndMessages() {
    XCTAssertEqual(errSecUserCanceled, -128)
    XCTAssertEqual(errSecNoSuchKeychain, -25294)
    XCTAssertEqual(errSecPkcs12VerifyFailure, -25264)
    XCTAssertEqual(SecCopyErrorMessageString(errSecUserCanceled, nil) as String?, "User canceled the operation.")
  }
}
