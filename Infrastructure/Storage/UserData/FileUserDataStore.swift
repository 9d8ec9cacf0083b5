import Foundation

/// User data as files in a directory (the data directory, never the cache): one file a key, written atomically.
public struct FileUserDataStore: UserDataStore {
    /// The directory the files live in.
    public let directory: URL

    /// Creates a store in `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The store of one feature: a folder of its own, so two features' keys never meet.
    public func scoped(to name: String) -> any UserDataStore {
        FileUserDataStore(directory: directory.appendingPathComponent(Self.fileName(for: name), isDirectory: true))
    }

    /// The bytes stored under `key`; nil when nothing is.
    public func data(forKey key: String) throws(UserDataError) -> Data? {
        let url = file(for: key)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(key: key, path: url.path, reason: error.localizedDescription)
        }
    }

    /// Stores `data` under `key` atomically; nil removes the key.
    public func setData(_ data: Data?, forKey key: String) throws(UserDataError) {
        let url = file(for: key)
        do {
            guard let data else {
                if FileManager.default.fileExists(atPath: url.path) {
                    try FileManager.default.removeItem(at: url)
                }
                return
            }
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try data.write(to: url, options: .atomic)
        } catch {
            throw .unwritable(key: key, path: url.path, reason: error.localizedDescription)
        }
    }

    /// Changes `key` holding an exclusive `flock` on `<key>.lock`, so writers in other processes wait their turn.
    @discardableResult
    public func update(forKey key: String, _ change: (Data?) throws(UserDataError) -> Data?) throws(UserDataError)
        -> Data?
    {
        let lockPath = directory.appendingPathComponent(Self.fileName(for: key) + ".lock").path
        let fail = { (reason: String) in UserDataError.unwritable(key: key, path: lockPath, reason: reason) }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw fail(error.localizedDescription)
        }
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw fail(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw fail(String(cString: strerror(errno))) }
        }
        defer { flock(descriptor, LOCK_UN) }
        let changed = try change(try data(forKey: key))
        try setData(changed, forKey: key)
        return changed
    }

    private func file(for key: String) -> URL {
        directory.appendingPathComponent(Self.fileName(for: key) + ".data")
    }

    // Letters, digits, '-' and '_' stay; anything else (a '/', a '.') is written %XX, so a key never leaves the folder.
    static func fileName(for key: String) -> String {
        let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        let name = key.utf8.map { byte -> String in
            let character = Character(UnicodeScalar(byte))
            return kept.contains(character) ? String(character) : String(format: "%%%02X", byte)
        }.joined()
        return name.isEmpty ? "%" : name
    }
}
