// StorageCrashWriter [--user-data] <directory> [key-count]
//
// Stores verifiable entries in a DiskCache (or, with --user-data, in a FileUserDataStore) forever, printing each
// write's generation number on its own line once the write has returned. StorageTests kills it with SIGKILL
// mid-write, or runs two at once, then checks that every entry that reads back is intact.
import Foundation
import Storage

var arguments = Array(CommandLine.arguments.dropFirst())
let writesUserData = arguments.first == "--user-data"
if writesUserData {
    arguments.removeFirst()
}
guard let directoryPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: StorageCrashWriter [--user-data] <directory> [key-count]\n".utf8))
    exit(2)
}
let keyCount = arguments.dropFirst().first.flatMap { Int($0) } ?? CrashWriterPayload.defaultKeyCount
let directory = URL(fileURLWithPath: directoryPath, isDirectory: true)
let cache = DiskCache(directory: directory)
let userData = FileUserDataStore(directory: directory)
var generation = 0
while true {
    let key = CrashWriterPayload.key(generation % keyCount)
    do {
        let payload = CrashWriterPayload.payload(key: key, generation: generation)
        if writesUserData {
            try userData.setData(payload, forKey: key)
        } else {
            try cache.store(payload, forKey: key, expiresAt: nil)
        }
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
    FileHandle.standardOutput.write(Data("\(generation)\n".utf8))
    generation += 1
}
