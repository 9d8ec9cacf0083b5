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

    /// The bytes stored under `key` (at most `UserDataFile.maximumBytes`, else `tooLarge`); nil when nothing is.
    public func data(forKey key: String) throws(UserDataError) -> Data? {
        try UserDataFile(path: location(ofKey: key), key: key).read()
    }

    /// Stores `data` under `key` atomically, through a symbolic link and keeping the file's mode; nil removes the key.
    public func setData(_ data: Data?, forKey key: String) throws(UserDataError) {
        let file = UserDataFile(path: location(ofKey: key), key: key)
        guard let data else { return try file.remove() }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .unwritable(key: key, path: file.path, reason: error.localizedDescription)
        }
        try file.write(data)
    }

    /// The path of the file of `key`.
    public func location(ofKey key: String) -> String {
        directory.appendingPathComponent(Self.fileName(for: key) + ".data").path
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
