// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

// The keys and values of Keychain queries, with Apple's string values.

public let kSecClass: CFString = "class"
public let kSecClassGenericPassword: CFString = "genp"
public let kSecClassInternetPassword: CFString = "inet"
public let kSecClassCertificate: CFString = "cert"
public let kSecClassKey: CFString = "keys"
public let kSecClassIdentity: CFString = "idnt"

public let kSecAttrService: CFString = "svce"
public let kSecAttrAccount: CFString = "acct"
public let kSecAttrServer: CFString = "srvr"
public let kSecAttrProtocol: CFString = "ptcl"
public let kSecAttrPort: CFString = "port"
public let kSecAttrPath: CFString = "path"
public let kSecAttrAccessGroup: CFString = "agrp"
public let kSecAttrLabel: CFString = "labl"
public let kSecAttrDescription: CFString = "desc"
public let kSecAttrComment: CFString = "icmt"
public let kSecAttrGeneric: CFString = "gena"
public let kSecAttrCreationDate: CFString = "cdat"
public let kSecAttrModificationDate: CFString = "mdat"
public let kSecAttrSynchronizable: CFString = "sync"
public let kSecAttrSynchronizableAny: CFString = "syna"
public let kSecAttrAccessible: CFString = "pdmn"
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
public let kSecAttrAccessControl: CFString = "accc"
public let kSecUseDataProtectionKeychain: CFString = "nleg"
public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"

public let kSecValueData: CFString = "v_Data"
public let kSecValueRef: CFString = "v_Ref"
public let kSecValuePersistentRef: CFString = "v_PersistentRef"

public let kSecReturnData: CFString = "r_Data"
public let kSecReturnAttributes: CFString = "r_Attributes"
public let kSecReturnRef: CFString = "r_Ref"
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"

public let kSecMatchLimit: CFString = "m_Limit"
public let kSecMatchLimitOne: CFString = "m_LimitOne"
public let kSecMatchLimitAll: CFString = "m_LimitAll"

public let errSecSuccess: OSStatus = 0
public let errSecUnimplemented: OSStatus = -4
public let errSecParam: OSStatus = -50
public let errSecAllocate: OSStatus = -108
public let errSecNotAvailable: OSStatus = -25291
public let errSecAuthFailed: OSStatus = -25293
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecInteractionNotAllowed: OSStatus = -25308
public let errSecDecode: OSStatus = -26275
public let errSecMissingEntitlement: OSStatus = -34018
public let errSecUserCanceled: OSStatus = -128
public let errSecNoSuchKeychain: OSStatus = -25294
public let errSecPkcs12VerifyFailure: OSStatus = -25264

/// The message for a status code, as `SecCopyErrorMessageString` gives it.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
  switch status {
  case errSecSuccess: "No error."
  case errSecUnimplemented: "Function or operation not implemented."
  case errSecParam: "One or more parameters passed to a function were not valid."
  case errSecAllocate: "Failed to allocate memory."
  case errSecNotAvailable: "No keychain is available. You may need to restart your computer."
  case errSecAuthFailed: "The user name or passphrase you entered is not correct."
  case errSecDuplicateItem: "The specified item already exists in the keychain."
  case errSecItemNotFound: "The specified item could not be found in the keychain."
  case errSecInteractionNotAllowed: "User interaction is not allowed."
  case errSecDecode: "Unable to decode the provided data."
  case errSecMissingEntitlement: "A required entitlement isn't present."
  case errSecUserCanceled: "User canceled the operation."
  case errSecNoSuchKeychain: "The specified keychain could not be found."
  case errSecPkcs12VerifyFailure: "MAC verification failed during PKCS12 import (wrong password?)"
  default: "OSStatus \(status)"
  }
}
