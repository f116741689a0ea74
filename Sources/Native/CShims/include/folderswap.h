#ifndef FOLDERSWAP_H
#define FOLDERSWAP_H

/// Exchanges two paths in one step (Linux renameat2 with RENAME_EXCHANGE): a reader sees
/// either the old folder or the new one, never neither. Returns 0, or -1 with errno set
/// (EINVAL or ENOSYS where the file system or kernel cannot exchange).
int folderswap_exchange(const char *first, const char *second);

#endif
