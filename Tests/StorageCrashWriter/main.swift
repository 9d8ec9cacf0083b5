// StorageCrashWriter <cache-directory> [key-count]
//
// Stores verifiable entries in a DiskCache forever, printing each write's generation number on its own line once the
// write has returned. StorageTests kills it with SIGKILL mid-write, then checks that every entry that reads back is
// intact.
import Foundation
import Storage

let arguments = CommandLine.arguments.dropFirst()
guard let directoryPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: StorageCrashWriter <cache-directory> [key-count]\n".utf8))
    exit(2)
}
let keyCount = arguments.dropFirst().first.flatMap { Int($0) } ?? CrashWriterPayload.defaultKeyCount
let cache = DiskCache(directory: URL(fileURLWithPath: directoryPath, isDirectory: true))
var generation = 0
while true {
    let key = CrashWriterPayload.key(generation % keyCount)
    do {
        try cache.store(CrashWriterPayload.payload(key: key, generation: generation), forKey: key, expiresAt: nil)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
    FileHandle.standardOutput.write(Data("\(generation)\n".utf8))
    generation += 1
}
